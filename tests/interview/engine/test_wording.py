"""Every id a rule can emit has words, and every template's placeholders are filled."""
import datetime as dt
import json
import re
import string

import pytest

from interview.engine.wording import Wording, to_json
from interview.toolkit.registry import flows


def _ids_in_source(flow):
    source = "\n".join(p.read_text(encoding="utf-8") for p in flow.path.glob("*.py")
                       if not p.name.startswith("texts"))
    ids = set(re.findall(r'(?:Item|Deadline|add)\(\s*"([a-z0-9_]+)"', source))
    status = flow.module.status
    ids |= {row[0] for row in status.INCIDENT_FINDINGS + status.PAIR_FINDINGS}
    return ids | {"pd_rabies", "declared_elsewhere"}


def test_every_emitted_id_has_text():
    flow = flows()["river-hills"]
    ids = _ids_in_source(flow)
    assert len(ids) > 40
    ids |= {f"evidence_{n}" for n in ("i", "ii", "iii", "iv")}
    ids |= {f"exception_b{n}" for n in range(1, 5)}
    missing = {i for i in ids if i not in flow.module.TEXTS}
    assert not missing


def test_templates_only_use_known_placeholders():
    flow = flows()["river-hills"]
    known = {"incident_no", "incidents_no", "status_name", "months", "days", "sides_ft",
             "buried_ft", "leash_ft", "count", "amount", "fee", "years", "min", "max", "first",
             "subsequent", "hours", "wall_ft", "both_ft", "by", "mail_day", "asked",
             "due", "earliest", "latest"} | set(
                 flow.meta.get("place_defaults", {}))
    for key, template in flow.module.TEXTS.items():
        fields = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        assert fields <= known, f"{key} uses {fields - known}"


def test_money_and_dates_are_formatted_for_people(sample_facts):
    flow = flows()["river-hills"]
    doc = to_json(flow.assess(sample_facts, dt.date(2026, 9, 10)), Wording(flow))
    penalty = next(p for p in doc["penalties"] if p["id"] == "penalty_forfeiture")
    assert "$10" in penalty["text"] and "$2,000" in penalty["text"]
    assert doc["status"]["headline"] == "Declared: dangerous dog"  # its notice leads
    assert doc["status"]["likely_headline"] == "Likely: dangerous dog"


def test_a_status_given_before_is_worded_as_each_law_has_it():
    from pathlib import Path

    from interview.toolkit.flows import discover
    registry = {**flows(), **discover(Path(__file__).resolve().parents[2] / "fixtures" / "flows")}
    # River Hills: a notice, which a hearing may cancel ("No special status" is not its words).
    assert Wording(registry["river-hills"]).declared("none") == (
        "The notice's status in force now: No special status")
    # § 90.17 has no notice, only an animal "previously determined or found" ((F)(2)).
    assert Wording(registry["city-90-17"]).declared("vicious_or_dangerous").startswith(
        "Found before: ")
    # A flow that says nothing gets the neutral default.
    assert Wording(registry["tiny-leash"]).declared("none").startswith("The notice says: ")


def test_a_moment_among_the_params_keeps_its_time():
    import datetime as dt

    from interview.engine.languages import catalog
    from interview.engine.wording import Wording
    flow = flows()["river-hills"]
    moment = dt.datetime(2026, 9, 13, 15, 0)
    # The locale's own short time, as the page heads a deadline.
    assert Wording(flow).params({"by": moment})["by"] == "Sun 13 Sep 2026, 3:00\u202fPM"
    assert Wording(flow, "es", catalog("es").gettext).params({"by": moment})["by"] == \
        "dom 13 sept 2026, 15:00"


def _not_asked_yet(facts: dict) -> dict:
    """The sample, before the owner asked for a hearing: the window waits for the request."""
    notice = {k: v for k, v in facts["notice"].items() if not k.startswith("hearing_requested")}
    return {**facts, "notice": notice}


def test_what_a_deadline_waits_for_is_the_flows_own_words(sample_facts):
    """The engine knows only "if_requested"; River Hills says what is requested (a hearing), a
    flow that says nothing gets the engine's plain words, and every language gets its own."""
    import datetime as dt

    sample_facts = _not_asked_yet(sample_facts)

    from interview.engine.languages import catalog
    from interview.engine.wording import Wording, to_json
    rh = flows()["river-hills"]
    doc = to_json(rh.assess(sample_facts, dt.date(2026, 9, 10)), Wording(rh))
    window = next(d for d in doc["deadlines"] if d["applies"] == "if_requested")
    assert window["applies_text"] == "Only if a hearing is asked for."
    assert all("applies_text" not in d for d in doc["deadlines"] if d["applies"] == "now")
    es = to_json(rh.assess(sample_facts, dt.date(2026, 9, 10)),
                 Wording(rh, "es", catalog("es").gettext))
    assert next(d for d in es["deadlines"] if d["applies"] == "if_requested")[
        "applies_text"] == catalog("es").gettext("Only if a hearing is asked for.")
    city = Wording(flows()["city-90-17"])
    assert city.applies_text("if_requested") == "Only if it is asked for."
    assert city.applies_text("now") is None


