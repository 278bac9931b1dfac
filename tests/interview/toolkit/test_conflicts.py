"""A changed answer that no longer fits a later one: the later one is asked again, not the change
refused (interview.toolkit.conflicts)."""
from types import SimpleNamespace

import pytest

from interview import create_app
from interview.toolkit.conflicts import questions_at
from interview.toolkit.registry import flows
from interview.toolkit.router import Step
from tests.interview.web.test_interview_views import current, page, post_answer, walk
from tests.journeys import BITE_AT_LARGE


@pytest.fixture()
def app():
    return create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})


@pytest.mark.parametrize(("pointer", "steps"), [
    ("/notice/served_on", [Step("ask_served_on", None)]),
    ("/incidents/1/date", [Step("ask_incident_date", 1)]),
    ("/incidents/x/date", []), ("/notice", []), ("", []), ("/nothing/here", []),
])
def test_a_pointer_names_its_question(pointer, steps):
    assert questions_at(flows()["river-hills"].questions, pointer) == steps


def test_a_fact_asked_in_two_places_names_both_questions():
    """A flow may word one fact twice (for an owner, for a neighbour): a conflict on it must
    find the one on the person's route, not only the first in the file."""
    node = lambda id_, fact: SimpleNamespace(id=id_, fact=fact)  # noqa: E731
    questions = SimpleNamespace(nodes={
        "ask_owner_bite_date": node("ask_owner_bite_date", "incidents[].date"),
        "ask_neighbour_bite_date": node("ask_neighbour_bite_date", "incidents[].date"),
        "ask_served_on": node("ask_served_on", "notice.served_on"),
    })
    assert questions_at(questions, "/incidents/2/date") == [
        Step("ask_owner_bite_date", 2), Step("ask_neighbour_bite_date", 2)]


def test_correcting_the_declaration_date_asks_the_service_date_again(app):
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)  # declared Thu 3 Sep, served Fri 4 Sep
    client.get("/interview/river-hills/change/ask_declared_on/-1")
    response = post_answer(client, app, "ask_declared_on", "", "2026-09-05")
    assert response.status_code == 302  # not refused for the service date it now contradicts
    soup, node, _ = current(client)
    assert node == "ask_served_on"
    assert "no longer fits with this one, so we will ask it again" in soup.text
    with client.session_transaction() as session:
        notice = session["iv"]["facts"]["notice"]
    assert notice["declared_on"] == "2026-09-05" and "served_on" not in notice


def test_an_answer_that_contradicts_an_earlier_one_is_still_refused(app):
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)
    client.get("/interview/river-hills/change/ask_served_on/-1")
    response = post_answer(client, app, "ask_served_on", "", "2026-09-01")  # before 3 Sep
    assert response.status_code == 400
    assert "before the declaration it serves" in page(response).select_one(".field-error").text
    with client.session_transaction() as session:
        assert session["iv"]["facts"]["notice"]["served_on"] == "2026-09-04"


def test_an_answer_off_the_new_route_goes_without_a_word(app):
    """Served in person on 4 Sep, then changed to certified mail: the old "served on" day is
    off the route, kept only until the result page prunes it. Moving the declaration past it
    drops it, but must not promise to ask it again."""
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)
    client.get("/interview/river-hills/change/ask_service_method/-1")
    assert post_answer(client, app, "ask_service_method", "", "certified_mail").status_code == 302
    assert post_answer(client, app, "ask_received_on", "", "2026-09-06").status_code == 302
    client.get("/interview/river-hills/change/ask_declared_on/-1")
    assert post_answer(client, app, "ask_declared_on", "", "2026-09-05").status_code == 302
    shown = client.get("/interview/river-hills/", follow_redirects=True).get_data(as_text=True)
    assert "we will ask it again" not in shown


def test_the_note_counts_in_the_cookies_size(app, monkeypatch):
    """The note travels in the session cookie: a cookie that fits only without it must not be
    sent with it (a browser would drop it, and the correction with it)."""
    from interview.web import interview_views
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)
    client.get("/interview/river-hills/change/ask_declared_on/-1")
    seen = []
    monkeypatch.setattr(interview_views, "fits", lambda app_, data: seen.append(data) or True)
    assert post_answer(client, app, "ask_declared_on", "", "2026-09-05").status_code == 302
    assert any("we will ask it again" in str(m) for m in seen[-1]["_flashes"])
