"""`make soak`: 60 s at 64 connections against a mid-interview question page (gunicorn, 2
workers), then the errors and how much each worker's memory grew. Targets: 0 errors, growth
under 10 %. Prints PASS/MISS; never fails the run."""
from __future__ import annotations

import os

from common import (
    ACCEPT_ENCODING,
    FLOW,
    MID_NODE,
    REAL_APP,
    Server,
    verdict,
    walk,
    wrk,
)

from tests.journeys import BITE_AT_LARGE

SECONDS, CONNECTIONS, THREADS = 60, 64, 2
WARM_UP = 5  # seconds: lazy imports and first-use caches are not a leak


def main() -> None:
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    with Server(REAL_APP) as real:
        booted = real.rss_mb()
        mid, _ = walk(real.url, BITE_AT_LARGE, stop_before=MID_NODE)
        url = real.url + FLOW
        wrk(url, WARM_UP, CONNECTIONS, THREADS, cookie=mid.cookie_header)
        before = real.rss_mb()
        print(f"wrk -t{THREADS} -c{CONNECTIONS} -d{SECONDS}s --timeout 10s --latency -H "
              f"'Accept-Encoding: {ACCEPT_ENCODING}' {FLOW} ({MID_NODE}, with its session "
              f"cookie), after a {WARM_UP} s warm-up", flush=True)
        r = wrk(url, SECONDS, CONNECTIONS, THREADS, cookie=mid.cookie_header, server=real)
        after = real.rss_mb()
    print(f"  {r.requests} requests, {r.rps:.1f} req/s, p50 {r.p50_ms:.1f} ms, "
          f"p99 {r.p99_ms:.1f} ms; socket errors {r.socket_errors}, "
          f"non-2xx/3xx {r.non_2xx_3xx}")
    print(f"  CPU in use on average (cores of {os.cpu_count()}): workers {r.cpu_workers:.2f}, "
          f"wrk {r.cpu_wrk:.2f}, other processes {r.cpu_others:.2f}")
    print("VmRSS per worker: at boot → after warm-up → after the soak (growth over the soak)")
    growth = {}
    for pid in after:
        if pid not in before:  # gunicorn replaced a worker that died or timed out
            print(f"  pid {pid}: a new worker, {after[pid]:.1f} MB (one died during the soak)")
            growth[pid] = float("inf")
            continue
        growth[pid] = (after[pid] - before[pid]) / before[pid] * 100
        print(f"  pid {pid}: {booted.get(pid, 0):.1f} → {before[pid]:.1f} → {after[pid]:.1f} MB "
              f"({growth[pid]:+.1f} %)")
    print("targets:")
    print(f"  {verdict(r.errors == 0)}  0 errors: {r.errors}")
    worst = max(growth.values())
    print(f"  {verdict(worst < 10)}  RSS growth < 10 % per worker: largest {worst:+.1f} %")


if __name__ == "__main__":
    main()
