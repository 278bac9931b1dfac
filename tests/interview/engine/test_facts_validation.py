"""Facts are validated against each flow's schema with its ``$ref``s written out in place (for
speed): it must find exactly the problems the published schema finds, on any document."""
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from interview.engine.facts import _describe, inline_refs
from interview.toolkit.registry import flows
from tests.conftest import SAMPLE

FLOWS = sorted(flows())
JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 1000), st.floats(allow_nan=False),
    st.text(max_size=6), st.lists(st.integers(0, 3), max_size=2),
    st.dictionaries(st.sampled_from(["x", "date", "victim"]), st.integers(), max_size=2),
    st.sampled_from(["yes", "no", "not_sure", "2026-09-04", "2026-02-30", "2026-9-4",
                     "2026-09-04T10:30", "2026-09-04T25:00", "1.0", ""]))


def documents(schema: dict, defs: dict, depth: int = 0):
    """Documents shaped like ``schema``, with a wrong value here and there."""
    if "$ref" in schema:
        schema = {**defs[schema["$ref"].split("/")[-1]],
                  **{k: v for k, v in schema.items() if k != "$ref"}}
    kind = schema.get("type")
    if "const" in schema:
        good = st.just(schema["const"])
    elif "enum" in schema:
        good = st.sampled_from(schema["enum"])
    elif kind == "object" and depth < 4:
        props = {k: documents(v, defs, depth + 1) for k, v in schema.get("properties", {}).items()}
        required = {k: v for k, v in props.items() if k in schema.get("required", ())}
        good = st.fixed_dictionaries(required, optional={
            k: v for k, v in props.items() if k not in required})
    elif kind == "array" and depth < 4:
        good = st.lists(documents(schema.get("items", {}), defs, depth + 1),
                        max_size=min(schema.get("maxItems", 3), 3))
    elif kind == "string" and schema.get("format") == "date":
        good = st.sampled_from(["2026-09-04", "2025-12-25", "2024-02-29"])
    elif kind == "string" and schema.get("format") == "date-time":
        good = st.sampled_from(["2026-09-04T10:30", "2026-09-04T10:30:00", "2025-12-25T00:00"])
    elif kind == "string":
        good = st.text(max_size=schema.get("maxLength", 20))
    elif kind in ("integer", "number"):
        good = st.integers(schema.get("minimum", -2), schema.get("maximum", 50))
    elif kind == "boolean":
        good = st.booleans()
    else:
        good = JUNK
    return good if depth == 0 else mostly(good)


def mostly(good):
    """``good``, and about one time in 32 a wrong value. (Not ``one_of``: Hypothesis favours
    the ends of a list of branches, and would pick the wrong value far more often.)"""
    return st.integers(0, 31).flatmap(lambda n: JUNK if n == 17 else good)


def problems(validator, document) -> list:
    return sorted((p.pointer, p.detail) for error in validator.iter_errors(document)
                  for p in _describe(error))


def validators(slug):
    flow = flows()[slug]
    published = Draft202012Validator(flow.schema,
                                     format_checker=Draft202012Validator.FORMAT_CHECKER)
    return flow, published


@pytest.mark.parametrize("slug", FLOWS)
def test_the_flows_validator_has_no_ref_left_to_resolve(slug):
    assert '"$ref"' not in json.dumps(flows()[slug].validator.schema)


def test_the_published_schemas_keep_their_refs():
    """What the test above proves something on (a new flow's schema need not use $ref)."""
    assert sum('"$ref"' in json.dumps(flows()[slug].schema) for slug in FLOWS) >= 2


