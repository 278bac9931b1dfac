"""Write flows/river_hills/facts.schema.json. Run once when the schema changes; the JSON is
committed, because the JSON is the public interface and must be reviewable as such."""
import json
from pathlib import Path

TRI = {"$ref": "#/$defs/tristate"}
DATE = {"$ref": "#/$defs/date"}


def tri(desc):
    return {**TRI, "description": desc}


def date(desc):
    return {**DATE, "description": desc}


incident = {
    "type": "object",
    "additionalProperties": False,
    "required": ["date"],
    "properties": {
        "date": date("When it happened. If only roughly known, give your best guess "
                     "and set date_approximate."),
        "date_approximate": {"type": "boolean", "default": False,
                             "description": "True when the date is a guess ('about when')."},
        "time": {"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                 "description": "The time of day it happened, if known, on a 24-hour clock in "
                                "the place's time (\"17:30\") (1.4)."},
        "off_owner_property": tri("The dog was off its owner's property (2.14(6)[a](8))."),
        "at_large": tri("The dog was at large: off its owner's premises and not under anyone's "
                        "control (2.14(1)[c])."),
        "bite_injury": tri("The bite caused visible trauma to the skin, such as a puncture, "
                           "cut or other piercing; the law does not say whether a bruise "
                           "counts (2.14(6)[a](1))."),
        "other_injury": tri("Caused an injury other than a bite injury."),
        "serious_injury": tri("Caused a serious physical injury (the term is not defined in "
                              "§ 2.14)."),
        "killed": tri("The victim died."),
        "imminent_threat": tri("Behaved so that a reasonable person would believe it posed a "
                               "serious and unjustified imminent threat of serious physical injury "
                               "or death (2.14(6)[a](6), (6)[c](2)(i))."),
        "chased_vehicle": tri("Chased a vehicle or bicycle on a public street (2.14(3)[a])."),
        "assault": tri("Assaulted or attacked a person (2.14(3)[b])."),
        "victim": {"enum": ["person", "pet", "domestic_animal", "feral_animal", "wild_animal",
                            "none", "not_sure"],
                   "description": "Who or what the dog acted against."},
        "victim_at_large": tri("The victim animal was itself at large (2.14(6)[c](2)(ii))."),
        "victim_tormenting_or_attacking": tri("The victim animal was tormenting or attacking the "
                                              "dog (2.14(6)[c](2)(ii))."),
        "provoked": tri("Something happened that would make a normal dog react the same way "
                        "(provocation, 2.14(6)[a](7))."),
        "defending_person": tri("The dog was defending its owner, caretaker or another person "
                                "from an attack (2.14(6)[b](1))."),
        "protecting_self_young_or_animal": tri("The dog was protecting itself, its young or "
                                               "another animal (2.14(6)[b](2))."),
        "defending_against_tormentor": tri("The dog was defending itself against someone who "
                                           "tormented, assaulted or abused it (2.14(6)[b](3))."),
        "defending_property_from_trespasser": tri("The dog was defending its owner's or "
                                                  "caretaker's property against a trespasser "
                                                  "(2.14(6)[b](4))."),
    },
}

notice = {
    "type": "object",
    "additionalProperties": False,
    "required": ["declared_status"],
    "properties": {
        "declared_status": {"enum": ["potentially_dangerous", "dangerous", "vicious"],
                            "description": "What the officer's written determination declared."},
        "declared_on": date("The date of the officer's determination, as written on it."),
        "service_method": {"enum": ["personal", "certified_mail", "certified_mail_refused",
                                    "regular_mail", "not_sure"],
                           "description": "How the determination reached the owner "
                                          "(2.14(6)[c](3), (6)[c](4))."},
        "served_on": date("Personal service: the day it was handed over."),
        "received_on": date("Certified mail: the day it was received."),
        "posted_on": date("Certified mail refused: the day the property was posted."),
        "published_on": date("Certified mail refused: the day the newspaper was published."),
        "mailed_on": date("Regular mail: the day it was put in the mail."),
        "hearing_requested": tri("The owner asked the Chief of Police for a hearing in writing."),
        "hearing_requested_on": date("The day the written hearing request was made."),
        "decision": {"enum": ["pending", "affirmed", "modified", "overturned"],
                     "description": "The outcome of the hearing."},
        "decision_status": {"enum": ["none", "potentially_dangerous", "dangerous", "vicious"],
                            "description": "If the hearing modified the determination: "
                                           "the new status."},
        "decision_on": date("The date of the hearing decision."),
        "decision_received_on": date("The day the owner received the written decision."),
        "chief_schedule_date": date("The compliance date the Chief of Police set, if any."),
        "appeal_filed": tri("The owner appealed to the Board of Appeals."),
        "appeal_filed_on": date("The day the appeal was filed."),
        "appeal_stay_granted": tri("The Board of Appeals granted a stay."),
        # No "format": "date-time": RFC 3339 needs an offset, and this is the Village's local
        # time with none (a strict validator would refuse every valid value).
        "removal_notice_served_at": {"type": "string",
                                     "pattern": r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$",
                                     "description": "Written notice to remove the dog from the "
                                                    "Village: local date and time served or "
                                                    "posted on the door (2.14(6)[i])."},
    },
}

def text(desc, limit):
    return {"type": "string", "maxLength": limit, "description": desc}


