"""Bad River Hills facts are refused with a problem that names the field (a JSON Pointer).

Each bad document differs from a good one in one way only, so the problem found must be that
one. The boundary partners (same day, Feb 29 of a leap year) must be accepted."""
from __future__ import annotations

import datetime as dt

import pytest

from interview.engine.facts import validate
from interview.toolkit.registry import flows

FLOW = flows()["river-hills"]
TODAY = dt.date(2026, 6, 1)  # Mon


def facts(**kw) -> dict:
    return {"schema_version": "1.0", **kw}


def dangerous(declared_on: str, **kw: str) -> dict:
    return {"declared_status": "dangerous", "declared_on": declared_on, **kw}


def problems(doc) -> list[tuple[str, str]]:
    return [(p.pointer, p.detail) for p in validate(FLOW, doc, TODAY)]


BAD = [
    # --- wrong type --------------------------------------------------------------------------
    pytest.param(facts(dog={"prior_impoundments": "three"}),
                 "/dog/prior_impoundments", "integer", id="type-string-for-integer"),
    pytest.param(facts(incidents=[{"date": "2026-05-01", "date_approximate": "yes"}]),
                 "/incidents/0/date_approximate", "boolean", id="type-string-for-boolean"),
    pytest.param(facts(incidents={"date": "2026-05-01"}),
                 "/incidents", "array", id="type-object-for-array"),
    pytest.param(facts(dog={"prior_impoundments": -1}),
                 "/dog/prior_impoundments", "", id="negative-impoundments"),
    pytest.param(facts(incidents=[{"date": "2026-05-01", "bite_injury": "maybe"}]),
                 "/incidents/0/bite_injury", "yes, no, not_sure", id="tristate-not-in-enum"),
    # --- dates that do not exist ---------------------------------------------------------------
    pytest.param(facts(incidents=[{"date": "2026-02-30"}]),
                 "/incidents/0/date", "real date", id="feb-30-incident"),
    pytest.param(facts(incidents=[{"date": "2026-02-29"}]),  # 2026 is not a leap year
                 "/incidents/0/date", "real date", id="feb-29-common-year"),
    pytest.param(facts(incidents=[{"date": "2026-01-30"}], notice=dangerous("2026-02-30")),
                 "/notice/declared_on", "real date", id="feb-30-declared-on"),
    pytest.param(facts(incidents=[{"date": "2026-13-01"}]),
                 "/incidents/0/date", "real date", id="month-13"),
    pytest.param(facts(incidents=[{"date": "1 May 2026"}]),
                 "/incidents/0/date", "YYYY-MM-DD", id="date-wrong-format"),
    pytest.param(facts(incidents=[{"date": "2026-05-01"}],
                       notice=dangerous("2026-05-02",
                                        removal_notice_served_at="2026-02-30T10:00")),
                 "/notice/removal_notice_served_at", "date and time",
                 id="removal-notice-impossible-datetime"),
    pytest.param(facts(dog={"declared_elsewhere": "dangerous",
                            "removal_notice_served_at": "2026-02-30T10:00"}),
                 "/dog/removal_notice_served_at", "date and time",
                 id="removal-notice-elsewhere-impossible-datetime"),
    pytest.param(facts(dog={"declared_elsewhere": "dangerous",
                            "removal_notice_served_at": "2027-01-04T10:00"}),
                 "/dog/removal_notice_served_at", "after today",
                 id="removal-notice-elsewhere-after-today"),
    pytest.param(facts(dog={"declared_elsewhere": "dangerous", "moved_in_on": "2026-05-20",
                            "removal_notice_served_at": "2026-05-10T10:00"}),
                 "/dog/removal_notice_served_at", "before the dog moved",
                 id="removal-notice-elsewhere-before-moving-in"),
    pytest.param(facts(dog={"declared_elsewhere": "dangerous",
                            "removal_notice_served_at": "2026-05-10T10:00"},
                       incidents=[{"date": "2026-04-01"}], notice=dangerous("2026-05-01")),
                 "/dog/removal_notice_served_at", "goes in the notice",
                 id="removal-notice-in-two-places"),
    # --- unknown keys --------------------------------------------------------------------------
    pytest.param(facts(colour="brown"), "/colour", "not a known field", id="unknown-top-level"),
    pytest.param(facts(incidents=[{"date": "2026-05-01", "colour": "brown"}]),
                 "/incidents/0/colour", "not a known field", id="unknown-in-incident"),
    pytest.param(facts(incidents=[{"date": "2026-04-01"}, {"date": "2026-05-01", "bit": "yes"}]),
                 "/incidents/1/bit", "not a known field", id="unknown-in-second-incident"),
    pytest.param(facts(dog={"name": "Rex"}), "/dog/name", "not a known field",
                 id="unknown-in-dog"),
    # --- required ------------------------------------------------------------------------------
    pytest.param({"incidents": [{"date": "2026-05-01"}]}, "/schema_version", "required",
                 id="missing-schema-version"),
    pytest.param({"schema_version": "2.0"}, "/schema_version", "1.0",
                 id="wrong-schema-version"),
    pytest.param(facts(incidents=[{"bite_injury": "yes"}]), "/incidents/0/date", "required",
                 id="incident-without-date"),
    pytest.param(facts(notice={"declared_on": "2026-05-01"}), "/notice/declared_status",
                 "required", id="notice-without-status"),
    # --- dates in an impossible order ------------------------------------------------------------
    pytest.param(facts(incidents=[{"date": "2026-04-01"}],
                       notice=dangerous("2026-05-01", decision="affirmed",
                                        decision_on="2026-04-30")),
                 "/notice/decision_on", "before the declaration", id="decision-before-declared"),
    pytest.param(facts(incidents=[{"date": "2026-05-10"}, {"date": "2026-05-20"}],
                       notice=dangerous("2026-05-01")),
                 "/notice/declared_on", "before every incident",
                 id="declared-before-every-incident"),
    pytest.param(facts(incidents=[{"date": "2026-06-02"}]),  # Tue, the day after TODAY
                 "/incidents/0/date", "after today", id="incident-after-today"),
    pytest.param(facts(incidents=[{"date": "2026-04-01"}],
                       notice=dangerous("2026-05-01", service_method="personal",
                                        served_on="2026-04-30")),
                 "/notice/served_on", "before the declaration", id="served-before-declared"),
    pytest.param(facts(incidents=[{"date": "2026-04-01"}],
                       notice=dangerous("2026-05-01", decision="affirmed",
                                        decision_on="2026-05-15",
                                        decision_received_on="2026-05-14")),
                 "/notice/decision_received_on", "before the decision",
                 id="decision-received-before-decided"),
    # (6)[c](3): the chief sets the schedule with the decision; a later day is fine (a
    # deadline), an earlier one is a typing slip.
    pytest.param(facts(incidents=[{"date": "2026-04-01"}],
                       notice=dangerous("2026-05-01", decision="affirmed",
                                        decision_on="2026-05-15",
                                        chief_schedule_date="2026-05-10")),
                 "/notice/chief_schedule_date", "before the decision",
                 id="chief-schedule-before-decided"),
    pytest.param(facts(incidents=[{"date": "2026-04-01"}],
                       notice=dangerous("2026-05-01",
                                        removal_notice_served_at="2026-04-30T10:00")),
                 "/notice/removal_notice_served_at", "before the declaration",
                 id="removal-notice-before-declared"),
    pytest.param(facts(dog={"declared_elsewhere": "vicious", "moved_in_on": "2026-04-01"},
                       incidents=[{"date": "2026-05-01"}],
                       notice={"declared_status": "potentially_dangerous",
                               "declared_on": "2026-05-10",
                               "removal_notice_served_at": "2026-03-20T10:00"}),
                 "/notice/removal_notice_served_at", "before the dog moved",
                 id="village-removal-notice-before-a-dog-declared-elsewhere-moved-in"),
    pytest.param(facts(incidents=[{"date": "2026-04-01"}],
                       notice=dangerous("2026-05-01", decision="modified")),
                 "/notice/decision_status", "modified", id="modified-without-new-status"),
    # --- a time of day (1.4) is a 24-hour clock's hours and minutes -----------------------------
    pytest.param(facts(incidents=[{"date": "2026-05-01", "time": "24:00"}]),
                 "/incidents/0/time", "", id="time-hour-24"),
    pytest.param(facts(incidents=[{"date": "2026-05-01", "time": "5:30 pm"}]),
                 "/incidents/0/time", "", id="time-twelve-hour-words"),
    pytest.param(facts(asker="guardian"), "/asker", "", id="asker-not-in-enum"),
]


