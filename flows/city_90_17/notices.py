"""City § 90.17: where the text is unclear, incomplete or silent, and what we assumed.

Each notice is raised only when it touches the person's case, except three that touch every case:
the section sets no deadlines, (C)(3), a duty of every owner, ends mid-sentence, and nothing in
it says what follows when an owner breaks a duty of every owner."""
from __future__ import annotations

from interview.engine.assessment import Assessment, Finding, Item
from interview.engine.rules import NOT_SURE, YES, either, helper

from . import rules as r

MAYBE = (YES, NOT_SURE)
# Notices that a word of the law is undefined or mistyped: each qualifies a finding an answer
# brings. An answer that changes nothing else cannot make the word matter, so these alone
# never make a question worth asking (interview.toolkit.relevance).
TERM_NOTICES = frozenset({"notice_terrorizing_undefined", "notice_minor_undefined",
                          "notice_provocation_undefined", "notice_guard_dog_undefined",
                          "notice_f2_typos"})


@helper
def notices_for(facts: dict, a: Assessment, every_lens: list[Finding]) -> list[Item]:
    """``every_lens``: the findings under all three lenses, so a notice can follow a reason that
    holds only if an answer we were not sure of is yes, or only if an exception did not apply."""
    animal, incidents = facts.get("animal", {}), facts.get("incidents", [])
    out: list[Item] = []

    def add(item_id: str, *cites: str, **params) -> None:
        out.append(Item(item_id, cites, params))

    add("notice_no_deadlines", "90.17", "90.17(D)(1)(a)", "90.17(F)(2)")
    add("notice_c3_incomplete", "90.17(C)(3)")
    # (D) enforces only against "a vicious or dangerous animal"; (C)(1), (3), (5) have no remedy.
    add("notice_every_owner_no_penalty", "90.17(C)(1)", "90.17(C)(3)", "90.17(C)(5)",
        "90.17(D)", "90.17(G)")

    if facts.get("asker") not in (None, "owner") and not any(
            inc.get("victim") == "person" for inc in incidents):
        add("notice_who_may_complain", "90.17(F)(1)")
    excepted = [i for i, inc in enumerate(incidents)
                if any(inc.get(f) in MAYBE for f in r.EXCEPTION_FIELDS)]
    if excepted:
        add("notice_exceptions_only_a1", "90.17(A)(1)", "90.17(A)(2)", "90.17(A)(3)",
            "90.17(A)(4)", "90.17(A)(5)")
    evidence = {f.params["incident"] for f in every_lens if f.params.get("kind") == "prima_facie"}
    still_counted = sorted(set(excepted) & evidence)
    if still_counted:
        add("notice_exceptions_and_evidence", "90.17(A)(1)", "90.17(A)(4)", "90.17(A)(5)",
            incidents=still_counted)
    if (r.known_or_displayed_propensity(animal, r.SHOWN)
            and r.propensity_only_from_excepted_conduct(incidents, r.SHOWN)):
        add("notice_propensity_from_excepted", "90.17(A)(1)")
    lone = [i for i, inc in enumerate(incidents)
            if r.pursued_wounded_or_attacked(inc) == YES and not r.is_excepted(inc, r.SHOWN)]
    if lone and either(*(animal.get(f) for f in r.PROPENSITY_FIELDS)) != YES:
        add("notice_incidents_propensity" if len(lone) > 1 else "notice_one_incident_propensity",
            "90.17(A)(1)", "90.17(A)(4)", "90.17(A)(5)", incidents=lone)
    if any(i.get("approached_or_chased_terrorizing") in MAYBE for i in incidents):
        add("notice_terrorizing_undefined", "90.17(A)(5)")
    if any(i.get("provoked") in MAYBE for i in incidents):
        add("notice_provocation_undefined", "90.17(A)(4)")
    if evidence or a.status.get("duty_basis") == r.VD:
        add("notice_and_or", "90.17(A)", "90.17(A)(4)", "90.17(A)(5)", "90.17(E)")
    if any(p.id == "enforcement_second_complaint" for p in a.penalties):
        add("notice_f2_typos", "90.17(F)(2)")
        add("notice_f2_who_chooses", "90.17(F)(2)")
    if a.penalties:
        add("notice_officer_discretion", "90.17(D)(1)", "90.17(D)(1)(b)", "90.17(F)(1)")
    # "act fast: take it back, and give proof" is no use once both are done: (D)(2) then
    # no longer reaches the animal, whatever "alleged" means.
    if any(p.id == "enforcement_euthanasia_no_proof" and p.params.get("at_risk")
           for p in a.penalties):
        add("notice_d2_alleged", "90.17(D)(2)")
    if animal.get("guard_dog") in MAYBE:
        add("notice_guard_dog_undefined", "90.17(E)")
    if any(d.id == "duty_warning_sign" for d in a.duties):
        add("notice_sign_wording", "90.17(E)")
    if animal.get("owner_is_minor") in MAYBE:
        add("notice_minor_undefined", "90.17(C)(2)")
    if a.status.get("duty_basis") == r.VD:
        add("notice_no_declaration", "90.17(B)", "90.17(D)(1)", "90.17(D)(1)(b)")
        if a.reasons and all(f.params.get("kind") == "prima_facie" for f in a.reasons):
            add("notice_duties_on_evidence", "90.17(A)(4)", "90.17(A)(5)", "90.17(B)")
    if a.penalties:
        add("notice_fines_not_set", "90.17(D)(1)(b)")
    if a.status.get("duty_basis") == r.VD:
        add("notice_chain_conflict", "90.17(B)", "90.17(C)(4)")
        add("notice_off_premises_conflict", "90.17(B)", "90.17(C)(6)")
        add("notice_attended_by_owner", "90.17(C)(4)", "90.17(C)(6)")
        if any(d.id == "duty_vd_outdoor_kennel" for d in a.duties):
            add("notice_kennel_or_fence", "90.17(C)(4)")
        if animal.get("species") == "other":
            add("notice_b_dog_or_cat", "90.17(B)")
    return out
