"""The pages outside the interview meet WCAG 2.2 AA too (axe in real Chromium)."""
import pytest

from tests.e2e.conftest import assert_accessible

pytestmark = pytest.mark.e2e

PAGES = ["/", "/flows/river-hills/law", "/flows/river-hills/law/2.14(6)[e](1)(iii)",
         "/flows/river-hills/map", "/no-such-page", "/?lang=es"]


@pytest.mark.parametrize("path", PAGES)
def test_page_is_accessible(browser, live_server, axe, path):
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    page.goto(live_server + path)
    assert_accessible(axe, page)
    context.close()
