"""Ask only what can change the answer: whether a question marked ``ask: when_relevant`` could
change what the person is shown, decided by the engine from the flow's own rules.

What the person is shown (``Shown``) is read from the assessment, with no words: the status,
the duties, the deadlines and their dates, the documents offered (the complaint statement's
lines too, once it is offered) and the notices, less a flow's ``TERM_NOTICES``: that a word of
the law is undefined matters only through a finding an answer changes, and then that finding
counts. Rights, penalties and "against the law" are not part of it (issue 29's list).

An unanswered question is skipped when every answer it offers (one of each class, as the flows
check tries them) shows the same as leaving it out, given every answer the person has given so
far, later ones too; and when no answer opens or closes, on the way to a result with nothing
more answered (``Router.onward``), a question that would be asked there. Such a question is a
gate, asked for what it opens: a neighbour's "it runs loose" opens the complaint, while the same
question changes nothing for an owner. An answer given later can make a skipped question matter
again: the walk then stops at it, and the skip is safe on the final answers by construction. An
answered question is never skipped. Two questions that matter only together (an impounded animal
reclaimed, and proof of confinement given) are each judged with the other unanswered, and a
question that changes only a penalty changes nothing shown: either would always be skipped, so a
flow asks them always, and the flows check lists a question it never asks. The router asks the
judge, and the judge reads where the routes lead; `interview flows check` proves each skip on
every path class (interview.toolkit.relevance_check).

Judging a question runs the engine at most once per answer: none at all for an answer at a
place the engine did not read on the answers so far (interview.engine.reads), as a question the
engine has no use for now. A session keeps the decisions of its
last walk (``State.memo``, tens of bytes), tied to a fingerprint of the facts and the place's
today: a page trusts them only while both are unchanged."""
from __future__ import annotations

import base64
import datetime as dt
import hashlib
import json
import logging
from functools import cache
from pathlib import Path
from typing import NamedTuple

from interview.engine import documents
from interview.engine.answers import NONE, State, apply
from interview.engine.facts import new_problems
from interview.engine.reads import Memo, agrees, reading
from interview.toolkit.router import Step, Walk

# Routing reads a few places in the facts; each (question, interview-only answers) keeps its own
# memo of where it led, of at most this many places.
ONWARD_PLACES = 50_000

log = logging.getLogger(__name__)

STATUS_KEYS = ("likely", "declared", "if_unsure", "if_rebutted", "duty_basis")
# A loop's questions are judged in its first items only; from this one on, each is asked.
# Judging runs the engine once per answer, and both the questions to judge and the engine's
# own cost grow with the items: 35 incidents took 5 s a page. Asking is always safe, and an
# item past the first few is rare.
JUDGED_ITEMS = 3


class Shown(NamedTuple):
    """What the person is shown, as data: two assessments that agree on it read the same."""

    status: tuple
    duties: tuple
    deadlines: tuple
    documents: tuple
    complaint: dict | None
    notices: tuple


def shown(flow, facts: dict, assessment) -> Shown:
    dues = {d.id: d.due.isoformat() for d in assessment.deadlines if d.due is not None}
    taken = documents.steps_taken(flow, facts, dues)
    offered = tuple(documents.offered(flow, facts, dues, taken, bool(assessment.duties)))
    terms = getattr(flow.module, "TERM_NOTICES", frozenset())
    return Shown(
        tuple(assessment.status.get(key) for key in STATUS_KEYS),
        tuple((d.id, d.applies, d.params) for d in assessment.duties),
        tuple((d.id, d.due, d.stay, d.applies, d.id in taken) for d in assessment.deadlines),
        offered,
        documents.complaint(flow, facts) if documents.COMPLAINT in offered else None,
        tuple((n.id, n.params) for n in assessment.notices if n.id not in terms))


