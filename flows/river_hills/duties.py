"""River Hills § 2.14: the duties that follow from a status, with their numbers.

Numbers come from parameters.yaml on the day that matters (the declaration, or today)."""
from __future__ import annotations

import datetime as dt
from dataclasses import replace

from interview.engine.assessment import Item
from interview.engine.parameters import Parameters
from interview.engine.rules import cites, helper


@cites("2.14(2)", "2.14(5)", "2.14(1)[d]", "2.14(3)", "2.14(7)")
def duties_of_every_owner(on: dt.date, params: Parameters) -> list[Item]:
    """"The owner of a dog harboring, sheltering, or keeping a dog in the Village of River Hills
    is required to obtain a license" and "It shall be unlawful for the owner of a dog to harbor,
    shelter or keep a dog which does any of the following"."""
    months = params.value("licence_min_age_months", on)
    return [
        Item("duty_licence", ("2.14(2)",), {"months": months}, "always",
             statute="Wis. Stat. ch. 174"),
        Item("duty_rabies_vaccination", ("2.14(5)",), {}, "always", statute="Wis. Stat. § 95.21"),
        Item("duty_tag_outdoors", ("2.14(1)[d]",), {}, "always"),
        Item("duty_not_at_large", ("2.14(3)[c]", "2.14(1)[c]"), {}, "always"),
        Item("duty_clean_up_waste", ("2.14(7)",), {}, "always"),
    ]


@cites("2.14(6)[d](1)", "2.14(6)[d](2)")
def potentially_dangerous_duties(on: dt.date, params: Parameters, applies: str) -> list[Item]:
    """"No person owning, harboring or having the care or custody of a potentially dangerous dog
    shall permit the dog to go at large or leave the owner's property unless the dog is securely
    leashed and muzzled.\""""
    return [
        Item("duty_pd_leash_and_muzzle", ("2.14(6)[d](1)", "2.14(6)[a](5)"), {}, applies),
        Item("duty_pd_sterilisation_if_required", ("2.14(6)[d](2)",),
             {"days": params.value("pd_sterilisation_days", on)}, applies),
    ]


@cites("2.14(6)[e](1)")
def dangerous_duties(on: dt.date, params: Parameters, applies: str) -> list[Item]:
    """"Once a dog has been declared dangerous, it shall be kept in a secure enclosure subject to
    the following requirements"."""
    v = params.value
    return [
        Item("duty_enclosure", ("2.14(6)[e](1)(iii)", "2.14(6)[e](1)(iii)(1)",
                                "2.14(6)[e](1)(iii)(2)", "2.14(6)[e](1)(iii)(3)",
                                "2.14(6)[a](3)"),
             {"sides_ft": v("enclosure_sides_height_ft", on),
              "buried_ft": v("enclosure_sides_buried_ft", on)}, applies),
        Item("duty_leash", ("2.14(6)[e](1)(i)",), {"leash_ft": v("leash_max_length_ft", on)},
             applies),
        Item("duty_muzzle", ("2.14(6)[e](1)(ii)", "2.14(6)[a](5)"), {}, applies),
        Item("duty_indoor_confinement", ("2.14(6)[e](1)(iv)",), {}, applies),
        Item("duty_sterilisation", ("2.14(6)[e](1)(v)",),
             {"days": v("dangerous_sterilisation_days", on)}, applies),
        Item("duty_photographs", ("2.14(6)[e](1)(vi)",),
             {"count": v("dangerous_photos_count", on), "days": v("dangerous_photos_days", on)},
             applies),
        # "Owner must disclose dog's status": the status the dog has, dangerous or vicious.
        Item("duty_no_sale_in_village", ("2.14(6)[e](1)(vii)",), {"status": "dangerous"},
             applies),
        Item("duty_report_escape_or_bite", ("2.14(6)[e](1)(viii)",), {}, applies),
        Item("duty_insurance_if_required", ("2.14(6)[e](1)(x)",),
             {"amount": v("liability_insurance_min_usd", on),
              "months": v("insurance_permit_period_months", on)}, applies),
    ]


@cites("2.14(6)[f](1)", "2.14(6)[g]", "2.14(6)[f](3)")
def vicious_duties(on: dt.date, params: Parameters, applies: str) -> list[Item]:
    """"Once a dog has been declared vicious, it shall be subject to all of the requirements
    applicable to a dangerous dog in subsection (e) above." and "The owner of a vicious dog shall,
    within seven (7) business days after the declaration of the dog as vicious, or upon
    acquisition of such a dog, obtain an annual permit from the Village Clerk to harbor the
    dog.\""""
    # Each borrowed duty also cites (f)(1), the clause that makes it a vicious dog's.
    borrowed = [replace(item, cite=(*item.cite, "2.14(6)[f](1)"),
                        params=item.params | ({"status": "vicious"} if "status" in item.params
                                              else {}))
                for item in dangerous_duties(on, params, applies)]
    return borrowed + [
        Item("duty_vicious_permit", ("2.14(6)[g]",),
             {"fee": params.value("vicious_permit_fee_usd", on),
              "days": params.value("vicious_permit_business_days", on)}, applies),
        Item("duty_vicious_costs", ("2.14(6)[f](3)",), {}, applies),
    ]


@cites("2.14(6)[h]")
def moved_in_duties(on: dt.date, params: Parameters, moved_in: bool = True) -> list[Item]:
    """"All of the restrictions and conditions of maintenance of any dog declared dangerous or
    vicious by another municipality, county, or state shall remain in force while the dog remains
    in the Village". The notice to the police and the Clerk is due "within ten (10) days of
    moving the animal into the Village": it is listed only for a dog that was moved in."""
    notify = [Item("duty_move_in_notice", ("2.14(6)[h]",),
                   {"days": params.value("move_in_notice_days", on)}, "now")] if moved_in else []
    return notify + [Item("duty_keep_other_conditions", ("2.14(6)[h]",), {}, "now")]


@cites("2.14(6)[i]")
def removal_duty(on: dt.date, params: Parameters, applies: str) -> list[Item]:
    """"If the owner or caretaker of a dog that has been designated dangerous or vicious is
    unwilling or unable to comply with the regulations for keeping the dog in accordance with
    this section, he or she shall remove the dog from the Village\""""
    return [Item("duty_remove_if_unable", ("2.14(6)[i]",),
                 {"hours": params.value("removal_hours", on)}, applies)]


@helper
def duties_for(status: str, on: dt.date, params: Parameters, applies: str) -> list[Item]:
    """Status-specific duties (the general ones are added separately)."""
    if status == "potentially_dangerous":
        return potentially_dangerous_duties(on, params, applies)
    if status == "dangerous":
        return dangerous_duties(on, params, applies) + removal_duty(on, params, applies)
    if status == "vicious":
        return vicious_duties(on, params, applies) + removal_duty(on, params, applies)
    return []
