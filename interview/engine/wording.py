"""Turn an assessment into words and JSON: the one place rules meet their text.

``to_json`` is the public assessment document (version ``ASSESSMENT_VERSION``). Every item keeps
its id, citations and params, and gains ``text`` in the requested language."""
from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from babel.dates import format_date
from babel.numbers import format_currency

from interview.engine.assessment import (
    ASSESSMENT_VERSION,
    Assessment,
    Deadline,
    Finding,
    Item,
    Worked,
)
from interview.engine.i18n import N_
from interview.engine.languages import babel_locale, catalog, catalog_review, plural_words
from interview.engine.legal_calendar import last_day
from interview.engine.working import Working

Translate = Callable[[str], str]

DISCLAIMER = N_("This is not legal advice. It says what the ordinance likely means for the facts "
                "you gave. An officer, a hearing or a court decides an animal's status.")


# Added to the disclaimer where the API or the CLI words an assessment in a language no qualified
# translator has checked (the web pages say the same in a banner).
UNREVIEWED = N_("A qualified translator has not yet checked this translation. The English text "
                "is the one that counts.")

# A deadline that binds only if something happens first (the assessment's "applies"). A flow
# may word its own ("applies_if_requested" in its TEXTS: River Hills' is a hearing).
APPLIES = {"if_declared": N_("Only if an officer makes that finding."),
           "if_requested": N_("Only if it is asked for.")}

# Notices the engine raises for any flow (interview.engine.law_dates); a flow may word its own.
ENGINE_TEXTS = {
    "notice_law_text_later": N_(
        "This law was changed on {in_force_from}, and this guide has only the new version. One "
        "of your dates is before then: {first_day}. The old version may apply to what happened "
        "then. Ask the clerk's office or a lawyer which version applies."),
}

# The status an officer (or anyone) already gave, as the result page states it. A flow whose
# law has no notice words it itself (DECLARED_TEXT): § 90.17 speaks of an earlier finding.
DECLARED = N_("The notice says: %(status)s")
DECLARED_HEADLINE = N_("Declared: %(status)s")
# What to contact an office about, on the result page. A flow words its own ("about a notice
# or a hearing") in TEXTS as contact_<office>; an ordinance with neither gets this.
CONTACT = {"police": N_("Contact them if an animal gets out, bites or attacks.")}


def place_name(value, locale: str) -> str | None:
    """A name from the deployment's PLACES: one string, or one per language ({en = "the City
    of Example", es = "la Ciudad de Example"}). Without the reader's language, the English is
    marked as English (⟦⟧: set apart in Arabic, not read with another language's voice)."""
    if isinstance(value, str):
        return value
    if not isinstance(value, dict):
        return None
    own = value.get(locale) or value.get(locale.split("_")[0])
    if own:
        return own
    english = value.get("en")
    return None if not english else english if locale.startswith("en") else f"⟦{english}⟧"


