"""Dog Ordinance Guide: the interview engine and web app. It knows nothing about dogs: each
ordinance is a folder in ``flows/``.

``create_app`` is imported lazily so that the pure engine (rules, calendar, CLI) never imports
Flask."""


def __getattr__(name: str):
    if name == "create_app":
        from interview.web.app import create_app

        return create_app
    raise AttributeError(name)
