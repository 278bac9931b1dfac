"""Facts that record what the engine reads (interview.engine.reads), and what relevance does
with it: an answer at a place the engine did not read changes nothing shown, so it is not run.

The property is checked where it is used: on facts from both flows' path searches, every
answer to every question is applied; wherever the answered facts agree with the reads, the
plain engine (no wrappers) must show the same."""
import datetime as dt
import json
from pathlib import Path

import pytest

from interview.engine.answers import State, apply, copy_facts
from interview.engine.facts import new_problems
from interview.engine.reads import Memo, agrees, reading
from interview.toolkit.paths import enumerate_paths
from interview.toolkit.registry import flows
from interview.toolkit.relevance import Relevance, answer_classes, shown
from interview.toolkit.router import Step

TODAY = dt.date(2026, 11, 30)
SAMPLES = Path(__file__).resolve().parents[3] / "docs" / "sample-facts"


def _plain(flow, facts: dict):
    return shown(flow, facts, flow.assess(facts, TODAY))


def _plain_irrelevant(flow, state: State, step: Step) -> bool:
    """relevance's judgement, worked on the plain engine: no answer changes what is shown, nor
    opens or closes a question that would be asked there."""
    router, node = flow.router, flow.router.node(step.node)
    if node.covers:  # it spares the person the questions it covers: are two or more asked?
        return sum(
            s.node in node.covers
            and not router.is_answered(router.node(s.node), state, s.index)
            and (not router.node(s.node).when_relevant or not _plain_irrelevant(flow, state, s))
            for s in router.onward(state, step)) < 2
    before, route = _plain(flow, state.facts), router.onward(state, step)
    for value, approximate in answer_classes(node, TODAY):
        trial = state.trial()
        apply(node, trial, step.index, value, approximate)
        if node.type in ("date", "datetime") and new_problems(flow, state.facts, trial.facts,
                                                              TODAY):
            continue
        if _plain(flow, trial.facts) != before:
            return False
        other = router.onward(trial, step)
        for where, steps in ((trial, set(other) - set(route)), (state, set(route) - set(other))):
            if any(not router.node(s.node).when_relevant or not _plain_irrelevant(flow, where, s)
                   for s in steps):
                return False
    return True


# Parts of each flow's search (of 64) that hold paths of three askers between them. A part is
# dealt whole classes (interview.toolkit.paths.SPLIT_DEPTH), so many hold only a few paths.
PARTS = {"river-hills": ((0, 64), (4, 64), (15, 64)),
         "city-90-17": ((0, 64), (9, 64), (50, 64))}


@pytest.fixture(scope="module", params=["river-hills", "city-90-17"])
def sampled(request):
    """A flow and facts from its own path search: a few parts, a few hundred paths, and the
    sample facts kept in docs."""
    flow = flows()[request.param]
    facts = [json.loads(p.read_text(encoding="utf-8")) for p in SAMPLES.glob("*.json")
             if json.loads(p.read_text(encoding="utf-8")).get("schema_version")
             and p.name.startswith(request.param)]
    for part in PARTS[request.param]:
        report = enumerate_paths(flow, TODAY, part=part, prove=False, limit=120)
        facts += [p.facts for p in report.paths]
    return flow, facts


def test_the_engine_shows_the_same_on_wrapped_facts_and_shown_only(sampled):
    flow, samples = sampled
    for facts in samples:
        wrapped, _reads = reading(copy_facts(facts))
        assert shown(flow, wrapped, flow.assess(wrapped, TODAY, shown_only=True)) == \
            _plain(flow, facts)


def test_an_answer_where_the_engine_did_not_read_changes_nothing_shown(sampled):
    flow, samples = sampled
    proved = 0
    for facts in samples[::3]:
        wrapped, reads = reading(facts)
        shown(flow, wrapped, flow.assess(wrapped, TODAY, shown_only=True))
        before = _plain(flow, facts)
        for node in flow.questions.nodes.values():
            if node.is_result or not node.fact:
                continue
            index = 0 if node.loop else None
            for value, approximate in answer_classes(node, TODAY):
                trial = State(copy_facts(facts))
                try:
                    apply(node, trial, index, value, approximate)
                except (KeyError, IndexError, TypeError, ValueError):
                    continue  # an answer with no place in these facts (no such incident)
                if agrees(trial.facts, reads):
                    proved += 1
                    assert _plain(flow, trial.facts) == before, (node.id, value)
    assert proved > 100  # the property was exercised, not vacuously true


