"""Template helpers that shape text for the page."""
from interview.web.template_helpers import whole_dates


def test_whole_dates_keeps_each_iso_date_on_one_line_and_escapes_the_rest():
    html = str(whole_dates("served <b> Fri 2026-09-04; 24 hours → Mon 2026-09-21 16:30"))
    assert html == ("served &lt;b&gt; Fri <span class=\"nowrap\">2026-09-04</span>; 24 hours → "
                    "Mon <span class=\"nowrap\">2026-09-21 16:30</span>")
    assert str(whole_dates("no date here")) == "no date here"


def test_a_figure_is_bold_without_the_bracket_the_sentence_closes_around_it():
    # Arabic "(عددها 2)" came out as "(عددها <strong>2)</strong>": the bracket in bold, on the
    # wrong side of the number in right-to-left text.
    from interview.web.template_helpers import figures
    assert str(figures("(count: 2).")) == '(count: <strong class="figure">2</strong>).'
    assert str(figures("at least 6 feet")) == 'at least <strong class="figure">6</strong> feet'
    # A clause number's own brackets are balanced, and stay whole.
    assert str(figures("see 2.14(6)[a](2).")) == \
        'see <strong class="figure">2.14(6)[a](2)</strong>.'
    assert str(figures("(see 2.14(6)[a](2))")) == \
        '(see <strong class="figure">2.14(6)[a](2)</strong>)'
