"""Every shipped language is complete, formats dates in itself, and keeps the answers."""
import datetime as dt
import re

import pytest
from babel.messages.pofile import read_po
from bs4 import BeautifulSoup

from interview import create_app
from interview.engine.languages import babel_locale, catalog_review, load_languages
from tests.conftest import ROOT
from tests.interview.web.test_interview_views import URL, current, post_answer, walk
from tests.journeys import BITE_AT_LARGE

SHIPPED = ("es", "ar", "hmn")
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|\{\w+\}")
PLURAL_WORD = re.compile(r"\{(\w+)\|([^{}]+)\}")
ENGLISH_DATE_WORDS = re.compile(r"\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|"
                                r"Aug|Sep|Oct|Nov|Dec)[a-z]*\b|\b(AM|PM)\b")


def result_page(app, lang: str) -> BeautifulSoup:
    """The BITE_AT_LARGE result page in ``lang``, answered with CSRF on as a browser would."""
    client = app.test_client()
    client.get(f"/?lang={lang}")
    app.config["WTF_CSRF_ENABLED"] = True
    try:
        return BeautifulSoup(walk(client, app, BITE_AT_LARGE).data, "html.parser")
    finally:
        app.config["WTF_CSRF_ENABLED"] = False


def _catalog(code):
    with open(ROOT / "translations" / code / "LC_MESSAGES" / "messages.po", "rb") as f:
        return read_po(f)


def test_the_app_ships_four_languages(app):
    assert list(app.extensions["languages"]) == ["en", "es", "ar", "hmn"]
    names = {c: lang.name for c, lang in app.extensions["languages"].items()}
    assert names == {"en": "English", "es": "Español", "ar": "العربية", "hmn": "Hmoob"}


@pytest.mark.parametrize("code", SHIPPED)
def test_catalog_is_complete_with_matching_placeholders(code):
    with open(ROOT / "translations" / "messages.pot", "rb") as f:
        pot = {m.id for m in read_po(f) if m.id}
    catalog = _catalog(code)
    ids = {m.id for m in catalog if m.id}
    assert pot <= ids, f"untranslated (not in {code}): {list(pot - ids)[:5]}"
    for message in catalog:
        if not message.id:
            continue
        assert not message.fuzzy, message.id
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        source = message.id[-1] if isinstance(message.id, tuple) else message.id
        for form in forms:
            assert form, f"{code}: empty: {source}"
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), (
                code, source, form)
            # A plural word ("{days|few:أيام|many:يومًا|other:يوم}") goes with a number the
            # source has, and always has a form for any number ("other").
            for name, forms in PLURAL_WORD.findall(form):
                assert "{" + name + "}" in source and "other:" in forms, (code, source, form)


@pytest.mark.parametrize("code", SHIPPED)
def test_catalog_records_its_review(code):
    assert catalog_review(code).startswith(("unreviewed", "reviewed"))


def test_a_language_babel_lacks_and_nobody_described_stops_start_up(tmp_path):
    (tmp_path / "xq" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "xq" / "LC_MESSAGES" / "messages.mo").write_bytes(b"")
    with pytest.raises(Exception, match="xq"):
        load_languages(["en", "xq"], tmp_path)


