"""River Hills § 2.14: where the text is unclear or refers to something missing.

Each notice says what we assumed. They are raised only when they touch the person's case,
except the calendar notices, which go with every assessment that counts a deadline."""
from __future__ import annotations

import datetime as dt

from interview.engine.assessment import Assessment, Item
from interview.engine.parameters import Parameters
from interview.engine.rules import NOT_SURE, YES, helper

from .checks import LOCAL_TIME
from .deadlines import CHIEF_SET, board_stay, fee_this_year_passed, status_since
from .rules import moved_in_after_declared

# Notices that a word of the law is undefined, or read one way: each qualifies a finding an
# answer brings. An answer that changes nothing else cannot make the word matter, so these
# alone never make a question worth asking (interview.toolkit.relevance).
TERM_NOTICES = frozenset({"notice_serious_injury_undefined", "notice_habitually_undefined",
                          "notice_justification_undefined",
                          "notice_killing_counts_as_serious_injury"})
# Deadlines a timely hearing request or appeal puts on hold (2.14(6)[e](1)(v), (6)[g]).
STAYABLE = frozenset({"sterilisation", "pd_sterilisation", "vicious_permit"})
# Duties whose text counts days from "the declaration" (none here for a dog declared elsewhere).
CLOCKED_FROM_DECLARATION = frozenset({"duty_sterilisation", "duty_photographs",
                                      "duty_vicious_permit"})
# Their deadlines.
DEADLINES_FROM_DECLARATION = frozenset({"sterilisation", "pd_sterilisation", "photographs",
                                        "vicious_permit"})


def _permit_first_due(a: Assessment, notice: dict, permit) -> dt.date | None:
    """When the (g) permit was first due: its own day, or the end of a hold that held it
    ("stayed until such time as any further right to appeal has been exhausted": the last day
    to appeal). With no day for it, no earlier than the notice's first known date, as the
    declaration came with it. None: nothing known."""
    if permit is not None:
        if permit.stay == "hold_ended":
            appeal = next((d for d in a.deadlines if d.id == "appeal_deadline" and d.due), None)
            return max(permit.due, appeal.due) if appeal is not None else a.today
        return permit.due
    known = [dt.date.fromisoformat(str(notice[k])[:10]) for k in (
        "declared_on", "served_on", "received_on", "mailed_on", "posted_on", "published_on")
        if notice.get(k)]
    return min(known) if known else None


