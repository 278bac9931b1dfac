"""Every path through a flow, from the start to a result, fed to the engine.

A path is a distinct sequence of questions. At each question every answer is tried, and answers
are grouped into the classes that matter: two answers are one class when they lead to the same
next question, with the same values for every fact the routing has read, and the same likely
result so far (how each result-choosing predicate answers). Dates are
collapsed to the windows the rules care about: recent, recent but approximate ("about when"),
and more than 12 months before. Loops are unrolled up to ``max_loop`` times."""
from __future__ import annotations

import copy
import datetime as dt
import re
import time
from dataclasses import dataclass

from interview.answers import State, apply
from interview.facts import validate
from interview.router import Context, Step


class Recorder:
    def __init__(self, ignore: set[str]):
        self.ignore, self.predicate, self.reads = ignore, None, {}

    def read(self, key: str, value) -> None:
        if self.predicate not in self.ignore:
            self.reads[key] = repr(value)


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
                (older.isoformat(), False)]
    return []


def result_predicates(questions) -> set[str]:
    return {name for node in questions.nodes.values() for route in node.routes
            if questions.nodes[route.to].is_result for name in route.if_ + route.unless}


def enumerate_paths(flow, today: dt.date, max_loop: int = 2, limit: int = 500_000) -> Report:
    started = time.perf_counter()
    router, questions = flow.router, flow.questions
    ignore = result_predicates(questions)
    result_preds = {name: flow.module.PREDICATES[name] for name in sorted(ignore)}
    seen: set = set()
    paths: list[Path] = []
    problems: list[str] = []
    first = Step(questions.start, None)
    stack = [(State({"schema_version": flow.schema_version}), first, (), {})]
    while stack and len(paths) < limit:
        state, step, steps, reads = stack.pop()
        node = router.node(step.node)
        if node.is_result:
            derived = router.walk(state)  # the interview's own way of finding the result
            if derived.current.node != step.node:
                problems.append(f"{flow.slug}: the walk and the step-by-step route disagree "
                                f"at {step.node}")
            paths.append(Path(steps, step.node, state.facts))
            continue
        # Only a date can clash with other answers (order of events), so only dates are checked.
        before = ({(p.pointer, p.detail) for p in validate(flow, state.facts, today)}
                  if node.type == "date" else set())
        branches = 0
        for value, approximate in answer_classes(node, today):
            trial = State(copy.deepcopy(state.facts), dict(state.control))
            apply(node, trial, step.index, value, approximate)
            if node.type == "date" and any((p.pointer, p.detail) not in before
                                           for p in validate(flow, trial.facts, today)):
                continue  # the interview would refuse this answer here
            branches += 1
            recorder = Recorder(ignore)
            following = router.advance(trial, step, recorder)
            if following.index is not None and following.index >= max_loop:
                continue
            now_read = reads | recorder.reads
            outcome = _outcome(flow, trial, following, result_preds)
            key = (_key(steps + (step,), following, now_read), outcome)
            if key not in seen:
                seen.add(key)
                stack.append((trial, following, steps + (step,), now_read))
        if branches == 0:
            problems.append(f"{flow.slug}: no valid answer at {step.node} (a dead end)")
    return Report(paths, time.perf_counter() - started, problems)


def _outcome(flow, state: State, step: Step, predicates: dict) -> tuple:
    """The legal effect so far: how each result-choosing predicate answers now. Answers that
    route alike but change the likely result are different classes."""
    loop = flow.questions.loops.get(flow.router.node(step.node).loop or "")
    ctx = Context(state, step.index, loop.fact if loop else None)
    return tuple(bool(fn(ctx)) for fn in predicates.values())


_INDEX = re.compile(r"\[(\d+)\]|@(\d+)$")


def _key(steps: tuple[Step, ...], following: Step, reads: dict) -> tuple:
    """Two partial runs are one class when they are at the same question with the same history
    that can still matter. Inside a loop, routing reads only the current item, so once a later
    iteration has begun, the earlier iterations' routes and answers are forgotten: a second
    incident's questions are explored once, whatever route the first incident took."""
    latest = max((s.index for s in (*steps, following) if s.index is not None), default=None)

    def current(index) -> bool:
        return index is None or latest is None or int(index) >= latest

    kept_steps = tuple(s for s in steps if current(s.index))
    kept_reads = frozenset((k, v) for k, v in reads.items()
                           if current(next((g for g in (_INDEX.search(k) or _NONE).groups()
                                            if g is not None), None)))
    return kept_steps, following, kept_reads


class _NoMatch:
    @staticmethod
    def groups():
        return ()


_NONE = _NoMatch()


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
