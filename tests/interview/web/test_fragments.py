"""The fragment cache (interview.web.fragments): the same pages as without it, no answer in it."""
import json
import re

import pytest
from bs4 import BeautifulSoup
from jinja2 import TemplateRuntimeError, TemplateSyntaxError

from interview import create_app
from interview.web import fragments
from interview.web.fragments import FragmentStore, cache_key, shown
from tests.journeys import (
    APPEAL,
    BITE_AT_LARGE,
    COMPLAINT,
    NEIGHBOUR_CONDUCT,
    TERRORIZING_CHASE,
    TORMENTED,
    TWO_SERIOUS,
    answer_for,
    form_fields,
)

JOURNEYS = [("river-hills", BITE_AT_LARGE), ("river-hills", TORMENTED),
            ("river-hills", TWO_SERIOUS), ("river-hills", APPEAL), ("river-hills", COMPLAINT),
            ("river-hills", NEIGHBOUR_CONDUCT),
            ("city-90-17", TERRORIZING_CHASE)]
TOKEN = re.compile(r'(name="csrf_token" value=")[^"]*"')


def _app(cache: bool, **config):
    return create_app({"TESTING": True, "SECRET_KEY": "test", "FRAGMENT_CACHE": cache,
                       **config})


def _same(html: str) -> str:
    """A page without its CSRF token, which differs per session."""
    return TOKEN.sub(r'\1…"', html)


def _walk(client, other, app, slug: str, journey: dict, lang: str, root: str = "") -> int:
    """Answer ``journey`` with ``client``; at every page, fetch the same page with the same
    cookie from ``other`` (the app without the cache) and compare. Returns the pages compared."""
    url = f"/interview/{slug}/"
    nodes = app.extensions["flows"][slug].questions.nodes
    mounted = {"environ_overrides": {"SCRIPT_NAME": root}}  # the path the app is served under
    client.get(f"/?lang={lang}", **mounted)
    compared = 0
    for _ in range(80):
        response = client.get(url, **mounted)
        path = response.headers["Location"].removeprefix(root) \
            if response.status_code == 302 else url
        # The cookie the compared page is fetched with: the first fetch may have shown (and
        # so cleared) a note, such as "we need one more answer about an earlier question".
        cookie = client.get_cookie("session")
        response = client.get(path, **mounted)
        other.set_cookie("session", cookie.value if cookie else "")
        expected = other.get(path, **mounted)
        assert _same(response.get_data(as_text=True)) == _same(expected.get_data(as_text=True)), \
            f"{slug} {lang} {path}"
        compared += 1
        if path.endswith("check"):  # every answer checked: then the result, compared the same way
            path = url + "result"
            response = client.get(path, **mounted)
            expected = other.get(path, **mounted)
            assert _same(response.get_data(as_text=True)) == _same(
                expected.get_data(as_text=True)), f"{slug} {lang} {path}"
            return compared + 1
        soup = BeautifulSoup(response.data, "html.parser")
        node = soup.find("input", {"name": "node"})["value"]
        index = soup.find("input", {"name": "index"})["value"]
        value = answer_for(journey, node, int(index) if index else None)
        token = soup.find("input", {"name": "csrf_token"})["value"]
        posted = client.post(url + "answer", data={
            "node": node, "index": index, "csrf_token": token,
            **form_fields(nodes[node].type, value)}, **mounted)
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
    assert cached_app.jinja_env.fragment_store.refused == 0


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
    # (The rabies shot, once asked here, is now skipped: no answer changes this result.)
    client.get("/interview/river-hills/change/ask_owner_dog_facts/-1")
    soup = BeautifulSoup(client.get("/interview/river-hills/").data, "html.parser")
    assert soup.select_one('input[name="answer"][value="none"]').has_attr("checked")
    token = soup.find("input", {"name": "csrf_token"})["value"]
    wrong = client.post("/interview/river-hills/answer", data={
        "node": "ask_owner_dog_facts", "index": "", "answer": "maybe", "csrf_token": token})
    soup = BeautifulSoup(wrong.data, "html.parser")
    assert wrong.status_code == 400 and soup.select_one(".field-error")


