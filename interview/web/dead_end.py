"""A routing dead end (``interview.toolkit.router.DeadEnd``): no route out of a question matched,
or the routes went round. A defect in a flow's data, which `interview flows check` looks for;
but should a person meet one, every page of the flow would fail the same way for as long as
their cookie lives, and a hand-off link would carry it to their phone. So they get a page that
says so, with Start over, which clears the answers. The log names the flow and the question,
never an answer."""
from __future__ import annotations

from flask import Flask, current_app, render_template, request, url_for

from interview.toolkit.router import DeadEnd


def init_app(app: Flask) -> None:
    @app.errorhandler(DeadEnd)
    def dead_end(error: DeadEnd):
        slug = (request.view_args or {}).get("slug")
        app.logger.error("routing dead end in flow %s (%s): %s", slug, request.endpoint, error)
        known = slug in current_app.extensions["flows"]
        restart = url_for("interview.restart", slug=slug) if known else None
        return render_template("dead_end.html", restart_url=restart), 500