def test_the_memo_follows_the_engine_s_reads():
    memo = Memo()
    engine_reads = {("g", ("asker",)): (str, "owner"), ("g", ("dog",)): dict,
                    ("g", ("dog", "licensed")): (str, "no")}
    assert memo.put(engine_reads, "shown A")
    # Different where the engine never looked: the same road, the same result.
    assert memo.get({"asker": "owner", "dog": {"licensed": "no", "name": "Rex"},
                     "complaint": {}}) == "shown A"
    assert memo.get({"asker": "owner", "dog": {"licensed": "yes"}}) is None
    assert memo.get({"asker": "neighbour"}) is None
    # A run that read another place after the same first sight: something it read went
    # unrecorded, as the engine is deterministic. Nothing is kept.
    assert not memo.put({("g", ("asker",)): (str, "owner"), ("g", ("notice",)): dict},
                        "shown B")


def test_true_is_not_one_to_a_read():
    wrapped, reads = reading({"a": True, "n": 1})
    assert wrapped.get("a") is True and wrapped["n"] == 1
    assert agrees({"a": True, "n": 1}, reads)
    assert not agrees({"a": 1, "n": 1}, reads)
    assert not agrees({"a": True, "n": 1.0}, reads)


def test_looking_at_a_whole_part_reads_all_of_it_and_writing_is_refused():
    wrapped, reads = reading({"dog": {"licensed": "no"}, "incidents": [{"bite": "yes"}]})
    assert wrapped["dog"] == {"licensed": "no"}
    assert ("v", ("dog",)) in reads
    assert len(wrapped["incidents"]) == 1 and reads[("k", ("incidents",))] == (list, 1)
    assert repr(wrapped["incidents"]) == "[{'bite': 'yes'}]"
    assert ("v", ("incidents",)) in reads
    for write in (lambda: wrapped.__setitem__("asker", "owner"),
                  lambda: wrapped["incidents"].append({}),
                  lambda: wrapped["dog"].update(licensed="yes")):
        with pytest.raises(TypeError):
            write()


def test_relevance_judges_as_the_plain_engine_does(sampled):
    """Every decision relevance makes with its memo is the one trying each answer on the
    plain engine makes."""
    flow, samples = sampled
    judge = Relevance(flow, TODAY, spot=1)
    router = flow.router
    decisions = 0
    for facts in samples[::4]:
        state = State(copy_facts(facts))
        for node in flow.questions.nodes.values():
            if not node.when_relevant or router.is_answered(node, state, None if not node.loop
                                                            else 0):
                continue
            step = Step(node.id, 0 if node.loop else None)
            expected = _plain_irrelevant(flow, state, step)
            assert judge.irrelevant(state, step) is expected, (node.id, facts)
            decisions += 1
    assert decisions > 50
    assert judge.proven > 0 and judge.misread == []


def test_where_routing_leads_is_kept_by_what_it_read(sampled):
    """Relevance keeps where each question leads on (Router.onward) by what routing read: for
    each answer to each question, on facts from the path searches, it says what routing says,
    and most answers are never read on the way."""
    flow, samples = sampled
    judge, router = Relevance(flow, TODAY), flow.router
    for facts in samples[::4]:
        state = State(copy_facts(facts))
        for node in flow.questions.nodes.values():
            if node.is_result or (node.loop and not state.facts.get(
                    flow.questions.loops[node.loop].fact)):
                continue
            step = Step(node.id, 0 if node.loop else None)
            for value, approximate in answer_classes(node, TODAY):
                trial = state.trial()
                apply(node, trial, step.index, value, approximate)
                assert judge.onward(trial, step) == router.onward(trial, step), (node.id, value)
    assert judge._onward_proven > 100 and judge.misread == []
