"""The signed-cookie session, which notices a cookie it could not read.

Flask silently starts an empty session when the cookie's signature is bad or it has expired.
People deserve to be told why their answers are gone, so we mark that case."""
from __future__ import annotations

from flask.sessions import SecureCookieSessionInterface

UNREADABLE = "_unreadable"


class NoticingSessionInterface(SecureCookieSessionInterface):
    def open_session(self, app, request):
        session = super().open_session(app, request)
        if session is not None and not session and request.cookies.get(
                self.get_cookie_name(app)):
            session[UNREADABLE] = True
        return session
