"""Kiosk mode: touch-sized language buttons, Finish and clear, idle reset enforced by the server,
no downloads, no links out, nothing cached."""
from urllib.parse import urlsplit

import pytest
from bs4 import BeautifulSoup

from interview import create_app
from interview.web.kiosk import SEEN
from tests.interview.web.test_interview_views import URL, post_answer, walk
from tests.journeys import BITE_AT_LARGE


def page(response):
    return BeautifulSoup(response.get_data(as_text=True), "html.parser")


@pytest.fixture()
def kiosk_app():
    # With a phone number configured: a tel: link would leave the app.
    return create_app({"TESTING": True, "SECRET_KEY": "kiosk", "KIOSK": True,
                       "WTF_CSRF_ENABLED": True, "KIOSK_IDLE_SECONDS": 90,
                       "KIOSK_WARNING_SECONDS": 30,
                       "CONTACTS": {"river-hills": {"police_phone": "(262) 555-0100"}}})


@pytest.fixture()
def kc(kiosk_app):
    return kiosk_app.test_client()


def test_kiosk_mode_can_be_switched_on_by_environment(monkeypatch):
    monkeypatch.setenv("INTERVIEW_KIOSK", "1")
    assert create_app({"TESTING": True, "SECRET_KEY": "k"}).config["KIOSK"] is True
    monkeypatch.delenv("INTERVIEW_KIOSK")
    assert create_app({"TESTING": True, "SECRET_KEY": "k"}).config["KIOSK"] is False


def test_a_kiosk_without_a_public_address_for_phones_says_so(caplog):
    create_app({"TESTING": True, "SECRET_KEY": "k", "KIOSK": True})
    assert "KIOSK without HANDOFF_BASE_URL" in caplog.text
    caplog.clear()
    create_app({"TESTING": True, "SECRET_KEY": "k", "KIOSK": True,
                "HANDOFF_BASE_URL": "https://dogs.example.gov"})
    create_app({"TESTING": True, "SECRET_KEY": "k"})
    assert "HANDOFF_BASE_URL" not in caplog.text


def test_start_screen_has_a_button_per_language_and_the_idle_settings(kc):
    soup = page(kc.get("/"))
    assert [a.get_text(strip=True) for a in soup.select(".language-choice li")] == [
        "English", "Español", "العربية", "Hmoob"]
    body = soup.find("body")
    assert "kiosk" in body["class"]
    assert (body["data-idle-seconds"], body["data-warning-seconds"]) == ("90", "30")
    assert soup.find("script", src=lambda s: s and s.endswith("/kiosk.js"))
    dialog = soup.find("dialog", id="idle-warning")
    assert dialog.find(id="idle-warning-title").get_text() == "Still there?"
    # Its countdown is hidden from screen readers: the text says how long (WCAG 2.2.1).
    assert "in 30 seconds" in dialog.find(id="idle-warning-text").get_text()


@pytest.mark.parametrize("url", ["/", URL, "/flows/river-hills/law", "/no-such-page"])
def test_finish_and_clear_is_on_every_page(kc, url):
    form = page(kc.get(url)).find("form", id="finish-form")
    assert form is not None and form["method"] == "post" and form.find("input",
                                                                     {"name": "csrf_token"})
    assert form.button.get_text(strip=True) == "Finish and clear"


def test_finish_and_clear_empties_the_session_and_tells_the_browser_to_forget(kc, kiosk_app):
    post_answer(kc, kiosk_app, "ask_asker", "", "owner")
    token = page(kc.get("/")).find("form", id="finish-form").find("input")["value"]
    response = kc.post("/clear", data={"csrf_token": token})
    assert response.status_code == 302 and response.headers["Location"] == "/"
    assert response.headers["Clear-Site-Data"] == '"cache", "storage"'
    assert "session=;" in response.headers.get("Set-Cookie", "")  # the cookie is deleted
    assert not page(kc.get(URL)).select(".bubble-answer")  # nothing of the last person


@pytest.mark.parametrize("token", ["", "stale"])
def test_finish_and_clear_works_from_a_page_whose_token_has_expired(kiosk_app, token):
    kiosk_app.config["WTF_CSRF_TIME_LIMIT"] = 1
    kc = kiosk_app.test_client()
    post_answer(kc, kiosk_app, "ask_asker", "", "owner")
    if token:
        token = page(kc.get("/")).find("form", id="finish-form").find("input")["value"]
        import time
        time.sleep(2)  # the page was left open past its token's lifetime
    response = kc.post("/clear", data={"csrf_token": token})
    assert response.status_code == 302 and response.headers["Clear-Site-Data"]
    assert not page(kc.get(URL)).select(".bubble-answer")


def test_clear_is_only_at_a_kiosk(client, app):
    # It takes no token, so on a home computer another site could post to it.
    post_answer(client, app, "ask_asker", "", "owner")
    assert client.post("/clear").status_code == 404
    assert page(client.get(URL)).select(".bubble-answer")  # the answers are still there


def test_the_question_form_keeps_no_choice_for_the_next_person(kc):
    # Back after a reset re-fetches the page; a browser would put the last tapped radio back.
    assert page(kc.get(URL)).find("form", id="question")["autocomplete"] == "off"


def test_the_server_forgets_an_idle_session_even_without_javascript(kc, kiosk_app,
                                                                     monkeypatch):
    import interview.web.kiosk as kiosk
    now = [1_000_000.0]
    monkeypatch.setattr(kiosk.time, "time", lambda: now[0])
    post_answer(kc, kiosk_app, "ask_asker", "", "owner")
    now[0] += 60  # still within 90 + 30 s
    assert page(kc.get(URL)).select(".bubble-answer")
    # The warning's 30 s are part of the limit (and 15 s for a slow network): idle alone was
    # enough to pass the step before.
    now[0] += 90 + 30 + 14
    assert page(kc.get(URL)).select(".bubble-answer")
    now[0] += 90 + 30 + 16
    soup = page(kc.get(URL))
    assert not soup.select(".bubble-answer")
    with kc.session_transaction() as session:
        assert "iv" not in session and session[SEEN] == int(now[0])


