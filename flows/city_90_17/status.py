"""City § 90.17(A): findings (the reasons for a status) and the exceptions considered.

Every finding carries its kind in ``params``: 'definition' ((A)(1) to (A)(3): the animal meets the
meaning of a vicious or dangerous animal), 'prima_facie' ((A)(4), (A)(5): evidence an officer may
rely on, which the owner can answer) or 'previous_finding' (an earlier determination, (F)(2))."""
from __future__ import annotations

from interview.engine.assessment import Finding, Item
from interview.engine.rules import NOT_SURE, YES, helper

from . import rules as r
from .rules import IF_NO_EXCEPTION, VD, Lens

MAYBE = (YES, NOT_SURE)

# Findings about the animal: (id, kind, predicate, the animal fields it reads).
ANIMAL_FINDINGS = (
    ("vd_fighting", "definition", r.kept_for_fighting, ("kept_for_fighting",)),
    ("vd_trained_to_attack", "definition", r.trained_to_attack_persons,
     ("trained_to_attack", "owned_by_law_enforcement")),
    ("vd_previously_found", "previous_finding", r.previously_found,
     ("previously_found_vicious_or_dangerous",)),
)
# Findings about one incident: (id, kind, predicate, groups of fields). Within a group the
# fields are alternatives ('attacks or injures or attempts to injure'); groups must all hold.
INCIDENT_FINDINGS = (
    ("pf_unprovoked_attack", "prima_facie", r.unprovoked_attack_on_person,
     (r.ATTACK_FIELDS, ("victim",), ("provoked",))),
    ("pf_terrorizing_chase", "prima_facie", r.terrorizing_approach_or_chase,
     (("approached_or_chased_terrorizing",), r.RESPONSE_FIELDS, ("victim",))),
)
FINDING_IDS = ("vd_propensity",) + tuple(row[0] for row in ANIMAL_FINDINGS + INCIDENT_FINDINGS)


def _pointers(base: str, record: dict, groups) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(facts, unsure): the answered fields of each group, and those answered 'not sure' where
    nothing else in their group was a plain 'yes' (an 'or' needs only one 'yes')."""
    facts, unsure = [], []
    for group in groups:
        present = [f for f in group if f in record]
        facts += [f"{base}/{f}" for f in present]
        if not any(record[f] == YES for f in present):
            unsure += [f"{base}/{f}" for f in present if record[f] == NOT_SURE]
    return tuple(facts), tuple(unsure)


def _exception_pointers(incidents: list[dict], first: int = 0) -> tuple[str, ...]:
    return tuple(f"/incidents/{i}/{f}" for i, inc in enumerate(incidents, first)
                 for f in r.EXCEPTION_FIELDS if inc.get(f) == YES)


@helper
def findings(facts: dict, lens: Lens) -> list[Finding]:
    """Every reason the facts give under ``lens``, each with its facts, clause and kind."""
    animal, incidents = facts.get("animal", {}), facts.get("incidents", [])
    out: list[Finding] = []
    if (r.known_or_displayed_propensity(animal, lens)
            and not r.propensity_only_from_excepted_conduct(incidents, lens)):
        ptrs, unsure = _pointers("/animal", animal, (r.PROPENSITY_FIELDS,))
        # the wording then names the exceptions set aside
        aside = _exception_pointers(incidents) if lens is IF_NO_EXCEPTION else ()
        out.append(Finding("vd_propensity", VD, r.known_or_displayed_propensity.cites, ptrs,
                           {"kind": "definition"}, unsure, aside))
    for fid, kind, predicate, fields in ANIMAL_FINDINGS:
        if predicate(animal, lens):
            ptrs, unsure = _pointers("/animal", animal, [(f,) for f in fields])
            police = animal.get("owned_by_law_enforcement")
            aside = (("/animal/owned_by_law_enforcement",)
                     if lens is IF_NO_EXCEPTION and police == YES else ())
            if police != NOT_SURE:
                unsure = tuple(p for p in unsure if not p.endswith("/owned_by_law_enforcement"))
            out.append(Finding(fid, VD, predicate.cites, ptrs, {"kind": kind}, unsure, aside))
    for i, inc in enumerate(incidents):
        for fid, kind, predicate, groups in INCIDENT_FINDINGS:
            if predicate(inc, lens):
                ptrs, unsure = _pointers(f"/incidents/{i}", inc, groups)
                # a group left out that the rule still let through ('provoked'): it is unsure
                unsure += tuple(f"/incidents/{i}/{g[0]}" for g in groups
                                if not any(f in inc for f in g))
                aside = _exception_pointers([inc], i) if lens is IF_NO_EXCEPTION else ()
                out.append(Finding(fid, VD, predicate.cites, ptrs,
                                   {"kind": kind, "incident": i}, unsure, aside))
    return out


@helper
def top_status(found: list[Finding]) -> str:
    return max((f.status for f in found), key=r.rank, default="none")


@helper
def exceptions_considered(facts: dict) -> list[Item]:
    """The (A)(1) exceptions, the (A)(3) law-enforcement carve-out and provocation under (A)(4),
    each as it arises in the facts."""
    animal, out = facts.get("animal", {}), []
    police = animal.get("owned_by_law_enforcement")
    if police in MAYBE:
        out.append(Item("exception_law_enforcement", ("90.17(A)(3)",), {"certainty": police},
                        facts=("/animal/owned_by_law_enforcement",)))
    for i, inc in enumerate(facts.get("incidents", [])):
        for field, letter in r.EXCEPTION_FIELDS.items():
            if inc.get(field) in MAYBE:
                out.append(Item(f"exception_a1_{letter}", ("90.17(A)(1)", f"90.17(A)(1)({letter})"),
                                {"incident": i, "certainty": inc[field]},
                                facts=(f"/incidents/{i}/{field}",)))
        attack = r.unprovoked_attack_on_person({**inc, "provoked": "no"}, r.IF_UNSURE)
        if inc.get("provoked") in MAYBE and attack:
            out.append(Item("provocation_considered", ("90.17(A)(4)",),
                            {"incident": i, "certainty": inc["provoked"]},
                            facts=(f"/incidents/{i}/provoked",)))
    return out
