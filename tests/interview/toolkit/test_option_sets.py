"""A choice whose options each set several facts (`sets` on the options): "away from home, with
no one in control" is two facts, off the property and at large. An option's `null` leaves a
fact to a later question, which keeps it only while it is asked."""
from __future__ import annotations

import re

import pytest

from interview.engine.answers import State, apply, current_value
from interview.toolkit.questions_file import parse_questions
from interview.toolkit.router import Router

WHERE = {"type": "choice", "text": "Where was it?",
         "sets": {"fields": ["off_property", "at_large"]},
         "options": [
             {"value": "home", "label": "At home", "sets": ["no", None]},
             {"value": "loose", "label": "Away, loose", "sets": ["yes", "yes"]},
             {"value": "held", "label": "Away, held", "sets": ["yes", "no"]},
             {"value": "not_sure", "label": "Not sure", "sets": ["not_sure", None]}],
         "next": [{"to": "ask_at_large", "if": "off_unsure"}, {"to": "result_none"}]}
RAW = {"start": "ask_where", "nodes": {
    "ask_where": WHERE,
    "ask_at_large": {"type": "tristate", "text": "Was anyone in control of it?",
                     "fact": "at_large", "next": [{"to": "result_none"}]},
    "result_none": {"type": "result", "status": "none"}}}
PREDICATES = {"off_unsure": lambda ctx: ctx.fact("off_property") == "not_sure"}


def _router() -> Router:
    return Router(parse_questions(RAW), PREDICATES, {})


def test_an_option_sets_each_of_its_facts():
    router, state = _router(), State({})
    apply(router.node("ask_where"), state, None, "loose")
    assert state.facts == {"off_property": "yes", "at_large": "yes"}
    assert current_value(router.node("ask_where"), state, None) == "loose"
    assert router.walk(state).complete


def test_a_fact_an_option_leaves_unset_is_asked_next_and_the_option_still_reads_back():
    router, state = _router(), State({})
    apply(router.node("ask_where"), state, None, "not_sure")
    assert state.facts == {"off_property": "not_sure"}
    assert router.walk(state).current.node == "ask_at_large"
    apply(router.node("ask_at_large"), state, None, "no")
    assert current_value(router.node("ask_where"), state, None) == "not_sure"
    assert router.walk(state).complete


def test_changing_the_answer_drops_what_the_new_option_leaves_to_a_question_not_asked():
    router, state = _router(), State({})
    apply(router.node("ask_where"), state, None, "not_sure")
    apply(router.node("ask_at_large"), state, None, "yes")
    apply(router.node("ask_where"), state, None, "home")
    walk = router.walk(state)
    router.prune(state, walk)
    # "At home" cannot be "at large": the earlier answer is gone, not kept by this question.
    assert state.facts == {"off_property": "no"}


def test_prune_keeps_only_the_facts_the_chosen_option_sets():
    router, state = _router(), State({})
    state.facts = {"off_property": "no", "at_large": "yes"}  # an old cookie's leftover
    assert current_value(router.node("ask_where"), state, None) == "home"
    router.prune(state, router.walk(state))
    assert state.facts == {"off_property": "no"}


@pytest.mark.parametrize("options, said", [
    ([{"value": "a", "label": "A", "sets": ["no", None]}, {"value": "b", "label": "B"}],
     "give sets for every option, or for none"),
    ([{"value": "a", "label": "A", "sets": ["no"]}],
     "one value (or null) for each of sets' fields"),
])
def test_options_that_set_facts_of_the_wrong_shape_stop_the_flow_loading(options, said):
    raw = {**RAW, "nodes": {**RAW["nodes"], "ask_where": {**WHERE, "options": options}}}
    with pytest.raises(ValueError, match=re.escape(said)):
        parse_questions(raw)
