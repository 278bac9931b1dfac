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
        paths.check_paths(flows()["city-90-17"], TODAY)
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


def test_a_none_answer_is_checked_though_the_search_merges_it(monkeypatch):
    """"None" ("I do not know this date", "the chief did not set a date") is one class with a
    date (same next question, same routing), so the search walks only the date. check_paths
    assesses each such path again without the fact: the engine reads its absence (a deadline
    it cannot date, the 30-day limit) differently."""
    flow = flows()["river-hills"]
    real = paths.enumerate_paths
    monkeypatch.setattr(paths, "enumerate_paths", lambda f, t, **kw: real(f, t, limit=400, **kw))
    # An owner holding a notice, whose hearing was held and decided: only they are asked the
    # notice's dates and the chief's schedule. The search goes depth first, the last choice
    # first, so 400 paths would all be someone else's.
    forced = {"ask_asker": "owner", "ask_declared_status": "dangerous",
              "ask_hearing_requested": "yes", "ask_decision": "affirmed"}
    classes = paths.answer_classes
    monkeypatch.setattr(paths, "answer_classes", lambda node, today: [
        c for c in classes(node, today) if node.id not in forced or c[0] == forced[node.id]])
    monkeypatch.setattr(paths, "TRIES", 10)  # the spot check is not what this test is about
    assessed = []
    monkeypatch.setattr(flow, "assess", lambda facts, today, **kw: assessed.append(facts) or
                        flow.module.assess(facts, flow, today, **kw))
    report, problems = paths.check_paths(flow, TODAY)
    assert problems == []
    notices = [f.get("notice", {}) for f in assessed if f.get("notice")]
    assert any("declared_on" in n for n in notices)
    assert any("declared_on" not in n for n in notices)  # "I do not know this date"
    chief = [n for n in notices if n.get("decision") in ("affirmed", "modified")]
    assert any("chief_schedule_date" in n for n in chief)
    assert any("chief_schedule_date" not in n for n in chief)
    # A date someone set for later is tried ahead of today.
    assert any(n.get("chief_schedule_date", "") > TODAY.isoformat() for n in chief)


def test_a_path_whose_answers_do_not_fit_together_is_reported(monkeypatch):
    from interview.engine.facts import Problem

    flow = flows()["city-90-17"]
    real = paths.enumerate_paths  # a few hundred paths show it: the whole search takes minutes
    monkeypatch.setattr(paths, "enumerate_paths", lambda f, t, **kw: real(f, t, limit=400, **kw))
    monkeypatch.setattr(paths, "validate", lambda f, facts, today: [Problem("/x", "is odd")])
    report, problems = paths.check_paths(flow, TODAY)
    assert len(report.paths) == 400
    assert problems and all("the answers end with /x is odd" in p for p in problems)


def test_merged_answers_are_spot_checked(monkeypatch):
    """No routing predicate tells a vicious notice from a dangerous one (each rests on an
    incident), so the search runs only the first; the spot check swaps the other in on a
    sample of paths."""
    flow = flows()["river-hills"]
    real = paths.enumerate_paths
    monkeypatch.setattr(paths, "enumerate_paths", lambda f, t, **kw: real(f, t, limit=400, **kw))
    monkeypatch.setattr(paths, "TRIES", 40)
    # The owner's paths: after the declared status comes the notice's date. For anyone else
    # the police-dog question comes next, which relevance judges with the engine, and an
    # engine that fails on a vicious notice would set that answer apart there.
    # And only paths with a notice: with "No, or not sure" first, 400 paths hold none.
    classes = paths.answer_classes
    monkeypatch.setattr(paths, "answer_classes", lambda node, today: [
        c for c in classes(node, today) if (node.id != "ask_asker" or c[0] == "owner")
        and (node.id != "ask_declared_status" or c[0] != "none")])

    def assess(facts, today, **kw):
        if facts.get("notice", {}).get("declared_status") == "vicious":
            raise RuntimeError("a vicious notice breaks the engine")
        return flow.module.assess(facts, flow, today, **kw)

    monkeypatch.setattr(flow, "assess", assess)
    report, problems = paths.check_paths(flow, TODAY)
    # The search itself never walked a vicious notice (it would have failed there, not in the
    # spot check): what the check found, the spot check found.
    assert all(p.facts.get("notice", {}).get("declared_status") in (
        None, "potentially_dangerous", "dangerous") for p in report.paths)
    assert problems and all("(with ask_declared_status: vicious)" in p for p in problems)
    assert all("a vicious notice breaks the engine" in p for p in problems)


def test_each_merged_answer_is_spot_checked_on_a_whole_sample_in_each_part(monkeypatch):
    """A part may hold most of a flow's paths, so each takes the whole sample, not a share."""
    from collections import Counter

    flow = flows()["river-hills"]
    report = paths.enumerate_paths(flow, TODAY, limit=400, prove=False)
    real = paths._check_facts

    def counted(flow, path, facts, today, problems, variant="", worded=None):
        if variant:
            runs[variant] += 1
        return real(flow, path, facts, today, problems, variant, worded)

    runs: Counter = Counter()
    monkeypatch.setattr(paths, "_check_facts", counted)
    monkeypatch.setattr(paths, "SAMPLE", 12)
    paths._check_merged_answers(flow, report, TODAY, [], set())
    assert max(runs.values()) == 12


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
