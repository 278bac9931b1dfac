"""Scenario table for City Code § 90.17, checked against the assessment document.

Every expected value comes from reading flows/city_90_17/ordinance.txt, not from the engine.
How we read the unclear parts (each is also a notice the person sees):
* (A)(1) to (A)(3) are definitions; (A)(4) and (A)(5) make conduct prima facie evidence only.
* The (A)(1) exceptions sit under (A)(1), but "any animal shall not be deemed dangerous" for
  the conduct they name: an excepted incident is not (A)(4)/(A)(5) evidence either. The other
  reading is the 'if an exception did not apply' condition, with a notice. A known propensity
  resting only on excepted incidents is not (A)(1).
* One incident is not, by itself, an (A)(1) propensity; (A)(4)/(A)(5) say what one incident is.
* (E): a dog gets "Beware of Vicious and Dangerous Dog", any other animal the "Animal" wording.
* The section sets no deadlines: there are never any, and notice_no_deadlines is always shown."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from interview.engine.facts import validate
from tests.flows.city_90_17.check import (
    FLOW,
    GENERAL_DUTIES,
    NS,
    REASONS,
    TODAY,
    VD,
    VD_DUTIES,
    F,
    N,
    Y,
    assess,
    attack,
    chase,
    check,
    inc,
)


@dataclass(frozen=True)
class Case:
    name: str
    clause: str  # the anchor the case exercises
    facts: dict
    expect: dict


CASES: list[Case] = []


def case(name: str, clause: str, facts: dict, **expect) -> None:
    CASES.append(Case(name, clause, facts, expect))


DOG_SIGN = {"sign_words": "Beware of Vicious and Dangerous Dog"}
ANIMAL_SIGN = {"sign_words": "Beware of Vicious and Dangerous Animal"}

# --- (A): the definitions -------------------------------------------------------------------
case("nothing-known", "90.17(C)", F(animal={"species": "dog"}),
     likely="none", if_unsure="none", if_rebutted="none", declared=None, duty_basis="none",
     reason_ids_exact=set(), conditional_ids_exact=set(), duty_ids_exact=GENERAL_DUTIES,
     penalty_ids_exact=set(), right_ids_exact={"right_complaint", "right_other_laws",
                                               "right_civil_damages"},
     notice_ids_exact={"notice_no_deadlines", "notice_c3_incomplete",
                       "notice_every_owner_no_penalty"})
case("known-propensity-dog", "90.17(A)(1)", F(animal={"species": "dog", "known_propensity": Y}),
     likely=VD, duty_basis=VD, reason_ids_exact={"vd_propensity"},
     reason_params={"vd_propensity": {"kind": "definition"}},
     duty_ids_exact=GENERAL_DUTIES | VD_DUTIES,
     # (B) "It shall be unlawful for the owner or keeper of a vicious or dangerous animal to
     # permit...": no declaration step, so the duties bind now.
     duty_applies={"duty_vd_confinement": "now", "duty_warning_sign": "now",
                   "duty_reasonable_care": "always"},
     # (C)(6) "not to exceed six (6) feet"; (C)(4) "buried two (2) feet"; (E) dog wording
     duty_params={"duty_vd_off_property": {"leash_ft": 6},
                  "duty_vd_outdoor_kennel": {"buried_ft": 2}, "duty_warning_sign": DOG_SIGN},
     penalty_ids={"enforcement_order_and_citation", "enforcement_seizure",
                  "enforcement_release_if_vd", "enforcement_euthanasia_no_proof"},
     absent_notice_ids={"notice_duties_on_evidence"},  # (A)(1) is a definition
     notice_ids={"notice_no_declaration", "notice_fines_not_set", "notice_chain_conflict",
                 "notice_off_premises_conflict",
                 "notice_sign_wording",
                 "notice_officer_discretion", "notice_and_or", "notice_attended_by_owner",
                 "notice_kennel_or_fence"})
case("known-propensity-not-sure", "90.17(A)(1)", F(animal={"known_propensity": NS}),
     likely="none", if_unsure=VD, conditional_ids={"vd_propensity"},
     conditional_unsure={"vd_propensity": {"/animal/known_propensity"}},
     duty_ids_exact=GENERAL_DUTIES,
     text_has=("If the animal is known to chase, hurt or attack",))
# "a known or displayed propensity": a displayed one alone is enough (schema 1.3 asks apart).
case("displayed-propensity", "90.17(A)(1)", F(animal={"species": "cat", "known_propensity": N,
                                                      "displayed_propensity": Y}),
     likely=VD, duty_basis=VD, reason_ids_exact={"vd_propensity"},
     reason_params={"vd_propensity": {"kind": "definition"}})
case("displayed-propensity-not-sure", "90.17(A)(1)",
     F(animal={"known_propensity": N, "displayed_propensity": NS}),
     likely="none", if_unsure=VD, conditional_ids={"vd_propensity"},
     conditional_unsure={"vd_propensity": {"/animal/displayed_propensity"}},
     text_has=("If the animal has shown that it will chase, hurt or attack",))
case("kept-for-fighting", "90.17(A)(2)", F(animal={"kept_for_fighting": Y}),
     likely=VD, reason_ids_exact={"vd_fighting"},
     reason_params={"vd_fighting": {"kind": "definition"}})
case("trained-to-attack", "90.17(A)(3)",
     F(animal={"trained_to_attack": Y, "owned_by_law_enforcement": N}),
     likely=VD, reason_ids_exact={"vd_trained_to_attack"},
     reason_params={"vd_trained_to_attack": {"kind": "definition"}})
case("trained-police-animal", "90.17(A)(3)",
     F(animal={"trained_to_attack": Y, "owned_by_law_enforcement": Y}),
     # "excepting animals owned by public law enforcement agencies"
     likely="none", if_rebutted=VD, reason_ids_exact=set(),
     exception_ids={"exception_law_enforcement"}, conditional_ids={"vd_trained_to_attack"},
     duty_ids_exact=GENERAL_DUTIES)
case("trained-police-not-sure", "90.17(A)(3)",
     F(animal={"trained_to_attack": Y, "owned_by_law_enforcement": NS}),
     # an exception counts only when answered yes
     likely=VD, reason_ids={"vd_trained_to_attack"},
     exception_params={"exception_law_enforcement": {"certainty": NS}})
case("trained-and-police-both-not-sure", "90.17(A)(3)",
     F(animal={"trained_to_attack": NS, "owned_by_law_enforcement": NS}),
     # the condition names both halves: trained to attack, and not a police animal
     likely="none", if_unsure=VD, conditional_unsure={"vd_trained_to_attack": {
         "/animal/trained_to_attack", "/animal/owned_by_law_enforcement"}},
     text_has=("If the animal was trained to attack people and the rule for animals owned by "
               "law enforcement did not apply, the likely status would be",))
case("police-animal-kept-for-fighting", "90.17(A)(2)",
     F(animal={"kept_for_fighting": Y, "owned_by_law_enforcement": Y}),
     # the law-enforcement carve-out is written in (A)(3) only
     likely=VD, reason_ids_exact={"vd_fighting"})

# --- (A)(4): an unprovoked attack on a person is prima facie evidence -------------------------
case("unprovoked-attack-person", "90.17(A)(4)", F(attack()),
     likely=VD, reason_ids_exact={"pf_unprovoked_attack"},
     reason_params={"pf_unprovoked_attack": {"kind": "prima_facie", "incident": 0}},
     text_has=("prima facie evidence", "an officer may rely on", "not a final finding",
               "The owner can answer it"),
     evidence_ids={"evidence_prima_facie_attack", "evidence_complaint"},
     notice_ids={"notice_one_incident_propensity", "notice_and_or"})
case("provocation-left-out", "90.17(A)(4)",
     F(inc(victim="person", attacked=Y, injured=Y)),  # the API may leave 'provoked' out
     # "unprovoked" is not shown by a fact left out: a condition, not "Nothing provoked it"
     likely="none", if_unsure=VD, reason_ids_exact=set(),
     conditional_unsure={"pf_unprovoked_attack": {"/incidents/0/provoked"}},
     text_has=("If nothing provoked the animal",))
case("provoked-attack-person", "90.17(A)(4)", F(attack(provoked=Y)),
     likely="none", if_unsure="none", if_rebutted="none", reason_ids_exact=set(),
     exception_ids={"provocation_considered"}, notice_ids={"notice_provocation_undefined"})
case("provocation-not-sure", "90.17(A)(4)", F(attack(provoked=NS)),
     likely="none", if_unsure=VD, conditional_ids={"pf_unprovoked_attack"},
     conditional_unsure={"pf_unprovoked_attack": {"/incidents/0/provoked"}},
     text_has=("If nothing provoked the animal",))
case("attempt-to-injure-person", "90.17(A)(4)",
     F(inc(victim="person", attacked=N, injured=N, attempted_to_injure=Y, provoked=N)),
     likely=VD, reason_ids_exact={"pf_unprovoked_attack"})
case("attack-victim-not-sure", "90.17(A)(4)", F(attack(victim=NS)),
     likely="none", if_unsure=VD, conditional_ids={"pf_unprovoked_attack"},
     conditional_unsure={"pf_unprovoked_attack": {"/incidents/0/victim"}},
     # (A)(4) "any person" only
     text_has=("If the victim was a person, the likely",))
case("chase-victim-not-sure", "90.17(A)(5)",
     F(chase(victim=NS, victim_sought_shelter=Y)),
     likely="none", if_unsure=VD, conditional_ids={"pf_terrorizing_chase"},
     # (A)(5) "a human being or domestic animal": the condition must not narrow it to people
     text_has=("If the victim was a person or a domestic animal, the likely",))
case("attack-on-pet-no-chase", "90.17(A)(4)", F(attack(victim="domestic_animal")),
     # (A)(4) names "any person"; no chase, so not (A)(5); one time is not a propensity
     likely="none", reason_ids_exact=set(), notice_ids={"notice_one_incident_propensity"})
case("two-attacks-on-pets", "90.17(A)(1)",
     F(attack(victim="domestic_animal"), attack(victim="domestic_animal", date="2026-05-11")),
     # how many times make a "displayed propensity" is not said: named, with what follows
     likely="none", notice_ids={"notice_incidents_propensity"},
     absent_notice_ids={"notice_one_incident_propensity"},
     notice_params={"notice_incidents_propensity": {"incidents": [0, 1]}},
     text_has=("In incidents 1 and 2,", "If so, the animal is vicious or dangerous."))

# --- (A)(5): a terrorizing approach or chase -----------------------------------------------
case("chase-person-shelter-no-injury", "90.17(A)(5)",
     F(chase(victim_sought_shelter=Y, victim_had_to_defend=N, third_party_intervened=N)),
     # "It shall not matter whether the human being ... sustains any physical injury."
     likely=VD, reason_ids_exact={"pf_terrorizing_chase"},
     reason_params={"pf_terrorizing_chase": {"kind": "prima_facie"}},
     notice_ids={"notice_terrorizing_undefined", "notice_duties_on_evidence"},
     evidence_ids={"evidence_prima_facie_chase"})
case("chase-pet-defended-with-injury", "90.17(A)(5)",
     F(inc(victim="domestic_animal", approached_or_chased_terrorizing=Y, attacked=Y,
           injured=Y, victim_had_to_defend=Y)),
     likely=VD, reason_ids_exact={"pf_terrorizing_chase"})
case("chase-third-party-stopped-it", "90.17(A)(5)", F(chase(third_party_intervened=Y)),
     likely=VD, reason_ids_exact={"pf_terrorizing_chase"})
case("chase-no-one-needed-to-react", "90.17(A)(5)",
     F(chase(victim_sought_shelter=N, victim_had_to_defend=N, third_party_intervened=N)),
     likely="none", reason_ids_exact=set())
case("chase-wild-animal", "90.17(A)(5)", F(chase(victim="none", victim_sought_shelter=Y)),
     likely="none", reason_ids_exact=set())

# --- (A)(1) exceptions: "shall not be deemed dangerous" -----------------------------------------
case("exception-a-tormentor", "90.17(A)(1)(a)",
     F(attack(provoked=Y, victim_assaulted_owner_or_tormented_animal=Y),
       animal={"known_propensity": Y}),
     likely="none", if_rebutted=VD, reason_ids_exact=set(),
     exception_ids={"exception_a1_a"}, conditional_ids={"vd_propensity"},
     # the exception answered yes is set aside by the condition, not "not sure"
     conditional_set_aside={"vd_propensity":
                            {"/incidents/0/victim_assaulted_owner_or_tormented_animal"}},
     conditional_certainty={"vd_propensity": "if_rebutted"},
     notice_ids={"notice_propensity_from_excepted", "notice_exceptions_only_a1"},
     text_has=("did not apply", "not a presumption"))
case("exception-b-stops-unprovoked-evidence", "90.17(A)(1)(b)",
     F(attack(defending_against_attack_on_owner_or_person=Y)),
     # "shall not be deemed dangerous": (A)(4) evidence of a vicious or dangerous animal does
     # not count; the reading that it still does is the condition, with a notice
     likely="none", if_rebutted=VD, duty_basis="none", reason_ids_exact=set(),
     conditional_ids_exact={"pf_unprovoked_attack"}, exception_ids={"exception_a1_b"},
     conditional_certainty={"pf_unprovoked_attack": "if_rebutted"},
     conditional_set_aside={"pf_unprovoked_attack": {
         "/incidents/0/defending_against_attack_on_owner_or_person"}},
     notice_ids={"notice_exceptions_only_a1", "notice_exceptions_and_evidence"},
     notice_params={"notice_exceptions_and_evidence": {"incidents": [0]}},
     text_has=("If the exception for defending its owner or another person did not apply, "
               "the likely status would be: vicious or dangerous animal.",))
case("exception-a-torment-is-not-unprovoked", "90.17(A)(1)(a)",
     F(attack(victim_assaulted_owner_or_tormented_animal=Y)),  # answered 'not provoked' too
     # tormenting or assaulting its owner is provocation: not (A)(4) on either reading
     likely="none", if_rebutted="none", reason_ids_exact=set(), conditional_ids_exact=set(),
     exception_ids={"exception_a1_a"}, text_absent=("Nothing provoked it.",))
case("exception-c-stops-chase-evidence", "90.17(A)(1)(c)",
     F(chase(victim_had_to_defend=Y, protecting_young_or_other_animal=Y)),
     likely="none", reason_ids_exact=set(), conditional_ids_exact={"pf_terrorizing_chase"},
     exception_ids={"exception_a1_c"}, notice_ids={"notice_exceptions_and_evidence"})
case("exception-not-sure-leaves-the-evidence", "90.17(A)(4)",
     F(attack(defending_against_attack_on_owner_or_person=NS)),
     # an exception only 'may' fit: the evidence still counts, and the exception is shown
     likely=VD, reason_ids_exact={"pf_unprovoked_attack"},
     exception_params={"exception_a1_b": {"certainty": NS}},
     notice_ids={"notice_exceptions_and_evidence"})
case("exception-in-one-incident-leaves-another", "90.17(A)(4)",
     F(attack(protecting_young_or_other_animal=Y), attack()),
     likely=VD, reason_ids_exact={"pf_unprovoked_attack"},
     reason_params={"pf_unprovoked_attack": {"incident": 1}})
case("propensity-one-excepted-one-not", "90.17(A)(1)",
     F(attack(provoked=Y, victim_assaulted_owner_or_tormented_animal=Y),
       attack(victim="domestic_animal", provoked=Y), animal={"known_propensity": Y}),
     likely=VD, reason_ids_exact={"vd_propensity"},
     absent_notice_ids={"notice_propensity_from_excepted"})
case("exception-not-sure-does-not-excuse", "90.17(A)(1)",
     F(attack(provoked=Y, protecting_young_or_other_animal=NS), animal={"known_propensity": Y}),
     likely=VD, reason_ids_exact={"vd_propensity"},
     exception_params={"exception_a1_c": {"certainty": NS}})

# --- (C) duties of every owner, (E) signs ---------------------------------------------------
case("minor-owner", "90.17(C)(2)", F(animal={"owner_is_minor": Y}),
     duty_ids_exact=GENERAL_DUTIES | {"duty_parent_guardian"},
     notice_ids={"notice_minor_undefined"})
case("minor-owner-not-sure", "90.17(C)(2)", F(animal={"owner_is_minor": NS}),
     duty_params={"duty_parent_guardian": {"certainty": NS}})
case("adult-owner", "90.17(C)(2)", F(animal={"owner_is_minor": N}),
     duty_ids_exact=GENERAL_DUTIES)
case("guard-dog-no-status", "90.17(E)", F(animal={"species": "dog", "guard_dog": Y}),
     likely="none", duty_basis="none",
     duty_ids_exact=GENERAL_DUTIES | {"duty_warning_sign"},
     duty_params={"duty_warning_sign": {**DOG_SIGN, "guard_dog": True}},
     duty_applies={"duty_warning_sign": "now"},
     notice_ids={"notice_guard_dog_undefined", "notice_sign_wording"})
case("guard-dog-not-sure", "90.17(E)", F(animal={"species": "dog", "guard_dog": NS}),
     duty_ids_exact=GENERAL_DUTIES, notice_ids={"notice_guard_dog_undefined"})
case("vd-cat-sign", "90.17(E)", F(animal={"species": "cat", "known_propensity": Y}),
     duty_params={"duty_warning_sign": ANIMAL_SIGN},
     absent_notice_ids={"notice_b_dog_or_cat"})
case("vd-other-animal", "90.17(B)", F(animal={"species": "other", "kept_for_fighting": Y}),
     duty_params={"duty_warning_sign": ANIMAL_SIGN}, notice_ids={"notice_b_dog_or_cat"})
case("vd-kept-indoors", "90.17(C)(4)",
     F(animal={"known_propensity": Y, "kept_outdoors": N}),
     duty_ids_exact=GENERAL_DUTIES | VD_DUTIES - {"duty_vd_outdoor_kennel"},
     absent_notice_ids={"notice_kennel_or_fence"})
case("vd-kept-outdoors", "90.17(C)(4)",
     F(animal={"known_propensity": Y, "kept_outdoors": Y}),
     duty_params={"duty_vd_outdoor_kennel": {"buried_ft": 2, "kept_outdoors": Y}})

# --- (F), (D): earlier findings, second complaints, impoundment ------------------------------
case("previously-found", "90.17(F)(2)",
     F(animal={"previously_found_vicious_or_dangerous": Y}),
     likely=VD, declared=VD, duty_basis=VD, reason_ids_exact={"vd_previously_found"},
     reason_params={"vd_previously_found": {"kind": "previous_finding"}},
     duty_applies={"duty_vd_confinement": "now", "duty_warning_sign": "now"},
     # (F)(2) is raised as a warning: no later complaint yet, so it does not apply now
     penalty_params={"enforcement_second_complaint": {"certainty": N}},
     notice_ids={"notice_f2_typos", "notice_f2_who_chooses"})
case("second-complaint-earlier-finding-not-sure", "90.17(F)(2)",
     F(animal={"previously_found_vicious_or_dangerous": NS},
       complaint={"subsequent_complaint": Y}),
     likely="none", if_unsure=VD, declared=None, conditional_ids={"vd_previously_found"},
     penalty_params={"enforcement_second_complaint": {"certainty": NS}})
case("second-complaint", "90.17(F)(2)",
     F(animal={"previously_found_vicious_or_dangerous": Y}, complaint={"subsequent_complaint": Y}),
     penalty_params={"enforcement_second_complaint": {"certainty": Y,
                                                      "subsequent_complaint": Y}})
case("no-second-complaint", "90.17(F)(2)", F(animal={"known_propensity": Y}),
     likely=VD,  # (A)(1), on the known propensity; (F)(2) needs an earlier finding too
     absent_penalty_ids={"enforcement_second_complaint"}, absent_notice_ids={"notice_f2_typos"})
case("impounded-not-reclaimed", "90.17(D)(2)",
     F(animal={"known_propensity": Y},
       enforcement={"impounded": Y, "reclaimed": N, "proof_of_confinement": N}),
     penalty_params={"enforcement_euthanasia_no_proof": {"at_risk": True}},
     right_ids={"right_impound_at_vet_or_kennel", "right_release_if_not_vd"},
     notice_ids={"notice_d2_alleged"})
case("impounded-proof-but-not-reclaimed", "90.17(D)(2)",
     # "fails to either provide proof ... or fails to reclaim it": either failure is enough
     F(enforcement={"impounded": Y, "reclaimed": N, "proof_of_confinement": Y}),
     penalty_params={"enforcement_euthanasia_no_proof": {"at_risk": True}},
     text_has=("take it back, and give proof",))
case("impounded-not-sure", "90.17(D)(1)(b)",
     # an impoundment that may have happened brings in (D), each item marked as resting on it
     F(enforcement={"impounded": NS, "reclaimed": NS}),
     likely="none", right_ids={"right_impound_at_vet_or_kennel", "right_release_if_not_vd"},
     right_params={"right_impound_at_vet_or_kennel": {"certainty": NS}},
     penalty_ids={"enforcement_euthanasia_no_proof"},
     penalty_params={"enforcement_euthanasia_no_proof": {"at_risk": True, "certainty": NS},
                     "enforcement_order_and_citation": {"certainty": NS}},
     notice_ids={"notice_d2_alleged"})
case("impounded-and-reclaimed", "90.17(D)(1)(b)",
     F(enforcement={"impounded": Y, "reclaimed": Y, "proof_of_confinement": Y}),
     penalty_params={"enforcement_euthanasia_no_proof": {"at_risk": False}},
     # taken back with proof: no "act fast: take it back, and give proof"
     absent_notice_ids={"notice_d2_alleged"}, text_absent=("act fast",))
case("impounded-reclaimed-proof-unsure", "90.17(D)(2)",
     F(enforcement={"impounded": Y, "reclaimed": Y, "proof_of_confinement": NS}),
     penalty_params={"enforcement_euthanasia_no_proof": {"at_risk": True}},
     notice_ids={"notice_d2_alleged"})
case("harmed-person-complains", "90.17(F)(1)", F(chase(victim_sought_shelter=Y), asker="harmed"),
     right_params={"right_complaint": {"asker": "harmed"}},
     evidence_ids_exact={"evidence_complaint", "evidence_officer_finding",
                         "evidence_prima_facie_attack", "evidence_prima_facie_chase"},
     right_ids={"right_other_laws", "right_civil_damages"},
     text_has=("make a complaint to the City",),
     absent_notice_ids={"notice_who_may_complain"})
case("pet-owner-complains", "90.17(F)(1)",
     F(chase("domestic_animal", victim_sought_shelter=Y), asker="harmed"),
     # "Any person who has been pursued or attacked ..., or anyone on behalf of such person":
     # the text is silent on the owner of a pet that was chased.
     notice_ids={"notice_who_may_complain"})


# --- Rows added by the mutation review ------------------------------------------------------
case("attacked-only-person", "90.17(A)(4)",
     F(inc(victim="person", attacked=Y, injured=N, attempted_to_injure=N, provoked=N)),
     # (A)(4) "attacks or injures or attempts to injure": each alone is enough
     likely=VD, reason_ids_exact={"pf_unprovoked_attack"})
case("injured-only-person", "90.17(A)(4)",
     F(inc(victim="person", attacked=N, injured=Y, attempted_to_injure=N, provoked=N)),
     likely=VD, reason_ids_exact={"pf_unprovoked_attack"})
case("person-not-attacked-nor-chased", "90.17(A)(4)",
     F(inc(victim="person", attacked=N, injured=N, attempted_to_injure=N,
           approached_or_chased_terrorizing=N, victim_sought_shelter=Y, provoked=N)),
     # no attack, injury or attempt ((A)(4)) and no terrorizing approach or chase ((A)(5))
     likely="none", if_unsure="none", reason_ids_exact=set())
# A known propensity resting only on one excepted incident, whatever "pursuing, wounding, or
# attacking" it showed (or may have shown), is not (A)(1).
for _field, _value in (("attacked", Y), ("injured", Y), ("attempted_to_injure", Y),
                       ("approached_or_chased_terrorizing", Y), ("attacked", NS)):
    _conduct = {f: N for f in ("attacked", "injured", "attempted_to_injure",
                               "approached_or_chased_terrorizing")} | {_field: _value}
    case(f"propensity-only-excepted-{_field}-{_value}", "90.17(A)(1)",
         F(inc(victim="person", provoked=Y, victim_assaulted_owner_or_tormented_animal=Y,
               **_conduct), animal={"known_propensity": Y}),
         likely="none", if_rebutted=VD, reason_ids_exact=set(),
         notice_ids={"notice_propensity_from_excepted"})
case("subsequent-complaint-no-earlier-finding", "90.17(F)(2)",
     F(animal={"known_propensity": Y}, complaint={"subsequent_complaint": Y}),
     # (F)(2) needs both halves; a later complaint alone raises it as a warning only
     penalty_params={"enforcement_second_complaint": {"certainty": N,
                                                      "subsequent_complaint": Y}})

# --- (C)(5): every owner keeps an animal "under restraint and in control" off its land ---------
UNRESTRAINED = "unlawful_unrestrained_off_property"
case("loose-off-its-land", "90.17(C)(5)",
     F(chase(off_owner_property=Y, under_control=N)),
     unlawful_ids_exact={UNRESTRAINED}, unlawful_params={UNRESTRAINED: {"certainty": Y}})
case("leashed-off-its-land", "90.17(C)(5)",
     # "securely restrained by a leash or other device held by a competent person"
     F(chase(off_owner_property=Y, under_control=Y)), unlawful_ids_exact=set())
case("maybe-off-its-land", "90.17(C)(5)",
     F(chase(off_owner_property=NS, under_control=N)),
     unlawful_params={UNRESTRAINED: {"certainty": NS}})
case("off-its-land-control-unknown", "90.17(C)(5)",
     F(chase(off_owner_property=Y, under_control=NS)),
     unlawful_params={UNRESTRAINED: {"certainty": NS}})
case("loose-on-its-own-land", "90.17(C)(5)",
     # (C)(5) binds only "while the animal is off the real property limits"
     F(chase(off_owner_property=N, under_control=N)), unlawful_ids_exact=set())
case("once-loose-once-leashed", "90.17(C)(5)",
     F(chase(off_owner_property=Y, under_control=Y), chase(off_owner_property=Y,
                                                           under_control=N)),
     unlawful_params={UNRESTRAINED: {"certainty": Y}})


def test_case_table_is_sound():
    names = [c.name for c in CASES]
    assert len(CASES) >= 25 and len(names) == len(set(names))
    for c in CASES:
        assert c.clause in FLOW.law, (c.name, c.clause)
        # Something must be there: a row that only says what is absent passes on an engine
        # that drops the whole section.
        assert any(not key.startswith("absent_") and key != "text_absent"
                   for key in c.expect), c.name


@pytest.mark.parametrize("c", [pytest.param(c, id=c.name) for c in CASES])
def test_scenario(c: Case):
    assert validate(FLOW, c.facts, TODAY) == []
    doc = assess(c.facts)
    check(doc, c.expect)
    # § 90.17 sets no deadlines: none are ever counted, and the person is told so.
    assert doc["deadlines"] == []
    assert "notice_no_deadlines" in {n["id"] for n in doc["notices"]}
    for section in ("reasons", "conditional", "exceptions", "duties", "rights", "penalties",
                    "notices", "evidence"):
        for item in doc[section]:
            assert item["cite"] and all(a in FLOW.law for a in item["cite"]), item
    for reason in doc["reasons"] + doc["conditional"]:
        assert reason["id"] in REASONS and reason["params"]["kind"] in (
            "definition", "prima_facie", "previous_finding"), reason
        assert "presumption" not in reason.get("condition", ""), reason
