"""A Babel extractor for flow YAML, registered as the ``flow_yaml`` entry point, so
``pybabel extract`` finds every question, option label, help text and glossary entry
(questions.yaml), and the flow's titles and neutral place and office names (flow.yaml)."""
from __future__ import annotations

import yaml

from interview.toolkit.flowdata import translatable_strings
from interview.toolkit.questions_file import parse_questions


def extract_flow_yaml(fileobj, keywords, comment_tags, options):
    """Yield (lineno, funcname, message, comments) as Babel expects."""
    raw = fileobj.read()
    text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    lines = text.splitlines()
    data = yaml.safe_load(text) or {}
    found = (translatable_strings(parse_questions(data)) if "nodes" in data
             else [*((k, data[k]) for k in ("title", "short_title") if data.get(k)),
                   *((f"place.{k}", v) for k, v in (data.get("place_defaults") or {}).items())])
    for where, message in found:
        lineno = next((n for n, line in enumerate(lines, 1) if message in line), 0)
        yield lineno, None, message, [f"flow node: {where}"]
