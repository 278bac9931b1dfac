"""The duties say what the clause requires, not only its headline: each case names the clause,
the words it uses, and the plain words the duty must carry for it."""
import datetime as dt
import json
from pathlib import Path

import pytest

from interview.registry import flows
from interview.wording import Wording, to_json

SAMPLE = Path(__file__).parents[3] / "docs" / "sample-facts" / "river-hills-dangerous.json"
VICIOUS = {"notice": {"declared_status": "vicious"}}

CASES = [
    # (duty, clause, the ordinance's words, the plain words the duty must carry)
    ("duty_leash", "2.14(6)[e](1)(i)", "no longer than 4 feet in length",
     "a leash no longer than 4 feet"),
    ("duty_leash", "2.14(6)[e](1)(i)",
     "No owner may permit a dangerous dog to be kept on a chain, rope, leash or similar "
     "restraining device outside its enclosure unless a person competent to govern the "
     "animal is in physical control", "Never tie the dog up outside the enclosure"),
    ("duty_insurance_if_required", "2.14(6)[e](1)(x)",
     "requiring that the Village be notified immediately by the issuing company if the "
     "insurance policy is canceled", "tell the Village at once if it is canceled"),
    ("duty_insurance_if_required", "2.14(6)[e](1)(x)",
     "obtained prior to the issuing of a permit", "before any permit for the dog is issued"),
    ("duty_insurance_if_required", "2.14(6)[e](1)(x)", "twelve (12) month period",
     "keep it for 12 months"),
    ("duty_vicious_permit", "2.14(6)[g]", "prorated if issued after January 1st",
     "The first fee is less if you get the permit after January 1"),
    ("duty_vicious_permit", "2.14(6)[g]", "due on or before January 1st of each year",
     "pay by January 1 each year"),
]


def _duties(facts: dict) -> dict[str, str]:
    flow = flows()["river-hills"]
    doc = to_json(flow.assess(facts, dt.date(2026, 9, 10)), Wording(flow))
    return {d["id"]: d["text"] for d in doc["duties"]}


@pytest.mark.parametrize(("duty", "clause", "law", "plain"), CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_a_duty_carries_what_its_clause_requires(duty, clause, law, plain):
    flow = flows()["river-hills"]
    assert law in " ".join(flow.law.full_text(clause).split()), (clause, law)
    facts = json.loads(SAMPLE.read_text())
    if duty == "duty_vicious_permit":
        facts = {**facts, "notice": {**facts["notice"], **VICIOUS["notice"]}}
    assert plain in _duties(facts)[duty]
