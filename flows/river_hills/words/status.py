"""River Hills § 2.14 in plain words: the status, why, and the exceptions considered (status.py).

Each text is a template: {placeholders} come from the item's params. ``N_`` marks a string for
translation (pybabel extracts it) without translating it here."""

from interview.engine.i18n import N_

STATUS = {
    "none": N_("No special status"),
    "potentially_dangerous": N_("Potentially dangerous dog"),
    "dangerous": N_("Dangerous dog"),
    "vicious": N_("Vicious dog"),
}

# The status on the Village's notice, as a hearing left it (a cancelled notice reads "No
# special status", which is not what the paper says).
# In force now: the officer's status binds pending a hearing ((6)[c](3)); a decision replaces it.
DECLARED_TEXT = N_("The notice's status in force now: %(status)s")

# A River Hills exception is a rebuttable presumption (6)[b]: say so.
LENS_TEXTS = {
    "if_rebutted": N_("If an officer rebuts the presumption, the likely status would be: "
                      "%(status)s."),
}

HEADLINES = {
    "none": N_("Likely: no special status"),
    "potentially_dangerous": N_("Likely: potentially dangerous dog"),
    "dangerous": N_("Likely: dangerous dog"),
    "vicious": N_("Likely: vicious dog"),
}

# What is in force leads the page, not the guide's reading of the answers: the Officer's status
# binds pending a hearing ((6)[c](3)); a hearing's decision replaces it.
HEADLINES_DECLARED = {
    "none": N_("No special status: the notice was cancelled"),
    "potentially_dangerous": N_("Declared: potentially dangerous dog"),
    "dangerous": N_("Declared: dangerous dog"),
    "vicious": N_("Declared: vicious dog"),
}

FACT_PHRASES = {
    "bite_injury": N_("the bite left a visible wound on the skin"),
    "other_injury": N_("the dog caused an injury"),
    "serious_injury": N_("the injury was serious"),
    "killed": N_("the victim died"),
    "at_large": N_("the dog was at large"),
    "off_owner_property": N_("the dog was off its owner's property"),
    "imminent_threat": N_("the dog seemed about to cause serious harm"),
    "victim": N_("the victim was a person or a pet"),
    # Who counts as the victim differs from clause to clause (rules.py: PERSON, ANIMALS ...).
    "dangerous_bite_injury:victim": N_("the victim was a person"),
    "dangerous_injury_at_large:victim": N_("the victim was a person"),
    "dangerous_repeated_threats:victim": N_("the victim was a person"),
    "dangerous_serious_injury:victim": N_("the victim was a person or an animal that is not "
                                          "wild"),
    "pd_threat_at_large:victim": N_("the victim was a person or an animal that is not wild"),
    "vicious_two_serious_injuries:victim": N_("the victim was a person or an animal that is "
                                              "not wild"),
    "pd_animal_injury_at_large:victim": N_("the victim was an animal that is not wild"),
    "dangerous_repeated_killings:victim": N_("the animal killed was a pet or a tame animal"),
    "provoked": N_("nothing provoked the dog"),
    "victim_at_large": N_("the other animal was not at large"),
    "victim_tormenting_or_attacking": N_("the other animal was not tormenting the dog"),
    "rabies_vaccinated": N_("the dog is not vaccinated against rabies"),
    "over_5_months": N_("the dog is more than 5 months old"),
    "date": N_("the two dates are within 12 months of each other"),
    # (6)[a](8) counts "two separate occasions", not a window.
    "vicious_two_serious_injuries:date": N_("the two incidents were separate occasions"),
    "police_dog": N_("the dog is not a police dog"),
    "declared_elsewhere": N_("another town, county or state declared the dog dangerous"),
}

