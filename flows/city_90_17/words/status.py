"""City § 90.17 in plain words: the status, why, and the exceptions considered (status.py).

Each text is a template: {placeholders} come from the item's params, and from the place names in
flow.yaml's ``place_defaults`` ({city}, {police}, {officer}), which a deployment may replace with
real names. ``N_`` marks a string for translation (pybabel extracts it) without translating it
here."""

from interview.engine.i18n import N_

from .. import rules

STATUS = {
    "none": N_("No special status"),
    "vicious_or_dangerous": N_("Vicious or dangerous animal"),
}

HEADLINES = {
    "none": N_("Likely: no special status"),
    "vicious_or_dangerous": N_("Likely: vicious or dangerous animal"),
}

# An earlier finding leads the page: (F)(2) turns on it.
HEADLINES_DECLARED = {"vicious_or_dangerous": N_("Found before: vicious or dangerous animal")}

# For conditional wording: "If <phrase> and <phrase>, ... would likely be: <status>."
# Facts any one of which is enough, as the rules read them: the conditions join them with "or".
ALTERNATIVES = (rules.ATTACK_FIELDS, rules.RESPONSE_FIELDS, rules.PROPENSITY_FIELDS)

FACT_PHRASES = {
    "known_propensity": N_("the animal is known to chase, hurt or attack"),
    "displayed_propensity": N_("the animal has shown that it will chase, hurt or attack"),
    "kept_for_fighting": N_("the animal is kept for fighting"),
    "trained_to_attack": N_("the animal was trained to attack people"),
    "previously_found_vicious_or_dangerous": N_(
        "the animal was already found vicious or dangerous"
    ),
    "attacked": N_("the animal attacked"),
    "injured": N_("the animal caused an injury"),
    "attempted_to_injure": N_("the animal tried to hurt someone"),
    "approached_or_chased_terrorizing": N_("the animal came at or chased them in a scary way"),
    "victim_sought_shelter": N_("they had to run for cover"),
    "victim_had_to_defend": N_("they had to fight it off"),
    "third_party_intervened": N_("someone had to step in to stop it"),
    "victim": N_("the victim was a person"),
    # (A)(5) counts "a human being or domestic animal".
    "pf_terrorizing_chase:victim": N_("the victim was a person or a domestic animal"),
    "provoked": N_("nothing provoked the animal"),
    "victim_assaulted_owner_or_tormented_animal": N_(
        "the exception for an attack on the owner, or for tormenting or abuse, did not apply"
    ),
    "defending_against_attack_on_owner_or_person": N_(
        "the exception for defending its owner or another person did not apply"
    ),
    "protecting_young_or_other_animal": N_(
        "the exception for protecting its young or another animal did not apply"
    ),
    "owned_by_law_enforcement": N_("the rule for animals owned by law enforcement did not apply"),
}

# § 90.17 has no notice: an animal may have been found vicious or dangerous before (F)(2).
DECLARED_TEXT = N_("Found before: %(status)s")

TEXTS = {
    # --- Why: the reasons for a status ------------------------------------
    "vd_propensity": N_(
        "The animal is known to chase, hurt or attack people, pets or farm animals, and "
        "to put them in danger. Or it has shown that it will. Part (A)(1) says an animal "
        "like this is a vicious or dangerous animal."
    ),
    "vd_fighting": N_(
        "The animal is trained, owned or kept, even in part, for animal fighting. "
        "Part (A)(2) says that makes it a vicious or dangerous animal."
    ),
    "vd_trained_to_attack": N_(
        "The animal was trained to attack people, on its own or on a "
        "spoken command. Part (A)(3) says that makes it a vicious or "
        "dangerous animal. Animals owned by a public law enforcement "
        "agency are left out, and you did not say this one is."
    ),
    "vd_previously_found": N_(
        "The animal was already found to be vicious or dangerous. "
        "Section 90.17 does not say how such a finding ends, so we take it "
        "that it still applies. Ask {city} if you think it no longer does."
    ),
    "pf_unprovoked_attack": N_(
        "In incident {incident_no}, the animal attacked, hurt or tried to hurt a person. "
        "Nothing provoked it. Under (A)(4), that is prima facie evidence: evidence that is "
        "enough, at first sight, to show that the animal is vicious or dangerous. An officer "
        "may rely on it. It is not a final finding. The owner can answer it with other "
        "evidence."
    ),
    "pf_terrorizing_chase": N_(
        "In incident {incident_no}, the animal came at or chased a "
        "person or a pet or other domestic animal in a terrorizing way. "
        "They had to run for cover or fight it off, or someone had to "
        "step in. It does not matter if anyone was hurt. Under (A)(5), "
        "that is prima facie evidence that the animal is vicious or "
        "dangerous. It is evidence an officer may rely on, not a final "
        "finding. The owner can answer it with other evidence."
    ),
    # --- Exceptions considered --------------------------------------------
    "exception_a1_a": N_(
        "Incident {incident_no}: the animal went after someone who was "
        "attacking its owner, or a person or animal that had tormented or "
        "abused it. Under (A)(1)(a), an animal shall not be deemed dangerous for "
        "this. This is a firm exception, not a presumption that an officer "
        "can set aside. An officer still decides if it fits what happened."
    ),
    "exception_a1_b": N_(
        "Incident {incident_no}: the animal was defending its owner or another "
        "person from an attack by a person or an animal. Under (A)(1)(b), an "
        "animal shall not be deemed dangerous for this. This is a firm "
        "exception, not a presumption that an officer can set aside. An "
        "officer still decides if it fits what happened."
    ),
    "exception_a1_c": N_(
        "Incident {incident_no}: the animal was protecting its young or "
        "another domestic animal. Under (A)(1)(c), an animal shall not be "
        "deemed dangerous for this. This is a firm exception, not a "
        "presumption that an officer can set aside. An officer still decides "
        "if it fits what happened."
    ),
    # The same, when the answer was "not sure" (interview.engine.wording: "<id>:not_sure").
    "exception_a1_a:not_sure": N_(
        "Incident {incident_no}: maybe the animal went after someone who was attacking its "
        "owner, or a person or animal that had tormented or abused it. If so, (A)(1)(a) says "
        "it shall not be deemed dangerous for this. This is a firm exception, not a "
        "presumption that an officer can set aside. An officer still decides if it fits what "
        "happened."
    ),
    "exception_a1_b:not_sure": N_(
        "Incident {incident_no}: maybe the animal was defending its owner or another person "
        "from an attack. If so, (A)(1)(b) says it shall not be deemed dangerous for this. "
        "This is a firm exception, not a presumption that an officer can set aside. An "
        "officer still decides if it fits what happened."
    ),
    "exception_a1_c:not_sure": N_(
        "Incident {incident_no}: maybe the animal was protecting its young or another "
        "domestic animal. If so, (A)(1)(c) says it shall not be deemed dangerous for this. "
        "This is a firm exception, not a presumption that an officer can set aside. An "
        "officer still decides if it fits what happened."
    ),
    "exception_law_enforcement": N_(
        "You said the animal is, or may be, owned by a public law "
        "enforcement agency. Part (A)(3) leaves out such animals "
        "when they are trained to attack people. This does not "
        "cover the other parts of the law."
    ),
    "provocation_considered": N_(
        "Incident {incident_no}: the animal may have been provoked. Part (A)(4) counts only an "
        "attack with no provocation. So a provoked attack is not prima facie evidence under "
        "(A)(4)."
    ),
}