@pytest.mark.parametrize(("doc", "pointer", "words"), BAD)
def test_bad_facts_name_the_field(doc, pointer, words):
    found = problems(doc)
    assert found, "expected a problem"
    pointers = [p for p, _ in found]
    assert pointer in pointers, found
    detail = dict(found)[pointer]
    assert words.lower() in detail.lower(), found


@pytest.mark.parametrize("doc", [[1, 2], "facts", None], ids=["list", "string", "null"])
def test_not_an_object(doc):
    assert problems(doc) == [("", "must be a JSON object")]


GOOD = [
    pytest.param(facts(), id="only-schema-version"),
    pytest.param(facts(incidents=[{"date": "2026-06-01"}]), id="incident-today"),
    pytest.param(facts(incidents=[{"date": "2024-02-29"}]), id="feb-29-leap-year"),
    pytest.param(facts(incidents=[{"date": "2026-05-01"}],
                       notice=dangerous("2026-05-01", decision="affirmed",
                                        decision_on="2026-05-01")),
                 id="incident-declared-decided-same-day"),
    pytest.param(facts(incidents=[{"date": "2026-04-01"}, {"date": "2026-05-20"}],
                       notice=dangerous("2026-05-01")),
                 id="declared-after-one-of-the-incidents"),
    pytest.param(facts(incidents=[{"date": "2026-05-01"}],
                       notice=dangerous("2026-05-02",
                                        removal_notice_served_at="2026-05-30T15:00")),
                 id="removal-notice-datetime"),
    pytest.param(facts(dog={"declared_elsewhere": "vicious", "moved_in_on": "2026-04-01",
                            "removal_notice_served_at": "2026-05-30T15:00"}),
                 id="removal-notice-for-a-dog-declared-elsewhere"),
    # (6)[i] already reached the dog through (6)[h]; the Village's later declaration of a
    # lesser status does not make the earlier notice to remove it come too soon.
    pytest.param(facts(dog={"declared_elsewhere": "vicious", "moved_in_on": "2026-04-01"},
                       incidents=[{"date": "2026-05-01"}],
                       notice={"declared_status": "potentially_dangerous",
                               "declared_on": "2026-05-10",
                               "removal_notice_served_at": "2026-05-05T10:00"}),
                 id="village-removal-notice-before-a-later-village-declaration"),
    pytest.param(facts(incidents=[{"date": "2026-04-01"}],
                       notice=dangerous("2026-05-01", decision="affirmed",
                                        decision_on="2026-05-15",
                                        chief_schedule_date="2026-06-10")),
                 id="chief-schedule-after-today"),
    # 1.4: a parent or guardian of a child the dog harmed; the time of day an incident began.
    pytest.param(facts(asker="parent", incidents=[{"date": "2026-05-01", "time": "17:30"}]),
                 id="parent-asks-incident-with-time"),
    pytest.param(facts(incidents=[{"date": "2026-05-01", "time": "00:00"}]),
                 id="time-midnight"),
]


