"""Every path through a flow, from the start to a result: the search the flows check runs.

A path is a distinct sequence of questions. At each question every answer is tried, and answers
are grouped into the classes that matter: two answers are one class when they lead to the same
next question and get the same answer from every routing predicate judged on them now. That
takes in an answer whose effect on routing shows only later (who is asking, who the victim
was) and the likely result so far (the predicates that choose the result). Dates are
collapsed to the windows the rules care about: recent, recent but approximate ("about when"),
and more than 12 months before. Loops are unrolled up to ``max_loop`` times. Past a loop, the
questions that follow are walked in full once for each class of run (``_past_loop``), and one
way on for every other route through the loop.

The engine is then run on each path by ``interview.toolkit.path_check``."""
from __future__ import annotations

import contextlib
import datetime as dt
import gc
import time
import zlib
from dataclasses import dataclass, field

from interview.engine.answers import State, apply, copy_facts
from interview.engine.facts import new_problems
from interview.toolkit.relevance import Relevance, answer_classes
from interview.toolkit.relevance_check import not_sure_problems, skip_problems
from interview.toolkit.router import Context, Step


@dataclass
class Path:
    steps: tuple[Step, ...]
    result: str
    facts: dict
    control: dict = field(default_factory=dict)  # interview-only answers (routing reads them)
    skipped: tuple[Step, ...] = ()  # questions the interview did not ask: none could matter


@dataclass
class Report:
    paths: list[Path]
    seconds: float
    problems: list[str]
    relevance: Relevance | None = None  # the judge the search used (its cache, its count)
    # One path for each (asker, shape of its assessment): what a page shows depends on no
    # more (interview.toolkit.wordcheck.shape), so a test that renders pages renders these.
    # Filled by check_paths, which assesses every path anyway.
    shapes: dict[tuple, Path] = field(default_factory=dict)


# Where the search splits into parts: once a run has answered this many questions, or as it
# comes to a loop's first item if sooner, it goes on in one part only. Every part walks the
# shorter runs. Dealt no later than the loop, runs in two parts never meet again: every key
# after keeps the questions before the loop (``_key``). Dealt at the second item instead, the
# parts walked § 90.17's 3,066 paths five times over (15,275), as each met classes another
# part had walked.
SPLIT_DEPTH = 12


# Where reads prove an answer changes nothing shown (interview.engine.reads), the engine runs anyway
# one time in this many, and must agree.
SPOT = 200


# A full collection of Python's cyclic garbage collector once in this many collections of the
# middle generation (Python's default: 10). See ``rare_full_collections``.
FULL_COLLECTION_EVERY = 1000


@contextlib.contextmanager
def rare_full_collections():
    """The judge's memo keeps hundreds of thousands of small lists and dicts, none of them
    garbage, and each full collection walks them all: at Python's default pace, full
    collections took about a sixth of a River Hills part's CPU. Young objects are collected
    as often as before; the memo's own are freed as they are dropped, as they hold no cycle."""
    young, middle, full = gc.get_threshold()
    gc.set_threshold(young, middle, max(full, FULL_COLLECTION_EVERY))
    try:
        yield
    finally:
        gc.set_threshold(young, middle, full)


def _owner(where: tuple, shares: int) -> int:
    """The part a run goes on in, from the questions it has asked and passed by, not its
    answers: runs whose answers differ now but route alike later (which one search walks
    once) mostly stay in one part. A stable hash: ``hash`` of a str differs by process."""
    return zlib.crc32(repr(where).encode()) % shares


