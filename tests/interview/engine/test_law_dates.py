"""A day before the law text the guide holds is said, not passed over: the older text may
apply, and the guide does not have it (principle 1). Any flow, from its flow.yaml."""
from __future__ import annotations

import datetime as dt

import pytest

from interview.engine.law_dates import NOTICE, days_at, note_earlier_dates
from interview.engine.reads import reading
from interview.engine.wording import wording_for
from interview.toolkit.registry import flows

TODAY = dt.date(2026, 12, 5)


def _notice(slug: str, facts: dict, today: dt.date = TODAY):
    flow = flows()[slug]
    found = [n for n in flow.assess({"schema_version": flow.schema_version, **facts},
                                    today).notices if n.id == NOTICE]
    return found[0] if found else None


@pytest.mark.parametrize("slug, facts, today, earliest, cite", [
    # River Hills § 2.14(6) was repealed and recreated on 14 Nov 2018 (Ord. #530): the notice
    # cites the part the change made, as flow.yaml's history names it
    ("river-hills", {"asker": "owner", "incidents": [{"date": "2017-05-01"}]}, TODAY,
     dt.date(2017, 5, 1), "2.14(6)"),
    ("river-hills", {"asker": "owner", "notice": {"declared_status": "dangerous",
                                                  "declared_on": "2018-11-13"}}, TODAY,
     dt.date(2018, 11, 13), "2.14(6)"),
    # a local moment with no schema format: the removal notice's
    ("river-hills", {"asker": "owner", "dog": {"removal_notice_served_at": "2017-03-04T16:30"}},
     TODAY, dt.date(2017, 3, 4), "2.14(6)"),
    # a day asked about (the API's ?today=, the CLI's --today) before the text
    ("river-hills", {"asker": "owner"}, dt.date(2018, 1, 2), dt.date(2018, 1, 2), "2.14(6)"),
    # § 90.17 as amended on 2 Sep 2021 (Am. Ord. 2021-12)
    ("city-90-17", {"asker": "owner", "animal": {"species": "dog"}, "incidents": [
        {"date": "2021-09-01"}, {"date": "2026-01-10"}]}, TODAY, dt.date(2021, 9, 1), "90.17"),
])
def test_a_day_before_the_text_is_said(slug, facts, today, earliest, cite):
    notice = _notice(slug, facts, today)
    assert notice is not None and notice.cite == (cite,)
    assert notice.params["first_day"] == earliest
    assert notice.params["in_force_from"] == flows()[slug].meta["law_version"]["in_force_from"]


@pytest.mark.parametrize("slug, facts", [
    ("river-hills", {"asker": "owner", "incidents": [{"date": "2018-11-14"}],
                     "notice": {"declared_status": "dangerous", "declared_on": "2026-09-03"}}),
    ("city-90-17", {"asker": "owner", "animal": {"species": "dog"},
                    "incidents": [{"date": "2021-09-02"}]}),
])
def test_days_on_or_after_the_text_raise_nothing(slug, facts):
    assert _notice(slug, facts) is None


def test_it_is_worded_with_both_days_in_every_language():
    flow = flows()["river-hills"]
    notice = _notice("river-hills", {"asker": "owner", "incidents": [{"date": "2017-05-01"}]})
    english = wording_for(flow, "en").text(NOTICE, notice.params)
    assert "14 Nov 2018" in english and "1 May 2017" in english and "old version" in english
    for code in ("es", "ar", "hmn"):
        words = wording_for(flow, code).text(NOTICE, notice.params)
        assert words != english and "2017" in words and "2018" in words, code


def test_only_the_dates_are_read():
    """Relevance learns from what the engine reads: looking at every answer for a date would
    make every question seem to matter to it."""
    flow = flows()["river-hills"]
    facts = {"asker": "owner", "dog": {"police_dog": "no"},
             "incidents": [{"date": "2026-01-01", "victim": "person"}]}
    wrapped, reads = reading(facts)

    class Notices:
        notices: list = []

    note_earlier_dates(Notices(), wrapped, TODAY, flow.meta["law_version"], "2.14",
                       flow.date_paths)
    places = {where for _kind, where in reads}
    assert not any("police_dog" in where or "victim" in where or "asker" in where
                   for where in places), places


def test_a_moment_counts_by_its_day():
    assert days_at({"at": "2017-03-04T16:30"}, ("at",)) == [dt.date(2017, 3, 4)]
    assert days_at({"at": "not a date"}, ("at",)) == []
