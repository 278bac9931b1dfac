"""Arabic reads right to left, but clause numbers, versions and ISO dates do not: each is
isolated left to right, and the working of a count reads the way the text does."""
import re

from tests.interview.test_languages import result_page


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


def test_a_questions_glossary_isolates_its_clause_numbers(app):
    from tests.interview.test_interview_views import current, walk
    from tests.journeys import BITE_AT_LARGE
    client = app.test_client()
    client.get("/?lang=ar")
    walk(client, app, BITE_AT_LARGE, stop_before="ask_at_large")
    soup, node, _ = current(client)
    assert node == "ask_at_large"
    links = soup.select(".glossary a.cite-link")
    assert links and all(a.find("bdi", dir="ltr") for a in links)


def test_an_english_term_in_a_right_to_left_translation_stays_on_one_line():
    """Broken over two lines, "(dangerous dog)" is reordered line by line and its brackets
    land on the wrong sides: tools/keep_terms_whole.py joins it with no-break spaces."""
    from babel.messages.pofile import read_po

    from tests.conftest import ROOT
    from tools.keep_terms_whole import TERM
    for code in ("ar",):
        with (ROOT / "translations" / code / "LC_MESSAGES" / "messages.po").open("rb") as f:
            catalog = read_po(f)
        broken = [hit.group(0) for m in catalog if m.id
                  for s in (m.string if isinstance(m.string, tuple) else (m.string,))
                  for hit in TERM.finditer(s or "")]
        assert not broken, broken


def test_days_not_counted_are_named_in_the_readers_language(app):
    # Served Fri 4 Sep 2026: Sat 5, Sun 6 and Labor Day (Mon 7) are not counted. The list
    # printed the English names ("Sunday", "Labor Day") on every language's page.
    from tests.interview.test_languages import ENGLISH_DATE_WORDS
    for lang, weekday in (("ar", "السبت"), ("es", "sábado"), ("hmn", "Hnub")):
        soup = result_page(app, lang)
        days = " ".join(ul.get_text(" ") for ul in soup.select("ul.skipped"))
        assert weekday in days, (lang, days)
        # The Arabic gives the English name after its own, in brackets, as for legal terms.
        assert not ENGLISH_DATE_WORDS.search(days), (lang, days)
        assert not re.search(r"(?<!\()Labor\W+Day", days), (lang, days)
    english = " ".join(ul.get_text(" ") for ul in result_page(app, "en").select("ul.skipped"))
    assert "Saturday" in english and "Labor Day" in english
