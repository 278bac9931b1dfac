"""The guided interview: one question at a time, POST/redirect/GET, change any answer.

All state lives in the signed session cookie (see ``interview.engine.answers.State``)."""
from __future__ import annotations

import datetime as dt
import json

from flask import (
    Blueprint,
    abort,
    current_app,
    flash,
    redirect,
    render_template,
    request,
    session,
    url_for,
)

from interview.engine import clock, documents
from interview.engine.answers import State, copy_facts
from interview.engine.facts import validate
from interview.engine.i18n import N_
from interview.engine.wording import Wording
from interview.toolkit import relevance
from interview.toolkit.conflicts import drop_later_conflicts, in_words
from interview.toolkit.router import Step
from interview.web import result_page
from interview.web import state as st
from interview.web.forms import DateAnswerForm, field_ids
from interview.web.sessions import fits
from interview.web.template_helpers import gettext
from interview.web.text_limits import to_shorten

bp = Blueprint("interview", __name__, url_prefix="/interview/<slug>")
SESSION_KEY = "iv"


def _flow(slug: str):
    flow = current_app.extensions["flows"].get(slug)
    if flow is None or flow.router is None:
        abort(404)
    return flow


def load(flow) -> State:
    data = session.get(SESSION_KEY)
    if data and data.get("flow") == flow.slug:
        try:
            return State.from_session(data, flow.schema_version)
        except (TypeError, ValueError, KeyError):
            flash(gettext("We could not read your answers, so we started again."), "notice")
    return State({"schema_version": flow.schema_version})


def save(flow, state: State) -> None:
    session[SESSION_KEY] = {"flow": flow.slug, **state.to_session()}


class FreshForm:
    """A question's empty form, built only if the page reads it. A question as first asked
    usually comes whole from the fragment cache (interview.web.fragments), so the form is not
    needed at all."""

    fresh = True
    errors: dict = {}

    def __init__(self, build):
        self._build, self._form = build, None

    def __getattr__(self, name):
        if self._form is None:
            self._form = self._build()
        return getattr(self._form, name)


def local_now(flow) -> dt.datetime:
    """Now where the ordinance applies (interview.engine.clock), as the deployment set it up: naive,
    like the moments in the facts."""
    return clock.now_in(current_app.extensions["time_zones"][flow.slug]).replace(tzinfo=None)


def local_today(flow) -> dt.date:
    return local_now(flow).date()


def _form_for(flow, step: Step, state: State, formdata=None):
    node = flow.router.node(step.node)
    form_class = current_app.extensions["forms"][flow.slug][node.id]
    if formdata is not None:
        form = form_class(formdata=formdata)
        form.today = local_today(flow)  # "today or in the past" is the place's today
        form.fresh = False
        return node, form
    value = st.current_value(node, state, step.index)
    if value is None:  # nothing chosen or typed yet: the question as everyone sees it
        return node, FreshForm(form_class)
    form = form_class()
    if isinstance(form, DateAnswerForm):
        form.prefill(value, st.is_approximate(node, state, step.index))
    else:
        form.answer.data = value
    form.fresh = False
    return node, form


def _to_question(slug: str):
    """Redirect to the current question; the fragment scrolls past a long transcript."""
    return redirect(url_for("interview.question", slug=slug, _anchor="question"))


def _render_question(flow, state, walk, form, node, status=200, more=()):
    glossary = [flow.questions.glossary[k] for k in node.glossary if k in flow.questions.glossary]
    index = walk.current.index
    return render_template("interview.html", flow=flow, node=flow.router.worded(node, state, index),
                           variant=flow.router.variant(node, state, index), form=form,
                           step=walk.current, transcript=st.transcript(flow, state, walk),
                           progress=flow.section_map.progress(state, walk.steps, walk.current),
                           errors=[] if form.fresh else [*field_ids(form), *more],
                           glossary=glossary,
                           fresh=form.fresh,
                           can_go_back=walk.last_asked is not None,
                           changing=state.editing is not None), status


def _walk(flow, state: State, today: dt.date | None = None):
    """The walk, asking only what can change the answer (interview.toolkit.relevance). The state is
    saved when it judged afresh (a new day, a hand-off link), for the next page trusts its memo,
    or when it answered a question for the person ("Not sure" after "I do not know")."""
    memo = state.memo
    route, answered = relevance.walk_answering(flow, state, today or local_today(flow))
    if state.memo != memo or answered:
        save(flow, state)
    return route


# An answer made a question the walk had skipped matter: the walk stops there.
EARLIER_QUESTION = N_("Because of what you just told us, we need one more answer about an "
                      "earlier question.")