def answer_classes(node, today: dt.date) -> list[tuple[object, bool]]:
    """(value, approximate): one answer of each class a question offers, the ones the flows
    check walks and relevance tries. Invalid ones (a date before the notice) are dropped by
    whoever tries them."""
    if node.covers:
        # "Yes" first: it asks the questions the gate covers, so a run the flows check walks
        # on one way only (past the loop) still answers them one by one.
        return [("yes", False), ("no", False)]
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
        # A day someone set for later (a deadline) is tried ahead of today first.
        ahead = [((today + dt.timedelta(days=5)).isoformat(), False)] if node.future else []
        return [*ahead, (recent.isoformat(), False), (recent.isoformat(), True),
                (older.isoformat(), False), *([(NONE, False)] if node.none else [])]
    if node.type == "datetime":
        # A moment first, so every path that passes here runs the engine's hour counting.
        served = dt.datetime.combine(today - dt.timedelta(days=2), dt.time(16, 30))
        return [(served.isoformat(timespec="minutes"), False),
                *([(NONE, False)] if node.none else [])]
    return []


class Seen(NamedTuple):
    """What a set of facts shows, and what the engine read of them to show it (None: not
    known, as when the engine raised)."""

    shown: object
    reads: dict | None  # as interview.engine.reads.reading left them


def canonical(facts: dict) -> str:
    return json.dumps(facts, sort_keys=True, separators=(",", ":"), default=str)


