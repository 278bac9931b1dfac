"""Keep an English term quoted in a right-to-left translation on one line.

Arabic drafts give the English legal term after the Arabic one, "(dangerous dog)". Broken
across two lines, each line is reordered on its own, and the brackets land on the wrong sides
("…(dangerous" / "dog)"). No-break spaces keep the term whole. Run after filling a catalog;
tests/interview/test_right_to_left.py fails while any is left."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
# "(" not after "%" (a placeholder), then Latin words with ordinary spaces between them:
# "(dangerous dog)", "(Martin Luther King Jr. Day)", "(Wis. Stat. 174)".
TERM = re.compile(r"(?<!%)\(([A-Za-z][A-Za-z0-9.’'\-]*(?: [A-Za-z0-9.’'\-]+)+)\)")


def whole(text: str) -> str:
    return TERM.sub(lambda m: "(" + m.group(1).replace(" ", "\u00a0") + ")", text)


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
