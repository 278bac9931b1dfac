"""What a manual WCAG 2.2 review asked of the pages, beyond what axe checks in the browser
(tests/e2e/test_reflow.py has the layout): titles that say which page this is, one h1 per
page, and no form that dies while someone is away finding their notice."""
import pytest
from bs4 import BeautifulSoup

from interview import create_app
from tests.interview.web.test_interview_views import page, walk
from tests.journeys import BITE_AT_LARGE

DOCS = "/interview/river-hills/documents/"


@pytest.fixture()
def app():
    return create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})


@pytest.fixture()
def done(app):
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)
    return client


def test_a_question_left_open_past_an_hour_is_still_answered(client, app, monkeypatch):
    """WCAG 2.2.1: the form's token used to expire after Flask-WTF's hour, so someone who went
    to find their notice came back to a 400 and lost what they had typed."""
    import datetime as dt

    import itsdangerous.timed

    from interview.engine import clock
    response = client.get("/interview/river-hills/")
    token = page(response).find("input", {"name": "csrf_token"})["value"]
    # Two hours on, for the form's token (itsdangerous) and the app's own clock (the cookie).
    later = itsdangerous.timed.time.time() + 2 * 3600
    monkeypatch.setattr(itsdangerous.timed.time, "time", lambda: later)
    app_later = clock.utc_now() + dt.timedelta(hours=2)
    monkeypatch.setattr(clock, "utc_now", lambda: app_later)
    answered = client.post("/interview/river-hills/answer", data={
        "csrf_token": token, "node": "ask_asker", "index": "", "answer": "owner"})
    assert answered.status_code == 302


@pytest.mark.parametrize("path, title", [("/nowhere", "Page not found"),
                                         ("/interview/river-hills/answer", "Sorry, there is a "
                                                                          "problem")])
def test_each_kind_of_error_page_has_its_own_title(client, path, title):
    """WCAG 2.4.2: 404, 413, 429 and 500 were all 'Sorry, there is a problem'."""
    soup = page(client.get(path))
    assert soup.title.text == f"{title} — Dog Ordinance Guide" and soup.h1.text == title


@pytest.mark.parametrize("name, title", [("hearing-request", "Request for a hearing"),
                                         ("checklist", "What must be done: a checklist")])
def test_a_document_page_is_titled_and_has_one_h1(done, name, title):
    """WCAG 2.4.2 and 1.3.1: every letter was titled as the start page, and a letter with its
    English copy had two h1s."""
    from interview.toolkit.registry import flows
    from interview.web.document_views import documents
    link_text = documents.titles(flows()["river-hills"])[name]
    english = BeautifulSoup(done.get(DOCS + name).data, "html.parser")
    assert english.title.text == f"{link_text} — River Hills (WI) § 2.14"
    assert [h.text for h in english.find_all("h1")] == [title]
    spanish = BeautifulSoup(done.get(DOCS + name + "?lang=es").data, "html.parser")
    assert len(spanish.find_all("h1")) == 1 and title not in spanish.find("h1").text
    copy = spanish.find("h2", class_="copy-heading")
    assert copy.find_next(["h1", "h2", "h3"]).name == "h3"
    assert copy.find_next("h3").text == title
    assert title not in spanish.title.text  # the reader's language


def test_the_complaints_english_copy_nests_under_its_own_heading(app):
    """1.3.1: the copy's "What happened" and the rest were h2s beside "English copy for the
    office", not inside it; and no heading level is skipped."""
    from tests.journeys import COMPLAINT
    client = app.test_client()
    walk(client, app, COMPLAINT)
    soup = BeautifulSoup(client.get(DOCS + "complaint?lang=es").data, "html.parser")
    levels = [int(h.name[1]) for h in soup.find_all(["h1", "h2", "h3", "h4", "h5", "h6"])]
    assert levels[0] == 1 and levels.count(1) == 1
    assert all(b <= a + 1 for a, b in zip(levels, levels[1:], strict=False)), levels
    copy = soup.find("h2", class_="copy-heading")
    assert not copy.find_all_next("h2"), "the English copy's sections must sit under it"
    assert [h.name for h in copy.find_all_next(["h3", "h4"])][:2] == ["h3", "h4"]


def test_each_deadlines_heading_carries_its_date(client, app):
    # The date came before its h3: moving by headings, it was heard as the end of the
    # deadline before (WCAG 1.3.1, 1.3.2).
    from bs4 import BeautifulSoup

    from tests.interview.web.test_interview_views import walk
    from tests.journeys import BITE_AT_LARGE
    walk(client, app, BITE_AT_LARGE)
    page = BeautifulSoup(client.get("/interview/river-hills/result").get_data(as_text=True),
                         "html.parser")
    items = page.select("ol.timeline > li")
    assert items
    for item in items:
        first = next(c for c in item.children if getattr(c, "name", None))
        assert first.name == "h3" and first.select_one(".timeline-date"), item
    assert any("Mon 14 Sep 2026" in i.h3.get_text(" ") for i in items)