class Relevance:
    """The engine's judgement, for one flow and day: ``irrelevant(state, step)``. What the
    engine showed is kept by what it read (up to ``places`` reads, interview.engine.reads.Memo): a
    walk judges every skipped question on much the same facts, and the flows check meets
    the same roads through the engine again and again.

    ``spot``: also run the engine on every ``spot``-th set of facts that reads proved to show
    what an earlier run did, and note any that does not in ``misread`` (the flows check
    does; 0: never)."""

    def __init__(self, flow, today: dt.date, places: int = 20_000, spot: int = 0):
        self.flow, self.today, self.spot = flow, today, spot
        self._memo = Memo(places)
        self.assessments = 0  # how many times the engine ran (the flows check reports it)
        self.proven = 0  # how many times reads proved facts show the same, without it
        self.misread: list[str] = []
        self._onward: dict[tuple, Memo] = {}
        self._onward_proven = 0

    def shows(self, facts: dict):
        """What ``facts`` show."""
        return self.seen(facts).shown

    def seen(self, facts: dict) -> Seen:
        """What ``facts`` show, and what the engine read; an engine error shows something of
        its own, so that the question is asked rather than skipped on an answer the engine
        cannot read."""
        return self.known(facts) or self._run(facts)

    def known(self, facts: dict) -> Seen | None:
        """What ``facts`` show, if an earlier run proves it: one that saw the same at each
        place it read (interview.engine.reads.Memo)."""
        found = self._memo.get(facts)
        if found is not None:
            self._proved(facts, found)
        return found

    def _run(self, facts: dict, keep: bool = True) -> Seen:
        self.assessments += 1
        wrapped, reads = reading(facts)
        try:
            assessment = self.flow.assess(wrapped, self.today, shown_only=True)
            found = Seen(shown(self.flow, wrapped, assessment), reads)
        except Exception as error:  # noqa: BLE001 - logged; the person is asked instead
            # Its kind only: an engine's message may quote an answer, and no log holds one.
            log.error("%s: the engine failed on a trial answer (%s)", self.flow.slug,
                      type(error).__name__)
            return Seen(object(), None)
        if keep and not self._memo.put(reads, found):
            self.misread.append(f"{self.flow.slug}: the engine read differently on facts that "
                                f"looked the same where it read them")
        return found

    def _proved(self, facts: dict, like: Seen) -> None:
        """Reads proved ``facts`` show what ``like`` shows; now and then, the engine checks."""
        self.proven += 1
        if self.spot and self.proven % self.spot == 0:
            found = self._run(facts, keep=False)
            if found.shown != like.shown:
                self.misread.append(f"{self.flow.slug}: facts that agree everywhere the engine "
                                    f"read show something else: "
                                    f"{differs(like.shown, found.shown)}")

    def same(self, facts: dict, like: Seen) -> bool:
        """Whether ``facts`` look as ``like``'s did everywhere the engine read them: then
        they show what ``like`` shows, without running it."""
        if like.reads is None or not agrees(facts, like.reads):
            return False
        self._proved(facts, like)
        return True

    def irrelevant(self, state: State, step: Step) -> bool:
        """True when no answer to ``step`` changes what the answers in ``state`` show. The
        first answer that does ends the search ("yes" first: it is the one most often read)."""
        if step.index is not None and step.index >= JUDGED_ITEMS:
            return False
        node = self.flow.router.node(step.node)
        if node.covers:
            return self._spares_nothing(state, step, node)
        dated = node.type in ("date", "datetime")
        before = self.seen(state.facts)
        trials = []
        for value, approximate in sorted(answer_classes(node, self.today),
                                         key=lambda c: c[0] != "yes"):
            trial = state.trial()
            apply(node, trial, step.index, value, approximate)
            after = self.known(trial.facts)
            if after is None:
                if dated and new_problems(self.flow, state.facts, trial.facts, self.today):
                    continue  # an answer the interview would refuse here
                after = self._run(trial.facts)
            if after.shown != before.shown:
                return False
            trials.append(trial)
        # A gate: an answer that opens a question the others do not (a neighbour's "it runs
        # loose" opens the complaint) matters through that question, or closes one, unless the
        # question is one that would be skipped there anyway.
        router = self.flow.router
        route = self.onward(state, step)
        for trial in trials:
            other = self.onward(trial, step)
            if other == route:
                continue
            opened, closed = set(other) - set(route), set(route) - set(other)
            if any(not router.node(s.node).when_relevant or not self.irrelevant(trial, s)
                   for s in sorted(opened)):
                return False
            if any(not router.node(s.node).when_relevant or not self.irrelevant(state, s)
                   for s in sorted(closed)):
                return False
        return True

    def onward(self, state: State, step: Step) -> tuple[Step, ...]:
        """``Router.onward``, kept by what routing read, as the engine's runs are: routing is a
        pure function of the facts it reads, the interview-only answers and the step, so facts
        that look the same at each place it read lead the same way. A gate is judged by where
        each answer leads, and routing often never reads the answer: in the flows check four
        walks in five are found here, not walked again. The spot check runs here too."""
        key = (step, tuple(sorted((k, repr(v)) for k, v in state.control.items())))
        memo = self._onward.get(key)
        if memo is None:
            memo = self._onward[key] = Memo(ONWARD_PLACES)
        found = memo.get(state.facts)
        if found is not None:
            self._onward_proven += 1
            if self.spot and self._onward_proven % self.spot == 0:
                real = self.flow.router.onward(state, step)
                if real != found:
                    self.misread.append(f"{self.flow.slug}: facts that agree everywhere routing "
                                        f"read lead elsewhere from {step.node}")
            return found
        wrapped, reads = reading(state.facts)
        route = self.flow.router.onward(State(wrapped, state.control), step)
        if not memo.put(reads, route):
            self.misread.append(f"{self.flow.slug}: routing read differently on facts that "
                                f"looked the same where it read them")
        return route

    def _spares_nothing(self, state: State, step: Step, gate) -> bool:
        """A question whose "No" answers others (``not_sure_if_no``, ``no_if_no``) is there to
        spare a person asking them one by one: it is passed by when at most one of those on
        the way on would be asked. For one, the gate would be a screen more on "Yes", and
        none fewer on "No" (an owner is asked only whether the dog has rabies)."""
        router = self.flow.router
        asked = 0
        for later in self.onward(state, step):
            node = router.node(later.node)
            if (later.node in gate.covers
                    and not router.is_answered(node, state, later.index)
                    and (not node.when_relevant or not self.irrelevant(state, later))):
                asked += 1
                if asked > 1:
                    return False
        return True


def differs(before, after) -> str:
    """Which parts of what is shown differ."""
    if not hasattr(before, "_fields") or not hasattr(after, "_fields"):
        return "what the engine makes of it (it raised)"
    return ", ".join(f for f, a, b in zip(before._fields, before, after, strict=True) if a != b)


