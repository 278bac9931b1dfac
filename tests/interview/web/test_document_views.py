"""Documents: the PDF carries the facts and the dates; the .ics holds exactly the deadlines;
the reader's language comes with an English copy; nothing is cached or written to disk."""
import datetime as dt
import io
import re

import pytest
from bs4 import BeautifulSoup
from icalendar import Calendar
from pypdf import PdfReader

from interview import create_app
from tests.interview.web.test_interview_views import walk
from tests.journeys import APPEAL, BITE_AT_LARGE, COMPLAINT, NEIGHBOUR_CONDUCT, walk_pages

DOCS = "/interview/river-hills/documents/"


@pytest.fixture()
def done():
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)
    return client


def _assessment(client):
    from interview.engine.wording import Wording, to_json
    from interview.toolkit.registry import flows
    with client.session_transaction() as session:
        facts = session["iv"]["facts"]
    flow = flows()["river-hills"]
    return to_json(flow.assess(facts, flow.today()), Wording(flow))


def test_hearing_request_pdf_has_the_facts_and_the_dates(done):
    response = done.get(DOCS + "hearing-request.pdf")
    assert response.status_code == 200 and response.mimetype == "application/pdf"
    assert response.headers["Cache-Control"] == "no-store"
    pages = [" ".join(p.extract_text().split()) for p in
             PdfReader(io.BytesIO(response.data)).pages]
    text = pages[0]  # the letter; the owner's page follows it
    assert "Request for a hearing" in text and "Chief of Police" in text
    assert "Thu 3 Sep 2026" in text and "Fri 4 Sep 2026" in text  # declared, served
    assert "§ 2.14(6)[c](3)" in text
    # When to send it is the owner's page after the letter, not part of it: the chief read
    # the guide's counting inside the owner's letter. The PDF carries it on a page of its own
    # (tests/interview/test_letters_on_paper.py).
    assert "Mon 14 Sep 2026" not in text and "How we counted" not in text
    assert "Mon 14 Sep 2026" in pages[1] and "How we counted" in pages[1]
    note = _note(done, "hearing-request")
    assert "Deliver this letter by Mon 14 Sep 2026" in note  # 5 business days from service
    assert "Labor Day not counted" in note  # and how it was counted
    # The journey's dates are long gone: a letter sent now may be too late, and it says so.
    assert "That day has passed" in note


def _note(client, name: str, lang: str = "en") -> str:
    page = BeautifulSoup(client.get(DOCS + f"{name}?lang={lang}").get_data(as_text=True),
                         "html.parser")
    return " ".join(page.select_one("aside.reader-note").get_text(" ").split())


def test_the_letters_fill_in_labels_stay_whole_in_the_pdf(done):
    # The lines flex on a screen only: in WeasyPrint, flex squeezed each label onto two lines.
    pdf = done.get(DOCS + "hearing-request.pdf").data
    text = PdfReader(io.BytesIO(pdf)).pages[0].extract_text()
    for label in ("Your name:", "Your address:", "Your phone:", "Date sent:",
                  # The office may hold notices for several dogs: the letter says which.
                  "The dog's name:", "Its license tag number:", "Its breed and color:"):
        assert label in text, text


def test_checklist_pdf_has_a_date_against_items(done):
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(
        done.get(DOCS + "checklist.pdf").data)).pages)
    assert "checklist" in text.lower()
    assert "17 Sep 2026" in " ".join(text.split())  # sterilisation proof: declared + 14 days
    # The screen reader's words for an empty box are not printed beside it.
    assert "done yet" not in " ".join(text.split())


def test_spanish_document_comes_with_an_english_copy(done):
    page = done.get(DOCS + "hearing-request?lang=es").get_data(as_text=True)
    assert "Solicitud de audiencia" in page  # the Spanish letter
    assert "Request for a hearing" in page  # the English copy for the office
    pdf = done.get(DOCS + "hearing-request.pdf?lang=es")
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf.data)).pages)
    assert "Solicitud de audiencia" in text and "Request for a hearing" in text


def test_the_office_reads_a_plain_letter_with_the_pages_dates(done):
    # The English copy said "my dog is: dangerous dog" and counted "Fri 2026-09-04" beside
    # "Mon 14 Sep 2026": it is the copy the chief reads, so it reads as a letter.
    page = done.get(DOCS + "hearing-request?lang=es").get_data(as_text=True)
    copy = BeautifulSoup(page, "html.parser").select_one('section.document[lang="en"]')
    # The law's version is a name with a date in it ("2.14@2018-11-14"), not a day counted.
    made = copy.select_one(".document-made").extract()
    assert made.bdi.text == "2.14@2018-11-14"
    text = " ".join(copy.get_text(" ").split())
    assert "An officer determined that my dog is a dangerous dog." in text
    assert "why the dog should not be declared a dangerous dog." in text
    assert not re.search(r"\d{4}-\d{2}-\d{2}", text) and "How we counted" not in text
    assert ("served in person Fri 4 Sep 2026; 5 business days, Mon 7 Sep 2026 Labor Day not "
            "counted → Mon 14 Sep 2026") in _note(done, "hearing-request")


def test_ics_holds_exactly_the_dated_deadlines_with_a_reminder(done):
    response = done.get(DOCS + "deadlines.ics")
    assert response.mimetype == "text/calendar"
    events = Calendar.from_ical(response.data).walk("VEVENT")
    expected = {(d["title"], d["due"]) for d in _assessment(done)["deadlines"]
                if d["due"] and d["stay"] not in ("stayed", "stayed_by_board")}
    got = {(str(e["SUMMARY"]), e.decoded("DTSTART").isoformat()) for e in events}
    assert got == expected and len(events) == len(expected)
    for event in events:
        alarm = event.walk("VALARM")[0]
        assert alarm.decoded("TRIGGER").days == -1


