"""How much a person may type: each text question's limit, set from what the session cookie can
hold, so that every answer that fits the form fits the cookie, in every language offered.

The answers live only in the cookie, and a browser keeps at most 4,096 bytes of it
(interview.web.sessions). A flow's ``max_length`` is what its author would like to allow; the
limit the form enforces is that, scaled down by one factor for all of the flow's text
questions until the fullest interview the flow can hold fits:

- every question of the flow answered at once, each with its longest answer (the longest
  complaint path is a subset of it), loops twice (as ``interview flows check`` walks them);
- every text answer at its limit, in real text of each language offered (the words of its
  translation catalog), packed with zlib;
- with ROOM to spare for what pages add with no check (interview.web.sessions), and HEADROOM for
  interview state that is not a typed answer and is not here yet (a note of the questions a
  person skipped, tens of bytes).

Zlib is the measure: the cookie is sealed with brotli where zlib would not fit, which takes
another 9-17 % off real text. That is the margin for what people type that compresses less
well than a catalog (names, numbers). Text that hardly compresses at all (random letters, or
many scripts at once) can still overflow: the interview then refuses the answer and names the
longest answers, with a link to each (interview.web.interview_views)."""
from __future__ import annotations

import json
import zlib
from functools import cache

from interview.engine.answers import NONE, State, apply, current_value
from interview.engine.glosses import strip
from interview.engine.languages import SOURCE_LANGUAGE, available_codes, catalog
from interview.web.sessions import sealed_length

# Characters of the cookie's value kept for interview state yet to come (a note of the
# questions a person skipped: tens of bytes): ~96 bytes of packed JSON, ~150-250 of plain.
HEADROOM = 128
SHORTEN_AT_MOST = 3  # typed answers named when they no longer fit
LOOP_TURNS = 2
STEPS = 64  # the scale is found to 1/64 of the authored limits
CSRF_TOKEN = "0" * 40  # Flask-WTF keeps a 40-character hex token in the session
_LATEST_MOMENT = "2099-12-31T23:59"


def derive(flow, languages, value_room: int) -> dict[str, int]:
    """Each text question's limit: ``max_length`` times the largest scale at which the fullest
    interview, in each of ``languages``, seals to at most ``value_room - HEADROOM``."""
    texts = [n for n in flow.questions.nodes.values() if n.type == "text"]
    if not texts:
        return {}
    budget = value_room - HEADROOM
    # A deployment with no compiled catalog has the flow's own English words to go by.
    samples = [sample_text(code) or _flow_words(flow) for code in languages]

    def fits(step: int) -> bool:
        limits = {n.id: n.max_length * step // STEPS for n in texts}
        return all(sealed_length(1 + len(zlib.compress(_fullest(flow, limits, text))))
                   <= budget for text in samples)

    low, high = 0, STEPS  # the largest step that fits: most flows fit at once
    if not fits(high):
        while low < high:
            middle = (low + high + 1) // 2
            low, high = (middle, high) if fits(middle) else (low, middle - 1)
    return {n.id: n.max_length * high // STEPS for n in texts}


@cache
def sample_text(code: str) -> str:
    """Real text in a language: its catalog's translations (English: the catalog's source
    texts), in a fixed order, without gloss marks, one space between words."""
    source = code == SOURCE_LANGUAGE
    if source:  # any catalog's keys are the English texts
        code = next((c for c in available_codes() if c != SOURCE_LANGUAGE), SOURCE_LANGUAGE)
    entries = getattr(catalog(code), "_catalog", {})
    keys = sorted(key for key in entries if isinstance(key, str) and key)
    return " ".join(strip(" ".join(keys if source else (entries[k] for k in keys))).split())


def _flow_words(flow) -> str:
    nodes = flow.questions.nodes.values()
    return " ".join(" ".join(f"{n.text} {n.why}" for n in nodes).split())


def _fullest(flow, limits: dict[str, int], text: str) -> bytes:
    """The session's JSON with every question answered at once, as long as it can be."""
    state = State({"schema_version": flow.schema_version})
    text = text * -(-2 * sum(limits.values()) // max(1, len(text)))  # enough, even if short
    used = 0  # each answer its own piece of the text: a repeat would compress too well
    for node in flow.questions.nodes.values():
        if node.is_result:
            continue
        for index in [None] if node.loop is None else range(LOOP_TURNS):
            if node.type == "text":
                value, used = text[used:used + limits[node.id]], used + limits[node.id]
            else:
                value = _longest_answer(node)
            apply(node, state, index, value, approximate=bool(node.approximate))
    session = {"iv": {"flow": flow.slug, **state.to_session()}, "csrf_token": CSRF_TOKEN,
               "_seen": 2**32}
    # As interview.web.sessions.CompactSerializer writes it: plain JSON needs none of its tags.
    return json.dumps(session, separators=(",", ":"), ensure_ascii=False).encode()


def _longest_answer(node):
    if node.type in ("date", "datetime"):
        return _LATEST_MOMENT if node.type == "datetime" else _LATEST_MOMENT[:10]
    if node.type == "number":
        return node.maximum if node.maximum is not None else 10**9 - 1
    values = [value for value, _label in node.choices()]
    if node.option_sets:  # the option that sets the most
        return max(node.option_sets, key=lambda o: len(json.dumps(o[1])))[0]
    if node.sets and "not_sure" in values:
        return "not_sure"  # sets every one of its facts
    return max(values, key=lambda v: len(json.dumps(v)), default=NONE)


def to_shorten(flow, state: State, steps, here) -> list[tuple[str, list[str]]]:
    """What to shorten when the answers no longer fit the cookie, for the page's error
    summary: (link, [message]) for each of the longest typed answers among ``steps``, longest
    first, each with its Change link (or the box on this page, for ``here``)."""
    from flask import url_for

    from interview.web.template_helpers import gettext

    typed = []
    for step in steps:
        node = flow.router.node(step.node)
        value = current_value(node, state, step.index) if node.type == "text" else None
        if isinstance(value, str) and value:
            typed.append((len(value), step, node))
    typed.sort(key=lambda found: -found[0])
    return [("answer" if step == here else url_for(
                "interview.change", slug=flow.slug, node=step.node,
                index=-1 if step.index is None else step.index),
             [gettext("Shorten your answer to this question: %(question)s",
                      question=gettext(node.text))])
            for _length, step, node in typed[:SHORTEN_AT_MOST]]
