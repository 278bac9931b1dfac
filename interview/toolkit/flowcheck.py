"""``interview flows check``: a flow proves itself before it ships.

For every flow: every state is reachable; no dead ends (every question's last route is
unconditional, so every answer has somewhere to go); every result is reachable; every condition
names a predicate that exists; every rule, parameter and glossary entry cites a clause that
exists; every user-visible string is in the translation template; English reading level
(Flesch–Kincaid grade ≤ 8) for every question, help text and result text; the letters,
checklist and next steps name templates, deadlines and facts that exist; and every path from
the start to a result runs through the engine (``interview.toolkit.paths``, ``path_check``)."""
from __future__ import annotations

import datetime as dt
import multiprocessing
import string
import warnings
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.pofile import read_po

from interview.engine import documents
from interview.engine.answers import NONE
from interview.toolkit import path_shapes
from interview.toolkit.flowdata import translatable_strings
from interview.toolkit.path_check import check_paths
from interview.toolkit.rulecheck import check_rules
from interview.toolkit.wordcheck import status_names

ROOT = Path(__file__).resolve().parents[2]
MAX_GRADE = 8.0


def reachable(questions) -> set[str]:
    seen, todo = set(), [questions.start]
    while todo:
        node = todo.pop()
        if node in seen:
            continue
        seen.add(node)
        todo += [r.to for r in questions.nodes[node].routes]
    return seen


def check_graph(flow) -> list[str]:
    q, problems = flow.questions, []
    reach = reachable(q)
    for node in q.nodes.values():
        if node.id not in reach:
            problems.append(f"{node.id} cannot be reached from {q.start}")
        if not node.is_result:
            if not node.routes:
                problems.append(f"{node.id} is a dead end: it has no routes")
            elif node.routes[-1].if_ or node.routes[-1].unless:
                problems.append(f"{node.id} may be a dead end: its last route has a condition")
        if node.future and node.type not in ("date", "datetime"):
            problems.append(f"{node.id}: future is for date and datetime questions")
        if node.none and node.type not in ("date", "datetime", "choice"):
            problems.append(f"{node.id}: none is for date, datetime and choice questions")
        if node.none and node.type == "choice" and NONE in dict(node.options):
            problems.append(f"{node.id}: an option's value is {NONE!r}, which none takes")
        for variant in node.variants:
            if variant.when not in getattr(flow.module, "PREDICATES", {}):
                problems.append(f"{node.id}: a variant names predicate {variant.when}, which "
                                "does not exist")
        if node.none and node.approximate:  # "about when" and "none" in one form: not built
            problems.append(f"{node.id}: a date offers none or approximate, not both")
        for route in node.routes:
            if route.to not in q.nodes:
                problems.append(f"{node.id} routes to {route.to}, which does not exist")
            for name in route.if_ + route.unless:
                if name not in getattr(flow.module, "PREDICATES", {}):
                    problems.append(f"{node.id} names predicate {name}, which does not exist")
    if not q.results():
        problems.append("the flow has no result")
    for result in q.results():
        if result not in reach:
            problems.append(f"result {result} cannot be reached")
        if q.nodes[result].status and q.nodes[result].status not in flow.statuses:
            problems.append(f"result {result} stands for unknown status")
    return problems


def check_citations(flow) -> list[str]:
    """The clauses of parameters, glossary terms and complaint texts (the rules' own:
    interview.toolkit.rulecheck)."""
    problems = []
    for param in flow.parameters:
        if param.cite not in flow.law:
            problems.append(f"parameter {param.name} cites missing clause {param.cite}")
    for term in flow.questions.glossary.values():
        if term.cite not in flow.law:
            problems.append(f"glossary {term.key} cites missing clause {term.cite}")
    problems += [f"complaint text {text_id} cites missing clause {anchor}"
                 for text_id in getattr(flow.module, "COMPLAINT_CITES", {})
                 for anchor in documents.complaint_cites(flow, text_id)
                 if anchor not in flow.law]
    return problems


