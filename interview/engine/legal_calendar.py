"""Deadline arithmetic on a legal calendar whose holiday set is injected.

The counting rules follow Wis. Stat. § 990.001(4), but nothing here names a state or a flow:
the caller supplies the legal holidays (a ``holidays.HolidayBase`` or any mapping of
``date -> name``). Every method returns a :class:`Count` that can explain itself in plain English.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import holidays

__all__ = ["Count", "LegalCalendar", "Skipped"]

_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_SATURDAY, _SUNDAY = 5, 6
_ONE_DAY = timedelta(days=1)
# § 990.001(4)(b)'s "next secular day", in plain words (a Saturday is one).
ROLLED = "so the next day that is not a Sunday or holiday"
MIDNIGHT = "midnight at the end of"


def _fmt(d: date | datetime) -> str:
    """Render ``Fri 2026-09-04`` (or ``Sat 2026-05-02 15:00``) without using the locale."""
    if isinstance(d, datetime):
        return f"{_WEEKDAYS[d.weekday()]} {d.date().isoformat()} {d:%H:%M}"
    return f"{_WEEKDAYS[d.weekday()]} {d.isoformat()}"


def day_closed_by(moment: date | datetime) -> date | None:
    """The day a last moment at 00:00 closes: it is the midnight that ends the day before, and
    "Tue 00:00" reads as a day more than there is. None for any other moment or a date. Every
    text that words a last moment (here, interview.engine.working, the pages) asks this."""
    if isinstance(moment, datetime) and moment.time() == time():
        return moment.date() - _ONE_DAY
    return None


def last_day(due: date | datetime) -> date:
    """The last day to act by: a day, or a moment's own day, but 00:00 ends the day before."""
    return day_closed_by(due) or _as_date(due)


def _fmt_end(d: date | datetime, fmt=_fmt) -> str:
    closed = day_closed_by(d)
    return f"{MIDNIGHT} {fmt(closed)}" if closed else fmt(d)


def _plural(n: int, unit: str) -> str:
    return f"{n} {unit}" if n == 1 else f"{n} {unit}s"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _as_date(d: date | datetime) -> date:
    return d.date() if isinstance(d, datetime) else d


def _check_amount(n: int) -> None:
    if n < 0:
        raise ValueError(f"the amount of time must be 0 or more, got {n}")


@dataclass(frozen=True)
class Skipped:
    """A day that was not counted, and why ("Saturday", "Sunday" or a holiday's name)."""

    day: date
    reason: str

    def not_counted(self, fmt=_fmt) -> str:
        """``Mon 2026-09-07 Labor Day not counted``; a plain Sunday is not named twice."""
        if self.reason in ("Saturday", "Sunday"):
            return f"{fmt(self.day)} not counted"
        return f"{fmt(self.day)} {self.reason} not counted"


