"""PDFs are made in a renderer process kept warm beside the worker: the web worker never loads
WeasyPrint (so it stays small), the renderer gets no secrets, a slow one is killed, a failure is
reported by kind only, and a renderer is retired after so many documents or so much memory."""
import io
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from interview.formats import pdf_child, pdf_render

ANSWER = "Mrs Example's spaniel bit me at 12 Oak Lane"


def test_a_pdf_leaves_the_worker_as_small_as_it_was():
    # In a fresh interpreter, so that nothing else in the test session has loaded WeasyPrint.
    script = textwrap.dedent("""
        import sys
        from interview import create_app
        from tests.interview.web.test_interview_views import walk
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
    assert (Path(first) / "interview" / "formats" / "pdf_render.py").resolve() == \
        Path(pdf_render.__file__).resolve()
    assert rest == ["/opt/elsewhere"]
    # -S: no site-packages, so no editable install either; only PYTHONPATH can find it.
    done = subprocess.run(
        [sys.executable, "-S", "-c", "import interview.formats.pdf_child as m; print(m.__file__)"],
        check=True, capture_output=True, text=True, env=env)
    assert Path(done.stdout.strip()).resolve() == Path(pdf_child.__file__).resolve()


def test_a_pdf_that_takes_too_long_is_killed_and_the_next_one_is_made(tmp_path):
    renderer = pdf_render.Renderer()
    try:
        renderer.render("<p>x</p>", "http://localhost/", tmp_path, timeout=20)
        slow = renderer.pid
        with pytest.raises(pdf_render.PdfError, match="no PDF after 0.01 s"):
            renderer.render("<p>x</p>", "http://localhost/", tmp_path, timeout=0.01)
        assert renderer.pid is None and not Path(f"/proc/{slow}").exists()
        assert renderer.render("<p>x</p>", "http://localhost/", tmp_path, 20).startswith(b"%PDF")
    finally:
        renderer.stop()


def test_the_renderer_stays_warm_and_is_retired_after_so_many_documents(tmp_path):
    renderer = pdf_render.Renderer(documents=3)
    try:
        pids = [renderer.render("<p>x</p>", "http://localhost/", tmp_path, 20) and renderer.pid
                for _ in range(4)]
        assert pids[0] == pids[1] and pids[1] is not None  # the same process, warm
        assert pids[2] is None  # retired after its third document ...
        assert pids[3] not in (None, pids[0])  # ... and a fresh one made the fourth
        assert 20 < renderer.rss_mb < pdf_render.RENDERER_RSS_MB  # it says what it holds
    finally:
        renderer.stop()


def test_a_renderer_that_grew_is_retired(tmp_path):
    renderer = pdf_render.Renderer(rss_mb=1)  # every renderer holds more than that
    try:
        renderer.render("<p>x</p>", "http://localhost/", tmp_path, 20)
        assert renderer.pid is None
    finally:
        renderer.stop()


def test_a_crashed_renderer_is_replaced(tmp_path):
    import signal

    renderer = pdf_render.Renderer()
    try:
        renderer.render("<p>x</p>", "http://localhost/", tmp_path, 20)
        crashed = renderer.pid
        os.kill(crashed, signal.SIGKILL)
        renderer._process.wait()
        assert renderer.render("<p>x</p>", "http://localhost/", tmp_path, 20).startswith(b"%PDF")
        assert renderer.pid != crashed
    finally:
        renderer.stop()


def test_the_renderer_writes_no_file(tmp_path):
    """The person's words go down a pipe and the PDF comes back up one: the renderer holds no
    file open for writing."""
    renderer = pdf_render.Renderer()
    try:
        renderer.render(f"<p>{ANSWER}</p>", "http://localhost/", tmp_path, 20)
        for fd in Path(f"/proc/{renderer.pid}/fdinfo").iterdir():
            flags = int(next(line.split()[1] for line in fd.read_text().splitlines()
                             if line.startswith("flags:")), 8)
            target = os.readlink(f"/proc/{renderer.pid}/fd/{fd.name}")
            if flags & (os.O_WRONLY | os.O_RDWR):
                assert target.startswith(("pipe:", "/dev/null", "anon_inode:")), target
    finally:
        renderer.stop()


def test_a_failure_is_reported_by_kind_never_by_the_documents_words(monkeypatch):
    import json

    def broken(*args, **kwargs):
        raise ValueError(f"cannot lay out: {ANSWER}")

    monkeypatch.setattr(pdf_child, "render", broken)
    header = json.dumps({"base_url": "http://localhost/", "static_dir": "/nowhere",
                         "timeout": 5}).encode()
    body = ANSWER.encode()
    answers = io.BytesIO()
    request = pdf_child.REQUEST.pack(len(header), len(body)) + header + body
    assert pdf_child.serve(io.BytesIO(request), answers) == 0
    status, _rss, size = pdf_child.ANSWER.unpack_from(answers.getvalue())
    assert status == pdf_child.FAILED
    assert answers.getvalue()[pdf_child.ANSWER.size:] == b"ValueError"


def test_the_parent_repeats_only_the_kind(monkeypatch, tmp_path):
    monkeypatch.setattr(pdf_render, "_exchange",
                        lambda *args: (pdf_child.FAILED, 60_000, b"ValueError"))
    renderer = pdf_render.Renderer()
    try:
        with pytest.raises(pdf_render.PdfError) as error:
            renderer.render(f"<p>{ANSWER}</p>", "http://localhost/", tmp_path, 20)
        assert str(error.value) == "the PDF renderer failed (ValueError)"
    finally:
        renderer.stop()


def test_the_child_fetches_nothing_outside_the_static_folder(tmp_path):
    (tmp_path / "a.css").write_text("p { color: red }")
    fetch = pdf_child._fetcher(str(tmp_path))
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

    from interview.formats.pdf_child import ldconfig_lookups_only

    def compiler(*args, **kwargs):
        raise AssertionError("a compiler was started")

    monkeypatch.delenv("LD_LIBRARY_PATH", raising=False)
    monkeypatch.setattr(ctypes.util, "find_library", ctypes.util.find_library)
    monkeypatch.setattr(ctypes.util, "_findLib_gcc", compiler)
    monkeypatch.setattr(ctypes.util, "_findLib_ld", compiler, raising=False)
    ldconfig_lookups_only()
    assert ctypes.util.find_library("c").startswith("libc.so")
    assert ctypes.util.find_library("libharfbuzz-vector-0.dll") is None