def test_no_answer_is_kept_between_requests(monkeypatch):
    """After every journey (free text, dates, a typed count), no key (before it is hashed) and
    no fragment holds an answer."""
    plain_keys = []
    real_key = fragments.cache_key

    def recording(name, parts):
        plain_keys.append((name, *parts))
        return real_key(name, parts)

    monkeypatch.setattr(fragments, "cache_key", recording)
    # One app each: a new app compiles its templates again on its first pages.
    app, plain = _app(cache=True), _app(cache=False)
    counted = {**BITE_AT_LARGE, "ask_prior_impoundments": "37"}
    for lang in ("en", "es"):
        for slug, journey in [*JOURNEYS, ("river-hills", counted)]:
            client = app.test_client()
            _walk(client, plain.test_client(), app, slug, journey, lang)
        # The count changes nothing the result shows, so the interview skips it; it is typed
        # from the result page's link to the questions not asked.
        client.get("/interview/river-hills/change/ask_prior_impoundments/-1")
        assert b'value="ask_prior_impoundments"' in client.get("/interview/river-hills/").data
        _walk(client, plain.test_client(), app, "river-hills", counted, lang)
    typed = [v for k, v in COMPLAINT.items() if k.startswith("ask_complaint_") and len(v) > 8]
    dates = {d for j in (APPEAL, TWO_SERIOUS, TERRORIZING_CHASE, TORMENTED, COMPLAINT)
             for v in j.values() for d in (v if isinstance(v, list) else [v])
             if re.fullmatch(r"\d{4}-\d\d-\d\d", str(d))}
    # Dates as pages write them: "20 Aug 2026", "20 de ago de 2026", "August 20, 2026".
    spelled = [re.compile(rf"\b{int(d[8:])}\b[^<]{{0,12}}\b{d[:4]}\b") for d in dates]
    items = app.jinja_env.fragment_store.items()
    assert len(items) > 50 and plain_keys
    kept = [json.dumps(k, default=str, ensure_ascii=False) for k in plain_keys]
    kept += [str(html) for _, html in items]
    for text in kept:
        for answer in typed:
            assert answer.split("\n")[0][:30] not in text
        for date in dates:
            assert date not in text
        for pattern in spelled:
            assert not pattern.search(text), pattern.pattern
        assert not re.search(r"\b37\b", text)


def test_a_key_with_a_date_is_never_cached():
    assert cache_key("x", ["en", "row", "2026-09-04"]) is None
    assert cache_key("x", ["en", [{"due": "2026-09-04"}]]) is None
    assert cache_key("x", ["en", "row", "yes"]) == ("x", "en", "row", "yes")


def test_keys_tell_true_from_one_and_lists_apart_and_stay_small():
    assert cache_key("x", [True]) != cache_key("x", [1])
    assert cache_key("x", [[{"a": 1}]]) != cache_key("x", [[{"a": 2}]])
    big = cache_key("x", [[{"text": "a" * 5000}]])
    assert len(big[1]) == 16  # a digest, not the text
    assert cache_key("x", ["a" * 200_000]) is None


def test_a_key_counts_only_what_the_page_prints():
    fee = {"text": "To get an impounded dog back: $25.", "cite": ["2.14(4)"],
           "params": {"prior": 37, "next_fee": 25}, "facts": ["/dog/prior_impoundments"]}
    assert shown([fee], "item") == [["To get an impounded dog back: $25.", None, ["2.14(4)"],
                                     None, None, None]]
    # A moment among an item's params (the hours note's "by") keeps its fragment uncached.
    by = {"text": "Remove the dog by Sun 13 Sep 2026 15:00.", "cite": ["2.14(6)[i]"],
          "params": {"by": "2026-09-13T15:00:00"}}
    assert cache_key("notices", ["river-hills", shown([by], "item")]) is None


