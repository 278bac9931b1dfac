"""River Hills § 2.14 in plain words, one module per concept, beside the rules module it words:
rules say what follows; these say it. ``TEXTS`` (one template per id the rules emit) is
all of them merged; ``merge_texts`` refuses an id given twice."""

from interview.engine.rules import merge_texts

from . import complaint, consequences, deadlines, duties, notices, now, status

MONEY_PARAMS = frozenset({"fee", "amount", "min", "max", "first", "subsequent", "next_fee"})

TEXTS: dict = {}
for _part in (status, duties, deadlines, consequences, notices, complaint, now):
    merge_texts(TEXTS, _part.TEXTS)
