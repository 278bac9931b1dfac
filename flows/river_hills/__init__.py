"""River Hills (WI) Code § 2.14 as a flow: what the engine loads from this folder.

The engine needs: ``build_calendar``, ``assess``, ``check_facts``, ``TEXTS`` and
``HOLIDAY_LIST``; the letters an owner can print are in ``documents.py`` and ``templates/``,
and what the result page leads with for each person in ``now.py``.
Everything else in the folder is data (flow.yaml, parameters.yaml, facts.schema.json,
ordinance.txt)."""

from .assess import assess
from .calendar import HOLIDAY_LIST, build_calendar
from .checks import check_facts
from .documents import CHECKLIST, LETTERS, NEXT_STEPS
from .notices import TERM_NOTICES
from .now import ADVICE, MEANING, RULES_FIRST, complaint_grounds
from .predicates import PREDICATES
from .rules import ALTERNATIVES  # the wording joins them with "or"
from .words import MONEY_PARAMS, TEXTS
from .words.complaint import (
    COMPLAINT_CITES,
    COMPLAINT_INCIDENT_LINES,
    COMPLAINT_LINES,
    COMPLAINT_WITHOUT_INCIDENT,
)
from .words.status import (
    DECLARED_TEXT,
    FACT_PHRASES,
    HEADLINES,
    HEADLINES_DECLARED,
    LENS_TEXTS,
    STATUS,
)

__all__ = [
    "ADVICE",
    "ALTERNATIVES",
    "assess",
    "build_calendar",
    "CHECKLIST",
    "check_facts",
    "COMPLAINT_CITES",
    "complaint_grounds",
    "COMPLAINT_INCIDENT_LINES",
    "COMPLAINT_LINES",
    "COMPLAINT_WITHOUT_INCIDENT",
    "DECLARED_TEXT",
    "FACT_PHRASES",
    "HEADLINES",
    "HEADLINES_DECLARED",
    "HOLIDAY_LIST",
    "LENS_TEXTS",
    "LETTERS",
    "MEANING",
    "MONEY_PARAMS",
    "NEXT_STEPS",
    "PREDICATES",
    "RULES_FIRST",
    "STATUS",
    "TERM_NOTICES",
    "TEXTS",
]
