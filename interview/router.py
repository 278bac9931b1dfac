"""Run a flow's routing on ``transitions``: one machine per flow, built once at start-up.

The path through the interview is never stored. It is derived from the answers: start at the
first node and follow the routes while the node is answered. The first unanswered node (or the
one being changed) is the current question. So a changed answer keeps every later answer that is
still on the path, and drops the ones that no longer apply."""
from __future__ import annotations

import logging
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import NamedTuple

from transitions import Machine

from interview import answers
from interview.answers import State
from interview.flowdata import Node, Questions

# transitions logs each state a person passes through at INFO: their answers in other words,
# in any log kept at that level. Its warnings and errors still get through.
logging.getLogger("transitions").setLevel(logging.WARNING)

TRIGGER = "advance"  # the one event every node fires; routes are its ordered transitions
MAX_STEPS = 500  # a guard against a routing cycle in bad flow data


class DeadEnd(RuntimeError):
    """No route out of a node matched: a defect in the flow's data."""


class Step(NamedTuple):
    """One asked question. A tuple, not a dataclass: the flows check hashes millions of them,
    and a tuple hashes in C."""

    node: str
    index: int | None = None  # the loop item, for nodes inside a loop


@dataclass(frozen=True)
class Walk:
    steps: tuple[Step, ...]  # answered steps before the current one, in order
    current: Step
    complete: bool  # the current step is a result


class RoutingMachine(Machine):
    """transitions' ``Machine``, less two conveniences routing never uses: ``add_model`` binds
    an ``is_<state>`` helper to the model for each of a flow's ~50 states, and looks for
    ``on_enter_<state>`` methods on it. The model is added on every request, so that was
    about a third of a question page's routing time."""

    def _add_model_to_state(self, state, model):
        pass


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
    def __init__(self, questions: Questions, predicates: dict):
        self.questions, self.predicates = questions, predicates
        missing = sorted({f"{n} (node {node.id})" for node in questions.nodes.values()
                          for n in (*(n for r in node.routes for n in r.if_ + r.unless),
                                    *(v.when for v in node.variants))
                          if n not in predicates} | {f"{s.when} (section {s.id})"
                                                     for s in questions.sections.values()
                                                     if s.when and s.when not in predicates})
        if missing:
            raise ValueError(f"routes name predicates PREDICATES lacks: {', '.join(missing)}")
        self.model_class = type("InterviewModel", (), {
            name: (lambda self, _fn=fn: bool(_fn(self.ctx))) for name, fn in predicates.items()})
        self.machine = RoutingMachine(model=None, states=list(questions.nodes),
                                      initial=questions.start, auto_transitions=False)
        for node in questions.nodes.values():
            for route in node.routes:
                self.machine.add_transition(TRIGGER, node.id, route.to,
                                            conditions=list(route.if_),
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
        if node.sets:
            return all(answers.get(state.facts, f, index) is not None for f in node.sets)
        if node.none and answers.control_key(node.none_key, index) in state.control:
            return True
        return node.fact is not None and answers.get(state.facts, node.fact, index) is not None

    def walk(self, state: State) -> Walk:
        model = self.model_class()
        self.machine.add_model(model, initial=self.questions.start)
        try:
            return self._walk(model, state)
        finally:
            self.machine.remove_model(model)

    def _walk(self, model, state: State) -> Walk:
        steps: list[Step] = []
        indexes = {name: 0 for name in self.questions.loops}
        for _ in range(MAX_STEPS):
            node = self.node(model.state)
            step = Step(node.id, indexes[node.loop] if node.loop else None)
            if node.is_result:
                return Walk(tuple(steps), step, True)
            editing = state.editing and Step(state.editing[0], state.editing[1])
            if step == editing or not self.is_answered(node, state, step.index):
                return Walk(tuple(steps), step, False)
            steps.append(step)
            loop = self.questions.loops.get(node.loop) if node.loop else None
            model.ctx = Context(state, step.index, loop.fact if loop else None)
            if not getattr(model, TRIGGER)():
                raise DeadEnd(f"no route out of {node.id} matched")
            if loop and node.id == loop.more and model.state == loop.first:
                indexes[loop.name] += 1
        raise DeadEnd("the routes go round in a cycle")

    def advance(self, state: State, step: Step) -> Step:
        """The step after ``step``, once it is answered: one trigger, no walk from the start.
        Used by the every-path enumeration; ``walk`` remains the source of truth."""
        with self.stepper() as stepper:
            return stepper(state, step)

    @contextmanager
    def stepper(self):
        """``advance`` for many steps on one model, added once: the every-path enumeration
        takes ~75,000 steps, and adding and removing a model was a tenth of its time."""
        model = self.model_class()
        self.machine.add_model(model, initial=self.questions.start)

        def step_after(state: State, step: Step) -> Step:
            self.machine.set_state(step.node, model)
            node = self.node(step.node)
            loop = self.questions.loops.get(node.loop) if node.loop else None
            model.ctx = Context(state, step.index, loop.fact if loop else None)
            if not getattr(model, TRIGGER)():
                raise DeadEnd(f"no route out of {node.id} matched")
            following = self.node(model.state)
            if loop and node.id == loop.more and following.id == loop.first:
                return Step(following.id, (step.index or 0) + 1)
            if following.loop is None:
                return Step(following.id, None)
            return Step(following.id, step.index if node.loop == following.loop else 0)

        try:
            yield step_after
        finally:
            self.machine.remove_model(model)

    def prune(self, state: State, walk: Walk) -> None:
        """Drop answers that are no longer on the (complete) path: they no longer apply."""
        kept_facts, kept_control = set(), set()
        counts = {name: 0 for name in self.questions.loops}
        for step in walk.steps:
            node = self.node(step.node)
            for name in filter(None, (node.control, node.none_key)):
                kept_control.add(answers.control_key(name, step.index))
            for path in filter(None, (node.fact, node.approximate, *node.sets)):
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
