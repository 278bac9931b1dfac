"""A Hypothesis state machine drives the web interview, CSRF on, as a careless, lost or hostile
person might: good answers, garbage, missing fields, answers to the wrong question, Back, Change
links and made-up Change addresses, language switches, Start over, the result and phone pages
opened at any time, in both flows.

It proves that after every request the server answered below 500 and the page (after redirects)
is a question (form#question with a hidden `node`), a result (#result-heading), the phone page,
or — only after a deliberately bad request — a 400/413 page that says what was wrong; never a
traceback. The steps and requests run are counted and printed (about 1,500 and 2,500)."""
import datetime as dt
from urllib.parse import quote

import pytest
from babel.messages.pofile import read_po
from bs4 import BeautifulSoup
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from interview import create_app
from tests.conftest import ROOT
from tests.interview.web.test_interview_views import walk
from tests.journeys import BITE_AT_LARGE, COMPLAINT, TERRORIZING_CHASE, TWO_SERIOUS, form_fields

APP = create_app({"TESTING": True, "SECRET_KEY": "fuzz", "WTF_CSRF_ENABLED": True})
FLOWS = APP.extensions["flows"]
JOURNEYS = {"river-hills": [BITE_AT_LARGE, TWO_SERIOUS], "city-90-17": [TERRORIZING_CHASE]}
COUNT = {"steps": 0, "requests": 0, "question": 0, "check": 0, "result": 0, "phone": 0,
         "start": 0,
         "error": 0}
PLAUSIBLE = {"answer": "yes", "day": "1", "month": "1", "year": "2020", "time": "10:00"}
# 310 digits overflow a float, 4,301 are more than int() will read: both were 500s.
odd_numbers = st.sampled_from(["²", "١", "１", "⑤", "-1", "+1", "1.5", " 5 ", "1e3", "9" * 40,
                               "1_0", "9" * 310, "9" * 4301])
junk = odd_numbers | st.text(st.characters(codec="utf-8"), max_size=30) | st.sampled_from(
    ["", "0", "99", "nan", "2026", "x" * 5000, "<b>", "\x00"])
node_ids = st.sampled_from(["ask_asker", "result_none", "..", ".", "%", "%2E"]) | junk.filter(
    lambda s: s and "/" not in s)  # "" or "/" would be another address (a 404, rightly)


def pick(scripted: list, others):
    return st.sampled_from(scripted) | others if scripted else others


