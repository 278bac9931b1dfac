"""Turn a document's HTML into PDF in a renderer process kept warm beside the web worker.

Why another process: importing WeasyPrint adds ~26 MB to a process and each PDF a few more, so
one PDF took a web worker from ~75 MB to ~107 MB, for good (the worker target is 80 MB). The
renderer (interview.formats.pdf_child) also keeps a WeasyPrint crash or a runaway document out
of the worker, is killed past the time limit, and gets none of the worker's secrets. Why kept warm:
starting Python and importing WeasyPrint cost ~0.5 s of CPU a PDF when each PDF had a process
of its own; a warm renderer makes a letter in ~0.15 s.

Each worker starts its own renderer at its first PDF and talks to it over pipes, one document
at a time (``Renderer``). The renderer is retired, and a fresh one started, after
``DOCUMENTS_PER_RENDERER`` documents or once it holds more than ``RENDERER_RSS_MB``; it is
killed when a document takes longer than the time limit, or when it fails in a way that leaves
its pipes in doubt. Nothing touches the disk: the HTML goes down a pipe and the PDF comes back
up one, and the renderer drops each document's objects before it answers."""
from __future__ import annotations

import atexit
import json
import os
import selectors
import subprocess
import sys
import threading
import time
from pathlib import Path

from interview.formats.pdf_child import ANSWER, OK, REQUEST

# Under gunicorn's worker timeout (30 s by default), so the person gets "print the page
# instead" rather than a killed worker.
TIMEOUT_SECONDS = 20
DOCUMENTS_PER_RENDERER = 200  # then a fresh one: whatever a long life may have gathered goes
RENDERER_RSS_MB = 250  # a renderer grown past this is retired (a warm one holds ~60 MB)
# What the renderer may see of the worker's environment, by name: enough to start Python and
# find its packages, the system's libraries and fonts (Pango, fontconfig), a temporary folder
# and the text encoding. An allow-list, so that no secret reaches it whatever it is called
# (DATABASE_URL, SENTRY_DSN), and the Windows and macOS names WeasyPrint's own install notes
# ask for, so it still finds its libraries there.
_PASSED = frozenset({
    "PATH", "HOME", "USER", "LANG", "LANGUAGE", "TZ", "TMPDIR", "TEMP", "TMP",
    "VIRTUAL_ENV", "PYTHONHOME", "PYTHONPATH", "PYTHONUTF8", "PYTHONIOENCODING",
    "PYTHONDONTWRITEBYTECODE", "PYTHONNOUSERSITE",
    "LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "DYLD_FALLBACK_LIBRARY_PATH",
    "WEASYPRINT_DLL_DIRECTORIES", "SYSTEMROOT", "WINDIR", "USERPROFILE", "LOCALAPPDATA",
    "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT",
})
_PASSED_PREFIXES = ("LC_", "XDG_", "FC_", "PANGO")
# Even among those, a name that sounds like a secret is dropped (an XDG_… or LC_… someone
# misused): the renderer needs no secret, not the session key nor a rate-limit store's password.
_SECRET_WORDS = ("SECRET", "PASSWORD", "TOKEN", "KEY", "RATELIMIT_STORAGE")
# The folder that holds the ``interview`` package: the renderer is started as ``-m
# interview.formats.pdf_child`` and must find it however the worker did (an editable install,
# gunicorn's --chdir or --pythonpath, a plain checkout).
PACKAGE_ROOT = Path(__file__).resolve().parents[2]


class PdfError(RuntimeError):
    """The renderer failed or took too long. The message names the kind of failure only:
    never the document, which holds someone's answers."""


def child_environment() -> dict[str, str]:
    env = {}
    for name, value in os.environ.items():
        upper = name.upper()
        if (upper in _PASSED or upper.startswith(_PASSED_PREFIXES)) and not any(
                word in upper for word in _SECRET_WORDS):
            env[name] = value
    env["PYTHONPATH"] = os.pathsep.join(
        [str(PACKAGE_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))])
    return env


