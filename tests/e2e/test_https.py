"""Served over HTTPS, as deployed (INTERVIEW_HTTPS=1): a whole journey in Chromium.

Every page says Referrer-Policy: no-referrer, so the browser sends no Referer with a form.
Flask-WTF's HTTPS check wants one, and refused every answer; only plain-HTTP servers were
tested. This runs the same journey over TLS (a throwaway certificate)."""
import threading

import pytest
from werkzeug.serving import make_server

from interview import create_app
from tests.e2e.conftest import SECRET_KEY
from tests.e2e.test_journeys import run_journey
from tests.journeys import BITE_AT_LARGE

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def https_server():
    with pytest.MonkeyPatch.context() as env:
        env.setenv("INTERVIEW_HTTPS", "1")  # Secure cookie and HSTS, as in production
        app = create_app({"TESTING": False, "SECRET_KEY": SECRET_KEY,
                          "RATELIMIT_ENABLED": False})
    server = make_server("127.0.0.1", 0, app, threaded=True, ssl_context="adhoc")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"https://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture()
def tls_page(browser):
    context = browser.new_context(locale="en-US", ignore_https_errors=True)
    page = context.new_page()
    page.set_default_timeout(10_000)
    sent = []
    # all_headers(): what went over the wire, Sec-Fetch-* included.
    page.on("requestfinished",
            lambda r: sent.append(r.all_headers()) if r.method == "POST" else None)
    page.posted_headers = sent
    yield page
    context.close()


def test_a_whole_journey_over_https_with_no_referer(tls_page, https_server, axe):
    from interview.toolkit.registry import flows
    run_journey(tls_page, https_server, flows()["river-hills"], BITE_AT_LARGE, axe,
                check_every_page=False)
    assert "Declared: dangerous dog" in tls_page.locator("h1").inner_text()
    posted = tls_page.posted_headers
    assert posted and not any(h.get("referer") for h in posted)  # the policy holds
    assert all(h.get("sec-fetch-site") == "same-origin" for h in posted), posted[0]
