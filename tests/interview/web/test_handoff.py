"""Continue on your phone: the link carries the answers sealed; the server keeps nothing."""
import base64
import datetime as dt
import json
import zlib

import pytest
import segno
from bs4 import BeautifulSoup

from interview import create_app
from interview.engine import clock
from interview.engine.answers import State
from interview.web import handoff
from tests.interview.web.test_interview_views import URL, walk
from tests.journeys import BITE_AT_LARGE, TWO_SERIOUS


def make_app(secret="phone-secret", **config):
    return create_app({"TESTING": True, "SECRET_KEY": secret, **config})


def link_from_phone_page(client, monkeypatch) -> str:
    """The URL the QR code holds (segno draws it; we catch it on the way in)."""
    seen = []
    real = segno.make

    def spy(content, *args, **kwargs):
        seen.append(content)
        return real(content, *args, **kwargs)

    monkeypatch.setattr(segno, "make", spy)
    soup = BeautifulSoup(client.get(URL + "phone").data, "html.parser")
    assert soup.select_one(".qr-frame svg.qr-code") is not None
    assert soup.select_one(".qr-frame")["role"] == "img"
    return seen[-1]


def test_a_finished_interview_crosses_to_a_phone_and_the_server_kept_nothing(monkeypatch):
    app = make_app()
    kiosk = app.test_client()
    result = walk(kiosk, app, BITE_AT_LARGE).get_data(as_text=True)
    link = link_from_phone_page(kiosk, monkeypatch)
    assert link.startswith("http://localhost/resume/")

    phone = make_app().test_client()  # another process with the same secret
    response = phone.get(link.removeprefix("http://localhost"))
    assert response.status_code == 302
    resumed = phone.get(response.headers["Location"], follow_redirects=True)
    # Every answer came along: the phone opens at the answers to check, then the same result.
    assert BeautifulSoup(resumed.data, "html.parser").find("h1").get_text() == \
        "Check your answers"
    heading = BeautifulSoup(result, "html.parser").find("h1").get_text()
    on_phone = phone.get("/interview/river-hills/result").get_data(as_text=True)
    assert BeautifulSoup(on_phone, "html.parser").find("h1").get_text() == heading
    assert "Welcome back" in resumed.get_data(as_text=True)


def test_the_link_is_short_enough_to_scan_from_a_screen(monkeypatch):
    app = make_app()
    client = app.test_client()
    walk(client, app, TWO_SERIOUS)  # a long interview: two incidents
    link = link_from_phone_page(client, monkeypatch)
    assert len(link) < 700, len(link)
    assert segno.make(link, error="l").version <= 16  # 81 modules: a 22 rem code on screen


def _readable_without_the_key(token: str, flow) -> str:
    """All anyone holding the link could read from it: the token, its bytes, and whatever
    zlib inflates from any offset with the flow's dictionary (it is built from public words)."""
    raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    texts = [token, raw.decode("latin-1")]
    for offset in range(len(raw)):
        try:
            inflated = zlib.decompressobj(zdict=handoff.flow_dictionary(flow)).decompress(
                raw[offset:])
        except zlib.error:
            continue
        texts.append(inflated.decode("latin-1"))
    return "\n".join(texts)


ANSWER_WORDS = ("incidents", "victim", "bite", "owner", "2026")


def test_the_link_holds_no_answer_in_plain_text(river_hills, sample_facts):
    readable = _readable_without_the_key(
        handoff.seal(handoff.sealer(["s"]), river_hills, State(sample_facts, {}), 3600),
        river_hills)
    assert not [word for word in ANSWER_WORDS if word in readable]


def test_the_plain_text_check_finds_answers_in_a_link_that_is_not_encrypted(
        river_hills, sample_facts):
    """The check above could not fail: it looked for words in compressed bytes."""
    class NoCipher:
        def encrypt_at_time(self, data: bytes, _current_time: int) -> bytes:
            return base64.urlsafe_b64encode(data)

    readable = _readable_without_the_key(
        handoff.seal(NoCipher(), river_hills, State(sample_facts, {}), 3600), river_hills)
    assert [word for word in ANSWER_WORDS if word in readable] == list(ANSWER_WORDS)


