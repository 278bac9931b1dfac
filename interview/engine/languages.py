"""The languages a deployment offers: each named in itself, its direction, the Babel locale that
formats its dates and numbers, and whether a qualified human translator has reviewed it.

Babel (CLDR) knows English, Spanish and Arabic. It has no Latin-script Hmong, so a language Babel
does not know is built from ``translations/<code>/locale.toml``: a Babel locale to borrow numbers
from, plus the language's own day and month names and date patterns. A language with neither
fails at start-up, never in the middle of someone's interview. No Flask here: the CLI and the
documents use it too."""
from __future__ import annotations

import copy
import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel import Locale, UnknownLocaleError, localedata
from babel.dates import parse_pattern
from babel.support import NullTranslations, Translations

SOURCE_LANGUAGE = "en"
TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"
_REVIEW = re.compile(r"^#\s*Review:\s*(.+)$", re.MULTILINE)


class DerivedLocale(Locale):
    """A Babel locale for a language CLDR lacks: another locale's data with our own names."""

    def __init__(self, code: str, spec: dict):  # noqa: D107 - no super(): Babel would refuse
        self.language, self.territory, self.script, self.variant, self.modifier = (
            code, None, None, None, None)
        self._spec, self._derived = spec, None

    @property
    def _data(self):
        if self._derived is None:
            spec = self._spec
            data = copy.deepcopy(dict(localedata.load(spec["numbers_from"])))
            days = dict(enumerate(spec["days"]))
            months = dict(enumerate(spec["months"], start=1))
            names = {width: days for width in ("wide", "abbreviated", "short", "narrow")}
            month_names = {width: months for width in ("wide", "abbreviated", "narrow")}
            localedata.merge(data, {
                "days": {"format": names, "stand-alone": names},
                "months": {"format": month_names, "stand-alone": month_names},
                "date_formats": {k: parse_pattern(v) for k, v in spec["date_formats"].items()},
                "time_formats": {k: parse_pattern(v) for k, v in spec["time_formats"].items()},
                "languages": {self.language: spec["name"]},
                "character_order": "left-to-right",
            })
            self._derived = localedata.LocaleDataDict(data)
        return self._derived


@dataclass(frozen=True)
class Language:
    code: str          # the tag in URLs, in lang="", and the catalog's folder name
    name: str          # the language's name for itself, as on its button
    direction: str     # "ltr" or "rtl"
    review: str | None  # the catalog's "# Review:" line; None for the source language

    @property
    def reviewed(self) -> bool:
        """True only when the catalog names a human review; English is the source text."""
        return self.review is None or self.review.lower().startswith("reviewed")

    @property
    def locale(self) -> Locale:
        return babel_locale(self.code)


@cache
def babel_locale(code: str) -> Locale:
    """The Babel locale that formats ``code``'s dates and numbers."""
    try:
        return Locale.parse(code.replace("-", "_"))
    except (UnknownLocaleError, ValueError):
        spec_file = TRANSLATIONS / code / "locale.toml"
        if not spec_file.is_file():
            raise UnknownLocaleError(f"{code}: Babel has no locale for it and there is no "
                                     f"{spec_file} saying how to write its dates") from None
        with spec_file.open("rb") as f:
            return DerivedLocale(code, tomllib.load(f))


def catalog_review(code: str, translations: Path = TRANSLATIONS) -> str | None:
    """The "# Review:" line from the top of a catalog, or "unreviewed" when it has none."""
    if code == SOURCE_LANGUAGE:
        return None
    po = translations / code / "LC_MESSAGES" / "messages.po"
    header = po.read_text(encoding="utf-8").split("\nmsgid", 1)[0]
    found = _REVIEW.search(header)
    return found.group(1).strip() if found else "unreviewed"


def load_languages(codes, translations: Path = TRANSLATIONS) -> dict[str, Language]:
    """Every configured language, checked now so a bad one stops start-up with a reason."""
    if SOURCE_LANGUAGE not in codes:
        # Every text is written in it; the pages and the API fall back to it.
        raise ValueError(f"LANGUAGES must include {SOURCE_LANGUAGE!r}, the language every text "
                         "is written in")
    languages = {}
    for code in codes:
        locale = babel_locale(code)
        compiled = translations / code / "LC_MESSAGES" / "messages.mo"
        if code != SOURCE_LANGUAGE and not compiled.is_file():
            # Without it every page would be English under lang="ar": say so now instead.
            raise ValueError(f"language {code!r} is configured but {compiled} is missing: "
                             "run `make catalogs` to compile the translations")
        direction = "rtl" if locale.character_order == "right-to-left" else "ltr"
        name = locale.get_display_name(locale) or code
        languages[code] = Language(code, name[:1].upper() + name[1:], direction,
                                   catalog_review(code, translations))
    return languages


def available_codes(translations: Path = TRANSLATIONS) -> list[str]:
    """Every language with a catalog, English first: what the CLI offers (a deployment's web
    app and API offer its configured LANGUAGES)."""
    found = sorted(p.parent.parent.name for p in translations.glob("*/LC_MESSAGES/messages.po"))
    return [SOURCE_LANGUAGE, *[c for c in found if c != SOURCE_LANGUAGE]]


@cache
def catalog(code: str, translations: Path = TRANSLATIONS) -> NullTranslations:
    """The compiled catalog for ``code``, read once. For the CLI and the API, which word an
    assessment in a language the caller names, outside Flask-Babel's per-request choice (which
    may read and set the session: an API call must leave no cookie)."""
    if code == SOURCE_LANGUAGE:
        return NullTranslations()
    compiled = translations / code / "LC_MESSAGES" / "messages.mo"
    if not compiled.is_file():
        raise ValueError(f"there is no compiled catalog for {code!r} ({compiled}): run "
                         "`make catalogs`")
    return Translations.load(str(translations), [code])


def date_and_time(date_text: str, time_text: str, code: str) -> str:
    """A date and a time of day, joined as ``code`` joins them: "Mon 21 Sep 2026, 4:30 PM";
    Arabic with its own comma (،)."""
    pattern = babel_locale(code).datetime_formats.get("short") or "{1}, {0}"
    return str(pattern).replace("{1}", date_text).replace("{0}", time_text)


# A translation's "{days|few:أيام|many:يومًا|other:يوم}": the word beside a number, in the
# form the language's plural rules ask for (Arabic: 5 أيام, 14 يومًا, 100 يوم). English needs
# none; its sentences say "{days} days" of numbers that are never 1.
PLURAL_WORD = re.compile(r"\{(\w+)\|([^{}]+)\}")


def plural_words(template: str, numbers: dict, code: str) -> str:
    if "|" not in template:
        return template
    locale = babel_locale(code)

    def pick(match: re.Match) -> str:
        forms = dict(part.split(":", 1) for part in match[2].split("|") if ":" in part)
        number = numbers.get(match[1])
        form = locale.plural_form(number) if isinstance(number, int | float) else "other"
        return forms.get(form, forms.get("other", ""))
    return PLURAL_WORD.sub(pick, template)
