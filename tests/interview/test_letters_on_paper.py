"""Letters that work on paper (issue 28, item 6): a printed letter carries its own due date and
how it was counted, where and how to deliver it, and every printed document says when it was
made, for which place and under which version of the law. The complaint statement says who
was hurt, how the signer is related to them, the time of day when known, and has a line for
the day it is signed. Read back from the PDF (pypdf) and from the page."""
from __future__ import annotations

import datetime as dt
import io

import pytest
from bs4 import BeautifulSoup
from pypdf import PdfReader

from interview import create_app
from interview.engine import clock
from tests.flows.city_90_17.test_interview import web_walk
from tests.interview.web.test_interview_views import walk
from tests.journeys import APPEAL, BITE_AT_LARGE, CITY_COMPLAINT, COMPLAINT, TERRORIZING_CHASE

RH, CITY = "/interview/river-hills/documents/", "/interview/city-90-17/documents/"
CONTACTS = {"river-hills": {
    "police_name": "Test Police Department", "police_phone": "(555) 555-0100",
    "police_address": "1 Test Lane\nRiver Hills, WI 53217",
    "police_delivery": "At the front desk, any day, 8 am to 4 pm.",
    "board_name": "Test Board of Appeals", "board_address": "2 Board Street",
    "board_delivery": "By certified mail."}}


def at(monkeypatch, day: str) -> None:
    """Today is ``day`` in the Village (noon there): the made-on date, and deadlines to come."""
    moment = dt.datetime.fromisoformat(day).replace(hour=17, tzinfo=dt.UTC)
    monkeypatch.setattr(clock, "utc_now", lambda: moment)


def client_after(journey: dict, city: bool = False, **config):
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True, **config})
    client = app.test_client()
    if city:
        web_walk(client, journey)
    else:
        walk(client, app, journey)
    return client


def change_facts(client, change) -> None:
    """Facts the interview does not ask yet (an incident's time): set as the cookie holds them."""
    with client.session_transaction() as session:
        iv = session["iv"]
        change(iv["facts"])
        session["iv"] = iv


def pdf_pages(client, url: str) -> list[str]:
    """Each page's text, spaces squeezed out: pypdf splits kerned pairs ("T o", "T ue")."""
    response = client.get(url)
    assert response.mimetype == "application/pdf", response.status_code
    return ["".join(page.extract_text().split())
            for page in PdfReader(io.BytesIO(response.data)).pages]


def squeezed(text: str) -> str:
    return "".join(text.split())


def soup(client, url: str) -> BeautifulSoup:
    return BeautifulSoup(client.get(url).get_data(as_text=True), "html.parser")


def words(element) -> str:
    return " ".join(element.get_text().split())


@pytest.mark.parametrize("name, journey, today, subject, due", [
    # Served Fri 4 Sep; 5 business days, Labor Day not counted -> Mon 14 Sep 2026.
    ("hearing-request", BITE_AT_LARGE, "2026-09-10", "Request for a hearing",
     "Deliver this letter by Mon 14 Sep 2026"),
    # Decision received Fri 18 Sep; 5 business days -> Fri 25 Sep 2026.
    ("appeal", APPEAL, "2026-09-21", "Appeal of the Chief of Police's decision",
     "Deliver this appeal by Fri 25 Sep 2026"),
])
def test_a_letters_pdf_carries_its_due_date_and_working_on_a_page_of_its_own(
        monkeypatch, name, journey, today, subject, due):
    at(monkeypatch, today)
    client = client_after(journey)
    pages = pdf_pages(client, RH + f"{name}.pdf")
    owner = [p for p in pages if squeezed("Before you send it") in p]
    assert len(owner) == 1, pages
    note = owner[0]
    assert squeezed(due) in note and squeezed("How we counted:") in note
    assert squeezed("This part is for you, not for the office.") in note
    # The letter the office reads holds no counting, and the owner's page no letter.
    letter = [p for p in pages if squeezed(subject) in p and "Sincerely," in p]
    assert len(letter) == 1 and letter[0] is not note
    assert "Howwecounted" not in letter[0] and "Deliverthis" not in letter[0]
    assert "Sincerely," not in note
    assert pages.index(letter[0]) < pages.index(note)  # the letter first: page 1 is sent


