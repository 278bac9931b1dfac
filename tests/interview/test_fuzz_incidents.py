"""A Hypothesis state machine answers the River Hills interview with incident after incident,
mostly "not sure", and goes Back and follows Change links (to skipped questions too) at any
time. Every request must be answered below 500 with a question or the result; "another time?"
is never offered past the loop's limit.

The limit is the facts schema's maxItems (50); here the flow's router is given 5, so that an
example reaches it, and with it the questions relevance skips in the first items, the ones it
asks past them, and questions a later answer brings back."""
import dataclasses
import datetime as dt

from bs4 import BeautifulSoup
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from interview import create_app
from interview.toolkit.router import Router
from tests.journeys import form_fields

LIMIT = 5
APP = create_app({"TESTING": True, "SECRET_KEY": "fuzz-incidents", "WTF_CSRF_ENABLED": True})
_FLOW = APP.extensions["flows"]["river-hills"]
FLOW = dataclasses.replace(_FLOW, router=Router(_FLOW.questions, _FLOW.module.PREDICATES,
                                                {"incidents": LIMIT}))
APP.extensions["flows"] = {**APP.extensions["flows"], "river-hills": FLOW}
URL = "/interview/river-hills/"
COUNT = {"requests": 0, "most_incidents": 0, "last_item_asked": 0}


class ManyIncidents(RuleBasedStateMachine):
    @initialize()
    def start(self):
        self.client = APP.test_client()
        self.get("")

    def get(self, tail):
        self.check(self.client.get(URL + tail, follow_redirects=True))

    def post(self, tail, data):
        self.check(self.client.post(URL + tail, data=data, follow_redirects=True))

    def check(self, response):
        COUNT["requests"] += 1
        assert response.status_code < 500, response.status_code
        soup = BeautifulSoup(response.data, "html.parser")
        if soup.select_one("#see-result"):  # every answer given: check them, then the result
            self.get("result")
            return
        node = soup.select_one("form#question input[name=node]")
        assert node or soup.find(id="result-heading"), soup.get_text()[:300]
        self.soup, self.node = soup, node["value"] if node else None
        index = soup.select_one("form#question input[name=index]")
        self.index = int(index["value"]) if index and index["value"] else None
        if self.index == LIMIT - 1:
            COUNT["last_item_asked"] += 1
        if self.node == "ask_another_incident":
            assert self.index < LIMIT - 1  # never offered past the limit
            COUNT["most_incidents"] = max(COUNT["most_incidents"], self.index + 1)
        token = soup.find("input", {"name": "csrf_token"})
        self.token = token["value"] if token else getattr(self, "token", "")

    @invariant()
    def is_a_page(self):
        assert self.soup is not None

    @precondition(lambda self: self.node is not None)
    @rule(data=st.data(), count=st.integers(1, 25))
    def answer(self, data, count):
        for _ in range(count):
            if self.node is None:
                return
            self.answer_one(data)

    @precondition(lambda self: self.node is not None)
    @rule(data=st.data())
    def answer_to_another_incident(self, data):
        """Answer on, "yes" to another time, until the next incident begins or the result
        shows."""
        self.answer_one(data, more="yes")
        for _ in range(60):
            if self.node in (None, "ask_incident_date"):
                return
            self.answer_one(data, more="yes")

    def answer_one(self, data, more=None):
        node = FLOW.questions.nodes[self.node]
        fields = {"csrf_token": self.token, "node": node.id,
                  "index": "" if self.index is None else str(self.index)}
        if node.control in ("any_incident", "another_incident"):
            value = more or data.draw(st.sampled_from(["yes"] * 6 + ["no"]))
        elif node.type == "date":
            value = data.draw(st.dates(dt.date(2025, 1, 1), dt.date(2026, 11, 1))).isoformat()
        elif node.type == "datetime":
            value = "none" if node.none else "2026-10-01T10:00"
        elif node.type == "number":
            value = str(data.draw(st.integers(node.minimum or 0, 3)))
        elif node.type == "text":
            value = "x"
        else:
            choices = [v for v, _ in node.choices()]
            sure = st.sampled_from(choices)
            value = data.draw(st.just("not_sure") | sure if "not_sure" in choices else sure)
        self.post("answer", fields | form_fields(node.type, value))

    @rule()
    def back(self):
        self.post("back", {"csrf_token": self.token})

    @precondition(lambda self: self.soup.select("a.change-link"))
    @rule(data=st.data())
    def change(self, data):
        link = data.draw(st.sampled_from(self.soup.select("a.change-link")))["href"]
        self.check(self.client.get(link, follow_redirects=True))

    @rule()
    def result(self):
        self.get("result")


ManyIncidents.TestCase.settings = settings(
    max_examples=8, stateful_step_count=25, deadline=None, database=None, derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
TestManyIncidents = ManyIncidents.TestCase


def test_the_examples_reached_the_limit():
    """Run after the state machine (pytest keeps the file's order): the examples did reach
    the last incident the flow allows, so the limit was met, not only approached."""
    assert COUNT["most_incidents"] == LIMIT - 1 and COUNT["last_item_asked"], COUNT