def test_a_timed_deadline_is_on_the_villages_clocks_in_the_calendar():
    # Served Sat 19 Sep 2026, 4:30 pm; Sunday left out of the 24 hours: Mon 21 Sep, 4:30 pm
    # in the Village, which is 21:30 UTC (daylight time), whatever zone the phone is set to.
    import datetime as dt

    from tests.journeys import REMOVAL
    app = create_app({"TESTING": True, "SECRET_KEY": "t"})
    client = app.test_client()
    walk(client, app, REMOVAL)
    ics = client.get(DOCS + "deadlines.ics").data
    assert b"DTSTART;TZID=America/Chicago:20260921T163000" in ics
    cal = Calendar.from_ical(ics)
    assert [str(z["TZID"]) for z in cal.walk("VTIMEZONE")] == ["America/Chicago"]
    removal = next(e for e in cal.walk("VEVENT") if "out of the Village" in str(e["SUMMARY"]))
    assert removal.decoded("DTSTART").astimezone(dt.UTC) == dt.datetime(2026, 9, 21, 21, 30,
                                                                        tzinfo=dt.UTC)
    # Day deadlines stay whole days: a date has no time zone.
    days = [e.decoded("DTSTART") for e in cal.walk("VEVENT") if e is not removal]
    assert days and all(type(day) is dt.date for day in days)


def test_pdf_failure_gives_a_plain_message_and_the_html(done, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("no fonts")
    monkeypatch.setattr("interview.formats.pdf_render.render", broken)
    response = done.get(DOCS + "hearing-request.pdf")
    assert response.status_code == 503
    body = response.get_data(as_text=True)
    assert "could not make the PDF" in body and DOCS + "hearing-request" in body


def test_documents_need_a_finished_interview_and_a_real_name(client):
    assert client.get(DOCS + "hearing-request").status_code == 302
    assert client.get(DOCS + "deadlines.ics").status_code == 302


def test_unknown_or_unavailable_documents_are_404(done):
    assert done.get(DOCS + "nothing").status_code == 404
    assert done.get(DOCS + "appeal").status_code == 404  # no hearing decision yet


def test_complaint_statement_has_the_facts_in_order(client):
    from interview import create_app
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    c = app.test_client()
    walk(c, app, COMPLAINT)
    page = c.get(DOCS + "complaint").get_data(as_text=True)
    assert "&lt;script&gt;" in page and "<script>alert" not in page  # typed HTML is text
    # What (6)[a]'s definitions turn on, as the person answered it: not asked again.
    from bs4 import BeautifulSoup
    said = [li.text for li in BeautifulSoup(page, "html.parser").select(
        "section.document .incident-facts li")]
    assert "It bit, and the bite broke the skin." in said, said
    assert "The dog went after a person." in said and any("loose" in s for s in said), said
    pages = PdfReader(io.BytesIO(c.get(DOCS + "complaint.pdf").data)).pages
    text = " ".join(" ".join(p.extract_text().split()) for p in pages)
    squeezed = text.replace(" ", "")  # pypdf splits kerned pairs: "T wo" for "Two"
    # A page that comes loose (the signature's) still says what it is, and which page it is.
    for number, page in enumerate(pages, 1):
        alone = page.extract_text().replace(" ", "").replace("\n", "")
        assert "Complaintaboutadog" in alone and f"{number}/{len(pages)}" in alone, number
    for fact in ("To: the River Hills Police Department", "Corner of Main St and Oak Ave",
                 "bit my left hand", "Two puncture wounds", "Urgent care record",
                 "Large brown dog", "Thu 20 Aug 2026", "I am willing to testify",
                 "§ 2.14(6)[c](1)(i)"):
        assert fact.replace(" ", "") in squeezed, fact
    assert "hearing-request" not in " ".join(
        a for a in c.get("/interview/river-hills/result").get_data(as_text=True).split()
        if "documents/" in a)  # no notice: no hearing letter is offered


def test_long_narrative_is_capped_with_a_clear_message(client):
    from interview import create_app
    from tests.interview.web.test_interview_views import post_answer
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    c = app.test_client()
    walk(c, app, COMPLAINT, stop_before="ask_complaint_what")
    # The form's limit, from what the cookie holds (interview.web.text_limits).
    limit = app.extensions["forms"]["river-hills"]["ask_complaint_what"].answer.kwargs[
        "validators"][1].max
    response = post_answer(c, app, "ask_complaint_what", "", "x" * (limit + 1))
    assert response.status_code == 400
    assert f"Use {limit} characters or fewer" in response.get_data(as_text=True)


def test_appeal_letter_has_the_decision_and_the_due_date():
    from interview import create_app
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    c = app.test_client()
    walk(c, app, APPEAL)
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(
        c.get(DOCS + "appeal.pdf").data)).pages).replace(" ", "")
    # Received Fri 18 Sep + 5 business days -> Fri 25 Sep 2026; decision dated Wed 16 Sep.
    for fact in ("Board of Appeals", "Wed 16 Sep 2026", "Fri 18 Sep 2026",
                 "§ 2.14(6)[c](3)", "grant a stay", "The dog's name:",
                 # The Board reads which decision it is asked to review.
                 "The Chief upheld the determination that my dog is a dangerous dog."):
        assert fact.replace(" ", "") in text, fact
    assert "Deliver this appeal by Fri 25 Sep 2026" in _note(c, "appeal")


def test_an_appeal_of_a_modified_decision_names_the_new_status():
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    c = app.test_client()
    walk(c, app, {**APPEAL, "ask_decision": "modified", "ask_decision_status": "vicious"})
    letter = BeautifulSoup(c.get(DOCS + "appeal").get_data(as_text=True), "html.parser")
    text = " ".join(letter.select_one("section.document").get_text(" ").split())
    assert ("The Chief modified the determination. The decision declares my dog a vicious "
            "dog.") in text
    assert "upheld" not in text


@pytest.mark.parametrize("lang", ["en", "es", "ar", "hmn"])
@pytest.mark.parametrize("name, journey", [("hearing-request", BITE_AT_LARGE),
                                           ("appeal", APPEAL)])
def test_a_letters_section_sign_stays_with_its_clause(lang, name, journey):
    """A narrow page or the PDF's line end could leave "§" at the end of one line and
    "2.14(6)[c](3)" on the next, or split the clause after "(6)"."""
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, journey)
    html = client.get(f"{DOCS}{name}?lang={lang}").get_data(as_text=True)
    letter = BeautifulSoup(html, "html.parser").select_one("section.document")
    signs = [p for p in letter.find_all("p") if "§" in p.get_text()]
    assert signs
    for paragraph in signs:
        assert "§\u00a0" in paragraph.get_text() and "§ " not in paragraph.get_text()
        if "document-made" not in paragraph.get("class", []):  # "Code § 2.14", not a clause
            assert "cite-link" in paragraph.select_one("bdi")["class"]


