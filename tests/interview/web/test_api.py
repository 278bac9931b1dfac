"""The JSON API: schema, assessment, clauses, and problem details for bad input."""
import json

import pytest

PROBLEM = "application/problem+json"


def test_schema_is_served_and_versioned(client):
    response = client.get("/api/v1/flows/river-hills/schema")
    assert response.status_code == 200
    assert response.mimetype == "application/schema+json"
    versions = response.get_json()["properties"]["schema_version"]["enum"]
    # 1.1 added the complaint, 1.2 whether its writer saw it, 1.3 a dog declared elsewhere
    # while it lived here, 1.4 a parent asking and an incident's time; older ones are still
    # accepted
    assert versions == ["1.0", "1.1", "1.2", "1.3", "1.4"]


def test_flows_are_listed(client):
    flows = client.get("/api/v1/flows").get_json()
    assert {"river-hills"} <= {f["slug"] for f in flows}


def test_assess_returns_a_cited_assessment(client, sample_facts):
    response = client.post("/api/v1/assess/river-hills?today=2026-09-10", json=sample_facts)
    assert response.status_code == 200
    doc = response.get_json()
    assert doc["status"]["likely"] == "dangerous"
    assert doc["law_version"]["id"] == "2.14@2018-11-14"
    hearing = next(d for d in doc["deadlines"] if d["id"] == "hearing_request_deadline")
    assert hearing["due"] == "2026-09-14"
    assert "Labor Day not counted" in hearing["working"]
    # The sample's owner has asked for the hearing: the step is marked taken, no other one.
    assert [d["id"] for d in doc["deadlines"] if d["taken"]] == ["hearing_request_deadline"]
    for section in ("reasons", "duties", "deadlines", "rights", "penalties", "notices"):
        for item in doc[section]:
            assert item["cite"], f"{section}/{item['id']} has no citation"


def test_api_matches_cli_engine(client, sample_facts, capsys, tmp_path):
    """The same facts give the same assessment document through the API and the CLI."""
    from interview.cli import main
    path = tmp_path / "facts.json"
    path.write_text(json.dumps(sample_facts), encoding="utf-8")
    assert main(["assess", "river-hills", "--facts", str(path), "--today", "2026-09-10"]) == 0
    via_cli = json.loads(capsys.readouterr().out)
    via_api = client.post("/api/v1/assess/river-hills?today=2026-09-10", json=sample_facts)
    assert via_api.get_json() == via_cli
    assert via_cli["status"]["declared"] == "dangerous" and via_cli["deadlines"]


@pytest.mark.parametrize(("body", "pointers"), [
    ({"schema_version": "1.0", "dog": {"police_dog": True}}, ["/dog/police_dog"]),
    ({"schema_version": "1.0", "incidents": [{"date": "2026-02-30"}]}, ["/incidents/0/date"]),
    ({"schema_version": "1.0", "colour": "brown"}, ["/colour"]),
    ({"schema_version": "1.0", "incidents": [{"date": "2026-01-02", "bit": "yes"}]},
     ["/incidents/0/bit"]),
    ({"schema_version": "1.0", "incidents": [{"date": "2026-05-01"}],
      "notice": {"declared_status": "dangerous", "declared_on": "2026-06-01",
                 "decision": "affirmed", "decision_on": "2026-05-20"}},
     ["/notice/decision_on"]),
    ({"dog": {}}, ["/schema_version"]),
    ({"schema_version": "1.0", "dog": {"police_dog": 1}, "x": 1}, ["/dog/police_dog", "/x"]),
], ids=["wrong-type", "no-such-date", "unknown-key", "unknown-incident-key",
        "decision-before-declaration", "missing-version", "every-bad-field"])
def test_bad_facts_get_problem_details_naming_each_field(client, body, pointers):
    response = client.post("/api/v1/assess/river-hills?today=2026-09-10", json=body)
    assert response.status_code == 400
    assert response.mimetype == PROBLEM
    problem = response.get_json()
    assert problem["status"] == 400 and problem["title"]
    assert sorted(pointers) == sorted({e["pointer"] for e in problem["errors"]})
    assert all(e["detail"] for e in problem["errors"])


@pytest.mark.parametrize("raw", [b"{not json", b"[1, 2]", b'"text"', b"[" * 5000 + b"]" * 5000,
                                 json.dumps({"schema_version": "1.0", "a": {"b": {"c": {"d": {
                                     "e": {"f": {"g": {"h": {"i": 1}}}}}}}}}).encode()])
def test_hostile_bodies_get_400_not_500(client, raw):
    response = client.post("/api/v1/assess/river-hills", data=raw,
                           content_type="application/json")
    assert response.status_code == 400
    assert response.mimetype == PROBLEM


def test_huge_incident_list_is_refused(client):
    body = {"schema_version": "1.0", "incidents": [{"date": "2026-01-01"}] * 51}
    response = client.post("/api/v1/assess/river-hills?today=2026-09-10", json=body)
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["pointer"] == "/incidents"


