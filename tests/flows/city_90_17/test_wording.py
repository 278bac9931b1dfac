"""§ 90.17 words: every id the rules can emit has text, every placeholder is filled, every rule
function cites, the texts are plain, and the City and its offices are named from config."""
from __future__ import annotations

import importlib
import inspect
import re
import string

from interview.engine.wording import Wording, to_json
from tests.flows.city_90_17.check import FLOW, TODAY, F, Y, assess, attack, chase

PLACE = {"city", "police", "officer"}
KNOWN = PLACE | {"incident_no", "incidents_no", "status_name", "buried_ft", "leash_ft",
                 "sign_words"}


def _ids_in_source() -> set[str]:
    source = "\n".join(p.read_text(encoding="utf-8") for p in FLOW.path.glob("*.py")
                       if not p.name.startswith("texts"))
    ids = set(re.findall(r'(?:Item|Finding|add)\(\s*f?"([a-z0-9_{}]+)"', source))
    letters = {f"exception_a1_{x}" for x in "abc"}
    return {i for i in ids if "{" not in i} | letters | set(FLOW.module.status.FINDING_IDS)


def test_every_emitted_id_has_text():
    ids = _ids_in_source()
    assert len(ids) > 45
    assert not ids - set(FLOW.module.TEXTS), ids - set(FLOW.module.TEXTS)


def test_templates_only_use_known_placeholders():
    for key, template in FLOW.module.TEXTS.items():
        fields = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        assert fields <= KNOWN, f"{key} uses {fields - KNOWN}"


def test_fact_phrases_cover_every_field_a_finding_reads():
    status = FLOW.module.status
    fields = {f for row in status.ANIMAL_FINDINGS for f in row[3]}
    fields |= {f for row in status.INCIDENT_FINDINGS for group in row[3] for f in group}
    fields |= set(FLOW.module.rules.EXCEPTION_FIELDS) | {"known_propensity"}
    assert fields <= set(FLOW.module.FACT_PHRASES), fields - set(FLOW.module.FACT_PHRASES)


def test_public_rule_functions_all_cite():
    """Every public function in a rule module decides law, so it must say which law."""
    helpers = {"rank"}
    for name in ("rules", "duties", "consequences"):
        module = importlib.import_module(f"{FLOW.module.__name__}.{name}")
        for fname, fn in inspect.getmembers(module, inspect.isfunction):
            if fn.__module__ != module.__name__ or fname.startswith("_") or fname in helpers:
                continue
            assert hasattr(fn, "cites"), f"{name}.{fname} decides law but cites nothing"


def test_parameters_are_the_two_numbers_the_text_fixes():
    assert {p.name: (p.cite, p.values[-1][1]) for p in FLOW.parameters} == {
        "vd_leash_max_length_ft": ("90.17(C)(6)", 6), "kennel_sides_buried_ft": ("90.17(C)(4)", 2)}


def test_place_names_come_from_config_else_stay_neutral():
    facts = F(chase(victim_sought_shelter=Y), animal={"previously_found_vicious_or_dangerous": Y})
    neutral = assess(facts)
    text = " ".join(i["text"] for s in ("rights", "penalties", "evidence") for i in neutral[s])
    assert "the City" in text and "animal control officer" in text
    named = to_json(FLOW.assess(facts, TODAY),
                    Wording(FLOW, place={"city": "Springfield",
                                         "officer": "the Springfield Animal Control Officer"}))
    text = " ".join(i["text"] for s in ("rights", "penalties", "evidence") for i in named[s])
    assert "Springfield" in text and "the City" not in text


def test_status_words_and_headlines():
    doc = assess(F(attack()))
    assert doc["status"]["headline"] == "Likely: vicious or dangerous animal"
    assert assess(F())["status"]["headline"] == "Likely: no special status"
    assert FLOW.module.STATUS == {"none": "No special status",
                                  "vicious_or_dangerous": "Vicious or dangerous animal"}
    assert FLOW.module.MONEY_PARAMS == frozenset()


def _syllables(word: str) -> int:
    word = word.lower()
    count = len(re.findall(r"[aeiouy]+", word))
    if word.endswith("e") and count > 1 and not word.endswith(("le", "ee")):
        count -= 1
    return max(1, count)


def _grade(text: str) -> float:
    """Flesch-Kincaid grade, with clause marks like (A)(4) read as one short word."""
    text = re.sub(r"\{[a-z_]+\}", "it", text)
    text = re.sub(r"\([A-Z]\)(\(\d\))?(\([a-z]\))?", "part", text)
    sentences = [s for s in re.split(r"[.?!:]+\s", text) if s.strip()]
    words = re.findall(r"[A-Za-z']+", text)
    syllables = sum(_syllables(w) for w in words)
    return 0.39 * len(words) / len(sentences) + 11.8 * syllables / len(words) - 15.59


def test_texts_and_questions_are_plain_english():
    questions = [n.text for n in FLOW.questions.nodes.values() if n.text]
    questions += [n.why for n in FLOW.questions.nodes.values() if n.why]
    texts = list(FLOW.module.TEXTS.values())
    grades = [_grade(t) for t in texts + questions]
    assert max(grades) <= 10, max(zip(grades, texts + questions, strict=True))
    assert sum(grades) / len(grades) <= 8
    for text in texts + questions:
        assert max(len(s.split()) for s in re.split(r"[.?!]\s", text)) <= 30, text


def test_the_text_report_tags_what_rests_on_a_not_sure_answer():
    """The CLI's text says an exception answered 'not sure' may apply, as the web page does,
    rather than stating it as what happened."""
    from interview.formats.textreport import render_text
    facts = F(attack(defending_against_attack_on_owner_or_person="not_sure"))
    line = next(" ".join(line.split()) for line in render_text(assess(facts), FLOW).split("\n- ")
                if "defending its owner" in line)  # one item, its wrapped lines joined
    assert "This may apply: it depends on an answer you were not sure about." in line


def test_the_order_and_the_citation_go_together():
    # (D)(1)(a) "Order the violation immediately corrected and issue a citation": one step of
    # two parts, the other being seizure under (b). The text read them as two choices.
    text = FLOW.module.TEXTS["enforcement_order_and_citation"]
    assert "may also give" not in text
    assert "fix the problem at once, and give the owner a ticket" in text
