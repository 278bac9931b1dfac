"""Sections and the answers to check, in a real browser: the progress line on every question,
in every language, with and without JavaScript; a new section announced; Change from the
check page and back; axe on the check page."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import assert_accessible
from tests.e2e.test_journeys import fill
from tests.journeys import NEIGHBOUR_CONDUCT, TWO_SERIOUS, answer_for

pytestmark = pytest.mark.e2e

# "Section 2 of 5: What happened", as each catalog words it.
PROGRESS = {"en": r"Section (\d+) of (\d+): ", "es": r"Sección (\d+) de (\d+): ",
            "ar": r"القسم (\d+) من (\d+): ", "hmn": r"Ntu (\d+) ntawm (\d+): "}


def answer_until_check(page, flow, journey):
    """Answer each question as ``journey`` does until the check page."""
    for _ in range(80):
        if "/check" in page.url:
            return
        node = page.locator("input[name=node]").get_attribute("value")
        index = page.locator("input[name=index]").get_attribute("value")
        fill(page, flow.questions.nodes[node].type,
             answer_for(journey, node, int(index) if index else None))
        heading = page.locator("h1").inner_text()
        page.click("#question button[type=submit]")
        expect(page.locator("h1")).not_to_have_text(heading)


@pytest.fixture(scope="module")
def flow():
    from interview.toolkit.registry import flows
    return flows()["river-hills"]


@pytest.mark.parametrize("lang", ["en", "es", "ar", "hmn"])
def test_every_question_says_its_section_and_the_answers_are_checked(page, live_server, flow,
                                                                     axe, lang):
    page.goto(f"{live_server}/interview/river-hills/?lang={lang}")
    seen = []
    for _ in range(80):
        if "/check" in page.url:
            break
        line = page.locator("#question #progress").inner_text()
        found = re.match(PROGRESS[lang], line)
        assert found, line
        number, total = int(found[1]), int(found[2])
        assert 1 <= number <= total and (not seen or number >= seen[-1][0]), (line, seen)
        seen.append((number, total))
        node = page.locator("input[name=node]").get_attribute("value")
        index = page.locator("input[name=index]").get_attribute("value")
        fill(page, flow.questions.nodes[node].type,
             answer_for(TWO_SERIOUS, node, int(index) if index else None))
        heading = page.locator("h1").inner_text()
        page.click("#question button[type=submit]")
        expect(page.locator("h1")).not_to_have_text(heading)
    assert "/check" in page.url
    # A person harmed: about them, what happened, the dog and any notice on it (and a
    # complaint they may write): the numbers went up one section at a time, never skipping one.
    numbers = sorted({n for n, _ in seen})
    assert numbers == list(range(1, numbers[-1] + 1)) and numbers[-1] >= 3, seen
    assert page.locator(".check-section h2").count() >= 3
    assert_accessible(axe, page)
    page.click("#see-result")
    expect(page.locator("#result-heading")).to_be_visible()


def test_a_new_section_is_announced_before_its_first_question(browser, live_server, flow):
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    page.goto(live_server + "/interview/river-hills/")
    page.check("input[name=answer][value=owner]")
    page.click("#question button[type=submit]")
    page.wait_for_function("() => document.getElementById('announcer').textContent.length > 0")
    said = page.locator("#announcer").inner_text()
    assert said.startswith("Section 2 of 4: The notice"), said
    context.close()


def test_change_from_the_answers_to_check_comes_back_to_them(page, live_server, flow, axe):
    page.goto(live_server + "/interview/river-hills/")
    answer_until_check(page, flow, TWO_SERIOUS)
    row = page.locator(".check-row", has_text="Has it happened at another time?").first
    row.locator("a.change-link").click()
    expect(page.locator("#question-heading")).to_contain_text("Has it happened at another time?")
    assert_accessible(axe, page)
    page.click("#question button[type=submit]")  # the same answer, still chosen
    page.wait_for_url(re.compile(r"/check(#.*)?$"))  # a redirect keeps the #question
    expect(page.locator("h1")).to_have_text("Check your answers")


def test_typed_words_a_change_takes_away_are_shown_on_the_check_page(page, live_server, flow,
                                                                   axe):
    """In Arabic, right to left: a neighbour's complaint, then a change that leaves nothing
    to complain about. The check page shows the typed words before the result removes them,
    and passes axe with them open."""
    page.goto(live_server + "/interview/river-hills/?lang=ar")
    answer_until_check(page, flow, NEIGHBOUR_CONDUCT)
    expect(page.locator(".typed-to-remove")).to_have_count(0)
    page.click('a.change-link[href$="/change/ask_any_conduct/-1"]')
    page.wait_for_url(re.compile(r"/river-hills/(#.*)?$"))
    answer_until_check(page, flow, {**NEIGHBOUR_CONDUCT, "ask_any_conduct": "no"})
    box = page.locator("section.typed-to-remove")
    expect(box.locator("h2")).to_have_text("ستُحذف بعض الكلمات التي كتبتها")
    for summary in box.locator("summary").all():
        summary.click()
    expect(box.locator(".typed-words", has_text=NEIGHBOUR_CONDUCT["ask_complaint_what"])
           ).to_be_visible()
    assert_accessible(axe, page)
