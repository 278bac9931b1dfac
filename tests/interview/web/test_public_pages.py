"""Public pages are for the public (issue 28, item 8): a favicon, no author's tool on the start
page unless the deployment asks for it, and one language switcher there."""
import pytest

from interview import create_app
from tests.interview.web.test_interview_views import URL, page, walk
from tests.journeys import BITE_AT_LARGE

PAGES = ["/", "/?lang=ar", URL, "/flows/river-hills/law", "/flows/river-hills/law/2.14(2)",
         "/flows/river-hills/map", "/no-such-page"]


@pytest.mark.parametrize("url", PAGES)
def test_every_page_names_its_icon_and_the_icon_is_served(client, url):
    """Without a <link rel=icon> a browser asks for /favicon.ico, and every page logged a 404."""
    icons = page(client.get(url)).select("head link[rel~=icon]")
    assert len(icons) == 1
    icon = client.get(icons[0]["href"])
    assert icon.status_code == 200 and icon.mimetype == icons[0]["type"] == "image/svg+xml"
    assert icons[0]["href"].startswith("/static/")  # a file, cached; not a view per request


def test_the_result_page_names_its_icon_too(client, app):
    soup = page(walk(client, app, BITE_AT_LARGE))
    assert soup.select_one("head link[rel~=icon]")["href"] == "/static/favicon.svg"


def _map_links(soup):
    return [a["href"] for a in soup.find_all("a", href=True) if "/map" in a["href"]]


def test_the_start_page_does_not_link_the_flow_map_unless_the_deployment_asks(client):
    """The map names internal states, untranslated, on a page 10,000 px tall: an author's
    tool, not a page for the public."""
    assert not _map_links(page(client.get("/")))
    assert client.get("/flows/river-hills/map").status_code == 200  # still there for authors
    authors = create_app({"TESTING": True, "SECRET_KEY": "test", "FLOW_MAP_LINKS": True})
    soup = page(authors.test_client().get("/"))
    assert sorted(_map_links(soup)) == ["/flows/city-90-17/map", "/flows/river-hills/map"]


def test_the_setting_is_documented():
    from tests.conftest import ROOT
    assert "FLOW_MAP_LINKS" in (ROOT / "instance" / "config.example.toml").read_text("utf-8")
    assert "FLOW_MAP_LINKS" in (ROOT / "docs" / "deploying.md").read_text("utf-8")


@pytest.mark.parametrize("url", ["/", "/?lang=ar", "/?place=nowhere"])
def test_the_start_page_offers_the_languages_once(client, url):
    soup = page(client.get(url))
    switchers = [ul for ul in soup.find_all("ul") if ul.find(attrs={"hreflang": "es"}) or
                 ul.find(attrs={"lang": "es"})]
    assert len(switchers) == 1 and switchers[0].find_parent("nav")["class"] == ["language-choice"]
    assert len(soup.find_all(string="Español")) == 1


@pytest.mark.parametrize("url", [URL, "/flows/river-hills/law", "/no-such-page"])
def test_every_other_page_keeps_its_switcher_in_the_header(client, url):
    soup = page(client.get(url))
    assert soup.select_one("header nav.language-switch a[hreflang=es]")
    assert len(soup.find_all(string="Español")) == 1
