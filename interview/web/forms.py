"""One Flask-WTF form class per question node, built once at start-up.

Each form turns posted fields into an answer value, or errors for the error summary. Field ids
are stable ("answer", "answer-day", …) so the summary can link to them."""
from __future__ import annotations

import datetime as dt
import re
from functools import lru_cache

from babel import support
from flask_babel import get_locale, lazy_ngettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, HiddenField, IntegerField, RadioField, StringField
from wtforms.fields.choices import SelectChoice
from wtforms.i18n import messages_path
from wtforms.validators import InputRequired, Length, NumberRange, Optional, StopValidation

from interview.engine.answers import NONE
from interview.toolkit.flowdata import Node
from interview.web import typed

CHOOSE = _l("Choose one answer.")


@lru_cache(maxsize=32)
def _wtforms_messages(locale: str):
    """WTForms' own messages in one language, read once: Flask-WTF reads the file anew on every
    request, a tenth of a question page's time."""
    return support.Translations.load(messages_path(), [locale], domain="wtforms")


MAX_DIGITS = 9  # more than any day, year or count the questions take


class NumberBox(IntegerField):
    """A whole number typed in a box. Anything else gets the question's own plain words, and no
    range check after them: WTForms said "Not a valid integer value." (in English on a Hmong
    page) and then "Number must be between 1 and 31." as well."""

    def __init__(self, label=None, validators=None, unreadable=None, **kwargs):
        super().__init__(label, validators, **kwargs)
        self.unreadable = unreadable

    def process_formdata(self, valuelist):
        # Digits only, a few of them: int() also takes "1_0", and 310 digits made the range
        # check's float() overflow (a 500). Any script's digits ("٣", an Arabic keyboard's).
        typed = valuelist[0].strip() if valuelist and isinstance(valuelist[0], str) else ""
        digits = typed[1:] if typed.startswith("+") else typed  # "+5" is 5, as it always was
        if typed and not (digits.isdecimal() and len(digits) <= MAX_DIGITS):
            self.data = None
            raise ValueError(self.unreadable)
        try:
            super().process_formdata(valuelist)
        except ValueError:
            raise ValueError(self.unreadable) from None

    def pre_validate(self, form):
        # Something typed that is not a number: already said why, and a range check would only
        # repeat it. A blank box goes on to Optional or InputRequired, which say their own.
        if self.process_errors and self.raw_data and self.raw_data[0].strip():
            raise StopValidation()


DAY, MONTH, YEAR = (_l("Enter a day from 1 to 31."), _l("Enter a month from 1 to 12."),
                    _l("Enter a 4-digit year."))


class AnswerForm(FlaskForm):
    class Meta(FlaskForm.Meta):
        def get_translations(self, form):
            return _wtforms_messages(str(get_locale()))

    node = HiddenField()
    index = HiddenField()

    def value(self):
        return self.answer.data


class DateAnswerForm(AnswerForm):
    day = NumberBox(_l("Day"), validators=[Optional(), NumberRange(1, 31, DAY)], unreadable=DAY)
    month = NumberBox(_l("Month"), validators=[
        InputRequired(_l("Enter the month.")), NumberRange(1, 12, MONTH)], unreadable=MONTH)
    year = NumberBox(_l("Year"), validators=[
        InputRequired(_l("Enter the year.")), NumberRange(1990, 2100, YEAR)], unreadable=YEAR)
    approximate = BooleanField(_l("I am not sure of the exact day"))
    allow_future = False  # a date someone set for later (a deadline), not an event
    today: dt.date | None = None  # the place's: the view sets it before validating

    def missing_day(self) -> str | None:
        """Why a blank day is not enough, or None when "about" that month is an answer."""
        if self.day.data is None and not self.approximate.data:
            return _l("Enter the day, or tick \u201cI am not sure of the exact day\u201d.")
        return None

    def validate(self, extra_validators=None):
        valid = super().validate(extra_validators)
        # Here, not in a validate_day: the day's Optional() stops its validators on a blank.
        # Asked even when the month or year is missing too, so one try shows every gap.
        missing = self.missing_day()
        if missing and not self.day.errors:
            self.day.errors = [missing]
            valid = False
        return valid and self._day_exists_and_is_allowed()

    def _today(self) -> dt.date:
        # Never the server's date in its place: from 6 pm in Wisconsin a UTC server is on
        # tomorrow (interview.engine.clock).
        if self.today is None:
            raise RuntimeError("set the form's today (the place's) before validating it")
        return self.today

    def _day_exists_and_is_allowed(self) -> bool:
        try:  # "about" a month is allowed once the month has begun
            earliest = dt.date(self.year.data, self.month.data, self.day.data or 1)
        except ValueError:
            self.day.errors = [_l("That date does not exist. Check the day and month.")]
            return False
        if earliest > self._today() and not self.allow_future:
            self.day.errors = [_l("The date must be today or in the past.")]
            return False
        return True

    def as_date(self) -> dt.date:
        if self.day.data:
            return dt.date(self.year.data, self.month.data, self.day.data)
        # "About when" means the middle of the month; of this month, no later than today.
        middle = dt.date(self.year.data, self.month.data, 15)
        return middle if self.allow_future else min(middle, self._today())

    def value(self):
        return self.as_date().isoformat()

    def prefill(self, iso: str | None, approximate: bool) -> None:
        if iso:
            day = dt.date.fromisoformat(iso)
            self.day.data, self.month.data, self.year.data = day.day, day.month, day.year
            if self.approximate is not None:
                self.approximate.data = approximate


