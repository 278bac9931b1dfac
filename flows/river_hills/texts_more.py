"""River Hills § 2.14 in plain words: deadlines, rights, penalties and notices."""

from .texts import N_

TEXTS = {
    # --- What to contact the police about (the result page) ---------------
    "contact_police": N_(
        "Contact them about a notice or a hearing, or if an animal gets out, bites or attacks."
    ),
    # --- Deadlines --------------------------------------------------------
    "hearing_request_deadline": N_("Last day to ask the police chief for a hearing, in writing"),
    "hearing_window_earliest": N_("Earliest day the hearing can be held"),
    "hearing_window_latest": N_("Latest day the hearing should be held"),
    "pd_sterilisation": N_("Proof of spaying or neutering, if the police chief requires it"),
    "sterilisation": N_("Proof of spaying or neutering to the police chief"),
    "photographs": N_("Two color photos of the dog to the police chief"),
    "vicious_permit": N_("Yearly permit from the Village Clerk"),
    "vicious_permit_renewal": N_("Permit fee due for next year"),
    "compliance_after_hearing": N_("Latest day to follow all the rules after the hearing"),
    "appeal_deadline": N_("Last day to appeal to the Board of Appeals"),
    "move_in_notice": N_("Tell the police and the Village Clerk about the dog"),
    "removal_deadline": N_("Take the dog out of the Village"),
    "stay_stayed": N_(
        "On hold: you asked for a hearing or appeal in time. It waits until all appeals are over."
    ),
    "stay_stayed_if_timely": N_(
        "If you ask for a hearing or appeal in time, this waits until all appeals are over."
    ),
    "stay_not_stayed_by_appeal": N_(
        "An appeal does not put the decision on hold, unless the Board of Appeals grants a stay."
    ),
    "stay_stayed_by_board": N_(
        "On hold: the Board of Appeals put the chief's decision on hold while it hears the appeal."
    ),
    "stay_stayed_by_board_if_granted": N_(
        "If the Board of Appeals put the chief's decision on hold, this waits for the appeal."
    ),
    "stay_none": N_("This is not on hold now."),
    "needs_facts": N_("We need more facts to count this date."),
    # What an "if_requested" deadline waits for here: the hearing of (6)[c](3).
    "applies_if_requested": N_("Only if a hearing is asked for."),
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
        "If you do not follow the rules, the dog can be taken at once. Its licence and "
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
        "It is against the law to keep a dog with no licence. A dog counts as unlicensed when it "
        "is outdoors without its licence tag, unless it is shut in a secure fenced area."
    ),
    "unlawful_waste": N_(
        "It is against the law to leave a dog's waste on land you do not own or rent."
    ),
    # --- Evidence an officer may rely on ----------------------------------
    "evidence_i": N_("A written complaint from a person who is willing to testify (tell a "
                     "hearing what they saw)."),
    "evidence_ii": N_("Dog bite reports filed as the law requires."),
    "evidence_iii": N_("What an officer or police officer saw the dog do."),
    "evidence_iv": N_("Other strong evidence a court would accept."),
    # --- Adopted statutes -------------------------------------------------
    "statute_licence": N_(
        "Dog licences follow Wisconsin law, chapter 174. The statute, not "
        "this summary, is the rule."
    ),
    "statute_impoundment": N_("Wisconsin law, chapter 174, says how a dog may be taken and held."),
    "statute_rabies": N_(
        "Rabies shots follow Wisconsin law, section 95.21. The statute, not "
        "this summary, is the rule."
    ),
    # --- Where the text is unclear ----------------------------------------
    "notice_business_day_undefined": N_(
        "The law does not say what a business day is. We "
        "count Monday to Friday, but not legal holidays."
    ),
    "notice_permit_renewal_year": N_(
        "The permit fee is due again on January 1 each year after the permit is issued. Your "
        "deadline for the permit is after New Year, so we counted the next fee from the year "
        "you get it. If you get the permit before January 1, a fee is due on January 1 too."
    ),
    "notice_calendar_rules": N_(
        "We count days as Wisconsin law says: the first day does not "
        "count, the last day does. If the last day is a Sunday or legal "
        "holiday, it moves to the next day. A Saturday does not move."
    ),
    "notice_serious_injury_undefined": N_(
        "The law does not define a serious injury. An officer decides."
    ),
    "notice_killing_counts_as_serious_injury": N_(
        "We treat killing an animal as a serious injury. The law does not say so directly."
    ),
    "notice_provocation_only_in_vicious": N_(
        "The law mentions provocation only for vicious "
        "dogs. It does not say if provocation matters for "
        "a dangerous dog. An officer decides."
    ),
    "notice_justification_undefined": N_(
        "The law does not define justification. We used the four exceptions in the law."
    ),
    "notice_twelve_month_window": N_(
        "We count 12 months from the first time. The day a year later still counts."
    ),
    "notice_may_be_declared": N_(
        "For repeated threats or killings, the law says the dog "
        "may be declared dangerous. It is the officer's choice."
    ),
    "notice_feral_outside_c2": N_(
        "Feral animals are left out only for the 12-month rule. We count them for the other rules."
    ),
    "notice_habitually_undefined": N_("The law does not say how often is habitual."),
    "notice_chief_schedule_past_limit": N_(
        "The date the chief set is more than 30 days after the decision. The law says the time "
        "can be no more than 30 days. So the guide shows the 30-day limit. Ask the chief which "
        "date to follow."
    ),
    "notice_board_schedule": N_(
        "The Board of Appeals may set its own dates for following the rules. If it does, follow "
        "them. If it does not, the chief's dates still count. The guide does not ask about the "
        "Board's dates."
    ),
    "notice_removal_not_counted": N_(
        "You gave a time for a notice to remove the dog. The law has this step only for a dog "
        "found dangerous or vicious. So the guide did not count 24 hours from it. Ask the "
        "police what the notice means for you."
    ),
    "notice_board_stay_scope": N_(
        "The law lets the Board of Appeals put the chief's decision on hold. It does not say if "
        "the rules for the dog still apply while the appeal is heard. Ask the Board or a lawyer."
    ),
    "notice_regular_mail_service": N_(
        "The law says the notice is served in person or by "
        "certified mail. It also says when regular mail takes "
        "effect. We used that day."
    ),
    "notice_request_must_arrive": N_(
        "The law says to ask the police chief for a hearing in writing within {days} business "
        "days. "
        "It does not say if the letter must arrive by then or only be sent. To be safe, make "
        "sure it reaches the chief by the last day. Keep proof of the day it arrived."
    ),
    "notice_decision_by_mail": N_(
        "We count the time to appeal from the day you got the decision, as the law says. But "
        "a notice sent by regular mail counts from day {mail_day} after it was mailed. If the "
        "decision came that way, that day may be earlier. To be safe, count from the earlier "
        "day."
    ),
    "notice_missing_4_208": N_(
        "The law says a dog can be impounded under 4-208. This section "
        "has no part 4-208. Ask the Village which rule it means."
    ),
    "notice_dangerous_permit_undefined": N_(
        "The law mentions a permit for a dangerous dog, but "
        "only sets one up for vicious dogs. Ask the Village "
        "Clerk."
    ),
    "notice_proration_unstated": N_(
        "The first permit fee is lowered for part of a year. The "
        "law does not say how. Ask the Village Clerk."
    ),
    "notice_stay_conflict": N_(
        "The law says an appeal does not stop the decision. It also says "
        "spaying and the permit wait for an appeal. We show both."
    ),
    "notice_stay_ended_date": N_(
        "A hearing or appeal put some of these rules on hold. The hold is now over. The law "
        "does not say when they are due after a hold ends. The date counted from the "
        "declaration has passed. After a hearing, part (c)(3) also gives a last day to follow "
        "all the rules. Do them now, or ask the police chief which date applies."
    ),
    "notice_enclosure_definition": N_(
        "Part (6)[a](3) says an enclosure has a fence or wall at least {wall_ft} feet high. "
        "Part (6)[e](1)(iii) allows a secure top instead of sides {sides_ft} feet high. The law "
        "does not say which one wins. Sides at least {both_ft} feet high meet both."
    ),
    "notice_elsewhere_dates": N_(
        "The dog was declared in another place, so the rules here apply to it now. Some of "
        "them count days from the declaration. The law does not say which day that is for a "
        "dog declared elsewhere. Ask the police chief which dates apply."
    ),
    "notice_further_appeal_unclear": N_(
        "The law does not say which later appeals count. Ask the police chief or a lawyer."
    ),
    "notice_determination_date_ambiguous": N_(
        "The law says no more than 30 days after the "
        "determination. It is not clear if that is the "
        "hearing decision or the first notice. We used "
        "the hearing decision; act sooner if you can."
    ),
    "notice_elsewhere_waiver_unclear": N_(
        "The dog was declared in another place. The law says the Village rules apply to it for "
        "the rest of its life. It does not say if you can ask the police chief to lift that "
        "declaration after some years, as the owner of a dog declared here can. Ask the "
        "police chief."
    ),
    "notice_pd_elsewhere_not_covered": N_(
        "The rule for dogs declared elsewhere covers only dangerous and vicious dogs."
    ),
    "notice_status_raised_at_hearing": N_(
        "The hearing raised the dog's status. The law counts some time limits from the day the "
        "Officer declared the dog. The Officer did not declare this status. So we count the "
        "limits that come with it from the hearing decision. Limits that came with the "
        "Officer's status still count from the Officer's day. Ask the police chief which day "
        "counts."
    ),
    "notice_due_before_told": N_(
        "Some time limits count from the day the dog was declared, not the day you got the "
        "notice. At least one of them ended before you got it, so it shows as passed. The law "
        "does not say what happens then. Do it now, and ask the police chief which date counts."
    ),
    "notice_hours_leave_out_sundays": N_(
        "Wisconsin law leaves Sundays and legal holidays out of a count of hours, so we did "
        "too. The Village law does not say how to count hours. To be safe, remove the dog "
        "within 24 hours by the clock: by {by}."
    ),
    "notice_vicious_waiver_unclear": N_(
        "A vicious dog must follow all the rules for dangerous dogs. The law does not say if "
        "that includes asking to lift the declaration after {years} years, as the owner of a "
        "dangerous dog can. Ask the police chief."
    ),
    "notice_pd_sterilisation_who_requires": N_(
        "The law says the owner of a potentially dangerous dog \"may be required\" to spay or "
        "neuter it. It does not say who decides, or how you are told. Ask the police chief if "
        "you must."
    ),
    "notice_insurance_who_requires": N_(
        "The law says the owner \"may be required\" to show proof of insurance or a bond. It "
        "does not say who decides, or how you are told. Ask the police chief if you must."
    ),
    "notice_registration_undefined": N_(
        "The rule on selling the dog is about a dog \"registered with the Village\". This law "
        "sets up no register of its own. It may mean a licensed dog. We take it that the rule "
        "covers your dog. Ask the Village Clerk."
    ),
    "notice_permit_on_acquisition": N_(
        "The law gives two times to get the permit: within {days} business days after the "
        "dog is declared vicious, or \"upon acquisition\" of a vicious dog. It is not clear "
        "which one fits a dog that moves here with its owner. And \"upon acquisition\" gives "
        "no number of days. To be safe, get the permit now. Ask the Village Clerk."
    ),
    "notice_penalty_names_owner": N_(
        "The waste rule is for any person with the dog. The penalty part names an owner who "
        "is found guilty. The law counts anyone who keeps or shelters a dog as its owner. It "
        "does not say if anyone else can be fined. A court decides."
    ),
    "notice_hearing_window_from_service": N_(
        "The hearing dates count from when you got the notice, not from when you asked."
    ),
}