@rare_full_collections()
def enumerate_paths(flow, today: dt.date, max_loop: int = 2, limit: int = 500_000,
                    part: tuple[int, int] = (0, 1), prove: bool = True) -> Report:
    """Every path class, walked as the interview walks it: a question asked only when relevant
    is passed by, without branching, where the engine finds that no answer could matter. At a
    result, the interview's own walk on the final answers decides: where a later answer made a
    skipped question matter, the search goes on from that question, as a person is taken
    back to it.

    ``part`` (i, n): only the i-th of n shares of the search, so that n processes can share
    it (``interview flows check --jobs``). A run is dealt to one part, once, by where it
    stands (``_owner``), and a part that drops a run as seen has walked one with the same key,
    so the same questions on. Runs are dealt before they enter a loop (``SPLIT_DEPTH``), so
    every run of a class, and past the loop every route into a class, is in one part: the
    parts together walk the paths one search walks, each once.

    ``prove``: check each path's skips (interview.toolkit.relevance_check) as it is found; without,
    only the paths are found (a test of how the search is shared needs no more)."""
    started = time.perf_counter()
    router, questions = flow.router, flow.questions
    relevance = Relevance(flow, today, places=300_000, spot=SPOT)
    # Every routing predicate, judged now: an answer whose effect on routing shows only several
    # questions later (who is asking, who the victim was) is still its own class. Not those
    # that only choose a question's words: they would split classes that route alike.
    predicates = {name: flow.module.PREDICATES[name] for name in sorted(router.routing)}
    seen: set = set()
    walked_past: set = set()
    paths: list[Path] = []
    problems: list[str] = []
    share, shares = part
    first = Step(questions.start, None)
    # (answers, the step to take (None: where the interview's walk leads), steps asked, steps
    # skipped, whether the step is one the walk led back to, whether it is skipped (None: not
    # judged yet), whether the run has been dealt to a part)
    stack = [(State({"schema_version": flow.schema_version}), first, (), (), False, None,
              False)]
    # One routing model for the whole search (see Router.stepper).
    with router.stepper() as advance:
        while stack and len(paths) < limit:
            state, step, steps, skipped, walked, skips, dealt = stack.pop()
            if step is None or router.node(step.node).is_result:
                # The interview's own walk on these answers: where an answer to a question it
                # led back to leads, or (at a result) whether it agrees with the steps taken.
                route = router.walk(state, relevance.irrelevant)
                if step is not None and route.complete and route.current != step:
                    problems.append(f"{flow.slug}: the walk and the step-by-step route "
                                    f"disagree at {step.node}")
                elif route.complete or step is not None:
                    if not _arrive(flow, relevance, state, route, paths, stack, dealt):
                        pass
                    elif share and not dealt:
                        paths.pop()  # a run too short to be dealt: the first part keeps it
                    elif prove:
                        # Each question the interview skipped could not have changed what
                        # is shown: proven now, while the judge holds what these facts show.
                        problems += skip_problems(flow, paths[-1], relevance, today, advance)
                        problems += not_sure_problems(flow, paths[-1], relevance, today,
                                                      advance)
                elif route.current.index is None or route.current.index < max_loop:
                    stack.append((state, route.current, route.steps, route.skipped, True,
                                  False, dealt))
                continue
            node = router.node(step.node)
            if skips is None:
                skips = not walked and _skips(router, relevance, state, step)
            if skips:
                following = advance(state, step, skip=True)
                if following.index is None or following.index < max_loop:
                    stack.append((state, following, steps, skipped + (step,), False, None,
                                  dealt))
                continue
            # Dates clash with other answers (order of events), so each is checked as the
            # interview checks it (new_problems). Checking every answer so would take minutes;
            # check_paths validates each path's final facts instead, as the result page does.
            dated = node.type in ("date", "datetime")
            branches, thinned = 0, False
            # After a gate's "No", a question it covers takes the gate's answer only; one
            # answered in other words, that answer only.
            implied = router.implies(node, state, step.index)
            classes = [(implied, False)] if implied is not None else answer_classes(node, today)
            for value, approximate in classes:
                trial = state.trial()
                apply(node, trial, step.index, value, approximate)
                if dated and new_problems(flow, state.facts, trial.facts, today):
                    continue  # the interview would refuse this answer here
                branches += 1
                if walked:  # the interview's walk says where it leads, once popped
                    following, asked, passed, then = step, steps + (step,), skipped, None
                else:
                    following = then = advance(trial, step)
                    asked, passed = steps + (step,), skipped
                    if following.index is not None and following.index >= max_loop:
                        continue
                # Relevance is a routing condition too: an answer after which the next question
                # is skipped is a class apart from one after which it is asked.
                skips = then is not None and _skips(router, relevance, trial, following)
                key = (_key(asked, passed, following),
                       _outcome(flow, trial, following, predicates), skips)
                if key not in seen:
                    # Dealt once: a run led back to a question keeps its part (it may have
                    # fewer answers now).
                    owned = (dealt or len(asked) >= SPLIT_DEPTH
                             or following.index is not None)
                    if owned and not dealt and _owner(key[0], shares) != share:
                        seen.add(key)
                        continue
                    # Past the loop, a class already walked in full goes on one way only.
                    past = _past_loop(key, relevance, trial)
                    if past in walked_past:
                        if thinned:
                            continue
                        thinned = True
                    elif past is not None:
                        walked_past.add(past)
                    seen.add(key)
                    stack.append((trial, then, asked, passed, False,
                                  skips if then is not None else None, owned))
            if branches == 0:
                problems.append(f"{flow.slug}: no valid answer at {step.node} (a dead end)")
    return Report(paths, time.perf_counter() - started, problems + relevance.misread,
                  relevance)


