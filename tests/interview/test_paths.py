"""The every-path search behind `interview flows check`, and the one-model stepper it uses."""
import datetime as dt
import json

import pytest

from interview.answers import State, apply
from interview.paths import enumerate_paths
from interview.registry import flows
from tests.journeys import TERRORIZING_CHASE, THREATENED_TWICE, TWO_SERIOUS, answer_for

TODAY = dt.date(2026, 11, 30)


def _answered(flow, journey) -> State:
    state = State({"schema_version": flow.schema_version})
    for _ in range(200):
        walk = flow.router.walk(state)
        if walk.complete:
            return state
        node = flow.router.node(walk.current.node)
        apply(node, state, walk.current.index,
              answer_for(journey, node.id, walk.current.index), False)
    raise AssertionError("the journey did not end")


@pytest.mark.parametrize(("slug", "journey"), [
    ("river-hills", TWO_SERIOUS), ("river-hills", THREATENED_TWICE),
    ("city-90-17", TERRORIZING_CHASE)], ids=["two-serious", "threatened-twice", "city"])
def test_the_stepper_follows_the_walk_step_by_step(slug, journey):
    """One model, moved from step to step, routes exactly as a fresh walk from the start,
    loops included (two incidents)."""
    flow = flows()[slug]
    state = _answered(flow, journey)
    walk = flow.router.walk(state)
    route = [*walk.steps, walk.current]
    with flow.router.stepper() as advance:
        stepped = [route[0]] + [advance(state, step) for step in route[:-1]]
    assert stepped == route
    assert flow.router.advance(state, route[0]) == route[1]  # the one-step form agrees


def test_every_path_of_the_city_flow_is_distinct_and_agrees_with_the_walk():
    flow = flows()["city-90-17"]
    report = enumerate_paths(flow, TODAY)
    assert report.problems == []
    # A path is a question sequence with answers of its own: the same questions may be asked
    # twice over with answers that route differently, never with the same answers.
    runs = [(tuple(p.steps), json.dumps(p.facts, sort_keys=True)) for p in report.paths]
    assert len(set(runs)) == len(runs) > 100
    assert {p.result for p in report.paths} == set(flow.questions.results())
    # The search checks each path's result against a fresh walk of its answers (a problem if
    # they disagree: none above), and every question on the flow is asked on some path.
    asked = {s.node for p in report.paths for s in p.steps}
    assert asked | set(flow.questions.results()) == set(flow.questions.nodes)
