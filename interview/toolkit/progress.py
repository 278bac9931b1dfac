"""Where a person is in the interview: "Section 2 of 4: What happened".

A flow groups its questions into named sections (questions.yaml ``sections``). The number is
the section's place among those the person has been asked questions in; the total adds the
sections the routes can still lead to from the current question, less any whose ``when``
predicate says it is not for this person (a complaint is not the owner's). A section whose
questions were all skipped is never counted as passed: the numbers say only what happened. The
total may fall when the routes close a section off (no complaint after all), never rise past
what was shown.

The routes' reach is worked out once, when the flow loads, from the graph alone."""
from __future__ import annotations

from dataclasses import dataclass

from interview.engine.answers import State
from interview.toolkit.router import Context, Step


@dataclass(frozen=True)
class Progress:
    number: int  # 1-based
    total: int
    section: str  # the section's id
    title: str  # untranslated (N_)


class SectionMap:
    """For each question, the sections its routes can lead to after it."""

    def __init__(self, questions, predicates: dict):
        self.questions, self.predicates = questions, predicates
        self.ahead: dict[str, frozenset[str]] = {}
        for node in questions.nodes:
            reached = _after(node, questions)
            self.ahead[node] = frozenset(questions.nodes[n].section for n in reached
                                         if questions.nodes[n].section)

    def progress(self, state: State, steps, current: Step) -> Progress | None:
        """The section of ``current``, numbered among those asked in (``steps``, in order)."""
        node = self.questions.nodes[current.node]
        if not node.section:
            return None
        nodes, sections = self.questions.nodes, self.questions.sections
        order = list(dict.fromkeys(s for s in (nodes[step.node].section for step in steps) if s))
        if node.section not in order:
            order.append(node.section)
        ctx = Context(state, None, None)
        ahead = {s for s in self.ahead[node.id] - set(order)
                 if not sections[s].when or self.predicates[sections[s].when](ctx)}
        return Progress(order.index(node.section) + 1, len(order) + len(ahead), node.section,
                        sections[node.section].title)


def _after(start: str, questions) -> set[str]:
    """Every question a route can lead to from ``start`` (not ``start`` itself, unless a loop
    leads back to it)."""
    seen: set[str] = set()
    todo = [route.to for route in questions.nodes[start].routes]
    while todo:
        node = todo.pop()
        if node not in seen:
            seen.add(node)
            todo += [route.to for route in questions.nodes[node].routes]
    return seen
