"""§ 90.17 routing predicates: a table of the answers a step sees -> which way it goes. Every
predicate appears both ways: species_is_dog always true passed every journey."""
import pytest

from flows.city_90_17.predicates import PREDICATES
from tests.flows.predicate_table import missing_outcomes, run

ATTACK = {"date": "2026-08-20", "victim": "person", "attacked": "yes", "injured": "yes",
          "provoked": "no"}

# (predicate, facts, control, the incident asked about, expected)
CASES = [
    ("species_is_dog", {"animal": {"species": "dog"}}, {}, None, True),
    ("species_is_dog", {"animal": {"species": "cat"}}, {}, None, False),
    ("trained_to_attack_possible", {"animal": {"trained_to_attack": "not_sure"}}, {}, None,
     True),
    ("trained_to_attack_possible", {"animal": {"trained_to_attack": "no"}}, {}, None, False),
    ("previously_found_possible",
     {"animal": {"previously_found_vicious_or_dangerous": "yes"}}, {}, None, True),
    ("previously_found_possible",
     {"animal": {"previously_found_vicious_or_dangerous": "no"}}, {}, None, False),
    ("impounded_possible", {"enforcement": {"impounded": "not_sure"}}, {}, None, True),
    ("impounded_possible", {"enforcement": {"impounded": "no"}}, {}, None, False),
    ("asker_not_owner", {"asker": "harmed"}, {}, None, True),
    ("asker_not_owner", {"asker": "owner"}, {}, None, False),
    ("wants_complaint", {}, {"wants_complaint": "yes"}, None, True),
    ("wants_complaint", {}, {"wants_complaint": "no"}, None, False),
    ("has_incident", {}, {"any_incident": "yes"}, None, True),
    ("has_incident", {}, {"any_incident": "no"}, None, False),
    # the person chased or attacked, a parent for a child, someone asking for them: told already
    ("has_incident", {"asker": "on_behalf"}, {}, None, True),
    ("incident_told", {"asker": "parent"}, {}, None, True),
    ("incident_told", {"asker": "neighbour"}, {}, None, False),
    # "my child", or someone asked for: the first incident's victim is a person, not asked
    ("person_told_first", {"asker": "parent"}, {}, {}, True),
    ("person_told_first", {"asker": "on_behalf"}, {}, {}, True),
    ("person_told_first", {"asker": "harmed"}, {}, {}, False),  # "me or my animal": asked
    ("asker_is_owner", {"asker": "owner"}, {}, None, True),
    ("asker_is_owner", {"asker": "harmed"}, {}, None, False),
    ("wants_another_incident", {}, {"another_incident": "yes"}, None, True),
    ("wants_another_incident", {}, {"another_incident": "no"}, None, False),
    ("off_property_possible", {}, {}, {"off_owner_property": "yes"}, True),
    ("off_property_possible", {}, {}, {"off_owner_property": "no"}, False),
    ("victim_is_none", {}, {}, {"victim": "none"}, True),
    ("victim_is_none", {}, {}, {"victim": "person"}, False),
    ("attack_or_injury_shown", {}, {}, {"injured": "yes"}, True),
    ("attack_or_injury_shown", {}, {}, {"attacked": "not_sure", "injured": "no"}, False),
    ("chase_possible", {}, {}, {"approached_or_chased_terrorizing": "not_sure"}, True),
    ("chase_possible", {}, {}, {"approached_or_chased_terrorizing": "no"}, False),
    # Provocation matters only to (A)(4): an attack, injury or attempt on a person.
    ("attack_on_person_possible", {}, {}, {"victim": "not_sure", "attempted_to_injure": "yes"},
     True),
    ("attack_on_person_possible", {}, {}, {"victim": "domestic_animal", "attacked": "yes"},
     False),
    ("conduct_possible", {}, {}, {"victim": "domestic_animal", "attacked": "yes"}, True),
    ("conduct_possible", {}, {}, {"victim": "none", "attacked": "yes"}, False),
    ("likely_vicious_or_dangerous", {"animal": {"species": "dog"}, "incidents": [ATTACK]}, {},
     None, True),
    ("likely_vicious_or_dangerous", {"animal": {"species": "dog"}}, {}, None, False),
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