def flow_strings(flow) -> dict[str, str]:
    """Every user-visible string the flow owns, by an id for reporting."""
    out = {f"question:{where}:{i}": text
           for i, (where, text) in enumerate(translatable_strings(flow.questions))}
    module = flow.module
    for table in ("TEXTS", "STATUS", "HEADLINES", "FACT_PHRASES"):
        for key, text in getattr(module, table, {}).items():
            out[f"{table.lower()}:{key}"] = text
    for i, text in enumerate(getattr(module, "HOLIDAY_LIST", ())):
        out[f"calendar:holiday:{i}"] = text
    for i, text in enumerate(flow.calendar.assumptions):
        out[f"calendar:assumption:{i}"] = text
    out["calendar:name"] = flow.calendar.name
    out |= {f"documents:{name}": title for name, title in documents.titles(flow).items()}
    for step in documents.next_steps(flow):
        out |= {f"next_step:{step.deadline}:due": step.due,
                f"next_step:{step.deadline}:passed": step.passed,
                **({f"next_step:{step.deadline}:held": step.held} if step.held else {})}
    return out


def check_documents(flow) -> list[str]:
    """A flow's letters, checklist and next steps name templates, deadlines, duties and facts
    that exist. (A deadline or duty exists if the flow words it: every item has a text.)"""
    texts, problems = getattr(flow.module, "TEXTS", {}), []
    if (flow.path / "documents.py").is_file():  # written, but the engine reads the package
        defined = _names_in(flow.path / "documents.py")
        problems += [f"documents.py defines {name}, but __init__.py does not export it"
                     for name in ("LETTERS", "CHECKLIST", "NEXT_STEPS")
                     if name in defined and not hasattr(flow.module, name)]
    for name, letter in documents.letters(flow).items():
        if not (flow.path / "templates" / letter.template).is_file():
            problems.append(f"letter {name}: no template templates/{letter.template}")
        for answered in filter(None, (letter.deadline, letter.fallback)):
            if answered not in texts:
                problems.append(f"letter {name} answers deadline {answered}, "
                                "which the flow never words")
        for path in (*letter.done_when, *filter(None, [letter.done_on])):
            if not _in_schema(flow.schema, path):
                problems.append(f"letter {name}: {path} is not in the facts schema")
    checklist = documents.checklist(flow)
    for duty, deadline in checklist.deadlines.items():
        problems += [f"checklist: {kind} {name} is never worded by the flow"
                     for kind, name in (("duty", duty), ("deadline", deadline))
                     if name not in texts]
    if checklist.latest and checklist.latest not in texts:
        problems.append(f"checklist: deadline {checklist.latest} is never worded by the flow")
    problems += [f"checklist: {duty} starts later but has no deadline to start"
                 for duty in checklist.starts_later if duty not in checklist.deadlines]
    problems += [f"next step: deadline {step.deadline} is never worded by the flow"
                 for step in documents.next_steps(flow) if step.deadline not in texts]
    problems += [f"next step {step.deadline}: {path} is not in the facts schema"
                 for step in documents.next_steps(flow)
                 for path in (*step.done_when, *filter(None, [step.done_on]))
                 if not _in_schema(flow.schema, path)]
    # Printed in every complaint statement and on every result page: without them, a blank.
    problems += [f"the complaint statement's {name} is never worded by the flow"
                 for name in ("complaint_to", "complaint_basis", "complaint_next")
                 if name not in texts]
    for table, prefix in (("COMPLAINT_LINES", ""), ("COMPLAINT_INCIDENT_LINES", "incidents.")):
        for line in getattr(flow.module, table, ()):
            if line.text not in texts:
                problems.append(f"complaint line {line.text} is never worded by the flow")
            node = _schema_node(flow.schema, prefix + line.fact)
            if node is None:
                problems.append(f"complaint line {line.text}: {prefix}{line.fact} is not in the "
                                "facts schema")
            elif "enum" in node and not set(line.values) <= set(node["enum"]):
                problems.append(f"complaint line {line.text}: {sorted(set(line.values))} are not "
                                f"all answers {prefix}{line.fact} can have")
    swappable = {"complaint_basis", "complaint_next",
                 *(line.text for line in getattr(flow.module, "COMPLAINT_LINES", ()))}
    for plain, instead in getattr(flow.module, "COMPLAINT_WITHOUT_INCIDENT", {}).items():
        problems += [f"COMPLAINT_WITHOUT_INCIDENT: {name} is never worded by the flow"
                     for name in (plain, instead) if name not in texts]
        if plain not in swappable:
            problems.append(f"COMPLAINT_WITHOUT_INCIDENT: {plain} is not the basis, the next "
                            "step nor a COMPLAINT_LINES text, so it is never swapped")
    office = getattr(flow.module, "COMPLAINT_OFFICE", "police")
    if office not in documents.OFFICES:
        problems.append(f"COMPLAINT_OFFICE {office!r} is not one of {sorted(documents.OFFICES)}")
    return problems


