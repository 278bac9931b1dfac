"""The owner's deadlines as an iCalendar file (RFC 5545), made in memory from the assessment
document: nothing touches the disk, and nothing in it is a person's answer."""
from __future__ import annotations

import datetime as dt
import hashlib
from zoneinfo import ZoneInfo

from interview.engine.assessment import STAYS_ON_HOLD

REMIND_HOURS_BEFORE_A_MOMENT = 3


def calendar(doc: dict, title: str, zone: ZoneInfo | None = None,
             product: str = "-//Dog Ordinance Guide//EN",
             taken: frozenset[str] = frozenset()) -> bytes:
    """Every dated deadline as an event, with a reminder the day before (3 hours before a
    moment), except those of steps already ``taken``. All-day events for dates; timed events
    for hour periods (e.g. 24 hours to remove a dog), on the place's clocks
    (``zone``) with its VTIMEZONE, so a phone set to another zone still shows the right moment.
    Without a zone they float: the device's own time."""
    # Here, not at the top: icalendar is ~3 MB of a web worker, and few people ask for an .ics.
    from icalendar import Alarm, Calendar, Event

    cal = Calendar()
    cal.add("prodid", product)
    cal.add("version", "2.0")
    cal.add("x-wr-calname", title)
    timed = []
    for d in doc["deadlines"]:
        # On hold, a date is not the day to act by: the checklist says "On hold" for it, and a
        # reminder would push the owner to do what the law has paused (spaying, say).
        if not d.get("due") or d["id"] in taken or d.get("stay") in STAYS_ON_HOLD:
            continue
        event = Event()
        due = d["due"]
        start = dt.datetime.fromisoformat(due) if "T" in due else dt.date.fromisoformat(due)
        event.add("summary", d["title"])
        if isinstance(start, dt.datetime):
            start = start.replace(tzinfo=zone) if zone and start.tzinfo is None else start
            timed.append(start)
            event.add("dtstart", start)
            event.add("dtend", start)
        else:
            event.add("dtstart", start)
            event.add("dtend", start + dt.timedelta(days=1))
        # A saved file cannot say "now": whether a deadline is on hold is told only when it
        # may be.
        stay = d.get("stay_text") if d.get("stay", "none") != "none" else None
        description = " ".join(filter(None, [d.get("working"), stay,
                                             "§ " + ", § ".join(d["cite"])]))
        event.add("description", description)
        event.add("uid", _uid(doc, d))
        event.add("dtstamp", dt.datetime(2000, 1, 1, tzinfo=dt.UTC))  # no trace of when
        alarm = Alarm()
        alarm.add("action", "DISPLAY")
        alarm.add("description", " ".join(filter(None, [d["title"] + ".", stay])))
        # A day before a date; a few hours before a moment: a period counted in hours (24 to
        # remove a dog) would ring a day before, about when the notice came.
        alarm.add("trigger", dt.timedelta(hours=-REMIND_HOURS_BEFORE_A_MOMENT)
                  if isinstance(start, dt.datetime) else dt.timedelta(days=-1))
        event.add_component(alarm)
        cal.add_component(event)
    if zone and timed:  # the zone's rules for the years the events fall in, not since 1970
        cal.add_missing_timezones(first_date=dt.date(min(timed).year, 1, 1),
                                  last_date=dt.date(max(timed).year + 1, 1, 1))
    return cal.to_ical()


def _uid(doc: dict, d: dict) -> str:
    # Stable per deadline and date, so re-downloading updates rather than duplicates; it holds
    # no answers.
    digest = hashlib.sha256(f"{doc['flow']}|{d['id']}|{d['due']}".encode()).hexdigest()[:24]
    return f"{digest}@dog-ordinance-guide"
