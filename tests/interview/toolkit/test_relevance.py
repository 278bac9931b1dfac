"""Ask only what can change the answer (interview.toolkit.relevance): the engine's judgement,
the walk that consults it, the memo a session keeps, and what the pages show of it.

Most tests use the fixture flow with its leash question asked first: with nothing else known,
no leash answer can make a violation, so it is skipped; "off the land" then makes it matter."""
import datetime as dt
import shutil
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from interview import create_app
from interview.engine.answers import NONE, State, apply
from interview.toolkit import relevance
from interview.toolkit.flows import load_flow
from interview.toolkit.registry import flows
from interview.toolkit.relevance import JUDGED_ITEMS, Relevance, SessionJudge, fingerprint, shown
from interview.toolkit.router import Step

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "flows" / "tiny_leash"
TODAY = dt.date(2026, 12, 1)
URL = "/interview/tiny-leash/"
LEASH_FIRST = """start: ask_on_leash
nodes:
  ask_on_leash:
    type: tristate
    ask: when_relevant
    fact: on_leash
    text: "Was it on a leash?"
    next: [{to: ask_off_premises}]
  ask_off_premises:
    type: tristate
    fact: off_premises
    text: "Was the dog off its owner's land?"
    next:
      - {to: ask_where, if: off_premises}
      - {to: result_none}
  ask_where:
    type: text
    fact: where
    max_length: 80
    text: "Where did you see the dog?"
    next:
      - {to: result_in_violation, if: likely_in_violation}
      - {to: result_none}
  result_in_violation: {type: result, status: in_violation}
  result_none: {type: result, status: none}
"""


@pytest.fixture()
def leash_first(tmp_path) -> Path:
    folder = tmp_path / "tiny_leash"
    shutil.copytree(FIXTURE, folder)
    (folder / "questions.yaml").write_text(LEASH_FIRST)
    return tmp_path


def _state(flow, **facts) -> State:
    return State({"schema_version": flow.schema_version, **facts})


def test_a_question_is_skipped_until_a_later_answer_makes_it_matter(leash_first):
    flow = load_flow(leash_first / "tiny_leash")
    walk = relevance.walk(flow, _state(flow), TODAY)
    assert walk.skipped == (Step("ask_on_leash"),) and walk.current == Step("ask_off_premises")
    # Told it was off the land, the walk goes back: the leash now decides the result.
    walk = relevance.walk(flow, _state(flow, off_premises="yes"), TODAY)
    assert walk.skipped == () and walk.current == Step("ask_on_leash")
    # Not off the land: no leash answer changes anything, and the result is reached.
    walk = relevance.walk(flow, _state(flow, off_premises="no"), TODAY)
    assert walk.complete and walk.skipped == (Step("ask_on_leash"),)


def test_an_answered_question_is_never_skipped(leash_first):
    flow = load_flow(leash_first / "tiny_leash")
    walk = relevance.walk(flow, _state(flow, on_leash="yes", off_premises="no"), TODAY)
    assert walk.complete and walk.steps[0] == Step("ask_on_leash") and walk.skipped == ()


def test_what_is_shown_is_read_from_the_assessment_without_words():
    flow = flows()["river-hills"]
    facts = {"schema_version": flow.schema_version, "asker": "neighbour",
             "incidents": [{"date": "2026-11-01", "victim": "person", "bite_injury": "yes"}]}
    seen = shown(flow, facts, flow.assess(facts, TODAY))
    assert seen.status[0] == "dangerous" and not seen.deadlines
    assert {d[0] for d in seen.duties} >= {"duty_licence", "duty_enclosure"}
    assert seen.documents == () and seen.complaint is None
    # A complaint written: the statement is offered, and its lines are part of what is shown.
    facts["complaint"] = {"what_happened": "It bit me."}
    seen = shown(flow, facts, flow.assess(facts, TODAY))
    assert seen.documents == ("complaint",) and "complaint_incident_bite" in str(seen.complaint)


def test_a_licence_changes_nothing_shown_but_a_police_dog_does_once_there_is_a_finding():
    flow = flows()["river-hills"]
    judge = Relevance(flow, TODAY)
    state = _state(flow, asker="owner")
    assert judge.irrelevant(state, Step("ask_licensed"))
    assert judge.irrelevant(state, Step("ask_police_dog"))
    state.facts["incidents"] = [{"date": "2026-11-01", "victim": "person", "bite_injury": "yes"}]
    assert not judge.irrelevant(state, Step("ask_police_dog"))  # the presumption: "none"
    assert judge.irrelevant(state, Step("ask_licensed"))


