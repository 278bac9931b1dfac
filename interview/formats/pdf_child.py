"""The PDF renderer: a process of its own that turns documents' HTML into PDF with WeasyPrint,
one after another, for the web worker that started it (interview.formats.pdf_render).

It runs as ``python -m interview.formats.pdf_child``. Each request on stdin is a frame: two 4-byte
lengths (a JSON header with the base URL, the static folder and the time limit; then the HTML
as UTF-8), then the two parts. Each answer on stdout: a status byte (0: a PDF; 1: a failure,
and the payload is its kind, never its message, which may quote the document), the renderer's
memory (VmRSS in kB, so the worker can retire it when it grows), the payload's length, the
payload. It keeps nothing from one document to the next, writes nothing to disk, and stops at
the end of its input: when the worker closes the pipe, or dies."""
from __future__ import annotations

import gc
import json
import logging
import math
import os
import signal
import struct
import sys
from pathlib import Path

REQUEST = struct.Struct(">II")  # header bytes, HTML bytes
ANSWER = struct.Struct(">BII")  # status, VmRSS in kB, payload bytes
OK, FAILED = 0, 1


def _fetcher(static_dir: str):
    """Stylesheets and images come from the static folder only: WeasyPrint never fetches over
    the network (no request back to this server, no third party)."""
    from urllib.parse import urlparse

    from weasyprint.urls import URLFetcherResponse

    static = Path(static_dir).resolve()

    def fetch(url: str, *args, **kwargs) -> URLFetcherResponse:
        path = urlparse(url).path
        if not path.startswith("/static/"):
            raise ValueError(f"refusing to fetch {url}")
        target = (static / path.removeprefix("/static/")).resolve()
        if static not in target.parents:
            raise ValueError(f"refusing to fetch {url}")
        mime = "text/css" if target.suffix == ".css" else "image/svg+xml"
        return URLFetcherResponse(url, body=target.read_bytes(),
                                  headers={"Content-Type": mime})

    return fetch


def ldconfig_lookups_only() -> None:
    """WeasyPrint tries ~20 names for its libraries (Windows and macOS ones too), and cffi looks
    each one it cannot open up with ctypes' ``find_library``. On Linux that runs ldconfig,
    then gcc and ld, for every name not found: a compiler started again and again, ~0.1 s of
    each start. The system's libraries are in ldconfig's cache, so it alone is asked; with
    LD_LIBRARY_PATH set (libraries outside the cache) the full search stays."""
    import ctypes.util

    by_cache = getattr(ctypes.util, "_findSoname_ldconfig", None)
    if sys.platform.startswith("linux") and by_cache and not os.environ.get("LD_LIBRARY_PATH"):
        ctypes.util.find_library = by_cache


def render(html: str, base_url: str, static_dir: str) -> bytes:
    from weasyprint import HTML

    # Tagged (PDF/UA structure): headings, lists, tables and reading order for a screen
    # reader, not only the text (WCAG 1.3.1).
    return HTML(string=html, base_url=base_url,
                url_fetcher=_fetcher(static_dir)).write_pdf(pdf_tags=True)


def rss_kb() -> int:
    try:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    except (OSError, StopIteration):  # not Linux: the worker then retires it by count alone
        return 0


def _read(stream, size: int) -> bytes | None:
    data = stream.read(size)
    return data if len(data) == size else None


def serve(source, sink) -> int:
    """Answer requests from ``source`` on ``sink`` until the input ends."""
    ldconfig_lookups_only()
    logging.getLogger("weasyprint").disabled = True  # its warnings may quote the document
    while (head := _read(source, REQUEST.size)) is not None:
        header_bytes, html_bytes = REQUEST.unpack(head)
        header, html = _read(source, header_bytes), _read(source, html_bytes)
        if header is None or html is None:
            return 1
        request = json.loads(header)
        # Its own limit too: a runaway document ends even if the worker has died meanwhile.
        signal.alarm(math.ceil(request["timeout"]))
        try:
            status, payload = OK, render(html.decode("utf-8"), request["base_url"],
                                         request["static_dir"])
        except Exception as error:  # noqa: BLE001 - report the kind only: the text may quote
            status, payload = FAILED, type(error).__name__.encode("ascii")
        signal.alarm(0)
        del html, header  # the person's words go with the answer ...
        gc.collect()  # ... and their objects now, not whenever the collector would run
        sink.write(ANSWER.pack(status, rss_kb(), len(payload)) + payload)
        sink.flush()
        del payload
    return 0


if __name__ == "__main__":
    answers = sys.stdout.buffer
    sys.stdout = sys.stderr  # a library's stray print must not break the answers' frames
    sys.exit(serve(sys.stdin.buffer, answers))