class Renderer:
    """This worker's renderer process: started at the first PDF, one document at a time."""

    def __init__(self, documents: int = DOCUMENTS_PER_RENDERER, rss_mb: float = RENDERER_RSS_MB):
        self.documents, self.rss_mb_limit = documents, rss_mb
        self._process: subprocess.Popen | None = None
        self._owner = os.getpid()  # a renderer belongs to the process that started it
        self._made = 0  # documents the current renderer has made
        self.rss_mb = 0.0  # its memory after its last document
        self._lock = threading.Lock()  # one document at a time, whatever the worker class

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process and self._process.poll() is None else None

    def render(self, html: str, base_url: str, static_dir, timeout: float) -> bytes:
        header = json.dumps({"base_url": base_url, "static_dir": str(static_dir),
                             "timeout": timeout}).encode()
        body = html.encode("utf-8")
        request = REQUEST.pack(len(header), len(body)) + header + body
        with self._lock:
            deadline = time.monotonic() + timeout
            process = self._running()
            try:
                status, rss_kb, payload = _exchange(process, request, deadline)
            except TimeoutError:
                self.stop(kill=True)
                raise PdfError(f"no PDF after {timeout:g} s") from None
            except (OSError, EOFError) as error:
                code = self.stop(kill=True)
                raise PdfError(f"the PDF renderer exited {code} ({type(error).__name__})") \
                    from None
            self._made, self.rss_mb = self._made + 1, rss_kb / 1024
            if self._made >= self.documents or self.rss_mb > self.rss_mb_limit:
                self.stop()  # retired; the next document starts a fresh one
        if status != OK:
            raise PdfError(f"the PDF renderer failed ({payload.decode('ascii', 'replace')})")
        return payload

    def _running(self) -> subprocess.Popen:
        if self._owner != os.getpid():  # inherited through a fork: not ours to talk to
            self._process, self._owner = None, os.getpid()
        if self._process is None or self._process.poll() is not None:
            self._process = subprocess.Popen(
                [sys.executable, "-m", "interview.formats.pdf_child"], stdin=subprocess.PIPE,
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=child_environment())
            self._made = 0
        return self._process

    def stop(self, kill: bool = False) -> int | None:
        """End the renderer: at the end of its input it ends by itself; ``kill``, or one that
        does not end within a second, is killed. Its exit code."""
        process, self._process = self._process, None
        if process is None:
            return None
        if kill:
            process.kill()
        for pipe in (process.stdin, process.stdout):
            try:
                pipe.close()
            except OSError:
                pass
        try:
            return process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            process.kill()
            return process.wait()


def _exchange(process: subprocess.Popen, request: bytes, deadline: float):
    """Send ``request`` and read the answer, giving up at ``deadline`` (TimeoutError)."""
    out, into = process.stdout.fileno(), process.stdin.fileno()
    os.set_blocking(into, False)
    received, sent = bytearray(), 0
    with selectors.DefaultSelector() as waiting:
        waiting.register(into, selectors.EVENT_WRITE)
        waiting.register(out, selectors.EVENT_READ)
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError
            for key, _events in waiting.select(left):
                if key.fd == into:
                    sent += os.write(into, request[sent:sent + 65536])
                    if sent == len(request):
                        waiting.unregister(into)
                    continue
                chunk = os.read(out, 1 << 20)
                if not chunk:
                    raise EOFError
                received += chunk
                if len(received) >= ANSWER.size:
                    status, rss_kb, size = ANSWER.unpack_from(received)
                    if len(received) >= ANSWER.size + size:
                        return status, rss_kb, bytes(received[ANSWER.size:ANSWER.size + size])


_renderer = Renderer()
atexit.register(_renderer.stop)


def render(html: str, base_url: str, static_dir, timeout: float = TIMEOUT_SECONDS) -> bytes:
    """The document as PDF, from this worker's renderer. Raises PdfError."""
    return _renderer.render(html, base_url, static_dir, timeout)


def renderer() -> Renderer:
    """This process's renderer (its pid and memory, for `make bench`)."""
    return _renderer
