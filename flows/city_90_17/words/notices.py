"""City § 90.17 in plain words: where the text is unclear or refers to something missing
(notices.py)."""

from interview.engine.i18n import N_

TEXTS = {
    # --- Where the text is unclear ----------------------------------------
    "notice_no_deadlines": N_(
        "Section 90.17 sets no deadlines, so we show none. But an order, "
        "a citation or a court may set its own dates. Some things must "
        "happen at once: fixing a problem an officer orders fixed, and "
        "removing the animal after a second complaint. Read any paper "
        "you get with care, and do what it says by the dates it gives."
    ),
    "notice_no_declaration": N_(
        "Section 90.17 has no step where an officer declares an animal vicious or "
        "dangerous. Its rules for such an animal bind the owner of any animal that fits "
        "part (A). So we list them as rules to follow now. If you are cited and you do not "
        "agree that the animal fits, that is settled when the citation is decided (part "
        "(D)(1)(b)). The section sets up no hearing or appeal of its own. Ask {city} how a "
        "citation is heard."
    ),
    "notice_duties_on_evidence": N_(
        "Here the status rests only on prima facie evidence, under part (A)(4) or (A)(5). "
        "The owner can answer that evidence. If the answer is accepted, the animal is not "
        "vicious or dangerous, and these rules do not bind. The law does not say if they bind "
        "before then. To be safe, we list them as rules to follow now."
    ),
    "notice_fines_not_set": N_(
        "Section 90.17 speaks of fines, fees and penalties, but it sets no amounts. They "
        "may be elsewhere in the code of {city}, which this guide does not have. Ask {city}."
    ),
    "notice_who_may_complain": N_(
        "Part (F)(1) lets a person who was chased or attacked make a complaint, or someone "
        "acting for that person. You did not tell us that the animal went after a person. "
        "The law does not say if the owner of a pet that was chased may complain. Ask {city} "
        "if they will take your complaint."
    ),
    "notice_every_owner_no_penalty": N_(
        "Parts (C)(1), (C)(3) and (C)(5) bind every owner. This law does not say what "
        "happens if an owner breaks them. Its steps in (D) are only for a vicious or "
        "dangerous animal. Another law of {city} may set a fine. Ask {officer}."
    ),
    "notice_c3_incomplete": N_(
        "Part (C)(3) ends with a comma, so some words may be missing. We "
        "used the words that are there."
    ),
    "notice_exceptions_only_a1": N_(
        "The three exceptions (defending its owner or another "
        "person, reacting to abuse, and protecting its young or "
        "another animal) are written under (A)(1). The law does "
        "not say if they also cover (A)(2) to (A)(5). They say the "
        "animal shall not be deemed dangerous. So we apply them to "
        "(A)(4) and (A)(5) too, since those are only evidence that "
        "it is. We do not apply them to (A)(2) or (A)(3)."
    ),
    "notice_exceptions_and_evidence": N_(
        "You said an exception fits, or may fit, incident "
        "{incidents_no}. Where an exception fits, we do not count "
        "the incident as evidence under (A)(4) or (A)(5). If the "
        "exceptions cover only (A)(1), it would count as evidence."
    ),
    "notice_propensity_from_excepted": N_(
        "You said the animal is known to chase or attack. "
        "But each time you told us about fits an exception in "
        "(A)(1). So we read (A)(1) as not met. If there were "
        "other times, add them."
    ),
    "notice_one_incident_propensity": N_(
        "In incident {incidents_no}, the animal chased, hurt "
        "or attacked. An officer may see that as showing a "
        "propensity (a habit or tendency) under (A)(1). If so, the "
        "animal is vicious or dangerous. The law does not say if "
        "one time is enough, so we did not count it under (A)(1) "
        "by itself."
    ),
    "notice_incidents_propensity": N_(
        "In incidents {incidents_no}, the animal chased, hurt or "
        "attacked. An officer may see that as showing a propensity "
        "(a habit or tendency) under (A)(1). If so, the animal is "
        "vicious or dangerous. The law does not say how many times "
        "are enough, so we did not count them under (A)(1)."
    ),
    "notice_terrorizing_undefined": N_(
        "The law does not define a terrorizing manner, or say "
        "when it is reasonable to need shelter or to fight back. "
        "An officer decides."
    ),
    "notice_provocation_undefined": N_(
        "The law does not define provocation. An officer, a hearing or a court decides what counts."
    ),
    "notice_and_or": N_(
        "The definition says vicious or dangerous. Parts (A)(4), (A)(5) and "
        "the sign in (E) say vicious and dangerous. We read them as the same "
        "status."
    ),
    "notice_f2_typos": N_(
        "Part (F)(2) has two typing errors: subseguent and reguire. We read "
        "them as subsequent and require."
    ),
    "notice_f2_who_chooses": N_(
        "Part (F)(2) does not say who chooses between removing the "
        "animal from {city} and putting it to death. Ask {officer} or "
        "a lawyer."
    ),
    "notice_officer_discretion": N_(
        "The law says an officer may act. It does not say when an "
        "officer must. So an officer can choose an order and a "
        "citation, or no action at all. A seizure is allowed only if the problem cannot be "
        "fixed at once and the animal is a serious threat right now."
    ),
    "notice_d2_alleged": N_(
        "Part (D)(2) speaks of an alleged vicious or dangerous animal. It "
        "does not say if a final finding must come first. If the animal is "
        "impounded, act fast: take it back, and give proof it will be kept "
        "restrained or confined."
    ),
    "notice_guard_dog_undefined": N_(
        "The law does not define a guard dog. We take it to mean a "
        "dog kept to guard people or property. Every guard dog "
        "needs the warning sign."
    ),
    "notice_sign_wording": N_(
        "The law allows two signs. One says Beware of Vicious and Dangerous Animal. The other "
        "says Beware of Vicious and Dangerous Dog. We show the dog sign for a dog. We show the "
        "animal sign for other animals."
    ),
    "notice_minor_undefined": N_(
        "The law does not say what age makes someone a minor. In most "
        "states, a minor is a person under 18."
    ),
    "notice_chain_conflict": N_(
        "Part (B) allows a collar and chain. Part (C)(4) bans chaining "
        "the animal to a tree, post or building outside its enclosure. "
        "We read this as: a chain is fine inside the enclosure, but the "
        "animal must not be tied to an object outside it."
    ),
    "notice_off_premises_conflict": N_(
        "Part (B) says the animal may leave your property only "
        "for grooming or a vet visit. Part (C)(6) says how it "
        "may be off the property. We read (C)(6) as the way to "
        "take it to the groomer or vet, not as allowing other "
        "trips."
    ),
    "notice_attended_by_owner": N_(
        "Parts (C)(4) and (C)(6) say the owner must be with the "
        "animal outside its enclosure. They do not say if a keeper "
        "or family member may do it instead. To be safe, the owner "
        "should."
    ),
    "notice_kennel_or_fence": N_(
        "Part (C)(4) says the kennel or fence must have a secure top. "
        "We read this as the pen or kennel, not the outer fence. Ask "
        "{officer} if you are not sure."
    ),
    "notice_b_dog_or_cat": N_(
        "Part (B) says the dog or cat must be kept confined or chained. "
        "Your animal is neither. We apply the rule to it anyway, because "
        "the rest of (B) covers any vicious or dangerous animal."
    ),
}