class WebInterview(RuleBasedStateMachine):
    @initialize(slug=st.sampled_from(sorted(JOURNEYS)))
    def start(self, slug):
        self.client, self.slug, self.kind, self.token = APP.test_client(), slug, None, ""
        self.get("")

    @invariant()
    def count(self):
        COUNT["steps"] += 1

    def get(self, tail, **kw):
        self.check(self.client.get(f"/interview/{self.slug}/{tail}", follow_redirects=True), **kw)

    def post(self, tail, data, **kw):
        self.check(self.client.post(f"/interview/{self.slug}/{tail}", data=data,
                                    follow_redirects=True), **kw)

    def check(self, response, bad=(), phone=False):
        """``bad``: the error statuses this request deserves (it was meant to be bad)."""
        COUNT["requests"] += 1
        assert response.status_code < 500, response.status_code
        html = response.get_data(as_text=True)
        assert "Traceback" not in html
        soup = BeautifulSoup(html, "html.parser")
        form = soup.find("form", id="question")
        if form and form.find("input", {"type": "hidden", "name": "node"}):
            kind = "question"  # shown with 200, or 400 with the reason in an error summary
            assert response.status_code == 200 or (
                response.status_code == 400 and soup.select_one(".error-summary li"))
        elif soup.find(id="check-heading"):  # every question answered: the answers to check
            kind = "check"
            assert response.status_code == 200 and soup.select_one("a#see-result")
        elif soup.find(id="result-heading") or (phone and soup.select_one(".qr-code")):
            kind = "result" if soup.find(id="result-heading") else "phone"
            assert response.status_code == 200
        elif phone and soup.select_one(".language-choice"):
            kind = "start"  # no answers to carry to a phone: a fresh start, not a code
            assert response.status_code == 200 and not soup.select_one(".qr-code")
        else:
            kind = "error"
            assert response.status_code in bad, (response.status_code, html)
            assert soup.h1.find_next_sibling("p").get_text(strip=True)  # what was wrong
        COUNT[kind] += 1
        self.kind, self.soup, token = kind, soup, soup.find("input", {"name": "csrf_token"})
        self.token = token["value"] if token else self.token

    def form(self) -> dict:  # the hidden fields of the question shown now
        return {i["name"]: i.get("value", "")
                for i in self.soup.select("form#question input[type=hidden]")}

    def answer_well(self, data):
        """Post an answer a person could give; often a scripted journey's, to reach results."""
        fields = self.form()
        node = FLOWS[self.slug].questions.nodes[fields["node"]]
        turn = int(fields["index"]) if fields["index"].isdecimal() else 0
        given = [j[node.id] for j in JOURNEYS[self.slug] if node.id in j]  # per loop turn: a list
        scripted = [v[min(turn, len(v) - 1)] if isinstance(v, list) else v for v in given]
        if node.type == "date":
            past = st.dates(dt.date(1990, 1, 1), FLOWS[self.slug].today()).map(str)
            chosen = data.draw(pick(scripted, past | st.just("none") if node.none else past))
            fields |= form_fields("date", chosen)
            if data.draw(st.booleans()):  # also where "about when" is not offered
                fields |= {"approximate": "y",
                           "day": data.draw(st.sampled_from(["", fields.get("day", "")]))}
        elif node.type == "datetime":
            past = st.datetimes(dt.datetime(1990, 1, 1), dt.datetime.combine(
                FLOWS[self.slug].today(), dt.time())).map(
                    lambda m: m.isoformat(timespec="minutes"))
            moment = data.draw(pick(scripted, st.one_of(past, st.just("none"))))
            fields |= form_fields("datetime", moment)
        elif node.type == "number":
            fields["answer"] = str(data.draw(st.integers(node.minimum, node.maximum)))
        elif node.type == "text":
            text = st.text(min_size=1, max_size=node.max_length).filter(str.strip)
            fields["answer"] = data.draw(pick(scripted, text))
        else:
            radios = [r["value"] for r in self.soup.select("input[type=radio][name=answer]")]
            fields["answer"] = data.draw(pick(scripted, st.sampled_from(radios)))
        self.post("answer", fields)

    @precondition(lambda self: self.kind == "question")
    @rule(data=st.data(), count=st.integers(1, 30))
    def answer(self, data, count):
        for _ in range(count):
            if self.kind == "question":
                self.answer_well(data)

    @rule(data=st.data(), field=st.sampled_from(
        ["answer", "day", "month", "year", "time", "none", "approximate", "node", "index",
         "csrf_token"]),
        how=st.sampled_from(["junk", "drop", "huge", "too-large", "twice"]))
    def answer_badly(self, data, field, how):
        fields = (self.form() if self.kind == "question" else {}) | PLAUSIBLE
        fields["csrf_token"] = self.token
        if how == "drop":
            fields.pop(field, None)
        elif how == "twice":
            fields[field] = [fields.get(field, ""), "2"]
        else:
            fields[field] = {"junk": data.draw(junk), "huge": "\u0645" * 60_000,
                             "too-large": "x" * 300_000}[how]
        self.post("answer", fields, bad=(400, 413))

    @precondition(lambda self: self.kind == "question")
    @rule(indexes=st.lists(odd_numbers | junk, min_size=1, max_size=5))
    def answer_with_odd_index(self, indexes):
        for index in indexes:
            if self.kind == "question":
                self.post("answer", self.form() | PLAUSIBLE | {"index": index}, bad=(400,))

    @precondition(lambda self: self.kind == "question")
    @rule(data=st.data())
    def answer_out_of_order(self, data):
        fields = self.form() | PLAUSIBLE
        fields["node"] = data.draw(st.sampled_from(sorted(
            set(FLOWS[self.slug].questions.nodes) - {fields["node"]})))
        self.post("answer", fields)

    @rule(forged=st.booleans(), action=st.sampled_from(["back", "restart"]))
    def back_or_restart(self, forged, action):
        self.post(action, {"csrf_token": "forged" if forged else self.token},
                  bad=(400,) if forged else ())

    @precondition(lambda self: self.kind in ("question", "check", "result")
                  and self.soup.select("a.change-link"))
    @rule(data=st.data())
    def change(self, data):
        link = data.draw(st.sampled_from(self.soup.select("a.change-link")))["href"]
        self.check(self.client.get(link, follow_redirects=True))

    @rule(node=node_ids, index=st.integers(-(10**20), 10**20) | st.integers(-2, 3))
    def change_made_up(self, node, index):
        self.get(f"change/{quote(node, safe='')}/{index}")

    @rule(lang=st.sampled_from(["en", "es", "ar", "hmn"]) | junk,
          page=st.sampled_from(["", "result"]))
    def language(self, lang, page):
        self.get(f"{page}?lang={quote(lang, safe='')}")

    @rule(page=st.sampled_from(["result", "check", "phone", ""]),
          slug=st.sampled_from(sorted(JOURNEYS)))
    def open_page(self, page, slug):
        self.slug = slug if page == "" else self.slug  # "": this flow's or the other's question
        self.get(page, phone=page == "phone")