def test_an_undefined_key_part_is_an_error(cached_app):
    with cached_app.test_request_context("/"):
        template = cached_app.jinja_env.from_string("{% cache 'x', no_such_name %}x{% endcache %}")
        with pytest.raises(TemplateRuntimeError):
            template.render()


def test_links_in_fragments_follow_the_path_the_app_is_mounted_at():
    """One app behind two paths (say a kiosk's and the web's): each page links under its own."""
    app, plain = _app(cache=True), _app(cache=False)
    for root in ("/kiosk-a", "/web", "/kiosk-a"):
        client = app.test_client()
        _walk(client, plain.test_client(), app, "river-hills", BITE_AT_LARGE, "en", root)
        for url in ("/interview/river-hills/result", "/interview/river-hills/result?lang=ar"):
            page = client.get(url, environ_overrides={"SCRIPT_NAME": root})
            soup = BeautifulSoup(page.data, "html.parser")
            links = [tag.get(attr) for tag in soup.find_all(True) for attr in ("href", "src",
                     "action") if (tag.get(attr) or "").startswith("/")]
            assert len(links) > 50
            assert all(link.startswith(root + "/") for link in links), \
                [link for link in links if not link.startswith(root + "/")][:3]


def test_the_cache_is_off_while_templates_reload():
    app = _app(cache=True, TEMPLATES_AUTO_RELOAD=True)
    assert not app.jinja_env.fragment_store.enabled


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


def test_a_hole_is_filled_with_each_requests_value_escaped_and_never_kept(cached_app):
    template = cached_app.jinja_env.from_string(
        '{% cache "t", "same" with who=who %}<p title="{{ who }}">Hi {{ who }}!</p>'
        '{% endcache %}')
    store = cached_app.jinja_env.fragment_store
    with cached_app.test_request_context("/"):
        first = template.render(who="Ann")
        second = template.render(who='<b>"Bo"</b>')
    assert first == '<p title="Ann">Hi Ann!</p>'
    assert second == ('<p title="&lt;b&gt;&#34;Bo&#34;&lt;/b&gt;">'
                      'Hi &lt;b&gt;&#34;Bo&#34;&lt;/b&gt;!</p>')
    kept = [str(v) for k, v in store.items() if k[0].endswith(":1")]
    assert kept and not any("Ann" in v or "Bo" in v for v in kept)


@pytest.mark.parametrize("body", [
    "{% if who %}x{% endif %}", "{{ who|upper }}", "{{ who ~ '!' }}",
    "{% set x = who %}{{ x }}", "{% for who in [1] %}{{ who }}{% endfor %}",
    # Blocks that would do something else with a mark than with the value, or keep it:
    "{% set x %}{{ who }}{% endset %}{% if x %}Answer: {% endif %}",
    "{% filter trim %}{{ who }}{% endfilter %}",
    "{% autoescape false %}{{ who }}{% endautoescape %}",
    "{% macro m() %}{{ who }}{% endmacro %}{{ m() }}",
    "{% call cut() %}{{ who }}{% endcall %}",
    "[{% cache 'inner', 2 %}{{ who }}{% endcache %}]",
])
def test_a_hole_may_only_be_printed_as_it_is(cached_app, body):
    with pytest.raises(TemplateSyntaxError, match="only be printed as it is"):
        cached_app.jinja_env.from_string(
            f'{{% cache "t", "k" with who=who %}}{body}{{% endcache %}}')


@pytest.mark.parametrize("body", ["{% include name %}", "{% include 'x.html' ignore missing %}",
                                  "{% import 'x.html' as x %}", "{% from 'x.html' import y %}"])
