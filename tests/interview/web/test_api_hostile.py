"""Malformed and hostile bodies sent to POST /api/v1/assess/<flow>.

Whatever arrives — not JSON, the wrong JSON, too much JSON, JSON nested to blow the stack, the
wrong media type — the answer is a 4xx with RFC 9457 problem details (type, title, status,
detail), never a 5xx, a RecursionError or a hang. Hypothesis then throws random JSON, and real
facts with one field replaced by random JSON, at both flows."""
import datetime as dt
import json
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import SAMPLE

URL = "/api/v1/assess/river-hills?today=2026-09-10"
PROBLEM = "application/problem+json"
FACTS = json.loads((SAMPLE / "river-hills-dangerous.json").read_text(encoding="utf-8"))
VALID = json.dumps(FACTS).encode()
LIMIT = 256 * 1024  # create_app's MAX_CONTENT_LENGTH


def dumps(value) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode()


def assert_problem(response, status: int) -> dict:
    assert response.status_code == status, response.get_data()[:300]
    assert response.headers["Content-Type"] == PROBLEM
    body = json.loads(response.get_data())
    assert isinstance(body, dict)
    assert isinstance(body["type"], str) and body["type"]
    assert isinstance(body["title"], str) and body["title"]
    assert isinstance(body["detail"], str) and body["detail"]
    assert body["status"] == status
    return body


JSON = "application/json"
CASES = {  # id: (body, content type, expected status)
    "not-json": (b"{not json", JSON, 400),
    "empty-body": (b"", JSON, 400),
    "truncated-object": (VALID[:-1], JSON, 400),
    "list": (b"[1, 2]", JSON, 400),
    "number": (b"42", JSON, 400),
    "string": (b'"facts"', JSON, 400),
    "null": (b"null", JSON, 400),
    "true": (b"true", JSON, 400),
    "version-as-number": (dumps({**FACTS, "schema_version": 1.0}), JSON, 400),
    "dog-as-string": (dumps({**FACTS, "dog": "big"}), JSON, 400),
    "incidents-as-object": (dumps({**FACTS, "incidents": {"date": "2026-08-20"}}), JSON, 400),
    "date-as-number": (dumps({**FACTS, "incidents": [{"date": 20260820}]}), JSON, 400),
    "date-with-newline": (dumps({**FACTS, "incidents": [{"date": "2026-08-20\n"}]}), JSON, 400),
    "date-in-arabic-digits": (dumps({**FACTS, "incidents": [{"date": "٢٠٢٦-٠٨-٢٠"}]}), JSON, 400),
    "impoundments-as-string": (dumps({**FACTS, "dog": {"prior_impoundments": "3"}}), JSON, 400),
    "unknown-keys": (dumps({**FACTS, **{f"key{i}": i for i in range(2000)}}), JSON, 400),
    "huge-array-100k-incidents": (dumps({**FACTS, "incidents": [0] * 100_000}), JSON, 400),
    "huge-array-over-limit": (dumps({**FACTS, "incidents": [FACTS["incidents"][0]] * 100_000}),
                              JSON, 413),
    "deep-lists": (b"[" * 10_000 + b"]" * 10_000, JSON, 400),
    "deep-objects": (b'{"a":' * 10_000 + b"1" + b"}" * 10_000, JSON, 400),
    "deep-inside-facts": (VALID[:-1] + b',"dog":' + b'{"a":[' * 5_000 + b"1" + b"]}" * 5_000
                          + b"}", JSON, 400),
    "deep-but-parsable": (dumps({**FACTS, "dog": json.loads("[" * 500 + "]" * 500)}), JSON, 400),
    "enormous-string": (dumps({**FACTS, "asker": "x" * 250_000}), JSON, 400),
    "enormous-key": (dumps({**FACTS, "k" * 250_000: 1}), JSON, 400),
    "huge-integer": (VALID[:-1] + b',"dog":{"prior_impoundments":1' + b"0" * 10_000 + b"}}",
                     JSON, 400),
    "over-max-content-length": (b" " * (LIMIT + 1), JSON, 413),
    "invalid-utf8": (b'{"schema_version": "1.0", "asker": "\xff\xfe"}', JSON, 400),
    "overlong-utf8": (b'{"schema_version": "1.0", "asker": "\xc0\xaf"}', JSON, 400),
    "lone-surrogate-escape": (b'{"schema_version": "1.0", "asker": "\\ud800"}', JSON, 400),
    "nan": (b"NaN", JSON, 400),
    "nan-field": (VALID[:-1] + b',"dog":{"prior_impoundments":NaN}}', JSON, 400),
    "infinity-field": (VALID[:-1] + b',"dog":{"prior_impoundments":Infinity}}', JSON, 400),
    "minus-infinity-version": (b'{"schema_version": -Infinity}', JSON, 400),
    "duplicate-keys": (VALID[:-1] + b',"schema_version":"1.0"}', JSON, 400),
    "duplicate-nested-keys": (dumps(FACTS).replace(b'"police_dog":"no"',
                                                    b'"police_dog":"no","police_dog":"yes"'),
                              JSON, 400),
    "text-plain": (VALID, "text/plain", 415),
    "form-urlencoded": (VALID, "application/x-www-form-urlencoded", 415),
    "multipart": (VALID, "multipart/form-data; boundary=x", 415),
    "xml": (b"<facts/>", "application/xml", 415),
}