def test_bad_today_and_unknown_flow(client, sample_facts):
    assert client.post("/api/v1/assess/river-hills?today=2026-13-01",
                       json=sample_facts).status_code == 400
    response = client.post("/api/v1/assess/nowhere", json=sample_facts)
    assert response.status_code == 404 and response.mimetype == PROBLEM


def test_clause_text_is_served(client):
    doc = client.get("/api/v1/flows/river-hills/clauses/2.14(6)[e](1)(iii)").get_json()
    assert "secure sides and a secure top" in doc["full_text"]
    assert client.get("/api/v1/flows/river-hills/clauses/2.14(9)").status_code == 404


@pytest.mark.parametrize(("lang", "headline", "working", "waiver"), [
    ("en", "Declared: dangerous dog", "Labor Day not counted",
     "declared Thu 3 Sep 2026; 3 years, ending Mon 3 Sep 2029 → Tue 4 Sep 2029"),
    ("es", "Declarado: perro peligroso", "lun",
     "3 años, hasta el lun 3 sept 2029 → mar 4 sept 2029"),
    ("ar", "كلب خطير", "يوم العمال",
     "3 سنوات، تنتهي في الاثنين 3 سبتمبر 2029 ← الثلاثاء 4 سبتمبر 2029"),
])
def test_assessment_texts_come_in_the_language_asked_for(client, sample_facts, lang, headline,
                                                           working, waiver):
    response = client.post(f"/api/v1/assess/river-hills?today=2026-09-10&lang={lang}",
                           json=sample_facts)
    assert response.status_code == 200
    assert response.headers["Content-Language"] == lang
    assert "Set-Cookie" not in response.headers  # the API keeps nothing, not even a language
    doc = response.get_json()
    assert headline in doc["status"]["headline"]
    hearing = next(d for d in doc["deadlines"] if d["id"] == "hearing_request_deadline")
    assert working in hearing["working"]
    # The waiver's working too: it was English with ISO dates in every language.
    (lifting,) = doc["waiver"]
    assert waiver in lifting["params"]["working"]
    # Only the words change: ids, citations, dates and params are the same in every language.
    english = client.post("/api/v1/assess/river-hills?today=2026-09-10",
                          json=sample_facts).get_json()
    assert [(d["id"], d["due"], d["cite"]) for d in doc["deadlines"]] == \
        [(d["id"], d["due"], d["cite"]) for d in english["deadlines"]]
    assert [i["id"] for i in doc["duties"]] == [i["id"] for i in english["duties"]]
    # A machine draft says so, as the web pages' banner does; English is the source text.
    from interview.engine.languages import catalog
    from interview.engine.wording import UNREVIEWED
    note = catalog(lang).gettext(UNREVIEWED)
    assert doc["disclaimer"].endswith(note) == (lang != "en")


def test_the_language_is_never_guessed_from_the_browser(client, sample_facts):
    response = client.post("/api/v1/assess/river-hills?today=2026-09-10", json=sample_facts,
                           headers={"Accept-Language": "es"})
    assert response.headers["Content-Language"] == "en"
    assert response.get_json()["status"]["headline"] == "Declared: dangerous dog"


def test_an_unknown_language_gets_problem_details(client, sample_facts):
    response = client.post("/api/v1/assess/river-hills?lang=xx", json=sample_facts)
    assert response.status_code == 400 and response.mimetype == PROBLEM
    body = response.get_json()
    assert body["title"] == "Unknown language" and "es" in body["detail"]
    assert body["errors"][0]["pointer"] == "?lang"


@pytest.mark.parametrize("method, path, status, title", [
    ("get", "/api/v1/nothing", 404, "Not found"),
    ("get", "/api/v1/assess/river-hills", 405, "Method not allowed"),
])
def test_an_address_with_no_route_is_a_problem_in_english(client, method, path, status, title):
    """The API never guesses a language from Accept-Language, also for an address no route
    matches (those are answered by the app's error pages, not the API's blueprint)."""
    response = getattr(client, method)(path, headers={"Accept-Language": "es"})
    assert response.status_code == status and response.mimetype == PROBLEM
    body = response.get_json()
    assert (body["title"], body["status"]) == (title, status)
    assert body["detail"].isascii() and "página" not in body["detail"]


@pytest.mark.parametrize("path, allowed", [
    ("/api/v1/assess/river-hills", {"POST", "OPTIONS"}), ("/", {"GET", "HEAD", "OPTIONS"}),
    ("/healthz", {"GET", "HEAD", "OPTIONS"})])
def test_a_method_not_allowed_says_which_are(client, path, allowed):
    # HTTP requires Allow on a 405; the app's own page for it dropped werkzeug's header.
    response = client.put(path)
    assert response.status_code == 405
    assert set(response.headers["Allow"].split(", ")) == allowed
