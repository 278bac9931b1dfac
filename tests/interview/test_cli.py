"""The CLI: JSON by default, text on request, exit 2 with every bad field named."""
import json
import re

import pytest

from interview.cli import main
from tests.conftest import SAMPLE


def test_assess_json(capsys):
    code = main(["assess", "river-hills", "--facts", str(SAMPLE / "river-hills-dangerous.json"),
                 "--today", "2026-09-10"])
    assert code == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["status"]["likely"] == "dangerous"


def test_assess_text_is_cited_and_plain(capsys):
    code = main(["assess", "river-hills", "--facts", str(SAMPLE / "river-hills-dangerous.json"),
                 "--today", "2026-09-10", "--format", "text"])
    out = capsys.readouterr().out
    assert code == 0
    assert "DECLARED: DANGEROUS DOG" in out  # the sample's notice: what is in force leads
    assert "§\u00a02.14(6)[e](1)(iii)" in out
    # Dated as the pages date them, in English as in every other language.
    assert "Mon 7 Sep 2026 Labor Day not counted → Mon 14 Sep 2026" in out
    assert "2026-09-07 Labor" not in out
    # As the result page dates it: (e)(2) "after three (3) years" of the declaration, which
    # end on Mon 3 Sep 2029. Every date as the pages write them: the CLI read "2029-09-03".
    assert "Earliest date to ask: Tue 4 Sep 2029" in out
    assert "- Mon 14 Sep 2026  " in out  # the hearing request's last day
    iso = [line for line in out.splitlines()[2:] if re.search(r"\b20\d\d-\d\d-\d\d\b", line)]
    assert iso == [], iso  # (line 2 names the law's version: "2.14@2018-11-14")
    assert "not legal advice" in out


def test_assess_text_writes_dates_in_the_readers_language(capsys):
    code = main(["assess", "river-hills", "--facts", str(SAMPLE / "river-hills-dangerous.json"),
                 "--today", "2026-09-10", "--format", "text", "--lang", "es"])
    out = capsys.readouterr().out
    assert code == 0
    assert "3 sept 2029" in out, [line for line in out.splitlines() if "2029" in line]


def test_stdin_and_bad_input_exit_2(capsys, monkeypatch):
    import io
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(
        {"schema_version": "1.0", "incidents": [{"date": "2026-02-30", "bitten": "yes"}]})))
    code = main(["assess", "river-hills", "--facts", "-", "--today", "2026-09-10"])
    err = capsys.readouterr().err
    assert code == 2
    assert "/incidents/0/date" in err and "/incidents/0/bitten" in err
    assert "Traceback" not in err


