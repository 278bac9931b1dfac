"""Arabic reads right to left, but clause numbers, versions and ISO dates do not: each is
isolated left to right, and the working of a count reads the way the text does."""
import re

from tests.interview.engine.test_languages import result_page


def test_the_working_is_in_the_readers_language_and_points_the_way_it_reads(app):
    for lang, arrow, wrong in (("ar", "\u2190", "\u2192"), ("en", "\u2192", "\u2190"),
                               ("es", "\u2192", "\u2190")):
        workings = result_page(app, lang).select("p.working")
        assert workings, lang
        for working in workings:
            # Translated since the working was built per language: no longer marked English.
            assert not working.get("lang") and not working.get("dir"), lang
            assert arrow in working.text and wrong not in working.text, (lang, working.text)


def test_clause_numbers_and_the_law_version_are_isolated_left_to_right(app):
    soup = result_page(app, "ar")
    glossary = soup.find(id="words").find_parent("section")
    links = glossary.select("a.cite-link")
    assert links and all(a.find("bdi", dir="ltr") for a in links)
    law_used = soup.find(id="law-used").find_parent("section")
    assert law_used.find("bdi", dir="ltr").text == "2.14@2018-11-14"
    assert all(a.find("bdi", dir="ltr") for a in soup.select("p.cites a"))


def test_the_law_page_isolates_its_version(client):
    from bs4 import BeautifulSoup
    soup = BeautifulSoup(client.get("/flows/river-hills/law?lang=ar").data, "html.parser")
    assert soup.select_one(".law-version bdi[dir=ltr]").text == "2.14@2018-11-14"


def test_a_clause_page_isolates_its_version(client):
    from bs4 import BeautifulSoup
    soup = BeautifulSoup(client.get("/flows/river-hills/law/2.14(6)[e](1)(iii)?lang=ar").data,
                         "html.parser")
    assert soup.select_one(".law-version bdi[dir=ltr]").text == "2.14@2018-11-14"


def test_each_typed_answer_keeps_its_own_direction(app):
    """"My neighbor, Sam." in an Arabic page showed as ".My neighbor, Sam"."""
    soup = result_page(app, "ar")
    answers = soup.select("#transcript .bubble-answer")
    assert answers and all(a.find("bdi") for a in answers)


def test_a_count_in_arabic_takes_the_plural_its_number_needs_and_arabic_punctuation():
    import datetime as dt

    from flows.river_hills.calendar import build_calendar
    from interview.engine.languages import catalog
    from interview.engine.working import Working
    cal, start = build_calendar(), dt.date(2026, 9, 4)
    work = Working("ar", catalog("ar").gettext)
    for count, amount in ((cal.add_calendar_days(start, 10), "10 أيام"),  # 3–10: plural
                          (cal.add_calendar_days(start, 14), "14 يومًا"),  # 11–99: singular
                          (cal.add_business_days(start, 5), "5 أيام عمل")):
        text = work(count, "served")
        assert amount in text and "؛" in text and ";" not in text, text
    labor_day = work(cal.add_business_days(start, 5), "served")  # 5 days, then Labor Day
    assert "، " in labor_day and "," not in labor_day, labor_day
    spanish = Working("es", catalog("es").gettext)
    assert "1 día " in spanish(cal.add_calendar_days(start, 1), "served")


def test_a_last_moment_at_midnight_is_the_end_of_the_day_before():
    """A removal notice posted Sun 1 Nov at 20:00: Sunday is left out, so the 24 hours end at
    the midnight after Mon 2 Nov. "mar 3 nov 00:00" reads as a day more than there is."""
    import datetime as dt

    from flows.river_hills.calendar import build_calendar
    from interview.engine.languages import catalog
    from interview.engine.working import Working
    count = build_calendar().add_hours(dt.datetime(2026, 11, 1, 20, 0), 24)
    assert count.result == dt.datetime(2026, 11, 3, 0, 0)
    assert count.working("posted").endswith("→ midnight at the end of Mon 2026-11-02")
    es = catalog("es").gettext
    work = Working("es", es)
    assert work(count, "posted").endswith(
        es("midnight at the end of %(day)s") % {"day": work.day(dt.date(2026, 11, 2))})


def test_the_page_dates_a_midnight_deadline_by_the_day_it_ends(app):
    with app.test_request_context("/"):
        human_date = app.jinja_env.globals["format_date"]
        assert human_date("2026-11-03T00:00") == "midnight at the end of Mon 2 Nov 2026"
        assert human_date("2026-11-03T15:00") == "Tue 3 Nov 2026, 3:00\u202fPM"