WebInterview.TestCase.settings = settings(
    max_examples=40, stateful_step_count=50, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
TestWebInterview = WebInterview.TestCase


@pytest.fixture(autouse=True, scope="module")
def report_steps(request):
    yield
    with request.config.pluginmanager.get_plugin("capturemanager").global_and_fixture_disabled():
        print("\ntest_fuzz_web:", ", ".join(f"{k} {v}" for k, v in COUNT.items()))


def _arabic_text():
    with open(ROOT / "translations/ar/LC_MESSAGES/messages.po", "rb") as f:
        return " ".join(" ".join(m.string for m in read_po(f) if not m.pluralizable).split())


def _complaint_in_arabic(chars_per_answer: int | None) -> dict:
    arabic, journey, start = _arabic_text(), dict(COMPLAINT), 0
    for node in FLOWS["river-hills"].questions.nodes.values():
        if node.id.startswith("ask_complaint_") and node.type == "text":
            limit = APP.extensions["forms"]["river-hills"][node.id].answer.kwargs[
                "validators"][1].max  # the form's, from what the cookie holds
            size = min(limit, chars_per_answer or limit)
            journey[node.id], start = arabic[start:start + size].strip(), start + 2000
    return journey


@pytest.mark.filterwarnings("ignore:The 'session' cookie is too large")
def test_an_answer_too_long_to_keep_is_refused_in_words_never_silently_lost():
    """Found writing these tests: a complaint in natural Arabic, every answer at its limit,
    made the session cookie ~5 KB; browsers drop a cookie over 4093 bytes, so an answer was
    silently not kept. The limits now come from what the cookie holds (test_cookie_budget), but
    text that hardly compresses can still overflow: the answer that would not fit is refused,
    and says why."""
    import random

    from tests.interview.web.test_cookie_budget import at_their_limits
    from tests.interview.web.test_interview_views import current, post_answer

    rnd = random.Random(5)  # 64 CJK signs at random: ~6 bits a character, whatever the packing
    noise = "".join(chr(0x4E00 + rnd.randrange(64)) for _ in range(6000))
    client = APP.test_client()
    journey = {**COMPLAINT, **at_their_limits(APP, "river-hills", noise)}
    refused = None
    for _ in range(80):
        soup, node, index = current(client)
        if soup.select_one("#result-heading"):
            break
        response = post_answer(client, APP, node, index, _answer(journey, node))
        assert len(client.get_cookie("session").value) <= 4093
        if response.status_code == 400:
            refused = BeautifulSoup(response.data, "html.parser")
            break
        assert response.status_code == 302, node
    assert refused is not None, "at its limits, a complaint of noise cannot fit"
    assert "too long for us to keep" in refused.select_one(".error-summary").get_text()
    assert current(client)[1] == node  # the same question, to shorten; earlier answers kept


def _answer(journey, node):
    from tests.journeys import answer_for
    return answer_for(journey, node, None)


def test_a_long_complaint_in_arabic_fits():
    """A real complaint, 250 Arabic characters in each of its seven answers (or as many as the
    form allows), is kept whole."""
    client = APP.test_client()
    assert walk(client, APP, _complaint_in_arabic(250)).request.path.endswith("/result")
    assert len(client.get_cookie("session").value) <= 4093
