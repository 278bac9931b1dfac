"""The kiosk in a real browser: idle warning and reset (Back then shows nothing), the QR hand-off
to a phone read back from the screen with zbarimg, and touch targets of at least 48 px."""
import datetime as dt
import shutil
import subprocess

import pytest
from playwright.sync_api import expect

from interview.web.sessions import NoticingSessionInterface, SealingSerializer
from tests.e2e.conftest import (
    KIOSK_IDLE,
    KIOSK_WARNING,
    SECRET_KEY,
    assert_accessible,
    next_heading,
)
from tests.e2e.test_journeys import fill, run_journey
from tests.journeys import BITE_AT_LARGE, answer_for

pytestmark = pytest.mark.e2e
INTERVIEW = "/interview/river-hills/"


@pytest.fixture(scope="module")
def flow():
    from interview.toolkit.registry import flows
    return flows()["river-hills"]


@pytest.fixture()
def kiosk(browser):
    context = browser.new_context(locale="en-US", has_touch=True,
                                  viewport={"width": 1080, "height": 1920})
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


def answer(page, flow, count):
    """Answer ``count`` questions of the River Hills journey; return the answers' texts."""
    for _ in range(count):
        node = page.locator("input[name=node]").get_attribute("value")
        fill(page, flow.questions.nodes[node].type, answer_for(BITE_AT_LARGE, node, None))
        before = page.locator("h1").inner_text()
        page.click("#question button[type=submit]")
        next_heading(page, before)
    return page.locator(".bubble-answer").all_inner_texts()


def test_idle_warning_then_a_clean_start_and_back_shows_nothing(kiosk, kiosk_server, flow, axe):
    kiosk.goto(kiosk_server + INTERVIEW + "?lang=es")
    answers = answer(kiosk, flow, 3)
    assert len(answers) == 3
    dialog = kiosk.locator("#idle-warning")
    dialog.wait_for(state="visible", timeout=(KIOSK_IDLE + 2) * 1000)
    assert "¿Sigue ahí?" in dialog.inner_text()
    assert_accessible(axe, kiosk)
    kiosk.wait_for_url(kiosk_server + "/", timeout=(KIOSK_WARNING + 3) * 1000)
    # The next visitor: the start page, in the default language, with no answers anywhere.
    assert kiosk.locator("html").get_attribute("lang") == "en"
    assert kiosk.locator(".language-choice").is_visible()
    cookies = {c["name"]: c["value"] for c in kiosk.context.cookies()}
    if cookies.get("session"):  # sealed: opened with the server's key to see what it holds
        opened = SealingSerializer([SECRET_KEY], NoticingSessionInterface.serializer).loads(
            cookies["session"])
        assert "iv" not in opened, opened
    kiosk.go_back()
    kiosk.wait_for_load_state()
    assert kiosk.locator(".bubble-answer").count() == 0
    body = kiosk.locator("body").inner_text()
    assert not any(a in body for a in answers if len(a) > 3), "Back showed the last person"
    kiosk.go_back()
    kiosk.wait_for_load_state()
    assert kiosk.locator(".bubble-answer").count() == 0


def test_a_clock_set_back_does_not_keep_the_last_persons_page(kiosk, kiosk_server):
    """A kiosk's clock can be set back while it counts down (a time sync, a wrong battery
    clock). Read from that clock, the countdown grew by the hour it was set back, and the page
    stayed up for whoever came next; the countdown now reads a clock that only goes forward."""
    kiosk.clock.install()
    kiosk.goto(kiosk_server + INTERVIEW)
    kiosk.clock.run_for((KIOSK_IDLE + 0.5) * 1000)
    expect(kiosk.locator("#idle-warning")).to_be_visible()
    kiosk.clock.set_system_time(dt.datetime.now(dt.UTC) - dt.timedelta(hours=1))
    kiosk.clock.run_for((KIOSK_WARNING + 1) * 1000)
    kiosk.wait_for_url(kiosk_server + "/", timeout=10_000)


@pytest.mark.parametrize(("lang", "counts"), [
    ("en", ["Clearing in 0 seconds", "Clearing in 1 second", "Clearing in 2 seconds"]),
    ("ar", ["سيتم المسح خلال 0 ثانية", "سيتم المسح خلال ثانية واحدة (1)",
            "سيتم المسح خلال ثانيتين (2)"])])
