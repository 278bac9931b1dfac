"""City § 90.17: the complaint statement a resident can sign and file, and the note beside it
(templates/documents/complaint.html; interview.engine.documents.complaint)."""

from interview.engine.documents import ComplaintLine
from interview.engine.i18n import N_

# The clause each part of the complaint statement rests on.
# complaint_next names (D)(1)(a) and (F)(2) in its own words.
COMPLAINT_CITES = {"complaint_basis": "90.17(F)(1)", "complaint_next": "90.17(F)(1)",
                   "complaint_note_standing_harmed": "90.17(F)(1)",
                   "complaint_standing_on_behalf": "90.17(F)(1)",
                   "complaint_standing_parent": "90.17(F)(1)",
                   "complaint_note_standing": "90.17(F)(1)",
                   "complaint_note_hearsay": "90.17(F)(1)",
                   "complaint_prior_finding": "90.17(F)(2)",
                   "complaint_prior_finding_maybe": "90.17(F)(2)"}
# "Any person who has been pursued or attacked …, or anyone on behalf of such person, may make
# a complaint with the City" ((F)(1)): the statement says which the signer is, and says so
# when it is neither. A finding before is what (F)(2) turns on, so the statement carries it.
# Whether they saw it is the statement's own line (templates/documents/complaint.html); the
# note says the officer, who "determines that the facts support the complaint", may need them.
COMPLAINT_OFFICE = "clerk"
COMPLAINT_LINES = (
    ComplaintLine("complaint_standing_harmed", "asker", ("harmed",)),
    ComplaintLine("complaint_standing_on_behalf", "asker", ("on_behalf",)),
    # "or anyone on behalf of such person": a parent or guardian files for their child.
    ComplaintLine("complaint_standing_parent", "asker", ("parent",)),
    ComplaintLine("complaint_note_hearsay", "complaint.saw_it", ("some", "none"), note=True),
    ComplaintLine("complaint_prior_finding", "animal.previously_found_vicious_or_dangerous",
                  ("yes",)),
    # A guess is not put in a signed statement: the note tells the writer what to find out.
    ComplaintLine("complaint_prior_finding_maybe",
                  "animal.previously_found_vicious_or_dangerous", ("not_sure",), note=True),
    ComplaintLine("complaint_note_standing", "asker", ("neighbour", "other"), note=True),
    # "me, or my animal" is what they answered; (F)(1) speaks of a person pursued or attacked.
    ComplaintLine("complaint_note_standing_harmed", "asker", ("harmed",), note=True),
)
# What the person already said of each time, in their voice: what (A)(4), (A)(5) and (C)(5)
# turn on.
# Only sure answers ("yes", or "no" to control): a "not sure" is not put in their mouth, nor is
# provocation.
COMPLAINT_INCIDENT_LINES = (
    ComplaintLine("complaint_incident_person", "victim", ("person",)),
    ComplaintLine("complaint_incident_animal", "victim", ("domestic_animal",)),
    ComplaintLine("complaint_incident_attacked", "attacked", ("yes",)),
    ComplaintLine("complaint_incident_injured", "injured", ("yes",)),
    ComplaintLine("complaint_incident_attempted", "attempted_to_injure", ("yes",)),
    ComplaintLine("complaint_incident_chased", "approached_or_chased_terrorizing", ("yes",)),
    ComplaintLine("complaint_incident_shelter", "victim_sought_shelter", ("yes",)),
    ComplaintLine("complaint_incident_defend", "victim_had_to_defend", ("yes",)),
    ComplaintLine("complaint_incident_third_party", "third_party_intervened", ("yes",)),
    ComplaintLine("complaint_incident_off_property", "off_owner_property", ("yes",)),
    ComplaintLine("complaint_incident_not_controlled", "under_control", ("no",)),
)

TEXTS = {
    "complaint_to": N_("To: {city}"),
    "complaint_basis": N_(
        "I make this complaint with {city}. I say that the owner or keeper of this animal "
        "keeps a vicious or dangerous animal."
    ),
    "complaint_standing_harmed": N_("The animal chased or attacked me, or my animal."),
    "complaint_standing_on_behalf": N_(
        "I make this complaint for a person the animal chased or attacked."
    ),
    "complaint_standing_parent": N_(
        "The animal chased or attacked my child. I am the child's parent or guardian, and I "
        "make this complaint for my child."
    ),
    "complaint_note_hearsay": N_(
        "Others told you some or all of what you tell here. The officer may need to hear from "
        "them. If they agree, name them under Who saw it."
    ),
    "complaint_incident_off_property": N_("It happened off the land of its owner or keeper."),
    "complaint_incident_not_controlled": N_("It was not under control: not on a leash held by "
                                            "someone who could hold it, nor shut in a car or "
                                            "a pen."),
    "complaint_prior_finding": N_("I know the animal was found vicious or dangerous before."),
    "complaint_prior_finding_maybe": N_(
        "You are not sure the animal was found vicious or dangerous before, so the statement "
        "does not say it was. If you learn that it was, add it: a new complaint then matters "
        "much more (part (F)(2)). The City can tell you."
    ),
    "complaint_incident_person": N_("The animal went after a person."),
    "complaint_incident_animal": N_("The animal went after a pet or farm animal, or another "
                                    "tame one."),
    "complaint_incident_attacked": N_("It attacked."),
    "complaint_incident_injured": N_("It caused an injury."),
    "complaint_incident_attempted": N_("It tried to cause an injury."),
    "complaint_incident_chased": N_("It chased or came at the victim in a frightening way."),
    "complaint_incident_shelter": N_("The victim had to take cover."),
    "complaint_incident_defend": N_("The victim had to fight it off."),
    "complaint_incident_third_party": N_("Someone else had to step in."),
    "complaint_note_standing_harmed": N_(
        "The law lets a person the animal chased or attacked make this complaint. If it went "
        "only after your animal, not you, the City may not accept it from you. If it came at "
        "you too, say so in your own words."
    ),
    "complaint_note_standing": N_(
        "The law lets a person the animal chased or attacked make this complaint, or someone "
        "for them. You said you are a neighbor or someone else. If you file for a person it "
        "chased or attacked, say so in your own words."
    ),
    "complaint_next": N_(
        "File it with {city}, who sends a copy to {officer}. The officer looks into it. If the "
        "facts support it, the officer may order the owner to fix the problem and give a "
        "citation (part (D)(1)(a)). Was the animal found vicious or dangerous before? Then, if "
        "this complaint about the same owner ends the same way, it must leave the city or be "
        "put to death (part (F)(2))."
    ),
}
