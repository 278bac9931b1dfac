"""Take the README's screenshots: a mid-interview page and a results page.

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
from interview.registry import flows  # noqa: E402
from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.e2e.test_journeys import fill  # noqa: E402
from tests.journeys import BITE_AT_LARGE, answer_for  # noqa: E402

OUT = ROOT / "docs" / "screenshots"


def recent(journey: dict) -> dict:
    """The journey with its dates moved near today, so the deadlines shown are upcoming."""
    today = dt.date.today()
    moved = dict(journey)
    moved.update({"ask_incident_date": (today - dt.timedelta(days=12)).isoformat(),
                  "ask_declared_on": (today - dt.timedelta(days=3)).isoformat(),
                  "ask_served_on": (today - dt.timedelta(days=2)).isoformat()})
    return moved


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    app = create_app({"SECRET_KEY": "screenshots"})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    flow = flows()["river-hills"]
    journey = recent(BITE_AT_LARGE)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 900, "height": 1100}, locale="en-US")
        page.goto(base + "/interview/river-hills/")
        for _ in range(80):
            if "/result" in page.url:
                break
            node = page.locator("input[name=node]").get_attribute("value")
            index = page.locator("input[name=index]").get_attribute("value")
            if node == "ask_bite_injury":
                page.screenshot(path=str(OUT / "interview-question.png"), full_page=True)
            value = answer_for(journey, node, int(index) if index else None)
            fill(page, flow.questions.nodes[node].type, value)
            before = page.locator("h1").inner_text()
            page.click("button:has-text('Continue')")
            expect(page.locator("h1")).not_to_have_text(before)
        page.screenshot(path=str(OUT / "result.png"))  # the top: status card and why
        for summary in page.locator("section:has(#deadlines) summary").all():
            summary.click()
        page.locator("section:has(#deadlines)").screenshot(path=str(OUT / "result-deadlines.png"))
        page.locator("section:has(#duties)").screenshot(path=str(OUT / "result-duties.png"))
        browser.close()
    server.shutdown()
    print(f"wrote screenshots to {OUT}")


if __name__ == "__main__":
    main()
