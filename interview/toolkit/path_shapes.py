"""The path classes that `interview flows check` found, one per (asker, shape of the
assessment), kept on disk for the tests that render a page for each: searching River Hills'
paths takes many minutes, and `make test` has just done it. A copy is trusted only for the
same code, the same flow and the same day."""
from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path as FilePath

from interview.toolkit.paths import Path
from interview.toolkit.router import Step

PACKAGE = FilePath(__file__).resolve().parents[1]  # all of interview/: the engine shapes them too


def _key(flow, today: dt.date) -> str:
    digest = hashlib.blake2s(today.isoformat().encode())
    for folder in (PACKAGE, flow.path):
        for file in sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix in (
                ".py", ".yaml", ".json") and "__pycache__" not in p.parts):
            digest.update(file.name.encode() + b"\0" + file.read_bytes())
    return digest.hexdigest()


def save(folder: FilePath, flow, today: dt.date, paths: list[Path]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    kept = [{"steps": [list(s) for s in p.steps], "result": p.result, "facts": p.facts,
             "control": p.control, "skipped": [list(s) for s in p.skipped]} for p in paths]
    (folder / f"{flow.slug}.json").write_text(json.dumps(
        {"key": _key(flow, today), "today": today.isoformat(), "paths": kept}), "utf-8")


def load(folder: FilePath, flow, today: dt.date) -> list[Path] | None:
    try:
        kept = json.loads((folder / f"{flow.slug}.json").read_text("utf-8"))
    except (OSError, ValueError):
        return None
    if kept.get("key") != _key(flow, today):
        return None
    return [Path(tuple(Step(*s) for s in p["steps"]), p["result"], p["facts"], p["control"],
                 tuple(Step(*s) for s in p["skipped"])) for p in kept["paths"]]
