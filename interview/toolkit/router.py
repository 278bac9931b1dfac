"""Run a flow's routing on ``transitions``: one machine per flow, built once at start-up.

The path through the interview is never stored. It is derived from the answers: start at the
first node and follow the routes while the node is answered. The first unanswered node (or the
one being changed) is the current question. So a changed answer keeps every later answer that is
still on the path, and drops the ones that no longer apply.

A question marked ``ask: when_relevant`` has a second event, ``skip``: its routes again, each
with the condition ``is_irrelevant`` first, which a judge given to the walk answers
(``interview.toolkit.relevance``: whether any answer could change what the person is shown). An
unanswered question the judge finds irrelevant is passed by, its routes run with its fact
absent, and the walk lists it as skipped. Without a judge every question is asked."""
from __future__ import annotations

from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import NamedTuple

from interview.engine import answers
from interview.engine.answers import State, copy_facts
from interview.toolkit.flowdata import Node, Questions
from interview.toolkit.loops import longest_walk
from interview.toolkit.machine import RoutingMachine

TRIGGER = "advance"  # the one event every node fires; routes are its ordered transitions
SKIP = "skip"  # fired on an unanswered `ask: when_relevant` question: its routes, if irrelevant
IRRELEVANT = "is_irrelevant"  # the condition SKIP's routes consult first


class DeadEnd(RuntimeError):
    """No route out of a node matched, or the routes go round: a defect in the flow's data."""


class Step(NamedTuple):
    """One asked question. A tuple, not a dataclass: the flows check hashes millions of them,
    and a tuple hashes in C."""

    node: str
    index: int | None = None  # the loop item, for nodes inside a loop


# Whether no answer to an unanswered question could change what the person is shown, given
# the answers in the state: True skips it.
Judge = Callable[[State, Step], bool]


@dataclass(frozen=True)
class Walk:
    steps: tuple[Step, ...]  # answered steps before the current one, in order
    current: Step
    complete: bool  # the current step is a result
    skipped: tuple[Step, ...] = ()  # questions passed by unanswered: no answer could matter
    # answered steps the person was not asked: a gate's "No" answered them (``not_sure_if_no``:
    # "I do not know"; ``no_if_no``: "none of these"), or an earlier answer said it
    # (``given``). Back passes them by.
    implied: tuple[Step, ...] = ()

    @property
    def last_asked(self) -> Step | None:
        """The last step the person answered themselves: where Back goes."""
        return next((s for s in reversed(self.steps) if s not in self.implied), None)


class Context:
    """What a routing predicate may look at."""

    def __init__(self, state: State, index: int | None, loop_fact: str | None):
        self.facts, self._control, self.index = state.facts, state.control, index
        items = state.facts.get(loop_fact, []) if loop_fact else []
        self.item = items[index] if index is not None and index < len(items) else {}

    def fact(self, path: str):
        return answers.get(self.facts, path, self.index)

    def control(self, name: str):
        return self._control.get(answers.control_key(name, self.index),
                                 self._control.get(name))


