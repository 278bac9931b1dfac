"""Before the five questions about the dog's conduct (loose, chasing, waste, rabies, barking),
the interview asks once whether it does any of them (`ask_any_conduct`). "No" answers each one
"No" for the person (`no_if_no`): the same facts, the same result, as answering each "No"."""
from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from tests.journeys import assessed, current_node, new_client, walk_pages
from tests.test_question_counts import CONDUCT_NO, JOURNEYS

SLUG, URL = "river-hills", "/interview/river-hills/"
_, PARENT = JOURNEYS["A parent of a bitten child, filing a complaint"]
_, OWNER = JOURNEYS["An owner holding a dangerous-dog notice, one bite"]
COVERED = set(CONDUCT_NO) - {"ask_any_conduct"}


@pytest.fixture()
def client():
    return new_client()


def current(client) -> str | None:
    return current_node(client, SLUG)


def test_no_gives_what_no_to_each_question_gives():
    runs = {}
    for any_conduct in ("no", "yes"):
        client = new_client()
        asked = walk_pages(client, SLUG, {**PARENT, "ask_any_conduct": any_conduct})
        runs[any_conduct] = (asked, *assessed(client, SLUG))
    (spared, facts, text), (one_by_one, facts_each, text_each) = runs["no"], runs["yes"]
    assert facts == facts_each
    assert text == text_each
    assert "ask_any_conduct" in spared and not set(spared) & COVERED
    assert set(one_by_one) & COVERED


def test_an_owner_is_asked_of_rabies_with_the_dogs_facts_not_the_gate(client):
    """Of the five, only rabies is always asked of an owner, and with the dog's other facts
    (a police dog, a declaration elsewhere: ask_owner_dog_facts). None of the other four can
    change this owner's result, so the gate would spare nothing: it is passed by."""
    asked = walk_pages(client, SLUG, OWNER)
    assert "ask_any_conduct" not in asked
    assert [n for n in asked if n in COVERED] == []
    assert "ask_owner_dog_facts" in asked
    facts, _text = assessed(client, SLUG)
    assert facts["conduct"] == {"rabies_infected": "no"}


def test_yes_asks_each_question_that_can_matter(client):
    asked = walk_pages(client, SLUG, {**PARENT, "ask_any_conduct": "yes",
                                      "ask_at_large_often": "yes"})
    assert {"ask_at_large_often", "ask_rabies_infected"} <= set(asked)


def test_check_your_answers_shows_each_no_it_gave_and_each_can_be_changed(client):
    walk_pages(client, SLUG, {**PARENT, "ask_wants_complaint": "no"})
    soup = BeautifulSoup(client.get(URL + "check").get_data(as_text=True), "html.parser")
    rabies = next(row for row in soup.select(".check-row")
                  if row.select_one(".check-question").text.strip() == "Does the dog have rabies?")
    assert rabies.select_one(".check-answer").get_text(strip=True) == \
        "No (you said none of these)"
    client.get(rabies.select_one("a.change-link")["href"])
    assert current(client) == "ask_rabies_infected"  # asked now, not answered for them
    walk_pages(client, SLUG, {**PARENT, "ask_rabies_infected": "not_sure",
                              "ask_wants_complaint": "no"}, until="ask_dog_known")
    with client.session_transaction() as session:
        assert session["iv"]["facts"]["conduct"]["rabies_infected"] == "not_sure"


def test_back_after_no_goes_to_the_question_not_to_an_answer_it_gave(client):
    walk_pages(client, SLUG, PARENT, until="ask_dog_known")
    client.post(URL + "back")
    assert current(client) == "ask_any_conduct"


def test_changing_no_to_yes_asks_each_question(client):
    walk_pages(client, SLUG, {**PARENT, "ask_wants_complaint": "no"})
    client.get(URL + "change/ask_any_conduct/-1")
    walk_pages(client, SLUG, {**PARENT, "ask_any_conduct": "yes"}, until="ask_rabies_infected")
    assert current(client) == "ask_rabies_infected"
    with client.session_transaction() as session:
        assert "rabies_infected" not in session["iv"]["facts"].get("conduct", {})


def test_none_of_these_after_a_yes_stands_for_each_question(client):
    """Changed to "No" after saying the dog runs loose, the answers are "No" throughout: the
    statement and the result do not keep a "yes" the person has since taken back."""
    walk_pages(client, SLUG, {**PARENT, "ask_any_conduct": "yes", "ask_at_large_often": "yes"})
    with client.session_transaction() as session:
        assert session["iv"]["facts"]["conduct"]["at_large"] == "yes"
    client.get(URL + "change/ask_any_conduct/-1")
    walk_pages(client, SLUG, PARENT)
    with client.session_transaction() as session:
        conduct = session["iv"]["facts"]["conduct"]
    assert conduct["at_large"] == "no" and set(conduct.values()) == {"no"}


def test_a_yes_given_after_none_of_these_turns_the_gate_to_yes(client):
    """"None of these", then Change on "Does the dog have rabies?" to Yes: Check your answers
    said No to the five and Yes to rabies at once. The gate now says Yes; the rest stand."""
    walk_pages(client, SLUG, {**PARENT, "ask_wants_complaint": "no"})
    with client.session_transaction() as session:
        before = session["iv"]["facts"]["conduct"]
    client.get(URL + "change/ask_rabies_infected/-1")
    walk_pages(client, SLUG, {**PARENT, "ask_rabies_infected": "yes",
                              "ask_wants_complaint": "no"})
    soup = BeautifulSoup(client.get(URL + "check").get_data(as_text=True), "html.parser")
    answers = {row.select_one(".check-question").text.strip():
               row.select_one(".check-answer").get_text(strip=True)
               for row in soup.select(".check-row")}
    assert answers["Does the dog get loose, chase cars, leave waste, bark a lot or have rabies?"] \
        == "Yes"
    assert answers["Does the dog have rabies?"] == "Yes"
    with client.session_transaction() as session:
        iv = session["iv"]
    assert iv["control"]["any_conduct"] == "yes"
    assert iv["facts"]["conduct"] == {**before, "rabies_infected": "yes"}
