"""What axe cannot see (a manual WCAG 2.2 review): reflow at 320 CSS px (1.4.10), where an
error lands without JavaScript (3.3.1), a notice about the next question (4.1.3) and the skip
link under a kiosk's sticky header (2.4.11)."""
import pytest
from playwright.sync_api import expect

from tests.e2e.test_journeys import fill
from tests.journeys import BITE_AT_LARGE, REMOVAL, answer_for

pytestmark = pytest.mark.e2e
WIDTH = "[document.documentElement.scrollWidth, window.innerWidth]"


@pytest.fixture(scope="module")
def flow():
    from interview.toolkit.registry import flows
    return flows()["river-hills"]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_every_question_fits_320_px_without_sideways_scrolling(browser, live_server, flow,
                                                                lang):
    """The language menu ran 28 px past the edge of every page (white on white), and the time
    box of the date-and-time question past it too, in both directions."""
    context = browser.new_context(locale="en-US", viewport={"width": 320, "height": 640},
                                  java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server}/interview/river-hills/?lang={lang}")
    wide = []
    for _ in range(80):
        if "/check" in page.url:  # the answers to check fit too
            width = page.evaluate(WIDTH)
            if width[0] > width[1]:
                wide.append(("check", width))
            page.click("#see-result")
            break
        node = page.locator("input[name=node]").get_attribute("value")
        index = page.locator("input[name=index]").get_attribute("value")
        width = page.evaluate(WIDTH)
        if width[0] > width[1]:
            wide.append((node, width))
        fill(page, flow.questions.nodes[node].type,
             answer_for(REMOVAL, node, int(index) if index else None))
        page.click("#question button[type=submit]")
        # The click returns once the next page is committed, maybe before it has a document
        # to measure: under load, the check page's scrollWidth was read off null.
        page.wait_for_load_state("domcontentloaded")
    assert "/result" in page.url and not wide, wide
    context.close()


