"""Shared by the § 90.17 tests: the flow, fact builders, and a checker for expected values."""
from __future__ import annotations

import datetime as dt

from interview.engine.wording import Wording, to_json
from interview.toolkit.registry import flows
from tests.flows.scenario_checks import check_status_and_sections, section_keys

FLOW = flows()["city-90-17"]
TODAY = dt.date(2026, 6, 1)
Y, N, NS = "yes", "no", "not_sure"
VD = "vicious_or_dangerous"

GENERAL_DUTIES = {"duty_reasonable_care", "duty_restraint_on_property",
                  "duty_restraint_off_property"}
VD_DUTIES = {"duty_vd_confinement", "duty_vd_leash_on_property", "duty_vd_no_tethering",
             "duty_vd_outdoor_kennel", "duty_vd_off_property", "duty_warning_sign"}
REASONS = {"vd_propensity", "vd_fighting", "vd_trained_to_attack", "vd_previously_found",
           "pf_unprovoked_attack", "pf_terrorizing_chase"}
SECTIONS = {"reason": "reasons", "conditional": "conditional", "exception": "exceptions",
            "duty": "duties", "right": "rights", "penalty": "penalties", "notice": "notices",
            "evidence": "evidence", "unlawful": "unlawful_conduct"}


def F(*incidents: dict, animal: dict | None = None, **extra) -> dict:
    facts: dict = {"schema_version": "1.0", **extra}
    if animal:
        facts["animal"] = animal
    if incidents:
        facts["incidents"] = list(incidents)
    return facts


def inc(date: str = "2026-05-04", **kw) -> dict:
    return {"date": date, **kw}


def attack(victim: str = "person", provoked: str = N, **kw) -> dict:
    """An attack that hurt the victim."""
    return inc(victim=victim, attacked=Y, injured=Y, provoked=provoked, **kw)


def chase(victim: str = "person", **responses: str) -> dict:
    """A terrorizing approach or chase, with no attack or injury."""
    return inc(victim=victim, attacked=N, injured=N, attempted_to_injure=N,
               approached_or_chased_terrorizing=Y, **responses)


def assess(facts: dict, today: dt.date = TODAY) -> dict:
    return to_json(FLOW.assess(facts, today), Wording(FLOW))


OWN_KEYS = {"duty_applies", "conditional_unsure", "conditional_set_aside",
            "conditional_certainty", "text_has", "text_absent"}
KNOWN_KEYS = section_keys(SECTIONS) | OWN_KEYS  # a misspelt key would be a check never run


def check(doc: dict, expect: dict) -> None:
    assert set(expect) <= KNOWN_KEYS, set(expect) - KNOWN_KEYS
    check_status_and_sections(doc, expect, SECTIONS)
    for item_id, applies in expect.get("duty_applies", {}).items():
        found = [d for d in doc["duties"] if d["id"] == item_id]
        assert found and found[0]["applies"] == applies, (item_id, found)
    for key, field in (("conditional_unsure", "unsure"), ("conditional_set_aside", "set_aside")):
        for fid, pointers in expect.get(key, {}).items():
            found = [f for f in doc["conditional"] if f["id"] == fid]
            assert found, f"no conditional {fid}"
            assert pointers <= set(found[0][field]), found[0]
    for fid, certainty in expect.get("conditional_certainty", {}).items():
        found = [f for f in doc["conditional"] if f["id"] == fid]
        assert found and found[0]["certainty"] == certainty, found
    for fragment in expect.get("text_has", ()):
        assert fragment in _all_text(doc), fragment
    for fragment in expect.get("text_absent", ()):
        assert fragment not in _all_text(doc), fragment


def _all_text(doc: dict) -> str:
    parts = [i.get("condition", "") + " " + i["text"] for s in SECTIONS.values() for i in doc[s]]
    return "\n".join(parts)
