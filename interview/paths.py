"""Every path through a flow, from the start to a result, fed to the engine.

A path is a distinct sequence of questions. At each question every answer is tried, and answers
are grouped into the classes that matter: two answers are one class when they lead to the same
next question and get the same answer from every routing predicate judged on them now. That
takes in an answer whose effect on routing shows only later (who is asking, who the victim
was) and the likely result so far (the predicates that choose the result). Dates are
collapsed to the windows the rules care about: recent, recent but approximate ("about when"),
and more than 12 months before. Loops are unrolled up to ``max_loop`` times."""
from __future__ import annotations

import datetime as dt
import time
from dataclasses import dataclass

from interview.answers import NONE, State, apply
from interview.facts import validate
from interview.router import Context, Step


@dataclass
class Path:
    steps: tuple[Step, ...]
    result: str
    facts: dict


@dataclass
class Report:
    paths: list[Path]
    seconds: float
    problems: list[str]


def answer_classes(node, today: dt.date) -> list[tuple[object, bool]]:
    """(value, approximate) candidates for a node; invalid ones are dropped later."""
    if node.type in ("choice", "yes_no", "tristate"):
        # The first answer of a class is the one kept. "No" first: a "yes" to an exception
        # (e.g. a police dog) would hide every later finding behind a presumption.
        values = [value for value, _label in node.choices()]
        return [(value, False) for value in sorted(values, key=lambda v: v != "no")]
    if node.type == "number":
        low = node.minimum or 0
        return [(low, False), (low + 1, False)]
    if node.type == "text":
        return [("A short answer.", False)]
    if node.type == "date":
        recent = today - dt.timedelta(days=20)
        older = today - dt.timedelta(days=420)
        return [(recent.isoformat(), False), (recent.isoformat(), True),
                (older.isoformat(), False), *([(NONE, False)] if node.none else [])]
    if node.type == "datetime":
        # A moment first, so every path that passes here runs the engine's hour counting.
        served = dt.datetime.combine(today - dt.timedelta(days=2), dt.time(16, 30))
        return [(served.isoformat(timespec="minutes"), False),
                *([(NONE, False)] if node.none else [])]
    return []


def enumerate_paths(flow, today: dt.date, max_loop: int = 2, limit: int = 500_000) -> Report:
    started = time.perf_counter()
    router, questions = flow.router, flow.questions
    # Every routing predicate, judged now: an answer whose effect on routing shows only several
    # questions later (who is asking, who the victim was) is still its own class.
    predicates = {name: flow.module.PREDICATES[name] for name in sorted(flow.module.PREDICATES)}
    seen: set = set()
    paths: list[Path] = []
    problems: list[str] = []
    first = Step(questions.start, None)
    stack = [(State({"schema_version": flow.schema_version}), first, ())]
    # One routing model for the whole search (see Router.stepper).
    with router.stepper() as advance:
        while stack and len(paths) < limit:
            state, step, steps = stack.pop()
            node = router.node(step.node)
            if node.is_result:
                derived = router.walk(state)  # the interview's own way of finding the result
                if derived.current.node != step.node:
                    problems.append(f"{flow.slug}: the walk and the step-by-step route disagree "
                                    f"at {step.node}")
                paths.append(Path(steps, step.node, state.facts))
                continue
            # Only a date can clash with other answers (order of events), so only dates are checked.
            dated = node.type in ("date", "datetime")
            before = ({(p.pointer, p.detail) for p in validate(flow, state.facts, today)}
                      if dated else set())
            branches = 0
            for value, approximate in answer_classes(node, today):
                trial = state.trial()
                apply(node, trial, step.index, value, approximate)
                if dated and any((p.pointer, p.detail) not in before
                                               for p in validate(flow, trial.facts, today)):
                    continue  # the interview would refuse this answer here
                branches += 1
                following = advance(trial, step)
                if following.index is not None and following.index >= max_loop:
                    continue
                key = (_key(steps + (step,), following),
                       _outcome(flow, trial, following, predicates))
                if key not in seen:
                    seen.add(key)
                    stack.append((trial, following, steps + (step,)))
            if branches == 0:
                problems.append(f"{flow.slug}: no valid answer at {step.node} (a dead end)")
    return Report(paths, time.perf_counter() - started, problems)


def _outcome(flow, state: State, step: Step, predicates: dict) -> tuple:
    """How every routing predicate answers now, in the context of the next question: answers
    that agree on all of them (including those that choose the result) are one class."""
    loop = flow.questions.loops.get(flow.router.node(step.node).loop or "")
    ctx = Context(state, step.index, loop.fact if loop else None)
    return tuple(bool(fn(ctx)) for fn in predicates.values())


def _key(steps: tuple[Step, ...], following: Step) -> tuple:
    """Where a partial run stands. Inside a loop, routing reads only the current item, so once a
    later iteration has begun, the earlier iterations' routes are forgotten: a second incident's
    questions are explored once, whatever route the first incident took."""
    latest = max((s.index for s in (*steps, following) if s.index is not None), default=None)
    kept = tuple(s for s in steps if s.index is None or latest is None or s.index >= latest)
    return kept, following


def check_paths(flow, today: dt.date) -> tuple[Report, list[str]]:
    """Run the engine on every path: no exception, a known status, and the routed result
    agrees with the assessment."""
    report = enumerate_paths(flow, today)
    problems = list(report.problems)
    for path in report.paths:
        try:
            assessment = flow.assess(path.facts, today)
        except Exception as exc:  # noqa: BLE001 - a finding to report, not to hide
            problems.append(f"{flow.slug}: {path.result}: engine raised {exc!r}")
            continue
        likely = assessment.status["likely"]
        if likely not in flow.statuses:
            problems.append(f"{flow.slug}: status {likely!r} is not in the flow's vocabulary")
        routed = flow.questions.nodes[path.result].status
        if routed is not None and routed != likely:
            steps = " > ".join(s.node for s in path.steps[-4:])
            problems.append(f"{flow.slug}: routing reached {path.result} but the engine says "
                            f"{likely} (… {steps})")
        for item in assessment.all_cited():
            for anchor in item.cite:
                if anchor not in flow.law:
                    problems.append(f"{flow.slug}: {item.id} cites missing clause {anchor}")
    return report, sorted(set(problems))
