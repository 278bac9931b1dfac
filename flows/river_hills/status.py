"""River Hills § 2.14(6): findings (the reasons for a status) and the exceptions considered."""
from __future__ import annotations

import datetime as dt
from itertools import combinations

from interview.engine.assessment import Finding, Item
from interview.engine.parameters import Parameters
from interview.engine.rules import NOT_SURE, YES, helper

from . import rules as r
from .rules import Lens

# Single-incident findings: (id, status, predicate, the incident fields it reads).
INCIDENT_FINDINGS = (
    ("dangerous_bite_injury", "dangerous", r.has_bite_injury_to_person,
     ("bite_injury", "victim")),
    ("dangerous_injury_at_large", "dangerous", r.injured_person_while_at_large,
     ("at_large", "bite_injury", "other_injury", "serious_injury", "killed", "victim")),
    ("dangerous_serious_injury", "dangerous", r.caused_serious_injury,
     ("serious_injury", "killed", "victim")),
    ("pd_threat_at_large", "potentially_dangerous", r.threatened_while_at_large,
     ("at_large", "imminent_threat", "victim")),
    ("pd_animal_injury_at_large", "potentially_dangerous", r.injured_animal_while_at_large,
     ("at_large", "bite_injury", "other_injury", "serious_injury", "killed", "victim")),
)
# Findings that need more than one occasion: (id, status, predicate, fields, window?).
PAIR_FINDINGS = (
    ("dangerous_repeated_threats", "dangerous", r.threatened_person,
     ("imminent_threat", "victim"), True),
    ("dangerous_repeated_killings", "dangerous", r.killed_countable_domestic_animal,
     ("killed", "victim", "victim_at_large", "victim_tormenting_or_attacking"), True),
    ("vicious_two_serious_injuries", "vicious", r.serious_unprovoked_off_property,
     ("serious_injury", "killed", "victim", "off_owner_property", "at_large", "provoked"),
     False),
)


def _pointers(index: int, incident: dict, fields) -> tuple[str, ...]:
    return tuple(f"/incidents/{index}/{f}" for f in fields if f in incident)


def _unsure(facts_by_pointer: dict, pointers) -> tuple[str, ...]:
    """The pointers answered 'not sure', less those whose alternative the finding also reads
    was a plain 'yes' (an 'or' needs only one 'yes': a bite wound answers "caused an
    injury", whether or not it was serious)."""
    def settled(pointer: str) -> bool:
        base, field = pointer.rsplit("/", 1)
        group = next((g for g in r.ALTERNATIVES if field in g), ())
        return any(facts_by_pointer.get(f"{base}/{f}") == YES for f in group
                   if f"{base}/{f}" in pointers)
    return tuple(p for p in pointers
                 if facts_by_pointer.get(p) == NOT_SURE and not settled(p))


@helper
def findings(facts: dict, lens: Lens, params: Parameters) -> list[Finding]:
    """Every definition the facts meet under ``lens``, each with its facts and clause."""
    dog, incidents = facts.get("dog", {}), facts.get("incidents", [])
    flat = _ByPointer(facts)
    counted = [(i, inc) for i, inc in enumerate(incidents) if not r.is_excused(inc, dog, lens)]
    out: list[Finding] = []
    for i, inc in counted:
        for fid, status, predicate, fields in INCIDENT_FINDINGS:
            if predicate(inc, lens):
                ptrs = _pointers(i, inc, fields)
                out.append(Finding(fid, status, predicate.cites, ptrs, {"incident": i},
                                   _unsure(flat, ptrs)))
    out += _pair_findings(counted, lens, params, flat)
    if r.outside_rabies_program(dog, lens) and not lens.exception(dog.get("police_dog")):
        ptrs = ("/dog/rabies_vaccinated",) + (("/dog/over_5_months",)
                                              if "over_5_months" in dog else ())
        out.append(Finding("pd_rabies", "potentially_dangerous", r.outside_rabies_program.cites,
                           ptrs, {}, _unsure(flat, ptrs)))
    elsewhere = r.declared_elsewhere_status(dog, lens)
    if elsewhere:
        ptrs = ("/dog/declared_elsewhere",)
        out.append(Finding("declared_elsewhere", elsewhere, r.declared_elsewhere_status.cites,
                           ptrs, {}, _unsure(flat, ptrs)))
    return out


