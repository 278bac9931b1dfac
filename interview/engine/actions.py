"""What to do now, for the person asking: the assessment's ``audience``, ``actions`` and
``rules_now`` (assessment JSON 1.2). No Flask: the result page and the CLI's text report lead
with the same answer.

Who asks changes what comes first. The owner gets their dated steps (the flow's
``NEXT_STEPS`` and the checklist's deadlines), each with the document that takes it, then the
rules that bind today. A person the animal hurt or threatened (or a parent of a child it did,
or someone acting for them) gets safety first, as the flow words it (``ADVICE``: general
advice, which says it is not the ordinance's), then the complaint. A neighbour and anyone
else get the complaint. The words of "What this means" are interview.engine.meaning."""
from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass

from interview.engine import documents
from interview.engine.assessment import STAYS_ON_HOLD
from interview.engine.i18n import N_

AUDIENCES = ("owner", "harmed", "parent", "on_behalf", "neighbour", "other")
# The people the animal went after, or who speak for them: safety first.
HARMED = frozenset({"harmed", "parent", "on_behalf"})
# How many steps, and rules that bind today, lead the page; the rest are in the full lists.
ACTIONS_SHOWN = RULES_SHOWN = 3

# An upcoming checklist deadline with no step of the flow's own.
UPCOMING_DUTY = N_("%(what)s: by %(date)s.")
COMPLAINT_FILE = N_("Print your complaint statement, sign it, and file it with %(office)s.")
COMPLAINT_WRITE = N_("If you want an officer to look into this, write a complaint you can "
                     "sign and file. This guide helps you write it.")
POLICE = N_("your police department")


@dataclass(frozen=True)
class Advice:
    """Advice for the people the animal went after that is not the ordinance's (get a wound
    seen, report a bite): the page and the report say it is general advice, and it never
    cites a clause as its authority. ``law`` (a TEXTS id) may say what the ordinance itself
    holds on the subject, with ``cite``; ``when`` reads the facts."""

    id: str  # a TEXTS id; "<id>:<audience>" words it for one audience ("parent")
    when: Callable[[dict], bool]
    law: str | None = None
    cite: tuple[str, ...] = ()
    audiences: frozenset[str] = HARMED


def audience(facts: dict) -> str:
    """Who is asking (the facts' ``asker``); the owner when it is not said, as the texts are
    written."""
    asker = facts.get("asker")
    return asker if asker in AUDIENCES else "owner" if asker is None else "other"


def for_reader(wording, text_id: str, who: str, params: dict | None = None) -> str:
    """A flow's text worded for one audience: "<id>:<audience>", else "<id>:<group>"
    (owner, harmed, other), else the text itself."""
    group = "owner" if who == "owner" else "harmed" if who in HARMED else "other"
    for key in (f"{text_id}:{who}", f"{text_id}:{group}", text_id):
        if key in wording.texts:
            return wording.text(key, params)
    raise KeyError(text_id)


def what_to_do(flow, facts: dict, doc: dict, wording, contacts: dict | None = None) -> dict:
    """The keys the assessment document gains: ``audience``, ``actions`` (in the order to
    take them) and ``rules_now`` (the first rules that bind today, most pressing first)."""
    who = audience(facts)
    available = documents.available(flow, doc, facts)
    if who == "owner":
        actions = _owner_steps(flow, doc, available, wording)
    else:
        actions = [_advice(a, who, wording) for a in getattr(flow.module, "ADVICE", ())
                   if who in a.audiences and a.when(facts)]
        actions += _complaint(flow, facts, available, wording, contacts or {})
    return {"audience": who, "actions": actions, "rules_now": rules_now(flow, doc, who, wording)}


def _owner_steps(flow, doc: dict, available: list[str], wording) -> list[dict]:
    """The flow's next steps (documents.first_steps: dated, not taken, not on hold), and each
    checklist deadline still to come. A day already passed comes first, as the flow ranks
    them (NEXT_STEPS: taking the dog out of the Village before a missed photo): it is to do
    now. Then the days to come, in the order they end."""
    steps = documents.first_steps(flow, doc)
    passed = [step for step in steps if step[0]["passed"]]
    steps = [step for step in steps if not step[0]["passed"]]
    named = {d["id"] for d, _text in passed + steps}
    checklist = documents.checklist(flow)
    dated_duties = {*checklist.deadlines.values(), *([checklist.latest] if checklist.latest
                                                     else [])}
    for d in doc["deadlines"]:
        if (d["id"] in dated_duties and d["id"] not in named and d.get("due") and not d["passed"]
                and not d["taken"] and d.get("stay") not in STAYS_ON_HOLD):
            steps.append((d, UPCOMING_DUTY))
    order = [d["id"] for d in doc["deadlines"]]  # the timeline's: by the moment each ends
    steps.sort(key=lambda step: order.index(step[0]["id"]))
    return [_step(flow, d, text, available, dated_duties, wording) for d, text in passed + steps]


