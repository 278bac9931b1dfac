"""Documents people can file and keep: letters and a checklist as HTML and PDF, and the
deadlines as an iCalendar file. Made in memory from the assessment; nothing touches the disk."""
from __future__ import annotations

import datetime as dt
import hashlib

from icalendar import Alarm, Calendar, Event

# A letter is offered when the assessment has the deadline it answers.
DOCUMENTS = {
    "complaint": None,  # when the person wrote a complaint (facts schema 1.1)
    "hearing-request": "hearing_request_deadline",
    "appeal": "appeal_deadline",
    "checklist": None,  # whenever there are duties
}


# The letters contest a declaration: "The owner may contest the determination" (§ 2.14(6)[c](3)).
# Each is no use once what it asks for has been done.
ALREADY_DONE = {"hearing-request": ("hearing_requested", "decision"),
                "appeal": ("appeal_filed",)}


def available(doc: dict, facts: dict) -> list[str]:
    dated = {d["id"] for d in doc["deadlines"] if d.get("due")}
    out = ["complaint"] if (facts.get("complaint") or {}).get("what_happened") else []
    owner = facts.get("asker") in (None, "owner")
    notice = facts.get("notice") or {}
    for name, needs in DOCUMENTS.items():
        if not needs or needs not in dated or not owner:
            continue
        done = ALREADY_DONE.get(name, ())
        if any(notice.get(key) not in (None, "no", "pending") for key in done):
            continue
        out.append(name)
    if doc["duties"] and owner:  # the owner's checklist: a resident gets the complaint
        out.append("checklist")
    return out


def deadline(doc: dict, deadline_id: str) -> dict | None:
    return next((d for d in doc["deadlines"] if d["id"] == deadline_id), None)


def pdf(html: str, base_url: str, static_dir, timeout: float | None = None) -> bytes:
    """The same HTML, as PDF (WeasyPrint, in a child process: interview.pdf_render). Raises
    on failure; the caller falls back to HTML."""
    from interview import pdf_render

    return pdf_render.render(html, base_url, static_dir,
                             timeout=timeout or pdf_render.TIMEOUT_SECONDS)


def calendar(doc: dict, title: str, product: str = "-//Dog Ordinance Guide//EN") -> bytes:
    """Every dated deadline as an event, with a reminder the day before. All-day events for
    dates; timed events for hour periods (e.g. 24 hours to remove a dog)."""
    cal = Calendar()
    cal.add("prodid", product)
    cal.add("version", "2.0")
    cal.add("x-wr-calname", title)
    for d in doc["deadlines"]:
        if not d.get("due"):
            continue
        event = Event()
        due = d["due"]
        start = dt.datetime.fromisoformat(due) if "T" in due else dt.date.fromisoformat(due)
        event.add("summary", d["title"])
        event.add("dtstart", start)
        if isinstance(start, dt.datetime):
            event.add("dtend", start)
        else:
            event.add("dtend", start + dt.timedelta(days=1))
        description = " ".join(filter(None, [d.get("working"), d.get("stay_text"),
                                             "§ " + ", § ".join(d["cite"])]))
        event.add("description", description)
        event.add("uid", _uid(doc, d))
        event.add("dtstamp", dt.datetime(2000, 1, 1, tzinfo=dt.UTC))  # no trace of when
        alarm = Alarm()
        alarm.add("action", "DISPLAY")
        alarm.add("description", d["title"])
        alarm.add("trigger", dt.timedelta(days=-1))
        event.add_component(alarm)
        cal.add_component(event)
    return cal.to_ical()


def _uid(doc: dict, d: dict) -> str:
    # Stable per deadline and date, so re-downloading updates rather than duplicates; it holds
    # no answers.
    digest = hashlib.sha256(f"{doc['flow']}|{d['id']}|{d['due']}".encode()).hexdigest()[:24]
    return f"{digest}@dog-ordinance-guide"
