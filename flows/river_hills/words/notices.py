"""River Hills § 2.14 in plain words: where the text is unclear or refers to something missing
(notices.py). Each says what we assumed and whom to ask."""

from interview.engine.i18n import N_

TEXTS = {
    "notice_business_day_undefined": N_(
        "The law does not say what a business day is. We "
        "count Monday to Friday, but not legal holidays."
    ),
    "notice_permit_renewal_year": N_(
        "The permit fee is due again on January 1 each year after the permit is issued. Your "
        "deadline for the permit is after New Year, so we counted the next fee from the year "
        "you get it. If you get the permit before January 1, a fee is due on January 1 too."
    ),
    "notice_permit_fee_this_year": N_(
        "We show the next yearly permit fee. This year's fee was due on {due}, and we cannot "
        "tell if it was paid. If it was not, it is late."
    ),
    "notice_calendar_rules": N_(
        "We count days as Wisconsin law says: the first day does not "
        "count, the last day does. If the last day is a Sunday or legal "
        "holiday, it moves to the next day that is not a Sunday or holiday. A Saturday does not "
        "move."
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
    "notice_elsewhere_not_moved_in": N_(
        "The law says to tell the police and the Village Clerk about the dog within {days} "
        "days of moving it into the Village. The dog already lived here when the other place "
        "declared it. So the law does not say if or when you must tell them. If you have not "
        "told them yet, it is safest to do it now. Give the dog's address and the other "
        "place's rules for it."
    ),
    "notice_hearing_request_late": N_(
        "You asked for a hearing on {asked}. The last day to ask was {due}. The law does not "
        "say what happens to a request made late. The police chief may still hold a hearing, "
        "or may say no. Ask the police chief, or a lawyer, soon."
    ),
    "notice_appeal_late": N_(
        "You appealed on {asked}. The last day to appeal was {due}. The law does not say what "
        "happens to an appeal made late. The Board of Appeals may still hear it, or may say "
        "no. Ask the Village Clerk, or a lawyer, soon."
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
