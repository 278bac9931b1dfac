"""Gunicorn settings for production (`make serve`) and the benchmarks (`make bench`, `make soak`).

Sync workers: each serves one request at a time, start to end, so a client that sends or reads
slowly would hold a whole worker. They must never face clients directly: `make serve`
(deploy/serve.py) binds them to a Unix socket behind nginx, which reads each request whole and
takes each response at once (deploy/nginx.conf, docs/deploying.md). Run on their own (the
benchmarks, tests), they listen on 127.0.0.1:$PORT.

Everything that differs between machines comes from the environment:
  PORT             the port on 127.0.0.1 (default 8000); under `make serve`, nginx's
  WEB_CONCURRENCY  worker processes (default 2: one per core on the reference machine)
  SECRET_KEY       read by the app itself, which refuses to start without it (or SECRET_KEY in
                   instance/config.toml): see interview/web/security.py
"""
import os

from gunicorn.glogging import Logger

wsgi_app = "interview:create_app()"
bind = f"127.0.0.1:{int(os.environ.get('PORT', '8000'))}"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))

# Access log: method, status, bytes sent, time taken in ms. Never the URL: not %(r)s (request
# line), %(U)s (path) or %(q)s (query string), nor the referer %(f)s, which is a URL too. An
# address can carry personal data: /resume/<token> holds the encrypted hand-off of someone's
# answers (valid for a day), and a query string may hold what a person typed. Logs are kept
# longer and read by more people than the answers ever should be. The client address is left
# out too: behind the proxy it is the proxy's, and the proxy keeps its own log.
accesslog = "-"
access_log_format = '%(m)s %(s)s %(B)s %(M)sms'
errorlog = "-"



class AddressFreeLogger(Logger):
    """gunicorn's own messages, less the request's address (see the access log above). It
    names it when a request fails outside the app ("Error handling request /resume/...") and
    in a malformed request's error ("Invalid request from ip=...: ... line: 'GET /...'")."""

    def exception(self, msg, *args, **kwargs):
        if str(msg).startswith("Error handling request"):
            msg, args = "Error handling request (its address is not logged)", ()
        super().exception(msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if str(msg).startswith("Invalid request from ip="):
            msg, args = "Invalid request (its line is not logged)", ()
        super().warning(msg, *args, **kwargs)


logger_class = AddressFreeLogger


def pre_request(worker, req):
    """gunicorn's default logs "<method> <path>" at debug level, the level turned on to find a
    fault: a path is an address too."""
    worker.log.debug("%s request", req.method)


# Gunicorn 27's control socket is one path per user (~/.gunicorn/gunicorn.ctl): two servers on a
# machine (the benchmark runs two) would fight over it, and nothing here uses it.
control_socket_disable = True


def post_worker_init(worker):
    """The first worker says, once, when rate limits are counted per worker (in memory)."""
    if worker.age != 1:
        return
    from interview.web.security import unshared_rate_counts
    message = unshared_rate_counts(getattr(worker.wsgi, "config", {}), worker.cfg.workers)
    if message:
        worker.log.warning(message)
