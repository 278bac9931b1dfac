"""Documents people can file and keep: letters and a checklist as HTML and PDF. Made in memory
from the assessment; nothing touches the disk. The deadlines' calendar file is
interview.formats.calendar_file."""
from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from interview.engine import answers
from interview.engine.assessment import HOLD_ENDED, STAYS_ON_HOLD
from interview.engine.i18n import N_
from interview.engine.legal_calendar import last_day
from interview.engine.wording import to_json

# What every flow gets: the person's own complaint statement (facts schema 1.1: "complaint"),
# and the owner's checklist of duties. A flow adds letters (LETTERS) and says which deadline
# dates which duty (CHECKLIST); the engine knows no ordinance's steps or ids.
COMPLAINT, CHECKLIST = "complaint", "checklist"
TITLES = {COMPLAINT: N_("Your complaint statement, to sign and file"),
          CHECKLIST: N_("A checklist of what must be done, and by when")}


@dataclass(frozen=True)
class Letter:
    """A letter the owner can send to take a step the law allows before a deadline."""

    name: str  # its address: /interview/<slug>/documents/<name>
    title: str  # the link to it (N_: translated where it is shown)
    template: str  # in the flow's own templates/ folder
    deadline: str  # offered only while the assessment dates this deadline (or ``fallback``) ...
    done_when: tuple[str, ...] = ()  # ... and none of these facts says the step was taken
    done_on: str | None = None  # the day the first was done: after the deadline, it was late
    # A deadline that stands in when ``deadline`` cannot be dated (a safe earliest day).
    fallback: str | None = None


@dataclass(frozen=True)
class Checklist:
    """Which deadline dates each duty on the owner's checklist."""

    deadlines: dict[str, str] = field(default_factory=dict)  # duty id -> deadline id
    latest: str | None = None  # the last day for every duty that waits for a decision
    # Which duties wait for the decision that ``latest`` dates, from (assessment, facts). The
    # rest already bind and read "Now, and always". None: every duty but the lasting ones.
    waits_for_latest: Callable[[dict, dict], Collection[str]] | None = None
    # Duties whose clock only a later written notice starts (a notice to remove the dog):
    # without their deadline, they have no date yet, rather than one the guide failed to count.
    starts_later: frozenset[str] = frozenset()

    def dated_by_latest(self, doc: dict, facts: dict) -> Collection[str]:
        if self.waits_for_latest is None:
            return [d["id"] for d in doc["duties"] if d.get("applies") != "always"]
        return self.waits_for_latest(doc, facts)


@dataclass(frozen=True)
class NextStep:
    """A step the result page puts first under "What to do now", while its deadline is
    dated. Each text takes %(date)s. Like the letters, the steps are the owner's: nobody else
    is shown them (``asked_by_owner``)."""

    deadline: str
    due: str  # N_: before the deadline
    passed: str  # N_: once it has passed
    done_when: tuple[str, ...] = ()  # facts that say the step was taken: then it is not shown
    done_on: str | None = None  # as Letter.done_on
    # N_: once its day came while on hold and the hold is over (stay "hold_ended"); without it,
    # the engine's HELD_DUTY
    held: str | None = None


# The offices a complaint may be filed with: each has an address in CONTACTS.<slug>.
OFFICES = frozenset({"police", "clerk"})


@dataclass(frozen=True)
class ComplaintLine:
    """A sentence for the complaint statement when a fact has one of ``values``: in the
    statement, in the person's own voice, or (``note``) in the note beside it, which is the
    guide's and is neither printed nor part of the English copy for the office."""

    text: str  # a TEXTS id
    fact: str  # a fact's path ("asker", "complaint.willing_to_testify")
    values: tuple[str, ...]
    note: bool = False