@dataclass(frozen=True)
class Count:
    """The result of one counting rule, with the days it left out, so it can show its work."""

    kind: str  # calendar_days, business_days, hours, years, after_years, days_after
    start: date | datetime
    amount: int
    result: date | datetime
    skipped: tuple[Skipped, ...]
    rolled_from: date | None

    def working(self, start_label: str, fmt=_fmt) -> str:
        """Explain the count in one plain-English line, e.g.
        ``served in person Fri 2026-09-04; 5 business days → Fri 2026-09-11``.

        ``fmt`` writes a date or moment: ISO by default (the API's ``working``, the same
        whatever the reader's locale); the pages pass Babel's "Fri 4 Sep 2026"."""
        head = f"{start_label} {fmt(self.start)}; ".lstrip()
        end = _fmt_end(self.result, fmt)
        if self.kind == "business_days":
            # Weekends are plainly not business days; list only weekday holidays.
            notes = [s.not_counted(fmt) for s in self.skipped if s.day.weekday() < _SATURDAY]
            return f"{head}{', '.join([_plural(self.amount, 'business day'), *notes])} → {end}"
        if self.kind == "hours":
            notes = [s.not_counted(fmt) for s in self.skipped]
            return f"{head}{', '.join([_plural(self.amount, 'hour'), *notes])} → {end}"
        if self.kind in ("years", "after_years"):
            years = _plural(self.amount, "year")
            if self.kind == "after_years":  # the last day of the years, then the day after
                years += f", ending {fmt(self.result - _ONE_DAY)}"
            return f"{head}{years} → {end}"
        if self.kind == "days_after":
            which = "the same day" if self.amount == 0 else f"the {_ordinal(self.amount)} day after"
            if self.rolled_from is None:
                return f"{head}{which} → {end}"
            return f"{head}{which} → {self._roll_story(fmt)}, {ROLLED} → {end}"
        if self.kind == "calendar_days":
            days = _plural(self.amount, "day")
            if self.rolled_from is None:
                return f"{head}{days} → {end}"
            return f"{head}{days} → {self._roll_story(fmt)}, {ROLLED} → {end}"
        raise ValueError(f"unknown kind of count: {self.kind!r}")

    def _roll_story(self, fmt) -> str:
        first, *rest = self.skipped
        parts = [f"{fmt(first.day)}, a Sunday" if first.reason == "Sunday" else _is(first, fmt)]
        parts += [_is(s, fmt) for s in rest]
        return ", and ".join(parts)


def _is(s: Skipped, fmt) -> str:
    reason = "a Sunday" if s.reason == "Sunday" else s.reason
    return f"{fmt(s.day)} is {reason}"


