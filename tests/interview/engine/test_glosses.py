"""English words kept inside a translation are spoken as English (WCAG 3.1.2): marked in the
catalogs, a span with lang="en" on a page, and plain words everywhere else."""
import io
import json
import sys

import pytest
from babel.messages.pofile import read_po
from bs4 import BeautifulSoup
from pypdf import PdfReader

from interview.engine.glosses import CLOSE, OPEN, mark_up, strip, strip_all
from interview.engine.languages import babel_locale
from tests.conftest import ROOT
from tests.interview.web.test_interview_views import walk
from tests.journeys import BITE_AT_LARGE

sys.path.insert(0, str(ROOT / "tools"))
from mark_glosses import english_words, unmarked  # noqa: E402

MARKS = (OPEN, CLOSE)


def test_a_page_marks_the_words_in_text_and_drops_the_marks_where_a_span_cannot_go():
    html = (f'<html><head><title>Ti {OPEN}(hearing){CLOSE}</title></head><body>'
            f'<p aria-label="a {OPEN}(appeal){CLOSE}">Kev {OPEN}(appeal){CLOSE} &amp; x</p>'
            f'<select><option>{OPEN}(Monday){CLOSE}</option></select>'
            f'<svg><text>{OPEN}feet{CLOSE}</text></svg>'
            f'<p>{OPEN}cut <b>by a tag{CLOSE}</b></p></body></html>')
    soup = BeautifulSoup(mark_up(html), "html.parser")
    (span,) = soup.select("span[lang=en]")
    assert span.text == "(appeal)" and span.parent.name == "p"
    assert soup.title.text == "Ti (hearing)" and soup.p["aria-label"] == "a (appeal)"
    assert soup.option.text == "(Monday)" and soup.find("text").text == "feet"
    assert "cut by a tag" in soup.text
    assert not any(m in str(soup) for m in MARKS)
    assert mark_up("<p>no marks</p>") == "<p>no marks</p>"


def test_plain_outputs_keep_the_words_without_the_marks():
    assert strip(f"غرامة {OPEN}(forfeiture){CLOSE}") == "غرامة (forfeiture)"
    assert strip_all({"a": [f"{OPEN}x{CLOSE}", 1, None]}) == {"a": ["x", 1, None]}


@pytest.mark.parametrize("code", ["ar", "hmn", "es"])
def test_every_english_gloss_in_a_catalog_is_marked(code):
    # Arabic: every Latin run outside placeholders and clause numbers. Others: a bracketed
    # phrase every word of which is a word of the English texts, "(hearing)".
    with open(ROOT / "translations" / code / "LC_MESSAGES" / "messages.po", "rb") as f:
        catalog = read_po(f, locale=code)
    rtl = babel_locale(code).character_order == "right-to-left"
    words = english_words(catalog)
    left = [(m.id, s[a:b]) for m in catalog if m.id and m.string
            for s in (m.string if isinstance(m.string, tuple) else (m.string,))
            for a, b in unmarked(s, rtl, words)]
    assert not left, f"run: python tools/mark_glosses.py {code}\n{left[:10]}"


def test_the_source_texts_have_no_marks():
    with open(ROOT / "translations" / "es" / "LC_MESSAGES" / "messages.po", "rb") as f:
        assert not any(m in str(msg.id) for msg in read_po(f) for m in MARKS)


@pytest.fixture()
def finished(app):
    def walked(lang: str):
        client = app.test_client()
        client.get(f"/?lang={lang}")
        app.config["WTF_CSRF_ENABLED"] = True
        try:
            page = walk(client, app, BITE_AT_LARGE)
        finally:
            app.config["WTF_CSRF_ENABLED"] = False
        return client, page
    return walked


@pytest.mark.parametrize(("lang", "gloss"), [("ar", "(dangerous\u00a0dog)"),
                                             ("hmn", "(dangerous dog)")])
def test_a_result_page_says_which_words_are_english(finished, lang, gloss):
    _client, page = finished(lang)
    html = page.get_data(as_text=True)
    assert not any(m in html for m in MARKS)
    soup = BeautifulSoup(html, "html.parser")
    assert soup.html["lang"] == lang
    assert gloss in [s.text for s in soup.select("main span[lang=en]")]
    # No span where markup cannot hold one: in an attribute or in the title.
    assert "<" not in soup.title.text
    assert not any("<span" in str(value) for tag in soup.find_all(True)
                   for value in tag.attrs.values())


