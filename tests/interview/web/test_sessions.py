"""The session cookie: sealed so only the app can read it, sealed once per answer, and
nothing set after that is lost."""
from __future__ import annotations

import pytest
from flask import session

from interview import create_app
from interview.web.sessions import SealingSerializer, fits
from tests.interview.web.test_interview_views import URL, current, post_answer


@pytest.fixture()
def app():
    return create_app({"TESTING": True, "SECRET_KEY": "test"})


def _count_sealing(monkeypatch) -> list[int]:
    """How many times the session cookie is sealed (the CSRF token is itsdangerous's own)."""
    calls = [0]
    real = SealingSerializer.dumps

    def counting(self, obj):
        calls[0] += 1
        return real(self, obj)

    monkeypatch.setattr(SealingSerializer, "dumps", counting)
    return calls


def test_an_answer_is_sealed_once(client, app, monkeypatch):
    client.get(URL)
    _soup, node, index = current(client)
    calls = _count_sealing(monkeypatch)
    response = post_answer(client, app, node, index, "owner")
    assert response.status_code == 302
    # The page fetched for the CSRF token seals nothing (no change); the POST seals once,
    # where it used to twice (once to check the size, once to send).
    assert calls[0] == 1
    assert client.get(URL).status_code == 200
    assert current(client)[1] != node  # the answer was kept: the next question is asked


def test_a_change_after_the_size_check_is_sent(app):
    """If the session changes after ``fits`` sealed it, the response seals it again."""
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
    """Flask's tagged types (bytes here) are not reused, but still sealed and sent."""
    def view():
        session["tagged"] = {"raw": b"\x00\x01"}  # not the answers' key, which has a shape
        assert fits(app, dict(session))
        return ""

    app.add_url_rule("/_test/tagged", "tagged", view)
    client = app.test_client()
    client.get("/_test/tagged")
    with client.session_transaction() as sent:
        assert sent["tagged"] == {"raw": b"\x00\x01"}


def test_equal_but_different_values_are_sealed_again(app):
    """To ``==``, True is 1; sealed, they read back differently. The later value is sent."""
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


def test_nothing_sealed_is_kept_past_its_request(app, monkeypatch):
    """Two requests under one outer app context (as in scripts and tests) share ``g``; the
    value sealed for the first must not be sent, with its old timestamp, for the second."""
    def view():
        session["a"] = 1
        assert fits(app, dict(session))
        return ""

    app.add_url_rule("/_test/twice", "twice", view)
    calls = _count_sealing(monkeypatch)
    with app.app_context():
        client = app.test_client(use_cookies=False)
        client.get("/_test/twice")
        client.get("/_test/twice")
    assert calls[0] == 2  # each request seals its own, with its own time


@pytest.mark.parametrize("data", [
    {"lang": ["es"]}, {"iv": "x"}, {"iv": {"flow": 3}},
    {"iv": {"flow": "river-hills", "editing": ["ask_asker"]}},
    {"iv": {"flow": "river-hills", "facts": []}}, {"_flashes": 3}, {"_flashes": [["notice"]]},
    {"_seen": "soon"},
], ids=lambda d: repr(d)[:40])
def test_a_sealed_session_of_another_shape_starts_again_with_a_word(data):
    """Sealed with our key, but not a shape this release writes (an older release's cookie):
    most were a 500 on every page (lang as a list even on the error page); none is read."""
    app = create_app({"SECRET_KEY": "t" * 32, "RATELIMIT_ENABLED": False})  # 500s answered
    client = app.test_client()
    client.set_cookie("session", app.session_interface.get_signing_serializer(app).dumps(data))
    response = client.get(URL)
    assert response.status_code == 200
    assert "could not be read, so we started again" in response.get_data(as_text=True)


# --- sealed, not only signed -----------------------------------------------------------------

SECRET = "s" * 40


def _answered_cookie(app, typed: str) -> str:
    """The cookie after a typed answer that no guide text contains."""
    client = app.test_client()
    with client.session_transaction() as sess:
        sess["iv"] = {"flow": "river-hills", "facts": {"dog": {"name": typed}}}
    return client.get_cookie("session").value


def _every_reading(value: str) -> list[bytes]:
    """What someone who has the cookie, but not the key, can get out of it: the bytes of its
    base64 (from each offset, as a signed cookie's payload starts after a "."), inflated."""
    import base64
    import zlib
    out = []
    for part in value.lstrip(".").split("."):
        for start in range(4):
            chunk = part[start:]
            try:
                raw = base64.urlsafe_b64decode(chunk + "=" * (-len(chunk) % 4))
            except ValueError:
                continue
            out.append(raw)
            for offset in range(min(len(raw), 64)):
                try:
                    out.append(zlib.decompressobj().decompress(raw[offset:]))
                except zlib.error:
                    pass
    return out


