"""Each duty and deadline cites exactly the clauses that set it, read from § 2.14 by hand. The
scenarios check that citations resolve; here, which ones. Dropping (a)(5) from the muzzle or
(iii)(2) from the enclosure passed every other test."""
import datetime as dt

import pytest

from interview.toolkit.registry import flows
from tests.flows.river_hills.test_scenarios import (
    VICIOUS_PAIR,
    F,
    Y,
    bite,
    declared,
    personal,
    threat,
)

FLOW = flows()["river-hills"]
EVERY_DOG = {  # (1)[c] defines "at large", (1)[d] the tag's rule
    "duty_licence": ("2.14(2)",),
    "duty_rabies_vaccination": ("2.14(5)",),
    "duty_tag_outdoors": ("2.14(1)[d]",),
    "duty_not_at_large": ("2.14(3)[c]", "2.14(1)[c]"),
    "duty_clean_up_waste": ("2.14(7)",),
}
DANGEROUS = {  # (e)(1)'s list; [a](3) and [a](5) define enclosure and muzzle
    "duty_enclosure": ("2.14(6)[e](1)(iii)", "2.14(6)[e](1)(iii)(1)", "2.14(6)[e](1)(iii)(2)",
                       "2.14(6)[e](1)(iii)(3)", "2.14(6)[a](3)"),
    "duty_leash": ("2.14(6)[e](1)(i)",),
    "duty_muzzle": ("2.14(6)[e](1)(ii)", "2.14(6)[a](5)"),
    "duty_indoor_confinement": ("2.14(6)[e](1)(iv)",),
    "duty_sterilisation": ("2.14(6)[e](1)(v)",),
    "duty_photographs": ("2.14(6)[e](1)(vi)",),
    "duty_no_sale_in_village": ("2.14(6)[e](1)(vii)",),
    "duty_report_escape_or_bite": ("2.14(6)[e](1)(viii)",),
    "duty_insurance_if_required": ("2.14(6)[e](1)(x)",),
    "duty_remove_if_unable": ("2.14(6)[i]",),
}
HEARING = {"hearing_window_earliest": ("2.14(6)[c](3)",),
           "hearing_request_deadline": ("2.14(6)[c](3)",),
           "hearing_window_latest": ("2.14(6)[c](3)",)}
# (f)(1): a vicious dog is under all of (e); each (e) duty also cites it.
VICIOUS = {**{k: v if k == "duty_remove_if_unable" else (*v, "2.14(6)[f](1)")
              for k, v in DANGEROUS.items()},
           "duty_vicious_permit": ("2.14(6)[g]",), "duty_vicious_costs": ("2.14(6)[f](3)",)}

CASES = [
    ("potentially_dangerous",
     F(threat("2026-08-20", at_large=Y),
       notice=declared("potentially_dangerous", "2026-09-03", **personal("2026-09-04"))),
     {**EVERY_DOG, "duty_pd_leash_and_muzzle": ("2.14(6)[d](1)", "2.14(6)[a](5)"),
      "duty_pd_sterilisation_if_required": ("2.14(6)[d](2)",)},
     {**HEARING, "pd_sterilisation": ("2.14(6)[d](2)",)}),
    ("dangerous",
     F(bite("2026-08-25"), notice=declared("dangerous", "2026-09-03", **personal("2026-09-04"))),
     {**EVERY_DOG, **DANGEROUS},
     {**HEARING, "photographs": ("2.14(6)[e](1)(vi)",),
      "sterilisation": ("2.14(6)[e](1)(v)",)}),
    ("vicious",
     F(*VICIOUS_PAIR, notice=declared("vicious", "2026-09-03", **personal("2026-09-04"))),
     {**EVERY_DOG, **VICIOUS},
     {**HEARING, "photographs": ("2.14(6)[e](1)(vi)", "2.14(6)[f](1)"),
      "sterilisation": ("2.14(6)[e](1)(v)", "2.14(6)[f](1)"),
      "vicious_permit": ("2.14(6)[g]",), "vicious_permit_renewal": ("2.14(6)[g]",)}),
]


@pytest.mark.parametrize("status, facts, duties, deadlines", CASES, ids=[c[0] for c in CASES])
def test_each_duty_and_deadline_cites_its_clauses(status, facts, duties, deadlines):
    assessment = FLOW.assess(facts, dt.date(2026, 9, 10))
    assert assessment.status["declared"] == status
    assert {d.id: tuple(d.cite) for d in assessment.duties} == duties
    assert {d.id: tuple(d.cite) for d in assessment.deadlines} == deadlines
