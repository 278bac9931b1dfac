"""The strict Content Security Policy breaks nothing: a whole journey, the documents, the law,
the map and the kiosk pages run in Chromium with no violation reported."""
import pytest

from tests.e2e.test_journeys import run_journey
from tests.journeys import BITE_AT_LARGE

pytestmark = pytest.mark.e2e

LISTEN = """
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(
  e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' ' + e.sourceFile + ':' +
  e.lineNumber));
"""


@pytest.fixture()
def watched(browser):
    context = browser.new_context(locale="en-US")
    context.add_init_script(LISTEN)
    page = context.new_page()
    page.set_default_timeout(10_000)
    console = []
    page.on("console", lambda m: console.append(m.text) if "Content Security Policy" in m.text
            else None)
    page.console_csp = console
    yield page
    context.close()


def violations(page):
    return page.evaluate("window.__violations") + page.console_csp


def test_no_violation_anywhere(watched, live_server, kiosk_server, axe):
    from interview.toolkit.registry import flows
    flow = flows()["river-hills"]
    run_journey(watched, live_server, flow, BITE_AT_LARGE, axe, check_every_page=False,
                lang="ar")
    assert not violations(watched)
    for path in ("/interview/river-hills/documents/checklist", "/flows/river-hills/law",
                 "/flows/river-hills/map", "/flows/river-hills/map.svg", "/?lang=en"):
        watched.goto(live_server + path)
        watched.wait_for_load_state("load")
        assert not violations(watched), path
    watched.context.clear_cookies()  # cookies ignore ports: start the kiosk afresh
    watched.goto(kiosk_server + "/interview/river-hills/")
    watched.check("input[name=answer][value=owner]")
    watched.click("#question button[type=submit]")
    watched.wait_for_selector(".bubble-answer")
    watched.click("text=Continue on your phone")
    watched.locator(".qr-frame svg").wait_for()
    assert not violations(watched)
