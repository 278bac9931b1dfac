"""`make bench` and `make soak` measure the question page at MID_NODE of a tests journey. A
change of routing that stops the journey asking it would make them measure another page (a
redirect, which wrk counts as an answer), so the two are kept in step here."""
from bench.common import MID_NODE
from tests.journeys import BITE_AT_LARGE, current_node, new_client, walk_pages


def test_the_journey_asks_the_measured_question():
    client = new_client()
    asked = walk_pages(client, "river-hills", BITE_AT_LARGE, until=MID_NODE)
    assert current_node(client, "river-hills") == MID_NODE
    assert len(asked) >= 10, "a question page with a transcript of some length"
