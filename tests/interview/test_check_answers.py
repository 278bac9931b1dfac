"""Check your answers (GOV.UK's pattern): before the result, every answer grouped by section,
each with Change, then "See the result"."""
import pytest

from interview import create_app
from interview.toolkit.registry import flows
from tests.interview.web.test_interview_views import URL, current, page, post_answer, walk
from tests.journeys import BITE_AT_LARGE, NEIGHBOUR_CONDUCT, TWO_SERIOUS, new_client, walk_pages


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


def test_typed_words_a_change_takes_off_the_path_are_shown_before_they_go():
    """A neighbour who changes "Does the dog get loose…?" to No has nothing left to complain
    about, so the result page removes the statement typed for it. Check your answers says so
    first, with the words, while changing the answer back still keeps them."""
    nodes = flows()["river-hills"].questions.nodes
    client = new_client()
    asked = walk_pages(client, "river-hills", NEIGHBOUR_CONDUCT)
    typed = {NEIGHBOUR_CONDUCT[k] for k in asked if nodes[k].type == "text"}
    assert len(typed) >= 5
    assert not page(client.get(URL + "check")).select(".typed-to-remove")

    client.get(URL + "change/ask_any_conduct/-1")
    walk_pages(client, "river-hills", {**NEIGHBOUR_CONDUCT, "ask_any_conduct": "no"})
    box = page(client.get(URL + "check")).select_one("section.typed-to-remove")
    assert box["aria-labelledby"] == box.h2["id"]
    assert box.h2.get_text(strip=True) == "Some words you typed will be removed"
    shown = {d.summary.get_text(strip=True): d.select_one(".typed-words").get_text()
             for d in box.select("details")}
    assert set(shown.values()) == typed
    assert "What happened?" in "".join(shown), shown  # each under its own question
    with client.session_transaction() as session:  # not removed yet
        assert session["iv"]["facts"]["complaint"]

    client.get(URL + "change/ask_any_conduct/-1")
    walk_pages(client, "river-hills", NEIGHBOUR_CONDUCT)
    assert not page(client.get(URL + "check")).select(".typed-to-remove")
    result = client.get(URL + "result").get_data(as_text=True)
    assert "We removed them" not in result and NEIGHBOUR_CONDUCT["ask_complaint_what"] in result
