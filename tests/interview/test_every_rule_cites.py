"""Every rule cites a clause that exists, and its docstring quotes that clause.

This is the "every rule cites" check (OpenFisca/Catala style): a rule that cannot point at the
law it implements, or that paraphrases it, fails here."""
import importlib
import inspect
import re
import subprocess
import sys

import pytest

from interview.registry import flows

RULE_MODULES = ("rules", "deadlines", "duties", "consequences")


def _norm(text: str) -> str:
    text = text.replace("’", "'").replace("“", '"').replace("”", '"')
    return re.sub(r"\s+", " ", text).strip()


def _rules():
    for slug, flow in flows().items():
        for name in RULE_MODULES:
            try:
                module = importlib.import_module(f"{flow.module.__name__}.{name}")
            except ModuleNotFoundError:
                continue
            for fname, fn in inspect.getmembers(module, inspect.isfunction):
                if fn.__module__ == module.__name__ and hasattr(fn, "cites"):
                    yield pytest.param(flow, fn, id=f"{slug}:{name}.{fname}")


RULES = list(_rules())


def test_there_are_rules_to_check():
    assert len(RULES) >= 25


@pytest.mark.parametrize(("flow", "rule"), RULES)
def test_rule_cites_existing_clause(flow, rule):
    for anchor in rule.cites:
        assert anchor in flow.law, f"{rule.__name__} cites {anchor}, which is not in the text"


@pytest.mark.parametrize(("flow", "rule"), RULES)
def test_rule_docstring_quotes_its_clause(flow, rule):
    doc = _norm(rule.__doc__ or "")
    quotes = re.findall(r'"([^"]{12,})"', doc)
    assert quotes, f"{rule.__name__} has no quoted sentence in its docstring"
    cited_text = _norm(" ".join(flow.law.full_text(a) for a in rule.cites))
    for quote in quotes:
        fragments = [f.strip(" .") for f in re.split(r"\.\.\.|…", quote) if len(f.strip()) > 8]
        for fragment in fragments:
            assert _norm(fragment) in cited_text, (
                f"{rule.__name__} quotes text not found in {rule.cites}: {fragment!r}")


def test_public_rule_functions_all_cite():
    """A public function in a rule module that decides law must say which law."""
    flow = flows()["river-hills"]
    helpers = {"rank", "victim_in", "invert", "any_injury", "serious_or_killed", "add_months",
               "duties_for", "declared_clock"}
    for name in RULE_MODULES:
        module = importlib.import_module(f"{flow.module.__name__}.{name}")
        for fname, fn in inspect.getmembers(module, inspect.isfunction):
            if fn.__module__ != module.__name__ or fname.startswith("_") or fname in helpers:
                continue
            assert hasattr(fn, "cites"), f"{name}.{fname} decides law but cites nothing"


def test_parameters_cite_existing_clauses():
    for flow in flows().values():
        for param in flow.parameters:
            assert param.cite in flow.law, f"{param.name} cites {param.cite}"


def test_complaint_texts_cite_existing_clauses():
    """A complaint statement prints its lines' clauses: each must be in the text, and the
    flows check says so when one is not."""
    from types import SimpleNamespace

    from interview.documents import complaint_cites
    from interview.flowcheck import check_citations
    for flow in flows().values():
        for text_id in getattr(flow.module, "COMPLAINT_CITES", {}):
            for anchor in complaint_cites(flow, text_id):
                assert anchor in flow.law, f"{flow.slug}: {text_id} cites {anchor}"
    real = flows()["river-hills"]
    bad = SimpleNamespace(module=SimpleNamespace(
        __name__="no_such_flow",
        COMPLAINT_CITES={"complaint_basis": "2.14(99)", "complaint_next": ("2.14(8)", "9")}),
        law=real.law, parameters=(), questions=real.questions)
    assert check_citations(bad) == [
        "complaint text complaint_basis cites missing clause 2.14(99)",
        "complaint text complaint_next cites missing clause 9"]


def test_rules_never_import_flask():
    code = ("import sys, flows.river_hills, interview.cli, interview.wording;"
            "bad=[m for m in sys.modules if m.split('.')[0] in ('flask','flask_babel','werkzeug')];"
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
