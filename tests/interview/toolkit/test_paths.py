"""The every-path search behind `interview flows check`, and the one-model stepper it uses."""
import datetime as dt
import gc
import json

import pytest

from interview.engine.answers import State, apply
from interview.toolkit import paths
from interview.toolkit.paths import enumerate_paths
from interview.toolkit.registry import flows
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
    # Without a judge every question is asked, those relevance skips for this journey too.
    ("city-90-17", {**TERRORIZING_CHASE, "ask_had_to_defend": "no", "ask_third_party": "no"})],
    ids=["two-serious", "threatened-twice", "city"])
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


# The § 90.17 search narrowed to one asker and one species: a person chased or attacked by a
# dog. It still reaches both results, a second incident and the depth where the search is
# dealt into parts, in seconds; the whole search, which `interview flows check` runs on
# every path of every flow (results reached, every question asked), takes minutes.
# They know the animal's past (ask_animal_known): each question of it is asked, one by one.
NARROWED = {"ask_asker": "harmed", "ask_species": "dog", "ask_animal_known": "yes"}
# Questions after the incidents, narrowed further to their first answer class: what a person
# says of the animal's past and its keeping, and of the impound.
AFTER_THE_LOOP = ("ask_fighting", "ask_owner_minor", "ask_guard_dog", "ask_kept_outdoors",
                  "ask_subsequent_complaint_by_anyone", "ask_impounded", "ask_reclaimed",
                  "ask_proof_of_confinement")


def _narrowed_search(part=(0, 1), first_only=(), thin=True):
    """``first_only``: questions answered with their first class alone. ``thin``: False walks
    every class after the loop in full for every route through it (paths._past_loop)."""
    classes = paths.answer_classes

    def narrowed(node, today):
        kept = [c for c in classes(node, today) if c[0] == NARROWED.get(node.id, c[0])]
        return kept[:1] if node.id in first_only else kept

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(paths, "answer_classes", narrowed)
        if not thin:
            patch.setattr(paths, "_past_loop", lambda key, relevance, state: None)
        return enumerate_paths(flows()["city-90-17"], TODAY, part=part, prove=False)


@pytest.fixture(scope="module")
def city_search():
    """One search of the narrowed § 90.17 paths, read by the tests below. Its skips are proven
    by `interview flows check`, which `make test` runs on every path of every flow
    (tests/interview/toolkit/test_relevance_check.py tests the proofs): not again here."""
    return _narrowed_search()


def _runs(report) -> list[tuple]:
    return [(tuple(p.steps), p.result, json.dumps(p.facts, sort_keys=True))
            for p in report.paths]


def test_every_path_of_the_city_flow_is_distinct_and_agrees_with_the_walk(city_search):
    flow, report = flows()["city-90-17"], city_search
    assert report.problems == []
    # A path is a question sequence with answers of its own: the same questions may be asked
    # twice over with answers that route differently, never with the same answers.
    runs = [(tuple(p.steps), json.dumps(p.facts, sort_keys=True)) for p in report.paths]
    assert len(set(runs)) == len(runs) > 100
    assert {p.result for p in report.paths} == set(flow.questions.results())
    assert any(s.index == 1 for p in report.paths for s in p.steps)  # a second incident
    # The search checks each path's result against a fresh walk of its answers (a problem if
    # they disagree: none above), and every question on the flow is asked on some path, but
    # those the narrowing rules out: whether anything happened (the answer "attacked me"
    # says so) and the owner's own subsequent complaint.
    asked = {s.node for p in report.paths for s in p.steps}
    ruled_out = {"ask_any_incident", "ask_subsequent_complaint"}
    assert asked | set(flow.questions.results()) == set(flow.questions.nodes) - ruled_out


def test_full_collections_are_rare_during_the_search_and_as_before_after(monkeypatch):
    """The judge's memo holds no garbage, yet every full collection walks it: the search
    makes them rare, and leaves the collector as it found it, even when it fails."""
    before = gc.get_threshold()
    during = []

    class Stopped(Exception):
        pass

    def judge(*_args, **_kwargs):
        during.append(gc.get_threshold())
        raise Stopped

    monkeypatch.setattr(paths, "Relevance", judge)
    with pytest.raises(Stopped):
        paths.enumerate_paths(flows()["city-90-17"], TODAY)
    assert during == [(*before[:2], max(before[2], paths.FULL_COLLECTION_EVERY))]
    assert gc.get_threshold() == before


def test_the_search_shared_among_processes_finds_the_paths_one_search_finds():
    """`flows check --jobs` deals the search into parts (interview.toolkit.paths.SPLIT_DEPTH):
    together they find the very paths one search finds, each in one part only, past-the-loop
    thinning included. A run is dealt before its first incident, so a second incident or the
    questions after the loop never meet, in another part, a class this part walked."""
    def search(part=(0, 1)):
        return _narrowed_search(part, ("ask_trained_to_attack", "ask_known_propensity",
                                       "ask_previously_found"))

    single = search()
    shared = [run for share in range(3) for run in _runs(search((share, 3)))]
    assert max(len(p.steps) for p in single.paths) > paths.SPLIT_DEPTH
    assert any(s.index == 1 for p in single.paths for s in p.steps)  # a second incident
    assert len(single.paths) > 100
    assert sorted(shared) == sorted(_runs(single))


def test_past_the_loop_a_class_walked_in_full_goes_on_one_way():
    """Past the incidents, the questions that follow are walked in full once for each class
    (paths._past_loop) and one way on for every other route through the loop: the same
    results, the same questions asked and the same skipped, in a fraction of the paths."""
    thin = _narrowed_search(first_only=AFTER_THE_LOOP)
    full = _narrowed_search(first_only=AFTER_THE_LOOP, thin=False)
    assert thin.problems == full.problems == []
    for part in (lambda p: {p.result}, lambda p: {s.node for s in p.steps},
                 lambda p: {s.node for s in p.skipped},
                 lambda p: {s.node for s in p.steps if s.index == 1}):
        assert set().union(*map(part, thin.paths)) == set().union(*map(part, full.paths))
    assert len(thin.paths) * 4 < len(full.paths)


def test_answers_that_differ_only_in_a_question_s_words_are_one_class(monkeypatch):
    """The search tells answers apart by the predicates that route (routes, answers given in
    other words, sections), not by those that only choose a question's words: "When did your
    dog do what the notice is about?" asks the same as "When did it happen?"."""
    flow = flows()["river-hills"]
    assert "first_incident_of_notice" not in flow.router.routing  # a variant's only
    assert {"notice_rests_on_an_incident", "person_told_first",
            "likely_vicious"} <= flow.router.routing
    judged: set = set()
    real = paths._outcome
    monkeypatch.setattr(paths, "_outcome", lambda f, state, step, predicates: (
        judged.update(predicates), real(f, state, step, predicates))[1])
    enumerate_paths(flow, TODAY, limit=3, prove=False)
    assert judged == flow.router.routing
