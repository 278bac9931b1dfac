"""Write facts.schema.json for City Code § 90.17. Run it when the schema changes:

    .venv/bin/python -m flows.city_90_17.make_schema

The JSON is committed, because it is the public interface and must be reviewable as such."""
from __future__ import annotations

import json
from pathlib import Path

TRI = {"$ref": "#/$defs/tristate"}
DATE = {"$ref": "#/$defs/date"}


def tri(desc: str) -> dict:
    return {**TRI, "description": desc}


def obj(desc: str, properties: dict, required: tuple[str, ...] = ()) -> dict:
    out = {"type": "object", "additionalProperties": False, "description": desc,
           "properties": properties}
    if required:
        out["required"] = list(required)
    return out


def _text(desc: str, limit: int) -> dict:
    return {"type": "string", "maxLength": limit, "description": desc}


# The statement a person files (schema 1.1; saw_it 1.2): the same fields in every flow.
STATEMENT = {
    "where": _text("Exactly where it happened.", 200),
    "what_happened": _text("What happened, in the person's own words.", 2000),
    "saw_it": {"enum": ["all", "some", "none"],
               "description": "Whether the person saw or heard what they describe themselves: "
                              "all of it, some of it (others told them the rest), or none of "
                              "it (others told them) (1.2)."},
    "injuries": _text("The injuries, to people or animals.", 500),
    "evidence": _text("The evidence the person has (listed, not uploaded).", 500),
    "witnesses": _text("Who saw it.", 500),
    "animal_description": _text("What the animal looks like.", 300),
    "owner_description": _text("Who owns or keeps it, and where it lives, if known.", 300),
    "willing_to_testify": tri("Willing to testify."),
}

