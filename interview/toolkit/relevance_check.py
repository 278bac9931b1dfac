"""`interview flows check` proves relevance: every question the interview skipped, on every
path class, could not have changed what the person is shown.

- **Each skip.** For each skipped question and each of its answers, the interview goes on as it
  would for a person who gave that answer: the other skipped questions stay skipped, and any
  question the answer opens (a follow-up its routes lead to) is asked with each of its own
  answers. Every way it can end must show the same as the path did. The interview judges an
  answer with the rest as given; a follow-up is what it cannot see, so a flow that marks a
  gate (a question whose "yes" leads to the one that matters) fails here, naming the question
  and the path.
- **No change in the law.** The status, duties and deadlines with every skipped question
  answered "not sure" (where it offers that; and every question that opens, the same) equal
  the path's own. Each skip was proven alone: this checks them together."""
from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from interview.engine.answers import State, apply, copy_facts
from interview.engine.facts import new_problems
from interview.toolkit.relevance import Relevance, Seen, answer_classes, differs
from interview.toolkit.router import Step

if TYPE_CHECKING:
    from interview.toolkit.paths import Path

# Questions a skipped question's answer may open before the interview ends, at most: a gate
# opens one or two. Past this, the skip is reported as not proven rather than followed on.
MAX_OPENED = 8
NOT_SURE = "not_sure"


def _named(step: Step) -> str:
    return step.node if step.index is None else f"{step.node}[{step.index}]"


def described(path: Path) -> str:
    route = " > ".join([*(_named(s) for s in path.steps), path.result])
    return f"{route}; not asked: {', '.join(_named(s) for s in path.skipped)}"


def skip_problems(flow, path: Path, relevance: Relevance, today: dt.date,
                  advance) -> list[str]:
    """``advance``: the router's stepper. An answer whose own routes lead where the skip led
    opens nothing, and shows what its facts show; one that leads elsewhere is followed."""
    router, problems = flow.router, []
    base = State(path.facts, path.control)
    seen = relevance.seen(path.facts)
    for step in path.skipped:
        others = set(path.skipped) - {step}

        def judge(state: State, asked: Step, others=others) -> bool:
            return asked in others or relevance.irrelevant(state, asked)

        node = router.node(step.node)
        passed_to = advance(base, step, skip=True)
        for value, approximate in answer_classes(node, today):
            trial = State(copy_facts(path.facts), dict(path.control))
            apply(node, trial, step.index, value, approximate)
            closed = advance(trial, step) == passed_to
            if closed and relevance.same(trial.facts, seen):
                continue  # the engine did not read what it changes
            if node.type in ("date", "datetime") and new_problems(flow, path.facts,
                                                                  trial.facts, today):
                continue  # an answer the interview would refuse here
            if closed:
                after = relevance.shows(trial.facts)
                found = None if after == seen.shown else ((), differs(seen.shown, after))
            else:  # it opens questions the skip passed by: each way on is followed
                found = _first_difference(flow, trial, judge, relevance, seen, today)
            if found is not None:
                then, what = found
                opened = "".join(f", then {_named(s)}: {v!r}" for s, v in then)
                problems.append(f"{flow.slug}: {_named(step)} is not asked, but the answer "
                                f"{value!r}{opened} changes what is shown: {what} "
                                f"(path: {described(path)})")
                break  # one answer is enough to show the skip is wrong
    return problems


def _first_difference(flow, state: State, judge, relevance: Relevance, seen: Seen,
                      today: dt.date) -> tuple[tuple, str] | None:
    """The first way the interview can end from ``state`` that shows something other than
    ``seen`` does: (the questions it opened and their answers, what differs); None if none."""
    router = flow.router
    stack: list[tuple[State, tuple]] = [(state, ())]
    while stack:
        answers, said = stack.pop()
        route = router.walk(answers, judge)
        if route.complete:
            final = State(copy_facts(answers.facts), dict(answers.control))
            router.prune(final, route)  # as the result page assesses it
            if relevance.same(final.facts, seen):
                continue
            after = relevance.shows(final.facts)
            if after != seen.shown:
                return said, differs(seen.shown, after)
            continue
        if len(said) >= MAX_OPENED:
            return said, f"nothing proven: it opens more than {MAX_OPENED} questions"
        node = router.node(route.current.node)
        for value, approximate in answer_classes(node, today):
            trial = answers.trial()
            apply(node, trial, route.current.index, value, approximate)
            if node.type in ("date", "datetime") and new_problems(flow, answers.facts,
                                                                  trial.facts, today):
                continue
            stack.append((trial, (*said, (route.current, value))))
    return None


def not_sure_problems(flow, path: Path, relevance: Relevance, today: dt.date,
                      advance) -> list[str]:
    """The path's status, duties and deadlines against those with every question asked and
    the skipped ones answered "not sure"."""
    if not path.skipped:
        return []
    router = flow.router
    base = State(path.facts, path.control)
    state = State(copy_facts(path.facts), dict(path.control))
    opens = False
    for step in path.skipped:
        node = router.node(step.node)
        if NOT_SURE in dict(node.choices()):
            apply(node, state, step.index, NOT_SURE)
            opens = opens or advance(state, step) != advance(base, step, skip=True)
        else:
            opens = True  # asked, it gets an answer of its own: the walk finds it
    if opens:  # every question asked, and those the answers open answered "not sure" too
        for _ in range(router.max_steps):
            route = router.walk(state)  # no judge: every question is asked
            if route.complete:
                break
            node = router.node(route.current.node)
            offered = [value for value, _ in answer_classes(node, today)]
            value = NOT_SURE if NOT_SURE in offered else offered[0]
            apply(node, state, route.current.index, value)
        else:
            return [f"{flow.slug}: with every question asked, the interview does not end "
                    f"(path: {described(path)})"]
        router.prune(state, route)
    seen = relevance.seen(path.facts)
    if relevance.same(state.facts, seen):
        return []
    before, after = seen.shown, relevance.shows(state.facts)
    parts = ("status", "duties", "deadlines")
    if not hasattr(after, "_fields") or any(getattr(before, p) != getattr(after, p)
                                            for p in parts):
        what = differs(before, after)
        return [f"{flow.slug}: with the questions not asked answered \"not sure\", {what} "
                f"would differ (path: {described(path)})"]
    return []
