"""A plain install (`pip install .`, as a deployment has) runs everything in interview/ and
flows/, `interview flows check` included: each third-party module they import comes from a
dependency in [project], not from an extra. (textstat was a test extra, and flows check
failed with ModuleNotFoundError where a deployment's flow author ran it.)"""
import ast
import re
import sys
import tomllib
from importlib.metadata import PackageNotFoundError, packages_distributions, requires
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _name(requirement: str) -> str:
    return re.split(r"[\s<>=!~\[;]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def _installed_with(names: set[str]) -> set[str]:
    """``names`` and what they require, all the way down (extras left out)."""
    seen, todo = set(), list(names)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        try:
            needs = requires(name) or []
        except PackageNotFoundError:
            continue
        todo += [_name(r) for r in needs if "extra ==" not in r]
    return seen


def _imported(folder: Path) -> set[str]:
    found = set()
    for file in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                found |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return found


def test_every_module_the_code_imports_is_a_core_dependency():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    core = _installed_with({_name(r) for r in project["dependencies"]})
    owners = packages_distributions()
    ours = {"interview", "flows"}
    missing = {}
    for module in _imported(ROOT / "interview") | _imported(ROOT / "flows"):
        if module in ours or module in sys.stdlib_module_names:
            continue
        dists = {d.lower().replace("_", "-") for d in owners.get(module, [])}
        assert dists, f"{module} is imported but not installed"
        if not dists & core:
            missing[module] = sorted(dists)
    assert not missing, f"imported, but only from an extra: {missing}"
