"""The result on a phone (390×844), for each person who asks, in both flows and in every
language, with and without JavaScript (issue 28):

- the first screen shows the status, and the nearest dated step with its date where there is
  one;
- the main link (the document that takes the first step, else the button that starts the
  complaint) is within 12 focus stops of the top of the page;
- the result as first shown is at most 6 screens tall;
- axe finds no WCAG 2.2 AA violation.

The figures are printed (``pytest -s``): ``PHONE river-hills owner en js: 4.1 screens, main
link at stop 7``. The answers are given over HTTP (the interview's own forms, in the browser's
cookie jar); only the result is drawn."""
import datetime as dt
import io

import pytest
from bs4 import BeautifulSoup
from pypdf import PdfReader

from tests.e2e.conftest import assert_accessible
from tests.journeys import (
    BITE_AT_LARGE,
    CITY_COMPLAINT,
    COMPLAINT,
    NEIGHBOUR_CONDUCT,
    TERRORIZING_CHASE,
    TWO_SERIOUS,
    answer_for,
    form_fields,
)

pytestmark = pytest.mark.e2e

WIDTH, HEIGHT = 390, 844
MAX_SCREENS, MAX_STOPS = 6, 12
LANGUAGES = ("en", "es", "ar", "hmn")


def recent(journey: dict) -> dict:
    """An owner's notice served two days ago: the hearing's last day is still ahead."""
    from interview.toolkit.registry import flows
    today = flows()["river-hills"].today()
    return {**journey, "ask_incident_date": (today - dt.timedelta(days=12)).isoformat(),
            "ask_declared_on": (today - dt.timedelta(days=3)).isoformat(),
            "ask_served_on": (today - dt.timedelta(days=2)).isoformat()}


NO_COMPLAINT = {"ask_wants_complaint": "no"}
HURT = {"ask_attacked": "yes", "ask_injured": "yes", "ask_provoked": "no"}  # safety comes first
# (flow, asker) -> the answers. Each audience of each flow's "Who are you?".
AUDIENCES = {
    ("river-hills", "owner"): lambda: recent(BITE_AT_LARGE),
    ("river-hills", "harmed"): lambda: COMPLAINT,
    ("river-hills", "parent"): lambda: {**COMPLAINT, "ask_asker": "parent"},
    ("river-hills", "neighbour"): lambda: NEIGHBOUR_CONDUCT,
    ("river-hills", "other"): lambda: {**TWO_SERIOUS, "ask_asker": "other"},
    ("city-90-17", "owner"): lambda: TERRORIZING_CHASE,
    ("city-90-17", "harmed"): lambda: CITY_COMPLAINT,
    ("city-90-17", "parent"): lambda: {**CITY_COMPLAINT, **HURT, "ask_asker": "parent"},
    ("city-90-17", "on_behalf"): lambda: {**CITY_COMPLAINT, **HURT, "ask_asker": "on_behalf"},
    ("city-90-17", "neighbour"): lambda: {**TERRORIZING_CHASE, "ask_asker": "neighbour",
                                          "ask_animal_known": "yes", **NO_COMPLAINT},
    ("city-90-17", "other"): lambda: {**TERRORIZING_CHASE, "ask_asker": "other",
                                      "ask_animal_known": "yes", **NO_COMPLAINT},
}


def answer_over_http(context, base: str, slug: str, journey: dict) -> str:
    """Answer every question as the forms post them, in ``context``'s cookie jar: the
    result's address."""
    from interview.toolkit.registry import flows
    flow = flows()[slug]
    start = f"{base}/interview/{slug}/"
    for _ in range(90):
        response = context.request.get(start)
        if "/result" in response.url:
            return response.url
        if response.url.endswith("/check"):  # every answer given: the answers to check
            return start + "result"
        soup = BeautifulSoup(response.text(), "html.parser")
        node = soup.find("input", {"name": "node"})["value"]
        index = soup.find("input", {"name": "index"})
        index = index["value"] if index else ""
        value = answer_for(journey, node, int(index) if index else None)
        form = {"node": node, "index": index,
                "csrf_token": soup.find("input", {"name": "csrf_token"})["value"],
                **form_fields(flow.questions.nodes[node].type, value)}
        assert context.request.post(start + "answer", form=form).ok, node
    raise AssertionError("the journey did not end")


MAIN_LINK = "main a.action-document, main .now .step-do a"


