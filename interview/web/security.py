"""What a public service owes hostile and curious visitors: a key it refuses to run without,
strict response headers, and rate limits on the expensive endpoints.

The pages have no inline script or style (a test walks every template), so the Content Security
Policy needs no 'unsafe-inline'."""
from __future__ import annotations

import io
import os
import secrets

from flask import Blueprint, Flask, current_app, request
from flask_compress import Compress
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_wtf.csrf import CSRFError

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
       "font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; "
       "object-src 'none'; frame-ancestors 'none'")
HEADERS = {
    "Content-Security-Policy": CSP,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",  # frame-ancestors for browsers that predate it
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
}


class MissingSecretKey(RuntimeError):
    pass


MIN_SECRET_KEY_LENGTH = 32


def _check_fallbacks(fallbacks, relaxed: bool) -> None:
    """Old keys that still open cookies while a key is rotated: a list of strings, each as
    long as SECRET_KEY must be. A string on its own would be read one character at a time,
    and each character would open a forged cookie."""
    if not fallbacks:
        return
    if not isinstance(fallbacks, list | tuple) or not all(isinstance(k, str) for k in fallbacks):
        raise MissingSecretKey(
            "SECRET_KEY_FALLBACKS must be a list of old keys (e.g. SECRET_KEY_FALLBACKS = "
            "[\"...\"] in instance/config.toml), not a single string.")
    short = [k for k in fallbacks if len(k) < MIN_SECRET_KEY_LENGTH]
    if short and not relaxed:
        raise MissingSecretKey(
            f"SECRET_KEY_FALLBACKS holds a key shorter than {MIN_SECRET_KEY_LENGTH} "
            "characters; an old key opens cookies as the current one does, so it must be as "
            "hard to guess.")


def require_secret_key(app: Flask) -> None:
    """Sessions (the answers) and hand-off links are encrypted with keys from SECRET_KEY. A
    made-up key would let anyone forge a session; a per-process random one would log people
    out whenever a worker restarts and break a second instance. So production refuses to
    start without one. Development (``INTERVIEW_DEV=1``, as ``make run`` sets) and tests get a
    random key."""
    relaxed = app.testing or os.environ.get("INTERVIEW_DEV") == "1"
    _check_fallbacks(app.config.get("SECRET_KEY_FALLBACKS"), relaxed)
    key = app.config.get("SECRET_KEY")
    if key:
        if not relaxed and len(key) < MIN_SECRET_KEY_LENGTH:
            # "change me" (the example config's), a word, a short phrase: guessable offline
            # from any one cookie, and then every session can be forged.
            raise MissingSecretKey(
                f"SECRET_KEY is only {len(key)} characters long; use at least "
                f"{MIN_SECRET_KEY_LENGTH} random ones (e.g. `python -c 'import secrets; "
                "print(secrets.token_hex(32))'`). A short or made-up key can be guessed from "
                "one cookie, and then anyone's answers can be forged.")
        return
    if relaxed:
        app.config["SECRET_KEY"] = secrets.token_hex(32)
        return
    raise MissingSecretKey(
        "SECRET_KEY is not set. The guide encrypts each person's answers and hand-off "
        "links with keys made from it, and every instance must share it. Set the SECRET_KEY "
        "environment variable (e.g. `python -c 'import secrets; "
        "print(secrets.token_hex(32))'`), or SECRET_KEY in instance/config.toml. For local "
        "development only, INTERVIEW_DEV=1 uses a random key.")


def settle(app: Flask) -> None:
    """What production must have, or be told, before the first request: the secret key
    (``require_secret_key``), the session cookie's name and a word about hosts."""
    require_secret_key(app)
    name_the_session_cookie(app.config)
    message = untrusted_hosts(app.config, relaxed=app.testing
                              or os.environ.get("INTERVIEW_DEV") == "1")
    if message:
        app.logger.warning(message)


def name_the_session_cookie(config) -> None:
    """Over HTTPS, a cookie named ``__Host-session``: browsers keep a cookie of that name only
    if it is Secure, for the whole site (Path=/) and for this host alone (no Domain), so a
    sibling host on a county's shared domain (``www.example.gov``, or any host under it that
    someone else runs) cannot plant a session of its own choosing here. A deployment that sets
    a Domain or mounts the guide under a path gets ``__Secure-session``: Secure only. A name
    of the deployment's own choosing is left as it is."""
    if not config.get("SESSION_COOKIE_SECURE") or config.get("SESSION_COOKIE_NAME") != "session":
        return
    path = config.get("SESSION_COOKIE_PATH") or config.get("APPLICATION_ROOT") or "/"
    whole_host = path == "/" and not config.get("SESSION_COOKIE_DOMAIN")
    config["SESSION_COOKIE_NAME"] = "__Host-session" if whole_host else "__Secure-session"


