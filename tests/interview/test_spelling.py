"""One spelling everywhere the person reads English: American, as the ordinances are written
("license", not "licence"; issue 29). Identifiers such as `duty_licence` are not read."""
import re

from babel.messages.pofile import read_po

from tests.conftest import ROOT

BRITISH = re.compile(r"\b(?:licence|neighbour|colour|behaviour|favour|centre|metre|defence|"
                     r"offence|judgement|sterilis|organis|recognis|authoris|apologis|programme)"
                     r"\w*", re.IGNORECASE)


def _english() -> list[str]:
    with open(ROOT / "translations" / "messages.pot", "rb") as f:
        return [text for m in read_po(f) if m.id
                for text in ((m.id,) if isinstance(m.id, str) else m.id)]


def test_the_english_a_person_reads_is_spelled_one_way():
    found = sorted({w.group(0) for text in _english() for w in BRITISH.finditer(text)})
    assert found == []


def test_the_check_finds_a_british_spelling():
    assert BRITISH.search("Contact them about licences.")
    assert not BRITISH.search("Contact them about licenses and a licensed dog.")