def complaint(flow, facts: dict) -> dict:
    """What a flow adds to the complaint statement for these facts: the office it is filed
    with (``COMPLAINT_OFFICE``: its address is ``CONTACTS.<slug>.<office>_address``), the ids
    of the lines (``COMPLAINT_LINES``) that apply, in the statement and in the note, and each
    incident, by date, with the lines its own answers call for (``COMPLAINT_INCIDENT_LINES``,
    whose ``fact`` is a field of an incident): what the person already said happened, which
    is what the ordinance's definitions turn on. With no incident, ``COMPLAINT_WITHOUT_INCIDENT``
    maps the ids of the basis, the next step and any line to the flow's words for such a
    complaint."""
    lines = [line for line in getattr(flow.module, "COMPLAINT_LINES", ())
             if answers.get(facts, line.fact) in line.values]
    per_incident = getattr(flow.module, "COMPLAINT_INCIDENT_LINES", ())
    incidents = sorted(facts.get("incidents") or [], key=lambda i: i.get("date") or "")
    # A complaint about what a dog keeps doing (barking, running loose) rests on other
    # clauses than one about an attack: the flow words it apart.
    swap = {} if incidents else getattr(flow.module, "COMPLAINT_WITHOUT_INCIDENT", {})
    return {"office": getattr(flow.module, "COMPLAINT_OFFICE", "police"),
            "who": who_was_harmed(facts),
            "basis": swap.get("complaint_basis", "complaint_basis"),
            "next": swap.get("complaint_next", "complaint_next"),
            # Once each: several answers may call for the same sentence.
            "lines": list(dict.fromkeys(swap.get(line.text, line.text)
                                        for line in lines if not line.note)),
            "notes": list(dict.fromkeys(swap.get(line.text, line.text)
                                        for line in lines if line.note)),
            "incidents": [{"date": i.get("date"), "date_approximate": i.get("date_approximate"),
                           "time": i.get("time"),
                           "lines": [line.text for line in per_incident
                                     if i.get(line.fact) in line.values]}
                          for i in incidents]}


# Who the animal went after, as the person filing says it (facts schema 1.4 River Hills, 1.3
# § 90.17): each "asker" but the owner, and for the person harmed, which of them the incidents
# name. The words are the complaint statement's (templates/documents/complaint.html).
ASKED_FOR_OTHERS = {"parent": "my_child", "on_behalf": "for_someone",
                    "neighbour": "neighbour", "other": "someone_else"}
ANIMALS = frozenset({"pet", "domestic_animal"})  # a victim the person harmed calls "my animal"


def who_was_harmed(facts: dict) -> str | None:
    """Who the statement says was hurt or put at risk, and so how the signer is related to
    them: "me", "my_animal", "me_and_my_animal", "me_or_my_animal" (the person harmed, "me or
    my animal", with incidents that do not say which), "my_child", "for_someone",
    "neighbour" or "someone_else". None with no incident (a complaint about what a dog keeps
    doing), or for the owner."""
    incidents = facts.get("incidents") or []
    asker = facts.get("asker")
    if not incidents or asker in (None, "owner"):
        return None
    if asker != "harmed":
        return ASKED_FOR_OTHERS.get(asker)
    victims = {i.get("victim") for i in incidents}
    person, animal = "person" in victims, bool(victims & ANIMALS)
    return {(True, False): "me", (False, True): "my_animal",
            (True, True): "me_and_my_animal"}.get((person, animal), "me_or_my_animal")


def time_of_day(value: str | None, locale) -> str | None:
    """An incident's time ("17:30", the place's clock: facts schema 1.4 / 1.3) as the reader's
    language says it ("5:30 PM", "17:30"), and never moved into another time zone."""
    from babel.dates import format_time
    return format_time(dt.time.fromisoformat(value), "short", locale=locale) if value else None


def complaint_cites(flow, text_id: str) -> tuple[str, ...]:
    """The clauses a part of the complaint statement rests on (``COMPLAINT_CITES``: one
    anchor, or a tuple of them)."""
    cites = getattr(flow.module, "COMPLAINT_CITES", {}).get(text_id, ())
    return (cites,) if isinstance(cites, str) else tuple(cites)


