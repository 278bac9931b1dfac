"""The Flask application factory."""
from __future__ import annotations

import datetime as dt
import os
import tomllib
from pathlib import Path

from flask import (
    Flask,
    before_render_template,
    current_app,
    flash,
    render_template,
    request,
    session,
)
from flask_babel import Babel, get_locale, gettext
from flask_wtf.csrf import CSRFError, CSRFProtect
from jinja2 import ChoiceLoader, FileSystemLoader, PrefixLoader
from werkzeug.exceptions import SecurityError

from interview.engine import glosses
from interview.engine.assessment import STAYS_ON_HOLD
from interview.engine.clock import place_zones
from interview.engine.languages import SOURCE_LANGUAGE, load_languages
from interview.engine.working import Working, day_not_counted
from interview.toolkit.registry import flows
from interview.web import security, template_helpers, text_limits
from interview.web.forms import build_forms
from interview.web.fragments import FragmentCache
from interview.web.sessions import UNREADABLE, NoticingSessionInterface, value_room

ROOT = Path(__file__).resolve().parents[2]
csrf = CSRFProtect()


def current_language():
    """The person's language: chosen here (kept in the session, beside the answers), else the
    browser's Accept-Language, else the default. An unknown code is ignored. Worked out once
    per request: every template rendered asks again."""
    memo = per_request()
    found = memo.get("language")
    if found is None:
        found = memo["language"] = _choose_language()
    return found


def per_request() -> dict:
    """What is worked out once per request. Kept in the WSGI environ, not ``g``: the app
    context, and so ``g``, may outlive a request (Flask's test client reuses it)."""
    return request.environ.setdefault("interview.memo", {})


def _choose_language():
    languages = current_app.extensions["languages"]
    lang = request.args.get("lang")
    if lang in languages:
        session["lang"] = lang
    chosen = session.get("lang")
    if chosen not in languages:
        chosen = (request.accept_languages.best_match(list(languages))
                  or current_app.config["BABEL_DEFAULT_LOCALE"])
    return languages.get(chosen) or languages[SOURCE_LANGUAGE]


def select_locale():
    # A Babel Locale, not a code: Hmong's is built by us (interview.engine.languages).
    return current_language().locale


