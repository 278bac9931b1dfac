"""How many questions the canonical journeys of issue 29 ask, walked as a person answers
them (relevance on, through the answers to check), against the README's table: the table says
what is true now, and this test keeps it so."""
import datetime as dt
import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from interview import create_app
from interview.toolkit.registry import flows
from tests.journeys import answer_for, form_fields

README = Path(__file__).resolve().parent.parent / "README.md"
COMPLAINT_TEXTS = {
    "ask_complaint_where": "Elm Park", "ask_complaint_how_often": "Most days",
    "ask_complaint_what": "It bit my son.", "ask_complaint_saw_it": "all",
    "ask_complaint_injuries": "A bite on the arm.", "ask_complaint_evidence": "Photos.",
    "ask_complaint_witnesses": "None.", "ask_complaint_animal": "A brown dog.",
    "ask_complaint_owner": "Not known", "ask_complaint_testify": "yes"}
CONDUCT_NO = {"ask_any_conduct": "no", "ask_at_large_often": "no", "ask_chases_vehicles": "no",
              "ask_waste": "no", "ask_rabies_infected": "no", "ask_barking": "no"}
DOG_NOT_SURE = {"ask_dog_known": "no", "ask_village_notice": "none",
                "ask_police_dog": "not_sure", "ask_declared_elsewhere": "not_sure",
                "ask_rabies": "not_sure", "ask_over_5_months": "not_sure",
                "ask_licensed": "not_sure", "ask_tag_outdoors": "not_sure"}


def _ago(days: int) -> str:
    return (flows()["river-hills"].today() - dt.timedelta(days=days)).isoformat()


BITE = {"ask_incident_date": _ago(17), "ask_victim": "person",
        "ask_bite_injury": "yes_not_serious", "ask_off_property": "off_at_large",
        "ask_reason": "none", "ask_another_incident": "no"}
JOURNEYS = {
    "An owner holding a dangerous-dog notice, one bite": ("river-hills", {
        "ask_asker": "owner", "ask_declared_status": "dangerous", "ask_declared_on": _ago(12),
        "ask_service_method": "personal", "ask_served_on": _ago(9),
        "ask_hearing_requested": "no", "ask_removal_notice_given": "no",
        "ask_any_incident": "yes", **BITE, **CONDUCT_NO, "ask_owner_dog_facts": "none",
        "ask_police_dog": "no",
        "ask_declared_elsewhere": "none", "ask_rabies": "yes", "ask_over_5_months": "yes",
        "ask_licensed": "yes", "ask_tag_outdoors": "yes", "ask_prior_impoundments": "0"}),
    "A parent of a bitten child, filing a complaint": ("river-hills", {
        "ask_asker": "parent", **BITE, **CONDUCT_NO, **DOG_NOT_SURE,
        "ask_wants_complaint": "yes", **COMPLAINT_TEXTS}),
    "A neighbour reporting a dog that runs loose": ("river-hills", {
        "ask_asker": "neighbour", "ask_any_incident": "no", **CONDUCT_NO,
        "ask_any_conduct": "yes", "ask_at_large_often": "yes", **DOG_NOT_SURE,
        "ask_wants_complaint": "no", **COMPLAINT_TEXTS}),
    "§ 90.17: a cat that scratched a child": ("city-90-17", {
        "ask_asker": "parent", "ask_species": "cat", "ask_incident_date": _ago(17),
        "ask_victim": "person", "ask_off_property": "yes", "ask_under_control": "no",
        "ask_attacked": "yes", "ask_injured": "yes", "ask_attempted": "yes",
        "ask_chased": "no", "ask_sought_shelter": "no", "ask_had_to_defend": "no",
        "ask_third_party": "no", "ask_provoked": "no", "ask_reason": "none",
        "ask_another_incident": "no", "ask_animal_known": "no", **{q: "not_sure" for q in (
            "ask_trained_to_attack", "ask_law_enforcement", "ask_fighting",
            "ask_known_propensity", "ask_displayed_propensity", "ask_owner_minor",
            "ask_guard_dog", "ask_kept_outdoors", "ask_previously_found",
            "ask_subsequent_complaint_by_anyone", "ask_impounded", "ask_reclaimed",
            "ask_proof_of_confinement")},
        "ask_wants_complaint": "no", **COMPLAINT_TEXTS}),
}


def asked(slug: str, journey: dict) -> int:
    app = create_app({"TESTING": True, "SECRET_KEY": "counts", "WTF_CSRF_ENABLED": False})
    flow, client, url = app.extensions["flows"][slug], app.test_client(), f"/interview/{slug}/"
    for count in range(100):
        response = client.get(url)
        if response.status_code == 302:
            assert response.headers["Location"].endswith("/check")
            assert client.get(url + "result").status_code == 200
            return count
        soup = BeautifulSoup(response.data, "html.parser")
        node = soup.find("input", {"name": "node"})["value"]
        index = soup.find("input", {"name": "index"})["value"]
        value = answer_for(journey, node, int(index) if index else None)
        form = {"node": node, "index": index,
                **form_fields(flow.questions.nodes[node].type, value)}
        assert client.post(url + "answer", data=form).status_code == 302, node
    raise AssertionError("the journey did not end")


def readme_rows() -> dict[str, tuple[int, int]]:
    """The README's table: journey -> (target, now)."""
    rows = re.findall(r"^\| (.+?) \| ≤ (\d+) \| (\d+) \|", README.read_text("utf-8"), re.M)
    return {name: (int(target), int(now)) for name, target, now in rows}


@pytest.mark.parametrize("name", list(JOURNEYS))
def test_the_readme_says_how_many_questions_each_journey_asks(name):
    slug, journey = JOURNEYS[name]
    assert name in readme_rows(), f"the README has no row for {name!r}"
    assert readme_rows()[name][1] == asked(slug, journey), name
