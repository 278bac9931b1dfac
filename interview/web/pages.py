"""Web pages: the start page and the ordinance text, clause by clause."""
from __future__ import annotations

from flask import Blueprint, abort, current_app, render_template

bp = Blueprint("web", __name__)


def _flow(slug: str):
    flow = current_app.extensions["flows"].get(slug)
    if flow is None:
        abort(404)
    return flow


@bp.get("/healthz")
def health():
    """For a load balancer's probe: no session, no rate limit, no page to render. (The API's
    flow list answers too, but it is rate-limited per client, and a probe behind a proxy may
    share its count with everyone.) Getting here means the flows loaded at start-up."""
    return current_app.response_class("ok\n", mimetype="text/plain")


@bp.get("/")
def start():
    """The interview begins by asking where. A deployment may fix the place (a kiosk in one
    town), and then the start page goes straight to that town's interview."""
    from flask import redirect, request, url_for

    registry = current_app.extensions["flows"]
    interviews = [f for f in registry.values() if f.router is not None]
    fixed = current_app.config.get("DEFAULT_FLOW")
    chosen = request.args.get("place") or (fixed if fixed in registry else None)
    if chosen in registry and registry[chosen].router is not None:
        return redirect(url_for("interview.question", slug=chosen))
    error = "place" in request.args
    # The map of the questions names the flow's internal states, untranslated: it is for the
    # people who write a flow, and the start page links it only where a deployment asks.
    lifetime = current_app.config["PERMANENT_SESSION_LIFETIME"]
    hours = max(1, round(getattr(lifetime, "total_seconds", lambda: lifetime)() / 3600))
    return render_template("start.html", flows=interviews, error=error, answer_hours=hours,
                           map_links=current_app.config["FLOW_MAP_LINKS"]), 400 if error else 200


@bp.get("/flows/<slug>/law")
def law(slug: str):
    flow = _flow(slug)
    clauses = [flow.law[a] for a in flow.law.anchors()]
    return render_template("law.html", flow=flow, clauses=clauses)


@bp.get("/flows/<slug>/law/<path:anchor>")
def clause(slug: str, anchor: str):
    flow = _flow(slug)
    if anchor not in flow.law:
        abort(404)
    clause = flow.law[anchor]
    return render_template("clause.html", flow=flow, clause=clause,
                           lineage=flow.law.lineage(clause.anchor),
                           full_text=flow.law.full_text(clause.anchor))


@bp.get("/flows/<slug>/map")
def flow_map(slug: str):
    from interview.toolkit.flowmap import mermaid_source, routes_table

    flow = _flow(slug)
    if flow.questions is None:
        abort(404)
    has_svg = (flow.path / "map.svg").is_file()
    return render_template("map.html", flow=flow, routes=routes_table(flow), has_svg=has_svg,
                           source=mermaid_source(flow))


@bp.get("/flows/<slug>/map.svg")
def flow_map_svg(slug: str):
    from flask import send_file

    flow = _flow(slug)
    path = flow.path / "map.svg"
    if not path.is_file():
        abort(404)
    response = send_file(path, mimetype="image/svg+xml", max_age=3600)
    # Mermaid's drawing carries its own <style>. Allow exactly that one by its hash, never
    # 'unsafe-inline', so the strict policy holds even when the SVG is opened on its own.
    response.headers["Content-Security-Policy"] = (
        f"default-src 'none'; style-src {_style_hashes(path.read_text('utf-8'))}; "
        "frame-ancestors 'none'")
    return response


def _style_hashes(svg: str) -> str:
    import base64
    import hashlib
    import re

    styles = re.findall(r"<style[^>]*>(.*?)</style>", svg, flags=re.S)
    hashes = [base64.b64encode(hashlib.sha256(s.encode()).digest()).decode() for s in styles]
    return " ".join(f"'sha256-{h}'" for h in hashes) or "'none'"