def test_the_countdown_counts_in_the_languages_own_forms(kiosk, kiosk_server, lang, counts):
    """It read "Clearing in 1 seconds", and one Arabic form for every number."""
    kiosk.goto(kiosk_server + INTERVIEW + f"?lang={lang}")
    countdown = kiosk.locator("#idle-warning .idle-countdown")
    countdown.wait_for(state="visible", timeout=(KIOSK_IDLE + 2) * 1000)
    assert countdown.inner_text() in counts[1:]  # 2 s to go, or 1 by the time it is read
    kiosk.wait_for_function("t => document.querySelector('.idle-countdown').textContent === t",
                            arg=counts[1])


def test_still_here_keeps_the_answers(kiosk, kiosk_server, flow):
    kiosk.goto(kiosk_server + INTERVIEW)
    answer(kiosk, flow, 2)
    kiosk.locator("#idle-warning").wait_for(state="visible", timeout=(KIOSK_IDLE + 2) * 1000)
    kiosk.click("#idle-continue")
    assert not kiosk.locator("#idle-warning").is_visible()
    kiosk.wait_for_timeout(KIOSK_WARNING * 1000 + 500)  # past the moment it would have cleared
    assert kiosk.url.startswith(kiosk_server + INTERVIEW)
    assert kiosk.locator(".bubble-answer").count() == 2


def test_a_person_listening_to_read_aloud_is_not_timed_out(browser, kiosk_server, flow):
    # The result page read aloud is ~20 minutes of speech; the idle timer counted only
    # touches and keys, and cleared the page 2 minutes in, its warning never spoken.
    context = browser.new_context(locale="en-US", has_touch=True)
    context.add_init_script("""Object.defineProperty(window, 'speechSynthesis', {value: {
        speaking: true, getVoices: () => [], speak: () => {}, cancel: () => {},
        addEventListener: () => {}}, configurable: true});""")
    page = context.new_page()
    try:
        page.goto(kiosk_server + INTERVIEW)
        answer(page, flow, 2)
        page.wait_for_timeout((KIOSK_IDLE + KIOSK_WARNING) * 1000 + 1000)
        assert not page.locator("#idle-warning").is_visible()
        assert page.url.startswith(kiosk_server + INTERVIEW)
        assert page.locator(".bubble-answer").count() == 2
    finally:
        context.close()


def test_finish_and_clear_by_hand(kiosk, kiosk_server, flow):
    kiosk.goto(kiosk_server + INTERVIEW)
    answer(kiosk, flow, 2)
    kiosk.click("#finish-form button")
    kiosk.wait_for_url(kiosk_server + "/")
    kiosk.goto(kiosk_server + INTERVIEW)
    assert kiosk.locator(".bubble-answer").count() == 0


def test_back_after_finish_and_clear_shows_no_live_code(kiosk, kiosk_server, flow):
    """Back from the start page landed on "Continue on your phone": a fresh, working code and
    "your answers go with it", in front of the next person."""
    kiosk.goto(kiosk_server + INTERVIEW)
    answer(kiosk, flow, 2)
    kiosk.click("text=Continue on your phone")
    kiosk.locator(".qr-frame svg").wait_for()
    kiosk.click("#finish-form button")
    kiosk.wait_for_url(kiosk_server + "/")
    kiosk.go_back()
    kiosk.wait_for_load_state()
    assert kiosk.locator(".qr-frame").count() == 0
    assert "go with it" not in kiosk.locator("body").inner_text()


def test_a_kiosk_visit_leaves_one_history_entry_for_the_next_person(kiosk, kiosk_server, flow):
    # The back list (a long press on Back, or swipe) showed every question the last person was
    # asked, and stays for the next one: the browser outlives each visit.
    kiosk.goto(kiosk_server + INTERVIEW)
    before = kiosk.evaluate("history.length")
    answer(kiosk, flow, 3)
    assert kiosk.evaluate("history.length") == before
    session = kiosk.context.new_cdp_session(kiosk)
    titles = [e["title"] for e in session.send("Page.getNavigationHistory")["entries"]]
    asked = [text for n in ("ask_asker", "ask_declared_status")
             for text in (flow.questions.nodes[n].text,
                          *(v.text for v in flow.questions.nodes[n].variants))]
    assert not any(q in t for q in asked for t in titles), titles


