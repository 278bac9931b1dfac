"""The part of ``interview flows check`` that puts assessments into words, as the pages, the
API and the CLI would: a text the flow lacks fails the check, not a person's page.

Each path's assessment is worded once per shape (its items' ids, parameter names, stays) and
person asking, in English, with what the result leads with for them. A conditional finding
must also have words for each fact it rests on: without them the page says "If an exception
did not apply", where the law has none."""
from __future__ import annotations

from interview.engine.assessment import Assessment
from interview.engine.documents import assessment_document
from interview.engine.wording import Wording, to_json


def shape(a: Assessment) -> tuple:
    """What the words of an assessment depend on, less the values of dates and amounts: which
    texts are looked up and which names they are filled with."""
    def item(i) -> tuple:
        return (type(i).__name__, i.id, tuple(sorted(i.params)),
                repr(i.params.get("certainty")), getattr(i, "applies", None),
                getattr(i, "stay", None), getattr(i, "count", 0) is None,
                getattr(i, "unsure", ()) != (), _fields(i))
    items = (*a.reasons, *a.conditional, *a.deadlines, *a.exceptions, *a.duties, *a.rights,
             *a.waiver, *a.penalties, *a.unlawful_conduct, *a.evidence, *a.adopted_statutes,
             *a.notices)
    return (repr(sorted(a.status.items())), tuple(item(i) for i in items))


def _fields(finding) -> tuple[str, ...]:
    return tuple(p.rsplit("/", 1)[-1] for p in (*getattr(finding, "unsure", ()),
                                                *getattr(finding, "set_aside", ())))


def status_names(flow) -> list[str]:
    """Each status has a name: else a result page prints its id ("would be: vicious_dog")."""
    names = getattr(flow.module, "STATUS", {})
    return [f"status {status} has no name in STATUS" for status in flow.statuses
            if status not in names]


def wording_problems(flow, a: Assessment, facts: dict | None = None) -> list[str]:
    """``facts``: the answers the assessment came from, to word what the result leads with
    for the person who gave them too (interview.engine.actions, interview.engine.meaning)."""
    try:
        if facts is None:
            to_json(a, Wording(flow))
        else:
            assessment_document(flow, facts, a, Wording(flow))
    except KeyError as exc:
        key = exc.args[0] if exc.args else ""
        return [f"putting an assessment into words raised KeyError({key!r}): TEXTS lacks "
                f"{key!r}, or a text names {{{key}}} and its item does not give it"]
    except Exception as exc:  # noqa: BLE001 - a finding to report, not to hide
        return [f"putting an assessment into words raised {exc!r}"]
    phrases = getattr(flow.module, "FACT_PHRASES", {})
    return [f"FACT_PHRASES has no words for {field!r} (nor {f.id}:{field}): the condition "
            f"of {f.id} would leave it out" for f in a.conditional for field in _fields(f)
            if f"{f.id}:{field}" not in phrases and field not in phrases]
