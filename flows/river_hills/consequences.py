"""River Hills § 2.14: rights, waiver, penalties, unlawful conduct, evidence and adopted law."""
from __future__ import annotations

import datetime as dt

from interview.engine.assessment import Item, Worked
from interview.engine.legal_calendar import LegalCalendar
from interview.engine.parameters import Parameters
from interview.engine.rules import NO, YES, cites, either, negate


@cites("2.14(6)[c](3)")
def rights(declared: str | None, on: dt.date, params: Parameters) -> list[Item]:
    """"The owner may contest the determination by a written request for a hearing to the Chief
    of Police ... At the hearing, the owner, the Officer, or any interested party shall have the
    opportunity to present evidence ... The decision of the Chief is not stayed pending the
    appeal, unless the Board of Appeals grants a stay.\""""
    applies = "now" if declared else "if_declared"
    hearing_days = params.value("hearing_request_business_days", on)
    appeal_days = params.value("appeal_business_days", on)
    return [
        # Before any notice, no deadline on the page can give the last day to ask.
        Item("right_hearing_request" if declared else "right_hearing_request_if_declared",
             ("2.14(6)[c](3)",), {"days": hearing_days}, applies),
        Item("right_present_evidence", ("2.14(6)[c](3)",), {}, applies),
        Item("right_interested_party_notice", ("2.14(6)[c](3)",), {}, applies),
        Item("right_written_decision", ("2.14(6)[c](3)",), {}, applies),
        Item("right_appeal_board", ("2.14(6)[c](3)",), {"days": appeal_days}, applies),
        Item("right_no_automatic_stay", ("2.14(6)[c](3)",), {}, applies),
        Item("right_regulations_apply_pending_hearing", ("2.14(6)[c](3)",), {}, applies),
    ]


@cites("2.14(6)[d](3)", "2.14(6)[e](2)")
def waiver(status: str, declared_on: dt.date | None, since_label: str, today: dt.date,
           calendar: LegalCalendar, params: Parameters, applies: str = "now") -> list[Item]:
    """"The owner of a potentially dangerous dog may apply to the Chief of Police to have the
    declaration waived after two (2) years" and "A dangerous dog owner may apply to the Chief of
    Police to have the declaration waived after three (3) years upon meeting the following
    conditions\""""
    if status == "vicious":
        return [Item("waiver_none_for_vicious", ("2.14(6)[f](1)", "2.14(6)[e](2)"), {}, applies)]
    spec = {"potentially_dangerous": ("pd_waiver_years", "2.14(6)[d](3)"),
            "dangerous": ("dangerous_waiver_years", "2.14(6)[e](2)")}.get(status)
    if spec is None:
        return []
    name, cite = spec
    years = params.value(name, declared_on or today)
    item_params = {"years": years, "rescind_days": params.value("waiver_rescind_days", today)}
    if declared_on:
        # "after two (2) years": the anniversary is the last day of the two, so the day after.
        earliest = calendar.add_years(declared_on, int(years), after=True)
        item_params |= {"earliest": earliest.result, "eligible_by_time": today >= earliest.result,
                        "working": Worked(earliest, since_label)}
    return [Item("waiver_after_years", (cite, f"{cite}(i)", f"{cite}(ii)", f"{cite}(iii)"),
                 item_params, applies)]


@cites("2.14(8)", "2.14(4)[a]", "2.14(6)[e](1)(ix)")
def penalties(status: str, dog: dict, today: dt.date, params: Parameters) -> list[Item]:
    """"Any owner of a dog who is found guilty of the violation of any provision of this Section
    shall be subject to a forfeiture of not less than Ten ($10.00) Dollars nor more than Two
    Thousand ($2,000.00) Dollars, together with the costs of the action\""""
    v = params.value
    prior = dog.get("prior_impoundments")
    fee_name = "impound_fee_subsequent_usd" if prior else "impound_fee_first_usd"
    items = [
        Item("penalty_forfeiture", ("2.14(8)",),
             {"min": v("forfeiture_min_usd", today), "max": v("forfeiture_max_usd", today)}),
        Item("penalty_default_jail", ("2.14(8)",), {"days": v("default_jail_max_days", today)}),
        Item("penalty_each_day", ("2.14(8)",)),
        Item("fee_impound", ("2.14(4)", "2.14(4)[a]"),
             {"first": v("impound_fee_first_usd", today),
              "subsequent": v("impound_fee_subsequent_usd", today),
              "next_fee": v(fee_name, today), "prior": prior}),
    ]
    if status in ("dangerous", "vicious"):
        items.append(Item("penalty_seizure_and_revocation", ("2.14(6)[e](1)(ix)",)))
    if status == "vicious":
        items.append(Item("penalty_vicious_court_order", ("2.14(6)[f](2)",),
                          statute="Wis. Stat. § 174.02(3)"))
    return items


