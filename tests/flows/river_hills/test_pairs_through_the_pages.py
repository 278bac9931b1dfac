"""Facts that matter only together are asked of everyone: walked through the pages, two
unprovoked serious injuries off the owner's property make a likely vicious dog ((6)[a](8)),
whoever is asking.

Relevance judges a question alone. How bad an injury was and where the dog was matter to an
owner whose dog bit once only with a second incident, and then only together: judged for the
owner, both went unasked in both incidents, and the owner read "Likely: dangerous dog". The
flows check fails on that too (answered "not sure" together, the status differs); this test
says it in the words a person reads, and runs in seconds."""
from __future__ import annotations

import pytest

from interview.toolkit.registry import flows
from tests.journeys import TWO_SERIOUS, assessed, new_client, walk_pages

SLUG = "river-hills"
ASKERS = [value for value, _ in flows()[SLUG].router.node("ask_asker").choices()]


@pytest.mark.parametrize("asker", ASKERS)
def test_two_serious_injuries_off_the_property_are_likely_vicious_whoever_asks(asker):
    journey = {**TWO_SERIOUS, "ask_asker": asker, "ask_victim": ["person", "person"],
               "ask_removal_notice_given": "no"}
    client = new_client()
    asked = walk_pages(client, SLUG, journey)
    assert [n for n in asked if n in ("ask_bite_injury", "ask_off_property")] == [
        "ask_bite_injury", "ask_off_property"] * 2
    facts, text = assessed(client, SLUG)
    assert [i["serious_injury"] for i in facts["incidents"]] == ["yes", "yes"]
    assert "Likely: vicious dog" in text, asker
