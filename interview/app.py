"""The Flask application factory."""
from __future__ import annotations

import os
import tomllib
from pathlib import Path

from flask import Flask
from flask_babel import Babel

from interview.registry import flows

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en",)


def select_locale():
    from flask import request

    return request.accept_languages.best_match(LANGUAGES) or "en"


def create_app(test_config: dict | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=True,
                template_folder=str(ROOT / "templates"), static_folder=str(ROOT / "static"))
    app.config.from_mapping(
        SECRET_KEY=os.environ.get("SECRET_KEY", "dev-only-not-secret"),
        # Flask-Babel looks beside the package by default; our catalogs are top level.
        BABEL_TRANSLATION_DIRECTORIES=str(ROOT / "translations"),
        BABEL_DEFAULT_LOCALE="en",
        MAX_CONTENT_LENGTH=256 * 1024,
        FLOW_DIRS=(),
        JSON_SORT_KEYS=False,
    )
    config_file = Path(app.instance_path) / "config.toml"
    if test_config is None and config_file.is_file():
        app.config.from_file(str(config_file), load=tomllib.load, text=False)
    if test_config:
        app.config.from_mapping(test_config)

    # Built once at start-up, shared by every request.
    app.extensions["flows"] = flows(*map(Path, app.config["FLOW_DIRS"]))
    Babel(app, locale_selector=select_locale)

    from interview import api, web

    app.register_blueprint(api.bp)
    app.register_blueprint(web.bp)
    return app
