"""City § 90.17 in plain words: the duties that follow from a status (duties.py)."""

from interview.engine.i18n import N_

TEXTS = {
    # --- Duties -----------------------------------------------------------
    "duty_reasonable_care": N_(
        "Take reasonable care. Take every needed step to keep your "
        "animal from hurting people, property or other animals. This "
        "is true whether it acts out of play, mischief or fierceness."
    ),
    "duty_restraint_on_property": N_(
        "On your property, keep the animal from leaving when no one is with it. Keep it in "
        "a house, building, fence, pen or other enclosure it cannot climb, dig, jump or "
        "get out of in any other way. When it is left alone, lock the enclosure. Or tie it "
        "with a strong chain, cable and trolley, or other tether. Or keep it on a leash "
        "held by a capable person. Any enclosure or tether must be secure and humane (kind "
        "to the animal)."
    ),
    "duty_restraint_off_property": N_(
        "Off your property, keep the animal under control at all "
        "times. It must be shut in a vehicle, or in a secure "
        "enclosure with the land owner's OK. Or a capable person "
        "must hold its leash or other device."
    ),
    "duty_parent_guardian": N_(
        "If the owner or keeper is a child (a minor), a parent or "
        "guardian must make sure all of these rules are kept."
    ),
    "duty_vd_confinement": N_(
        "The animal may leave your property only for grooming or a vet "
        "visit. It must never be loose, on your property or anywhere "
        "else. Keep it at all times in an enclosure it cannot escape, or "
        "held firmly by a collar and chain or something like it."
    ),
    "duty_vd_leash_on_property": N_(
        "When the animal is out of its enclosure on your property, "
        "the owner must be with it. It must wear a secure collar "
        "and a leash strong enough to stop it getting away."
    ),
    "duty_vd_no_tethering": N_(
        "Do not chain or tie the animal to a tree, post, building or "
        "other object outside its enclosure."
    ),
    "duty_vd_outdoor_kennel": N_(
        "If you keep the animal outdoors, fence off part of your "
        "property with an outer fence. Inside that fence, keep the "
        "animal humanely (kindly) in a pen or kennel big enough for it. The pen must not "
        "share any fence with the outer fence. It needs secure sides "
        "and a secure top fixed to all sides. Bury the sides {buried_ft} "
        "feet into the ground, set them in a concrete pad, or fix them "
        "to a wire bottom. Keep the kennel gate locked."
    ),
    "duty_vd_off_property": N_(
        "Off your property, the animal must be with its owner, on a secure collar and a "
        "leash no longer than {leash_ft} feet. The collar and leash must be strong enough to "
        "stop it getting away. It must also wear a muzzle that stops it biting other people or "
        "domestic animals. The only other way off your property is in a vehicle that is taking it "
        "somewhere, with the animal shut securely inside."
    ),
    "duty_warning_sign": N_(
        "Put up a sign that says: {sign_words}. It must be easy for the "
        "public to read. Put one in a place on your property where people "
        "will see it, and one at each way in or out of the area where the "
        "animal is kept. This rule covers every guard dog, and every "
        "vicious or dangerous animal."
    ),
}
