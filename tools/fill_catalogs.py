"""List the entries a catalog lacks, or fill them from a file of translations.

After `make extract`, a new string is empty in every catalog. Write its translations in a YAML
file, one entry per English text, and fill them in at once:

    python tools/fill_catalogs.py --missing > todo.yaml     # every empty entry, to fill in
    python tools/fill_catalogs.py todo.yaml                 # write them into the catalogs

    "Deliver by %(date)s":
      es: "Entréguela a más tardar el %(date)s"
      ar: "سلّمها في موعد أقصاه %(date)s"
      hmn: "Xa tuaj rau ntawm %(date)s"

A plural entry gives a list per language (one text per plural form). An entry already
translated is left alone unless --force; a text that is not in a catalog is reported.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml
from babel.messages.pofile import read_po, write_po

TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"


def catalogs() -> dict[str, Path]:
    return {po.parent.parent.name: po
            for po in sorted(TRANSLATIONS.glob("*/LC_MESSAGES/messages.po"))}


def _read(path: Path):
    with path.open("rb") as f:
        return read_po(f)


def _key(message) -> str:
    return message.id[0] if isinstance(message.id, tuple) else message.id


def _empty(message) -> bool:
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return not all(strings) or message.fuzzy


def missing() -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for code, path in catalogs().items():
        for message in _read(path):
            if message.id and _empty(message):
                out.setdefault(_key(message), {})[code] = ""
    return out


def fill(entries: dict, force: bool = False) -> list[str]:
    unknown = set(entries)
    for code, path in catalogs().items():
        catalog = _read(path)
        for message in catalog:
            given = (entries.get(_key(message)) or {}).get(code) if message.id else None
            if not given:
                continue
            unknown.discard(_key(message))
            if _empty(message) or force:
                message.string = tuple(given) if isinstance(message.id, tuple) else given
                message.flags.discard("fuzzy")
        with path.open("wb") as f:
            write_po(f, catalog, no_location=True)
    return sorted(unknown)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", help="YAML: English text -> {language: text}")
    parser.add_argument("--missing", action="store_true", help="print the empty entries")
    parser.add_argument("--force", action="store_true", help="overwrite translated entries")
    args = parser.parse_args(argv)
    if args.missing:
        yaml.safe_dump(missing(), sys.stdout, allow_unicode=True, sort_keys=True, width=1000)
        return 0
    if not args.file:
        parser.error("give a file of translations, or --missing")
    entries = yaml.safe_load(Path(args.file).read_text(encoding="utf-8")) or {}
    for text in fill(entries, args.force):
        print(f"not in the catalogs: {text!r}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
