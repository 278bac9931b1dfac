"""The result page speaks to the owner as "you". A neighbour or a person the animal hurt must
not read the owner's duties and rights as their own."""
import pytest
from bs4 import BeautifulSoup

from interview import create_app
from tests.interview.web.test_interview_views import URL, walk
from tests.journeys import BITE_AT_LARGE, TWO_SERIOUS

OWNERS_PART = "This part is about the owner."


def _result(journey, app=None) -> BeautifulSoup:
    app = app or create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, journey)
    return BeautifulSoup(client.get(URL + "result").get_data(as_text=True), "html.parser")


def _headings(soup) -> list[str]:
    return [h.get_text(" ", strip=True) for h in soup.select("main h2")]


@pytest.mark.parametrize("asker", ["harmed", "parent", "neighbour", "other"])
def test_someone_else_reads_whose_duties_and_rights_they_are(asker):
    # The whole page once said "This page is written to the animal's owner": now each part
    # that speaks to the owner says so, and the page itself is theirs.
    soup = _result({**TWO_SERIOUS, "ask_asker": asker})
    assert "written to the animal's owner" not in soup.get_text(" ")
    headings = _headings(soup)
    assert "What the owner must do" in headings and "Rights under this law" in headings
    assert "What must be done" not in headings
    for part in ("duties", "rights"):
        body = soup.find(id=part).find_parent("details").get_text(" ")
        assert OWNERS_PART in body, part


def test_the_owner_reads_them_as_their_own():
    soup = _result(BITE_AT_LARGE)
    assert OWNERS_PART not in soup.get_text(" ")
    headings = _headings(soup)
    assert "What must be done" in headings and "Rights under this law" in headings


def test_before_any_notice_the_rights_say_they_wait_for_one():
    # (c)(3)'s hearing is of an Officer's determination. With none, the page said "The
    # deadlines on this page give the last day", and there were none.
    rights = _result(TWO_SERIOUS).find(id="rights").find_parent("section").get_text(" ")
    assert "These start only if an officer declares the animal." in rights
    assert "The deadlines on this page give the last day" not in rights
    assert "With the notice, this guide can count the last day." in rights


def test_with_a_notice_the_rights_point_to_its_deadlines():
    rights = _result(BITE_AT_LARGE).find(id="rights").find_parent("section").get_text(" ")
    assert "These start only if" not in rights
    assert "The deadlines on this page give the last day" in rights


def test_the_owners_next_steps_are_not_given_to_a_neighbour_who_knows_of_the_notice():
    # A neighbour may know the dog was declared, and give the notice's dates. "If you want a
    # hearing and have not asked yet: write to the police chief" is the owner's step.
    soup = _result({**BITE_AT_LARGE, "ask_asker": "neighbour", "ask_wants_complaint": "no"})
    steps = " ".join(li.get_text(" ") for li in soup.select("li.step-key"))
    assert "ask for a hearing" not in steps
    owner = _result(BITE_AT_LARGE)
    assert "ask for a hearing" in " ".join(li.get_text(" ") for li in owner.select("li.step-key"))


@pytest.mark.parametrize(("changes", "decision"), [
    ({"ask_declared_status": "potentially_dangerous"}, "Potentially dangerous dog"),
    ({"ask_hearing_requested": "yes", "ask_hearing_requested_on": "2026-09-08",
      "ask_decision": "overturned", "ask_decision_on": "2026-09-15",
      "ask_decision_received_on": "2026-09-15"}, "No special status"),
])
def test_a_decision_that_differs_from_the_guides_reading_says_which_one_the_rules_follow(
        changes, decision):
    # What is in force leads (issue 28): the headline is the decision, the guide's reading
    # comes second, and the card says which one the rules follow.
    soup = _result({**BITE_AT_LARGE, **changes})
    card = soup.select_one(".status-card").get_text(" ")
    assert soup.find("h1").get_text(strip=True).lower().endswith(decision.lower()) or \
        soup.find("h1").get_text(strip=True).startswith(decision)
    assert "Likely: dangerous dog" in card
    assert "The rules on this page follow this decision" in card


def test_a_decision_the_guide_agrees_with_needs_no_such_line():
    card = _result(BITE_AT_LARGE).select_one(".status-card").get_text(" ")
    assert "follow this decision" not in card


def test_before_any_notice_lifting_a_declaration_waits_for_one():
    # "After 3 years, you can ask the police chief to lift the order", to a person bitten by a
    # dog nobody has declared.
    soup = _result({**TWO_SERIOUS, "ask_serious_injury": "no", "ask_another_incident": "no",
                    "ask_incident_date": "2026-03-10", "ask_victim": "person"})
    waiver = soup.find(id="waiver").find_parent("section").get_text(" ")
    assert "This applies only if an officer declares the animal." in waiver
    assert "lift the order" not in waiver
    notice = _result(BITE_AT_LARGE).find(id="waiver").find_parent("section").get_text(" ")
    assert "applies only if" not in notice and "lift the declaration" in notice


def test_a_hearing_already_asked_for_is_marked_done_not_counted_down():
    # The owner asked on Tue 8 Sep: the page still said "Last day to ask ... N days left" and
    # "Earliest day the hearing can be held ... Only if a hearing is asked for."
    soup = _result({**BITE_AT_LARGE, "ask_hearing_requested": "yes",
                    "ask_hearing_requested_on": "2026-09-08", "ask_decision": "pending"})
    items = {" ".join(li.select_one(".timeline-what").get_text(" ").split()): li
             for li in soup.select(".timeline-item")}
    ask = next(li for what, li in items.items() if what.startswith("Last day to ask"))
    assert ask.select_one(".tag-done") and not ask.select_one(".days-left")
    earliest = next(li for what, li in items.items() if what.startswith("Earliest day"))
    assert "Only if a hearing is asked for" not in earliest.get_text(" ")
    before = _result(BITE_AT_LARGE)  # not asked: no such mark
    assert not before.select(".tag-done")