def test_the_owners_page_counts_as_the_result_page_does(monkeypatch):
    at(monkeypatch, "2026-09-10")
    note = soup(client_after(BITE_AT_LARGE), RH + "hearing-request").select_one(
        "aside.owner-page")
    text = words(note)
    assert ("How we counted: served in person Fri 4 Sep 2026; 5 business days, Mon 7 Sep 2026 "
            "Labor Day not counted → Mon 14 Sep 2026") in text
    assert [words(li) for li in note.select(".skipped li")][:3] == [
        "Sat 5 Sep 2026: Saturday", "Sun 6 Sep 2026: Sunday", "Mon 7 Sep 2026: Labor Day"]
    assert "That day has passed" not in text  # Thu 10 Sep: still to come


def test_the_page_says_by_when_before_the_letter(monkeypatch):
    at(monkeypatch, "2026-09-10")
    page = soup(client_after(BITE_AT_LARGE), RH + "hearing-request")
    lead = page.select_one(".due-lead")
    assert words(lead).startswith("Deliver by Mon 14 Sep 2026.")
    assert lead.a["href"] == "#before-you-send" and page.find(id="before-you-send")
    assert lead.find_next("h1").text == "Request for a hearing"
    # A document with no day to deliver it by has no such line.
    assert not soup(client_after(BITE_AT_LARGE), RH + "checklist").select(".due-lead")


@pytest.mark.parametrize("name, journey, today", [
    ("hearing-request", BITE_AT_LARGE, "2026-09-10"), ("appeal", APPEAL, "2026-09-21")])
def test_deliver_to_comes_from_the_deployments_contacts(monkeypatch, name, journey, today):
    at(monkeypatch, today)
    client = client_after(journey, CONTACTS=CONTACTS)
    office = "police" if name == "hearing-request" else "board"
    given = CONTACTS["river-hills"]
    pages = pdf_pages(client, RH + f"{name}.pdf")
    note = next(p for p in pages if "Beforeyousendit" in p)
    block = note[note.index("Deliverto"):]
    for value in (given[f"{office}_name"], *given[f"{office}_address"].split("\n"),
                  given[f"{office}_delivery"]):
        assert squeezed(value) in block, value
    assert "Wedonothavethisaddress" not in note
    # The letter itself is addressed there too.
    letter = next(p for p in pages if "Sincerely," in p)
    assert squeezed(given[f"{office}_address"].split("\n")[0]) in letter
    html = soup(client, RH + name).select_one("aside.owner-page .deliver-to")
    assert html.select_one(".address").text == given[f"{office}_address"]
    assert not html.select(".line")


@pytest.mark.parametrize("name, journey, today, to", [
    ("hearing-request", BITE_AT_LARGE, "2026-09-10", "the River Hills Police Department"),
    ("appeal", APPEAL, "2026-09-21", "the Board of Appeals")])
def test_without_contacts_deliver_to_leaves_lines_and_invents_nothing(monkeypatch, name,
                                                                     journey, today, to):
    at(monkeypatch, today)
    client = client_after(journey)
    pages = pdf_pages(client, RH + f"{name}.pdf")
    note = next(p for p in pages if "Beforeyousendit" in p)
    block = note[note.index("Deliverto"):note.index("Gethelp")]
    assert squeezed(to) in block and "Address:" in block
    assert "Wedonothavethisaddress." in block
    assert squeezed("In person, or by a way you can prove, such as certified mail.") in block
    html = soup(client, RH + name)
    deliver = html.select_one("aside.owner-page .deliver-to")
    assert len(deliver.select(".line")) == 2 and not deliver.select(".address")
    assert not any(ch.isdigit() for ch in words(deliver))  # no street number, no phone
    letter_to = html.select_one("section.document .letter-to")
    assert letter_to.select(".line") and not letter_to.select(".address")


