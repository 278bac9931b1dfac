""""What this means" and the rules first, for each person under § 90.17 (now.py): a table of facts
→ the sentences, each case naming its clause. § 90.17 sets no dates, so what the first screen
says in words is all a person has to act on."""
import datetime as dt
import json

import pytest

from interview.engine import documents
from interview.engine.wording import Wording
from interview.toolkit.registry import flows
from tests.conftest import SAMPLE

CITY = flows()["city-90-17"]
CHASE = json.loads((SAMPLE / "city-90-17-chase.json").read_text(encoding="utf-8"))
TODAY = dt.date(2026, 10, 1)


def first_screen(facts: dict) -> dict:
    facts = {**facts, "schema_version": CITY.schema_version}
    doc = documents.assessment_document(CITY, facts, CITY.assess(facts, TODAY), Wording(CITY))
    return {"meaning": {m["id"]: m["text"] for m in doc["meaning"]},
            "rules": [r["text"] for r in doc["rules_now"]]}


def with_enforcement(**enforcement) -> dict:
    return {**CHASE, "enforcement": enforcement}


CASES = [
    # (case, clause, facts, the sentence ids, words that must be there, words that must not)
    # (D)(2): "... fails to reclaim it after impoundment ... it may be humanely euthanized".
    ("impounded-not-taken-back", "90.17(D)(2)",
     with_enforcement(impounded="yes", reclaimed="no", proof_of_confinement="no"),
     ["meaning_impounded", "meaning_likely", "meaning_no_deadlines"],
     "Your animal is held by the City. If you do not take it back and give proof", None),
    # Taken back: no longer held, whatever the proof.
    ("taken-back-without-proof", "90.17(D)(2)",
     with_enforcement(impounded="yes", reclaimed="yes", proof_of_confinement="no"),
     ["meaning_likely", "meaning_no_deadlines"], "To be safe, follow its rules now.",
     "held by"),
    ("impounded-taken-back-maybe", "90.17(D)(2)",
     with_enforcement(impounded="yes", reclaimed="not_sure"),
     ["meaning_impounded_if", "meaning_likely", "meaning_no_deadlines"],
     "If the City is holding your animal", "Your animal is held"),
    ("impounded-maybe", "90.17(D)(2)",
     with_enforcement(impounded="not_sure"),
     ["meaning_impounded_if", "meaning_likely", "meaning_no_deadlines"],
     "If the City is holding your animal", None),
    # "fails to either provide proof ... or fails to reclaim it": both done, nothing at risk.
    ("taken-back-with-proof", "90.17(D)(2)",
     with_enforcement(impounded="yes", reclaimed="yes", proof_of_confinement="yes"),
     ["meaning_likely", "meaning_no_deadlines"], "To be safe, follow its rules now.",
     "held by"),
    # (F)(2): "... the final order shall require the owner ... to immediately remove the animal
    # from the City": not "This law sets no deadlines".
    ("found-before", "90.17(F)(2)",
     {**CHASE, "animal": {**CHASE["animal"], "previously_found_vicious_or_dangerous": "yes"},
      "complaint": {"subsequent_complaint": "yes"}},
     ["meaning_found_before"],
     "A new complaint against you about it may end the same way. Then the order must make you "
     "take it out of the City at once", "sets no deadlines"),
    # (A)(5): "prima facie evidence": the owner is told to be safe, not that a finding binds.
    ("likely-on-evidence-to-someone-else", "90.17(A)(5)", {**CHASE, "asker": "neighbour"},
     ["meaning_likely", "meaning_complaint"],
     "An officer or a court decides if its rules bind the owner now.", "must follow"),
]


@pytest.mark.parametrize(("case", "clause", "facts", "expected", "says", "never"), CASES,
                         ids=[c[0] for c in CASES])
def test_what_this_means(case, clause, facts, expected, says, never):
    text = first_screen(facts)["meaning"]
    assert list(text) == expected, clause
    assert says in " ".join(text.values()), clause
    assert never is None or never not in " ".join(text.values()), clause


def test_a_minor_owners_first_rule_is_that_a_parent_answers_for_them():
    """(C)(2): "the parent or guardian of such minor shall be responsible to insure that all
    provisions of this section are complied with". It came last of ten, so never on the first
    screen, which told the child alone to leash and muzzle the animal."""
    rules = first_screen({**CHASE, "animal": {**CHASE["animal"], "owner_is_minor": "yes"}})["rules"]
    assert rules[0].startswith("If the owner is a minor, a parent or guardian must make sure")


def test_the_rule_on_the_owners_land_is_not_only_for_when_no_one_is_there():
    """(C)(3): "securely and humanely enclosed within a house, building, fence, pen, or other
    enclosure ... securely locked at any time the animal is left unattended, or ... tether ...
    or ... leash under the control of a competent person". It read "keep the animal from
    getting out when no one is with it"."""
    rules = first_screen({**CHASE, "incidents": []})["rules"]
    assert any(r.startswith("On your property, keep the animal in an enclosure it cannot get "
                            "out of") for r in rules), rules
