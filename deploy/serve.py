"""`make serve`: the guide as deployed, nginx in front of gunicorn, both in the foreground.

gunicorn (gunicorn.conf.py, sync workers) listens on a Unix socket in a private run folder, so
nothing reaches it but nginx; nginx (deploy/nginx.conf) listens on 127.0.0.1:$PORT, or on
$LISTEN, and reads each request whole before gunicorn sees it (docs/deploying.md says why).
The environment passes through to gunicorn (SECRET_KEY, WEB_CONCURRENCY, ...); PROXY_FIX_X_FOR
is 1 unless set, since nginx is always one proxy in front of the app.

This process watches both: when either ends, or on SIGTERM or SIGINT, it stops the other
(gracefully: gunicorn finishes its requests, nginx its responses), removes the run folder and
exits, non-zero if one of them failed, so that a service manager restarts the pair."""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GUNICORN = Path(sys.executable).parent / "gunicorn"
STARTUP_SECONDS = 60


def nginx_binary() -> str:
    found = os.environ.get("NGINX") or shutil.which("nginx") or "/usr/sbin/nginx"
    if not Path(found).exists():
        sys.exit("nginx is not installed: `make serve` installs Debian's (apt-get install nginx)")
    return found


def nginx_config(run: Path, listen: str, upstream: str) -> Path:
    text = (ROOT / "deploy" / "nginx.conf").read_text()
    for name, value in (("@RUN@", str(run)), ("@LISTEN@", listen), ("@UPSTREAM@", upstream)):
        text = text.replace(name, value)
    config = run / "nginx.conf"
    config.write_text(text)
    return config


def wait_for(path: Path, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while not path.exists():
        if process.poll() is not None or time.monotonic() > deadline:
            sys.exit(f"gunicorn did not start (exit {process.poll()})")
        time.sleep(0.05)


def main() -> int:
    listen = os.environ.get("LISTEN") or f"127.0.0.1:{int(os.environ.get('PORT', '8000'))}"
    # Readable by nginx's workers, which run as another user when it is started as root.
    run = Path(tempfile.mkdtemp(prefix="dog-guide-"))
    run.chmod(0o755)
    socket = run / "gunicorn.sock"
    env = {**os.environ, "PROXY_FIX_X_FOR": os.environ.get("PROXY_FIX_X_FOR", "1")}
    stopping = []
    signal.signal(signal.SIGTERM, lambda *_: stopping.append(True))
    signal.signal(signal.SIGINT, lambda *_: stopping.append(True))
    app = subprocess.Popen([str(GUNICORN), "--config", "gunicorn.conf.py",
                            "--bind", f"unix:{socket}"], cwd=ROOT, env=env)
    proxy = None
    try:
        wait_for(socket, app)
        socket.chmod(0o777)  # nginx's workers connect to it; the run folder is the gate
        proxy = subprocess.Popen([nginx_binary(), "-e", "stderr", "-p", str(run),
                                  "-c", str(nginx_config(run, listen, f"unix:{socket}")),
                                  "-g", "daemon off;"], cwd=run)
        print(f"serving on http://{listen} (nginx → gunicorn at {socket})", flush=True)
        while not stopping and app.poll() is None and proxy.poll() is None:
            time.sleep(0.2)
        failed = not stopping
    finally:
        for process, graceful in ((proxy, signal.SIGQUIT), (app, signal.SIGTERM)):
            if process is not None and process.poll() is None:
                process.send_signal(graceful)
        for process in (proxy, app):
            if process is not None:
                try:
                    process.wait(timeout=35)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        shutil.rmtree(run, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