def test_the_appeal_names_no_office_the_law_does_not():
    """(6)[c](3): "appeal the decision ... to the Board of Appeals". Without the Board's address
    the letter once printed the Village Clerk as its addressee."""
    client = client_after(APPEAL)
    letter_to = soup(client, RH + "appeal").select_one("section.document .letter-to")
    assert "Clerk" not in letter_to.text and "To: the Board of Appeals" in letter_to.text


MADE_LINE = {"river-hills": "Village of River Hills, Wisconsin — Code § 2.14, version "
                            "2.14@2018-11-14.",
             "city-90-17": "City of Example — Code § 90.17, version 90.17@2021-09-02."}
PLACES = {"city-90-17": {"title": "City of Example — Code § 90.17"}}


@pytest.mark.parametrize("url, journey, city", [
    (RH + "hearing-request", BITE_AT_LARGE, False), (RH + "appeal", APPEAL, False),
    (RH + "checklist", BITE_AT_LARGE, False), (RH + "complaint", COMPLAINT, False),
    (CITY + "complaint", CITY_COMPLAINT, True),
    # The § 90.17 checklist had no date at all.
    (CITY + "checklist", TERRORIZING_CHASE, True)])
def test_every_printed_document_says_when_where_and_which_law(monkeypatch, url, journey, city):
    at(monkeypatch, "2026-09-21")
    client = client_after(journey, city, PLACES=PLACES)
    line = f"Made on Mon 21 Sep 2026. {MADE_LINE['city-90-17' if city else 'river-hills']}"
    pages = pdf_pages(client, url + ".pdf")
    # On the document's own last page, which the office or the owner keeps.
    document_pages = [p for p in pages if "Beforeyousendit" not in p]
    assert squeezed(line) in document_pages[-1], document_pages[-1]
    made = soup(client, url).select("section.document .document-made")
    assert [words(m) for m in made] == [line]


@pytest.mark.parametrize("lang, made, version", [
    ("en", "Made on Mon 21 Sep 2026.", "2.14@2018-11-14"),
    ("es", "21 sept 2026", "2.14@2018-11-14"),
    ("ar", "2026", "2.14@2018-11-14"),
    ("hmn", "21 Lub Cuaj Hli 2026", "2.14@2018-11-14")])
def test_the_made_on_line_is_in_every_language_and_in_the_english_copy(monkeypatch, lang,
                                                                       made, version):
    at(monkeypatch, "2026-09-21")
    client = client_after(APPEAL)
    for name in ("appeal", "checklist"):
        lines = soup(client, RH + f"{name}?lang={lang}").select(".document-made")
        assert len(lines) == (1 if lang == "en" else 2), name  # the office's copy too
        assert made in words(lines[0]) and version in words(lines[0])
        assert lines[0].bdi["dir"] == "ltr"  # the version keeps its shape right to left
        assert words(lines[-1]).startswith("Made on Mon 21 Sep 2026.")


@pytest.mark.parametrize("city, asker, said, lines", [
    (False, "harmed", "Me.", []),
    (False, "parent", "My child. I am the child's parent or guardian.", ["The child's name:"]),
    (False, "neighbour", "Someone else. I am a neighbor.", ["Their name:", "How I know them:"]),
    (False, "other", "Someone else.", ["Their name:", "How I know them:"]),
    (True, "harmed", "Me.", []),
    (True, "on_behalf", "Another person. I make this complaint for them.",
     ["Their name:", "How I know them:"]),
    (True, "parent", "My child. I am the child's parent or guardian.", ["The child's name:"]),
])
def test_the_complaint_says_who_was_hurt_and_how_the_signer_is_related(city, asker, said,
                                                                       lines):
    journey = {**(CITY_COMPLAINT if city else COMPLAINT), "ask_asker": asker}
    client = client_after(journey, city)
    url = CITY + "complaint" if city else RH + "complaint"
    statement = soup(client, url).select_one("section.document")
    terms = [words(dt_) for dt_ in statement.select("dl.statement dt")]
    assert terms[0] == "Who was hurt or put at risk", terms
    who = statement.select_one("dl.statement dd.who")
    assert words(who).startswith(said)
    assert [words(p) for p in who.select("p.fill")] == lines
    assert all(p.select(".line") for p in who.select("p.fill"))  # names are written by hand
    text = "".join(pdf_pages(client, url + ".pdf"))
    assert squeezed(f"Who was hurt or put at risk {said}") in text
    for label in lines:
        assert squeezed(label) in text


