"""The engine on every path the search finds: "none" answers, answers that do not fit, and
the answers the search merged into another's class, spot-checked."""
import datetime as dt

from interview.toolkit import path_check, paths
from interview.toolkit.paths import enumerate_paths
from interview.toolkit.registry import flows

TODAY = dt.date(2026, 11, 30)


def test_a_none_answer_is_checked_though_the_search_merges_it(monkeypatch):
    """"None" ("I do not know this date", "the chief did not set a date") is one class with a
    date (same next question, same routing), so the search walks only the date. check_paths
    assesses each such path again without the fact: the engine reads its absence (a deadline
    it cannot date, the 30-day limit) differently."""
    flow = flows()["river-hills"]
    real = path_check.enumerate_paths
    monkeypatch.setattr(path_check, "enumerate_paths",
                        lambda f, t, **kw: real(f, t, limit=400, **kw))
    # An owner holding a notice, whose hearing was held and decided: only they are asked the
    # notice's dates and the chief's schedule. The search goes depth first, the last choice
    # first, so 400 paths would all be someone else's.
    forced = {"ask_asker": "owner", "ask_declared_status": "dangerous",
              "ask_hearing_requested": "yes", "ask_decision": "affirmed"}
    classes = paths.answer_classes
    monkeypatch.setattr(paths, "answer_classes", lambda node, today: [
        c for c in classes(node, today) if node.id not in forced or c[0] == forced[node.id]])
    monkeypatch.setattr(path_check, "TRIES", 10)  # the spot check is not what this test is about
    assessed = []
    monkeypatch.setattr(flow, "assess", lambda facts, today, **kw: assessed.append(facts) or
                        flow.module.assess(facts, flow, today, **kw))
    report, problems = path_check.check_paths(flow, TODAY)
    assert problems == []
    notices = [f.get("notice", {}) for f in assessed if f.get("notice")]
    assert any("declared_on" in n for n in notices)
    assert any("declared_on" not in n for n in notices)  # "I do not know this date"
    chief = [n for n in notices if n.get("decision") in ("affirmed", "modified")]
    assert any("chief_schedule_date" in n for n in chief)
    assert any("chief_schedule_date" not in n for n in chief)
    # A date someone set for later is tried ahead of today.
    assert any(n.get("chief_schedule_date", "") > TODAY.isoformat() for n in chief)


def test_a_path_whose_answers_do_not_fit_together_is_reported(monkeypatch):
    from interview.engine.facts import Problem

    flow = flows()["city-90-17"]
    real = path_check.enumerate_paths  # a few hundred paths show it: the whole search takes minutes
    monkeypatch.setattr(path_check, "enumerate_paths",
                        lambda f, t, **kw: real(f, t, limit=400, **kw))
    monkeypatch.setattr(path_check, "validate", lambda f, facts, today: [Problem("/x", "is odd")])
    report, problems = path_check.check_paths(flow, TODAY)
    assert len(report.paths) == 400
    assert problems and all("the answers end with /x is odd" in p for p in problems)


def test_merged_answers_are_spot_checked(monkeypatch):
    """No routing predicate tells a vicious notice from a dangerous one (each rests on an
    incident), so the search runs only the first; the spot check swaps the other in on a
    sample of paths."""
    flow = flows()["river-hills"]
    real = path_check.enumerate_paths
    monkeypatch.setattr(path_check, "enumerate_paths",
                        lambda f, t, **kw: real(f, t, limit=400, **kw))
    monkeypatch.setattr(path_check, "TRIES", 40)
    # The owner's paths: after the declared status comes the notice's date. For anyone else
    # the police-dog question comes next, which relevance judges with the engine, and an
    # engine that fails on a vicious notice would set that answer apart there.
    # And only paths with a notice: with "No, or not sure" first, 400 paths hold none.
    classes = paths.answer_classes
    monkeypatch.setattr(paths, "answer_classes", lambda node, today: [
        c for c in classes(node, today) if (node.id != "ask_asker" or c[0] == "owner")
        and (node.id != "ask_declared_status" or c[0] != "none")])

    def assess(facts, today, **kw):
        if facts.get("notice", {}).get("declared_status") == "vicious":
            raise RuntimeError("a vicious notice breaks the engine")
        return flow.module.assess(facts, flow, today, **kw)

    monkeypatch.setattr(flow, "assess", assess)
    report, problems = path_check.check_paths(flow, TODAY)
    # The search itself never walked a vicious notice (it would have failed there, not in the
    # spot check): what the check found, the spot check found.
    assert all(p.facts.get("notice", {}).get("declared_status") in (
        None, "potentially_dangerous", "dangerous") for p in report.paths)
    assert problems and all("(with ask_declared_status: vicious)" in p for p in problems)
    assert all("a vicious notice breaks the engine" in p for p in problems)


def test_each_merged_answer_is_spot_checked_on_a_whole_sample_in_each_part(monkeypatch):
    """A part may hold most of a flow's paths, so each takes the whole sample, not a share."""
    from collections import Counter

    flow = flows()["river-hills"]
    report = enumerate_paths(flow, TODAY, limit=400, prove=False)
    real = path_check._check_facts

    def counted(flow, path, facts, today, problems, variant="", worded=None):
        if variant:
            runs[variant] += 1
        return real(flow, path, facts, today, problems, variant, worded)

    runs: Counter = Counter()
    monkeypatch.setattr(path_check, "_check_facts", counted)
    monkeypatch.setattr(path_check, "SAMPLE", 12)
    path_check._check_merged_answers(flow, report, TODAY, [], set())
    assert max(runs.values()) == 12