def test_unreadable_and_unknown(capsys, tmp_path):
    assert main(["assess", "river-hills", "--facts", str(tmp_path / "none.json")]) == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{oops", encoding="utf-8")
    assert main(["assess", "river-hills", "--facts", str(bad)]) == 2
    assert main(["assess", "atlantis", "--facts", str(bad)]) == 2
    assert main(["assess", "river-hills", "--facts", str(bad), "--today", "tomorrow"]) == 2
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize("text, message", [
    ('{"schema_version": "1.3", "asker": "owner", "asker": "harmed"}', "duplicate key"),
    ("[" * 100_000, "nested too deeply"),  # was a RecursionError traceback
])
def test_facts_the_api_refuses_are_refused_with_a_reason(capsys, tmp_path, text, message):
    # The API refuses two equal keys (which one counts depends on the parser) and deep
    # nesting; the CLI took the last key, and crashed on the nesting.
    facts = tmp_path / "facts.json"
    facts.write_text(text, encoding="utf-8")
    assert main(["assess", "river-hills", "--facts", str(facts)]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_more_problems_than_are_listed_says_so(capsys, tmp_path):
    # 80 bad fields; 33 were listed under "the facts have 33 problem(s)" (50 raw errors, a
    # bad date being two of them), as if that were all.
    facts = tmp_path / "facts.json"
    facts.write_text(json.dumps({"schema_version": "1.3",
                                 "incidents": [{"date": "x", "victim": "y"}] * 40}))
    assert main(["assess", "river-hills", "--facts", str(facts)]) == 2
    err = capsys.readouterr().err
    assert "more than 50 problems; the first 50" in err
    assert err.count("\n  /incidents/") == 50


def test_a_reader_that_stops_early_is_no_error():
    # `interview assess ... | head` ended in a BrokenPipeError traceback and exit 1.
    import subprocess
    import sys
    from pathlib import Path
    exe = Path(sys.executable).parent / "interview"
    # `true` reads nothing and exits: every write meets a closed pipe.
    run = subprocess.run(f"'{exe}' assess river-hills --facts '{SAMPLE}/river-hills-dangerous.json'"
                         " --format text | true", shell=True, capture_output=True, text=True)
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr


def test_console_script_runs():
    import subprocess
    import sys
    from pathlib import Path
    exe = Path(sys.executable).parent / "interview"
    result = subprocess.run([str(exe), "flows", "list"], capture_output=True, text=True)
    assert result.returncode == 0 and "river-hills" in result.stdout
    as_module = subprocess.run([sys.executable, "-m", "interview", "flows", "list"],
                               capture_output=True, text=True)
    assert as_module.returncode == 0 and as_module.stdout == result.stdout
    bad = subprocess.run([sys.executable, "-m", "interview", "assess", "nowhere", "--facts",
                          "-"], input="{}", capture_output=True, text=True)
    assert bad.returncode == 2


def test_text_keeps_duties_that_wait_for_a_declaration_apart(capsys):
    # No notice yet: the dangerous-dog duties bind only once the dog is declared (2.14(6)[e](1)).
    assert main(["assess", "river-hills", "--facts", str(SAMPLE / "river-hills-neighbour.json"),
                 "--today", "2026-10-10", "--format", "text"]) == 0
    out = capsys.readouterr().out
    now, _, waiting = out.partition("Only if an officer makes that finding\n")
    assert waiting, out
    assert "§\u00a02.14(6)[e](1)(iii)" not in now.split("What must be done", 1)[-1]
    assert "§\u00a02.14(6)[e](1)(iii)" in waiting.split("\n\n", 1)[0]


def test_text_names_the_calendar_not_just_a_clause(capsys, tmp_path):
    facts = tmp_path / "fighting.json"
    facts.write_text(json.dumps({"schema_version": "1.0",
                                 "animal": {"species": "dog", "kept_for_fighting": "yes"}}))
    assert main(["assess", "city-90-17", "--facts", str(facts), "--today", "2026-11-29",
                 "--format", "text"]) == 0
    out = capsys.readouterr().out
    assert ("How we count days\n  No deadlines are set by § 90.17\n"
            "  Authority: §\u00a090.17\n") in out


def test_json_in_another_language_keeps_ids_and_dates(capsys):
    args = ["assess", "river-hills", "--facts", str(SAMPLE / "river-hills-dangerous.json"),
            "--today", "2026-09-10"]
    assert main(args) == 0
    english = json.loads(capsys.readouterr().out)
    assert main([*args, "--lang", "es"]) == 0
    spanish = json.loads(capsys.readouterr().out)
    assert spanish["status"]["headline"] == "Declarado: perro peligroso"
    assert spanish["calendar"]["name"] == "días feriados legales de Wisconsin"
    assert english["calendar"]["name"] == "Wisconsin legal holidays"
    strip = lambda doc: [(d["id"], d["due"], d["cite"]) for d in doc["deadlines"]]  # noqa: E731
    assert strip(spanish) == strip(english)


def test_text_report_headings_follow_the_language(capsys):
    assert main(["assess", "river-hills", "--facts", str(SAMPLE / "river-hills-neighbour.json"),
                 "--today", "2026-10-10", "--format", "text", "--lang", "ar"]) == 0
    out = capsys.readouterr().out
    assert "لماذا" in out  # "Why", as the result page says it
    assert "فقط إذا قرّر الضابط ذلك" in out  # duties that wait for a declaration
    for english in ("Why", "What must be done", "Deadlines", "How we count days", "Law applied"):
        assert f"\n{english}" not in out


def test_an_unknown_language_is_refused_with_the_choices(capsys):
    import pytest

    with pytest.raises(SystemExit) as stopped:
        main(["assess", "river-hills", "--facts", str(SAMPLE / "river-hills-dangerous.json"),
              "--lang", "xx"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'xx'" in err and "'en', 'ar', 'es', 'hmn'" in err


def test_assess_counts_from_the_flows_today_when_none_is_given(capsys, monkeypatch):
    import datetime as dt
    from zoneinfo import ZoneInfo

    from interview.engine import clock
    evening = dt.datetime(2026, 9, 14, 20, 0, tzinfo=ZoneInfo("America/Chicago"))  # 15th in UTC
    monkeypatch.setattr(clock, "utc_now", lambda: evening.astimezone(dt.UTC))
    assert main(["assess", "river-hills", "--facts",
                 str(SAMPLE / "river-hills-dangerous.json")]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["today"] == "2026-09-14"


def _city_facts(tmp_path):
    facts = tmp_path / "city.json"
    facts.write_text('{"schema_version": "1.1"}')
    return str(facts)


def _evening_in_denver(monkeypatch):
    """9 pm on 14 Sep in Denver: already the 15th in UTC, and in Chicago."""
    import datetime as dt
    from zoneinfo import ZoneInfo

    from interview.engine import clock
    evening = dt.datetime(2026, 9, 14, 21, 0, tzinfo=ZoneInfo("America/Denver"))
    monkeypatch.setattr(clock, "utc_now", lambda: evening.astimezone(dt.UTC))


def test_config_gives_the_city_its_time_zone(capsys, monkeypatch, tmp_path):
    _evening_in_denver(monkeypatch)
    config = tmp_path / "config.toml"
    config.write_text('[PLACES.city-90-17]\ntime_zone = "America/Denver"\n')
    assert main(["assess", "city-90-17", "--facts", _city_facts(tmp_path),
                 "--config", str(config)]) == 0
    assert json.loads(capsys.readouterr().out)["today"] == "2026-09-14"
    monkeypatch.setenv("TZ", "UTC")  # without the config: the server's date
    import time
    time.tzset()
    try:
        assert main(["assess", "city-90-17", "--facts", _city_facts(tmp_path)]) == 0
        assert json.loads(capsys.readouterr().out)["today"] == "2026-09-15"
    finally:
        monkeypatch.undo()
        time.tzset()


@pytest.mark.parametrize("content, flow, message", [
    ('[PLACES.city-90-17]\ntime_zone = "Mars/Olympus"\n', "city-90-17",
     "PLACES.city-90-17.time_zone: 'Mars/Olympus' is not a time zone name"),
    ('[PLACES.river-hills]\ntime_zone = "America/Denver"\n', "river-hills",
     "keeps America/Chicago (its flow.yaml)"),
    ('PLACES = 3\n', "city-90-17", "PLACES.city-90-17 is not a table"),
    ('PLACES = [\n', "city-90-17", "is not valid TOML"),
    ('[PLACES.city-90-17]\ntime_zone = 5\n', "city-90-17",
     "time_zone must be a name in quotes"),  # was a TypeError traceback
])
def test_a_config_that_cannot_be_used_is_refused(capsys, tmp_path, content, flow, message):
    config = tmp_path / "config.toml"
    config.write_text(content)
    facts = (_city_facts(tmp_path) if flow == "city-90-17"
             else str(SAMPLE / "river-hills-dangerous.json"))
    assert main(["assess", flow, "--facts", facts, "--config", str(config)]) == 2
    assert message in capsys.readouterr().err


def test_a_missing_config_is_named(capsys, tmp_path):
    missing = tmp_path / "nowhere.toml"
    assert main(["assess", "city-90-17", "--facts", _city_facts(tmp_path),
                 "--config", str(missing)]) == 2
    assert f"cannot read {missing}" in capsys.readouterr().err


def test_config_names_the_city_in_the_texts_as_the_web_app_does(capsys, tmp_path):
    config = tmp_path / "config.toml"
    config.write_text('[PLACES.city-90-17]\ncity = "the City of Example"\n')
    assert main(["assess", "city-90-17", "--facts", _city_facts(tmp_path), "--today",
                 "2026-09-14", "--config", str(config), "--format", "text"]) == 0
    out = capsys.readouterr().out
    assert "the City of Example" in out
    assert main(["assess", "city-90-17", "--facts", _city_facts(tmp_path), "--today",
                 "2026-09-14", "--format", "text"]) == 0
    assert "the City of Example" not in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["flows", "check", "--flow", "atlantis"], "unknown flow 'atlantis'"),
    (["flows", "list", "--dir", "/nonexistent-flows"], "cannot load the flows"),
    (["flows", "check", "--dir", "/nonexistent-flows"], "cannot load the flows"),
])
def test_flows_commands_name_bad_input_and_exit_2(capsys, argv, message):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_every_sample_facts_file_is_valid_and_assesses(capsys):
    """The samples integrators copy (docs/sample-facts/) must stay valid for their flow."""
    for path in sorted(SAMPLE.glob("*.json")):
        flow = "city-90-17" if path.name.startswith("city-90-17") else "river-hills"
        assert main(["assess", flow, "--facts", str(path), "--today", "2026-11-30"]) == 0, path
        assert json.loads(capsys.readouterr().out)["flow"] == flow


@pytest.mark.parametrize("today", ["20260910", "2026-W37-4", "9999-12-31", "1900-01-01"])
def test_today_is_read_as_the_api_reads_it(capsys, today):
    """YYYY-MM-DD in the years the interview accepts, as the API's ?today= (one parser)."""
    assert main(["assess", "river-hills", "--facts", str(SAMPLE / "river-hills-dangerous.json"),
                 "--today", today]) == 2
    assert "is not a real date written YYYY-MM-DD" in capsys.readouterr().err


def test_the_readmes_sample_report_is_what_the_cli_prints(capsys):
    # README links it as "a sample text output": it must not drift from the code.
    assert main(["assess", "river-hills", "--facts", str(SAMPLE / "river-hills-dangerous.json"),
                 "--today", "2026-09-10", "--format", "text"]) == 0
    sample = SAMPLE.parent / "sample-assessment.txt"
    assert capsys.readouterr().out == sample.read_text(encoding="utf-8")


def test_rights_before_any_notice_say_they_wait_for_one(capsys, tmp_path):
    facts = tmp_path / "harmed.json"
    facts.write_text(json.dumps({
        "schema_version": "1.0", "asker": "harmed", "dog": {"police_dog": "no"},
        "incidents": [{"date": "2026-08-20", "off_owner_property": "yes", "at_large": "yes",
                       "bite_injury": "yes", "serious_injury": "no", "victim": "person",
                       "provoked": "no"}]}), encoding="utf-8")
    assert main(["assess", "river-hills", "--facts", str(facts), "--today", "2026-09-10",
                 "--format", "text"]) == 0
    out = capsys.readouterr().out
    rights = out[out.index("Rights under this law"):out.index("Penalties and fees")]
    assert "These start only if an officer declares the animal." in rights
    assert "The deadlines on this page give the last day" not in rights
    # With a notice (the sample), no such lead.
    main(["assess", "river-hills", "--facts", str(SAMPLE / "river-hills-dangerous.json"),
          "--today", "2026-09-10", "--format", "text"])
    assert "These start only if" not in capsys.readouterr().out


def test_a_deadline_at_a_time_of_day_is_written_with_its_time(capsys, tmp_path):
    # (6)[i]'s 24 hours end at a moment ("2026-09-14T15:00"): the date writer took it for a
    # day and the report ended in a ValueError.
    facts = tmp_path / "removal.json"
    facts.write_text(json.dumps({
        "schema_version": "1.0",
        "incidents": [{"date": "2026-08-25", "bite_injury": "yes", "victim": "person"}],
        "notice": {"declared_status": "dangerous", "declared_on": "2026-09-01",
                   "service_method": "personal", "served_on": "2026-09-01",
                   "removal_notice_served_at": "2026-09-12T15:00"}}), encoding="utf-8")
    assert main(["assess", "river-hills", "--facts", str(facts), "--today", "2026-09-12",
                 "--format", "text"]) == 0
    out = capsys.readouterr().out
    assert "- Mon 14 Sep 2026, 3:00\u202fPM" in out or "- Mon 14 Sep 2026, 3:00 PM" in out, [
        line for line in out.splitlines() if "14 Sep" in line]


@pytest.mark.parametrize("requested, taken", [("yes", True), ("no", False),
                                              ("not_sure", False)])
def test_a_step_the_facts_say_was_taken_is_marked_not_counted_down(capsys, tmp_path,
                                                                   requested, taken):
    # As the result page and the calendar file do: a hearing already asked for is not a
    # deadline still to meet. The JSON said nothing, so the CLI counted down to it.
    facts = json.loads((SAMPLE / "river-hills-dangerous.json").read_text())
    facts["notice"]["hearing_requested"] = requested
    if requested != "yes":
        del facts["notice"]["hearing_requested_on"]
    path = tmp_path / "facts.json"
    path.write_text(json.dumps(facts))
    base = ["assess", "river-hills", "--facts", str(path), "--today", "2026-09-10"]
    assert main(base) == 0
    deadlines = {d["id"]: d for d in json.loads(capsys.readouterr().out)["deadlines"]}
    assert deadlines["hearing_request_deadline"]["taken"] is taken
    assert not any(d["taken"] for i, d in deadlines.items() if i != "hearing_request_deadline")
    assert main([*base, "--format", "text"]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = next(i for i, line in enumerate(lines)
              if line.strip().startswith("- Mon 14 Sep 2026  Last day to ask"))
    marked = [line.strip() for line in lines[at + 1:at + 4]]
    assert "(passed)" not in lines[at]
    assert ("Your answers say this step was taken." in marked) is taken, marked


@pytest.mark.parametrize("asked_on, taken", [("2026-09-14", True), ("2026-09-16", False)])
def test_a_step_taken_after_its_deadline_is_not_marked_done(capsys, tmp_path, asked_on, taken):
    # "within 5 business days of service": a request on Wed 16 Sep was late, and the engine
    # gives it no stay; the report said "Your answers say this step was taken." all the same.
    facts = json.loads((SAMPLE / "river-hills-dangerous.json").read_text())
    facts["notice"]["hearing_requested_on"] = asked_on
    path = tmp_path / "facts.json"
    path.write_text(json.dumps(facts))
    base = ["assess", "river-hills", "--facts", str(path), "--today", "2026-09-20"]
    assert main(base) == 0
    hearing = next(d for d in json.loads(capsys.readouterr().out)["deadlines"]
                   if d["id"] == "hearing_request_deadline")
    assert hearing["taken"] is taken and hearing["passed"] is True
    assert main([*base, "--format", "text"]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = next(i for i, line in enumerate(lines) if "Last day to ask" in line)
    assert ("(passed)" in lines[at]) is not taken, lines[at]
