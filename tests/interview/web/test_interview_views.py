"""The interview pages, parsed and checked for structure (notifications-admin style)."""
import re

import pytest
from bs4 import BeautifulSoup

from interview import create_app
from tests.journeys import (
    BITE_AT_LARGE,
    THREATENED_TWICE,
    TORMENTED,
    TWO_SERIOUS,
    answer_for,
    form_fields,
)

URL = "/interview/river-hills/"


def page(response) -> BeautifulSoup:
    return BeautifulSoup(response.get_data(as_text=True), "html.parser")


def current(client):
    soup = page(client.get(URL))
    node = soup.find("input", {"name": "node"})
    index = soup.find("input", {"name": "index"})
    return soup, node["value"], (index["value"] if index else "")


def post_answer(client, app, node, index, value):
    flow = app.extensions["flows"]["river-hills"]
    node_type = flow.questions.nodes[node].type
    token = page(client.get(URL)).find("input", {"name": "csrf_token"})["value"]
    data = {"node": node, "index": index, "csrf_token": token, **form_fields(node_type, value)}
    return client.post(URL + "answer", data=data)


def walk(client, app, journey, stop_before=None):
    for _ in range(80):
        response = client.get(URL)
        if response.status_code == 302:  # every question answered: check them, then the result
            assert response.headers["Location"].endswith("/check")
            assert client.get(response.headers["Location"]).status_code == 200
            return client.get(URL + "result")
        _soup, node, index = current(client)
        if node == stop_before:
            return response
        value = answer_for(journey, node, int(index) if index else None)
        assert post_answer(client, app, node, index, value).status_code == 302, node
    raise AssertionError("the journey did not end")


@pytest.fixture()
def csrf_app():
    return create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": True})


@pytest.fixture()
def c(csrf_app):
    return csrf_app.test_client()


def test_start_page_offers_the_interview(c):
    soup = page(c.get("/"))
    assert soup.find("input", {"name": "place", "value": "river-hills"})
    assert soup.find("html")["lang"] == "en"


def test_first_question_structure(c):
    soup, node, _ = current(c)
    assert node == "ask_asker"
    legend_h1 = soup.select_one("fieldset legend h1")
    assert legend_h1 and "Who are you?" in legend_h1.text
    radios = soup.select(".radio-card input[type=radio][name=answer]")
    # the owner, a person harmed, a parent or guardian of a child harmed, a neighbour, other
    assert [r["value"] for r in radios] == ["owner", "harmed", "parent", "neighbour", "other"]
    assert all(soup.find("label", attrs={"for": r["id"]}) for r in radios)
    assert soup.find("input", {"name": "csrf_token"})
    assert soup.find(id="announcer")["aria-live"] == "polite"


def test_missing_answer_gives_error_summary_linking_to_field(c, csrf_app):
    token = page(c.get(URL)).find("input", {"name": "csrf_token"})["value"]
    response = c.post(URL + "answer", data={"node": "ask_asker", "index": "", "csrf_token": token})
    assert response.status_code == 400
    soup = page(response)
    summary = soup.select_one(".error-summary[role=alert]")
    link = summary.find("a")
    assert link["href"] == "#answer-0" and soup.find(id="answer-0")
    assert soup.title.text.startswith("Error:")


def test_out_of_order_answer_redirects_with_notice(c, csrf_app):
    response = post_answer(c, csrf_app, "ask_police_dog", "", "no")
    assert response.status_code == 302
    soup = page(c.get(URL))
    assert "different question" in soup.select_one(".notice-banner").text
    assert current(c)[1] == "ask_asker"


def test_missing_csrf_token_is_a_plain_400(c):
    response = c.post(URL + "answer", data={"node": "ask_asker", "index": "", "answer": "owner"})
    assert response.status_code == 400
    assert "expired or was sent from somewhere else" in page(response).text


