"""Tests for the generic legal calendar, with a small injected set of holidays.

Nothing here depends on a flow: the holiday set below is written out by hand. In the tables, each
expected working line also carries the start date (after the label) and the result (at the end).
"""

from datetime import UTC, date, datetime, timedelta

import holidays
import pytest
from hypothesis import given
from hypothesis import strategies as st

from interview.engine.legal_calendar import Count, LegalCalendar, Skipped

TOY_HOLIDAYS = {
    date(2022, 12, 25): "Christmas Day",  # a Sunday
    date(2022, 12, 26): "Christmas Day (observed)",
    date(2026, 5, 25): "Memorial Day",
    date(2026, 7, 4): "Independence Day",  # a Saturday
    date(2026, 9, 7): "Labor Day",
    date(2026, 11, 26): "Thanksgiving Day",
    date(2026, 12, 25): "Christmas Day",  # a Friday
    date(2027, 1, 1): "New Year's Day",  # a Friday
}


def _toy_calendar() -> LegalCalendar:
    h = holidays.HolidayBase()
    h.update(TOY_HOLIDAYS)
    return LegalCalendar(h, name="Toy", citation="Toy Code § 1", assumptions=("A note.",))


CAL = _toy_calendar()
D = date.fromisoformat
T = datetime.fromisoformat
S, M, Z, Y = "served in person", "mailed", "seized", "declared"  # labels before the start


def _start(working: str, label: str) -> str:
    """The start written after the label: ``served Fri 2026-09-04; ...`` → ``2026-09-04``."""
    return working.removeprefix(label).split(";")[0].split(" ", 2)[2]


def _end(working: str) -> str:
    """The result written at the end: ``... → Mon 2026-09-14`` → ``2026-09-14``; a midnight
    that ends a day, ``→ midnight at the end of Mon 2026-05-04``, → ``2026-05-05T00:00``."""
    end = working.rsplit("→ ", 1)[1]
    if end.startswith("midnight at the end of "):
        day = date.fromisoformat(end.rsplit(" ", 1)[1]) + timedelta(days=1)
        return f"{day.isoformat()}T00:00"
    return end.split(" ", 1)[1]


def test_calendar_keeps_its_labels():
    assert (CAL.name, CAL.citation, CAL.assumptions) == ("Toy", "Toy Code § 1", ("A note.",))


# fmt: off
@pytest.mark.parametrize(("day", "holiday", "secular", "business"), [
    pytest.param("2026-09-04", None, True, True, id="friday-is-a-business-day"),
    pytest.param("2026-09-05", None, True, False, id="saturday-is-secular-not-business"),
    pytest.param("2026-09-06", None, False, False, id="sunday-is-neither"),
    pytest.param("2026-09-07", "Labor Day", False, False, id="weekday-holiday-is-neither"),
    pytest.param("2026-07-04", "Independence Day", False, False, id="saturday-holiday"),
    pytest.param("2022-12-26", "Christmas Day (observed)", False, False, id="observed-day"),
])
# fmt: on
def test_kind_of_day(day, holiday, secular, business):
    d = D(day)
    assert CAL.holiday_name(d) == holiday
    assert CAL.is_legal_holiday(d) is (holiday is not None)
    assert CAL.is_secular_day(d) is secular
    assert CAL.is_business_day(d) is business


def test_datetimes_are_read_as_their_date():
    assert CAL.holiday_name(T("2026-09-07T13:30")) == "Labor Day"


def test_holidays_between_includes_both_ends():
    assert CAL.holidays_between(D("2026-09-07"), D("2027-01-01")) == [
        (D("2026-09-07"), "Labor Day"),
        (D("2026-11-26"), "Thanksgiving Day"),
        (D("2026-12-25"), "Christmas Day"),
        (D("2027-01-01"), "New Year's Day"),
    ]
    assert CAL.holidays_between(D("2026-09-08"), D("2026-11-25")) == []


def test_a_plain_mapping_can_be_injected():
    cal = LegalCalendar(dict(TOY_HOLIDAYS), name="Dict", citation="-")
    assert cal.add_business_days(D("2026-09-04"), 5).result == D("2026-09-14")


# -- business days: exclude the start day, count n business days ------------------------------

