"""Documents in a real browser: the pages pass axe, and each file downloads in English and in
Spanish (with the English copy for the office)."""
import io

import pytest
from pypdf import PdfReader

from tests.e2e.conftest import assert_accessible
from tests.e2e.test_journeys import run_journey
from tests.journeys import APPEAL, BITE_AT_LARGE, COMPLAINT

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize(("lang", "title"), [("en", "Request for a hearing"),
                                             ("es", "Solicitud de audiencia")])
def test_documents_download_and_pass_axe(browser, live_server, axe, lang, title):
    from interview.toolkit.registry import flows
    context = browser.new_context(locale="en-US", accept_downloads=True)
    page = context.new_page()
    base = live_server + "/interview/river-hills/documents/"

    def each_downloads(*names):
        for name in names:
            page.goto(f"{base}{name}?lang={lang}")
            assert_accessible(axe, page)
            with page.expect_download() as download:
                page.click("a:has-text('PDF')")
            assert open(download.value.path(), "rb").read().startswith(b"%PDF")

    # A letter is offered while it can help: the appeal once the hearing has decided...
    run_journey(page, live_server, flows()["river-hills"], APPEAL, axe,
                check_every_page=False)
    each_downloads("appeal", "checklist")
    # ...the hearing request while none has been asked for.
    context.clear_cookies()
    run_journey(page, live_server, flows()["river-hills"], BITE_AT_LARGE, axe,
                check_every_page=False)
    each_downloads("hearing-request")
    page.goto(f"{base}hearing-request?lang={lang}")
    assert title in page.locator("main").inner_text()
    with page.expect_download() as download:
        page.click("a:has-text('PDF')")
    data = open(download.value.path(), "rb").read()
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)
    assert title in text and "Request for a hearing" in text
    with page.expect_download() as ics:
        page.goto(live_server + "/interview/river-hills/result")
        page.click("a[href$='deadlines.ics']")
    assert open(ics.value.path(), "rb").read().startswith(b"BEGIN:VCALENDAR")
    context.close()


@pytest.mark.parametrize(("lang", "title"), [("en", "Complaint about a dog"),
                                             ("es", "Queja sobre un perro")])
def test_complaint_downloads_and_passes_axe(browser, live_server, axe, lang, title):
    from interview.toolkit.registry import flows
    context = browser.new_context(locale="en-US", accept_downloads=True)
    page = context.new_page()
    run_journey(page, live_server, flows()["river-hills"], COMPLAINT, axe,
                check_every_page=False)
    page.goto(f"{live_server}/interview/river-hills/documents/complaint?lang={lang}")
    assert_accessible(axe, page)
    with page.expect_download() as download:
        page.click("a:has-text('PDF')")
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(
        open(download.value.path(), "rb").read())).pages)
    assert title in text and "Corner of Main St and Oak Ave" in text
    context.close()


@pytest.mark.parametrize("lang", ["en", "es", "hmn", "ar"])
def test_documents_fit_a_phone_without_sideways_scrolling(browser, live_server, axe, lang):
    """The letters' "Your address: ____" lines would not wrap, and the checklist's four
    columns did not fit: both pushed a phone's page sideways (423 px wide in Hmong)."""
    from interview.toolkit.registry import flows
    context = browser.new_context(locale="en-US", viewport={"width": 375, "height": 740})
    page = context.new_page()
    for journey, names in ((COMPLAINT, ("complaint",)),
                           (BITE_AT_LARGE, ("hearing-request", "checklist"))):
        context.clear_cookies()
        run_journey(page, live_server, flows()["river-hills"], journey, axe,
                    check_every_page=False)
        for name in names:
            response = page.goto(f"{live_server}/interview/river-hills/documents/{name}"
                                 f"?lang={lang}")
            assert response.status == 200, name
            width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
            assert width[0] <= width[1], (name, width)
            assert_accessible(axe, page)  # the checklist's phone cards too
    context.close()
