"""PDFs are made in a child process: the web worker never loads WeasyPrint (so it stays small),
the child gets no secrets, a slow one is killed, and a failure is reported by kind only."""
import io
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from interview import pdf_render

ANSWER = "Mrs Example's spaniel bit me at 12 Oak Lane"


def test_a_pdf_leaves_the_worker_as_small_as_it_was():
    # In a fresh interpreter, so that nothing else in the test session has loaded WeasyPrint.
    script = textwrap.dedent("""
        import sys
        from interview import create_app
        from tests.interview.test_interview_views import walk
        from tests.journeys import BITE_AT_LARGE

        def rss_mb():
            for line in open("/proc/self/status"):
                if line.startswith("VmRSS"):
                    return int(line.split()[1]) / 1024

        app = create_app({"TESTING": True, "SECRET_KEY": "t"})
        client = app.test_client()
        walk(client, app, BITE_AT_LARGE)
        before = rss_mb()
        for name in ("checklist", "hearing-request", "checklist"):
            response = client.get(f"/interview/river-hills/documents/{name}.pdf")
            assert response.status_code == 200 and response.data.startswith(b"%PDF"), name
        print("weasyprint" in sys.modules, round(rss_mb() - before, 1))
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, cwd=pdf_render.__file__.rsplit("/interview/", 1)[0])
    loaded, growth = done.stdout.split()
    assert loaded == "False"
    assert float(growth) < 8, f"the worker grew {growth} MB making three PDFs"


def test_the_child_gets_no_secrets(monkeypatch):
    secrets = {"SECRET_KEY": "s3cret", "RATELIMIT_STORAGE_URI": "redis://:pw@cache:6379",
               "SMTP_PASSWORD": "pw",
               # Secrets whose names do not say so: only an allow-list keeps them out.
               "DATABASE_URL": "postgres://guide:pw@db/guide", "SENTRY_DSN": "https://k@s/1",
               # A secret under an allowed prefix is still dropped.
               "XDG_SESSION_TOKEN": "t"}
    for name, value in secrets.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    env = pdf_render.child_environment()
    assert not set(secrets) & set(env)
    assert env["PATH"] and env["LC_ALL"] == "C.UTF-8"


def test_the_child_finds_the_package_wherever_the_worker_runs(monkeypatch, tmp_path):
    # Not only through an editable install: gunicorn's --chdir or --pythonpath would not reach
    # the child, so it is told where the package is.
    monkeypatch.setenv("PYTHONPATH", "/opt/elsewhere")
    monkeypatch.chdir(tmp_path)
    env = pdf_render.child_environment()
    first, *rest = env["PYTHONPATH"].split(os.pathsep)
    assert (Path(first) / "interview" / "pdf_render.py").resolve() == \
        Path(pdf_render.__file__).resolve()
    assert rest == ["/opt/elsewhere"]
    # -S: no site-packages, so no editable install either; only PYTHONPATH can find it.
    done = subprocess.run(
        [sys.executable, "-S", "-c", "import interview.pdf_render as m; print(m.__file__)"],
        check=True, capture_output=True, text=True, env=env)
    assert Path(done.stdout.strip()).resolve() == Path(pdf_render.__file__).resolve()


def test_a_pdf_that_takes_too_long_is_killed(tmp_path):
    with pytest.raises(pdf_render.PdfError, match="no PDF after 0.01 s"):
        pdf_render.render("<p>x</p>", "http://localhost/", tmp_path, timeout=0.01)


def test_a_failure_is_reported_by_kind_never_by_the_documents_words(monkeypatch, capsys):
    import weasyprint

    class Broken:
        def __init__(self, *args, **kwargs):
            raise ValueError(f"cannot lay out: {ANSWER}")

    monkeypatch.setattr(weasyprint, "HTML", Broken)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(ANSWER.encode())))
    assert pdf_render.main(["/nowhere", "http://localhost/"]) == 1
    assert capsys.readouterr().err == "pdf_render: ValueError\n"


def test_the_parent_repeats_only_the_childs_own_report(monkeypatch):
    stderr = f"Traceback ...\nValueError: {ANSWER}\npdf_render: ValueError\n".encode()
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: subprocess.CompletedProcess(
        a, 1, stdout=b"", stderr=stderr))
    with pytest.raises(pdf_render.PdfError) as error:
        pdf_render.render("<p>x</p>", "http://localhost/", "/static")
    assert str(error.value) == "the PDF child exited 1 (ValueError)"


def test_the_child_fetches_nothing_outside_the_static_folder(tmp_path):
    (tmp_path / "a.css").write_text("p { color: red }")
    fetch = pdf_render._fetcher(str(tmp_path))
    assert fetch("http://localhost/static/a.css").read() == b"p { color: red }"
    for url in ("http://localhost/static/../secret.txt", "https://example.com/x.css",
                "file:///etc/passwd"):
        with pytest.raises(ValueError, match="refusing"):
            fetch(url)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ldconfig is Linux's")
def test_the_child_never_starts_a_compiler_to_look_for_a_library(monkeypatch):
    # cffi asks ctypes' find_library for each of WeasyPrint's ~20 candidate names it cannot
    # open; each miss ran ldconfig, then gcc and ld: ~0.1 s of every PDF.
    import ctypes.util

    from interview.pdf_render import ldconfig_lookups_only

    def compiler(*args, **kwargs):
        raise AssertionError("a compiler was started")

    monkeypatch.delenv("LD_LIBRARY_PATH", raising=False)
    monkeypatch.setattr(ctypes.util, "find_library", ctypes.util.find_library)
    monkeypatch.setattr(ctypes.util, "_findLib_gcc", compiler)
    monkeypatch.setattr(ctypes.util, "_findLib_ld", compiler, raising=False)
    ldconfig_lookups_only()
    assert ctypes.util.find_library("c").startswith("libc.so")
    assert ctypes.util.find_library("libharfbuzz-vector-0.dll") is None
