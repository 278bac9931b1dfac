"""What `make bench` (bench/run.py) and `make soak` (bench/soak.py) share: starting gunicorn,
walking the interview over HTTP, running wrk and reading its report, and reading a process's
memory from /proc."""
from __future__ import annotations

import os
import re
import resource
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from html.parser import HTMLParser
from http.client import HTTPConnection
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.journeys import answer_for, form_fields  # noqa: E402  (the tests' own journeys)

GUNICORN = Path(sys.executable).parent / "gunicorn"
REAL_APP = "interview:create_app()"
BASELINE_APP = "bench.baseline:app"
# What browsers send: the app compresses what it sends (interview/web/security.py), and that work
# is part of the cost of a page. wrk sends this header on every request.
ACCEPT_ENCODING = "gzip, deflate, br"
FLOW = "/interview/river-hills/"
# The pages `make bench` measures, in one place: (address, the session it is opened with:
# "mid" the question at MID_NODE, "done" a finished interview). "result" is the result page as
# the person first sees it; "detail", a page with the full detail behind it, once there is one
# (None: not measured). Point them at new pages here, and nowhere else.
PAGES = {
    "question": (FLOW, "mid"),
    "result": (FLOW + "result", "done"),
    "detail": None,
}
# The question page measured: the owner's last question of tests/journeys.py's BITE_AT_LARGE, 13
# answers in (a 13-row transcript). `walk` fails if the journey no longer asks it
# (tests/bench/test_common.py keeps the two in step).
MID_NODE = "ask_owner_dog_facts"
# One key per run, shared by the servers and the in-process profiles (which must read the
# cookies the servers sealed). Never a fixed key: production reads SECRET_KEY from its env.
SECRET_KEY = secrets.token_hex(32)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """gunicorn with gunicorn.conf.py (2 workers) on a free port, stopped on exit."""

    def __init__(self, app: str, workers: int = 2):
        self.app, self.port = app, free_port()
        self.log = tempfile.NamedTemporaryFile("w+", prefix="bench-gunicorn-", suffix=".log")
        # PROXY_FIX_X_FOR=1 as `make serve` sets it (nginx is one proxy): the app reads the
        # client from X-Forwarded-For, which lets the PDF figure (bench/pdf.py) speak for
        # several clients without meeting the per-client PDF limit.
        env = {**os.environ, "PORT": str(self.port), "WEB_CONCURRENCY": str(workers),
               "SECRET_KEY": SECRET_KEY, "PROXY_FIX_X_FOR": "1"}
        # The access log is formatted as in production but thrown away: it would fill the screen.
        self.proc = subprocess.Popen(
            [str(GUNICORN), "--config", "gunicorn.conf.py", "--access-logfile", "/dev/null", app],
            cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.workers = workers

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def wait_ready(self, timeout: float = 60) -> Server:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                break
            if len(self.worker_pids()) == self.workers:
                try:
                    if request(self.url, "GET", "/").status < 500:
                        return self
                except OSError:
                    pass
            time.sleep(0.1)
        self.log.seek(0)
        raise RuntimeError(f"gunicorn for {self.app} did not start:\n{self.log.read()}")

    def worker_pids(self) -> list[int]:
        return children(self.proc.pid)

    def rss_mb(self) -> dict[int, float]:
        return {pid: rss_mb(pid) for pid in self.worker_pids()}

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()

    def __enter__(self) -> Server:
        return self.wait_ready()

    def __exit__(self, *exc) -> None:
        self.stop()


def children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return sorted(found)


def busy_seconds() -> float:
    """CPU time the whole machine has spent busy (all cores), from /proc/stat."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle + iowait
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time of these processes."""
    total = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    """VmRSS from /proc/<pid>/status, in MB (2**20 bytes)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise ValueError(f"no VmRSS for {pid}")


# --- HTTP, as a browser would, with no redirects followed and no bodies decoded -------------

@dataclass
class Response:
    status: int
    headers: dict[str, str]
    body: bytes  # as sent: still compressed if the server compressed it
    header_bytes: int  # the status line and headers, as sent (approximately: CRLFs counted)

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", "replace")


def request(base: str, method: str, path: str, data: dict | None = None,
            headers: dict | None = None) -> Response:
    host, port = base.removeprefix("http://").split(":")
    conn = HTTPConnection(host, int(port), timeout=30)
    headers = dict(headers or {})
    body = None
    if data is not None:
        body = urlencode(data)
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    try:
        conn.request(method, path, body=body, headers=headers)
        resp = conn.getresponse()
        raw = resp.read()
        header_block = str(resp.msg).replace("\n", "\r\n")
        head = len(f"HTTP/1.1 {resp.status} {resp.reason}\r\n") + len(header_block) + 2
        merged: dict[str, str] = {}
        for k, v in resp.getheaders():
            merged[k.lower()] = f"{merged[k.lower()]}\n{v}" if k.lower() in merged else v
        return Response(resp.status, merged, raw, head)
    finally:
        conn.close()


@dataclass
class Browser:
    """Keeps cookies between requests, like a browser (or Flask's test client)."""
    base: str
    cookies: dict[str, str] = field(default_factory=dict)
    answered: int = 0  # answers posted by ``walk``: the rows of the page's transcript

    @property
    def cookie_header(self) -> str:
        return "; ".join(f"{k}={v}" for k, v in self.cookies.items())

    def go(self, method: str, path: str, data: dict | None = None,
           headers: dict | None = None) -> Response:
        headers = dict(headers or {})
        if self.cookies:
            headers["Cookie"] = self.cookie_header
        resp = request(self.base, method, path, data, headers)
        for line in resp.headers.get("set-cookie", "").split("\n"):
            if "=" not in line:
                continue
            name, value = line.split(";", 1)[0].split("=", 1)
            if "max-age=0" in line.lower() or "1970" in line:
                self.cookies.pop(name.strip(), None)
            else:
                self.cookies[name.strip()] = value.strip()
        return resp


class Page(HTMLParser):
    """A page's form fields (name → value) and every src/href it refers to."""

    def __init__(self, html: str):
        super().__init__()
        self.fields: dict[str, str] = {}
        self.links: list[tuple[str, str, str]] = []  # (tag, rel, url)
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "input" and a.get("name") and a.get("type") != "radio":
            self.fields.setdefault(a["name"], a.get("value") or "")
        for attr in ("src", "href"):
            if a.get(attr):
                self.links.append((tag, (a.get("rel") or "").lower(), a[attr]))


@dataclass
class Question:
    node: str
    index: str
    fields: dict[str, str]  # the question form's hidden fields, csrf_token among them


def current_question(browser: Browser) -> Question | None:
    """The question the interview asks now; None once it is finished (a redirect)."""
    resp = browser.go("GET", FLOW)
    if resp.status == 302:
        return None
    if resp.status != 200:
        raise RuntimeError(f"GET {FLOW} gave {resp.status}")
    page = Page(resp.text)
    return Question(page.fields["node"], page.fields.get("index", ""), page.fields)


def answer_fields(question: Question, journey: dict) -> dict[str, str]:
    """The form a person would post to answer ``question`` as ``journey`` says."""
    value = answer_for(journey, question.node, int(question.index) if question.index else None)
    node_type = "date" if "day" in question.fields else "other"
    return {"csrf_token": question.fields["csrf_token"], "node": question.node,
            "index": question.index, **form_fields(node_type, value)}


def walk(base: str, journey: dict, stop_before: str | None = None) -> tuple[Browser, Question]:
    """Answer ``journey`` over HTTP up to ``stop_before`` (or to the end: Question is None).
    A ``stop_before`` the journey never asks is an error: the page measured would be another."""
    browser = Browser(base)
    for _ in range(80):
        question = current_question(browser)
        if question is None and stop_before:
            raise RuntimeError(f"the journey ended without asking {stop_before}")
        if question is None or question.node == stop_before:
            return browser, question
        resp = browser.go("POST", FLOW + "answer", answer_fields(question, journey))
        if resp.status != 302:
            raise RuntimeError(f"answering {question.node} gave {resp.status}")
        browser.answered += 1
    raise RuntimeError("the journey did not end")


# --- wrk -----------------------------------------------------------------------------------

@dataclass
class WrkResult:
    requests: int
    rps: float
    p50_ms: float
    p99_ms: float
    socket_errors: int
    non_2xx_3xx: int
    output: str
    cpu_workers: float = 0.0  # cores' worth of CPU, on average over the run
    cpu_wrk: float = 0.0
    cpu_others: float = 0.0  # everything else on the machine (other people's work too)
    seconds: int = 0

    @property
    def worker_ms_per_request(self) -> float:
        """The workers' CPU time per request: unlike req/s, not lowered by other load."""
        return self.cpu_workers * self.seconds * 1000 / max(self.requests, 1)

    @property
    def errors(self) -> int:
        return self.socket_errors + self.non_2xx_3xx


_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


def _ms(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text).groups()
    return float(number) * _UNITS[unit]


def wrk(url: str, seconds: int = 10, connections: int = 50, threads: int = 2,
        cookie: str | None = None, script: Path | None = None,
        script_args: tuple[str, ...] = (), server: Server | None = None) -> WrkResult:
    """wrk's report, and how much CPU the server's workers, wrk and everything else used."""
    if shutil.which("wrk") is None:
        sys.exit("wrk is not installed: run `make bench-deps` (Debian package wrk)")
    # A 10 s timeout, not wrk's 2 s: a request that times out is retried on a new connection
    # while the server still works on the old one, which would understate throughput.
    cmd = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--timeout", "10s",
           "--latency", "-H", f"Accept-Encoding: {ACCEPT_ENCODING}"]
    if cookie:
        cmd += ["-H", f"Cookie: {cookie}"]
    if script:
        cmd += ["-s", str(script)]
    cmd.append(url)
    if script_args:
        cmd += ["--", *script_args]
    pids = server.worker_pids() if server else []
    busy, workers, children = busy_seconds(), cpu_seconds(pids), _children_cpu()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    busy, workers = busy_seconds() - busy, cpu_seconds(pids) - workers
    wrk_cpu = _children_cpu() - children
    socket = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)",
                       out)
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return WrkResult(
        requests=int(re.search(r"(\d+) requests in", out).group(1)),
        rps=float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        p50_ms=_ms(re.search(r"^\s+50%\s+(\S+)\s*$", out, re.M).group(1)),
        p99_ms=_ms(re.search(r"^\s+99%\s+(\S+)\s*$", out, re.M).group(1)),
        socket_errors=sum(map(int, socket.groups())) if socket else 0,
        non_2xx_3xx=int(non2xx.group(1)) if non2xx else 0,
        output=out, cpu_workers=workers / seconds, cpu_wrk=wrk_cpu / seconds,
        cpu_others=max(0.0, busy - workers - wrk_cpu) / seconds, seconds=seconds)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def verdict(ok: bool) -> str:
    return "PASS" if ok else "MISS"


def median_ms(send, rounds: int, calls: int, clock=time.perf_counter) -> float:
    """``send``'s cost in ms: the median of ``calls`` calls, in the least disturbed of
    ``rounds`` rounds, after a warm-up (lazy imports, template compilation, caches)."""
    for _ in range(30):
        send()
    medians = []
    for _ in range(rounds):
        times = []
        for _ in range(calls):
            start = clock()
            send()
            times.append(clock() - start)
        medians.append(statistics.median(times))
    return min(medians) * 1000