def test_round_trip_keeps_facts_and_control_answers(river_hills, sample_facts):
    cipher = handoff.sealer(["s"])
    state = State(sample_facts, {"ask_asker": "owner"})
    flow, opened = handoff.open_token(cipher, handoff.seal(cipher, river_hills, state, 3600),
                                      {"river-hills": river_hills}, 3600)
    assert flow is river_hills and opened.facts == sample_facts
    assert opened.control == {"ask_asker": "owner"}


def test_compression_against_the_flows_own_words_pays(river_hills, sample_facts):
    plain = len(json.dumps(sample_facts, separators=(",", ":")))
    token = handoff.seal(handoff.sealer(["s"]), river_hills, State(sample_facts, {}), 3600)
    assert len(token) < plain * 0.8, (len(token), plain)


def _broken_links(token):
    return {"truncated": token[: len(token) // 2], "tampered": token[:40] + (
        "A" if token[40] != "A" else "B") + token[41:], "garbage": "not-a-token",
        "wrong-alphabet": "%%%", "huge": "A" * 5000}


@pytest.mark.parametrize("case", ["truncated", "tampered", "garbage", "wrong-alphabet",
                                  "huge", "other-secret", "expired"])
def test_a_bad_link_gives_a_plain_message_and_a_fresh_start(case, monkeypatch):
    app = make_app()
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)
    link = link_from_phone_page(client, monkeypatch).removeprefix("http://localhost")
    token = link.removeprefix("/resume/")
    phone_app = make_app("a-different-secret" if case == "other-secret" else "phone-secret")
    phone = phone_app.test_client()
    if case == "expired":
        later = clock.utc_now() + dt.timedelta(hours=25)
        monkeypatch.setattr(clock, "utc_now", lambda: later)
    else:
        link = "/resume/" + _broken_links(token).get(case, token)
    response = phone.get(link)
    assert response.status_code == 400
    text = BeautifulSoup(response.data, "html.parser").find("main").get_text(" ", strip=True)
    expected = "has expired" if case == "expired" else "could not be read"
    assert expected in text and "start page" in text
    with phone.session_transaction() as session:
        assert "iv" not in session


@pytest.mark.parametrize("seconds, said", [
    (2 * 3600, "works for 2 hours."), (3600, "works for 1 hour."),
    (900, "works for 15 minutes."), (60, "works for 1 minute."),  # not "0 hours"
])
def test_handoff_ttl_is_configurable(seconds, said):
    app = make_app(HANDOFF_TTL_SECONDS=seconds)
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)
    soup = BeautifulSoup(client.get(URL + "phone").data, "html.parser")
    assert said in soup.find("figcaption").get_text()


def test_the_phone_opens_in_the_language_chosen_at_the_kiosk(monkeypatch):
    app = make_app()
    kiosk = app.test_client()
    kiosk.get("/?lang=hmn")
    walk(kiosk, app, BITE_AT_LARGE)
    link = link_from_phone_page(kiosk, monkeypatch).removeprefix("http://localhost")
    assert link.endswith("?lang=hmn")
    phone = make_app().test_client()
    page = phone.get(link, headers={"Accept-Language": "en-US"}, follow_redirects=True)
    assert BeautifulSoup(page.data, "html.parser").find("html")["lang"] == "hmn"


def test_the_qr_points_at_the_public_site_when_configured(monkeypatch):
    app = make_app(HANDOFF_BASE_URL="https://dogs.example.gov/")
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)
    assert link_from_phone_page(client, monkeypatch).startswith(
        "https://dogs.example.gov/resume/")


def _answers(client):
    """The answers in the session. The relevance memo kept beside them is not an answer: a
    link carries none, and the phone judges the skipped questions again."""
    with client.session_transaction() as session:
        data = session.get("iv")
    return {k: v for k, v in data.items() if k != "memo"} if data else data


def test_a_bad_link_leaves_the_answers_already_here_alone():
    """Anyone can send anyone a /resume/ link: a broken one must not cost them their answers."""
    app = make_app()
    phone = app.test_client()
    walk(phone, app, BITE_AT_LARGE, stop_before="ask_any_incident")
    before = _answers(phone)
    assert phone.get("/resume/not-a-token").status_code == 400
    assert _answers(phone) == before


