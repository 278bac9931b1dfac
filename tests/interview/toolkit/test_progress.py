"""Where a person is: "Section 2 of 4: What happened", worked from the answers and the routes.

The number counts only sections the person was asked something in; the total adds those the
routes can still reach and that are for this person (a complaint is not the owner's)."""
import pytest
from bs4 import BeautifulSoup

from interview.engine.answers import State
from interview.toolkit.progress import SectionMap
from interview.toolkit.questions_file import parse_questions
from interview.toolkit.registry import flows
from interview.toolkit.router import Step
from tests.conftest import ROOT
from tests.interview.web.test_interview_views import URL, current, post_answer

RH = flows()["river-hills"]


def progress(facts, asked, at):
    return RH.section_map.progress(State(facts), [Step(n) for n in asked], Step(at))


@pytest.mark.parametrize(("asker", "asked", "at", "expected"), [
    # An owner starts from the notice: about you, the notice, what happened, the dog.
    ("owner", ["ask_asker"], "ask_declared_status", (2, 4, "The notice")),
    ("owner", ["ask_asker", "ask_declared_status"], "ask_any_incident", (3, 4, "What happened")),
    # Anyone else is asked what happened first, and may write a complaint at the end. A notice
    # is asked of them with the dog's records, if they know them: no section of its own.
    ("neighbour", ["ask_asker"], "ask_any_incident", (2, 4, "What happened")),
    ("parent", ["ask_asker"], "ask_incident_date", (2, 4, "What happened")),
    ("neighbour", ["ask_asker", "ask_any_incident", "ask_barking", "ask_dog_known"],
     "ask_village_notice", (3, 4, "The dog")),
])
def test_the_section_and_the_sections_that_can_still_come(asker, asked, at, expected):
    found = progress({"asker": asker}, asked, at)
    assert (found.number, found.total, found.title) == expected


def test_a_section_whose_questions_were_all_skipped_is_not_counted_as_passed():
    # The owner told of no incident and every question of "What happened" after it was
    # skipped: "The dog" is then the third section, not the fourth.
    found = progress({"asker": "owner"}, ["ask_asker", "ask_declared_status"], "ask_police_dog")
    assert (found.number, found.total, found.title) == (3, 3, "The dog")


def test_a_section_only_for_some_is_not_counted_for_others():
    questions = parse_questions({"start": "ask_a", "sections": {
        "one": {"title": "One"}, "two": {"title": "Two", "when": "is_b"}},
        "nodes": {
            "ask_a": {"type": "yes_no", "section": "one", "text": "A?", "fact": "a",
                      "next": [{"to": "ask_b"}]},
            "ask_b": {"type": "yes_no", "section": "two", "text": "B?", "fact": "b",
                      "next": [{"to": "result_none"}]},
            "result_none": {"type": "result", "status": "none"}}})
    sections = SectionMap(questions, {"is_b": lambda ctx: ctx.fact("a") == "yes"})
    assert sections.progress(State({"a": "no"}), [], Step("ask_a")).total == 1
    assert sections.progress(State({"a": "yes"}), [], Step("ask_a")).total == 2


@pytest.mark.parametrize(("raw", "error"), [
    ({"sections": {"one": {"title": "One"}}}, "section must be one of one, not None"),
    ({"sections": {"one": {}}}, "section one: a section needs its title"),
    ({"sections": {"one": {"title": "One", "colour": "red"}}}, "unknown key(s) ['colour']"),
])
def test_a_flow_with_a_broken_section_does_not_load(raw, error):
    with pytest.raises(ValueError, match=error.replace("(", r"\(").replace(")", r"\)")
                       .replace("[", r"\[").replace("]", r"\]")):
        parse_questions({"start": "ask_a", **raw, "nodes": {
            "ask_a": {"type": "yes_no", "text": "A?", "fact": "a",
                      "next": [{"to": "result_none"}]},
            "result_none": {"type": "result", "status": "none"}}})


@pytest.mark.parametrize(("lang", "words"), [("en", "Section 2 of 4: The notice"),
                                             ("es", "Sección 2 de 4: El aviso"),
                                             ("ar", "القسم 2 من 4: الإشعار"),
                                             ("hmn", "Ntu 2 ntawm 4: Daim ntawv ceeb toom")])
def test_the_question_page_says_where_the_person_is_in_every_language(app, lang, words):
    app.config["WTF_CSRF_ENABLED"] = True
    try:
        client = app.test_client()
        client.get(f"/?lang={lang}")
        post_answer(client, app, "ask_asker", "", "owner")
        soup, node, _ = current(client)
        assert node == "ask_declared_status"
        line = soup.select_one("#question #progress")  # in the form, where #question lands
        assert line.get_text(strip=True) == words
        assert words in soup.title.get_text()  # said first by a screen reader on a new page
    finally:
        app.config["WTF_CSRF_ENABLED"] = False


def test_the_script_says_a_new_section_before_the_question():
    script = (ROOT / "static" / "interview.js").read_text(encoding="utf-8")
    assert 'querySelector("#progress")' in script and "lastSection" in script


def test_the_progress_line_is_not_kept_in_the_question_fragment(app):
    """The same question is in a different section for different people: the kept copy of a
    question (interview.web.fragments) must not carry one person's numbers to the next."""
    app.config["WTF_CSRF_ENABLED"] = True
    try:
        owner, neighbour = app.test_client(), app.test_client()
        post_answer(owner, app, "ask_asker", "", "owner")
        post_answer(owner, app, "ask_declared_status", "", "none")
        post_answer(neighbour, app, "ask_asker", "", "neighbour")
        # The owner has passed "The notice"; the neighbour has none.
        assert current(owner)[1] == current(neighbour)[1] == "ask_any_incident"
        lines = [BeautifulSoup(c.get(URL).data, "html.parser").select_one("#progress").text
                 for c in (owner, neighbour)]
        assert lines[0] != lines[1], lines
    finally:
        app.config["WTF_CSRF_ENABLED"] = False
