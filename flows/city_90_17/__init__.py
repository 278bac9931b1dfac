"""City Code § 90.17 (vicious or dangerous animals) as a flow: what the engine loads.

The engine needs: ``assess``, ``build_calendar``, ``check_facts``, ``TEXTS`` and
``HOLIDAY_LIST``; what the result page leads with for each person is in ``now.py``.
Everything else in the folder is data (flow.yaml, parameters.yaml, facts.schema.json,
questions.yaml, ordinance.txt)."""

from .assess import assess
from .calendar import HOLIDAY_LIST, build_calendar
from .checks import check_facts
from .notices import TERM_NOTICES
from .now import ADVICE, MEANING, RULES_FIRST, complaint_grounds
from .predicates import PREDICATES
from .words import ENGLISH_PARAMS, MONEY_PARAMS, TEXTS
from .words.complaint import (
    COMPLAINT_CITES,
    COMPLAINT_INCIDENT_LINES,
    COMPLAINT_LINES,
    COMPLAINT_OFFICE,
)
from .words.status import (
    ALTERNATIVES,
    DECLARED_TEXT,
    FACT_PHRASES,
    HEADLINES,
    HEADLINES_DECLARED,
    STATUS,
)

__all__ = [
    "ADVICE",
    "ALTERNATIVES",
    "assess",
    "build_calendar",
    "check_facts",
    "COMPLAINT_CITES",
    "complaint_grounds",
    "COMPLAINT_INCIDENT_LINES",
    "COMPLAINT_LINES",
    "COMPLAINT_OFFICE",
    "DECLARED_TEXT",
    "ENGLISH_PARAMS",
    "FACT_PHRASES",
    "HEADLINES",
    "HEADLINES_DECLARED",
    "HOLIDAY_LIST",
    "MEANING",
    "MONEY_PARAMS",
    "PREDICATES",
    "RULES_FIRST",
    "STATUS",
    "TERM_NOTICES",
    "TEXTS",
]
