"""River Hills § 2.14(6): when notice takes effect, and the deadlines that run from it.

Counting is delegated to the flow's legal calendar (Wis. Stat. § 990.001(4), § 995.20
holidays). Each function here only decides *what* is counted, from *which* day, for *how long*."""
from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import NamedTuple

from interview.engine.assessment import Deadline
from interview.engine.i18n import N_
from interview.engine.legal_calendar import Count, LegalCalendar
from interview.engine.parameters import Parameters
from interview.engine.rules import NOT_SURE, YES, cites, helper

from .rules import STATUS_ORDER, rank

STAYED_DUTIES = {"sterilisation", "vicious_permit"}


@cites("2.14(6)[c](4)")
def notice_effective(notice: dict, calendar: LegalCalendar, params: Parameters
                     ) -> tuple[Count | None, str, tuple[str, ...]]:
    """"When notice is given by regular mail to the owner's last known address, notice is
    effective on the third day after the notice was placed in the mail ... When notice is given by
    certified mail, notice is effective when received; provided however, if certified mail
    delivery has been refused, notice is effective by publication or posting and ... deemed
    received on the earlier of the day the property is posted or the newspaper is published."

    Returns the count that gives the effective day, a label for it, and the facts still needed."""
    method = notice.get("service_method")
    if method == "personal" and notice.get("served_on"):
        day = dt.date.fromisoformat(notice["served_on"])
        return calendar.day_after(day, 0), N_("served in person"), ()
    if method == "certified_mail" and notice.get("received_on"):
        day = dt.date.fromisoformat(notice["received_on"])
        return calendar.day_after(day, 0), N_("certified mail received"), ()
    if method == "certified_mail_refused":
        days = [dt.date.fromisoformat(notice[k]) for k in ("posted_on", "published_on")
                if notice.get(k)]
        if days:
            label = N_("certified mail refused; posted or published")
            return calendar.day_after(min(days), 0), label, ()
        return None, "", ("/notice/posted_on", "/notice/published_on")
    if method == "regular_mail" and notice.get("mailed_on"):
        mailed = dt.date.fromisoformat(notice["mailed_on"])
        n = int(params.value("regular_mail_effective_day", mailed))
        return calendar.day_after(mailed, n), N_("in effect (regular mail, the third day after "
                                                  "mailing)"), ()
    needs = {"personal": "/notice/served_on", "certified_mail": "/notice/received_on",
             "regular_mail": "/notice/mailed_on"}.get(method, "/notice/service_method")
    return None, "", (needs,)


def _date(notice: dict, key: str) -> dt.date | None:
    return dt.date.fromisoformat(notice[key]) if notice.get(key) else None


def _timely(requested_on: dt.date | None, deadline: Count | None, requested: str | None) -> str:
    """Was a hearing request made in time? 'yes', 'no' or 'not_sure' (date or deadline unknown)."""
    if requested != YES:
        return "no" if requested in (None, "no") else NOT_SURE
    if requested_on is None or deadline is None:
        return NOT_SURE
    return YES if requested_on <= deadline.result else "no"


@cites("2.14(6)[c](3)")
def hearing_request_deadline(service: Count | None, label: str, needs, calendar, params,
                             via: tuple[str, ...] = ()) -> Deadline:
    """"The owner may contest the determination by a written request for a hearing to the Chief of
    Police within 5 business days of service of the determination." ``via``: the clause that
    dated the service ((c)(4) for notice by mail), cited beside (c)(3)."""
    if service is None:
        return Deadline("hearing_request_deadline", ("2.14(6)[c](3)", *via), needs=needs)
    n = int(params.value("hearing_request_business_days", service.result))
    return Deadline("hearing_request_deadline", ("2.14(6)[c](3)", *via), label,
                    calendar.add_business_days(service.result, n), params={"days": n})


@cites("2.14(6)[c](3)")
def hearing_request_safe_date(notice: dict, calendar, params, via: tuple[str, ...] = ()
                              ) -> Deadline | None:
    """"... within 5 business days of service of the determination." When the answers cannot
    date the service (how the notice came, or when, is not known), the notice cannot have been
    served before the date on it: five business days from that date is a day by which a
    request is surely in time. Never used to judge a request already made."""
    declared = _date(notice, "declared_on")
    if declared is None:
        return None
    counted = hearing_request_deadline(calendar.day_after(declared, 0), N_("notice dated"), (),
                                       calendar, params, via)
    return replace(counted, id="hearing_request_safe_date")


