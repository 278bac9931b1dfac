"""A web worker loads icalendar (~3 MB) and segno (~1 MB) only when it makes a calendar file or
a kiosk's QR code: the question and result pages, which nearly every request is, do without
them, and the worker stays under its memory target (docs/performance.md)."""
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_the_pages_people_see_most_load_neither_icalendar_nor_segno():
    # In a fresh interpreter: the test session itself has long loaded both.
    script = textwrap.dedent("""
        import sys
        from interview import create_app
        from tests.interview.web.test_interview_views import walk
        from tests.journeys import BITE_AT_LARGE

        seen = []
        for kiosk in (False, True):
            app = create_app({"TESTING": True, "SECRET_KEY": "t", "KIOSK": kiosk,
                              "HANDOFF_BASE_URL": "https://guide.example"})
            client = app.test_client()
            walk(client, app, BITE_AT_LARGE)
            assert client.get("/interview/river-hills/result").status_code == 200
            seen += [name in sys.modules for name in ("icalendar", "segno")]
            made = client.get("/interview/river-hills/" +
                              ("phone" if kiosk else "documents/deadlines.ics"))
            assert made.status_code == 200, made.status
            assert b"qr-code" in made.data if kiosk else made.data.startswith(b"BEGIN:VCALENDAR")
            seen.append(("segno" if kiosk else "icalendar") in sys.modules)
        print(*seen)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    # An ordinary worker: neither, then icalendar for the .ics. A kiosk's: no segno until the
    # phone page draws a code.
    assert done.stdout.split() == ["False", "False", "True", "True", "False", "True"]