def untrusted_hosts(config, relaxed: bool) -> str | None:
    """What to say at start-up when production takes any ``Host`` header."""
    if relaxed or config.get("TRUSTED_HOSTS"):
        return None
    return ("TRUSTED_HOSTS is not set, so any Host header is taken as this site's name: a "
            "request for Host: evil.example gets redirects, and a kiosk's hand-off link "
            "(without HANDOFF_BASE_URL), that point at evil.example. Set TRUSTED_HOSTS = "
            "[\"your.host.name\"] in instance/config.toml (docs/deploying.md).")


def unshared_rate_counts(config, workers: int) -> str | None:
    """What to say at start-up when each of several workers keeps its own rate counts (in
    memory, the default): a client then gets up to that many times each limit. gunicorn.conf.py
    says it, since only gunicorn knows how many workers there are."""
    if (config.get("RATELIMIT_ENABLED", True) and workers > 1
            and str(config.get("RATELIMIT_STORAGE_URI", "memory://")).startswith("memory")):
        return (f"Rate limits are counted in each of the {workers} worker processes apart, so "
                f"a client gets up to {workers} times each limit. Set RATELIMIT_STORAGE_URI to "
                "share the counts (docs/deploying.md).")
    return None


class WholeBody:
    """MAX_CONTENT_LENGTH for a body sent in chunks (no Content-Length). Werkzeug stops reading
    such a body at the limit without a word, so the app would act on the part it read: facts
    and an answer cut short. WSGI middleware, so it costs other requests one lookup: a body
    within the limit is handed on with its length; one over it is given a length over the
    limit, and werkzeug answers 413 when anything reads it."""

    def __init__(self, wsgi_app, app: Flask):
        self.wsgi_app, self.app = wsgi_app, app

    def __call__(self, environ, start_response):
        limit = self.app.config.get("MAX_CONTENT_LENGTH")
        if limit and "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower():
            body = environ["wsgi.input"].read(limit + 1)  # one byte more tells "over" from "at"
            # Now a body like any other (werkzeug ignores a length beside "chunked").
            del environ["HTTP_TRANSFER_ENCODING"]
            environ["wsgi.input"] = io.BytesIO(body[:limit])
            environ["CONTENT_LENGTH"] = str(len(body))
        return self.wsgi_app(environ, start_response)


# Fetch metadata: what the browser says about where a request came from. A form posted from
# a page of this site is "same-origin"; "none" is the person's own doing (an address typed).
SAME_ORIGIN = frozenset({"same-origin", "none"})


def same_origin_forms(app: Flask) -> None:
    """Refuse a form posted from another site, whatever its CSRF token says.

    Flask-WTF's check for HTTPS compares the Referer with the host, but every page is sent
    with ``Referrer-Policy: no-referrer`` (and then browsers send ``Origin: null`` too), so
    over HTTPS it refused every answer. Browsers send ``Sec-Fetch-Site`` whatever the referrer
    policy; one that does not (an old one) still has the token and SameSite=Lax. The JSON API
    is for other sites and holds no cookie to ride on."""
    @app.before_request
    def refuse_cross_site_forms():
        if request.method in ("GET", "HEAD", "OPTIONS") or request.blueprint == "api":
            return
        site = request.headers.get("Sec-Fetch-Site")
        if site is not None and site not in SAME_ORIGIN:
            raise CSRFError("The form was posted from another site.")


def log_errors_without_the_address(app: Flask) -> None:
    """Flask logs an error as "Exception on <path> [GET]": a path is an address, and
    /resume/<token> is a day-long hand-off of someone's answers. The endpoint names the page
    as well, and carries nothing a person typed."""
    def log_exception(exc_info) -> None:
        app.logger.error("Exception on %s [%s]", request.endpoint, request.method,
                         exc_info=exc_info)
    app.log_exception = log_exception


