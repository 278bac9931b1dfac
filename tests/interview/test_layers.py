"""Which part of the code may import which, as the folders say:

- the engine (interview/engine/) imports nothing else of ours;
- the flow toolkit (interview/toolkit/) and the other formats (interview/formats/) sit on the
  engine;
- the web app (interview/web/) and the CLI (interview/cli.py) sit on all three, never under them;
- a flow imports the engine only;
- no code names a flow: flows are found in their folders (interview.toolkit.flows.discover).

Every import counts, those inside a function too: a lazy import still ties the parts. Only an
import under ``if TYPE_CHECKING:`` does not, since it never runs (a type named in a signature)."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE, TOOLKIT, FORMATS, WEB = ("interview.engine", "interview.toolkit", "interview.formats",
                                 "interview.web")
CLI = {"interview.cli", "interview.__main__"}
# What each part may import of ours, beyond itself.
MAY_IMPORT = {
    ENGINE: set(),
    TOOLKIT: {ENGINE},
    FORMATS: {ENGINE},
    WEB: {ENGINE, TOOLKIT, FORMATS},
    "interview.cli": {ENGINE, TOOLKIT, FORMATS},
}
# Only the web app serves pages; the engine, the toolkit and the CLI run without Flask.
FLASK = {"flask", "flask_babel", "flask_wtf", "werkzeug", "wtforms"}
# The package's own entry point, `from interview import create_app`, loads the web app lazily,
# on that name only (interview/__init__.py).
ENTRY = ROOT / "interview" / "__init__.py"


def _module(file: Path) -> str:
    parts = file.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_module(name: str) -> bool:
    where = ROOT.joinpath(*name.split("."))
    return where.with_suffix(".py").is_file() or (where / "__init__.py").is_file()


def _type_checking_only(tree: ast.AST) -> set[ast.AST]:
    """The import nodes under ``if TYPE_CHECKING:``."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            found |= {n for stmt in node.body for n in ast.walk(stmt)}
    return found


def imports(file: Path) -> set[str]:
    """Every module ``file`` imports, by its full name: ``from interview.engine import
    documents`` is interview.engine.documents, ``from interview.engine.rules import YES`` is
    interview.engine.rules."""
    tree = ast.parse(file.read_text("utf-8"))
    skipped = _type_checking_only(tree)
    found = set()
    for node in ast.walk(tree):
        if node in skipped:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the file's own package
                package = _module(file).split(".")
                package = package[:len(package) - node.level + (file.name == "__init__.py")]
                base = ".".join([*package, *filter(None, [base])])
            names = {f"{base}.{alias.name}" for alias in node.names}
            found |= {name for name in names if _is_module(name)} or {base}
    return found


def _files(folder: str) -> list[Path]:
    return sorted(p for p in (ROOT / folder).rglob("*.py") if "__pycache__" not in p.parts)


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def _part(name: str) -> str | None:
    """The part a module of ours belongs to (None: not ours, or the package itself)."""
    if name in CLI:
        return "interview.cli"
    return next((part for part in MAY_IMPORT if _within(name, part)), None)


def test_every_module_of_ours_is_in_a_part():
    unplaced = [str(f.relative_to(ROOT)) for f in _files("interview")
                if f != ENTRY and _part(_module(f)) is None]
    assert not unplaced, f"not in engine/, toolkit/, formats/, web/ or the CLI: {unplaced}"
    for part in (ENGINE, TOOLKIT, FORMATS, WEB):
        assert _files(part.replace(".", "/")), f"{part} is a folder"


@pytest.mark.parametrize("file", [f for f in _files("interview") if f != ENTRY],
                         ids=lambda f: str(f.relative_to(ROOT)))
def test_each_part_imports_only_the_parts_under_it(file):
    part = _part(_module(file))
    allowed = MAY_IMPORT[part] | {part}
    against = sorted(name for name in imports(file)
                     if _within(name, "interview") and name != "interview"
                     and not any(_within(name, a) for a in allowed)
                     and not (part == "interview.cli" and name in CLI))
    assert not against, (f"{file.relative_to(ROOT)} ({part}) imports {against}: "
                         f"{part} may import only {sorted(allowed)}")


@pytest.mark.parametrize("file", [f for f in _files("interview")
                                  if not _within(_module(f), WEB)],
                         ids=lambda f: str(f.relative_to(ROOT)))
def test_only_the_web_app_imports_flask(file):
    flask = {name for name in imports(file) if name.split(".")[0] in FLASK}
    assert not flask, f"{file.name} imports {sorted(flask)}: only interview/web/ may"


def test_the_entry_point_loads_the_web_app_on_create_app_only():
    assert {n for n in imports(ENTRY) if _within(n, "interview")} == {f"{WEB}.app"}


@pytest.mark.parametrize("file", _files("interview"), ids=lambda f: str(f.relative_to(ROOT)))
def test_no_code_names_a_flow(file):
    named = {name for name in imports(file) if _within(name, "flows")}
    assert not named, f"{file.name} imports a flow by name: {sorted(named)}"


@pytest.mark.parametrize("file", _files("flows"), ids=lambda f: str(f.relative_to(ROOT)))
def test_a_flow_imports_the_engine_only(file):
    beyond = {name for name in imports(file)
              if _within(name, "interview") and not _within(name, ENGINE)}
    assert not beyond, f"{file.relative_to(ROOT)} imports {sorted(beyond)}: not the engine"


def test_an_import_inside_a_function_counts(tmp_path):
    lazy = tmp_path / "lazy.py"
    lazy.write_text("def f():\n    from interview.web import sessions\n", "utf-8")
    assert "interview.web.sessions" in imports(lazy)


def test_a_type_checking_import_does_not(tmp_path):
    typed = tmp_path / "typed.py"
    typed.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                     "    from interview.toolkit.flowdata import Node\n", "utf-8")
    assert "interview.toolkit.flowdata" not in imports(typed)
