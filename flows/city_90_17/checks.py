"""Checks on § 90.17 facts that JSON Schema cannot express."""
from __future__ import annotations

import datetime as dt

from interview.engine.i18n import N_


def check_facts(facts: dict, today: dt.date) -> list[tuple[str, str]]:
    """Return (pointer, reason) pairs; an empty list means the facts make sense together."""
    problems: list[tuple[str, str]] = []
    for i, incident in enumerate(facts.get("incidents", [])):
        if dt.date.fromisoformat(incident["date"]) > today:
            problems.append((f"/incidents/{i}/date", N_("is after today")))
    enforcement = facts.get("enforcement") or {}
    if enforcement.get("reclaimed") == "yes" and enforcement.get("impounded") == "no":
        problems.append(("/enforcement/reclaimed",
                         N_("cannot be yes when the animal was not impounded")))
    return problems
