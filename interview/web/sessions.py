"""The session cookie: sealed, so it can be read by nobody but the app; it notices a cookie
it could not read, and keeps it small.

The answers live only in this cookie. Flask's cookie is signed, not encrypted: anyone who sees
it (a shared browser's cookie store, a proxy's log, a screenshot of developer tools) could read
the answers, base64 and zlib being no secret. So the cookie is sealed with Fernet (AES-128-CBC
+ HMAC-SHA256 with a timestamp, `cryptography`) under a key derived from the app's secret for
this use alone. It still expires with ``PERMANENT_SESSION_LIFETIME``, and keys in
``SECRET_KEY_FALLBACKS`` still open it while a key is rotated.

Flask silently starts an empty session when the cookie cannot be opened or has expired.
People deserve to be told why their answers are gone, so we mark that case.

A browser silently drops a cookie over 4096 bytes. So the JSON is written as UTF-8, not
``\\u0627`` escapes (Arabic text is a third the size before compression), packed with zlib,
or with brotli where zlib's packing would not fit (``pack``), and ``fits`` lets the interview
refuse an answer that would not fit, saying so, instead of losing it. How much a person may
type is set from the same sums (interview.web.text_limits), so that a refusal is rare. The value
``fits`` seals is the one the response sends, when the session has not changed since: an
answer's cookie is serialized and sealed once, not twice."""
from __future__ import annotations

import json
import zlib

import brotli
from cryptography.fernet import InvalidToken
from flask import has_request_context, request
from flask.json.tag import TaggedJSONSerializer
from flask.sessions import SecureCookieSessionInterface
from itsdangerous import BadSignature

from interview.engine import clock
from interview.web.handoff import sealer, secrets_in

UNREADABLE = "_unreadable"
COOKIE_LIMIT = 4096  # bytes for name=value, the least every browser keeps (RFC 6265 §6.1)
# Room kept for what later pages add with no answer and no check: the language chosen, the
# question a "Change" link opens, a one-line notice (flash) in Arabic. A cookie past the limit
# is dropped by the browser, which keeps the old one: the change would be silently lost.
ROOM = 256


class CompactSerializer(TaggedJSONSerializer):
    def dumps(self, value) -> str:
        return json.dumps(self.tag(value), separators=(",", ":"), ensure_ascii=False)


SESSION_KEY_PURPOSE = b"dog-ordinance-guide/session/v1"
_PLAIN, _ZLIB, _BROTLI = b"j", b"z", b"b"  # the first byte inside the seal: how it is packed
# Fernet's own bytes around what it seals: version, timestamp, IV and HMAC; the body is padded
# to whole 16-byte blocks (PKCS7, at least one byte), and the token is base64.
_FERNET_BYTES, _BLOCK = 1 + 8 + 16 + 32, 16
# Brotli at its densest levels (10 and 11) takes 9-17 % off zlib's size on the catalogs' text,
# but ~5 ms of CPU for a long complaint against zlib's ~0.3 ms: so only where zlib's packing
# would not fit, and never where even a fifth off it would still not fit (text that does not
# compress, which brotli cannot save either).
DENSER_QUALITY, DENSER_AT_MOST = 10, 0.8