def test_the_calendars_english_citation_reads_left_to_right(app):
    """"(;Wis. Stat. § 995.20" in Arabic: the brackets and the semicolon moved."""
    found = result_page(app, "ar").find("bdi", lang="en", dir="ltr",
                                        string=lambda t: t and t.startswith("Wis. Stat."))
    assert found is not None
    source = result_page(app, "ar").select_one("p.source bdi[lang=en][dir=ltr]")
    assert source is not None and "River Hills" in source.text  # flow.yaml's English note


def test_the_diagrams_measures_take_their_plural(app):
    """"6 قدم" beside body text saying "6 أقدام": 3–10 takes the plural in Arabic."""
    labels = [t.text for t in result_page(app, "ar").select(".diagram svg text")]
    assert "4 أقدام كحد أقصى" in labels and "6 أقدام" in labels and "1 قدم" in labels, labels


def test_a_questions_glossary_isolates_its_clause_numbers(app):
    from tests.interview.web.test_interview_views import current, walk
    from tests.journeys import BITE_AT_LARGE
    client = app.test_client()
    client.get("/?lang=ar")
    walk(client, app, BITE_AT_LARGE, stop_before="ask_off_property")
    soup, node, _ = current(client)
    assert node == "ask_off_property"
    links = soup.select(".glossary a.cite-link")
    assert links and all(a.find("bdi", dir="ltr") for a in links)


def test_a_clause_number_in_a_right_to_left_translation_keeps_its_order():
    """"(A)(4)" in Arabic prose showed as "(4)(A)": tools/keep_terms_whole.py isolates each
    clause number left to right (U+2066 … U+2069), as the templates do with <bdi>."""
    from babel.messages.pofile import read_po

    from tests.conftest import ROOT
    isolated = re.compile("\u2066[^\u2069]*\u2069")
    # Not the tool's own pattern: any bracket holding one letter or a number of one or two
    # digits, outside a placeholder ("%(n)s"), is a clause number.
    clause = re.compile(r"(?<!%)\((?:[A-Za-z]|[0-9]{1,2})\)")
    with (ROOT / "translations" / "ar" / "LC_MESSAGES" / "messages.po").open("rb") as f:
        catalog = read_po(f)
    loose = [s for m in catalog if m.id
             for s in (m.string if isinstance(m.string, tuple) else (m.string,))
             if clause.search(isolated.sub("", s or ""))]
    assert not loose, loose[:3]


def test_an_english_term_in_a_right_to_left_translation_stays_on_one_line():
    """Broken over two lines, "(dangerous dog)" is reordered line by line and its brackets
    land on the wrong sides: tools/keep_terms_whole.py joins it with no-break spaces."""
    from babel.messages.pofile import read_po

    from tests.conftest import ROOT
    # Not the tool's own pattern, so a term the tool misses is still found: any bracket with
    # no Arabic in it that holds Latin words with an ordinary space between them.
    latin_words = re.compile(r"(?<!%)\([^()\u0600-\u06ff]*[A-Za-z.] [A-Za-z0-9][^()]*\)")
    for code in ("ar",):
        with (ROOT / "translations" / code / "LC_MESSAGES" / "messages.po").open("rb") as f:
            catalog = read_po(f)
        broken = [hit.group(0) for m in catalog if m.id
                  for s in (m.string if isinstance(m.string, tuple) else (m.string,))
                  for hit in latin_words.finditer(s or "")]
        assert not broken, broken


def test_days_not_counted_are_named_in_the_readers_language(app):
    # Served Fri 4 Sep 2026: Sat 5, Sun 6 and Labor Day (Mon 7) are not counted. The list
    # printed the English names ("Sunday", "Labor Day") on every language's page.
    from tests.interview.engine.test_languages import ENGLISH_DATE_WORDS
    for lang, weekday in (("ar", "السبت"), ("es", "sábado"), ("hmn", "Hnub")):
        soup = result_page(app, lang)
        days = " ".join(ul.get_text(" ") for ul in soup.select("ul.skipped"))
        assert weekday in days, (lang, days)
        # The Arabic gives the English name after its own, in brackets, as for legal terms.
        assert not ENGLISH_DATE_WORDS.search(days), (lang, days)
        assert not re.search(r"(?<!\()Labor\W+Day", days), (lang, days)
    english = " ".join(ul.get_text(" ") for ul in result_page(app, "en").select("ul.skipped"))
    assert "Saturday" in english and "Labor Day" in english


