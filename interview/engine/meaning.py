"""What this means, for the person asking: a few short sentences under "What to do now" (the
assessment's ``meaning``, JSON 1.2). No Flask.

A flow lists its sentences (``MEANING``), each with when it applies, read from the worded
assessment and the facts, and the clauses it rests on. The words are the flow's, per audience
where it gives them ("<id>:owner", "<id>:harmed", "<id>:other"; interview.engine.actions)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from interview.engine.actions import AUDIENCES, for_reader, moment

__all__ = ["Sentence", "deadline", "meaning", "moment"]


@dataclass(frozen=True)
class Sentence:
    id: str  # a TEXTS id
    # (assessment document, facts, audience) -> the text's params, or None: not this time
    when: Callable[[dict, dict, str], dict | None]
    cite: tuple[str, ...] = ()
    audiences: frozenset[str] = frozenset(AUDIENCES)


def deadline(doc: dict, deadline_id: str) -> dict | None:
    """A dated deadline of the document, or None."""
    return next((d for d in doc["deadlines"] if d["id"] == deadline_id and d.get("due")), None)


def meaning(flow, facts: dict, doc: dict, wording, who: str) -> list[dict]:
    out = []
    for sentence in getattr(flow.module, "MEANING", ()):
        if who not in sentence.audiences:
            continue
        params = sentence.when(doc, facts, who)
        if params is not None:
            out.append({"id": sentence.id, "cite": list(sentence.cite),
                        "text": for_reader(wording, sentence.id, who, params)})
    return out
