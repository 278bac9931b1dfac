"""Every template is rendered by some request, parses, and has one <h1>; partials are used."""
from pathlib import Path

from bs4 import BeautifulSoup
from flask import template_rendered

from interview import create_app
from interview.engine.answers import State
from interview.web import handoff
from tests.interview.web.test_interview_views import walk
from tests.journeys import BITE_AT_LARGE

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
PAGES = ["/", "/flows/river-hills/law", "/flows/river-hills/law/2.14(6)[e](1)(iii)",
         "/flows/river-hills/map", "/no-such-page", "/interview/river-hills/"]
WITH_ANSWERS = ["/interview/river-hills/phone", "/interview/river-hills/restart"]


def test_every_template_is_rendered_and_well_formed():
    app = create_app({"TESTING": True, "SECRET_KEY": "t"})
    rendered: dict[str, str] = {}

    def record(sender, template, context, **extra):
        rendered[template.name] = "seen"

    template_rendered.connect(record, app)
    client = app.test_client()
    bodies = [client.get(url).get_data(as_text=True) for url in PAGES]
    bodies.append(walk(client, app, BITE_AT_LARGE).get_data(as_text=True))
    bodies += [client.get(url).get_data(as_text=True) for url in WITH_ANSWERS]
    # A hand-off link with other answers than those here asks first (resume.html).
    flow = app.extensions["flows"]["river-hills"]
    other = State({"schema_version": flow.schema_version, "asker": "neighbour"})
    token = handoff.seal(app.extensions["handoff"], flow, other, 3600)
    bodies.append(client.get(f"/resume/{token}").get_data(as_text=True))
    # A routing dead end (dead_end.html), as if the flow's routes went round.
    steps, flow.router.max_steps = flow.router.max_steps, 3
    try:
        bodies.append(client.get("/interview/river-hills/").get_data(as_text=True))
    finally:
        flow.router.max_steps = steps
    template_rendered.disconnect(record, app)

    pages = {p.name for p in TEMPLATES.glob("*.html") if not p.name.startswith("_")}
    assert pages - {"base.html"} <= set(rendered), f"never rendered: {pages - set(rendered)}"
    for body in bodies:
        soup = BeautifulSoup(body, "html.parser")
        assert len(soup.find_all("h1")) == 1
        assert soup.find("html").get("lang")
        assert not soup.select("[style], script:not([src])"), "inline style or script"
        ids = [t["id"] for t in soup.select("[id]")]
        assert len(ids) == len(set(ids)), "duplicate ids"
    partials = {p.name for p in TEMPLATES.glob("_*.html")}
    sources = " ".join(p.read_text("utf-8") for p in TEMPLATES.glob("*.html"))
    assert all(name in sources for name in partials)