def _arrive(flow, relevance: Relevance, state: State, route, paths: list,
            stack: list, dealt: bool) -> bool:
    """The interview's walk ``route`` reached a result: the answers are pruned as the result
    page prunes them, and walked again if that dropped any. Where the walk then stops at a
    question (a later answer made a skipped one matter), the search goes on from there;
    else the path is kept (True)."""
    router = flow.router
    if route.complete:
        pruned = State(copy_facts(state.facts), dict(state.control))
        router.prune(pruned, route)
        if pruned.facts != state.facts or pruned.control != state.control:
            state, route = pruned, router.walk(pruned, relevance.irrelevant)
    if not route.complete:
        stack.append((state, route.current, route.steps, route.skipped, True, False, dealt))
        return False
    paths.append(Path(route.steps, route.current.node, state.facts, state.control,
                      route.skipped))
    return True


def _skips(router, relevance: Relevance, state: State, step: Step) -> bool:
    node = router.node(step.node)
    return (node.when_relevant and not router.is_answered(node, state, step.index)
            and relevance.irrelevant(state, step))


def _outcome(flow, state: State, step: Step, predicates: dict) -> tuple:
    """How every routing predicate answers now, in the context of the next question: answers
    that agree on all of them (including those that choose the result) are one class."""
    loop = flow.questions.loops.get(flow.router.node(step.node).loop or "")
    ctx = Context(state, step.index, loop.fact if loop else None)
    return tuple(bool(fn(ctx)) for fn in predicates.values())


def _past_loop(key: tuple, relevance: Relevance, state: State) -> tuple | None:
    """A run's class once it has left a loop (None before and inside one): its key without
    the last item's route, and what its answers show now. Runs of one class route alike
    from here (the same questions before the loop, the same answers from every routing
    predicate) and the engine makes the same of them so far: the questions after the loop
    are walked in full for the first, and one way on for each other, so that every route
    through the loop still ends in a path whose skips are proven. Walking them all in full
    for every route took River Hills' search from 30,000 paths to 311,000, for the same
    results, the same questions asked and skipped, and no problem found."""
    (steps, skipped, following), *rest = key
    if following.index is not None or not any(s.index is not None for s in steps + skipped):
        return None
    return (tuple(s for s in steps if s.index is None),
            tuple(s for s in skipped if s.index is None), following, *rest,
            repr(relevance.shows(state.facts)))


def _key(steps: tuple[Step, ...], skipped: tuple[Step, ...], following: Step) -> tuple:
    """Where a partial run stands: the questions asked and those skipped. Inside a loop,
    routing reads only the current item, so once a later iteration has begun, the earlier
    iterations' routes are forgotten: a second incident's questions are explored once,
    whatever route the first incident took."""
    latest = max((s.index for s in (*steps, *skipped, following) if s.index is not None),
                 default=None)

    def kept(run: tuple[Step, ...]) -> tuple[Step, ...]:
        return tuple(s for s in run if s.index is None or latest is None or s.index >= latest)

    return kept(steps), kept(skipped), following