def test_tampered_session_starts_fresh_with_notice(c, csrf_app):
    post_answer(c, csrf_app, "ask_asker", "", "owner")
    assert current(c)[1] == "ask_declared_status"
    c.set_cookie("session", "eyJ0YW1wZXJlZCI6dHJ1ZX0.bad.signature")
    soup, node, _ = current(c)
    assert node == "ask_asker"
    assert "could not be read" in soup.select_one(".notice-banner").text


def test_date_validation(c, csrf_app):
    walk(c, csrf_app, BITE_AT_LARGE, stop_before="ask_incident_date")
    token = page(c.get(URL)).find("input", {"name": "csrf_token"})["value"]
    bad = c.post(URL + "answer", data={"node": "ask_incident_date", "index": "0",
                                       "csrf_token": token, "day": "31", "month": "2",
                                       "year": "2026"})
    assert bad.status_code == 400 and "does not exist" in page(bad).text
    future = c.post(URL + "answer", data={"node": "ask_incident_date", "index": "0",
                                          "csrf_token": token, "day": "1", "month": "1",
                                          "year": "2099"})
    assert future.status_code == 400
    no_day = c.post(URL + "answer", data={"node": "ask_incident_date", "index": "0",
                                          "csrf_token": token, "month": "5", "year": "2026"})
    # A blank day is an answer only with "about": else the 15th would pass as known.
    assert no_day.status_code == 400 and "Enter the day" in page(no_day).text
    about = c.post(URL + "answer", data={"node": "ask_incident_date", "index": "0",
                                         "csrf_token": token, "month": "5", "year": "2026",
                                         "approximate": "y"})
    assert about.status_code == 302
    assert "About" in page(c.get(URL)).select(".bubble-answer")[-1].text


def test_a_notice_date_needs_its_day_and_offers_no_about(c, csrf_app):
    # A deadline counts from this day: "about" would store the 15th as if it were known.
    walk(c, csrf_app, BITE_AT_LARGE, stop_before="ask_served_on")
    soup = page(c.get(URL))
    assert soup.find("input", {"name": "approximate"}) is None
    token = soup.find("input", {"name": "csrf_token"})["value"]
    about = c.post(URL + "answer", data={"node": "ask_served_on", "index": "",
                                         "csrf_token": token, "month": "9", "year": "2026",
                                         "approximate": "y"})
    assert about.status_code == 400
    assert "Enter the day." in page(about).select_one(".error-summary").text


def test_semantic_check_on_a_date_answer(c, csrf_app):
    walk(c, csrf_app, BITE_AT_LARGE, stop_before="ask_served_on")
    response = post_answer(c, csrf_app, "ask_served_on", "", "2026-09-01")
    assert response.status_code == 400
    assert "before the declaration" in page(response).select_one(".error-summary").text


def test_a_problem_with_an_earlier_answer_names_that_answer(c, csrf_app):
    # Notice dated 3 Sep; the first incident entered is 10 Sep, a later one. The problem is
    # the notice date's ("is before every incident listed"), but the page said "it", on the
    # incident's date question, as if 10 Sep were wrong.
    walk(c, csrf_app, BITE_AT_LARGE, stop_before="ask_incident_date")
    response = post_answer(c, csrf_app, "ask_incident_date", "0", "2026-09-10")
    assert response.status_code == 400
    said = " ".join(page(response).select_one(".error-summary").text.split())
    asked = csrf_app.extensions["flows"]["river-hills"].questions.nodes["ask_declared_on"].text
    assert f"does not fit with your answer to \u201c{asked}\u201d: that answer is before " \
           "every incident listed" in said, said


def answer_it(client, node: str) -> None:
    """Follow the result page's "Answer it" link of a question the interview skipped."""
    link = page(client.get(URL + "result")).select_one(
        f"#not-asked a[href$='/change/{node}/-1']")
    assert link is not None, f"{node} is not listed as not asked"
    client.get(link["href"])
    assert current(client)[1] == node