@cites("2.14(6)[c](3)")
def hearing_window(service: Count | None, label: str, needs, calendar, params,
                   via: tuple[str, ...] = (), requested: bool = False) -> list[Deadline]:
    """"The hearing shall be held promptly within no less than seven days, nor more than fourteen
    days, after the service of the notice upon the owner of the dog." ``via`` as above;
    ``requested``: the owner asked, so the window no longer waits for a request."""
    cites_ = ("2.14(6)[c](3)", *via)
    applies = "now" if requested else "if_requested"
    if service is None:
        return [Deadline("hearing_window_latest", cites_, needs=needs, applies=applies)]
    start = service.result
    low = int(params.value("hearing_window_min_days", start))
    high = int(params.value("hearing_window_max_days", start))
    return [
        Deadline("hearing_window_earliest", cites_, label,
                 calendar.add_calendar_days(start, low, roll=False), params={"days": low},
                 applies=applies),
        Deadline("hearing_window_latest", cites_, label,
                 calendar.add_calendar_days(start, high), params={"days": high},
                 applies=applies),
    ]


@cites("2.14(6)[d](2)", "2.14(6)[e](1)(v)", "2.14(6)[g]")
def stay_of(notice: dict, hearing: Deadline, appeal: Deadline | None, today: dt.date) -> str:
    """"In the event that the owner submits a timely request for a hearing or appeal of the
    declaration, then this requirement shall be stayed until such time as any further right to
    appeal has been exhausted or the declaration has been overturned on appeal."

    Returns stayed, stayed_if_timely (a timely request is still possible or its timing is
    unknown), hold_ended (a timely request held it, and every further appeal is exhausted: the
    text is silent on when it is due then) or none (nothing timely was filed)."""
    hearing_timely = _timely(_date(notice, "hearing_requested_on"), hearing.count,
                             notice.get("hearing_requested"))
    appeal_timely = _timely(_date(notice, "appeal_filed_on"), appeal.count if appeal else None,
                            notice.get("appeal_filed"))
    if appeal_timely == YES:
        return "stayed"
    if hearing_timely == YES:
        appeal_window_over = (appeal is not None and appeal.count is not None
                              and today > appeal.count.result)
        if not appeal_window_over:
            return "stayed"
        # The further appeal is over unless one was made in time, which we were not told.
        return "stayed_if_timely" if appeal_timely == NOT_SURE else "hold_ended"
    if NOT_SURE in (hearing_timely, appeal_timely):
        return "stayed_if_timely"
    still_open = hearing.count is None or today <= hearing.count.result
    asked = notice.get("hearing_requested") == YES
    return "stayed_if_timely" if still_open and not asked else "none"


@cites("2.14(6)[e](1)(v)", "2.14(6)[g]")
def held_until(deadlines: list[Deadline], appeal: Deadline | None) -> list[Deadline]:
    """"... stayed until such time as any further right to appeal has been exhausted": a hold
    that has ended (``hold_ended``) held only the days up to the last day to appeal. A day after
    it was never held: its stay is none."""
    end = appeal.due if appeal is not None else None
    return [replace(x, stay="none") if x.stay == "hold_ended" and end is not None
            and x.due is not None and x.due > end else x for x in deadlines]


@cites("2.14(6)[c](3)")
def no_hearing(notice: dict, hearing: Deadline, today: dt.date) -> bool:
    """"... within 5 business days of service of the determination": that day has passed, and
    no request was made in it (a request made late gives no right to a hearing)."""
    if hearing.count is None or today <= hearing.count.result:
        return False
    requested = notice.get("hearing_requested")
    if requested == YES:
        return _timely(_date(notice, "hearing_requested_on"), hearing.count, requested) == "no"
    return requested == "no"  # not known (someone else asking): a hearing may be coming


class Since(NamedTuple):
    """The day a dog came under its status, what to call that day, and the fact it rests on."""

    day: dt.date | None
    label: str
    fact: str