def _names_in(path) -> set[str]:
    """The names a module assigns at its top level, read without importing it again."""
    import ast
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {target.id for node in tree.body if isinstance(node, (ast.Assign, ast.AnnAssign))
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(target, ast.Name)}


def _in_schema(schema: dict, path: str) -> bool:
    return _schema_node(schema, path) is not None


def _schema_node(schema: dict, path: str) -> dict | None:
    """The schema of the fact at ``path`` ("notice.decision", "incidents.victim")."""
    node = schema
    for key in path.split("."):
        if "items" in node:  # "incidents.victim": a field of each item
            node = _resolved(schema, node["items"])
        node = (node.get("properties") or {}).get(key)
        if node is None:
            return None
        node = _resolved(schema, node)
    return node


def _resolved(schema: dict, node: dict) -> dict:
    while "$ref" in node:  # "#/$defs/notice"
        node = schema["$defs"][node["$ref"].rsplit("/", 1)[-1]]
    return node


def check_translations(flow, pot: Path = ROOT / "translations" / "messages.pot") -> list[str]:
    """Every string in the template. Only for the project's own flows: its babel.cfg extracts
    ``flows/``; a deployment's flow in another folder (FLOW_DIRS) is translated by whoever
    keeps that folder, and could never pass."""
    if ROOT / "flows" not in flow.path.resolve().parents:
        return []
    with open(pot, "rb") as handle:
        known = {m.id for m in read_po(handle) if m.id}
    return [f"{key} is not in the translation template (run `make extract`)"
            for key, text in flow_strings(flow).items() if text not in known]


def _sample(text: str) -> str:
    fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
    return text.format(**{f: "5" for f in fields}) if fields else text


def prose(flow) -> dict[str, str]:
    """The sentences a person reads: questions, help, glossary and result texts. Option labels
    and short fragments are not prose; a reading grade means nothing for them."""
    out = {}
    for node in flow.questions.nodes.values():
        out |= {f"question:{node.id}": node.text, f"why:{node.id}": node.why}
        for i, variant in enumerate(node.variants):
            out |= {f"question:{node.id}:{i}": variant.text, f"why:{node.id}:{i}": variant.why}
    for term in flow.questions.glossary.values():
        out[f"glossary:{term.key}"] = term.text
    out |= {f"texts:{k}": v for k, v in getattr(flow.module, "TEXTS", {}).items()}
    out |= {f"calendar:assumption:{i}": t for i, t in enumerate(flow.calendar.assumptions)}
    for step in documents.next_steps(flow):  # a date in place of %(date)s, as it is read
        out |= {f"next_step:{step.deadline}:{kind}": text.replace("%(date)s", "Mon 14 Sep")
                for kind, text in (("due", step.due), ("passed", step.passed),
                                   ("held", step.held or "")) if text}
    return {k: v for k, v in out.items() if v}


def check_reading_level(flow) -> list[str]:
    with warnings.catch_warnings():
        # textstat 0.7.4 imports pkg_resources, whose setuptools (< 82, pyproject.toml) warns
        # that it is deprecated: nothing a flow author running the check can act on.
        warnings.filterwarnings("ignore", "pkg_resources is deprecated", UserWarning)
        import textstat

    # Quoted law text (e.g. the words a sign must carry) is exempt, by id, with a reason.
    exempt = flow.meta.get("readability_exempt", {}) or {}
    problems = []
    for key, text in prose(flow).items():
        sample = _sample(text)
        if key in exempt or len(sample.split()) < 6:
            continue
        grade = textstat.flesch_kincaid_grade(sample)
        if grade > MAX_GRADE:
            problems.append(f"{key} reads at grade {grade:.1f} (> {MAX_GRADE:g}): {text[:70]!r}")
    return problems


