"""The result leads with the person's task (issue 28): what to do now, then what this means,
for who they are. Read from the pages as a person would get them."""
import datetime as dt

import pytest
from bs4 import BeautifulSoup

from interview import create_app
from tests.interview.web.test_interview_views import walk
from tests.journeys import (
    APPEAL,
    BITE_AT_LARGE,
    CITY_COMPLAINT,
    COMPLAINT,
    NEIGHBOUR_CONDUCT,
    TERRORIZING_CHASE,
    TWO_SERIOUS,
)

GENERAL = "General advice, not from this law"


def _app():
    return create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})


def river_hills(journey, page: str = "result") -> BeautifulSoup:
    app = _app()
    client = app.test_client()
    walk(client, app, journey)
    return BeautifulSoup(client.get(f"/interview/river-hills/{page}").get_data(as_text=True),
                         "html.parser")


def city(journey) -> BeautifulSoup:
    from tests.flows.city_90_17.test_interview import web_walk
    soup, _seen = web_walk(_app().test_client(), journey)
    return soup


def steps(soup) -> list:
    return soup.select("section.now li.step")


def text(node) -> str:
    return " ".join(node.get_text(" ").split())


def first_part(soup) -> str:
    """What the page leads with: the status, what to do now, what this means."""
    return " ".join(text(n) for n in soup.select(".status-card, section.now, section.meaning"))


@pytest.fixture()
def early_september(monkeypatch):
    """The Village's Sun 6 Sep 2026: BITE_AT_LARGE's notice was served on Fri 4 Sep."""
    from interview.engine import clock
    monkeypatch.setattr(clock, "utc_now", lambda: dt.datetime(2026, 9, 6, 17, tzinfo=dt.UTC))


# --- A person the dog hurt, and a parent of a child it hurt ------------------------------

@pytest.mark.parametrize(("asker", "wound"), [
    ("harmed", "If the skin was broken, wash the wound"),
    ("parent", "If your child's skin was broken, wash the wound")])
def test_a_person_bitten_reads_safety_first_then_the_report_then_the_complaint(asker, wound):
    soup = river_hills({**COMPLAINT, "ask_asker": asker})
    wash, report, complaint = steps(soup)
    assert text(wash).startswith(GENERAL) and wound in text(wash)
    assert not wash.select(".cites")  # general advice: no clause is its authority
    assert text(report).startswith(GENERAL + " Report the bite to the police now, so the dog "
                                             "can be found and watched for rabies.")
    # What the ordinance itself holds on it, said as the ordinance's, with its clauses:
    # (5) adopts Wis. Stat. § 95.21, (6)[c](1)(ii) names dog bite reports.
    related = report.select_one(".cites")
    assert related.find("span").text == "Related law:"
    assert [a.text for a in related.select("a")] == ["§ 2.14(5)", "§ 2.14(6)[c](1)(ii)"]
    assert "Wis. Stat. § 95.21" in text(report)
    assert GENERAL not in text(complaint)
    assert complaint.select_one("a.action-document")["href"].endswith("/documents/complaint")
    assert "§ 2.14(6)[c](1)(i)" in text(complaint.select_one(".cites"))
    lead = first_part(soup)
    assert "your dog" not in lead and "written to the animal's owner" not in soup.get_text()
    assert "An officer can act on a written complaint" in lead
    # The owner's duties are the owner's.
    assert soup.find(id="duties").text == "What the owner must do"


def test_someone_whose_pet_was_hurt_is_told_to_take_it_to_a_vet():
    soup = river_hills({**TWO_SERIOUS, "ask_asker": "harmed"})  # a pet, then a person
    advice = [text(s) for s in steps(soup)]
    assert any("take it to a vet today" in a for a in advice)
    # No complaint written yet: the last step offers to write one, from its question.
    write = steps(soup)[-1]
    assert "write a complaint you can sign and file" in text(write)
    assert "/change/ask_wants_complaint/" in write.select_one(".step-do a")["href"]


@pytest.mark.parametrize(("asker", "wound"), [
    ("harmed", "If the skin was broken"), ("parent", "If your child's skin was broken"),
    ("on_behalf", "If their skin was broken")])
