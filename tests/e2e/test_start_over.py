""""Start over" asks first, in a real browser: a dialog with JavaScript (focus on "Keep my
answers", Escape cancels, focus returns), a page without it; axe on both, in four languages."""
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import assert_accessible, next_heading
from tests.e2e.test_journeys import fill, run_journey
from tests.journeys import BITE_AT_LARGE, answer_for

pytestmark = pytest.mark.e2e
INTERVIEW = "/interview/river-hills/"
KEEP = {"en": "Keep my answers", "es": "Conservar mis respuestas", "ar": "احتفظ بإجاباتي",
        "hmn": "Khaws kuv cov lus teb"}


@pytest.fixture(scope="module")
def flow():
    from interview.toolkit.registry import flows
    return flows()["river-hills"]


def answer(page, flow, count):
    for _ in range(count):
        node = page.locator("input[name=node]").get_attribute("value")
        fill(page, flow.questions.nodes[node].type, answer_for(BITE_AT_LARGE, node, None))
        before = page.locator("h1").inner_text()
        page.click("#question button[type=submit]")
        next_heading(page, before)


def start_over(page):
    return page.locator("form[data-start-over] button")


@pytest.mark.parametrize("lang", ["en", "es", "ar", "hmn"])
def test_start_over_asks_first(page, live_server, flow, axe, lang):
    page.goto(live_server + INTERVIEW + f"?lang={lang}")
    answer(page, flow, 2)
    start_over(page).click()
    if page.js_enabled:
        dialog = page.locator("dialog.start-over-dialog")
        expect(dialog).to_be_visible()
        assert dialog.get_attribute("aria-labelledby") == "start-over-title"
        assert page.evaluate("document.activeElement.textContent") == KEEP[lang]
        assert start_over(page).get_attribute("aria-haspopup") == "dialog"
        assert_accessible(axe, page)
        page.keyboard.press("Escape")  # cancels, and focus goes back where it was
        expect(dialog).to_have_count(0)
        assert page.evaluate("document.activeElement.closest('form[data-start-over]') !== null")
        assert page.locator(".bubble-answer").count() == 2
        start_over(page).click()
        page.locator("dialog.start-over-dialog .start-over-keep").click()  # "keep" cancels too
        expect(page.locator("dialog.start-over-dialog")).to_have_count(0)
        assert page.locator(".bubble-answer").count() == 2 and page.url.startswith(
            live_server + INTERVIEW)
        start_over(page).click()
        page.locator("dialog.start-over-dialog form button").click()
    else:
        page.wait_for_url("**/restart*")
        assert page.locator("h1").get_attribute("id") == "start-over-title"
        assert_accessible(axe, page)
        page.click(".start-over-keep")  # back to the question, answers and all
        assert page.locator(".bubble-answer").count() == 2
        start_over(page).click()
        page.click("#start-over form button")
    expect(page.locator(".bubble-answer")).to_have_count(0)
    assert page.locator("input[name=node]").get_attribute("value") == "ask_asker"
    expect(page.locator("dialog")).to_have_count(0)
    assert_accessible(axe, page)


def test_start_over_on_the_result_page_keeps_the_result(page, live_server, flow, axe):
    run_journey(page, live_server, flow, BITE_AT_LARGE, axe, check_every_page=False)
    start_over(page).click()
    if page.js_enabled:
        page.locator("dialog.start-over-dialog .start-over-keep").wait_for()
        assert_accessible(axe, page)
        page.keyboard.press("Escape")
        assert page.url.endswith("/result")
    else:
        page.click(".start-over-keep")
        page.wait_for_url("**/result")
    assert page.locator("#result-heading").is_visible()
