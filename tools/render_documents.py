"""Render the complaint, the hearing-request letter (and the owner's page after it) and the
checklist PDFs to PNG.

    .venv/bin/pip install -e '.[docs]' && .venv/bin/python tools/render_documents.py"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pypdfium2  # noqa: E402

from interview import create_app  # noqa: E402
from tests.interview.web.test_interview_views import walk  # noqa: E402
from tests.journeys import BITE_AT_LARGE, COMPLAINT  # noqa: E402
from tools.screenshots import recent  # noqa: E402

OUT = ROOT / "docs" / "screenshots"


def main() -> None:
    app = create_app({"TESTING": True, "SECRET_KEY": "docs", "WTF_CSRF_ENABLED": True})
    resident = app.test_client()
    clean = {**COMPLAINT, "ask_complaint_what": "The dog ran out of an open gate and bit my "
             "left hand. Its owner came out and took it back inside. I went to urgent care."}
    walk(resident, app, recent(clean))
    _save(resident, "complaint")
    client = app.test_client()
    walk(client, app, recent(BITE_AT_LARGE))
    _save(client, "hearing-request", extra_pages={1: "hearing-request-owner"})
    _save(client, "checklist")


def _save(client, name: str, extra_pages: dict[int, str] | None = None) -> None:
    """The first page, and any other (by index) under its own name."""
    data = client.get(f"/interview/river-hills/documents/{name}.pdf").data
    document = pypdfium2.PdfDocument(data)
    for index, shot in {0: name, **(extra_pages or {})}.items():
        document[index].render(scale=1.3).to_pil().save(OUT / f"document-{shot}.png")
        print(f"wrote {OUT / f'document-{shot}.png'}")


if __name__ == "__main__":
    main()
