"""City Code § 90.17(A): when an animal is vicious or dangerous. Pure functions, no Flask.

(A)(1) to (A)(3) are definitions: if one is met, the animal *is* vicious or dangerous. (A)(4) and
(A)(5) are not definitions: the conduct they name is prima facie evidence an officer may rely on,
and the owner can answer it. Each predicate reads the animal or one incident through a ``Lens``:
SHOWN counts only facts answered 'yes'; IF_UNSURE also counts 'not sure' (for conditional
wording); IF_NO_EXCEPTION ignores the exceptions (what follows if an exception did not apply).

The (A)(1) exceptions are not presumptions an officer can rebut: the text says an animal 'shall
not be deemed dangerous' when one applies. Whether an exception fits the facts is for the officer.
"""
from __future__ import annotations

from interview.engine.rules import (
    IF_REBUTTED,
    IF_UNSURE,
    NO,
    NOT_SURE,
    SHOWN,
    YES,
    Lens,
    both,
    cites,
    either,
    helper,
    value_in,
)

PERSON = frozenset({"person"})
PERSON_OR_DOMESTIC = frozenset({"person", "domestic_animal"})
STATUS_ORDER = ("none", "vicious_or_dangerous")
VD = "vicious_or_dangerous"
# The (A)(1) exceptions, by the letter of the clause that states each.
EXCEPTION_FIELDS = {
    "victim_assaulted_owner_or_tormented_animal": "a",
    "defending_against_attack_on_owner_or_person": "b",
    "protecting_young_or_other_animal": "c",
}
# "pursuing, wounding, or attacking" (A)(1); "attacks or injures or attempts to injure" (A)(4).
CONDUCT_FIELDS = ("attacked", "injured", "attempted_to_injure",
                  "approached_or_chased_terrorizing")
ATTACK_FIELDS = ("attacked", "injured", "attempted_to_injure")
RESPONSE_FIELDS = ("victim_sought_shelter", "victim_had_to_defend", "third_party_intervened")
# "a known or displayed propensity" (A)(1): the interview asks each apart (schema 1.3).
PROPENSITY_FIELDS = ("known_propensity", "displayed_propensity")


# The engine's third lens is named 'if_rebutted'; here it means 'if an exception did not apply'.
IF_NO_EXCEPTION = IF_REBUTTED
__all__ = ["IF_NO_EXCEPTION", "IF_UNSURE", "SHOWN", "Lens"]


@helper
def rank(status: str) -> int:
    return STATUS_ORDER.index(status)


def _victim_in(incident: dict, kinds: frozenset) -> str:
    return value_in(incident.get("victim"), kinds)


@cites("90.17(A)(4)", "90.17(A)(1)(a)")
def unprovoked(incident: dict) -> str:
    """Whether it attacked "any person unprovoked". Our reading: not an attack on "anyone
    assaulting its owner, or any person or other animal who has tormented or abused it"
    (the exception of (A)(1)(a)): a victim who did that provoked it, whatever the
    provocation answer says. Else 'no' provocation becomes 'yes' unprovoked; a missing
    answer is not shown either way (the schema treats a left-out fact as not shown)."""
    if incident.get("victim_assaulted_owner_or_tormented_animal") == YES:
        return NO
    return {YES: NO, NO: YES}.get(incident.get("provoked"), NOT_SURE)


@cites("90.17(A)(1)")
def known_or_displayed_propensity(animal: dict, lens: Lens) -> bool:
    """"Any animal which constitutes a physical threat to human beings or other domestic animals
    by virtue of a known or displayed propensity to endanger by pursuing, wounding, or attacking
    any other domestic animal or human being". Known or displayed: either one is enough
    (the interview asks them apart; a 1.0–1.2 document's ``known_propensity`` meant both)."""
    return lens.fact(either(*(animal.get(f) for f in PROPENSITY_FIELDS)))


@cites("90.17(A)(1)")
def pursued_wounded_or_attacked(incident: dict) -> str:
    """"pursuing, wounding, or attacking any other domestic animal or human being". Tri-state:
    did this incident show such conduct toward a person or a domestic animal?"""
    conduct = either(*(incident.get(f) for f in CONDUCT_FIELDS))
    return both(conduct, _victim_in(incident, PERSON_OR_DOMESTIC))


@cites("90.17(A)(1)", "90.17(A)(1)(a)", "90.17(A)(1)(b)", "90.17(A)(1)(c)")
def is_excepted(incident: dict, lens: Lens) -> bool:
    """"Exceptions - Any animal shall not be deemed dangerous if: (a) It bites, attacks, or
    menaces anyone assaulting its owner, or any person or other animal who has tormented or
    abused it; or (b) It is otherwise acting in defense of an attack from a person or other
    animal upon the owner or other person; or (c) It is protecting or defending its young or
    other domestic animal.\""""
    return any(lens.exception(incident.get(f)) for f in EXCEPTION_FIELDS)


