"""Showing an answer back in words (the pure state helpers live in interview.answers)."""
from __future__ import annotations

import datetime as dt

from flask_babel import format_date, format_time

from interview.answers import NONE, State, apply, current_value, is_approximate, pointer
from interview.flowdata import Node
from interview.template_helpers import gettext

__all__ = ["apply", "current_value", "display", "is_approximate", "pointer"]


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
        return f'{format_date(moment.date(), "full")}, {format_time(moment.time(), "short")}'
    labels = dict(node.choices())
    if value in labels:
        return gettext(labels[value])
    return str(value)