# fmt: off
BUSINESS_DAYS = [
    pytest.param(5, f"{S} Fri 2026-09-04; 5 business days, Mon 2026-09-07 Labor Day not counted "
                 "→ Mon 2026-09-14", id="weekday-holiday-not-counted-labor-day"),
    pytest.param(5, f"{S} Mon 2026-09-14; 5 business days → Mon 2026-09-21",
                 id="weekend-not-counted-and-not-listed"),
    pytest.param(5, f"{S} Mon 2026-11-23; 5 business days, Thu 2026-11-26 Thanksgiving Day not "
                 "counted → Tue 2026-12-01", id="thanksgiving-week"),
    pytest.param(5, f"{S} Thu 2026-12-24; 5 business days, Fri 2026-12-25 Christmas Day not "
                 "counted, Fri 2027-01-01 New Year's Day not counted → Mon 2027-01-04",
                 id="across-christmas-and-new-year"),
    pytest.param(5, f"{S} Sat 2026-09-05; 5 business days, Mon 2026-09-07 Labor Day not counted "
                 "→ Mon 2026-09-14", id="start-on-a-saturday"),
    pytest.param(2, f"{S} Thu 2026-07-02; 2 business days → Mon 2026-07-06",
                 id="saturday-holiday-not-listed"),
    pytest.param(1, f"{S} Mon 2026-09-07; 1 business day → Tue 2026-09-08",
                 id="start-on-a-holiday-singular"),
    pytest.param(0, f"{S} Sun 2026-09-06; 0 business days → Sun 2026-09-06",
                 id="zero-days-is-the-start-day"),
]
# fmt: on


@pytest.mark.parametrize(("n", "working"), BUSINESS_DAYS)
def test_add_business_days(n, working):
    count = CAL.add_business_days(D(_start(working, S)), n)
    assert count.result == D(_end(working))
    assert count.working(S) == working


def test_business_days_record_every_day_passed_over():
    skipped = [("09-05", "Saturday"), ("09-06", "Sunday"), ("09-07", "Labor Day"),
               ("09-12", "Saturday"), ("09-13", "Sunday")]  # fmt: skip
    assert CAL.add_business_days(D("2026-09-04"), 5) == Count(
        kind="business_days",
        start=D("2026-09-04"),
        amount=5,
        result=D("2026-09-14"),
        skipped=tuple(Skipped(D(f"2026-{md}"), why) for md, why in skipped),
        rolled_from=None,
    )


# -- calendar days: § 990.001(4)(a) and (b) ----------------------------------------------------

# fmt: off
R = "so the next day that is not a Sunday or holiday"  # § 990.001(4)(b)'s "next secular day"
CALENDAR_DAYS = [
    pytest.param(14, True, f"{M} Mon 2026-03-02; 14 days → Mon 2026-03-16", id="no-roll-needed"),
    pytest.param(14, True, f"{M} Sun 2026-03-01; 14 days → Sun 2026-03-15, a Sunday, {R} "
                 "→ Mon 2026-03-16", id="sunday-rolls-to-monday"),
    pytest.param(14, True, f"{M} Fri 2026-12-11; 14 days → Fri 2026-12-25 is Christmas Day, {R} "
                 "→ Sat 2026-12-26", id="holiday-rolls-onto-a-saturday"),
    pytest.param(7, True, f"{M} Mon 2026-08-31; 7 days → Mon 2026-09-07 is Labor Day, {R} "
                 "→ Tue 2026-09-08", id="monday-holiday-rolls-to-tuesday"),
    pytest.param(14, True, f"{M} Sat 2026-06-20; 14 days → Sat 2026-07-04 is Independence Day, "
                 f"and Sun 2026-07-05 is a Sunday, {R} → Mon 2026-07-06",
                 id="saturday-holiday-then-sunday"),
    pytest.param(14, True, f"{M} Sun 2022-12-11; 14 days → Sun 2022-12-25 is Christmas Day, and "
                 f"Mon 2022-12-26 is Christmas Day (observed), {R} → Tue 2022-12-27",
                 id="sunday-holiday-then-observed-monday"),
    pytest.param(7, True, f"{M} Sat 2026-02-28; 7 days → Sat 2026-03-07",
                 id="saturday-is-not-moved"),
    pytest.param(14, False, f"{M} Sun 2026-03-01; 14 days → Sun 2026-03-15",
                 id="roll-false-keeps-sunday"),
    pytest.param(1, True, f"{M} Sun 2026-09-06; 1 day → Mon 2026-09-07 is Labor Day, {R} "
                 "→ Tue 2026-09-08", id="one-day-singular"),
]
# fmt: on


