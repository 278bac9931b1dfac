"""The § 90.17 interview: a scripted journey through the web pages, and many random walks
through the routing, each checked against the engine (the routed result must be its status)."""
from __future__ import annotations

import random

import pytest
from bs4 import BeautifulSoup

from interview import create_app
from interview.engine import answers
from interview.engine.answers import State
from interview.engine.facts import validate
from tests.flows.city_90_17.check import FLOW, TODAY
from tests.journeys import CITY_COMPLAINT, TERRORIZING_CHASE, answer_for, form_fields

URL = "/interview/city-90-17/"


def page(response) -> BeautifulSoup:
    return BeautifulSoup(response.get_data(as_text=True), "html.parser")


@pytest.fixture()
def csrf_app():
    return create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})


def web_walk(client, journey: dict) -> tuple[BeautifulSoup, list[str]]:
    seen = []
    for _ in range(80):
        response = client.get(URL)
        if response.status_code == 302:  # every question answered: check them, then the result
            assert response.headers["Location"].endswith("/check")
            return page(client.get(URL + "result")), seen
        soup = page(response)
        node = soup.find("input", {"name": "node"})["value"]
        index = soup.find("input", {"name": "index"})
        index = index["value"] if index else ""
        seen.append(node)
        value = answer_for(journey, node, int(index) if index else None)
        data = {"node": node, "index": index,
                "csrf_token": soup.find("input", {"name": "csrf_token"})["value"],
                **form_fields(FLOW.questions.nodes[node].type, value)}
        assert client.post(URL + "answer", data=data).status_code == 302, node
    raise AssertionError("the journey did not end")


def test_terrorizing_chase_journey(csrf_app):
    soup, seen = web_walk(csrf_app.test_client(), TERRORIZING_CHASE)
    assert "Likely: vicious or dangerous animal" in soup.find("h1").text
    assert set(seen) == set(TERRORIZING_CHASE), "every scripted answer is asked, and no other"
    text = soup.text
    assert "prima facie evidence" in text and "(A)(5)" in text
    assert "Beware of Vicious and Dangerous Dog" in text
    assert "sets no deadlines" in text
    # The diagram follows the duty's measure, not its id: (C)(6)'s six-foot leash.
    leash = soup.select_one(".diagram svg title")
    assert leash is not None and "no longer than 6 feet" in leash.text
    assert not soup.select("a[href*='/documents/hearing-request']")  # § 90.17 sets no hearing


@pytest.mark.parametrize(("asker", "line", "note"), [
    ("harmed", "The animal chased or attacked me, or my animal.", None),
    ("on_behalf", "I make this complaint for a person the animal chased or attacked.", None),
    ("neighbour", None, "You said you are a neighbor or someone else."),
])
def test_a_complaint_says_who_may_make_it_and_goes_to_the_city(asker, line, note):
    """(F)(1): "Any person who has been pursued or attacked …, or anyone on behalf of such
    person, may make a complaint with the City"; the City sends the officer a copy."""
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True,
                      "CONTACTS": {"city-90-17": {"clerk_address": "1 City Hall Plaza",
                                                  "police_address": "100 Police Plaza"}}})
    client = app.test_client()
    web_walk(client, {**CITY_COMPLAINT, "ask_asker": asker})
    soup = page(client.get(URL + "documents/complaint"))
    statement, aside = soup.select_one("section.document"), soup.select_one("aside.reader-note")
    assert "1 City Hall Plaza" in statement.text and "Police Plaza" not in statement.text
    assert "keeps a vicious or dangerous animal" in statement.text and "(F)(1)" in statement.text
    assert "where it lives" in statement.text  # the officer must find the animal
    assert (line in statement.text) if line else "chased or attacked me" not in statement.text
    assert (note in aside.text) if note else "You said you are" not in aside.text
    assert "sends a copy to" in aside.text and "sends a copy to" not in statement.text
    said = [li.text for li in statement.select(".incident-facts li")]
    assert said == ["The animal went after a person.",  # (A)(5): a chase that made them hide
                    "It chased or came at the victim in a frightening way.",
                    "The victim had to take cover.",
                    # (C)(5): off its owner's land, and not "under restraint and in control"
                    "It happened off the land of its owner or keeper.",
                    "It was not under control: not on a leash held by someone who could hold "
                    "it, nor shut in a car or a pen."], said


@pytest.mark.parametrize("saw, line, noted", [
    ("all", "I saw or heard what I tell here myself.", False),
    ("some", "Others told me the rest.", True),
    ("none", "I did not see or hear it myself.", True)])
