"""Routing predicates for the River Hills interview. Each answers one yes/no question about the
answers so far; questions.yaml names them in `if` and `unless`. They decide only which question
comes next; what follows legally stays in rules.py, which several of them reuse."""
from __future__ import annotations

from interview.engine.rules import NO, NOT_SURE, YES

from . import rules
from .parameters_cache import parameters
from .status import findings, top_status

MAYBE = (YES, NOT_SURE)


def asker_not_owner(ctx) -> bool:
    """A resident (harmed, neighbour, on someone's behalf) may prepare a complaint."""
    return ctx.fact("asker") not in (None, "owner")


def wants_complaint(ctx) -> bool:
    return ctx.control("wants_complaint") == "yes"


def asker_is_owner(ctx) -> bool:
    return ctx.fact("asker") == "owner"


def appeal_was_filed(ctx) -> bool:
    return ctx.fact("notice.appeal_filed") == YES


def rabies_shot_possibly_missing(ctx) -> bool:
    """Only then does the dog's age matter: a young puppy needs no shot yet (rules.py)."""
    return ctx.fact("dog.rabies_vaccinated") in (NO, NOT_SURE)


def has_notice(ctx) -> bool:
    """The Village's notice, as the person named it ("No, or not sure" leaves it out)."""
    return ctx.fact("notice.declared_status") is not None


def removal_notice_given(ctx) -> bool:
    return ctx.control("removal_notice") == YES


def dog_not_known(ctx) -> bool:
    """Someone who does not know the dog's records knows of no Village notice either: it is
    left out, as "No, or not sure" leaves it out."""
    return ctx.control("dog_known") == "no"


def owner_dog_facts_each(ctx) -> bool:
    """More than one of the dog's facts is so, or the owner is not sure: each is asked."""
    return ctx.control("owner_dog_facts") == "each"


def owner_dog_declared_elsewhere(ctx) -> bool:
    """Declared elsewhere: as what is asked next."""
    return ctx.control("owner_dog_facts") == "declared_elsewhere"


def removal_notice_elsewhere_given(ctx) -> bool:
    return ctx.control("removal_notice_elsewhere") == YES


def served_in_person(ctx) -> bool:
    return ctx.fact("notice.service_method") == "personal"


def served_by_certified_mail(ctx) -> bool:
    return ctx.fact("notice.service_method") == "certified_mail"


def refused_notice_posted(ctx) -> bool:
    return ctx.control("refused_notice_made_public") in ("posted", "both")


def refused_notice_published(ctx) -> bool:
    return ctx.control("refused_notice_made_public") in ("published", "both")


def certified_mail_refused(ctx) -> bool:
    return ctx.fact("notice.service_method") == "certified_mail_refused"


def served_by_regular_mail(ctx) -> bool:
    return ctx.fact("notice.service_method") == "regular_mail"


def hearing_was_requested(ctx) -> bool:
    return ctx.fact("notice.hearing_requested") == YES


def decision_modified(ctx) -> bool:
    return ctx.fact("notice.decision") == "modified"


def decision_upheld(ctx) -> bool:
    return ctx.fact("notice.decision") == "affirmed"


def declared_dangerous_elsewhere(ctx) -> bool:
    return rules.declared_elsewhere_status(ctx.facts.get("dog", {})) is not None


def lived_here_when_declared(ctx) -> bool:
    return ctx.fact("dog.lived_here_when_declared") == YES


def moved_back(ctx) -> bool:
    return ctx.control("moved_back") == YES


# Who said the dog went after them (or their child or animal): their answer already tells of
# an incident, so they are not asked whether there was one.
INCIDENT_TOLD = ("harmed", "parent")


def incident_told(ctx) -> bool:
    return ctx.fact("asker") in INCIDENT_TOLD


# Whose first answer already says a person was the one gone after: a parent said the dog went
# after their child. The first incident they tell of is that one, so its victim is not asked
# (it shows, with Change).
PERSON_TOLD = ("parent",)


def person_told_first(ctx) -> bool:
    return ctx.fact("asker") in PERSON_TOLD and ctx.index == 0


def notice_rests_on_an_incident(ctx) -> bool:
    """An owner's dangerous or vicious notice says the dog did something: each way a dog is
    dangerous ((6)[a](2), [c](2)) or vicious ((a)(8)) is a bite, an injury, a threat or a
    killing. So the owner is asked what happened, not whether anything did. (A potentially
    dangerous dog may be one "not in strict conformity with the rabies control program".)"""
    return asker_is_owner(ctx) and ctx.fact("notice.declared_status") in ("dangerous", "vicious")


def first_incident_of_notice(ctx) -> bool:
    return notice_rests_on_an_incident(ctx) and not ctx.index