def test_number_validation(c, csrf_app):
    # The number of impoundments changes nothing the result shows (the fee text gives both
    # fees), so the interview skips it; the result page's link still asks it.
    walk(c, csrf_app, BITE_AT_LARGE)
    answer_it(c, "ask_prior_impoundments")
    assert post_answer(c, csrf_app, "ask_prior_impoundments", "", "abc").status_code == 400
    assert post_answer(c, csrf_app, "ask_prior_impoundments", "", "99").status_code == 400
    assert post_answer(c, csrf_app, "ask_prior_impoundments", "", "2").status_code == 302


def test_back_goes_to_previous_question_with_answer_kept(c, csrf_app):
    post_answer(c, csrf_app, "ask_asker", "", "neighbour")
    token = page(c.get(URL)).find("input", {"name": "csrf_token"})["value"]
    c.post(URL + "back", data={"csrf_token": token})
    soup, node, _ = current(c)
    assert node == "ask_asker"
    assert soup.find("input", {"value": "neighbour"}).has_attr("checked")


@pytest.mark.parametrize(("journey", "status"), [
    # An owner holding a notice: what is in force leads (issue 28).
    (BITE_AT_LARGE, "Declared: dangerous dog"), (TORMENTED, "Likely: no special status"),
    (TWO_SERIOUS, "Likely: vicious dog")], ids=["bite-at-large", "tormented", "two-serious"])
def test_journeys_reach_the_expected_result(c, csrf_app, journey, status):
    response = walk(c, csrf_app, journey)
    assert response.status_code == 200
    assert status in page(response).find("h1").text


def test_a_threat_is_asked_even_when_a_person_was_scratched(c, csrf_app):
    """(6)[c](2)(i): threats to a person on more than one occasion in 12 months. A scratch on
    the owner's land counts for nothing on its own, so the threat must still be asked."""
    result = page(walk(c, csrf_app, THREATENED_TWICE))
    assert "Likely: dangerous dog" in result.find("h1").text
    assert result.find("a", href=re.compile(r"/change/ask_imminent_threat/1$")) is not None
    assert "threatened a person" in result.find(id="why").find_parent("section").text
    # Attacked, though not bitten: unlawful under (3)[b], which the result lists.
    against = result.find(["h2", "h3"], string="Against the law").find_parent("section")
    attack = next(li for li in against.find_all("li") if "attacks a person" in li.text)
    assert "§ 2.14(3)[b]" in attack.text
    assert "§ 2.14(6)[c](2)" in result.find(id="why").find_parent("section").text


def test_a_threat_is_asked_when_a_pet_may_or_may_not_have_been_hurt(c, csrf_app):
    """(6)[a](6): while at large, a threat to a "domestic pet or animal" is enough. Unsure of the
    injury, the person was never asked about the threat, and got only a conditional status."""
    journey = {**TORMENTED, "ask_victim": "pet", "ask_bite_injury": "no",
               "ask_other_injury": "not_sure", "ask_serious_injury": "no", "ask_killed": "no",
               "ask_imminent_threat": "yes", "ask_off_property": "off_at_large",
               "ask_reason": "none"}
    result = page(walk(c, csrf_app, journey))
    assert "Likely: potentially dangerous dog" in result.find("h1").text
    assert result.find("a", href=re.compile(r"/change/ask_imminent_threat/0$")) is not None


def test_what_the_law_forbids_is_asked_and_shown(c, csrf_app):
    """(3)[a] chasing vehicles, (3)[g] with (1)[d] no tag outdoors, (7) waste, (3)[f] rabies:
    the engine knew them, but the interview never asked, so the result never listed them."""
    journey = {**TORMENTED, "ask_tag_outdoors": "no", "ask_chases_vehicles": "yes",
               "ask_waste": "yes", "ask_rabies_infected": "not_sure"}
    walk(c, csrf_app, journey)
    # For a neighbour who files no complaint, the license tag and chasing cars change none of
    # the status, duties, deadlines, documents or notices, so the interview skips them (issue
    # 29); a person who answers them anyway is shown what the law forbids. (Waste left is
    # asked: it brings a notice of who may be fined. Rabies is always asked.)
    for node in ("ask_tag_outdoors", "ask_chases_vehicles"):
        answer_it(c, node)
        walk(c, csrf_app, journey)
    result = page(c.get(URL + "result"))
    against = result.find(["h2", "h3"], string="Against the law").find_parent("section")
    for text, clause in (("often chases cars, bikes or other vehicles", "§ 2.14(3)[a]"),
                         ("without its license tag", "§ 2.14(3)[g]"),
                         ("leave a dog's waste", "§ 2.14(7)"),
                         ("keep a dog that has rabies", "§ 2.14(3)[f]")):
        item = next(li for li in against.find_all("li") if text in li.text)
        assert clause in item.text