def sealed_length(body_bytes: int) -> int:
    """The length of the cookie value that seals a body of ``body_bytes`` (packing byte
    included)."""
    encrypted = _FERNET_BYTES + (body_bytes // _BLOCK + 1) * _BLOCK
    return 4 * -(-encrypted // 3)


def largest_body(value_chars: int) -> int:
    """The most bytes a body may have for its seal to be at most ``value_chars`` long."""
    blocks = (value_chars // 4 * 3 - _FERNET_BYTES) // _BLOCK
    return max(0, blocks * _BLOCK - 1)


def pack(raw: bytes, room: int | None = None) -> bytes:
    """The JSON as the seal holds it: a byte that says how, then plain, zlib or brotli. Brotli
    is tried only when zlib's packing is over ``room`` bytes and could come under it."""
    packed = zlib.compress(raw)
    body = _ZLIB + packed if len(packed) < len(raw) else _PLAIN + raw
    if room is not None and room < len(body) <= room / DENSER_AT_MOST:
        denser = _BROTLI + brotli.compress(raw, quality=DENSER_QUALITY)
        body = min(body, denser, key=len)
    return body


def unpack(body: bytes) -> bytes:
    kind, packed = body[:1], body[1:]
    if kind == _ZLIB:
        return zlib.decompress(packed)
    if kind == _BROTLI:
        return brotli.decompress(packed)
    return packed


class SealingSerializer:
    """Flask's cookie serializer, sealed: what ``dumps`` returns is a Fernet token of the
    compact JSON (compressed when that is shorter). It keeps the interface Flask's session
    calls (itsdangerous's): ``loads(value, max_age=)`` raises ``BadSignature`` for a cookie
    it cannot open, expired, tampered with or sealed under another key."""

    def __init__(self, secrets: list[str | bytes], serializer, room: int | None = None):
        # The first key seals; the rest (older keys being rotated out) only open.
        self._fernet = sealer(secrets, SESSION_KEY_PURPOSE)
        self._serializer = serializer
        self._room = room  # the largest body that fits the cookie (``pack``)

    def dumps(self, data) -> str:
        body = pack(self._serializer.dumps(data).encode(), self._room)
        return self._fernet.encrypt_at_time(body, clock.seconds_now()).decode("ascii")

    def loads(self, value: str | bytes, max_age: int | None = None):
        try:
            token = value.encode("ascii") if isinstance(value, str) else value
            raw = unpack(self._fernet.decrypt(token) if max_age is None else
                         self._fernet.decrypt_at_time(token, int(max_age), clock.seconds_now()))
            return self._serializer.loads(raw.decode())
        except (InvalidToken, UnicodeError, ValueError, TypeError, zlib.error,
                brotli.error) as exc:
            raise BadSignature("the session cookie could not be opened") from exc


def value_room(app) -> int:
    """How long the cookie's value may be, with ROOM to spare (its name takes the rest)."""
    return COOKIE_LIMIT - ROOM - len(app.config["SESSION_COOKIE_NAME"]) - 1


def fits(app, data: dict) -> bool:
    """Would a session holding ``data`` still be kept by the browser, with ROOM to spare?"""
    value = app.session_interface.get_signing_serializer(app).dumps(dict(data))
    return len(value) <= value_room(app)


class _ReusingSerializer:
    """The sealing serializer, which remembers the last value it sealed in this request (in
    the request's WSGI environ, so nothing outlives the request, even where an outer app
    context does) and hands it back for the same data."""

    def __init__(self, signer):
        self._signer = signer

    def loads(self, value, **kwargs):
        return self._signer.loads(value, **kwargs)

    def dumps(self, data: dict) -> str:
        memo = request.environ if has_request_context() else None
        last = memo.get(_SIGNED) if memo is not None else None
        if last is not None and _same(last[0], data):
            return last[1]
        value = self._signer.dumps(data)
        if memo is not None:
            try:  # a copy, not the dict itself: a later change to the session must not match
                memo[_SIGNED] = (json.loads(json.dumps(data)), value)
            except (TypeError, ValueError):  # not plain JSON (a tagged value): seal it again
                memo.pop(_SIGNED, None)
        return value


_SIGNED = "interview.signed_session"


def _same(a, b) -> bool:
    """Equal and of the same types all the way down: to ``==``, True is 1 and a Markup is a
    str, but they are sealed (and read back) differently."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(v, b[k]) for k, v in a.items())
    if isinstance(a, list):
        return len(a) == len(b) and all(map(_same, a, b))
    return a == b


class NoticingSessionInterface(SecureCookieSessionInterface):
    serializer = CompactSerializer()

    def __init__(self):
        self._sealers: dict[tuple, SealingSerializer] = {}  # per set of keys: built once

    def get_signing_serializer(self, app):
        """Flask's name for it: the serializer that writes and reads the cookie's value."""
        if not app.secret_key:
            return None
        secrets = secrets_in(app.config)
        sealer = self._sealers.get(secrets)
        if sealer is None:
            sealer = self._sealers[secrets] = SealingSerializer(
                list(secrets), self.serializer, largest_body(value_room(app)))
        return _ReusingSerializer(sealer)

    def open_session(self, app, request):
        session = super().open_session(app, request)
        if session is None:
            return None
        if session and not well_formed(session):
            # Sealed by us, but not in a shape this release writes (an older one's, or made
            # with the key): read as it is, it would be a 500 on every page.
            session.clear()
        if not session and request.cookies.get(self.get_cookie_name(app)):
            session[UNREADABLE] = True
        return session


# What each key of the session holds, as this release writes it.
_SHAPES = {"lang": str, "iv": dict, "_flashes": list, "_seen": int, "csrf_token": str}


def well_formed(session) -> bool:
    if not all(isinstance(session[k], t) for k, t in _SHAPES.items() if k in session):
        return False
    flashes = session.get("_flashes", [])
    if not all(isinstance(f, list | tuple) and len(f) == 2 and all(isinstance(x, str) for x in f)
               for f in flashes):
        return False
    iv = session.get("iv")
    if iv is None:
        return True
    editing = iv.get("editing")
    return (isinstance(iv.get("flow"), str) and isinstance(iv.get("facts", {}), dict)
            and isinstance(iv.get("control", {}), dict | type(None))
            and (editing is None or (isinstance(editing, list) and len(editing) == 2
                                     and isinstance(editing[0], str)
                                     and (editing[1] is None or type(editing[1]) is int))))
