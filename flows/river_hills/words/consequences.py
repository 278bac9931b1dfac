"""River Hills § 2.14 in plain words: what else follows (consequences.py): what to contact the
police about, rights, the waiver, penalties, unlawful conduct, the evidence an officer may rely
on, and the adopted statutes."""

from interview.engine.i18n import N_

TEXTS = {
    # --- What to contact the police about (the result page) ---------------
    "contact_police": N_(
        "Contact them about a notice or a hearing, or if an animal gets out, bites or attacks."
    ),
    # --- Rights -----------------------------------------------------------
    "right_hearing_request": N_(
        "You can ask for a hearing. Write to the police chief within {days} business days "
        "after the notice takes effect. The deadlines on this page give the last day."
    ),
    "right_hearing_request_if_declared": N_(
        "You can ask for a hearing. Write to the police chief within {days} business days "
        "after the notice takes effect. With the notice, this guide can count the last day."
    ),
    "right_present_evidence": N_(
        "At the hearing, you and the officer can show evidence. So can anyone else with an "
        "interest."
    ),
    "right_interested_party_notice": N_(
        "Others with an interest should get a letter about the hearing."
    ),
    "right_written_decision": N_("After the hearing, you get the decision in writing."),
    "right_appeal_board": N_(
        "You can appeal the decision to the Board of Appeals within "
        "{days} business days of getting it."
    ),
    "right_no_automatic_stay": N_(
        "An appeal does not stop the decision. Only the Board of Appeals can grant a stay."
    ),
    "right_regulations_apply_pending_hearing": N_(
        "While you wait for the hearing, the rules for the declared dog still apply."
    ),
    # --- Waiver -----------------------------------------------------------
    "waiver_after_years": N_(
        "After {years} years, you can ask the police chief to lift the declaration. You need "
        "three things. You and the dog have broken no rule in this law since. You followed "
        "all of its rules for {years} years. And you give the chief proof that the dog "
        "passed a behavior course. It must be run by a Certified Pet Dog Trainer, a "
        "Certified Dog Behavior Consultant, a vet certified in animal behavior, or someone "
        "with equal training."
    ),
    "waiver_none_for_vicious": N_(
        "The law sets no way of its own to lift a vicious dog declaration after some years. "
        "It does for potentially dangerous and dangerous dogs. If the Village declares a dog "
        "vicious, the owner can fight "
        "it at a hearing and then on appeal. Keep to the time limits."
    ),
    # --- Penalties --------------------------------------------------------
    "penalty_forfeiture": N_(
        "A violation can bring a forfeiture (a fine) of {min} to {max}, plus court costs."
    ),
    "penalty_default_jail": N_(
        "If the forfeiture and costs are not paid, you can be put in jail until they are "
        "paid, for up to {days} days."
    ),
    "penalty_each_day": N_("Each day a violation goes on counts as a new violation."),
    "fee_impound": N_(
        "To get an impounded dog back, pay the Milwaukee Area Domestic Animal Control "
        "Commission {first} the first time and {subsequent} each time after. Boarding fees "
        "are extra."
    ),
    "penalty_seizure_and_revocation": N_(
        "If you do not follow the rules, the dog can be taken at once. Its license and "
        "permit will be taken away."
    ),
    "penalty_vicious_court_order": N_(
        "The Village can ask a court to order a vicious dog put down."
    ),
    # --- Unlawful conduct -------------------------------------------------
    "unlawful_vehicle_chasing": N_(
        "It is against the law to keep a dog that often chases cars, bikes or other vehicles "
        "on a public street."
    ),
    "unlawful_attacks_person": N_("It is against the law to keep a dog that attacks a person."),
    "unlawful_at_large": N_(
        "It is against the law to let a dog run at large. An officer may impound it."
    ),
    "unlawful_barking": N_(
        "It is against the law to keep a dog that often barks or howls and bothers people."
    ),
    "unlawful_harms_domestic_animal": N_(
        "It is against the law to keep a dog that kills, hurts or worries pets or farm animals."
    ),
    "unlawful_rabies": N_("It is against the law to keep a dog that has rabies."),
    "unlawful_unlicensed": N_(
        "It is against the law to keep a dog with no license. A dog counts as unlicensed when it "
        "is outdoors without its license tag, unless it is shut in a secure fenced area."
    ),
    "unlawful_waste": N_(
        "It is against the law to leave a dog's waste on land you do not own or rent."
    ),
    # --- Evidence an officer may rely on ----------------------------------
    # (6)[c](1): "The finding must be based upon": what the list is for, not any complaint.
    "evidence_lead": N_(
        "To put a dog in one of the law's three groups, an officer must rely on one of these."
    ),
    "evidence_i": N_("A written complaint from a person who is willing to testify (tell a "
                     "hearing what they know)."),
    "evidence_ii": N_("Dog bite reports filed as the law requires."),
    "evidence_iii": N_("What an officer or police officer saw the dog do."),
    "evidence_iv": N_("Other strong evidence a court would accept."),
    # --- Adopted statutes -------------------------------------------------
    "statute_licence": N_(
        "Dog licenses follow Wisconsin law, chapter 174. The statute, not "
        "this summary, is the rule."
    ),
    "statute_impoundment": N_("Wisconsin law, chapter 174, says how a dog may be taken and held."),
    "statute_rabies": N_(
        "Rabies shots follow Wisconsin law, section 95.21. The statute, not "
        "this summary, is the rule."
    ),
}
