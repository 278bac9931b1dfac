"""What a person types, kept as they typed it, minus what can hurt.

A typed answer goes into the person's own statement, which they sign, and into its PDF. So it
is kept as typed, with two kinds of character taken out on the way in (``clean``):

- C0 control characters (U+0000 to U+001F). They are invisible, and some break what the text
  goes into: NUL ends a C string, and XML (the PDF's tagged structure) refuses most of them.
  The newline stays in an answer of several lines (a textarea): a person telling what
  happened, in order, writes paragraphs, and the statement prints them as written. A browser
  sends a line break in a textarea as CR LF, so CR LF and a lone CR become one newline, and a
  tab becomes a space, so that the words on either side of it do not run together.
- Bidi embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069). One typed and
  never closed turns the text after it backwards, beyond the answer: the lines the guide
  writes after it in the statement could be made to read differently from what is signed.
  The left-to-right and right-to-left marks (U+200E, U+200F) stay: they close nothing, and
  Arabic writers use them.

And on the way out to HTML (``html``, ``Typed``): the brackets ``⟦ ⟧`` that mark English words
in a translation (interview.engine.glosses) are written as character references, so the gloss pass,
which runs over the whole page, does not take a person's own brackets for a mark and drop
them. Everything else reaches the page, the statement and its PDF unchanged."""
from __future__ import annotations

import re

from markupsafe import Markup, escape
from wtforms import StringField, TextAreaField

from interview.engine.glosses import CLOSE, OPEN

_BIDI_CONTROLS = "\u202a-\u202e\u2066-\u2069"
_HURTS_LINES = re.compile(f"[\x00-\x09\x0b-\x1f{_BIDI_CONTROLS}]")  # all but \n (0x0a)
_HURTS_ONE_LINE = re.compile(f"[\x00-\x1f{_BIDI_CONTROLS}]")
_BRACKETS = {ord(OPEN): "&#x27e6;", ord(CLOSE): "&#x27e7;"}


def clean(text, lines: bool = True):
    """``text`` without what can hurt (above); ``lines``: an answer of several lines keeps its
    line breaks, a one-line answer gets a space for each. Not a string: returned as it is."""
    if not isinstance(text, str):
        return text
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", " ")
    if not lines:
        text = text.replace("\n", " ")
    return (_HURTS_LINES if lines else _HURTS_ONE_LINE).sub("", text)


def html(text: str) -> Markup:
    """Typed text for an HTML page: escaped, with its own ``⟦ ⟧`` kept from the gloss pass."""
    return Markup(str(escape(str.__str__(text))).translate(_BRACKETS))


class Typed(str):
    """A typed answer on its way to a page: prints as ``html`` wherever Jinja or WTForms
    escapes it. Only for showing: never put one in the session, whose serializer would keep
    anything with ``__html__`` as markup."""

    __slots__ = ()

    def __html__(self) -> str:
        return str(html(self))


class Line(StringField):
    """A one-line typed answer's field: shown back (after an error, or to change the answer)
    with its own brackets kept."""

    def _value(self):
        return Typed(super()._value())


class TextArea(TextAreaField):
    """An answer of several lines' field, shown back as ``Line`` is."""

    def _value(self):
        return Typed(super()._value())
