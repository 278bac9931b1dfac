"""Spanish is complete and switching language keeps every answer."""
from babel.messages.pofile import read_po
from bs4 import BeautifulSoup

from tests.conftest import ROOT
from tests.interview.test_interview_views import URL, current, post_answer


def test_spanish_catalog_is_complete_with_matching_placeholders():
    import re
    with open(ROOT / "translations" / "es" / "LC_MESSAGES" / "messages.po", "rb") as f:
        catalog = read_po(f)
    pot = {m.id for m in read_po(open(ROOT / "translations" / "messages.pot", "rb")) if m.id}
    ids = {m.id for m in catalog if m.id}
    assert pot <= ids, f"untranslated (not in es): {list(pot - ids)[:5]}"
    for message in catalog:
        if not message.id:
            continue
        assert not message.fuzzy, message.id
        pairs = zip(message.id if isinstance(message.id, tuple) else (message.id,),
                    message.string if isinstance(message.string, tuple) else (message.string,),
                    strict=False)
        for source, translation in pairs:
            assert translation, f"empty: {source}"
            found = lambda t: sorted(re.findall(r"%\(\w+\)s|\{\w+\}", t))  # noqa: E731
            assert found(source) == found(translation), source


def test_switching_language_keeps_answers(client, app):
    app.config["WTF_CSRF_ENABLED"] = True
    try:
        post_answer(client, app, "ask_asker", "", "owner")
        soup = BeautifulSoup(client.get(URL + "?lang=es").data, "html.parser")
        assert soup.find("html")["lang"] == "es"
        assert "¿" in soup.find("h1").text
        assert soup.select(".bubble-answer")  # the earlier answer is still there
        assert current(client)[1] == "ask_has_notice"
        back = BeautifulSoup(client.get(URL + "?lang=en").data, "html.parser")
        assert back.find("h1").text.strip().startswith("Did the police")
    finally:
        app.config["WTF_CSRF_ENABLED"] = False


def test_accept_language_sets_the_default(app):
    client = app.test_client()
    soup = BeautifulSoup(client.get("/", headers={"Accept-Language": "es-MX,es;q=0.9"}).data,
                         "html.parser")
    assert soup.find("html")["lang"] == "es"
