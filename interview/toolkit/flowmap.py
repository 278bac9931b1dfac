"""A flow's map, drawn from transitions' own Mermaid output.

The SVG is rendered ahead of time (``make maps``: mermaid from npm in headless Chromium) and kept
in the flow's folder as ``map.svg``, stamped with the hash of the Mermaid source it was drawn
from. Pages stay light and script-free; a test fails if the map is older than the routes."""
from __future__ import annotations

import hashlib
import re

from transitions.extensions import GraphMachine

STAMP = re.compile(r"<!-- mermaid-source-sha256: ([0-9a-f]{64}) -->")


def mermaid_source(flow) -> str:
    """The flow's routing as Mermaid, from a GraphMachine with the same states and routes."""
    questions = flow.questions
    machine = GraphMachine(model=None, states=list(questions.nodes), initial=questions.start,
                           auto_transitions=False, graph_engine="mermaid",
                           show_conditions=True, title=flow.short_title)
    for node in questions.nodes.values():
        for route in node.routes:
            machine.add_transition("advance", node.id, route.to, conditions=list(route.if_),
                                   unless=list(route.unless))

    class Model:
        pass

    model = Model()
    machine.add_model(model)
    # A 40-question flow drawn left to right is too wide to read; top to bottom scrolls.
    return model.get_graph().draw(None).replace("direction LR", "direction TB", 1)


def source_hash(source: str) -> str:
    return hashlib.sha256(source.encode("utf-8")).hexdigest()


def stamped_hash(svg_text: str) -> str | None:
    match = STAMP.search(svg_text)
    return match.group(1) if match else None


def routes_table(flow) -> list[dict]:
    """The same graph as text: for each node, its question and its routes in order."""
    rows = []
    for node in flow.questions.nodes.values():
        rows.append({"id": node.id, "text": node.text, "type": node.type,
                     "routes": [{"to": r.to, "if": list(r.if_), "unless": list(r.unless)}
                                for r in node.routes]})
    return rows
