"""River Hills § 2.14 in plain words: what the result leads with (now.py). "<id>:owner" speaks
to the owner; the plain id to anyone else. The advice is general advice, and says nothing
the ordinance does not."""

from interview.engine.i18n import N_

TEXTS = {
    # --- The rules that bind today, in short (the full texts are in duties.py) ---------
    "duty_enclosure:short": N_(
        "Keep the dog locked in: in your home, or in a locked pen it cannot get out of."
    ),
    "duty_leash:short": N_(
        "Outside the pen, keep it on a leash no longer than {leash_ft} feet, held by someone "
        "strong enough to hold it."
    ),
    "duty_muzzle:short": N_(
        "Outside the pen, it wears a muzzle. It may go out only to see a vet or to exercise."
    ),
    "duty_pd_leash_and_muzzle:short": N_(
        "Off your property, the dog must be on a secure leash and wear a muzzle."
    ),
    "duty_indoor_confinement:short": N_(
        "Do not leave it on a porch or patio, or where it can get out on its own."
    ),
    # --- General advice for the people the dog went after ----------------------------
    "advice_wound": N_(
        "If the skin was broken, wash the wound well with soap and water. Then get medical "
        "care today."
    ),
    "advice_wound:parent": N_(
        "If your child's skin was broken, wash the wound well with soap and water. Then get "
        "your child medical care today."
    ),
    "advice_vet": N_("If an animal was hurt, take it to a vet today."),
    "advice_report_bite": N_(
        "Report the bite to the police now, so the dog can be found and watched for rabies."
    ),
    "advice_report_bite_law": N_(
        "This law adopts the state's rabies law, Wis. Stat. § 95.21. An officer may rely on "
        "dog bite reports filed as the law requires."
    ),
    # --- What this means ----------------------------------------------------------------
    "meaning_declared:owner": N_(
        "The Village's notice says your dog is a {status_name}. You must follow its rules "
        "now, even while you wait for a hearing."
    ),
    "meaning_declared": N_(
        "The Village's notice says the dog is a {status_name}. The owner must follow its rules "
        "now, even while waiting for a hearing."
    ),
    "meaning_declared_no_hearing:owner": N_(
        "The Village's notice says your dog is a {status_name}. You must follow its rules "
        "now. The time to ask for a hearing has passed."
    ),
    "meaning_declared_no_hearing": N_(
        "The Village's notice says the dog is a {status_name}. The owner must follow its rules "
        "now. The time to ask for a hearing has passed."
    ),
    "meaning_decided:owner": N_(
        "After the hearing, your dog is a {status_name}. Keep following its rules. The police "
        "chief may set a date to meet them all, but no later than {days} days after the decision."
    ),
    "meaning_decided_raised:owner": N_(
        "After the hearing, your dog is a {status_name}. Its rules are new for you: follow them "
        "now. The police chief may set a later date, but no later than {days} days after the "
        "decision."
    ),
    "meaning_decided_raised_undated:owner": N_(
        "After the hearing, your dog is a {status_name}. Its rules are new for you: follow them "
        "now. The police chief may set a later date. The law sets a last day too."
    ),
    "meaning_decided_raised_undated": N_(
        "After the hearing, the dog is a {status_name}. The owner must follow its rules."
    ),
    "meaning_decided_raised": N_(
        "After the hearing, the dog is a {status_name}. The owner must follow its rules."
    ),
    "meaning_decided_stayed:owner": N_(
        "After the hearing, the police chief found your dog a {status_name}."
    ),
    "meaning_decided_stayed": N_(
        "After the hearing, the police chief found the dog a {status_name}."
    ),
    "meaning_decided_undated:owner": N_(
        "After the hearing, your dog is a {status_name}. Keep following its rules. The police "
        "chief may set a date to meet them all. The law sets a last day too, counted from the "
        "day of the decision."
    ),
    "meaning_decided_undated": N_(
        "After the hearing, the dog is a {status_name}. The owner must follow its rules."
    ),
    "meaning_held:owner": N_(
        "You asked for a hearing or appeal in time, so spaying or neutering waits until all "
        "appeals are over. Then do it, and ask the police chief by when."
    ),
    "meaning_held": N_(
        "The owner asked for a hearing or appeal in time. So spaying or neutering waits until "
        "all appeals are over."
    ),
    "meaning_held_permit:owner": N_(
        "You asked for a hearing or appeal in time, so spaying or neutering and the permit wait "
        "until all appeals are over. Then do them. Ask the police chief and the Village Clerk "
        "by when."
    ),
    "meaning_held_pd:owner": N_(
        "You asked for a hearing or appeal in time. So if the police chief requires spaying or "
        "neutering, it waits until all appeals are over."
    ),
    "meaning_held_pd": N_(
        "The owner asked for a hearing or appeal in time. So if the police chief requires "
        "spaying or neutering, it waits until all appeals are over."
    ),
    "meaning_held_permit": N_(
        "The owner asked for a hearing or appeal in time. So spaying or neutering, and the "
        "permit, wait until all appeals are over."
    ),
    "meaning_permit_fee_this_year": N_(
        "This year's permit fee was due on {due}. If it is not paid yet, pay it to the Village "
        "Clerk now."
    ),
    "meaning_removal_not_counted": N_(
        "You have a notice to remove your dog from the Village. This law has that step only "
        "for a dangerous or vicious dog, so we did not count its 24 hours. Ask the police today "
        "what the notice means for you."
    ),
    "meaning_board_stay:owner": N_(
        "The Board of Appeals put the chief's decision on hold while it hears your appeal. The "
        "law does not say which rules wait too. Ask the Village Clerk."
    ),
    "meaning_board_stay": N_(
        "The Board of Appeals put the chief's decision on hold while it hears the appeal. The "
        "law does not say which rules wait too."
    ),
    "meaning_decided": N_(
        "After the hearing, the dog is a {status_name}. The owner must follow its rules."
    ),
    "meaning_cancelled:owner": N_(
        "The hearing cancelled the notice. Only the rules for every dog owner apply to you now."
    ),
    "meaning_cancelled": N_(
        "The hearing cancelled the notice. Only the rules for every dog owner apply now."
    ),
    "meaning_elsewhere:owner": N_(
        "Another town, county or state declared your dog a {status_name}. The Village rules "
        "for it apply to you now, for the rest of its life."
    ),
    "meaning_elsewhere": N_(
        "Another town, county or state declared the dog a {status_name}. The Village rules for "
        "it apply to the owner now, for the rest of its life."
    ),
    "meaning_likely:owner": N_(
        "From your answers, an officer could likely declare your dog a {status_name}. Nobody "
        "has yet. If an officer does, you will get a written notice, and its rules will apply."
    ),
    "meaning_likely": N_(
        "From your answers, an officer could likely declare the dog a {status_name}. Nobody has "
        "yet."
    ),
    "meaning_none:owner": N_(
        "From your answers, your dog likely has no special status. The rules for every dog "
        "owner still apply to you."
    ),
    "meaning_none": N_(
        "From your answers, the dog likely has no special status. Its owner must still follow "
        "the rules for every dog owner."
    ),
    "meaning_hearing_window:owner": N_(
        "If you ask for a hearing, it should be held from {earliest} to {latest}. That can be "
        "soon after your last day to ask."
    ),
    "meaning_hearing_window": N_(
        "If the owner asks for a hearing, it should be held from {earliest} to {latest}. Anyone "
        "with an interest can show evidence there."
    ),
    "meaning_hearing_window_asked:owner": N_(
        "Your hearing should be held from {earliest} to {latest}."
    ),
    "meaning_hearing_window_asked": N_(
        "The hearing should be held from {earliest} to {latest}. Anyone with an interest can "
        "show evidence there."
    ),
    "meaning_complaint": N_(
        "An officer can act on a written complaint from a person who will testify. A dog bite "
        "report, or what an officer saw, is enough too."
    ),
    "meaning_conduct": N_(
        "This law makes some things a dog does unlawful, such as running loose or barking "
        "that bothers people. A court can fine the owner."
    ),
    "meaning_penalty": N_(
        "If you break a rule of this law, you can be fined {min} to {max}, for each day it "
        "goes on."
    ),
}