def test_the_cookie_cannot_be_read_without_the_key():
    """A signed cookie is base64 and zlib: the answers were readable by anyone who saw it (a
    shared browser, a proxy's log). Sealed, nothing in it reads as the answer."""
    from flask.sessions import SecureCookieSessionInterface
    typed = "Zebulon-Quixote"
    app = create_app({"TESTING": True, "SECRET_KEY": SECRET})
    sealed = _answered_cookie(app, typed)
    assert not any(typed.encode() in b for b in _every_reading(sealed))
    # The check can fail: under Flask's signed cookie, the same answer is there to read.
    signed_app = create_app({"TESTING": True, "SECRET_KEY": SECRET})
    signed_app.session_interface = SecureCookieSessionInterface()
    signed = _answered_cookie(signed_app, typed)
    assert any(typed.encode() in b for b in _every_reading(signed))


def test_a_cookie_from_before_the_seal_or_tampered_with_starts_again_with_a_word():
    """A signed cookie from the release before, or a sealed one with a byte changed: the
    answers are gone, and the page says so rather than failing."""
    from flask.sessions import SecureCookieSessionInterface
    app = create_app({"TESTING": True, "SECRET_KEY": SECRET})
    old = SecureCookieSessionInterface().get_signing_serializer(app).dumps(
        {"iv": {"flow": "river-hills", "facts": {}}})
    sealed = _answered_cookie(app, "Rex")
    tampered = sealed[:40] + ("A" if sealed[40] != "A" else "B") + sealed[41:]
    for value in (old, tampered):
        client = app.test_client()
        client.set_cookie("session", value)
        assert "could not be read, so we started again" in client.get(URL).get_data(as_text=True)


def test_a_cookie_sealed_under_a_key_being_rotated_out_still_opens():
    before = create_app({"TESTING": True, "SECRET_KEY": SECRET})
    cookie = _answered_cookie(before, "Rex")
    after = create_app({"TESTING": True, "SECRET_KEY": "n" * 40,
                        "SECRET_KEY_FALLBACKS": [SECRET]})
    client = after.test_client()
    client.set_cookie("session", cookie)
    with client.session_transaction() as sess:
        assert sess["iv"]["facts"]["dog"]["name"] == "Rex"
        sess["lang"] = "es"  # a change: the cookie is sealed again, under the new key only
    resealed = client.get_cookie("session").value
    for key, opens in (("n" * 40, True), (SECRET, False)):
        alone = create_app({"TESTING": True, "SECRET_KEY": key}).test_client()
        alone.set_cookie("session", resealed)
        with alone.session_transaction() as sess:
            assert ("iv" in sess) is opens, key[:1]
    other = create_app({"TESTING": True, "SECRET_KEY": "n" * 40})  # without the old key
    client = other.test_client()
    client.set_cookie("session", cookie)
    with client.session_transaction() as sess:
        assert "iv" not in sess


def test_the_cookie_expires_with_the_session_lifetime(monkeypatch):
    import datetime as dt

    from interview.engine import clock
    app = create_app({"TESTING": True, "SECRET_KEY": SECRET})
    cookie = _answered_cookie(app, "Rex")
    client = app.test_client()
    client.set_cookie("session", cookie)
    later = clock.utc_now() + app.permanent_session_lifetime + dt.timedelta(seconds=60)
    monkeypatch.setattr(clock, "utc_now", lambda: later)
    with client.session_transaction() as sess:
        assert "iv" not in sess


def test_what_later_pages_add_unchecked_still_fits_after_the_last_answer_that_fits(app):
    """A language switch, a "Change" link and a notice add to the session with no check of
    its size; at the limit, the result page in Spanish sent a 4,116-byte cookie, which the
    browser drops (keeping the old one: the change silently lost)."""
    import secrets

    from interview.toolkit.registry import flows
    from interview.web.interview_views import SESSION_KEY
    from interview.web.sessions import COOKIE_LIMIT

    with app.test_request_context():
        interface = app.session_interface
        serializer = interface.get_signing_serializer(app)

        def size(data):
            return len(interface.get_cookie_name(app)) + 1 + len(serializer.dumps(data))

        def session_with(chars):  # incompressible text, as the worst case
            text = secrets.token_urlsafe(chars)[:chars]
            return {SESSION_KEY: {"flow": "river-hills", "facts": {"complaint": {
                "what_happened": text}}, "control": {}, "editing": None}, "csrf_token": "c" * 40}

        low, high = 100, 4000
        while low < high:  # the longest answer that fits
            mid = (low + high + 1) // 2
            low, high = (mid, high) if fits(app, session_with(mid)) else (low, mid - 1)
        edge = session_with(low)
        longest = max((n for f in flows().values() for n in f.questions.nodes), key=len)
        later = {**edge, "lang": max(app.config["LANGUAGES"], key=len),
                 SESSION_KEY: {**edge[SESSION_KEY], "editing": [longest, 49]},
                 "_flashes": [["notice", "تلك الإجابة كانت لسؤال آخر. هذا هو السؤال الحالي."]]}
        assert size(later) <= COOKIE_LIMIT, size(later)