def test_layout_mirrors_for_right_to_left():
    """Until an RTL catalog ships (Arabic, the kiosk issue), prove what can be proved: every
    stylesheet uses logical properties only, and an RTL direction reaches documents and PDFs."""
    import re
    from pathlib import Path

    from flask import render_template

    from interview.formats import pdf_render
    physical = re.compile(r"(^|[^-])(left|right)\s*:|(margin|padding|border)-(left|right)|"
                          r"text-align:\s*(left|right)|float:\s*(left|right)")
    for css in (Path(__file__).resolve().parents[3] / "static").glob("*.css"):
        assert not physical.search(css.read_text("utf-8")), css.name
    app = create_app({"TESTING": True, "SECRET_KEY": "t"})
    with app.test_request_context("/"):
        html = render_template("documents/print.html", text_direction="rtl",
                               pages=['<section class="document"><h1>x</h1></section>'])
        assert '<html lang="en" dir="rtl">' in html
        assert pdf_render.render(html, "http://localhost/", app.static_folder).startswith(b"%PDF")


def _offered(facts_extra: dict, notice_extra: dict | None = None) -> list[str]:
    import datetime as dt

    from interview.engine.documents import assessment_document, available
    from interview.engine.wording import Wording
    from interview.toolkit.registry import flows
    flow = flows()["river-hills"]
    notice = {"declared_status": "dangerous", "declared_on": "2026-09-03",
              "service_method": "personal", "served_on": "2026-09-04", **(notice_extra or {})}
    facts = {"schema_version": "1.1", "notice": notice,
             "incidents": [{"date": "2026-08-20", "victim": "person", "bite_injury": "yes"}],
             **facts_extra}
    doc = assessment_document(flow, facts, flow.assess(facts, dt.date(2026, 10, 1)),
                              Wording(flow))
    return available(flow, doc, facts)


@pytest.mark.parametrize(("facts", "notice", "offered", "not_offered"), [
    ({"asker": "owner"}, {}, {"hearing-request", "checklist"}, {"appeal"}),
    # "The owner may contest the determination" (§ 2.14(6)[c](3)): not a neighbour.
    ({"asker": "neighbour"}, {}, set(), {"hearing-request", "checklist"}),
    # Once asked for, a hearing request is no use; an appeal is, until it is made.
    ({"asker": "owner"}, {"hearing_requested": "yes", "hearing_requested_on": "2026-09-08",
                          "decision": "affirmed", "decision_on": "2026-09-16",
                          "decision_received_on": "2026-09-18"},
     {"appeal"}, {"hearing-request"}),
    ({"asker": "owner"}, {"hearing_requested": "yes", "hearing_requested_on": "2026-09-08",
                          "decision": "affirmed", "decision_on": "2026-09-16",
                          "decision_received_on": "2026-09-18", "appeal_filed": "yes",
                          "appeal_filed_on": "2026-09-21"},
     set(), {"hearing-request", "appeal"}),
    # Not sure a hearing was asked for: the letter to ask one, "if you have not asked yet".
    ({"asker": "owner"}, {"hearing_requested": "not_sure"},
     {"hearing-request", "checklist"}, {"appeal"}),
    # Asked too late (the last day was Mon 14 Sep): asking again changes nothing.
    ({"asker": "owner"}, {"hearing_requested": "yes", "hearing_requested_on": "2026-09-20"},
     {"checklist"}, {"hearing-request", "appeal"}),
], ids=["owner", "neighbour", "after-the-hearing", "after-the-appeal", "not-sure-asked",
        "asked-too-late"])
def test_letters_are_offered_only_while_they_can_help(facts, notice, offered, not_offered):
    got = set(_offered(facts, notice))
    assert offered <= got and not (not_offered & got), got


def test_a_complaint_statement_holds_the_persons_account_not_the_guides_reading():
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    c = app.test_client()
    walk(c, app, {**COMPLAINT, "ask_complaint_testify": "no"})
    page = c.get(DOCS + "complaint").get_data(as_text=True)
    assert "a guide to the law reads" not in page
    assert "not willing to testify" not in page  # a line the guide would add against them
    # (6)[c](1)(i) is "the written complaint of a person who is willing to testify": the note
    # beside the statement, not the statement, says what else an officer would need.
    from bs4 import BeautifulSoup
    soup = BeautifulSoup(page, "html.parser")
    assert "dog bite report" in soup.select_one("aside.reader-note").text
    assert "dog bite report" not in soup.select_one("section.document").text
    pdf = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(
        c.get(DOCS + "complaint.pdf").data)).pages).replace(" ", "")
    assert "dogbitereport" not in pdf and "Beforeyoufile" not in pdf


def test_a_kiosk_prints_the_note_beside_the_statement_on_a_page_of_its_own():
    """A kiosk can only print: the note ("deliver it in a way you can prove") goes with them."""
    from bs4 import BeautifulSoup
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True,
                      "KIOSK": True})
    c = app.test_client()
    walk(c, app, {**COMPLAINT, "ask_complaint_testify": "no"})
    soup = BeautifulSoup(c.get(DOCS + "complaint").get_data(as_text=True), "html.parser")
    assert "do not file it" in soup.select_one("aside.reader-note").text
    assert "kiosk" in soup.body["class"]


def test_the_checklist_puts_no_hearing_date_on_every_owners_duties():
    # After a hearing, (c)(3) sets a last day for the declaration's rules, not for a licence.
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    c = app.test_client()
    walk(c, app, APPEAL)
    from bs4 import BeautifulSoup
    rows = BeautifulSoup(c.get(DOCS + "checklist").get_data(as_text=True), "html.parser").select(
        ".checklist-table tbody tr")
    licence = next(r for r in rows if "license" in r.text)
    assert "No later than" not in licence.text and "Now, and always" in licence.text


