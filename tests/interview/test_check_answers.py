"""Check your answers (GOV.UK's pattern): before the result, every answer grouped by section,
each with Change, then "See the result"."""
import pytest

from interview import create_app
from tests.interview.web.test_interview_views import URL, current, page, post_answer, walk
from tests.journeys import BITE_AT_LARGE, TWO_SERIOUS


@pytest.fixture()
def csrf_app():
    return create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})


@pytest.fixture()
def c(csrf_app):
    return csrf_app.test_client()


def _to_check(client, app, journey):
    walk(client, app, journey)
    response = client.get(URL)
    assert response.status_code == 302 and response.headers["Location"].endswith("/check")
    return page(client.get(response.headers["Location"]))


def test_every_answer_is_listed_by_section_with_its_change_link(c, csrf_app):
    soup = _to_check(c, csrf_app, BITE_AT_LARGE)
    assert soup.find("h1").get_text(strip=True) == "Check your answers"
    sections = [h.get_text(strip=True) for h in soup.select(".check-section h2")]
    # An owner holding a notice: the notice first, then what happened, then the dog.
    assert sections[:3] == ["About you", "The notice", "What happened"]
    rows = soup.select(".check-row")
    assert rows and all(r.select_one("dt") and r.select_one(".check-answer") for r in rows)
    changes = [r.select_one(".check-change a")["href"] for r in rows]
    assert all(href.startswith(URL + "change/") for href in changes)
    assert URL + "change/ask_asker/-1" in changes
    # Each Change names its question for a screen reader, not just "Change" ten times.
    assert "your answer to: Who are you?" in rows[0].select_one(".check-change a").text
    # No result yet: nothing is worked out until the person asks for it.
    assert not soup.select_one("#result-heading")
    assert soup.select_one("a#see-result")["href"] == URL + "result"


def test_the_answers_are_in_the_words_the_person_was_asked(c, csrf_app):
    soup = _to_check(c, csrf_app, BITE_AT_LARGE)
    questions = [dt.get_text(" ", strip=True) for dt in soup.select(".check-question")]
    assert "Was your dog doing any of these things?" in " ".join(questions)  # an owner
    harmed = csrf_app.test_client()
    soup = _to_check(harmed, csrf_app, TWO_SERIOUS)
    questions = " ".join(dt.get_text(" ", strip=True) for dt in soup.select(".check-question"))
    assert "Was the dog doing any of these things?" in questions and "your dog" not in questions
    assert "Incident 1" in questions and "Incident 2" in questions


def test_change_from_the_check_page_comes_back_to_it(c, csrf_app):
    _to_check(c, csrf_app, BITE_AT_LARGE)
    c.get(URL + "change/ask_owner_dog_facts/-1")
    assert current(c)[1] == "ask_owner_dog_facts"
    assert post_answer(c, csrf_app, "ask_owner_dog_facts", "", "none").status_code == 302
    response = c.get(URL)
    assert response.headers["Location"].endswith("/check")


def test_the_check_page_is_only_for_a_finished_interview(c):
    response = c.get(URL + "check")
    assert response.status_code == 302 and response.headers["Location"].endswith("#question")
