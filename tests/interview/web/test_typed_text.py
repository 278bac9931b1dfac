"""What a person types reaches their statement, its PDF and the pages as typed, less C0 control
characters (the newline of a long answer stays) and bidi controls; their own ``⟦ ⟧`` are not
taken for a gloss mark; and none of it gets into the calendar file (interview.web.typed)."""
import io

import pytest
from bs4 import BeautifulSoup
from icalendar import Calendar
from pypdf import PdfReader

from interview import create_app
from interview.web.typed import clean
from tests.interview.web.test_interview_views import URL, current, walk
from tests.journeys import COMPLAINT

DOCS = URL + "documents/"
BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
C0_BUT_NEWLINE = "".join(chr(c) for c in range(32) if chr(c) not in "\n\r\t")
# What stays, each one an answer's whole text in the journey below.
KEPT = {
    "ask_complaint_where": "⟦Main St⟧ & [Oak] <b>Ave</b> \"corner\" 'NE'",
    "ask_complaint_what": "The dog ⟦bit⟧ me.\nThen it ran. {{ 7*7 }} %(date)s %s &amp; ⟦\n"
                          "Last line ⟧ ends here.",
    "ask_complaint_injuries": "Two wounds \u2014 5\u00a0cm \u200f\u0639\u0636\u0629\u200e ok",
    "ask_complaint_evidence": "Photos \U0001f4f7 and a vet's note; caf\u0065\u0301 receipt",
    "ask_complaint_witnesses": "Sam \ue000\ue001 and Lee",
    "ask_complaint_animal": "Brown dog, \u27e6red collar\u27e7",
}
# Each hostile: what is typed (controls and overrides sown through it) → what is kept.
HOSTILE = {
    "ask_complaint_where": ("\u202e⟦Main St⟧\u202c & [Oak]\x00 <b>Ave</b> \"corner\" 'NE'\x1b",
                            KEPT["ask_complaint_where"]),
    "ask_complaint_what": ("The dog ⟦bit⟧ me.\r\nThen\x07 it ran. {{ 7*7 }} %(date)s %s &amp; "
                           "⟦\rLast line ⟧\u2067 ends here.",
                           KEPT["ask_complaint_what"]),
    "ask_complaint_injuries": ("Two wounds \u2014 5\u00a0cm \u2066\u200f\u0639\u0636\u0629"
                               "\u200e\u2069 ok", KEPT["ask_complaint_injuries"]),
    "ask_complaint_evidence": ("Photos \U0001f4f7 and a vet's note;" + C0_BUT_NEWLINE
                               + " caf\u0065\u0301 receipt", KEPT["ask_complaint_evidence"]),
    "ask_complaint_witnesses": (BIDI + "Sam \ue000\ue001 and Lee", KEPT["ask_complaint_witnesses"]),
    "ask_complaint_animal": ("Brown dog,\t\u27e6red collar\u27e7",
                             KEPT["ask_complaint_animal"]),
    "ask_complaint_owner": ("Not\x0bknown\x0c", "Notknown"),
}


def test_clean_takes_out_controls_and_overrides_and_keeps_the_rest():
    assert clean("a\r\nb\rc\nd") == "a\nb\nc\nd"  # a long answer's line breaks, as one kind
    assert clean("a\r\nb", lines=False) == "a b"  # a one-line answer: no line breaks at all
    assert clean("a\tb") == "a b"  # not "ab"
    assert clean(C0_BUT_NEWLINE + "x" + BIDI) == "x"
    assert clean("\u200e\u200f\u200d\u00ad\u0301\ue000\u27e6\u27e7\U0001f4f7 \u2028") == \
        "\u200e\u200f\u200d\u00ad\u0301\ue000\u27e6\u27e7\U0001f4f7 \u2028"
    assert clean(None) is None


