"""Take the README's screenshots: a question and a result (English and Arabic), the result's
first screen on a phone for each kind of person who asks, the kiosk.

    .venv/bin/python tools/screenshots.py

Serves the app on a loopback port and drives Debian's Chromium with Playwright."""
from __future__ import annotations

import datetime as dt
import sys
import threading
from pathlib import Path

from playwright.sync_api import expect, sync_playwright
from werkzeug.serving import make_server

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interview import create_app  # noqa: E402
from interview.toolkit.registry import flows  # noqa: E402
from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.e2e.test_journeys import fill  # noqa: E402
from tests.e2e.test_result_phone import AUDIENCES, answer_over_http  # noqa: E402
from tests.journeys import BITE_AT_LARGE, answer_for  # noqa: E402

OUT = ROOT / "docs" / "screenshots"


def recent(journey: dict) -> dict:
    """The journey with its dates moved near today, so the deadlines shown are upcoming."""
    today = flows()["river-hills"].today()  # the Village's, as the app counts
    moved = dict(journey)
    moved.update({"ask_incident_date": (today - dt.timedelta(days=12)).isoformat(),
                  "ask_declared_on": (today - dt.timedelta(days=3)).isoformat(),
                  "ask_served_on": (today - dt.timedelta(days=2)).isoformat()})
    return moved


def serve(config: dict) -> tuple:
    app = create_app({"SECRET_KEY": "screenshots-" + "s" * 24, **config})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}"


def journey(page, base: str, lang: str, prefix: str) -> None:
    """Walk the journey in ``lang``; shoot a question, the result top, its duties and dates."""
    flow = flows()["river-hills"]
    answers = recent(BITE_AT_LARGE)
    page.goto(base + f"/interview/river-hills/?lang={lang}")
    for _ in range(80):
        if "/check" in page.url:  # every answer to check, then the result
            page.click("#see-result")
            page.wait_for_url("**/result")
            break
        node = page.locator("input[name=node]").get_attribute("value")
        index = page.locator("input[name=index]").get_attribute("value")
        if node == "ask_bite_injury":
            page.screenshot(path=str(OUT / f"{prefix}interview-question.png"), full_page=True)
        value = answer_for(answers, node, int(index) if index else None)
        fill(page, flow.questions.nodes[node].type, value)
        before = page.locator("h1").inner_text()
        page.click("#question button[type=submit]")
        expect(page.locator("h1")).not_to_have_text(before)
    page.evaluate("window.scrollTo(0, 0)")  # the script scrolled the heading to the top
    page.screenshot(path=str(OUT / f"{prefix}result.png"))  # the top: status, what to do now
    for summary in page.locator("section:has(#deadlines) summary").all():  # the part, then
        summary.click()  # each "How we counted" in it
    page.locator("section:has(#deadlines)").screenshot(
        path=str(OUT / f"{prefix}result-deadlines.png"))
    page.click("summary:has(#duties)")
    page.locator("section:has(#duties)").screenshot(path=str(OUT / f"{prefix}result-duties.png"))


# The result's first screen on a phone: (flow, who asks, language, file).
PHONE_SHOTS = [("river-hills", "owner", "en", "phone-owner.png"),
               ("river-hills", "harmed", "en", "phone-harmed.png"),
               ("city-90-17", "parent", "en", "phone-parent-city.png"),
               ("river-hills", "neighbour", "en", "phone-neighbour.png"),
               ("river-hills", "owner", "ar", "ar-phone-owner.png")]


def phone(browser, base: str) -> None:
    for slug, asker, lang, name in PHONE_SHOTS:
        context = browser.new_context(viewport={"width": 390, "height": 844},
                                      locale="en-US", has_touch=True)
        result = answer_over_http(context, base, slug, AUDIENCES[slug, asker]())
        page = context.new_page()
        page.goto(f"{result}?lang={lang}")
        page.screenshot(path=str(OUT / name))
        context.close()


def kiosk(browser) -> None:
    """The kiosk's start screen, its hand-off QR code, and the idle warning."""
    server, base = serve({"KIOSK": True, "KIOSK_IDLE_SECONDS": 2, "KIOSK_WARNING_SECONDS": 30})
    page = browser.new_page(viewport={"width": 1080, "height": 1350}, locale="en-US",
                            has_touch=True)
    page.goto(base + "/")
    page.screenshot(path=str(OUT / "kiosk-start.png"))
    page.goto(base + "/interview/river-hills/")
    page.check("input[name=answer][value=owner]")
    page.click("#question button[type=submit]")
    page.locator("#idle-warning").wait_for(state="visible")
    page.wait_for_timeout(400)
    page.screenshot(path=str(OUT / "kiosk-still-there.png"))
    page.click("#idle-continue")
    page.click("text=Continue on your phone")
    page.screenshot(path=str(OUT / "kiosk-phone.png"))
    page.close()
    server.shutdown()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    server, base = serve({})
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for lang, prefix in (("en", ""), ("ar", "ar-")):
            page = browser.new_page(viewport={"width": 900, "height": 1100}, locale="en-US")
            journey(page, base, lang, prefix)
            page.close()
        phone(browser, base)
        kiosk(browser)
        browser.close()
    server.shutdown()
    print(f"wrote screenshots to {OUT}")


if __name__ == "__main__":
    main()
