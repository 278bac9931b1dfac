"""City § 90.17 in plain words: what else follows (consequences.py): what is against the law,
what to contact the officer about, rights, enforcement, and the evidence an officer may rely on."""

from interview.engine.i18n import N_

TEXTS = {
    # --- Against the law ---------------------------------------------------
    "unlawful_unrestrained_off_property": N_(
        "Off the land of the person who keeps it, an animal must be under control at all "
        "times. It must be shut in a vehicle, or in a secure enclosure with the land owner's "
        "OK, or on a leash held by a capable person. This is the duty of its owner, and of "
        "anyone who has the animal with them."
    ),
    # --- What to contact the officer about (the result page): no notice or hearing here ----
    "contact_police": N_(
        "Contact them about a citation, or an animal they took away. Contact them too if an "
        "animal gets out, bites or attacks."
    ),
    # --- Rights -----------------------------------------------------------
    "right_complaint": N_(
        "Anyone the animal chased or attacked, or someone acting for them, "
        "can make a complaint to {city}. A copy goes to {officer}, who looks "
        "into it and can act."
    ),
    "right_impound_at_vet_or_kennel": N_(
        "If the animal is impounded, the owner can ask for it "
        "to be kept at a vet or a licensed kennel the owner "
        "chooses. The owner pays for this."
    ),
    "right_release_if_not_vd": N_(
        "The citation may end with a finding that the animal is not "
        "vicious or dangerous. Then the animal goes back to the "
        "owner."
    ),
    "right_other_laws": N_("Other laws and rules still apply. This section does not limit them."),
    "right_civil_damages": N_(
        "This section does not limit what an owner may have to pay to "
        "someone the animal harmed. A harmed person may be able to sue "
        "for damages."
    ),
    # --- Enforcement ------------------------------------------------------
    "enforcement_order_and_citation": N_(
        "An officer may act if there is good reason to think a vicious or dangerous animal is"
        " kept in breach of these rules. This is called probable cause. Then the officer may"
        " order the owner to fix the problem at once, and give the owner a ticket (a"
        " citation) with the order."
    ),
    "enforcement_seizure": N_(
        "If the problem cannot be fixed at once and the animal is a "
        "serious threat right now, the officer may seize and impound it. "
        "The owner also gets a citation."
    ),
    "enforcement_release_if_vd": N_(
        "The citation may end with a finding that the animal is "
        "vicious or dangerous. Then the owner gets it back only "
        "after two things. First, all fines, fees and penalties "
        "are paid. Second, the owner shows proof that the animal "
        "will now be kept restrained or confined as this section "
        "says."
    ),
    "enforcement_euthanasia_no_proof": N_(
        "The owner may fail to show that proof, or fail to "
        "take the animal back after it is impounded. If no "
        "one who shows that proof can adopt it, the animal "
        "may then be humanely put to death."
    ),
    "enforcement_second_complaint": N_(
        "Say the animal was already found vicious or dangerous. "
        "Then a new complaint is made about the same owner, and "
        "it also ends with that finding. The final order must "
        "then make the owner take the animal out of {city} at "
        "once, or order it humanely put to death."
    ),
    # --- Evidence an officer may rely on ----------------------------------
    "evidence_complaint": N_(
        "A complaint made to {city}. It comes from someone the animal "
        "chased or attacked, or from someone acting for them."
    ),
    "evidence_officer_finding": N_(
        "What {officer} finds when looking into a complaint. If the "
        "facts support it, the officer may act under part (D)."
    ),
    "evidence_prima_facie_attack": N_(
        "An attack, an injury or a try to injure a person, with "
        "no provocation. This is prima facie evidence: an officer "
        "may rely on it. The owner can answer it with other evidence."
    ),
    "evidence_prima_facie_chase": N_(
        "Coming at or chasing a person or domestic animal in a "
        "terrorizing way, so they had to take cover or fight back, "
        "or someone had to step in. No injury is needed. This is "
        "prima facie evidence too."
    ),
}
