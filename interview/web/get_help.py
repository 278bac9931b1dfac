"""Help beyond this guide: legal aid, a lawyer referral service and animal control.

The guide cannot give legal advice, and the person may need someone who can. The deployment
names who helps where it runs (``HELP`` in instance/config.toml): for every flow
(``HELP.<kind>``) and for one flow (``HELP.<slug>.<kind>``, which then replaces the other).
With none named, the result page and the owner's letters still name each kind of help and how
to find it, and never make up a number or an address (templates/_get_help.html).

Read and checked once at start-up (``init_app``); the template global ``get_help(flow)`` words
it in the reader's language."""
from __future__ import annotations

import re

from interview.engine.i18n import N_
from interview.engine.wording import place_name

# Each kind, in the order shown: its name, and how to find one when the deployment names none.
# General advice, not the ordinance's: the block says so.
KINDS = {
    "legal_aid": (N_("Legal aid"),
                  N_("Free legal help for people with low incomes. Look for the legal aid "
                     "office for your county.")),
    "lawyer_referral": (N_("Lawyer referral"),
                        N_("A lawyer referral service can put you in touch with a lawyer. Your "
                           "state or county bar association can tell you where to find one.")),
    "animal_control": (N_("Animal control"),
                       N_("The office that takes in loose animals and looks into bites. To "
                          "find it, ask %(police)s.")),
}
# What an entry may give. Each may be one string, or one per language ({en = "...", es = "..."}).
FIELDS = frozenset({"name", "phone", "address", "web", "note"})


class HelpConfigError(ValueError):
    """HELP in the config names a kind, a flow or a field the guide does not know."""


def load(config: dict, slugs) -> dict[str, dict[str, tuple[dict, ...]]]:
    """Each flow's help, by kind: its own entries, else those for every flow. A key that is
    neither a kind nor a flow, a field not shown, an entry with no name or a web address that is
    not http(s) stops start-up with the reason: a typo would otherwise hide a service."""
    shared = _kinds(config, "HELP", exclude=set(slugs))
    out = {}
    for slug in slugs:
        own = _kinds(config.get(slug) or {}, f"HELP.{slug}", exclude=set())
        out[slug] = {kind: own.get(kind, shared.get(kind, ())) for kind in KINDS}
    return out


def _kinds(table: dict, where: str, exclude: set[str]) -> dict[str, tuple[dict, ...]]:
    if not isinstance(table, dict):
        raise HelpConfigError(f"{where}: expected a table")
    kinds = {}
    for key, value in table.items():
        if key in exclude:
            continue
        if key not in KINDS:
            also = " nor a flow" if exclude else ""
            raise HelpConfigError(f"{where}.{key}: not a kind of help ({', '.join(KINDS)}){also}")
        entries = value if isinstance(value, list) else [value]
        kinds[key] = tuple(_entry(entry, f"{where}.{key}") for entry in entries)
    return kinds


def _entry(entry, where: str) -> dict:
    if not isinstance(entry, dict):
        raise HelpConfigError(f"{where}: expected a table with a name")
    unknown = set(entry) - FIELDS
    if unknown:
        raise HelpConfigError(f"{where}: unknown field(s) {sorted(unknown)}; use "
                              f"{sorted(FIELDS)}")
    if not entry.get("name"):
        raise HelpConfigError(f"{where}: every entry needs a name")
    web = entry.get("web")
    for url in (web.values() if isinstance(web, dict) else [web] if web else []):
        if not re.match(r"https?://[^\s]+$", str(url)):
            raise HelpConfigError(f"{where}.web: {url!r} is not an http(s) address")
    return dict(entry)


def for_reader(by_kind: dict[str, tuple[dict, ...]], locale: str, gettext,
               police: str) -> list[dict]:
    """Every kind, in the reader's language: its title, what it is or how to find one (when
    the deployment names none), and the entries named, each field in the reader's language (a
    name given only in English is marked as English)."""
    out = []
    for kind, (title, how_to_find) in KINDS.items():
        entries = [_worded(entry, locale) for entry in by_kind.get(kind, ())]
        out.append({"kind": kind, "title": gettext(title), "entries": entries,
                    "how_to_find": None if entries else
                    gettext(how_to_find) % {"police": police}})
    return out


def _worded(entry: dict, locale: str) -> dict:
    worded = {field: place_name(entry.get(field), locale) for field in FIELDS}
    if worded["web"]:  # an address is the same in every language, and never marked
        worded["web"] = worded["web"].strip("\u27e6\u27e7")
    # A phone link dials digits only: "(414) 555-0100" -> "4145550100".
    worded["tel"] = re.sub(r"[^\d+]", "", worded["phone"] or "") or None
    return worded


def init_app(app) -> None:
    """Read HELP once, and give templates ``get_help(flow)``."""
    from flask import current_app
    from flask_babel import get_locale, gettext

    app.extensions["help"] = load(app.config.get("HELP") or {},
                                  list(app.extensions["flows"]))

    def get_help(flow, police: str | None = None) -> list[dict]:
        by_kind = current_app.extensions["help"].get(flow.slug, {})
        return for_reader(by_kind, str(get_locale() or "en"), gettext,
                          police or gettext("your police department"))

    app.jinja_env.globals["get_help"] = get_help