def test_a_good_link_asks_before_replacing_the_answers_already_here(monkeypatch):
    app = make_app(WTF_CSRF_ENABLED=True)
    kiosk = app.test_client()
    walk(kiosk, app, BITE_AT_LARGE)
    link = link_from_phone_page(kiosk, monkeypatch).removeprefix("http://localhost")
    phone = app.test_client()
    walk(phone, app, TWO_SERIOUS, stop_before="ask_any_incident")
    mine = _answers(phone)

    asked = phone.get(link)
    assert asked.status_code == 200 and _answers(phone) == mine
    soup = BeautifulSoup(asked.data, "html.parser")
    assert soup.find("h1").get_text() == "Replace the answers already here?"
    keep = soup.find("a", string="Keep the answers already here")
    assert keep["href"] == URL
    form = soup.select_one("form[action='/resume']")
    fields = {i["name"]: i["value"] for i in form.find_all("input")}
    assert fields["token"] == link.removeprefix("/resume/").split("?")[0]

    assert phone.post("/resume", data={"token": fields["token"]}).status_code == 400  # CSRF
    assert _answers(phone) == mine
    replaced = phone.post("/resume", data=fields)
    assert replaced.status_code == 302 and replaced.headers["Location"] == URL
    assert _answers(phone) == _answers(kiosk)


def test_the_same_answers_or_none_carry_on_without_asking(monkeypatch):
    app = make_app()
    kiosk = app.test_client()
    walk(kiosk, app, BITE_AT_LARGE)
    link = link_from_phone_page(kiosk, monkeypatch).removeprefix("http://localhost")
    phone = app.test_client()
    phone.get("/")  # a visit with no answers yet
    for _ in range(2):  # the second time, the answers here are the link's own
        assert phone.get(link).status_code == 302
        assert _answers(phone) == _answers(kiosk)


def test_answers_too_long_for_a_code_are_told_so_not_a_500():
    """A complaint with long typed answers fits the cookie but not a QR code a phone can read
    (segno raised DataOverflowError: a 500)."""
    import random
    import string

    from tests.journeys import COMPLAINT
    app = make_app()
    client = app.test_client()
    flow = app.extensions["flows"]["river-hills"]
    rnd = random.Random(7)  # text that does not compress, as names and numbers barely do
    forms = app.extensions["forms"]["river-hills"]  # each text's limit: what the cookie holds
    typed = {n.id: "".join(rnd.choice(string.ascii_letters) for _ in range(min(
                 forms[n.id].answer.kwargs["validators"][1].max, 450)))
             for n in flow.questions.nodes.values()
             if n.id.startswith("ask_complaint_") and n.type == "text"}
    assert walk(client, app, {**COMPLAINT, **typed}).status_code == 200  # all were kept
    response = client.get(URL + "phone")
    assert response.status_code == 200
    soup = BeautifulSoup(response.data, "html.parser")
    assert soup.find("svg") is None
    assert "too long to fit in a code" in soup.select_one("main").get_text()


def test_a_code_too_dense_to_read_from_the_frame_is_not_shown(monkeypatch):
    """Past QR_MAX_VERSION the modules are too small for a phone's camera: the page says so
    rather than show a code nobody can read (a long interview is about version 12)."""
    import interview.web.kiosk as kiosk
    app = make_app()
    client = app.test_client()
    walk(client, app, TWO_SERIOUS)
    assert BeautifulSoup(client.get(URL + "phone").data, "html.parser").find("svg")
    monkeypatch.setattr(kiosk, "QR_MAX_VERSION", 5)
    soup = BeautifulSoup(client.get(URL + "phone").data, "html.parser")
    assert soup.find("svg") is None
    assert "too long to fit in a code" in soup.select_one("main").get_text()


def _link_made_at(monkeypatch, app, hours_ago: float) -> str:
    """A hand-off link from ``app``'s phone page, as if made ``hours_ago``."""
    real = clock.utc_now
    earlier = real() - dt.timedelta(hours=hours_ago)
    monkeypatch.setattr(clock, "utc_now", lambda: earlier)
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)
    link = link_from_phone_page(client, monkeypatch).removeprefix("http://localhost")
    monkeypatch.setattr(clock, "utc_now", real)
    return link


