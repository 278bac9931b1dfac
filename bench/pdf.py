"""`make bench`: how long a PDF takes end to end, from the warm renderer each worker keeps
(interview/formats/pdf_render.py), and how much memory the renderers hold.

Each worker starts its renderer at its first PDF, so each is warmed first; then the
hearing-request letter is fetched one at a time, as a person would, and timed from the request
to the last byte. Each request speaks for a client of its own (X-Forwarded-For, which the bench
servers trust as `make serve`'s do), so the per-client PDF limit (10 a minute) does not answer
instead of the renderer."""
from __future__ import annotations

import statistics
import time

from common import FLOW, Browser, Server, children, rss_mb

DOCUMENT = "hearing-request"
WARM, TIMED = 6, 20


def renderer_pids(server: Server) -> list[int]:
    return [pid for worker in server.worker_pids() for pid in children(worker)]


def fetch(browser: Browser, n: int) -> float:
    start = time.perf_counter()
    response = browser.go("GET", FLOW + f"documents/{DOCUMENT}.pdf",
                          headers={"X-Forwarded-For": f"192.0.2.{n % 250 + 1}"})
    took = time.perf_counter() - start
    assert response.status == 200 and response.body.startswith(b"%PDF"), response.status
    return took


def report(server: Server, done: Browser, check, target_s: float) -> None:
    browser = Browser(server.url, dict(done.cookies))
    cold = [fetch(browser, n) for n in range(WARM)]  # enough that both workers start one
    times = sorted(fetch(browser, WARM + n) for n in range(TIMED))
    median = statistics.median(times)
    print(f"GET {FLOW}documents/{DOCUMENT}.pdf, one at a time: the first {WARM} (renderers "
          f"starting): {', '.join(f'{t:.2f}' for t in cold)} s; then {TIMED} timed: median "
          f"{median:.3f} s, fastest {times[0]:.3f} s, slowest {times[-1]:.3f} s")
    renderers = {pid: rss_mb(pid) for pid in renderer_pids(server)}
    print("  renderers (one per worker that made a PDF), VmRSS: "
          + (", ".join(f"pid {pid}: {mb:.1f} MB" for pid, mb in renderers.items())
             or "none running"))
    check(f"hearing-request PDF median ≤ {target_s:g} s end to end", median <= target_s,
          f"{median:.3f} s (renderers: "
          f"{', '.join(f'{mb:.0f} MB' for mb in renderers.values()) or '?'})")