@cache
def _flow_key(path: Path) -> bytes:
    """A key for a flow's memos, from its files and this module's: a deploy that changes a
    rule, a question or how relevance is judged makes every earlier memo untrusted."""
    digest = hashlib.blake2s(Path(__file__).read_bytes())
    for file in sorted(p for p in path.rglob("*") if p.is_file()
                       and p.suffix in (".py", ".yaml", ".json") and "__pycache__" not in p.parts):
        digest.update(file.relative_to(path).as_posix().encode() + b"\0" + file.read_bytes())
    return digest.digest()


def fingerprint(flow, facts: dict, today: dt.date) -> str:
    raw = (canonical(facts) + today.isoformat()).encode()
    digest = hashlib.blake2s(raw, digest_size=9, key=_flow_key(flow.path)).digest()
    return base64.urlsafe_b64encode(digest).decode()


class SessionJudge:
    """The judge a walk of the interview consults: the memo's decisions while its
    fingerprint matches, else the engine's. It keeps the decisions the walk consulted, for
    the next memo."""

    def __init__(self, flow, today: dt.date, relevance: Relevance | None = None):
        self.flow, self.today = flow, today
        self.print: str | None = None  # worked out when first consulted: most walks never are
        self.trusted: dict[Step, bool] = {}
        self.consulted: dict[Step, bool] = {}
        self._relevance = relevance  # the engine's judgement, made when first needed

    @property
    def relevance(self) -> Relevance | None:
        return self._relevance

    def __call__(self, state: State, step: Step) -> bool:
        if self.print is None:
            self.print = fingerprint(self.flow, state.facts, self.today)
            self.trusted = _read(state.memo, self.print, self.flow.router.candidates)
        decision = self.trusted.get(step)
        if decision is None:
            if self._relevance is None:
                self._relevance = Relevance(self.flow, self.today)
            decision = self._relevance.irrelevant(state, step)
        self.consulted[step] = decision
        return decision

    def memo(self) -> str | None:
        if not self.consulted:
            return None
        order = {node: i for i, node in enumerate(self.flow.router.candidates)}

        def token(step: Step) -> str:
            return str(order[step.node]) + ("" if step.index is None else f".{step.index}")

        skip = ",".join(token(s) for s, irrelevant in self.consulted.items() if irrelevant)
        ask = ",".join(token(s) for s, irrelevant in self.consulted.items() if not irrelevant)
        return f"{self.print}:{skip}:{ask}"


def _read(memo: str | None, print_: str, candidates: tuple[str, ...]) -> dict[Step, bool]:
    """The decisions of a memo made for these facts on this day; none from any other."""
    if not memo or not memo.startswith(print_ + ":"):
        return {}
    try:
        _, skip, ask = memo.split(":")
        decided = {}
        for tokens, irrelevant in ((skip, True), (ask, False)):
            for token in filter(None, tokens.split(",")):
                ordinal, _, index = token.partition(".")
                decided[Step(candidates[int(ordinal)], int(index) if index else None)] = \
                    irrelevant
        return decided
    except (ValueError, IndexError):
        return {}


def walk(flow, state: State, today: dt.date) -> Walk:
    """The interview's walk, asking only what can change the answer (``walk_answering``)."""
    return walk_answering(flow, state, today)[0]


def walk_answering(flow, state: State, today: dt.date) -> tuple[Walk, bool]:
    """The interview's walk, and whether it answered a question itself (below). ``state.memo``
    is left holding this walk's decisions: a caller saves the state if either changed.

    A question a gate's "No" covers (``not_sure_if_no``: "Not sure"; ``no_if_no``: "No") is
    answered so here, as the person would have answered it, and one they answered in other
    words (``given``) takes that answer; the walk goes on. So only the questions that would
    have been asked get such an answer. The state is changed then too."""
    router, relevance, answered = flow.router, None, False
    for _ in range(router.max_steps):  # each turn answers one more question: it ends
        judge = SessionJudge(flow, today, relevance)
        route = router.walk(state, judge)
        state.memo = judge.memo()
        relevance = judge.relevance
        node = router.node(route.current.node)
        editing = state.editing and Step(*state.editing)
        value = None if route.complete or route.current == editing else \
            router.implies(node, state, route.current.index)
        if value is None:
            break
        apply(node, state, route.current.index, value)
        answered = True
    return route, answered
