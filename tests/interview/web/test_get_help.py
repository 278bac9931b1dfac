"""Help beyond this guide (issue 28, item 7): legal aid, lawyer referral and animal control, as
the deployment names them (HELP), in the letters and on the result page; with none named, each
kind and how to find one, and no number or address made up."""
from __future__ import annotations

import pytest
from bs4 import BeautifulSoup
from flask import render_template, template_rendered

from interview import create_app
from interview.web.get_help import HelpConfigError, load
from tests.interview.web.test_interview_views import walk
from tests.journeys import BITE_AT_LARGE, COMPLAINT

DOCS = "/interview/river-hills/documents/"
SLUGS = ["river-hills", "city-90-17"]
LEGAL_AID = {"name": {"en": "Example Legal Aid", "es": "Ayuda Legal de Example"},
             "phone": "(555) 555-0100", "address": "100 Main St\nExample, WI 53000",
             "web": "https://legalaid.example.org",
             "note": "Free for people with low incomes."}
HELP = {"legal_aid": LEGAL_AID,
        "lawyer_referral": [{"name": "Example Bar Referral"}, {"name": "Other Referral"}],
        "river-hills": {"animal_control": {"name": "Village Animal Control",
                                           "phone": "555-0199"}}}


def test_a_flows_own_help_replaces_the_one_for_every_flow():
    shared = {"animal_control": {"name": "County Animal Control"}}
    by_flow = load({**shared, "river-hills": {"animal_control": {"name": "Village one"}}}, SLUGS)
    assert [e["name"] for e in by_flow["river-hills"]["animal_control"]] == ["Village one"]
    assert [e["name"] for e in by_flow["city-90-17"]["animal_control"]] == [
        "County Animal Control"]
    assert by_flow["city-90-17"]["legal_aid"] == ()  # none named: nothing made up


@pytest.mark.parametrize("config, says", [
    ({"legal_aide": {"name": "x"}}, "HELP.legal_aide: not a kind of help"),
    ({"river-hills": {"lawyer": {"name": "x"}}}, "HELP.river-hills.lawyer"),
    ({"legal_aid": {"name": "x", "fax": "1"}}, "unknown field(s) ['fax']"),
    ({"legal_aid": {"phone": "555-0100"}}, "every entry needs a name"),
    ({"legal_aid": {"name": "x", "web": "javascript:alert(1)"}}, "not an http(s) address"),
    ({"legal_aid": "Example Legal Aid"}, "expected a table"),
])
def test_a_typo_in_help_stops_start_up_with_the_reason(config, says):
    with pytest.raises(HelpConfigError) as error:
        load(config, SLUGS)
    assert says in str(error.value)
    with pytest.raises(HelpConfigError):
        create_app({"TESTING": True, "SECRET_KEY": "t", "HELP": config})


def _letter_help(config: dict | None = None, lang: str = "en", **extra) -> BeautifulSoup:
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True,
                      **({"HELP": config} if config is not None else {}), **extra})
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)
    page = BeautifulSoup(client.get(DOCS + f"hearing-request?lang={lang}").data, "html.parser")
    return page.select_one("aside.owner-page .get-help")


def test_with_nothing_named_the_letter_names_each_kind_and_how_to_find_it():
    block = _letter_help()
    assert block.h3.text == "Get help"
    kinds = [" ".join(li.get_text(" ").split()) for li in block.select("li.contact")]
    assert [k.split(" ", 2)[:2] for k in kinds] == [["Legal", "aid"], ["Lawyer", "referral"],
                                                    ["Animal", "control"]]
    assert "legal aid office for your county" in kinds[0]
    assert "bar association" in kinds[1]
    assert "ask the River Hills Police Department" in kinds[2]
    assert "General advice, not from the law." in block.text
    # Nothing made up: no entry, no number, no link.
    assert not block.select(".help-entry, a") and not any(c.isdigit() for c in block.text)


def test_the_letter_shows_the_help_the_deployment_names():
    block = _letter_help(HELP)
    legal = block.select_one("li.help-legal_aid")
    assert legal.select_one(".help-name").text == "Example Legal Aid"
    assert "legal aid office for your county" not in legal.text  # named: no "how to find"
    assert legal.select_one("a[href='tel:5555550100']").text == "(555) 555-0100"
    assert legal.select_one("a[href='https://legalaid.example.org']")
    assert legal.select_one(".address").text == "100 Main St\nExample, WI 53000"
    referral = [e.text for e in block.select("li.help-lawyer_referral .help-name")]
    assert referral == ["Example Bar Referral", "Other Referral"]
    animal = block.select_one("li.help-animal_control")
    assert "Village Animal Control" in animal.text and "555-0199" in animal.text


def test_at_a_kiosk_a_number_or_web_address_is_not_a_link():
    block = _letter_help(HELP, KIOSK=True)
    assert "(555) 555-0100" in block.text and "https://legalaid.example.org" in block.text
    assert not block.select("a")


@pytest.mark.parametrize("lang, name, marked", [("es", "Ayuda Legal de Example", False),
                                                ("ar", "Example Legal Aid", True)])
def test_a_name_given_per_language_reads_right_in_each(lang, name, marked):
    block = _letter_help(HELP, lang=lang)
    entry = block.select_one("li.help-legal_aid .help-name")
    assert entry.text == name
    # Without the reader's language, the English is marked as English for a screen reader.
    assert bool(entry.select('span[lang="en"]')) is marked


def test_the_help_prints_on_the_owners_page_of_the_pdf():
    import io

    from pypdf import PdfReader
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True,
                      "HELP": HELP})
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)
    pages = ["".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(
        client.get(DOCS + "hearing-request.pdf").data)).pages]
    note = next(p for p in pages if "Beforeyousendit" in p)
    for text in ("Gethelp", "ExampleLegalAid", "(555)555-0100", "ExampleBarReferral",
                 "VillageAnimalControl"):
        assert text in note, text
    assert not any("Gethelp" in p for p in pages if p is not note)  # not in the letter


def test_the_complaints_note_has_the_help_too():
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, COMPLAINT)
    page = BeautifulSoup(client.get(DOCS + "complaint").data, "html.parser")
    assert page.select_one("aside.reader-note .get-help h3").text == "Get help"
    assert not page.select("section.document .get-help")  # not in what they sign


def test_the_partial_works_from_the_result_pages_own_context():
    """templates/_get_help.html is included by result.html: rendered with exactly the context
    interview_views.result() gives its page (flow, contacts, place, kiosk ...)."""
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True,
                      "HELP": HELP,
                      "CONTACTS": {"river-hills": {"police_name": "Test Police"}}})
    client = app.test_client()
    seen = []

    def keep(_app, template, context, **_extra):
        if template.name == "result.html":
            seen.append(dict(context))

    with template_rendered.connected_to(keep, app):
        walk(client, app, BITE_AT_LARGE)
    assert seen
    context = {k: v for k, v in seen[-1].items() if k not in ("g", "request", "session")}
    with app.test_request_context("/interview/river-hills/result"):
        html = render_template("_get_help.html", **context)
    block = BeautifulSoup(html, "html.parser").select_one("section.get-help")
    assert block.h2.text == "Get help"  # a section of the page, at its level
    assert block.select_one("a[href='tel:5555550100']")
    assert "Village Animal Control" in block.text
    # With no animal control named, whom to ask is the deployment's police.
    without = dict(context, flow=app.extensions["flows"]["city-90-17"],
                   contacts={"police_name": "Test Police"})
    with app.test_request_context("/"):
        html = render_template("_get_help.html", **without)
    assert "ask Test Police." in " ".join(BeautifulSoup(html, "html.parser").text.split())
