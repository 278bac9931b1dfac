"""River Hills § 2.14 in plain words: the duties that follow from a status (duties.py)."""

from interview.engine.i18n import N_

TEXTS = {
    # --- Duties -----------------------------------------------------------
    "duty_licence": N_(
        "Get a dog license by the time the dog is {months} months old, and again each year. "
        "Show the rabies shot first."
    ),
    "duty_rabies_vaccination": N_("Keep the dog's rabies shots up to date."),
    "duty_tag_outdoors": N_(
        "When the dog is outdoors, it wears its license tag, on it or on its collar. It "
        "need not if it is inside a secure fence."
    ),
    "duty_not_at_large": N_("Do not let the dog run loose off your property."),
    "duty_clean_up_waste": N_(
        "On land you do not own or rent, pick up the dog's waste at once and throw it away "
        "properly."
    ),
    "duty_pd_leash_and_muzzle": N_(
        "The dog may leave your property only on a secure leash and with a muzzle. The "
        "muzzle must be strong, stop the dog from biting, and let it breathe."
    ),
    "duty_pd_sterilisation_if_required": N_(
        "You may have to spay or neuter the dog. If so, give the police chief proof within "
        "{days} days of the day the dog was declared."
    ),
    "duty_enclosure": N_(
        "Unless it is on a leash and muzzled, keep the dog shut in your home, or in a "
        "locked pen or other secure enclosure. The enclosure must keep young children out "
        "and the dog in. It needs secure sides and a secure top, or all sides at least "
        "{sides_ft} feet high. It needs a bottom permanently attached to the sides, or "
        "sides buried at least {buried_ft} foot in the ground. It needs shelter, room to "
        "exercise, light and fresh air, and must be kept clean."
    ),
    "duty_leash": N_(
        "Outside the enclosure, the dog is on a leash no longer than {leash_ft} "
        "feet. The person holding it must be strong enough to hold the dog. Never tie the "
        "dog up outside the enclosure. Someone who can control it must hold the leash and "
        "stay with it."
    ),
    "duty_muzzle": N_(
        "The dog may leave the enclosure only to see a vet or to exercise. Then it wears a "
        "muzzle. The muzzle must fit, stop the dog from biting, and let it breathe and see."
    ),
    "duty_indoor_confinement": N_(
        "Do not keep the dog on a porch or patio, or anywhere it can "
        "get out on its own. A window or screen door is not enough."
    ),
    "duty_sterilisation": N_(
        "Spay or neuter the dog and give proof to the police chief within "
        "{days} days of the declaration."
    ),
    "duty_photographs": N_(
        "Give the police chief {count} color photos of the dog. They must show its color "
        "and size. Give them within {days} days of the declaration."
    ),
    "duty_no_sale_in_village": N_(
        "Do not sell or give the dog to anyone in the Village, except someone in your "
        "home. You may sell or give it to someone who lives outside the Village. Tell "
        "anyone who gets or takes care of the dog that it was declared a {status_name}."
    ),
    "duty_report_escape_or_bite": N_(
        "Call the Village police at once if the dog gets out, or "
        "if it bites or attacks a person or animal."
    ),
    "duty_insurance_if_required": N_(
        "You may have to show the police chief proof of liability insurance or a bond of "
        "at least {amount}. It must cover any harm the dog causes. The policy must make "
        "the insurer tell the Village at once if it is canceled or ends. Get it before any "
        "permit for the dog is issued. You sign that you will keep it for {months} months, "
        "unless you stop owning or keeping the dog."
    ),
    "duty_vicious_permit": N_(
        "Get a yearly permit from the Village Clerk within {days} business days after the "
        "dog is declared vicious. If you get a dog that is already vicious, get the permit "
        "when you get the dog. It costs {fee} a year. The first fee is less if you get the "
        "permit after January 1. After that, pay by January 1 each year."
    ),
    "duty_vicious_costs": N_(
        "You pay all costs of impounding, removing or putting down a vicious dog, and any "
        "other costs that come with it."
    ),
    "duty_move_in_notice": N_(
        "Within {days} days of moving in, tell the police and the Village Clerk. Give the dog's "
        "address and the rules the other town set."
    ),
    "duty_keep_other_conditions": N_(
        "The other town's rules for the dog still apply here, unless the police chief "
        "changes them in writing. If the Village rules are stricter, those apply too."
    ),
    "duty_remove_if_unable": N_(
        "If you cannot or will not follow these rules, you must take the dog out of the "
        "Village. You have {hours} hours after a written notice. A notice posted on your "
        "front door counts, even if you refused to take it. The dog may come back only if "
        "you follow all the rules."
    ),
}
