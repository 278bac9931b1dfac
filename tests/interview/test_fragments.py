"""The fragment cache (interview.fragments): the same pages as without it, and no answer in it."""
import re

import pytest
from bs4 import BeautifulSoup

from interview import create_app
from interview.fragments import FragmentStore, cache_key
from tests.journeys import (
    APPEAL,
    BITE_AT_LARGE,
    COMPLAINT,
    TERRORIZING_CHASE,
    TORMENTED,
    TWO_SERIOUS,
    answer_for,
    form_fields,
)

JOURNEYS = [("river-hills", BITE_AT_LARGE), ("river-hills", TORMENTED),
            ("river-hills", TWO_SERIOUS), ("river-hills", APPEAL), ("river-hills", COMPLAINT),
            ("city-90-17", TERRORIZING_CHASE)]
TOKEN = re.compile(r'(name="csrf_token" value=")[^"]*"')


def _app(cache: bool, **config):
    return create_app({"TESTING": True, "SECRET_KEY": "test", "FRAGMENT_CACHE": cache,
                       **config})


def _same(html: str) -> str:
    """A page without its CSRF token, which differs per session."""
    return TOKEN.sub(r'\1…"', html)


def _walk(client, other, app, slug: str, journey: dict, lang: str) -> int:
    """Answer ``journey`` with ``client``; at every page, fetch the same page with the same
    cookie from ``other`` (the app without the cache) and compare. Returns the pages compared."""
    url = f"/interview/{slug}/"
    nodes = app.extensions["flows"][slug].questions.nodes
    client.get(f"/?lang={lang}")
    compared = 0
    for _ in range(80):
        cookie = client.get_cookie("session")
        response = client.get(url)
        path = response.headers["Location"] if response.status_code == 302 else url
        response = client.get(path)
        other.set_cookie("session", cookie.value if cookie else "")
        expected = other.get(path)
        assert _same(response.get_data(as_text=True)) == _same(expected.get_data(as_text=True)), \
            f"{slug} {lang} {path}"
        compared += 1
        if path.endswith("result"):
            return compared
        soup = BeautifulSoup(response.data, "html.parser")
        node = soup.find("input", {"name": "node"})["value"]
        index = soup.find("input", {"name": "index"})["value"]
        value = answer_for(journey, node, int(index) if index else None)
        token = soup.find("input", {"name": "csrf_token"})["value"]
        posted = client.post(url + "answer", data={
            "node": node, "index": index, "csrf_token": token,
            **form_fields(nodes[node].type, value)})
        assert posted.status_code == 302, node
    raise AssertionError("the journey did not end")


@pytest.fixture(scope="module")
def cached_app():
    return _app(cache=True)


@pytest.mark.parametrize("lang", ["en", "ar", "hmn"])
def test_every_page_is_the_same_with_or_without_the_cache(cached_app, lang):
    # All journeys through one cached app, so later journeys reuse earlier ones' fragments:
    # a fragment whose key missed something it shows would differ here.
    plain = _app(cache=False)
    compared = sum(_walk(cached_app.test_client(), plain.test_client(), cached_app, slug,
                         journey, lang) for slug, journey in JOURNEYS)
    assert compared > 100
    assert cached_app.jinja_env.fragment_store.items()


def test_kiosk_pages_are_the_same_with_or_without_the_cache():
    """Kiosk pages differ from web pages (no downloads, no tel: links, a Finish button); with
    or without the cache they are the same."""
    kiosk = {"KIOSK": True, "CONTACTS": {"river-hills": {"police_phone": "(414) 555-0100"}}}
    app = _app(cache=True, **kiosk)
    plain = _app(cache=False, **kiosk)
    for lang in ("en", "ar"):
        for slug, journey in JOURNEYS[:2]:
            _walk(app.test_client(), plain.test_client(), app, slug, journey, lang)


def test_changed_and_wrong_answers_are_shown_as_given(cached_app):
    """A question shown again with its answer, or with an error, is not the fresh question."""
    client = cached_app.test_client()
    _walk(client, _app(cache=False).test_client(), cached_app, "river-hills", BITE_AT_LARGE,
          "en")
    client.get("/interview/river-hills/change/ask_rabies/-1")
    soup = BeautifulSoup(client.get("/interview/river-hills/").data, "html.parser")
    assert soup.select_one('input[name="answer"][value="yes"]').has_attr("checked")
    token = soup.find("input", {"name": "csrf_token"})["value"]
    wrong = client.post("/interview/river-hills/answer", data={
        "node": "ask_rabies", "index": "", "answer": "maybe", "csrf_token": token})
    soup = BeautifulSoup(wrong.data, "html.parser")
    assert wrong.status_code == 400 and soup.select_one(".field-error")


def test_no_answer_is_kept_between_requests():
    """After every journey (free text, dates, numbers), no fragment or key holds an answer."""
    app = _app(cache=True)
    for lang in ("en", "es"):
        for slug, journey in JOURNEYS:
            _walk(app.test_client(), _app(cache=False).test_client(), app, slug, journey, lang)
    typed = [v for k, v in COMPLAINT.items() if k.startswith("ask_complaint_") and len(v) > 8]
    dates = {d for j in (APPEAL, TWO_SERIOUS, TERRORIZING_CHASE, TORMENTED, COMPLAINT)
             for v in j.values() for d in (v if isinstance(v, list) else [v])
             if re.fullmatch(r"\d{4}-\d\d-\d\d", str(d))}
    # Dates as pages write them: "20 Aug 2026", "20 de ago de 2026", "August 20, 2026".
    spelled = [re.compile(rf"\b{int(d[8:])}\b[^<]{{0,12}}\b{d[:4]}\b") for d in dates]
    items = app.jinja_env.fragment_store.items()
    assert len(items) > 50
    for key, html in items:
        for text in (repr(key), str(html)):
            for answer in typed:
                assert answer.split("\n")[0][:30] not in text
            for date in dates:
                assert date not in text
            for pattern in spelled:
                assert not pattern.search(text), (key[:4], pattern.pattern)


def test_a_key_with_a_date_is_never_cached():
    assert cache_key("x", ["en", "row", "2026-09-04"]) is None
    assert cache_key("x", ["en", [{"due": "2026-09-04"}]]) is None
    assert cache_key("x", ["en", "row", "yes"]) == ("x", "en", "row", "yes")


def test_keys_tell_true_from_one_and_lists_apart():
    assert cache_key("x", [True]) != cache_key("x", [1])
    assert cache_key("x", [[{"a": 1}]]) != cache_key("x", [[{"a": 2}]])
    assert cache_key("x", ["a" * 30_000]) is None


def test_the_store_is_bounded_in_count_and_size():
    store = FragmentStore(size=3)
    for n in range(10):
        store.put(("k", n), "v")
    assert 1 <= len(store.items()) <= 3
    store = FragmentStore(max_chars=1000)
    for n in range(10):
        store.put(("k", n), "x" * 300)
    assert sum(len(v) for _, v in store.items()) <= 1000
    assert store.get(("k", 9)) == "x" * 300


def test_the_cache_can_be_turned_off():
    app = _app(cache=False)
    app.test_client().get("/interview/river-hills/")
    assert app.jinja_env.fragment_store.items() == []
