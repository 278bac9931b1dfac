"""City § 90.17 in plain words: what the result leads with (now.py). "<id>:owner" speaks to the
owner; the plain id to anyone else. The advice is general advice, and says nothing the
ordinance does not."""

from interview.engine.i18n import N_

TEXTS = {
    # --- The rules that bind today, in short (the full texts are in duties.py) ---------
    "duty_vd_confinement:short": N_(
        "Keep the animal in an enclosure it cannot get out of, or held by a collar and chain. "
        "It may leave your property only for grooming or a vet."
    ),
    "duty_vd_off_property:short": N_(
        "Off your property, it must be with its owner, on a leash no longer than {leash_ft} "
        "feet, and wear a muzzle."
    ),
    "duty_vd_leash_on_property:short": N_(
        "Out of its enclosure on your property, the owner stays with it, and it is on a strong "
        "collar and leash."
    ),
    "duty_restraint_on_property:short": N_(
        "On your property, keep the animal from getting out when no one is with it."
    ),
    "duty_restraint_off_property:short": N_(
        "Off your property, keep it under control. It must be on a leash held by someone who "
        "can hold it, or shut in a car or pen."
    ),
    # --- General advice for the people the animal went after ------------------------
    "advice_wound": N_(
        "If the skin was broken, wash the wound well with soap and water. Then get medical "
        "care today."
    ),
    "advice_wound:parent": N_(
        "If your child's skin was broken, wash the wound well with soap and water. Then get "
        "your child medical care today."
    ),
    "advice_wound:on_behalf": N_(
        "If their skin was broken, they should wash the wound well with soap and water, and "
        "get medical care today."
    ),
    "advice_vet": N_("If an animal was hurt, take it to a vet today."),
    "advice_report_bite": N_(
        "If it bit, tell the police or animal control now. Then the animal can be found and "
        "watched for rabies."
    ),
    # --- What this means ----------------------------------------------------------------
    "meaning_found_before:owner": N_(
        "You said your animal was found vicious or dangerous before. Its rules apply to you "
        "now. If a new complaint about it ends the same way, it must leave {city} or be put "
        "to death."
    ),
    "meaning_found_before": N_(
        "You said the animal was found vicious or dangerous before. If a new complaint about it "
        "ends the same way, it must leave {city} or be put to death."
    ),
    "meaning_likely:owner": N_(
        "From your answers, your animal likely fits the law's meaning of a vicious or "
        "dangerous animal. The law has no step to declare it, so its rules apply to you now."
    ),
    "meaning_likely": N_(
        "From your answers, the animal likely fits the law's meaning of a vicious or dangerous "
        "animal. Its owner must follow the rules for such an animal now."
    ),
    "meaning_none:owner": N_(
        "From your answers, this law likely does not call your animal vicious or dangerous. "
        "The rules for every animal owner still apply to you."
    ),
    "meaning_none": N_(
        "From your answers, this law likely does not call the animal vicious or dangerous. "
        "Its owner must still follow the rules for every animal owner."
    ),
    "meaning_complaint": N_(
        "A person the animal chased or attacked, or someone for them, can make a complaint to "
        "{city}. An officer looks into it and can act."
    ),
    "meaning_no_deadlines": N_(
        "This law sets no deadlines. An order or a citation may set its own dates, so read any "
        "paper you get with care."
    ),
}