def test_without_javascript_an_error_opens_at_its_summary_with_focus(browser, live_server, flow):
    """On a late question the summary was 2,700 px below the top of the page, under the whole
    transcript, and focus was on the body."""
    context = browser.new_context(locale="en-US", java_script_enabled=False,
                                  viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(live_server + "/interview/river-hills/")
    for _ in range(40):  # on to a question with a long transcript above it
        node = page.locator("input[name=node]").get_attribute("value")
        if node == "ask_removal_notice":
            break
        fill(page, flow.questions.nodes[node].type, answer_for(REMOVAL, node, None))
        page.click("#question button[type=submit]")
    page.click("#question button[type=submit]")  # nothing given
    summary = page.locator(".error-summary")
    expect(summary).to_be_in_viewport()
    # (axe on a page sent back with errors: test_journeys.test_error_states_are_accessible)
    assert page.evaluate("document.activeElement.classList.contains('error-summary')")
    context.close()


def test_with_javascript_an_error_summary_link_stays_on_the_question(browser, live_server,
                                                                     flow):
    """The summary's link changed only the hash, which loaded the POST address the page had
    put in the address bar: "This page cannot be used that way", and the typed date gone."""
    context = browser.new_context(locale="en-US", viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(live_server + "/interview/river-hills/")
    for _ in range(40):  # on to a date question
        node = page.locator("input[name=node]").get_attribute("value")
        if flow.questions.nodes[node].type == "date":
            break
        heading = page.locator("h1").inner_text()
        fill(page, flow.questions.nodes[node].type, answer_for(BITE_AT_LARGE, node, None))
        page.click("#question button[type=submit]")
        expect(page.locator("h1")).not_to_have_text(heading)
    question_url = page.url
    page.fill("#day", "31")
    page.fill("#month", "2")
    page.fill("#year", "2026")
    page.click("#question button[type=submit]")
    expect(page.locator(".error-summary")).to_be_focused()
    assert "/answer" not in page.url and page.url == question_url
    page.locator(".error-summary a").first.click()
    page.wait_for_timeout(300)  # a wrong reload would be under way by now
    expect(page.locator(".error-summary")).to_be_visible()
    assert page.input_value("#day") == "31"
    assert page.evaluate("document.activeElement.id") in ("day", "month", "year")
    page.reload()  # the question again, not a GET of the form's address
    expect(page.locator("input[name=node]")).to_have_count(1)
    context.close()


@pytest.mark.parametrize("js", [True, False], ids=["js", "no-js"])
def test_a_notice_about_the_next_question_is_in_view_and_read(browser, live_server, flow, js,
                                                             axe):
    """'We will ask it again' was 200-900 px above the top of the screen, and a screen reader
    heard only the new question."""
    from tests.e2e.test_journeys import run_journey
    context = browser.new_context(locale="en-US", java_script_enabled=js,
                                  viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.js_enabled = js  # axe runs in a twin context when the page has no JavaScript
    run_journey(page, live_server, flow, BITE_AT_LARGE, axe, check_every_page=False)
    page.goto(live_server + "/interview/river-hills/change/ask_declared_on/-1")
    fill(page, "date", "2026-09-05")  # after the service date: that one is asked again
    page.click("#question button[type=submit]")
    notice = page.locator("#question .notice-banner")
    expect(notice).to_contain_text("we will ask it again")
    expect(notice).to_be_in_viewport()
    if js:
        expect(page.locator("#announcer")).to_contain_text("we will ask it again")
    context.close()


def test_the_skip_link_shows_above_the_kiosk_header(browser, kiosk_server):
    context = browser.new_context(locale="en-US", viewport={"width": 1080, "height": 1920})
    page = context.new_page()
    page.goto(kiosk_server + "/interview/river-hills/")
    page.keyboard.press("Tab")
    on_top = page.evaluate("""() => { const link = document.activeElement;
        const r = link.getBoundingClientRect();
        return link.classList.contains('skip-link') &&
               link.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    }""")
    assert on_top
    context.close()


HIDDEN_BY_HEADER = """() => { const hit = document.elementFromPoint(window.innerWidth / 2, 4);
    return hit !== null && hit.closest('.site-header') !== null; }"""
FULLY_SHOWN = """(selector) => { const r = document.querySelector(selector).getBoundingClientRect();
    return [[r.left + 2, r.top + 2], [r.right - 2, r.bottom - 2]].every(([x, y]) =>
        document.querySelector(selector).contains(document.elementFromPoint(x, y))); }"""
ZOOMED = [(270, 480), (320, 256)]  # 400 % of the kiosk's 1080 x 1920, of a 1280 x 1024 screen


@pytest.mark.parametrize("width, height, js, sticky", [
    (1080, 1920, True, True),  # the kiosk's own screen: "Finish and clear" stays in view
    (1080, 1920, False, True),
    (270, 480, True, False),
    (270, 480, False, False),
    (320, 256, True, False),
    (320, 256, False, False),
    # 1920 x 1080 at 200 %: the header is a fifth of the screen, so it may stay (with script,
    # which measures it; the stylesheet alone goes by the screen's size)
    (960, 540, True, True),
])
@pytest.mark.parametrize("lang", ["en", "hmn"])
def test_zoomed_in_the_kiosk_header_scrolls_away(browser, unhurried_kiosk, width, height, js,
                                                 sticky, lang):
    """At 400 % the sticky header (241-313 px) left 15 px of a 256 px screen for the page
    (WCAG 1.4.10). It stays on top only while it takes a third of the screen at most."""
    context = browser.new_context(locale="en-US", viewport={"width": width, "height": height},
                                  java_script_enabled=js)
    page = context.new_page()
    page.goto(f"{unhurried_kiosk}/flows/river-hills/law?lang={lang}")  # a long page
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    assert page.evaluate("window.scrollY") > 0
    assert page.evaluate(HIDDEN_BY_HEADER) is sticky
    context.close()


@pytest.mark.parametrize("width, height", ZOOMED)
@pytest.mark.parametrize("lang", ["en", "hmn"])
def test_zoomed_in_the_idle_warnings_button_shows(browser, kiosk_server, width, height, lang):
    """The Hmong "Still there?" dialog scrolled inside itself with its button below its bottom
    edge: now the button stays in view while the words scroll under it."""
    context = browser.new_context(locale="en-US", viewport={"width": width, "height": height})
    page = context.new_page()
    page.goto(f"{kiosk_server}/interview/river-hills/?lang={lang}")
    page.locator("#idle-warning").wait_for(state="visible", timeout=10_000)
    assert page.evaluate(FULLY_SHOWN, "#idle-continue")
    assert page.evaluate("document.activeElement.id") == "idle-continue"
    context.close()