def test_the_documents_and_the_calendar_file_carry_no_marks(finished):
    client, _page = finished("ar")
    docs = "/interview/river-hills/documents/"
    letter = client.get(docs + "hearing-request").get_data(as_text=True)
    assert 'lang="en"' in letter and not any(m in letter for m in MARKS)
    ics = client.get(docs + "deadlines.ics").get_data(as_text=True)
    assert ics.startswith("BEGIN:VCALENDAR") and not any(m in ics for m in MARKS)
    pdf = client.get(docs + "hearing-request.pdf")
    assert pdf.mimetype == "application/pdf"
    text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf.data)).pages)
    assert text and not any(m in text for m in MARKS)


@pytest.mark.parametrize("lang", ["ar", "hmn"])
def test_the_api_and_the_cli_give_plain_words(client, lang, capsys):
    from interview.cli import main
    sample = ROOT / "docs" / "sample-facts" / "river-hills-dangerous.json"
    response = client.post(f"/api/v1/assess/river-hills?today=2026-09-10&lang={lang}",
                           data=sample.read_bytes(), content_type="application/json")
    body = json.dumps(response.get_json(), ensure_ascii=False)
    assert "dangerous" in body and not any(m in body for m in MARKS)
    for fmt in ("json", "text"):
        assert main(["assess", "river-hills", "--facts", str(sample), "--today", "2026-09-10",
                     "--format", fmt, "--lang", lang]) == 0
        out = capsys.readouterr().out
        assert "dangerous" in out.lower() and not any(m in out for m in MARKS)


SIGN = "Beware of Vicious and Dangerous Dog"


@pytest.mark.parametrize("lang", ["en", "es", "ar", "hmn"])
def test_the_sign_words_the_law_fixes_in_english_are_marked_english(app, lang):
    """§ 90.17(E)'s sign text comes into the duty as a parameter, in English in every
    language: a screen reader read it with Arabic, Spanish or Hmong sounds."""
    from tests.flows.city_90_17.test_interview import web_walk
    from tests.journeys import TERRORIZING_CHASE
    client = app.test_client()
    client.get(f"/?lang={lang}")
    app.config["WTF_CSRF_ENABLED"] = True
    try:
        soup, _seen = web_walk(client, TERRORIZING_CHASE)
    finally:
        app.config["WTF_CSRF_ENABLED"] = False
    assert soup.html["lang"] == lang and SIGN in soup.find("main").get_text()
    marked = [s for s in soup.select("main span[lang=en]") if s.get_text() == SIGN]
    said = soup.find("main").get_text().count(SIGN)  # the duty, and the note on the two signs
    assert len(marked) == (0 if lang == "en" else said)  # an English page needs no mark


def test_the_sign_words_carry_no_marks_in_the_api(client):
    facts = {"schema_version": "1.0", "animal": {"species": "dog", "guard_dog": "yes"}}
    response = client.post("/api/v1/assess/city-90-17?today=2026-09-10&lang=ar", json=facts)
    body = json.dumps(response.get_json(), ensure_ascii=False)
    assert SIGN in body and not any(m in body for m in MARKS)


@pytest.mark.parametrize("code", ["es", "hmn"])
def test_english_words_quoted_from_the_law_are_marked(code):
    """A translation quotes the law's English ("“vicious or dangerous” (feroz o peligroso)"):
    those words are English, however they are set apart."""
    import re
    with open(ROOT / "translations" / code / "LC_MESSAGES" / "messages.po", "rb") as f:
        catalog = read_po(f)
    unmarked_quotes = []
    for message in catalog:
        source = message.id if isinstance(message.id, str) else (message.id or ("",))[0]
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            for quoted in re.findall(r"“([^”]+)”", form or ""):
                if (len(quoted.split()) > 1 and quoted in source
                        and re.fullmatch(r"[A-Za-z ,.()'-]+", quoted)):
                    unmarked_quotes.append(quoted)
    assert not unmarked_quotes