@bp.get("/")
def question(slug: str):
    flow = _flow(slug)
    state = load(flow)
    walk = _walk(flow, state)
    if walk.complete:
        return redirect(url_for("interview.check", slug=slug))
    node, form = _form_for(flow, walk.current, state)
    return _render_question(flow, state, walk, form, node)


@bp.get("/check")
def check(slug: str):
    """Every answer, grouped by section, each with Change; then the result (GOV.UK's "check
    your answers"). Nothing is worked out here: the result page assesses."""
    flow = _flow(slug)
    state = load(flow)
    walk = _walk(flow, state)
    if not walk.complete:
        return _to_question(slug)
    rows = st.transcript(flow, state, walk)
    sections = flow.questions.sections
    groups: list[tuple[str | None, list]] = []
    for row in rows:
        title = sections[row.section].title if row.section in sections else None
        if not groups or groups[-1][0] != title:
            groups.append((title, []))
        groups[-1][1].append(row)
    return render_template("check.html", flow=flow, groups=groups,
                           to_remove=_typed_to_remove(flow, state, walk),
                           result_url=url_for("interview.result", slug=slug))


def _typed_to_remove(flow, state: State, walk) -> list[st.TranscriptRow]:
    """What the person typed that the result page will remove (``finished``), as a change
    took it off the path: shown here first, while changing the answer back still keeps it."""
    kept = State(copy_facts(state.facts), dict(state.control))
    flow.router.prune(kept, walk)
    gone = _typed(flow, state) - _typed(flow, kept)
    return [st.TranscriptRow(flow, state, Step(node_id, None))
            for node_id in flow.questions.nodes if node_id in gone]


@bp.post("/answer")
def answer(slug: str):
    flow = _flow(slug)
    state = load(flow)
    walk = _walk(flow, state)
    posted = Step(request.form.get("node", ""), _index(request.form.get("index", "")))
    if walk.complete or posted != walk.current:
        flash(gettext("That answer was for a different question. Here is the current one."),
              "notice")
        return _to_question(slug)
    node, form = _form_for(flow, walk.current, state, formdata=request.form)
    if form.validate():
        trial = state.trial()
        approximate = bool(getattr(form, "approximate", None) and form.approximate.data)
        st.apply(node, trial, posted.index, form.value(), approximate)
        flow.router.settle_gate(node, trial, posted.index)
        dropped, problems = drop_later_conflicts(flow, walk, state, trial, form.today)
        asked_again = [gettext("Your answer to \u201c%(question)s\u201d no longer fits with "
                               "this one, so we will ask it again.",
                               question=gettext(flow.router.node(later.node).text))
                       for later in dropped]
        # Judged now, on the new answers: the memo goes into the cookie with them.
        ahead = relevance.walk(flow, trial, form.today)
        if not ahead.complete and ahead.current in walk.skipped:
            asked_again.append(gettext(EARLIER_QUESTION))
        # A problem this answer still makes (a date before the notice): the person must fix
        # it here, not meet it later on the result page.
        problem = (in_words(flow.questions, node, posted.index, problems[0], gettext)
                   if problems else None)
        sent = {**session, SESSION_KEY: {"flow": flow.slug, **trial.to_session()}}
        if asked_again:  # the notes travel in the cookie too (Flask's flash)
            sent["_flashes"] = [*session.get("_flashes", []),
                                *(("notice", m) for m in asked_again)]
        shorten = []
        if problem is None and not fits(current_app, sent):
            # Answers live only in the cookie; a browser would silently drop an oversized one.
            # Rare (interview.web.text_limits): the longest typed answers are named, to shorten.
            problem = gettext("Your answers are now too long for us to keep without storing "
                              "them. Make one of your longest answers shorter.")
            shorten = to_shorten(flow, trial, [*walk.steps, posted], posted)
        if problem is None:
            save(flow, trial)
            for message in asked_again:  # counted in the cookie's size above
                flash(message, "notice")
            return _to_question(slug)
        (form.day if isinstance(form, DateAnswerForm) else form.answer).errors = [problem]
        return _render_question(flow, state, walk, form, node, status=400, more=shorten)
    return _render_question(flow, state, walk, form, node, status=400)


def _index(raw: str) -> int | None:
    # Not just isdigit(): "²" is a digit to str.isdigit() but not to int(), which raised (a 500).
    # And short: int() of 4,301 digits raises too.
    return int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 6 else None


@bp.get("/change/<node>/<int(signed=True):index>")
def change(slug: str, node: str, index: int):
    flow = _flow(slug)
    state = load(flow)
    walk = _walk(flow, state)
    target = Step(node, None if index < 0 else index)
    # A question the interview skipped can be answered too: the walk then stops at it.
    if target in walk.steps or target in walk.skipped:
        _edit(flow, state, target)
    return _to_question(slug)