def init_app(app: Flask, limited: dict, overall: dict | None = None) -> None:
    """``limited``: blueprint or view function -> the config key of its limit per client ("30
    per minute"); ``overall``: view function -> the config key of its limit for all clients
    together. Flask-Limiter counts a blueprint's limit for each of its endpoints, and a view's
    own limit replaces its blueprint's. Counts live in RATELIMIT_STORAGE_URI: memory by
    default, Redis when scaled out."""
    app.config.setdefault("RATELIMIT_ENABLED", not app.testing)
    limiter = Limiter(get_remote_address, app=app, default_limits=[], headers_enabled=True)
    endpoints: set[str] = set()
    blueprints = {target.name for target in limited if isinstance(target, Blueprint)}
    views = [(target, key, None) for target, key in limited.items()
             if not isinstance(target, Blueprint)]
    views += [(target, key, lambda: "all clients") for target, key in (overall or {}).items()]
    for target, key in limited.items():
        if isinstance(target, Blueprint):
            limiter.limit(lambda key=key: current_app.config[key])(target)
    for target, key, key_func in views:
        # A view's own limit is checked by Flask-Limiter's wrapper around it, so the app must
        # call the wrapper.
        found = [e for e, view in app.view_functions.items()
                 if getattr(view, "__wrapped__", view) is target or view is target]
        if not found:
            raise ValueError(f"no route for {target.__name__}: register it before its limit")
        for endpoint in found:
            app.view_functions[endpoint] = limiter.limit(
                lambda key=key: current_app.config[key], key_func=key_func)(
                app.view_functions[endpoint])
        endpoints.update(found)
    site_wide = app.config.get("RATELIMIT_DEFAULT") or app.config.get("RATELIMIT_APPLICATION")

    @limiter.request_filter
    def not_limited() -> bool:
        # Every other page has no limit, yet Flask-Limiter would resolve its (empty) list of
        # limits on each request: ~4 % of a question page's time under load.
        return request.endpoint == "web.health" or (
            not site_wide and request.blueprint not in blueprints
            and request.endpoint not in endpoints)

    app.extensions["rate_limiter"] = limiter
    same_origin_forms(app)
    log_errors_without_the_address(app)
    # Pages go over the wire compressed (a result page: ~65 KB of HTML, ~12 KB sent). No page
    # reflects a visitor-chosen string beside a secret, so BREACH has nothing to work with
    # (see language_url in interview/web/app.py, which passes only known query arguments).
    app.config.setdefault("COMPRESS_ALGORITHM", ["br", "gzip"])
    app.config.setdefault("COMPRESS_ALGORITHM_STREAMING", ["br", "gzip"])  # static files too
    # The fastest levels: a 48 KB result page takes 0.09 ms at brotli 1 and 0.40 ms at the
    # default 4, and comes out 10.5 KB instead of 9.2 KB. Pages are made afresh every time.
    app.config.setdefault("COMPRESS_BR_LEVEL", 1)
    # Over HTTPS only. "" leaves it to the proxy: includeSubDomains on a county's main domain
    # would force HTTPS on all its hosts for a year.
    app.config.setdefault("HSTS", "max-age=31536000; includeSubDomains")
    app.config.setdefault("COMPRESS_LEVEL", 1)
    app.config.setdefault("COMPRESS_MIMETYPES", [
        "text/html", "text/css", "text/javascript", "application/javascript",
        "application/json", "application/problem+json", "application/schema+json",
        "image/svg+xml", "text/calendar"])
    Compress(app)

    @app.after_request
    def security_headers(response):
        # Each unless the view set its own (the flow map's CSP). One pass over the headers,
        # not one per name: werkzeug's setdefault scans them all each time (~10 µs a page).
        present = {key.lower() for key in response.headers.keys()}
        response.headers.extend([(name, value) for name, value in HEADERS.items()
                                 if name.lower() not in present])
        if app.config.get("SESSION_COOKIE_SECURE") and app.config.get("HSTS"):
            response.headers.setdefault("Strict-Transport-Security", app.config["HSTS"])
        return response

    @app.errorhandler(429)
    def too_many(error):
        from flask import render_template
        from flask_babel import gettext

        message = gettext("Too many requests in a short time. Please wait a minute and try "
                          "again.")
        if request.path.startswith("/api/"):
            from interview.web.api import problem
            response = problem(429, "Too many requests", f"Rate limit: {error.description}.")
        else:
            response = app.make_response(
                (render_template("error.html", message=message, status=429), 429))
        retry = getattr(error, "retry_after", None) or 60
        response.headers["Retry-After"] = str(retry)
        return response
