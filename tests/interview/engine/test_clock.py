"""Today is the place's today: a server that keeps UTC is on tomorrow from 6 pm in Wisconsin
(7 pm in summer), and must not call the Village's last day passed while it still has hours."""
import datetime as dt
import json
from zoneinfo import ZoneInfo

import pytest

from interview import create_app
from interview.engine import clock
from interview.toolkit.registry import flows
from tests.interview.web.test_interview_views import current, page, post_answer, walk
from tests.journeys import BITE_AT_LARGE, TORMENTED

CHICAGO = ZoneInfo("America/Chicago")
# Mon 14 Sep 2026, 8 pm in the Village: already Tue 15 Sep in UTC. The sample notice was
# served Fri 4 Sep; its 5 business days (Labor Day skipped) end Mon 14 Sep.
VILLAGE_EVENING = dt.datetime(2026, 9, 14, 20, 0, tzinfo=CHICAGO)


@pytest.fixture()
def evening(monkeypatch):
    monkeypatch.setattr(clock, "utc_now", lambda: VILLAGE_EVENING.astimezone(dt.UTC))
    return VILLAGE_EVENING


@pytest.mark.parametrize(("utc", "zone", "expected"), [
    ("2026-12-01T02:00", "America/Chicago", "2026-11-30"),  # 8 pm CST
    ("2026-12-01T06:00", "America/Chicago", "2026-12-01"),  # midnight CST
    ("2026-07-01T04:59", "America/Chicago", "2026-06-30"),  # 11:59 pm CDT
    ("2026-07-01T05:00", "America/Chicago", "2026-07-01"),
    ("2026-12-01T02:00", "Pacific/Auckland", "2026-12-01"),
])
def test_today_is_the_date_on_the_places_clocks(monkeypatch, utc, zone, expected):
    moment = dt.datetime.fromisoformat(utc).replace(tzinfo=dt.UTC)
    monkeypatch.setattr(clock, "utc_now", lambda: moment)
    assert clock.today_in(ZoneInfo(zone)).isoformat() == expected


def test_a_flow_counts_in_its_zone_and_one_that_names_none_in_the_servers(evening):
    registry = flows()
    assert registry["river-hills"].time_zone == CHICAGO
    assert registry["river-hills"].today() == dt.date(2026, 9, 14)
    assert registry["city-90-17"].time_zone is None  # the text names no city
    assert registry["city-90-17"].today() == evening.astimezone().date()


def test_the_deployment_names_the_citys_zone_and_a_wrong_name_stops_start_up(caplog):
    app = create_app({"TESTING": True, "PLACES": {"city-90-17": {"time_zone": "America/Denver"}}})
    assert app.extensions["time_zones"]["city-90-17"] == ZoneInfo("America/Denver")
    assert app.extensions["time_zones"]["river-hills"] == CHICAGO
    assert "city-90-17: no time zone" not in caplog.text
    with pytest.raises(ValueError, match=r"PLACES\.city-90-17\.time_zone: 'Denver' is not"):
        create_app({"TESTING": True, "PLACES": {"city-90-17": {"time_zone": "Denver"}}})


def test_a_flow_that_names_its_zone_keeps_it():
    # River Hills' facts hold moments on the Village's clocks: another zone for "today" would
    # make "later than the time now" and the deadlines disagree with them.
    with pytest.raises(ValueError, match=r"PLACES\.river-hills\.time_zone: 'America/New_York'"):
        create_app({"TESTING": True,
                    "PLACES": {"river-hills": {"time_zone": "America/New_York"}}})
    same = create_app({"TESTING": True,
                       "PLACES": {"river-hills": {"time_zone": "America/Chicago"}}})
    assert same.extensions["time_zones"]["river-hills"] == CHICAGO


def test_start_up_says_when_a_flow_has_no_zone(caplog):
    create_app({"TESTING": True})
    assert "city-90-17: no time zone" in caplog.text


def test_the_api_counts_from_the_villages_today_in_its_evening(evening):
    client = create_app({"TESTING": True}).test_client()
    with open("docs/sample-facts/river-hills-dangerous.json", encoding="utf-8") as facts:
        response = client.post("/api/v1/assess/river-hills", json=json.load(facts))
    assert response.status_code == 200, response.json
    doc = response.json
    assert doc["today"] == "2026-09-14"
    deadline = next(d for d in doc["deadlines"] if d["id"] == "hearing_request_deadline")
    assert deadline["due"] == "2026-09-14"
    assert (deadline["passed"], deadline["days_left"]) == (False, 0)


def test_the_result_page_does_not_call_the_last_day_passed_in_the_villages_evening(evening):
    app = create_app({"TESTING": True, "SECRET_KEY": "test"})
    client = app.test_client()
    result = page(walk(client, app, BITE_AT_LARGE))
    item = next(li for li in result.select("li.timeline-item")
                if "Last day to ask the police chief for a hearing" in li.text)
    assert "is-passed" not in item["class"]
    assert "This date has passed" not in item.text
    assert item.select_one(".days-left, .tag") is not None