def letters(flow) -> dict[str, Letter]:
    return {letter.name: letter for letter in getattr(flow.module, "LETTERS", ())}


def checklist(flow) -> Checklist:
    return getattr(flow.module, "CHECKLIST", None) or Checklist()


def letter_due(flow, name: str, doc: dict) -> dict | None:
    """The deadline a letter is to be delivered by: its own, else the safe earliest day that
    stands in for it (``Letter.fallback``), if either is dated. None for a document that is
    not a letter."""
    letter = letters(flow).get(name)
    if letter is None:
        return None
    for deadline_id in filter(None, (letter.deadline, letter.fallback)):
        d = deadline(doc, deadline_id)
        if d and d.get("due"):
            return d
    return None


def next_steps(flow) -> tuple[NextStep, ...]:
    return tuple(getattr(flow.module, "NEXT_STEPS", ()))


# A duty's day passed with no step of the flow's own for it: the owner still needs a "what now".
LATE_DUTY = N_("%(what)s: the last day was %(date)s. Do it now if you can, and ask the office "
               "that enforces this law what happens next.")
# Its day came while it was on hold, and the hold is over: not a day missed, and the law may
# name no new one (the deadline's stay_text says what held it).
HELD_DUTY = N_("%(what)s: its date, %(date)s, came while it was on hold. The hold is over now. "
               "Do it now if you can, and ask the office that enforces this law by when.")


def first_steps(flow, doc: dict) -> list[tuple[dict, str]]:
    """What the result page puts first under "What to do now", for the owner: the flow's next
    steps whose deadline is dated and not taken, then each duty on the checklist whose day
    has passed, none on hold: pairs of the deadline and its untranslated text, which takes
    %(date)s and %(what)s (the deadline's title)."""
    # On hold, a day is not one to act by (the checklist and the calendar say the same).
    dated = {d["id"]: d for d in doc["deadlines"]
             if d.get("due") and not d["taken"] and d.get("stay") not in STAYS_ON_HOLD}
    own = next_steps(flow)
    steps = [(dated[s.deadline], _own_text(s, dated[s.deadline])) for s in own
             if s.deadline in dated]
    named = {s.deadline for s in own}
    for deadline_id in dict.fromkeys(checklist(flow).deadlines.values()):
        d = dated.get(deadline_id)
        if d and d["passed"] and deadline_id not in named:
            steps.append((d, HELD_DUTY if d.get("stay") == HOLD_ENDED else LATE_DUTY))
    return steps


def _own_text(step: NextStep, d: dict) -> str:
    """A flow's next step in the words for where its day stands: to come, passed, or come
    while on hold (not a day missed)."""
    if not d["passed"]:
        return step.due
    return (step.held or HELD_DUTY) if d.get("stay") == HOLD_ENDED else step.passed


def titles(flow) -> dict[str, str]:
    """Every document's link text, untranslated (N_)."""
    return {COMPLAINT: TITLES[COMPLAINT],
            **{name: letter.title for name, letter in letters(flow).items()},
            CHECKLIST: TITLES[CHECKLIST]}


def template(flow, name: str) -> str:
    """The template that renders document ``name``: a flow's letter lives in its folder."""
    letter = letters(flow).get(name)
    return f"flows/{flow.slug}/{letter.template}" if letter else f"documents/{name}.html"


def available(flow, doc: dict, facts: dict) -> list[str]:
    """The documents this person can use now. Letters and the checklist are the owner's: a
    resident gets the complaint statement."""
    return offered(flow, facts, {d["id"] for d in doc["deadlines"] if d.get("due")},
                   taken_in(doc), bool(doc["duties"]))


