"""Someone who is not the owner is asked once whether they know the animal's past
(`ask_animal_known`). "No" answers the questions about it "Not sure" for them: the same facts,
the same result, as answering each one "Not sure", in far fewer screens."""
from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from tests.journeys import assessed, current_node, new_client, walk_pages
from tests.test_question_counts import JOURNEYS

SLUG, URL = "city-90-17", "/interview/city-90-17/"
_, CAT = JOURNEYS["§ 90.17: a cat that scratched a child"]
# What the gate covers, as a person who does not know answers it one question at a time.
NOT_SURE = {q: "not_sure" for q in (
    "ask_trained_to_attack", "ask_law_enforcement", "ask_fighting", "ask_known_propensity",
    "ask_displayed_propensity", "ask_owner_minor", "ask_guard_dog", "ask_kept_outdoors",
    "ask_previously_found", "ask_subsequent_complaint_by_anyone", "ask_impounded",
    "ask_reclaimed", "ask_proof_of_confinement")}


@pytest.fixture()
def client():
    return new_client()


def current(client) -> str | None:
    return current_node(client, SLUG)


@pytest.mark.parametrize("asker", ["parent", "harmed", "on_behalf"])
def test_no_gives_what_not_sure_to_each_question_gives(asker):
    """The facts assessed, and the result, are those of answering "Not sure" to each question
    the interview would have asked: not every question the gate lists (a cat has no guard-dog
    question; an unasked one stays unasked)."""
    runs = {}
    for known in ("no", "yes"):
        client = new_client()
        asked = walk_pages(client, SLUG, {**CAT, **NOT_SURE, "ask_asker": asker,
                                          "ask_animal_known": known})
        runs[known] = (asked, *assessed(client, SLUG))
    (spared, facts, text), (one_by_one, facts_each, text_each) = runs["no"], runs["yes"]
    assert facts == facts_each
    assert text == text_each
    assert "ask_animal_known" in spared and not set(spared) & set(NOT_SURE)
    assert len(one_by_one) - len(spared) >= 10
    assert "guard_dog" not in facts["animal"]  # a cat: never asked, so never answered


def test_an_owner_is_not_asked_it(client):
    asked = walk_pages(client, SLUG, {**CAT, **NOT_SURE, "ask_asker": "owner",
                                      "ask_any_incident": "yes",
                                      "ask_subsequent_complaint": "not_sure"})
    assert "ask_animal_known" not in asked
    assert "ask_trained_to_attack" in asked


def test_back_after_no_goes_to_the_question_not_to_an_answer_it_gave(client):
    walk_pages(client, SLUG, {**CAT, "ask_animal_known": "no"}, until="ask_wants_complaint")
    client.post(URL + "back")
    assert current(client) == "ask_animal_known"


def test_check_your_answers_shows_each_not_sure_it_gave_and_each_can_be_changed(client):
    walk_pages(client, SLUG, {**CAT, "ask_animal_known": "no"})
    soup = BeautifulSoup(client.get(URL + "check").get_data(as_text=True), "html.parser")
    trained = next(row for row in soup.select(".check-row")
                   if "trained to attack" in row.select_one(".check-question").text)
    said = trained.select_one(".check-answer").get_text(strip=True)
    assert said == "Not sure (you said you did not know)"
    client.get(trained.select_one("a.change-link")["href"])
    assert current(client) == "ask_trained_to_attack"  # asked now, not answered for them
    walk_pages(client, SLUG, {**CAT, "ask_trained_to_attack": "yes"}, until="ask_wants_complaint")
    with client.session_transaction() as session:
        assert session["iv"]["facts"]["animal"]["trained_to_attack"] == "yes"


def test_changing_no_to_yes_asks_each_question(client):
    walk_pages(client, SLUG, {**CAT, "ask_animal_known": "no"})
    client.get(URL + "change/ask_animal_known/-1")
    walk_pages(client, SLUG, {**CAT, "ask_animal_known": "yes"},
               until="ask_trained_to_attack")
    assert current(client) == "ask_trained_to_attack"
    with client.session_transaction() as session:
        assert "trained_to_attack" not in session["iv"]["facts"]["animal"]