@helper
def notices_for(facts: dict, a: Assessment, params: Parameters, calendar) -> list[Item]:
    incidents = facts.get("incidents", [])
    notice = facts.get("notice") or {}
    found = {f.id for f in a.reasons + a.conditional}
    deadline_ids = {d.id for d in a.deadlines if d.count}
    out: list[Item] = []

    def add(item_id: str, *cites: str, **params) -> None:
        out.append(Item(item_id, cites, params))

    if any(d.count and d.count.kind == "business_days" for d in a.deadlines):
        add("notice_business_day_undefined", "2.14(6)[c](3)", "2.14(6)[g]")
    if deadline_ids:  # cited by the clauses whose days it counts ((h)'s alone, for a move-in)
        add("notice_calendar_rules", *sorted({c for d in a.deadlines if d.count for c in d.cite}))
    permit = next((d for d in a.deadlines if d.id == "vicious_permit" and d.due), None)
    if permit is not None and permit.due.year > a.today.year:
        add("notice_permit_renewal_year", "2.14(6)[g]")
    renewal = next((d for d in a.deadlines if d.id == "vicious_permit_renewal"), None)
    if renewal is not None and (passed := fee_this_year_passed(
            a.today, calendar, _permit_first_due(a, notice, permit), renewal.stay)):
        add("notice_permit_fee_this_year", "2.14(6)[g]", due=passed)
    if any(i.get("serious_injury") in (YES, NOT_SURE) or i.get("killed") in (YES, NOT_SURE)
           for i in incidents):
        add("notice_serious_injury_undefined", "2.14(6)[a](2)", "2.14(6)[a](8)")
    if any(i.get("killed") in (YES, NOT_SURE) for i in incidents):
        add("notice_killing_counts_as_serious_injury", "2.14(6)[a](2)", "2.14(6)[c](2)(ii)")
    if any(i.get("provoked") in (YES, NOT_SURE) for i in incidents) and (
            found & {"dangerous_bite_injury", "dangerous_injury_at_large",
                     "dangerous_serious_injury"}):
        add("notice_provocation_only_in_vicious", "2.14(6)[a](2)", "2.14(6)[a](7)",
            "2.14(6)[a](8)")
    if "vicious_two_serious_injuries" in found:
        add("notice_justification_undefined", "2.14(6)[a](8)")
    if found & {"dangerous_repeated_threats", "dangerous_repeated_killings"}:
        add("notice_twelve_month_window", "2.14(6)[c](2)")
        add("notice_may_be_declared", "2.14(6)[c](2)")
    if any(i.get("victim") == "feral_animal" for i in incidents):
        add("notice_feral_outside_c2", "2.14(6)[c](2)(ii)", "2.14(6)[a](2)")
    conduct = facts.get("conduct") or {}
    if (any(i.get("chased_vehicle") == YES for i in incidents)
            or conduct.get("habitual_vehicle_chasing") in (YES, NOT_SURE)):
        add("notice_habitually_undefined", "2.14(3)[a]")
    if board_stay(notice) in ("stayed_by_board", "stayed_by_board_if_granted"):
        add("notice_board_stay_scope", "2.14(6)[c](3)")
    if notice.get("service_method") == "regular_mail":
        add("notice_regular_mail_service", "2.14(6)[c](3)", "2.14(6)[c](4)")
    if deadline_ids & {"hearing_request_deadline", "hearing_request_safe_date"} and notice.get(
            "decision") in (None, "pending"):
        # "by a written request for a hearing to the Chief of Police within 5 business days":
        # sent or received by then, the text does not say.
        add("notice_request_must_arrive", "2.14(6)[c](3)",
            days=params.value("hearing_request_business_days", a.today))
    # A step taken after its last day: (c)(3) does not say what a late request or appeal
    # gets. The chief (or the Board) may refuse it, or hear it anyway.
    pending = notice.get("decision") in (None, "pending")
    for step, done, on, said in (
            ("hearing_request_deadline", "hearing_requested", "hearing_requested_on",
             "notice_hearing_request_late" if pending else None),
            ("appeal_deadline", "appeal_filed", "appeal_filed_on", "notice_appeal_late")):
        last = next((d for d in a.deadlines if d.id == step and d.due), None)
        if said and last and notice.get(done) == YES and (notice.get(on) or "") > str(last.due):
            add(said, "2.14(6)[c](3)", asked=dt.date.fromisoformat(notice[on]), due=last.due)
    if "appeal_deadline" in deadline_ids and notice.get("appeal_filed") != YES:
        # "within 5 business days of receiving the decision", but (c)(4) makes a notice sent
        # by regular mail effective on the third day after mailing, which may be earlier.
        add("notice_decision_by_mail", "2.14(6)[c](3)", "2.14(6)[c](4)",
            mail_day=params.value("regular_mail_effective_day", a.today))
    duty_status = a.status.get("duty_basis")
    if duty_status in ("dangerous", "vicious"):
        add("notice_missing_4_208", "2.14(6)[e](1)(ix)")
        enclosure = next((d for d in a.duties if d.id == "duty_enclosure"), None)
        if enclosure is not None:
            wall = params.value("enclosure_wall_height_ft", a.today)
            sides = enclosure.params["sides_ft"]
            add("notice_enclosure_definition", "2.14(6)[a](3)", "2.14(6)[e](1)(iii)(1)",
                wall_ft=wall, sides_ft=sides, both_ft=max(wall, sides))
        add("notice_dangerous_permit_undefined", "2.14(6)[e](1)(x)", "2.14(6)[g]")
    if duty_status == "vicious":
        add("notice_proration_unstated", "2.14(6)[g]")
    if any(d.stay in ("stayed", "stayed_if_timely") for d in a.deadlines):
        add("notice_stay_conflict", "2.14(6)[c](3)", "2.14(6)[e](1)(v)", "2.14(6)[g]")
        add("notice_further_appeal_unclear", "2.14(6)[e](1)(v)")
    if any(d.id in STAYABLE and d.stay == "hold_ended" and d.due and d.due < a.today
           for d in a.deadlines):
        # The hold has ended, and the law is silent on when the duty falls due after it.
        add("notice_stay_ended_date", "2.14(6)[e](1)(v)", "2.14(6)[g]")
    if "compliance_after_hearing" in deadline_ids:
        add("notice_determination_date_ambiguous", "2.14(6)[c](3)")
        after = next(d for d in a.deadlines if d.id == "compliance_after_hearing")
        if notice.get("chief_schedule_date") and after.start_label != CHIEF_SET:
            # "... but in no case more than 30 days after the date of the determination"
            add("notice_chief_schedule_past_limit", "2.14(6)[c](3)")
        if notice.get("appeal_filed") in (YES, NOT_SURE):
            # "In the absence of a time schedule being established by the Board of Appeals,
            # the owner should comply in accordance with the ... Chief of Police."
            add("notice_board_schedule", "2.14(6)[c](3)")
    served = notice.get("removal_notice_served_at") or facts.get("dog", {}).get(
        "removal_notice_served_at")  # at most one of them (checks.py)
    if served and "removal_deadline" not in deadline_ids:
        # (6)[i] is for "a dog that has been designated dangerous or vicious".
        add("notice_removal_not_counted", "2.14(6)[i]")
    elsewhere = facts.get("dog", {}).get("declared_elsewhere") in ("dangerous", "vicious")
    if elsewhere and not notice.get("declared_status") and any(
            d.applies == "now" and d.id in CLOCKED_FROM_DECLARATION for d in a.duties):
        add("notice_elsewhere_dates", "2.14(6)[h]")
    if elsewhere and any(w.id == "waiver_after_years" for w in a.waiver):
        # (h) "for the remainder of its life", beside (d)(3)/(e)(2)'s waiver "after ... years"
        add("notice_elsewhere_waiver_unclear", "2.14(6)[h]", *a.waiver[0].cite[:1])
    if facts.get("dog", {}).get("declared_elsewhere") == "potentially_dangerous":
        add("notice_pd_elsewhere_not_covered", "2.14(6)[h]")
    if elsewhere and not moved_in_after_declared(facts.get("dog", {})):
        # "within ten (10) days of moving the animal into the Village": it was never moved in.
        add("notice_elsewhere_not_moved_in", "2.14(6)[h]",
            days=params.value("move_in_notice_days", a.today))
    if any(d.id.startswith("hearing_window") for d in a.deadlines if d.count):
        add("notice_hearing_window_from_service", "2.14(6)[c](3)")
    out += declaration_dates(notice, a)
    removal = next((d for d in a.deadlines if d.id == "removal_deadline"), None)
    if removal is not None and removal.count and removal.count.skipped:
        # § 990.001(4)(a) is written for the statutes; the ordinance says only "24 hours".
        add("notice_hours_leave_out_sundays", "2.14(6)[i]",
            by=hours_later(removal.count.start, removal.count.amount))
    out += words_without_a_rule(facts, a, params)
    if any(w.id == "waiver_none_for_vicious" for w in a.waiver):
        # (f)(1) gives a vicious dog "all of the requirements" of (e); (e)(2) is a relief.
        add("notice_vicious_waiver_unclear", "2.14(6)[f](1)", "2.14(6)[e](2)",
            years=params.value("dangerous_waiver_years", a.today))
    return out


