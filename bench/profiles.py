"""Short profiles for the targets `make bench` misses: where the time (or memory) goes.

CPU profiles are pyinstrument's (the `bench` extra), of the same work the target measures, run
in this process with Flask's test client: no HTTP, no wrk, so they show the app's own cost.
Each is printed as self time by package, then the functions with the most self time."""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from collections import Counter

from common import ACCEPT_ENCODING, ROOT, SECRET_KEY

TOP = 12


def _area(path: str) -> str:
    """A file's package: `jinja2`, `interview`, `flows`, or `stdlib:json`."""
    if "site-packages/" in path:
        return path.split("site-packages/", 1)[1].split("/", 1)[0].removesuffix(".py")
    if path.startswith(str(ROOT)):
        rel = os.path.relpath(path, ROOT)
        return rel.split("/", 1)[0] if "/" in rel else rel
    if path.startswith("<"):
        return path
    parts = path.split("/python3.")[-1].split("/")
    return "stdlib:" + (parts[1] if len(parts) > 1 else parts[0]).removesuffix(".py")


def summarize(profiler, label: str, calls: int) -> str:
    session = profiler.last_session
    root = session.root_frame(trim_stem=False)
    by_area: Counter[str] = Counter()
    by_function: Counter[str] = Counter()
    # pyinstrument keeps a frame's own time in "[self]" children. A built-in's time goes to
    # the Python function that called it (the C code of json.dumps counts as json's).
    stack = [(root, root)] if root else []
    while stack:
        frame, owner = stack.pop()
        if frame.file_path and not frame.file_path.startswith("<"):
            owner = frame
        stack.extend((c, owner) for c in frame.children if not c.is_synthetic)
        own = sum(c.time for c in frame.children if c.is_synthetic)
        if own <= 0 or owner.file_path is None:
            continue
        by_area[_area(owner.file_path)] += own
        where = os.path.relpath(owner.file_path, ROOT)
        if "site-packages/" in where:
            where = where.split("site-packages/", 1)[1]
        elif where.startswith(".."):
            where = "stdlib/" + owner.file_path.split("/python3.")[-1].split("/", 1)[-1]
        by_function[f"{owner.function}  {where}:{owner.line_no}"] += own
    total = sum(by_area.values()) or 1e-9
    inclusive = _inclusive(root) if root else Counter()
    lines = [f"  profile: {label} — {calls} calls, {session.duration / calls * 1000:.2f} ms "
             "each (in process, under the profiler)",
             "    self time by package:"]
    lines += [f"      {t / total:6.1%}  {area}" for area, t in by_area.most_common(TOP)]
    lines.append("    functions with the most self time:")
    lines += [f"      {t / total:6.1%}  {fn}" for fn, t in by_function.most_common(TOP)]
    lines.append("    the project's own functions (and Flask's template/session steps), "
                 "inclusive time:")
    lines += [f"      {t / total:6.1%}  {fn}" for fn, t in inclusive.most_common(TOP)]
    return "\n".join(lines)


STEPS = {"render_template", "open_session", "save_session", "generate_csrf", "validate_csrf"}


def _inclusive(root) -> Counter[str]:
    """Time spent inside each function of interview/, flows/ and templates/ (and Flask's
    render_template and session steps), counted once per call stack (recursion is not double
    counted)."""
    found: Counter[str] = Counter()
    stack = [(root, frozenset())]
    while stack:
        frame, open_ = stack.pop()
        path = frame.file_path or ""
        key = None
        rel = os.path.relpath(path, ROOT) if path.startswith(str(ROOT)) else ""
        if rel.startswith(("interview/", "flows/")):
            key = f"{frame.function}  {rel}"
        elif rel.startswith("templates/"):
            key = f"{frame.function}  {rel}:{frame.line_no}"  # every macro is called "macro"
        elif frame.function in STEPS:
            key = f"{frame.function}  {_area(path)}"
        if key and key not in open_:
            found[key] += frame.time
            open_ = open_ | {key}
        stack.extend((c, open_) for c in frame.children if not c.is_synthetic)
    return found


def profile_request(label: str, path: str, cookies: str, data: dict | None = None,
                    calls: int = 300) -> str:
    """``calls`` requests, all with the same cookies (as wrk sends them): the client keeps none
    of the cookies the app sets, so every request starts from the same state."""
    from pyinstrument import Profiler

    os.environ["SECRET_KEY"] = SECRET_KEY  # so the servers' cookies read here too
    from interview import create_app

    client = create_app().test_client(use_cookies=False)
    headers = {"Cookie": cookies, "Accept-Encoding": ACCEPT_ENCODING}
    if data:
        def send():
            return client.post(path, data=data, headers=headers)
    else:
        def send():
            return client.get(path, headers=headers)
    for _ in range(30):  # warm: lazy imports, template compilation
        status = send().status_code
    if status >= 400:
        return f"  profile: {label} — not run: {path} gave {status} in process"
    plain = []
    for _ in range(calls):
        start = time.perf_counter()
        send()
        plain.append(time.perf_counter() - start)
    profiler = Profiler(interval=0.0005)
    with profiler:
        for _ in range(calls):
            send()
    return (f"  {label}: {statistics.median(plain) * 1000:.2f} ms of CPU per request in "
            f"process (median of {calls}, no profiler) → at most ~"
            f"{2 / statistics.median(plain):.0f} req/s on 2 workers\n"
            + summarize(profiler, label, calls))


def profile_assess(flow, facts: dict, today, calls: int = 2000) -> str:
    from pyinstrument import Profiler

    profiler = Profiler(interval=0.0001)
    with profiler:
        for _ in range(calls):
            flow.assess(facts, today)
    return summarize(profiler, "flow.assess", calls)


STARTUP_PROFILE = """
import sys
sys.path.insert(0, {bench!r})
from pyinstrument import Profiler
from profiles import summarize
profiler = Profiler(interval=0.0005)
with profiler:
    from interview import create_app
    create_app()
print(summarize(profiler, "import + create_app()", 1))
"""

MEMORY_PROFILE = """
import tracemalloc
from collections import Counter
tracemalloc.start(1)
from interview import create_app
app = create_app()
client = app.test_client()
client.get("/"); client.get("/flows/river-hills/law")
snapshot = tracemalloc.take_snapshot()
by_file = Counter()
for stat in snapshot.statistics("filename"):
    path = stat.traceback[0].filename
    if "site-packages/" in path:
        key = path.split("site-packages/", 1)[1].split("/", 1)[0]
    elif path.startswith({root!r}):
        key = path[len({root!r}) + 1:].split("/", 1)[0]
    elif path.startswith("<frozen"):
        key = "code of imported modules (importlib)"
    else:
        key = "stdlib/other"
    by_file[key] += stat.size
total = sum(by_file.values())
print(f"  memory profile (tracemalloc: Python objects after create_app() and two pages):"
      f" {{total / 2**20:.1f}} MB")
for key, size in by_file.most_common(10):
    print(f"      {{size / 2**20:6.1f}} MB  {{key}}")
print(f"  modules loaded: {{len(__import__('sys').modules)}}")
"""


def _run(code: str) -> str:
    env = {**os.environ, "SECRET_KEY": SECRET_KEY}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True)
    return out.stdout.rstrip() or out.stderr.rstrip()


def profile_startup() -> str:
    return _run(STARTUP_PROFILE.format(bench=str(ROOT / "bench")))


def profile_memory() -> str:
    return _run(MEMORY_PROFILE.format(root=str(ROOT)))
