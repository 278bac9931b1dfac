"""The flows of this deployment, loaded once per process."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from interview.toolkit.flows import Flow, discover


@lru_cache(maxsize=8)
def flows(*dirs: Path) -> dict[str, Flow]:
    return discover(*dirs)
