"""Helpers every flow's rules share: the ``cites`` decorator and tri-state answers.

A rule is a pure function. ``@cites`` records the clause (or clauses) it implements, so a test
can check that every rule cites a clause that exists and that its docstring quotes that clause."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

YES, NO, NOT_SURE = "yes", "no", "not_sure"


def cites(*anchors: str) -> Callable:
    """Mark a rule with the clause anchors it implements."""
    if not anchors:
        raise ValueError("a rule must cite at least one clause")

    def mark(fn: Callable) -> Callable:
        fn.cites = anchors
        return fn

    return mark


def helper(fn: Callable) -> Callable:
    """Mark a public function in a rule module that states no law of its own: it composes
    rules or does arithmetic, and what it returns carries its own citations. The flows check
    (interview.toolkit.rulecheck) asks every other public function there to cite its clause."""
    fn.helper = True
    return fn


def is_yes(value: str | None) -> bool:
    return value == YES


def is_maybe(value: str | None) -> bool:
    """Yes, or not sure: a fact that *might* be true."""
    return value in (YES, NOT_SURE)


def never(_value: str | None) -> bool:
    return False


def negate(value: str | None) -> str | None:
    """Tri-state NOT: 'yes' and 'no' swap; 'not_sure' and a missing fact stay as they are."""
    return {YES: NO, NO: YES}.get(value, value)


def both(a: str | None, b: str | None) -> str:
    """Tri-state AND: 'no' wins, then 'not_sure', else 'yes'. A missing fact counts as 'no'."""
    values = (a or NO, b or NO)
    if NO in values:
        return NO
    return NOT_SURE if NOT_SURE in values else YES


def either(*values: str | None) -> str:
    """Tri-state OR: 'yes' wins, then 'not_sure', else 'no'."""
    if YES in values:
        return YES
    return NOT_SURE if NOT_SURE in values else NO


@dataclass(frozen=True)
class Lens:
    """How a rule reads tri-state facts: SHOWN counts only 'yes'; IF_UNSURE also counts 'not
    sure' (for conditional wording); IF_REBUTTED sets the flow's exceptions aside."""

    name: str
    fact: Callable[[str | None], bool]  # does a triggering fact count?
    exception: Callable[[str | None], bool]  # does an excusing fact count?


SHOWN = Lens("shown", is_yes, is_yes)
IF_UNSURE = Lens("if_unsure", is_maybe, is_yes)
IF_REBUTTED = Lens("if_rebutted", is_yes, never)


def merge_texts(texts: dict, more: dict) -> None:
    """Join a flow's text tables split across modules, refusing an id defined twice."""
    overlap = texts.keys() & more.keys()
    if overlap:
        raise ValueError(f"text ids defined twice: {sorted(overlap)}")
    texts.update(more)


def value_in(value: str | None, kinds: frozenset) -> str:
    """Tri-state: is ``value`` one of ``kinds``? 'not_sure' stays 'not_sure'; missing is 'no'."""
    if value in kinds:
        return YES
    return NOT_SURE if value == NOT_SURE else NO
