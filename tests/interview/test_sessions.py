"""The session cookie: an answer's cookie is signed once, and nothing set after that is lost."""
from __future__ import annotations

import pytest
from flask import session
from itsdangerous import URLSafeTimedSerializer

from interview import create_app
from interview.sessions import fits
from tests.interview.test_interview_views import URL, current, post_answer


@pytest.fixture()
def app():
    return create_app({"TESTING": True, "SECRET_KEY": "test"})


def _count_signing(monkeypatch) -> list[int]:
    """How many times the session cookie is signed (not the CSRF token, also itsdangerous's)."""
    calls = [0]
    real = URLSafeTimedSerializer.dumps

    def counting(self, obj, salt=None):
        calls[0] += isinstance(obj, dict)
        return real(self, obj, salt)

    monkeypatch.setattr(URLSafeTimedSerializer, "dumps", counting)
    return calls


def test_an_answer_is_signed_once(client, app, monkeypatch):
    client.get(URL)
    _soup, node, index = current(client)
    calls = _count_signing(monkeypatch)
    response = post_answer(client, app, node, index, "owner")
    assert response.status_code == 302
    # The page fetched for the CSRF token signs nothing (no change); the POST signs once,
    # where it used to sign twice (once to check the size, once to send).
    assert calls[0] == 1
    assert client.get(URL).status_code == 200
    assert current(client)[1] != node  # the answer was kept: the next question is asked


def test_a_change_after_the_size_check_is_sent(app):
    """If the session changes after ``fits`` signed it, the response signs it again."""
    def view():
        session["a"] = 1
        assert fits(app, dict(session))
        session["b"] = 2  # after the check: must not be lost
        return ""

    app.add_url_rule("/_test/signed-then-changed", "signed_then_changed", view)
    client = app.test_client()
    client.get("/_test/signed-then-changed")
    with client.session_transaction() as sent:
        assert dict(sent) == {"a": 1, "b": 2}


def test_a_value_that_is_not_plain_json_is_still_sent(app):
    """Flask's tagged types (bytes here) are not reused, but still signed and sent."""
    def view():
        session["tagged"] = {"raw": b"\x00\x01"}  # not the answers' key, which has a shape
        assert fits(app, dict(session))
        return ""

    app.add_url_rule("/_test/tagged", "tagged", view)
    client = app.test_client()
    client.get("/_test/tagged")
    with client.session_transaction() as sent:
        assert sent["tagged"] == {"raw": b"\x00\x01"}


def test_equal_but_different_values_are_signed_again(app):
    """To ``==``, True is 1; signed, they read back differently. The later value is sent."""
    def view():
        session["a"] = True
        assert fits(app, dict(session))
        session["a"] = 1
        return ""

    app.add_url_rule("/_test/true-then-one", "true_then_one", view)
    client = app.test_client()
    client.get("/_test/true-then-one")
    with client.session_transaction() as sent:
        assert sent["a"] == 1 and sent["a"] is not True


def test_nothing_signed_is_kept_past_its_request(app, monkeypatch):
    """Two requests under one outer app context (as in scripts and tests) share ``g``; the
    value signed for the first must not be sent, with its old timestamp, for the second."""
    from itsdangerous import TimestampSigner

    clock = iter([1_900_000_000, 1_900_000_600])
    now = [0]

    def view():
        now[0] = next(clock)
        session["a"] = 1
        assert fits(app, dict(session))
        return ""

    monkeypatch.setattr(TimestampSigner, "get_timestamp", lambda self: now[0])
    app.add_url_rule("/_test/twice", "twice", view)
    with app.app_context():
        client = app.test_client(use_cookies=False)
        first = client.get("/_test/twice").headers["Set-Cookie"]
        second = client.get("/_test/twice").headers["Set-Cookie"]
    assert first != second  # the second request's own time, not the first's


@pytest.mark.parametrize("data", [
    {"lang": ["es"]}, {"iv": "x"}, {"iv": {"flow": 3}},
    {"iv": {"flow": "river-hills", "editing": ["ask_asker"]}},
    {"iv": {"flow": "river-hills", "facts": []}}, {"_flashes": 3}, {"_flashes": [["notice"]]},
    {"_seen": "soon"},
], ids=lambda d: repr(d)[:40])
def test_a_signed_session_of_another_shape_starts_again_with_a_word(data):
    """Signed with our key, but not a shape this release writes (an older release's cookie):
    most were a 500 on every page (lang as a list even on the error page); none is read."""
    app = create_app({"SECRET_KEY": "t" * 32, "RATELIMIT_ENABLED": False})  # 500s answered
    client = app.test_client()
    client.set_cookie("session", app.session_interface.get_signing_serializer(app).dumps(data))
    response = client.get(URL)
    assert response.status_code == 200
    assert "could not be read, so we started again" in response.get_data(as_text=True)