def test_a_document_page_leaves_no_telling_title_in_the_back_list(kiosk, unhurried_kiosk, flow,
                                                                   axe):
    # "A letter asking for a hearing — River Hills" stayed in the back list after "Finish and
    # clear": the next person learns the last one's dog was declared, and contested.
    run_journey(kiosk, unhurried_kiosk, flow, BITE_AT_LARGE, axe, check_every_page=False)
    kiosk.goto(unhurried_kiosk + INTERVIEW + "documents/hearing-request")
    kiosk.click("#finish-form button")
    kiosk.wait_for_url(unhurried_kiosk + "/")
    session = kiosk.context.new_cdp_session(kiosk)
    titles = [e["title"] for e in session.send("Page.getNavigationHistory")["entries"]]
    assert not any("hearing" in t.lower() or "letter" in t.lower() for t in titles), titles


def test_qr_hand_off_round_trip_to_a_phone(kiosk, kiosk_server, flow, browser, axe, tmp_path):
    zbarimg = shutil.which("zbarimg")
    if zbarimg is None:
        pytest.fail("zbarimg is not installed; `make test` installs zbar-tools")
    kiosk.goto(kiosk_server + INTERVIEW)
    answers = answer(kiosk, flow, 4)
    current = kiosk.locator("input[name=node]").get_attribute("value")
    kiosk.click("text=Continue on your phone")
    kiosk.locator(".qr-frame svg").wait_for()
    assert_accessible(axe, kiosk)
    shot = tmp_path / "qr.png"
    kiosk.locator(".qr-frame").screenshot(path=str(shot))
    link = subprocess.run([zbarimg, "--raw", "-q", str(shot)], capture_output=True, text=True,
                          check=True, timeout=30).stdout.strip()
    assert link.startswith(kiosk_server + "/resume/")

    phone = browser.new_context(locale="en-US", is_mobile=True, has_touch=True,
                                viewport={"width": 390, "height": 844})
    try:
        page = phone.new_page()
        page.goto(link)
        assert page.url.startswith(kiosk_server + INTERVIEW)
        assert page.locator(".bubble-answer").all_inner_texts() == answers
        assert page.locator("input[name=node]").get_attribute("value") == current
        assert "Welcome back" in page.locator("main").inner_text()

        # One more answer on the phone: opening the link again must ask before replacing it.
        more = answer(page, flow, 1)
        assert len(more) == len(answers) + 1
        page.goto(link)
        assert page.locator("h1").inner_text() == "Replace the answers already here?"
        assert_accessible(axe, page)
        page.click("text=Use the answers from the link")
        page.wait_for_url(kiosk_server + INTERVIEW)
        assert page.locator(".bubble-answer").all_inner_texts() == answers
    finally:
        phone.close()