@pytest.mark.parametrize("slug", FLOWS)
@settings(max_examples=400, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_written_out_refs_find_the_same_problems(slug, data):
    flow, published = validators(slug)
    document = data.draw(documents(flow.schema, flow.schema.get("$defs", {})))
    assert problems(flow.validator, document) == problems(published, document)


def test_the_samples_are_valid_both_ways():
    flow, published = validators("river-hills")
    for path in SAMPLE.glob("river-hills-*.json"):
        document = json.loads(path.read_text(encoding="utf-8"))
        assert problems(flow.validator, document) == problems(published, document) == []


def test_a_ref_beside_another_assertion_keeps_both():
    schema = {"$defs": {"small": {"maximum": 3}},
              "properties": {"n": {"$ref": "#/$defs/small", "minimum": 1, "title": "N"},
                             "m": {"$ref": "#/$defs/small", "description": "M"}}}
    inlined = inline_refs(schema)
    assert inlined["properties"]["n"] == {"minimum": 1, "title": "N",
                                          "allOf": [{"maximum": 3}]}
    assert inlined["properties"]["m"] == {"maximum": 3, "description": "M"}
    checker = Draft202012Validator(inlined)
    assert [e.validator for e in checker.iter_errors({"n": 0, "m": 4})] == ["minimum", "maximum"]


def test_refs_it_cannot_write_out_are_left_to_resolve():
    schema = {"$defs": {"tree": {"properties": {"child": {"$ref": "#/$defs/tree"}}}},
              "properties": {"root": {"$ref": "#/$defs/tree"}, "x": {"$ref": "other.json"}}}
    assert inline_refs(schema) == schema
    dynamic = {"$dynamicAnchor": "a", "$defs": {"d": {"type": "string"}},
               "properties": {"y": {"$ref": "#/$defs/d"}}}
    assert inline_refs(dynamic) == dynamic


def _ref_sites(node, path=()):
    """(path to the value, definition name) for every $ref under properties and items."""
    if not isinstance(node, dict):
        return
    if isinstance(node.get("$ref"), str):
        yield path, node["$ref"].rsplit("/", 1)[-1]
    for name, sub in node.get("properties", {}).items():
        yield from _ref_sites(sub, (*path, name))
    if "items" in node:
        yield from _ref_sites(node["items"], (*path, 0))


def _placed(path, value, base):
    document = json.loads(json.dumps(base))
    node = document
    for part, after in zip(path, path[1:], strict=False):
        empty = [] if isinstance(after, int) else {}
        if isinstance(part, int):
            while len(node) <= part:
                node.append(empty)
            node = node[part]
        else:
            node = node.setdefault(part, empty)
    if isinstance(path[-1], int):
        node.append(value)
    else:
        node[path[-1]] = value
    return document


BAD = {"date": ["2026-9-4", "2026-02-30", 20260904, None], "tristate": ["maybe", True, 1]}


@pytest.mark.parametrize("slug", FLOWS)
def test_every_ref_site_rejects_the_same_bad_values_both_ways(slug):
    flow, published = validators(slug)
    base = {"schema_version": flow.schema_version}
    for path, name in _ref_sites(flow.schema):
        for value in BAD.get(name, ()):  # a new flow may define others
            document = _placed(path, value, base)
            found = problems(flow.validator, document)
            assert found == problems(published, document), (path, value)
            assert any(p == "/" + "/".join(map(str, path)) for p, _ in found), (path, value)


def test_problems_come_out_in_the_same_order_as_the_published_schemas():
    schema = {"$defs": {"t": {"enum": ["a"]}},
              "properties": {"x": {"$ref": "#/$defs/t", "type": "integer"}}}
    published = Draft202012Validator(schema)
    inlined = Draft202012Validator(inline_refs(schema))
    order = [e.validator for e in published.iter_errors({"x": "b"})]
    assert [e.validator for e in inlined.iter_errors({"x": "b"})] == order


@pytest.mark.parametrize("schema", [
    pytest.param({"$defs": {"date": {"type": "string"}},
                  "properties": {"x": {"$ref": "date"}}}, id="relative-ref"),
    pytest.param({"$defs": {"a/b": {"type": "string"}, "a~1b": {"type": "integer"}},
                  "properties": {"x": {"$ref": "#/$defs/a~1b"}}}, id="escaped-name"),
    pytest.param({"$defs": {"never": False}, "properties": {"x": {"$ref": "#/$defs/never"}}},
                 id="boolean-definition"),
    pytest.param({"$defs": {"t": {"type": "string"}},
                  "properties": {"x": {"$id": "inner", "$defs": {"t": {"type": "integer"}},
                                       "properties": {"y": {"$ref": "#/$defs/t"}}}}},
                 id="nested-id"),
])
def test_refs_whose_target_is_not_simply_a_root_definition_are_left_alone(schema):
    inlined = inline_refs(schema)
    assert json.dumps(inlined, sort_keys=True).count('"$ref"') == \
        json.dumps(schema, sort_keys=True).count('"$ref"')


def test_data_that_looks_like_a_ref_is_not_rewritten():
    schema = {"$defs": {"t": {"type": "string"}},
              "properties": {"x": {"const": {"$ref": "#/$defs/t"}},
                             "y": {"enum": [{"$ref": "#/$defs/t"}]}}}
    assert inline_refs(schema)["properties"] == schema["properties"]


def test_the_ref_sites_tried_with_bad_values_are_many():
    """What the test of every $ref site proves something on."""
    sites = [name for slug in FLOWS for _, name in _ref_sites(flows()[slug].schema)]
    assert sum(name in BAD for name in sites) > 40
