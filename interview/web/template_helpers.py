"""Template helpers that are hot on the result page, in Python rather than Jinja macros.

The result page quotes many clauses and marks the figures in every duty; written as macros
they were most of its render time (see docs/performance.md)."""
from __future__ import annotations

import re
from functools import lru_cache

from flask import url_for
from flask.globals import _cv_app, _cv_request
from flask_babel import get_locale, get_translations
from markupsafe import Markup, escape

from interview.web import typed

_FIGURE = re.compile(r"\S*[0-9٠-٩]\S*")
_TRAILING = ".,;:!?،؛"


def figures(text: str) -> Markup:
    """Sentence text with its figures in bold: "at least **6** feet high", "**$100,000**."."""
    def bold(match: re.Match) -> str:
        word = match.group(0)
        core = word.rstrip(_TRAILING)
        # A bracket closing around the figure ("(its count: 2)") is the sentence's, not the
        # figure's; a clause number's own ("(6)[a](2)") is balanced, and stays.
        while core[-1:] in (")", "]") and core.count(core[-1]) > core.count(
                "(" if core[-1] == ")" else "["):
            core = core[:-1].rstrip(_TRAILING)
        return f'<strong class="figure">{escape(core)}</strong>{escape(word[len(core):])}'

    out, last = [], 0
    for match in _FIGURE.finditer(text):
        out += [str(escape(text[last:match.start()])), bold(match)]
        last = match.end()
    out.append(str(escape(text[last:])))
    return Markup("".join(out))


_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2})?")


def whole_dates(text: str) -> Markup:
    """Text with each ISO date kept on one line: a phone broke "Fri 2026-09-04" after "2026-"."""
    out, last = [], 0
    for match in _ISO_DATE.finditer(text):
        out += [str(escape(text[last:match.start()])),
                f'<span class="nowrap">{escape(match.group(0))}</span>']
        last = match.end()
    out.append(str(escape(text[last:])))
    return Markup("".join(out))


@lru_cache(maxsize=2048)
def law_quote(law, anchor: str) -> Markup:
    """The words of a clause (the ordinance is in English, whatever the page language). The law
    text never changes while the app runs, so each clause is built once."""
    lines = "".join(f"<p>{escape(line)}</p>" for line in law.full_text(anchor).split("\n")
                    if line)
    return Markup(f'<blockquote class="law-quote" lang="en" dir="ltr">{lines}</blockquote>')


def cached_url(endpoint: str, **values) -> str:
    """``url_for`` for addresses made only of flow, clause and question names (never answers),
    built once each: a result page links ~100 clauses, a transcript a Change link per row."""
    app_ctx = _cv_app.get(None)
    cache = app_ctx.app.extensions.setdefault("cached_urls", {})
    # Addresses begin with the path the app is mounted at, which each request may give.
    request_ctx = _cv_request.get(None)
    key = (request_ctx.request.script_root if request_ctx else "", endpoint,
           *sorted(values.items()))
    url = cache.get(key)
    if url is None:
        if len(cache) > 50_000:  # a bound, in case of made-up names
            cache.clear()
        url = cache[key] = url_for(endpoint, **values)
    return url


def clause_url(slug: str, anchor: str) -> str:
    return cached_url("web.clause", slug=slug, anchor=anchor)


def translations():
    """The request's catalog, found once per locale per request.

    Flask-Babel's own lookup walks several context proxies on every call, and a result page
    makes about 400 calls. This keeps its answer beside Flask-Babel's state, keyed by the
    locale object, so ``force_locale`` (the English copy of a document) still switches."""
    app_ctx = _cv_app.get(None)
    state = app_ctx.g.__dict__.get("_flask_babel") if app_ctx is not None else None
    if state is not None:
        cached = state.__dict__.get("_guide_catalog")
        if cached is not None and cached[0] is state.__dict__.get("babel_locale"):
            return cached[1]
    catalog = get_translations()
    state = app_ctx.g.__dict__.get("_flask_babel") if app_ctx is not None else None
    if state is not None:
        state._guide_catalog = (state.__dict__.get("babel_locale"), catalog)
    return catalog


def locale_code() -> str:
    """The language text is being translated into now (``force_locale`` included)."""
    app_ctx = _cv_app.get(None)
    state = app_ctx.g.__dict__.get("_flask_babel") if app_ctx is not None else None
    locale = state.__dict__.get("babel_locale") if state is not None else None
    return str(locale if locale is not None else get_locale())


def gettext(string: str, **variables) -> str:
    """Flask-Babel's ``gettext``, through the per-request catalog above."""
    text = translations().ugettext(string)
    return text % variables if variables else text


def ngettext(singular: str, plural: str, num: int, **variables) -> str:
    variables.setdefault("num", num)
    return translations().ungettext(singular, plural, num) % variables


def install(env) -> None:
    """Jinja's i18n calls, through the per-request catalog (replaces Flask-Babel's), and
    ``|typed`` for what a person typed (interview.web.typed: their ``⟦ ⟧`` are not gloss marks)."""
    env.filters["typed"] = typed.html
    env.install_gettext_callables(
        gettext=lambda s: translations().ugettext(s),
        ngettext=lambda s, p, n: translations().ungettext(s, p, n),
        newstyle=True)