def test_under_90_17_the_same_for_any_animal(asker, wound):
    soup = city({**CITY_COMPLAINT, "ask_attacked": "yes", "ask_injured": "yes",
                 "ask_provoked": "no", "ask_asker": asker})
    wash, report, complaint = steps(soup)
    assert text(wash).startswith(GENERAL) and wound in text(wash)
    assert text(report).startswith(GENERAL) and "watched for rabies" in text(report)
    assert not report.select(".cites")  # § 90.17 says nothing of rabies
    assert complaint.select_one("a.action-document")["href"].endswith("/documents/complaint")
    assert "§ 90.17(F)(1)" in text(complaint)
    assert "your animal" not in first_part(soup)
    assert "can make a complaint to the City" in first_part(soup)


def test_a_chase_with_no_injury_gets_no_wound_advice():
    soup = city(CITY_COMPLAINT)  # it ran at them; they hid behind a car
    assert [GENERAL in text(s) for s in steps(soup)] == [False]
    assert "Print your complaint statement" in text(steps(soup)[0])


# --- The owner ----------------------------------------------------------------------------

def test_the_owner_reads_your_dog_and_the_next_step_with_its_letter(early_september):
    soup = river_hills(BITE_AT_LARGE)
    first = steps(soup)[0]
    # Fri 4 Sep + 5 business days, Labor Day left out: Mon 14 Sep
    assert text(first).startswith("If you want a hearing and have not asked yet: write to the "
                                  "police chief by Mon 14 Sep 2026 to ask for one.")
    assert first.select_one("strong").text == "Mon 14 Sep 2026"
    assert text(first.select_one(".days-left")) == "8 days left"
    assert first.select_one("a.action-document")["href"].endswith("/documents/hearing-request")
    lead = first_part(soup)
    assert "your dog is a dangerous dog" in lead
    # The window runs from service, asked for or not: Fri 4 Sep + 7, + 14.
    assert "it should be held from Fri 11 Sep 2026 to Fri 18 Sep 2026" in lead
    # Duties that bind today before the standing ones.
    rules = [text(li) for li in soup.select(".rules-now li")]
    assert rules[0].startswith("Keep the dog locked in") and "leash" in rules[1]
    assert not any("licence" in r for r in rules)


def test_a_day_that_came_while_on_hold_is_not_called_missed(monkeypatch):
    """§ 2.14(6)[e](1)(v): on "a timely request for a hearing ... this requirement shall be
    stayed until such time as any further right to appeal has been exhausted". APPEAL asked
    on Tue 8 Sep; spaying's day, Thu 17 Sep, came while it was held; the time to appeal
    ended Fri 25 Sep. On Thu 1 Oct the page read "the last day was Thu 17 Sep 2026" and
    "This date has passed"."""
    from interview.engine import clock
    monkeypatch.setattr(clock, "utc_now", lambda: dt.datetime(2026, 10, 1, 17, tzinfo=dt.UTC))
    soup = river_hills(APPEAL)
    (spaying,) = [s for s in steps(soup) if "spaying" in text(s)]
    assert spaying.select_one(".step-text").get_text() == (
        "Proof of spaying or neutering to the police chief: its date, Thu 17 Sep 2026, came "
        "while it was on hold. The hold is over now. Do it now if you can, and ask the office that "
        "enforces this law by when.")
    assert "is-passed" not in spaying["class"]
    assert text(spaying.select_one(".stay")).startswith("You asked for a hearing in time")
    assert text(spaying.select_one(".tag")) == "The hold is over"
    assert "the last day was" not in text(spaying) and not spaying.select(".tag-passed")
    # The photos have no such stay: (e)(1)(vi) their day was missed.
    (photos,) = [s for s in steps(soup) if "photos" in text(s)]
    assert text(photos.select_one(".tag-passed")) == "This date has passed"
    (item,) = [li for li in soup.select(".timeline-item") if "spaying" in text(li)]
    assert "is-passed" not in item["class"] and text(item.select_one(".tag")) == "The hold is over"
    # Where the law is silent on the new day, the page says so (notice_stay_ended_date).
    assert "The law does not say when they are due after a hold ends" in text(soup)
    # The checklist to print says the same: not a day missed.
    checklist = river_hills(APPEAL, "documents/checklist")
    (row,) = [tr for tr in checklist.select("tr") if "Spay or neuter" in text(tr)]
    when = row.select_one('[data-label="By when"]')
    assert when.strong.text == "The hold is over" and "came while it was on hold" in text(when)


def test_the_owner_with_nothing_dated_gets_the_rules_and_the_checklist():
    soup = city(TERRORIZING_CHASE)
    now = soup.select_one("section.now")
    assert "Nothing you must do has a date yet." in text(now)
    assert now.select_one("a.action-document")["href"].endswith("/documents/checklist")
    assert text(now.select_one(".rules-now li")).startswith("Keep the animal in an enclosure")
    assert "your animal likely fits" in first_part(soup)


