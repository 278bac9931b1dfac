"""River Hills § 2.14: facts in, cited assessment out.

This module composes the rules; it decides nothing itself."""
from __future__ import annotations

import datetime as dt

from interview.engine.assessment import Assessment, Deadline
from interview.engine.legal_calendar import day_closed_by, last_day
from interview.engine.rules import cites, helper

from . import consequences as c
from . import deadlines as d
from . import duties, notices
from .rules import IF_REBUTTED, IF_UNSURE, SHOWN, moved_in_after_declared, rank
from .status import exceptions_considered, findings, top_status


@cites("2.14(6)[c](3)")
def declared_status(notice: dict) -> str | None:
    """The status the owner is under now: the officer's, unless a hearing changed it. "If the
    Officer's determination is affirmed or modified, the owner shall comply with the
    provisions of this Section"; overturned, there is nothing to comply with."""
    if not notice:
        return None
    if notice.get("decision") == "overturned":
        return "none"
    if notice.get("decision") == "modified" and notice.get("decision_status"):
        return notice["decision_status"]
    return notice.get("declared_status")


@helper
def assess(facts: dict, flow, today: dt.date, shown_only: bool = False) -> Assessment:
    """``shown_only``: without the sections no notice reads
    (interview.toolkit.flows.Flow.assess)."""
    params, calendar = flow.parameters, flow.calendar
    dog, notice = facts.get("dog", {}), facts.get("notice") or {}
    shown = findings(facts, SHOWN, params)
    likely = top_status(shown)
    if_unsure = findings(facts, IF_UNSURE, params)
    if_rebutted = findings(facts, IF_REBUTTED, params)
    declared = declared_status(notice)
    basis = declared if declared is not None else likely
    applies = "now" if declared is not None else "if_declared"
    elsewhere = dog.get("declared_elsewhere") if dog.get("declared_elsewhere") in (
        "dangerous", "vicious") else None
    since = d.status_since(notice, declared)
    on = since.day or today

    a = Assessment(
        flow=flow.slug, law_version=flow.law_version, today=today,
        calendar=flow.calendar_summary,
        status={"vocabulary": list(flow.statuses), "likely": likely,
                "if_unsure": top_status(if_unsure), "if_rebutted": top_status(if_rebutted),
                "declared": declared, "duty_basis": basis},
    )
    a.reasons = sorted(shown, key=lambda f: -rank(f.status))
    seen = {(f.id, str(f.params)) for f in shown}
    a.conditional = [f for f in if_unsure + if_rebutted
                     if rank(f.status) > rank(likely) and (f.id, str(f.params)) not in seen]
    a.duties = duties.duties_of_every_owner(on, params) + _status_duties(
        basis, applies, elsewhere, on, params)
    if elsewhere:
        a.duties += duties.moved_in_duties(on, params, moved_in_after_declared(dog))
    a.deadlines = _deadlines(facts, declared, since, today, calendar, params)
    # A hearing that overturned the notice leaves no determination in force to contest.
    in_force = declared if declared != "none" else None
    # Lifting a declaration waits for one, as the rights do; one made elsewhere is in force,
    # but only for its own status (a dog declared dangerous elsewhere may read vicious here).
    a.waiver = (c.waiver(basis, since.day, since.label, today, calendar, params,
                         "now" if in_force or basis == elsewhere else "if_declared")
                if basis != "none" else [])
    a.notices = notices.notices_for(facts, a, params, calendar)
    if shown_only:
        return a
    a.exceptions = exceptions_considered(facts)
    a.rights = c.rights(in_force, on, params) if basis != "none" or in_force else []
    a.penalties = c.penalties(basis, dog, today, params)
    a.unlawful_conduct = c.unlawful_conduct(facts)
    a.evidence = c.evidence()
    a.adopted_statutes = c.adopted_statutes()
    return a


def _status_duties(basis: str, applies: str, elsewhere: str | None, on, params) -> list:
    """The duties of the status, and of a declaration made elsewhere, which binds now: "Any
    dog that has been declared dangerous or vicious by any agency or department of another
    municipality, county, or state shall be subject to the provisions of this Section for the
    remainder of its life" (§ 2.14(6)[h]), whatever a Village notice or hearing later says.
    Duties only a higher status here would add still wait for the Village's own declaration."""
    if elsewhere is None:
        return duties.duties_for(basis, on, params, applies)
    now = duties.duties_for(elsewhere, on, params, "now")
    binding = {item.id for item in now}
    return now + [item for item in duties.duties_for(basis, on, params, applies)
                  if item.id not in binding]


