"""Every rule cites: the part of ``interview flows check`` that reads a flow's rule modules.

A public function in a rule module either names the clauses it implements (``@cites``) and
quotes them in its docstring, or is marked ``@helper``: it states no law of its own (it
composes rules, or does arithmetic), and the items it returns carry their own citations. So a
rule that forgets its clause, cites one that is not in the text, or paraphrases it, fails the
check, in the project's flows and in a deployment's own (``FLOW_DIRS``) alike."""
from __future__ import annotations

import importlib
import inspect
import re
from collections.abc import Callable, Iterator

# The modules a flow keeps its law in (docs/adding-an-ordinance.md). A private function
# (a leading underscore) in them is not checked: keep law out of those.
RULE_MODULES = ("rules", "status", "duties", "deadlines", "consequences", "notices", "assess")
MIN_QUOTE = 12  # characters: shorter quoted text is a term ("at large"), not a sentence


def rule_functions(flow) -> Iterator[tuple[str, Callable]]:
    """(``module.function``, the function) for each public function in the rule modules."""
    for name in RULE_MODULES:
        wanted = f"{flow.module.__name__}.{name}"
        try:
            module = importlib.import_module(wanted)
        except ModuleNotFoundError as error:
            # The module is optional; a module it imports that is missing is a real error.
            if error.name and not f"{wanted}.".startswith(f"{error.name}."):
                raise
            continue
        for fname, value in sorted(vars(module).items()):
            if fname.startswith("_") or not callable(value):
                continue
            # Through decorators (functools.cache) to the function written here; a rule
            # imported from another module is checked there.
            try:
                fn = inspect.unwrap(value)
            except ValueError:  # a wrapper that wraps itself: nothing to read
                continue
            if inspect.isfunction(fn) and fn.__module__ == module.__name__:
                yield f"{name}.{fname}", value


def normalized(text: str) -> str:
    text = text.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", text).strip()


def quoted_fragments(doc: str) -> list[str]:
    """The quoted sentences of a docstring, split at an ellipsis (a quote may skip words)."""
    quotes = re.findall(r'"([^"]{' + str(MIN_QUOTE) + r',})"', normalized(doc))
    return [f.strip(" .") for q in quotes for f in re.split(r"\.\.\.|\u2026", q)
            if len(f.strip()) > 8]


def _mark(fn: Callable, name: str):
    """A decorator's mark, on the function or on the wrapper it was put on."""
    return getattr(fn, name, None) or getattr(inspect.unwrap(fn), name, None)


def rule_problems(flow, where: str, fn: Callable) -> list[str]:
    cites = _mark(fn, "cites") or ()
    if _mark(fn, "helper"):
        return [f"{where} is marked both @helper and @cites: a rule cites"] if cites else []
    if not cites:
        return [f"{where} cites no clause: decorate it @cites(...), or @helper if it "
                f"states no law of its own"]
    missing = [f"{where} cites {a}, which is not in the text" for a in cites if a not in flow.law]
    if missing:
        return missing
    fragments = quoted_fragments(inspect.getdoc(inspect.unwrap(fn)) or "")
    if not fragments:
        return [f"{where} has no quoted sentence of {', '.join(cites)} in its docstring"]
    cited = normalized(" ".join(flow.law.full_text(a) for a in cites))
    return [f"{where} quotes text not found in {', '.join(cites)}: {f!r}"
            for f in fragments if normalized(f) not in cited]


def check_rules(flow) -> list[str]:
    functions = list(rule_functions(flow))
    problems = [p for where, fn in functions for p in rule_problems(flow, where, fn)]
    if not any(_mark(fn, "cites") for _, fn in functions):
        problems.append(f"no rule cites a clause: put the rules in one of "
                        f"{', '.join(m + '.py' for m in RULE_MODULES)}")
    return problems