def test_a_notice_with_no_incident_leads_with_the_declaration():
    # § 2.14(6)[c](3): "Pending the outcome of the hearing, all of the regulations applicable
    # to a dog for which such determination has been made are applicable". The page read
    # "Likely: no special status" over a dangerous dog's rules.
    # A dangerous notice rests on an incident, so the owner is asked what happened; here
    # nothing they tell of counts.
    soup = river_hills({**BITE_AT_LARGE, "ask_bite_injury": "no", "ask_other_injury": "no",
                        "ask_imminent_threat": "no", "ask_assault": "no",
                        "ask_off_property": "on_property"})
    assert soup.find("h1").text == "Declared: dangerous dog"
    card = text(soup.select_one(".status-card"))
    assert "Likely: no special status" in card and "follow this decision" in card
    assert "Keep the dog locked in" in text(soup.select_one("section.now"))


# --- A neighbour, and someone else --------------------------------------------------------

def test_a_neighbour_files_the_complaint_about_what_the_dog_keeps_doing():
    soup = river_hills(NEIGHBOUR_CONDUCT)
    (complaint,) = steps(soup)
    assert GENERAL not in text(complaint)
    assert complaint.select_one("a.action-document")["href"].endswith("/documents/complaint")
    lead = first_part(soup)
    assert "running loose or barking" in lead and "your dog" not in lead


def test_someone_else_is_offered_the_complaint_and_reads_the_owners_rules_as_the_owners():
    soup = river_hills({**TWO_SERIOUS, "ask_asker": "other"})
    (write,) = steps(soup)
    assert "write a complaint" in text(write)
    assert not soup.select(".rules-now")  # "you" in them is the owner
    assert "the dog a vicious dog" in first_part(soup)


# --- The text report leads the same way ---------------------------------------------------

def test_the_text_report_leads_with_what_is_in_force_then_what_to_do():
    """§ 2.14(6)[c](3): a notice in force and no incident entered. The report's top line read
    "LIKELY: NO SPECIAL STATUS" while a dangerous dog's rules applied."""
    from interview.engine import documents
    from interview.engine.wording import Wording
    from interview.formats.textreport import render_text
    from interview.toolkit.registry import flows
    flow = flows()["river-hills"]
    facts = {"schema_version": "1.4", "asker": "owner",
             "notice": {"declared_status": "dangerous", "declared_on": "2026-11-25",
                        "service_method": "personal", "served_on": "2026-11-27",
                        "hearing_requested": "no"}}
    today = dt.date(2026, 12, 1)
    doc = documents.assessment_document(flow, facts, flow.assess(facts, today), Wording(flow))
    lines = render_text(doc, flow).splitlines()
    assert lines[3:5] == ["DECLARED: DANGEROUS DOG", "Likely: no special status"]
    report = "\n".join(lines)
    assert report.index("What to do now") < report.index("What this means") < report.index(
        "What must be done")
    assert "(3 days left) If you want a hearing" in report
    assert "To print: A letter asking for a hearing" in report


def test_the_text_report_says_a_held_day_came_while_on_hold():
    """§ 2.14(6)[e](1)(v), as the page: a day that came while on hold is not "passed"."""
    from interview.engine import documents
    from interview.engine.wording import Wording
    from interview.formats.textreport import render_text
    from interview.toolkit.registry import flows
    flow = flows()["river-hills"]
    facts = {"schema_version": "1.4", "asker": "owner",
             "notice": {"declared_status": "dangerous", "declared_on": "2026-09-01",
                        "service_method": "personal", "served_on": "2026-09-01",
                        "hearing_requested": "yes", "hearing_requested_on": "2026-09-03",
                        "decision": "affirmed", "decision_on": "2026-09-15",
                        "decision_received_on": "2026-09-16", "appeal_filed": "no"}}
    today = dt.date(2026, 10, 20)
    doc = documents.assessment_document(flow, facts, flow.assess(facts, today), Wording(flow))
    report = " ".join(render_text(doc, flow).split())
    assert ("(The hold is over) Proof of spaying or neutering to the police chief: its date"
            in report)
    assert "2026-09-15 (the hold is over) Proof of spaying" in report
    assert "2026-09-11 (passed) Two color photos" in report
