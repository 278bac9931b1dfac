"""River Hills § 2.14: the complaint statement a resident can sign and file, and the note beside it
(templates/documents/complaint.html; interview.engine.documents.complaint)."""

from interview.engine.documents import ComplaintLine
from interview.engine.i18n import N_

# The clause each part of the complaint statement rests on.
COMPLAINT_CITES = {"complaint_basis": "2.14(6)[c](1)(i)", "complaint_next": "2.14(6)[c]",
                   "complaint_note_testify": "2.14(6)[c](1)",
                   "complaint_note_hearsay": "2.14(6)[c](1)(i)",
                   "complaint_note_impound": "2.14(4)",
                   "complaint_conduct_at_large": "2.14(3)[c]",
                   "complaint_conduct_vehicles": "2.14(3)[a]",
                   "complaint_conduct_barking": "2.14(3)[d]",
                   "complaint_conduct_waste": "2.14(7)",
                   "complaint_next_conduct": "2.14(8)",
                   "complaint_note_testify_conduct": "2.14(8)"}
# "The written complaint of a person who is willing to testify" ((6)[c](1)(i)): someone who
# is not, or not sure, is told before filing what else an officer would need. What the dog
# keeps doing, as the person answered it, goes in the statement: (3) makes it unlawful to keep
# such a dog, and (7) to leave its waste. Whether they saw it is the statement's own line
# (templates/documents/complaint.html); the note says (i) asks for someone willing to testify.
COMPLAINT_LINES = (
    ComplaintLine("complaint_note_hearsay", "complaint.saw_it", ("some", "none"), note=True),
    ComplaintLine("complaint_conduct_at_large", "conduct.at_large", ("yes",)),
    ComplaintLine("complaint_conduct_vehicles", "conduct.habitual_vehicle_chasing", ("yes",)),
    ComplaintLine("complaint_conduct_barking", "conduct.habitual_barking", ("yes",)),
    ComplaintLine("complaint_conduct_waste", "conduct.waste_not_removed", ("yes",)),
    # (4): "Any officer may impound a dog that falls within the classifications listed in
    # subsection (3)"; not for waste left, which is (7). Once, however many apply.
    *(ComplaintLine("complaint_note_impound", fact, ("yes",), note=True)
      for fact in ("conduct.at_large", "conduct.habitual_vehicle_chasing",
                   "conduct.habitual_barking")),
    ComplaintLine("complaint_note_testify", "complaint.willing_to_testify", ("no", "not_sure"),
                  note=True),
)
# With no attack, bite or threat, the complaint is not the (6)[c](1)(i) complaint an officer
# declares a status on: it reports conduct (3) and (7) make unlawful, which (8) punishes
# once a court finds the owner guilty. Its basis cites nothing of its own: each line of
# conduct cites its clause, (3)[a], [c], [d] or (7).
COMPLAINT_WITHOUT_INCIDENT = {"complaint_basis": "complaint_basis_conduct",
                              "complaint_next": "complaint_next_conduct",
                              "complaint_note_testify": "complaint_note_testify_conduct",
                              "complaint_note_hearsay": "complaint_note_hearsay_conduct"}
# What the person already said of each time, in their voice: what (6)[a]'s definitions turn
# on. Only answers of "yes": a "not sure" is not put in their mouth, nor is provocation.
COMPLAINT_INCIDENT_LINES = (
    ComplaintLine("complaint_incident_person", "victim", ("person",)),
    ComplaintLine("complaint_incident_pet", "victim", ("pet",)),
    ComplaintLine("complaint_incident_domestic", "victim", ("domestic_animal",)),
    ComplaintLine("complaint_incident_bite", "bite_injury", ("yes",)),
    ComplaintLine("complaint_incident_assault", "assault", ("yes",)),
    ComplaintLine("complaint_incident_serious", "serious_injury", ("yes",)),
    ComplaintLine("complaint_incident_killed", "killed", ("yes",)),
    ComplaintLine("complaint_incident_threat", "imminent_threat", ("yes",)),
    ComplaintLine("complaint_incident_at_large", "at_large", ("yes",)),
    ComplaintLine("complaint_incident_off_property", "off_owner_property", ("yes",)),
)

TEXTS = {
    "complaint_to": N_("To: {police}"),
    "complaint_title": N_("Complaint about a dog"),
    "complaint_basis": N_("I make this complaint in writing so that an officer can look into "
                          "this dog."),
    "complaint_incident_person": N_("The dog went after a person."),
    "complaint_incident_pet": N_("The dog went after a pet."),
    "complaint_incident_domestic": N_("The dog went after a farm animal or other tame animal."),
    "complaint_incident_bite": N_("It bit, and the bite broke the skin."),
    "complaint_incident_assault": N_("It attacked the person."),
    "complaint_incident_serious": N_("The injury was serious."),
    "complaint_incident_killed": N_("The animal died."),
    "complaint_incident_threat": N_("It acted as if it was about to cause serious harm."),
    "complaint_incident_at_large": N_("The dog was loose: off its owner's land and not under "
                                      "anyone's control."),
    "complaint_incident_off_property": N_("It happened off the owner's land."),
    "complaint_note_hearsay": N_(
        "Others told you some or all of what you tell here. The officer may need to hear from "
        "them. If they agree, name them under Who saw it."
    ),
    # The same words without (6)[c](1)(i), for a complaint about conduct alone.
    "complaint_note_hearsay_conduct": N_(
        "Others told you some or all of what you tell here. The officer may need to hear from "
        "them. If they agree, name them under Who saw it."
    ),
    "complaint_note_impound": N_("If the dog runs loose, chases cars or barks a lot, an officer "
                                 "may also take it to the pound."),
    "complaint_conduct_at_large": N_("The dog gets loose. It goes off its owner's land with no "
                                     "one in control of it."),
    "complaint_conduct_vehicles": N_("The dog often chases cars, bikes or other vehicles on a "
                                     "public street."),
    "complaint_conduct_barking": N_("The dog often barks or howls, and it bothers people."),
    "complaint_conduct_waste": N_("The dog's waste is left on land that is not its keeper's, "
                                  "and no one cleans it up right away."),
    "complaint_basis_conduct": N_("I make this complaint in writing so that an officer can look "
                                  "into what this dog does."),
    "complaint_next_conduct": N_(
        "Give it to the police. An officer looks into the complaint. If a court finds the owner "
        "broke this law, the owner may have to pay a forfeiture."
    ),
    "complaint_note_testify_conduct": N_(
        "A court decides if the owner broke the law. The officer may ask you to tell the court "
        "what you know. If you are not willing, the officer needs other proof, such as what an "
        "officer saw."
    ),
    "complaint_note_testify": N_(
        "The law lets an officer act on a written complaint from a person who is willing to "
        "testify. That means telling a hearing what they know. If you are not willing, the "
        "officer needs other proof, such as a dog bite report or what an officer saw."
    ),
    "complaint_next": N_(
        "Give it to the police. An officer looks into the complaint. The officer may declare "
        "the dog potentially dangerous, dangerous or vicious. Then the owner can ask for a "
        "hearing. You may get a letter about the hearing, and you can show evidence there."
    ),
}