def test_a_fragment_with_holes_includes_no_template_it_cannot_check(cached_app, body):
    """An included template gets the caller's names, holes among them: one that is not named
    outright cannot be checked, and an import's macros would be called with them."""
    with pytest.raises(TemplateSyntaxError, match="may not include"):
        cached_app.jinja_env.from_string(
            f'{{% cache "t", "k" with who=who %}}{{{{ who }}}}{body}{{% endcache %}}')


def _with_templates(app, **templates):
    from jinja2 import ChoiceLoader, DictLoader
    return app.jinja_env.overlay(loader=ChoiceLoader([DictLoader(templates),
                                                      app.jinja_env.loader]))


@pytest.mark.parametrize("included", ["{{ who|upper }}", "{% include 'y.html' %}",
                                      "{% if who %}!{% endif %}"])
def test_a_named_include_is_checked_as_if_it_stood_in_the_fragment(cached_app, included):
    env = _with_templates(cached_app, **{"x.html": included, "y.html": "{{ who ~ 1 }}"})
    with pytest.raises(TemplateSyntaxError, match="only be printed as it is"):
        env.from_string('{% cache "t", "k" with who=who %}{{ who }}'
                        '{% include "x.html" %}{% endcache %}')


def test_a_named_include_that_leaves_the_holes_alone_is_kept_with_the_fragment():
    """The Start-over button on a question page is one (templates/_start_over.html)."""
    cached_app = _app(cache=True)
    env = _with_templates(cached_app, **{
        "x.html": "[{{ n }}{% if 0 %}{% include 'x.html' %}{% endif %}]"})  # a cycle, once
    template = env.from_string('{% cache "t", n with who=who %}{{ who }}'
                               '{% include "x.html" %}{% endcache %}')
    with cached_app.test_request_context("/"):
        assert [template.render(n=1, who=w) for w in ("Ann", "Bo")] == ["Ann[1]", "Bo[1]"]
    assert [str(v) for _, v in env.fragment_store.items()] == ["…[1]"]




def test_a_hole_printed_in_a_loop_or_a_branch_is_filled_each_time(cached_app):
    template = cached_app.jinja_env.from_string(
        '{% cache "t", n with who=who %}{% for i in range(n) %}{% if i %},{% endif %}{{ who }}'
        '{% endfor %}{% endcache %}')
    with cached_app.test_request_context("/"):
        assert [template.render(n=3, who=w) for w in ("a", "b<")] == ["a,a,a", "b&lt;,b&lt;,b&lt;"]


def test_a_hole_the_kept_copy_cannot_follow_is_not_kept():
    """Belt and braces for what the compile-time check cannot see (a template that does not
    escape): such a fragment is sent as rendered, and counted, never kept."""
    app = _app(cache=True)
    app.jinja_env.autoescape = False
    template = app.jinja_env.from_string(
        '{% cache "t", "k" with who=who %}<p>{{ who }}</p>{% endcache %}')
    store = app.jinja_env.fragment_store
    with app.test_request_context("/"):
        assert template.render(who="<b>") == "<p><b></p>"
        assert template.render(who="<i>") == "<p><i></p>"  # rendered once, not tried again
    assert store.refused == 1
    assert [v for _, v in store.items()] == [fragments.REFUSED]


def test_a_question_page_is_kept_with_holes_for_the_conversation_and_token(cached_app):
    """The question page as first asked is kept once per language; each person's rows and
    CSRF token are printed into it."""
    client = cached_app.test_client()
    _walk(client, _app(cache=False).test_client(), cached_app, "river-hills", BITE_AT_LARGE,
          "en")
    holed = [v for k, v in cached_app.jinja_env.fragment_store.items()
             if k[0].startswith("interview.html") and isinstance(v, fragments.Holed)]
    assert len(holed) > 10
    # The rows once (none on the first question), the token in each form that posts: the
    # answer's, and Back's from the second question on ("Start over" asks first, by a GET).
    for page in holed:
        assert page.order.count(0) <= 1 and page.order.count(1) in (1, 2)
    assert any(page.order.count(0) == 1 for page in holed)