@pytest.mark.parametrize("doc", GOOD)
def test_good_facts_pass(doc):
    assert problems(doc) == []


@pytest.mark.parametrize(("now", "today", "served", "late"), [
    # 10:00 in the Village: 11:00 has not happened yet.
    ("2026-06-01T10:00", "2026-06-01", "2026-06-01T11:00", True),
    ("2026-06-01T10:00", "2026-06-01", "2026-06-01T09:30", False),
    ("2026-06-01T10:00", "2026-06-01", "2026-05-31T23:00", False),
    # 20:00 in the Village, already 2 June in UTC: the Village's today is still 1 June, and
    # 23:00 is still to come (tomorrow 09:00 is refused as "after today").
    ("2026-06-01T20:00", "2026-06-01", "2026-06-01T23:00", True),
    ("2026-06-01T20:00", "2026-06-01", "2026-06-01T19:00", False),
    # The night clocks go back: at 01:30 CST, 01:45 is read as 01:45 CDT, 45 minutes ago.
    ("2026-11-01T01:30+fold", "2026-11-01", "2026-11-01T01:45", False),
    # An API call "as of" another day is not about now.
    ("2026-06-01T10:00", "2026-06-05", "2026-06-03T11:00", False),
    # The night clocks go forward, 3:10 CDT: 2:30 never showed on a clock, but a notice may
    # say it; read as 2:30 CST (3:30 CDT) it would be later than now, read as CDT it is not.
    ("2026-03-08T03:10", "2026-03-08", "2026-03-08T02:30", False),
    ("2026-03-08T03:10", "2026-03-08", "2026-03-08T03:20", True),
])
def test_a_removal_notice_cannot_be_served_later_than_now(monkeypatch, now, today, served, late):
    from zoneinfo import ZoneInfo

    from interview.engine import clock
    moment = dt.datetime.fromisoformat(now.removesuffix("+fold")).replace(
        tzinfo=ZoneInfo("America/Chicago"), fold=int(now.endswith("+fold")))
    monkeypatch.setattr(clock, "utc_now", lambda: moment.astimezone(dt.UTC))
    doc = facts(incidents=[{"date": "2026-04-01"}],
                notice=dangerous("2026-05-01", removal_notice_served_at=served))
    found = [p for p in validate(FLOW, doc, dt.date.fromisoformat(today))
             if "later than the time now" in p.detail]
    assert bool(found) == late