class TestHmongDatesAndNumbers:
    """Babel has no Latin-script Hmong; translations/hmn/locale.toml says how to write them."""

    def test_dates_use_hmong_day_and_month_names(self):
        from babel.dates import format_date
        friday = dt.date(2026, 9, 4)
        assert format_date(friday, "EEE d MMM y", locale=babel_locale("hmn")) == \
            "Hnub Tsib 4 Lub Cuaj Hli 2026"
        assert format_date(friday, "full", locale=babel_locale("hmn")) == \
            "Hnub Tsib, 4 Lub Cuaj Hli 2026"
        assert format_date(dt.date(2026, 11, 29), "EEEE", locale=babel_locale("hmn")) == \
            "Hnub Xya"

    def test_times_are_24_hour_so_no_english_am_pm(self):
        from babel.dates import format_time
        assert format_time(dt.time(15, 5), "short", locale=babel_locale("hmn")) == "15:05"

    def test_numbers_and_money_are_written_as_on_us_forms(self):
        from babel.numbers import format_currency, format_decimal
        assert format_decimal(1234.5, locale=babel_locale("hmn")) == "1,234.5"
        assert format_currency(500, "USD", locale=babel_locale("hmn"), format="¤#,##0",
                               currency_digits=False) == "$500"

    def test_the_result_page_has_no_english_dates(self, app):
        soup = result_page(app, "hmn")
        assert soup.find("html")["lang"] == "hmn"
        dates = " ".join(t.get_text(" ") for t in soup.select(".timeline time, .due, time"))
        assert "Hnub" in dates and "Hli" in dates
        assert not ENGLISH_DATE_WORDS.search(dates), dates


@pytest.mark.parametrize("code, word", [("es", "¿"), ("ar", "هل"), ("hmn", "puas")])
def test_switching_language_keeps_answers(client, app, code, word):
    app.config["WTF_CSRF_ENABLED"] = True
    try:
        post_answer(client, app, "ask_asker", "", "owner")
        soup = BeautifulSoup(client.get(URL + f"?lang={code}").data, "html.parser")
        assert soup.find("html")["lang"] == code
        assert word in soup.find("h1").text.lower()
        assert soup.select(".bubble-answer")  # the earlier answer is still there
        assert current(client)[1] == "ask_declared_status"
        back = BeautifulSoup(client.get(URL + "?lang=en").data, "html.parser")
        assert back.find("h1").text.strip().startswith("Did a Village officer")
    finally:
        app.config["WTF_CSRF_ENABLED"] = False


def test_accept_language_sets_the_default(app):
    for header, expected in (("es-MX,es;q=0.9", "es"), ("ar-EG", "ar"), ("hmn", "hmn"),
                             ("fr-FR,fr;q=0.9", "en")):
        soup = BeautifulSoup(app.test_client().get("/", headers={"Accept-Language": header})
                             .data, "html.parser")
        assert soup.find("html")["lang"] == expected, header


def test_an_unknown_language_code_falls_back_to_the_default(app):
    client = app.test_client()
    for code in ("xx", "../../etc", "ar;DROP", "", "e" * 500):
        response = client.get("/", query_string={"lang": code})
        assert response.status_code == 200
        assert BeautifulSoup(response.data, "html.parser").find("html")["lang"] == "en"


def test_arabic_pages_are_right_to_left_and_every_language_names_itself(client):
    soup = BeautifulSoup(client.get("/?lang=ar").data, "html.parser")
    assert soup.find("html")["dir"] == "rtl" and soup.find("html")["lang"] == "ar"
    choice = soup.select(".language-choice li")
    assert [li.get_text(strip=True) for li in choice] == ["English", "Español", "العربية",
                                                          "Hmoob"]
    assert [li.find(attrs={"lang": True})["lang"] for li in choice] == ["en", "es", "ar", "hmn"]
    assert soup.select_one('.language-choice [lang="ar"]')["dir"] == "rtl"


@pytest.mark.parametrize("code", SHIPPED)
def test_an_unreviewed_translation_says_english_counts_with_one_tap_to_english(client, code):
    soup = BeautifulSoup(client.get(f"/?lang={code}").data, "html.parser")
    notice = soup.select_one(".translation-notice")
    assert notice is not None
    switch = notice.find("a", lang="en")
    assert switch is not None and switch["href"] == "/?lang=en"
    assert BeautifulSoup(client.get(switch["href"]).data, "html.parser").find(
        "html")["lang"] == "en"


