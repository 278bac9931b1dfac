"""Turn a document's HTML into PDF with WeasyPrint, in a child process of its own.

Why a child: importing WeasyPrint adds ~26 MB to a process and each PDF a few more, so one PDF
took a web worker from ~75 MB to ~107 MB, for good (the worker target is 80 MB). A child
also isolates a WeasyPrint crash or runaway document from the worker, can be killed on a
timeout, and takes the person's words with it when it exits. The price: starting Python and
importing WeasyPrint each time, ~0.5 s of CPU a PDF instead of ~0.1 s (RATELIMIT_PDF).

Parent side: ``render(html, base_url, static_dir)``. Child side: ``python -m
interview.pdf_render STATIC_DIR BASE_URL``, HTML on stdin, PDF on stdout. Nothing touches
the disk."""
from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

# Under gunicorn's worker timeout (30 s by default), so the person gets "print the page
# instead" rather than a killed worker.
TIMEOUT_SECONDS = 20
# What the child may see of the worker's environment, by name: enough to start Python and
# find its packages, the system's libraries and fonts (Pango, fontconfig), a temporary folder
# and the text encoding. An allow-list, so that no secret reaches the child whatever it is
# called (DATABASE_URL, SENTRY_DSN), and the Windows and macOS names WeasyPrint's own install
# notes ask for, so it still finds its libraries there.
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
# misused): the child needs no secret, not the session key nor a rate-limit store's password.
_SECRET_WORDS = ("SECRET", "PASSWORD", "TOKEN", "KEY", "RATELIMIT_STORAGE")
# The folder that holds the ``interview`` package: the child is started as ``-m
# interview.pdf_render`` and must find it however the worker did (an editable install,
# gunicorn's --chdir or --pythonpath, a plain checkout).
PACKAGE_ROOT = Path(__file__).resolve().parent.parent
_REPORT = "pdf_render: "


class PdfError(RuntimeError):
    """The child failed or took too long. The message names the kind of failure only: never
    the document, which holds someone's answers."""


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


def render(html: str, base_url: str, static_dir, timeout: float = TIMEOUT_SECONDS) -> bytes:
    try:
        done = subprocess.run(
            [sys.executable, "-m", "interview.pdf_render", str(static_dir), base_url],
            input=html.encode("utf-8"), capture_output=True, timeout=timeout,
            env=child_environment(), check=False)
    except subprocess.TimeoutExpired as error:  # run() has killed the child
        raise PdfError(f"no PDF after {timeout:g} s") from error
    if done.returncode != 0 or not done.stdout.startswith(b"%PDF"):
        # Only the child's own report line: anything else on stderr is not ours to repeat.
        kinds = [line.removeprefix(_REPORT) for line in
                 done.stderr.decode("ascii", "replace").splitlines() if line.startswith(_REPORT)]
        raise PdfError(f"the PDF child exited {done.returncode} ({kinds[-1] if kinds else '?'})")
    return done.stdout


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
    each PDF (of ~0.6 s). The system's libraries are in ldconfig's cache, so it alone is asked; with
    LD_LIBRARY_PATH set (libraries outside the cache) the full search stays."""
    import ctypes.util

    by_cache = getattr(ctypes.util, "_findSoname_ldconfig", None)
    if sys.platform.startswith("linux") and by_cache and not os.environ.get("LD_LIBRARY_PATH"):
        ctypes.util.find_library = by_cache


def main(argv: list[str]) -> int:
    static_dir, base_url = argv
    ldconfig_lookups_only()
    html = sys.stdin.buffer.read().decode("utf-8")
    logging.getLogger("weasyprint").disabled = True  # its warnings may quote the document
    try:
        from weasyprint import HTML

        # Tagged (PDF/UA structure): headings, lists, tables and reading order for a screen
        # reader, not only the text (WCAG 1.3.1).
        data = HTML(string=html, base_url=base_url,
                    url_fetcher=_fetcher(static_dir)).write_pdf(pdf_tags=True)
    except Exception as error:  # noqa: BLE001 - report the kind only: the text may quote answers
        print(_REPORT + type(error).__name__, file=sys.stderr)
        return 1
    sys.stdout.buffer.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