def _incident_date_on_a_village_evening(monkeypatch, **fields):
    """Answer TORMENTED's incident date at 9 pm on Mon 3 Mar 2031 in the Village, already the
    4th in UTC: far from the real date, so only the moved clock decides. (client, response)"""
    evening = dt.datetime(2031, 3, 3, 21, 0, tzinfo=CHICAGO)
    monkeypatch.setattr(clock, "utc_now", lambda: evening.astimezone(dt.UTC))
    app = create_app({"TESTING": True, "SECRET_KEY": "test"})
    client = app.test_client()
    walk(client, app, TORMENTED, stop_before="ask_incident_date")
    soup, node, index = current(client)
    data = {"node": node, "index": index, **fields,
            "csrf_token": soup.find("input", {"name": "csrf_token"})["value"]}
    return client, client.post("/interview/river-hills/answer", data=data)


def test_today_in_the_village_is_a_date_a_person_may_give_and_tomorrow_is_not(monkeypatch):
    client, tomorrow = _incident_date_on_a_village_evening(monkeypatch, day="4", month="3",
                                                           year="2031")
    assert tomorrow.status_code == 400 and "today or in the past" in tomorrow.text
    _, node, index = current(client)
    app = client.application
    assert post_answer(client, app, node, index, "2031-03-03").status_code == 302
    assert current(client)[1] == "ask_victim"


@pytest.mark.parametrize(("village_now", "passed", "step"), [
    # The notice was served Sat 19 Sep, 4:30 pm; the 24 hours end Mon 21 Sep, 4:30 pm.
    (dt.datetime(2026, 9, 21, 16, 0), False, "Take the dog out of the Village by"),
    (dt.datetime(2026, 9, 21, 16, 30), True, "The time to take the dog out of the Village ended"),
    (dt.datetime(2026, 9, 21, 20, 0), True, "The time to take the dog out of the Village ended"),
])
def test_the_24_hours_have_passed_from_their_minute_not_from_the_next_day(
        monkeypatch, village_now, passed, step):
    from tests.journeys import REMOVAL
    moment = village_now.replace(tzinfo=CHICAGO)
    monkeypatch.setattr(clock, "utc_now", lambda: moment.astimezone(dt.UTC))
    app = create_app({"TESTING": True, "SECRET_KEY": "test"})
    client = app.test_client()
    result = page(walk(client, app, REMOVAL))
    item = next(li for li in result.select("li.timeline-item")
                if "Take the dog out of the Village" in li.text)
    assert ("is-passed" in item["class"]) == passed
    assert ("This time has passed" in item.text) == passed  # a moment, not a whole day
    assert "This date has passed" not in item.text
    assert ("This is today" in item.text) == (not passed)
    assert step in " ".join(result.text.split())


def test_the_api_and_cli_tell_the_minute_when_today_is_now(monkeypatch, capsys, tmp_path):
    from interview.cli import main
    from tests.conftest import SAMPLE
    moment = dt.datetime(2026, 9, 21, 17, 0, tzinfo=CHICAGO)
    monkeypatch.setattr(clock, "utc_now", lambda: moment.astimezone(dt.UTC))
    with open(SAMPLE / "river-hills-dangerous.json", encoding="utf-8") as file:
        facts = json.load(file)
    facts["notice"]["removal_notice_served_at"] = "2026-09-19T16:30"
    client = create_app({"TESTING": True}).test_client()

    def removal(doc):
        return next(d for d in doc["deadlines"] if d["id"] == "removal_deadline")

    now = client.post("/api/v1/assess/river-hills", json=facts).json
    assert (removal(now)["due"], removal(now)["passed"]) == ("2026-09-21T16:30", True)
    # Naming today is asking about now, as the facts check reads it too.
    named = client.post("/api/v1/assess/river-hills?today=2026-09-21", json=facts).json
    assert removal(named)["passed"] is True and removal(named)["days_left"] == 0
    # "As of" the day before, the moment is still a day away.
    before = client.post("/api/v1/assess/river-hills?today=2026-09-20", json=facts).json
    assert removal(before)["passed"] is False and removal(before)["days_left"] == 1
    path = tmp_path / "removal.json"
    path.write_text(json.dumps(facts), encoding="utf-8")
    assert main(["assess", "river-hills", "--facts", str(path)]) == 0
    assert removal(json.loads(capsys.readouterr().out))["passed"] is True
    assert main(["assess", "river-hills", "--facts", str(path), "--today", "2026-09-20"]) == 0
    assert removal(json.loads(capsys.readouterr().out))["passed"] is False


