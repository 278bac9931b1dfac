"""Deployment config: contacts come from config; without them the wording stays neutral."""
import tomllib
from pathlib import Path

from bs4 import BeautifulSoup

from interview import create_app
from tests.interview.web.test_interview_views import walk
from tests.journeys import BITE_AT_LARGE

ROOT = Path(__file__).resolve().parents[2]


def _result(config):
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": True, **config})
    client = app.test_client()
    return BeautifulSoup(walk(client, app, BITE_AT_LARGE).data, "html.parser").text


def test_contacts_come_from_config():
    text = _result({"CONTACTS": {"river-hills": {"police_name": "Test Police Department",
                                                 "police_phone": "555-0100"}}})
    assert "Test Police Department" in text and "555-0100" in text


def test_office_named_by_the_flow_without_contacts():
    # River Hills names its own police department; only a flow that names none stays neutral.
    assert "the River Hills Police Department" in _result({})


def test_example_config_parses():
    config = tomllib.loads((ROOT / "instance" / "config.example.toml").read_text("utf-8"))
    assert "river-hills" in config["CONTACTS"]
