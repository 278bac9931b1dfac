"""Merge translations/messages.pot into every catalog, or start a new one.

`pybabel update` refuses a language that Babel has no locale for (Hmong), so `make extract`
uses this instead. It keeps each catalog's header comment, including its "# Review:" line, and
its plural rule. Strings the code no longer uses are dropped, not kept as obsolete (`#~`)
entries: their old translations are in git history.

    python tools/update_catalogs.py                # update every catalog
    python tools/update_catalogs.py --init hmn --plural "nplurals=1; plural=0;"
"""
from __future__ import annotations

import argparse
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"
NEW_HEADER = ("{name} translation of the Dog Ordinance Guide.\n"
              "Review: unreviewed (no qualified human translator has checked it yet)")


def _read(path: Path) -> Catalog:
    with path.open("rb") as f:
        return read_po(f)


def _write(path: Path, catalog: Catalog) -> None:
    with path.open("wb") as f:
        write_po(f, catalog, no_location=True, ignore_obsolete=True)


def update(template: Catalog) -> None:
    for po in sorted(TRANSLATIONS.glob("*/LC_MESSAGES/messages.po")):
        catalog = _read(po)
        header, plural = catalog.header_comment, catalog.plural_forms
        catalog.update(template, no_fuzzy_matching=True)
        catalog.header_comment = header
        catalog._num_plurals, catalog._plural_expr = (  # keep the catalog's own plural rule
            int(plural.split("nplurals=")[1].split(";")[0]),
            plural.split("plural=")[1].rstrip(";"))
        _write(po, catalog)
        missing = sum(1 for m in catalog if m.id and not (m.string if isinstance(m.string, str)
                                                          else all(m.string)))
        print(f"{po.parent.parent.name}: {missing} untranslated")


def init(template: Catalog, code: str, plural: str) -> None:
    po = TRANSLATIONS / code / "LC_MESSAGES" / "messages.po"
    po.parent.mkdir(parents=True, exist_ok=True)
    catalog = Catalog(locale=None, header_comment="# " + NEW_HEADER.format(name=code).replace(
        "\n", "\n# "))
    catalog.language_team = code
    catalog._num_plurals = int(plural.split("nplurals=")[1].split(";")[0])
    catalog._plural_expr = plural.split("plural=")[1].rstrip(";")
    catalog.update(template)
    catalog.fuzzy = False  # the header is ours, not a guess
    _write(po, catalog)
    language = f'"Language: {code}\\n"\n"Language-Team:'
    text = po.read_text("utf-8").replace('"Language-Team:', language, 1)
    po.write_text(text, "utf-8")
    print(f"created {po}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--init", metavar="CODE")
    parser.add_argument("--plural", default="nplurals=2; plural=(n != 1);")
    args = parser.parse_args()
    template = _read(TRANSLATIONS / "messages.pot")
    if args.init:
        init(template, args.init, args.plural)
    else:
        update(template)


if __name__ == "__main__":
    main()