def _deadlines(facts, declared, since, today, calendar, params) -> list[Deadline]:
    dog, notice = facts.get("dog", {}), facts.get("notice") or {}
    out: list[Deadline] = []
    elsewhere = dog.get("declared_elsewhere") in ("dangerous", "vicious")
    if elsewhere and moved_in_after_declared(dog):
        out.append(d.move_in_deadline(dog, calendar, params))
    # (6)[i] reaches "a dog that has been designated dangerous or vicious", here or, through
    # (6)[h]'s "subject to the provisions of this Section", elsewhere.
    # A Village notice to remove the dog does not outlive the Village's declaration, cancelled
    # at the hearing ("none"); without one, the notice is the dog's (the schema refuses both).
    served = (dog.get("removal_notice_served_at") if declared in (None, "none")
              else notice.get("removal_notice_served_at"))
    removal = (d.removal_deadline(served, calendar, params)
               if declared in ("dangerous", "vicious") or elsewhere else None)
    if not declared or declared == "none":
        return sorted(out + ([removal] if removal else []), key=_timeline_order)
    service, label, needs = d.notice_effective(notice, calendar, params)
    # Service by mail is dated by (c)(4); in person, (c)(3) says all there is to say.
    via = () if notice.get("service_method") == "personal" else ("2.14(6)[c](4)",)
    hearing = d.hearing_request_deadline(service, label, needs, calendar, params, via)
    out.append(hearing)
    if service is None and notice.get("hearing_requested") != "yes" and notice.get(
            "decision") in (None, "pending"):
        # The owner's one way to contest the notice, with no date: give the safe one.
        safe = d.hearing_request_safe_date(notice, calendar, params, via)
        out += [safe] if safe else []
    # The window runs "after the service of the notice", not after a request: an owner who has
    # not asked yet learns that the hearing may fall right after their last day to ask.
    # Once the last day to ask has passed with no request in time, no hearing is coming: a
    # request must come "within 5 business days of service".
    if notice.get("decision") in (None, "pending") and not d.no_hearing(notice, hearing, today):
        out += d.hearing_window(service, label, needs, calendar, params, via,
                                requested=notice.get("hearing_requested") == "yes")
    appeal = d.appeal_deadline(notice, calendar, params)
    stay = d.stay_of(notice, hearing, appeal, today)
    sterilise = {"potentially_dangerous": ("pd_sterilisation", "2.14(6)[d](2)",
                                           "pd_sterilisation_days"),
                 "dangerous": ("sterilisation", "2.14(6)[e](1)(v)", "dangerous_sterilisation_days"),
                 "vicious": ("sterilisation", "2.14(6)[e](1)(v)", "dangerous_sterilisation_days")}
    # A vicious dog's spaying and photographs are (e)'s, made its own by (f)(1).
    borrowed = ("2.14(6)[f](1)",) if declared == "vicious" else ()
    did, cite, days = sterilise[declared]
    # Each clock runs from the day the dog came under the least status its duty comes with.
    dangerous_since = d.status_since(notice, "dangerous")
    out.append(d.declared_clock(since if declared == "potentially_dangerous" else dangerous_since,
                                did, (cite, *borrowed), days, calendar, params, stay=stay))
    if declared in ("dangerous", "vicious"):
        out.append(d.declared_clock(dangerous_since, "photographs",
                                    ("2.14(6)[e](1)(vi)", *borrowed),
                                    "dangerous_photos_days", calendar, params))
    if declared == "vicious":
        permit = d.declared_clock(since, "vicious_permit", ("2.14(6)[g]",),
                                  "vicious_permit_business_days", calendar, params,
                                  business=True, stay=stay)
        out.append(permit)
        out.append(d.permit_renewal(today, calendar, permit.due, permit.stay))
    for extra in (d.compliance_after_hearing(notice, calendar, params), appeal, removal):
        if extra is not None:
            out.append(extra)
    return sorted(d.held_until(out, appeal), key=_timeline_order)


def _timeline_order(deadline: Deadline) -> tuple:
    """Dated deadlines first, in the order they end; those we could not count last. A day ends
    at its midnight, and so does a moment at 00:00, on the day before it (day_closed_by)."""
    due = deadline.due
    if due is None:
        return (1, "", "")
    if isinstance(due, dt.datetime) and not day_closed_by(due):
        return (0, due.date().isoformat(), due.time().isoformat("minutes"))
    return (0, last_day(due).isoformat(), "24:00")
