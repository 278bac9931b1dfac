"""The question page (GET) and an answer (POST) in process, with Flask's test client: no HTTP,
no gunicorn, no wrk, so the figure is the app's own CPU time a request, and steadier than the
throughput runs. `python bench/inprocess.py`; `make bench` does not run it.

Each point of the interview is reached by answering a journey of tests/journeys.py as a browser
would; then the same cookie is sent again and again (the client keeps none of the cookies the
app sets), so every GET shows the same question and every POST answers it from the same state.
The later point, inside the first incident, has more answers behind it: what an interview that
skips questions must re-judge on every answer grows with it."""
from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from common import median_ms  # noqa: E402

from tests.journeys import BITE_AT_LARGE, answer_for, form_fields  # noqa: E402

FLOW = "/interview/river-hills/"
POINTS = ("ask_incident_date", "ask_reason")  # the first incident: 7 answers in, and 11
ROUNDS, CALLS = 9, 200
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
STEP = re.compile(r'name="(node|index)" value="([^"]*)"')


def _median_ms(send) -> float:
    """CPU time of this process a request (not the wall clock: on a shared machine, the time
    other processes take would be counted too)."""
    return median_ms(send, ROUNDS, CALLS, clock=time.process_time)


def _cookie(client) -> str:
    return "; ".join(f"{c.key}={c.value}" for c in client._cookies.values())


def reach(app, stop_before: str):
    """(cookie, csrf token, the form that answers the question there, answers given)."""
    client = app.test_client()
    answered = 0
    while True:
        page = client.get(FLOW).text
        fields = dict(STEP.findall(page))
        node, index = fields["node"], fields.get("index", "")
        form = {"csrf_token": TOKEN.search(page).group(1), "node": node, "index": index,
                **form_fields(_type(app, node),
                              answer_for(BITE_AT_LARGE, node, int(index) if index else None))}
        if node == stop_before:
            return _cookie(client), form, answered
        assert client.post(FLOW + "answer", data=form).status_code == 302, node
        answered += 1


def _type(app, node: str) -> str:
    return app.extensions["flows"]["river-hills"].router.node(node).type


def main() -> None:
    os.environ.setdefault("SECRET_KEY", "in-process-bench-" + "x" * 32)
    from interview import create_app

    app = create_app()
    client = app.test_client(use_cookies=False)
    print(f"in process, CPU time, median of {CALLS} × the least disturbed of {ROUNDS} rounds")
    for point in POINTS:
        cookie, form, answered = reach(app, point)
        headers = {"Cookie": cookie}
        assert client.get(FLOW, headers=headers).status_code == 200
        assert client.post(FLOW + "answer", data=form, headers=headers).status_code == 302
        get = _median_ms(lambda h=headers: client.get(FLOW, headers=h))
        post = _median_ms(lambda h=headers, f=form: client.post(FLOW + "answer", data=f,
                                                                headers=h))
        print(f"  at {point} ({answered} answers in): GET question {get:.2f} ms, "
              f"POST its answer {post:.2f} ms")


if __name__ == "__main__":
    main()
