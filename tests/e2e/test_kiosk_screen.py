"""The kiosk's screen in a real browser: a portrait 1080 × 1920 read standing, at arm's length.
Type and targets for that distance, a column as wide as reads well, every target at least
48 px a side (measured in Chromium), and a sticky header that never covers the result's
status card."""
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import assert_accessible
from tests.e2e.test_journeys import fill
from tests.journeys import BITE_AT_LARGE, answer_for

pytestmark = pytest.mark.e2e
INTERVIEW = "/interview/river-hills/"
PORTRAIT = {"width": 1080, "height": 1920}

# Every target a finger must hit, measured in the page at once (one by one, the ~130 targets
# of an Arabic result page raced a busy machine). Nothing is exempt for sitting in a line of
# text: a clause link, a short "Change", a checkbox. A radio's target is its card (the label
# around it). Only what is not on the screen is left out: the skip link until it has focus,
# what is visually hidden, a closed <details> or <dialog>.
TOO_SMALL = """() => {
  const targets = document.querySelectorAll(
    'a[href], button, summary, .radio-card label, input:not([type=hidden]):not([type=radio]), ' +
    'textarea, select');
  const small = [];
  for (const el of targets) {
    if (el.closest('.skip-link, .visually-hidden') || !el.getClientRects().length) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 47.5 || r.height < 47.5)
      small.push(`${el.outerHTML.slice(0, 90)} ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  return small;
}"""


@pytest.fixture(scope="module")
def flow():
    from interview.toolkit.registry import flows
    return flows()["river-hills"]


def _kiosk_page(browser, viewport=PORTRAIT, js=True):
    context = browser.new_context(locale="en-US", has_touch=True, viewport=viewport,
                                  java_script_enabled=js)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.js_enabled = js
    return page


def _walk(page, base, flow, lang, at_each_page=lambda: None):
    page.goto(base + INTERVIEW + f"?lang={lang}")
    for _ in range(80):
        if "/result" in page.url:
            return
        at_each_page()
        if "/check" in page.url:  # the answers to check are measured too, then the result
            page.click("#see-result")
            page.wait_for_url("**/result")
            continue
        node = page.locator("input[name=node]").get_attribute("value")
        index = page.locator("input[name=index]").get_attribute("value")
        fill(page, flow.questions.nodes[node].type,
             answer_for(BITE_AT_LARGE, node, int(index) if index else None))
        before = page.locator("h1").inner_text()
        page.click("#question button[type=submit]")
        expect(page.locator("h1")).not_to_have_text(before)
    raise AssertionError("the journey did not end")


@pytest.mark.parametrize("viewport", [PORTRAIT, {"width": 800, "height": 1280}],
                         ids=["portrait", "small"])
def test_every_target_is_at_least_48_px(browser, unhurried_kiosk, flow, viewport):
    """Clause links were 28 px tall, checkboxes 24 px, and Arabic's "Change" 40 px wide."""
    page, base = _kiosk_page(browser, viewport), unhurried_kiosk
    small = {}

    def measure():
        found = page.evaluate(TOO_SMALL)
        if found:
            small[page.url] = found

    try:
        for lang in ("en", "ar"):
            page.goto(base + f"/?lang={lang}")
            measure()
            _walk(page, base, flow, lang, measure)  # checkboxes and "Change" on the way
            page.locator("#result-heading").wait_for()
            measure()  # the result: clause links, "Read the law", the contents
            page.locator(".site-footer").scroll_into_view_if_needed()
            assert page.evaluate("window.scrollY") > 1000
            finish = page.locator("#finish-form button").bounding_box()
            assert 0 <= finish["y"] < 200  # "Finish and clear" is in view at the bottom
            for path in ("phone", "restart", "documents/checklist"):
                page.goto(base + INTERVIEW + path)
                measure()
            for path in ("/flows/river-hills/law", "/flows/river-hills/law/2.14(6)[e](1)(iii)",
                         "/no-such-page"):
                page.goto(base + path)
                measure()
        assert not small, small
    finally:
        page.context.close()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_portrait_kiosk_is_read_at_arms_length(browser, unhurried_kiosk, flow, axe, lang):
    """The page was a 704 px column of 20 px type in the middle of a 1080 px screen."""
    page = _kiosk_page(browser)
    try:
        _walk(page, unhurried_kiosk, flow, lang)
        page.locator("#result-heading").wait_for()
        measured = page.evaluate("""() => {
            const p = document.querySelector('main p:not(.status-caption)');
            const style = getComputedStyle(p), main = document.querySelector('main');
            const button = document.querySelector('main .button:not([hidden])');
            return {type: parseFloat(style.fontSize), text: p.getBoundingClientRect().width,
                    column: main.clientWidth, button: button.getBoundingClientRect().height};
        }""")
        assert measured["type"] >= 24, measured  # body text for arm's length
        assert measured["column"] >= 0.8 * PORTRAIT["width"], measured  # the screen is used
        assert measured["text"] <= 40 * measured["type"], measured  # ~80 characters at most
        assert measured["button"] >= 56, measured
        header = page.locator(".site-header").bounding_box()
        assert header["height"] <= PORTRAIT["height"] / 3
        assert_accessible(axe, page)
    finally:
        page.context.close()


@pytest.mark.parametrize("js", [True, False], ids=["js", "no-js"])
@pytest.mark.parametrize("lang", ["en", "ar", "hmn"])
def test_the_sticky_header_never_covers_the_status_card(browser, unhurried_kiosk, flow, lang,
                                                        js):
    """The result came up with its heading at the top: the place's name above it, and the
    "translation not checked" notice, were under "Finish and clear"."""
    page = _kiosk_page(browser, js=js)
    try:
        _walk(page, unhurried_kiosk, flow, lang)
        page.locator("#result-heading").wait_for()
        page.wait_for_timeout(100)  # any scrolling the page does on arrival
        below = page.locator(".site-header").bounding_box()
        below = below["y"] + below["height"]
        card = page.locator(".status-card").bounding_box()
        assert card["y"] >= below - 1, (card, below)
        assert page.locator(".status-caption").bounding_box()["y"] >= below - 1
        if lang != "en":
            notice = page.locator(".translation-notice").bounding_box()
            assert notice["y"] >= below - 1, (notice, below)
    finally:
        page.context.close()
