"""Documents to file and keep, from a finished interview: HTML to print, PDF, and .ics.

Each is rendered in the reader's language; when that is not English, an English copy for the
office follows it. Nothing is written to disk; responses are not cached."""
from __future__ import annotations

from flask import Blueprint, Response, abort, current_app, render_template, request, url_for
from flask_babel import force_locale, get_locale, gettext

from interview.engine import documents, glosses
from interview.formats import calendar_file, pdf_render
from interview.formats.pdf_render import PdfError
from interview.web import get_help
from interview.web.interview_views import Finished, _flow, finished

bp = Blueprint("documents", __name__, url_prefix="/interview/<slug>/documents")
# The help beyond this guide that the letters and the result page show: read once, here.
bp.record_once(lambda state: get_help.init_app(state.app))


def _render(done: Finished, name: str, locale: str, level: int = 1) -> str:
    """``level``: the letter's heading level (the English copy's sits under its own h2)."""
    flow = done.flow
    due = documents.letter_due(flow, name, done.doc)
    return render_template(
        documents.template(flow, name), doc=done.doc, flow=flow, facts=done.state.facts,
        level=level,
        # A letter's day to deliver it by: its own deadline, or the safe day standing in for it.
        due=due, counted=bool(due and due["id"] == documents.letters(flow)[name].deadline),
        time_of_day=lambda value: documents.time_of_day(value, get_locale()),
        place=done.wording.place, deadline=lambda i: documents.deadline(done.doc, i),
        contacts=current_app.config.get("CONTACTS", {}).get(flow.slug, {}), locale=locale,
        direction=current_app.extensions["languages"][locale].direction,
        status_name=lambda s: done.wording.status(s).lower() if s else "",
        declared_text=(done.wording.declared(done.doc["status"]["declared"])
                       if done.doc["status"].get("declared") else None),
        text=lambda i: done.wording.text(i) if i in done.wording.texts else "",
        cite=lambda i: documents.complaint_cites(flow, i),
        checklist=documents.checklist(flow),
        dated_by_latest=documents.checklist(flow).dated_by_latest(done.doc, done.state.facts),
        complaint=documents.complaint(flow, done.state.facts))


def _no_downloads_at_a_kiosk() -> None:
    """A kiosk prints or hands off to a phone; a file saved there would wait for the next
    person."""
    if current_app.config["KIOSK"]:
        abort(404)


def _document(slug: str, name: str):
    """(the finished interview, the HTML in the reader's language + an English copy)."""
    flow = _flow(slug)
    if name not in documents.titles(flow):
        abort(404)
    locale = str(get_locale() or "en")
    done = finished(flow)
    if not isinstance(done, Finished):
        return done, None
    if name not in documents.available(flow, done.doc, done.state.facts):
        abort(404)
    pages = [_render(done, name, locale)]
    if locale.split("_")[0] != "en":
        with force_locale("en"):  # the same assessment, worded for the office
            pages.append(_render(done.in_language("en"), name, "en", level=3))
    return done, pages


def _no_store(response: Response) -> Response:
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/<name>")
def html(slug: str, name: str):
    done, pages = _document(slug, name)
    if pages is None:
        return done
    return _no_store(Response(render_template("documents/page.html", pages=pages,
                                              title=gettext(documents.titles(done.flow)[name]),
                                              flow=done.flow,
                                              due=documents.letter_due(done.flow, name,
                                                                       done.doc),
                                              pdf_url=url_for("documents.pdf", slug=slug,
                                                              name=name),
                                              back_url=url_for("interview.result",
                                                               slug=slug)),
                              mimetype="text/html"))


@bp.get("/<name>.pdf")
def pdf(slug: str, name: str):
    _no_downloads_at_a_kiosk()
    done, pages = _document(slug, name)
    if pages is None:
        return done
    html_doc = render_template("documents/print.html", pages=pages, title=gettext(
        documents.titles(done.flow)[name]))
    try:
        data = pdf_render.render(glosses.mark_up(html_doc), base_url=request.url_root,
                                 static_dir=current_app.static_folder,
                                 timeout=current_app.config["PDF_TIMEOUT_SECONDS"])
    except Exception as error:  # noqa: BLE001 - any failure: say so plainly, offer the HTML
        # Another error's text may quote the document, i.e. someone's answers: log its kind
        # only. A PdfError's text is ours: the exit code and the kind of failure.
        detail = str(error) if isinstance(error, PdfError) else type(error).__name__
        current_app.logger.error("PDF generation failed for %s: %s", name, detail)
        return render_template("error.html", status=503, message=gettext(
            "We could not make the PDF. You can print the page instead."),
            link=url_for("documents.html", slug=slug, name=name)), 503
    response = Response(data, mimetype="application/pdf")
    response.headers["Content-Disposition"] = f'attachment; filename="{name}.pdf"'
    return _no_store(response)


@bp.get("/deadlines.ics")
def ics(slug: str):
    _no_downloads_at_a_kiosk()
    flow = _flow(slug)
    done = finished(flow)
    if not isinstance(done, Finished):
        return done
    title = gettext("Deadlines: %(place)s", place=flow.short_title)
    zone = current_app.extensions["time_zones"][flow.slug]
    taken = documents.taken_in(done.doc)
    response = Response(calendar_file.calendar(glosses.strip_all(done.doc), glosses.strip(title),
                                           zone, taken=taken),
                        mimetype="text/calendar")
    response.headers["Content-Disposition"] = 'attachment; filename="deadlines.ics"'
    return _no_store(response)