TEXTS = {
    # --- Why: the reasons for a status ------------------------------------
    "dangerous_bite_injury": N_(
        "In incident {incident_no}, the dog bit a person and left a "
        "visible wound on the skin. A dog that causes a bite injury to a person meets "
        "the meaning of a dangerous dog."
    ),
    "dangerous_injury_at_large": N_(
        "In incident {incident_no}, the dog hurt a person while it "
        "was at large. That meets the meaning of a dangerous dog."
    ),
    "dangerous_serious_injury": N_(
        "In incident {incident_no}, the dog caused a serious injury. "
        "That meets the meaning of a dangerous dog."
    ),
    "pd_threat_at_large": N_(
        "In incident {incident_no}, the dog was at large and seemed about "
        "to cause serious harm. That meets the meaning of a potentially "
        "dangerous dog."
    ),
    "pd_animal_injury_at_large": N_(
        "In incident {incident_no}, the dog hurt an animal while it "
        "was at large. That meets the meaning of a potentially "
        "dangerous dog."
    ),
    "dangerous_repeated_threats": N_(
        "In incidents {incidents_no}, the dog threatened a person "
        "more than once within 12 months. The dog may be declared "
        "dangerous for that."
    ),
    "dangerous_repeated_killings": N_(
        "In incidents {incidents_no}, the dog killed a pet or "
        "farm animal more than once within 12 months. The dog may "
        "be declared dangerous for that."
    ),
    "vicious_two_serious_injuries": N_(
        "In incidents {incidents_no}, the dog caused a serious "
        "injury off its owner's property, with no provocation. "
        "Two such times meet the meaning of a vicious dog."
    ),
    "pd_rabies": N_(
        "The dog is not vaccinated against rabies as the law requires. That meets "
        "the meaning of a potentially dangerous dog."
    ),
    "declared_elsewhere": N_(
        "Another town, county or state declared this dog a {status_name}. "
        "The Village rules apply to it for the rest of its life."
    ),
    # --- Exceptions considered --------------------------------------------
    "exception_police_dog": N_(
        "Police dog: the law presumes a dog used by police in their "
        "work is not dangerous. An officer can rebut this."
    ),
    "exception_b1": N_(
        "Incident {incident_no}: the dog was defending a person from an attack. "
        "The law presumes the dog is not dangerous for that. An officer can "
        "rebut this."
    ),
    "exception_b2": N_(
        "Incident {incident_no}: the dog was protecting itself, its young or "
        "another animal. The law presumes the dog is not dangerous for that. An "
        "officer can rebut this."
    ),
    "exception_b3": N_(
        "Incident {incident_no}: the dog was defending itself against someone "
        "who tormented or hurt it. The law presumes the dog is not dangerous for "
        "that. An officer can rebut this."
    ),
    "exception_b4": N_(
        "Incident {incident_no}: the dog was guarding its owner's property from "
        "a trespasser. The law presumes the dog is not dangerous for that. An "
        "officer can rebut this."
    ),
    # The same, when the answer was "not sure" (interview.engine.wording: "<id>:not_sure").
    "exception_police_dog:not_sure": N_(
        "Police dog: if the dog is used by police in their work, the law presumes it is not "
        "dangerous. An officer can rebut this."
    ),
    "exception_b1:not_sure": N_(
        "Incident {incident_no}: if the dog was defending a person from an attack, the law "
        "presumes it is not dangerous for that. An officer can rebut this."
    ),
    "exception_b2:not_sure": N_(
        "Incident {incident_no}: maybe the dog was protecting itself, its young or another "
        "animal. If so, the law presumes it is not dangerous for that. An officer can rebut "
        "this."
    ),
    "exception_b3:not_sure": N_(
        "Incident {incident_no}: if the dog was defending itself against someone who "
        "tormented or hurt it, the law presumes it is not dangerous for that. An officer can "
        "rebut this."
    ),
    "exception_b4:not_sure": N_(
        "Incident {incident_no}: if the dog was guarding its owner's property from a "
        "trespasser, the law presumes it is not dangerous for that. An officer can rebut this."
    ),
    "provocation_considered": N_(
        "Incident {incident_no}: the dog may have been provoked. A "
        "provoked injury does not count toward a vicious dog."
    ),
    "exclusion_victim_at_large": N_(
        "Incident {incident_no}: the other animal was at large. "
        "Its death does not count toward the 12-month rule."
    ),
    "exclusion_victim_tormenting": N_(
        "Incident {incident_no}: the other animal was tormenting "
        "or attacking the dog. Its death does not count toward "
        "the 12-month rule."
    ),
    "exclusion_victim_at_large:not_sure": N_(
        "Incident {incident_no}: if the other animal was at large, its death does not count "
        "toward the 12-month rule."
    ),
    "exclusion_victim_tormenting:not_sure": N_(
        "Incident {incident_no}: maybe the other animal was tormenting or attacking the dog. "
        "If so, its death does not count toward the 12-month rule."
    ),
    "exclusion_feral": N_(
        "Incident {incident_no}: the other animal was feral. Its death does "
        "not count toward the 12-month rule."
    ),
}