@pytest.fixture(scope="module")
def written():
    app = create_app({"TESTING": True, "SECRET_KEY": "t" * 32, "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    journey = {**COMPLAINT, **{node: typed for node, (typed, _kept) in HOSTILE.items()}}
    assert walk(client, app, journey).status_code == 200
    return app, client


def test_what_is_kept_is_the_answer_as_typed_less_what_hurts(written):
    _app, client = written
    with client.session_transaction() as session:
        kept = session["iv"]["facts"]["complaint"]
    fields = {"ask_complaint_where": "where", "ask_complaint_what": "what_happened",
              "ask_complaint_injuries": "injuries", "ask_complaint_evidence": "evidence",
              "ask_complaint_witnesses": "witnesses", "ask_complaint_animal": "animal_description",
              "ask_complaint_owner": "owner_description"}
    for node, (_typed, expected) in HOSTILE.items():
        assert kept[fields[node]] == expected, node


def _statement_texts(html: str) -> list[str]:
    soup = BeautifulSoup(html, "html.parser")
    return [dd.get_text() for dd in soup.select("section.document dl.statement dd[dir=auto]")]


def test_the_statement_page_shows_each_answer_exactly(written):
    _app, client = written
    html = client.get(DOCS + "complaint").get_data(as_text=True)
    shown = _statement_texts(html)
    for node, (_typed, expected) in HOSTILE.items():
        assert expected in shown, (node, expected)
    # The gloss pass made no span of the person's brackets: a span is only a translation's.
    soup = BeautifulSoup(html, "html.parser")
    assert not soup.select("section.document dl.statement span[lang=en]")
    assert "<b>Ave</b>" not in html and "&lt;b&gt;Ave&lt;/b&gt;" in html
    for char in BIDI + C0_BUT_NEWLINE:
        assert char not in html, hex(ord(char))


def test_the_transcript_and_a_change_show_the_answer_with_its_brackets(written):
    app, client = written
    result = BeautifulSoup(client.get(URL + "result").get_data(as_text=True), "html.parser")
    answers = [b.get_text() for b in result.select(".bubble-answer bdi")]
    assert KEPT["ask_complaint_animal"] in answers and KEPT["ask_complaint_where"] in answers
    # Changing an answer shows the typed text in its box, brackets and all, to send again.
    for node, box in (("ask_complaint_what", "textarea#answer"),
                      ("ask_complaint_animal", "input#answer")):
        changing = app.test_client()
        changing.set_cookie("session", client.get_cookie("session").value)
        changing.get(URL + f"change/{node}/-1")
        soup, asked, _index = current(changing)
        assert asked == node
        field = soup.select_one(box)
        shown = field.get_text().strip("\r\n") if field.name == "textarea" else field["value"]
        assert shown == KEPT[node], node


def test_the_pdf_holds_the_answers_with_their_brackets(written):
    app, _client = written
    # Without the emoji and the private-use characters: the PDF's font has no glyph for them,
    # and pypdf then cannot read back any of that font's text (a limit of the test's reader).
    drawable = {**HOSTILE, "ask_complaint_evidence": ("Photos and a note;" + C0_BUT_NEWLINE
                                                      + " caf\u0065\u0301 receipt", None),
                "ask_complaint_witnesses": (BIDI + "Sam and Lee", None)}
    client = app.test_client()
    walk(client, app, {**COMPLAINT, **{node: typed for node, (typed, _) in drawable.items()}})
    response = client.get(DOCS + "complaint.pdf")
    assert response.status_code == 200
    text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(response.data)).pages)
    squeezed = "".join(text.split())  # pypdf splits kerned pairs; lines wrap
    for expected in ("⟦MainSt⟧&[Oak]<b>Ave</b>\"corner\"'NE'", "Thedog⟦bit⟧me.",
                     "{{7*7}}%(date)s%s&amp;⟦", "Lastline⟧endshere.", "cafe\u0301",
                     "\u0639\u0636\u0629", "Browndog,⟦redcollar⟧", "Notknown", "SamandLee"):
        assert expected in squeezed, expected
    for char in BIDI + C0_BUT_NEWLINE:
        assert char not in text, hex(ord(char))


def test_the_calendar_file_holds_none_of_what_was_typed(written):
    app, _client = written
    owner = app.test_client()  # the calendar is an owner's: the same hostile text, as owner
    journey = {**COMPLAINT, "ask_asker": "owner", "ask_has_notice": "yes",
               **{node: typed for node, (typed, _kept) in HOSTILE.items()}}
    walk(owner, app, journey)
    response = owner.get(DOCS + "deadlines.ics")
    assert response.status_code == 200
    Calendar.from_ical(response.data)  # still a calendar
    text = response.get_data(as_text=True)
    for piece in ("Main St", "bit", "Oak", "red collar", "Sam", "{{", "\u27e6"):
        assert piece not in text, piece
    for char in BIDI + C0_BUT_NEWLINE.replace("\r", ""):
        assert char not in text, hex(ord(char))