def offered(flow, facts: dict, dated: Collection[str], done: Collection[str],
            any_duties: bool) -> list[str]:
    """``available``, from what it reads of an assessment: the deadlines it dates, those whose
    step was taken, and whether it has duties (interview.toolkit.relevance reads it without
    words)."""
    out = [COMPLAINT] if (facts.get("complaint") or {}).get("what_happened") else []
    if not asked_by_owner(facts):
        return out
    for name, letter in letters(flow).items():
        # Taken at all, even too late, the letter is no use: sending it again changes nothing.
        if ((letter.deadline in dated or letter.fallback in dated) and letter.deadline not in done
                and not any(_taken(facts, path) for path in letter.done_when)):
            out.append(name)
    if any_duties:
        out.append(CHECKLIST)
    return out


def asked_by_owner(facts: dict) -> bool:
    """Whether the person answering is the animal's owner (or did not say): the texts speak to
    the owner as "you", and the owner's letters and checklist are for them."""
    return facts.get("asker") in (None, "owner")


def taken(step: Letter | NextStep, facts: dict, due: str | None = None) -> bool:
    """Whether the facts say a letter's or next step's step was taken (its ``done_when``), in
    time: a step whose first ``done_when`` alone says so, done (``done_on``) after its deadline
    ``due``, was not, and the deadline stays passed (a hearing asked for too late). A later
    fact (the hearing's decision) says it was taken whatever the day."""
    said = [path for path in step.done_when if _taken(facts, path)]
    if not said:
        return False
    on = answers.get(facts, step.done_on) if step.done_on else None
    # A moment at 00:00 ("2026-09-17T00:00") is midnight at the end of the day before.
    by = (dt.datetime if "T" in due else dt.date).fromisoformat(due) if due else None
    late = bool(on and by and str(on)[:10] > last_day(by).isoformat())
    return not (late and said == [step.done_when[0]])


def _taken(facts: dict, path: str) -> bool:
    """Whether a fact ("notice.decision") says a step was taken: any answer but none, "no",
    "not sure" or "pending". Someone not sure they asked for a hearing still gets the letter
    to ask, which says "if you have not asked yet"."""
    return answers.get(facts, path) not in (None, "no", "not_sure", "pending")


def deadline(doc: dict, deadline_id: str) -> dict | None:
    return next((d for d in doc["deadlines"] if d["id"] == deadline_id), None)


def steps_taken(flow, facts: dict, dues: dict[str, str] | None = None) -> frozenset[str]:
    """The deadlines of steps already taken (a hearing asked for, an appeal filed), from the
    flow's letters and next steps: a calendar has no use for them, and the result page marks
    them done rather than counting down to a request already made. ``dues``: each deadline's
    ISO due date, to tell a step taken late."""
    steps = [*letters(flow).values(), *next_steps(flow)]
    return frozenset(s.deadline for s in steps
                     if taken(s, facts, (dues or {}).get(s.deadline)))


def taken_in(doc: dict) -> frozenset[str]:
    """The deadlines whose step an assessment document says was taken in time."""
    return frozenset(d["id"] for d in doc["deadlines"] if d.get("taken"))


def assessment_document(flow, facts: dict, assessment, wording, now=None,
                        contacts: dict | None = None) -> dict:
    """The public assessment document for these facts, with the steps they say were taken, and
    what the person asking does first (interview.engine.actions and meaning): the one the
    API, the CLI and the pages all use. ``contacts``: the deployment's offices
    (``CONTACTS.<slug>``), whose names the steps may give."""
    from interview.engine.actions import what_to_do
    from interview.engine.meaning import meaning

    dues = {d.id: d.due.isoformat() for d in assessment.deadlines if d.due is not None}
    doc = to_json(assessment, wording, now, steps_taken(flow, facts, dues))
    doc |= what_to_do(flow, facts, doc, wording, contacts)
    doc["meaning"] = meaning(flow, facts, doc, wording, doc["audience"])
    return doc
