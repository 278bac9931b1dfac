"""A fragment cache for templates: ``{% cache "name", part, … if condition %}…{% endcache %}``.

Much of a page is the same for everyone who sees it in a language: a question's wording and
choices, the glossary, the rights that follow a status. Rendering those parts again on every
request was most of a page's cost (docs/performance.md), so a fragment is rendered once per
key and language and kept in this process's memory.

The key is the fragment's template and line, the language, the path the app is mounted at,
and the parts the template lists. It must list everything the fragment shows, and nothing
else: no text a person typed, no date they gave, no count, no list of the facts an item rests
on. Answers are never kept on the server, not even in memory between requests. So a list of
result items is keyed only on the fields the page prints (``shown``), a key part that holds
a date (``2026-09-04``) is never cached, a large part is kept as a 16-byte digest, and an
undefined part is an error, not a silent "". Tests (tests/interview/web/test_fragments.py) walk
every journey and find no answer in any key or fragment, and find every page the same with
the cache on and off.

A fragment may also have holes: ``{% cache "row", … with answer=row.answer %}`` keeps the
fragment once with the hole cut out, and fills it with this request's value, escaped, each
time. So a transcript row is kept per question and language, and the person's answer is
printed into it live; the answer is never part of a key nor of what is kept. A hole may only
be printed as it is (``{{ answer }}``), since the kept copy could not follow anything else: a
template that tests, filters, captures or re-escapes a hole, or includes another template
beside it, is refused when it is compiled (``_holes_only_printed``).

Set ``FRAGMENT_CACHE = False`` to render everything every time. It is off while templates
reload (development)."""
from __future__ import annotations

import hashlib
import json
import logging
import re
import secrets
import threading

from flask.globals import _cv_request
from jinja2 import TemplateRuntimeError, TemplateSyntaxError, Undefined, nodes
from jinja2.ext import Extension
from markupsafe import Markup, escape

from interview.web.template_helpers import locale_code

_DATE = re.compile(r"\d{4}-\d\d-\d\d")
MAX_KEY_CHARS = 100_000  # past this, a key part is not worth hashing on every request
# Where a hole was, in the copy rendered to be kept: private-use characters, which escaping
# leaves alone, around a number no page could print by chance.
_NONCE = secrets.token_hex(8)
_HOLE = re.compile(f"\ue000{_NONCE}(\\d+)\ue001")
log = logging.getLogger(__name__)


class Holed:
    """A kept fragment with holes: the text around them, and which hole goes where."""

    __slots__ = ("texts", "order")

    def __init__(self, texts: list[str], order: list[int]):
        self.texts, self.order = texts, order

    def __len__(self) -> int:
        return sum(map(len, self.texts))

    def __str__(self) -> str:
        return "…".join(self.texts)

    def fill(self, values) -> Markup:
        texts = self.texts
        out = [texts[0]]
        for at, hole in enumerate(self.order, 1):
            out.append(escape(values[hole]))
            out.append(texts[at])
        return Markup("".join(out))


class _Refused:
    __slots__ = ()

    def __len__(self) -> int:
        return 0

    def __str__(self) -> str:
        return ""


REFUSED = _Refused()


class FragmentStore:
    """Rendered fragments by key, bounded by count and by size: when either is reached it
    starts again (rather than keep an LRU order on every hit; the keys a deployment uses are
    few and stable, so a refill is rare and cheap)."""

    def __init__(self, size: int = 4096, max_chars: int = 4_000_000):
        self.size, self.max_chars, self.enabled = size, max_chars, True
        self._items: dict[tuple, Markup | Holed] = {}
        self._chars = 0
        self._lock = threading.Lock()
        self.refused = 0  # holed fragments whose kept copy did not match: see _keep_holed

    def get(self, key: tuple) -> Markup | Holed | None:
        return self._items.get(key)

    def put(self, key: tuple, value: Markup | Holed) -> None:
        with self._lock:
            if len(self._items) >= self.size or self._chars + len(value) > self.max_chars:
                self._items.clear()
                self._chars = 0
            self._chars += len(value) - len(self._items.get(key, ""))
            self._items[key] = value

    def refuse(self, key: tuple) -> None:
        """Never keep this fragment (see _keep_holed): it is rendered whole from now on."""
        with self._lock:
            self.refused += 1
        self.put(key, REFUSED)

    def items(self) -> list[tuple[tuple, Markup | Holed]]:
        with self._lock:
            return list(self._items.items())