@helper
def hours_later(start: dt.datetime, hours: int) -> dt.datetime:
    """The safe end of ``hours`` "by the clock" from a moment on the Village's clocks: the
    earlier of that many real hours and the clock's own reading (the night the clocks go back
    has 25 hours, the night they go forward 23). A time the clocks skip or repeat is read as
    its earlier instant, as checks.py reads one."""
    def instants(local: dt.datetime) -> list[float]:
        return [local.replace(tzinfo=LOCAL_TIME, fold=fold).timestamp() for fold in (0, 1)]

    span = dt.timedelta(hours=hours)
    earliest = min(min(instants(start)) + span.total_seconds(), *instants(start + span))
    return dt.datetime.fromtimestamp(earliest, LOCAL_TIME).replace(tzinfo=None)


@helper
def words_without_a_rule(facts: dict, a: Assessment, params: Parameters) -> list[Item]:
    """Where a duty or penalty leans on words the section never fills in: someone who
    "may" require a step, a register, a time "upon acquisition", an "owner" to punish."""
    duty_ids = {d.id for d in a.duties}
    out = []
    if "duty_pd_sterilisation_if_required" in duty_ids:
        # "All owners of potentially dangerous dogs may be required to spay or neuter the dog"
        out.append(Item("notice_pd_sterilisation_who_requires", ("2.14(6)[d](2)",)))
    if "duty_insurance_if_required" in duty_ids:
        # "The owner of a dangerous dog may be required to present ... proof"
        out.append(Item("notice_insurance_who_requires", ("2.14(6)[e](1)(x)",)))
    if "duty_no_sale_in_village" in duty_ids:
        # "dispose of a dangerous dog registered with the Village": (6) sets up no register
        # (perhaps the licence of (2), which (e)(1)(vi)'s "the registered dog" also suggests).
        out.append(Item("notice_registration_undefined", ("2.14(6)[e](1)(vii)",)))
    if ("duty_vicious_permit" in duty_ids and not (facts.get("notice") or {}).get(
            "declared_status") and facts.get("dog", {}).get("declared_elsewhere") == "vicious"):
        # "within seven (7) business days after the declaration ... or upon acquisition": with
        # no Village declaration, which clock runs for a dog that moves in is unclear, and the
        # second has no days. (A Village notice dates the permit: vicious_permit.)
        out.append(Item("notice_permit_on_acquisition", ("2.14(6)[g]", "2.14(6)[h]"),
                        {"days": params.value("vicious_permit_business_days", a.today)}))
    if ((facts.get("conduct") or {}).get("waste_not_removed") in (YES, NOT_SURE)
            and facts.get("asker") not in (None, "owner")):
        # (7) binds "any person"; (8) punishes "Any owner of a dog who is found guilty", and
        # (1)[a]'s owner includes anyone "harboring, sheltering of keeping" it.
        out.append(Item("notice_penalty_names_owner", ("2.14(7)", "2.14(8)", "2.14(1)[a]")))
    return out


