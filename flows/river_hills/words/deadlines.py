"""River Hills § 2.14 in plain words: the deadlines and what they wait for (deadlines.py)."""

from interview.engine.i18n import N_

TEXTS = {
    # --- Deadlines --------------------------------------------------------
    "hearing_request_deadline": N_("Last day to ask the police chief for a hearing, in writing"),
    "hearing_request_safe_date": N_(
        "A safe last day to ask for a hearing: counted from the date on the notice"
    ),
    "hearing_window_earliest": N_("Earliest day the hearing can be held"),
    "hearing_window_latest": N_("Latest day the hearing should be held"),
    "pd_sterilisation": N_("Proof of spaying or neutering, if the police chief requires it"),
    "sterilisation": N_("Proof of spaying or neutering to the police chief"),
    "photographs": N_("Two color photos of the dog to the police chief"),
    "vicious_permit": N_("Yearly permit from the Village Clerk"),
    "vicious_permit_renewal": N_("The next yearly permit fee"),
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
    "stay_hold_ended": N_(
        "You asked for a hearing in time, so this was on hold until every appeal was over. "
        "That time has ended."
    ),
    "stay_none": N_("This is not on hold now."),
    "needs_facts": N_("We need more facts to count this date."),
    # What an "if_requested" deadline waits for here: the hearing of (6)[c](3).
    "applies_if_requested": N_("Only if a hearing is asked for."),
}
