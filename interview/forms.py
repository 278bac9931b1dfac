"""One Flask-WTF form class per question node, built once at start-up.

Each form turns posted fields into an answer value, or errors for the error summary. Field ids
are stable ("answer", "answer-day", …) so the summary can link to them."""
from __future__ import annotations

import datetime as dt
from functools import lru_cache

from babel import support
from flask_babel import get_locale
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, HiddenField, IntegerField, RadioField, StringField, TextAreaField
from wtforms.fields.choices import SelectChoice
from wtforms.i18n import messages_path
from wtforms.validators import InputRequired, Length, NumberRange, Optional

from interview.flowdata import Node

CHOOSE = _l("Choose one answer.")


@lru_cache(maxsize=32)
def _wtforms_messages(locale: str):
    """WTForms' own messages in one language, read once: Flask-WTF reads the file anew on every
    request, a tenth of a question page's time."""
    return support.Translations.load(messages_path(), [locale], domain="wtforms")


class AnswerForm(FlaskForm):
    class Meta(FlaskForm.Meta):
        def get_translations(self, form):
            return _wtforms_messages(str(get_locale()))

    node = HiddenField()
    index = HiddenField()

    def value(self):
        return self.answer.data


class DateAnswerForm(AnswerForm):
    day = IntegerField(_l("Day"), validators=[Optional(), NumberRange(1, 31)])
    month = IntegerField(_l("Month"), validators=[
        InputRequired(_l("Enter the month.")),
        NumberRange(1, 12, _l("Enter a month from 1 to 12."))])
    year = IntegerField(_l("Year"), validators=[
        InputRequired(_l("Enter the year.")),
        NumberRange(1990, 2100, _l("Enter a 4-digit year."))])
    approximate = BooleanField(_l("I am not sure of the exact day"))

    def missing_day(self) -> str | None:
        """Why a blank day is not enough, or None when "about" that month is an answer."""
        if self.day.data is None and not self.approximate.data:
            return _l("Enter the day, or tick \u201cI am not sure of the exact day\u201d.")
        return None

    def validate(self, extra_validators=None):
        if not super().validate(extra_validators):
            return False
        # Here, not in a validate_day: the day's Optional() stops its validators on a blank.
        missing = self.missing_day()
        if missing:
            self.day.errors = [missing]
            return False
        try:
            day = self.as_date()
        except ValueError:
            self.day.errors = [_l("That date does not exist. Check the day and month.")]
            return False
        if day > dt.date.today():
            self.day.errors = [_l("The date must be today or in the past.")]
            return False
        return True

    def as_date(self) -> dt.date:
        # With no day, "about when" means the middle of the month.
        return dt.date(self.year.data, self.month.data, self.day.data or 15)

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


def _form_class(node: Node) -> type[AnswerForm]:
    if node.type == "date":
        return DateAnswerForm if node.approximate else ExactDateForm
    if node.type in ("choice", "yes_no", "tristate"):
        choices = [SelectChoice(value, label) for value, label in node.choices()]
        field = RadioField(choices=choices, validators=[InputRequired(CHOOSE)])
    elif node.type == "number":
        low, high = node.minimum, node.maximum
        message = _l("Enter a whole number from %(low)s to %(high)s.", low=low, high=high)
        field = IntegerField(validators=[InputRequired(_l("Enter a number.")),
                                         NumberRange(low, high, message)])
    elif node.type == "text":
        limit = node.max_length
        field = (TextAreaField if node.long else StringField)(validators=[
            InputRequired(_l("Enter an answer.")),
            Length(max=limit, message=_l("Use %(limit)s characters or fewer. This answer is "
                                         "too long.", limit=limit))],
            filters=[lambda v: v.strip() if isinstance(v, str) else v])
    else:
        raise ValueError(f"{node.id}: no form for type {node.type!r}")
    return type(f"Form_{node.id}", (AnswerForm,), {"answer": field})


def build_forms(nodes) -> dict[str, type[AnswerForm]]:
    return {node.id: _form_class(node) for node in nodes.values() if not node.is_result}


def field_ids(form: AnswerForm) -> list[tuple[str, list[str]]]:
    """(html id, errors) for each field with errors, in page order, for the error summary."""
    out = []
    for name in ("answer", "day", "month", "year"):
        field = getattr(form, name, None)
        if field is not None and field.errors:
            target = f"{name}-0" if isinstance(field, RadioField) else name
            out.append((target, list(field.errors)))
    return out
