"""City § 90.17(C)(5), (D), (F) and (G): an animal not under control off its owner's land,
enforcement, complaints, evidence and other law."""
from __future__ import annotations

from interview.engine.assessment import Item
from interview.engine.rules import NOT_SURE, YES, both, cites, either, negate

from .rules import second_complaint_may_apply

MAYBE = (YES, NOT_SURE)


def _resting_on(certainty: str) -> dict:
    """Params marking an item that applies only if a "not sure" answer is yes."""
    return {"certainty": certainty} if certainty == NOT_SURE else {}


@cites("90.17(D)(1)", "90.17(D)(1)(a)", "90.17(D)(1)(b)", "90.17(D)(2)")
def enforcement(facts: dict, certainty: str = YES) -> list[Item]:
    """"In the event that any law enforcement, code enforcement, or animal control officer has
    probable cause to believe that a vicious or dangerous animal is being harbored in violation of
    this section, s/he may: (a) Order the violation immediately corrected and issue a citation to
    the owner or keeper, or (b) If the violation cannot be immediately corrected and the animal is
    posing an imminent serious threat to human beings or other domestic animals, the animal may be
    seized and impounded" and "the animal will be released to the owner only after payment of any
    fines, fees and penalties" and "it may be humanely euthanized\""""
    enf = facts.get("enforcement") or {}
    impounded = enf.get("impounded")
    # "fails to either provide proof ... or fails to reclaim it": either failure is enough.
    at_risk = (impounded in MAYBE and (enf.get("reclaimed") != YES
                                       or enf.get("proof_of_confinement") != YES))
    maybe = _resting_on(certainty)
    return [
        Item("enforcement_order_and_citation", ("90.17(D)(1)", "90.17(D)(1)(a)"), maybe),
        Item("enforcement_seizure", ("90.17(D)(1)", "90.17(D)(1)(b)"),
             {"impounded": impounded, **maybe},
             facts=("/enforcement/impounded",) if impounded else ()),
        Item("enforcement_release_if_vd", ("90.17(D)(1)(b)",), maybe),
        Item("enforcement_euthanasia_no_proof", ("90.17(D)(2)",),
             {"impounded": impounded, "at_risk": at_risk, **maybe}),
    ]


@cites("90.17(C)(5)")
def unrestrained_off_property(facts: dict) -> list[Item]:
    """"It shall be the duty of the owner of any animal or anyone having an animal in his
    possession to keep the animal under restraint and in control at all times while the animal
    is off the real property limits of the owner, possessor, or custodian.\""""
    off = either(*(both(i.get("off_owner_property"), negate(i.get("under_control")))
                   for i in facts.get("incidents") or []))
    if off not in MAYBE:
        return []
    return [Item("unlawful_unrestrained_off_property", ("90.17(C)(5)",), {"certainty": off})]


@cites("90.17(D)(1)(b)")
def impoundment_rights(certainty: str = YES) -> list[Item]:
    """"At the owner's request and expense, such impoundment may be at a veterinarian or licensed
    kennel of the owner's choosing" and "If the ultimate disposition of the citation is that the
    animal is not vicious or dangerous as defined, it will be released to the owner.\""""
    params = _resting_on(certainty)
    return [
        Item("right_impound_at_vet_or_kennel", ("90.17(D)(1)(b)",), params),
        Item("right_release_if_not_vd", ("90.17(D)(1)(b)",), params),
    ]


@cites("90.17(F)(2)")
def second_complaint(facts: dict) -> list[Item]:
    """"the final order shall reguire the owner, possessor, or guardian of that vicious or
    dangerous animal to immediately remove the animal from the City or order the animal humanely
    euthanized.\""""
    if second_complaint_may_apply(facts) not in MAYBE:
        return []
    animal, complaint = facts.get("animal", {}), facts.get("complaint") or {}
    previous = animal.get("previously_found_vicious_or_dangerous")
    subsequent = complaint.get("subsequent_complaint")
    # 'yes' only when both halves are met; 'no' when one is not (yet): it is raised as a warning.
    return [Item("enforcement_second_complaint", ("90.17(F)(2)",),
                 {"certainty": both(previous, subsequent), "previously_found": previous,
                  "subsequent_complaint": subsequent})]


@cites("90.17(F)(1)")
def complaint_rights(asker: str | None) -> list[Item]:
    """"Any person who has been pursued or attacked by an allegedly vicious or dangerous animal,
    or anyone on behalf of such person, may make a complaint with the City, charging the owner,
    possessor, or custodian of such animal with harboring a vicious or dangerous animal.\""""
    return [Item("right_complaint", ("90.17(F)(1)",), {"asker": asker})]


@cites("90.17(G)")
def other_laws() -> list[Item]:
    """"Nothing in this section shall be construed to limit or prohibit application of any other
    public law or governmental regulation. Further, nothing in this section shall in any manner
    limit the civil liability of any owner, possessor, or guardian of any animal to any aggrieved
    person for damages.\""""
    return [Item("right_other_laws", ("90.17(G)",)),
            Item("right_civil_damages", ("90.17(G)",))]


@cites("90.17(F)(1)", "90.17(A)(4)", "90.17(A)(5)")
def evidence() -> list[Item]:
    """"A copy of such complaint shall be transmitted to the appropriate law enforcement, code
    enforcement, or animal control officer for investigation and action." and "such conduct is
    prima facie evidence that the animal is vicious and dangerous\""""
    return [
        Item("evidence_complaint", ("90.17(F)(1)",)),
        Item("evidence_officer_finding", ("90.17(F)(1)", "90.17(D)(1)")),
        Item("evidence_prima_facie_attack", ("90.17(A)(4)",)),
        Item("evidence_prima_facie_chase", ("90.17(A)(5)",)),
    ]