COMPLAINT = {
    "type": "object", "additionalProperties": False,
    "description": "A resident's complaint statement (schema 1.1). River Hills acts on 'the "
                   "written complaint of a person who is willing to testify' (6)[c](1)(i).",
    "properties": {
        "where": text("Exactly where it happened.", 200),
        "how_often": text("With no incident, of what the dog keeps doing: since when, and "
                          "how often (1.3). (3)[a] and [d] speak of a dog that 'habitually' "
                          "does it.", 200),
        "what_happened": text("What happened, in the person's own words.", 2000),
        "saw_it": {"enum": ["all", "some", "none"],
                   "description": "Whether the person saw or heard what they describe "
                                  "themselves: all of it, some of it (others told them the "
                                  "rest), or none of it (others told them) (1.2)."},
        "injuries": text("The injuries, to people or animals.", 500),
        "evidence": text("The evidence the person has: photos, medical or vet records, a bite "
                         "report (listed, not uploaded).", 500),
        "witnesses": text("Who saw it.", 500),
        "animal_description": text("What the animal looks like.", 300),
        "owner_description": text("Who owns or keeps it, and where it lives, if known.", 300),
        "willing_to_testify": TRI | {"description": "Willing to testify (River Hills "
                                                    "(6)[c](1)(i))."},
    },
}

schema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "flows/river-hills/facts.schema.json",
    "title": "Facts about a dog under River Hills Code § 2.14",
    "description": (
        "What the interview collects and the engine assesses. Every field but schema_version is "
        "optional. A left-out fact is treated as not shown. 'not_sure' is different: it leads to "
        "conditional wording ('if the bite left a visible wound, ...'), never an error."),
    "type": "object",
    "additionalProperties": False,
    "required": ["schema_version"],
    "properties": {
        "schema_version": {"enum": ["1.0", "1.1", "1.2", "1.3", "1.4"],
                           "description": "The version of this schema. 1.1 adds `complaint`; "
                                          "1.2 adds `complaint.saw_it`, "
                                          "`dog.move_in_notice_given` and "
                                          "`dog.removal_notice_served_at`; 1.3 adds "
                                          "`dog.lived_here_when_declared` and "
                                          "`complaint.how_often`; 1.4 adds the asker "
                                          "`parent` and `incidents[].time`. Documents of "
                                          "1.0 to 1.3 are still accepted."},
        "asker": {"enum": ["owner", "harmed", "parent", "neighbour", "other"],
                  "description": "Who is asking: the owner, the person harmed (or the owner of "
                                 "the harmed animal), a parent or guardian of a child who was "
                                 "harmed (1.4), a neighbour, or someone else."},
        "dog": {
            "type": "object", "additionalProperties": False,
            "properties": {
                "police_dog": tri("Used by law enforcement officers in their duties "
                                  "(2.14(6)[b])."),
                "over_5_months": tri("The dog is more than 5 months old (licence, 2.14(2))."),
                "rabies_vaccinated": tri("Vaccinated against rabies as Wis. Stat. § 95.21 "
                                         "requires (2.14(5), (6)[a](6))."),
                "licensed": tri("Has a current licence under Wis. Stat. ch. 174 (2.14(2))."),
                "tag_worn_outdoors": tri("Has its licence tag attached to it or its collar when "
                                         "outdoors, unless securely fenced in (2.14(1)[d])."),
                "declared_elsewhere": {"enum": ["none", "potentially_dangerous", "dangerous",
                                                "vicious", "not_sure"],
                                       "description": "Already declared by another "
                                                      "municipality, county or state "
                                                      "(2.14(6)[h])."},
                "lived_here_when_declared": tri(
                    "The dog already lived in the Village when the other place declared it, "
                    "so it was not moved in after (2.14(6)[h]; 1.3). With `moved_in_on` too, "
                    "the dog left and was moved back in on that day."),
                "moved_in_on": date("The day the dog was moved into the Village."),
                "move_in_notice_given": tri(
                    "The owner has told the Police Department and the Village Clerk the dog's "
                    "address and the other agency's conditions, as (6)[h] requires within 10 "
                    "days of moving in (1.2)."),
                "removal_notice_served_at": {
                    "type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$",
                    "description": "For a dog declared dangerous or vicious elsewhere, with no "
                                   "Village notice: the written notice to remove the dog from "
                                   "the Village, local date and time served or posted on the "
                                   "door (2.14(6)[h], (6)[i]; 1.2). With a Village notice it is "
                                   "notice.removal_notice_served_at."},
                "prior_impoundments": {"type": "integer", "minimum": 0, "maximum": 1000,
                                       "description": "Times the dog was impounded before "
                                                      "(2.14(4)[a])."},
            },
        },
        "incidents": {"type": "array", "maxItems": 50, "items": incident,
                      "description": "Each time the dog did something. Order does not matter."},
        "notice": notice,
        "complaint": COMPLAINT,
        "conduct": {
            "type": "object", "additionalProperties": False,
            "description": "General conduct under 2.14(3) and (7).",
            "properties": {
                "habitual_vehicle_chasing": tri("Habitually chases vehicles or bicycles on "
                                                "public streets (2.14(3)[a])."),
                "habitual_barking": tri("Habitually barks or howls, annoying people "
                                        "(2.14(3)[d])."),
                "at_large": tri("Is at large (2.14(3)[c])."),
                "rabies_infected": tri("Is infected with rabies (2.14(3)[f])."),
                "waste_not_removed": tri("Its waste is left, not cleaned up at once, on land "
                                         "not owned or possessed by the person with it "
                                         "(2.14(7))."),
            },
        },
    },
    "$defs": {
        "tristate": {"enum": ["yes", "no", "not_sure"]},
        "date": {"type": "string", "format": "date", "pattern": r"^\d{4}-\d{2}-\d{2}$"},
    },
}

OUT = Path(__file__).resolve().parent.parent / "flows" / "river_hills" / "facts.schema.json"

if __name__ == "__main__":
    OUT.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(OUT)
