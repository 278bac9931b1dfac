"""Loops that end (issue 29, item 6): "another?" stops at the facts schema's own maxItems, and
the walk's step limit fits the longest legal walk, computed from the flow, not a guess."""
import copy

import pytest

from interview.engine.answers import State, apply
from interview.toolkit.loops import loop_limits
from interview.toolkit.questions_file import parse_questions
from interview.toolkit.registry import flows
from interview.toolkit.router import DeadEnd, Router, Step

RIVER_HILLS = flows()["river-hills"]


def not_sure_incidents(flow, count: int, router=None) -> State:
    """A neighbour's answers with ``count`` incidents, every question answered "not sure"
    where it offers that (the first choice where it does not), walked as the interview asks."""
    router = router or flow.router
    state = State({"schema_version": flow.schema_version})
    for _ in range(40 * count + 100):
        walk = router.walk(state)
        if walk.complete:
            return state
        node, index = router.node(walk.current.node), walk.current.index
        if node.id == "ask_asker":
            value = "neighbour"
        elif node.control in ("any_incident", "another_incident"):
            more = node.control == "any_incident" or (index or 0) + 1 < count
            value = "yes" if more else "no"
        elif node.type == "date":
            value = "2026-06-01"
        elif node.type == "text":
            value = "x"
        else:
            choices = [v for v, _ in node.choices()]
            value = "not_sure" if "not_sure" in choices else choices[0]
        apply(node, state, index, value)
    raise AssertionError("the answers never reached a result")


def test_a_long_run_of_not_sure_incidents_still_walks():
    """About 33 incidents of "not sure" took more than the 500 steps the walk allowed: it
    raised DeadEnd, and every page of the flow answered 500."""
    state = not_sure_incidents(RIVER_HILLS, 40)
    walk = RIVER_HILLS.router.walk(state)
    assert walk.complete and len(state.facts["incidents"]) == 40
    assert len(walk.steps) > 500


def _full(flow, count: int) -> State:
    """``count`` copies of one incident, each followed by "yes, another time"."""
    state = not_sure_incidents(flow, 1)
    state.facts["incidents"] = [copy.deepcopy(state.facts["incidents"][0])
                                for _ in range(count)]
    state.control |= {f"another_incident:{i}": "yes" for i in range(count)}
    return state


def test_another_incident_is_not_offered_at_the_schemas_max_items():
    most = RIVER_HILLS.schema["properties"]["incidents"]["maxItems"]
    walk = RIVER_HILLS.router.walk(_full(RIVER_HILLS, most))
    # The last item's "another?" is passed by, though an old cookie answered it "yes".
    assert Step("ask_another_incident", most - 1) not in walk.steps
    last = walk.steps.index(Step("ask_provoked", most - 1))
    assert walk.steps[last + 1] == Step("ask_any_conduct") and walk.complete


def test_a_small_limit_ends_the_loop_there_and_prune_drops_the_answer_past_it():
    router = Router(RIVER_HILLS.questions, RIVER_HILLS.module.PREDICATES, {"incidents": 2})
    state = _full(RIVER_HILLS, 2)
    walk = router.walk(state)
    assert walk.complete and Step("ask_at_large_often") in walk.steps
    assert Step("ask_another_incident", 0) in walk.steps
    assert Step("ask_another_incident", 1) not in walk.steps
    router.prune(state, walk)
    assert "another_incident:1" not in state.control and len(state.facts["incidents"]) == 2
    with router.stepper() as advance:  # the flows check's stepper stops there too
        assert advance(state, Step("ask_another_incident", 1)) == Step("ask_any_conduct")


def test_loop_limits_come_from_the_facts_schema():
    assert loop_limits(RIVER_HILLS.questions, RIVER_HILLS.schema) == {"incidents": 50}
    schema = copy.deepcopy(RIVER_HILLS.schema)
    del schema["properties"]["incidents"]["maxItems"]
    with pytest.raises(ValueError, match="gives incidents no maxItems"):
        loop_limits(RIVER_HILLS.questions, schema)


def test_the_step_limit_fits_the_longest_legal_walk_and_no_more():
    """Each question once, and each question of the loop's body once per item."""
    questions, limit = RIVER_HILLS.questions, 50
    router = Router(questions, RIVER_HILLS.module.PREDICATES, {"incidents": limit})
    walk = router.walk(_full(RIVER_HILLS, limit))
    assert len(walk.steps) < router.max_steps <= len(questions.nodes) * (limit + 1) + 1


def test_routes_that_go_round_are_still_a_dead_end():
    questions = parse_questions({"start": "ask_a", "nodes": {
        "ask_a": {"type": "yes_no", "control": "a", "text": "A?", "next": [{"to": "ask_b"}]},
        "ask_b": {"type": "yes_no", "control": "b", "text": "B?", "next": [{"to": "ask_a"}]}}})
    router = Router(questions, {}, {})
    with pytest.raises(DeadEnd, match="round"):
        router.walk(State({}, {"a": "yes", "b": "yes"}))