# What each kind of result item prints (templates/result.html, _result_macros.html). A block
# keyed on a list of items is keyed on these fields only, never on the whole item: an item also
# carries what the page does not print, like the facts it rests on or a count the person typed
# (River Hills' prior impoundments), and that must not outlive the request.
SHOWN = {
    # A date among the params (an ISO string) keeps the fragment out of the cache.
    "item": ("text", "statute", "cite", "params.certainty", "params.earliest", "params.by"),
    "reason": ("status", "text", "cite"),
    "condition": ("condition", "text", "cite"),
    "duty": ("id", "applies", "text", "statute", "cite", "params.sides_ft", "params.buried_ft",
             "params.leash_ft"),
}


def shown(items, kind: str) -> list:
    """``items`` reduced to the fields a fragment prints: the ``shown`` filter for keys."""
    fields = SHOWN[kind]
    out = []
    for item in items or ():
        row = []
        for field in fields:
            value = item
            for name in field.split("."):
                value = value.get(name) if isinstance(value, dict) else None
            row.append(value)
        out.append(row)
    return out


def cache_key(name: str, parts) -> tuple | None:
    """The key for a fragment, or None when it must not be cached (a part holds a date).
    Short names, numbers and flags are kept as they are; anything larger (the rights of a
    result) by a digest of its JSON, so a key is small whatever it describes."""
    key: list = [name]
    for part in parts:
        kind = type(part)
        if kind is str and len(part) <= 64:  # the usual case: a name, a choice, a language
            if _DATE.search(part):
                return None
            key.append(part)
        elif part is None or kind is int:
            key.append(part)
        elif kind is bool:
            key.append(("flag", part))  # so True is not the same key as 1
        elif isinstance(part, Undefined):
            raise TemplateRuntimeError(f"{name}: a part of the cache key is undefined")
        else:
            text = part if isinstance(part, str) else json.dumps(
                part, ensure_ascii=False, separators=(",", ":"), sort_keys=True, default=str)
            if len(text) > MAX_KEY_CHARS or _DATE.search(text):
                return None
            key.append(text if len(text) <= 64 else
                       hashlib.blake2b(text.encode(), digest_size=16).digest())
    return tuple(key)


class FragmentCache(Extension):
    tags = {"cache"}

    def __init__(self, environment):
        super().__init__(environment)
        environment.extend(fragment_store=FragmentStore())
        environment.filters["shown"] = shown

    def parse(self, parser):
        lineno = next(parser.stream).lineno
        # The template and line name the fragment; _render adds the language of the text.
        parts = [nodes.Const(f"{parser.name}:{lineno}"),
                 parser.parse_expression(with_condexpr=False)]
        while parser.stream.skip_if("comma"):
            parts.append(parser.parse_expression(with_condexpr=False))
        condition = nodes.Const(True)
        if parser.stream.skip_if("name:if"):
            condition = parser.parse_expression()
        names, values = [], []
        if parser.stream.skip_if("name:with"):
            while True:
                names.append(parser.parse_assign_target(name_only=True).name)
                parser.stream.expect("assign")
                values.append(parser.parse_expression())
                if not parser.stream.skip_if("comma"):
                    break
        body = parser.parse_statements(("name:endcache",), drop_needle=True)
        _holes_only_printed(body, names, parser.name, lineno, self.environment)
        call = self.call_method("_render", [nodes.List(parts), condition, nodes.List(values)])
        params = [nodes.Name(name, "param") for name in names]
        return nodes.CallBlock(call, params, [], body).set_lineno(lineno)

    def _render(self, parts, condition, holes, caller):
        store = self.environment.fragment_store
        if not (condition and store.enabled):
            return caller(*holes)
        # The catalog's language, not the page's: the English copy of a document is rendered
        # under force_locale inside a page in another language. The script root: links inside
        # a fragment begin with it when the app is mounted under a path.
        request = _cv_request.get(None)
        key = cache_key(parts[0], [locale_code(), request.request.script_root if request else "",
                                   *parts[1:]])
        if key is None:
            return caller(*holes)
        found = store.get(key)
        if found is None:
            return _keep_holed(store, key, holes, caller) if holes else \
                _keep(store, key, Markup(caller()))
        if found is REFUSED:
            return caller(*holes)
        return found.fill(holes) if holes else found


