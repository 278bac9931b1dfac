"""The web app: the factory (``app.create_app``), its blueprints (the interview, the result,
documents, the kiosk, the API, the public pages), sessions, security, forms and template
helpers. Only this package imports Flask, and nothing outside it imports this package
(tests/interview/test_layers.py)."""