@dataclass
class PathsChecked:
    """One part's share of the path search (interview.toolkit.paths), as its process reports it."""

    problems: list[str]
    paths: int = 0
    seconds: float = 0.0
    results: set[str] = field(default_factory=set)
    asked: set[str] = field(default_factory=set)
    skipped: set[str] = field(default_factory=set)
    shapes: dict = field(default_factory=dict)  # interview.toolkit.paths.Report.shapes

    def add(self, other: PathsChecked) -> None:
        self.problems += other.problems
        self.paths += other.paths
        self.seconds += other.seconds  # CPU seconds: the parts run side by side
        self.results |= other.results
        self.asked |= other.asked
        self.skipped |= other.skipped
        for kind, path in other.shapes.items():
            self.shapes.setdefault(kind, path)


def _check_part(task: tuple[str, int, int]) -> tuple[str, PathsChecked]:
    slug, share, shares = task
    flow = _FLOWS[slug]
    return slug, _summary(*check_paths(flow, flow.today(), (share, shares)))


def _summary(report, problems: list[str]) -> PathsChecked:
    return PathsChecked(problems, len(report.paths), report.seconds,
                        {p.result for p in report.paths},
                        {s.node for p in report.paths for s in p.steps},
                        {s.node for p in report.paths for s in p.skipped}, report.shapes)


_FLOWS: dict = {}  # the flows a check's processes read (inherited by fork, never pickled)


def by_size(flows: list) -> list:
    """The largest flow (most questions) first: the small flows' short parts then fill the end,
    while the last long part runs, so that no process waits idle on it. Dealt in the flows'
    order, River Hills' parts (minutes each) came last, after § 90.17's (seconds each)."""
    return sorted(flows, key=lambda flow: -len(flow.questions.nodes))


def check_flows(flows: list, jobs: int = 1, out=print, keep: Path | None = None) -> list[str]:
    """Check each flow. The path search, nearly all the time, is dealt into parts run by
    ``jobs`` processes (interview.toolkit.paths.SPLIT_DEPTH).
    ``keep``: a folder to keep one path per shape in, for the tests
    (interview.toolkit.path_shapes)."""
    _FLOWS.update({flow.slug: flow for flow in flows})
    # Many more parts than processes: the parts differ in size, and a process takes the next
    # as it ends one, so that none runs on alone at the end.
    shares = max(1, jobs) * 16
    tasks = [(flow.slug, share, shares) for flow in by_size(flows) for share in range(shares)]
    checked = {flow.slug: PathsChecked([]) for flow in flows}
    if jobs <= 1:
        parts = map(_check_part, tasks)
    else:
        pool = multiprocessing.get_context("fork").Pool(jobs)
        parts = pool.imap_unordered(_check_part, tasks)
    try:
        for slug, part in parts:
            checked[slug].add(part)
    finally:
        if jobs > 1:
            pool.close()
            pool.join()
    problems = []
    for flow in flows:
        problems += check_flow(flow, flow.today(), out, checked[flow.slug])
        if keep is not None:
            path_shapes.save(keep, flow, flow.today(), list(checked[flow.slug].shapes.values()))
    return problems


def check_flow(flow, today: dt.date, out=print, checked: PathsChecked | None = None
               ) -> list[str]:
    problems = [f"{flow.slug}: {p}" for p in check_graph(flow) + check_citations(flow)
                + check_rules(flow) + status_names(flow)
                + check_translations(flow) + check_reading_level(flow)
                + check_documents(flow)]
    if checked is None:
        checked = _summary(*check_paths(flow, today))
    problems += sorted(set(checked.problems))
    results = sorted(checked.results)
    for missing in sorted(set(flow.questions.results()) - set(results)):
        problems.append(f"{flow.slug}: no path found reaches {missing}")
    # A question the engine skips on every path is still reached: it never matters on any,
    # and a person may answer it from the result page.
    only_skipped = checked.skipped - checked.asked
    for missing in sorted(set(flow.questions.nodes) - checked.asked - only_skipped
                          - set(flow.questions.results())):
        problems.append(f"{flow.slug}: no path found asks {missing}")
    never = f"; never asked, no answer matters: {', '.join(sorted(only_skipped))}" \
        if only_skipped else ""
    out(f"{flow.slug}: {len(flow.questions.nodes)} states, "
        f"{len(flow.questions.results())} results; {checked.paths} paths in "
        f"{checked.seconds:.1f} s of search (results reached: {', '.join(results)}"
        f"{never}); {len(problems)} problem(s)")
    return problems