def _step(flow, d: dict, text: str, available: list[str], dated_duties: set, wording) -> dict:
    date = wording.params({"date": moment(d["due"])})["date"]
    document = next((name for name, letter in documents.letters(flow).items()
                     if d["id"] in (letter.deadline, letter.fallback) and name in available),
                    None)
    if document is None and d["id"] in dated_duties and documents.CHECKLIST in available:
        document = documents.CHECKLIST
    return {"id": d["id"], "kind": "step",
            "text": wording._(text) % {"date": date, "what": d["title"]},
            "date_text": date, "due": d["due"], "passed": d["passed"],
            "days_left": d["days_left"], "cite": list(d["cite"]),
            "stay": d.get("stay", "none"),
            "stay_text": d["stay_text"] if d.get("stay", "none") != "none" else None,
            "document": document, "general_advice": False}


def moment(iso: str) -> dt.date | dt.datetime:
    """A document's ISO date (or date and time), to be written as the wording writes dates."""
    return (dt.datetime if "T" in iso else dt.date).fromisoformat(iso)


def _advice(advice: Advice, who: str, wording) -> dict:
    return {"id": advice.id, "kind": "advice", "text": for_reader(wording, advice.id, who),
            "law_text": wording.text(advice.law) if advice.law else None,
            "cite": list(advice.cite), "document": None, "general_advice": True}


def _complaint(flow, facts: dict, available: list[str], wording, contacts: dict) -> list[dict]:
    """The complaint statement: file it once written, else write one, where the flow's
    ``complaint_grounds(facts)`` (if it has one) finds something to complain of."""
    grounds = getattr(flow.module, "complaint_grounds", None)
    if documents.COMPLAINT not in available and grounds is not None and not grounds(facts):
        return []
    office = getattr(flow.module, "COMPLAINT_OFFICE", "police")
    parts = documents.complaint(flow, facts)
    # What it rests on: its basis, else the clause of each thing it reports (a dog that barks:
    # (3)[d]), else what follows it.
    cite = list(documents.complaint_cites(flow, parts["basis"])
                or dict.fromkeys(c for line in parts["lines"]
                                 for c in documents.complaint_cites(flow, line))
                or documents.complaint_cites(flow, parts["next"]))
    if documents.COMPLAINT in available:
        name = (contacts.get(f"{office}_name") or wording.place.get(office)
                or wording.place.get("city") or wording._(POLICE))
        return [{"id": "complaint_file", "kind": "complaint",
                 "text": wording._(COMPLAINT_FILE) % {"office": name}, "cite": cite,
                 "document": documents.COMPLAINT, "general_advice": False}]
    return [{"id": "complaint_write", "kind": "complaint", "text": wording._(COMPLAINT_WRITE),
             "cite": cite, "document": documents.COMPLAINT, "general_advice": False}]


def rules_now(flow, doc: dict, who: str, wording) -> list[dict]:
    """The rules that bind today, the flow's most pressing first (``RULES_FIRST``: keep the
    dog in, leash and muzzle it outside) before the standing ones (licence, tag, waste),
    each in its short words ("<duty id>:short") where the flow gives them. The owner's: the
    texts say "you" to the owner, and anyone else reads the owner's rules in the full list,
    under "What the owner must do"."""
    if who != "owner":
        return []
    duties = ordered_duties(flow, [d for d in doc["duties"] if d.get("applies") != "if_declared"])
    return [{"id": d["id"], "cite": d["cite"],
             "text": (wording.text(f"{d['id']}:short", d["params"])
                      if f"{d['id']}:short" in wording.texts else d["text"])}
            for d in duties[:RULES_SHOWN]]


def ordered_duties(flow, duties: list[dict]) -> list[dict]:
    """``duties`` with the flow's most pressing first (``RULES_FIRST``), the rest as they were."""
    first = list(getattr(flow.module, "RULES_FIRST", ()))
    return sorted(duties, key=lambda d: first.index(d["id"]) if d["id"] in first else len(first))