def has_incident(ctx) -> bool:
    return (ctx.control("any_incident") == YES or incident_told(ctx)
            or notice_rests_on_an_incident(ctx))


# What a neighbour can report with no attack: (3)[a], [c] and [d], and (7). Rabies is a call
# to the police now, not a written complaint (ask_rabies_infected says so).
REPORTED_CONDUCT = ("conduct.at_large", "conduct.habitual_vehicle_chasing",
                    "conduct.habitual_barking", "conduct.waste_not_removed")


def conduct_reported(ctx) -> bool:
    """A sure "yes" to something the dog keeps doing that § 2.14(3) or (7) makes unlawful: a
    resident may then write a complaint even with no incident."""
    return any(ctx.fact(path) == YES for path in REPORTED_CONDUCT)


def wants_another_incident(ctx) -> bool:
    return ctx.control("another_incident") == YES


def bitten(ctx) -> bool:
    """Only a sure bite skips the question about other injuries: a 'not sure' bite may have
    come with another injury that counts on its own ((6)[a](2))."""
    return ctx.item.get("bite_injury") == YES


def injury_possible(ctx) -> bool:
    return rules.any_injury(ctx.item) in MAYBE


def threat_may_count(ctx) -> bool:
    """Ask about a threat even when the victim was hurt, wherever the threat could still decide
    the status. For a person: "A dog may be declared dangerous ... if the dog has within a
    twelve-month period: (i) behaved in a manner that a reasonable person would believe poses a
    serious and unjustified imminent threat of serious physical injury or death to a person on
    more than one occasion" ((6)[c](2)(i)); a sure bite or serious injury already makes the dog
    dangerous ((6)[a](2)). For an animal: "Potentially dangerous dog means a dog that while at
    large: (1) behaves in a manner that a reasonable person would believe poses a serious and
    unjustified imminent threat of serious physical injury or death to a person or domestic pet
    or animal, or (2) causes injury to a domestic pet or animal" ((6)[a](6)); a sure injury
    already meets (2), an injury the person is not sure of does not."""
    item = ctx.item
    person = (item.get("bite_injury") != YES and item.get("serious_injury") != YES
              and rules.victim_in(item, rules.PERSON) in MAYBE)
    animal = (rules.any_injury(item) != YES
              and rules.victim_in(item, rules.ANIMALS) in MAYBE)
    return person or animal


def attack_may_count(ctx) -> bool:
    """Ask about an attack on a person unless a sure bite already shows one: "It shall be
    unlawful for the owner of a dog to harbor, shelter or keep a dog which does any of the
    following ... [b] Assaults or attacks any person" ((3)[b]). Only when the victim was a
    person for sure: the question names "the person", and a condition that also took in "not
    sure" would split that answer from "a pet" for the flows check (13,000 more paths)."""
    return ctx.item.get("bite_injury") != YES and ctx.item.get("victim") == "person"


def victim_may_be_animal(ctx) -> bool:
    return rules.victim_in(ctx.item, rules.ANIMALS) in MAYBE


def killed_domestic_animal(ctx) -> bool:
    return (ctx.item.get("killed") in MAYBE
            and rules.victim_in(ctx.item, rules.DOMESTIC_NOT_FERAL) in MAYBE)


def provocation_left_to_ask(ctx) -> bool:
    """A reason the dog was defending, or "Not sure", leaves provocation to its own question: a
    tormented dog is both excused ((6)[b](3)) and provoked ((6)[a](7), "whether intentional or
    unintentional"). Only "provoked" and "None of these" answer it, each with every reason
    "no". (By the reasons, not by the fact: once answered, the route must still pass it.)"""
    return not all(ctx.item.get(field) == NO for field in rules.EXCEPTION_FIELDS)


def off_property_unsure(ctx) -> bool:
    """Not sure where the dog was: whether anyone had control of it is asked apart, since
    "at large" is off the premises "and not within the control of the owner or some other
    person" ((1)[c])."""
    return ctx.item.get("off_owner_property") == NOT_SURE


def _likely(ctx) -> str:
    # Three predicates ask this of the same step: work it out once per routing context.
    likely = ctx.__dict__.get("_likely")
    if likely is None:
        likely = ctx._likely = top_status(findings(ctx.facts, rules.SHOWN, parameters()))
    return likely


def likely_vicious(ctx) -> bool:
    return _likely(ctx) == "vicious"


def likely_dangerous(ctx) -> bool:
    return _likely(ctx) == "dangerous"


def likely_potentially_dangerous(ctx) -> bool:
    return _likely(ctx) == "potentially_dangerous"


PREDICATES = {name: fn for name, fn in globals().items()
              if callable(fn) and getattr(fn, "__module__", None) == __name__
              and not name.startswith("_")}
