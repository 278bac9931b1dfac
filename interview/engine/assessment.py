"""The assessment: what a flow's rules conclude from the facts, as plain data.

Rules build these objects with ids, citations and parameters only. Words come later, from the
flow's text catalogue (see ``interview.engine.wording``), so the same assessment can be
rendered as JSON, as text for the CLI, or as a web page, in any language."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from interview.engine.legal_calendar import Count

ASSESSMENT_VERSION = "1.2"
STATUS_CERTAINTY = ("shown", "if_unsure", "if_rebutted")
# The stays that hold now: a deadline's date under one is not a day to act by.
STAYS_ON_HOLD = frozenset({"stayed", "stayed_by_board"})
# A deadline a hold held, and the hold is over: its date may have come and gone while it was
# held, which is not a day missed.
HOLD_ENDED = "hold_ended"


@dataclass(frozen=True)
class Finding:
    """One reason for a status: the facts (JSON pointers into the facts) and the clause met."""

    id: str
    status: str
    cite: tuple[str, ...]
    facts: tuple[str, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)
    unsure: tuple[str, ...] = ()  # pointers to the facts answered "not sure" (or left out)
    set_aside: tuple[str, ...] = ()  # pointers to the exceptions answered "yes" it sets aside


@dataclass(frozen=True)
class Item:
    """A duty, right, penalty, notice, exception or other cited statement."""

    id: str
    cite: tuple[str, ...]
    params: dict[str, Any] = field(default_factory=dict)
    applies: str | None = None  # duties: "now" | "if_declared" | "always"
    facts: tuple[str, ...] = ()
    statute: str | None = None  # an adopted statute, named as the authority


@dataclass(frozen=True)
class Worked:
    """A param that is a count with its working ("declared Thu 3 Sep 2026; 3 years → …"): the
    rules give the count, and the wording writes it in the reader's language, as a deadline's."""

    count: Count
    start_label: str = ""


@dataclass(frozen=True)
class Deadline:
    """A date (or date-time) by which something must happen, with how it was counted."""

    id: str
    cite: tuple[str, ...]
    start_label: str = ""  # what started the clock, e.g. "served in person"
    count: Count | None = None
    # "none" | "stayed" | "stayed_if_timely" | "not_stayed_by_appeal" | "stayed_by_board"
    # | "stayed_by_board_if_granted" | "hold_ended"; STAYS_ON_HOLD hold now, the rest may not
    stay: str = "none"
    needs: tuple[str, ...] = ()  # facts we would need to count it
    params: dict[str, Any] = field(default_factory=dict)
    applies: str = "now"  # "now" | "if_declared" | "if_requested"

    @property
    def due(self) -> dt.date | dt.datetime | None:
        return self.count.result if self.count else None


@dataclass
class Assessment:
    flow: str
    law_version: dict[str, Any]
    today: dt.date
    calendar: dict[str, Any]
    status: dict[str, Any]
    reasons: list[Finding] = field(default_factory=list)
    conditional: list[Finding] = field(default_factory=list)
    exceptions: list[Item] = field(default_factory=list)
    duties: list[Item] = field(default_factory=list)
    deadlines: list[Deadline] = field(default_factory=list)
    rights: list[Item] = field(default_factory=list)
    waiver: list[Item] = field(default_factory=list)
    penalties: list[Item] = field(default_factory=list)
    unlawful_conduct: list[Item] = field(default_factory=list)
    notices: list[Item] = field(default_factory=list)
    evidence: list[Item] = field(default_factory=list)
    adopted_statutes: list[Item] = field(default_factory=list)

    SECTIONS = ("reasons", "conditional", "exceptions", "duties", "deadlines", "rights",
                "waiver", "penalties", "unlawful_conduct", "notices", "evidence",
                "adopted_statutes")

    def all_cited(self):
        """Every cited thing in the assessment, for checks that each citation resolves."""
        for section in self.SECTIONS:
            yield from getattr(self, section)
