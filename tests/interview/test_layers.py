"""Which part of the code may import which: the web app (interview/web/) sits on the engine and
the flow toolkit (the rest of interview/), never under them; a flow uses the engine's helpers
only; and no code names a flow (flows are found in their folders: interview.flows.discover).
Every import counts, those inside a function too: a lazy import still ties the parts."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WEB = "interview.web"
# Only the web app serves pages; the engine, the toolkit and the CLI run without Flask.
FLASK = {"flask", "flask_babel", "flask_wtf", "werkzeug", "wtforms"}
# What a flow may use: how the law is written down (rules, parameters, the legal calendar, the
# clock) and what it answers with (an assessment, documents, advice and their meaning).
ENGINE_HELPERS = {"interview.actions", "interview.assessment", "interview.clock",
                  "interview.documents", "interview.i18n", "interview.legal_calendar",
                  "interview.meaning", "interview.parameters", "interview.rules"}
# The package's own entry point, `from interview import create_app`, loads the web app lazily,
# on that name only (interview/__init__.py).
ENTRY = ROOT / "interview" / "__init__.py"


def _module(file: Path) -> str:
    parts = file.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_module(name: str) -> bool:
    where = ROOT.joinpath(*name.split("."))
    return where.with_suffix(".py").is_file() or (where / "__init__.py").is_file()


def imports(file: Path) -> set[str]:
    """Every module ``file`` imports, by its full name: ``from interview import documents``
    is interview.documents, ``from interview.rules import YES`` is interview.rules."""
    found = set()
    for node in ast.walk(ast.parse(file.read_text("utf-8"))):
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


def test_the_layers_are_what_the_folders_say():
    assert _files("interview/web"), "the web app is interview/web/"
    assert any(not _within(_module(f), WEB) for f in _files("interview"))


@pytest.mark.parametrize("file", [f for f in _files("interview")
                                  if not _within(_module(f), WEB)],
                         ids=lambda f: str(f.relative_to(ROOT)))
def test_the_engine_and_toolkit_never_import_the_web_app_or_flask(file):
    imported = imports(file)
    web = {name for name in imported if _within(name, WEB)}
    if file == ENTRY:
        web -= {f"{WEB}.app"}
    assert not web, f"{file.name} imports the web app: {sorted(web)}"
    flask = {name for name in imported if name.split(".")[0] in FLASK}
    assert not flask, f"{file.name} imports {sorted(flask)}: only interview/web/ may"


@pytest.mark.parametrize("file", _files("interview"), ids=lambda f: str(f.relative_to(ROOT)))
def test_no_code_names_a_flow(file):
    named = {name for name in imports(file) if _within(name, "flows")}
    assert not named, f"{file.name} imports a flow by name: {sorted(named)}"


@pytest.mark.parametrize("file", _files("flows"), ids=lambda f: str(f.relative_to(ROOT)))
def test_a_flow_uses_the_engine_helpers_only(file):
    beyond = {name for name in imports(file)
              if _within(name, "interview") and name not in ENGINE_HELPERS}
    assert not beyond, f"{file.relative_to(ROOT)} imports {sorted(beyond)}: not an engine helper"


def test_an_import_inside_a_function_counts(tmp_path):
    lazy = tmp_path / "lazy.py"
    lazy.write_text("def f():\n    from interview.web import sessions\n", "utf-8")
    assert "interview.web.sessions" in imports(lazy)
