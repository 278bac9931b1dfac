"""'How we counted', in the reader's language.

English uses ``Count.working`` (the API's ``working`` field) with Babel's dates, as on the rest
of the page. Other languages build the same sentence from the count's parts, with translated
words and Babel's dates."""
from __future__ import annotations

import datetime as dt
import functools

from babel.dates import format_date, format_time

from interview.engine.languages import babel_locale, catalog, date_and_time
from interview.engine.legal_calendar import Count, day_closed_by


def day_not_counted(day: dt.date, reason: str, locale, gettext) -> str:
    """Why ``day`` was not counted, in the reader's language: a weekend day's own name in the
    locale (the calendar says "Sunday"), else the holiday's."""
    if reason in ("Saturday", "Sunday"):
        return format_date(day, "EEEE", locale=locale)
    return holiday_name(reason, gettext)


def holiday_name(reason: str, gettext) -> str:
    """A legal holiday's name in the reader's language ("Labor Day", "Christmas Day
    (observed)"); the calendar's names are in the catalog."""
    if reason.endswith(" (observed)"):
        return gettext("%(name)s (observed)") % {"name": gettext(reason[:-11])}
    return gettext(reason)


class Working:
    def __init__(self, locale: str, gettext):
        self.locale, self._ = locale, gettext
        # Counts take the plural their number needs (Arabic has six forms: 5 أيام, 14 يومًا),
        # from the language's own catalog, whoever supplied ``gettext``.
        self._n = catalog(locale.split("_")[0]).ngettext
        # The count runs the way the text reads: leftwards in Arabic.
        self.arrow = ("\u2190" if babel_locale(locale).character_order == "right-to-left"
                      else "\u2192")

    def day(self, value: dt.date | dt.datetime) -> str:
        locale = babel_locale(self.locale)
        if isinstance(value, dt.datetime):  # as the page heads it: "Mon 21 Sep 2026, 4:30 PM"
            return date_and_time(format_date(value.date(), "EEE d MMM y", locale=locale),
                                 format_time(value.time(), "short", locale=locale),
                                 self.locale)
        return format_date(value, "EEE d MMM y", locale=locale)

    def last(self, value: dt.date | dt.datetime) -> str:
        """A last day or moment; one at 00:00 is worded by the day it closes."""
        closed = day_closed_by(value)
        if closed:
            return self._("midnight at the end of %(day)s") % {"day": self.day(closed)}
        return self.day(value)

    def due(self, iso: str) -> str:
        """A deadline as the assessment JSON gives it: a day ("2026-09-14") or a moment
        ("2026-09-14T15:00"), worded as ``last`` words it."""
        return self.last(dt.datetime.fromisoformat(iso) if "T" in iso
                         else dt.date.fromisoformat(iso))

    def holiday(self, reason: str) -> str:
        return holiday_name(reason, self._)

    def __call__(self, count: Count, label: str) -> str:
        if self.locale.split("_")[0] == "en":
            return count.working(label, self.day)
        _ = self._
        start = f"{_(label)} {self.day(count.start)}" if label else self.day(count.start)
        end = self.last(count.result)
        if count.kind == "days_after":
            step = (_("the same day") if count.amount == 0
                    else _("day %(n)s after") % {"n": count.amount})
            parts = [step]
        else:
            parts = [self.amount(count.kind, count.amount)]
        if count.kind == "after_years":  # the last day of the years, then the day after
            # TRANSLATORS: after "3 years": the day they end ("3 years, ending Mon 3 Sep 2029").
            parts.append(_("ending %(day)s") % {"day": self.day(count.result - dt.timedelta(1))})
        if count.kind in ("business_days", "hours"):
            parts += [_("%(day)s %(name)s not counted") % {
                "day": self.day(s.day),
                "name": day_not_counted(s.day, s.reason, babel_locale(self.locale), _)}
                      for s in count.skipped
                      if count.kind == "hours" or s.day.weekday() < 5]
        if count.rolled_from is not None:  # calendar days, or a day someone set
            story = self.listed([_("%(day)s is %(name)s") % {
                "day": self.day(s.day),
                "name": _("a Sunday") if s.reason == "Sunday" else self.holiday(s.reason)}
                for s in count.skipped])
            moved = self.then(f"{parts[0]} {self.arrow} {story}",
                              _("so the next day that is not a Sunday or holiday"))
            return f"{self.then(start, moved)} {self.arrow} {end}"
        return f"{self.then(start, self.listed(parts))} {self.arrow} {end}"

    def listed(self, parts: list[str]) -> str:
        # TRANSLATORS: the parts of a count, one after another, with the language's comma (، in
        # Arabic).
        return functools.reduce(lambda a, b: self._("%(before)s, %(after)s") % {
            "before": a, "after": b}, parts)

    def then(self, before: str, after: str) -> str:
        # TRANSLATORS: two steps of a count, in the language's own punctuation (؛ in Arabic).
        return self._("%(before)s; %(after)s") % {"before": before, "after": after}

    def amount(self, kind: str, n: int) -> str:
        """The count's length in words: "5 business days", "1 day"."""
        ngettext = self._n
        if kind == "business_days":
            text = ngettext("%(num)d business day", "%(num)d business days", n)
        elif kind == "calendar_days":
            text = ngettext("%(num)d day", "%(num)d days", n)
        elif kind == "hours":
            text = ngettext("%(num)d hour", "%(num)d hours", n)
        elif kind in ("years", "after_years"):
            text = ngettext("%(num)d year", "%(num)d years", n)
        else:
            raise ValueError(f"unknown kind of count: {kind!r}")
        return text % {"num": n}
