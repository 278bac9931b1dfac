"""Reading and writing answers at fact paths, inside loops too.

A fact path is dotted, with ``[]`` for "the current item of a loop": ``incidents[].victim`` with
index 1 is ``facts["incidents"][1]["victim"]``. Control answers (which steer the interview but
are not facts) are kept beside the facts, keyed by node and loop index."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from interview.toolkit.flowdata import Node

# The answer "there was none" to a date or datetime question that offers it.
NONE = "none"


@dataclass
class State:
    """Everything the interview knows: held in the signed session cookie, nowhere else."""

    facts: dict
    control: dict = field(default_factory=dict)
    editing: tuple[str, int | None] | None = None
    # Which questions the last walk skipped as irrelevant, for these facts on one day
    # (interview.toolkit.relevance): tens of bytes, so a page need not judge them again.
    memo: str | None = None

    def trial(self) -> State:
        """A copy to try an answer on, the original untouched (editing ends with an answer).
        The memo goes with it: it is trusted only while the facts are the same, so an answer
        that steers the interview without a fact ("another time?") is judged no more."""
        return State(copy_facts(self.facts), dict(self.control), memo=self.memo)

    def to_session(self) -> dict:
        return {"facts": self.facts, "control": self.control,
                "editing": list(self.editing) if self.editing else None,
                **({"memo": self.memo} if self.memo else {})}

    @classmethod
    def from_session(cls, data: dict | None, schema_version: str) -> State:
        if not data:
            return cls({"schema_version": schema_version})
        editing = tuple(data["editing"]) if data.get("editing") else None
        memo = data.get("memo")
        return cls(data.get("facts") or {"schema_version": schema_version},
                   data.get("control") or {}, editing, memo if isinstance(memo, str) else None)


def copy_facts(value):
    """A deep copy of JSON-shaped facts: a fraction of copy.deepcopy's cost."""
    if isinstance(value, dict):
        return {k: copy_facts(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copy_facts(v) for v in value]
    return value


@lru_cache(maxsize=4096)
def _split(path: str, index: int | None) -> tuple:
    """``incidents[].date``, 1 → ("incidents", 1, "date"). Paths are the flow's own, never an
    answer, so each is split once (routing looks facts up ~40 times a request)."""
    parts: list = []
    for part in path.split("."):
        if part.endswith("[]"):
            parts += [part[:-2], index if index is not None else 0]
        else:
            parts.append(part)
    return tuple(parts)


def get(facts: dict, path: str, index: int | None = None):
    node = facts
    for part in _split(path, index):
        if isinstance(part, int):
            if not isinstance(node, list) or part >= len(node):
                return None
            node = node[part]
        else:
            if not isinstance(node, dict) or part not in node:
                return None
            node = node[part]
    return node


def put(facts: dict, path: str, index: int | None, value) -> None:
    """Set a fact, creating the containers (and loop items) on the way."""
    parts = _split(path, index)
    node = facts
    for part, after in zip(parts, parts[1:], strict=False):
        if isinstance(part, int):
            while len(node) <= part:
                node.append({})
            node = node[part]
        else:
            node = node.setdefault(part, [] if isinstance(after, int) else {})
    node[parts[-1]] = value


def drop(facts: dict, path: str, index: int | None) -> None:
    parts = _split(path, index)
    node = facts
    for part in parts[:-1]:
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            return
    if isinstance(node, dict):
        node.pop(parts[-1], None)


def control_key(name: str, index: int | None) -> str:
    return name if index is None else f"{name}:{index}"


def pointer(path: str, index: int | None) -> str:
    """A fact path as a JSON Pointer: incidents[].date, 1 → /incidents/1/date."""
    parts = []
    for part in path.split("."):
        parts += [part[:-2], str(index or 0)] if part.endswith("[]") else [part]
    return "/" + "/".join(parts)


def apply(node: Node, state: State, index: int | None, value, approximate: bool = False) -> None:
    if node.control:
        key = control_key(node.control, index)
        before = state.control.get(key)
        state.control[key] = value
        # After a gate's "No" the interview answered the questions it covers ("Not sure" for
        # "I do not know", "No" for "none of these": interview.toolkit.relevance.walk); "Yes"
        # takes those back, so that each is asked.
        if before == "no" and value != "no":
            for path in node.covered_facts:
                if get(state.facts, path, None) == node.covered_answer:
                    drop(state.facts, path, None)
        # "None of these" after answering some "yes" one by one: the latest answer stands, so
        # the walk answers each "No" again. ("I do not know" keeps what the person did know.)
        if value == "no" and before != "no" and node.covered_answer == "no":
            for path in node.covered_facts:
                drop(state.facts, path, None)
        if not node.option_sets:
            return
    if node.option_sets:
        for path, chosen in zip(node.sets, dict(node.option_sets)[value], strict=True):
            if chosen is None:
                drop(state.facts, path, index)
            else:
                put(state.facts, path, index, chosen)
        return
    if node.sets:
        for path in node.sets:
            name = path.rsplit(".", 1)[-1]
            chosen = "yes" if value == name else ("not_sure" if value == "not_sure" else "no")
            put(state.facts, path, index, chosen)
        return
    if node.none:  # a date, or "there was none": never both
        key = control_key(node.none_key, index)
        if value == NONE:
            state.control[key] = True
            drop(state.facts, node.fact, index)
            return
        state.control.pop(key, None)
    put(state.facts, node.fact, index, value)
    if node.approximate:
        if approximate:
            put(state.facts, node.approximate, index, True)
        else:
            drop(state.facts, node.approximate, index)


def current_value(node: Node, state: State, index: int | None):
    if node.control:
        return state.control.get(control_key(node.control, index))
    if node.option_sets:
        # An option's unset fact is a later question's to answer: any answer there fits.
        values = tuple(get(state.facts, p, index) for p in node.sets)
        fits = [value for value, sets in node.option_sets
                if any(s is not None for s in sets)
                and all(s is None or s == v for s, v in zip(sets, values, strict=True))]
        exact = [value for value, sets in node.option_sets if sets == values]
        return (exact or fits or [None])[0]
    if node.sets:
        values = [get(state.facts, p, index) for p in node.sets]
        if any(v is None for v in values):
            return None
        for path, v in zip(node.sets, values, strict=True):
            if v == "yes":
                return path.rsplit(".", 1)[-1]
        return "not_sure" if "not_sure" in values else "none"
    if node.none and control_key(node.none_key, index) in state.control:
        return NONE
    return get(state.facts, node.fact, index)


def is_approximate(node: Node, state: State, index: int | None) -> bool:
    return bool(node.approximate and get(state.facts, node.approximate, index))