def _pair_findings(counted, lens: Lens, params: Parameters, flat) -> list[Finding]:
    out = []
    for fid, status, predicate, fields, windowed in PAIR_FINDINGS:
        hits = [(i, inc) for i, inc in counted if predicate(inc, lens)]
        for (i, a), (j, b) in combinations(hits, 2):
            if windowed:
                day = dt.date.fromisoformat(min(a["date"], b["date"]))
                months = int(params.value("dangerous_pattern_window_months", day))
                link = r.within_window(a, b, months)
            else:
                link = r.separate_occasions(a, b)
            if not lens.fact(link):
                continue
            ptrs = _pointers(i, a, fields + ("date",)) + _pointers(j, b, fields + ("date",))
            unsure = _unsure(flat, ptrs) + ((f"/incidents/{i}/date", f"/incidents/{j}/date")
                                            if link == NOT_SURE else ())
            out.append(Finding(fid, status, predicate.cites, ptrs, {"incidents": [i, j]}, unsure))
            break  # one qualifying pair is enough; more would repeat the same reason
    return out


@helper
def top_status(found: list[Finding]) -> str:
    return max((f.status for f in found), key=r.rank, default="none")


@helper
def exceptions_considered(facts: dict) -> list[Item]:
    """The (6)[b] presumptions, provocation and the (6)[c](2)(ii) exclusions, as they arise."""
    dog, out = facts.get("dog", {}), []
    police = dog.get("police_dog")
    if police in (YES, NOT_SURE):
        out.append(Item("exception_police_dog", ("2.14(6)[b]",), {"certainty": police},
                        facts=("/dog/police_dog",)))
    labels = dict(zip(r.EXCEPTION_FIELDS, ("1", "2", "3", "4"), strict=True))
    for i, inc in enumerate(facts.get("incidents", [])):
        for field, n in labels.items():
            if inc.get(field) in (YES, NOT_SURE):
                out.append(Item(f"exception_b{n}", ("2.14(6)[b]", f"2.14(6)[b]({n})"),
                                {"incident": i, "certainty": inc[field]},
                                facts=(f"/incidents/{i}/{field}",)))
        if (inc.get("victim_tormenting_or_attacking") in (YES, NOT_SURE)
                and inc.get("defending_against_tormentor") not in (YES, NOT_SURE)):
            out.append(Item("exception_b3", ("2.14(6)[b]", "2.14(6)[b](3)"),
                            {"incident": i, "certainty": inc["victim_tormenting_or_attacking"]},
                            facts=(f"/incidents/{i}/victim_tormenting_or_attacking",)))
        if inc.get("provoked") in (YES, NOT_SURE):
            out.append(Item("provocation_considered", ("2.14(6)[a](7)", "2.14(6)[a](8)"),
                            {"incident": i, "certainty": inc["provoked"]},
                            facts=(f"/incidents/{i}/provoked",)))
        if inc.get("killed") in (YES, NOT_SURE):
            for field, xid in (("victim_at_large", "exclusion_victim_at_large"),
                               ("victim_tormenting_or_attacking", "exclusion_victim_tormenting")):
                if inc.get(field) in (YES, NOT_SURE):
                    out.append(Item(xid, ("2.14(6)[c](2)(ii)",),
                                    {"incident": i, "certainty": inc[field]},
                                    facts=(f"/incidents/{i}/{field}",)))
            if inc.get("victim") == "feral_animal":
                out.append(Item("exclusion_feral", ("2.14(6)[c](2)(ii)",), {"incident": i},
                                facts=(f"/incidents/{i}/victim",)))
    return out


class _ByPointer:
    """The facts by JSON pointer ("/dog/police_dog", "/incidents/0/provoked"), read on demand:
    a finding asks for a few, and copying every fact into one table cost a tenth of an
    assessment (the flows check runs millions)."""

    def __init__(self, facts: dict):
        self.facts = facts

    def get(self, pointer: str):
        _, where, *rest = pointer.split("/")
        if where == "dog":
            return self.facts.get("dog", {}).get(rest[0])
        items = self.facts.get(where, [])
        index = int(rest[0])
        return items[index].get(rest[1]) if index < len(items) else None
