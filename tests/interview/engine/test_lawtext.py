"""Tests for interview.engine.lawtext against the two real ordinance texts and small synthetic
ones."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from interview.engine.lawtext import LawText

ROOT = Path(__file__).resolve().parents[3]
RIVER_HILLS_FILE = ROOT / "flows" / "river_hills" / "ordinance.txt"
CITY_FILE = ROOT / "flows" / "city_90_17" / "ordinance.txt"  # as the flow ships it
RH_LEVELS = ["paren_number", "bracket_letter", "paren_number", "paren_roman", "paren_number"]
CITY_LEVELS = ["paren_upper", "paren_number", "paren_lower"]
HTML_ID_RE = re.compile(r"^[A-Za-z0-9.-]+$")

# Counted by hand from the file, one marked line = one clause, plus the section root "2.14":
#   (1)+[a]-[e] 6 | (2) 1 | (3)+[a]-[g] 8 | (4)+[a] 2 | (5) 1 | (7) 1 | (8) 1      = 20
#   (6) 1, [a]+(1)-(8) 9, [b]+(1)-(4) 5, [c]+(1)+(i)-(iv)+(2)+(i)-(ii)+(3)+(4) 11,
#   [d]+(1)+(2)+(3)+(i)-(iii) 7, [e]+(1)+(i)-(x)+(iii)(1)-(3)+(2)+(i)-(iii) 19,
#   [f]+(1)-(3) 4, [g] [h] [i] 3                                                  = 59
#   79 marked lines (= 82 lines - title - 2 "If the Chief of Police..." paragraphs) + root = 80
RIVER_HILLS_ANCHOR_COUNT = 80
# (A)+(1)+(a)-(c)+(2)-(5) 9 | (B) 1 | (C)+(1)-(6) 7 | (D)+(1)+(a)-(b)+(2) 5 | (E) 1 |
# (F)+(1)-(2) 3 | (G) 1  = 27 marked lines (28 lines - the "(Ord. 9-85 ...)" note) + root = 28
CITY_ANCHOR_COUNT = 28


@pytest.fixture(scope="module")
def rh() -> LawText:
    return LawText.from_file(RIVER_HILLS_FILE, section="2.14", levels=RH_LEVELS)


@pytest.fixture(scope="module")
def city() -> LawText:
    return LawText.from_file(CITY_FILE, section="90.17", levels=CITY_LEVELS)


@pytest.mark.parametrize(
    "anchor",
    [
        "2.14(1)[c]",
        "2.14(4)[a]",
        "2.14(6)[a](8)",
        "2.14(6)[b](4)",
        "2.14(6)[c](1)(iv)",
        "2.14(6)[c](2)(ii)",
        "2.14(6)[c](4)",
        "2.14(6)[d](3)(iii)",
        "2.14(6)[e](1)(iii)(1)",
        "2.14(6)[e](1)(iii)(3)",
        "2.14(6)[e](1)(x)",
        "2.14(6)[e](2)",
        "2.14(6)[i]",
        "2.14(7)",
        "2.14(8)",
        "2.14",
    ],
)
def test_river_hills_anchor_exists(rh: LawText, anchor: str) -> None:
    assert anchor in rh
    assert rh[anchor].anchor == anchor


@pytest.mark.parametrize(
    ("anchor", "parent", "depth"),
    [
        ("2.14(1)", "2.14", 1),
        ("2.14(5)", "2.14", 1),  # after (4)[a]: a depth-1 sibling, not a depth-3 child
        ("2.14(6)[a]", "2.14(6)", 2),
        ("2.14(6)[a](1)", "2.14(6)[a]", 3),
        # "(7)" after (6)[a](6) continues both (6) at depth 1 and (6)[a](6); deepest wins.
        ("2.14(6)[a](7)", "2.14(6)[a]", 3),
        ("2.14(6)[b]", "2.14(6)", 2),
        ("2.14(6)[e](1)(iii)(1)", "2.14(6)[e](1)(iii)", 5),
        # "(2)" after (iii)(1) continues both (6)[e](1) and (iii)(1); deepest wins.
        ("2.14(6)[e](1)(iii)(2)", "2.14(6)[e](1)(iii)", 5),
        ("2.14(6)[e](1)(iv)", "2.14(6)[e](1)", 4),
        ("2.14(6)[e](1)(x)", "2.14(6)[e](1)", 4),
        ("2.14(6)[e](2)", "2.14(6)[e]", 3),  # sibling of (1), not a child of (x)
        ("2.14(6)[f]", "2.14(6)", 2),
        ("2.14(7)", "2.14", 1),  # after (6)[i]
        ("2.14", None, 0),
    ],
)
def test_river_hills_structure(rh: LawText, anchor: str, parent: str | None, depth: int) -> None:
    clause = rh[anchor]
    assert (clause.parent, clause.depth) == (parent, depth)
    if parent is not None:
        assert anchor in rh[parent].children


def test_river_hills_children_and_counts(rh: LawText) -> None:
    assert rh["2.14(6)[e]"].children == ("2.14(6)[e](1)", "2.14(6)[e](2)")
    assert rh["2.14(6)[e](1)(x)"].children == ()
    assert rh["2.14"].children == tuple(f"2.14({n})" for n in range(1, 9))
    assert len(rh.anchors()) == RIVER_HILLS_ANCHOR_COUNT == len(rh)
    assert len(set(rh.anchors())) == len(rh.anchors())
    assert rh.anchors()[:4] == ["2.14", "2.14(1)", "2.14(1)[a]", "2.14(1)[b]"]
    assert rh.anchors()[-1] == "2.14(8)"
    assert rh.title == "Section 2.14. REGULATING AND LICENSING OF DOGS."
    assert rh.section == "2.14"


def test_river_hills_own_text(rh: LawText) -> None:
    iii = rh["2.14(6)[e](1)(iii)"]
    assert iii.marker == "(iii)"
    assert iii.text.startswith("Confinement. Except when leashed")
    assert "secure sides" not in iii.text  # children are not part of the own text
    # Continuation paragraphs attach to the parent of the clause they follow.
    assert "Chief of Police may rescind the dangerous dog" in rh["2.14(6)[e](2)"].text
    assert "rescind" not in rh["2.14(6)[e](2)(iii)"].text
    assert "may rescind the potentially dangerous dog" in rh["2.14(6)[d](3)"].text
    assert rh["2.14(6)[d](3)"].text.count("\n") == 1  # own line + one paragraph
    # Inline enumerations inside a sentence are not split.
    dangerous = rh["2.14(6)[a](2)"]
    assert "(1) that has caused a bite injury" in dangerous.text
    assert dangerous.children == ()
    assert rh["2.14"].text == ""


def test_full_text_and_lineage(rh: LawText) -> None:
    full = rh.full_text("2.14(6)[e](1)(iii)")
    assert full.startswith("(iii) Confinement.")
    assert "(1) The structure must have secure sides" in full
    assert full.index("(1) The structure") < full.index("(2) The structure")
    assert full.index("(2) The structure") < full.index("(3) The structure")
    assert "(iv)" not in full
    # Document order: the continuation paragraph comes after (iii), as in the file.
    d3 = rh.full_text("2.14(6)[d](3)").split("\n")
    assert [line[:5] for line in d3[:4]] == ["(3) T", "(i) T", "(ii) ", "(iii)"]
    assert d3[-1].startswith("If the Chief of Police finds sufficient evidence")
    assert rh.full_text("2.14(8)") == "(8) " + rh["2.14(8)"].text
    assert [c.anchor for c in rh.lineage("(6)[e](1)(iii)(2)")] == [
        "2.14(6)",
        "2.14(6)[e]",
        "2.14(6)[e](1)",
        "2.14(6)[e](1)(iii)",
        "2.14(6)[e](1)(iii)(2)",
    ]
    assert [c.anchor for c in rh.lineage("2.14(7)")] == ["2.14(7)"]


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("§ 2.14(6)[e](1)(iii)", "2.14(6)[e](1)(iii)"),
        ("§2.14(6)[e]", "2.14(6)[e]"),
        ("2.14 (6)[e]", "2.14(6)[e]"),
        ("(6)[e]", "2.14(6)[e]"),
        (" (6) [e] (1) ", "2.14(6)[e](1)"),
        ("§ 2.14", "2.14"),
    ],
)
def test_normalise_and_contains(rh: LawText, raw: str, expected: str) -> None:
    assert rh.normalise(raw) == expected
    assert raw in rh
    assert rh[raw] == rh[expected]


@pytest.mark.parametrize("anchor", ["2.14(9)", "2.14(6)[j]", "(6)[e](3)", "90.17(A)", "", "2.1"])
def test_unknown_anchor(rh: LawText, anchor: str) -> None:
    assert anchor not in rh
    with pytest.raises(KeyError):
        rh[anchor]
    with pytest.raises(KeyError):
        rh.full_text(anchor)


def test_html_ids(rh: LawText, city: LawText) -> None:
    assert rh.html_id("2.14(6)[e](1)(iii)") == "c-2.14-6-e-1-iii"
    assert rh.html_id("§ 2.14") == "c-2.14"
    assert city.html_id("90.17(D)(1)(b)") == "c-90.17-D-1-b"
    for law in (rh, city):
        ids = [law.html_id(a) for a in law.anchors()]
        assert len(set(ids)) == len(ids)
        assert all(HTML_ID_RE.match(i) for i in ids)


@pytest.mark.parametrize(
    "anchor",
    ["90.17(A)(1)(c)", "90.17(A)(5)", "90.17(C)(4)", "90.17(D)(1)(b)", "90.17(F)(2)", "90.17(G)"],
)
def test_city_anchor_exists(city: LawText, anchor: str) -> None:
    assert anchor in city
    assert city[anchor].anchor == anchor


def test_city_structure(city: LawText) -> None:
    assert len(city.anchors()) == CITY_ANCHOR_COUNT
    assert city.title is None
    assert city["90.17(A)(2)"].parent == "90.17(A)"  # after (A)(1)(c)
    assert city["90.17(D)(2)"].parent == "90.17(D)"
    assert city["90.17(G)"].children == ()
    # The enactment note after (G) attaches to the section root, not to (G).
    assert city["90.17"].text.startswith("(Ord. 9-85, passed 7-11-85")
    assert "Ord. 9-85" not in city["90.17(G)"].text
    assert city.normalise("§ 90.17(F)(2)") == "90.17(F)(2)"


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("(1) a\n(3) b", 2),
        ("(1) a\n[b] b", 2),  # sub-clauses start at [a]
        ("(ii) a", 1),  # roman is only allowed at depth 4
        ("(1) a\n[a] b\n\n(1) c\n(i) d\n(iii) e", 6),
        ("Section 2.14. X\n(1) a\n(2) b\n(2) c", 4),
    ],
)
def test_malformed_raises_with_line_number(text: str, line: int) -> None:
    with pytest.raises(ValueError, match=rf"\bline {line}\b"):
        LawText.parse(text, section="2.14", levels=RH_LEVELS)


def test_bad_levels() -> None:
    with pytest.raises(ValueError):
        LawText.parse("(1) a", section="1", levels=["paren_greek"])
    with pytest.raises(ValueError):
        LawText.parse("(1) a", section="1", levels=[])


def test_marker_kind_decided_by_level() -> None:
    letters = "\n".join(f"({chr(c)}) item" for c in range(ord("a"), ord("k")))
    law = LawText.parse("(A) top\n" + letters, section="9", levels=["paren_upper", "paren_lower"])
    assert law["9(A)(i)"].parent == "9(A)"
    assert law["9(A)(j)"].parent == "9(A)"  # "(i)" was the letter i, so (j) follows it
    roman_levels = ["paren_number", "paren_roman"]
    law = LawText.parse("(1) a\n(i) b\n(ii) c\n(iii) d", section="9", levels=roman_levels)
    assert law["9(1)(iii)"].parent == "9(1)"
    with pytest.raises(ValueError, match="line 4"):  # (ii) -> (v) skips iii and iv
        LawText.parse("(1) a\n(i) b\n(ii) c\n(v) d", section="9", levels=roman_levels)
    # A marker shape not among the levels is an ordinary continuation paragraph.
    law = LawText.parse("(1) a\n(2) b\n(A) note", section="9", levels=["paren_number"])
    assert law["9"].text == "(A) note"  # parent of the current clause (2) is the root


_LINES = st.sampled_from(
    ["(1) x", "(2) x", "(3) x", "[a] x", "[b] x", "(i) x", "(ii) x", "(iv) x", "note", ""]
)


@settings(max_examples=200, deadline=None)
@given(st.lists(_LINES, max_size=25))
def test_parse_is_total(lines: list[str]) -> None:
    """Any text either parses consistently or raises ValueError; nothing else."""
    try:
        law = LawText.parse("\n".join(lines), section="2.14", levels=RH_LEVELS)
    except ValueError as exc:
        assert re.search(r"\bline \d+\b", str(exc))
        return
    anchors = law.anchors()
    assert len(set(anchors)) == len(anchors)
    assert len({law.html_id(a) for a in anchors}) == len(anchors)
    for anchor in anchors[1:]:
        clause = law[anchor]
        assert anchor == clause.parent + clause.marker
        assert law[clause.parent].depth == clause.depth - 1
    marked = sum(1 for line in lines if line and line != "note")
    assert len(anchors) == marked + 1
