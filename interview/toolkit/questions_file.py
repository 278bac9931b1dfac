"""Reading a flow's ``questions.yaml`` into its questions (interview.toolkit.flowdata), and
refusing, with the place named, what the engine could not run: a key it does not know, a part
in the wrong shape, a route to no question, a skip it cannot judge, a gate it cannot keep."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import yaml

from interview.toolkit.flowdata import (
    ASK_WHEN,
    GATE_KEYS,
    QUESTION_TYPES,
    Given,
    GlossaryTerm,
    Loop,
    Node,
    Questions,
    Route,
    Section,
    Variant,
)


def _as_tuple(value) -> tuple[str, ...]:
    if value is None:
        return ()
    return (value,) if isinstance(value, str) else tuple(value)


def load_questions(path: Path) -> Questions:
    return parse_questions(yaml.safe_load(Path(path).read_text(encoding="utf-8")))


# Every key a questions.yaml may use: anything else is a typo ("help:" for "why:") that would
# otherwise be dropped without a word.
TOP_KEYS = frozenset({"start", "nodes", "loops", "glossary", "sections"})
NODE_KEYS = frozenset({"type", "text", "why", "fact", "control", "approximate", "none", "future",
                       "options", "sets", "glossary", "next", "min", "max", "max_length", "long",
                       "status", "section", "variants", "ask", *GATE_KEYS, "given"})
VARIANT_KEYS = frozenset({"when", "text", "why"})
GIVEN_KEYS = frozenset({"when", "value"})
ROUTE_KEYS = frozenset({"to", "if", "unless"})
LOOP_KEYS = frozenset({"first", "more", "fact"})
GLOSSARY_KEYS = frozenset({"term", "text", "cite"})
OPTION_KEYS = frozenset({"value", "label", "sets"})


def _refuse_wrong_shapes(raw) -> None:
    """Each part of questions.yaml in the shape the engine reads: a mapping where a mapping
    goes, a list where a list goes. Else a typo surfaces as a TypeError far from its line."""
    def need(where: str, value, kind: type, what: str) -> None:
        if not isinstance(value, kind):
            raise ValueError(f"questions.yaml: {where}: must be {what}, not {value!r:.40}")

    need("top level", raw, dict, "a mapping")
    need("start", raw.get("start"), str, "a question's name")
    need("nodes", raw.get("nodes"), dict, "a mapping of questions")
    for part in ("loops", "glossary", "sections"):
        need(part, raw.get(part) or {}, dict, "a mapping")
        for name, spec in (raw.get(part) or {}).items():
            need(f"{part} {name}", spec, dict, "a mapping")
    for name, spec in (raw.get("loops") or {}).items():
        for key in ("first", "more", "fact"):
            need(f"loop {name}, {key}", spec.get(key), str, "a name")
    for node_id, spec in raw["nodes"].items():
        need(f"node {node_id}", spec, dict, "a mapping")
        for key in ("text", "why", "fact", "control", "approximate", "none", "status", "section",
                    "ask"):
            if spec.get(key) is not None:
                need(f"node {node_id}, {key}", spec[key], str, "a string")
        for variant in spec.get("variants", []) if isinstance(spec.get("variants"), list) else []:
            for key in ("when", "text"):
                need(f"node {node_id}, variants, {key}", (variant or {}).get(key), str,
                     "a string")
        for given in spec.get("given", []) if isinstance(spec.get("given"), list) else []:
            for key in ("when", "value"):
                need(f"node {node_id}, given, {key}", (given or {}).get(key), str, "a string")
        for part in ("next", "options", "variants", "given"):
            need(f"node {node_id}, {part}", spec.get(part, []), list, "a list")
            for entry in spec.get(part, []):
                need(f"node {node_id}, {part}", entry, dict, "a list of mappings")
        for route in spec.get("next", []):
            need(f"node {node_id}, next", route.get("to"), str, "a question's name")
            for key in ("if", "unless"):
                conditions = route.get(key, [])
                need(f"node {node_id}, next, {key}",
                     [conditions] if isinstance(conditions, str) else conditions, list,
                     "a predicate's name or a list of them")
        for option in spec.get("options", []):
            for key in ("value", "label"):
                need(f"node {node_id}, options, {key}", option.get(key), str, "a string")
        sets = spec.get("sets", {"fields": []})
        need(f"node {node_id}, sets", sets, dict, "a mapping with fields: a list of facts")
        need(f"node {node_id}, sets, fields", sets.get("fields", []), list, "a list of facts")
        given = [o for o in spec.get("options", []) if "sets" in o]
        if given and len(given) != len(spec.get("options", [])):
            raise ValueError(f"questions.yaml: node {node_id}, options: give sets for every "
                             "option, or for none")
        for option in given:
            if not (isinstance(option["sets"], list)
                    and len(option["sets"]) == len(sets.get("fields", []))
                    and all(v is None or isinstance(v, str) for v in option["sets"])):
                raise ValueError(f"questions.yaml: node {node_id}, options, sets: one value "
                                 "(or null) for each of sets' fields")


def _refuse_unknown_keys(raw: dict) -> None:
    def check(where: str, spec, allowed: frozenset) -> None:
        unknown = set(spec) - allowed if isinstance(spec, dict) else set()
        if unknown:
            raise ValueError(f"questions.yaml: {where}: unknown key(s) {sorted(unknown)}; "
                             f"allowed: {', '.join(sorted(allowed))}")

    check("top level", raw, TOP_KEYS)
    for name, spec in (raw.get("loops") or {}).items():
        check(f"loop {name}", spec, LOOP_KEYS)
    for name, spec in (raw.get("sections") or {}).items():
        check(f"section {name}", spec, frozenset({"title", "when"}))
    for key, spec in (raw.get("glossary") or {}).items():
        check(f"glossary {key}", spec, GLOSSARY_KEYS)
    for node_id, spec in (raw.get("nodes") or {}).items():
        check(f"node {node_id}", spec, NODE_KEYS)
        for route in spec.get("next", ()) if isinstance(spec, dict) else ():
            check(f"node {node_id}, next", route, ROUTE_KEYS)
        for option in spec.get("options", ()) if isinstance(spec, dict) else ():
            check(f"node {node_id}, options", option, OPTION_KEYS)
        for variant in spec.get("variants", ()) if isinstance(spec, dict) else ():
            check(f"node {node_id}, variants", variant, VARIANT_KEYS)
        for given in spec.get("given", ()) if isinstance(spec, dict) else ():
            check(f"node {node_id}, given", given, GIVEN_KEYS)


def _refuse_broken_links(raw: dict) -> None:
    """A question that names no type or no words, or a route, loop or start that names a
    question that does not exist: the interview would break in front of a person."""
    def fail(message: str):
        raise ValueError(f"questions.yaml: {message}")

    nodes = raw.get("nodes") or {}
    if raw.get("start") not in nodes:
        fail(f"start: {raw.get('start')!r} is not a node")
    for node_id, spec in nodes.items():
        if not isinstance(spec, dict) or spec.get("type") not in QUESTION_TYPES:
            fail(f"node {node_id}: type must be one of {', '.join(QUESTION_TYPES)}")
        if spec["type"] != "result" and not str(spec.get("text") or "").strip():
            fail(f"node {node_id}: a question needs its words (text)")
        for route in spec.get("next", ()):
            if route.get("to") not in nodes:
                fail(f"node {node_id}, next: {route.get('to')!r} is not a node")
    for name, loop in (raw.get("loops") or {}).items():
        for key in ("first", "more"):
            if loop.get(key) not in nodes:
                fail(f"loop {name}: {key} {loop.get(key)!r} is not a node")
    for key, term in (raw.get("glossary") or {}).items():
        if missing := sorted(GLOSSARY_KEYS - set(term)):
            fail(f"glossary {key}: missing {', '.join(missing)}")
    sections = raw.get("sections") or {}
    for name, spec in sections.items():
        if not str((spec or {}).get("title") or "").strip():
            fail(f"section {name}: a section needs its title")
    for node_id, spec in nodes.items():
        if spec["type"] == "result":
            continue
        if sections and spec.get("section") not in sections:
            fail(f"node {node_id}: section must be one of {', '.join(sections)}, "
                 f"not {spec.get('section')!r}")
        if not sections and spec.get("section"):
            fail(f"node {node_id}: names section {spec['section']!r}, but there are no "
                 "sections")


def _refuse_skips_that_cannot_be_judged(raw: dict) -> None:
    """``ask: when_relevant`` only where relevance can be judged: a question whose answer is a
    fact, tried answer by answer. A gate (an interview answer that steers it, or a loop's
    first or "another" question) is always asked, and a typed text has no answers to try."""
    loop_nodes = {loop.get(key) for loop in (raw.get("loops") or {}).values()
                  for key in ("first", "more")}
    for node_id, spec in raw["nodes"].items():
        ask = spec.get("ask", "always")
        if ask not in ASK_WHEN:
            raise ValueError(f"questions.yaml: node {node_id}, ask: must be "
                             f"{' or '.join(ASK_WHEN)}, not {ask!r}")
        if ask == "always":
            continue
        why = ("a result is not asked" if spec["type"] == "result" else
               "a typed answer has no answers to try" if spec["type"] == "text" else
               "an answer that steers the interview (control) is always asked"
               if spec.get("control") and not _gate_key(node_id, spec) else
               "a loop's first and \"another\" questions are always asked"
               if node_id in loop_nodes else
               "it has no fact to judge" if not (spec.get("fact") or spec.get("sets")
                                                 or _gate_key(node_id, spec))
               else None)
        if why:
            raise ValueError(f"questions.yaml: node {node_id}, ask: when_relevant: {why}")


def parse_questions(raw: dict) -> Questions:
    _refuse_wrong_shapes(raw)
    _refuse_unknown_keys(raw)
    _refuse_broken_links(raw)
    _refuse_skips_that_cannot_be_judged(raw)
    loops = {name: Loop(name, spec["first"], spec["more"], spec["fact"])
             for name, spec in (raw.get("loops") or {}).items()}
    loop_of_fact = {loop.fact: loop.name for loop in loops.values()}
    loop_of_more = {loop.more: loop.name for loop in loops.values()}
    nodes = {}
    for node_id, spec in raw["nodes"].items():
        fact = spec.get("fact")
        sets = tuple((spec.get("sets") or {}).get("fields", ()))
        target = fact or (sets[0] if sets else "")
        loop = loop_of_more.get(node_id)
        if loop is None and "[]" in target:
            loop = loop_of_fact.get(target.split("[]")[0])
        nodes[node_id] = Node(
            id=node_id, type=spec["type"], text=spec.get("text", ""), why=spec.get("why", ""),
            fact=fact, control=spec.get("control"), approximate=spec.get("approximate"),
            none=spec.get("none"), future=bool(spec.get("future")),
            options=tuple((o["value"], o["label"]) for o in spec.get("options", ())),
            option_sets=tuple((o["value"], tuple(o["sets"])) for o in spec.get("options", ())
                              if "sets" in o),
            sets=sets, glossary=_as_tuple(spec.get("glossary")),
            routes=tuple(Route(r["to"], _as_tuple(r.get("if")), _as_tuple(r.get("unless")))
                         for r in spec.get("next", ())),
            minimum=spec.get("min"), maximum=spec.get("max"),
            max_length=spec.get("max_length", 200), long=bool(spec.get("long")), loop=loop,
            status=spec.get("status"), section=spec.get("section"),
            variants=tuple(Variant(v["when"], v["text"], v.get("why", ""))
                           for v in spec.get("variants", ())),
            when_relevant=spec.get("ask") == "when_relevant",
            given=tuple(Given(g["when"], g["value"]) for g in spec.get("given", ())))
    for node in nodes.values():
        for given in node.given:
            if not node.fact or given.value not in dict(node.choices()):
                raise ValueError(f"questions.yaml: node {node.id}, given: {given.value!r} is "
                                 "not one of the question's answers")
    gate_of: dict[str, str] = {}
    for node_id, spec in raw["nodes"].items():
        if key := _gate_key(node_id, spec):
            nodes[node_id] = _gate(nodes, nodes[node_id], key, _as_tuple(spec[key]))
            for name in nodes[node_id].covers:
                # The router keeps one gate a question (Router.gate_of): a second would be
                # ignored without a word, its "No" answering nothing.
                if name in gate_of:
                    raise ValueError(f"questions.yaml: node {node_id}, {key}: {name} is already "
                                     f"answered by {gate_of[name]}'s \"No\"; one gate a question")
                gate_of[name] = node_id
    glossary = {key: GlossaryTerm(key, g["term"], g["text"], g["cite"])
                for key, g in (raw.get("glossary") or {}).items()}
    sections = {key: Section(key, spec["title"], spec.get("when"))
                for key, spec in (raw.get("sections") or {}).items()}
    return Questions(raw["start"], nodes, loops, glossary, sections)


def _gate_key(node_id: str, spec: dict) -> str | None:
    """Which of ``GATE_KEYS`` a node's spec uses, if any."""
    used = [key for key in GATE_KEYS if spec.get(key)]
    if len(used) > 1:
        raise ValueError(f"questions.yaml: node {node_id} may use one of {' and '.join(used)}")
    return used[0] if used else None


def _gate(nodes: dict[str, Node], gate: Node, key: str, covered: tuple[str, ...]) -> Node:
    """A gate (``not_sure_if_no``, ``no_if_no``), checked: a yes/no interview answer outside
    any loop, covering questions that each offer the answer its "No" gives them and keep it in
    a fact of their own."""
    answer, label = GATE_KEYS[key]

    def fail(message: str):
        raise ValueError(f"questions.yaml: node {gate.id}, {key}: {message}")

    if gate.type != "yes_no" or not gate.control or gate.loop:
        fail(f"only a yes/no question with a control answer, outside any loop, may answer "
             f"others \"{label}\"")
    for name in covered:
        node = nodes.get(name)
        if node is None:
            fail(f"{name!r} is not a node")
        if not node.fact or node.loop or answer not in dict(node.choices()):
            fail(f"{name} must keep a fact outside any loop and offer \"{label}\"")
    return replace(gate, covers=covered, covered_answer=answer,
                   covered_facts=tuple(nodes[name].fact for name in covered))