def create_app(test_config: dict | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=True,
                template_folder=str(ROOT / "templates"), static_folder=str(ROOT / "static"))
    app.config.from_mapping(
        SECRET_KEY=os.environ.get("SECRET_KEY"),  # required in production: interview.web.security
        # Flask-Babel looks beside the package by default; our catalogs are top level.
        BABEL_TRANSLATION_DIRECTORIES=str(ROOT / "translations"),
        BABEL_DEFAULT_LOCALE="en",
        MAX_CONTENT_LENGTH=256 * 1024,
        PERMANENT_SESSION_LIFETIME=dt.timedelta(hours=3),
        WTF_CSRF_TIME_LIMIT=None,  # a form's token lasts as long as the answers (the session)
        WTF_CSRF_SSL_STRICT=False,  # pages send no Referer to check: security.same_origin_forms
        SESSION_COOKIE_SAMESITE="Lax",
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SECURE=os.environ.get("INTERVIEW_HTTPS") == "1",  # served over HTTPS
        RATELIMIT_STORAGE_URI=os.environ.get("RATELIMIT_STORAGE_URI", "memory://"),
        RATELIMIT_API="60 per minute",  # per client
        RATELIMIT_DOCUMENTS="30 per minute",  # letters, checklists and calendars to keep
        RATELIMIT_PDF="10 per minute",  # per client: a PDF is ~0.15-0.3 s of a renderer's CPU
        RATELIMIT_PDF_ALL="60 per minute",  # all clients together: under 1/6 of two cores
        PDF_TIMEOUT_SECONDS=20,  # a PDF renderer is killed after this (under gunicorn's 30 s)
        FLOW_DIRS=(),
        CONTACTS={}, HELP={},  # offices, and help beyond the guide: interview/web/get_help.py
        PLACES={},  # per flow: name, title and office names; see instance/config.example.toml
        DEFAULT_FLOW=None,  # a kiosk in one town goes straight to that town's interview
        FLOW_MAP_LINKS=False,  # the start page links each flow's map (an author's tool)
        LANGUAGES=("en", "es", "ar", "hmn"),  # each needs translations/<code>/
        KIOSK=os.environ.get("INTERVIEW_KIOSK") == "1",
        KIOSK_IDLE_SECONDS=90,  # then "Still there?" ...
        KIOSK_WARNING_SECONDS=30,  # ... then everything is cleared
        HANDOFF_TTL_SECONDS=24 * 3600,  # how long a "continue on your phone" link works
        HANDOFF_BASE_URL=None,  # the public site the phone should open; default: this one
        PROXY_FIX_X_FOR=int(os.environ.get("PROXY_FIX_X_FOR", "0")),  # proxies in front of us
        FRAGMENT_CACHE=True,  # parts of pages the same for everyone: interview.web.fragments
        FRAGMENT_CACHE_SIZE=4096,  # fragments kept at most, per worker ...
        FRAGMENT_CACHE_CHARS=4_000_000,  # ... and characters of HTML (keys are ≤ 16-byte digests)
    )
    config_file = Path(app.instance_path) / "config.toml"
    if test_config is None and config_file.is_file():
        app.config.from_file(str(config_file), load=tomllib.load, text=False)
    if test_config:
        app.config.from_mapping(test_config)

    security.settle(app)  # the secret key, the session cookie's name, TRUSTED_HOSTS
    app.wsgi_app = security.WholeBody(app.wsgi_app, app)  # before a proxy's headers are read
    if app.config["PROXY_FIX_X_FOR"]:
        # Behind N trusted proxies: rate limits count the real client, not the proxy.
        from werkzeug.middleware.proxy_fix import ProxyFix
        hops = app.config["PROXY_FIX_X_FOR"]
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops)

    # Built once at start-up, shared by every request.
    app.extensions["flows"] = flows(*map(Path, app.config["FLOW_DIRS"]))
    app.extensions["time_zones"] = place_zones(app.extensions["flows"], app.config["PLACES"])
    for slug in (s for s, z in app.extensions["time_zones"].items() if z is None):
        app.logger.warning("%s: no time zone (PLACES.%s.time_zone); its deadlines use the "
                           "server's date", slug, slug)
    app.extensions["languages"] = load_languages(app.config["LANGUAGES"])
    app.extensions["forms"] = {slug: build_forms(f.questions.nodes, text_limits.derive(
        f, app.config["LANGUAGES"], value_room(app)))
        for slug, f in app.extensions["flows"].items() if f.questions}
    # A flow's own templates (its letters) are "flows/<slug>/...": one folder adds an ordinance.
    app.jinja_loader = ChoiceLoader([app.jinja_loader, PrefixLoader({"flows": PrefixLoader({
        slug: FileSystemLoader(str(f.path / "templates"))
        for slug, f in app.extensions["flows"].items() if (f.path / "templates").is_dir()})})])
    app.session_interface = NoticingSessionInterface()
    Babel(app, locale_selector=select_locale)
    template_helpers.install(app.jinja_env)
    app.jinja_env.add_extension(FragmentCache)
    # Off when templates reload (development): a kept fragment would outlive its template.
    app.jinja_env.fragment_store.enabled = (bool(app.config["FRAGMENT_CACHE"])
                                            and not app.jinja_env.auto_reload)
    app.jinja_env.fragment_store.size = int(app.config["FRAGMENT_CACHE_SIZE"])
    app.jinja_env.fragment_store.max_chars = int(app.config["FRAGMENT_CACHE_CHARS"])
    csrf.init_app(app)
    _template_helpers(app)
    _error_pages(app)

    from interview.web import api, dead_end, document_views, interview_views, kiosk, pages

    app.register_blueprint(api.bp)
    csrf.exempt(api.bp)  # a JSON API with no cookies to ride on; CSRF does not apply
    app.register_blueprint(pages.bp)
    app.register_blueprint(interview_views.bp)
    app.register_blueprint(document_views.bp)
    app.register_blueprint(kiosk.bp)
    # "Finish and clear" must work from a page left open past its token's hour, or the next
    # person sees the answers. A forged one can only do what the idle timer does.
    csrf.exempt(kiosk.clear)
    kiosk.init_app(app)
    dead_end.init_app(app)
    # The phone page seals and draws the answers: with a long cookie, ~25 × a result page.
    security.init_app(app, {api.bp: "RATELIMIT_API", document_views.bp: "RATELIMIT_DOCUMENTS",
                            document_views.pdf: "RATELIMIT_PDF",
                            kiosk.phone: "RATELIMIT_DOCUMENTS"},
                      overall={document_views.pdf: "RATELIMIT_PDF_ALL"})
    glosses.init_app(app)  # after Compress: Flask runs the last registered hook first
    return app