class ExactDateForm(DateAnswerForm):
    """A date the flow keeps no "about" flag for (a notice's dates): the day is required.
    Offering "I am not sure of the exact day" there would store the 15th as if it were known,
    and a deadline would be counted from a guess."""

    approximate = None

    def missing_day(self) -> str | None:
        return _l("Enter the day.") if self.day.data is None else None


# "14:30", "2:30 pm", "2 PM", "9.05", and Arabic's "2:30 م" (ص before noon, م after), as the
# Arabic page's own example shows: a browser without a time picker sends what was typed.
# Arabic-Indic digits ("١٦:٣٠") are read as the date boxes read them, for an Arabic keyboard;
# the transcript then shows the time taken. \d would take any script's digits: not those.
# Seconds are dropped.
TIME = re.compile(r"^([0-9]{1,2})(?:[:.h]([0-9]{2})(?::[0-9]{2})?)?\s*"
                  r"(?:([ap])\.?\s*m\.?|([\u0635\u0645]))?$", re.IGNORECASE)
ARABIC_HALF = {"\u0635": "a", "\u0645": "p"}  # ص (صباحًا), م (مساءً)
# Arabic-Indic (U+0660) and Eastern Arabic-Indic (U+06F0, Persian and Urdu keyboards) digits.
ARABIC_DIGITS = str.maketrans("\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669"
                              "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9",
                              "01234567890123456789")


def parse_time(text: str) -> dt.time | None:
    match = TIME.match((text or "").strip().translate(ARABIC_DIGITS))
    if not match:
        return None
    hour, minute = int(match[1]), int(match[2] or 0)
    half = (match[3] or "").lower() or ARABIC_HALF.get(match[4] or "", "")
    if half:  # 12-hour clock: 12 am is midnight, 12 pm is noon
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if half == "p" else 0)
    if hour > 23 or minute > 59:
        return None
    return dt.time(hour, minute)


