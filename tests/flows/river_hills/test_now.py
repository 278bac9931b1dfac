""""What this means" for an owner holding a notice (now.py MEANING), at each stage of the notice:
a table of facts and day → the sentences, each case naming its clause. The first screen must not
promise a hearing that cannot come, nor a date the chief will set as a grace period."""
import datetime as dt

import pytest

from interview.engine import documents
from interview.engine.wording import Wording
from interview.toolkit.registry import flows

RH = flows()["river-hills"]
# Declared Thu 3 Sep 2026, handed over Fri 4 Sep: the last day to ask for a hearing is Mon 14
# Sep (5 business days, Labor Day left out); the hearing window Fri 11 – Fri 18 Sep.
NOTICE = {"declared_status": "dangerous", "declared_on": "2026-09-03",
          "service_method": "personal", "served_on": "2026-09-04"}
ASKED = {**NOTICE, "hearing_requested": "yes", "hearing_requested_on": "2026-09-08"}
AFFIRMED = {**ASKED, "decision": "affirmed", "decision_on": "2026-09-16",
            "decision_received_on": "2026-09-18"}


def meaning(notice: dict, today: str) -> dict[str, str]:
    facts = {"schema_version": RH.schema_version, "asker": "owner", "notice": notice}
    day = dt.date.fromisoformat(today)
    doc = documents.assessment_document(RH, facts, RH.assess(facts, day), Wording(RH))
    return {m["id"]: m["text"] for m in doc["meaning"]}


