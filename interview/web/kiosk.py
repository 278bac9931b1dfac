"""Kiosk mode: strangers one after another at one screen, so nothing of one reaches the next.

- Idle reset: the page warns ("Still there?") and then clears (static/kiosk.js). The server
  enforces the same limit, so a session left idle is gone even without JavaScript.
- "Finish and clear" on every page; it empties the session and tells the browser to drop its
  cache and storage.
- No downloads; instead a QR code carries the answers, sealed (interview.web.handoff), to a phone.
"""
from __future__ import annotations

import time

from flask import (
    Blueprint,
    Flask,
    abort,
    current_app,
    flash,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask_babel import get_locale, gettext

from interview.web import handoff
from interview.web.interview_views import SESSION_KEY, _flow, load, save

bp = Blueprint("kiosk", __name__)
SEEN = "_seen"  # when this browser last spoke to us, in kiosk mode (seconds since the epoch)
# A bigger code has modules too small for a phone's camera in the page's frame (117 modules in
# 22 rem: about 3.5 px each at a kiosk's type size). Long typed answers make one.
QR_MAX_VERSION = 25


def init_app(app: Flask) -> None:
    ttl = app.config["HANDOFF_TTL_SECONDS"]
    if not handoff.is_seconds(ttl):  # else every link would say "could not be read"
        raise ValueError(f"HANDOFF_TTL_SECONDS must be a whole number of seconds above 0, "
                         f"not {ttl!r}")
    app.extensions["handoff"] = handoff.sealer(handoff.secrets_in(app.config))
    if app.config["KIOSK"] and not app.config.get("HANDOFF_BASE_URL"):
        # The link would name whatever Host the request came with: 127.0.0.1 on a kiosk that
        # serves itself, which no phone can open (and, without TRUSTED_HOSTS, anything).
        app.logger.warning("KIOSK without HANDOFF_BASE_URL: 'continue on your phone' links "
                           "will point at the address the kiosk used, which a phone may not "
                           "reach. Set it to the public site (docs/kiosk.md).")

    @app.before_request
    def forget_the_last_visitor():
        # A load balancer's probe is no visitor: it must get no cookie.
        if not app.config["KIOSK"] or request.endpoint in (None, "static", "web.health"):
            return
        now = int(time.time())
        seen = session.get(SEEN)
        limit = app.config["KIOSK_IDLE_SECONDS"] + app.config["KIOSK_WARNING_SECONDS"]
        if isinstance(seen, int) and now - seen > limit + 15:  # 15 s for a slow network
            session.clear()
        session[SEEN] = now

    @app.context_processor
    def kiosk_settings():
        if not app.config["KIOSK"]:
            return {"kiosk": None}
        return {"kiosk": {"idle": app.config["KIOSK_IDLE_SECONDS"],
                          "warning": app.config["KIOSK_WARNING_SECONDS"]}}


def _fresh_start():
    response = redirect(url_for("web.start"))
    # The browser drops this site's cache (so Back shows nothing) and any storage.
    response.headers["Clear-Site-Data"] = '"cache", "storage"'
    return response


@bp.post("/clear")
def clear():
    """Finish and clear: the same for a person who is done and for the idle timer. Only at a
    kiosk: it takes no form token (a page may be hours old), so elsewhere any site could make
    a person's browser throw their answers away."""
    if not current_app.config["KIOSK"]:
        abort(404)
    session.clear()
    return _fresh_start()


@bp.get("/kiosk/alive")
def alive():
    """The page is still in use (typing a long answer makes no request); see SEEN."""
    return "", 204


@bp.get("/interview/<slug>/phone")
def phone(slug: str):
    """A QR code that opens this interview, answers and all, on the person's own phone."""
    flow = _flow(slug)
    state = load(flow)
    if not _has_answers(state.to_session()):
        # Back after "Finish and clear" (or the idle reset) asks for this page again. A code
        # now would promise "your answers go with it" and carry none: start afresh instead.
        return redirect(url_for("web.start"))
    ttl = current_app.config["HANDOFF_TTL_SECONDS"]
    token = handoff.seal(current_app.extensions["handoff"], flow, state, ttl)
    # The phone opens in the language chosen here, not whatever the phone prefers.
    path = url_for("kiosk.resume", token=token, lang=str(get_locale()))
    base = current_app.config.get("HANDOFF_BASE_URL") or request.host_url
    link = base.rstrip("/") + path
    import segno  # here, not at the top: only a kiosk's hand-off draws one (a worker's memory)
    try:
        code = segno.make(link, error="l")
    except segno.DataOverflowError:  # long typed answers: more than any QR code holds
        code = None
    svg = None
    if code is not None and code.version <= QR_MAX_VERSION:
        svg = code.svg_inline(scale=1, border=4, omitsize=True, svgclass="qr-code",
                              dark="#000", light="#fff")
    hours, minutes = ttl // 3600, max(1, ttl // 60)  # a short life is said in minutes
    back = "interview.result" if request.args.get("back") == "result" else "interview.question"
    return render_template("phone.html", flow=flow, qr_svg=svg, hours=hours, minutes=minutes,
                           back_url=url_for(back, slug=slug))


@bp.get("/resume/<token>")
def resume(token: str):
    """Open a hand-off link. A link is a GET anyone can send anyone, so it never costs a person
    the answers already in their browser: a bad link leaves them alone, and a good one asks
    before replacing them (the usual case, a phone with no answers yet, just carries on)."""
    opened = _open(token)
    if not isinstance(opened, tuple):
        return opened
    flow, state = opened
    here = session.get(SESSION_KEY)
    kept = {k: v for k, v in here.items() if k != "memo"} if isinstance(here, dict) else here
    if _has_answers(here) and kept != {"flow": flow.slug, **state.to_session()}:
        keep = url_for("interview.question", slug=here["flow"]) \
            if here.get("flow") in current_app.extensions["flows"] else url_for("web.start")
        return render_template("resume.html", token=token, keep_url=keep)
    return _carry_on(flow, state)


@bp.post("/resume")
def resume_confirmed():
    opened = _open(request.form.get("token", ""))
    return _carry_on(*opened) if isinstance(opened, tuple) else opened


def _open(token: str):
    """(flow, state) from a hand-off token, or the page that says why not."""
    flows = current_app.extensions["flows"]
    try:
        flow, state = handoff.open_token(current_app.extensions["handoff"], token, flows,
                                         current_app.config["HANDOFF_TTL_SECONDS"])
    except handoff.HandoffError as error:
        message = (gettext("This link has expired, so your answers are no longer in it. "
                           "Please start again.") if error.reason == "expired" else
                   gettext("This link could not be read. It may be incomplete. Please start "
                           "again."))
        return current_app.make_response(
            (render_template("error.html", message=message, status=400), 400))
    if flow.router is None:
        abort(404)
    return flow, state


def _has_answers(data) -> bool:
    return isinstance(data, dict) and bool(
        data.get("control") or set(data.get("facts") or {}) - {"schema_version"})


def _carry_on(flow, state):
    save(flow, state)
    flash(gettext("Welcome back. Your answers are here, so you can carry on."), "notice")
    return redirect(url_for("interview.question", slug=flow.slug))
