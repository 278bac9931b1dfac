"""A third ordinance is one new folder: a tiny flow from the fixtures runs through the engine,
the API, the CLI and the web interview, with no engine change (docs/adding-an-ordinance.md)."""
import datetime as dt
import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from interview import create_app
from interview.cli import main
from interview.toolkit.flowcheck import check_citations, check_graph, check_reading_level
from interview.toolkit.flows import discover
from interview.toolkit.path_check import check_paths

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "flows"


def test_the_fixture_flow_loads_and_proves_itself():
    flow = discover(FIXTURES)["tiny-leash"]
    assert check_graph(flow) == [] and check_citations(flow) == []
    assert check_reading_level(flow) == []
    report, problems = check_paths(flow, dt.date(2026, 11, 29))
    assert problems == [] and {p.result for p in report.paths} == {"result_none",
                                                                   "result_in_violation"}


def test_the_fixture_flow_runs_in_the_web_app_and_api():
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": False,
                      "FLOW_DIRS": [str(Path(__file__).resolve().parents[1] / "flows"),
                                    str(FIXTURES)]})
    client = app.test_client()
    assert {"river-hills", "tiny-leash"} <= set(app.extensions["flows"])
    for node, answer in (("ask_off_premises", "yes"), ("ask_on_leash", "no")):
        client.post("/interview/tiny-leash/answer", data={"node": node, "index": "",
                                                          "answer": answer})
    # Short text: the limit is said in words, and typed HTML comes back as text.
    too_long = client.post("/interview/tiny-leash/answer",
                           data={"node": "ask_where", "index": "", "answer": "x" * 81})
    assert too_long.status_code == 400 and "80 characters or fewer" in too_long.text
    client.post("/interview/tiny-leash/answer",
                data={"node": "ask_where", "index": "", "answer": "<script>alert(1)</script>"})
    result = client.get("/interview/tiny-leash/result")
    soup = BeautifulSoup(result.data, "html.parser")
    assert "Likely: in violation" in soup.find("h1").text
    assert "<script>alert(1)</script>" not in result.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in result.text
    doc = client.post("/api/v1/assess/tiny-leash", json={"schema_version": "1.0",
                                                         "off_premises": "yes",
                                                         "on_leash": "no"}).get_json()
    assert doc["status"]["likely"] == "in_violation"
    assert doc["duties"][0]["text"] == "Off your land, keep the dog on a leash of 8 feet or less."


def test_the_cli_takes_a_folder_of_flows(capsys):
    assert main(["flows", "list", "--dir", str(FIXTURES)]) == 0
    assert "tiny-leash" in capsys.readouterr().out


def test_a_flow_in_a_folder_of_its_own_passes_the_whole_check(capsys):
    # Its strings are not in this project's translation template (babel.cfg extracts
    # flows/), so `flows check --dir` failed with 11 problems the docs promised it passes.
    assert main(["flows", "check", "--dir", str(FIXTURES)]) == 0
    assert "1 flow(s) checked, 0 problem(s)" in capsys.readouterr().out


