"""Load each ordinance folder in ``flows/`` once, at start-up, into a ``Flow``.

A folder is a flow if it has ``flow.yaml``. Adding an ordinance is adding a folder: nothing here
names a flow."""
from __future__ import annotations

import datetime as dt
import hashlib
import importlib
import importlib.util
import inspect
import json
import sys
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from types import ModuleType
from zoneinfo import ZoneInfo

import yaml
from jsonschema import Draft202012Validator

from interview.engine import clock
from interview.engine.assessment import Assessment
from interview.engine.facts import build_validator
from interview.engine.law_dates import date_paths, note_earlier_dates
from interview.engine.lawtext import LawText
from interview.engine.legal_calendar import LegalCalendar
from interview.engine.parameters import Parameters
from interview.toolkit.flowdata import Questions
from interview.toolkit.loops import loop_limits
from interview.toolkit.progress import SectionMap
from interview.toolkit.questions_file import load_questions
from interview.toolkit.router import Router

FLOWS_DIR = Path(__file__).resolve().parents[2] / "flows"


@dataclass
class Flow:
    slug: str
    path: Path
    meta: dict
    module: ModuleType
    law: LawText
    parameters: Parameters
    schema: dict
    calendar: LegalCalendar
    validator: Draft202012Validator = field(repr=False)
    questions: Questions | None = None
    router: Router | None = field(default=None, repr=False)
    # Where a person is ("Section 2 of 4"): worked out once, from the routes
    # (interview.toolkit.progress).
    section_map: SectionMap | None = field(default=None, repr=False)
    # The place's clocks (flow.yaml `time_zone`): its "today" decides which deadlines have
    # passed. None: the deployment names it (PLACES), else the server's own zone is used.
    time_zone: ZoneInfo | None = None

    title = property(lambda self: self.meta["title"])
    short_title = property(lambda self: self.meta.get("short_title", self.meta["title"]))
    statuses = property(lambda self: tuple(self.meta["statuses"]))
    @property
    def schema_version(self) -> str:
        """The newest facts-schema version this flow writes (older ones are still accepted)."""
        spec = self.schema["properties"]["schema_version"]
        return spec["const"] if "const" in spec else spec["enum"][-1]

    @cached_property
    def law_version(self) -> dict:
        version = dict(self.meta["law_version"])
        version["history"] = [{k: (v.isoformat() if isinstance(v, dt.date) else v)
                               for k, v in h.items()} for h in version.get("history", [])]
        version["in_force_from"] = str(version.get("in_force_from", ""))
        return version

    @cached_property
    def calendar_summary(self) -> dict:
        """The legal calendar as every assessment reports it: name, authority, holiday rules
        and the assumptions made in counting."""
        return {"name": self.calendar.name, "citation": self.calendar.citation,
                "holidays": list(getattr(self.module, "HOLIDAY_LIST", ())),
                "assumptions": list(self.calendar.assumptions)}

    def today(self) -> dt.date:
        """Today in the zone flow.yaml names, else on the server's clock. The web and the API
        also take a zone the deployment names for a flow that has none (interview.engine.clock)."""
        return clock.today_in(self.time_zone)

    def assess(self, facts: dict, today: dt.date, shown_only: bool = False) -> Assessment:
        """The flow's assessment. ``shown_only``: what relevance compares (the status,
        duties, deadlines and notices: interview.toolkit.relevance.Shown) is all that is wanted, so
        a flow whose ``assess`` takes ``shown_only`` may leave out the rest, and with it the
        facts only the rest reads. The flows check holds it to the same as in full."""
        if shown_only and self.assess_shown_only:
            assessment = self.module.assess(facts, self, today, shown_only=True)
        else:
            assessment = self.module.assess(facts, self, today)
        note_earlier_dates(assessment, facts, today, self.meta["law_version"],
                           self.meta["section"], self.date_paths)
        return assessment

    @cached_property
    def date_paths(self) -> tuple[tuple[str, ...], ...]:
        return date_paths(self.schema)

    @cached_property
    def assess_shown_only(self) -> bool:
        return "shown_only" in inspect.signature(self.module.assess).parameters


def load_flow(path: Path) -> Flow:
    path = Path(path).resolve()
    with _naming(path / "flow.yaml"):
        meta = yaml.safe_load((path / "flow.yaml").read_text(encoding="utf-8"))
        missing = [k for k in ("slug", "section", "clause_levels", "law_version")
                   if not isinstance(meta, dict) or k not in meta]
        if missing:
            raise ValueError(f"needs {', '.join(missing)}")
    module = _import(path)
    with _naming(path / "facts.schema.json"):
        schema = json.loads((path / "facts.schema.json").read_text(encoding="utf-8"))
    with _naming(path / meta.get("ordinance_file", "ordinance.txt")):
        law = LawText.from_file(path / meta.get("ordinance_file", "ordinance.txt"),
                                section=meta["section"], levels=meta["clause_levels"])
    questions = router = None
    if (path / "questions.yaml").is_file():
        with _naming(path / "questions.yaml"):
            questions = load_questions(path / "questions.yaml")
            router = Router(questions, getattr(module, "PREDICATES", {}),
                            loop_limits(questions, schema))
    with _naming(path / "parameters.yaml"):
        parameters = Parameters.from_file(path / "parameters.yaml")
    try:
        time_zone = clock.zone(meta.get("time_zone"))
    except ValueError as exc:
        raise ValueError(f"{path / 'flow.yaml'}: time_zone: {exc}") from None
    flow = Flow(slug=meta["slug"], path=path, meta=meta, module=module, law=law,
                parameters=parameters, schema=schema,
                calendar=module.build_calendar(),
                validator=build_validator(schema),
                questions=questions, router=router, time_zone=time_zone)
    if router is not None:
        flow.section_map = SectionMap(questions, router.predicates)
    return flow


@contextmanager
def _naming(file: Path):
    """Say which flow's file a loading error is in: a deployment may hold several flows, and
    a YAML typo or a wrong shape otherwise surfaces as a bare TypeError."""
    try:
        yield
    except (ValueError, TypeError, AttributeError, KeyError, yaml.YAMLError) as exc:
        message = str(exc).removeprefix(f"{file.name}: ")
        if isinstance(exc, KeyError):
            message = f"missing {exc.args[0] if exc.args else 'a key'}"
        elif isinstance(exc, TypeError | AttributeError):
            message = f"{type(exc).__name__}: {message}"
        raise ValueError(f"{file.parent}: {file.name}: {message}") from exc


def _import(path: Path) -> ModuleType:
    """Import a flow folder as a package, so its modules can import each other relatively."""
    if path.parent == FLOWS_DIR:
        return importlib.import_module(f"flows.{path.name}")
    # Named by where it lives as well: two deployments' folders may share a name.
    where = hashlib.blake2s(str(path.resolve()).encode(), digest_size=4).hexdigest()
    name = f"_flow_{path.name}_{where}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path / "__init__.py",
                                                  submodule_search_locations=[str(path)])
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def discover(*dirs: Path) -> dict[str, Flow]:
    """Every flow in the given folders (default: the project's ``flows/``), by slug."""
    flows: dict[str, Flow] = {}
    for base in dirs or (FLOWS_DIR,):
        for child in sorted(Path(base).iterdir()):
            if (child / "flow.yaml").is_file():
                flow = load_flow(child)
                if flow.slug in flows:
                    raise ValueError(f"two flows share the slug {flow.slug!r}")
                flows[flow.slug] = flow
    return flows
