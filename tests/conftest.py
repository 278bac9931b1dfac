import datetime as dt
import json
from pathlib import Path

import pytest

from interview import create_app
from interview.toolkit.registry import flows

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "docs" / "sample-facts"


@pytest.fixture(scope="session")
def app():
    app = create_app({"TESTING": True, "SECRET_KEY": "test"})
    yield app


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture()
def runner(app):
    return app.test_cli_runner()


@pytest.fixture(scope="session")
def river_hills():
    return flows()["river-hills"]


@pytest.fixture()
def sample_facts():
    return json.loads((SAMPLE / "river-hills-dangerous.json").read_text(encoding="utf-8"))


TODAY = dt.date(2026, 9, 10)
