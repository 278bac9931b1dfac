"""River Hills § 2.14: what the result leads with, for each person (interview.engine.actions,
interview.engine.meaning). The rules that bind today before the standing ones; general advice for
the people the dog went after, said to be general; and the sentences of "What this means"."""
import datetime as dt

from interview.engine.actions import Advice
from interview.engine.answers import get
from interview.engine.meaning import Sentence, deadline, moment
from interview.engine.rules import NOT_SURE, YES

from .deadlines import board_stay
from .predicates import REPORTED_CONDUCT
from .rules import STATUS_ORDER, rank

# Keep the dog in, then leash and muzzle it outside ((6)[e](1)(i)-(iv), (6)[d](1)), before the
# rules every owner keeps: licence, rabies, tag and waste ((2), (5), (1)[d], (7)).
RULES_FIRST = ("duty_enclosure", "duty_leash", "duty_muzzle", "duty_pd_leash_and_muzzle",
               "duty_indoor_confinement", "duty_not_at_large", "duty_report_escape_or_bite",
               "duty_keep_other_conditions", "duty_rabies_vaccination", "duty_licence",
               "duty_tag_outdoors", "duty_clean_up_waste")

HURT = (YES, NOT_SURE)
INJURIES = ("bite_injury", "other_injury", "serious_injury")


def _hurt(facts: dict, victims: tuple[str, ...]) -> bool:
    return any(i.get("victim") in victims and any(i.get(k) in HURT for k in INJURIES)
               for i in facts.get("incidents") or [])


def _bitten(facts: dict) -> bool:
    return any(i.get("bite_injury") in HURT for i in facts.get("incidents") or [])


# What a complaint can be about: an incident, or what the dog keeps doing that (3) or (7) makes
# unlawful (predicates.REPORTED_CONDUCT: the interview offers a complaint on the same grounds).
# With neither, the result does not tell a neighbour to write one.
def complaint_grounds(facts: dict) -> bool:
    return bool(facts.get("incidents")) or any(
        get(facts, path) == YES for path in REPORTED_CONDUCT)


# Not the ordinance's: a wound seen to, an animal to the vet, a bite reported. (5) adopts the
# state's rabies law, and (6)[c](1)(ii) lets an officer rely on "Dog bite reports filed as
# required by law": what the ordinance holds is said beside the advice, not as its authority.
ADVICE = (
    Advice("advice_wound", lambda facts: _hurt(facts, ("person", "not_sure"))),
    Advice("advice_vet", lambda facts: _hurt(facts, ("pet", "domestic_animal"))),
    Advice("advice_report_bite", _bitten, law="advice_report_bite_law",
           cite=("2.14(5)", "2.14(6)[c](1)(ii)")),
)


def _declared(doc: dict) -> str | None:
    return doc["status"].get("declared")


def _decided(facts: dict) -> bool:
    return (facts.get("notice") or {}).get("decision") in ("affirmed", "modified")


def _elsewhere(facts: dict) -> str | None:
    elsewhere = (facts.get("dog") or {}).get("declared_elsewhere")
    return elsewhere if elsewhere in ("dangerous", "vicious") else None


def _no_hearing(doc: dict) -> bool:
    """"within 5 business days of service": that day has passed with no request in it, so no
    hearing is coming and the deadlines give no window for one (deadlines.no_hearing)."""
    asked_by = deadline(doc, "hearing_request_deadline")
    return bool(asked_by and asked_by["passed"] and not asked_by["taken"]
                and not any(d["id"].startswith("hearing_window") for d in doc["deadlines"]))


def _window(doc: dict, applies: str) -> dict | None:
    """The hearing's window. "If you ask for a hearing" (``if_requested``) only while a
    request can still be made: past its last day, one made in time is not known of."""
    earliest = deadline(doc, "hearing_window_earliest")
    latest = deadline(doc, "hearing_window_latest")
    asked_by = deadline(doc, "hearing_request_deadline")
    if applies == "if_requested" and asked_by and asked_by["passed"]:
        return None
    if earliest and latest and latest.get("applies") == applies and not latest["passed"]:
        return {"earliest": moment(earliest["due"]), "latest": moment(latest["due"])}
    return None


