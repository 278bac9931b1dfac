"""Browser tests: the real app on a loopback port, driven by Playwright in headless system
Chromium (Debian's package; a browser download does not work here), checked by axe-core."""
import os
import shutil
import threading

import pytest
from playwright.sync_api import expect
from werkzeug.serving import make_server

from interview import create_app

CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update",
                 "--no-first-run", "--disable-sync", "--disable-quic"]
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
STOP_TIMERS = """() => { const last = setTimeout(() => {}, 0);
  for (let id = 0; id <= last; id++) { clearTimeout(id); clearInterval(id); } }"""
SECRET_KEY = "e2e-test-key-" + "e" * 24  # the tests open the sealed cookie with it


def next_heading(page, before: str) -> None:
    """Wait for the next page: its h1 is there and no longer reads ``before``. Playwright
    polls from its side, so this works with JavaScript off; a predicate polled in the page
    (wait_for_function, by animation frames) could stop being run there and time out."""
    expect(page.locator("h1")).not_to_have_text(before)
    page.locator("h1").first.wait_for(state="attached")


def _serve(config):
    # One browser makes hundreds of requests a minute here; the limits are tested in
    # tests/interview/web/test_security.py.
    app = create_app({"TESTING": False, "SECRET_KEY": SECRET_KEY,
                      "RATELIMIT_ENABLED": False, **config})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server


@pytest.fixture(scope="session")
def live_server():
    server = _serve({})
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


KIOSK_IDLE, KIOSK_WARNING = 3, 2  # seconds: short, so the idle test is quick


@pytest.fixture(scope="session")
def kiosk_server():
    server = _serve({"KIOSK": True, "KIOSK_IDLE_SECONDS": KIOSK_IDLE,
                     "KIOSK_WARNING_SECONDS": KIOSK_WARNING})
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture(scope="session")
def unhurried_kiosk():
    """A kiosk whose idle timer does not race a 35-question walk (the shared one resets after
    5 s, for the idle test): for tests about layout, not the timer."""
    server = _serve({"KIOSK": True, "KIOSK_IDLE_SECONDS": 600, "KIOSK_WARNING_SECONDS": 60})
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium is not installed at {CHROMIUM}; `make test` installs it")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(params=[True, False], ids=["js", "no-js"])
def page(request, browser):
    context = browser.new_context(java_script_enabled=request.param, locale="en-US")
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.js_enabled = request.param
    yield page
    context.close()


@pytest.fixture(scope="session")
def axe():
    from axe_playwright_python.sync_playwright import Axe
    return Axe()


def assert_accessible(axe, page) -> None:
    """0 WCAG 2.2 A/AA violations from axe-core on the page as it is now.

    axe is JavaScript, so a page in a context with JavaScript off is checked by loading the same
    URL, with the same cookies, in a twin page that has it on: the HTML is the same."""
    if getattr(page, "js_enabled", True) is False:
        twin = _twin(page.context.browser)
        twin.context.clear_cookies()
        twin.context.add_cookies(page.context.cookies())
        try:
            twin.goto(page.url)
            _check(axe, twin)
        finally:
            # A kiosk page's idle timer must not navigate the twin between checks. Stopping its
            # timers costs nothing; leaving the page (for about:blank) doubled each check's time.
            twin.evaluate(STOP_TIMERS)
        return
    _check(axe, page)


_TWINS = {}


def _twin(browser):
    """One twin page per browser, kept: a new context for each check cost a third of a no-JS
    journey's time. Its cookies are the checked page's, set afresh each time; the app keeps
    nothing else in a browser."""
    twin = _TWINS.get(browser)
    if twin is None or twin.is_closed():
        twin = _TWINS[browser] = browser.new_context().new_page()
    return twin


def _check(axe, page) -> None:
    results = axe.run(page, options={"runOnly": {"type": "tag", "values": WCAG_TAGS}})
    violations = results.response["violations"]
    details = [(v["id"], v["help"], [n["target"] for n in v["nodes"]][:3]) for v in violations]
    assert not violations, f"{page.url}: {details}"
