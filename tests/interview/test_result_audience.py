"""The result page speaks to the owner as "you". A neighbour or a person the animal hurt must
not read the owner's duties and rights as their own."""
import pytest
from bs4 import BeautifulSoup

from interview import create_app
from tests.interview.test_interview_views import URL, walk
from tests.journeys import BITE_AT_LARGE, TWO_SERIOUS

NOTE = "This page is written to the animal's owner."


def _result(journey) -> BeautifulSoup:
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True})
    client = app.test_client()
    walk(client, app, journey)
    return BeautifulSoup(client.get(URL + "result").get_data(as_text=True), "html.parser")


def _headings(soup) -> list[str]:
    return [h.get_text(" ", strip=True) for h in soup.select("main h2")]


@pytest.mark.parametrize("asker", ["harmed", "neighbour", "other"])
def test_someone_else_reads_whose_duties_and_rights_they_are(asker):
    soup = _result({**TWO_SERIOUS, "ask_asker": asker})
    assert NOTE in soup.select_one(".status-card").get_text(" ")
    headings = _headings(soup)
    assert "What the owner must do" in headings and "Rights under this law" in headings
    assert "What must be done" not in headings and "Your rights" not in headings
    nav = soup.select_one("nav.contents").get_text(" ")
    assert "Rights under this law" in nav and "Your rights" not in nav


def test_the_owner_reads_them_as_their_own():
    soup = _result(BITE_AT_LARGE)
    assert NOTE not in soup.get_text(" ")
    headings = _headings(soup)
    assert "What must be done" in headings and "Your rights" in headings


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