def test_a_flow_with_a_problem_fails_the_check(capsys, tmp_path):
    """`make test` relies on `flows check` exiting 1 when it finds a problem: here a question
    no route leads to."""
    import shutil
    flow_dir = tmp_path / "tiny_leash"
    shutil.copytree(FIXTURES / "tiny_leash", flow_dir)
    questions = flow_dir / "questions.yaml"
    questions.write_text(questions.read_text().replace(
        "  result_in_violation:",
        "  ask_never_reached:\n    type: yes_no\n    fact: on_leash\n    text: \"Is it?\"\n"
        "    next: [{to: result_none}]\n  result_in_violation:"))
    assert main(["flows", "check", "--dir", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "ask_never_reached" in out and "1 flow(s) checked, 0 problem(s)" not in out


def test_a_rule_that_forgets_its_clause_fails_the_check(capsys, tmp_path):
    """Every rule cites, in a deployment's own flow too: the check is in `flows check`, not
    only in this project's tests."""
    import shutil
    flow_dir = tmp_path / "tiny_leash"
    shutil.copytree(FIXTURES / "tiny_leash", flow_dir)
    rules = flow_dir / "rules.py"
    rules.write_text(rules.read_text() + (
        "\n\ndef on_leash_too_long(facts: dict) -> bool:\n    return False\n"))
    assert main(["flows", "check", "--dir", str(tmp_path)]) == 1
    assert "tiny-leash: rules.on_leash_too_long cites no clause" in capsys.readouterr().out


@pytest.mark.parametrize("old, said", [
    ('    "complaint_basis": "I say that the owner let this dog off their land without a '
     'leash.",\n', "the complaint statement's complaint_basis is never worded by the flow"),
    ('"in_violation": "In violation"', "status in_violation has no name in STATUS"),
])
def test_words_every_page_prints_are_required(capsys, tmp_path, old, said):
    """Left out, the complaint statement had a blank where its basis goes, and a result page
    printed a status's id."""
    _broken_copy(tmp_path, "__init__.py", old, "")
    assert main(["flows", "check", "--dir", str(tmp_path)]) == 1
    assert f"tiny-leash: {said}" in capsys.readouterr().out


def test_a_text_the_flow_lacks_fails_the_check_not_a_person(capsys, tmp_path):
    """Every path's assessment is put into words: without it, a missing text passed the check
    and the API, the CLI and the result page raised KeyError."""
    import shutil
    flow_dir = tmp_path / "tiny_leash"
    shutil.copytree(FIXTURES / "tiny_leash", flow_dir)
    init = flow_dir / "__init__.py"
    init.write_text(init.read_text().replace(
        '    "penalty": "A forfeiture of up to {max} is possible.",\n', ""))
    assert main(["flows", "check", "--dir", str(tmp_path)]) == 1
    assert "into words raised KeyError('penalty')" in capsys.readouterr().out


@pytest.mark.parametrize("raw, where", [
    ({"start": "ask_a", "nodes": {"ask_a": {"type": "yes_no", "text": "Is it?",
                                            "help": "Misspelt 'why'."}}},
     "node ask_a: unknown key(s) ['help']"),
    ({"start": "ask_a", "nodes": {"ask_a": {"type": "yes_no", "text": "Is it?",
                                            "next": [{"to": "ask_a", "when": "x"}]}}},
     "node ask_a, next: unknown key(s) ['when']"),
    ({"start": "ask_a", "nodes": {}, "glosary": {}}, "top level: unknown key(s) ['glosary']"),
    ({"start": "ask_a", "nodes": {}, "glossary": {"x": {"term": "X", "text": "An x.",
                                                         "cite": "7.01", "cites": "7.02"}}},
     "glossary x: unknown key(s) ['cites']"),
    ({"start": "ask_a", "nodes": {}, "loops": {"l": {"first": "a", "more": "b", "fact": "c",
                                                      "max": 3}}},
     "loop l: unknown key(s) ['max']"),
    ({"start": "ask_a", "nodes": {"ask_a": {"type": "choice", "text": "Which?", "options": [
        {"value": "x", "label": "X", "hint": "no such key"}]}}},
     "node ask_a, options: unknown key(s) ['hint']"),
])
def test_a_typo_in_questions_yaml_stops_the_flow_loading(raw, where):
    """A new flow's author learns of a misspelt key at once, not from a help text that never
    shows."""
    from interview.toolkit.questions_file import parse_questions
    with pytest.raises(ValueError, match=re.escape(where)):
        parse_questions(raw)


ASK = {"type": "yes_no", "text": "Is it?", "next": [{"to": "result_x"}]}
RESULT = {"type": "result", "status": "none"}


@pytest.mark.parametrize("raw, where", [
    ({"start": "ask_b", "nodes": {"ask_a": ASK, "result_x": RESULT}},
     "start: 'ask_b' is not a node"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "next": [{"to": "ask_warnign"}]},
                                  "result_x": RESULT}},
     "node ask_a, next: 'ask_warnign' is not a node"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "type": "yesno"}, "result_x": RESULT}},
     "node ask_a: type must be one of choice, yes_no"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "text": " "}, "result_x": RESULT}},
     "node ask_a: a question needs its words (text)"),
    ({"start": "ask_a", "nodes": {"ask_a": ASK, "result_x": RESULT},
      "loops": {"l": {"first": "ask_a", "more": "ask_more", "fact": "items"}}},
     "loop l: more 'ask_more' is not a node"),
    ({"start": "ask_a", "nodes": {"ask_a": ASK, "result_x": RESULT},
      "glossary": {"x": {"term": "X", "text": "An x."}}}, "glossary x: missing cite"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "next": {"to": "result_x"}},
                                  "result_x": RESULT}}, "node ask_a, next: must be a list"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "next": ["result_x"]}, "result_x": RESULT}},
     "node ask_a, next: must be a list of mappings"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "next": [{"to": ["result_x"]}]},
                                  "result_x": RESULT}}, "node ask_a, next: must be a question's"),
    ({"start": "ask_a", "nodes": {"ask_a": ASK, "result_x": RESULT}, "glossary": {"x": "X"}},
     "glossary x: must be a mapping"),
    ({"start": "ask_a", "nodes": {"ask_a": ASK, "result_x": RESULT}, "loops": ["l"]},
     "loops: must be a mapping"),
    ({"start": ["ask_a"], "nodes": {"ask_a": ASK, "result_x": RESULT}},
     "start: must be a question's name"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "type": "choice", "options": [
        {"value": "x"}]}, "result_x": RESULT}}, "node ask_a, options, label: must be a string"),
    ({"start": "ask_a", "nodes": {"ask_a": ASK, "result_x": RESULT},
      "loops": {"l": {"first": "ask_a", "more": "ask_a"}}}, "loop l, fact: must be a name"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "sets": ["x"]}, "result_x": RESULT}},
     "node ask_a, sets: must be a mapping"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "sets": {"fields": "abc"}},
                                  "result_x": RESULT}}, "node ask_a, sets, fields: must be a"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "text": ["Is it?"]}, "result_x": RESULT}},
     "node ask_a, text: must be a string"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "next": [{"to": "result_x", "if": {"x": 1}}]},
                                  "result_x": RESULT}}, "node ask_a, next, if: must be a"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "fact": "a", "ask": "sometimes"},
                                  "result_x": RESULT}},
     "node ask_a, ask: must be always or when_relevant, not 'sometimes'"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "control": "a", "ask": "when_relevant"},
                                  "result_x": RESULT}},
     "node ask_a, ask: when_relevant: an answer that steers the interview (control) is"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "type": "text", "fact": "a",
                                            "ask": "when_relevant"}, "result_x": RESULT}},
     "node ask_a, ask: when_relevant: a typed answer has no answers to try"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "fact": "items[].a", "ask": "when_relevant"},
                                  "result_x": RESULT},
      "loops": {"l": {"first": "ask_a", "more": "ask_a", "fact": "items"}}},
     "node ask_a, ask: when_relevant: a loop's first and \"another\" questions are always"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "type": "tristate", "fact": "a",
                                            "not_sure_if_no": ["ask_b"]},
                                  "ask_b": {**ASK, "type": "tristate", "fact": "b"},
                                  "result_x": RESULT}},
     "node ask_a, not_sure_if_no: only a yes/no question with a control answer"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "type": "yes_no", "control": "a",
                                            "not_sure_if_no": ["ask_b"]},
                                  "ask_b": {**ASK, "type": "yes_no", "fact": "b"},
                                  "result_x": RESULT}},
     "node ask_a, not_sure_if_no: ask_b must keep a fact outside any loop and offer"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "type": "yes_no", "control": "a",
                                            "not_sure_if_no": ["ask_nowhere"]},
                                  "result_x": RESULT}},
     "node ask_a, not_sure_if_no: 'ask_nowhere' is not a node"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "type": "yes_no", "control": "a",
                                            "no_if_no": ["ask_b"]},
                                  "ask_b": {**ASK, "type": "choice", "fact": "b",
                                            "options": [{"value": "x", "label": "X"}]},
                                  "result_x": RESULT}},
     "node ask_a, no_if_no: ask_b must keep a fact outside any loop and offer \"No\""),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "type": "yes_no", "control": "a",
                                            "no_if_no": ["ask_b"], "not_sure_if_no": ["ask_b"]},
                                  "ask_b": {**ASK, "type": "tristate", "fact": "b"},
                                  "result_x": RESULT}},
     "node ask_a may use one of not_sure_if_no and no_if_no"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "type": "yes_no", "control": "a",
                                            "not_sure_if_no": ["ask_c"]},
                                  "ask_b": {**ASK, "type": "yes_no", "control": "b",
                                            "not_sure_if_no": ["ask_c"]},
                                  "ask_c": {**ASK, "type": "tristate", "fact": "c"},
                                  "result_x": RESULT}},
     "node ask_b, not_sure_if_no: ask_c is already answered by ask_a's \"No\"; one gate a"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "fact": "a",
                                            "given": [{"when": "p", "value": "maybe"}]},
                                  "result_x": RESULT}},
     "node ask_a, given: 'maybe' is not one of the question's answers"),
    ({"start": "ask_a", "nodes": {"ask_a": {**ASK, "fact": "a", "given": [{"when": "p"}]},
                                  "result_x": RESULT}},
     "node ask_a, given, value: must be a string"),
])
def test_a_broken_link_in_questions_yaml_stops_the_flow_loading(raw, where):
    """Before, a route to a misspelt question loaded, crashed `flows check` with a KeyError,
    and broke the interview for the person who reached it."""
    from interview.toolkit.questions_file import parse_questions
    with pytest.raises(ValueError, match=re.escape(where)):
        parse_questions(raw)


