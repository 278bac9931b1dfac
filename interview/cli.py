"""``interview``: the command line. Same engine as the web app and the API.

    interview assess <flow> --facts FILE|- [--today YYYY-MM-DD] [--format json|text]
                     [--lang en|es|ar|hmn] [--config instance/config.toml]
    interview flows list|check [--dir FOLDER]... [--flow SLUG] [--jobs N]
                         [--keep-shapes FOLDER]

Exit status: 0 done; 1 `flows check` found problems; 2 bad input (every bad field is named on
stderr)."""
from __future__ import annotations

import argparse
import json
import os
import sys
import tomllib
from pathlib import Path

from interview.engine import clock, documents, glosses
from interview.engine.facts import MAX_ERRORS, no_duplicate_keys, validate
from interview.engine.languages import SOURCE_LANGUAGE, available_codes, catalog
from interview.engine.wording import wording_for
from interview.formats.textreport import render_text
from interview.toolkit.registry import flows

EXIT_BAD_INPUT = 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="interview", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    assess = sub.add_parser("assess", help="assess facts under an ordinance")
    assess.add_argument("flow", help="the flow's slug, e.g. river-hills")
    assess.add_argument("--facts", required=True, help="a JSON file of facts, or - for stdin")
    assess.add_argument("--today", help="the date to assess on (YYYY-MM-DD); default: today "
                        "in the place's time zone (its flow.yaml, else --config), else the "
                        "server's")
    assess.add_argument("--format", choices=("json", "text"), default="json")
    assess.add_argument("--lang", choices=available_codes(), default=SOURCE_LANGUAGE,
                        help="the language of the texts (default: en)")
    assess.add_argument("--config", help="a deployment's settings (instance/config.toml): "
                        "its PLACES.<flow> names the place's offices in the texts, as the web "
                        "app does, and its time_zone gives today where the flow's text names "
                        "no place")
    flows_cmd = sub.add_parser("flows", help="list the flows, or check that they prove "
                                             "themselves")
    flows_cmd.add_argument("action", choices=("list", "check"))
    flows_cmd.add_argument("--dir", action="append", default=[],
                           help="a folder of flows (default: the project's flows/)")
    flows_cmd.add_argument("--flow", help="check only this flow")
    flows_cmd.add_argument("--jobs", type=int, help="processes for the path search "
                           "(default: one per CPU)")
    flows_cmd.add_argument("--keep-shapes", metavar="FOLDER", help="keep one path per "
                           "assessment shape there, for the tests that render pages")
    return parser


def _fail(message: str, problems: list | None = None) -> int:
    print(f"interview: {message}", file=sys.stderr)
    for p in problems or []:
        print(f"  {p.pointer or '(document)'}: {p.detail}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _read_facts(source: str):
    try:
        text = sys.stdin.read() if source == "-" else open(source, encoding="utf-8").read()
    except OSError as exc:
        raise ValueError(f"cannot read {source}: {exc.strerror}") from None
    try:
        return json.loads(text, object_pairs_hook=no_duplicate_keys)  # as the API reads them
    except json.JSONDecodeError as exc:
        raise ValueError(f"{source} is not valid JSON (line {exc.lineno}: {exc.msg})") from None
    except RecursionError:
        raise ValueError(f"{source} is nested too deeply to read") from None
    except ValueError as exc:  # a duplicate key
        raise ValueError(f"{source}: {exc}") from None


def _place(flow, config: str | None):
    """(zone, names): what the web app would use for ``flow``. The zone is its own, else the
    deployment's; the names ({city}, {officer}, …) are the deployment's ``PLACES.<flow>``."""
    if not config:
        return flow.time_zone, None
    try:
        with open(config, "rb") as file:
            places = tomllib.load(file).get("PLACES", {})
    except OSError as exc:
        raise ValueError(f"cannot read {config}: {exc.strerror}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{config} is not valid TOML ({exc})") from None
    if not isinstance(places, dict) or not isinstance(places.get(flow.slug, {}), dict):
        raise ValueError(f"{config}: PLACES.{flow.slug} is not a table of settings")
    zone = places.get(flow.slug, {}).get("time_zone")
    if zone is not None and not isinstance(zone, str):
        raise ValueError(f"{config}: PLACES.{flow.slug}.time_zone must be a name in quotes, "
                         "such as \"America/Chicago\"")
    return clock.place_zones({flow.slug: flow}, places)[flow.slug], places.get(flow.slug)


def _unknown_flow(slug: str, registry: dict) -> int:
    return _fail(f"unknown flow {slug!r}; known: {', '.join(sorted(registry))}")


def assess_command(args) -> int:
    registry = flows()
    if args.flow not in registry:
        return _unknown_flow(args.flow, registry)
    flow = registry[args.flow]
    try:
        zone, place = _place(flow, args.config)
    except ValueError as exc:
        return _fail(str(exc))
    try:
        now = clock.now_in(zone).replace(tzinfo=None)  # counts only on its own day
        today = clock.named_day(args.today) if args.today else now.date()
    except ValueError:
        return _fail(f"--today {args.today!r} is not a real date written YYYY-MM-DD")
    try:
        facts = _read_facts(args.facts)
    except ValueError as exc:
        return _fail(str(exc))
    problems = validate(flow, facts, today)
    if problems:
        many = len(problems) > MAX_ERRORS
        return _fail(f"the facts have more than {MAX_ERRORS} problems; the first {MAX_ERRORS}"
                     if many else f"the facts have {len(problems)} problem(s)",
                     problems[:MAX_ERRORS])
    try:
        wording = wording_for(flow, args.lang, place)
    except ValueError as exc:  # a catalog not compiled yet
        return _fail(str(exc))
    document = glosses.strip_all(documents.assessment_document(
        flow, facts, flow.assess(facts, today), wording, now))
    if args.format == "json":
        json.dump(document, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        text = render_text(document, flow, catalog(args.lang).gettext,
                           wording.working.due, catalog(args.lang).ngettext)
        sys.stdout.write(glosses.strip(text))
    return 0


def check_command(args, registry: dict) -> int:
    from interview.toolkit.flowcheck import check_flows

    if args.flow and args.flow not in registry:
        return _unknown_flow(args.flow, registry)
    selected = [registry[args.flow]] if args.flow else list(registry.values())
    problems = check_flows(selected, args.jobs or os.cpu_count() or 1,
                           keep=Path(args.keep_shapes) if args.keep_shapes else None)
    for problem in problems:
        print(f"  {problem}")
    print(f"{len(selected)} flow(s) checked, {len(problems)} problem(s)")
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    try:
        return _run(_parser().parse_args(argv))
    except BrokenPipeError:  # `interview assess ... | head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _run(args) -> int:
    if args.command == "assess":
        return assess_command(args)
    try:
        registry = flows(*map(Path, args.dir))
    except (OSError, ValueError) as exc:
        return _fail(f"cannot load the flows: {exc}")
    if args.action == "check":
        return check_command(args, registry)
    for slug, flow in sorted(registry.items()):
        print(f"{slug}\t{flow.title}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
