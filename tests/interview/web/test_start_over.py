""""Start over" asks before it wipes the answers: one partial on every page that has it, a GET
that asks, a POST that wipes (static/start_over.js asks the same in a dialog)."""
import pytest

from interview import create_app
from tests.conftest import ROOT
from tests.interview.web.test_interview_views import URL, page, post_answer, walk
from tests.journeys import BITE_AT_LARGE


@pytest.fixture()
def csrf_app():
    return create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})


@pytest.fixture()
def c(csrf_app):
    return csrf_app.test_client()


def _answers(client):
    from interview.web.kiosk import _has_answers
    with client.session_transaction() as session:
        return _has_answers(session.get("iv"))


def _start_over(soup):
    """Every form that leads to /restart on the page."""
    return [f for f in soup.find_all("form") if f.get("action", "").endswith("/restart")]


def test_the_question_page_asks_first(c, csrf_app):
    post_answer(c, csrf_app, "ask_asker", "", "owner")
    forms = _start_over(page(c.get(URL)))
    assert len(forms) == 1 and forms[0]["method"] == "get"
    assert forms[0].button.get_text(strip=True) == "Start over"
    assert not forms[0].find("input", {"name": "csrf_token"})  # a GET carries no token


def test_the_result_page_asks_first_and_comes_back_to_the_result(c, csrf_app):
    forms = _start_over(page(walk(c, csrf_app, BITE_AT_LARGE)))
    assert len(forms) == 1 and forms[0]["method"] == "get"
    assert forms[0].find("input", {"name": "back"})["value"] == "result"
    asking = page(c.get(URL + "restart?back=result"))
    assert asking.select_one("a.start-over-keep")["href"] == URL + "result"


def test_asking_keeps_the_answers_and_the_post_wipes_them(c, csrf_app):
    post_answer(c, csrf_app, "ask_asker", "", "owner")
    response = c.get(URL + "restart")
    assert response.status_code == 200 and _answers(c)  # nothing is lost by asking
    soup = page(response)
    assert soup.title.get_text() == "Start over? — Dog Ordinance Guide"
    assert soup.h1.get_text() == "Start over?"
    assert soup.select_one("a.start-over-keep")["href"] == URL
    form = soup.select_one("#start-over form")
    assert form["method"] == "post" and form["action"] == URL + "restart"
    assert form.button.get_text(strip=True) == "Clear my answers and start over"
    wiped = c.post(URL + "restart", data={"csrf_token": form.find("input")["value"]})
    assert wiped.status_code == 302 and wiped.headers["Location"] == URL
    assert not _answers(c)


def test_the_post_still_needs_its_token(c, csrf_app):
    post_answer(c, csrf_app, "ask_asker", "", "owner")
    assert c.post(URL + "restart").status_code == 400
    assert _answers(c)


@pytest.mark.parametrize("lang", ["es", "ar", "hmn"])
def test_the_page_that_asks_is_translated(c, lang):
    soup = page(c.get(URL + f"restart?lang={lang}"))
    assert soup.h1.get_text() != "Start over?" and soup.h1.get_text().strip()
    assert "answers" not in soup.select_one("#start-over").get_text()


def test_every_start_over_button_is_the_one_partial():
    """The question page and the result page include templates/_start_over.html; no template
    has a Start-over form of its own, but the dead-end page's: answers that cannot go on have
    nothing to keep, so it does not ask first (interview/web/dead_end.py)."""
    own = sorted(p.name for p in (ROOT / "templates").rglob("*.html")
                 if '_("Start over")' in p.read_text("utf-8"))
    assert own == ["_start_over.html", "dead_end.html"]
    for name in ("interview.html", "result.html"):
        assert '{% include "_start_over.html" %}' in (ROOT / "templates" / name).read_text()
