"""City § 90.17 in plain words, one module per concept, beside the rules module it words:
rules say what follows; these say it. ``TEXTS`` (one template per id the rules emit) is
all of them merged; ``merge_texts`` refuses an id given twice."""

from interview.engine.rules import merge_texts

from . import complaint, consequences, duties, notices, now, status

MONEY_PARAMS = frozenset()  # § 90.17 names no amounts
# The sign's words are the law's own, in English (§ 90.17(E)): a translation keeps them as
# they are, marked as English so that a screen reader speaks them so.
ENGLISH_PARAMS = frozenset({"sign_words"})

TEXTS: dict = {}
for _part in (status, duties, consequences, notices, complaint, now):
    merge_texts(TEXTS, _part.TEXTS)
