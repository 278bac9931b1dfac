"""Keep an English term quoted in a right-to-left translation on one line, and a clause
number in its own order.

Arabic drafts give the English legal term after the Arabic one, "(dangerous dog)". Broken
across two lines, each line is reordered on its own, and the brackets land on the wrong sides
("…(dangerous" / "dog)"). No-break spaces keep the term whole, and "Wis. Stat. §" with its
number. A clause number in the prose, "(A)(4)" or "2.14(6)[c](3)", is reordered by the
bidi algorithm into "(4)(A)": it is isolated left to right (U+2066 … U+2069), as the
templates do with <bdi dir="ltr">. Run after filling a catalog;
tests/interview/engine/test_right_to_left.py fails while any is left."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
# "(" not after "%" (a placeholder), then Latin words with ordinary spaces between them:
# "(dangerous dog)", "(Martin Luther King Jr. Day)", "(Wis. Stat. 174)".
TERM = re.compile(r"(?<!%)\(([A-Za-z][A-Za-z0-9.’'\-]*(?: [A-Za-z0-9.’'\-]+)+)\)")


# "(A)(4)", "(D)(1)(a)", "(c)(3)", "(6)[e](1)(iii)", "990.001(4)", "90.17(A)(5)": brackets
# holding one letter, a number or a roman numeral, after an optional section number. Not a
# placeholder ("%(n)s"), not the middle of a number, and not one already isolated. An Arabic
# letter may come right before it: "و(A)(5)", "and (A)(5)".
REF = re.compile(r"(?<![A-Za-z0-9%.)\]\u2066])((?:\d+(?:\.\d+)+)?"
                 r"(?:\((?:[A-Za-z]|\d{1,2}|[ivx]+)\)|\[[a-z]\])+)")
STATUTE = re.compile(r"Wis\. Stat\.(?: |\u00a0)(?:§|ch\.)(?: |\u00a0)")


def whole(text: str) -> str:
    text = TERM.sub(lambda m: "(" + m.group(1).replace(" ", "\u00a0") + ")", text)
    text = STATUTE.sub(lambda m: m.group(0).replace(" ", "\u00a0"), text)
    return REF.sub(lambda m: "\u2066" + m.group(1) + "\u2069", text)


def main(codes: list[str]) -> int:
    for code in codes:
        path = ROOT / "translations" / code / "LC_MESSAGES" / "messages.po"
        with path.open("rb") as f:
            catalog = read_po(f)
        for message in catalog:
            if isinstance(message.string, tuple):
                message.string = tuple(whole(s) for s in message.string)
            elif message.string:
                message.string = whole(message.string)
        with path.open("wb") as f:
            write_po(f, catalog, no_location=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["ar"]))
