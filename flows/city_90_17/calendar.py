"""City § 90.17 sets no deadlines, so this flow counts no days.

The engine still wants a calendar: this one has no holidays and says why it is empty."""
from __future__ import annotations

from functools import cache

import holidays

from interview.engine.i18n import N_
from interview.engine.legal_calendar import LegalCalendar

HOLIDAY_LIST: tuple[str, ...] = ()


@cache
def build_calendar() -> LegalCalendar:
    return LegalCalendar(holidays.HolidayBase(), name=N_("No deadlines are set by § 90.17"),
                         citation="90.17")
