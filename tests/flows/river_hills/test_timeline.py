"""The deadlines come in the order they end: a moment at 00:00 ends the day before it."""
import datetime as dt

from interview.toolkit.registry import flows
from tests.flows.river_hills.test_scenarios import F, bite, declared, personal

FLOW = flows()["river-hills"]


def test_a_moment_at_midnight_comes_before_the_next_days_date():
    """24 hours from Tue 15 Sep 00:00 end at midnight at the end of Tue 15 Sep: before
    spaying's Wed 16 Sep. By its ISO string, "2026-09-16T00:00" sorted after "2026-09-16"."""
    facts = F(bite("2026-08-25"), notice=declared("dangerous", "2026-09-02",
                                                  **personal("2026-09-02"),
                                                  removal_notice_served_at="2026-09-15T00:00"))
    deadlines = [d for d in FLOW.assess(facts, dt.date(2026, 9, 15)).deadlines if d.due]
    ids = [d.id for d in deadlines]
    assert deadlines[ids.index("removal_deadline")].due == dt.datetime(2026, 9, 16, 0, 0)
    assert ids.index("removal_deadline") < ids.index("sterilisation"), ids  # 09-02 + 14


def test_a_moment_comes_before_a_date_on_its_own_day():
    facts = F(bite("2026-08-25"), notice=declared("dangerous", "2026-09-02",
                                                  **personal("2026-09-02"),
                                                  removal_notice_served_at="2026-09-15T10:00"))
    deadlines = [d for d in FLOW.assess(facts, dt.date(2026, 9, 15)).deadlines if d.due]
    ids = [d.id for d in deadlines]
    # Wed 09-16 10:00 and spaying's Wed 09-16: the moment first, the whole day after it.
    assert ids.index("removal_deadline") < ids.index("sterilisation"), ids