@pytest.mark.parametrize(("body", "content_type", "status"), CASES.values(), ids=CASES.keys())
def test_hostile_body_gets_problem_details(client, body, content_type, status):
    started = time.monotonic()
    response = client.post(URL, data=body, content_type=content_type)
    assert_problem(response, status)
    assert time.monotonic() - started < 2, "too slow: a hostile body can tie up a worker"
    assert len(response.get_json().get("errors", [])) <= 100  # the first few, not 100,000


@pytest.mark.parametrize("today", ["9999-12-31", "0001-01-01", "2026-13-01", "20260910x", "",
                                   "20260910", "2026-W37-4"],
                         ids=["year-9999", "year-1", "month-13", "junk", "empty", "basic-iso",
                              "iso-week"])
def test_hostile_today_gets_problem_details(client, today):
    facts = {**FACTS, "notice": {**FACTS["notice"], "declared_status": "vicious"}}
    response = client.post(f"/api/v1/assess/river-hills?today={today}", json=facts)
    assert assert_problem(response, 400)["errors"][0]["pointer"] == "?today"


def test_wrong_method_and_flow_get_problem_details(client):
    assert_problem(client.get(URL), 405)
    assert_problem(client.post("/api/v1/assess/%00", data=VALID, content_type=JSON), 404)


def test_the_same_facts_are_fine_as_json(client):
    for content_type in (JSON, "application/json; charset=utf-8", None):
        assert client.post(URL, data=VALID, content_type=content_type).status_code == 200


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(), inner, max_size=5),
    max_leaves=20)
known_keys = st.sampled_from(sorted({*FACTS, *FACTS["dog"], *FACTS["notice"], "incidents"}))
objects = st.dictionaries(known_keys | st.text(), json_values, max_size=6).map(
    lambda d: {"schema_version": "1.0", **d})
dates = st.dates().map(lambda d: d.isoformat())


def check_response(response):
    assert response.status_code < 500
    if response.status_code >= 400:
        assert_problem(response, response.status_code)
    else:  # an assessment, in strict JSON (no NaN)
        json.loads(response.get_data(), parse_constant=lambda c: pytest.fail(f"emitted {c}"))


@settings(max_examples=300, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(value=json_values | objects, slug=st.sampled_from(["river-hills", "city-90-17"]))
def test_random_json_never_gets_a_5xx(app, value, slug):
    response = app.test_client().post(f"/api/v1/assess/{slug}?today=2026-09-10",
                                      data=json.dumps(value), content_type=JSON)
    check_response(response)


def _leaves(value, path=()):
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _leaves(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _leaves(inner, (*path, i))
    yield path


def _replace(value, path, new):
    if not path:
        return new
    copy = value.copy()
    copy[path[0]] = _replace(value[path[0]], path[1:], new)
    return copy


@settings(max_examples=300, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from([p for p in _leaves(FACTS) if p]),
       new=json_values | dates | st.sampled_from(["yes", "no", "not_sure", "none", ""]),
       today=st.dates(dt.date(1990, 1, 1), dt.date(2100, 12, 31)))  # the range the API allows
def test_real_facts_with_one_field_replaced_never_get_a_5xx(app, path, new, today):
    response = app.test_client().post(f"/api/v1/assess/river-hills?today={today}",
                                      data=json.dumps(_replace(FACTS, path, new)),
                                      content_type=JSON)
    check_response(response)


def test_more_problems_than_are_listed_says_so(client):
    # 80 bad fields: the reply said "33 problem(s). Each is listed", and listed 33.
    facts = {"schema_version": "1.3", "incidents": [{"date": "x", "victim": "y"}] * 40}
    body = assert_problem(client.post(URL, json=facts), 400)
    assert len(body["errors"]) == 50
    assert body["detail"].startswith("The facts have more than 50 problems.")
    few = assert_problem(client.post(URL, json={**facts, "incidents": facts["incidents"][:3]}),
                         400)
    assert len(few["errors"]) == 6 and "Each is listed" in few["detail"]