@cites("90.17(A)(1)", "90.17(A)(4)", "90.17(A)(5)")
def evidence_excepted(incident: dict, lens: Lens) -> bool:
    """"Any animal shall not be deemed dangerous if" an exception applies. The exceptions are
    written under (A)(1), and the text does not say whether they reach (A)(4) and (A)(5). Our
    reading (notice_exceptions_only_a1): they do. (A)(4) and (A)(5) make conduct "evidence that
    the animal is vicious and dangerous", that is, as (A) defines it; an animal that "shall not be
    deemed dangerous" for that conduct is not shown to be so by it. Tormenting or abusing an
    animal, (A)(1)(a), is also what (A)(4)'s "unprovoked" leaves out. The other reading is kept
    as the 'if an exception did not apply' lens, and worded as a condition."""
    return is_excepted(incident, lens)


@cites("90.17(A)(1)")
def propensity_only_from_excepted_conduct(incidents: list[dict], lens: Lens) -> bool:
    """"Any animal shall not be deemed dangerous if" an exception applies. Our reading: when every
    incident given that shows "pursuing, wounding, or attacking" falls under an exception, the
    known or displayed propensity rests only on excepted conduct, so (A)(1) is not met."""
    shown = [i for i in incidents if pursued_wounded_or_attacked(i) in (YES, NOT_SURE)]
    return bool(shown) and all(is_excepted(i, lens) for i in shown)


@cites("90.17(A)(2)")
def kept_for_fighting(animal: dict, lens: Lens) -> bool:
    """"Any animal trained, owned, or harbored for the purpose, primarily or in part, of animal
    fighting.\""""
    return lens.fact(animal.get("kept_for_fighting"))


@cites("90.17(A)(3)")
def trained_to_attack_persons(animal: dict, lens: Lens) -> bool:
    """"Any animal which has been trained to attack persons independently or upon oral command,
    excepting animals owned by public law enforcement agencies.\""""
    return (lens.fact(animal.get("trained_to_attack"))
            and not lens.exception(animal.get("owned_by_law_enforcement")))


@cites("90.17(A)(4)")
def unprovoked_attack_on_person(incident: dict, lens: Lens) -> bool:
    """"If any animal attacks or injures or attempts to injure any person unprovoked, such conduct
    is prima facie evidence that the animal is vicious and dangerous." Not when an (A)(1)
    exception fits the incident: see ``evidence_excepted``."""
    return (lens.fact(either(*(incident.get(f) for f in ATTACK_FIELDS)))
            and lens.fact(_victim_in(incident, PERSON))
            and lens.fact(unprovoked(incident))
            and not evidence_excepted(incident, lens))


@cites("90.17(A)(5)")
def terrorizing_approach_or_chase(incident: dict, lens: Lens) -> bool:
    """"it is prima facie evidence that the animal is vicious and dangerous if any animal has
    approached and/or chased a human being or domestic animal in such a terrorizing manner as to
    reasonably require the human being or domestic animal to seek immediate shelter or to require
    the human being or domestic animal to defend oneself against such attack, or to require an
    intervening third party to stop the animal ... It shall not matter whether the human being or
    domestic animal sustains any physical injury." Not when an (A)(1) exception fits the
    incident: see ``evidence_excepted``."""
    return (lens.fact(incident.get("approached_or_chased_terrorizing"))
            and lens.fact(either(*(incident.get(f) for f in RESPONSE_FIELDS)))
            and lens.fact(_victim_in(incident, PERSON_OR_DOMESTIC))
            and not evidence_excepted(incident, lens))


@cites("90.17(F)(2)")
def previously_found(animal: dict, lens: Lens) -> bool:
    """"an animal previously determined or found to be a vicious or dangerous animal". Such a
    finding stands: § 90.17 gives no way to lift it."""
    return lens.fact(animal.get("previously_found_vicious_or_dangerous"))


@cites("90.17(F)(2)")
def second_complaint_may_apply(facts: dict) -> str:
    """"If a subsequent complaint is filed against the same owner, possessor or guardian for an
    animal previously determined or found to be a vicious or dangerous animal". Tri-state: does
    either half of that condition touch this case?"""
    animal, complaint = facts.get("animal", {}), facts.get("complaint") or {}
    return either(animal.get("previously_found_vicious_or_dangerous"),
                  complaint.get("subsequent_complaint"))
