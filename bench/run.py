"""`make bench`: throughput and latency under wrk, against a minimal Flask baseline, plus
in-process figures (assessment time, start-up, memory per worker, page weight). Prints
PASS/MISS per target and a short profile for each miss; it never fails on a miss (it is a
benchmark, not a test). docs/performance.md explains every figure."""
from __future__ import annotations

import gzip
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from datetime import date
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from common import (
    ACCEPT_ENCODING,
    BASELINE_APP,
    FLOW,
    MID_NODE,
    PAGES,
    REAL_APP,
    ROOT,
    SECRET_KEY,
    Browser,
    Page,
    Server,
    verdict,
    walk,
    wrk,
)

from tests.journeys import BITE_AT_LARGE

SECONDS, CONNECTIONS, THREADS = 10, 50, 2
FACTS = ROOT / "docs" / "sample-facts" / "river-hills-dangerous.json"
TODAY = date(2026, 9, 10)  # the README's example date, so the figure is reproducible
KB = 1024
PDFS = 8  # made after the load, before RSS is read again (memory)
# Throughput as a share of the baseline's, p99 as a multiple of its p99 (issue 30), then the
# figures that hold on their own.
TARGETS = {"question": 0.50, "result": 0.35, "detail": 0.15, "p99_ratio": 3.0, "pdf_s": 0.3,
           "assess_ms": 0.5, "startup_s": 1.0, "rss_mb": 80.0, "weight_kb": 60}
misses: list[tuple[str, str | None]] = []  # (target, the key of its profile)
profiles: dict[str, callable] = {}  # key → a function returning the profile's text


def section(title: str) -> None:
    print(f"\n== {title} " + "=" * max(0, 74 - len(title)), flush=True)


def check(name: str, ok: bool, detail: str, profile=None, key: str | None = None) -> None:
    """One target. A miss with a profile gets it printed at the end, once per ``key``."""
    print(f"  {verdict(ok)}  {name}: {detail}", flush=True)
    if not ok:
        key = key or (name if profile else None)
        misses.append((name, key))
        if profile:
            profiles.setdefault(key, profile)