@pytest.mark.parametrize(("n", "roll", "working"), CALENDAR_DAYS)
def test_add_calendar_days(n, roll, working):
    start = D(_start(working, M))
    count = CAL.add_calendar_days(start, n, roll=roll)
    assert count.result == D(_end(working))
    assert count.working(M) == working
    if "not a Sunday or holiday" in working:
        assert count.rolled_from == start + timedelta(days=n)
    else:
        assert count.rolled_from is None and count.skipped == ()


def test_rolled_days_are_recorded():
    count = CAL.add_calendar_days(D("2026-06-20"), 14)
    assert count.skipped == (
        Skipped(D("2026-07-04"), "Independence Day"),
        Skipped(D("2026-07-05"), "Sunday"),
    )


# -- hours: § 990.001(4)(a), the whole of Sunday and of a legal holiday is left out -------------

# fmt: off
HOURS = [
    pytest.param(24, f"{Z} Fri 2026-05-01 15:00; 24 hours → Sat 2026-05-02 15:00",
                 id="friday-to-saturday"),
    pytest.param(24, f"{Z} Sat 2026-05-02 15:00; 24 hours, Sun 2026-05-03 not counted → "
                 "Mon 2026-05-04 15:00", id="saturday-to-monday"),
    pytest.param(24, f"{Z} Sat 2026-09-05 15:00; 24 hours, Sun 2026-09-06 not counted, "
                 "Mon 2026-09-07 Labor Day not counted → Tue 2026-09-08 15:00",
                 id="saturday-before-monday-holiday-to-tuesday"),
    pytest.param(24, f"{Z} Sun 2026-05-03 10:00; 24 hours, Sun 2026-05-03 not counted → "
                 "midnight at the end of Mon 2026-05-04",
                 id="start-on-sunday-counts-from-monday-midnight"),
    pytest.param(48, f"{Z} Fri 2026-05-01 09:00; 48 hours, Sun 2026-05-03 not counted → "
                 "Mon 2026-05-04 09:00", id="two-days-over-a-sunday"),
    pytest.param(24, f"{Z} Wed 2026-11-25 12:00; 24 hours, Thu 2026-11-26 Thanksgiving Day not "
                 "counted → Fri 2026-11-27 12:00", id="weekday-holiday"),
    pytest.param(24, f"{Z} Sat 2026-05-02 00:00; 24 hours → midnight at the end of Sat 2026-05-02",
                 id="ends-at-the-midnight-that-closes-saturday"),
    pytest.param(1, f"{Z} Mon 2026-05-04 09:00; 1 hour → Mon 2026-05-04 10:00", id="one-hour"),
    pytest.param(0, f"{Z} Fri 2026-05-01 15:00; 0 hours → Fri 2026-05-01 15:00", id="zero-hours"),
]
# fmt: on


@pytest.mark.parametrize(("hours", "working"), HOURS)
def test_add_hours(hours, working):
    count = CAL.add_hours(T(_start(working, Z)), hours)
    assert count.result == T(_end(working))
    assert count.working(Z) == working


def test_hours_refuse_aware_datetimes():
    with pytest.raises(ValueError, match="naive"):
        CAL.add_hours(datetime(2026, 5, 1, 15, tzinfo=UTC), 24)


# -- years and "the n-th day after" ------------------------------------------------------------


# fmt: off
@pytest.mark.parametrize(("n", "working"), [
    pytest.param(2, f"{Y} Tue 2024-02-27; 2 years → Fri 2026-02-27", id="same-month-and-day"),
    pytest.param(1, f"{Y} Thu 2024-02-29; 1 year → Fri 2025-02-28", id="feb-29-to-feb-28"),
    pytest.param(4, f"{Y} Thu 2024-02-29; 4 years → Tue 2028-02-29", id="feb-29-in-leap-year"),
    pytest.param(2, f"{Y} Fri 2024-03-15; 2 years → Sun 2026-03-15", id="sunday-not-rolled"),
    pytest.param(0, f"{Y} Fri 2024-03-15; 0 years → Fri 2024-03-15", id="zero-years"),
])
# fmt: on
def test_add_years(n, working):
    count = CAL.add_years(D(_start(working, Y)), n)
    assert count.result == D(_end(working))
    assert count.working(Y) == working


