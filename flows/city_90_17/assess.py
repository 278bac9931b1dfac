"""City § 90.17: the assessment. This composes the rules; it decides nothing itself.

Status has three lenses, as the engine expects: ``likely`` (facts answered yes), ``if_unsure``
(answers we were not sure of taken as yes) and ``if_rebutted``, which here means 'if an exception
did not apply'. The (A)(1) exceptions are not rebuttable presumptions: the text says an animal
'shall not be deemed dangerous' if one applies. § 90.17 sets no deadlines, so none are counted."""
from __future__ import annotations

import datetime as dt

from interview.engine.assessment import Assessment
from interview.engine.rules import NOT_SURE, YES, helper

from . import consequences as c
from . import duties, notices
from .rules import IF_NO_EXCEPTION, IF_UNSURE, SHOWN, VD, rank
from .status import exceptions_considered, findings, top_status


@helper
def assess(facts: dict, flow, today: dt.date, shown_only: bool = False) -> Assessment:
    """``shown_only``: without the sections no notice reads
    (interview.toolkit.flows.Flow.assess)."""
    params = flow.parameters
    animal = facts.get("animal", {})
    shown = findings(facts, SHOWN)
    if_unsure = findings(facts, IF_UNSURE)
    if_no_exception = findings(facts, IF_NO_EXCEPTION)
    likely = top_status(shown)
    previously = animal.get("previously_found_vicious_or_dangerous") == YES
    declared = VD if previously else None
    basis = VD if (likely == VD or previously) else "none"
    # No declaration step: (B), (C)(4), (C)(6) and (E) bind "the owner or keeper of a vicious
    # or dangerous animal", and (D)(1) lets an officer cite one "being harbored in violation"
    # before any finding. So the duties of a likely status apply now (notice_no_declaration).
    applies = "now"
    statuses = {likely, top_status(if_unsure), top_status(if_no_exception)}

    a = Assessment(
        flow=flow.slug, law_version=flow.law_version, today=today,
        calendar=flow.calendar_summary,
        status={"vocabulary": list(flow.statuses), "likely": likely,
                "if_unsure": top_status(if_unsure),
                "if_rebutted": top_status(if_no_exception),
                "declared": declared, "duty_basis": basis},
    )
    a.reasons = list(shown)
    seen = {(f.id, str(f.params)) for f in shown}
    conditional, added = [], set()
    for f in if_unsure + if_no_exception:
        key = (f.id, str(f.params))
        if rank(f.status) > rank(likely) and key not in seen | added:
            conditional.append(f)
            added.add(key)
    a.conditional = conditional

    a.duties = duties.duties_of_every_owner() + duties.minor_owner_duty(animal)
    if basis == VD:
        a.duties += duties.vicious_or_dangerous_duties(animal, today, params, applies)
    a.duties += duties.warning_sign_duty(animal, basis == VD, applies)
    a.deadlines = []  # § 90.17 sets none; see notice_no_deadlines

    # An impoundment answered "not sure" brings in (D) too, each item marked as resting on it.
    impounded = (facts.get("enforcement") or {}).get("impounded")
    by_status = VD in statuses or previously
    enforcement_matters = by_status or impounded in (YES, NOT_SURE)
    resting_on = YES if by_status else impounded
    a.penalties = ((c.enforcement(facts, resting_on) if enforcement_matters else [])
                   + c.second_complaint(facts))
    a.notices = notices.notices_for(facts, a, shown + if_unsure + if_no_exception)
    if shown_only:
        return a
    a.exceptions = exceptions_considered(facts)
    a.rights = c.complaint_rights(facts.get("asker"))
    if enforcement_matters:
        a.rights += c.impoundment_rights(resting_on)
    a.rights += c.other_laws()
    a.unlawful_conduct = c.unrestrained_off_property(facts)
    a.evidence = c.evidence()
    return a