def test_change_keeps_later_answers_that_still_apply(c, csrf_app):
    walk(c, csrf_app, BITE_AT_LARGE)
    soup = page(c.get(URL + "result"))
    change = soup.find("a", href=re.compile(r"/change/ask_bite_injury/0$"))
    assert change is not None
    c.get(change["href"])
    assert current(c)[1] == "ask_bite_injury"
    # A bite that did not break the skin: the next new questions are about other injuries and
    # (as a hurt person may also have been threatened, (6)[c](2)(i)) a threat...
    assert post_answer(c, csrf_app, "ask_bite_injury", "0", "no").status_code == 302
    assert current(c)[1] == "ask_other_injury"
    post_answer(c, csrf_app, "ask_other_injury", "0", "yes")
    # How serious was part of the bite's answer: of this injury, it is asked.
    assert current(c)[1] == "ask_serious_injury"
    post_answer(c, csrf_app, "ask_serious_injury", "0", "no")
    assert current(c)[1] == "ask_imminent_threat"
    post_answer(c, csrf_app, "ask_imminent_threat", "0", "no")
    assert current(c)[1] == "ask_assault"  # (3)[b]: with no sure bite, was it an attack?
    # ...and after them, every later answer that still applies is kept: straight to the
    # answers to check, and the result.
    post_answer(c, csrf_app, "ask_assault", "0", "yes")
    response = c.get(URL)
    assert response.status_code == 302 and response.headers["Location"].endswith("/check")
    changes = page(c.get(URL + "result")).select(".bubble-answer a.change-link")
    kept = {a["href"].rsplit("/", 2)[-2] for a in changes}
    assert {"ask_off_property", "ask_reason", "ask_another_incident",
            "ask_owner_dog_facts"} <= kept, kept


def test_change_that_removes_a_branch_drops_its_answers(c, csrf_app):
    walk(c, csrf_app, TWO_SERIOUS)
    c.get(URL + "change/ask_another_incident/0")
    post_answer(c, csrf_app, "ask_another_incident", "0", "no")
    result = page(walk(c, csrf_app, TWO_SERIOUS))
    assert "Incident 2" not in result.text
    with c.session_transaction() as session:
        assert len(session["iv"]["facts"]["incidents"]) == 1


def test_change_to_no_notice_drops_the_notice_and_its_dates(c, csrf_app):
    """The notice's answers leave the session and its deadlines the page once the person says
    there was no notice: a kept notice went on counting a hearing request nobody was owed."""
    walk(c, csrf_app, BITE_AT_LARGE)
    with c.session_transaction() as session:
        assert session["iv"]["facts"]["notice"]["declared_status"] == "dangerous"
    c.get(URL + "change/ask_declared_status/-1")
    post_answer(c, csrf_app, "ask_declared_status", "", "none")
    result = page(walk(c, csrf_app, BITE_AT_LARGE))
    with c.session_transaction() as session:
        facts = session["iv"]["facts"]
    assert "notice" not in facts, facts.get("notice")
    assert "ask_declared_status.none" in session["iv"]["control"]
    assert result.find("h1").get_text(strip=True) == "Likely: dangerous dog"
    assert not result.select(".timeline li"), result.select(".timeline li")[:1]

def test_restart_clears_everything(c, csrf_app):
    post_answer(c, csrf_app, "ask_asker", "", "owner")
    token = page(c.get(URL)).find("input", {"name": "csrf_token"})["value"]
    c.post(URL + "restart", data={"csrf_token": token})
    assert current(c)[1] == "ask_asker"
    with c.session_transaction() as session:
        assert "iv" not in session