def test_the_checks_read_moments_in_the_zone_the_flow_counts_today_in():
    from flows.river_hills import checks
    assert FLOW.time_zone == checks.LOCAL_TIME


def test_local_times_are_not_declared_rfc_3339_date_times():
    """RFC 3339's date-time needs an offset; the facts' times are the Village's local time with
    none. A validator that checks formats would refuse every valid "2026-09-21T16:30"."""
    import json

    from interview.toolkit.registry import flows

    def formats(node):
        if isinstance(node, dict):
            yield node.get("format")
            for value in node.values():
                yield from formats(value)
        elif isinstance(node, list):
            for value in node:
                yield from formats(value)

    for flow in flows().values():
        schema = json.loads((flow.path / "facts.schema.json").read_text(encoding="utf-8"))
        assert "date-time" not in set(formats(schema)), flow.slug


def test_schema_file_matches_its_generator():
    # The JSON was edited by hand once and the generator fell behind: rerunning it would have
    # dropped fields from the public schema.
    import importlib.util
    import json
    from pathlib import Path
    path = Path(__file__).resolve().parents[3] / "tools" / "make_river_hills_schema.py"
    spec = importlib.util.spec_from_file_location("make_river_hills_schema", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # defines the schema; writes only when run as a script
    on_disk = json.loads(module.OUT.read_text(encoding="utf-8"))
    assert on_disk == module.schema, "run: .venv/bin/python tools/make_river_hills_schema.py"
