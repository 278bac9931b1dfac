"""PDFs are made in a child process: the web worker never loads WeasyPrint (so it stays small),
the child gets no secrets, a slow one is killed, and a failure is reported by kind only."""
import io
import subprocess
import sys
import textwrap

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
    monkeypatch.setenv("SECRET_KEY", "s3cret")
    monkeypatch.setenv("RATELIMIT_STORAGE_URI", "redis://:pw@cache:6379")
    monkeypatch.setenv("SMTP_PASSWORD", "pw")
    env = pdf_render.child_environment()
    assert not {"SECRET_KEY", "RATELIMIT_STORAGE_URI", "SMTP_PASSWORD"} & set(env)
    assert env["PATH"]


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
