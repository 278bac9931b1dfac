"""Dated legal parameters (amounts, days, feet), each with its citation.

OpenFisca-style: a flow's ``parameters.yaml`` maps a name to a description, a unit, the clause
that fixes it and its values keyed by the date they took effect. Rules ask for a value *on a
date*, so a later amendment is one new line in YAML, not a code change."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml


@dataclass(frozen=True)
class Parameter:
    name: str
    description: str
    unit: str
    cite: str
    values: tuple[tuple[dt.date, float | int], ...]  # sorted by date

    def on(self, day: dt.date) -> float | int:
        """The value in force on ``day``; the earliest value if ``day`` predates them all
        (the law text we hold is the only version we know)."""
        current = self.values[0][1]
        for since, value in self.values:
            if since <= day:
                current = value
        return current


# Every parameter states what it is, its unit, the clause that fixes it, and its dated values.
PARAMETER_KEYS = ("description", "unit", "cite", "values")


class Parameters:
    def __init__(self, params: dict[str, Parameter]):
        self._params = params
        # Rules ask for the same few values on the same few days again and again (the flows
        # check, millions of times): kept, up to a bound, since a server sees ever new days.
        self.value = lru_cache(maxsize=4096)(self._value)

    @classmethod
    def from_file(cls, path: Path) -> Parameters:
        raw = yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}
        if not isinstance(raw, dict):
            raise ValueError("must map each parameter's name to its description, unit, cite "
                             "and values")
        params = {}
        for name, spec in raw.items():
            missing = [k for k in PARAMETER_KEYS if not isinstance(spec, dict) or k not in spec]
            if missing or not isinstance(spec["values"], dict) or not spec["values"]:
                raise ValueError(f"parameter {name}: needs {', '.join(PARAMETER_KEYS)}"
                                 f" (values: the day each took effect, and the value)"
                                 + (f"; missing {', '.join(missing)}" if missing else ""))
            try:
                dated = {}
                for key, value in spec["values"].items():
                    if (day := _as_date(key)) in dated:
                        raise ValueError(f"{day} is given twice")
                    dated[day] = value
            except ValueError as exc:
                raise ValueError(f"parameter {name}: values: {exc}") from exc
            values = sorted(dated.items())
            params[name] = Parameter(name, spec["description"], spec["unit"], spec["cite"],
                                     tuple(values))
        return cls(params)

    def __getitem__(self, name: str) -> Parameter:
        return self._params[name]

    def __iter__(self):
        return iter(self._params.values())

    def _value(self, name: str, on: dt.date) -> float | int:
        return self._params[name].on(on)


def _as_date(key) -> dt.date:
    return key if isinstance(key, dt.date) else dt.date.fromisoformat(str(key))
