"""flows check puts each shape of assessment into words (interview.toolkit.wordcheck)."""
import dataclasses
import datetime as dt
from pathlib import Path

from interview.engine.assessment import Finding
from interview.toolkit.flows import discover
from interview.toolkit.wordcheck import shape, wording_problems

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "flows"
TODAY = dt.date(2026, 12, 1)


def _assessed(facts: dict):
    flow = discover(FIXTURES)["tiny-leash"]
    return flow, flow.assess({"schema_version": "1.0", **facts}, TODAY)


def test_a_condition_resting_on_a_fact_with_no_words_is_a_problem():
    """Without words for the fact, the page says "If an exception did not apply" where the
    law has no exception."""
    flow, a = _assessed({"off_premises": "yes", "on_leash": "no"})
    a.conditional = [Finding("off_leash", "in_violation", ("7.01(A)",), ("/on_leash",),
                             unsure=("/on_leash",))]
    assert wording_problems(flow, a) == [
        "FACT_PHRASES has no words for 'on_leash' (nor off_leash:on_leash): the condition of "
        "off_leash would leave it out"]
    phrased = dataclasses.replace(flow, module=type("M", (), {
        **vars(flow.module), "FACT_PHRASES": {"on_leash": "the dog was not on a leash"}}))
    assert wording_problems(phrased, a) == []


def test_a_missing_text_or_parameter_is_named():
    flow, a = _assessed({"off_premises": "yes", "on_leash": "no"})
    a.penalties = [dataclasses.replace(a.penalties[0], params={})]  # "{max}" left unfilled
    assert wording_problems(flow, a) == [
        "putting an assessment into words raised KeyError('max'): TEXTS lacks 'max', or a "
        "text names {max} and its item does not give it"]


def test_the_shape_tells_apart_what_the_words_depend_on_and_nothing_else():
    flow, a = _assessed({"off_premises": "yes", "on_leash": "no"})
    _, later = _assessed({"off_premises": "yes", "on_leash": "no"})
    later.today = TODAY + dt.timedelta(days=3)  # a date is a value, not a shape
    assert shape(a) == shape(later)
    _, none = _assessed({"off_premises": "no"})
    assert shape(a) != shape(none)
    a.conditional = [Finding("off_leash", "in_violation", ("7.01(A)",),
                             params={"certainty": ["odd", {"but": "hashable"}]})]
    assert hash(shape(a))


def test_what_the_result_leads_with_is_worded_for_the_person_asking():
    """A flow's advice for a person the dog bit, or a sentence of "What this means", with no
    text fails flows check, not that person's page (interview.engine.actions and meaning)."""
    from interview.toolkit.registry import flows
    flow = flows()["river-hills"]
    facts = {"schema_version": "1.4", "asker": "harmed",
             "incidents": [{"date": "2026-11-20", "victim": "person", "bite_injury": "yes"}]}
    a = flow.assess(facts, TODAY)
    assert wording_problems(flow, a, facts) == []
    texts = {k: v for k, v in flow.module.TEXTS.items() if k != "advice_wound"}
    lacking = dataclasses.replace(flow, module=type("M", (), {**vars(flow.module),
                                                              "TEXTS": texts}))
    assert wording_problems(lacking, a, facts) == [
        "putting an assessment into words raised KeyError('advice_wound'): TEXTS lacks "
        "'advice_wound', or a text names {advice_wound} and its item does not give it"]
    assert wording_problems(lacking, a) == []  # the assessment alone does not reach it
