"""The engine on every path the search finds (``interview.toolkit.paths``): ``check_paths``
runs it on each path; again without each fact a "none" answer would leave out; and, on a
sample of paths, with each answer the search merged into another's class swapped in (a
"dangerous" notice rides with a "potentially dangerous" one). Each assessment of a new shape
is also put into words (``interview.toolkit.wordcheck``)."""
from __future__ import annotations

import datetime as dt
import random
from collections import Counter

from interview.engine.answers import State, apply, copy_facts, current_value, drop, get
from interview.engine.facts import validate
from interview.toolkit.paths import Path, Report, enumerate_paths, rare_full_collections
from interview.toolkit.relevance import Relevance, shown
from interview.toolkit.router import Step
from interview.toolkit.wordcheck import shape, wording_problems


@rare_full_collections()
def check_paths(flow, today: dt.date, part: tuple[int, int] = (0, 1)
                ) -> tuple[Report, list[str]]:
    """Run the engine on every path: no exception, a known status, and the routed result
    agrees with the assessment. A path that gave a date where "there was none" was also an
    answer runs again with each such fact left out: "none" is one class with the date (the same
    next question, the same routing), so the search never walks it, yet the engine reads the
    fact's absence differently (no removal deadline, the 30-day limit)."""
    report = enumerate_paths(flow, today, part=part)
    problems = list(report.problems)
    worded: set[tuple] = set()
    for path in report.paths:
        # The result page refuses facts that do not fit together ("Some answers do not fit").
        for bad in validate(flow, path.facts, today)[:1]:
            steps = " > ".join(s.node for s in path.steps[-4:])
            problems.append(f"{flow.slug}: {path.result}: the answers end with {bad.pointer} "
                            f"{bad.detail} (… {steps})")
        kind = _check_facts(flow, path, path.facts, today, problems, worded=worded,
                            relevance=report.relevance)
        if kind is not None:
            report.shapes.setdefault(kind, path)
        for step in path.steps:
            node = flow.questions.nodes[step.node]
            if node.none and get(path.facts, node.fact, step.index) is not None:
                without = copy_facts(path.facts)
                drop(without, node.fact, step.index)
                _check_facts(flow, path, without, today, problems, f" (with {node.id}: none)",
                             worded)
    _check_merged_answers(flow, report, today, problems, worded)
    return report, sorted(set(problems))


# Paths on which each merged answer is run, and walks tried to find them, in each part of a
# search: the parts differ in size (one may hold most paths), so each takes a whole sample.
SAMPLE, TRIES = 50, 200


def _check_merged_answers(flow, report: Report, today: dt.date, problems: list[str],
                          worded: set[tuple]) -> None:
    """Spot-check the answers the search merged into another's class: a notice that says
    "dangerous" rides with one that says "potentially dangerous", since no routing predicate
    tells them apart. On a sample of paths each other answer is swapped in; where the
    interview's own walk still ends there, the answers are pruned as the result page prunes
    them, and the engine must agree with the result the walk reached."""
    kinds = ("choice", "yes_no", "tristate")
    open_ = {(n.id, v) for n in flow.questions.nodes.values() if n.type in kinds
             for v, _label in n.choices()}
    tried: Counter = Counter()
    # In a fixed shuffled order: the search's own order would fill every sample from its
    # first few hundred paths (one asker, one way of service).
    for path in random.Random(flow.slug).sample(report.paths, len(report.paths)):
        if not open_:
            return
        kept = set(path.skipped)

        def skipped(_state: State, step: Step, kept=kept) -> bool:
            return step in kept

        for step in path.steps:
            node = flow.questions.nodes[step.node]
            if node.type not in kinds:
                continue
            chosen = current_value(node, State(path.facts, path.control), step.index)
            for value, _label in node.choices():
                key = (node.id, value)
                if value == chosen or key not in open_:
                    continue
                if tried[key, True] >= SAMPLE or tried[key, True] + tried[key, False] >= TRIES:
                    open_.discard(key)
                    continue
                state = State(copy_facts(path.facts), dict(path.control))
                apply(node, state, step.index, value)
                # The questions the path skipped stay skipped: relevance is proven apart.
                walk = flow.router.walk(state, skipped)
                if walk.complete:  # else other questions follow: another path covers it
                    flow.router.prune(state, walk)  # then route again, as the result page does
                    walk = flow.router.walk(state, skipped)
                # The interview would refuse an answer that does not fit the others.
                usable = walk.complete and not validate(flow, state.facts, today)
                tried[key, usable] += 1
                if usable:
                    swapped = Path(walk.steps, walk.current.node, state.facts, state.control)
                    _check_facts(flow, swapped, state.facts, today, problems,
                                 f" (with {node.id}: {value})", worded)


def _check_facts(flow, path: Path, facts: dict, today: dt.date, problems: list[str],
                 variant: str = "", worded: set[tuple] | None = None,
                 relevance: Relevance | None = None) -> tuple | None:
    """The engine on ``facts``; its (asker, shape), or None if it raised. ``relevance``: the
    judge of the search, whose assessment in part (``shown_only``, on facts that note what
    the engine reads) must show what this one does."""
    try:
        assessment = flow.assess(facts, today)
    except Exception as exc:  # noqa: BLE001 - a finding to report, not to hide
        problems.append(f"{flow.slug}: {path.result}{variant}: engine raised {exc!r}")
        return None
    if relevance is not None and relevance.shows(facts) != shown(flow, facts, assessment):
        problems.append(f"{flow.slug}: {path.result}: what relevance judges by differs from "
                        f"what the whole assessment shows (… {path.steps[-1].node})")
    likely = assessment.status["likely"]
    if likely not in flow.statuses:
        problems.append(f"{flow.slug}: status {likely!r} is not in the flow's vocabulary")
    routed = flow.questions.nodes[path.result].status
    if routed is not None and routed != likely:
        steps = " > ".join(s.node for s in path.steps[-4:])
        problems.append(f"{flow.slug}: routing reached {path.result}{variant}, whose status "
                        f"is {routed}, but the engine says {likely} (… {steps})")
    for item in assessment.all_cited():
        for anchor in item.cite:
            if anchor not in flow.law:
                problems.append(f"{flow.slug}: {item.id} cites missing clause {anchor}")
    # Who asks changes what the result leads with (interview.engine.actions), and its words.
    kind = (facts.get("asker"), shape(assessment))
    if worded is not None and kind not in worded:
        worded.add(kind)
        problems += [f"{flow.slug}: {p}" for p in wording_problems(flow, assessment, facts)]
    return kind
