"""Parse a municipal ordinance text into clauses with stable anchors.

The input is plain text, one clause per line: each line starts with an enumeration marker
(``(6)``, ``[e]``, ``(iii)``, ``(A)``...) or is an unmarked continuation paragraph.  The flow's
config names the marker shape used at each depth (``levels``); because the same shape recurs at
several depths (``(1)`` is depth 1, 3 and 5 in River Hills § 2.14), the depth of a marked line is
resolved from the numbering: the deepest level at which the marker continues a sequence wins.

Anchors are the section number followed by the markers of the path, e.g. ``2.14(6)[e](1)(iii)``;
the section itself is a clause too (anchor ``"2.14"``, depth 0, empty marker).
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

__all__ = ["LEVEL_KINDS", "Clause", "LawText", "load"]

# A line-leading marker, followed by whitespace (or the end of the line).
_MARKER_RE = re.compile(
    r"(?P<marker>\((?P<paren>[0-9A-Za-z]+)\)|\[(?P<bracket>[A-Za-z]+)\])(?:\s+|$)"
)
_ROMAN_RE = re.compile(r"m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})")
_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}
_HTML_UNSAFE = re.compile(r"[^A-Za-z0-9.-]+")

LEVEL_KINDS = ("paren_number", "bracket_letter", "paren_roman", "paren_upper", "paren_lower")


def _roman_value(token: str) -> int | None:
    if not token or not _ROMAN_RE.fullmatch(token):
        return None
    total = 0
    for i, ch in enumerate(token):
        value = _ROMAN_VALUES[ch]
        following = _ROMAN_VALUES[token[i + 1]] if i + 1 < len(token) else 0
        total += -value if value < following else value
    return total


def _marker_value(kind: str, paren: str | None, bracket: str | None) -> int | None:
    """The ordinal (1-based) of a marker read as ``kind``, or None if it is not of that kind."""
    if kind == "bracket_letter":
        ok = bracket is not None and len(bracket) == 1 and "a" <= bracket <= "z"
        return ord(bracket) - ord("a") + 1 if ok else None
    if paren is None:
        return None
    if kind == "paren_number":
        return int(paren) if paren.isascii() and paren.isdigit() else None
    if kind == "paren_roman":
        return _roman_value(paren)
    if kind == "paren_upper":
        return ord(paren) - ord("A") + 1 if len(paren) == 1 and "A" <= paren <= "Z" else None
    if kind == "paren_lower":
        return ord(paren) - ord("a") + 1 if len(paren) == 1 and "a" <= paren <= "z" else None
    raise ValueError(f"unknown clause level kind {kind!r}; expected one of {LEVEL_KINDS}")


@dataclass(frozen=True)
class Clause:
    anchor: str  # e.g. "2.14(6)[e](1)(iii)"; the section itself is "2.14"
    marker: str  # "(iii)"; "" for the section root
    text: str  # own line minus marker, plus its continuation paragraphs ("\n"-joined)
    parent: str | None
    children: tuple[str, ...]
    depth: int


@dataclass
class _Node:
    anchor: str
    marker: str
    token: str
    value: int
    depth: int
    parent: _Node | None
    head: str = ""
    # Document-order body: continuation paragraphs (str) and children (_Node).
    items: list[str | _Node] = field(default_factory=list)

    @property
    def kids(self) -> list[_Node]:
        return [item for item in self.items if isinstance(item, _Node)]


class LawText:
    """One ordinance section, parsed into a tree of clauses keyed by anchor."""

    def __init__(self, section: str, title: str | None, root: _Node) -> None:
        self.section = section
        self.title = title
        self._root = root
        self._nodes: dict[str, _Node] = {}
        self._clauses: dict[str, Clause] = {}
        self._walk(root)

    def _walk(self, node: _Node) -> None:
        self._nodes[node.anchor] = node
        own = [node.head] if node.head else []
        own += [item for item in node.items if isinstance(item, str)]
        self._clauses[node.anchor] = Clause(
            anchor=node.anchor,
            marker=node.marker,
            text="\n".join(own),
            parent=node.parent.anchor if node.parent is not None else None,
            children=tuple(kid.anchor for kid in node.kids),
            depth=node.depth,
        )
        for kid in node.kids:
            self._walk(kid)

    # -- construction -------------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str, *, section: str, levels: Sequence[str]) -> LawText:
        levels = list(levels)
        if not levels:
            raise ValueError("levels must name at least one marker kind")
        for kind in levels:
            _marker_value(kind, "1", "a")  # raises ValueError for an unknown kind
        section = "".join(section.replace("§", "").split())
        root = _Node(anchor=section, marker="", token="", value=0, depth=0, parent=None)
        stack: list[_Node] = [root]  # stack[d] is the open clause at depth d
        title: str | None = None
        seen_content = False
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line:
                continue
            match = _MARKER_RE.match(line)
            paren = bracket = None
            if match:
                paren, bracket = match.group("paren"), match.group("bracket")
            kinds = {kind for kind in levels if _marker_value(kind, paren, bracket) is not None}
            if not match or not kinds:
                if not seen_content:
                    title = line  # an unmarked first line is the section's heading
                else:
                    # A continuation paragraph belongs to the parent of the current clause.
                    target = stack[-2] if len(stack) > 1 else root
                    target.items.append(line)
                seen_content = True
                continue
            seen_content = True
            assert match is not None
            marker = match.group("marker")
            current = len(stack) - 1
            placed = None
            for depth in range(min(current + 1, len(levels)), 0, -1):
                value = _marker_value(levels[depth - 1], paren, bracket)
                if value is None:
                    continue
                parent = stack[depth - 1]
                kids = parent.kids
                expected = kids[-1].value + 1 if kids else 1
                if value == expected:
                    placed = (depth, parent, value)
                    break
            if placed is None:
                raise ValueError(
                    f"line {lineno}: marker {marker} does not continue the numbering at any "
                    f"allowed depth (current clause {stack[-1].anchor!r}): {line[:60]!r}"
                )
            depth, parent, value = placed
            node = _Node(
                anchor=parent.anchor + marker,
                marker=marker,
                token=paren if paren is not None else (bracket or ""),
                value=value,
                depth=depth,
                parent=parent,
                head=line[match.end() :].strip(),
            )
            parent.items.append(node)
            del stack[depth:]
            stack.append(node)
        return cls(section, title, root)

    @classmethod
    def from_file(
        cls, path: str | os.PathLike[str], *, section: str, levels: Sequence[str]
    ) -> LawText:
        with open(path, encoding="utf-8-sig") as fh:
            return cls.parse(fh.read(), section=section, levels=levels)

    # -- lookup -------------------------------------------------------------------------------

    def normalise(self, anchor: str) -> str:
        """Canonical form: no "§", no whitespace, section prefixed ("(6)[e]" -> "2.14(6)[e]")."""
        compact = "".join(anchor.replace("§", "").split())
        if compact.startswith(("(", "[")):
            return self.section + compact
        return compact

    def __contains__(self, anchor: object) -> bool:
        return isinstance(anchor, str) and self.normalise(anchor) in self._clauses

    def __getitem__(self, anchor: str) -> Clause:
        key = self.normalise(anchor) if isinstance(anchor, str) else anchor
        try:
            return self._clauses[key]
        except (KeyError, TypeError):
            raise KeyError(anchor) from None

    def __len__(self) -> int:
        return len(self._clauses)

    def anchors(self) -> list[str]:
        """Every anchor, the section root first, in document order."""
        return list(self._clauses)

    def full_text(self, anchor: str) -> str:
        """The clause and all its descendants, each line with its marker, in document order.

        Continuation paragraphs keep their place after the children they follow.
        """
        node = self._nodes[self[anchor].anchor]
        lines: list[str] = []

        def emit(n: _Node) -> None:
            if n.marker:
                lines.append(f"{n.marker} {n.head}".rstrip())
            for item in n.items:
                if isinstance(item, str):
                    lines.append(item)
                else:
                    emit(item)

        emit(node)
        return "\n".join(lines)

    def lineage(self, anchor: str) -> list[Clause]:
        """Clauses from the top-level (depth 1) ancestor down to ``anchor`` itself.

        The section root is not included, unless ``anchor`` is the section root.
        """
        node: _Node | None = self._nodes[self[anchor].anchor]
        chain: list[Clause] = []
        while node is not None and (node.depth > 0 or not chain):
            chain.append(self._clauses[node.anchor])
            node = node.parent
        return chain[::-1]

    def html_id(self, anchor: str) -> str:
        """A safe HTML id: "2.14(6)[e](1)(iii)" -> "c-2.14-6-e-1-iii" ([A-Za-z0-9.-] only)."""
        node: _Node | None = self._nodes[self[anchor].anchor]
        tokens: list[str] = []
        while node is not None and node.depth > 0:
            tokens.append(node.token)
            node = node.parent
        parts = [self.section, *reversed(tokens)]
        return "-".join(["c", *(_HTML_UNSAFE.sub("-", part).strip("-") or "x" for part in parts)])


def load(path: str | os.PathLike[str], section: str, levels: Sequence[str]) -> LawText:
    """Parse the ordinance file at ``path`` (uncached; callers cache if they need to)."""
    return LawText.from_file(path, section=section, levels=levels)
