"""Gunicorn settings for production (`make serve`) and the benchmarks (`make bench`, `make soak`).

Everything that differs between machines comes from the environment:
  PORT             the port on 127.0.0.1 (default 8000); a reverse proxy faces the internet
  WEB_CONCURRENCY  worker processes (default 2: one per core on the reference machine)
  SECRET_KEY       read by the app itself, which refuses to start without it (or SECRET_KEY in
                   instance/config.toml): see interview/security.py
"""
import os

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

# Gunicorn 27's control socket is one path per user (~/.gunicorn/gunicorn.ctl): two servers on a
# machine (the benchmark runs two) would fight over it, and nothing here uses it.
control_socket_disable = True


def post_worker_init(worker):
    """The first worker says, once, when rate limits are counted per worker (in memory)."""
    if worker.age != 1:
        return
    from interview.security import unshared_rate_counts
    message = unshared_rate_counts(getattr(worker.wsgi, "config", {}), worker.cfg.workers)
    if message:
        worker.log.warning(message)