def _template_helpers(app: Flask) -> None:
    @app.context_processor
    def globals_():
        language = current_language()
        return {"text_direction": language.direction, "current_locale": language.code,
                "current_language": language, "languages": app.extensions["languages"]}

    def human_date(value: str) -> str:
        """A day or a moment from the assessment JSON, as the CLI and the workings word it
        ("midnight at the end of ..." for a last moment at 00:00). One per request and
        locale: force_locale words the office's English copy inside another language's page."""
        locale, memo = str(get_locale() or "en"), per_request()
        key = ("working", locale)
        if key not in memo:
            memo[key] = Working(locale, template_helpers.gettext)
        return memo[key].due(value)

    def skipped_reason(skip: dict) -> str:
        """Why a day was not counted, in the reader's language (the assessment JSON keeps the
        English name)."""
        return day_not_counted(dt.date.fromisoformat(skip["date"]), skip["reason"],
                               get_locale(), template_helpers.gettext)

    app.jinja_env.globals.update(format_date=human_date, skipped_reason=skipped_reason,
                                 quote_clause=template_helpers.law_quote,
                                 stays_on_hold=STAYS_ON_HOLD)
    app.jinja_env.globals["clause_url"] = template_helpers.clause_url
    app.jinja_env.filters["figures"] = template_helpers.figures
    app.jinja_env.filters["whole_dates"] = template_helpers.whole_dates

    known_args = {"place": set(app.extensions["flows"]), "back": {"result"}}

    def language_url(code: str) -> str:
        """This page in another language."""
        build, endpoint, values = per_request().get("language_links") or _language_links()
        return build(endpoint, **values, lang=code)

    def _language_links():
        """How this page's language links are built, worked out once per page (a page has
        four). A page shown in answer to a POST (an answer with an error) switches on the page
        that asks the question, which a GET can reach."""
        from flask import url_for
        cached = template_helpers.cached_url
        if per_request().get("error_page"):
            # An error page's address may be made up (/interview/<anything>/): never keep it,
            # nor print it back (at a kiosk, beside a CSRF token). It switches the start page.
            links = (cached, "web.start", {})
        elif request.method == "GET" and request.endpoint:
            # Only arguments and values we know: a page never echoes a visitor-chosen string.
            args = {k: v for k, v in request.args.items() if v in known_args.get(k, ())}
            view_args = request.view_args or {}
            # Built once per page and language; a hand-off token is a person's, never kept.
            links = (url_for if "token" in view_args else cached, request.endpoint,
                     {**view_args, **args})
        elif request.endpoint == "interview.answer":
            links = (cached, "interview.question", dict(request.view_args or {}))
        else:
            links = (cached, "web.start", {})
        per_request()["language_links"] = links
        return links

    app.jinja_env.globals["language_url"] = language_url

    @before_render_template.connect_via(app)
    def mark_error_pages(_app, template, context, **extra):
        # Whoever renders it (an error handler, a bad hand-off link, the rate limiter), an
        # error page's address may be made up: language_url must not keep or repeat it.
        if template.name == "error.html":
            memo = per_request()
            memo["error_page"] = True
            memo.pop("language_links", None)  # in case a page began before the error

    def flow_title(flow, short: bool = False) -> str:
        """The deployment's name for the place (its own words), else the flow's, translated."""
        place = app.config.get("PLACES", {}).get(flow.slug, {})
        key = "short_title" if short else "title"
        return place.get(key) or template_helpers.gettext(
            flow.short_title if short else flow.title)

    app.jinja_env.globals["flow_title"] = flow_title

    @app.after_request
    def no_store(response):
        # Pages hold answers: no browser or proxy may keep a copy (Back after a kiosk reset
        # must show nothing). Static files carry no answers and may be cached.
        if request.endpoint != "static":
            response.headers["Cache-Control"] = "no-store"
        return response

    @app.before_request
    def tell_about_lost_session():
        if session.pop(UNREADABLE, False):
            flash(gettext("Your earlier answers had expired or could not be read, so we "
                          "started again."), "notice")


def _error_pages(app: Flask) -> None:
    def page(status: int, message: str):
        if request.path.startswith("/api/"):
            from interview.web.api import english_problem
            return english_problem(status)
        return render_template("error.html", message=message, status=status), status

    @app.errorhandler(CSRFError)
    def csrf_missing(_error):
        return page(400, gettext("This form had expired or was sent from somewhere else. Go "
                                 "back, reload the page and try again."))

    @app.errorhandler(400)
    def bad_request(error):
        if isinstance(error, SecurityError):
            # A Host outside TRUSTED_HOSTS: no address can be built for it, so no page.
            return app.response_class("Unknown host.", 400, mimetype="text/plain")
        return page(400, gettext("We could not understand that request."))

    @app.errorhandler(404)
    def not_found(_error):
        return page(404, gettext("There is no page at this address."))

    @app.errorhandler(405)
    def not_allowed(error):  # with the Allow header HTTP requires, which werkzeug had set
        response = app.make_response(page(405, gettext("This page cannot be used that way.")))
        response.headers["Allow"] = ", ".join(getattr(error, "valid_methods", None) or ())
        return response

    @app.errorhandler(413)
    def too_large(_error):
        return page(413, gettext("What you sent is too large."))

    @app.errorhandler(500)
    def server_error(_error):
        return page(500, gettext("Something went wrong on our side. Your answers are safe in "
                                 "your browser. Please try again."))
