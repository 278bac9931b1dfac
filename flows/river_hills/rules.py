"""River Hills § 2.14(6): which definition a dog's conduct meets. Pure functions, no Flask.

Each predicate reads one incident (or the dog) through a ``Lens``: SHOWN counts only facts
answered "yes"; IF_UNSURE also counts "not sure" (for conditional wording); IF_REBUTTED ignores
the rebuttable presumptions of (6)[b] (what follows if an officer rebuts them)."""
from __future__ import annotations

import datetime as dt

from interview.engine.rules import (
    IF_REBUTTED,
    IF_UNSURE,
    NO,
    NOT_SURE,
    SHOWN,
    YES,
    Lens,
    cites,
    either,
    helper,
    value_in,
)

PERSON = frozenset({"person"})
ANIMALS = frozenset({"pet", "domestic_animal", "feral_animal"})
PERSON_OR_ANIMAL = PERSON | ANIMALS
# (6)[c](2)(ii) alone excludes feral animals from "domestic animal".
DOMESTIC_NOT_FERAL = frozenset({"pet", "domestic_animal"})
STATUS_ORDER = ("none", "potentially_dangerous", "dangerous", "vicious")


__all__ = ["IF_REBUTTED", "IF_UNSURE", "SHOWN", "Lens"]


@helper
def rank(status: str) -> int:
    return STATUS_ORDER.index(status)


@helper
def victim_in(incident: dict, kinds: frozenset) -> str:
    return value_in(incident.get("victim"), kinds)


@helper
def invert(value: str | None) -> str:
    """'no' becomes 'yes'; a missing answer counts as 'no', so it becomes 'yes'."""
    return {YES: NO, NOT_SURE: NOT_SURE}.get(value, YES)


# Facts any one of which is enough where a rule reads them together (the conditions join them
# with "or"): an injury of any kind; "off its owner's property", which being at large is.
INJURY_FIELDS = ("bite_injury", "other_injury", "serious_injury", "killed")
OFF_PROPERTY_FIELDS = ("off_owner_property", "at_large")
ALTERNATIVES = (INJURY_FIELDS, OFF_PROPERTY_FIELDS)


@helper
def any_injury(incident: dict) -> str:
    return either(*(incident.get(k) for k in INJURY_FIELDS))


@helper
def serious_or_killed(incident: dict) -> str:
    # Assumption (stated to the user): a death is a serious physical injury.
    return either(incident.get("serious_injury"), incident.get("killed"))


@cites("2.14(6)[b]")
def is_excused(incident: dict, dog: dict, lens: Lens) -> bool:
    """"It is a rebuttable presumption that a dog is not potentially dangerous, dangerous or
    vicious if it is used by law enforcement officers in the performance of their duties or if it
    bites, attacks or menaces any person, domestic pet or animal in order to" (1)–(4)."""
    return lens.exception(dog.get("police_dog")) or any(
        lens.exception(incident.get(k)) for k in EXCEPTION_FIELDS) or lens.exception(
        incident.get("victim_tormenting_or_attacking"))


EXCEPTION_FIELDS = ("defending_person", "protecting_self_young_or_animal",
                    "defending_against_tormentor", "defending_property_from_trespasser")


@cites("2.14(6)[a](1)", "2.14(6)[a](2)")
def has_bite_injury_to_person(incident: dict, lens: Lens) -> bool:
    """"Dangerous dog means any dog: (1) that has caused a bite injury to a person"."""
    return lens.fact(incident.get("bite_injury")) and lens.fact(victim_in(incident, PERSON))


@cites("2.14(6)[a](2)", "2.14(1)[c]")
def injured_person_while_at_large(incident: dict, lens: Lens) -> bool:
    """"(2) causes injury to any person while at large"."""
    return (lens.fact(incident.get("at_large")) and lens.fact(any_injury(incident))
            and lens.fact(victim_in(incident, PERSON)))


@cites("2.14(6)[a](2)")
def caused_serious_injury(incident: dict, lens: Lens) -> bool:
    """"(3) or causes serious physical injury to a person or domestic animal"."""
    return (lens.fact(serious_or_killed(incident))
            and lens.fact(victim_in(incident, PERSON_OR_ANIMAL)))


@cites("2.14(6)[a](6)")
def threatened_while_at_large(incident: dict, lens: Lens) -> bool:
    """"Potentially dangerous dog means a dog that while at large: (1) behaves in a manner that a
    reasonable person would believe poses a serious and unjustified imminent threat of serious
    physical injury or death to a person or domestic pet or animal"."""
    return (lens.fact(incident.get("at_large")) and lens.fact(incident.get("imminent_threat"))
            and lens.fact(victim_in(incident, PERSON_OR_ANIMAL)))


@cites("2.14(6)[a](6)")
def injured_animal_while_at_large(incident: dict, lens: Lens) -> bool:
    """"(2) causes injury to a domestic pet or animal"."""
    return (lens.fact(incident.get("at_large")) and lens.fact(any_injury(incident))
            and lens.fact(victim_in(incident, ANIMALS)))


