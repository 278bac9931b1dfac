"""Questions for a moment (a notice served at 4:30 pm), or a date or an answer that leaves it
out: River Hills' notice to remove the dog (§ 2.14(6)[i]: "within 24 hours of service of
written notice"), asked yes or no first; the notice's dates, which a person may not know; and
the chief's own schedule after a hearing (§ 2.14(6)[c](3)), which may be none."""
import datetime as dt

import pytest

from interview import create_app
from interview.web.forms import parse_time
from tests.interview.web.test_interview_views import current, page, post_answer, walk
from tests.journeys import BITE_AT_LARGE, REMOVAL

NODE = "ask_removal_notice"
GATE = "ask_removal_notice_given"  # yes or no first: most owners have no such notice
DECLARED_ON = "ask_declared_on"  # a date, or "I do not know this date"


@pytest.fixture()
def app():
    return create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})


@pytest.mark.parametrize(("typed", "expected"), [
    ("14:30", dt.time(14, 30)), ("9:05", dt.time(9, 5)), ("9.05", dt.time(9, 5)),
    ("2:30 pm", dt.time(14, 30)), ("2 PM", dt.time(14)), ("2:30 p.m.", dt.time(14, 30)),
    ("12:15 am", dt.time(0, 15)), ("12 pm", dt.time(12)), (" 07:00 ", dt.time(7)),
    ("24:00", None), ("13 pm", None), ("0 am", None), ("7:60", None), ("noon", None),
    ("", None), ("1430", None), ("16:30:00", dt.time(16, 30)),
    # An Arabic keyboard's digits, as the date boxes take them; other scripts' look-alikes not.
    ("\u0661\u0664:\u0663\u0660", dt.time(14, 30)), ("\u06f9:\u06f0\u06f5", dt.time(9, 5)),
    ("\u0662:\u0663\u0660 \u0645", dt.time(14, 30)),
    ("\U0001d7cf\U0001d7d2:30", None), ("9" * 40, None),
    # The Arabic page's example, "2:30 م": ص before noon, م after.
    ("2:30 \u0645", dt.time(14, 30)), ("9:05 \u0635", dt.time(9, 5)), ("12 \u0635", dt.time(0)),
    ("13 \u0645", None),
])
def test_a_typed_time_is_read_as_a_person_means_it(typed, expected):
    assert parse_time(typed) == expected


def test_the_removal_notice_is_yes_or_no_first_then_its_moment(app):
    client = app.test_client()
    walk(client, app, REMOVAL, stop_before=GATE)
    soup, node, _ = current(client)
    assert node == GATE
    assert [r["value"] for r in soup.select("input[name=answer]")] == ["yes", "no"]
    assert post_answer(client, app, GATE, "", "yes").status_code == 302
    soup, node, _ = current(client)
    assert node == NODE
    for field in ("day", "month", "year", "time"):
        assert soup.find("label", attrs={"for": field}) and soup.find(id=field)
    assert soup.find(id="time")["type"] == "time"
    assert "time-hint" in soup.find(id="time")["aria-describedby"]
    assert not soup.find(id="none")  # "there was none" was the yes or no before it


@pytest.mark.parametrize(("fields", "field", "message"), [
    ({"day": "19", "month": "9", "year": "2026"}, "time", "Enter the time"),
    ({"day": "19", "month": "9", "year": "2026", "time": "25:00"}, "time", "Enter the time"),
    ({"day": "19", "month": "9", "year": "2026", "time": "2:30" + " " * 15 + "pm"}, "time",
     "Enter the time, for example"),  # over 20 characters: our words, not WTForms'
    ({"month": "9", "year": "2026", "time": "16:30"}, "day", "Enter the day."),
    ({"day": "31", "month": "9", "year": "2026", "time": "16:30"}, "day", "does not exist"),
    ({}, "day", "Enter the day."),
])
def test_a_moment_needs_every_part(app, fields, field, message):
    client = app.test_client()
    walk(client, app, REMOVAL, stop_before=NODE)
    soup, _, _ = current(client)
    data = {"node": NODE, "index": "", "csrf_token": soup.find(
        "input", {"name": "csrf_token"})["value"], **fields}
    response = client.post("/interview/river-hills/answer", data=data)
    assert response.status_code == 400
    error_page = page(response)
    assert message in error_page.select_one(".field-error").text
    assert error_page.select_one(f".error-summary a[href='#{field}']")
    assert current(client)[1] == NODE  # nothing was kept


