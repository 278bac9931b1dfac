"""What a request costs the app before its page is rendered: the floor under the throughput
targets. Part of `make bench` (bench/run.py), in process, with Flask's test client.

Two routes exist only here, added to the real app: one that returns an empty page (every
request's fixed work: the session cookie, CSRF, the language, rate limits, headers), and one
that also loads the answers and walks the interview with transitions, as every question page
must, and one that does what the results page does before its template: walk, validate,
assess and put the assessment into words. Their cost beside the baseline page's, and the
pages' own, shows how much of the gap any template work could close."""
from __future__ import annotations

import os

from common import ACCEPT_ENCODING, FLOW, SECRET_KEY, median_ms

ROUNDS, CALLS = 5, 200


def _median_ms(send) -> float:
    return median_ms(send, ROUNDS, CALLS)


def floor(mid_cookie: str, done_cookie: str, answered: int) -> list[tuple[str, float]]:
    os.environ["SECRET_KEY"] = SECRET_KEY  # read the cookies the servers signed
    from flask import session

    from bench.baseline import app as baseline
    from interview import create_app
    from interview.toolkit import relevance
    from interview.web.interview_views import (
        SESSION_KEY,
        Finished,
        _flow,
        finished,
        load,
        local_today,
    )

    app = create_app()

    def nothing():
        session.get(SESSION_KEY)  # opened, as every page does
        return ""

    def walk_only(slug: str):
        flow = _flow(slug)  # the question page's own walk: relevance's memo included
        return "" if relevance.walk(flow, load(flow), local_today(flow)).complete else "."

    def assessed_only(slug: str):
        done = finished(_flow(slug))  # walk, validate, assess, put into words
        return "" if isinstance(done, Finished) else "not finished"

    app.add_url_rule("/_floor/nothing", "floor_nothing", nothing)
    app.add_url_rule("/_floor/walk/<slug>", "floor_walk", walk_only)
    app.add_url_rule("/_floor/assessed/<slug>", "floor_assessed", assessed_only)
    client, base = app.test_client(use_cookies=False), baseline.test_client()
    mid = {"Cookie": mid_cookie, "Accept-Encoding": ACCEPT_ENCODING}
    done = {"Cookie": done_cookie, "Accept-Encoding": ACCEPT_ENCODING}
    return [
        ("(a) baseline page (bench/baseline.py)", _median_ms(lambda: base.get("/"))),
        ("app: an empty page (session, CSRF, language, limits, headers)",
         _median_ms(lambda: client.get("/_floor/nothing", headers=mid))),
        (f"app: + load the answers and walk {answered} of them (transitions)",
         _median_ms(lambda: client.get("/_floor/walk/river-hills", headers=mid))),
        ("(b) question page", _median_ms(lambda: client.get(FLOW, headers=mid))),
        ("app: walk, validate, assess and word a finished interview (no page)",
         _median_ms(lambda: client.get("/_floor/assessed/river-hills", headers=done))),
        ("(c) results page", _median_ms(lambda: client.get(FLOW + "result", headers=done))),
    ]


def report(mid_cookie: str, done_cookie: str, answered: int) -> None:
    rows = floor(mid_cookie, done_cookie, answered)
    base = rows[0][1]
    print(f"in process (Flask's test client, no HTTP), median of {CALLS} × the least disturbed "
          f"of {ROUNDS} rounds; '× base' = the baseline's time / this one's, the most "
          "throughput it could have beside the baseline")
    print(f"  {'request':<70} {'ms':>6} {'× base':>7}")
    for label, ms in rows:
        print(f"  {label:<70} {ms:>6.3f} {base / ms:>7.2f}")