@cites("2.14(6)[a](6)", "2.14(5)")
def outside_rabies_program(dog: dict, lens: Lens) -> bool:
    """"(3) a dog not in strict conformity with the rabies control program of the Village".
    That program is Wis. Stat. § 95.21, adopted by (5), which asks for a dog's first shot
    within 30 days after it reaches 5 months of age (the statute's words are not in the
    ordinance, so not quoted here): a younger puppy without one conforms. An age not given is
    taken as over 5 months, as most dogs are."""
    vaccinated = dog.get("rabies_vaccinated")
    return (vaccinated is not None and lens.fact(invert(vaccinated))
            and lens.fact(dog.get("over_5_months", YES)))


@cites("2.14(6)[c](2)")
def threatened_person(incident: dict, lens: Lens) -> bool:
    """"(i) behaved in a manner that a reasonable person would believe poses a serious and
    unjustified imminent threat of serious physical injury or death to a person"."""
    return lens.fact(incident.get("imminent_threat")) and lens.fact(victim_in(incident, PERSON))


@cites("2.14(6)[c](2)")
def killed_countable_domestic_animal(incident: dict, lens: Lens) -> bool:
    """"(ii) attacked and killed a domestic animal on more than one occasion. For purposes of this
    subsection only, a domestic animal does not include any feral animal or does not apply where
    the attack was upon a domestic animal that was at large or upon a domestic animal that was
    tormenting or attacking the dog.\""""
    return (lens.fact(incident.get("killed"))
            and lens.fact(victim_in(incident, DOMESTIC_NOT_FERAL))
            and lens.fact(invert(incident.get("victim_at_large")))
            and lens.fact(invert(incident.get("victim_tormenting_or_attacking"))))


@cites("2.14(6)[a](8)", "2.14(6)[a](7)", "2.14(1)[c]")
def serious_unprovoked_off_property(incident: dict, lens: Lens) -> bool:
    """"Vicious dog means a dog that on two separate occasions without provocation or
    justification causes serious physical injury to a person or a domestic pet or animal without
    provocation while off its owner's property.\""""
    # "At large" is itself "off the premises of its owner" (1)[c].
    off_property = either(*(incident.get(k) for k in OFF_PROPERTY_FIELDS))
    return (caused_serious_injury(incident, lens) and lens.fact(off_property)
            and lens.fact(invert(incident.get("provoked"))))


@helper
def add_months(day: dt.date, months: int) -> dt.date:
    month = day.month - 1 + months
    year, month = day.year + month // 12, month % 12 + 1
    for d in (day.day, 30, 29, 28):
        try:
            return dt.date(year, month, d)
        except ValueError:
            continue
    raise AssertionError("unreachable")


APPROXIMATE_MARGIN = dt.timedelta(days=31)


@cites("2.14(6)[c](2)")
def within_window(first: dict, second: dict, months: int) -> str:
    """"A dog may be declared dangerous under this section if the dog has within a twelve-month
    period". Counted as Wis. Stat. § 990.001(4) counts: the anniversary day is inside. An
    approximate date within a month of the edge gives 'not sure'."""
    a, b = sorted((dt.date.fromisoformat(first["date"]), dt.date.fromisoformat(second["date"])))
    edge = add_months(a, months)
    if first.get("date_approximate") or second.get("date_approximate"):
        if b <= edge - APPROXIMATE_MARGIN:
            return YES
        return NO if b > edge + APPROXIMATE_MARGIN else NOT_SURE
    return YES if b <= edge else NO


@cites("2.14(6)[a](8)")
def separate_occasions(first: dict, second: dict) -> str:
    """"on two separate occasions". Two incidents that may have been on the same day may be one
    occasion: the same day, or an "about" date within the margin it is read with (as for the
    12-month window) of the other."""
    if first["date"] == second["date"]:
        return NOT_SURE
    if first.get("date_approximate") or second.get("date_approximate"):
        apart = abs(dt.date.fromisoformat(first["date"]) - dt.date.fromisoformat(second["date"]))
        return NOT_SURE if apart <= APPROXIMATE_MARGIN else YES
    return YES


@cites("2.14(6)[h]")
def declared_elsewhere_status(dog: dict, lens: Lens = SHOWN) -> str | None:
    """"Any dog that has been declared dangerous or vicious by any agency or department of another
    municipality, county, or state shall be subject to the provisions of this Section for the
    remainder of its life.\""""
    status = dog.get("declared_elsewhere")
    if status == NOT_SURE and lens.fact(NOT_SURE):
        return "dangerous"  # at least dangerous, if the answer we were not sure of is true
    return status if status in ("dangerous", "vicious") else None


@cites("2.14(6)[h]")
def moved_in_after_declared(dog: dict) -> bool:
    """"... within ten (10) days of moving the animal into the Village." A dog that already lived
    here when the other place declared it, and was not moved back in since, was never moved in:
    the ten days have no day to count from."""
    return not (dog.get("lived_here_when_declared") == YES and not dog.get("moved_in_on"))