def test_every_node_renders(csrf_app):
    """Each question node, rendered on its own, has a heading, its inputs and labels."""
    flow = csrf_app.extensions["flows"]["river-hills"]
    forms = csrf_app.extensions["forms"]["river-hills"]
    from flask import render_template

    from interview.toolkit.router import Step
    for node in flow.questions.nodes.values():
        if node.is_result:
            continue
        with csrf_app.test_request_context(URL):
            form = forms[node.id]()
            html = render_template("interview.html", flow=flow, node=node, form=form,
                                   step=Step(node.id, 0 if node.loop else None), transcript=[],
                                   errors=[], glossary=[], can_go_back=True)
        soup = BeautifulSoup(html, "html.parser")
        assert node.text.split("?")[0][:20] in soup.find("h1").text, node.id
        inputs = soup.select("input[name=answer], input[name=day], textarea[name=answer]")
        assert inputs, node.id
        for field in inputs:
            assert soup.find("label", attrs={"for": field["id"]}), (node.id, field["id"])


def test_a_refused_notice_printed_in_the_paper_counts_from_the_paper(c, csrf_app):
    # § 2.14(6)[c](4): refused certified mail takes effect on "the earlier of the day the
    # property is posted or the newspaper is published"; here only the paper, Fri 4 Sep.
    journey = {**BITE_AT_LARGE, "ask_service_method": "certified_mail_refused",
               "ask_refused_notice_made_public": "published",
               "ask_published_on": "2026-09-04"}
    journey.pop("ask_served_on")
    soup = page(walk(c, csrf_app, journey))
    dates = [t["datetime"] for t in soup.select(".timeline-item time")]
    # 5 business days from Fri 4 Sep, Labor Day (Mon 7 Sep) skipped -> Mon 14 Sep.
    assert "2026-09-14" in dates, dates


def test_a_status_found_before_is_not_called_a_notice_where_the_law_has_none(csrf_app):
    # § 90.17 has no notice; (F)(2) speaks of an animal "previously determined or found".
    from tests.journeys import TERRORIZING_CHASE
    client = csrf_app.test_client()
    url = "/interview/city-90-17/"
    for _ in range(60):
        response = client.get(url)
        if response.status_code == 302:
            break
        soup = page(response)
        node = soup.find("input", {"name": "node"})["value"]
        index = soup.find("input", {"name": "index"})["value"]
        value = "yes" if node == "ask_previously_found" else (
            "no" if node == "ask_subsequent_complaint" else
            answer_for(TERRORIZING_CHASE, node, int(index) if index else None))
        flow = csrf_app.extensions["flows"]["city-90-17"]
        data = {"node": node, "index": index,
                "csrf_token": soup.find("input", {"name": "csrf_token"})["value"],
                **form_fields(flow.questions.nodes[node].type, value)}
        assert client.post(url + "answer", data=data).status_code == 302, node
    # What is in force leads the page (issue 28): the headline.
    declared = page(client.get(url + "result")).find("h1").text
    assert declared.startswith("Found before:") and "notice" not in declared


def test_a_hearing_that_changed_the_status_can_be_told(c, csrf_app):
    """"If the Officer's determination is affirmed or modified ..." (§ 2.14(6)[c](3)). The
    answer "changed" was refused (400): the facts check wants the new status, which is the very
    next question. A fact not given yet is asked for, not held against the answer before it."""
    from tests.journeys import APPEAL
    journey = {**APPEAL, "ask_decision": "modified",
               "ask_decision_status": "potentially_dangerous"}
    walk(c, csrf_app, journey, stop_before="ask_decision")
    assert post_answer(c, csrf_app, "ask_decision", "", "modified").status_code == 302
    assert current(c)[1] == "ask_decision_status"
    result = page(walk(c, csrf_app, journey))
    assert result.find("h1") is not None and "Latest day to follow all the rules" in result.text