def focus_stops_to(page, selector: str, limit: int = 40) -> int | None:
    """How many presses of Tab from the top of the page reach the first ``selector``."""
    target = page.locator(selector).first
    if target.count() == 0:
        return None
    target.evaluate("el => el.setAttribute('data-main-link', '')")
    page.evaluate("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()")
    for stop in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.closest('[data-main-link]')"):
            return stop
    return limit + 1


def first_screen_holds(page, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= HEIGHT


@pytest.mark.parametrize("js", [True, False], ids=["js", "no-js"])
@pytest.mark.parametrize(("slug", "asker"), list(AUDIENCES), ids=[
    f"{slug}-{asker}" for slug, asker in AUDIENCES])
def test_the_result_on_a_phone(browser, live_server, axe, slug, asker, js):
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT},
                                  locale="en-US", java_script_enabled=js, has_touch=True)
    result = answer_over_http(context, live_server, slug, AUDIENCES[slug, asker]())
    page = context.new_page()
    page.js_enabled = js
    for lang in LANGUAGES:
        page.goto(f"{result}?lang={lang}")
        assert page.locator("html").get_attribute("lang") == lang
        label = f"{slug} {asker} {lang} {'js' if js else 'no-js'}"
        assert first_screen_holds(page, "h1"), f"{label}: the status is below the first screen"
        dated = page.locator("main .now .step-text strong")
        if dated.count():
            assert first_screen_holds(page, "main .now .step-text strong"), (
                f"{label}: the nearest dated step's date is below the first screen")
        screens = page.evaluate("document.documentElement.scrollHeight") / HEIGHT
        stops = focus_stops_to(page, MAIN_LINK)
        print(f"PHONE {label}: {screens:.1f} screens, main link at stop {stops}")
        assert screens <= MAX_SCREENS, f"{label}: {screens:.1f} screens tall"
        if asker == "owner" or page.locator("main .now .step-do a").count():
            assert stops is not None and stops <= MAX_STOPS, f"{label}: main link at {stops}"
        assert_accessible(axe, page)
    context.close()


def test_the_result_by_keyboard_alone(browser, live_server):
    """From the top of the page: Tab to the letter and open it; back, Tab to a part of the
    detail and open it with Enter."""
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT}, locale="en-US")
    result = answer_over_http(context, live_server, "river-hills", recent(BITE_AT_LARGE))
    page = context.new_page()
    page.goto(result)
    assert focus_stops_to(page, MAIN_LINK) <= MAX_STOPS
    page.keyboard.press("Enter")
    page.wait_for_url("**/documents/hearing-request")
    page.go_back()
    page.wait_for_url("**/result")
    deadlines = page.locator("details:has(#deadlines)")
    assert deadlines.get_attribute("open") is None
    focus_stops_to(page, "summary:has(#deadlines)")
    page.keyboard.press("Enter")
    assert deadlines.get_attribute("open") is not None
    assert page.locator("#all-deadlines").is_visible()
    context.close()


@pytest.mark.parametrize("js", [True, False], ids=["js", "no-js"])
def test_printing_the_result_prints_every_part(browser, live_server, js):
    """The detail's parts are closed on screen; on paper every one is open, and the law's
    words are printed in full, with JavaScript or without."""
    context = browser.new_context(locale="en-US", java_script_enabled=js)
    result = answer_over_http(context, live_server, "river-hills", recent(BITE_AT_LARGE))
    page = context.new_page()
    page.goto(result)
    bodies = page.locator(".part-body")
    assert bodies.count() >= 8
    assert not any(bodies.nth(i).is_visible() for i in range(bodies.count()))
    page.emulate_media(media="print")
    assert all(bodies.nth(i).is_visible() for i in range(bodies.count()))
    assert page.locator(".print-only.law").first.is_visible()  # a clause's words, in full
    assert not page.locator("details.expand").first.is_visible()
    # On paper: the answers, how each date was counted, and the law's own words.
    printed = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(page.pdf())).pages)
    for words in ("Who are you?", "How we counted", "secure enclosure",
                  "Where the law is unclear", "Words used on this page"):
        assert words in printed, words
    context.close()


def test_a_link_into_a_closed_part_opens_it(browser, live_server):
    """"Change your answers" lands on the answers, and "See all the rules" on the rules:
    both inside closed parts, which open (the browser's own reveal, or interview.js)."""
    context = browser.new_context(locale="en-US")
    result = answer_over_http(context, live_server, "river-hills", recent(BITE_AT_LARGE))
    page = context.new_page()
    page.goto(result + "#transcript")
    assert page.locator("#transcript").is_visible()
    page.goto(result)
    page.click("text=See all the rules")
    assert page.locator("#all-duties").is_visible()
    context.close()
