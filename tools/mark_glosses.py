"""Mark the English words a translation keeps, ⟦(dangerous dog)⟧, so that pages can say they
are English (interview/engine/glosses.py; WCAG 3.1.2 Language of Parts).

- A right-to-left catalog (Arabic): every run of Latin letters is English, or a name read as
  English ("River Hills", "PDF"), except placeholders and clause numbers.
- Any other catalog (Spanish, Hmong): a bracketed phrase "(hearing)" whose every word is a
  word of the English source texts.

Run after filling a catalog, with its codes: ``python tools/mark_glosses.py ar hmn es``.
tests/interview/engine/test_glosses.py fails while any is left unmarked. Already marked runs are
left as they are."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from interview.engine.glosses import CLOSE, OPEN  # noqa: E402
from interview.engine.languages import babel_locale  # noqa: E402

# What is not a word of any language: placeholders and plural selects ("{days|few:أيام|
# other:يوم}", interview.engine.languages.plural_words), isolated clause numbers, "§ 2.14(6)[c]",
# and what is already marked.
SKIP = re.compile(r"%\([a-z_]+\)[sdf]|%[sd]|\{[a-z_]+(?:\|[^{}]*)?\}|\u2066[^\u2069]*\u2069|"
                  f"{OPEN}[^{CLOSE}]*{CLOSE}|"
                  r"(?:\d+(?:\.\d+)+)?(?:\((?:[A-Za-z]|\d{1,2}|[ivx]+)\)|\[[a-z]\])+")
LATIN = re.compile(r"\(?[A-Za-z][A-Za-z0-9.’'\u00a0 \-]*[A-Za-z.]\)?|\(?[A-Za-z]\)?")
BRACKETED = re.compile(r"(?<!%)\(([^()]+)\)")
WORD = re.compile(r"[A-Za-z]+(?:['’][a-z]+)?")


def english_words(catalog) -> set[str]:
    return {w.lower() for m in catalog if m.id
            for text in (m.id if isinstance(m.id, tuple) else (m.id,))
            for w in WORD.findall(re.sub(r"%\([a-z_]+\)[sdf]|\{[a-z_]+\}", "", text))}


def _latin_runs(text: str) -> list[tuple[int, int]]:
    """Where the Latin runs are, outside SKIP's spans."""
    runs, pos = [], 0
    for skipped in [*SKIP.finditer(text), None]:
        end = skipped.start() if skipped else len(text)
        for m in LATIN.finditer(text, pos, end):
            start, stop = m.span()
            inner = m.group(0)
            # Brackets go inside the mark only as a pair: "(dangerous dog)".
            if inner.startswith("(") and not inner.endswith(")"):
                start += 1
            elif inner.endswith(")") and not inner.startswith("("):
                stop -= 1
            if any(c.isalpha() for c in text[start:stop]):
                runs.append((start, stop))
        pos = skipped.end() if skipped else end
    return runs


def _english_brackets(text: str, words: set[str]) -> list[tuple[int, int]]:
    runs = []
    for m in BRACKETED.finditer(text):
        found = WORD.findall(m.group(1))
        if (found and all(w.lower() in words for w in found) and any(len(w) > 1 for w in found)
                and not re.fullmatch(r"[ivx]+|[A-Za-z]", m.group(1))
                and OPEN not in text[max(0, m.start() - 1):m.start()]):
            runs.append(m.span())
    return runs


def unmarked(text: str, rtl: bool, words: set[str]) -> list[tuple[int, int]]:
    return _latin_runs(text) if rtl else _english_brackets(text, words)


def mark(text: str, rtl: bool, words: set[str]) -> str:
    for start, stop in reversed(unmarked(text, rtl, words)):
        text = text[:start] + OPEN + text[start:stop] + CLOSE + text[stop:]
    return text


def main(codes: list[str]) -> int:
    for code in codes:
        path = ROOT / "translations" / code / "LC_MESSAGES" / "messages.po"
        with path.open("rb") as f:
            catalog = read_po(f, locale=code)
        rtl = babel_locale(code).character_order == "right-to-left"
        words, changed = english_words(catalog), 0
        for message in catalog:
            if not message.id or not message.string:
                continue
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            marked = tuple(mark(s, rtl, words) for s in strings)
            if marked != strings:
                message.string = marked if isinstance(message.string, tuple) else marked[0]
                changed += 1
        with path.open("wb") as f:
            write_po(f, catalog, no_location=True)
        print(f"{code}: marked English words in {changed} messages")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["ar", "hmn", "es"]))