def test_one_worker_keeps_the_owners_and_the_neighbours_words_apart():
    """The duties and rights sections are kept per worker (fragments): their keys must hold who
    reads them and whether the rights wait, or the next person gets the last one's words."""
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    owner = _result(BITE_AT_LARGE, app)
    neighbour = _result({**BITE_AT_LARGE, "ask_asker": "neighbour", "ask_wants_complaint": "no"},
                        app)
    assert "What must be done" in _headings(owner)
    assert "What the owner must do" in _headings(neighbour)
    before_any_notice = _result(TWO_SERIOUS, app)
    assert "These start only if" not in owner.find(id="rights").find_parent("section").text
    assert "These start only if" in before_any_notice.find(id="rights").find_parent(
        "section").text


def test_a_neighbour_who_knows_of_a_notice_is_not_asked_its_dates():
    # The notice's date, its service and the hearing are the owner's to know: a neighbour who
    # said there was a notice met "What date is written on the notice?" with no way past
    # "Enter the day".
    from tests.interview.web.test_interview_views import current, post_answer
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    # A neighbour is asked what happened first, and of the notice after.
    neighbour = {"ask_asker": "neighbour", "ask_any_incident": "no", "ask_any_conduct": "yes",
                 "ask_at_large_often": "yes",
                 "ask_chases_vehicles": "no", "ask_waste": "no", "ask_rabies_infected": "no",
                 "ask_barking": "no", "ask_dog_known": "yes"}
    walk(client, app, neighbour, stop_before="ask_village_notice")
    assert post_answer(client, app, "ask_village_notice", "", "dangerous").status_code == 302
    assert current(client)[1] != "ask_declared_on"
    assert "ask_declared_on" not in {s for s in _asked(client)}
    owner = app.test_client()
    for node, value in (("ask_asker", "owner"), ("ask_declared_status", "dangerous")):
        post_answer(owner, app, node, "", value)
    assert current(owner)[1] == "ask_declared_on"


def _asked(client) -> list[str]:
    """The questions answered so far, from the page's Change links."""
    soup = BeautifulSoup(client.get("/interview/river-hills/").get_data(as_text=True),
                         "html.parser")
    return [a["href"].split("/change/")[1].split("/")[0] for a in soup.select("a.change-link")]


def test_the_evidence_list_says_what_it_is_for_where_the_flow_says():
    # River Hills' list is (6)[c](1)'s: "The finding must be based upon". A neighbour who
    # reported barking read it as what any complaint needs.
    from tests.flows.city_90_17.test_interview import web_walk
    from tests.journeys import NEIGHBOUR_CONDUCT, TERRORIZING_CHASE
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, NEIGHBOUR_CONDUCT)
    soup = BeautifulSoup(client.get("/interview/river-hills/result").get_data(as_text=True),
                         "html.parser")
    heading = next(h for h in soup.select("h2") if h.text == "What an officer may rely on")
    assert heading.find_next("p").text.startswith("To put a dog in one of the law's three groups")
    city, _ = web_walk(app.test_client(), TERRORIZING_CHASE)
    heading = next(h for h in city.select("h2") if h.text == "What an officer may rely on")
    assert heading.find_next("p").text.startswith("An officer may decide on any of these.")


def test_a_neighbour_is_not_told_more_facts_would_date_the_owners_deadlines():
    # The notice's dates are asked of the owner alone, yet a neighbour who knew of the notice
    # read "We need more facts to count this date" four times: facts nobody would ask them.
    soup = _result({**BITE_AT_LARGE, "ask_asker": "neighbour", "ask_wants_complaint": "no"})
    unknown = [li.get_text(" ", strip=True) for li in soup.select(".timeline-item.is-unknown")]
    assert unknown, "the owner's deadlines are still listed"
    assert not any("We need more facts" in text for text in unknown), unknown
    assert all("only the owner is asked about" in text for text in unknown), unknown
    owner = _result({**BITE_AT_LARGE, "ask_service_method": "not_sure"})
    assert any("We need more facts" in li.get_text(" ")
               for li in owner.select(".timeline-item.is-unknown"))


def test_someone_unsure_of_a_notice_can_say_so():
    soup = _result({**TWO_SERIOUS, "ask_asker": "neighbour", "ask_declared_status": "none",
                    "ask_wants_complaint": "no"})
    assert soup.select_one("#result-heading")


def test_a_neighbour_with_nothing_to_report_is_not_told_to_write_a_complaint():
    """No incident, and the dog does none of the unlawful things: the interview offers no
    complaint, so "What to do now" does not either (it once said "This guide helps you write
    it", with no button); it says there is nothing to do. A neighbour whose dog next door
    barks is told to file the statement they wrote, on (3)[d]."""
    from tests.journeys import NEIGHBOUR_CONDUCT
    now = _result({**NEIGHBOUR_CONDUCT, "ask_any_conduct": "no"}).find(id="now").parent
    assert not now.select(".step-complaint")
    assert " ".join(now.get_text(" ", strip=True).split()) == (
        "What to do now From your answers, there is nothing to do under this law.")
    reported = _result(NEIGHBOUR_CONDUCT).find(id="now").parent
    [complaint] = reported.select(".step-complaint")
    assert complaint.select_one("a.button")
    law = " ".join(complaint.get_text(" ").split())
    assert "§ 2.14(3)[d]" in law and "§ 2.14(8)" not in law
