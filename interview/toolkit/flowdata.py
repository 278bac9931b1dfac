"""A flow's questions and routing, as data: what each node asks, where its answer goes, and the
ordered routes out of it. ``interview.toolkit.questions_file`` reads them from a flow's
``questions.yaml``; nothing here decides anything: ``interview.toolkit.router`` runs the
routes."""
from __future__ import annotations

from dataclasses import dataclass, field

from interview.engine.answers import NONE
from interview.engine.i18n import N_

QUESTION_TYPES = ("choice", "yes_no", "tristate", "date", "datetime", "number", "text", "result")
# `ask:` on a question: "always" (the default), or "when_relevant": asked only while one of its
# answers could change what the person is shown (interview.toolkit.relevance decides, and
# `interview flows check` proves each skip).
ASK_WHEN = ("always", "when_relevant")
TRISTATE = (("yes", N_("Yes")), ("no", N_("No")), ("not_sure", N_("Not sure")))
YES_NO = (("yes", N_("Yes")), ("no", N_("No")))
# A gate's key, and what its "No" answers each question it covers ("I do not know"; "none of
# these"), with that answer's label for messages.
GATE_KEYS = {"not_sure_if_no": ("not_sure", "Not sure"), "no_if_no": ("no", "No")}


@dataclass(frozen=True)
class Route:
    to: str
    if_: tuple[str, ...] = ()
    unless: tuple[str, ...] = ()


@dataclass(frozen=True)
class Loop:
    name: str
    first: str
    more: str
    fact: str  # the facts key holding the list, e.g. "incidents"


@dataclass(frozen=True)
class Variant:
    """A question's words for some people: the first whose predicate holds is shown (an owner
    is asked about "your dog"). Whole sentences, each its own catalog entry: never built by
    joining pieces, which no translation could follow."""

    when: str  # a routing predicate's name
    text: str
    why: str = ""


@dataclass(frozen=True)
class Given:
    """An answer the person already gave in other words: ``value`` when ``when`` holds."""

    when: str  # a routing predicate's name
    value: str


@dataclass(frozen=True)
class Section:
    """A named group of questions ("The notice"): the question page says which one the person
    is in, and the check-your-answers page groups the answers by it."""

    id: str
    title: str
    when: str | None = None  # a predicate: the section is only for those it holds for


@dataclass(frozen=True)
class Node:
    id: str
    type: str
    text: str = ""
    why: str = ""
    fact: str | None = None  # "dog.police_dog" or "incidents[].bite_injury"
    control: str | None = None  # an interview-only answer, not a fact
    approximate: str | None = None  # date nodes: where "about when" goes
    # date and datetime nodes: the label of "there was none" (kept as an interview answer, not
    # a fact: the fact's absence already says it to the engine)
    none: str | None = None
    future: bool = False  # date nodes: a day someone set for later (a deadline) may be ahead
    options: tuple[tuple[str, str], ...] = ()
    sets: tuple[str, ...] = ()  # choice nodes that set several tri-state facts at once
    # A choice whose options each give every fact in ``sets`` its own value (None: left
    # unset, for a question asked next), in place of one "yes" and the rest "no": "away
    # from home, with no one in control" is two facts, off the property and at large.
    option_sets: tuple[tuple[str, tuple[str | None, ...]], ...] = ()
    glossary: tuple[str, ...] = ()
    routes: tuple[Route, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    max_length: int = 200
    long: bool = False  # a text answer of several lines (a textarea)
    loop: str | None = None
    status: str | None = None  # result nodes: the status this result stands for
    section: str | None = None
    variants: tuple[Variant, ...] = ()
    when_relevant: bool = False  # `ask: when_relevant`: skipped while no answer can matter
    # A yes/no question that spares a person questions one screen at a time: "No" answers
    # each it covers with ``covered_answer`` ("not_sure" from ``not_sure_if_no``, for "I do
    # not know"; "no" from ``no_if_no``, for "none of these"), and "Yes" asks them one by one.
    covers: tuple[str, ...] = ()
    covered_facts: tuple[str, ...] = ()  # those questions' facts, in the same order
    covered_answer: str = "not_sure"
    # Answers an earlier one already gave ("my child" says who the dog went after): the first
    # whose predicate holds is the answer, and the question is not put (it shows, with Change).
    given: tuple[Given, ...] = ()

    @property
    def is_result(self) -> bool:
        return self.type == "result"

    @property
    def none_key(self) -> str | None:
        """Where the interview keeps a "there was none" answer (datetime nodes)."""
        return f"{self.id}.none" if self.none else None

    def choices(self) -> tuple[tuple[str, str], ...]:
        if self.type == "tristate":
            return TRISTATE
        if self.type == "yes_no":
            return YES_NO
        # A choice's "none" (no notice at all) is one more option, kept as an interview answer.
        return self.options + (((NONE, self.none),) if self.none else ())


@dataclass(frozen=True)
class GlossaryTerm:
    key: str
    term: str
    text: str
    cite: str


@dataclass
class Questions:
    start: str
    nodes: dict[str, Node]
    loops: dict[str, Loop] = field(default_factory=dict)
    glossary: dict[str, GlossaryTerm] = field(default_factory=dict)
    sections: dict[str, Section] = field(default_factory=dict)  # in the order they are listed

    def results(self) -> list[str]:
        return [n.id for n in self.nodes.values() if n.is_result]


def translatable_strings(questions: Questions):
    """(node id, string) for every user-visible string; used by the Babel extractor."""
    for node in questions.nodes.values():
        for text in (node.text, node.why, node.none,
                     *(t for v in node.variants for t in (v.text, v.why))):
            if text:
                yield node.id, text
        for _value, label in node.options:
            yield node.id, label
    for section in questions.sections.values():
        yield f"section.{section.id}", section.title
    for term in questions.glossary.values():
        yield f"glossary.{term.key}", term.term
        yield f"glossary.{term.key}", term.text
