"""Where a worker's time goes under load: py-spy samples a gunicorn worker while wrk runs.

The other profiles (bench/profiles.py) run the app in this process with Flask's test client:
they show the app's own code, but not what gunicorn and the HTTP round trip cost, which the
baseline pays too. This one samples the real worker under the same wrk load, for each run of
the throughput table, and splits each request's CPU time (wrk's figure, `ms/req`) by where the
sampled stack was. Part of `make bench`; py-spy comes with the `bench` extra."""
from __future__ import annotations

import shutil
import subprocess
import tempfile
import threading
from collections import Counter
from pathlib import Path

from common import ROOT, wrk

SECONDS, RATE = 6, 250  # samples per second per worker; py-spy pauses the worker for each

# The first of these functions found in a sampled stack, from the outside in, names its part.
PARTS = (
    ("the view (the page itself)", {"Flask.dispatch_request"}),
    ("before the view: session, CSRF, language, limits",
     {"Flask.preprocess_request", "RequestContext.push"}),
    ("after the view: session cookie, compression, headers", {"Flask.process_response"}),
    ("Flask and werkzeug: request, routing, response", {"Flask.__call__"}),
    ("gunicorn: accept, parse, write, log, close", {"SyncWorker.accept"}),
)
OTHER = "elsewhere (waiting for work, garbage collection)"


def _py_spy() -> str | None:
    found = shutil.which("py-spy") or (ROOT / ".venv" / "bin" / "py-spy")
    return str(found) if found and Path(found).exists() else None


def sample(pid: int, seconds: int) -> Counter[str] | str:
    """Samples of ``pid`` by part, or why there are none."""
    spy = _py_spy()
    if spy is None:
        return "py-spy is not installed (the bench extra)"
    with tempfile.NamedTemporaryFile(suffix=".txt") as raw:
        done = subprocess.run([spy, "record", "--pid", str(pid), "--duration", str(seconds),
                               "--rate", str(RATE), "--format", "raw", "--output", raw.name],
                              capture_output=True, text=True, check=False)
        if done.returncode != 0:
            return "py-spy could not sample the worker: " + (
                done.stderr.strip().splitlines() or ["?"])[-1][:120]
        parts: Counter[str] = Counter()
        for line in Path(raw.name).read_text().splitlines():
            stack, _, count = line.rpartition(" ")
            names = [frame.split(" (", 1)[0] for frame in stack.split(";")]
            parts[next((name for name, marks in PARTS if marks & set(names)), OTHER)] += \
                int(count)
        return parts


def report(runs: list[tuple[str, object, str, dict]], results: dict,
           connections: int, threads: int) -> None:
    """``runs``: (key, server, url, wrk options) as in the throughput table; ``results``: its
    WrkResult by key, whose ms/req the shares divide."""
    print(f"py-spy record --rate {RATE} of one gunicorn worker for {SECONDS} s, during wrk at "
          "the table's load; each part as a share of the samples, then as ms of the workers' "
          "CPU per request (its share of the table's ms/req)")
    shares = {}
    for key, server, url, options in runs:
        load = threading.Thread(target=wrk, args=(url, SECONDS + 2, connections, threads),
                                kwargs=options)
        load.start()
        parts = sample(server.worker_pids()[0], SECONDS)
        load.join()
        if isinstance(parts, str):
            print("  " + parts)
            return
        shares[key] = {name: n / max(sum(parts.values()), 1) for name, n in parts.items()}
    print(f"  {'part of a request':<54}" + "".join(f"{f'({k})':>15}" for k in shares))
    for name in [n for n, _ in PARTS] + [OTHER]:
        cells = ""
        for key, share in shares.items():
            part = share.get(name, 0)
            cells += f"{part * 100:>6.0f}% {part * results[key].worker_ms_per_request:>5.2f} ms"
        print(f"  {name:<54}{cells}")
    total = "".join(f"{results[k].worker_ms_per_request:>12.2f} ms" for k in shares)
    print(f"  {'all (the table’s ms/req)':<54}{total}")
