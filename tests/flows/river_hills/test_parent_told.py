"""A parent's first answer says the dog went after their child: the first incident's "who or
what did the dog go after?" is answered "A person" for them (`given`), shown with Change, and
asked again for any later incident."""
from __future__ import annotations

from bs4 import BeautifulSoup

from tests.journeys import current_node, new_client, walk_pages
from tests.test_question_counts import JOURNEYS

SLUG, URL = "river-hills", "/interview/river-hills/"
_, PARENT = JOURNEYS["A parent of a bitten child, filing a complaint"]


def current(client) -> str | None:
    return current_node(client, SLUG)


def test_the_first_incident_is_about_a_person_and_not_asked():
    client = new_client()
    asked = walk_pages(client, SLUG, PARENT)
    assert "ask_victim" not in asked
    with client.session_transaction() as session:
        assert session["iv"]["facts"]["incidents"][0]["victim"] == "person"
    soup = BeautifulSoup(client.get(URL + "check").get_data(as_text=True), "html.parser")
    row = next(r for r in soup.select(".check-row")
               if "go after" in r.select_one(".check-question").text)
    assert row.select_one(".check-answer").get_text(strip=True) == "A person"
    assert row.select_one("a.change-link")["href"].endswith("/change/ask_victim/0")


def test_back_passes_it_by():
    client = new_client()
    walk_pages(client, SLUG, PARENT, until="ask_off_property")
    client.post(URL + "back")
    assert current(client) == "ask_bite_injury"
    client.post(URL + "back")
    assert current(client) == "ask_incident_date"


def test_a_later_incident_asks_who_or_what_it_went_after():
    client = new_client()
    twice = {**PARENT, "ask_another_incident": ["yes", "no"],
             "ask_incident_date": [PARENT["ask_incident_date"]] * 2}
    walk_pages(client, SLUG, twice, until="ask_victim")
    soup = BeautifulSoup(client.get(URL).get_data(as_text=True), "html.parser")
    assert soup.find("input", {"name": "node"})["value"] == "ask_victim"
    assert soup.find("input", {"name": "index"})["value"] == "1"


def test_change_can_say_otherwise():
    client = new_client()
    walk_pages(client, SLUG, PARENT)
    client.get(URL + "change/ask_victim/0")
    assert current(client) == "ask_victim"
    client.post(URL + "answer", data={"node": "ask_victim", "index": "0", "answer": "pet"})
    with client.session_transaction() as session:
        assert session["iv"]["facts"]["incidents"][0]["victim"] == "pet"
