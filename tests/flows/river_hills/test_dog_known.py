"""Someone who is not the owner is asked once whether they know the dog's records
(`ask_dog_known`). "No" answers those questions "Not sure" for them: the same facts, the same
result, as answering each one "Not sure"."""
from __future__ import annotations

import pytest

from interview import create_app
from tests.journeys import assessed, walk_pages
from tests.test_question_counts import DOG_NOT_SURE, JOURNEYS

SLUG = "river-hills"


@pytest.mark.parametrize("name", ["A parent of a bitten child, filing a complaint",
                                  "A neighbour reporting a dog that runs loose"])
def test_no_gives_what_not_sure_to_each_question_gives(name):
    _, journey = JOURNEYS[name]
    runs = {}
    for known in ("no", "yes"):
        client = create_app({"TESTING": True, "SECRET_KEY": "t",
                             "WTF_CSRF_ENABLED": False}).test_client()
        asked = walk_pages(client, SLUG, {**journey, "ask_dog_known": known})
        runs[known] = (asked, *assessed(client, SLUG))
    (spared, facts, text), (one_by_one, facts_each, text_each) = runs["no"], runs["yes"]
    assert facts == facts_each
    assert text == text_each
    assert "ask_dog_known" in spared and not set(spared) & (set(DOG_NOT_SURE) - {"ask_dog_known"})
    assert len(one_by_one) > len(spared)