# fmt: off
@pytest.mark.parametrize(("n", "working"), [
    pytest.param(2, f"{Y} Tue 2024-02-27; 2 years, ending Fri 2026-02-27 → Sat 2026-02-28",
                 id="the-day-after-the-anniversary"),
    pytest.param(2, f"{Y} Thu 2024-02-29; 2 years, ending Sat 2026-02-28 → Sun 2026-03-01",
                 id="feb-29"),
    pytest.param(3, f"{Y} Thu 2026-12-31; 3 years, ending Mon 2029-12-31 → Tue 2030-01-01",
                 id="into-a-holiday-not-rolled"),
])
# fmt: on
def test_after_years(n, working):
    """ "waived after two (2) years": § 990.001(4)(a) counts the anniversary in, as the last
    day of the years; "after" them is the next day."""
    count = CAL.add_years(D(_start(working, Y)), n, after=True)
    assert count.kind == "after_years" and count.result == D(_end(working))
    assert count.working(Y) == working


# fmt: off
@pytest.mark.parametrize(("n", "words"), [
    pytest.param(3, "the 3rd day after → Mon 2026-09-07", id="third-day-lands-on-holiday-kept"),
    pytest.param(1, "the 1st day after → Sat 2026-09-05", id="first"),
    pytest.param(2, "the 2nd day after → Sun 2026-09-06", id="second-sunday-kept"),
    pytest.param(11, "the 11th day after → Tue 2026-09-15", id="eleventh"),
    pytest.param(12, "the 12th day after → Wed 2026-09-16", id="twelfth"),
    pytest.param(21, "the 21st day after → Fri 2026-09-25", id="twenty-first"),
    pytest.param(0, "the same day → Fri 2026-09-04", id="zero"),
])
# fmt: on
def test_day_after(n, words):
    count = CAL.day_after(D("2026-09-04"), n)
    assert count.result == D(_end(words))
    assert count.rolled_from is None
    assert count.working(M) == f"{M} Fri 2026-09-04; {words}"


def test_a_day_someone_set_rolls_off_a_sunday_and_a_holiday_when_asked():
    """§ 990.001(4)(b): "If the last day within which an act is to be done ... falls on a Sunday
    or legal holiday the act may be done ... on the next secular day." """
    count = CAL.day_after(D("2026-09-06"), 0, roll=True)  # Sun, then Mon Labor Day
    assert count.result == D("2026-09-08") and count.rolled_from == D("2026-09-06")
    assert [s.day for s in count.skipped] == [D("2026-09-06"), D("2026-09-07")]
    assert count.working(M) == (f"{M} Sun 2026-09-06; the same day → Sun 2026-09-06, a Sunday, "
                                f"and Mon 2026-09-07 is Labor Day, {R} → Tue 2026-09-08")
    assert CAL.day_after(D("2026-09-06"), 0).result == D("2026-09-06")  # without roll: kept
    saturday = CAL.day_after(D("2026-09-05"), 0, roll=True)
    assert saturday.result == D("2026-09-05") and saturday.rolled_from is None


# fmt: off
@pytest.mark.parametrize("call", [
    pytest.param(lambda: CAL.add_calendar_days(D("2026-01-05"), -1), id="calendar-days"),
    pytest.param(lambda: CAL.add_business_days(D("2026-01-05"), -1), id="business-days"),
    pytest.param(lambda: CAL.add_hours(T("2026-01-05T09:00"), -1), id="hours"),
    pytest.param(lambda: CAL.add_years(D("2026-01-05"), -1), id="years"),
    pytest.param(lambda: CAL.day_after(D("2026-01-05"), -1), id="day-after"),
])
# fmt: on
def test_negative_amounts_raise(call):
    with pytest.raises(ValueError):
        call()


# -- properties ---------------------------------------------------------------------------------

days = st.dates(min_value=date(2020, 1, 1), max_value=date(2030, 12, 31))


@given(start=days, n=st.integers(min_value=1, max_value=60))
def test_business_day_result_is_a_business_day_after_start(start, n):
    result = CAL.add_business_days(start, n).result
    assert result > start
    assert CAL.is_business_day(result)


@given(start=days, n=st.integers(min_value=0, max_value=400))
def test_rolled_calendar_day_is_never_sunday_or_holiday(start, n):
    count = CAL.add_calendar_days(start, n)
    assert count.result.weekday() != 6
    assert not CAL.is_legal_holiday(count.result)
    assert count.result - start >= timedelta(days=n)


@given(start=st.datetimes(min_value=datetime(2020, 1, 1), max_value=datetime(2030, 12, 31)),
       hours=st.integers(min_value=1, max_value=200))  # fmt: skip
def test_hours_never_end_inside_a_sunday_or_holiday(start, hours):
    result = CAL.add_hours(start, hours).result
    inside = result - timedelta(microseconds=1)  # the last instant that was counted
    assert CAL.is_secular_day(inside.date())