def test_what_the_dog_keeps_doing_is_a_gate_for_a_neighbour_and_nothing_to_an_owner():
    """"Does it run loose?" changes nothing an owner is shown ((3) makes it unlawful: a
    penalty, not a status or a duty), so an owner is not asked. A neighbour with no incident to
    tell is asked it, though nothing shown changes yet: "yes" opens the complaint
    (conduct_reported), and no other answer does."""
    flow = flows()["river-hills"]
    judge = Relevance(flow, TODAY)
    step = Step("ask_at_large_often")
    owner = _state(flow, asker="owner")
    owner.control["any_incident"] = "no"
    assert judge.irrelevant(owner, step)
    neighbour = _state(flow, asker="neighbour")
    neighbour.control["any_incident"] = "no"
    assert flow.router.onward(neighbour, step)[-1].node.startswith("result_")
    yes = neighbour.trial()
    yes.facts["conduct"] = {"at_large": "yes"}
    assert Step("ask_wants_complaint") in flow.router.onward(yes, step)
    assert judge.shows(yes.facts) == judge.shows(neighbour.facts)
    assert not judge.irrelevant(neighbour, step)
    # The walk: the owner (no notice) passes the four such questions by. Rabies is always
    # asked (its help says to call the police), of an owner with the dog's other facts. The
    # question before the four ("does it do any of these?") is not on an owner's way: its "No"
    # would answer rabies too.
    apply(flow.router.node("ask_declared_status"), owner, None, NONE, False)
    walk = relevance.walk(flow, owner, TODAY)
    assert {s.node for s in walk.skipped} >= {"ask_at_large_often", "ask_chases_vehicles",
                                               "ask_waste", "ask_barking"}
    assert "ask_any_conduct" not in {s.node for s in (*walk.steps, *walk.skipped)}
    assert walk.current == Step("ask_owner_dog_facts")
    assert relevance.walk(flow, neighbour, TODAY).current == Step("ask_any_conduct")
    apply(flow.router.node("ask_any_conduct"), neighbour, None, "yes", False)
    assert relevance.walk(flow, neighbour, TODAY).current == step


def test_a_notice_that_a_word_is_undefined_alone_makes_no_question_worth_asking():
    """"terrorizing manner" is undefined ((A)(5)): said only where a chase is told, it matters
    through the finding a chase brings, if any. Here an attack already decides the status."""
    flow = flows()["city-90-17"]
    incident = {"date": "2026-11-01", "victim": "person", "attacked": "yes", "injured": "yes",
                "provoked": "no", "reason": "none"}
    without = {"schema_version": flow.schema_version, "asker": "parent",
               "animal": {"species": "cat"}, "incidents": [incident]}
    chased = {**without, "incidents": [{**incident, "approached_or_chased_terrorizing": "yes"}]}
    assert "notice_terrorizing_undefined" in {n.id for n in flow.assess(chased, TODAY).notices}
    assert shown(flow, chased, flow.assess(chased, TODAY)) == shown(
        flow, without, flow.assess(without, TODAY))


@pytest.mark.parametrize("slug", ["river-hills", "city-90-17"])
def test_a_flows_term_notices_are_notices_it_raises_and_words(slug):
    flow = flows()[slug]
    source = (flow.path / "notices.py").read_text("utf-8")
    for notice in flow.module.TERM_NOTICES:
        assert source.count(f'"{notice}"') >= 2, f"{notice} is listed but never raised"
        assert notice in flow.module.TEXTS, notice


def test_loop_items_past_the_first_few_are_asked_without_running_the_engine(monkeypatch):
    flow = flows()["river-hills"]
    judge = Relevance(flow, TODAY)
    monkeypatch.setattr(flow, "assess", lambda *a: pytest.fail("the engine ran"))
    assert not judge.irrelevant(_state(flow), Step("ask_reason", JUDGED_ITEMS))


def _counting(monkeypatch, flow) -> list:
    runs = []
    real = flow.assess
    monkeypatch.setattr(flow, "assess", lambda facts, today, **kw: runs.append(1) or
                        real(facts, today, **kw))
    return runs