def test_a_complaint_says_whether_its_writer_saw_it(saw, line, noted):
    """The statement must not say "what I saw" of what others told them; the officer, who
    "determines that the facts support the complaint" ((F)(1)), may need to hear from them."""
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    web_walk(client, {**CITY_COMPLAINT, "ask_complaint_saw_it": saw})
    soup = page(client.get(URL + "documents/complaint"))
    statement, aside = soup.select_one("section.document"), soup.select_one("aside.reader-note")
    assert line in statement.text and "testify about what I tell here" in statement.text
    assert "what I saw" not in statement.text
    assert ("The officer may need to hear from them." in aside.text) is noted


def test_a_complaint_carries_an_earlier_finding():
    """(F)(2) turns on "an animal previously determined to be vicious or dangerous"."""
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    journey = {**CITY_COMPLAINT, "ask_previously_found": "yes",
               "ask_subsequent_complaint_by_anyone": "no"}
    web_walk(client, journey)
    statement = page(client.get(URL + "documents/complaint")).select_one("section.document")
    assert "I know the animal was found vicious or dangerous before." in statement.text
    assert "(F)(2)" in statement.text


def test_a_complaint_does_not_sign_a_guess_about_an_earlier_finding():
    # "Not sure" became "The animal may have been found vicious or dangerous before." above
    # "I declare that this statement is true": a guess about what (F)(2) turns on, signed.
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    web_walk(client, {**CITY_COMPLAINT, "ask_previously_found": "not_sure",
                      "ask_subsequent_complaint_by_anyone": "no"})
    soup = page(client.get(URL + "documents/complaint"))
    statement, aside = soup.select_one("section.document"), soup.select_one("aside.reader-note")
    assert "found vicious or dangerous before" not in statement.text
    assert "You are not sure the animal was found vicious or dangerous before" in aside.text


@pytest.mark.parametrize("trained, asked", [("yes", True), ("not_sure", True), ("no", False)])
def test_police_ownership_is_asked_only_when_trained_to_attack_may_apply(trained, asked):
    """(A)(3) is the only clause that leaves out police animals: "Any animal which has been
    trained to attack persons …, excepting animals owned by public law enforcement agencies"."""
    state = State(facts={"asker": "owner", "animal": {"species": "dog",
                                                      "trained_to_attack": trained}},
                  control={"any_incident": "no"})  # what happened comes first
    assert (FLOW.router.walk(state).current.node == "ask_law_enforcement") is asked


@pytest.mark.parametrize("off, following", [("yes", "ask_under_control"),
                                             ("not_sure", "ask_under_control"),
                                             ("no", "ask_attacked")])
def test_control_is_asked_only_off_the_owners_land(off, following):
    """(C)(5) binds "while the animal is off the real property limits of the owner"."""
    from interview.toolkit.router import Step
    state = State(facts={"asker": "owner", "incidents": [
        {"date": "2026-05-10", "victim": "person", "off_owner_property": off}]})
    assert FLOW.router.advance(state, Step("ask_off_property", 0)) == Step(following, 0)


@pytest.mark.parametrize("asker, following", [
    ("owner", "ask_subsequent_complaint"), ("harmed", "ask_subsequent_complaint_by_anyone"),
    ("on_behalf", "ask_subsequent_complaint_by_anyone"),
    ("neighbour", "ask_subsequent_complaint_by_anyone")])
def test_a_complainant_is_told_their_complaint_may_be_the_later_one(asker, following):
    """(F)(2): "If a subsequent complaint is filed against the same owner … for an animal
    previously determined or found to be a vicious or dangerous animal". Someone who may file
    one is asked to count their own, and told what it would lead to."""
    from interview.toolkit.router import Step
    state = State(facts={"asker": asker,
                         "animal": {"previously_found_vicious_or_dangerous": "yes"}})
    assert FLOW.router.advance(state, Step("ask_previously_found")) == Step(following)
    asked = FLOW.questions.nodes[following]
    assert asked.fact == "complaint.subsequent_complaint"
    assert ("Count yours" in asked.text) is (asker != "owner")


def test_every_node_renders(csrf_app):
    from flask import render_template

    from interview.toolkit.router import Step
    forms = csrf_app.extensions["forms"]["city-90-17"]
    for node in FLOW.questions.nodes.values():
        if node.is_result:
            continue
        with csrf_app.test_request_context(URL):
            html = render_template("interview.html", flow=FLOW, node=node, form=forms[node.id](),
                                   step=Step(node.id, 0 if node.loop else None), transcript=[],
                                   errors=[], glossary=[], can_go_back=True)
        soup = BeautifulSoup(html, "html.parser")
        assert node.text.split("?")[0][:20] in soup.find("h1").text, node.id
        assert soup.select("input[name=answer], input[name=day], textarea[name=answer]"), node.id


