"""Dates before the law text this guide holds: said, not passed over.

A flow holds one text of its ordinance, in force from ``law_version.in_force_from``
(flow.yaml). Something that happened before then, or a day asked about before then, may fall
under an older text that the guide does not have. Every assessment on such a day says so
(``notice_law_text_later``), citing the clause the change made (flow.yaml's history), else
the section, whichever ordinance it is. Only the facts the schema marks as dates or local
moments are looked at, so relevance sees this read no other answer."""
from __future__ import annotations

import datetime as dt

from interview.engine.assessment import Assessment, Item

NOTICE = "notice_law_text_later"


def date_paths(schema: dict) -> tuple[tuple[str, ...], ...]:
    """Where the facts schema keeps a date or a moment: ("notice", "served_on"), ("incidents",
    "[]", "date")."""
    found: list[tuple[str, ...]] = []

    def walk(spec: dict, path: tuple[str, ...]) -> None:
        if "$ref" in spec:
            spec = schema.get("$defs", {}).get(spec["$ref"].rsplit("/", 1)[-1], {})
        if spec.get("format") in ("date", "date-time") or str(spec.get("pattern", "")).startswith(
                "^\\d{4}-\\d{2}-\\d{2}"):  # a local moment ("2026-09-19T16:30") has no format
            found.append(path)
        for key, inner in (spec.get("properties") or {}).items():
            walk(inner, (*path, key))
        if isinstance(spec.get("items"), dict):
            walk(spec["items"], (*path, "[]"))

    walk(schema, ())
    return tuple(found)


def days_at(facts, path: tuple[str, ...]) -> list[dt.date]:
    if not path:
        try:
            return [dt.date.fromisoformat(facts[:10])] if isinstance(facts, str) else []
        except ValueError:
            return []
    head, rest = path[0], path[1:]
    if head == "[]":
        return [d for item in facts for d in days_at(item, rest)] if isinstance(
            facts, list) else []
    return days_at(facts.get(head), rest) if isinstance(facts, dict) and head in facts else []


def changed_clause(law_version: dict, section: str) -> str:
    """The clause the change in force from ``in_force_from`` made, as the history names it
    (River Hills: (6), repealed and recreated), else the whole section."""
    since = law_version.get("in_force_from")
    return next((h["clause"] for h in reversed(law_version.get("history", ()))
                 if h.get("date") == since and h.get("clause")), section)


def note_earlier_dates(assessment: Assessment, facts: dict, today: dt.date,
                       law_version: dict, section: str,
                       paths: tuple[tuple[str, ...], ...]) -> None:
    """Add the notice when today, or a date in the facts, is before the text took effect."""
    in_force_from = law_version.get("in_force_from")
    if not isinstance(in_force_from, dt.date):
        return
    first = min([today, *(d for path in paths for d in days_at(facts, path))])
    if first < in_force_from:
        assessment.notices.append(Item(NOTICE, (changed_clause(law_version, section),),
                                       {"in_force_from": in_force_from, "first_day": first}))
