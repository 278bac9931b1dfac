"""Questions that answer two facts on one screen give the facts a person would have given one
question at a time: a screen spared is never a fact assumed."""
from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from tests.journeys import BITE_AT_LARGE, TWO_SERIOUS, assessed, new_client, walk_pages

SLUG = "river-hills"
# Two serious bites, off the owner's property on a leash, the dog teased and hit each time.
TORMENTED_TWICE = {**TWO_SERIOUS, "ask_victim": ["person", "person"],
                   "ask_off_property": "off_in_control",
                   "ask_reason": "defending_against_tormentor", "ask_provoked": "yes"}


def test_a_dog_defending_itself_is_still_asked_whether_it_was_provoked():
    """(6)[b](3) excuses a dog defending itself from one who "tormented, assaulted or abused
    it"; (a)(8) asks of a vicious dog whether it acted "without provocation", which (a)(7)
    reads as "any action or activity, whether intentional or unintentional". One answer is
    not a "no" to the other."""
    client = new_client()
    asked = walk_pages(client, SLUG, TORMENTED_TWICE)
    assert "ask_provoked" in asked
    facts, text = assessed(client, SLUG)
    first, second = facts["incidents"]
    assert (first["defending_against_tormentor"], first["provoked"]) == ("yes", "yes")
    # With the first provoked, the second's cannot make the dog vicious: not asked, and not
    # taken to be "no" either.
    assert second.get("provoked") != "no"
    assert "Likely: vicious dog" not in text


@pytest.mark.parametrize("reason, provoked", [("provoked", "yes"), ("none", "no")])
def test_provoked_or_none_of_these_answers_provocation_on_the_same_screen(reason, provoked):
    client = new_client()
    asked = walk_pages(client, SLUG, {**TWO_SERIOUS, "ask_reason": reason})
    assert "ask_provoked" not in asked
    facts, _text = assessed(client, SLUG)
    first = facts["incidents"][0]
    assert (first["provoked"], first["defending_person"]) == (provoked, "no")


def test_an_owner_who_said_the_dog_has_rabies_keeps_that_answer():
    """The conduct questions' "No, none of these" answers rabies too: it is not put to an
    owner, who told of rabies with the dog's other facts."""
    client = new_client()
    asked = walk_pages(client, SLUG, {**BITE_AT_LARGE, "ask_owner_dog_facts": "rabies"})
    assert "ask_any_conduct" not in asked
    # Nor is it offered among the questions not asked, where "No" would have undone "rabies".
    result = BeautifulSoup(client.get(f"/interview/{SLUG}/result").data, "html.parser")
    offered = [a["href"] for a in result.select("#not-asked a")]
    assert offered and not any("ask_any_conduct" in href for href in offered), offered
    facts, text = assessed(client, SLUG)
    assert facts["conduct"]["rabies_infected"] == "yes"
    assert "§ 2.14(3)[f]" in text