INCIDENT = obj("One time the animal went after a person or an animal.", {
    "date": {**DATE, "description": "When it happened. If only roughly known, give your best "
                                    "guess and set date_approximate."},
    "date_approximate": {"type": "boolean", "default": False,
                         "description": "True when the date is a guess ('about when')."},
    "time": {"type": "string", "pattern": r"^([01][0-9]|2[0-3]):[0-5][0-9]$",
             "description": "The time of day it happened, if known, on a 24-hour clock in the "
                            "place's time (\"17:30\") (1.3)."},
    "victim": {"enum": ["person", "domestic_animal", "none", "not_sure"],
               "description": "Who or what the animal went after. 'none': no person or "
                              "domestic animal (for example a wild animal)."},
    "attacked": tri("The animal attacked (90.17(A)(1), (A)(4))."),
    "injured": tri("The animal injured (wounded) the victim (90.17(A)(1), (A)(4))."),
    "attempted_to_injure": tri("The animal tried to injure the victim (90.17(A)(4))."),
    "approached_or_chased_terrorizing": tri("The animal approached or chased the victim in a "
                                            "terrorizing manner (90.17(A)(5))."),
    "victim_sought_shelter": tri("The victim reasonably had to seek immediate shelter "
                                 "(90.17(A)(5))."),
    "victim_had_to_defend": tri("The victim reasonably had to defend itself against the "
                                "attack (90.17(A)(5))."),
    "third_party_intervened": tri("Someone else had to step in to stop the animal "
                                  "(90.17(A)(5))."),
    "provoked": tri("Something provoked the animal (90.17(A)(4); the term is not defined)."),
    "off_owner_property": tri("The animal was off the real property limits of its owner, "
                              "possessor or custodian (90.17(C)(5); 1.2)."),
    "under_control": tri("Off that land, the animal was under restraint and in control: "
                         "confined in a vehicle, in a secure enclosure with the land owner's "
                         "permission, or on a leash or other device held by a competent "
                         "person (90.17(C)(5); 1.2)."),
    "victim_assaulted_owner_or_tormented_animal": tri(
        "The animal bit, attacked or menaced someone assaulting its owner, or a person or "
        "animal that had tormented or abused it (90.17(A)(1)(a))."),
    "defending_against_attack_on_owner_or_person": tri(
        "The animal was defending against an attack by a person or animal on its owner or "
        "another person (90.17(A)(1)(b))."),
    "protecting_young_or_other_animal": tri(
        "The animal was protecting or defending its young or another domestic animal "
        "(90.17(A)(1)(c))."),
}, required=("date",))

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "flows/city-90-17/facts.schema.json",
    "title": "Facts about an animal under City Code § 90.17 (vicious or dangerous animals)",
    "description": "What the interview collects and the engine assesses. Every field but "
                   "schema_version is optional. A left-out fact is treated as not shown. "
                   "'not_sure' leads to conditional wording, never an error.",
    "type": "object",
    "additionalProperties": False,
    "required": ["schema_version"],
    "properties": {
        "schema_version": {"enum": ["1.0", "1.1", "1.2", "1.3"],
                           "description": "1.1 adds the complaint statement fields; 1.2 adds "
                                          "complaint.saw_it and incidents[].off_owner_property "
                                          "and under_control; 1.3 adds the asker parent, "
                                          "incidents[].time and animal.displayed_propensity. "
                                          "Documents of 1.0 to 1.2 are still accepted."},
        "asker": {"enum": ["owner", "harmed", "on_behalf", "parent", "neighbour", "other"],
                  "description": "Who is asking. 90.17(F)(1) lets a person pursued or attacked, "
                                 "or anyone on their behalf, complain. 'parent': a parent or "
                                 "guardian of a child the animal pursued or attacked (1.3)."},
        "animal": obj("The animal and its keeping.", {
            "species": {"enum": ["dog", "cat", "other"], "description": "What kind of animal."},
            "owned_by_law_enforcement": tri("Owned by a public law enforcement agency "
                                            "(90.17(A)(3))."),
            "trained_to_attack": tri("Trained to attack persons on its own or on an oral "
                                     "command (90.17(A)(3))."),
            "kept_for_fighting": tri("Trained, owned or harbored, even in part, for animal "
                                     "fighting (90.17(A)(2))."),
            "known_propensity": tri("Has a known or displayed propensity to pursue, wound or "
                                    "attack people or domestic animals (90.17(A)(1)). Since 1.3 "
                                    "the interview asks it as known only, and asks "
                                    "displayed_propensity apart; either one counts."),
            "displayed_propensity": tri("Has displayed a propensity to pursue, wound or attack "
                                        "people or domestic animals (90.17(A)(1); 1.3)."),
            "owner_is_minor": tri("The owner or keeper is a minor (90.17(C)(2))."),
            "guard_dog": tri("The animal is a guard dog (90.17(E); the term is not defined)."),
            "kept_outdoors": tri("The owner keeps the animal out of doors (90.17(C)(4))."),
            "previously_found_vicious_or_dangerous": tri(
                "The animal was already determined or found to be vicious or dangerous "
                "(90.17(F)(2))."),
        }),
        "incidents": {"type": "array", "maxItems": 50, "items": INCIDENT,
                      "description": "Each time the animal did something. Order does not "
                                     "matter."},
        "complaint": obj("Complaints under 90.17(F), and a complaint statement (1.1).", {
            "subsequent_complaint": tri("A later complaint against the same owner, after the "
                                        "animal was found vicious or dangerous "
                                        "(90.17(F)(2))."),
            **STATEMENT,
        }),
        "enforcement": obj("Seizure and impoundment under 90.17(D).", {
            "impounded": tri("The animal was seized and impounded (90.17(D)(1)(b))."),
            "reclaimed": tri("The owner reclaimed the animal after impoundment "
                             "(90.17(D)(2))."),
            "proof_of_confinement": tri("The owner gave proof that the animal will now be kept "
                                        "restrained or confined as § 90.17 requires "
                                        "(90.17(D)(1)(b), (D)(2))."),
        }),
    },
    "$defs": {
        "tristate": {"enum": ["yes", "no", "not_sure"]},
        "date": {"type": "string", "format": "date", "pattern": r"^\d{4}-\d{2}-\d{2}$"},
    },
}


def main() -> None:
    out = Path(__file__).with_name("facts.schema.json")
    out.write_text(json.dumps(SCHEMA, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(out)


if __name__ == "__main__":
    main()