class Wording:
    """Renders a flow's text catalogue in one locale."""

    def __init__(self, flow, locale: str = "en", gettext: Translate = lambda s: s,
                 place: dict | None = None, unreviewed: bool = False):
        self.flow, self.locale, self._ = flow, locale, gettext
        self.unreviewed = unreviewed
        # Names of the place and its offices: the deployment's config, else the flow's neutral
        # defaults ("the City", "your police department").
        defaults = {k: gettext(v) for k, v in flow.meta.get("place_defaults", {}).items()}
        given = {k: place_name(v, locale) for k, v in (place or {}).items()}
        self.place = defaults | {k: v for k, v in given.items() if v}
        texts = flow.module
        self.texts = {**ENGINE_TEXTS, **texts.TEXTS}
        self.money = getattr(texts, "MONEY_PARAMS", frozenset())
        # Words the law fixes in English (a sign's wording): kept, and marked as English.
        self.english = (frozenset() if locale.split("_")[0] == "en"
                        else getattr(texts, "ENGLISH_PARAMS", frozenset()))
        self.status_names = getattr(texts, "STATUS", {})
        self.fact_phrases = getattr(texts, "FACT_PHRASES", {})
        self.headlines = getattr(texts, "HEADLINES", {})
        self.working = Working(locale, gettext)

    def date(self, day: dt.date) -> str:
        return format_date(day, "EEE d MMM y", locale=babel_locale(self.locale))

    def lens_text(self, lens: str, status: str) -> str:
        """What could change the status: the flow words it (a River Hills exception is a
        rebuttable presumption; a § 90.17 exception is not), with a neutral default."""
        template = getattr(self.flow.module, "LENS_TEXTS", {}).get(lens) or {
            "if_unsure": N_("If the answers you were not sure about are yes, the likely status "
                            "would be: %(status)s."),
            "if_rebutted": N_("If an exception did not apply, the likely status would be: "
                              "%(status)s."),
        }[lens]
        return self._(template) % {"status": self.status(status).lower()}

    def declared_headline(self, status: str) -> str:
        """The headline for a status someone official gave (``HEADLINES_DECLARED``, else "Declared:
        …"): what is in force leads, not the guide's reading."""
        own = getattr(self.flow.module, "HEADLINES_DECLARED", {}).get(status)
        return self._(own) if own else self._(DECLARED_HEADLINE) % {
            "status": self.status(status).lower()}

    def declared(self, status: str) -> str:
        template = getattr(self.flow.module, "DECLARED_TEXT", DECLARED)
        return self._(template) % {"status": self.status(status)}

    def money_text(self, amount) -> str:
        # Dollars for readers in the US: Spanish there groups as English does ("$2,000");
        # Spain's "US$2.000" reads as two dollars.
        code = MONEY_LOCALES.get(self.locale.split("_")[0], self.locale)
        return format_currency(amount, "USD", locale=babel_locale(code), format="¤#,##0",
                               currency_digits=False)

    def status(self, status: str) -> str:
        return self._(self.status_names.get(status, status))

    def params(self, params: dict) -> dict:
        out = dict(self.place)
        for key, value in params.items():
            if key in self.money and isinstance(value, int | float):
                value = self.money_text(value)
            elif isinstance(value, dt.datetime):  # a moment, always a last one ("by …")
                value = self.working.last(value)
            elif isinstance(value, dt.date):
                value = self.date(value)
            elif key in self.english and isinstance(value, str):
                value = f"⟦{value}⟧"  # interview.engine.glosses: lang="en" on a page, else dropped
            out[key] = value
        if "incident" in params:
            out["incident_no"] = params["incident"] + 1
        if "incidents" in params:
            out["incidents_no"] = self._(" and ").join(str(i + 1) for i in params["incidents"])
        if "status" in params:
            out["status_name"] = self.status(params["status"]).lower()
        return out

    def contact_text(self, office: str) -> str:
        return self.text(f"contact_{office}") if f"contact_{office}" in self.texts \
            else self._(CONTACT[office])

    def applies_text(self, applies: str) -> str | None:
        template = self.texts.get(f"applies_{applies}") or APPLIES.get(applies)
        return self._(template) if template else None

    def optional_text(self, item_id: str) -> str | None:
        """A text the flow may give (else the page's own words are used)."""
        return self.text(item_id) if item_id in self.texts else None

    def text(self, item_id: str, params: dict | None = None) -> str:
        template = plural_words(self._(self.texts[item_id]), params or {}, self.locale)
        return template.format(**self.params(params or {}))

    def conditional(self, finding: Finding) -> str:
        # A flow may word a fact for one finding ("<finding id>:<field>"): who counts as the
        # victim differs from one clause to the next.
        fields = [p.rsplit("/", 1)[-1] for p in finding.unsure + finding.set_aside]
        # Facts the flow's rules read as alternatives ("attacks or injures or attempts to
        # injure") are joined with "or": any one of them is enough.
        alternatives = getattr(self.flow.module, "ALTERNATIVES", ())
        parts: dict[object, list[str]] = {}
        for f in fields:
            phrase = self.fact_phrases.get(f"{finding.id}:{f}") or self.fact_phrases.get(f)
            if phrase:
                group = next((g for g in alternatives if f in g), f)
                words = parts.setdefault(group, [])
                if self._(phrase) not in words:
                    words.append(self._(phrase))
        if not parts:
            return self.lens_text("if_rebutted", finding.status)
        both = [words[0] for words in parts.values() if len(words) == 1]
        facts = self._(" and ").join(both)
        for words in (w for w in parts.values() if len(w) > 1):  # after the rest: "…, and A or B"
            either = self._(" or ").join(words)
            facts = self._("%(before)s, and %(after)s") % {"before": facts, "after": either} \
                if facts else either
        return self._("If %(facts)s, the likely status would be: %(status)s.") % {
            "facts": facts, "status": self.status(finding.status).lower()}


MONEY_LOCALES = {"es": "es_US"}  # the formats of amounts in dollars, per language


def wording_for(flow, code: str, place: dict | None = None) -> Wording:
    """A flow's texts in language ``code``, from its compiled catalog (the CLI and the API)."""
    review = catalog_review(code)
    unreviewed = review is not None and not review.lower().startswith("reviewed")
    return Wording(flow, code, catalog(code).gettext, place, unreviewed)


def _finding(w: Wording, f: Finding, conditional: bool) -> dict:
    out = {"id": f.id, "status": f.status, "cite": list(f.cite), "facts": list(f.facts),
           "params": _plain(f.params), "text": w.text(f.id, {**f.params, "status": f.status})}
    if conditional:
        out["unsure"] = list(f.unsure)
        out["set_aside"] = list(f.set_aside)
        out["certainty"] = "if_unsure" if f.unsure else "if_rebutted"
        out["condition"] = w.conditional(f)
    return out


