"""Stateless instances: the answers live in the person's sealed cookie, so two gunicorn servers
sharing a SECRET_KEY carry one interview between them, and a killed worker loses nothing."""
import http.cookiejar
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from interview.toolkit.registry import flows
from tests.journeys import BITE_AT_LARGE, answer_for, form_fields

ROOT = Path(__file__).resolve().parent.parent
GUNICORN = Path(sys.executable).parent / "gunicorn"
INTERVIEW = "/interview/river-hills/"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


SHARED_KEY = "scale-out-shared-key-" + "k" * 16  # production wants 32 characters or more


@pytest.fixture()
def serve():
    started = []

    def start(workers: int = 1, secret: str = SHARED_KEY) -> tuple[str, object]:
        port = _free_port()
        env = {**os.environ, "SECRET_KEY": secret, "WEB_CONCURRENCY": str(workers),
               "PORT": str(port)}
        env.pop("INTERVIEW_DEV", None)
        process = subprocess.Popen([str(GUNICORN), "-c", str(ROOT / "gunicorn.conf.py")],
                                   cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        started.append(process)
        base = f"http://127.0.0.1:{port}"
        for _ in range(200):
            try:
                urllib.request.urlopen(base + "/", timeout=1)
                return base, process
            except OSError:
                time.sleep(0.1)
        raise AssertionError("gunicorn did not start")

    yield start
    for process in started:
        process.terminate()
        process.wait(timeout=10)


class Person:
    """One browser: a cookie jar that, like a browser's, ignores the port."""

    def __init__(self):
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        self.flow = flows()["river-hills"]

    def page(self, url: str, data: dict | None = None) -> BeautifulSoup:
        body = urllib.parse.urlencode(data).encode() if data is not None else None
        with self.opener.open(url, body, timeout=10) as response:
            return BeautifulSoup(response.read(), "html.parser")

    def answer(self, base: str) -> BeautifulSoup:
        """Answer the current question on ``base``; the next page."""
        soup = self.page(base + INTERVIEW)
        node = soup.find("input", {"name": "node"})["value"]
        value = answer_for(BITE_AT_LARGE, node, None)
        form = {"node": node, "index": soup.find("input", {"name": "index"})["value"],
                "csrf_token": soup.find("input", {"name": "csrf_token"})["value"],
                **form_fields(self.flow.questions.nodes[node].type, value)}
        soup = self.page(base + INTERVIEW + "answer", form)
        if soup.select_one("#see-result"):  # every answer given: check them, then the result
            return self.page(base + INTERVIEW + "result")
        return soup


def test_one_interview_moves_between_two_instances(serve):
    first, _ = serve()
    second, _ = serve()
    person = Person()
    for step in range(60):
        soup = person.answer(first if step % 2 else second)
        if soup.select_one("#result-heading"):
            break
        assert len(soup.select(".bubble-answer")) == step + 1  # nothing lost on the way
    else:
        raise AssertionError("the journey did not end")
    assert "dangerous dog" in soup.select_one("#result-heading").get_text()
    assert step > 10
    other = Person().page(first + INTERVIEW)
    assert not other.select(".bubble-answer")  # the servers kept nothing for anyone else


def test_an_instance_with_another_key_cannot_read_the_interview(serve):
    first, _ = serve()
    stranger, _ = serve(secret="some-other-key-" + "o" * 24)
    person = Person()
    person.answer(first)
    soup = person.page(stranger + INTERVIEW)
    assert not soup.select(".bubble-answer")
    assert "could not be read" in soup.get_text() or "expired" in soup.get_text()


def test_a_killed_worker_loses_nothing(serve):
    base, master = serve(workers=2)
    person = Person()
    for _ in range(3):
        person.answer(base)
    children = Path(f"/proc/{master.pid}/task/{master.pid}/children").read_text().split()
    assert len(children) == 2
    for pid in children:
        os.kill(int(pid), signal.SIGKILL)  # mid-interview, every worker dies at once
    for _ in range(100):
        try:
            soup = person.page(base + INTERVIEW)
            break
        except OSError:
            time.sleep(0.1)
    assert len(soup.select(".bubble-answer")) == 3
    respawned = Path(f"/proc/{master.pid}/task/{master.pid}/children").read_text().split()
    assert not set(respawned) & set(children)
    for _ in range(60):
        if person.answer(base).select_one("#result-heading"):
            return
    raise AssertionError("the journey did not end after the restart")
