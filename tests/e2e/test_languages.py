"""One journey in each language, axe on every page; Arabic is right to left and mirrored;
switching language mid-interview keeps every answer; read aloud where the browser can."""
import pytest

from tests.e2e.conftest import assert_accessible, next_heading
from tests.e2e.test_journeys import fill, run_journey
from tests.journeys import BITE_AT_LARGE, answer_for

pytestmark = pytest.mark.e2e

HEADLINES = {"en": "dangerous dog", "es": "peligroso", "ar": "خطير", "hmn": "txaus ntshai"}


@pytest.fixture(scope="module")
def flow():
    from interview.toolkit.registry import flows
    return flows()["river-hills"]


@pytest.fixture()
def js_page(browser):
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    page.set_default_timeout(10_000)
    yield page
    context.close()


@pytest.mark.parametrize("lang", ["en", "es", "ar", "hmn"])
def test_a_whole_journey_in_each_language(js_page, live_server, flow, axe, lang):
    run_journey(js_page, live_server, flow, BITE_AT_LARGE, axe, lang=lang)
    html = js_page.locator("html")
    assert html.get_attribute("lang") == lang
    assert html.get_attribute("dir") == ("rtl" if lang == "ar" else "ltr")
    assert HEADLINES[lang] in js_page.locator("h1").inner_text().lower()
    # The document pages too.
    js_page.goto(live_server + "/interview/river-hills/documents/checklist")
    assert js_page.locator("html").get_attribute("lang") == lang
    assert_accessible(axe, js_page)


def test_arabic_is_right_to_left_and_the_layout_is_mirrored(js_page, live_server, flow, axe):
    js_page.goto(live_server + "/interview/river-hills/?lang=ar")
    assert js_page.locator("html").get_attribute("dir") == "rtl"
    label = js_page.locator(".radio-card label").first.bounding_box()
    radio = js_page.locator(".radio-card input").first.bounding_box()
    # The radio sits at the start of its card: the right-hand side in Arabic.
    assert radio["x"] > label["x"] + label["width"] / 2
    heading = js_page.locator("#question-heading").bounding_box()
    main = js_page.locator("main").bounding_box()
    assert heading["x"] + heading["width"] > main["x"] + main["width"] - 40
    assert_accessible(axe, js_page)


def _answers(page):
    return page.locator(".bubble-answer").count()


def test_switching_language_mid_interview_keeps_every_answer(js_page, live_server, flow):
    js_page.goto(live_server + "/interview/river-hills/?lang=en")
    for _ in range(4):
        node = js_page.locator("input[name=node]").get_attribute("value")
        fill(js_page, flow.questions.nodes[node].type, answer_for(BITE_AT_LARGE, node, None))
        before = js_page.locator("h1").inner_text()
        js_page.click("#question button[type=submit]")
        next_heading(js_page, before)
    node_before = js_page.locator("input[name=node]").get_attribute("value")
    for name, lang in (("Español", "es"), ("العربية", "ar"), ("Hmoob", "hmn"),
                       ("English", "en")):
        js_page.locator(".language-switch a", has_text=name).click()
        js_page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
        assert _answers(js_page) == 4, lang
        assert js_page.locator("input[name=node]").get_attribute("value") == node_before


SPEECH_STUB = """
window.__spoken = [];
const fake = {
  getVoices: () => [{lang: 'en-US', name: 'Test English', localService: true},
                    {lang: 'es-ES', name: 'Test ES', localService: true},
                    {lang: 'ar-SA', name: 'Test AR online', localService: false}],
  speak: (u) => window.__spoken.push({text: u.text, lang: u.lang, voice: u.voice && u.voice.name}),
  cancel: () => {}, addEventListener: () => {},
};
Object.defineProperty(window, 'speechSynthesis', {value: fake, configurable: true});
// Chromium's own utterance takes only its own voice objects, not these stand-ins.
window.SpeechSynthesisUtterance = function (text) { this.text = text; };
"""


def test_read_aloud_speaks_the_question_in_the_page_language(browser, live_server):
    context = browser.new_context()
    context.add_init_script(SPEECH_STUB)
    page = context.new_page()
    try:
        page.goto(live_server + "/interview/river-hills/?lang=es")
        button = page.locator(".read-aloud")
        assert button.is_visible()
        button.click()
        spoken = page.evaluate("window.__spoken")
        assert spoken[0]["lang"] == "es" and spoken[0]["voice"] == "Test ES"  # on the device
        assert page.locator("h1").inner_text().strip() in spoken[0]["text"]
        # No Hmong voice in this browser: no button that would read Hmong in English.
        page.goto(live_server + "/interview/river-hills/?lang=hmn")
        assert not page.locator(".read-aloud").is_visible()
        # An Arabic voice that speaks from its maker's servers would send them the answers.
        page.goto(live_server + "/interview/river-hills/?lang=ar")
        assert not page.locator(".read-aloud").is_visible()
    finally:
        context.close()
