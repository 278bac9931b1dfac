"""River Hills routing predicates: a table of the answers a step sees -> which way it goes.
Every predicate appears both ways: one that always answered the same passed every journey."""
import pytest

from flows.river_hills.predicates import PREDICATES
from tests.flows.predicate_table import missing_outcomes, run

BITE = {"date": "2026-08-20", "off_owner_property": "yes", "at_large": "yes",
        "bite_injury": "yes", "victim": "person", "provoked": "no"}
THREAT = {"date": "2026-08-20", "off_owner_property": "yes", "at_large": "yes",
          "imminent_threat": "yes", "victim": "person", "provoked": "no"}
SERIOUS = {**BITE, "serious_injury": "yes"}

# (predicate, facts, control, the incident asked about, expected)
CASES = [
    ("asker_not_owner", {"asker": "neighbour"}, {}, None, True),
    ("asker_not_owner", {"asker": "owner"}, {}, None, False),
    ("asker_not_owner", {}, {}, None, False),  # not yet said: spoken to as the owner
    ("wants_complaint", {}, {"wants_complaint": "yes"}, None, True),
    ("wants_complaint", {}, {"wants_complaint": "no"}, None, False),
    ("asker_is_owner", {"asker": "owner"}, {}, None, True),
    ("asker_is_owner", {"asker": "harmed"}, {}, None, False),
    ("appeal_was_filed", {"notice": {"appeal_filed": "yes"}}, {}, None, True),
    ("appeal_was_filed", {"notice": {"appeal_filed": "not_sure"}}, {}, None, False),
    ("rabies_shot_possibly_missing", {"dog": {"rabies_vaccinated": "not_sure"}}, {}, None, True),
    ("rabies_shot_possibly_missing", {"dog": {"rabies_vaccinated": "yes"}}, {}, None, False),
    ("has_notice", {"notice": {"declared_status": "dangerous"}}, {}, None, True),
    # "No, or not sure" leaves the notice out: it goes on as no notice
    ("has_notice", {}, {"ask_declared_status.none": True}, None, False),
    ("removal_notice_given", {}, {"removal_notice": "yes"}, None, True),
    ("removal_notice_given", {}, {"removal_notice": "no"}, None, False),
    ("removal_notice_elsewhere_given", {}, {"removal_notice_elsewhere": "yes"}, None, True),
    ("removal_notice_elsewhere_given", {}, {"removal_notice_elsewhere": "no"}, None, False),
    # a person harmed, or a parent of a child harmed, has already told of an incident
    ("incident_told", {"asker": "harmed"}, {}, None, True),
    ("incident_told", {"asker": "parent"}, {}, None, True),
    ("incident_told", {"asker": "neighbour"}, {}, None, False),
    # a parent's "my child": the first incident's victim is a person, not asked; later ones are
    ("person_told_first", {"asker": "parent"}, {}, {}, True),
    ("person_told_first", {"asker": "harmed"}, {}, {}, False),  # "me or my animal": asked
    ("has_incident", {"asker": "parent"}, {}, None, True),
    # a dangerous or vicious notice rests on something the dog did: the owner is asked what
    ("has_incident", {"asker": "owner", "notice": {"declared_status": "vicious"}}, {}, None,
     True),
    ("notice_rests_on_an_incident", {"asker": "owner", "notice": {"declared_status":
                                                                  "dangerous"}}, {}, None, True),
    # a potentially dangerous dog may be one with no rabies shot: nothing need have happened
    ("notice_rests_on_an_incident", {"asker": "owner", "notice": {
        "declared_status": "potentially_dangerous"}}, {}, None, False),
    ("notice_rests_on_an_incident", {"asker": "neighbour", "notice": {
        "declared_status": "dangerous"}}, {}, None, False),
    ("first_incident_of_notice", {"asker": "owner", "notice": {"declared_status": "dangerous"},
                                  "incidents": [{}]}, {}, {}, True),
    ("first_incident_of_notice", {"asker": "owner", "incidents": [{}]}, {}, {}, False),
    # a reason for what the dog did leaves provocation to ask: a dog may be both
    ("provocation_left_to_ask", {}, {}, {"defending_against_tormentor": "yes",
                                         "defending_person": "no"}, True),
    ("provocation_left_to_ask", {}, {}, {}, True),  # the reasons not asked
    ("provocation_left_to_ask", {}, {}, {f: "no" for f in (
        "defending_person", "protecting_self_young_or_animal", "defending_against_tormentor",
        "defending_property_from_trespasser")}, False),  # "provoked", or "None of these"
    ("off_property_unsure", {}, {}, {"off_owner_property": "not_sure"}, True),
    ("off_property_unsure", {}, {}, {"off_owner_property": "yes"}, False),
    # not knowing the dog's records: no Village notice is known either
    ("dog_not_known", {}, {"dog_known": "no"}, None, True),
    ("dog_not_known", {}, {"dog_known": "yes"}, None, False),
    ("owner_dog_facts_each", {}, {"owner_dog_facts": "each"}, None, True),
    ("owner_dog_facts_each", {}, {"owner_dog_facts": "none"}, None, False),
    ("owner_dog_declared_elsewhere", {}, {"owner_dog_facts": "declared_elsewhere"}, None, True),
    ("owner_dog_declared_elsewhere", {}, {"owner_dog_facts": "police_dog"}, None, False),
    ("served_in_person", {"notice": {"service_method": "personal"}}, {}, None, True),
    ("served_in_person", {"notice": {"service_method": "certified_mail"}}, {}, None, False),
    ("served_by_certified_mail", {"notice": {"service_method": "certified_mail"}}, {}, None,
     True),
    ("served_by_certified_mail", {"notice": {"service_method": "certified_mail_refused"}}, {},
     None, False),
    ("certified_mail_refused", {"notice": {"service_method": "certified_mail_refused"}}, {},
     None, True),
    ("certified_mail_refused", {"notice": {"service_method": "certified_mail"}}, {}, None,
     False),
    ("served_by_regular_mail", {"notice": {"service_method": "regular_mail"}}, {}, None, True),
    ("served_by_regular_mail", {"notice": {"service_method": "personal"}}, {}, None, False),
    ("refused_notice_posted", {}, {"refused_notice_made_public": "both"}, None, True),
    ("refused_notice_posted", {}, {"refused_notice_made_public": "published"}, None, False),
    ("refused_notice_published", {}, {"refused_notice_made_public": "published"}, None, True),
    ("refused_notice_published", {}, {"refused_notice_made_public": "posted"}, None, False),
    ("hearing_was_requested", {"notice": {"hearing_requested": "yes"}}, {}, None, True),
    ("hearing_was_requested", {"notice": {"hearing_requested": "not_sure"}}, {}, None, False),
    ("decision_modified", {"notice": {"decision": "modified"}}, {}, None, True),
    ("decision_modified", {"notice": {"decision": "affirmed"}}, {}, None, False),
    ("decision_upheld", {"notice": {"decision": "affirmed"}}, {}, None, True),
    ("decision_upheld", {"notice": {"decision": "modified"}}, {}, None, False),
    # (6)[h] names "dangerous or vicious"; a potentially dangerous finding elsewhere is not one
    ("declared_dangerous_elsewhere", {"dog": {"declared_elsewhere": "vicious"}}, {}, None, True),
    ("declared_dangerous_elsewhere", {"dog": {"declared_elsewhere": "potentially_dangerous"}},
     {}, None, False),
    ("lived_here_when_declared", {"dog": {"lived_here_when_declared": "yes"}}, {}, None, True),
    ("lived_here_when_declared", {"dog": {"lived_here_when_declared": "not_sure"}}, {}, None,
     False),
    ("moved_back", {}, {"moved_back": "yes"}, None, True),
    ("moved_back", {}, {"moved_back": "no"}, None, False),
    ("has_incident", {}, {"any_incident": "yes"}, None, True),
    ("has_incident", {}, {"any_incident": "not_sure"}, None, False),
    ("conduct_reported", {"conduct": {"habitual_barking": "yes"}}, {}, None, True),
    ("conduct_reported", {"conduct": {"at_large": "not_sure", "rabies_infected": "yes"}}, {},
     None, False),  # only a sure "yes", and rabies is a call to the police, not a complaint
    ("wants_another_incident", {}, {"another_incident": "yes"}, None, True),
    ("wants_another_incident", {}, {"another_incident": "no"}, None, False),
    # Only a sure bite skips the other injuries: a "not sure" one may have come with one.
    ("bitten", {}, {}, BITE, True),
    ("bitten", {}, {}, {**BITE, "bite_injury": "not_sure"}, False),
    ("injury_possible", {}, {}, {"other_injury": "not_sure"}, True),
    ("injury_possible", {}, {}, {"bite_injury": "no", "other_injury": "no"}, False),
    # A threat decides nothing once a person is surely bitten ((6)[a](2)); short of that it may.
    ("threat_may_count", {}, {}, {**BITE, "bite_injury": "no"}, True),
    ("threat_may_count", {}, {}, {"victim": "pet", "bite_injury": "not_sure"}, True),
    ("threat_may_count", {}, {}, BITE, False),
    ("threat_may_count", {}, {}, {"victim": "pet", "other_injury": "yes"}, False),
    ("attack_may_count", {}, {}, {"victim": "person", "bite_injury": "no"}, True),
    ("attack_may_count", {}, {}, BITE, False),
    ("attack_may_count", {}, {}, {"victim": "not_sure", "bite_injury": "no"}, False),
    ("victim_may_be_animal", {}, {}, {"victim": "pet"}, True),
    ("victim_may_be_animal", {}, {}, {"victim": "person"}, False),
    ("killed_domestic_animal", {}, {}, {"victim": "pet", "killed": "yes"}, True),
    ("killed_domestic_animal", {}, {}, {"victim": "wild_animal", "killed": "yes"}, False),
    ("likely_vicious", {"incidents": [SERIOUS, {**SERIOUS, "date": "2026-05-01"}]}, {}, None,
     True),
    ("likely_vicious", {"incidents": [BITE]}, {}, None, False),
    ("likely_dangerous", {"incidents": [BITE]}, {}, None, True),
    ("likely_dangerous", {"incidents": [THREAT]}, {}, None, False),
    ("likely_potentially_dangerous", {"incidents": [THREAT]}, {}, None, True),
    ("likely_potentially_dangerous", {}, {}, None, False),
]


@pytest.mark.parametrize("name, facts, control, item, expected", CASES)
def test_predicate(name, facts, control, item, expected):
    assert run(PREDICATES, name, facts, control, item) is expected


def test_a_later_incident_asks_who_or_what_was_gone_after():
    """Only the first incident is the one the parent's first answer told of."""
    from interview.engine.answers import State
    from interview.toolkit.router import Context
    later = Context(State({"asker": "parent", "incidents": [{}, {}]}, {}), 1, "incidents")
    assert PREDICATES["person_told_first"](later) is False


def test_the_table_shows_every_predicate_both_ways():
    assert missing_outcomes(PREDICATES, CASES) == []