def test_the_text_report_says_what_a_deadline_waits_for(sample_facts):
    import datetime as dt

    from interview.engine.wording import Wording, to_json
    from interview.formats.textreport import render_text
    rh = flows()["river-hills"]
    before = _not_asked_yet(sample_facts)
    text = render_text(to_json(rh.assess(before, dt.date(2026, 9, 10)), Wording(rh)), rh)
    assert "\n      Only if a hearing is asked for.\n" in text
    # Once asked (the sample), the window is the hearing's, not one that may never come.
    asked = render_text(to_json(rh.assess(sample_facts, dt.date(2026, 9, 10)), Wording(rh)), rh)
    assert "Only if a hearing is asked for." not in asked
    assert "Wisconsin statutes adopted" not in text  # the engine names no state


def test_what_to_contact_the_police_about_is_the_flows_own():
    """§ 90.17 has no notice and no hearing: the result page must not send people to the police
    'about a notice or a hearing' there. A flow with no words of its own gets a neutral line."""
    from pathlib import Path

    from interview.engine.wording import Wording
    from interview.toolkit.flows import discover
    from interview.toolkit.registry import flows
    registry = flows()
    assert "a notice or a hearing" in Wording(registry["river-hills"]).contact_text("police")
    city = Wording(registry["city-90-17"]).contact_text("police")
    assert "citation" in city and "hearing" not in city
    fixtures = Path(__file__).resolve().parents[2] / "fixtures" / "flows"
    tiny = Wording(discover(fixtures)["tiny-leash"]).contact_text("police")
    assert tiny == "Contact them if an animal gets out, bites or attacks."


def _conditions(slug: str, incident: dict) -> list[str]:
    flow = flows()[slug]
    doc = to_json(flow.assess({"incidents": [incident]}, dt.date(2026, 6, 1)), Wording(flow))
    return [c["condition"] for c in doc["conditional"]]


def test_alternatives_are_joined_with_or_not_and():
    # § 90.17(A)(4) "attacks or injures or attempts to injure": one is enough. The condition
    # read "If the animal attacked and the animal caused an injury and ...", as if all were.
    assert _conditions("city-90-17", {
        "date": "2026-05-01", "victim": "person", "attacked": "not_sure",
        "injured": "not_sure", "attempted_to_injure": "not_sure", "provoked": "no"}) == [
        "If the animal attacked or the animal caused an injury or the animal tried to hurt "
        "someone, the likely status would be: vicious or dangerous animal."]
    # What must hold as well comes first, and the alternatives after it as one part.
    assert _conditions("city-90-17", {
        "date": "2026-05-01", "victim": "person", "attacked": "not_sure",
        "injured": "not_sure", "attempted_to_injure": "no", "provoked": "not_sure"}) == [
        "If nothing provoked the animal, and the animal attacked or the animal caused an "
        "injury, the likely status would be: vicious or dangerous animal."]
    # (A)(5) "to seek immediate shelter or to defend oneself ... or ... a third party".
    assert _conditions("city-90-17", {
        "date": "2026-05-01", "victim": "person", "approached_or_chased_terrorizing": "yes",
        "victim_sought_shelter": "not_sure", "victim_had_to_defend": "not_sure",
        "third_party_intervened": "not_sure"})[0].startswith(
        "If they had to run for cover or they had to fight it off or someone had to step in")
    # River Hills (6)[a](2): a person "injured" while at large, by any injury.
    assert "If the bite left a visible wound on the skin or the dog caused an injury, " \
        "the likely status would be: dangerous dog." in _conditions("river-hills", {
            "date": "2026-05-01", "victim": "person", "bite": "yes", "bite_injury": "not_sure",
            "other_injury": "not_sure", "at_large": "yes"})


def test_an_alternative_answered_yes_is_not_a_condition():
    # An injury was answered: whether it was also serious does not decide "injured while at
    # large" ((6)[a](2)), so only being at large is left to find out there. Serious, it is a
    # reason of its own ((6)[a](3)). It read "If the injury was serious and the dog was at
    # large".
    assert _conditions("river-hills", {
        "date": "2026-05-01", "victim": "person", "bite": "yes", "bite_injury": "no",
        "other_injury": "yes", "serious_injury": "not_sure", "at_large": "not_sure"}) == [
        "If the dog was at large, the likely status would be: dangerous dog.",
        "If the injury was serious, the likely status would be: dangerous dog."]


