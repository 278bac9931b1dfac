"""Routing predicates for the § 90.17 interview. Each answers one yes/no question about the
answers so far; questions.yaml names them in `if` and `unless`. They decide only which question
comes next; what follows legally stays in rules.py and status.py, which the last ones ask."""
from __future__ import annotations

from interview.engine.rules import NOT_SURE, YES, either

from . import rules
from .status import findings, top_status

MAYBE = (YES, NOT_SURE)


def species_is_dog(ctx) -> bool:
    return ctx.fact("animal.species") == "dog"


def trained_to_attack_possible(ctx) -> bool:
    """Only (A)(3), animals trained to attack people, leaves out police animals: ask who owns
    the animal only when that rule may apply."""
    return ctx.fact("animal.trained_to_attack") in MAYBE


def previously_found_possible(ctx) -> bool:
    return ctx.fact("animal.previously_found_vicious_or_dangerous") in MAYBE


def impounded_possible(ctx) -> bool:
    return ctx.fact("enforcement.impounded") in MAYBE


def asker_not_owner(ctx) -> bool:
    """A resident (harmed, neighbour, on someone's behalf) may prepare a complaint."""
    return ctx.fact("asker") not in (None, "owner")


def wants_complaint(ctx) -> bool:
    return ctx.control("wants_complaint") == "yes"


def asker_is_owner(ctx) -> bool:
    return ctx.fact("asker") == "owner"


# Who said the animal chased or attacked them, their child, or the person they ask for: their
# answer already tells of an incident, so they are not asked whether there was one.
INCIDENT_TOLD = ("harmed", "parent", "on_behalf")


def incident_told(ctx) -> bool:
    return ctx.fact("asker") in INCIDENT_TOLD


# Whose first answer already says a person was the one gone after: a parent said the animal
# went after their child, or someone asking for another person said it went after them. The
# first incident they tell of is that one, so its victim is not asked (it shows, with Change).
PERSON_TOLD = ("parent", "on_behalf")


def person_told_first(ctx) -> bool:
    return ctx.fact("asker") in PERSON_TOLD and ctx.index == 0


def has_incident(ctx) -> bool:
    return ctx.control("any_incident") == YES or incident_told(ctx)


def wants_another_incident(ctx) -> bool:
    return ctx.control("another_incident") == YES


def off_property_possible(ctx) -> bool:
    """Only off the owner's land does (C)(5)'s restraint turn on how it was held."""
    return ctx.item.get("off_owner_property") in MAYBE


def victim_is_none(ctx) -> bool:
    return ctx.item.get("victim") == "none"


def attack_or_injury_shown(ctx) -> bool:
    return YES in (ctx.item.get("attacked"), ctx.item.get("injured"))


def chase_possible(ctx) -> bool:
    return ctx.item.get("approached_or_chased_terrorizing") in MAYBE


def attack_on_person_possible(ctx) -> bool:
    """Provocation matters only to (A)(4): an attack, injury or attempt on a person."""
    attack = either(*(ctx.item.get(f) for f in rules.ATTACK_FIELDS))
    return attack in MAYBE and ctx.item.get("victim") in ("person", NOT_SURE)


def conduct_possible(ctx) -> bool:
    """The (A)(1) exceptions matter only if the animal may have pursued, wounded or attacked."""
    return rules.pursued_wounded_or_attacked(ctx.item) in MAYBE


def _likely(ctx) -> str:
    return top_status(findings(ctx.facts, rules.SHOWN))


def likely_vicious_or_dangerous(ctx) -> bool:
    return _likely(ctx) == rules.VD


PREDICATES = {name: fn for name, fn in globals().items()
              if callable(fn) and getattr(fn, "__module__", None) == __name__
              and not name.startswith("_")}
