"""River Hills § 2.14: the complaint statement a resident can sign and file, and the note beside it
(templates/documents/complaint.html; interview.documents.complaint)."""

from interview.documents import ComplaintLine

from .texts import N_

# The clause each part of the complaint statement rests on.
COMPLAINT_CITES = {"complaint_basis": "2.14(6)[c](1)(i)", "complaint_next": "2.14(6)[c]",
                   "complaint_note_testify": "2.14(6)[c](1)"}
# "The written complaint of a person who is willing to testify" ((6)[c](1)(i)): someone who
# is not, or not sure, is told before filing what else an officer would need.
COMPLAINT_LINES = (
    ComplaintLine("complaint_note_testify", "complaint.willing_to_testify", ("no", "not_sure"),
                  note=True),
)
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
    "complaint_note_testify": N_(
        "The law lets an officer act on a written complaint from a person who is willing to "
        "testify. That means telling a hearing what they saw. If you are not willing, the "
        "officer needs other proof, such as a dog bite report or what an officer saw."
    ),
    "complaint_next": N_(
        "Give it to the police. An officer looks into the complaint. The officer may declare "
        "the dog potentially dangerous, dangerous or vicious. Then the owner can ask for a "
        "hearing. You may get a letter about the hearing, and you can show evidence there."
    ),
}