def test_every_flow_names_templates_deadlines_and_facts_that_exist():
    from interview.toolkit.flowcheck import check_documents
    from interview.toolkit.registry import flows
    for flow in flows().values():
        assert check_documents(flow) == [], flow.slug


def test_the_flow_check_finds_a_letter_or_checklist_that_names_the_wrong_thing():
    from types import SimpleNamespace

    from interview.engine.documents import Checklist, ComplaintLine, Letter, NextStep
    from interview.toolkit.flowcheck import check_documents
    from interview.toolkit.registry import flows
    real = flows()["river-hills"]
    module = SimpleNamespace(
        TEXTS=real.module.TEXTS,
        COMPLAINT_LINES=(ComplaintLine("no_such_text", "animal.no_such_fact", ("yes",)),
                         ComplaintLine("complaint_basis", "complaint.willing_to_testify",
                                       ("not sure",))),
        COMPLAINT_INCIDENT_LINES=(ComplaintLine("complaint_basis", "bite_injury", ("Yes",)),),
        COMPLAINT_OFFICE="polcie",
        COMPLAINT_WITHOUT_INCIDENT={"complaint_basis": "no_words_for_conduct",
                                    "complaint_nxet": "complaint_next"},
        LETTERS=(Letter("x", "X", "letters/missing.html", deadline="no_such_deadline",
                        done_when=("notice.no_such_fact", "notice.appeal_filed")),),
        CHECKLIST=Checklist({"duty_photographs": "no_such_deadline", "duty_nope": "photographs"},
                            latest="nor_this", starts_later=frozenset({"duty_unclocked"})),
        NEXT_STEPS=(NextStep("not_one_either", "a", "b"),))
    flow = SimpleNamespace(module=module, path=real.path, schema=real.schema, slug="x")
    problems = check_documents(flow)
    for expected in ("no template templates/letters/missing.html", "no_such_deadline",
                     "notice.no_such_fact is not in the facts schema", "duty duty_nope",
                     "deadline nor_this", "deadline not_one_either",
                     "complaint line no_such_text is never worded",
                     "animal.no_such_fact is not in the facts schema",
                     "['not sure'] are not all answers complaint.willing_to_testify can have",
                     "['Yes'] are not all answers incidents.bite_injury can have",
                     "COMPLAINT_OFFICE 'polcie'",
                     "COMPLAINT_WITHOUT_INCIDENT: no_words_for_conduct is never worded",
                     "COMPLAINT_WITHOUT_INCIDENT: complaint_nxet is not the basis",
                     "duty_unclocked starts later but has no deadline to start"):
        assert any(expected in p for p in problems), expected
    assert not any("appeal_filed" in p for p in problems)
    assert len(problems) == 16, problems  # no_such_deadline twice: the letter, the checklist


