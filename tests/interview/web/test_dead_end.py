"""A routing dead end shows a page with Start over, never a 500 on every page for as long as the
cookie lives (issue 29, item 6); and answers that once led to one no longer do."""
import logging

from bs4 import BeautifulSoup

from interview import create_app
from tests.interview.toolkit.test_loops import not_sure_incidents

URL = "/interview/river-hills/"


def _app(**config):
    return create_app({"TESTING": True, "SECRET_KEY": "test", **config})


def _with_answers(client, state) -> None:
    with client.session_transaction() as session:
        session["iv"] = {"flow": "river-hills", **state.to_session()}


def test_many_not_sure_incidents_still_get_a_page():
    """35 incidents of "not sure" took the walk past its old limit of 500 steps: every page of
    the flow answered 500, and a hand-off link carried the state to a phone."""
    app = _app()
    client = app.test_client()
    _with_answers(client, not_sure_incidents(app.extensions["flows"]["river-hills"], 35))
    response = client.get(URL, follow_redirects=True)
    assert response.status_code == 200  # the answers to check
    assert BeautifulSoup(response.data, "html.parser").select_one("#see-result")
    response = client.get(URL + "result")
    assert response.status_code == 200
    assert BeautifulSoup(response.data, "html.parser").find(id="result-heading")


def test_a_dead_end_offers_start_over_and_logs_no_answer(monkeypatch, caplog):
    app = _app(WTF_CSRF_ENABLED=True)
    flow = app.extensions["flows"]["river-hills"]
    client = app.test_client()
    state = not_sure_incidents(flow, 2)
    state.facts["complaint"] = {"where": "12 Secret Lane"}  # an answer no log may hold
    _with_answers(client, state)
    monkeypatch.setattr(flow.router, "max_steps", 5)  # as if the flow's routes went round
    with caplog.at_level(logging.ERROR):
        response = client.get(URL)
    assert response.status_code == 500
    soup = BeautifulSoup(response.data, "html.parser")
    form = soup.find("form", action=URL + "restart")
    assert form is not None and form.find("button").get_text(strip=True) == "Start over"
    assert "river-hills" in caplog.text and "Secret" not in caplog.text
    token = form.find("input", {"name": "csrf_token"})["value"]
    assert client.post(URL + "restart", data={"csrf_token": token}).status_code == 302
    assert client.get(URL).status_code == 200  # a fresh start walks no further than step 1
