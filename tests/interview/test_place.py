"""Choosing the place: the interview begins by asking where; a deployment can fix it."""
from bs4 import BeautifulSoup

from interview import create_app


def test_start_asks_where_with_every_place(client):
    soup = BeautifulSoup(client.get("/").data, "html.parser")
    values = {i["value"] for i in soup.select("input[name=place]")}
    assert {"river-hills", "city-90-17"} <= values
    assert "Where do you live" in soup.find("legend").text


def test_choosing_a_place_starts_its_interview(client):
    response = client.get("/?place=city-90-17")
    assert response.status_code == 302
    assert response.headers["Location"].endswith("/interview/city-90-17/")


def test_no_place_chosen_is_a_plain_error(client):
    response = client.get("/?place=")
    assert response.status_code == 400
    assert BeautifulSoup(response.data, "html.parser").select_one(".error-summary a")


def test_a_deployment_can_fix_the_place():
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "DEFAULT_FLOW": "river-hills"})
    response = app.test_client().get("/")
    assert response.status_code == 302
    assert response.headers["Location"].endswith("/interview/river-hills/")


def test_the_city_is_named_by_config():
    app = create_app({"TESTING": True, "SECRET_KEY": "t",
                      "PLACES": {"city-90-17": {"title": "City of Example — Code § 90.17"}}})
    soup = BeautifulSoup(app.test_client().get("/").data, "html.parser")
    assert "City of Example" in soup.text