def _edit(flow, state: State, step: Step) -> None:
    """Make an answered (or skipped) step the current question again, keeping every
    answer."""
    state.editing = (step.node, step.index)
    save(flow, state)


@bp.post("/back")
def back(slug: str):
    flow = _flow(slug)
    state = load(flow)
    walk = _walk(flow, state)
    if walk.last_asked:
        _edit(flow, state, walk.last_asked)
    return _to_question(slug)


@bp.post("/leave")
def leave(slug: str):
    """Leave the question being changed as it was (Change, "Answer it" or Back put it there):
    on to the answers to check, or the question the person had reached."""
    flow = _flow(slug)
    state = load(flow)
    if state.editing is not None:
        state.editing = None
        save(flow, state)
    if _walk(flow, state).complete:
        return redirect(url_for("interview.check", slug=slug))
    return _to_question(slug)


@bp.route("/restart", methods=["GET", "POST"])
def restart(slug: str):
    """Start over: a GET asks first (templates/_start_over.html), the POST wipes the answers."""
    flow = _flow(slug)
    if request.method == "GET":
        keep = "interview.result" if request.args.get("back") == "result" else "interview.question"
        return render_template("start_over.html", flow=flow, keep_url=url_for(keep, slug=slug))
    session.pop(SESSION_KEY, None)
    return redirect(url_for("interview.question", slug=flow.slug))


def _snapshot(state: State) -> str:
    return json.dumps([state.facts, state.control, state.editing], sort_keys=True)


class Finished:
    """A completed interview, assessed: what the result page and the documents show."""

    def __init__(self, flow, state, walk, assessment, locale: str, now: dt.datetime):
        self.flow, self.state, self.walk, self.assessment = flow, state, walk, assessment
        self.now = now
        self.wording = Wording(flow, locale, gettext,
                               current_app.config.get("PLACES", {}).get(flow.slug))
        self.doc = documents.assessment_document(
            flow, state.facts, assessment, self.wording, now,
            current_app.config.get("CONTACTS", {}).get(flow.slug))

    def in_language(self, locale: str) -> Finished:
        """The same assessment worded in another language (call under force_locale)."""
        return Finished(self.flow, self.state, self.walk, self.assessment, locale, self.now)


# Answers changed so that words the person typed (a complaint statement) no longer apply.
TYPED_DROPPED = N_("You changed an answer, so some words you typed no longer apply. We "
                   "removed them.")


def _typed(flow, state: State) -> set[str]:
    """The typed answers outside any loop that the answers hold."""
    return {node.id for node in flow.questions.nodes.values()
            if node.type == "text" and node.fact and not node.loop
            and st.current_value(node, state, None) is not None}


def finished(flow):
    """The assessed interview, or a response to send instead (not finished, or facts that do
    not fit together)."""
    from flask_babel import get_locale

    state = load(flow)
    now = local_now(flow)
    today = now.date()
    walk = _walk(flow, state, today)
    if not walk.complete:
        return redirect(url_for("interview.question", slug=flow.slug))
    before = _snapshot(state)
    typed = _typed(flow, state)
    flow.router.prune(state, walk)
    if _snapshot(state) != before:  # else the cookie stays as it is: no Set-Cookie to sign
        if typed - _typed(flow, state):  # say so: it may be a whole complaint statement
            flash(gettext(TYPED_DROPPED), "notice")
        # The result was routed with the dropped answers still there (a second incident after
        # "no more incidents" was answered): route again on what is assessed. A question
        # skipped while they were there may matter without them.
        walk = relevance.walk(flow, state, today)
        save(flow, state)
        if not walk.complete:
            flash(gettext(EARLIER_QUESTION), "notice")
            return redirect(url_for("interview.question", slug=flow.slug))
    problems = validate(flow, state.facts, today)
    if problems:  # should not happen: every answer was checked as it was given
        current_app.logger.warning("interview facts failed validation: %d problem(s)",
                                   len(problems))
        return render_template("error.html", message=gettext(
            "Some answers do not fit together. Please check them."), status=400), 400
    assessment = flow.assess(state.facts, today)
    routed = flow.router.node(walk.current.node).status
    if routed is not None and routed != assessment.status["likely"]:
        # A defect in the flow's routing; `interview flows check` proves this never happens.
        current_app.logger.error("routing reached %s but the assessment says %s",
                                 walk.current.node, assessment.status["likely"])
    return Finished(flow, state, walk, assessment, str(get_locale() or "en"), now)


@bp.get("/result")
def result(slug: str):
    done = finished(_flow(slug))
    if not isinstance(done, Finished):
        return done
    return render_template("result.html", **result_page.context(done))
