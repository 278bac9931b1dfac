"""Nothing lost (issue 28): every citation, duty, deadline, notice and step the result page
showed before its rebuild is still on the new page, where a person can open it.

The old page is the template as it was before (tests/fixtures/result_before_issue_28.html,
from commit bfdfb56), rendered with the context its view gave it; the new page is
result.html with today's. Both are rendered from the same finished interview, and for each
kind of thing the old page's set must be part of the new page's. Print-only copies are left
out on both sides: what counts is what a person can reach on the screen, opening a part if
they must.

This covers every path class that `interview flows check` enumerates
(interview.toolkit.paths.enumerate_paths), but does not render a page for each: River Hills has over
100,000, and two pages each would take too long. What a page prints depends on the shape of its
assessment (interview.toolkit.wordcheck.shape: which items, with which parameter names, stays and
lenses; it is how flows check groups assessments to word them) and on who is asking. So the
path classes are grouped by (asker, shape), and one pair of pages is rendered for each group:
thousands for River Hills and hundreds for § 90.17. Searching River Hills' paths takes many
minutes: `make test` runs flows check first, which keeps one path per group
(interview.toolkit.path_shapes); without that copy, this test runs the search itself."""
import datetime as dt
import os
from html.parser import HTMLParser
from pathlib import Path

import pytest
from flask import render_template
from markupsafe import escape

from interview import create_app
from interview.engine import documents
from interview.engine.answers import State, copy_facts
from interview.toolkit import path_shapes
from interview.toolkit.flowcheck import check_flows
from interview.toolkit.registry import flows
from interview.toolkit.wordcheck import shape
from interview.web import result_page
from interview.web import state as st
from interview.web.interview_views import Finished
from interview.web.template_helpers import gettext

SHAPES = Path(__file__).resolve().parents[2] / ".cache" / "path-shapes"  # as in the Makefile
OLD = (Path(__file__).resolve().parent.parent / "fixtures" / "result_before_issue_28.html"
       ).read_text("utf-8")


def old_context(done: Finished) -> dict:
    """What the result view gave result.html before issue 28."""
    flow, wording, doc, facts = done.flow, done.wording, done.doc, done.state.facts
    owner = documents.asked_by_owner(facts)
    return dict(
        doc=doc, flow=flow, contacts={},
        status_names={k: wording.status(k) for k in flow.statuses}, place=wording.place,
        for_owner=owner, steps_taken=documents.taken_in(doc),
        police_about=wording.contact_text("police"),
        evidence_lead=wording.optional_text("evidence_lead"),
        declared_text=(wording.declared(doc["status"]["declared"])
                       if doc["status"].get("declared") else None),
        transcript=st.transcript(flow, done.state, done.walk),
        documents={name: gettext(documents.titles(flow)[name])
                   for name in documents.available(flow, doc, facts)},
        next_steps=([{"deadline": d, "text": escape(gettext(text))}
                     for d, text in documents.first_steps(flow, doc)] if owner else []),
        restart_url="/restart", change_url="/result#transcript")


VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"})