@pytest.mark.parametrize(("fields", "field", "message"), [
    ({"day": "3", "month": "9", "year": "2026", "none": "y"}, "none", "Not both"),
    ({}, "day", "Enter a date, or tick the box."),
])
def test_a_notice_date_or_i_do_not_know_but_not_both(app, fields, field, message):
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE, stop_before=DECLARED_ON)
    soup, _, _ = current(client)
    assert "I do not know this date" in soup.find("label", attrs={"for": "none"}).text
    assert "we cannot give those dates" in soup.select_one(".hint").text  # what follows
    data = {"node": DECLARED_ON, "index": "", "csrf_token": soup.find(
        "input", {"name": "csrf_token"})["value"], **fields}
    response = client.post("/interview/river-hills/answer", data=data)
    assert response.status_code == 400
    error_page = page(response)
    assert message in error_page.select_one(".field-error").text
    assert error_page.select_one(f".error-summary a[href='#{field}']")


def test_a_moment_in_the_future_is_refused(app):
    client = app.test_client()
    walk(client, app, REMOVAL, stop_before=NODE)
    tomorrow = app.extensions["flows"]["river-hills"].today() + dt.timedelta(days=1)
    response = post_answer(client, app, NODE, "", f"{tomorrow.isoformat()}T09:00")
    assert response.status_code == 400 and "today or in the past" in response.text


def test_i_do_not_know_keeps_no_fact_and_the_interview_goes_on(app):
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE, stop_before=DECLARED_ON)
    assert post_answer(client, app, DECLARED_ON, "", "none").status_code == 302
    assert current(client)[1] == "ask_service_method"
    with client.session_transaction() as session:
        facts = session["iv"]["facts"]
    assert "declared_on" not in facts["notice"]
    # The result page prunes answers off the path; "I do not know" is on it, so it stays.
    result = walk(client, app, BITE_AT_LARGE)
    assert result.status_code == 200 and "Declared: dangerous" in page(result).find("h1").text
    with client.session_transaction() as session:
        assert session["iv"]["control"].get(f"{DECLARED_ON}.none") is True


def test_the_removal_deadline_is_counted_to_the_minute_without_sunday(app):
    client = app.test_client()
    result = page(walk(client, app, REMOVAL))
    row = next(r for r in result.select("#transcript li, #transcript tr")
               if "When did you get the notice to remove your dog" in r.text)
    assert "Saturday, September 19, 2026" in row.text and "4:30" in row.text
    section = result.find(id="deadlines").find_parent("section")
    removal = " ".join(next(li for li in section.find_all("li")
                            if "Take the dog out of the Village" in li.text).text.split())
    # Served Sat 19 Sep 16:30; 24 hours, Sunday 20 Sep not counted → Mon 21 Sep 16:30.
    assert removal.startswith("Mon 21 Sep 2026, 4:30 PM"), removal
    # The working writes its moments as the heading does.
    assert ("Sat 19 Sep 2026, 4:30 PM; 24 hours, Sun 20 Sep 2026 not counted → "
            "Mon 21 Sep 2026, 4:30 PM") in removal
    assert "§ 2.14(6)[i]" in removal
    # And it comes first under "What to do now", before the hearing.
    steps = result.find(id="now").find_parent("section").select("li.step-key")
    assert "take the dog out of the Village ended" in steps[0].text
    assert "Mon 21 Sep 2026" in steps[0].strong.text


def test_change_shows_the_moment_again_and_no_notice_takes_it_away(app):
    client = app.test_client()
    walk(client, app, REMOVAL)
    soup = page(client.get(f"/interview/river-hills/change/{NODE}/-1", follow_redirects=True))
    assert soup.find(id="time")["value"] == "16:30" and soup.find(id="day")["value"] == "19"
    client.get(f"/interview/river-hills/change/{GATE}/-1")
    assert post_answer(client, app, GATE, "", "no").status_code == 302
    walk(client, app, REMOVAL)  # the result page drops what is no longer on the path
    with client.session_transaction() as session:
        assert "removal_notice_served_at" not in session["iv"]["facts"]["notice"]


def test_a_none_answer_off_the_path_is_forgotten():
    """"None" is an interview answer kept beside the facts: it goes when its question does."""
    from interview.engine.answers import State, apply
    from interview.toolkit.registry import flows
    flow = flows()["river-hills"]
    node = flow.questions.nodes[DECLARED_ON]
    notice = flow.questions.nodes["ask_declared_status"]
    state = State({"schema_version": flow.schema_version, "asker": "owner"})
    apply(notice, state, None, "dangerous")
    apply(node, state, None, "none")
    assert flow.router.is_answered(node, state, None)
    assert "declared_on" not in state.facts["notice"]
    apply(notice, state, None, "none")  # no notice after all: the question is off the path
    flow.router.prune(state, flow.router.walk(state))
    assert state.control == {"ask_declared_status.none": True}


# A date someone set for later, or none: the chief's schedule after the hearing (§ 2.14(6)[c](3):
# "in accordance with a time schedule established by the Chief of Police, but in no case more
# than 30 days after the date of the determination").
CHIEF = "ask_chief_schedule"