def test_the_checklist_and_the_law_pages_isolate_clause_numbers(app, client):
    from bs4 import BeautifulSoup

    from tests.interview.web.test_interview_views import walk
    from tests.journeys import BITE_AT_LARGE
    law = BeautifulSoup(client.get("/flows/river-hills/law?lang=ar").data, "html.parser")
    anchors = law.select("a.clause-anchor")
    assert anchors and all(a.find("bdi", dir="ltr") for a in anchors)
    clause = BeautifulSoup(client.get("/flows/river-hills/law/2.14(6)%5Be%5D(1)?lang=ar").data,
                           "html.parser")
    assert clause.find("h1").find("bdi", dir="ltr").text == "2.14(6)[e](1)"
    owner = app.test_client()
    owner.get("/?lang=ar")
    walk(owner, app, BITE_AT_LARGE)
    checklist = BeautifulSoup(owner.get("/interview/river-hills/documents/checklist").data,
                              "html.parser")
    cells = [row.find_all("td")[-1] for row in checklist.select("table.checklist-table tbody tr")]
    assert cells and all(cell.find("bdi", dir="ltr") for cell in cells)


def test_an_hour_count_names_the_weekend_days_it_skips_in_the_readers_language():
    import datetime as dt

    from interview.engine.languages import catalog
    from interview.engine.legal_calendar import Count, Skipped
    from interview.engine.working import Working
    count = Count(kind="hours", start=dt.datetime(2026, 9, 5, 16, 30), amount=24,
                  result=dt.datetime(2026, 9, 7, 16, 30),
                  skipped=(Skipped(dt.date(2026, 9, 6), "Sunday"),), rolled_from=None)
    for lang, sunday in (("es", "domingo"), ("ar", "الأحد")):
        text = Working(lang, catalog(lang).gettext)(count, "removal notice served")
        assert sunday in text and "Sunday" not in text, (lang, text)


def test_a_day_the_chief_set_tells_its_move_off_a_holiday_in_the_readers_language():
    import datetime as dt

    from interview.engine.languages import catalog
    from interview.engine.legal_calendar import Count, Skipped
    from interview.engine.working import Working
    count = Count(kind="days_after", start=dt.date(2026, 10, 11), amount=0,
                  result=dt.date(2026, 10, 13),
                  skipped=(Skipped(dt.date(2026, 10, 11), "Sunday"),
                           Skipped(dt.date(2026, 10, 12), "Columbus Day")),
                  rolled_from=dt.date(2026, 10, 11))
    es = catalog("es").gettext
    text = Working("es", es)(count, "the Chief of Police set")
    for part in (es("the same day"), es("so the next day that is not a Sunday or holiday"),
                 es("Columbus Day"), es("a Sunday")):
        assert part in text, (part, text)
    assert text.endswith("→ mar 13 oct 2026"), text


def test_a_count_in_another_language_names_observed_days_hours_and_the_nth_day():
    import datetime as dt

    from flows.river_hills.calendar import build_calendar
    from interview.engine.languages import catalog
    from interview.engine.working import Working
    cal, es = build_calendar(), catalog("es").gettext
    work = Working("es", es)
    # Thu 2027-07-01 + 5 business days: Sun 07-04 is observed on Mon 07-05 (§ 995.20).
    text = work(cal.add_business_days(dt.date(2027, 7, 1), 5), "decision received")
    assert es("%(name)s (observed)") % {"name": es("Independence Day")} in text, text
    assert work.day(dt.date(2027, 7, 3)) not in text, text  # a Saturday is not listed
    # Wed 2026-12-23 + 5 business days: Fri 12-25 Christmas Day is named.
    text = work(cal.add_business_days(dt.date(2026, 12, 23), 5), "decision received")
    assert es("Christmas Day") in text and work.day(dt.date(2026, 12, 25)) in text, text
    # Regular mail: "the third day after" mailing.
    text = work(cal.day_after(dt.date(2026, 9, 4), 3), "mailed")
    assert es("day %(n)s after") % {"n": 3} in text, text
    # An hour count shows its start and end as a date and a time.
    text = work(cal.add_hours(dt.datetime(2026, 9, 5, 16, 30), 24), "removal notice served")
    assert work.day(dt.datetime(2026, 9, 5, 16, 30)) in text, text
    assert text.endswith(work.day(dt.datetime(2026, 9, 8, 16, 30))), text  # Sun, Labor Day out


def test_a_date_and_a_time_are_joined_with_the_languages_own_comma():
    # "الاثنين 21 سبتمبر 2026, 4:30 م": a Latin comma hard-coded between them.
    import datetime as dt

    from interview.engine.languages import catalog
    from interview.engine.working import Working
    moment = dt.datetime(2026, 9, 21, 16, 30)
    assert "، " in Working("ar", catalog("ar").gettext).day(moment)
    assert Working("en", catalog("en").gettext).day(moment) == "Mon 21 Sep 2026, 4:30\u202fPM"