def test_the_engine_names_no_ordinances_steps():
    """Letters, checklist dates and next steps are the flow's (flows/<slug>/documents.py and
    templates/): the engine and its templates name none of River Hills' ids."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[3]
    ids = ("hearing_request_deadline", "appeal_deadline", "compliance_after_hearing",
           "duty_enclosure", "duty_leash", "duty_sterilisation", "hearing_requested",
           "appeal_filed")
    for path in [*root.glob("interview/*.py"), *root.glob("templates/**/*.html"),
                 *root.glob("templates/**/*.svg")]:
        text = path.read_text("utf-8")
        assert not [i for i in ids if i in text], path


def test_the_flow_check_finds_letters_written_but_not_exported():
    """documents.py defines LETTERS, but the package does not export it: the engine would offer
    no letter at all, without a word."""
    from types import SimpleNamespace

    from interview.toolkit.flowcheck import check_documents
    from interview.toolkit.registry import flows
    real = flows()["river-hills"]
    module = SimpleNamespace(TEXTS=real.module.TEXTS, CHECKLIST=real.module.CHECKLIST)
    flow = SimpleNamespace(module=module, path=real.path, schema=real.schema, slug="x")
    problems = check_documents(flow)
    assert any("documents.py defines LETTERS, but __init__.py does not export it" in p
               for p in problems), problems
    assert any("NEXT_STEPS" in p for p in problems) and not any("CHECKLIST" in p
                                                                for p in problems)
    assert check_documents(real) == []


def _checklist_rows(client) -> dict[str, str]:
    page = BeautifulSoup(client.get(DOCS + "checklist").get_data(as_text=True), "html.parser")
    rows = page.select("section.document tbody tr")
    return {" ".join(r.find_all("td")[1].get_text(" ").split()):
            " ".join(r.find_all("td")[2].get_text(" ").split()) for r in rows}


def test_after_a_hearing_the_rules_already_in_force_stay_in_force_now():
    # The checklist gave every rule the 30-day limit after the chief upheld the notice: "No
    # later than Fri 16 Oct 2026" beside the muzzle and the enclosure, which bound since the
    # notice ("Pending the outcome of the hearing, all of the regulations ... are
    # applicable", § 2.14(6)[c](3)).
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, APPEAL)
    rows = _checklist_rows(client)
    muzzle = next(when for what, when in rows.items() if "muzzle" in what.lower())
    assert muzzle == "Now, and always"
    assert not any(when.startswith("No later than") for when in rows.values()), rows


def test_a_duty_on_hold_has_no_date_to_act_by_on_the_checklist():
    # Spaying waits for a timely hearing request ((6)[e](1)(v)): the checklist gave it the
    # date counted from the declaration, as if it were due then.
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, {**BITE_AT_LARGE, "ask_hearing_requested": "yes",
                       "ask_hearing_requested_on": "2026-09-08", "ask_decision": "pending"})
    rows = _checklist_rows(client)
    spaying = next(when for what, when in rows.items() if "spay" in what.lower())
    assert spaying.startswith("On hold"), spaying
    assert "Thu 17 Sep 2026" not in spaying and "Ask the police chief" in spaying
    # The photographs are not stayed: they keep their date.
    photos = next(when for what, when in rows.items() if "photo" in what.lower())
    assert photos.startswith("Mon 14 Sep 2026"), photos  # 10 days, Sunday 13th moved


def test_the_calendar_has_no_reminder_for_a_duty_on_hold():
    # Spaying waits for a timely hearing request ((6)[e](1)(v)). The page and the checklist
    # said "On hold", but deadlines.ics rang the day before its old date: "Proof of spaying".
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, {**BITE_AT_LARGE, "ask_hearing_requested": "yes",
                       "ask_hearing_requested_on": "2026-09-08", "ask_decision": "pending"})
    events = Calendar.from_ical(client.get(DOCS + "deadlines.ics").data).walk("VEVENT")
    titles = [str(e["SUMMARY"]) for e in events]
    assert not any("spay" in t.lower() for t in titles), titles
    assert any("photo" in t.lower() for t in titles), titles  # not stayed: still a date


def test_a_reminder_says_when_its_duty_may_be_on_hold():
    # While a hearing can still be asked for, spaying is on hold only "if you ask ... in
    # time": the reminder's own words say so, not only the event's description a phone hides.
    from interview.toolkit.registry import flows
    today = flows()["river-hills"].today()
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, {**BITE_AT_LARGE, "ask_hearing_requested": "no",
                       **{key: (today - dt.timedelta(days=days)).isoformat() for key, days in
                          (("ask_incident_date", 12), ("ask_declared_on", 2),
                           ("ask_served_on", 1))}})
    events = Calendar.from_ical(client.get(DOCS + "deadlines.ics").data).walk("VEVENT")
    spaying = next(e for e in events if "spay" in str(e["SUMMARY"]).lower())
    said = str(spaying.walk("VALARM")[0]["DESCRIPTION"])
    assert said.startswith(str(spaying["SUMMARY"])) and "in time" in said, said


@pytest.mark.parametrize(("officer", "decision", "final", "added"), [
    ("dangerous", "modified", "vicious",
     {"duty_vicious_permit", "duty_vicious_costs"}),
    ("dangerous", "affirmed", "dangerous", set()),
    ("vicious", "modified", "dangerous", set()),  # lowered: nothing new to wait for
])
def test_only_what_a_raising_hearing_added_waits_for_the_chiefs_schedule(officer, decision,
                                                                         final, added):
    from flows.river_hills.documents import added_at_hearing
    doc = {"today": "2026-10-01", "status": {"declared": final}}
    facts = {"notice": {"declared_status": officer, "decision": decision}}
    assert set(added_at_hearing(doc, facts)) == added


def _next_steps(client) -> list[str]:
    page = BeautifulSoup(client.get("/interview/river-hills/result").get_data(as_text=True),
                         "html.parser")
    heading = page.find(id="now")
    return [" ".join(li.get_text(" ").split())
            for li in heading.find_next("ul").select("li.step-key")]


def test_after_the_hearing_the_next_step_is_the_appeal_not_the_hearing():
    # An owner whose hearing was held read "The last day to ask for a hearing was ... Ask the
    # police chief or a lawyer what you can still do", and nothing about the appeal.
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, APPEAL)
    steps = _next_steps(client)
    assert not any("ask for a hearing" in s for s in steps), steps
    assert any("appeal the chief's decision" in s and "Fri 25 Sep 2026" in s for s in steps)


def test_before_the_hearing_the_next_step_is_the_hearing(done):
    steps = _next_steps(done)
    assert any("ask for a hearing" in s and "Mon 14 Sep 2026" in s for s in steps), steps
    assert not any("appeal" in s for s in steps)


def test_the_calendar_leaves_out_steps_taken_and_never_says_now():
    # After the hearing, the file still reminded the owner to ask for one; and each event
    # ended "This is not on hold now", which a saved file cannot know.
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, APPEAL)
    events = Calendar.from_ical(client.get(DOCS + "deadlines.ics").data).walk("VEVENT")
    titles = {str(e["SUMMARY"]) for e in events}
    assert not any("ask the police chief for a hearing" in t for t in titles), titles
    assert any("appeal" in t.lower() for t in titles), titles
    assert not any("not on hold now" in str(e["DESCRIPTION"]) for e in events)


def test_the_checklist_is_headed_by_the_notice_not_the_guides_reading():
    from tests.journeys import BITE_AT_LARGE
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, {**BITE_AT_LARGE, "ask_declared_status": "potentially_dangerous"})
    page = BeautifulSoup(client.get(DOCS + "checklist").get_data(as_text=True), "html.parser")
    lead = " ".join(page.select_one("section.document p").get_text(" ").split())
    assert lead.startswith("The notice's status in force now: Potentially dangerous"), \
        lead


def test_a_deadline_at_an_hour_reminds_hours_before_not_a_day():
    # 24 hours to remove the dog: a reminder a day before rang about when the notice came.
    from tests.journeys import REMOVAL
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, REMOVAL)
    events = Calendar.from_ical(client.get(DOCS + "deadlines.ics").data).walk("VEVENT")
    removal = next(e for e in events if "out of the Village" in str(e["SUMMARY"]))
    assert removal.walk("VALARM")[0].decoded("TRIGGER") == -dt.timedelta(hours=3)
    assert all(e.walk("VALARM")[0].decoded("TRIGGER").days == -1 for e in events
               if e is not removal)


MOVED_IN_VICIOUS = {  # an owner who moved in with a dog another state declared vicious
    "ask_asker": "owner", "ask_declared_status": "none", "ask_police_dog": "no",
    "ask_rabies": "yes", "ask_licensed": "yes", "ask_tag_outdoors": "yes",
    "ask_prior_impoundments": "0", "ask_owner_dog_facts": "declared_elsewhere",
    "ask_declared_elsewhere": "vicious",
    "ask_lived_here_when_declared": "no", "ask_moved_in_on": "2026-11-20",
    "ask_move_in_notice_given": "no",
    "ask_removal_notice_elsewhere_given": "no",
    "ask_any_incident": "no", "ask_any_conduct": "no", "ask_at_large_often": "no",
    "ask_chases_vehicles": "no", "ask_waste": "no", "ask_rabies_infected": "no",
    "ask_barking": "no",
}


def test_a_one_time_step_the_answers_cannot_date_is_not_now_and_always():
    # A dog declared elsewhere: spaying, the photographs and the permit count from "the
    # declaration" (notice_elsewhere_dates), which the Village never made. The checklist read
    # "Now, and always" beside them, as if photos were due forever.
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, MOVED_IN_VICIOUS)
    rows = _checklist_rows(client)
    for word in ("spay", "photo", "yearly permit"):
        when = next(when for what, when in rows.items() if word in what.lower())
        assert when.startswith("No date worked out") and "by when" in when, (word, when)
    muzzle = next(when for what, when in rows.items() if "muzzle" in what.lower())
    assert muzzle == "Now, and always"  # a lasting rule stays one
    # The move-in notice has its own date: 10 days from Fri 20 Nov 2026.
    told = next(when for what, when in rows.items() if "moving in" in what.lower())
    assert told.startswith("Mon 30 Nov 2026"), told


def test_the_removal_duty_waits_for_its_notice_on_the_checklist():
    # (6)[i] "within 24 hours of service of written notice to do so": without that notice the
    # checklist read "Now, and always", then "No date worked out ... Ask ... by when".
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE)  # "no removal notice"
    rows = _checklist_rows(client)
    removal = next(when for what, when in rows.items() if "out of the Village" in what)
    assert removal == "Not until a written notice starts the clock.", removal


def _statement(journey: dict):
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    c = app.test_client()
    walk(c, app, journey)
    soup = BeautifulSoup(c.get(DOCS + "complaint").get_data(as_text=True), "html.parser")
    return soup.select_one("section.document"), soup.select_one("aside.reader-note")


def test_a_neighbour_can_file_a_complaint_about_conduct_with_no_attack():
    """(3) makes it unlawful to keep a dog that "is at large" or "habitually barks or howls";
    such a complaint is not the (6)[c](1)(i) complaint a status is declared on, so it does not
    cite it, nor say an officer may declare the dog dangerous."""
    statement, note = _statement(NEIGHBOUR_CONDUCT)
    said = [" ".join(p.text.split()) for p in statement.select("p")]
    assert any("look into what this dog does." in p for p in said), said
    assert any("gets loose" in p and "§ 2.14(3)[c]" in p for p in said), said
    assert any("barks or howls" in p and "§ 2.14(3)[d]" in p for p in said), said
    # Only a sure "yes" is put in the person's mouth: not the vehicles ("no"), nor the waste
    # ("not sure").
    assert not any("chases" in p or "waste" in p for p in said), said
    assert not statement.select(".incident-facts")
    # "Habitually" ((3)[a], [d]) wants more than one day; with no incident, no date said so.
    terms = [" ".join(t.text.split()) for t in statement.select("dl.statement dt")]
    told = [" ".join(d.text.split()) for d in statement.select("dl.statement dd")]
    assert terms[0] == "Since when, and how often" and told[0] == "Most nights since June"
    advice = [" ".join(p.text.split()) for p in note.select("p")]
    assert any("A court decides if the owner broke the law" in p and "§ 2.14(8)" in p
               and "what you know" in p for p in advice), advice
    # (4) lets an officer impound a dog in the (3) classes: said once, for loose and barking.
    assert [p for p in advice if "to the pound" in p] == [
        "If the dog runs loose, chases cars or barks a lot, an officer may also take it to the "
        "pound. (§ 2.14(4))"], advice
    # saw_it "some": told what others said, with no (6)[c](1)(i) in a complaint of conduct.
    assert any(p.startswith("Others told you some or all") for p in advice), advice
    assert "(6)[c]" not in note.text and "(6)[c]" not in statement.text
    assert not any("dangerous" in p or "dog bite report" in p or "what you saw" in p
                   for p in advice), advice


def test_a_complaint_with_nothing_that_happened_is_not_asked_for_injuries():
    """A dog that runs loose and barks hurt no one: "What were the injuries?" is not asked, and
    the statement has no Injuries line. A complaint about an attack keeps both."""
    client = create_app({"TESTING": True, "SECRET_KEY": "t",
                         "WTF_CSRF_ENABLED": False}).test_client()
    assert "ask_complaint_injuries" not in walk_pages(client, "river-hills", NEIGHBOUR_CONDUCT)
    for journey, injuries in ((NEIGHBOUR_CONDUCT, False), (COMPLAINT, True)):
        statement, _note = _statement(journey)
        terms = [" ".join(t.text.split()) for t in statement.select("dl.statement dt")]
        assert ("Injuries" in terms) is injuries, terms


def test_a_complaint_about_waste_alone_cites_7_and_no_pound():
    """(7) makes it unlawful "for any person to permit a dog to defecate" on land not theirs
    and not clean up; it is not one of (3)'s dogs, which (4) lets an officer impound."""
    statement, note = _statement({**NEIGHBOUR_CONDUCT, "ask_at_large_often": "no",
                                  "ask_barking": "no", "ask_waste": "yes",
                                  "ask_complaint_saw_it": "none"})
    said = " ".join(statement.text.split())
    assert "waste is left" in said and "§ 2.14(7)" in said
    assert "§ 2.14(3)" not in said and "no one may keep a dog" not in said
    assert "I did not see or hear it myself." in said and "what I saw" not in said
    advice = " ".join(note.text.split())
    assert "pound" not in advice and "§ 2.14(4)" not in advice
    assert "forfeiture" in advice and "§ 2.14(8)" in advice


