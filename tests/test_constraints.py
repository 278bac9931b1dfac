"""constraints.txt pins every package `make` installs, within pyproject.toml's ranges, and
pip and the build tools: a dependency added without `make lock` would install whatever
version is newest that day."""
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
LOCKED_EXTRAS = ("test", "bench")  # what the Makefile installs (docs and redis are by hand)


def _pins() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, sep, version = line.partition("==")
            assert sep and version.strip(), f"not an exact pin: {line!r}"
            pins[canonicalize_name(name)] = version.strip()
    return pins


def _required() -> list[Requirement]:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    project = pyproject["project"]
    extras = project["optional-dependencies"]
    # The build tools too: a setuptools released overnight builds the package on a clean clone.
    return [Requirement(r) for r in
            [*project["dependencies"], *(r for e in LOCKED_EXTRAS for r in extras[e]),
             *pyproject["build-system"]["requires"], "pip"]]


def test_every_dependency_is_pinned_within_its_range():
    pins = _pins()
    for requirement in _required():
        name = canonicalize_name(requirement.name)
        assert name in pins, f"{requirement.name} is not in constraints.txt: run make lock"
        assert requirement.specifier.contains(pins[name], prereleases=True), (
            f"{requirement.name}=={pins[name]} is outside {requirement.specifier}: run make lock")


def test_the_makefile_installs_with_the_pins():
    lines = (ROOT / "Makefile").read_text().splitlines()
    assert ("PIP_INSTALL := $(BIN)/pip install --quiet --constraint constraints.txt "
            "--build-constraint constraints.txt") in lines
    assert "\t$(BIN)/pip install --quiet --constraint constraints.txt --upgrade pip" in lines
    # Each install of the package (and its extras) into .venv; `make lock`'s own resolves.
    installs = [line.strip() for line in lines
                if line.startswith("\t") and ("-e ." in line or "-e '.[" in line)]
    assert len(installs) == 3, installs  # the package, its test extra, its bench extra
    assert all(line.startswith("$(PIP_INSTALL) ") for line in installs), installs
