"""This flow's parameters, loaded once, for the routing predicates that ask the engine."""
from functools import cache
from pathlib import Path

from interview.engine.parameters import Parameters


@cache
def parameters() -> Parameters:
    return Parameters.from_file(Path(__file__).with_name("parameters.yaml"))