def test_a_complaint_about_an_attack_also_says_what_the_dog_keeps_doing():
    statement, note = _statement({**COMPLAINT, "ask_barking": "yes"})
    said = " ".join(statement.text.split())
    assert "§ 2.14(6)[c](1)(i)" in said and "look into this dog." in said
    assert "barks or howls" in said and "§ 2.14(3)[d]" in said
    assert "officer may declare" in " ".join(note.text.split())


def test_an_owner_or_a_neighbour_with_nothing_to_report_is_not_offered_a_complaint():
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    for journey in ({**NEIGHBOUR_CONDUCT, "ask_at_large_often": "not_sure",
                     "ask_barking": "no"},
                    {**NEIGHBOUR_CONDUCT, "ask_asker": "owner", "ask_prior_impoundments": "0"}):
        c = app.test_client()
        walk(c, app, journey, stop_before="ask_wants_complaint")
        assert c.get("/interview/river-hills/").status_code == 302  # straight to the result
        result = c.get("/interview/river-hills/result").get_data(as_text=True)
        assert "documents/complaint" not in result and "Exactly where" not in result


@pytest.mark.parametrize("saw, line, other", [
    ("all", "I saw or heard what I tell here myself.", "Others told me"),
    ("some", "Others told me the rest.", "I saw or heard what I tell here myself."),
    ("none", "I did not see or hear it myself.", "I saw or heard what I tell here myself.")])