def _broken_copy(tmp_path, name: str, old: str, new: str) -> Path:
    import shutil
    flow_dir = tmp_path / "tiny_leash"
    shutil.copytree(FIXTURES / "tiny_leash", flow_dir)
    target = flow_dir / name
    assert old in target.read_text()
    target.write_text(target.read_text().replace(old, new))
    return flow_dir


def test_two_questions_that_matter_only_together_fail_the_check(capsys, tmp_path):
    """Off the land and not on a leash is a violation. Here the leash is asked whatever the
    answer, so "off the land?" opens nothing, and while the other is unknown no answer to
    either changes the result: a flow that marks both `ask: when_relevant` has the interview
    skip both, and the violation is never found. The check fails: no path reaches that
    result, and it names the questions never asked. (A skip the interview's own judgement
    would not make fails naming the question and the path: test_relevance_check.py.)"""
    flow_dir = _broken_copy(tmp_path, "questions.yaml",
                            "  ask_off_premises:\n    type: tristate\n",
                            "  ask_off_premises:\n    type: tristate\n    ask: when_relevant\n")
    questions = flow_dir / "questions.yaml"
    opens = "    next:\n      - {to: ask_on_leash, if: off_premises}\n      - {to: result_none}\n"
    assert opens in questions.read_text()
    questions.write_text(questions.read_text().replace(opens, "    next: [{to: ask_on_leash}]\n"))
    assert main(["flows", "check", "--dir", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "never asked, no answer matters: ask_off_premises, ask_on_leash" in out
    assert "tiny-leash: no path found reaches result_in_violation" in out


def test_a_gate_is_asked_for_the_question_it_opens(tmp_path):
    """Marked `ask: when_relevant`, "off the land?" is still asked: no answer to it changes
    the result alone, but "yes" opens the leash question (Router.onward). So the check
    passes, and every path asks it."""
    _broken_copy(tmp_path, "questions.yaml", "  ask_off_premises:\n    type: tristate\n",
                 "  ask_off_premises:\n    type: tristate\n    ask: when_relevant\n")
    flow = discover(tmp_path)["tiny-leash"]
    assert flow.questions.nodes["ask_off_premises"].when_relevant
    report, problems = check_paths(flow, dt.date(2026, 11, 29))
    assert problems == []
    assert report.paths and all(p.facts.get("off_premises") for p in report.paths)
    assert any(p.facts.get("on_leash") == "no" and p.facts["off_premises"] == "yes"
               for p in report.paths)


def test_the_fixture_skips_the_leash_question_where_no_answer_matters():
    flow = discover(FIXTURES)["tiny-leash"]
    report, problems = check_paths(flow, dt.date(2026, 11, 29))
    assert problems == []
    skipped = [p for p in report.paths if p.skipped]
    assert skipped and all(p.facts["off_premises"] != "yes" for p in skipped)


def test_a_flow_that_cannot_load_says_which_folder_and_what(tmp_path):
    flow_dir = _broken_copy(tmp_path, "questions.yaml", "to: result_none", "to: result_nnone")
    with pytest.raises(ValueError) as error:
        discover(tmp_path)
    assert str(error.value).startswith(f"{flow_dir}: questions.yaml: node ")
    assert "'result_nnone' is not a node" in str(error.value)


@pytest.mark.parametrize("name, old, new, said", [
    ("questions.yaml", "start: ask_off_premises", "start: [ask_off_premises", "questions.yaml: "),
    ("questions.yaml", "      - {to: result_none}", "      - result_none",
     "questions.yaml: node "),
    ("parameters.yaml", "values: {2020-01-01: 8}", "values: {\"2020-02-30\": 8}",
     "parameters.yaml: parameter leash_max_ft: values: "),
    ("questions.yaml", "if: likely_in_violation", "if: likely_in_violashun",
     "questions.yaml: routes name predicates PREDICATES lacks: likely_in_violashun (node "),
    ("flow.yaml", "section:", "sektion:", "flow.yaml: needs section"),
    ("parameters.yaml", "values: {2020-01-01: 8}", "values: {2020-01-01: 8, \"2020-01-01\": 9}",
     "parameters.yaml: parameter leash_max_ft: values: 2020-01-01 is given twice"),
    ("facts.schema.json", "{", "{{", "facts.schema.json: Expecting property name"),
])
def test_a_file_of_the_wrong_shape_names_its_folder_and_file(tmp_path, name, old, new, said):
    flow_dir = _broken_copy(tmp_path, name, old, new)
    with pytest.raises(ValueError) as error:
        discover(tmp_path)
    assert str(error.value).startswith(f"{flow_dir}: {said}"), str(error.value)


def test_a_parameter_without_its_clause_stops_the_flow_loading(tmp_path):
    _broken_copy(tmp_path, "parameters.yaml", "cite:", "cited:")
    with pytest.raises(ValueError, match=r"parameters.yaml: parameter \w+: needs description, "
                                         r"unit, cite, values .*; missing cite"):
        discover(tmp_path)
