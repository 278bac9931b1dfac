"""Every answer that fits the form fits the cookie, in every language: the text limits are set
from what the session cookie holds (interview.web.text_limits), the cookie is packed denser where it
must be (interview.web.sessions), and what can still overflow is refused with the long answers
named and linked."""
import random
import zlib

import pytest
from babel.messages.pofile import read_po
from bs4 import BeautifulSoup
from cryptography.fernet import Fernet

from interview import create_app
from interview.web import text_limits
from interview.web.sessions import COOKIE_LIMIT, largest_body, pack, sealed_length, unpack
from tests.conftest import ROOT
from tests.journeys import CITY_COMPLAINT, COMPLAINT, NEIGHBOUR_CONDUCT, TWO_SERIOUS, form_fields

LANGUAGES = ("en", "es", "ar", "hmn")
# The longest complaint paths: with "since when, and how often" (no incident), and after two
# incidents; the City's.
LONGEST = [("river-hills", NEIGHBOUR_CONDUCT),
           ("river-hills", {**TWO_SERIOUS, "ask_asker": "harmed", "ask_wants_complaint": "yes",
                            **{k: v for k, v in COMPLAINT.items() if "complaint" in k}}),
           ("city-90-17", CITY_COMPLAINT)]


@pytest.fixture(scope="module")
def app():
    return create_app({"TESTING": True, "SECRET_KEY": "b" * 32, "WTF_CSRF_ENABLED": True})


def real_text(code: str) -> str:
    """Words of the language, from its catalog in the file's own order (text_limits reads
    the compiled catalog in another order): what a person might write, not a repeat."""
    name = "es" if code == "en" else code
    with open(ROOT / f"translations/{name}/LC_MESSAGES/messages.po", "rb") as f:
        entries = [m for m in read_po(f) if not m.pluralizable and m.string]
    words = " ".join((m.id if code == "en" else m.string) for m in entries)
    return " ".join(words.replace("\u27e6", "").replace("\u27e7", "").split())


def interview(client, app, slug: str, journey: dict, typed: dict, asked=None) -> BeautifulSoup:
    """Answer ``journey`` (and ``typed`` for the text questions) through the forms, CSRF and
    all, to the result page. ``asked`` gets each question's id."""
    url, flow = f"/interview/{slug}/", app.extensions["flows"][slug]
    asked = [] if asked is None else asked
    for _ in range(80):
        response = client.get(url)
        if response.status_code == 302:  # the answers to check, then the result
            assert client.get(response.headers["Location"]).status_code == 200
            return BeautifulSoup(client.get(url + "result").data, "html.parser")
        soup = BeautifulSoup(response.data, "html.parser")
        fields = {i["name"]: i.get("value", "")
                  for i in soup.select("#question input[type=hidden]")}
        node = flow.questions.nodes[fields["node"]]
        asked.append(node.id)
        value = typed.get(node.id) or journey[node.id]
        value = value[int(fields["index"] or 0)] if isinstance(value, list) else value
        posted = client.post(url + "answer", data={**fields, **form_fields(node.type, value)})
        assert posted.status_code == 302, (node.id, BeautifulSoup(posted.data, "html.parser")
                                           .select_one(".error-summary").get_text(" "))
    raise AssertionError("the journey did not end")


def at_their_limits(app, slug: str, text: str) -> dict[str, str]:
    """Every text question's answer exactly as long as its form allows, each a different piece
    of ``text``."""
    typed, at = {}, 0
    for node_id, form_class in app.extensions["forms"][slug].items():
        if app.extensions["flows"][slug].questions.nodes[node_id].type == "text":
            limit = form_class.answer.kwargs["validators"][1].max
            piece, at = text[at:at + limit], at + limit
            # Not a space at either end, which the form would strip.
            typed[node_id] = "".join("." if i in (0, limit - 1) and c.isspace() else c
                                     for i, c in enumerate(piece))
    return typed


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("slug, journey", LONGEST, ids=["no-incident", "two-incidents", "city"])
def test_every_text_at_its_limit_reaches_the_result_and_the_statement(app, code, slug, journey):
    client = app.test_client()
    client.get(f"/?lang={code}")
    typed, asked = at_their_limits(app, slug, real_text(code)[3000:]), []
    result = interview(client, app, slug, journey, typed, asked)
    assert result.select_one("#result-heading"), code
    cookie = client.get_cookie(app.config["SESSION_COOKIE_NAME"])
    assert len(cookie.key) + 1 + len(cookie.value) <= COOKIE_LIMIT
    statement = client.get(f"/interview/{slug}/documents/complaint")
    assert statement.status_code == 200
    shown = BeautifulSoup(statement.data, "html.parser").select_one("section.document").get_text()
    assert {"ask_complaint_what", "ask_complaint_owner"} <= set(asked)
    for node_id in set(typed) & set(asked):
        assert typed[node_id] in shown, node_id  # every answer, whole


