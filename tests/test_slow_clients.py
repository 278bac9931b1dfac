"""Slow clients do not take the site down: the production setup as `make serve` starts it
(deploy/serve.py: nginx in front of gunicorn's two sync workers) keeps answering /healthz and a
question page within a second while many clients send their headers a byte a second and others
their bodies as slowly. Without nginx, two such clients stalled both workers until gunicorn
killed them at 30 s (``slowed_down``, run against a bare gunicorn, shows it)."""
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from http.client import HTTPConnection
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SLOW_HEADERS, SLOW_BODIES = 8, 4
WATCH_SECONDS = 8  # under nginx's 10 s client timeouts: the slow clients are still there


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _answers(port: int, path: str, timeout: float = 5) -> float:
    """Seconds to a whole answer to GET ``path`` (a timeout: ``timeout``)."""
    start = time.monotonic()
    conn = HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", path)
        response = conn.getresponse()
        response.read()
        assert response.status == 200, (path, response.status)
    except TimeoutError:
        return timeout
    finally:
        conn.close()
    return time.monotonic() - start


class Trickle:
    """Clients that send a request a byte a second: some their headers, some their bodies."""

    def __init__(self, port: int):
        self.port, self.stop, self.sent = port, threading.Event(), 0
        body = "answer=" + "x" * 200
        headers = ("GET /interview/river-hills/ HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                   "User-Agent: slow\r\nAccept: */*\r\n" + "X-Pad: y\r\n" * 20 + "\r\n")
        posted = ("POST /interview/river-hills/answer HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                  "Content-Type: application/x-www-form-urlencoded\r\n"
                  f"Content-Length: {len(body)}\r\n\r\n")
        # The whole head of a slow body goes at once: only its body trickles.
        self.plans = [(b"", headers.encode())] * SLOW_HEADERS + \
                     [(posted.encode(), body.encode())] * SLOW_BODIES
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        sockets = []
        for head, _ in self.plans:
            s = socket.create_connection(("127.0.0.1", self.port))
            s.sendall(head)
            sockets.append(s)
        at = 0
        while not self.stop.is_set():
            for s, (_, rest) in zip(sockets, self.plans, strict=True):
                if at < len(rest):
                    try:
                        s.send(rest[at:at + 1])
                        self.sent += 1
                    except OSError:
                        pass  # the server gave up on it: it may
            at += 1
            self.stop.wait(1)
        for s in sockets:
            s.close()

    def __enter__(self):
        self.thread.start()
        time.sleep(1.5)  # every slow client connected and a byte or two in
        return self

    def __exit__(self, *exc):
        self.stop.set()
        self.thread.join(timeout=5)


def slowed_down(port: int) -> list[float]:
    """The worst time to /healthz and to a question page, each second, while clients trickle."""
    worst = []
    with Trickle(port) as trickle:
        deadline = time.monotonic() + WATCH_SECONDS
        while time.monotonic() < deadline:
            worst.append(max(_answers(port, "/healthz"), _answers(port, "/interview/river-hills/")))
            time.sleep(0.5)
        assert trickle.sent >= (SLOW_HEADERS + SLOW_BODIES) * 3  # they were trickling
    return worst


@pytest.fixture()
def production():
    """`make serve`'s own command (deploy/serve.py) on a free port, stopped after the test."""
    if not (shutil.which("nginx") or Path("/usr/sbin/nginx").exists()):
        pytest.fail("nginx is not installed: `make test` installs it (Makefile, SERVE_PACKAGES)")
    port = _free_port()
    env = {**os.environ, "PORT": str(port), "SECRET_KEY": secrets.token_hex(32),
           "WEB_CONCURRENCY": "2"}
    env.pop("INTERVIEW_DEV", None)
    before = set(Path(tempfile.gettempdir()).glob("dog-guide-*"))
    process = subprocess.Popen([sys.executable, str(ROOT / "deploy" / "serve.py")], cwd=ROOT,
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while True:
        try:
            if _answers(port, "/healthz", timeout=1) < 1:
                break
        except (OSError, AssertionError):
            pass
        assert process.poll() is None and time.monotonic() < deadline, "make serve did not start"
        time.sleep(0.2)
    run = set(Path(tempfile.gettempdir()).glob("dog-guide-*")) - before  # its run folder
    yield port, process, run
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=60)


def test_slow_clients_do_not_take_the_site_down(production):
    port, process, _run = production
    worst = slowed_down(port)
    assert len(worst) >= WATCH_SECONDS, worst
    assert max(worst) < 1, [round(t, 2) for t in worst]
    assert process.poll() is None  # nothing died


def test_make_serve_stops_both_servers_and_leaves_no_run_folder(production):
    port, process, run = production
    assert len(run) == 1 and (next(iter(run)) / "gunicorn.sock").exists()
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=60) == 0
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    assert not any(folder.exists() for folder in run)
