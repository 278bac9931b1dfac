"""Showing answers back in words, and the transcript of answered steps above a question (the
pure state helpers live in interview.engine.answers)."""
from __future__ import annotations

import datetime as dt
from functools import cached_property

from flask_babel import format_date, format_time, get_locale

from interview.engine.answers import NONE, State, apply, current_value, is_approximate, pointer
from interview.engine.i18n import N_
from interview.engine.languages import date_and_time
from interview.toolkit.flowdata import Node
from interview.toolkit.router import Step
from interview.web.template_helpers import cached_url, gettext
from interview.web.typed import Typed

__all__ = ["TranscriptRow", "apply", "current_value", "display", "is_approximate",
           "pointer", "transcript"]


def display(node: Node, state: State, index: int | None) -> str:
    """The answer as the person would say it."""
    value = current_value(node, state, index)
    if value is None:
        return ""
    if node.none and value == NONE:
        return gettext(node.none)
    if node.type == "date":
        text = format_date(dt.date.fromisoformat(value), "full")
        return gettext("About %(date)s", date=text) if is_approximate(node, state, index) \
            else text
    if node.type == "datetime":
        moment = dt.datetime.fromisoformat(value)
        return date_and_time(format_date(moment.date(), "full"),
                             format_time(moment.time(), "short"), str(get_locale()))
    labels = dict(node.choices())
    if value in labels:
        return gettext(labels[value])
    return Typed(value) if node.type == "text" else str(value)


# How Check your answers words an answer a gate's "No" gave (``not_sure_if_no``, ``no_if_no``).
GATE_ANSWERS = {"not_sure": N_("Not sure (you said you did not know)"),
                "no": N_("No (you said none of these)")}


class TranscriptRow:
    """One answered step: its question, the answer in words, and its Change link.

    The page keeps a row per question and language with the answer cut out
    (interview.web.fragments), so the question's words and the link are worked out only the first
    time; the answer, every time."""

    def __init__(self, flow, state: State, step: Step, implied: bool = False):
        self._flow, self._state, self._step = flow, state, step
        # The answer a gate's "No" gives this question, where the person was not asked it.
        gate = flow.router.gate_of.get(step.node) if implied else None
        self._gate_answer = gate.covered_answer if gate else None
        self.node, self.loop_index = step.node, step.index
        node = flow.router.node(step.node)
        self.section = node.section
        # Which words this person was asked in ("your dog"): part of the kept row's key.
        self.variant = flow.router.variant(node, state, step.index)
        self._question = flow.router.worded(node, state, step.index)

    @cached_property
    def question(self) -> str:
        return gettext(self._question.text)

    @cached_property
    def answer(self) -> str:
        if self._gate_answer and current_value(self._question, self._state,
                                               self._step.index) == self._gate_answer:
            return gettext(GATE_ANSWERS[self._gate_answer])
        return display(self._question, self._state, self._step.index)

    @cached_property
    def change(self) -> str:
        return cached_url("interview.change", slug=self._flow.slug, node=self.node,
                          index=-1 if self.loop_index is None else self.loop_index)


def transcript(flow, state: State, walk) -> list[TranscriptRow]:
    """The answered steps of ``walk``, each a row the page shows above the question."""
    return [TranscriptRow(flow, state, step, step in walk.implied) for step in walk.steps]