def _item(w: Wording, i: Item) -> dict:
    params = {k: (w.working(v.count, v.start_label) if isinstance(v, Worked) else v)
              for k, v in i.params.items()}
    # An item that rests on a "not sure" is worded as an "if" where the flow says how: a
    # defence stated as fact reads as what the person said happened.
    key = f"{i.id}:not_sure"
    out = {"id": i.id, "cite": list(i.cite), "params": _plain(params),
           "text": w.text(key if params.get("certainty") == "not_sure" and key in w.texts
                          else i.id, params)}
    for key in ("applies", "statute"):
        if getattr(i, key):
            out[key] = getattr(i, key)
    if i.facts:
        out["facts"] = list(i.facts)
    return out


def _deadline(w: Wording, d: Deadline, today: dt.date, now: dt.datetime | None) -> dict:
    out = {"id": d.id, "cite": list(d.cite), "title": w.text(d.id), "applies": d.applies,
           "stay": d.stay, "stay_text": w.text(f"stay_{d.stay}"), "params": _plain(d.params)}
    waits_for = w.applies_text(d.applies)
    if waits_for:
        out["applies_text"] = waits_for
    if d.count is None:
        out |= {"due": None, "needs": list(d.needs), "text": w.text("needs_facts")}
        return out
    due = d.count.result
    due_day = last_day(due)
    out |= {"due": due.isoformat(timespec="minutes") if isinstance(due, dt.datetime)
            else due.isoformat(),
            "start": d.count.start.isoformat(), "counting": d.count.kind,
            "amount": d.count.amount,
            "skipped": [{"date": s.day.isoformat(), "reason": s.reason} for s in d.count.skipped],
            "rolled_from": d.count.rolled_from.isoformat() if d.count.rolled_from else None,
            "working": w.working(d.count, d.start_label),
            "passed": _passed(due, today, now), "days_left": (due_day - today).days}
    return out


def _passed(due: dt.date | dt.datetime, today: dt.date, now: dt.datetime | None) -> bool:
    """A day has passed once it is over. A moment (24 hours from 4:30 pm) has passed once it
    is reached, which only the time now can tell: without ``now``, once its last day is over
    (a moment at 00:00 is midnight at the end of the day before)."""
    if isinstance(due, dt.datetime) and now is not None and now.date() == today:
        return due <= now
    return last_day(due) < today


def _plain(params: dict) -> dict:
    return {k: (v.isoformat() if isinstance(v, dt.date) else v) for k, v in params.items()}


def to_json(a: Assessment, w: Wording, now: dt.datetime | None = None,
            taken: frozenset[str] = frozenset()) -> dict:
    """The assessment as a JSON-ready dict (the public assessment document). ``now``: the time
    on the place's clocks (naive, as the facts' moments are). When ``a.today`` is its date, a
    deadline at an hour is passed from that hour; on any other day, by the day. ``taken``: the
    deadlines whose step the facts say was taken (``interview.engine.documents.steps_taken``)."""
    status = dict(a.status)
    likely = a.status["likely"]
    for lens in ("if_unsure", "if_rebutted"):
        if a.status[lens] != likely:
            status[f"{lens}_text"] = w.lens_text(lens, a.status[lens])
    # The guide's reading of the answers. A status in force leads the headline instead: a
    # notice with no incident entered read "Likely: no special status" over a dangerous dog's
    # duties, and an owner holding the notice read "Likely" over what an officer declared.
    status["likely_headline"] = (w._(w.headlines[likely]) if likely in w.headlines
                                 else w._("Likely: %(status)s") % {"status": w.status(likely)})
    declared = a.status.get("declared")
    status["headline"] = (w.declared_headline(declared) if declared is not None
                          else status["likely_headline"])
    calendar = dict(a.calendar)
    calendar["name"] = w._(a.calendar["name"])
    calendar["holidays"] = [w._(h) for h in a.calendar["holidays"]]
    calendar["assumptions"] = [w._(x) for x in a.calendar["assumptions"]]
    return {
        "assessment_version": ASSESSMENT_VERSION,
        "flow": a.flow, "law_version": a.law_version, "today": a.today.isoformat(),
        "status": status,
        "reasons": [_finding(w, f, False) for f in a.reasons],
        "conditional": [_finding(w, f, True) for f in a.conditional],
        "deadlines": [_deadline(w, d, a.today, now) | {"taken": d.id in taken}
                      for d in a.deadlines],
        **{name: [_item(w, i) for i in getattr(a, name)]
           for name in ("exceptions", "duties", "rights", "waiver", "penalties",
                        "unlawful_conduct", "evidence", "adopted_statutes", "notices")},
        "calendar": calendar,
        "disclaimer": w._(DISCLAIMER) + (" " + w._(UNREVIEWED) if w.unreviewed else ""),
    }
