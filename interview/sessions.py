"""The signed-cookie session, which notices a cookie it could not read, and keeps it small.

Flask silently starts an empty session when the cookie's signature is bad or it has expired.
People deserve to be told why their answers are gone, so we mark that case.

The answers live only in this cookie, and a browser silently drops a cookie over 4096 bytes.
So the JSON is written as UTF-8, not ``\\u0627`` escapes (Arabic text is a third the size
before compression), and ``fits`` lets the interview refuse an answer that would not fit,
saying so, instead of losing it."""
from __future__ import annotations

import json

from flask.json.tag import TaggedJSONSerializer
from flask.sessions import SecureCookieSessionInterface

UNREADABLE = "_unreadable"
COOKIE_LIMIT = 4096  # bytes for name=value, the least every browser keeps (RFC 6265 §6.1)


class CompactSerializer(TaggedJSONSerializer):
    def dumps(self, value) -> str:
        return json.dumps(self.tag(value), separators=(",", ":"), ensure_ascii=False)


def fits(app, data: dict) -> bool:
    """Would a session holding ``data`` still be kept by the browser?"""
    interface = app.session_interface
    value = interface.get_signing_serializer(app).dumps(dict(data))
    return len(interface.get_cookie_name(app)) + 1 + len(value) <= COOKIE_LIMIT


class NoticingSessionInterface(SecureCookieSessionInterface):
    serializer = CompactSerializer()

    def open_session(self, app, request):
        session = super().open_session(app, request)
        if session is not None and not session and request.cookies.get(
                self.get_cookie_name(app)):
            session[UNREADABLE] = True
        return session
