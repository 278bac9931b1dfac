"""Applying an answer to the interview state, and showing an answer back in words."""
from __future__ import annotations

import datetime as dt

from flask_babel import format_date, gettext

from interview import answers
from interview.answers import State
from interview.flowdata import Node


def pointer(path: str, index: int | None) -> str:
    """A fact path as a JSON Pointer: incidents[].date, 1 → /incidents/1/date."""
    parts = []
    for part in path.split("."):
        parts += [part[:-2], str(index or 0)] if part.endswith("[]") else [part]
    return "/" + "/".join(parts)


def apply(node: Node, state: State, index: int | None, value, approximate: bool = False) -> None:
    if node.control:
        state.control[answers.control_key(node.control, index)] = value
        return
    if node.sets:
        for path in node.sets:
            name = path.rsplit(".", 1)[-1]
            chosen = "yes" if value == name else ("not_sure" if value == "not_sure" else "no")
            answers.put(state.facts, path, index, chosen)
        return
    answers.put(state.facts, node.fact, index, value)
    if node.approximate:
        if approximate:
            answers.put(state.facts, node.approximate, index, True)
        else:
            answers.drop(state.facts, node.approximate, index)


def current_value(node: Node, state: State, index: int | None):
    if node.control:
        return state.control.get(answers.control_key(node.control, index))
    if node.sets:
        values = [answers.get(state.facts, p, index) for p in node.sets]
        if any(v is None for v in values):
            return None
        for path, v in zip(node.sets, values, strict=True):
            if v == "yes":
                return path.rsplit(".", 1)[-1]
        return "not_sure" if "not_sure" in values else "none"
    return answers.get(state.facts, node.fact, index)


def is_approximate(node: Node, state: State, index: int | None) -> bool:
    return bool(node.approximate and answers.get(state.facts, node.approximate, index))


def display(node: Node, state: State, index: int | None) -> str:
    """The answer as the person would say it."""
    value = current_value(node, state, index)
    if value is None:
        return ""
    if node.type == "date":
        text = format_date(dt.date.fromisoformat(value), "full")
        return gettext("About %(date)s", date=text) if is_approximate(node, state, index) \
            else text
    labels = dict(node.choices())
    if value in labels:
        return gettext(labels[value])
    return str(value)
