"""Template helpers that shape text for the page."""
from interview.template_helpers import whole_dates


def test_whole_dates_keeps_each_iso_date_on_one_line_and_escapes_the_rest():
    html = str(whole_dates("served <b> Fri 2026-09-04; 24 hours → Mon 2026-09-21 16:30"))
    assert html == ("served &lt;b&gt; Fri <span class=\"nowrap\">2026-09-04</span>; 24 hours → "
                    "Mon <span class=\"nowrap\">2026-09-21 16:30</span>")
    assert str(whole_dates("no date here")) == "no date here"