class DateOrNoneForm(DateAnswerForm):
    """An exact date (and, with ``with_time``, a time to the minute: "within 24 hours of
    service" counts from the hour), or, when the question offers it, "there was none". Every
    part is needed: a deadline is never counted from a guess."""

    day = NumberBox(_l("Day"), validators=[Optional(), NumberRange(1, 31, DAY)], unreadable=DAY)
    month = NumberBox(_l("Month"), validators=[Optional(), NumberRange(1, 12, MONTH)],
                      unreadable=MONTH)
    year = NumberBox(_l("Year"), validators=[Optional(), NumberRange(1990, 2100, YEAR)],
                     unreadable=YEAR)
    approximate = None
    none = BooleanField()  # shown only when the question offers it
    with_time = False

    def _parts(self):
        return (self.day, self.month, self.year, *((self.time,) if self.with_time else ()))

    def validate(self, extra_validators=None):
        valid = AnswerForm.validate(self, extra_validators)  # a wrong box; the rest still named
        given = any(f.data not in (None, "") or f.raw_data and f.raw_data[0]
                    for f in self._parts())
        if self.none is not None and self.none.data:
            if given:  # on the box, so the error summary leads to it
                self.none.errors = [_l("Enter a date, or tick the box. Not both.")]
                return False
            return valid
        if self.none is not None and not given:
            self.day.errors = [_l("Enter a date, or tick the box.")]
            return False
        complete = True  # every missing part is named at once, not one per try
        for field, missing in ((self.day, _l("Enter the day.")),
                               (self.month, _l("Enter the month.")),
                               (self.year, _l("Enter the year."))):
            if field.data is None and not field.errors:
                field.errors = [missing]
                complete = False
        if self.with_time and not self.time.errors and parse_time(self.time.data) is None:
            self.time.errors = [_l("Enter the time, for example 14:30 or 2:30 pm.")]
            complete = False
        return valid and complete and self._day_exists_and_is_allowed()

    def value(self):
        if self.none is not None and self.none.data:
            return NONE
        if self.with_time:
            moment = dt.datetime.combine(self.as_date(), parse_time(self.time.data))
            return moment.isoformat(timespec="minutes")
        return self.as_date().isoformat()

    def prefill(self, iso: str | None, approximate: bool) -> None:
        if iso == NONE and self.none is not None:
            self.none.data = True
        elif iso and self.with_time:
            moment = dt.datetime.fromisoformat(iso)
            super().prefill(moment.date().isoformat(), False)
            self.time.data = moment.strftime("%H:%M")
        else:
            super().prefill(iso, False)


class DateTimeAnswerForm(DateOrNoneForm):
    time = StringField(_l("Time"), validators=[Length(max=20, message=_l(
        "Enter the time, for example 14:30 or 2:30 pm."))],
                       filters=[lambda v: v.strip() if isinstance(v, str) else v])
    with_time = True


def _form_class(node: Node, limit: int) -> type[AnswerForm]:
    if node.type in ("date", "datetime"):
        base = (DateTimeAnswerForm if node.type == "datetime" else DateOrNoneForm if node.none
                else DateAnswerForm if node.approximate else ExactDateForm)
        # No "none" box unless the question offers it: a posted none=y is then just ignored.
        extra = {**({"allow_future": True} if node.future else {}),
                 **({"none": None} if issubclass(base, DateOrNoneForm) and not node.none
                    else {})}
        return type(f"Form_{node.id}", (base,), extra) if extra else base
    if node.type in ("choice", "yes_no", "tristate"):
        choices = [SelectChoice(value, label) for value, label in node.choices()]
        field = RadioField(choices=choices, validators=[InputRequired(CHOOSE)])
    elif node.type == "number":
        low, high = node.minimum, node.maximum
        message = _l("Enter a whole number from %(low)s to %(high)s.", low=low, high=high)
        field = NumberBox(validators=[InputRequired(_l("Enter a number.")),
                                      NumberRange(low, high, message)], unreadable=message)
    elif node.type == "text":
        field = (typed.TextArea if node.long else typed.Line)(validators=[
            InputRequired(_l("Enter an answer.")),
            Length(max=limit, message=lazy_ngettext(
                "Use %(num)d character or fewer. This answer is too long.",
                "Use %(num)d characters or fewer. This answer is too long.", limit))],
            # Cleaned before the length is checked: what is kept is what is counted.
            filters=[lambda v, lines=node.long: (typed.clean(v, lines).strip()
                                                 if isinstance(v, str) else v)])
    else:
        raise ValueError(f"{node.id}: no form for type {node.type!r}")
    return type(f"Form_{node.id}", (AnswerForm,), {"answer": field})


def build_forms(nodes, limits: dict[str, int] | None = None) -> dict[str, type[AnswerForm]]:
    """``limits``: each text question's, as the cookie allows (interview.web.text_limits); else
    its ``max_length``."""
    return {node.id: _form_class(node, (limits or {}).get(node.id, node.max_length))
            for node in nodes.values() if not node.is_result}


def field_ids(form: AnswerForm) -> list[tuple[str, list[str]]]:
    """(html id, errors) for each field with errors, in page order, for the error summary."""
    out = []
    for name in ("answer", "day", "month", "year", "time", "none"):
        field = getattr(form, name, None)
        if field is not None and field.errors:
            target = f"{name}-0" if isinstance(field, RadioField) else name
            out.append((target, list(field.errors)))
    return out
