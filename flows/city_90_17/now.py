"""City § 90.17: what the result leads with, for each person (interview.engine.actions,
interview.engine.meaning). The rules that bind today before the standing ones; general advice for
the people the animal went after, said to be general; and the sentences of "What this
means". § 90.17 sets no deadlines, so the owner has no dated step."""
from interview.engine.actions import Advice
from interview.engine.meaning import Sentence
from interview.engine.rules import NOT_SURE, YES

from .rules import VD

# Who answers for them ((C)(2): a minor owner's parent or guardian), then confined or chained
# ((B)), leashed and muzzled off the property ((C)(6)), then the rest of (C)(4) and the sign
# ((E)), before the duties of every owner ((C)(1), (3), (5)).
RULES_FIRST = ("duty_parent_guardian", "duty_vd_confinement", "duty_vd_off_property",
               "duty_vd_leash_on_property", "duty_vd_no_tethering", "duty_warning_sign",
               "duty_vd_outdoor_kennel", "duty_restraint_on_property",
               "duty_restraint_off_property", "duty_reasonable_care")

HURT = (YES, NOT_SURE)


# What a complaint can be about: (F)(1) speaks of a person pursued or attacked, so an incident
# (the interview offers a complaint only then). With none, the result does not offer one.
def complaint_grounds(facts: dict) -> bool:
    return bool(facts.get("incidents"))


def _hurt(facts: dict, victims: tuple[str, ...]) -> bool:
    return any(i.get("victim") in victims and (i.get("injured") in HURT or i.get("attacked")
                                               in HURT)
               for i in facts.get("incidents") or [])


# Not the ordinance's: § 90.17 says nothing of wounds or rabies.
ADVICE = (
    Advice("advice_wound", lambda facts: _hurt(facts, ("person", "not_sure"))),
    Advice("advice_vet", lambda facts: _hurt(facts, ("domestic_animal",))),
    Advice("advice_report_bite", lambda facts: _hurt(facts, ("person", "domestic_animal",
                                                             "not_sure"))),
)


def _found_before(doc: dict) -> bool:
    return doc["status"].get("declared") == VD


def _held_by_the_city(facts: dict) -> str | None:
    """(D)(2): "fails to reclaim it after impoundment": impounded and not taken back, "yes"; or
    maybe so (either answered "not sure"), "not_sure"; else None."""
    enforcement = facts.get("enforcement") or {}
    impounded, reclaimed = enforcement.get("impounded"), enforcement.get("reclaimed")
    if impounded == YES and reclaimed in (None, "no"):
        return YES
    if impounded in (YES, NOT_SURE) and reclaimed != YES:
        return NOT_SURE
    return None


OWNER = frozenset({"owner"})
OTHERS = frozenset({"harmed", "parent", "on_behalf", "neighbour", "other"})

MEANING = (
    # (D)(2): "... fails to reclaim it after impoundment ... it may be humanely euthanized",
    # with no number of days: first, since the animal's life turns on acting now.
    Sentence("meaning_impounded", lambda doc, facts, who: {}
             if _held_by_the_city(facts) == YES else None, ("90.17(D)(2)",), OWNER),
    Sentence("meaning_impounded_if", lambda doc, facts, who: {}
             if _held_by_the_city(facts) == NOT_SURE else None, ("90.17(D)(2)",), OWNER),
    # (F)(2): "If a subsequent complaint is filed against the same owner ... for an animal
    # previously determined or found to be a vicious or dangerous animal"
    Sentence("meaning_found_before", lambda doc, facts, who: {} if _found_before(doc)
             else None, ("90.17(F)(2)",)),
    # (A) defines the status; no clause declares it, so (B) and (C) bind its owner now.
    Sentence("meaning_likely", lambda doc, facts, who: {} if doc["status"]["likely"] == VD
             and not _found_before(doc) else None, ("90.17(A)", "90.17(B)")),
    Sentence("meaning_none", lambda doc, facts, who: {} if doc["status"]["likely"] != VD
             else None, ("90.17(C)(1)", "90.17(C)(3)", "90.17(C)(5)")),
    # "Any person who has been pursued or attacked ..., or anyone on behalf of such person,
    # may make a complaint with the City"
    Sentence("meaning_complaint", lambda doc, facts, who: {}, ("90.17(F)(1)",), OTHERS),
    # Not after an earlier finding: then (F)(2)'s order is to remove the animal "immediately".
    Sentence("meaning_no_deadlines", lambda doc, facts, who: {} if not _found_before(doc)
             else None, ("90.17(D)(1)(a)",), OWNER),
)
