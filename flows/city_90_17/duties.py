"""City § 90.17(B), (C) and (E): the duties of every owner, and those added for a vicious or
dangerous animal. Numbers come from parameters.yaml on the day that matters."""
from __future__ import annotations

import datetime as dt

from interview.engine.assessment import Item
from interview.engine.parameters import Parameters
from interview.engine.rules import NO, NOT_SURE, YES, cites


@cites("90.17(C)(1)", "90.17(C)(3)", "90.17(C)(5)")
def duties_of_every_owner() -> list[Item]:
    """"It shall be the duty of every owner of any animal, or anyone having an animal in his
    possession or custody, to exercise reasonable care and to take all necessary steps and
    precautions to protect other people, property, and animals from injuries or damages which
    might result from their animal's behavior" and "to insure that the animal is kept under
    restraint" and "to keep the animal under restraint and in control at all times while the
    animal is off the real property limits of the owner, possessor, or custodian\""""
    return [
        Item("duty_reasonable_care", ("90.17(C)(1)",), {}, "always"),
        Item("duty_restraint_on_property", ("90.17(C)(3)",), {}, "always"),
        Item("duty_restraint_off_property", ("90.17(C)(5)",), {}, "always"),
    ]


@cites("90.17(C)(2)")
def minor_owner_duty(animal: dict) -> list[Item]:
    """"In the event the owner or keeper of any animal is a minor, the parent or guardian of such
    minor shall be responsible to insure that all provisions of this section are complied
    with.\""""
    minor = animal.get("owner_is_minor")
    if minor not in (YES, NOT_SURE):
        return []
    return [Item("duty_parent_guardian", ("90.17(C)(2)",), {"certainty": minor}, "now",
                 facts=("/animal/owner_is_minor",))]


@cites("90.17(B)", "90.17(C)(4)", "90.17(C)(6)")
def vicious_or_dangerous_duties(animal: dict, on: dt.date, params: Parameters,
                                applies: str) -> list[Item]:
    """"It shall be unlawful for the owner or keeper of a vicious or dangerous animal to permit
    the animal to go or be taken off the premises of the owner or keeper for any reason other
    than grooming or veterinary care" and "Additional requirements for precautions that must be
    taken by owners of vicious or dangerous animals." and "Except when being transported in, and
    securely confined within, a vehicle, no vicious or dangerous animal shall be permitted off
    the property of his owner except when it is attended by its owner\""""
    items = [
        Item("duty_vd_confinement", ("90.17(B)",), {}, applies),
        Item("duty_vd_leash_on_property", ("90.17(C)(4)",), {}, applies),
        Item("duty_vd_no_tethering", ("90.17(C)(4)",), {}, applies),
    ]
    if animal.get("kept_outdoors") != NO:
        kennel = {"buried_ft": params.value("kennel_sides_buried_ft", on)}
        if animal.get("kept_outdoors"):
            kennel["kept_outdoors"] = animal["kept_outdoors"]
        items.append(Item("duty_vd_outdoor_kennel", ("90.17(C)(4)",), kennel, applies))
    items.append(Item("duty_vd_off_property", ("90.17(C)(6)",),
                      {"leash_ft": params.value("vd_leash_max_length_ft", on)}, applies))
    return items


@cites("90.17(E)")
def warning_sign_words(species: str | None) -> str:
    """"a sign easily readable by the public using the words "Beware of Vicious and Dangerous
    Animal" or "Beware of Vicious and Dangerous Dog"". The text offers both; we give the dog
    wording for a dog and the animal wording for any other animal."""
    return ("Beware of Vicious and Dangerous Dog" if species == "dog"
            else "Beware of Vicious and Dangerous Animal")


@cites("90.17(E)")
def warning_sign_duty(animal: dict, vicious_or_dangerous: bool, applies: str) -> list[Item]:
    """"All owners, keepers, or harborers of any guard dog or vicious or dangerous animal shall
    display in a prominent place on their premises, and at each entrance or exit to the area
    where such animal is confined, a sign easily readable by the public\""""
    guard_dog = animal.get("guard_dog") == YES
    if not (guard_dog or vicious_or_dangerous):
        return []
    # A guard dog needs the sign now, whatever its status; otherwise it follows the status.
    return [Item("duty_warning_sign", ("90.17(E)",),
                 {"sign_words": warning_sign_words(animal.get("species")),
                  "guard_dog": guard_dog}, "now" if guard_dog else applies)]
