"""Shared by each flow's routing-predicate table: run one predicate on the answers a routing
step sees, and check the table names every predicate, each both ways."""
from __future__ import annotations

from interview.engine.answers import State
from interview.toolkit.router import Context


def run(predicates: dict, name: str, facts: dict, control: dict, item: dict | None) -> bool:
    """``item``: the incident being asked about (the loop's item 0); its facts join ``facts``."""
    if item is not None:
        facts = {**facts, "incidents": [item]}
    return bool(predicates[name](Context(State(facts, control), 0 if item is not None else None,
                                         "incidents")))


def missing_outcomes(predicates: dict, cases: list[tuple]) -> list[str]:
    """Each predicate with the outcomes (True, False) no case of the table shows."""
    seen = {(case[0], case[-1]) for case in cases}
    return [f"{name}: {outcome}" for name in predicates for outcome in (True, False)
            if (name, outcome) not in seen]
