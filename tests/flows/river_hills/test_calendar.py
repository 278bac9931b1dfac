"""Tests for the Wisconsin legal calendar (Wis. Stat. § 995.20) used by the River Hills flow.

Every expected date below was worked out by hand from the statute, not from the package.
"""

from datetime import date, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from flows.river_hills.calendar import (
    ASSUMPTIONS,
    HOLIDAY_LIST,
    WisconsinLegalHolidays,
    build_calendar,
)
from interview.engine.legal_calendar import LegalCalendar

CAL = build_calendar()
D = date.fromisoformat

# The whole § 995.20 list, year by year. "(observed)" marks a Sunday holiday moved to Monday.
EXPECTED_BY_YEAR = {
    2025: [
        ("2025-01-01", "New Year's Day"),  # Wed
        ("2025-01-20", "Martin Luther King Jr. Day"),  # Mondays: 6, 13, 20
        ("2025-02-17", "Presidents' Day"),  # Mondays: 3, 10, 17
        ("2025-05-26", "Memorial Day"),  # May 31 is a Saturday
        ("2025-06-19", "Juneteenth"),  # Thu
        ("2025-07-04", "Independence Day"),  # Fri
        ("2025-09-01", "Labor Day"),
        ("2025-10-13", "Columbus Day"),  # Mondays: 6, 13
        ("2025-11-11", "Veterans Day"),  # Tue
        ("2025-11-27", "Thanksgiving Day"),  # Thursdays: 6, 13, 20, 27
        ("2025-12-25", "Christmas Day"),  # Thu; odd year, so no general election
    ],
    2026: [
        ("2026-01-01", "New Year's Day"),  # Thu
        ("2026-01-19", "Martin Luther King Jr. Day"),  # Mondays: 5, 12, 19
        ("2026-02-16", "Presidents' Day"),  # Mondays: 2, 9, 16
        ("2026-05-25", "Memorial Day"),  # May 31 is a Sunday
        ("2026-06-19", "Juneteenth"),  # Fri
        ("2026-07-04", "Independence Day"),  # Sat: stays on Saturday
        ("2026-09-07", "Labor Day"),
        ("2026-10-12", "Columbus Day"),  # Mondays: 5, 12
        ("2026-11-03", "General Election Day"),  # 1st Monday is Nov 2
        ("2026-11-11", "Veterans Day"),  # Wed
        ("2026-11-26", "Thanksgiving Day"),  # Thursdays: 5, 12, 19, 26
        ("2026-12-25", "Christmas Day"),  # Fri
    ],
    2027: [
        ("2027-01-01", "New Year's Day"),  # Fri
        ("2027-01-18", "Martin Luther King Jr. Day"),  # Mondays: 4, 11, 18
        ("2027-02-15", "Presidents' Day"),  # Mondays: 1, 8, 15
        ("2027-05-31", "Memorial Day"),
        ("2027-06-19", "Juneteenth"),  # Sat: stays on Saturday
        ("2027-07-04", "Independence Day"),  # Sun
        ("2027-07-05", "Independence Day (observed)"),  # the succeeding Monday
        ("2027-09-06", "Labor Day"),
        ("2027-10-11", "Columbus Day"),  # Mondays: 4, 11
        ("2027-11-11", "Veterans Day"),  # Thu
        ("2027-11-25", "Thanksgiving Day"),  # Thursdays: 4, 11, 18, 25
        ("2027-12-25", "Christmas Day"),  # Sat: stays on Saturday
    ],
}


@pytest.mark.parametrize("year", sorted(EXPECTED_BY_YEAR), ids=lambda y: f"section-995.20-{y}")
def test_whole_year_matches_the_statute(year):
    found = CAL.holidays_between(date(year, 1, 1), date(year, 12, 31))
    assert found == [(D(d), name) for d, name in EXPECTED_BY_YEAR[year]]