def test_a_condition_names_the_victims_its_clause_counts():
    # (6)[a](2) "causes injury to any person while at large" is dangerous; (6)[a](6)(2)
    # "causes injury to a domestic pet or animal" is potentially dangerous. With the victim
    # not known, both read "If the dog was at large and the victim was a person or a pet ...":
    # the same words, two statuses. A bite injury counts only "to a person" ((6)[a](2)(1)).
    said = _conditions("river-hills", {
        "date": "2026-05-01", "victim": "not_sure", "bite_injury": "yes", "at_large": "yes"})
    # Two clauses make a bitten person's case dangerous (each line has its own reason).
    assert said == [
        "If the victim was a person, the likely status would be: dangerous dog.",
        "If the victim was a person, the likely status would be: dangerous dog.",
        "If the victim was an animal that is not wild, the likely status would be: "
        "potentially dangerous dog."], said


@pytest.mark.parametrize("slug, facts, sure, unsure", [
    ("river-hills", {"incidents": [{"date": "2026-05-01", "defending_person": "{}"}]},
     "Incident 1: the dog was defending", "Incident 1: if the dog was defending"),
    ("river-hills", {"dog": {"police_dog": "{}"}},
     "Police dog: the law presumes", "Police dog: if the dog is used by police"),
    ("city-90-17", {"incidents": [{"date": "2026-05-01",
                                   "defending_against_attack_on_owner_or_person": "{}"}]},
     "Incident 1: the animal was defending", "Incident 1: maybe the animal was defending"),
])
def test_a_defence_answered_not_sure_is_worded_as_an_if(slug, facts, sure, unsure):
    # "I am not sure" why the dog bit read "Incident 1: the dog was defending a person from an
    # attack", then the same of three more defences: things never said, beside each other.
    flow = flows()[slug]

    def said(answer):
        doc = json.loads(json.dumps(facts).replace('"{}"', f'"{answer}"'))
        doc["schema_version"] = flow.schema_version
        out = to_json(flow.assess(doc, dt.date(2026, 6, 1)), Wording(flow))
        return " ".join(item["text"] for item in out["exceptions"])

    assert sure in said("yes") and unsure not in said("yes")
    assert unsure in said("not_sure") and sure not in said("not_sure")


def test_dollar_amounts_in_spanish_are_grouped_as_in_the_us():
    # "US$2.000" (Spain's grouping) reads as two dollars to a reader in the US.
    flow = flows()["river-hills"]
    from interview.engine.languages import catalog
    words = Wording(flow, "es", catalog("es").gettext)
    assert words.money_text(2000) == "$2,000"


def test_a_place_name_may_be_given_in_each_language():
    # "preséntela ante the City of Example": the deployment's English name inside Spanish.
    flow = flows()["city-90-17"]
    from interview.engine.languages import catalog
    place = {"city": {"en": "the City of Example", "es": "la Ciudad de Example"},
             "police": "the Example Police Department"}
    assert Wording(flow, "es", catalog("es").gettext, place).place["city"] == \
        "la Ciudad de Example"
    # No Arabic given: the English, marked as English (set apart, read with an English voice).
    assert Wording(flow, "ar", catalog("ar").gettext, place).place["city"] == \
        "\u27e6the City of Example\u27e7"
    assert Wording(flow, "en", catalog("en").gettext, place).place["city"] == \
        "the City of Example"
    # One name for every language stays as given.
    assert Wording(flow, "es", catalog("es").gettext, place).place["police"] == \
        "the Example Police Department"


def test_arabic_counts_take_the_form_their_number_needs():
    # "خلال 14 يوم" and "خلال 5 يوم عمل": a plain {days} before a fixed noun. Arabic says
    # 3 to 10 أيام, 11 to 99 يومًا.
    from interview.engine.languages import catalog, plural_words
    flow = flows()["river-hills"]
    words = Wording(flow, "ar", catalog("ar").gettext)
    assert "14 يومًا" in words.text("duty_sterilisation", {"days": 14})
    assert "10 أيام" in words.text("duty_photographs", {"days": 10, "count": 2})
    assert plural_words("{n} {n|few:أيام|many:يومًا|other:يوم}", {"n": 100}, "ar") == \
        "{n} يوم"
    assert plural_words("no selector {n}", {"n": 3}, "ar") == "no selector {n}"