@helper
def declaration_dates(notice: dict, a: Assessment) -> list[Item]:
    """Where the day the clocks run from is itself in doubt: a hearing raised the status, or a
    time limit counted from the declaration ran out before the owner was told of it."""
    out = []
    since = status_since(notice, a.status.get("declared"))
    clocked = [d for d in a.deadlines if d.id in DEADLINES_FROM_DECLARATION]
    # The clocks the hearing's decision starts (also when its date is still needed): those of
    # duties the Officer's status did not come with.
    from_hearing = {d.id for d in clocked if since.fact == "/notice/decision_on" and (
        d.start_label == since.label if d.count else since.fact in d.needs)}
    if from_hearing:
        out.append(Item("notice_status_raised_at_hearing",
                        ("2.14(6)[c](3)", *sorted({c for d in clocked if d.id in from_hearing
                                                   for c in d.cite}))))
    hearing = next((d for d in a.deadlines if d.id == "hearing_request_deadline"), None)
    served = hearing.count.start.isoformat() if hearing and hearing.count else None

    def told(deadline) -> str | None:
        return notice.get("decision_received_on") if deadline.id in from_hearing else served

    # Only what is due whatever happens: not a duty on hold (or that may be), nor spaying
    # that "may be required" of a potentially dangerous dog.
    late = [d for d in clocked if told(d) and d.count and d.due.isoformat() < told(d)
            and d.stay in ("none", "not_stayed_by_appeal") and d.id != "pd_sterilisation"]
    if late:
        out.append(Item("notice_due_before_told",
                        ("2.14(6)[c](4)", *sorted({c for d in late for c in d.cite}))))
    return out