class Shown(HTMLParser):
    """What a result page shows, by kind, as a person can reach it on screen (print-only
    copies left out). The standard library's parser: BeautifulSoup took ten times as long,
    over thousands of pages."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found = {kind: set() for kind in KINDS}
        self.stack: list[dict] = []  # open elements: tag, classes, and what they hold
        self.capturing: list[list] = []  # [kind, words, depth] being read
        self.hidden = 0  # inside a print-only copy
        self.deadline: dict | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = set((attrs.get("class") or "").split())
        if tag in VOID:
            return
        parent = self.stack[-1] if self.stack else {"tag": "", "classes": set()}
        node = {"tag": tag, "classes": classes, "ps": 0, "unclear": False}
        self.stack.append(node)
        if self.hidden or "print-only" in classes:
            self.hidden += 1
            return
        if tag == "a" and "cite-link" in classes:
            self.found["citations"].add(attrs.get("href"))
        if tag in ("h2", "h3"):
            self._capture("headings")
            if attrs.get("id") == "unclear":  # the part (or section) that holds it
                next(n for n in reversed(self.stack[:-1])
                     if n["tag"] in ("details", "section"))["unclear"] = True
        if tag == "li" and "timeline-item" in classes:
            self.deadline = {"what": None, "when": None, "depth": len(self.stack)}
        if tag == "time" and self.deadline is not None:
            self.deadline["when"] = attrs.get("datetime")
        if tag == "span" and "timeline-what" in classes and self.deadline is not None:
            self._capture("deadline-what")
        if tag == "p" and parent["tag"] == "li":
            parent["ps"] += 1
            grand = self.stack[-3] if len(self.stack) > 2 else {"tag": "", "classes": set()}
            if parent["ps"] == 1 and grand["tag"] == "ul" and "checklist" in grand["classes"]:
                self._capture("duties")
            if (parent["ps"] == 1 and grand["tag"] == "ul" and "items" in grand["classes"]
                    and any(n["unclear"] for n in self.stack)):
                self._capture("notices")
            if "step-key" in parent["classes"] and "tag" not in classes and not parent.get(
                    "step"):
                parent["step"] = True
                self._capture("steps")

    def _capture(self, kind: str) -> None:
        self.capturing.append([kind, [], len(self.stack)])

    def handle_endtag(self, tag):
        if tag in VOID or not self.stack:
            return
        depth = len(self.stack)
        for capture in [c for c in self.capturing if c[2] == depth]:
            self.capturing.remove(capture)
            words = " ".join("".join(capture[1]).split())
            if capture[0] == "deadline-what":
                self.deadline["what"] = words
            else:
                self.found[capture[0]].add(words)
        if self.deadline is not None and self.deadline["depth"] == depth:
            self.found["deadlines"].add((self.deadline["what"], self.deadline["when"]))
            self.deadline = None
        self.stack.pop()
        if self.hidden:
            self.hidden -= 1

    def handle_data(self, data):
        if not self.hidden:
            for capture in self.capturing:
                capture[1].append(data)


KINDS = ("citations", "duties", "deadlines", "notices", "steps", "headings")
# The old page's names for what the new one calls otherwise ("What to do now").
RENAMED = {"On this page", "What to do next"}


def shown(html: str) -> dict[str, set]:
    parser = Shown()
    parser.feed(html[html.index("<main"):html.index("</main>")])
    parser.found["headings"] -= RENAMED
    return parser.found


def representatives(flow, today: dt.date) -> dict[tuple, object]:
    """One path per (asker, assessment shape), over every path class flows check walks."""
    kept = path_shapes.load(SHAPES, flow, today)
    if kept is None:
        check_flows([flow], os.cpu_count() or 1, out=lambda _line: None, keep=SHAPES)
        kept = path_shapes.load(SHAPES, flow, today)
    groups: dict[tuple, object] = {}
    for path in kept:
        groups.setdefault((path.facts.get("asker"), shape(flow.assess(path.facts, today))),
                          path)
    return groups


# Each flow's groups in two halves, so that `make test` renders them in two processes at once
# (-k half1, -k half2): they start when flows check ends, with both cores free.
HALVES = 2


@pytest.mark.parametrize("half", range(HALVES), ids=[f"half{i + 1}" for i in range(HALVES)])
@pytest.mark.parametrize("slug", ["city-90-17", "river-hills"])
def test_the_new_page_keeps_everything_the_old_one_showed(slug, half):
    app = create_app({"TESTING": True, "SECRET_KEY": "t"})
    old_page = app.jinja_env.from_string(OLD)  # compiled once
    flow = flows()[slug]
    today = flow.today()
    now = dt.datetime.combine(today, dt.time(12, 0))
    groups = representatives(flow, today)
    assert len(groups) > (2000 if slug == "river-hills" else 150)
    lost = []
    for path in list(groups.values())[half::HALVES]:
        state = State(copy_facts(path.facts), dict(path.control))
        walk = flow.router.walk(state)
        with app.test_request_context(f"/interview/{slug}/result"):
            done = Finished(flow, state, walk, flow.assess(state.facts, today), "en", now)
            old = shown(render_template(old_page, **old_context(done)))
            new = shown(render_template("result.html", **result_page.context(done)))
        for kind, items in old.items():
            if items - new[kind]:
                lost.append((kind, sorted(items - new[kind])[:3], path.facts))
    assert not lost, f"{len(lost)} lost, e.g. {lost[:3]}"