def test_the_result_is_routed_again_after_dropped_answers(c, csrf_app, caplog):
    """Two incidents, then "no more incidents" after the first: the second is dropped at the
    result page. The result used to be routed with it still there, so the routing and the
    assessment disagreed (an error in the log) though the page showed the assessment."""
    walk(c, csrf_app, TWO_SERIOUS)
    c.get(URL + "change/ask_another_incident/0")
    assert post_answer(c, csrf_app, "ask_another_incident", "0", "no").status_code == 302
    with caplog.at_level("ERROR"):
        result = page(walk(c, csrf_app, TWO_SERIOUS))
    assert "routing reached" not in caplog.text
    # One serious injury is not two ((6)[a](8)), and makes the dog dangerous ((6)[a](2)).
    assert result.find("h1").get_text(strip=True) == "Likely: dangerous dog"


def test_a_deadline_on_hold_is_tagged_on_hold_not_passed_or_counted_down(c, csrf_app):
    # A timely hearing request stays spaying ((6)[e](1)(v)): its date, counted from the
    # declaration, showed "This date has passed" as if the owner had missed it.
    journey = {**BITE_AT_LARGE, "ask_hearing_requested": "yes",
               "ask_hearing_requested_on": "2026-09-08", "ask_decision": "pending"}
    soup = page(walk(c, csrf_app, journey))
    items = soup.select("li.timeline-item")
    held = [li for li in items if li.select_one("p.stay") and "On hold:" in li.text]
    assert held
    for li in held:
        assert li.select_one(".tag").get_text(strip=True) == "On hold"
        assert not li.select(".days-left, .tag-passed") and "is-passed" not in li["class"]
    # A deadline not on hold still says it has passed.
    assert any(li.select_one(".tag-passed") for li in items if li not in held)


def _leave(client):
    """The question page's "Leave this answer as it was", as a browser sends it."""
    soup = page(client.get(URL))
    button = soup.find("button", string="Leave this answer as it was")
    assert button is not None, "no way back without answering"
    form = button.find_parent("form")
    token = form.find("input", {"name": "csrf_token"})["value"]
    return client.post(form["action"], data={"csrf_token": token})


def test_change_or_answer_it_can_be_left_without_answering(c, csrf_app):
    """Change (or "Answer it" on a question not asked) from the result held the person at that
    question: /check and /result sent them back to it, and only an answer let them go."""
    walk(c, csrf_app, BITE_AT_LARGE)
    result = page(c.get(URL + "result"))
    answer_it = result.select_one("#not-asked li a")
    skipped = answer_it["href"]
    c.get(skipped)
    assert c.get(URL + "result").status_code == 302  # held at the question
    response = _leave(c)
    assert response.status_code == 302 and response.headers["Location"].endswith("/check")
    again = page(c.get(URL + "result"))
    assert again.select_one("#not-asked li a")["href"] == skipped  # still not asked
    # Change on an answered question: left as it was, the answer stands.
    before = page(c.get(URL + "check")).get_text(" ", strip=True)
    c.get(URL + "change/ask_bite_injury/0")
    assert current(c)[1] == "ask_bite_injury"
    assert _leave(c).headers["Location"].endswith("/check")
    assert page(c.get(URL + "check")).get_text(" ", strip=True) == before
    # A question page not reached through Change offers no such button.
    c.get(URL + "change/ask_bite_injury/0")
    post_answer(c, csrf_app, "ask_bite_injury", "0", "yes_not_serious")
    assert c.get(URL).status_code == 302


def test_leave_after_back_returns_to_the_question_reached(c, csrf_app):
    walk(c, csrf_app, BITE_AT_LARGE, stop_before="ask_service_method")
    soup = page(c.get(URL))
    assert soup.find("button", string="Leave this answer as it was") is None
    token = soup.find("input", {"name": "csrf_token"})["value"]
    c.post(URL + "back", data={"csrf_token": token})
    assert current(c)[1] == "ask_declared_on"
    assert _leave(c).status_code == 302
    assert current(c)[1] == "ask_service_method"