class LegalCalendar:
    """A set of legal holidays plus the § 990.001(4) counting rules.

    ``holidays`` is only queried with ``h.get(d)`` and ``h.items()``. It is read once per
    calendar year (under a lock, so lazy year-filling in the holidays package is never raced)
    and the names are kept in a per-year table, so each look-up after that is one dict access.
    The holidays object must not be changed after it is handed to the calendar.
    """

    def __init__(self, holidays: holidays.HolidayBase, *, name: str, citation: str,
                 assumptions: tuple[str, ...] = ()) -> None:
        self.name = name
        self.citation = citation
        self.assumptions = tuple(assumptions)
        self._holidays = holidays
        self._years: dict[int, dict[date, str]] = {}
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"LegalCalendar(name={self.name!r}, citation={self.citation!r})"

    # -- what kind of day is it -------------------------------------------------------------

    def _year_table(self, year: int) -> dict[date, str]:
        table = self._years.get(year)
        if table is not None:
            return table
        with self._lock:
            table = self._years.get(year)
            if table is None:
                h = self._holidays
                # Touch the neighbouring years too: an observed day can land across New Year.
                for y in (year - 1, year, year + 1):
                    if 1 <= y <= 9999:
                        h.get(date(y, 1, 1))
                table = {}
                for d, n in list(h.items()):
                    if _as_date(d).year == year:
                        table[_as_date(d)] = str(n)
                self._years[year] = table
        return table

    def holiday_name(self, d: date) -> str | None:
        """The legal holiday's name on ``d``, or None if ``d`` is not a legal holiday."""
        d = _as_date(d)
        return self._year_table(d.year).get(d)

    def is_legal_holiday(self, d: date) -> bool:
        """True if ``d`` is one of the injected legal holidays."""
        return self.holiday_name(d) is not None

    def is_secular_day(self, d: date) -> bool:
        """True unless ``d`` is a Sunday or a legal holiday. A Saturday IS a secular day."""
        d = _as_date(d)
        return d.weekday() != _SUNDAY and not self.is_legal_holiday(d)

    def is_business_day(self, d: date) -> bool:
        """True for Monday to Friday, unless the day is a legal holiday."""
        d = _as_date(d)
        return d.weekday() < _SATURDAY and not self.is_legal_holiday(d)

    def _reason(self, d: date) -> str:
        return self.holiday_name(d) or ("Saturday", "Sunday")[d.weekday() - _SATURDAY]

    def holidays_between(self, start: date, end: date) -> list[tuple[date, str]]:
        """Legal holidays from ``start`` to ``end``, both days included, in date order."""
        start, end = _as_date(start), _as_date(end)
        found: list[tuple[date, str]] = []
        for year in range(start.year, end.year + 1):
            table = self._year_table(year)
            found += [(d, n) for d, n in table.items() if start <= d <= end]
        return sorted(found)

    # -- counting rules ---------------------------------------------------------------------

    def add_calendar_days(self, start: date, n: int, *, roll: bool = True) -> Count:
        """§ 990.001(4)(a): "The time ... shall be computed by excluding the first day and
        including the last". § 990.001(4)(b): "If the last day ... falls on a Sunday or legal
        holiday the act may be done ... on the next secular day." With ``roll=False`` the last
        day is returned as is. A Saturday is never moved here (see § 990.001(4)(c))."""
        _check_amount(n)
        start = _as_date(start)
        last = start + timedelta(days=n)
        result, skipped = last, []
        if roll:
            while not self.is_secular_day(result):
                skipped.append(Skipped(result, self._reason(result)))
                result += _ONE_DAY
        rolled_from = last if skipped else None
        return Count("calendar_days", start, n, result, tuple(skipped), rolled_from)

    def add_business_days(self, start: date, n: int) -> Count:
        """Exclude the start day, then count ``n`` business days (Monday to Friday, not a legal
        holiday) forward; the n-th one is the result. Days passed over are kept in ``skipped``."""
        _check_amount(n)
        start = _as_date(start)
        day, counted, skipped = start, 0, []
        while counted < n:
            day += _ONE_DAY
            if self.is_business_day(day):
                counted += 1
            else:
                skipped.append(Skipped(day, self._reason(day)))
        return Count("business_days", start, n, day, tuple(skipped), None)

    def add_hours(self, start: datetime, hours: int) -> Count:
        """§ 990.001(4)(a): "when any such time is expressed in hours the whole of Sunday and of
        any legal holiday, from midnight to midnight, shall be excluded." A start inside such a
        day begins counting at 00:00 of the next counted day. Naive local datetimes only."""
        _check_amount(hours)
        if not isinstance(start, datetime):
            start = datetime.combine(start, time())
        if start.tzinfo is not None:
            raise ValueError("use a naive datetime in the jurisdiction's local time")
        remaining = timedelta(hours=hours)
        cursor, skipped = start, []
        while True:
            day = cursor.date()
            midnight = datetime.combine(day + _ONE_DAY, time())
            if not self.is_secular_day(day):
                skipped.append(Skipped(day, self._reason(day)))
                cursor = midnight
                continue
            left_today = midnight - cursor
            if remaining <= left_today:
                result = cursor + remaining
                break
            remaining -= left_today
            cursor = midnight
        return Count("hours", start, hours, result, tuple(skipped), None)

    def add_years(self, start: date, n: int, *, after: bool = False) -> Count:
        """The same month and day ``n`` years later; February 29 becomes February 28 in a
        year without it. The last day is not moved off a Sunday or holiday. ``after``: the day
        after it, as "after two years" is, for § 990.001(4)(a) counts the anniversary in."""
        _check_amount(n)
        start = _as_date(start)
        try:
            result = start.replace(year=start.year + n)
        except ValueError:  # February 29 in a common year
            result = date(start.year + n, 2, 28)
        if after:
            return Count("after_years", start, n, result + _ONE_DAY, (), None)
        return Count("years", start, n, result, (), None)

    def day_after(self, start: date, n: int, *, roll: bool = False) -> Count:
        """The n-th day after ``start`` (e.g. notice is effective "on the third day after" it
        was mailed). The day is not moved off a Sunday or holiday, unless ``roll``: a last day
        to act that someone set (§ 990.001(4)(b) speaks of "the last day within which an act is
        to be done", however it was fixed)."""
        _check_amount(n)
        start = _as_date(start)
        last = start + timedelta(days=n)
        result, skipped = last, []
        while roll and not self.is_secular_day(result):
            skipped.append(Skipped(result, self._reason(result)))
            result += _ONE_DAY
        return Count("days_after", start, n, result, tuple(skipped), last if skipped else None)