def machine() -> None:
    cpu = next((line.split(":", 1)[1].strip() for line in
                Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    wrk_version = subprocess.run(["wrk", "-v"], capture_output=True, text=True).stdout
    from importlib.metadata import version
    print(f"date {time.strftime('%Y-%m-%d %H:%M %Z')}; {os.cpu_count()} CPUs ({cpu}); "
          f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if os.getloadavg()[0] > 0.5:
        print("NOTE: the load average is above 0.5: something else may be running. The "
              "'others' CPU column below shows how much it took during each run.")
    print(f"Python {platform.python_version()}, Flask {version('flask')}, gunicorn "
          f"{version('gunicorn')} (sync workers), {wrk_version.split(' [')[0].strip()}")


# --- (a)–(d): wrk ---------------------------------------------------------------------------

def throughput(base: Server, real: Server) -> dict:
    mid, _question = walk(real.url, BITE_AT_LARGE, stop_before=MID_NODE)
    done, _ = walk(real.url, BITE_AT_LARGE)
    sessions = {"mid": mid, "done": done}
    runs = [("a", "baseline page (bench/baseline.py)", base.url + "/", {}, None)]
    for key, (name, page) in zip("bcd", [(n, p) for n, p in PAGES.items() if p], strict=False):
        path, session = page
        browser = sessions[session]
        # Each page must answer as expected before it is measured.
        assert Browser(real.url, dict(browser.cookies)).go("GET", path).status == 200, path
        label = (f"{name} page ({path}, "
                 f"{f'{browser.answered} answers in' if session == 'mid' else 'finished'})")
        runs.append((key, label, real.url + path, {"cookie": browser.cookie_header},
                     (name, path, browser)))
    skipped = [name for name, page in PAGES.items() if page is None]
    print(f"wrk -t{THREADS} -c{CONNECTIONS} -d{SECONDS}s --timeout 10s --latency -H "
          f"'Accept-Encoding: {ACCEPT_ENCODING}', after a 2 s warm-up each; errors = socket "
          "errors + non-2xx/3xx responses"
          + (f"; not measured (no such page yet, bench/common.py PAGES): {', '.join(skipped)}"
             if skipped else ""))
    print("CPU columns: cores in use on average during the run (the machine has "
          f"{os.cpu_count()}): the app's workers, wrk, and every other process; 'ms/req': the "
          "workers' CPU time per request")
    print(f"  {'run':<50} {'req/s':>8} {'p50 ms':>7} {'p99 ms':>7} {'errors':>7} "
          f"{'× base':>7} {'workers':>8} {'wrk':>5} {'others':>7} {'ms/req':>7}")
    results = {}
    for key, label, url, options, _page in runs:
        server = base if key == "a" else real
        wrk(url, seconds=2, connections=CONNECTIONS, threads=THREADS, **options)
        r = results[key] = wrk(url, SECONDS, CONNECTIONS, THREADS, server=server, **options)
        ratio = r.rps / results["a"].rps
        print(f"  ({key}) {label:<46} {r.rps:>8.1f} {r.p50_ms:>7.2f} {r.p99_ms:>7.2f} "
              f"{r.errors:>7} {ratio:>7.2f} {r.cpu_workers:>8.2f} {r.cpu_wrk:>5.2f} "
              f"{r.cpu_others:>7.2f} {r.worker_ms_per_request:>7.2f}", flush=True)
    print("targets (ratios to the baseline, measured side by side in this run):")
    a = results["a"]
    for key, _label, _url, _options, page in runs[1:]:
        name, path, browser = page
        r, goal = results[key], TARGETS[name]

        def profile(n=name, p=path, ck=browser.cookie_header):
            return _profile_get(f"{n} page", p, ck)

        check(f"{name} page ≥ {goal:.2f} × baseline throughput", r.rps >= goal * a.rps,
              f"{r.rps / a.rps:.2f} × ({r.rps:.0f} vs {a.rps:.0f} req/s); by the workers' CPU "
              f"per request {a.worker_ms_per_request / r.worker_ms_per_request:.2f} ×",
              profile, key=key)
        limit = TARGETS["p99_ratio"]
        check(f"{name} page p99 ≤ {limit:g} × baseline p99 at {CONNECTIONS} connections",
              r.p99_ms <= limit * a.p99_ms,
              f"{r.p99_ms / a.p99_ms:.2f} × (p99 {r.p99_ms:.1f} vs {a.p99_ms:.1f} ms; p50 "
              f"{r.p50_ms:.1f} vs {a.p50_ms:.1f} ms)", profile, key=key)
    live = [(key, base if key == "a" else real, url, options)
            for key, _, url, options, _page in runs]
    return {**sessions, "live": live, "results": results}


def _profile_get(label, path, cookie, data=None) -> str:
    from profiles import profile_request
    return profile_request(label, path, cookie, data)


# --- memory, page weight --------------------------------------------------------------------

def memory(base: Server, real: Server, done: Browser) -> None:
    print("VmRSS of each gunicorn worker (/proc/<pid>/status), after the load above:")
    before = real.rss_mb()
    for name, server in (("baseline", base), ("real app", real)):
        rss = server.rss_mb()
        print(f"  {name:<9} " + ", ".join(f"pid {pid}: {mb:.1f} MB" for pid, mb in rss.items()))
    # A worker that once loaded WeasyPrint stays ~30 MB bigger; PDFs are made by a renderer
    # process beside it so that it never does. Enough PDFs that both workers almost surely make
    # some, each for a client of its own (bench/pdf.py says why).
    browser = Browser(real.url, dict(done.cookies))
    for n in range(PDFS):
        pdf = browser.go("GET", FLOW + "documents/checklist.pdf",
                         headers={"X-Forwarded-For": f"198.51.100.{n + 1}"})
        assert pdf.status == 200 and pdf.body.startswith(b"%PDF"), pdf.status
    after = real.rss_mb()
    print(f"  real app, after {PDFS} PDFs: "
          + ", ".join(f"pid {pid}: {mb:.1f} MB" for pid, mb in after.items()))
    worst = max(*before.values(), *after.values())
    from profiles import profile_memory
    check("RSS < 80 MB per worker (real app)", worst < TARGETS["rss_mb"],
          f"largest worker {worst:.1f} MB", profile_memory)


SUBRESOURCE_RELS = ("stylesheet", "icon", "preload", "modulepreload", "manifest")


def page_weight(real: Server, sessions: dict) -> None:
    host = urlsplit(real.url).netloc
    pages = [("start page", "/", None),
             ("question page", FLOW, sessions["mid"]),
             ("result page", FLOW + "result", sessions["done"]),
             ("law page", "/flows/river-hills/law", None),
             ("document page (checklist)", FLOW + "documents/checklist", sessions["done"])]
    print("Accept-Encoding: gzip; an empty cache: the HTML plus every stylesheet, script and "
          "image it loads.\nraw = bytes of content; wire = status line + headers + body as "
          "sent; all gzipped = the wire size if every response were gzipped (level 6); "
          "KB = 1,024 bytes.")
    print(f"  {'page':<27} {'HTML raw':>9} {'HTML wire':>10} {'total raw':>10} "
          f"{'total wire':>11} {'all gzipped':>12} {'3rd-party':>10}")
    limit = TARGETS["weight_kb"] * KB
    for name, path, browser in pages:
        browser = Browser(real.url, dict(browser.cookies)) if browser else Browser(real.url)
        html = browser.go("GET", path, headers={"Accept-Encoding": "gzip"})
        assert html.status == 200, (path, html.status)
        text = _decoded(html)
        page = Page(text.decode("utf-8", "replace"))
        third_party = [u for _, _, u in page.links if _foreign(u, host)]
        subresources = {u for tag, rel, u in page.links
                        if not _foreign(u, host) and not u.startswith(("#", "?", "mailto:"))
                        and (tag in ("script", "img", "source", "iframe", "video", "audio")
                             or (tag == "link" and any(r in rel for r in SUBRESOURCE_RELS)))}
        raw, wire = len(text), html.header_bytes + len(html.body)
        gz = html.header_bytes + len(gzip.compress(text, 6))
        plain = [] if "content-encoding" in html.headers else [path]  # sent uncompressed
        sub_wire = 0
        for url in sorted(subresources):
            r = browser.go("GET", urljoin(path, url), headers={"Accept-Encoding": "gzip"})
            body = _decoded(r)
            raw += len(body)
            sub_wire += r.header_bytes + len(r.body)
            gz += r.header_bytes + len(gzip.compress(body, 6))
            if "content-encoding" not in r.headers and len(body) > 1024:
                plain.append(url)
            if url.endswith(".css"):
                third_party += [u for u in _css_urls(body.decode("utf-8", "replace"))
                                if _foreign(u, host)]
        total = wire + sub_wire
        print(f"  {name:<27} {len(text) / KB:>8.1f}K {wire / KB:>9.1f}K {raw / KB:>9.1f}K "
              f"{total / KB:>10.1f}K {gz / KB:>11.1f}K {len(third_party):>10}")
        if plain:
            print(f"  {'':<27} sent uncompressed: {', '.join(plain)}")
        why = ""
        if total > limit and plain:
            why = (f" — not compressed: {', '.join(plain)} went out as is; gzip on every "
                   f"response would make it {gz / KB:.1f} KB")
        check(f"{name} ≤ 60 KB over the wire, 0 third-party requests",
              total <= limit and not third_party,
              f"{total / KB:.1f} KB, {len(third_party)} third-party"
              + (f" ({', '.join(third_party[:3])})" if third_party else "") + why)


def _decoded(resp) -> bytes:
    if resp.headers.get("content-encoding") == "gzip":
        return gzip.decompress(resp.body)
    return resp.body


def _foreign(url: str, host: str) -> bool:
    if url.startswith("//"):
        url = "http:" + url
    if not url.lower().startswith(("http://", "https://")):
        return False
    return urlsplit(url).netloc != host


def _css_urls(css: str) -> list[str]:
    import re
    return re.findall(r"""url\(\s*['"]?([^'")\s]+)""", css) + re.findall(
        r"""@import\s+['"]([^'"]+)""", css)


# --- in process ----------------------------------------------------------------------------

def assessment() -> None:
    from interview.toolkit.registry import flows
    flow = flows()["river-hills"]
    facts = json.loads(FACTS.read_text())
    for _ in range(200):
        flow.assess(facts, TODAY)
    times = []
    for _ in range(10_000):
        start = time.perf_counter_ns()
        flow.assess(facts, TODAY)
        times.append(time.perf_counter_ns() - start)
    times.sort()
    median = statistics.median(times) / 1e6
    print(f"flow.assess(river-hills-dangerous.json, {TODAY}) × 10,000: median {median:.3f} ms, "
          f"p99 {times[9899] / 1e6:.3f} ms, min {times[0] / 1e6:.3f} ms")
    from profiles import profile_assess
    check("assessment median < 0.5 ms", median < TARGETS["assess_ms"], f"{median:.3f} ms",
          lambda: profile_assess(flow, facts, TODAY))


STARTUP = ("import time; t = time.perf_counter(); from interview import create_app; "
           "create_app(); print(time.perf_counter() - t)")


def startup() -> None:
    inner, outer = [], []
    env = {**os.environ, "SECRET_KEY": SECRET_KEY}
    for _ in range(5):
        start = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", STARTUP], cwd=ROOT, env=env, check=True,
                             capture_output=True, text=True).stdout
        outer.append(time.perf_counter() - start)
        inner.append(float(out))
    median = statistics.median(inner)
    print(f"import interview + create_app() in a fresh python, × 5: median {median:.3f} s "
          f"(runs: {', '.join(f'{t:.3f}' for t in inner)}); whole process incl. the "
          f"interpreter: median {statistics.median(outer):.3f} s")
    from profiles import profile_startup
    check("start-up < 1 s", median < TARGETS["startup_s"], f"{median:.3f} s", profile_startup)


def main() -> None:
    section("machine")
    machine()
    with Server(BASELINE_APP) as base, Server(REAL_APP) as real:
        section("throughput and latency (gunicorn, 2 workers, 127.0.0.1)")
        sessions = throughput(base, real)
        section("where a worker's time goes under load (py-spy, bench/live.py)")
        from live import report as live_report
        live_report(sessions["live"], sessions["results"], CONNECTIONS, THREADS)
        section("memory per worker")
        memory(base, real, sessions["done"])
        section("a PDF from the warm renderer (bench/pdf.py)")
        from pdf import report as pdf_report
        pdf_report(real, sessions["done"], check, TARGETS["pdf_s"])
        section("page weight over the wire")
        page_weight(real, sessions)
    section("assessment time (in process)")
    assessment()
    section("start-up time")
    startup()
    section("the floor: what a request costs before its page is rendered (bench/floor.py)")
    from floor import report
    report(sessions["mid"].cookie_header, sessions["done"].cookie_header,
           sessions["mid"].answered)
    section(f"summary: {len(misses)} target(s) missed")
    for name, _ in misses:
        print(f"  MISS  {name}")
    if profiles:
        section("profiles of the misses")
    for key, profile in profiles.items():
        names = [name for name, k in misses if k == key]
        print("\n-- " + "\n-- ".join(names), flush=True)
        print(profile(), flush=True)


if __name__ == "__main__":
    main()
