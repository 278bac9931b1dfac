"""Bad § 90.17 facts are refused with a problem that names the field (a JSON Pointer).

Each bad document differs from a good one in one way only, so the problem found must be that
one. The boundary partners (today, Feb 29 of a leap year) must be accepted."""
from __future__ import annotations

import pytest

from interview.engine.facts import validate
from tests.flows.city_90_17.check import FLOW, TODAY, F, inc


def problems(doc) -> list[tuple[str, str]]:
    return [(p.pointer, p.detail) for p in validate(FLOW, doc, TODAY)]


BAD = [
    # --- unknown keys --------------------------------------------------------------------------
    pytest.param(F(colour="brown"), "/colour", "not a known field", id="unknown-top-level"),
    pytest.param(F(animal={"name": "Rex"}), "/animal/name", "not a known field",
                 id="unknown-in-animal"),
    pytest.param(F(inc(bit="yes")), "/incidents/0/bit", "not a known field",
                 id="unknown-in-incident"),
    pytest.param(F(inc("2026-04-01"), inc(bite_injury="yes")), "/incidents/1/bite_injury",
                 "not a known field", id="river-hills-field-in-second-incident"),
    pytest.param(F(complaint={"filed_on": "2026-05-01"}), "/complaint/filed_on",
                 "not a known field", id="unknown-in-complaint"),
    pytest.param(F(enforcement={"fee": 25}), "/enforcement/fee", "not a known field",
                 id="unknown-in-enforcement"),
    pytest.param(F(dog={"police_dog": "no"}), "/dog", "not a known field",
                 id="river-hills-dog-object"),
    # --- wrong type or value -------------------------------------------------------------------
    pytest.param(F(animal={"known_propensity": "maybe"}), "/animal/known_propensity",
                 "yes, no, not_sure", id="tristate-not-in-enum"),
    pytest.param(F(animal={"guard_dog": True}), "/animal/guard_dog", "yes, no, not_sure",
                 id="boolean-for-tristate"),
    pytest.param(F(animal={"species": "horse"}), "/animal/species", "dog, cat, other",
                 id="species-not-in-enum"),
    pytest.param(F(asker="police"), "/asker", "owner, harmed, on_behalf", id="asker-not-in-enum"),
    pytest.param(F(inc(victim="pet")), "/incidents/0/victim", "person, domestic_animal",
                 id="victim-not-in-enum"),
    pytest.param(F(inc(date_approximate="yes")), "/incidents/0/date_approximate", "boolean",
                 id="string-for-boolean"),
    pytest.param(F(incidents={"date": "2026-05-01"}), "/incidents", "array",
                 id="object-for-array"),
    pytest.param(F(animal="dog"), "/animal", "object", id="string-for-object"),
    pytest.param(F(incidents=[inc() for _ in range(51)]), "/incidents", "more than 50",
                 id="too-many-incidents"),
    # --- required ------------------------------------------------------------------------------
    pytest.param({"animal": {"species": "dog"}}, "/schema_version", "required",
                 id="missing-schema-version"),
    pytest.param({"schema_version": "2.0"}, "/schema_version", "1.0", id="wrong-schema-version"),
    pytest.param(F({"attacked": "yes"}), "/incidents/0/date", "required",
                 id="incident-without-date"),
    # --- dates ---------------------------------------------------------------------------------
    pytest.param(F(inc("2026-02-30")), "/incidents/0/date", "real date", id="feb-30"),
    pytest.param(F(inc("2026-02-29")), "/incidents/0/date", "real date", id="feb-29-common-year"),
    pytest.param(F(inc("2026-13-01")), "/incidents/0/date", "real date", id="month-13"),
    pytest.param(F(inc("1 May 2026")), "/incidents/0/date", "YYYY-MM-DD", id="wrong-format"),
    pytest.param(F(inc("2026-06-02")), "/incidents/0/date", "after today", id="tomorrow"),
    # --- answers that do not fit together --------------------------------------------------------
    pytest.param(F(enforcement={"impounded": "no", "reclaimed": "yes"}),
                 "/enforcement/reclaimed", "not impounded", id="reclaimed-but-not-impounded"),
]


@pytest.mark.parametrize(("doc", "pointer", "detail"), BAD)
def test_bad_facts_name_the_field(doc, pointer, detail):
    found = problems(doc)
    assert found, "expected a problem"
    assert any(p == pointer and detail in d for p, d in found), found


GOOD = [
    pytest.param(F(), id="only-schema-version"),
    pytest.param(F(inc("2026-06-01")), id="today"),
    pytest.param(F(inc("2024-02-29")), id="feb-29-leap-year"),
    pytest.param(F(inc("2026-05-15", date_approximate=True)), id="approximate-date"),
    pytest.param(F(incidents=[inc() for _ in range(50)]), id="fifty-incidents"),
    pytest.param(F(enforcement={"impounded": "not_sure", "reclaimed": "yes"}),
                 id="reclaimed-impounded-not-sure"),
    pytest.param(F(enforcement={"impounded": "no", "proof_of_confinement": "yes"}),
                 id="proof-without-impoundment"),
    # 1.3: a parent or guardian asking; the time of day; a displayed propensity asked apart.
    pytest.param(F(inc("2026-05-15", time="07:05"), asker="parent",
                   animal={"displayed_propensity": "yes"}), id="parent-time-displayed"),
]


@pytest.mark.parametrize("doc", GOOD)
def test_good_facts_pass(doc):
    assert problems(doc) == []


def test_every_object_in_the_schema_refuses_unknown_keys():
    def walk(node, where):
        if isinstance(node, dict):
            if node.get("type") == "object":
                assert node.get("additionalProperties") is False, where
            for key, value in node.items():
                walk(value, f"{where}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, f"{where}/{i}")

    walk(FLOW.schema, "")
    # 1.1 added the complaint statement, 1.2 complaint.saw_it, 1.3 the asker parent,
    # incidents[].time and animal.displayed_propensity; documents written against 1.0 to 1.2
    # stay valid.
    assert FLOW.schema_version == "1.3"
    assert validate(FLOW, {"schema_version": "1.0"}, TODAY) == []
    assert validate(FLOW, {"schema_version": "1.1", "complaint": {"where": "x"}}, TODAY) == []
    assert validate(FLOW, {"schema_version": "1.2", "complaint": {"saw_it": "some"}}, TODAY) == []
    assert validate(FLOW, {"schema_version": "1.2", "complaint": {"saw_it": "yes"}}, TODAY)


def test_schema_file_matches_its_generator():
    import json

    from flows.city_90_17.make_schema import SCHEMA
    on_disk = json.loads((FLOW.path / "facts.schema.json").read_text(encoding="utf-8"))
    assert on_disk == SCHEMA, "run: .venv/bin/python -m flows.city_90_17.make_schema"
