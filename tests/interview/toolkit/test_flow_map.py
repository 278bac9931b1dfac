"""The flow map: drawn from transitions' Mermaid output, and never older than the routes."""
from bs4 import BeautifulSoup

from interview.toolkit.flowmap import mermaid_source, source_hash, stamped_hash
from interview.toolkit.registry import flows


def test_mermaid_source_comes_from_transitions():
    source = mermaid_source(flows()["river-hills"])
    assert source.lstrip("-\n ").startswith("State Machine") or "stateDiagram" in source
    assert "ask_other_injury --> ask_serious_injury" in source


def test_committed_map_matches_the_current_routes():
    for flow in flows().values():
        if flow.questions is None:
            continue
        svg = (flow.path / "map.svg").read_text(encoding="utf-8")
        assert stamped_hash(svg) == source_hash(mermaid_source(flow)), (
            f"{flow.slug}/map.svg is out of date: run `make maps`")
        assert "<svg" in svg and "<script" not in svg


def test_map_page_has_the_diagram_and_the_text(client):
    soup = BeautifulSoup(client.get("/flows/river-hills/map").data, "html.parser")
    assert soup.find("img", src="/flows/river-hills/map.svg")["alt"]
    assert soup.find(id="node-ask_asker")
    svg = client.get("/flows/river-hills/map.svg")
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml"
