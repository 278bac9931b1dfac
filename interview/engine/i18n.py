"""Marking strings for translation outside Flask (the engine must not import Flask-Babel)."""


def N_(text: str) -> str:
    """Mark ``text`` for extraction by pybabel; it is translated where it is shown."""
    return text