def _after_hearing(doc: dict, facts: dict) -> str | None:
    """After a hearing that kept a status: how (c)(3)'s time to comply reads. "stayed" (the
    Board of Appeals put the decision on hold), "raised" (the rules of a higher status are new),
    "dated" (the days after the decision are known) or "undated"."""
    declared = _declared(doc)
    if declared in (None, "none") or not _decided(facts):
        return None
    notice = facts.get("notice") or {}
    if _board_stay(facts) is not None:
        return "stayed"
    officer = notice.get("declared_status")
    days = _decided_params(doc)["days"]
    # From potentially dangerous ((d)(1)'s leash and muzzle) to (e)'s enclosure: new rules. A
    # dog raised from dangerous to vicious has had (e)'s since the notice; only (g)'s permit
    # is new (deadlines.status_since), and "Keep following" holds.
    if (notice.get("decision") == "modified" and officer == "potentially_dangerous"
            and declared in STATUS_ORDER and rank(declared) > rank(officer)):
        return "raised" if days else "raised_undated"
    return "dated" if days else "undated"


def _decided_params(doc: dict) -> dict:
    """The status, and the days (c)(3) allows after the decision (None: its date not known)."""
    after = next((d for d in doc["deadlines"] if d["id"] == "compliance_after_hearing"), None)
    return {"status": _declared(doc), "days": (after or {}).get("params", {}).get("days")}


def _held(doc: dict, *deadline_ids: str) -> bool:
    """Whether each of these deadlines is on hold now, for a request made in time."""
    stays = {d["id"]: d.get("stay") for d in doc["deadlines"]}
    return all(stays.get(i) == "stayed" for i in deadline_ids)


def _fee_this_year(doc: dict) -> dict | None:
    item = next((n for n in doc["notices"] if n["id"] == "notice_permit_fee_this_year"), None)
    return {"due": dt.date.fromisoformat(str(item["params"]["due"]))} if item else None


def _board_stay(facts: dict) -> dict | None:
    return {} if board_stay(facts.get("notice") or {}) == "stayed_by_board" else None


def _penalty(doc: dict) -> dict | None:
    item = next((p for p in doc["penalties"] if p["id"] == "penalty_forfeiture"), None)
    return {"min": item["params"]["min"], "max": item["params"]["max"]} if item else None


OWNER = frozenset({"owner"})
OTHERS = frozenset({"harmed", "parent", "neighbour", "other"})