@pytest.mark.parametrize("victim, said", [("pet", "My animal."), ("person", "Me.")])
def test_a_person_harmed_says_whether_it_was_them_or_their_animal(victim, said):
    client = client_after({**COMPLAINT, "ask_victim": victim, "ask_killed": "no"})
    who = soup(client, RH + "complaint").select_one("dd.who")
    assert words(who).startswith(said)
    assert bool(who.select(".line")) is (victim == "pet")  # the animal's name, by hand


def test_a_complaint_about_what_a_dog_keeps_doing_names_no_one_hurt():
    from tests.journeys import NEIGHBOUR_CONDUCT
    client = client_after(NEIGHBOUR_CONDUCT)
    statement = soup(client, RH + "complaint").select_one("section.document")
    assert not statement.select("dd.who") and "Who was hurt" not in statement.text


@pytest.mark.parametrize("lang, when", [
    ("en", "Thu 20 Aug 2026, at 5:30 PM"),
    ("es", "20 ago 2026, a las 17:30"),
    ("hmn", "17:30")])
def test_the_complaint_gives_the_time_of_day_in_the_readers_words(lang, when):
    client = client_after(COMPLAINT)
    change_facts(client, lambda facts: facts["incidents"][0].update(time="17:30"))
    page = soup(client, RH + f"complaint?lang={lang}")
    whens = [words(dd) for dd in page.select("section.document dl.statement dd")
             if "2026" in dd.text]
    assert when in whens[0], whens
    # The office's English copy gives the same time in English words.
    assert "Thu 20 Aug 2026, at 5:30 PM" in whens[-1], whens
    text = "".join(pdf_pages(client, RH + f"complaint.pdf?lang={lang}"))
    assert squeezed(when) in text


def test_without_a_time_the_day_stands_alone():
    page = soup(client_after(COMPLAINT), RH + "complaint")
    whens = [words(dd) for dd in page.select("dl.statement dd") if "2026" in dd.text]
    assert whens[0] == "Thu 20 Aug 2026"


def test_the_complaint_has_a_date_line_by_the_signature():
    client = client_after(COMPLAINT)
    signature = soup(client, RH + "complaint").select_one("section.document .signature")
    assert [words(p) for p in signature.select("p.fill")] == ["Signature:", "Date signed:"]
    assert all(p.select(".line") for p in signature.select("p.fill"))
    pages = pdf_pages(client, RH + "complaint.pdf")
    signed = [p for p in pages if "Signature:" in p]
    assert len(signed) == 1 and "Datesigned:" in signed[0]
    assert signed[0].index("Signature:") < signed[0].index("Datesigned:")


@pytest.mark.parametrize("lang", ["en", "es", "ar", "hmn"])
@pytest.mark.parametrize("name, journey, today", [
    ("hearing-request", BITE_AT_LARGE, "2026-09-10"), ("appeal", APPEAL, "2026-09-21")])
def test_print_keeps_the_letter_and_the_owners_page_each_to_its_page(monkeypatch, lang, name,
                                                                     journey, today):
    """With every contact and every kind of help named (the longest owner's page), in each
    language and right to left: the letter whole on page 1 (its made-on line, last, still
    there), the owner's page whole on page 2, and the office's English copy after them."""
    from tests.interview.web.test_get_help import HELP
    at(monkeypatch, today)
    client = client_after(journey, CONTACTS=CONTACTS, HELP=HELP)
    pages = pdf_pages(client, RH + f"{name}.pdf?lang={lang}")
    assert len(pages) == (2 if lang == "en" else 3), pages
    letter, owner = pages[0], pages[1]
    assert "2.14@2018-11-14" in letter and "2.14@2018-11-14" not in owner
    assert "legalaid.example.org" in owner and "VillageAnimalControl" in owner  # first, last
    if lang != "en":
        assert "Sincerely," in pages[2] and "2.14@2018-11-14" in pages[2]