def test_as_of_another_day_a_moment_is_judged_by_its_day():
    from interview.engine.wording import _passed
    due = dt.datetime(2026, 9, 21, 16, 30)
    now = dt.datetime(2026, 9, 25, 9, 0)  # the place's time now
    assert _passed(due, dt.date(2026, 9, 21), now) is False  # as of the 21st: the day not over
    assert _passed(due, dt.date(2026, 9, 22), now) is True
    assert _passed(due, dt.date(2026, 9, 21), dt.datetime(2026, 9, 21, 16, 30)) is True
    assert _passed(due, dt.date(2026, 9, 21), dt.datetime(2026, 9, 21, 16, 29)) is False
    assert _passed(due, dt.date(2026, 9, 21), None) is False


def _removal_posted_on_a_sunday(query: str = "") -> dict:
    from tests.conftest import SAMPLE
    with open(SAMPLE / "river-hills-dangerous.json", encoding="utf-8") as file:
        facts = json.load(file)
    facts["notice"]["removal_notice_served_at"] = "2026-09-13T14:00"
    client = create_app({"TESTING": True}).test_client()
    doc = client.post(f"/api/v1/assess/river-hills{query}", json=facts).json
    removal = next(d for d in doc["deadlines"] if d["id"] == "removal_deadline")
    assert removal["due"] == "2026-09-15T00:00"
    return removal


@pytest.mark.parametrize(("today", "passed", "days_left"), [
    ("2026-09-13", False, 1),  # served Sunday: the 24 hours run through Monday
    ("2026-09-14", False, 0),  # Monday is the last day: "This is today", not "1 day left"
    ("2026-09-15", True, -1),  # at 00:00 on Tuesday the time is up; it was "This is today"
])
def test_a_moment_at_midnight_ends_the_day_before(today, passed, days_left):
    """24 hours from a notice posted on a Sunday (not counted, § 990.001(4)(a)) end at midnight
    at the end of Monday: the API said "2026-09-15T00:00" was still ahead all of Tuesday."""
    removal = _removal_posted_on_a_sunday(f"?today={today}")
    assert (removal["passed"], removal["days_left"]) == (passed, days_left)


@pytest.mark.parametrize(("village_now", "passed", "days_left"), [
    (dt.datetime(2026, 9, 14, 23, 59), False, 0),
    (dt.datetime(2026, 9, 15, 0, 0), True, -1),
    (dt.datetime(2026, 9, 15, 0, 1), True, -1),
])
def test_a_moment_at_midnight_passes_at_midnight_by_the_villages_clock(
        monkeypatch, village_now, passed, days_left):
    moment = village_now.replace(tzinfo=CHICAGO)
    monkeypatch.setattr(clock, "utc_now", lambda: moment.astimezone(dt.UTC))
    removal = _removal_posted_on_a_sunday()
    assert (removal["passed"], removal["days_left"]) == (passed, days_left)


@pytest.mark.parametrize(("month", "day", "expected"), [
    ("3", "", "2031-03-03"),  # about this month, before the 15th: no later than today
    ("2", "", "2031-02-15"),  # about last month: its middle
    ("3", "3", "2031-03-03"),
])
def test_about_this_month_is_an_answer_before_the_15th(monkeypatch, month, day, expected):
    client, response = _incident_date_on_a_village_evening(
        monkeypatch, month=month, year="2031", day=day,
        **({"approximate": "y"} if not day else {}))
    assert response.status_code == 302
    with client.session_transaction() as session:
        assert session["iv"]["facts"]["incidents"][0]["date"] == expected


def test_about_a_month_still_to_come_is_refused(monkeypatch):
    _, response = _incident_date_on_a_village_evening(monkeypatch, month="4", year="2031",
                                                      approximate="y")
    assert response.status_code == 400 and "today or in the past" in response.text


def test_a_date_form_never_falls_back_to_the_servers_date(app):
    from werkzeug.datastructures import MultiDict

    from interview.web.forms import DateAnswerForm
    with app.test_request_context():
        form = DateAnswerForm(formdata=MultiDict({"day": "1", "month": "1", "year": "2020"}),
                              meta={"csrf": False})
        with pytest.raises(RuntimeError, match="today"):
            form.validate()


def test_the_api_names_each_places_zone_for_the_times_it_writes():
    app = create_app({"TESTING": True,
                      "PLACES": {"city-90-17": {"time_zone": "America/Denver"}}})
    flows_ = {f["slug"]: f for f in app.test_client().get("/api/v1/flows").get_json()}
    assert flows_["river-hills"]["time_zone"] == "America/Chicago"
    assert flows_["city-90-17"]["time_zone"] == "America/Denver"
    bare = create_app({"TESTING": True}).test_client().get("/api/v1/flows").get_json()
    assert {f["slug"]: f["time_zone"] for f in bare}["city-90-17"] is None