@pytest.mark.parametrize(
    ("day", "name"),
    [
        pytest.param("2026-10-12", "Columbus Day", id="2nd-monday-in-october-is-a-holiday"),
        pytest.param("2026-12-24", None, id="dec-24-state-employee-day-not-a-holiday"),
        pytest.param("2026-12-31", None, id="dec-31-state-employee-day-not-a-holiday"),
        pytest.param("2026-11-03", "General Election Day", id="general-election-even-year"),
        pytest.param("2024-11-05", "General Election Day", id="general-election-2024"),
        pytest.param("2022-11-08", "General Election Day", id="election-when-nov-1-is-tuesday"),
        pytest.param("2028-11-07", "General Election Day", id="general-election-2028"),
        pytest.param("2027-11-02", None, id="no-general-election-odd-year"),
        pytest.param("2027-07-05", "Independence Day (observed)", id="sunday-july-4-to-monday"),
        pytest.param("2022-12-26", "Christmas Day (observed)", id="sunday-christmas-to-monday"),
        pytest.param("2022-06-20", "Juneteenth (observed)", id="sunday-juneteenth-to-monday"),
        pytest.param("2023-01-02", "New Year's Day (observed)", id="sunday-new-year-to-monday"),
        pytest.param("2029-11-12", "Veterans Day (observed)", id="sunday-veterans-day-to-monday"),
        pytest.param("2026-07-03", None, id="saturday-july-4-not-moved-to-friday"),
        pytest.param("2027-12-24", None, id="saturday-christmas-not-moved-to-friday"),
        pytest.param("2027-12-31", None, id="saturday-new-year-not-moved-to-friday"),
        pytest.param("2026-04-03", None, id="good-friday-worship-hours-not-a-holiday"),
        pytest.param("2026-08-11", None, id="august-partisan-primary-not-a-holiday"),
        pytest.param("2026-04-07", None, id="spring-election-1st-class-city-only"),
        pytest.param("2026-11-27", None, id="day-after-thanksgiving-not-a-holiday"),
        pytest.param("2026-02-15", None, id="susan-b-anthony-day-not-a-holiday"),
    ],
)
def test_single_days(day, name):
    assert CAL.holiday_name(D(day)) == name


def test_saturday_holiday_leaves_friday_a_business_day():
    assert CAL.is_legal_holiday(D("2026-07-04"))
    assert CAL.is_business_day(D("2026-07-03"))


def test_build_calendar_is_built_once_and_labelled():
    assert build_calendar() is CAL
    assert isinstance(CAL, LegalCalendar)
    assert CAL.name == "Wisconsin legal holidays"
    assert CAL.citation == "Wis. Stat. § 995.20; counting under Wis. Stat. § 990.001(4)"
    assert CAL.assumptions == ASSUMPTIONS


def test_assumptions_cover_every_provision_we_read_in():
    text = " ".join(ASSUMPTIONS)
    for words in (
        "September primary",
        "Good Friday",
        "1st class",
        "230.35(4)(a)",
        "business day",
        "Saturday",
    ):
        assert words in text
    assert len(ASSUMPTIONS) == 6


def test_holiday_list_names_every_rule():
    assert len(HOLIDAY_LIST) == 13
    assert HOLIDAY_LIST[-1].startswith("If one of these days falls on a Sunday")


def test_class_can_be_built_for_fixed_years():
    h = WisconsinLegalHolidays(years=2026, expand=False)
    assert len(h) == 12
    assert D("2027-01-01") not in h


def test_labor_day_business_days_with_the_wisconsin_calendar():
    count = CAL.add_business_days(D("2026-09-04"), 5)
    assert count.working("served in person") == (
        "served in person Fri 2026-09-04; 5 business days, "
        "Mon 2026-09-07 Labor Day not counted → Mon 2026-09-14"
    )


def test_hours_over_a_sunday_christmas_and_its_monday():
    count = CAL.add_hours(datetime(2022, 12, 24, 15), 24)
    assert count.result == datetime(2022, 12, 27, 15)
    assert count.working("seized") == (
        "seized Sat 2022-12-24 15:00; 24 hours, Sun 2022-12-25 Christmas Day not counted, "
        "Mon 2022-12-26 Christmas Day (observed) not counted → Tue 2022-12-27 15:00"
    )


days = st.dates(min_value=date(2000, 1, 1), max_value=date(2100, 12, 31))


@given(start=days, n=st.integers(min_value=1, max_value=40))
def test_business_day_result_is_a_business_day_after_start(start, n):
    result = CAL.add_business_days(start, n).result
    assert result > start
    assert result.weekday() < 5
    assert not CAL.is_legal_holiday(result)


@given(start=days, n=st.integers(min_value=0, max_value=400))
def test_rolled_calendar_day_is_never_sunday_or_holiday(start, n):
    result = CAL.add_calendar_days(start, n).result
    assert result.weekday() != 6
    assert not CAL.is_legal_holiday(result)