def test_a_complaint_never_says_i_saw_what_others_told(saw, line, other):
    """(6)[c](1)(i): "the written complaint of a person who is willing to testify that the
    animal has acted" as it says. Someone told of it is told the officer may need the people
    who saw it; the statement, which they sign, says which it is."""
    statement, note = _statement({**COMPLAINT, "ask_complaint_saw_it": saw})
    said = " ".join(statement.text.split())
    assert line in said and other not in said and "what I saw" not in said
    advice = " ".join(note.text.split())
    heard = "The officer may need to hear from them. If they agree, name them"
    assert (heard in advice) is (saw != "all")
    assert ("§ 2.14(6)[c](1)(i)" in advice) is (saw != "all")


@pytest.mark.parametrize("told, first_step", [
    ("no", "If you have not yet: tell the police and the Village Clerk"),
    ("not_sure", "If you have not yet: tell the police and the Village Clerk"),
    ("yes", None)])
def test_a_dog_declared_elsewhere_is_told_to_the_police_and_clerk_first(monkeypatch, told,
                                                                        first_step):
    """(6)[h]: "shall notify the Police Department and Village Clerk of the dog's address and
    the conditions ... within ten (10) days of moving the animal into the Village". Nothing
    asked whether it was done: the page never put it first, nor marked it done."""
    from interview.engine import clock
    moment = dt.datetime(2026, 11, 25, 18, tzinfo=dt.UTC)  # moved in 5 days ago
    monkeypatch.setattr(clock, "utc_now", lambda: moment)
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, {**MOVED_IN_VICIOUS, "ask_move_in_notice_given": told})
    soup = BeautifulSoup(client.get("/interview/river-hills/result").get_data(as_text=True),
                         "html.parser")
    steps = [" ".join(li.text.split()) for li in soup.select("ul.steps li.step-key")]
    if first_step:
        assert steps and steps[0].startswith(first_step) and "Mon 30 Nov 2026" in steps[0], steps
    else:
        assert not any("Village Clerk" in s for s in steps), steps
        item = next(li for li in soup.select(".timeline-item") if "Village Clerk" in li.text)
        assert "Your answers say this step was taken." in item.text
    events = Calendar.from_ical(client.get(DOCS + "deadlines.ics").data).walk("VEVENT")
    assert any("Village Clerk" in str(e["SUMMARY"]) for e in events) is (told != "yes")
    # The checklist ticks it rather than dating it; the API's deadline says it was taken.
    when = next(w for what, w in _checklist_rows(client).items() if "moving in" in what)
    assert (when == "Your answers say this step was taken.") is (told == "yes"), when
    assert when.startswith("Mon 30 Nov 2026") is (told != "yes"), when


def test_a_dog_declared_elsewhere_can_be_told_to_leave_with_no_village_notice(monkeypatch):
    """(6)[h] puts a dog declared elsewhere under "the provisions of this Section", and (6)[i]
    gives "24 hours of service of written notice" to remove "a dog that has been designated
    dangerous or vicious". Only an owner with a Village notice could give that notice's time,
    so the most urgent deadline went uncounted."""
    from interview.engine import clock
    moment = dt.datetime(2026, 11, 28, 20, tzinfo=dt.UTC)  # Sat 2 pm in the Village
    monkeypatch.setattr(clock, "utc_now", lambda: moment)
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, {**MOVED_IN_VICIOUS, "ask_move_in_notice_given": "yes",
                       "ask_removal_notice_elsewhere_given": "yes",
                       "ask_removal_notice_elsewhere": "2026-11-28T10:00"})
    soup = BeautifulSoup(client.get("/interview/river-hills/result").get_data(as_text=True),
                         "html.parser")
    steps = [" ".join(li.text.split()) for li in soup.select("ul.steps li.step-key")]
    # Sat 10:00 + 24 hours, Sunday left out (§ 990.001(4)(a)) -> Mon 30 Nov, 10:00
    assert steps and steps[0].startswith("Take the dog out of the Village by Mon 30 Nov 2026"), \
        steps
    rows = _checklist_rows(client)
    removal = next(when for what, when in rows.items() if "out of the Village" in what)
    assert removal.startswith("Mon 30 Nov 2026"), removal


def test_a_village_dog_declared_by_another_town_is_not_asked_when_it_moved_in():
    """(6)[h] counts ten days "of moving the animal into the Village". A River Hills dog that a
    neighbouring town declared was never moved in: the interview asked for the day it moved
    in anyway, and the result counted ten days from whatever was typed."""
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    lived_here = {**MOVED_IN_VICIOUS, "ask_lived_here_when_declared": "yes",
                  "ask_moved_back": "no"}
    walk(client, app, lived_here)
    html = client.get("/interview/river-hills/result").get_data(as_text=True)
    soup = BeautifulSoup(html, "html.parser")
    asked = [" ".join(li.text.split()) for li in soup.select(".transcript li")]
    assert not any("move into River Hills" in q for q in asked), asked
    assert not any("told both the police" in q for q in asked), asked
    text = " ".join(soup.text.split())
    assert "So the law does not say if or when you must tell them." in text
    assert "Within 10 days of moving in" not in text  # the duty with a count it cannot have
    assert "The other town's rules for the dog still apply here" in text
    steps = [" ".join(li.text.split()) for li in soup.select("ul.steps li.step-key")]
    assert not any("Village Clerk" in s for s in steps), steps
    events = Calendar.from_ical(client.get(DOCS + "deadlines.ics").data).walk("VEVENT")
    assert not any("Village Clerk" in str(e["SUMMARY"]) for e in events)