@cites("2.14(6)[c](3)", "2.14(6)[d](2)", "2.14(6)[e](1)(v)", "2.14(6)[g]")
def status_since(notice: dict, status: str | None) -> Since:
    """The day the dog came under ``status``: the clocks run from "the Officer declaring the
    dog dangerous" and "the declaration of the dog as vicious". "If the Officer's determination
    is affirmed or modified", a hearing that raised the status made the first such declaration,
    on the day of its decision: the Officer never declared it. After one that lowered it, the
    dog has been under at least this status since the Officer's notice, so the Officer's day
    still counts. Pass the least status a duty comes with: a dog raised from dangerous to
    vicious has had (e)'s duties since the Officer's notice ((c)(3): "Pending the outcome of the
    hearing, all of the regulations applicable to a dog for which such determination has been
    made are applicable"); only (g)'s permit is new."""
    officer = notice.get("declared_status")
    if (notice.get("decision") == "modified" and officer in STATUS_ORDER
            and status in STATUS_ORDER and rank(status) > rank(officer)):
        return Since(_date(notice, "decision_on"), N_("hearing decided"), "/notice/decision_on")
    return Since(_date(notice, "declared_on"), N_("declared"), "/notice/declared_on")


@helper
def declared_clock(since: Since, deadline_id: str, cites_: tuple[str, ...], days_param: str,
                   calendar: LegalCalendar, params: Parameters, *, business: bool = False,
                   stay: str = "none", applies: str = "now") -> Deadline:
    """A deadline counted from the day the dog was declared (not from service)."""
    if since.day is None:
        return Deadline(deadline_id, cites_, needs=(since.fact,), stay=stay, applies=applies)
    n = int(params.value(days_param, since.day))
    count = (calendar.add_business_days if business else calendar.add_calendar_days)(since.day, n)
    return Deadline(deadline_id, cites_, since.label, count, stay=stay, params={"days": n},
                    applies=applies)


# What started the clock when the chief's own date is the last day (the notices read it).
CHIEF_SET = N_("the Chief of Police set")


@cites("2.14(6)[c](3)")
def compliance_after_hearing(notice: dict, calendar, params) -> Deadline | None:
    """"If the Officer's determination is affirmed or modified, the owner shall comply with the
    provisions of this Section in accordance with a time schedule established by the Chief of
    Police, but in no case more than 30 days after the date of the determination.\""""
    if notice.get("decision") not in ("affirmed", "modified"):
        return None
    stay = board_stay(notice)
    decided = _date(notice, "decision_on")
    if decided is None:
        return Deadline("compliance_after_hearing", ("2.14(6)[c](3)",),
                        needs=("/notice/decision_on",), stay=stay)
    n = int(params.value("compliance_after_hearing_max_days", decided))
    count = calendar.add_calendar_days(decided, n)
    schedule = _date(notice, "chief_schedule_date")
    if schedule and schedule <= count.result:  # "in no case more than 30 days": day 30 is in
        # Like the 30-day limit, a last day the chief set moves off a Sunday or holiday.
        count = calendar.day_after(schedule, 0, roll=True)
        return Deadline("compliance_after_hearing", ("2.14(6)[c](3)",),
                        CHIEF_SET, count, params={"days": n}, stay=stay)
    return Deadline("compliance_after_hearing", ("2.14(6)[c](3)",), N_("hearing decided"), count,
                    params={"days": n}, stay=stay)


@cites("2.14(6)[c](3)")
def board_stay(notice: dict) -> str:
    """"The decision of the Chief is not stayed pending the appeal, unless the Board of Appeals
    grants a stay." Returns stayed_by_board, stayed_by_board_if_granted (not sure a stay was
    granted), not_stayed_by_appeal (an appeal with no stay) or none (no appeal)."""
    if notice.get("appeal_filed") not in (YES, NOT_SURE):
        return "none"
    granted = notice.get("appeal_stay_granted")
    if granted == YES:
        return "stayed_by_board"
    if granted == NOT_SURE:
        return "stayed_by_board_if_granted"
    return "not_stayed_by_appeal"


