"""Checks on River Hills facts that JSON Schema cannot express: dates in a sensible order."""
from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

from interview.engine import clock
from interview.engine.i18n import N_

# River Hills is in Milwaukee County, Wisconsin: Central Time. A moment in the facts (a notice
# served at 4:30 pm) is the Village's local time, whatever the server's clock says. The same zone
# as flow.yaml's time_zone, which gives the "today" every caller passes (a test keeps them one).
LOCAL_TIME = ZoneInfo("America/Chicago")


def _later_than_now(moment: dt.datetime, today: dt.date) -> bool:
    """A moment still to come in the Village. Only when ``today`` is the Village's date now: an
    API call that asks "as of" another day is not asking about now. Compared as instants, so
    the hour repeated when clocks go back is read as its first occurrence, and a time in the
    hour skipped when they go forward (2:30 on a March Sunday, as a notice might be written)
    as its earlier reading: neither is later than now unless both readings are."""
    now = clock.now_in(LOCAL_TIME)
    if today != now.date():
        return False
    earliest = min(moment.replace(tzinfo=LOCAL_TIME, fold=fold).timestamp() for fold in (0, 1))
    return earliest > now.timestamp()


ORDER = (  # (earlier, later, what is wrong if later < earlier)
    ("/notice/declared_on", "/notice/served_on", N_("is before the declaration it serves")),
    ("/notice/declared_on", "/notice/received_on", N_("is before the declaration was made")),
    ("/notice/declared_on", "/notice/mailed_on", N_("is before the declaration was made")),
    ("/notice/declared_on", "/notice/posted_on", N_("is before the declaration was made")),
    ("/notice/declared_on", "/notice/published_on", N_("is before the declaration was made")),
    ("/notice/declared_on", "/notice/decision_on", N_("is before the declaration it decides")),
    ("/notice/declared_on", "/notice/hearing_requested_on", N_("is before the declaration")),
    ("/notice/decision_on", "/notice/decision_received_on", N_("is before the decision was made")),
    ("/notice/decision_on", "/notice/appeal_filed_on", N_("is before the decision it appeals")),
)


def _get(facts: dict, pointer: str):
    node = facts
    for part in pointer.strip("/").split("/"):
        if isinstance(node, list):
            node = node[int(part)] if part.isdigit() and int(part) < len(node) else None
        elif isinstance(node, dict):
            node = node.get(part)
        if node is None:
            return None
    return node


def check_facts(facts: dict, today: dt.date) -> list[tuple[str, str]]:
    """Return (pointer, reason) pairs; an empty list means the facts make sense together."""
    problems: list[tuple[str, str]] = []
    dates: dict[str, dt.date] = {}
    for pointer in {p for pair in ORDER for p in pair[:2]} | {"/dog/moved_in_on"}:
        value = _get(facts, pointer)
        if value:
            dates[pointer] = dt.date.fromisoformat(value)
    for i, incident in enumerate(facts.get("incidents", [])):
        dates[f"/incidents/{i}/date"] = dt.date.fromisoformat(incident["date"])
    for pointer, day in sorted(dates.items()):
        if day > today:
            problems.append((pointer, N_("is after today")))
    for earlier, later, why in ORDER:
        if earlier in dates and later in dates and dates[later] < dates[earlier]:
            problems.append((later, why))
    incident_days = [v for k, v in dates.items() if k.startswith("/incidents/")]
    declared = dates.get("/notice/declared_on")
    if declared and incident_days and declared < min(incident_days):
        problems.append(("/notice/declared_on",
                         N_("is before every incident listed; check the dates, or add the "
                            "incident the declaration was based on")))
    # The chief's schedule comes with the decision, and may be in the future (not in ORDER).
    schedule, decided = _get(facts, "/notice/chief_schedule_date"), dates.get(
        "/notice/decision_on")
    if schedule and decided and dt.date.fromisoformat(schedule) < decided:
        problems.append(("/notice/chief_schedule_date", N_("is before the decision was made")))
    # A removal notice after a Village declaration, or after one elsewhere ((6)[h]).
    for pointer in ("/notice/removal_notice_served_at", "/dog/removal_notice_served_at"):
        served = _get(facts, pointer)
        if not served:
            continue
        try:
            moment = dt.datetime.fromisoformat(served)
        except ValueError:
            problems.append((pointer, N_("is not a real date and time")))
            continue
        day = moment.date()
        if day > today:
            problems.append((pointer, N_("is after today")))
        elif _later_than_now(moment, today):
            problems.append((pointer, N_("is later than the time now")))
        declared_on = dates.get("/notice/declared_on")
        moved_in = dates.get("/dog/moved_in_on")
        before_moving_in = (pointer, N_("is before the dog moved into the Village"))
        if pointer.startswith("/notice/") and declared_on and day < declared_on:
            # (6)[i] follows a designation: "a dog that has been designated ...". A dog declared
            # elsewhere was designated before the Village's notice: its move-in bounds it.
            if _get(facts, "/dog/declared_elsewhere") not in ("dangerous", "vicious"):
                problems.append((pointer, N_("is before the declaration was made")))
            elif moved_in and day < moved_in:
                problems.append(before_moving_in)
        elif pointer.startswith("/dog/") and facts.get("notice"):
            # One notice to remove, in one place: with a Village notice it is the notice's.
            problems.append((pointer, N_("goes in the notice when there is a Village notice")))
        elif pointer.startswith("/dog/") and moved_in and day < moved_in:
            problems.append(before_moving_in)
    notice = facts.get("notice") or {}
    if notice.get("decision") == "modified" and not notice.get("decision_status"):
        problems.append(("/notice/decision_status",
                         N_("is needed when the decision was modified")))
    return problems
