"""River Hills (WI) Code § 2.14 as a flow: what the engine loads from this folder.

The engine needs: ``build_calendar``, ``assess``, ``check_facts``, ``TEXTS`` and
``HOLIDAY_LIST``. Everything else in the folder is data (flow.yaml, parameters.yaml,
facts.schema.json, ordinance.txt)."""

from .assess import assess
from .calendar import HOLIDAY_LIST, build_calendar
from .checks import check_facts
from .predicates import PREDICATES
from .texts import (
    COMPLAINT_CITES,
    DECLARED_TEXT,
    FACT_PHRASES,
    HEADLINES,
    LENS_TEXTS,
    MONEY_PARAMS,
    STATUS,
    TEXTS,
)

__all__ = [
    "assess",
    "build_calendar",
    "check_facts",
    "COMPLAINT_CITES",
    "DECLARED_TEXT",
    "FACT_PHRASES",
    "HEADLINES",
    "HOLIDAY_LIST",
    "LENS_TEXTS",
    "MONEY_PARAMS",
    "PREDICATES",
    "STATUS",
    "TEXTS",
]