def test_the_memo_is_small_and_trusted_only_for_its_own_facts_and_day(leash_first,
                                                                       monkeypatch):
    flow = load_flow(leash_first / "tiny_leash")
    runs = _counting(monkeypatch, flow)
    state = _state(flow, off_premises="no")
    relevance.walk(flow, state, TODAY)
    assert 0 < len(state.memo) < 40 and runs
    runs.clear()
    assert relevance.walk(flow, state, TODAY).skipped == (Step("ask_on_leash"),)
    assert runs == []  # trusted: the engine did not run
    relevance.walk(flow, state, TODAY + dt.timedelta(days=1))
    assert runs  # a new day: judged again
    memo = state.memo
    runs.clear()
    state.facts["where"] = "the park"  # other facts: judged again
    relevance.walk(flow, state, TODAY + dt.timedelta(days=1))
    assert runs and state.memo != memo
    print_ = fingerprint(flow, state.facts, TODAY)
    for garbled in ("x", print_ + ":9:", print_ + ":a:b:c", print_ + ":0.x:"):
        judge = SessionJudge(flow, TODAY)
        judge(State(state.facts, memo=garbled), Step("ask_on_leash"))
        assert judge.trusted == {}, garbled


def _app(folder: Path, **config):
    return create_app({"TESTING": True, "SECRET_KEY": "test", "FLOW_DIRS": [str(folder)],
                       "WTF_CSRF_ENABLED": False,
                       **config})


def _answer(client, node: str, value: str):
    return client.post(URL + "answer", data={"node": node, "index": "", "answer": value})


def _page(response) -> BeautifulSoup:
    return BeautifulSoup(response.get_data(as_text=True), "html.parser")


def test_the_person_is_told_why_an_earlier_question_comes_back(leash_first):
    client = _app(leash_first).test_client()
    assert _page(client.get(URL)).find("input", {"name": "node"})["value"] == "ask_off_premises"
    _answer(client, "ask_off_premises", "yes")
    page = _page(client.get(URL))
    assert page.find("input", {"name": "node"})["value"] == "ask_on_leash"
    assert "Because of what you just told us, we need one more answer about an earlier " \
           "question." in page.select_one(".notice-banner").get_text()
    _answer(client, "ask_on_leash", "no")
    _answer(client, "ask_where", "the park")
    result = _page(client.get(URL + "result"))
    assert "in violation" in result.find("h1").get_text() and not result.select("#not-asked")


def test_the_result_lists_what_was_not_asked_and_change_can_still_ask_it(leash_first,
                                                                         monkeypatch):
    app = _app(leash_first)
    client = app.test_client()
    _answer(client, "ask_off_premises", "no")
    result = _page(client.get(URL + "result"))
    item = result.select_one("#not-asked li")
    assert item.get_text(" ", strip=True).startswith(
        "We did not ask “Was it on a leash?”: the answer would not change the status, what "
        "must be done or by when.")
    client.get(item.find("a")["href"])
    # The skipped question is now the one asked; the GET judged nothing (the memo holds).
    runs = _counting(monkeypatch, app.extensions["flows"]["tiny-leash"])
    assert _page(client.get(URL)).find("input", {"name": "node"})["value"] == "ask_on_leash"
    assert runs == []
    _answer(client, "ask_on_leash", "yes")
    assert not _page(client.get(URL + "result")).select("#not-asked")


def test_an_answer_that_only_steers_the_interview_is_judged_no_more(monkeypatch):
    """"Did the dog bite …?" keeps no fact: the skipped questions' judgement holds, and neither
    the answer nor the next page runs the engine."""
    from tests.interview.web.test_interview_views import URL as RIVER_HILLS
    from tests.interview.web.test_interview_views import current, post_answer
    from tests.interview.web.test_interview_views import walk as web_walk
    from tests.journeys import BITE_AT_LARGE

    app = create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    # A potentially dangerous dog may have done nothing ((6)[a](6)(3)): the owner is asked.
    web_walk(client, app, {**BITE_AT_LARGE, "ask_declared_status": "potentially_dangerous"},
             stop_before="ask_any_incident")
    runs = _counting(monkeypatch, app.extensions["flows"]["river-hills"])
    assert post_answer(client, app, "ask_any_incident", "", "yes").status_code == 302
    assert current(client)[1] == "ask_incident_date" and runs == []
    assert client.get(RIVER_HILLS).status_code == 200 and runs == []