@cites("2.14(3)", "2.14(7)")
def unlawful_conduct(facts: dict) -> list[Item]:
    """"It shall be unlawful for the owner of a dog to harbor, shelter or keep a dog which does any
    of the following within the Village of River Hills" and "It shall be unlawful for any person
    to permit a dog to defecate on the property, public or private, not owned or possessed by that
    person, if such person does not immediately remove and clean up the animal waste\""""
    dog, conduct = facts.get("dog", {}), facts.get("conduct", {})
    incidents = facts.get("incidents", [])

    def from_incidents(test) -> str:
        return either(*(test(inc) for inc in incidents))

    chases = sum(1 for inc in incidents if inc.get("chased_vehicle") == YES)
    checks = [
        ("unlawful_vehicle_chasing", "2.14(3)[a]",
         either(conduct.get("habitual_vehicle_chasing"), YES if chases > 1 else NO)),
        ("unlawful_attacks_person", "2.14(3)[b]", from_incidents(
            lambda i: either(i.get("assault"), i.get("bite_injury"))
            if i.get("victim") == "person" else i.get("assault"))),
        ("unlawful_at_large", "2.14(3)[c]",
         either(conduct.get("at_large"), from_incidents(lambda i: i.get("at_large")))),
        ("unlawful_barking", "2.14(3)[d]", conduct.get("habitual_barking")),
        ("unlawful_harms_domestic_animal", "2.14(3)[e]", from_incidents(
            lambda i: either(i.get("killed"), i.get("bite_injury"), i.get("other_injury"),
                             i.get("serious_injury"))
            if i.get("victim") in ("pet", "domestic_animal") else NO)),
        ("unlawful_rabies", "2.14(3)[f]", conduct.get("rabies_infected")),
        ("unlawful_unlicensed", "2.14(3)[g]",
         either(negate(dog.get("licensed")), negate(dog.get("tag_worn_outdoors")))),
        ("unlawful_waste", "2.14(7)", conduct.get("waste_not_removed")),
    ]
    items = []
    for item_id, cite, value in checks:
        if value in (YES, "not_sure"):
            cites_ = (cite, "2.14(4)") if cite != "2.14(7)" else (cite,)
            items.append(Item(item_id, cites_, {"certainty": value}))
    return items


@cites("2.14(6)[c](1)")
def evidence() -> list[Item]:
    """"The finding must be based upon: (i) The written complaint of a person who is willing to
    testify ... (ii) Dog bite reports filed as required by law; or (iii) Actions of the dog
    witnessed by any Officer or any law enforcement officer; or (iv) Other substantial evidence
    admissible in a court.\""""
    return [Item(f"evidence_{n}", (f"2.14(6)[c](1)({n})",)) for n in ("i", "ii", "iii", "iv")]


@cites("2.14(2)", "2.14(4)", "2.14(5)")
def adopted_statutes() -> list[Item]:
    """"pursuant to the provisions of Chapter 174 of the Wisconsin Statutes, which are hereby
    adopted by reference" and "The provisions of sec 95.21, Wis. Stats. are hereby adopted by
    reference\""""
    return [
        Item("statute_licence", ("2.14(2)",), statute="Wis. Stat. ch. 174 (§ 174.05, § 174.07)"),
        Item("statute_impoundment", ("2.14(4)",), statute="Wis. Stat. ch. 174"),
        Item("statute_rabies", ("2.14(5)",), statute="Wis. Stat. § 95.21"),
    ]