def _below_header_and_on_screen(page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    header = page.locator(".site-header").bounding_box()
    return (box is not None and box["y"] >= header["y"] + header["height"] - 1
            and box["y"] + box["height"] <= page.viewport_size["height"])


def test_each_new_question_comes_to_the_top_with_its_button_in_view(kiosk, unhurried_kiosk,
                                                                   flow):
    """focus() alone scrolled only as far as the heading: on a tall screen a new question sat
    at the foot, its button (even its date boxes) out of sight."""
    from tests.journeys import REMOVAL
    kiosk.goto(unhurried_kiosk + INTERVIEW)
    asked = 0
    for _ in range(80):
        if "/check" in kiosk.url:
            kiosk.click("#see-result")
            kiosk.wait_for_url("**/result")
            break
        node = kiosk.locator("input[name=node]").get_attribute("value")
        index = kiosk.locator("input[name=index]").get_attribute("value")
        assert _below_header_and_on_screen(kiosk, "#question button[type=submit]"), node
        assert _below_header_and_on_screen(kiosk, "#question-heading"), node
        fill(kiosk, flow.questions.nodes[node].type,
             answer_for(REMOVAL, node, int(index) if index else None))
        before = kiosk.locator("h1").inner_text()
        kiosk.click("#question button[type=submit]")
        next_heading(kiosk, before)
        asked += 1
    # The whole of a long journey: every question the owner is asked, as many as a walk
    # through the pages in process asks (21: after a hearing, an appeal and a removal notice).
    from tests.journeys import new_client, walk_pages
    assert "/result" in kiosk.url
    assert asked == len(walk_pages(new_client(), "river-hills", REMOVAL)) >= 20


def test_a_new_question_stops_just_below_the_header(browser, unhurried_kiosk, flow):
    """One offset for the header, not two: scroll-margin on every [id] and scroll-padding on
    the page added up to a screen's gap above each question. A short screen, so the page can
    scroll that far."""
    from tests.journeys import REMOVAL
    context = browser.new_context(locale="en-US", has_touch=True,
                                  viewport={"width": 1080, "height": 700})
    page = context.new_page()
    page.goto(unhurried_kiosk + INTERVIEW)
    measured = []
    for _ in range(12):
        node = page.locator("input[name=node]").get_attribute("value")
        index = page.locator("input[name=index]").get_attribute("value")
        fill(page, flow.questions.nodes[node].type,
             answer_for(REMOVAL, node, int(index) if index else None))
        before = page.locator("h1").inner_text()
        page.click("#question button[type=submit]")
        next_heading(page, before)
        at_the_end = page.evaluate("scrollY + innerHeight >= "
                                   "document.documentElement.scrollHeight - 1")
        if not at_the_end:
            gap = (page.locator("#question").bounding_box()["y"]
                   - page.locator(".site-header").bounding_box()["height"])
            measured.append((node, round(gap)))
    context.close()
    assert measured and all(0 <= gap < 100 for _, gap in measured), measured


@pytest.mark.parametrize(("lang", "width"), [("en", 1080), ("hmn", 768)])
def test_the_sticky_header_never_hides_what_has_focus(browser, unhurried_kiosk, flow, axe,
                                                      lang, width):
    """WCAG 2.4.11: tabbing back up the long result page, each focused control is scrolled
    into view below "Finish and clear", not under it. The header's height varies with the
    language and the width (189 px in Hmong at 768 px, past a fixed 7rem)."""
    context = browser.new_context(locale="en-US", has_touch=True,
                                  viewport={"width": width, "height": 1920})
    kiosk = context.new_page()
    kiosk.set_default_timeout(15_000)
    run_journey(kiosk, unhurried_kiosk, flow, BITE_AT_LARGE, axe, check_every_page=False,
                lang=lang)
    kiosk.evaluate("""() => { const all = document.querySelectorAll(
        'main a[href], main button, main summary'); all[all.length - 1].focus(); }""")
    hidden = []
    for _ in range(60):
        kiosk.keyboard.press("Shift+Tab")
        where = kiosk.evaluate("""() => {
            const el = document.activeElement, header = document.querySelector('.site-header');
            // The skip link is drawn over the header (z-index 20 to its 10), at the top: the
            // result page is now short enough for 60 presses to reach it.
            if (!el || el === document.body || header.contains(el)
                || el.classList.contains('skip-link')) return null;
            const r = el.getBoundingClientRect();
            return [r.top, header.getBoundingClientRect().bottom, el.outerHTML.slice(0, 80)];
        }""")
        if where and where[0] < where[1] - 1:
            hidden.append(where[2])
    context.close()
    assert not hidden, hidden


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_answers_too_long_for_a_code_say_so_accessibly(kiosk, kiosk_server, flow, axe,
                                                       monkeypatch, lang):
    import interview.web.kiosk as kiosk_views
    monkeypatch.setattr(kiosk_views, "QR_MAX_VERSION", 1)  # the server runs in this process
    kiosk.goto(kiosk_server + INTERVIEW + f"?lang={lang}")
    answer(kiosk, flow, 2)
    kiosk.goto(kiosk_server + INTERVIEW + "phone")
    assert kiosk.locator(".qr-frame").count() == 0
    assert kiosk.locator("main .notice-banner").is_visible()
    assert_accessible(axe, kiosk)
