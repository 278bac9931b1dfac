"""Every rule cites a clause that exists, and its docstring quotes that clause.

This is the "every rule cites" check (OpenFisca/Catala style): a rule that cannot point at the
law it implements, or that paraphrases it, fails here."""
import functools
import inspect
import subprocess
import sys
import types

import pytest

from interview.engine.rules import cites, helper
from interview.toolkit.registry import flows
from interview.toolkit.rulecheck import RULE_MODULES, check_rules, rule_functions, rule_problems


def _rules():
    for slug, flow in flows().items():
        for where, fn in rule_functions(flow):
            if hasattr(fn, "cites"):
                yield pytest.param(flow, where, fn, id=f"{slug}:{where}")


RULES = list(_rules())


def test_there_are_rules_to_check():
    assert len(RULES) >= 60
    assert {where.split(".")[0] for _, where, _ in (p.values for p in RULES)} == {
        "rules", "duties", "deadlines", "consequences", "assess"}


@pytest.mark.parametrize(("flow", "where", "rule"), RULES)
def test_rule_cites_an_existing_clause_and_quotes_it(flow, where, rule):
    assert rule_problems(flow, where, rule) == []


@pytest.mark.parametrize("slug", ["river-hills", "city-90-17"])
def test_public_functions_in_rule_modules_cite_or_say_they_state_no_law(slug):
    """A public function in a rule module that decides law must say which law."""
    assert check_rules(flows()[slug]) == []


def _fake_flow(monkeypatch, **functions):
    """A flow whose rules.py holds ``functions``, and whose law has clause 9(A)."""
    package, module = types.ModuleType("fake_flow"), types.ModuleType("fake_flow.rules")
    for name, fn in functions.items():
        if name != "imported":  # a function from elsewhere is checked where it is written
            inspect.unwrap(fn).__module__ = module.__name__
        setattr(module, name, fn)
    monkeypatch.setitem(sys.modules, "fake_flow", package)
    monkeypatch.setitem(sys.modules, "fake_flow.rules", module)
    text = {"9(A)": "No person shall keep a dog that barks for more than ten minutes."}

    class Law(dict):
        def full_text(self, anchor):
            return self[anchor]
    return types.SimpleNamespace(module=package, law=Law(text))


def test_the_check_finds_a_rule_that_cites_nothing_wrongly_or_paraphrases(monkeypatch):
    @cites("9(A)")
    def barks(facts):
        """"No person shall keep a dog that barks for more than ten minutes.\""""

    @cites("9(B)")
    def missing_clause(facts):
        """"No person shall keep a dog that barks.\""""

    @cites("9(A)")
    def unquoted(facts):
        """A dog may not bark for long."""

    @cites("9(A)")
    def paraphrased(facts):
        """"No person may keep a dog barking over ten minutes.\""""

    def uncited(facts):
        return True

    @helper
    def arithmetic(minutes):
        return minutes * 60

    def _private(facts):
        return True

    @functools.cache
    def cached_uncited(minutes):
        return minutes > 10

    @cites("9(A)")
    @functools.cache
    def cached_rule(minutes):
        """"No person shall keep a dog that barks for more than ten minutes.\""""

    @helper
    @cites("9(A)")
    def both(facts):
        """"No person shall keep a dog that barks for more than ten minutes.\""""

    flow = _fake_flow(monkeypatch, barks=barks, missing_clause=missing_clause,
                      unquoted=unquoted, paraphrased=paraphrased, uncited=uncited,
                      arithmetic=arithmetic, _private=_private, cached_uncited=cached_uncited,
                      cached_rule=cached_rule, both=both, imported=rule_problems)
    assert check_rules(flow) == [
        "rules.both is marked both @helper and @cites: a rule cites",
        "rules.cached_uncited cites no clause: decorate it @cites(...), or @helper if it "
        "states no law of its own",
        "rules.missing_clause cites 9(B), which is not in the text",
        "rules.paraphrased quotes text not found in 9(A): "
        "'No person may keep a dog barking over ten minutes'",
        "rules.uncited cites no clause: decorate it @cites(...), or @helper if it states no "
        "law of its own",
        "rules.unquoted has no quoted sentence of 9(A) in its docstring"]


def test_a_flow_with_no_cited_rule_at_all_fails(monkeypatch):
    @helper
    def arithmetic(minutes):
        return minutes * 60

    assert check_rules(_fake_flow(monkeypatch, arithmetic=arithmetic)) == [
        "no rule cites a clause: put the rules in one of "
        + ", ".join(m + ".py" for m in RULE_MODULES)]


def test_parameters_cite_existing_clauses():
    for flow in flows().values():
        for param in flow.parameters:
            assert param.cite in flow.law, f"{param.name} cites {param.cite}"


def test_complaint_texts_cite_existing_clauses():
    """A complaint statement prints its lines' clauses: each must be in the text, and the
    flows check says so when one is not."""
    from types import SimpleNamespace

    from interview.engine.documents import complaint_cites
    from interview.toolkit.flowcheck import check_citations
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
    code = ("import sys, flows.river_hills, flows.city_90_17, interview.cli,"
            " interview.engine.wording, interview.engine.actions, interview.engine.meaning,"
            " interview.formats.textreport;"
            "bad=[m for m in sys.modules if m.split('.')[0] in ('flask','flask_babel','werkzeug')];"
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_rule_module_that_cannot_import_is_an_error_not_a_module_left_out(
        monkeypatch, tmp_path):
    """A flow may leave a rule module out; one that is there but breaks must not be skipped
    as if it were not (its rules would go unchecked)."""
    package = tmp_path / "broken_flow"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "rules.py").write_text("import no_such_module_anywhere\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    flow = types.SimpleNamespace(module=types.SimpleNamespace(__name__="broken_flow"), law={})
    with pytest.raises(ModuleNotFoundError, match="no_such_module_anywhere"):
        check_rules(flow)
    (package / "rules.py").unlink()
    sys.modules.pop("broken_flow.rules", None)
    assert check_rules(flow) == ["no rule cites a clause: put the rules in one of "
                                 + ", ".join(m + ".py" for m in RULE_MODULES)]
