"""The Wisconsin legal calendar used by the River Hills flow.

Legal holidays are those of Wis. Stat. § 995.20, built on the ``holidays`` package. We do not use
``holidays.US(subdiv="WI")``: it lists state-employee days off (Dec 24, Dec 31) that are not
legal holidays, and it leaves out the 2nd Monday in October, which is one.

The list models the current text of § 995.20 for every year; older versions of the list
(for example, when the birthday of Martin Luther King, Jr. was kept on January 15) are not modeled.
"""

from __future__ import annotations

from functools import cache

from holidays.groups import ChristianHolidays, InternationalHolidays
from holidays.observed_holiday_base import SUN_TO_NEXT_MON, ObservedHolidayBase

from interview.engine.i18n import N_
from interview.engine.legal_calendar import LegalCalendar

__all__ = [
    "ASSUMPTIONS",
    "CALENDAR_NAME",
    "CITATION",
    "HOLIDAY_LIST",
    "WisconsinLegalHolidays",
    "build_calendar",
]

CALENDAR_NAME = N_("Wisconsin legal holidays")
CITATION = "Wis. Stat. § 995.20; counting under Wis. Stat. § 990.001(4)"

# Plain-English list of the § 995.20 rules, for display.
HOLIDAY_LIST: tuple[str, ...] = (
    N_("New Year's Day: January 1"),
    N_("Martin Luther King Jr. Day: the 3rd Monday in January"),
    N_("Presidents' Day: the 3rd Monday in February"),
    N_("Memorial Day: the last Monday in May"),
    N_("Juneteenth: June 19"),
    N_("Independence Day: July 4"),
    N_("Labor Day: the 1st Monday in September"),
    N_("Columbus Day: the 2nd Monday in October"),
    N_("Veterans Day: November 11"),
    N_("Thanksgiving Day: the 4th Thursday in November"),
    N_("Christmas Day: December 25"),
    N_(
        "General Election Day: the Tuesday after the 1st Monday in November, in even-numbered years"
    ),
    N_("If one of these days falls on a Sunday, the Monday after it is the legal holiday."),
)

# How we read the parts of the law that are not simple dates. Grade-8 reading level.
ASSUMPTIONS: tuple[str, ...] = (
    N_(
        "The law also names the day of the September primary vote as a holiday. Since 2012, "
        "Wisconsin holds that vote in August. So we treat no primary day as a holiday, in "
        "September or in August. If a deadline ends on the August vote, ask the Village."
    ),
    N_(
        "On Good Friday, the hours from 11 a.m. to 3 p.m. are set aside for worship. "
        "That is not a legal holiday, so we count Good Friday as a normal day."
    ),
    N_(
        "The election-day holiday for 1st class cities does not apply here. "
        "River Hills is a village."
    ),
    N_(
        "December 24 and December 31 are days off for state workers under "
        "Wis. Stat. § 230.35(4)(a). They are not legal holidays, so we count them as normal days."
    ),
    N_(
        "No law here says what a business day is. "
        "We count Monday to Friday, but not legal holidays."
    ),
    N_(
        "If a deadline lands on a Saturday, we do not move it. If the office is closed that "
        "Saturday, Wis. Stat. § 990.001(4) may give you until Monday, or later if Monday is a "
        "holiday. Ask the office."
    ),
)


class WisconsinLegalHolidays(ObservedHolidayBase, ChristianHolidays, InternationalHolidays):
    """Legal holidays under Wis. Stat. § 995.20.

    "January 1, the 3rd Monday in January ..., the 3rd Monday in February ..., the last Monday
    in May ..., June 19 ..., July 4, the 1st Monday in September which shall be known as Labor
    day, the 2nd Monday in October, November 11, the 4th Thursday in November ..., December 25,
    the day of holding the September primary election, and the day of holding the general
    election in November are legal holidays. ... Whenever any legal holiday falls on Sunday, the
    succeeding Monday shall be the legal holiday."

    See ``ASSUMPTIONS`` for the September primary, Good Friday and the 1st class city rule.
    """

    observed_label = "%s (observed)"

    def __init__(self, *args, **kwargs) -> None:
        """Accepts the usual ``holidays.HolidayBase`` arguments (``years``, ``expand`` ...)."""
        ChristianHolidays.__init__(self)
        InternationalHolidays.__init__(self)
        # "Whenever any legal holiday falls on Sunday, the succeeding Monday shall be the legal
        # holiday." Nothing moves a Saturday holiday to Friday.
        kwargs.setdefault("observed_rule", SUN_TO_NEXT_MON)
        super().__init__(*args, **kwargs)

    def _populate_public_holidays(self) -> None:
        # Fixed dates can fall on a Sunday; the succeeding Monday is then also a legal holiday.
        self._add_observed(self._add_new_years_day(N_("New Year's Day")))
        self._add_holiday_3rd_mon_of_jan(N_("Martin Luther King Jr. Day"))
        self._add_holiday_3rd_mon_of_feb(N_("Presidents' Day"))
        self._add_holiday_last_mon_of_may(N_("Memorial Day"))
        self._add_observed(self._add_holiday_jun_19(N_("Juneteenth")))
        self._add_observed(self._add_holiday_jul_4(N_("Independence Day")))
        self._add_holiday_1st_mon_of_sep(N_("Labor Day"))
        self._add_holiday_2nd_mon_of_oct(N_("Columbus Day"))
        self._add_observed(self._add_holiday_nov_11(N_("Veterans Day")))
        self._add_holiday_4th_thu_of_nov(N_("Thanksgiving Day"))
        self._add_observed(self._add_christmas_day(N_("Christmas Day")))
        # "the day of holding the general election in November": under Wis. Stat. § 5.02(5) the
        # general election is the Tuesday after the first Monday in November of even years.
        if self._year % 2 == 0:
            self._add_holiday_1_day_past_1st_mon_of_nov(N_("General Election Day"))


@cache
def build_calendar() -> LegalCalendar:
    """The Wisconsin legal calendar for this flow, built once and shared.

    Years are filled in lazily by the ``holidays`` package the first time a date in them is
    looked up.
    """
    return LegalCalendar(
        WisconsinLegalHolidays(),
        name=CALENDAR_NAME,
        citation=CITATION,
        assumptions=ASSUMPTIONS,
    )
