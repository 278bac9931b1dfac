"""Loops that end: how many items a loop may hold, and how long a walk through the interview
can be without going round.

A loop's limit is the facts schema's own ``maxItems`` for its list: the interview stops
offering "another" there. The walk's limit follows from the questions and those limits, so a
legal walk never meets it (about 33 incidents of "not sure" once did, with a fixed 500) and
only routes that go round do."""
from __future__ import annotations

from interview.toolkit.flowdata import Questions


def loop_limits(questions: Questions, schema: dict) -> dict[str, int]:
    """Each loop's most items: the facts schema's own ``maxItems`` for the loop's list. The
    interview stops offering "another" there, since the facts could not hold one more."""
    limits = {}
    for loop in questions.loops.values():
        spec = (schema.get("properties") or {}).get(loop.fact) or {}
        while "$ref" in spec:  # "#/$defs/incidents"
            spec = schema.get("$defs", {}).get(spec["$ref"].rsplit("/", 1)[-1], {})
        most = spec.get("maxItems")
        if not isinstance(most, int) or isinstance(most, bool) or most < 1:
            raise ValueError(f"loop {loop.name}: the facts schema gives {loop.fact} no "
                             "maxItems, so the interview could not tell when to stop asking "
                             "for another")
        limits[loop.name] = most
    return limits


def longest_walk(questions: Questions, limits: dict[str, int]) -> int:
    """The most steps a walk without a cycle can take: each question once, and each question
    of a loop's body once per item (and once more, were it also reached outside the loop). A
    walk longer than this has gone round, whatever the answers."""
    visits = dict.fromkeys(questions.nodes, 1)
    for loop in questions.loops.values():
        body, todo = set(), [loop.first]
        while todo:  # from the loop's first question to its "another?", not beyond
            node = todo.pop()
            if node in body:
                continue
            body.add(node)
            if node != loop.more:
                todo += [r.to for r in questions.nodes[node].routes]
        for node in body:
            visits[node] += limits[loop.name]
    return sum(visits.values()) + 1