MEANING = (
    # (6)[c](3): the Officer's status binds "Pending the outcome of the hearing"; after it,
    # the decision ("If the Officer's determination is affirmed or modified").
    Sentence("meaning_cancelled", lambda doc, facts, who: {} if _declared(doc) == "none"
             else None, ("2.14(6)[c](3)",)),
    # "... in accordance with a time schedule established by the Chief of Police, but in no
    # case more than 30 days after the date of the determination"
    Sentence("meaning_decided", lambda doc, facts, who: _decided_params(doc)
             if _after_hearing(doc, facts) == "dated" else None, ("2.14(6)[c](3)",)),
    Sentence("meaning_decided_undated", lambda doc, facts, who: {"status": _declared(doc)}
             if _after_hearing(doc, facts) == "undated" else None, ("2.14(6)[c](3)",)),
    # A hearing that raised the status: (c)(3) applied "the regulations applicable to a dog for
    # which such determination has been made", the officer's; the new status's rules are new.
    Sentence("meaning_decided_raised", lambda doc, facts, who: _decided_params(doc)
             if _after_hearing(doc, facts) == "raised" else None, ("2.14(6)[c](3)",)),
    Sentence("meaning_decided_raised_undated", lambda doc, facts, who: {"status": _declared(doc)}
             if _after_hearing(doc, facts) == "raised_undated" else None, ("2.14(6)[c](3)",)),
    # "... unless the Board of Appeals grants a stay": then no day is said (meaning_board_stay).
    Sentence("meaning_decided_stayed", lambda doc, facts, who: {"status": _declared(doc)}
             if _after_hearing(doc, facts) == "stayed" else None, ("2.14(6)[c](3)",)),
    Sentence("meaning_declared",
             lambda doc, facts, who: {"status": _declared(doc)}
             if _declared(doc) not in (None, "none") and not _decided(facts)
             and not _no_hearing(doc) else None, ("2.14(6)[c](3)",)),
    # "within 5 business days of service": past it with no request, no hearing is coming.
    Sentence("meaning_declared_no_hearing",
             lambda doc, facts, who: {"status": _declared(doc)}
             if _declared(doc) not in (None, "none") and not _decided(facts)
             and _no_hearing(doc) else None, ("2.14(6)[c](3)",)),
    # (6)[i] is for "a dog that has been designated dangerous or vicious": a removal notice
    # for any other has no 24 hours the guide can count (notice_removal_not_counted), and the
    # owner holding one is told so up front, not only under "Where the law is unclear".
    Sentence("meaning_removal_not_counted", lambda doc, facts, who: {}
             if _declared(doc) != "none"
             and any(n["id"] == "notice_removal_not_counted" for n in doc["notices"]) else None,
             ("2.14(6)[i]",), OWNER),
    # (6)[g]: "... due on or before January 1st of each year thereafter": this year's day has
    # passed, and the guide cannot know the fee was paid (notice_permit_fee_this_year).
    Sentence("meaning_permit_fee_this_year", lambda doc, facts, who: _fee_this_year(doc),
             ("2.14(6)[g]",), OWNER),
    # "The decision of the Chief is not stayed pending the appeal, unless the Board of
    # Appeals grants a stay": what such a stay holds, the law does not say (notice).
    Sentence("meaning_board_stay", lambda doc, facts, who: _board_stay(facts)
             if _decided(facts) else None, ("2.14(6)[c](3)",)),
    # (6)[h]: "subject to the provisions of this Section for the remainder of its life"
    Sentence("meaning_elsewhere",
             lambda doc, facts, who: {"status": _elsewhere(facts)}
             if _declared(doc) is None and _elsewhere(facts) else None, ("2.14(6)[h]",)),
    # (6)[c](1): "An Officer may find and declare a dog ..."
    Sentence("meaning_likely",
             lambda doc, facts, who: {"status": doc["status"]["likely"]}
             if _declared(doc) is None and not _elsewhere(facts)
             and doc["status"]["likely"] != "none" else None, ("2.14(6)[c](1)",)),
    Sentence("meaning_none",
             lambda doc, facts, who: {} if _declared(doc) is None and not _elsewhere(facts)
             and doc["status"]["likely"] == "none" else None, ("2.14(2)", "2.14(3)")),
    # "The hearing shall be held promptly within no less than seven days, nor more than
    # fourteen days, after the service of the notice": it can fall soon after the last day
    # to ask.
    Sentence("meaning_hearing_window", lambda doc, facts, who: _window(doc, "if_requested"),
             ("2.14(6)[c](3)",)),
    Sentence("meaning_hearing_window_asked", lambda doc, facts, who: _window(doc, "now"),
             ("2.14(6)[c](3)",)),
    # (6)[e](1)(v), (g): on "a timely request for a hearing or appeal", spaying and the permit
    # "shall be stayed until such time as any further right to appeal has been exhausted": said
    # up front, since their steps leave "What to do now" while held, for as long as that is.
    Sentence("meaning_held_permit", lambda doc, facts, who: {}
             if _held(doc, "sterilisation", "vicious_permit") else None,
             ("2.14(6)[e](1)(v)", "2.14(6)[g]")),
    Sentence("meaning_held", lambda doc, facts, who: {}
             if _held(doc, "sterilisation") and not _held(doc, "vicious_permit") else None,
             ("2.14(6)[e](1)(v)",)),
    # (d)(2): the same stay, for spaying that "may be required".
    Sentence("meaning_held_pd", lambda doc, facts, who: {}
             if _held(doc, "pd_sterilisation") else None, ("2.14(6)[d](2)",)),
    # (6)[c](1): "The finding must be based upon" one of four kinds of evidence; with no
    # incident, what the dog keeps doing is (3)'s and (7)'s, which (8) punishes.
    Sentence("meaning_complaint", lambda doc, facts, who: {} if _declared(doc) is None
             and facts.get("incidents") else None, ("2.14(6)[c](1)",), OTHERS),
    Sentence("meaning_conduct", lambda doc, facts, who: {} if not facts.get("incidents")
             and doc["unlawful_conduct"] else None, ("2.14(3)", "2.14(8)"), OTHERS),
    Sentence("meaning_penalty", lambda doc, facts, who: _penalty(doc), ("2.14(8)",), OWNER),
)