class Router:
    def __init__(self, questions: Questions, predicates: dict, limits: dict[str, int]):
        """``limits``: each loop's most items (``loop_limits``)."""
        self.questions, self.predicates = questions, predicates
        missing = sorted({f"{n} (node {node.id})" for node in questions.nodes.values()
                          for n in (*(n for r in node.routes for n in r.if_ + r.unless),
                                    *(v.when for v in node.variants),
                                    *(g.when for g in node.given))
                          if n not in predicates} | {f"{s.when} (section {s.id})"
                                                     for s in questions.sections.values()
                                                     if s.when and s.when not in predicates})
        if missing:
            raise ValueError(f"routes name predicates PREDICATES lacks: {', '.join(missing)}")
        if IRRELEVANT in predicates:
            raise ValueError(f"PREDICATES may not name one {IRRELEVANT}: the interview's own "
                             "condition for skipping a question has that name")
        self.limits = limits
        self.max_steps = longest_walk(questions, self.limits)
        # The predicates that decide where a person goes: routes, answers given in other
        # words, sections. A variant's only choose words.
        self.routing = frozenset(
            {n for node in questions.nodes.values() for r in node.routes
             for n in r.if_ + r.unless}
            | {g.when for node in questions.nodes.values() for g in node.given}
            | {s.when for s in questions.sections.values() if s.when})
        # Each question a gate's "No" answers, and that gate.
        self.gate_of = {name: node for node in questions.nodes.values()
                        for name in node.covers}
        self.implying = bool(self.gate_of) or any(n.given for n in questions.nodes.values())
        # The questions asked only when relevant, in the flow's order (a memo of the
        # decisions names each by its place here).
        self.candidates = tuple(n.id for n in questions.nodes.values() if n.when_relevant)
        self.model_class = type("InterviewModel", (), {
            **{name: (lambda self, _fn=fn: bool(_fn(self.ctx))) for name, fn in predicates.items()},
            # The judge's decision for the step, made once before SKIP is fired: every route
            # of SKIP consults it first.
            IRRELEVANT: lambda self: self.irrelevant})
        self.machine = RoutingMachine(model=None, states=list(questions.nodes),
                                      initial=questions.start, auto_transitions=False)
        for node in questions.nodes.values():
            for route in node.routes:
                self.machine.add_transition(TRIGGER, node.id, route.to,
                                            conditions=list(route.if_),
                                            unless=list(route.unless))
                if node.when_relevant:
                    self.machine.add_transition(SKIP, node.id, route.to,
                                                conditions=[IRRELEVANT, *route.if_],
                                                unless=list(route.unless))

    def node(self, node_id: str) -> Node:
        return self.questions.nodes[node_id]

    def variant(self, node: Node, state: State, index: int | None) -> int | None:
        """Which of the question's variants this person is shown (an owner: "your dog"), by
        its place in the list; None: the plain words."""
        if not node.variants:
            return None
        loop = self.questions.loops.get(node.loop) if node.loop else None
        ctx = Context(state, index, loop.fact if loop else None)
        return next((i for i, v in enumerate(node.variants) if self.predicates[v.when](ctx)),
                    None)

    def worded(self, node: Node, state: State, index: int | None) -> Node:
        """The question as this person reads it: a variant's words in place of the plain ones."""
        chosen = self.variant(node, state, index)
        if chosen is None:
            return node
        variant = node.variants[chosen]
        return replace(node, text=variant.text, why=variant.why or node.why)

    def is_answered(self, node: Node, state: State, index: int | None) -> bool:
        if node.control:
            return answers.control_key(node.control, index) in state.control
        if node.option_sets:
            return answers.current_value(node, state, index) is not None
        if node.sets:
            return all(answers.get(state.facts, f, index) is not None for f in node.sets)
        if node.none and answers.control_key(node.none_key, index) in state.control:
            return True
        return node.fact is not None and answers.get(state.facts, node.fact, index) is not None

    def at_limit(self, node: Node, index: int | None) -> bool:
        """A loop's "another?" once the list holds the most items the facts schema allows:
        not offered, and routed as if unanswered (out of the loop)."""
        loop = self.questions.loops.get(node.loop) if node.loop else None
        return bool(loop and node.id == loop.more
                    and (index or 0) + 1 >= self.limits[loop.name])

    def walk(self, state: State, judge: Judge | None = None) -> Walk:
        """The path the answers take. ``judge`` decides the questions asked only when relevant
        (``interview.toolkit.relevance.walk`` gives it); without one, every question is asked."""
        model = self.model_class()
        self.machine.add_model(model, initial=self.questions.start)
        try:
            return self._walk(model, state, judge)
        finally:
            self.machine.remove_model(model)

    def implies(self, node: Node, state: State, index: int | None = None):
        """The answer ``node`` has without being put, or None: the gate's covered answer,
        where the person said "No" to a question covering it ("I do not know": "Not sure";
        "none of these": "No"); an answer they gave in other words (``given``)."""
        gate = self.gate_of.get(node.id)
        if gate and state.control.get(gate.control) == "no":
            return gate.covered_answer
        if node.given:
            loop = self.questions.loops.get(node.loop) if node.loop else None
            ctx = Context(state, index, loop.fact if loop else None)
            return next((g.value for g in node.given if self.predicates[g.when](ctx)), None)
        return None

    def settle_gate(self, node: Node, state: State, index: int | None) -> None:
        """After an answer to ``node``: one other than its gate's "No" gave ("none of these",
        then "it has rabies") means the gate's "No" no longer holds, so the gate says Yes. The
        other answers stand."""
        gate = self.gate_of.get(node.id)
        if (gate is not None and state.control.get(gate.control) == "no"
                and answers.current_value(node, state, index) != gate.covered_answer):
            state.control[gate.control] = "yes"

    def implied(self, node: Node, state: State, index: int | None) -> bool:
        """Whether the answer to ``node`` is the one it has without being put."""
        value = self.implies(node, state, index)
        return value is not None and answers.get(state.facts, node.fact, index) == value

    def _walk(self, model, state: State, judge: Judge | None) -> Walk:
        steps: list[Step] = []
        skipped: list[Step] = []
        implied: list[Step] = []
        indexes = {name: 0 for name in self.questions.loops}
        editing = state.editing and Step(state.editing[0], state.editing[1])
        for _ in range(self.max_steps):
            node = self.node(model.state)
            step = Step(node.id, indexes[node.loop] if node.loop else None)
            if node.is_result:
                return Walk(tuple(steps), step, True, tuple(skipped), tuple(implied))
            if step == editing:
                return Walk(tuple(steps), step, False, tuple(skipped), tuple(implied))
            loop = self.questions.loops.get(node.loop) if node.loop else None
            model.ctx = Context(state, step.index, loop.fact if loop else None)
            if self.at_limit(node, step.index):
                model.ctx = Context(self._unanswered(node, state, step.index), step.index,
                                    loop.fact)
                self._fire(model, TRIGGER, node)
                if model.state == loop.first:
                    raise DeadEnd(f"{node.id} unanswered leads back into loop {loop.name}")
            elif self.is_answered(node, state, step.index):
                steps.append(step)
                if self.implying and self.implied(node, state, step.index):
                    implied.append(step)
                self._fire(model, TRIGGER, node)
            elif node.when_relevant and judge is not None and self._skip(model, state, step,
                                                                          judge):
                skipped.append(step)
            else:
                return Walk(tuple(steps), step, False, tuple(skipped), tuple(implied))
            if loop and node.id == loop.more and model.state == loop.first:
                indexes[loop.name] += 1
        raise DeadEnd("the routes go round in a cycle")

    def onward(self, state: State, step: Step) -> tuple[Step, ...]:
        """The steps from ``step`` to a result if nothing more is answered: each unanswered
        question on the way is passed by with its answer absent, as a skip is. Two answers to a
        question whose onward steps differ open different questions: it is a gate, and its
        worth is in what it opens (interview.toolkit.relevance)."""
        model = self.model_class()
        self.machine.add_model(model, initial=step.node)
        try:
            return self._onward(model, state, step)
        finally:
            self.machine.remove_model(model)

    def _onward(self, model, state: State, step: Step) -> tuple[Step, ...]:
        passed: list[Step] = []
        indexes = {name: 0 for name in self.questions.loops}
        if self.node(step.node).loop:
            indexes[self.node(step.node).loop] = step.index or 0
        for _ in range(self.max_steps):
            node = self.node(model.state)
            here = Step(node.id, indexes[node.loop] if node.loop else None)
            passed.append(here)
            if node.is_result:
                return tuple(passed)
            loop = self.questions.loops.get(node.loop) if node.loop else None
            limit = self.at_limit(node, here.index)
            model.ctx = Context(self._unanswered(node, state, here.index) if limit else state,
                                here.index, loop.fact if loop else None)
            self._fire(model, TRIGGER, node)
            if loop and node.id == loop.more and model.state == loop.first:
                if limit:
                    raise DeadEnd(f"{node.id} unanswered leads back into loop {loop.name}")
                indexes[loop.name] += 1
        raise DeadEnd("the routes go round in a cycle")

    @staticmethod
    def _skip(model, state: State, step: Step, judge: Judge) -> bool:
        """Fire SKIP: its routes pass only if the question is irrelevant, as the judge decides
        once for the step (each route consults the decision first)."""
        model.irrelevant = bool(judge(state, step))
        return getattr(model, SKIP)()

    @staticmethod
    def _fire(model, trigger: str, node: Node) -> None:
        if not getattr(model, trigger)():
            raise DeadEnd(f"no route out of {node.id} matched")

    @staticmethod
    def _unanswered(node: Node, state: State, index: int | None) -> State:
        """The answers without this node's own (a copy)."""
        facts = state.facts
        if node.fact and answers.get(facts, node.fact, index) is not None:
            facts = copy_facts(facts)
            answers.drop(facts, node.fact, index)
        key = answers.control_key(node.control, index) if node.control else None
        return State(facts, {k: v for k, v in state.control.items() if k != key})

    def advance(self, state: State, step: Step) -> Step:
        """The step after ``step``, once it is answered: one trigger, no walk from the start.
        Used by the every-path enumeration; ``walk`` remains the source of truth."""
        with self.stepper() as stepper:
            return stepper(state, step)

    @contextmanager
    def stepper(self):
        """``advance`` for many steps on one model, added once: the every-path enumeration
        takes ~75,000 steps, and adding and removing a model was a tenth of its time. With
        ``skip=True``, the step is an unanswered question found irrelevant: its SKIP routes."""
        model = self.model_class()
        self.machine.add_model(model, initial=self.questions.start)
        model.irrelevant = True  # SKIP is fired only on a step the caller has judged

        def step_after(state: State, step: Step, skip: bool = False) -> Step:
            self.machine.set_state(step.node, model)
            node = self.node(step.node)
            loop = self.questions.loops.get(node.loop) if node.loop else None
            limit = self.at_limit(node, step.index)
            model.ctx = Context(self._unanswered(node, state, step.index) if limit else state,
                                step.index, loop.fact if loop else None)
            self._fire(model, SKIP if skip else TRIGGER, node)
            following = self.node(model.state)
            if loop and node.id == loop.more and following.id == loop.first:
                if limit:
                    raise DeadEnd(f"{node.id} unanswered leads back into loop {loop.name}")
                return Step(following.id, (step.index or 0) + 1)
            if following.loop is None:
                return Step(following.id, None)
            return Step(following.id, step.index if node.loop == following.loop else 0)

        try:
            yield step_after
        finally:
            self.machine.remove_model(model)

    @staticmethod
    def _sets_kept(node: Node, state: State, index: int | None) -> tuple[str, ...]:
        """The facts a choice that sets several keeps: those its chosen option sets. One it
        leaves unset belongs to a later question, which keeps it only if it is still asked."""
        if not node.option_sets:
            return node.sets
        chosen = dict(node.option_sets).get(answers.current_value(node, state, index))
        return tuple(path for path, value in zip(node.sets, chosen or (), strict=False)
                     if value is not None)

    def prune(self, state: State, walk: Walk) -> None:
        """Drop answers that are no longer on the (complete) path: they no longer apply."""
        kept_facts, kept_control = set(), set()
        counts = {name: 0 for name in self.questions.loops}
        for step in walk.steps:
            node = self.node(step.node)
            for name in filter(None, (node.control, node.none_key)):
                kept_control.add(answers.control_key(name, step.index))
            for path in filter(None, (node.fact, node.approximate, *self._sets_kept(
                    node, state, step.index))):
                kept_facts.add((path, step.index))
            if node.loop:
                counts[node.loop] = max(counts[node.loop], (step.index or 0) + 1)
        state.control = {k: v for k, v in state.control.items() if k in kept_control}
        for loop in self.questions.loops.values():
            items = state.facts.get(loop.fact)
            if isinstance(items, list):
                del items[counts[loop.name]:]
                if not items:
                    state.facts.pop(loop.fact)
        for node in self.questions.nodes.values():
            for path in filter(None, (node.fact, node.approximate, *node.sets)):
                for index in self._indexes(state, node):
                    if (path, index) not in kept_facts:
                        answers.drop(state.facts, path, index)
        for key in [k for k, v in state.facts.items() if v == {}]:
            state.facts.pop(key)

    def _indexes(self, state: State, node: Node):
        if not node.loop:
            return [None]
        return range(len(state.facts.get(self.questions.loops[node.loop].fact, [])))