def test_an_owner_unsure_how_the_notice_came_still_gets_a_day_to_ask_for_a_hearing(
        monkeypatch):
    """(6)[c](3): "within 5 business days of service of the determination". Not sure how the
    notice came, the owner got "Date not known" for their one way to contest it, no letter,
    and spaying "1 day left" beside it. The notice cannot have been served before its date."""
    from interview.engine import clock
    monkeypatch.setattr(clock, "utc_now", lambda: dt.datetime(2026, 9, 2, 15, tzinfo=dt.UTC))
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, {**BITE_AT_LARGE, "ask_declared_on": "2026-09-01",
                       "ask_service_method": "not_sure"})
    soup = BeautifulSoup(client.get("/interview/river-hills/result").get_data(as_text=True),
                         "html.parser")
    steps = [" ".join(li.text.split()) for li in soup.select("ul.steps li.step-key")]
    # Tue 1 Sep + 5 business days, Labor Day skipped -> Wed 9 Sep
    assert steps and steps[0].startswith("If you want a hearing and have not asked yet: write "
                                         "to the police chief by Wed 9 Sep 2026."), steps
    assert "counted from the date on it" in steps[0]
    letter = BeautifulSoup(client.get(DOCS + "hearing-request").get_data(as_text=True),
                           "html.parser")
    text = " ".join(letter.text.split())
    assert "Wed 9 Sep 2026" in text and "took effect" not in text  # it never says when
    events = Calendar.from_ical(client.get(DOCS + "deadlines.ics").data).walk("VEVENT")
    assert any("safe last day" in str(e["SUMMARY"]) for e in events)


def test_a_duty_whose_day_passed_gets_a_what_now():
    # Photos were due 10 days from the declaration ((6)[e](1)(vi)); the page said "This date
    # has passed", and "What to do next" gave only the offices. Spaying, on hold for the
    # hearing asked for in time, gets none: its day is not one to act by.
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, {**BITE_AT_LARGE, "ask_hearing_requested": "yes",
                       "ask_hearing_requested_on": "2026-09-08", "ask_decision": "pending"})
    soup = BeautifulSoup(client.get("/interview/river-hills/result").get_data(as_text=True),
                         "html.parser")
    steps = [" ".join(li.text.split()) for li in soup.select("ul.steps li.step-key")]
    assert ("Two color photos of the dog to the police chief: the last day was Mon 14 Sep "
            "2026. Do it now if you can") in " | ".join(steps), steps
    assert not any("spaying" in s.lower() for s in steps), steps


def test_spaying_a_potentially_dangerous_dog_is_never_urged_as_a_passed_duty():
    # (6)[d](2): the owner "may be required to spay or neuter". Past its day, the generic step
    # for a passed duty said "Do it now if you can": surgery the chief may never have asked for.
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, {**BITE_AT_LARGE, "ask_declared_status": "potentially_dangerous"})
    soup = BeautifulSoup(client.get("/interview/river-hills/result").get_data(as_text=True),
                         "html.parser")
    steps = [" ".join(li.text.split()) for li in soup.select("ul.steps li.step-key")]
    spaying = [s for s in steps if "spay" in s]
    assert len(spaying) == 1 and spaying[0].startswith(
        "If the police chief required the dog to be spayed or neutered"), steps
    assert "Do it now" not in spaying[0]


def test_a_village_dog_declared_elsewhere_that_moved_back_counts_from_the_move_back(
        monkeypatch):
    """It lived here when the other place declared it, left, and was moved back in: (6)[h]'s
    "within ten (10) days of moving the animal into the Village" counts from that day."""
    from interview.engine import clock
    monkeypatch.setattr(clock, "utc_now", lambda: dt.datetime(2026, 11, 25, 18, tzinfo=dt.UTC))
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, {**MOVED_IN_VICIOUS, "ask_lived_here_when_declared": "yes",
                       "ask_moved_back": "yes"})
    soup = BeautifulSoup(client.get("/interview/river-hills/result").get_data(as_text=True),
                         "html.parser")
    steps = [" ".join(li.text.split()) for li in soup.select("ul.steps li.step-key")]
    assert steps and "Village Clerk" in steps[0] and "Mon 30 Nov 2026" in steps[0], steps


def test_a_pdf_is_tagged_for_screen_readers(done):
    # WeasyPrint writes untagged PDFs by default: no headings, lists or reading order for a
    # screen reader, only the text (WCAG 1.3.1).
    root = PdfReader(io.BytesIO(done.get(DOCS + "hearing-request.pdf").data)).trailer["/Root"]
    assert "/StructTreeRoot" in root and bool(root["/MarkInfo"]["/Marked"])


@pytest.mark.parametrize("done_on, in_time", [("2026-09-16", True), ("2026-09-17", False)])
def test_a_step_due_at_midnight_is_late_on_the_next_day(done_on, in_time):
    """'2026-09-17T00:00' is midnight at the end of the 16th: a step done on the 17th is late,
    though its date matches the deadline's."""
    from interview.engine.documents import NextStep, taken
    step = NextStep("removal_deadline", "", "", done_when=("notice.removed",),
                    done_on="notice.removed_on")
    facts = {"notice": {"removed": "yes", "removed_on": done_on}}
    assert taken(step, facts, "2026-09-17T00:00") is in_time
    assert taken(step, facts, "2026-09-17") is True  # a day: the whole of the 17th counts


def test_a_change_that_drops_typed_words_says_so():
    """A neighbour's whole complaint statement went without a word when a changed answer left
    it nothing to be about. The result page now says what was removed."""
    from tests.journeys import NEIGHBOUR_CONDUCT, new_client, walk_pages
    client = new_client()
    walk_pages(client, "river-hills", NEIGHBOUR_CONDUCT)
    url = "/interview/river-hills/"
    assert client.get(url + "result").status_code == 200
    assert "We removed them" not in client.get(url + "result").get_data(as_text=True)
    client.get(url + "change/ask_any_conduct/-1")
    walk_pages(client, "river-hills", {**NEIGHBOUR_CONDUCT, "ask_any_conduct": "no"})
    page = client.get(url + "result").get_data(as_text=True)
    assert "You changed an answer, so some words you typed no longer apply." in page
    with client.session_transaction() as session:
        assert "complaint" not in session["iv"]["facts"]