def test_the_limits_come_from_the_cookie_and_leave_headroom(app):
    """At their limits, in the language whose text packs worst, the fullest interview the flow
    can hold fits with HEADROOM to spare; and scaled one step up, it would not."""
    from interview.web.sessions import value_room

    room = value_room(app)
    for slug, flow in app.extensions["flows"].items():
        limits = text_limits.derive(flow, LANGUAGES, room)
        texts = [n for n in flow.questions.nodes.values() if n.type == "text"]
        assert limits and all(0 < limits[n.id] <= n.max_length for n in texts), slug

        def largest(scale, flow=flow, texts=texts):
            return max(sealed_length(1 + len(zlib.compress(text_limits._fullest(
                flow, {n.id: n.max_length * scale // text_limits.STEPS for n in texts},
                text_limits.sample_text(code))))) for code in LANGUAGES)

        step = round(limits[texts[0].id] * text_limits.STEPS / texts[0].max_length)
        assert largest(step) <= room - text_limits.HEADROOM, slug
        if step < text_limits.STEPS:
            assert largest(step + 1) > room - text_limits.HEADROOM, slug
        # The page says the same limit the form enforces.
        assert app.extensions["forms"][slug][texts[0].id].answer.kwargs["validators"][1].max \
            == limits[texts[0].id]


def test_more_to_keep_means_less_to_type():
    """Derived from the flow's own questions: a flow with one more question to keep leaves
    less room for typing, and a smaller cookie less again."""
    from dataclasses import replace
    from types import SimpleNamespace

    from interview.toolkit.flowdata import Node
    from interview.toolkit.registry import flows

    flow = flows()["river-hills"]
    usual = text_limits.derive(flow, LANGUAGES, 3800)["ask_complaint_what"]
    assert text_limits.derive(flow, LANGUAGES, 3600)["ask_complaint_what"] < usual
    extra = Node("ask_vet_name", "text", text="Which vet?", fact="complaint.vet", max_length=300)
    grown = SimpleNamespace(slug=flow.slug, schema_version=flow.schema_version,
                            questions=replace(flow.questions, nodes={
                                **flow.questions.nodes, extra.id: extra}))
    limits = text_limits.derive(grown, LANGUAGES, 3800)
    assert limits["ask_complaint_what"] < usual and "ask_vet_name" in limits


def test_text_that_does_not_compress_is_refused_with_the_long_answers_named(app):
    """Random letters do not compress as words do: at the form's limits they overflow.
    The answer that would not fit is refused in words, and the longest typed answers are
    named, each linked to where it can be shortened."""
    rnd = random.Random(3)
    noise = "".join(chr(0x4E00 + rnd.randrange(64)) for _ in range(6000))  # 64 CJK signs
    client = app.test_client()
    typed = at_their_limits(app, "river-hills", noise)
    with pytest.raises(AssertionError) as refused:
        interview(client, app, "river-hills", NEIGHBOUR_CONDUCT, typed)
    assert "too long for us to keep" in str(refused.value)
    page = BeautifulSoup(client.post("/interview/river-hills/answer", data=_current_form(
        client, app, NEIGHBOUR_CONDUCT, typed)).data, "html.parser")
    summary = page.select(".error-summary li a")
    assert "too long for us to keep" in summary[0].get_text()
    named = [(a["href"], a.get_text()) for a in summary[1:]]
    assert 1 <= len(named) <= text_limits.SHORTEN_AT_MOST
    assert named[0] == ("/interview/river-hills/change/ask_complaint_what/-1",
                        "Shorten your answer to this question: What happened? Tell it in your "
                        "own words, in order.")
    # The link opens that answer, with the rest kept.
    client.get(named[0][0])
    opened = BeautifulSoup(client.get("/interview/river-hills/").data, "html.parser")
    assert opened.select_one("input[name=node]")["value"] == "ask_complaint_what"
    assert opened.select_one("textarea#answer").get_text().strip() == \
        typed["ask_complaint_what"]


def _current_form(client, app, journey, typed) -> dict:
    soup = BeautifulSoup(client.get("/interview/river-hills/").data, "html.parser")
    fields = {i["name"]: i.get("value", "") for i in soup.select("#question input[type=hidden]")}
    node = app.extensions["flows"]["river-hills"].questions.nodes[fields["node"]]
    return {**fields, **form_fields(node.type, typed.get(node.id) or journey[node.id])}


def test_the_seal_is_as_long_as_its_sums_say():
    fernet = Fernet(Fernet.generate_key())
    for size in range(0, 3000, 7):
        assert len(fernet.encrypt(b"x" * size)) == sealed_length(size)
    for chars in range(200, 4000, 13):
        assert sealed_length(largest_body(chars)) <= chars < sealed_length(
            largest_body(chars) + 1)


def test_packing_uses_brotli_only_where_zlib_would_not_fit():
    text = real_text("ar")[:4000].encode()
    by_zlib = pack(text)
    assert by_zlib[:1] == b"z" and unpack(by_zlib) == text
    assert pack(text, room=len(by_zlib)) == by_zlib  # it fits: no slower packing tried
    denser = pack(text, room=len(by_zlib) - 1)
    assert denser[:1] == b"b" and len(denser) < len(by_zlib) and unpack(denser) == text
    noise = random.Random(1).randbytes(3000)  # cannot come under the room: not even tried
    assert pack(noise, room=1000)[:1] == b"j"


def test_without_a_catalog_the_flows_own_words_are_the_measure(monkeypatch):
    from interview.toolkit.registry import flows

    flow = flows()["river-hills"]
    monkeypatch.setattr(text_limits, "sample_text", lambda code: "")
    small = text_limits.derive(flow, ["en"], 2500)["ask_complaint_what"]
    assert 0 < small < flow.questions.nodes["ask_complaint_what"].max_length