def _at_the_chief_schedule(app):
    from tests.journeys import APPEAL
    client = app.test_client()
    walk(client, app, APPEAL, stop_before=CHIEF)
    assert current(client)[1] == CHIEF
    return client


def test_the_chiefs_date_may_be_in_the_future_but_not_before_the_decision(app):
    client = _at_the_chief_schedule(app)
    soup, _, _ = current(client)
    assert soup.find(id="none") and not soup.find(id="time") and not soup.find(id="approximate")
    early = post_answer(client, app, CHIEF, "", "2026-09-10")  # the decision: Wed 16 Sep
    assert early.status_code == 400 and "is before the decision was made" in early.text
    ahead = (dt.date.today() + dt.timedelta(days=30)).isoformat()
    assert post_answer(client, app, CHIEF, "", ahead).status_code == 302
    assert current(client)[1] == "ask_appeal_filed"


def test_a_date_the_chief_set_within_30_days_is_the_last_day(app):
    from tests.journeys import APPEAL
    client = app.test_client()
    result = page(walk(client, app, {**APPEAL, CHIEF: "2026-10-02"}))
    section = result.find(id="deadlines").find_parent("section")
    last = " ".join(next(li for li in section.find_all("li") if "Latest day to follow all the "
                         "rules after the hearing" in li.text).text.split())
    assert last.startswith("Fri 2 Oct 2026"), last  # not Fri 16 Oct, 30 days after the decision
    assert "the Chief of Police set" in last


def test_none_leaves_the_30_day_limit_and_says_so_in_the_transcript(app):
    from tests.journeys import APPEAL
    client = app.test_client()
    result = page(walk(client, app, APPEAL))
    row = next(r for r in result.select("#transcript li, #transcript tr")
               if "What date did the chief set" in r.text)
    assert "The chief did not set a date" in row.text
    section = result.find(id="deadlines").find_parent("section")
    last = " ".join(next(li for li in section.find_all("li") if "Latest day to follow all the "
                         "rules after the hearing" in li.text).text.split())
    assert last.startswith("Fri 16 Oct 2026"), last  # Wed 16 Sep + 30 days


def test_the_flow_check_refuses_none_where_no_form_can_offer_it():
    from types import SimpleNamespace

    from interview.toolkit.flowcheck import check_graph
    from interview.toolkit.questions_file import parse_questions
    questions = parse_questions({"start": "ask_a", "nodes": {
        "ask_a": {"type": "date", "text": "When?", "fact": "a", "approximate": "a_about",
                  "none": "None", "next": [{"to": "ask_b"}]},
        "ask_b": {"type": "yes_no", "text": "Was it?", "fact": "b", "none": "None", "future": True,
                  "next": [{"to": "result_none"}]},
        "result_none": {"type": "result", "status": "none"}}})
    flow = SimpleNamespace(questions=questions, module=SimpleNamespace(PREDICATES={}),
                           statuses=("none",))
    assert check_graph(flow) == ["ask_a: a date offers none or approximate, not both",
                                 "ask_b: future is for date and datetime questions",
                                 "ask_b: none is for date, datetime and choice questions"]


def test_a_date_can_replace_i_do_not_know_again(app):
    client = app.test_client()
    walk(client, app, {**BITE_AT_LARGE, DECLARED_ON: "none"})
    client.get(f"/interview/river-hills/change/{DECLARED_ON}/-1")
    assert post_answer(client, app, DECLARED_ON, "", "2026-09-03").status_code == 302
    with client.session_transaction() as session:
        assert session["iv"]["facts"]["notice"]["declared_on"] == "2026-09-03"
        assert f"{DECLARED_ON}.none" not in session["iv"]["control"]  # else it would hide it


def test_no_none_box_unless_the_question_offers_it(app):
    """A posted none=y where the question has no "none:" is ignored, not stored as a fact."""
    from werkzeug.datastructures import MultiDict

    from interview.toolkit.questions_file import parse_questions
    from interview.web.forms import build_forms
    nodes = parse_questions({"start": "ask_at", "nodes": {
        "ask_at": {"type": "datetime", "text": "When?", "fact": "at",
                   "next": [{"to": "result_none"}]},
        "result_none": {"type": "result", "status": "none"}}}).nodes
    form_class = build_forms(nodes)["ask_at"]
    assert form_class.none is None
    with app.test_request_context("/"):
        form = form_class(formdata=MultiDict({"none": "y"}), meta={"csrf": False})
        assert not form.validate() and form.day.errors == ["Enter the day."]
        form = form_class(formdata=MultiDict({"none": "y", "day": "1", "month": "2",
                                              "year": "2026", "time": "9:15"}),
                          meta={"csrf": False})
        form.today = dt.date(2026, 11, 30)  # as the view sets it: the place's today
        assert form.validate() and form.value() == "2026-02-01T09:15"