def test_glossary_terms_exist_and_cite_the_law():
    used = {k for n in FLOW.questions.nodes.values() for k in n.glossary}
    assert used <= set(FLOW.questions.glossary)
    for term in FLOW.questions.glossary.values():
        assert term.cite in FLOW.law, term
    assert "does not define" in FLOW.questions.glossary["provocation"].text


def _answer(node, state: State, index, rng: random.Random) -> None:
    if node.type == "date":
        value = rng.choice(["2026-05-10", "2025-01-20", "2026-05-31"])
    elif node.type == "text":
        value = rng.choice(["none", "A short answer.", "x" * node.max_length])
    else:
        value = rng.choice([v for v, _ in node.choices()])
    if node.control:
        state.control[answers.control_key(node.control, index)] = value
    elif node.sets:
        for path in node.sets:
            name = path.rsplit(".", 1)[-1]
            chosen = "yes" if value == name else ("not_sure" if value == "not_sure" else "no")
            answers.put(state.facts, path, index, chosen)
    else:
        answers.put(state.facts, node.fact, index, value)


def random_walk(seed: int) -> tuple[str, dict, set[str]]:
    rng, state, visited = random.Random(seed), State({"schema_version": "1.0"}), set()
    for _ in range(200):
        walk = FLOW.router.walk(state)
        if walk.complete:
            return walk.current.node, state.facts, visited | {walk.current.node}
        node = FLOW.router.node(walk.current.node)
        if node.control == "another_incident" and walk.current.index >= 2:
            state.control[answers.control_key(node.control, walk.current.index)] = "no"
        else:
            _answer(node, state, walk.current.index, rng)
        visited.add(node.id)
    raise AssertionError("the walk did not end")


def test_random_walks_agree_with_the_engine():
    visited: set[str] = set()
    for seed in range(400):
        result, facts, seen = random_walk(seed)
        visited |= seen
        assert validate(FLOW, facts, TODAY) == [], (seed, facts)
        likely = FLOW.assess(facts, TODAY).status["likely"]
        assert FLOW.questions.nodes[result].status == likely, (seed, result, facts)
    assert visited == set(FLOW.questions.nodes), set(FLOW.questions.nodes) - visited


def test_a_person_the_animal_chased_reads_whose_rules_they_are(csrf_app):
    # (C)'s rules speak to the owner as "you" ("On your property, keep the animal from
    # leaving"): the parts that hold them say so. (F)(1)'s complaint is the chased person's
    # own. Neither heading says "your", and the page is not written to the owner.
    soup, _ = web_walk(csrf_app.test_client(), CITY_COMPLAINT)
    assert "written to the animal's owner" not in soup.text
    duties = soup.find(id="duties").find_parent("section").get_text(" ")
    assert "This part is about the owner." in duties
    headings = [h.get_text(" ", strip=True) for h in soup.select("main h2")]
    assert "What the owner must do" in headings and "Rights under this law" in headings
    rights = soup.find(id="rights").find_parent("section").get_text(" ")
    assert "can make a complaint" in rights


def test_the_owner_is_not_told_the_complainants_rights_are_theirs(csrf_app):
    # (F)(1)'s complaint and (G)'s damages are the harmed person's; they sat under "Your
    # rights" on the owner's page.
    soup, _ = web_walk(csrf_app.test_client(), TERRORIZING_CHASE)
    headings = [h.get_text(" ", strip=True) for h in soup.select("main h2")]
    assert "Rights under this law" in headings and "Your rights" not in headings


def test_the_checklist_is_not_offered_with_dates_the_section_never_sets(csrf_app):
    # § 90.17 sets no deadlines (notice_no_deadlines): the link promised "with dates".
    soup, _ = web_walk(csrf_app.test_client(), TERRORIZING_CHASE)
    links = [a.get_text(" ", strip=True) for a in soup.select("main a[href*='/documents/']")]
    assert "A checklist of what must be done, and by when" in links, links
    assert not any("with dates" in link for link in links), links


@pytest.mark.parametrize("slug, journey, office", [
    ("city-90-17", "CITY_COMPLAINT", "the City"),  # (F)(1): "a complaint with the City"
    ("river-hills", "COMPLAINT", "the River Hills Police Department"),
])
def test_the_result_page_says_where_to_file_the_complaint(slug, journey, office):
    # The statement said "File it with the City", but the result page's next steps named only
    # "your police department".
    import tests.journeys as journeys
    from tests.interview.web.test_interview_views import walk
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    if slug == "river-hills":
        walk(client, app, getattr(journeys, journey))
    else:
        web_walk(client, getattr(journeys, journey))
    soup = page(client.get(f"/interview/{slug}/result"))
    steps = [" ".join(li.select_one(".step-text").text.split())
             for li in soup.select("ul.steps li.step-key")]
    assert f"Print your complaint statement, sign it, and file it with {office}." in steps, steps
