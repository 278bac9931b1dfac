"""What `interview flows check` proves of relevance (interview.toolkit.relevance_check), on
paths made wrong on purpose: the check must catch a skip that the interview's own judgement
would not make. (A flow that marks a gate fails it too: tests/test_third_flow.py.)"""
import datetime as dt

from interview.toolkit.paths import Path
from interview.toolkit.registry import flows
from interview.toolkit.relevance import Relevance
from interview.toolkit.relevance_check import not_sure_problems, skip_problems
from interview.toolkit.router import Step

TODAY = dt.date(2026, 12, 1)
FLOW = flows()["river-hills"]
# A neighbour who knows of no notice and no incident, and says the dog does nothing unlawful.
FACTS = {"schema_version": FLOW.schema_version, "asker": "neighbour",
         "dog": {"police_dog": "no", "rabies_vaccinated": "yes", "declared_elsewhere": "none"},
         "conduct": {"at_large": "no", "habitual_vehicle_chasing": "no",
                     "waste_not_removed": "no", "rabies_infected": "no", "habitual_barking": "no"}}
# "No, or not sure" to a notice; they know the dog's records, and say it may do something
# unlawful, so each question is asked.
CONTROL = {"ask_village_notice.none": True, "any_incident": "no", "dog_known": "yes",
           "any_conduct": "yes"}


def _path(skipped: tuple[Step, ...], facts=FACTS) -> Path:
    walk = FLOW.router.walk(_state(facts), lambda _state, step: step in skipped)
    assert walk.complete and walk.skipped == skipped
    return Path(walk.steps, walk.current.node, facts, CONTROL, walk.skipped)


def _state(facts):
    from interview.engine.answers import State, copy_facts
    return State(copy_facts(facts), dict(CONTROL))


def _check(check, path):
    with FLOW.router.stepper() as advance:
        return check(FLOW, path, Relevance(FLOW, TODAY), TODAY, advance)


def test_the_interviews_own_skips_pass():
    path = _path((Step("ask_licensed"), Step("ask_tag_outdoors")))
    assert _check(skip_problems, path) == [] and _check(not_sure_problems, path) == []


def test_a_skipped_question_an_answer_to_which_changes_the_status_is_named_with_its_path():
    """Unvaccinated, the dog would be potentially dangerous: the rabies shot matters."""
    facts = {**FACTS, "dog": {k: v for k, v in FACTS["dog"].items()
                              if k != "rabies_vaccinated"}}
    path = _path((Step("ask_rabies"), Step("ask_licensed"), Step("ask_tag_outdoors")), facts)
    [problem] = _check(skip_problems, path)
    assert problem.startswith("river-hills: ask_rabies is not asked, but the answer 'no'")
    assert "changes what is shown: status" in problem
    assert "> ask_dog_known > ask_village_notice > ask_police_dog > ask_declared_elsewhere > " \
        "result_none; " \
        "not asked: ask_rabies" in problem
    assert problem.endswith("result_none; not asked: ask_rabies, ask_licensed, ask_tag_outdoors)")
    # Answered "not sure" with the rest as they are, the status would differ too.
    [differs] = _check(not_sure_problems, path)
    assert "with the questions not asked answered \"not sure\", status would differ" in differs
