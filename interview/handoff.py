"""Carrying an interview from a kiosk to a phone without the server keeping it.

The answers are sealed into the link itself: compact JSON, compressed against a dictionary of
the flow's own words, then encrypted and authenticated with Fernet (AES-128-CBC + HMAC-SHA256)
under a key derived from the app's secret. The link expires (24 h by default): Fernet stamps
the time inside the token, so no server remembers anything. Any instance with the same secret
can open it. No Flask here."""
from __future__ import annotations

import base64
import json
import zlib

from cryptography.fernet import Fernet, InvalidToken
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from interview.answers import State

FORMAT = 1  # bump when the payload changes shape; old links then fail plainly, not wrongly


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


def seal(key: bytes, flow, state: State) -> str:
    """The token for a link: only what the interview needs to carry on."""
    facts = dict(state.facts)
    if facts.get("schema_version") == flow.schema_version:
        del facts["schema_version"]  # implied by the flow; restored when opened
    payload = [FORMAT, flow.slug, facts, state.control or {}]
    packer = zlib.compressobj(9, zdict=flow_dictionary(flow))
    compressed = packer.compress(json.dumps(payload, separators=(",", ":")).encode())
    compressed += packer.flush()
    return Fernet(key).encrypt(compressed).decode().rstrip("=")


def open_token(key: bytes, token: str, flows: dict, ttl_seconds: int) -> tuple[object, State]:
    """(the flow, its answers) from a token, or ``HandoffError`` saying why not."""
    padded = token + "=" * (-len(token) % 4)
    fernet = Fernet(key)
    try:
        data = fernet.decrypt(padded.encode("ascii"), ttl=ttl_seconds)
    except (InvalidToken, UnicodeEncodeError, ValueError, TypeError):
        try:  # the same token without the time limit tells "expired" from "tampered"
            fernet.decrypt(padded.encode("ascii"))
        except (InvalidToken, UnicodeEncodeError, ValueError, TypeError):
            raise HandoffError("unreadable") from None
        raise HandoffError("expired") from None
    return _unpack(data, flows)


def _unpack(data: bytes, flows: dict) -> tuple[object, State]:
    for flow in flows.values():
        if flow.questions is None:
            continue
        try:
            unpacker = zlib.decompressobj(zdict=flow_dictionary(flow))
            payload = json.loads(unpacker.decompress(data, 256 * 1024))
        except (zlib.error, ValueError):
            continue
        if (isinstance(payload, list) and len(payload) == 4 and payload[0] == FORMAT
                and payload[1] == flow.slug and isinstance(payload[2], dict)
                and isinstance(payload[3], dict)):
            facts = {"schema_version": flow.schema_version, **payload[2]}
            return flow, State(facts, payload[3])
    raise HandoffError("unreadable")