def test_switching_language_on_a_page_that_answered_a_post_keeps_the_answers(client, app):
    """An answer with an error is shown at the POST's address; its language links must lead
    back to the question (a GET), not to a 405."""
    app.config["WTF_CSRF_ENABLED"] = True
    try:
        post_answer(client, app, "ask_asker", "", "owner")
        token = BeautifulSoup(client.get(URL).data, "html.parser").find(
            "input", {"name": "csrf_token"})["value"]
        error_page = client.post(URL + "answer", data={"node": "ask_declared_status", "index": "",
                                                       "csrf_token": token})
        assert error_page.status_code == 400
        soup = BeautifulSoup(error_page.data, "html.parser")
        link = soup.select_one('.language-switch a[lang="es"]')["href"]
        assert link == URL + "?lang=es"
        switched = BeautifulSoup(client.get(link).data, "html.parser")
        assert switched.find("html")["lang"] == "es" and switched.select(".bubble-answer")
    finally:
        app.config["WTF_CSRF_ENABLED"] = False


def test_language_links_keep_the_pages_other_query_arguments(client, app):
    post_answer(client, app, "ask_asker", "", "owner")  # with no answers there is no code
    soup = BeautifulSoup(client.get("/interview/river-hills/phone?back=result").data,
                         "html.parser")
    href = soup.select_one('.language-switch a[lang="ar"]')["href"]
    assert href.startswith("/interview/river-hills/phone?") and "back=result" in href


def test_english_and_reviewed_catalogs_show_no_translation_notice(tmp_path, client):
    assert BeautifulSoup(client.get("/?lang=en").data, "html.parser").select_one(
        ".translation-notice") is None
    po = tmp_path / "es" / "LC_MESSAGES"
    po.mkdir(parents=True)
    (po / "messages.po").write_text("# Review: reviewed by A. Translator, 2026-12-01\n"
                                    'msgid ""\nmsgstr ""\n', "utf-8")
    (po / "messages.mo").write_bytes(b"")
    assert load_languages(["en", "es"], tmp_path)["es"].reviewed


def test_a_catalog_that_was_never_compiled_stops_start_up(tmp_path):
    """Otherwise /?lang=ar would be English text under lang="ar" dir="rtl", silently."""
    po = tmp_path / "ar" / "LC_MESSAGES"
    po.mkdir(parents=True)
    (po / "messages.po").write_text('msgid ""\nmsgstr ""\n', "utf-8")
    with pytest.raises(ValueError, match="make catalogs"):
        load_languages(["en", "ar"], tmp_path)


def test_arabic_diagrams_have_arabic_labels_placed_for_right_to_left(app):
    soup = result_page(app, "ar")
    svg = soup.select_one(".diagram svg")
    assert svg is not None and svg["direction"] == "rtl"
    labels = [t.get_text() for t in svg.find_all("text")]
    assert "سقف آمن" in labels and "6 أقدام" in labels  # 3–10 takes the plural
    assert all(not re.search(r"[a-z]{2,}", label) for label in labels), labels
    side = [t for t in svg.find_all("text") if t.get("x") == "352"]
    assert side and all(t["text-anchor"] == "end" for t in side)


def test_documents_are_translated_too(app):
    """A complaint or letter in Arabic or Hmong, then the English copy for the office."""
    app_ = create_app({"TESTING": True, "SECRET_KEY": "t"})
    client = app_.test_client()
    client.get("/?lang=hmn")
    walk(client, app_, BITE_AT_LARGE)
    soup = BeautifulSoup(client.get(URL + "documents/checklist").data, "html.parser")
    assert soup.find("html")["lang"] == "hmn"
    assert soup.select_one(".copy-heading")  # the English copy follows
    client.get("/?lang=ar")
    soup = BeautifulSoup(client.get(URL + "documents/checklist").data, "html.parser")
    copies = [(s["lang"], s["dir"]) for s in soup.select("section.document")]
    assert copies == [("ar", "rtl"), ("en", "ltr")]  # the office copy reads left to right


