"""Carrying an interview from a kiosk to a phone without the server keeping it.

The answers are sealed into the link itself: compact JSON, compressed against a dictionary of
the flow's own words, then encrypted and authenticated with Fernet (AES-128-CBC + HMAC-SHA256)
under a key derived from the app's secret. The link expires (24 h by default): Fernet stamps
the time inside the token, and the token says how long the instance that made it promised it
would work, so no server remembers anything and a kiosk's shorter life holds on the public
site too. Any instance with the same secret (or with it among its fallbacks) can open it. No
Flask here."""
from __future__ import annotations

import base64
import json
import zlib

from cryptography.fernet import Fernet, InvalidToken, MultiFernet
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from interview.engine import clock
from interview.engine.answers import State

# Bump when the payload changes shape; old links then fail plainly, not wrongly. Format 2 adds
# the link's life in seconds; a format 1 link (made before it) lives as long as the opener says.
FORMAT = 2
READABLE_FORMATS = (1, 2)
MAX_CLOCK_SKEW = 60  # seconds a link's stamp may be ahead of this server's clock


class HandoffError(ValueError):
    """A link that cannot be opened. ``reason`` is "expired" or "unreadable"."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def derive_key(secret: str | bytes, purpose: bytes = b"dog-ordinance-guide/handoff/v1") -> bytes:
    """A Fernet key of its own for each purpose (the hand-off link, the session cookie), so
    the app's secret itself never encrypts anything and one key never serves two uses."""
    raw = secret.encode() if isinstance(secret, str) else secret
    hkdf = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=purpose)
    return base64.urlsafe_b64encode(hkdf.derive(raw))


def secrets_in(config) -> tuple:
    """The app's secrets, the one that seals first: ``SECRET_KEY``, then the old keys
    (``SECRET_KEY_FALLBACKS``, newest first) that still open while it is rotated."""
    return (config["SECRET_KEY"], *reversed(config.get("SECRET_KEY_FALLBACKS") or ()))


def sealer(secrets, purpose: bytes = b"dog-ordinance-guide/handoff/v1") -> MultiFernet:
    """A cipher that seals with the first secret and opens with any, under keys of their own
    for ``purpose`` (the hand-off link by default; the session cookie has its own)."""
    return MultiFernet([Fernet(derive_key(secret, purpose)) for secret in secrets])


def flow_dictionary(flow) -> bytes:
    """Words the payload is likely to repeat (fact names, answer values), as a zlib preset
    dictionary: a short interview then compresses to a fraction of its JSON."""
    words: set[str] = set()
    for node in flow.questions.nodes.values():
        for path in (node.fact, node.control, node.approximate, *node.sets):
            if path:
                words.update(part.removesuffix("[]") for part in path.split("."))
        words.update(value for value, _label in node.choices())
    return json.dumps(sorted(words), separators=(",", ":")).encode()


def seal(cipher: MultiFernet, flow, state: State, ttl_seconds: int) -> str:
    """The token for a link: only what the interview needs to carry on, and how long the page
    that shows it says it works."""
    facts = dict(state.facts)
    if facts.get("schema_version") == flow.schema_version:
        del facts["schema_version"]  # implied by the flow; restored when opened
    payload = [FORMAT, flow.slug, facts, state.control or {}, ttl_seconds]
    packer = zlib.compressobj(9, zdict=flow_dictionary(flow))
    compressed = packer.compress(json.dumps(payload, separators=(",", ":")).encode())
    compressed += packer.flush()
    return cipher.encrypt_at_time(compressed, clock.seconds_now()).decode().rstrip("=")


def open_token(cipher: MultiFernet, token: str, flows: dict, ttl_seconds: int,
               now: float | None = None) -> tuple[object, State]:
    """(the flow, its answers) from a token, or ``HandoffError`` saying why not. The link
    lives the shorter of ``ttl_seconds`` (this instance's limit) and the life it was made
    with."""
    padded = token + "=" * (-len(token) % 4)
    try:
        data = cipher.decrypt(padded.encode("ascii"))
        made = cipher.extract_timestamp(padded.encode("ascii"))
    except (InvalidToken, UnicodeEncodeError, ValueError, TypeError):
        raise HandoffError("unreadable") from None
    flow, state, life = _unpack(data, flows)
    age = (clock.seconds_now() if now is None else now) - made
    # A link stamped ahead of this clock (a kiosk's clock running fast) would otherwise live
    # that much longer than promised. A minute is allowed, as Fernet's time limit allowed it
    # (that check is not made here: the link is opened without one).
    if age < -MAX_CLOCK_SKEW or age > min(ttl_seconds, life or ttl_seconds):
        raise HandoffError("expired")
    return flow, state


def _unpack(data: bytes, flows: dict) -> tuple[object, State, int | None]:
    for flow in flows.values():
        if flow.questions is None:
            continue
        try:
            unpacker = zlib.decompressobj(zdict=flow_dictionary(flow))
            payload = json.loads(unpacker.decompress(data, 256 * 1024))
        except (zlib.error, ValueError):
            continue
        if not (isinstance(payload, list) and payload and type(payload[0]) is int
                and payload[0] in READABLE_FORMATS):
            continue
        shape = 4 if payload[0] == 1 else 5
        if (len(payload) == shape and payload[1] == flow.slug
                and isinstance(payload[2], dict) and isinstance(payload[3], dict)
                and (shape == 4 or is_seconds(payload[4]))):
            facts = {"schema_version": flow.schema_version, **payload[2]}
            return flow, State(facts, payload[3]), payload[4] if shape == 5 else None
    raise HandoffError("unreadable")


def is_seconds(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0
