"""The public pages in a real browser, in every language, with and without JavaScript, on the
public site and at a kiosk: axe finds nothing, and no request 404s (the favicon did)."""
import pytest

from tests.e2e.conftest import assert_accessible
from tests.e2e.test_journeys import run_journey
from tests.e2e.test_start_over import answer
from tests.journeys import BITE_AT_LARGE

pytestmark = pytest.mark.e2e
INTERVIEW = "/interview/river-hills/"
OUTSIDE = ["/", "/flows/river-hills/law", "/flows/river-hills/law/2.14(6)[e](1)(iii)",
           "/no-such-page"]
INSIDE = ["", "restart", "phone"]  # with answers: the question, "Start over?", the phone


@pytest.fixture(scope="module")
def flow():
    from interview.toolkit.registry import flows
    return flows()["river-hills"]


@pytest.mark.parametrize("where", ["public", "kiosk"])
@pytest.mark.parametrize("lang", ["en", "es", "ar", "hmn"])
def test_every_page_is_accessible_in_every_language(page, live_server, unhurried_kiosk, flow,
                                                    axe, lang, where):
    base = live_server if where == "public" else unhurried_kiosk
    missing = []
    page.on("response", lambda r: r.status == 404 and r.request.resource_type != "document"
            and missing.append(r.url))
    page.goto(base + f"/?lang={lang}")
    for path in OUTSIDE:
        page.goto(base + path)
        assert page.locator("html").get_attribute("lang") == lang
        assert_accessible(axe, page)
    page.goto(base + INTERVIEW)
    answer(page, flow, 2)
    for path in INSIDE:
        page.goto(base + INTERVIEW + path)
        assert_accessible(axe, page)
    run_journey(page, base, flow, BITE_AT_LARGE, axe, check_every_page=False, lang=lang)
    assert not missing, missing