def test_flow_titles_are_translated(client):
    """The place names on the start page: 'Vicious or dangerous animals' is words, not a name."""
    soup = BeautifulSoup(client.get("/?lang=ar").data, "html.parser")
    labels = [label.get_text() for label in soup.select(".radio-card label")]
    assert "قانون المدينة § 90.17 — الحيوانات الشرسة أو الخطيرة" in labels
    assert not any("Vicious" in label for label in labels)


def test_the_ordinance_text_is_marked_english_on_every_page(client):
    client.get("/?lang=ar")
    law = BeautifulSoup(client.get("/flows/river-hills/law").data, "html.parser")
    assert law.select_one(".law-text")["lang"] == "en" and law.select_one(".law-text")["dir"] == \
        "ltr"
    clause = BeautifulSoup(client.get("/flows/river-hills/law/2.14(6)[e](1)(iii)").data,
                           "html.parser")
    assert clause.select_one(".law-quote")["lang"] == "en"
    assert clause.select_one(".law-quote")["dir"] == "ltr"


def test_every_answer_label_of_every_flow_is_in_the_catalog_template():
    """Built-in labels ("Yes", "Not sure") included: they once escaped extraction."""
    from interview.toolkit.registry import flows
    with open(ROOT / "translations" / "messages.pot", "rb") as f:
        pot = {m.id for m in read_po(f) if m.id}
    for flow in flows().values():
        for node in (flow.questions.nodes.values() if flow.questions else ()):
            for _value, label in node.choices():
                assert label in pot, (flow.slug, node.id, label)


def test_the_catalog_template_is_up_to_date_with_the_code(tmp_path):
    """Re-extract every string (as `make extract` does): none may be missing from the .pot, or
    the catalogs above could be 'complete' while a new message shows in English."""
    import os

    from babel.messages.frontend import CommandLineInterface

    fresh = tmp_path / "fresh.pot"
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        CommandLineInterface().run(["pybabel", "-q", "extract", "-F", "babel.cfg", "-k", "N_",
                                    "-k", "_l", "-k", "lazy_gettext",
                                    "-k", "lazy_ngettext:1,2", "--no-location",
                                    "-o", str(fresh), "."])
    finally:
        os.chdir(here)
    with open(fresh, "rb") as f:
        extracted = {m.id for m in read_po(f) if m.id}
    with open(ROOT / "translations" / "messages.pot", "rb") as f:
        committed = {m.id for m in read_po(f) if m.id}
    assert len(extracted) > 600  # the extraction really ran
    assert extracted <= committed, f"run `make extract`: {sorted(extracted - committed)[:5]}"
    # And nothing is in the .pot that extraction no longer finds: that is how a template that
    # Jinja's extractor skipped without a word (an unknown {% cache %} tag) showed itself.
    assert committed <= extracted, f"not extracted: {sorted(committed - extracted)[:5]}"


def test_language_and_its_links_are_worked_out_for_each_request(app, client):
    """Both are worked out once per request, never kept for the next one: not even when the
    app context outlives a request (as with the test client inside ``app_context``)."""
    with app.app_context():
        client.get("/?lang=ar")
        law = BeautifulSoup(client.get("/flows/river-hills/law").data, "html.parser")
        english = BeautifulSoup(client.get("/flows/river-hills/law?lang=en").data,
                                "html.parser")
    links = [a["href"] for a in law.select(".language-switch a")]
    assert law.html["lang"] == "ar" and english.html["lang"] == "en"
    assert links and all(link.startswith("/flows/river-hills/law?") for link in links), links


def test_languages_without_english_stop_start_up():
    """Every text is written in English and every fallback is to it: without it the start page
    was a 500 and the API refused every request that named no language."""
    from interview import create_app
    with pytest.raises(ValueError, match="LANGUAGES must include 'en'"):
        create_app({"TESTING": True, "SECRET_KEY": "test", "LANGUAGES": ("es", "ar")})