def _keep(store: FragmentStore, key: tuple, value):
    store.put(key, value)
    return value


def _keep_holed(store: FragmentStore, key: tuple, holes: list, caller) -> Markup:
    """Render the fragment with a mark in each hole, to keep, and with this request's values,
    to send. The kept copy filled with the values must be what was sent, else it is not kept
    (counted in ``store.refused``; tests expect none): the hole was not printed as it is."""
    marked = str(caller(*(Markup(f"\ue000{_NONCE}{n}\ue001") for n in range(len(holes)))))
    pieces = _HOLE.split(marked)
    holed = Holed(pieces[0::2], [int(n) for n in pieces[1::2]])
    sent = Markup(caller(*holes))
    if holed.fill(holes) != sent:
        store.refuse(key)
        log.warning("fragment %s not kept: a hole is not printed as it is", key[0])
        return sent
    store.put(key, holed)
    return sent


# Blocks whose output is not simply part of the page: they may filter, capture, test or escape
# it differently, or keep it themselves (a nested {% cache %} is a call block), so what they do
# with a hole's mark could differ from what they would do with its value.
_OPAQUE = (nodes.CallBlock, nodes.Macro, nodes.FilterBlock, nodes.AssignBlock,
           nodes.EvalContextModifier)
# Another template sees the holes (an include gets the caller's names): an include of a named
# template is checked as if it stood there; an import or a computed name is refused.
_FOREIGN = (nodes.Include, nodes.Import, nodes.FromImport, nodes.Extends)


def _holes_only_printed(body: list, names: list[str], template: str | None, lineno: int,
                        environment):
    """A hole may only be printed as it is, ``{{ name }}``, and not inside a macro, call,
    filter, set or autoescape block: the kept copy is filled in by escaping the value, which is
    what printing it does, and nothing else. A fragment with holes includes only templates
    named outright, checked by the same rule; it imports none."""
    if not names:
        return
    included: set[str] = set()

    def refuse(node, why: str, where: str | None):
        raise TemplateSyntaxError(f"cache: {why}", node.lineno or lineno, where)

    def include(node: nodes.Include, opaque: bool, where: str | None):
        name = node.template.value if isinstance(node.template, nodes.Const) else None
        if not isinstance(name, str) or node.ignore_missing:
            refuse(node, "a fragment with holes may not include or import a template, but "
                         "for one it names", where)
        # Without a loader (Babel reads templates for their strings) nothing can be included,
        # at render time either: nothing to check.
        if environment.loader is not None and name not in included:  # each once: no cycles
            included.add(name)
            source = environment.loader.get_source(environment, name)[0]
            visit(environment.parse(source, name), opaque, name)

    def visit(node, opaque: bool, where: str | None):
        if isinstance(node, nodes.Include):
            include(node, opaque, where)
            return
        if isinstance(node, _FOREIGN):
            refuse(node, "a fragment with holes may not include or import a template", where)
        if isinstance(node, nodes.Name) and node.name in names:
            refuse(node, f"the hole {node.name!r} may only be printed as it is, "
                         f"{{{{ {node.name} }}}}, outside any macro, call, filter, set or "
                         "autoescape block", where)
        for child in node.iter_child_nodes():
            if (isinstance(node, nodes.Output) and not opaque and isinstance(child, nodes.Name)
                    and child.name in names and child.ctx == "load"):
                continue  # printed as it is
            visit(child, opaque or isinstance(node, _OPAQUE), where)

    for node in body:
        visit(node, False, template)