def test_keep_alive_refreshes_the_idle_clock(kc, kiosk_app, monkeypatch):
    import interview.web.kiosk as kiosk
    now = [1_000_000.0]
    monkeypatch.setattr(kiosk.time, "time", lambda: now[0])
    post_answer(kc, kiosk_app, "ask_asker", "", "owner")
    for _ in range(4):  # someone typing a long answer for four minutes
        now[0] += 60
        assert kc.get("/kiosk/alive").status_code == 204
    assert page(kc.get(URL)).select(".bubble-answer")


def test_no_downloads_at_a_kiosk_only_print_and_the_phone(kc, kiosk_app):
    result = walk(kc, kiosk_app, BITE_AT_LARGE)
    soup = page(result)
    hrefs = [a["href"] for a in soup.find_all("a", href=True)]
    assert not [h for h in hrefs if h.endswith((".pdf", ".ics"))]
    assert soup.select_one(".print-button") is not None
    assert any(h.endswith("/interview/river-hills/phone?back=result") for h in hrefs)
    assert kc.get(URL + "documents/checklist.pdf").status_code == 404
    assert kc.get(URL + "documents/deadlines.ics").status_code == 404
    document = page(kc.get(URL + "documents/checklist"))
    assert document.select_one(".print-button") and "PDF" not in document.get_text()


def test_outside_kiosk_mode_downloads_stay(client, app):
    app.config["WTF_CSRF_ENABLED"] = True
    try:
        soup = page(walk(client, app, BITE_AT_LARGE))
    finally:
        app.config["WTF_CSRF_ENABLED"] = False
    assert [a for a in soup.find_all("a", href=True) if a["href"].endswith(".pdf")]
    assert soup.find("form", id="finish-form") is None


def test_every_page_is_no_store_and_no_link_leaves_the_app(kc, kiosk_app):
    seen, queue = set(), ["/", "/?lang=ar", URL, "/flows/river-hills/law",
                          "/flows/city-90-17/law", "/flows/river-hills/map"]
    walk(kc, kiosk_app, BITE_AT_LARGE)
    queue += [URL + "result", URL + "phone", URL + "documents/checklist"]
    while queue:
        url = queue.pop()
        if url in seen or len(seen) > 60:
            continue
        seen.add(url)
        response = kc.get(url)
        if response.status_code in (301, 302):
            continue
        assert response.headers["Cache-Control"] == "no-store", url
        for a in page(response).find_all("a", href=True):
            parts = urlsplit(a["href"])
            assert not parts.scheme and not parts.netloc, f"{url} links out: {a['href']}"
            if parts.path.startswith("/flows/") and "/law/" not in parts.path:
                queue.append(parts.path)
    assert kc.get("/static/app.css").headers.get("Cache-Control") != "no-store"
    assert "555-0100" in kc.get(URL + "result").get_data(as_text=True)  # shown, as text


@pytest.mark.parametrize(("idle", "warning", "said"), [(90, 30, "for 2 minutes."),
                                                       (45, 15, "for 1 minute."),
                                                       (20, 10, "for 30 seconds.")])
def test_the_kiosk_start_page_says_when_the_answers_go(idle, warning, said):
    """It said the answers "stay in your browser until you close it": a kiosk's browser is
    never closed, and the kiosk clears them itself."""
    app = create_app({"TESTING": True, "SECRET_KEY": "kiosk", "KIOSK": True,
                      "KIOSK_IDLE_SECONDS": idle, "KIOSK_WARNING_SECONDS": warning})
    text = page(app.test_client().get("/")).find("main").get_text(" ", strip=True)
    assert "until you close it" not in text
    assert "This screen clears them when you tap “Finish and clear”" in text
    assert "when nobody has touched it " + said in text


@pytest.mark.parametrize(("lang", "said"), [("es", "durante 2 minutos."),
                                            ("ar", "لمدة دقيقتين (2)."),
                                            ("hmn", "kov nws tau 2 feeb.")])
def test_the_kiosk_start_page_says_it_in_each_language(kc, lang, said):
    text = page(kc.get(f"/?lang={lang}")).find("main").get_text(" ", strip=True)
    assert said in text


def test_the_public_start_page_says_how_long_the_browser_keeps_them(client, app):
    # The sealed cookie is refused after PERMANENT_SESSION_LIFETIME (3 hours), closed
    # browser or not: "until you close it" alone promised more than that.
    text = page(client.get("/")).find("main").get_text(" ", strip=True)
    assert ("They stay in your browser for up to 3 hours, until you close it or start over."
            in text)
    assert "Finish and clear" not in text


def test_back_to_the_phone_page_after_finish_and_clear_shows_no_code(kc, kiosk_app):
    """Back after "Finish and clear" asked for the phone page again: a fresh code, and the
    words "your answers go with it", for answers that were gone."""
    post_answer(kc, kiosk_app, "ask_asker", "", "owner")
    assert page(kc.get(URL + "phone")).select_one(".qr-frame svg")
    kc.post("/clear")
    again = kc.get(URL + "phone")
    assert again.status_code == 302 and again.headers["Location"] == "/"
    soup = page(kc.get(URL + "phone", follow_redirects=True))
    assert not soup.select(".qr-frame") and "go with it" not in soup.get_text()
