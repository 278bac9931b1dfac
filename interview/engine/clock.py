"""Today where the ordinance applies, not where the server is.

A deadline is a day on the place's calendar. A server that keeps UTC is already on tomorrow from
6 pm in Wisconsin (7 pm in summer): it would call a deadline passed while the Village still has
hours of its last day, and refuse "today" as a date in the future."""
from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError


def utc_now() -> dt.datetime:
    """The one clock everything reads (tests move it)."""
    return dt.datetime.now(dt.UTC)


def seconds_now() -> int:
    """``utc_now`` in whole seconds since the epoch: what a Fernet token is stamped with and
    checked against. Fernet's own clock cannot be moved by a test (cryptography 51 reads it in
    Rust), so the time is always passed in."""
    return int(utc_now().timestamp())


def zone(name: str | None) -> ZoneInfo | None:
    """The IANA time zone called ``name`` ("America/Chicago"); None for no name. A name that is
    not a zone is refused at start-up rather than read as the server's zone."""
    if not name:
        return None
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(f"{name!r} is not a time zone name (for example America/Chicago)") \
            from None


def now_in(place: ZoneInfo | None) -> dt.datetime:
    """Now, on the place's clocks; on the server's own when the place has no zone."""
    return utc_now().astimezone(place) if place else utc_now().astimezone()


def today_in(place: ZoneInfo | None) -> dt.date:
    return now_in(place).date()


def place_zones(flows: dict, places: dict) -> dict[str, ZoneInfo | None]:
    """Each flow's zone: its own (flow.yaml), else the deployment's (``PLACES.<slug>.time_zone``).
    An ordinance that names no place (City § 90.17) has none until the deployment gives one. A
    flow whose place is named keeps its zone: its facts' moments (a notice served at 4:30 pm)
    are read in it, so another one for "today" would unhook the two."""
    zones = {}
    for slug, flow in flows.items():
        name = places.get(slug, {}).get("time_zone")
        try:
            given = zone(name)
        except ValueError as exc:
            raise ValueError(f"PLACES.{slug}.time_zone: {exc}") from None
        if given and flow.time_zone and given.key != flow.time_zone.key:
            raise ValueError(f"PLACES.{slug}.time_zone: {name!r}, but the flow's place keeps "
                             f"{flow.time_zone.key} (its flow.yaml); leave it out")
        zones[slug] = flow.time_zone or given
    return zones


def named_day(text: str) -> dt.date:
    """The day a caller names to assess on (the API's ?today=, the CLI's --today): YYYY-MM-DD
    only (fromisoformat also reads "20260910" and "2026-W37-4"), in the years the interview's
    own date questions accept (deadlines run a year or more past it: 9999-12-31 overflowed).
    Anything else is a ValueError."""
    if not (len(text) == 10 and text[4] == text[7] == "-"):
        raise ValueError(text)
    day = dt.date.fromisoformat(text)
    if not 1990 <= day.year <= 2100:
        raise ValueError(text)
    return day