@pytest.mark.parametrize("hours_ago, status", [(0.5, 302), (2, 400)])
def test_a_kiosks_shorter_link_life_holds_on_the_public_site(monkeypatch, hours_ago, status):
    """The kiosk's page says the link works for an hour; the public site, which opens it, has
    the default 24 hours. The link carries the kiosk's hour."""
    kiosk = make_app(HANDOFF_TTL_SECONDS=3600)
    link = _link_made_at(monkeypatch, kiosk, hours_ago)
    response = make_app().test_client().get(link)
    assert response.status_code == status
    if status == 400:
        assert "has expired" in response.get_data(as_text=True)


def test_the_public_sites_shorter_limit_still_holds(monkeypatch):
    link = _link_made_at(monkeypatch, make_app(), 2)
    assert make_app(HANDOFF_TTL_SECONDS=3600).test_client().get(link).status_code == 400
    assert make_app().test_client().get(link).status_code == 302


def test_a_link_made_before_a_key_rotation_opens_after_it(monkeypatch):
    old, new = "phone-secret-old-key", "phone-secret-new-key"
    link = _link_made_at(monkeypatch, make_app(old), 0)
    assert make_app(new).test_client().get(link).status_code == 400
    rotated = make_app(new, SECRET_KEY_FALLBACKS=[old]).test_client()
    assert rotated.get(link).status_code == 302


def test_a_link_from_before_links_said_their_life_lives_as_the_opener_says(
        river_hills, sample_facts):
    """Format 1 links (no life of their own) are still out there for a day after a deploy."""
    cipher = handoff.sealer(["s"])
    packer = zlib.compressobj(9, zdict=handoff.flow_dictionary(river_hills))
    data = packer.compress(json.dumps([1, "river-hills", sample_facts, {}]).encode())
    data += packer.flush()
    token = cipher.encrypt(data).decode().rstrip("=")
    made = cipher.extract_timestamp(cipher.encrypt(b"x"))
    flows = {"river-hills": river_hills}
    assert handoff.open_token(cipher, token, flows, 3600, now=made + 600)[1].facts == sample_facts
    with pytest.raises(handoff.HandoffError, match="expired"):
        handoff.open_token(cipher, token, flows, 3600, now=made + 7200)


@pytest.mark.parametrize("life", [0, -5, True, "3600", 1.5, None])
def test_a_link_with_a_life_that_is_not_whole_seconds_is_unreadable(
        river_hills, sample_facts, life):
    cipher = handoff.sealer(["s"])
    packer = zlib.compressobj(9, zdict=handoff.flow_dictionary(river_hills))
    data = packer.compress(json.dumps([2, "river-hills", {}, {}, life]).encode())
    token = cipher.encrypt(data + packer.flush()).decode()
    with pytest.raises(handoff.HandoffError, match="unreadable"):
        handoff.open_token(cipher, token, {"river-hills": river_hills}, 3600)


@pytest.mark.parametrize("ahead, opens", [(30, True), (3600, False), (10 * 365 * 86400, False)])
def test_a_link_stamped_ahead_of_the_clock_does_not_outlive_its_promise(
        river_hills, sample_facts, ahead, opens):
    """Fernet's time limit also refused a stamp more than a minute ahead; without it, a kiosk
    whose clock runs fast would make links that live an hour more than they say."""
    cipher = handoff.sealer(["s"])
    token = handoff.seal(cipher, river_hills, State(sample_facts, {}), 3600)
    made = cipher.extract_timestamp(token + "=" * (-len(token) % 4))
    flows = {"river-hills": river_hills}
    if opens:
        assert handoff.open_token(cipher, token, flows, 3600, now=made - ahead)
    else:
        with pytest.raises(handoff.HandoffError, match="expired"):
            handoff.open_token(cipher, token, flows, 3600, now=made - ahead)


@pytest.mark.parametrize("ttl", [0, -60, 1.5, True, "3600"])
def test_a_link_life_that_no_link_could_have_stops_start_up(ttl):
    with pytest.raises(ValueError, match="HANDOFF_TTL_SECONDS must be a whole number"):
        make_app(HANDOFF_TTL_SECONDS=ttl)