CASES = [
    # (case, clause, notice, today, the sentence ids, words that must be there, words that must not)
    ("before-the-last-day-to-ask", "2.14(6)[c](3)",
     {**NOTICE, "hearing_requested": "no"}, "2026-09-08",
     ["meaning_declared", "meaning_hearing_window", "meaning_penalty"],
     "even while you wait for a hearing", None),
    # "within 5 business days of service": past it with no request, no hearing is coming.
    ("past-the-last-day-to-ask", "2.14(6)[c](3)",
     {**NOTICE, "hearing_requested": "no"}, "2026-09-16",
     ["meaning_declared_no_hearing", "meaning_penalty"],
     "The time to ask for a hearing has passed.", "wait for a hearing"),
    # A request made after that day gives no right to a hearing: no "Your hearing should be held".
    ("asked-too-late", "2.14(6)[c](3)",
     {**NOTICE, "hearing_requested": "yes", "hearing_requested_on": "2026-09-15",
      "decision": "pending"}, "2026-09-16",
     ["meaning_declared_no_hearing", "meaning_penalty"],
     "The time to ask for a hearing has passed.", "should be held"),
    ("asked-in-time", "2.14(6)[c](3)",
     {**ASKED, "decision": "pending"}, "2026-09-10",
     ["meaning_declared", "meaning_hearing_window_asked", "meaning_held", "meaning_penalty"],
     "Your hearing should be held from Fri 11 Sep 2026 to Fri 18 Sep 2026.", None),
    # (6)[e](1)(v): "In the event that the owner submits a timely request for a hearing or
    # appeal of the declaration, then this requirement shall be stayed": said up front, as its
    # step leaves "What to do now" for as long as the hold lasts.
    ("a-timely-request-holds-spaying", "2.14(6)[e](1)(v)",
     {**ASKED, "decision": "pending"}, "2026-09-10",
     ["meaning_declared", "meaning_hearing_window_asked", "meaning_held", "meaning_penalty"],
     "spaying or neutering waits until all appeals are over. Then do it", "permit"),
    # (6)[g]: the permit "shall be stayed" the same way.
    ("a-timely-request-holds-the-permit-too", "2.14(6)[g]",
     {**ASKED, "declared_status": "vicious", "decision": "pending"}, "2026-09-10",
     ["meaning_declared", "meaning_hearing_window_asked", "meaning_held_permit",
      "meaning_penalty"], "spaying or neutering and the permit wait", None),
    # "... until such time as any further right to appeal has been exhausted": then no hold
    # is said to go on (the deadline says the hold is over: stay hold_ended).
    ("the-hold-is-over", "2.14(6)[e](1)(v)", {**AFFIRMED, "appeal_filed": "no"}, "2026-10-01",
     ["meaning_decided", "meaning_penalty"], "Keep following its rules.", "waits until"),
    # "in accordance with a time schedule established by the Chief of Police, but in no case
    # more than 30 days after the date of the determination": not a grace period to wait out.
    ("affirmed", "2.14(6)[c](3)", {**AFFIRMED, "appeal_filed": "no"}, "2026-09-20",
     ["meaning_decided", "meaning_held", "meaning_penalty"],
     "Keep following its rules. The police chief may set a date to meet them all, but no later "
     "than 30 days after the decision.", "by the date the police chief sets"),
    ("affirmed-on-a-day-not-known", "2.14(6)[c](3)",
     {**ASKED, "decision": "affirmed", "appeal_filed": "no"}, "2026-09-20",
     ["meaning_decided_undated", "meaning_held", "meaning_penalty"], "Keep following its rules.",
     "None days"),
    # "The decision of the Chief is not stayed pending the appeal, unless the Board of Appeals
    # grants a stay."
    ("board-stay", "2.14(6)[c](3)",
     {**AFFIRMED, "appeal_filed": "yes", "appeal_filed_on": "2026-09-22",
      "appeal_stay_granted": "yes"}, "2026-09-28",
     ["meaning_decided_stayed", "meaning_board_stay", "meaning_held", "meaning_penalty"],
     "The Board of Appeals put the chief's decision on hold while it hears your appeal.",
     "30 days"),
    # "Pending the outcome of the hearing, all of the regulations applicable to a dog for which
    # such determination has been made are applicable": the officer's status's. A hearing that
    # raised it brings rules that are new, on the chief's schedule of at most 30 days.
    ("raised-at-the-hearing", "2.14(6)[c](3)",
     {**AFFIRMED, "declared_status": "potentially_dangerous", "decision": "modified",
      "decision_status": "dangerous", "appeal_filed": "no"}, "2026-09-20",
     ["meaning_decided_raised", "meaning_held", "meaning_penalty"],
     "Its rules are new for you: follow them now. The police chief may set a later date, but "
     "no later than 30 days after the decision.", "Keep following"),
    ("raised-on-a-day-not-known", "2.14(6)[c](3)",
     {**ASKED, "declared_status": "potentially_dangerous", "decision": "modified",
      "decision_status": "dangerous", "appeal_filed": "no"}, "2026-09-20",
     ["meaning_decided_raised_undated", "meaning_held", "meaning_penalty"],
     "Its rules are new for you: follow them now.", "Keep following"),
    # Dangerous to vicious: (e)'s rules bound since the notice ((f)(1) makes them the vicious
    # dog's too); only (g)'s permit is new.
    ("raised-from-dangerous-to-vicious", "2.14(6)[f](1)",
     {**AFFIRMED, "decision": "modified", "decision_status": "vicious", "appeal_filed": "no"},
     "2026-09-20", ["meaning_decided", "meaning_held_permit", "meaning_penalty"],
     "Keep following its rules.", "new for you"),
    # Past the last day to ask, a request "not sure": one made in time may be coming, but no
    # longer "If you ask for a hearing".
    ("not-sure-past-the-last-day-to-ask", "2.14(6)[c](3)",
     {**NOTICE, "hearing_requested": "not_sure"}, "2026-09-16",
     ["meaning_declared", "meaning_penalty"], "even while you wait for a hearing",
     "If you ask for a hearing"),
    # (d)(2): the potentially dangerous dog's spaying "may be required", held the same way.
    ("a-timely-request-holds-spaying-that-may-be-required", "2.14(6)[d](2)",
     {**ASKED, "declared_status": "potentially_dangerous", "decision": "pending"}, "2026-09-10",
     ["meaning_declared", "meaning_hearing_window_asked", "meaning_held_pd", "meaning_penalty"],
     "So if the police chief requires spaying or neutering, it waits", None),
    # (6)[g]: the fee is "due on or before January 1st of each year thereafter". A permit due
    # in 2026; on 15 Jan 2027 the next fee is a year off, and the one due Sat 2 Jan 2027 (New
    # Year's Day carried) may not be paid: said up front, not passed over.
    ("this-years-permit-fee-has-passed", "2.14(6)[g]",
     {**NOTICE, "declared_status": "vicious", "hearing_requested": "no"}, "2027-01-15",
     ["meaning_declared_no_hearing", "meaning_permit_fee_this_year", "meaning_penalty"],
     "This year's permit fee was due on Sat 2 Jan 2027. If it is not paid yet, pay it", None),
    # Before the fee's day, or while a timely request holds the permit, nothing is said.
    ("this-years-fee-not-yet-due", "2.14(6)[g]",
     {**NOTICE, "declared_status": "vicious", "hearing_requested": "no"}, "2026-12-30",
     ["meaning_declared_no_hearing", "meaning_penalty"], "The time to ask", "This year's"),
    # A hold that ended after this year's fee day: the permit was not due on that day, so
    # neither was the fee (it is the prorated initial fee, paid with the permit).
    ("this-years-fee-day-came-in-a-hold", "2.14(6)[g]",
     {"declared_status": "vicious", "declared_on": "2025-12-01", "service_method": "personal",
      "served_on": "2025-12-01", "hearing_requested": "yes", "hearing_requested_on": "2025-12-02",
      "decision": "affirmed", "decision_on": "2026-02-10", "decision_received_on": "2026-02-10",
      "appeal_filed": "no"}, "2026-03-02",
     ["meaning_decided", "meaning_penalty"], "Keep following its rules.", "This year's"),
    # A Saturday fee day (Sat 2 Jan 2027): a Clerk's office shut that day takes it to Monday
    # (§ 990.001(4)(c)); on that Monday it is not yet late.
    ("this-years-fee-on-a-saturday-not-yet-late", "2.14(6)[g]",
     {**NOTICE, "declared_status": "vicious", "hearing_requested": "no"}, "2027-01-04",
     ["meaning_declared_no_hearing", "meaning_penalty"], "The time to ask", "This year's"),
    ("this-years-fee-held", "2.14(6)[g]",
     {**ASKED, "declared_status": "vicious", "decision": "pending"}, "2027-01-15",
     ["meaning_declared", "meaning_held_permit", "meaning_penalty"], "wait until all appeals",
     "This year's"),
    ("appeal-without-a-stay", "2.14(6)[c](3)",
     {**AFFIRMED, "appeal_filed": "yes", "appeal_filed_on": "2026-09-22",
      "appeal_stay_granted": "no"}, "2026-09-28",
     ["meaning_decided", "meaning_held", "meaning_penalty"], "Keep following its rules.",
     "Board of Appeals"),
]


