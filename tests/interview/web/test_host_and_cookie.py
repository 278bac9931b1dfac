"""Host and cookie hygiene: production says at start-up when it takes any Host header, and over
HTTPS the session cookie is named ``__Host-session``, which a sibling host cannot plant; the
interview, CSRF, the kiosk's clearing and the hand-off to a phone still work with it."""
import logging

import pytest
from bs4 import BeautifulSoup

from interview import create_app
from tests.interview.web.test_handoff import link_from_phone_page
from tests.interview.web.test_interview_views import URL, post_answer, walk
from tests.journeys import BITE_AT_LARGE

KEY = "k" * 32


def _warnings(caplog, config: dict) -> list[str]:
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        create_app(config)
    return [r.getMessage() for r in caplog.records if "TRUSTED_HOSTS" in r.getMessage()]


def test_production_says_at_start_up_when_any_host_is_taken(caplog, monkeypatch):
    monkeypatch.delenv("INTERVIEW_DEV", raising=False)
    said = _warnings(caplog, {"SECRET_KEY": KEY})
    assert len(said) == 1
    assert "TRUSTED_HOSTS is not set" in said[0] and "instance/config.toml" in said[0]
    assert "hand-off link" in said[0]
    assert not _warnings(caplog, {"SECRET_KEY": KEY, "TRUSTED_HOSTS": ["dogs.example.gov"]})
    assert not _warnings(caplog, {"SECRET_KEY": KEY, "TESTING": True})
    monkeypatch.setenv("INTERVIEW_DEV", "1")  # make run: a developer's own machine
    assert not _warnings(caplog, {"SECRET_KEY": KEY})


def _set_cookie(app, base_url="http://localhost") -> str:
    client = app.test_client()
    response = client.get("/?lang=es", base_url=base_url)  # a language: a session is saved
    return response.headers["Set-Cookie"]


def test_over_https_the_session_cookie_is_a_host_cookie(monkeypatch):
    monkeypatch.setenv("INTERVIEW_HTTPS", "1")
    sent = _set_cookie(create_app({"TESTING": True, "SECRET_KEY": KEY}), "https://localhost")
    attributes = [part.strip() for part in sent.split(";")]
    # What a browser requires of a __Host- cookie, or it drops it.
    assert attributes[0].startswith("__Host-session=")
    assert "Secure" in attributes and "Path=/" in attributes
    assert not any(a.lower().startswith("domain=") for a in attributes)


@pytest.mark.parametrize("config", [{"SESSION_COOKIE_DOMAIN": "example.gov"},
                                    {"APPLICATION_ROOT": "/dogs"}])
def test_a_cookie_for_a_domain_or_a_path_is_named_secure_only(monkeypatch, config):
    monkeypatch.setenv("INTERVIEW_HTTPS", "1")
    app = create_app({"TESTING": True, "SECRET_KEY": KEY, **config})
    assert app.config["SESSION_COOKIE_NAME"] == "__Secure-session"


def test_plain_http_and_a_deployments_own_name_are_left_alone(monkeypatch):
    assert _set_cookie(create_app({"TESTING": True, "SECRET_KEY": KEY})).startswith("session=")
    monkeypatch.setenv("INTERVIEW_HTTPS", "1")
    app = create_app({"TESTING": True, "SECRET_KEY": KEY, "SESSION_COOKIE_NAME": "dogs"})
    assert app.config["SESSION_COOKIE_NAME"] == "dogs"


def _https_app(monkeypatch, **config):
    monkeypatch.setenv("INTERVIEW_HTTPS", "1")
    # Every request of the test client over https://localhost, as a browser behind TLS.
    return create_app({"TESTING": True, "SECRET_KEY": KEY, "WTF_CSRF_ENABLED": True,
                       "PREFERRED_URL_SCHEME": "https", **config})


def test_a_whole_interview_with_csrf_works_under_the_host_cookie(monkeypatch):
    app = _https_app(monkeypatch)
    client = app.test_client()
    result = walk(client, app, BITE_AT_LARGE)
    assert "Declared: dangerous dog" in BeautifulSoup(result.data, "html.parser").h1.get_text()
    assert client.get_cookie("__Host-session") is not None
    assert client.get_cookie("session") is None


def test_the_kiosk_clears_the_host_cookie(monkeypatch):
    app = _https_app(monkeypatch, KIOSK=True)
    client = app.test_client()
    post_answer(client, app, "ask_asker", "", "owner")
    form = BeautifulSoup(client.get("/").data, "html.parser").find("form", id="finish-form")
    response = client.post("/clear", data={"csrf_token": form.find("input")["value"]})
    assert response.status_code == 302
    assert "__Host-session=;" in response.headers["Set-Cookie"]  # deleted, by its own name
    assert client.get_cookie("__Host-session") is None
    page = BeautifulSoup(client.get(URL).data, "html.parser")
    assert not page.select(".bubble-answer")  # nothing of the last person


def test_a_hand_off_opens_on_a_phone_under_the_host_cookie(monkeypatch):
    app = _https_app(monkeypatch, KIOSK=True)
    kiosk = app.test_client()
    walk(kiosk, app, BITE_AT_LARGE)
    link = link_from_phone_page(kiosk, monkeypatch)
    assert link.startswith("https://localhost/resume/")
    phone = _https_app(monkeypatch).test_client()  # the public site, same key
    opened = phone.get(link.removeprefix("https://localhost"))
    assert opened.status_code == 302 and "__Host-session=" in opened.headers["Set-Cookie"]
    resumed = phone.get(opened.headers["Location"], follow_redirects=True)
    assert "Check your answers" in BeautifulSoup(resumed.data, "html.parser").h1.get_text()
    result = phone.get("/interview/river-hills/result")
    assert "Declared: dangerous dog" in BeautifulSoup(result.data, "html.parser").h1.get_text()