@cites("2.14(6)[c](3)")
def appeal_deadline(notice: dict, calendar, params) -> Deadline | None:
    """"If the owner further contests the determination, he or she may appeal the decision within
    5 business days of receiving the decision to the Board of Appeals.\""""
    if notice.get("decision") not in ("affirmed", "modified"):
        return None
    received = _date(notice, "decision_received_on")
    if received is None:
        return Deadline("appeal_deadline", ("2.14(6)[c](3)",),
                        needs=("/notice/decision_received_on",))
    n = int(params.value("appeal_business_days", received))
    return Deadline("appeal_deadline", ("2.14(6)[c](3)",), N_("decision received"),
                    calendar.add_business_days(received, n), params={"days": n},
                    stay="not_stayed_by_appeal")


@cites("2.14(6)[h]")
def move_in_deadline(dog: dict, calendar, params) -> Deadline:
    """"... shall notify the Police Department and Village Clerk of the dog's address and the
    conditions or restrictions of maintenance already imposed by the other agency or department
    within ten (10) days of moving the animal into the Village.\""""
    if not dog.get("moved_in_on"):
        return Deadline("move_in_notice", ("2.14(6)[h]",), needs=("/dog/moved_in_on",))
    moved = dt.date.fromisoformat(dog["moved_in_on"])
    n = int(params.value("move_in_notice_days", moved))
    return Deadline("move_in_notice", ("2.14(6)[h]",), N_("moved into the Village"),
                    calendar.add_calendar_days(moved, n), params={"days": n})


@cites("2.14(6)[i]")
def removal_deadline(served: str | None, calendar, params) -> Deadline | None:
    """"The owner shall remove the dog within 24 hours of service of written notice to do so ...
    such notice shall be deemed served upon posting on the door.\""""
    if not served:
        return None
    start = dt.datetime.fromisoformat(served)
    n = int(params.value("removal_hours", start.date()))
    return Deadline("removal_deadline", ("2.14(6)[i]",), N_("removal notice served"),
                    calendar.add_hours(start, n), params={"hours": n})


@cites("2.14(6)[g]")
def fee_day(calendar, year: int):
    """"...due on or before January 1st of each year": the count to that day in ``year``,
    carried to the next secular day (§ 990.001(4)), as the last day of a period."""
    return calendar.add_calendar_days(dt.date(year - 1, 12, 31), 1)


@cites("2.14(6)[g]")
def fee_this_year_passed(today: dt.date, calendar, first_due: dt.date | None,
                         stay: str) -> dt.date | None:
    """"...shall be due on or before January 1st of each year thereafter." This year's fee day,
    if it has passed, nothing holds the permit now, and the permit was due before that day:
    the next fee is a year off, but this one may not have been paid. ``first_due``: when the
    permit itself was first due, the end of any hold on it counted (None: not known, and taken
    to be older, as permit_renewal does). A fee day on a Saturday is passed only after the
    next business day: a Clerk's office shut that Saturday takes it to then (§ 990.001(4)(c))."""
    day = fee_day(calendar, today.year).result
    last = day
    if day.weekday() == 5:  # Saturday
        last = calendar.add_business_days(day, 1).result
    if last >= today or stay not in ("none", "hold_ended"):
        return None
    return day if first_due is None or first_due < day else None


@cites("2.14(6)[g]")
def permit_renewal(today: dt.date, calendar, permit_due: dt.date | None = None,
                   stay: str = "none") -> Deadline:
    """"The initial fee shall be prorated if issued after January 1st and shall be due on or
    before January 1st of each year thereafter." Thereafter: after the permit is issued, which
    may be as late as the permit's own deadline. When that deadline is in a later year than
    today, we count from it (notice_permit_renewal_year says what if it is issued sooner)."""
    # The first fee after a permit issued by ``permit_due``; with no date, the permit is taken
    # to be older than this year. The next fee is the first not yet past: from 1 January to its
    # day (Jan 1 is a legal holiday, carried by § 990.001(4) to the next secular day: the 2nd,
    # or the 3rd after a weekend) that is this year's, not next year's.
    year = max(permit_due.year + 1 if permit_due else today.year, today.year)
    while (count := fee_day(calendar, year)).result < today:
        year += 1
    # The fee is part of the permit requirement, so a hold on the permit holds it too.
    return Deadline("vicious_permit_renewal", ("2.14(6)[g]",), N_("the year ends"), count,
                    stay=stay)
