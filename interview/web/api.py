"""The JSON API, version 1. Bad input is answered with RFC 9457 problem details."""
from __future__ import annotations

import json

from flask import Blueprint, Response, current_app, jsonify, request, url_for

from interview.engine import clock, documents, glosses
from interview.engine.facts import MAX_ERRORS, Problem, no_duplicate_keys, validate
from interview.engine.languages import SOURCE_LANGUAGE
from interview.engine.wording import wording_for
from interview.web.interview_views import local_now

bp = Blueprint("api", __name__, url_prefix="/api/v1")
PROBLEM = "application/problem+json"


def problem(status: int, title: str, detail: str, errors: list[Problem] = ()) -> Response:
    body = {"type": "about:blank", "title": title, "status": status, "detail": detail}
    if errors:
        body["errors"] = [e.as_dict() for e in errors]
    response = jsonify(body)
    response.status_code = status
    response.mimetype = PROBLEM
    return response


def _flow(slug: str):
    return current_app.extensions["flows"].get(slug)


# The API answers in English whatever Accept-Language says (its texts follow ?lang= only).
# An address that matches no route never reaches this blueprint: the app's error pages send
# /api/ paths here.
ENGLISH_PROBLEMS = {
    400: ("Bad request", "The request could not be understood."),
    404: ("Not found", "There is nothing at this address."),
    405: ("Method not allowed", "This address does not accept that method."),
    413: ("Too large", "The request body is too large."),
    500: ("Server error", "Something went wrong on our side. Please try again."),
}


def english_problem(status: int) -> Response:
    title, detail = ENGLISH_PROBLEMS.get(status, ENGLISH_PROBLEMS[400])
    return problem(status, title, detail)


@bp.errorhandler(413)
def too_large(_error):
    limit = current_app.config["MAX_CONTENT_LENGTH"]
    return problem(413, "Too large", f"The request body is over {limit} bytes.")


@bp.get("/flows")
def list_flows():
    # time_zone: the place's clocks. "today" is its date, and the moments in facts and
    # deadlines ("2026-09-21T16:30") are its local time, written without an offset.
    zones = current_app.extensions["time_zones"]
    return jsonify([{"slug": f.slug, "title": f.title, "schema_version": f.schema_version,
                     "law_version": f.law_version["id"],
                     "time_zone": zones[f.slug].key if zones[f.slug] else None,
                     "schema": url_for("api.schema", slug=f.slug)}
                    for f in current_app.extensions["flows"].values()])


@bp.get("/flows/<slug>/schema")
def schema(slug: str):
    flow = _flow(slug)
    if flow is None:
        return problem(404, "Unknown flow", f"There is no flow called {slug!r}.")
    response = jsonify(flow.schema)
    response.mimetype = "application/schema+json"
    return response


@bp.get("/flows/<slug>/clauses/<path:anchor>")
def clause(slug: str, anchor: str):
    flow = _flow(slug)
    if flow is None or anchor not in flow.law:
        return problem(404, "Unknown clause", f"{anchor!r} is not a clause of this flow.")
    c = flow.law[anchor]
    return jsonify({"anchor": c.anchor, "text": c.text, "full_text": flow.law.full_text(c.anchor),
                    "lineage": [x.anchor for x in flow.law.lineage(c.anchor)],
                    "url": url_for("web.clause", slug=slug, anchor=c.anchor)})


@bp.post("/assess/<slug>")
def assess(slug: str):
    flow = _flow(slug)
    if flow is None:
        return problem(404, "Unknown flow", f"There is no flow called {slug!r}.")
    try:
        # A day the caller names is "now" only if it is the place's today (as the facts check
        # reads it too); "as of" another day, a moment due that day is judged by the day.
        now = local_now(flow)
        given = request.args.get("today")
        today = clock.named_day(given) if given is not None else now.date()
    except ValueError:
        return problem(400, "Bad date", "The 'today' parameter must be a date, YYYY-MM-DD.",
                       [Problem("?today", "must be a real date written YYYY-MM-DD")])
    # The language of the texts: named, never guessed from Accept-Language (which every
    # browser's fetch sends), so a client's documents do not change language under it.
    lang = request.args.get("lang", SOURCE_LANGUAGE)
    languages = list(current_app.extensions["languages"])
    if lang not in languages:
        return problem(400, "Unknown language",
                       f"The 'lang' parameter must be one of: {', '.join(languages)}.",
                       [Problem("?lang", "must be one of " + ", ".join(languages))])
    # A body declared as something else (a form, text, XML) is not facts, even if it parses as
    # JSON: say so (415) rather than guess. No Content-Type at all is still read as JSON.
    if request.mimetype and not (request.mimetype == "application/json"
                                 or request.mimetype.endswith("+json")):
        return problem(415, "Unsupported media type",
                       "Send the facts as JSON, with Content-Type: application/json.")
    try:
        facts = json.loads(request.get_data(cache=False) or b"null",
                           object_pairs_hook=no_duplicate_keys)
    except (ValueError, RecursionError):
        return problem(400, "Not JSON", "The request body must be a JSON object of facts.")
    problems = validate(flow, facts, today)
    if problems:
        detail = (f"The facts have {len(problems)} problem(s). Each is listed in 'errors'."
                  if len(problems) <= MAX_ERRORS else f"The facts have more than {MAX_ERRORS} "
                  f"problems. The first {MAX_ERRORS} are listed in 'errors'; fix them and send "
                  "again.")
        return problem(400, "Invalid facts", detail, problems[:MAX_ERRORS])
    place = current_app.config.get("PLACES", {}).get(slug)
    # The API's words are plain text: the marks that tell a page which words are English go.
    response = jsonify(glosses.strip_all(
        documents.assessment_document(flow, facts, flow.assess(facts, today),
                                      wording_for(flow, lang, place), now,
                                      current_app.config.get("CONTACTS", {}).get(slug))))
    response.headers["Content-Language"] = lang
    return response