@pytest.mark.parametrize(("case", "clause", "notice", "today", "expected", "says", "never"),
                         CASES, ids=[c[0] for c in CASES])
def test_what_this_means_at_each_stage_of_the_notice(case, clause, notice, today, expected,
                                                     says, never):
    sentences = meaning(notice, today)
    assert list(sentences) == expected, clause
    text = " ".join(sentences.values())
    assert says in text, clause
    assert never is None or never not in text, clause


def test_an_owner_holding_a_removal_notice_for_a_potentially_dangerous_dog_is_told_up_front():
    """§ 2.14(6)[i] is for "a dog that has been designated dangerous or vicious": for any other,
    the guide counts no 24 hours, and said so only far down the page."""
    notice = {**NOTICE, "declared_status": "potentially_dangerous", "hearing_requested": "no",
              "removal_notice_served_at": "2026-09-10T08:00"}
    sentences = meaning(notice, "2026-09-10")
    assert sentences["meaning_removal_not_counted"].startswith(
        "You have a notice to remove your dog from the Village.")
    assert "meaning_removal_not_counted" not in meaning({**notice, "declared_status": "dangerous"},
                                                        "2026-09-10")
    # Cancelled at the hearing: "Only the rules for every dog owner apply", and no more of it.
    cancelled = {**notice, "hearing_requested": "yes", "hearing_requested_on": "2026-09-08",
                 "decision": "overturned", "decision_on": "2026-09-16"}
    assert list(meaning(cancelled, "2026-09-20")) == ["meaning_cancelled", "meaning_penalty"]


def test_spaying_that_may_be_required_and_came_while_on_hold_is_not_called_missed():
    """(d)(2): the owner "may be required to spay or neuter", and the requirement "shall be
    stayed until such time as any further right to appeal has been exhausted". Its day, Wed 2
    Dec, came before the last day to appeal, Mon 7 Dec; the step said "the last day for proof
    was Wed 2 Dec 2026" under "The hold is over"."""
    notice = {"declared_status": "potentially_dangerous", "declared_on": "2026-11-02",
              "service_method": "personal", "served_on": "2026-11-02",
              "hearing_requested": "yes", "hearing_requested_on": "2026-11-03",
              "decision": "affirmed", "decision_on": "2026-11-25",
              "decision_received_on": "2026-11-30", "appeal_filed": "no"}
    facts = {"schema_version": RH.schema_version, "asker": "owner", "notice": notice}
    doc = documents.assessment_document(RH, facts, RH.assess(facts, dt.date(2026, 12, 10)),
                                        Wording(RH))
    (step,) = [a for a in doc["actions"] if a["id"] == "pd_sterilisation"]
    assert step["stay"] == "hold_ended"
    assert step["text"] == ("If the police chief requires the dog to be spayed or neutered: the "
                            "date for proof, Wed 2 Dec 2026, came while it was on hold. Ask the "
                            "police chief by when.")
