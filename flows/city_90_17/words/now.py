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
        "On your property, keep the animal in an enclosure it cannot get out of, on a strong "
        "tether, or on a leash held by someone who can control it. Lock the enclosure when it "
        "is left alone."
    ),
    "duty_parent_guardian:short": N_(
        "If the owner is a minor, a parent or guardian must make sure all of these rules are "
        "kept."
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
    "meaning_impounded": N_(
        "Your animal is held by {city}. If you do not take it back and give proof that it will "
        "be kept restrained or confined, it may be put to death. The law gives no number of "
        "days, so act now."
    ),
    "meaning_impounded_if": N_(
        "If {city} is holding your animal, take it back and give proof that it will be kept "
        "restrained or confined. If you do not, it may be put to death. The law gives no number "
        "of days, so act now."
    ),
    "meaning_found_before:owner": N_(
        "You said your animal was found vicious or dangerous before. Its rules apply to you "
        "now. A new complaint against you about it may end the same way. Then the order must "
        "make you take it out of {city} at once, or have it put to death."
    ),
    "meaning_found_before": N_(
        "You said the animal was found vicious or dangerous before. A new complaint against the "
        "same owner may end the same way. Then the order must make the owner take it out of "
        "{city} at once, or have it put to death."
    ),
    "meaning_likely:owner": N_(
        "From your answers, your animal likely fits the law's meaning of a vicious or "
        "dangerous animal. The law has no step to declare it. To be safe, follow its rules now."
    ),
    "meaning_likely": N_(
        "From your answers, the animal likely fits the law's meaning of a vicious or dangerous "
        "animal. An officer or a court decides if its rules bind the owner now."
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
