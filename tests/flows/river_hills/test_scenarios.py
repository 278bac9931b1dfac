"""Scenario table for River Hills (WI) Code § 2.14, checked against the assessment document.

Every expected value below comes from reading flows/river_hills/ordinance.txt, not from the
engine. Dates were counted by hand on a printed calendar:

* Wis. Stat. § 990.001(4): exclude the first day, include the last; a last day on a Sunday or
  legal holiday moves to the next secular day (a Saturday is secular and does not move); an hour
  period leaves out whole Sundays and legal holidays.
* Legal holidays, Wis. Stat. § 995.20 (2026): Thu 01-01, Mon 01-19, Mon 02-16, Mon 05-25,
  Fri 06-19, Sat 07-04 (not moved), Mon 09-07, Mon 10-12, Tue 11-03 (general election),
  Wed 11-11, Thu 11-26, Fri 12-25; 2027: Fri 01-01, Sun 07-04 -> Mon 07-05.
* "Business day" = Monday to Friday less legal holidays (the project's stated assumption).

A case the engine gets wrong, on our reading of the text, is marked ``xfail(strict=True)`` with
the reason; those are listed in the report that came with this file.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import pytest

from interview.engine.facts import validate
from interview.engine.wording import Wording, to_json
from interview.toolkit.registry import flows
from tests.flows.scenario_checks import check_status_and_sections, section_keys

FLOW = flows()["river-hills"]
Y, N, NS = "yes", "no", "not_sure"


@dataclass(frozen=True)
class Case:
    name: str
    clause: str  # the anchor the case exercises
    facts: dict
    today: str
    expect: dict
    xfail: str | None = None  # "engine disagrees: ..." when we think the engine is wrong


# --- fact builders --------------------------------------------------------------------------

def F(*incidents: dict, dog: dict | None = None, notice: dict | None = None,
      conduct: dict | None = None) -> dict:
    facts: dict = {"schema_version": "1.0"}
    if dog:
        facts["dog"] = dog
    if incidents:
        facts["incidents"] = list(incidents)
    if notice:
        facts["notice"] = notice
    if conduct:
        facts["conduct"] = conduct
    return facts


def inc(date: str, **kw: str) -> dict:
    return {"date": date, **kw}


def bite(date: str, **kw: str) -> dict:
    """A bite that broke a person's skin."""
    return inc(date, bite_injury=Y, victim="person", **kw)


def serious_off(date: str, victim: str = "person", **kw: str) -> dict:
    """An unprovoked serious physical injury while the dog was off its owner's property."""
    return inc(date, serious_injury=Y, victim=victim, off_owner_property=Y, provoked=N, **kw)


def threat(date: str, victim: str = "person", **kw: str) -> dict:
    return inc(date, imminent_threat=Y, victim=victim, **kw)


def kill(date: str, victim: str = "pet", **kw: str) -> dict:
    return inc(date, killed=Y, victim=victim, **kw)


def declared(status: str, on: str | None, **kw: str) -> dict:
    notice = {"declared_status": status, **kw}
    if on:
        notice["declared_on"] = on
    return notice


def personal(day: str) -> dict:
    return {"service_method": "personal", "served_on": day}


GENERAL_DUTIES = {"duty_licence", "duty_rabies_vaccination", "duty_tag_outdoors",
                  "duty_not_at_large", "duty_clean_up_waste"}
DANGEROUS_DUTIES = {"duty_enclosure", "duty_leash", "duty_muzzle", "duty_indoor_confinement",
                    "duty_sterilisation", "duty_photographs", "duty_no_sale_in_village",
                    "duty_report_escape_or_bite", "duty_insurance_if_required",
                    "duty_remove_if_unable"}
PD_DUTIES = {"duty_pd_leash_and_muzzle", "duty_pd_sterilisation_if_required"}
VICIOUS_ONLY = {"duty_vicious_permit", "duty_vicious_costs"}
STATUS_FINDINGS = {"dangerous_bite_injury", "dangerous_injury_at_large",
                   "dangerous_serious_injury", "pd_threat_at_large", "pd_animal_injury_at_large",
                   "pd_rabies", "dangerous_repeated_threats", "dangerous_repeated_killings",
                   "vicious_two_serious_injuries", "declared_elsewhere"}

# A vicious dog: two unprovoked serious injuries off the owner's property, months apart.
VICIOUS_PAIR = (serious_off("2026-05-01", "pet"), serious_off("2026-07-20", "person"))

CASES: list[Case] = []


def case(name, clause, facts, today, xfail=None, **expect) -> None:
    CASES.append(Case(name, clause, facts, today, expect, xfail))


# ============================================================================================
# 1. Status paths, 2.14(6)[a]
# ============================================================================================

case("bite-person-own-yard", "2.14(6)[a](2)",
     F(bite("2026-05-04", at_large=N, off_owner_property=N)), "2026-06-01",
     # (a)(2)(1) "has caused a bite injury to a person": no place requirement.
     likely="dangerous", if_unsure="dangerous", if_rebutted="dangerous", declared=None,
     duty_basis="dangerous",
     reason_ids={"dangerous_bite_injury"},
     absent_reason_ids={"dangerous_injury_at_large", "vicious_two_serious_injuries"},
     duty_ids=GENERAL_DUTIES | DANGEROUS_DUTIES, absent_duty_ids=PD_DUTIES | VICIOUS_ONLY,
     duty_params={"duty_enclosure": {"sides_ft": 6, "buried_ft": 1},  # (e)(1)(iii)(1),(2)
                  "duty_leash": {"leash_ft": 4},  # (e)(1)(i)
                  "duty_insurance_if_required": {"amount": 100000, "months": 12},  # (e)(1)(x)
                  "duty_sterilisation": {"days": 14},  # (e)(1)(v)
                  "duty_photographs": {"count": 2, "days": 10}},  # (e)(1)(vi)
     unlawful_ids={"unlawful_attacks_person"},  # (3)[b]
     # (a)(3) defines an enclosure by a 6-ft fence; (e)(1)(iii)(1) allows a secure top instead.
     # (e)(1)(x) "may be required" names no one who requires it; (vii) "registered with the
     # Village" names a register (6) never sets up.
     notice_ids={"notice_enclosure_definition", "notice_insurance_who_requires",
                 "notice_registration_undefined"},
     # A dog nobody says moved in, and no waste left: these do not touch the case.
     absent_notice_ids={"notice_permit_on_acquisition", "notice_penalty_names_owner",
                        "notice_pd_sterilisation_who_requires"},
     # No Officer's determination yet: the hearing is a right to come, with no dated last day.
     right_ids={"right_hearing_request_if_declared"}, absent_right_ids={"right_hearing_request"},
     right_applies={"right_hearing_request_if_declared": "if_declared"},
     waiver_applies={"waiver_after_years": "if_declared"},  # no declaration to lift yet
     # (a)(3) "at least six (6) feet" (enclosure_wall_height_ft); (iii)(1) the same height.
     notice_params={"notice_enclosure_definition": {"wall_ft": 6, "sides_ft": 6,
                                                    "both_ft": 6}},
     deadline_ids_exact=set())  # nothing declared: no clock runs yet

case("bite-person-leashed-off-property", "2.14(6)[a](1)",
     F(bite("2026-05-04", at_large=N, off_owner_property=Y)), "2026-06-01",
     likely="dangerous", reason_ids={"dangerous_bite_injury"},
     absent_reason_ids={"dangerous_injury_at_large"})

case("injury-person-at-large-no-bite", "2.14(6)[a](2)",
     F(inc("2026-05-04", other_injury=Y, bite_injury=N, victim="person", at_large=Y,
           off_owner_property=Y)), "2026-06-01",
     # (a)(2)(2) "causes injury to any person while at large"
     likely="dangerous", reason_ids={"dangerous_injury_at_large"},
     absent_reason_ids={"dangerous_bite_injury", "dangerous_serious_injury"},
     unlawful_ids={"unlawful_at_large"})

case("injury-person-not-at-large-no-bite", "2.14(6)[a](2)",
     F(inc("2026-05-04", other_injury=Y, bite_injury=N, victim="person", at_large=N)),
     "2026-06-01",
     # Not a bite injury, not serious, not at large: none of (a)(2)(1)-(3).
     likely="none", if_unsure="none", if_rebutted="none", reason_ids_exact=set(),
     duty_ids_exact=GENERAL_DUTIES)

case("serious-injury-person", "2.14(6)[a](2)",
     F(inc("2026-05-04", serious_injury=Y, bite_injury=N, victim="person", at_large=N,
           off_owner_property=N)), "2026-06-01",
     # (a)(2)(3) "causes serious physical injury to a person"
     likely="dangerous", reason_ids={"dangerous_serious_injury"},
     absent_reason_ids={"dangerous_bite_injury", "dangerous_injury_at_large"},
     notice_ids={"notice_serious_injury_undefined"})

case("serious-injury-pet-own-property", "2.14(6)[a](2)",
     F(inc("2026-05-04", serious_injury=Y, victim="pet", at_large=N, off_owner_property=N)),
     "2026-06-01",
     # (a)(2)(3) "... or domestic animal": any place.
     likely="dangerous", reason_ids={"dangerous_serious_injury"},
     absent_reason_ids={"pd_animal_injury_at_large", "vicious_two_serious_injuries"},
     unlawful_ids={"unlawful_harms_domestic_animal"})  # (3)[e] "wounds"

case("pd-threat-person-at-large", "2.14(6)[a](6)",
     F(threat("2026-05-04", at_large=Y)), "2026-06-01",
     # (a)(6)(1) "while at large ... imminent threat ... to a person"
     likely="potentially_dangerous", reason_ids={"pd_threat_at_large"},
     duty_ids=PD_DUTIES, absent_duty_ids=DANGEROUS_DUTIES,
     duty_params={"duty_pd_sterilisation_if_required": {"days": 30}},  # (d)(2)
     # (d)(2) "may be required to spay or neuter": by whom, the text does not say.
     notice_ids={"notice_pd_sterilisation_who_requires"},
     absent_notice_ids={"notice_insurance_who_requires", "notice_registration_undefined"},
     waiver_params={"waiver_after_years": {"years": 2}})  # (d)(3)

case("threat-person-not-at-large-once", "2.14(6)[a](6)",
     F(threat("2026-05-04", at_large=N)), "2026-06-01",
     # (a)(6) needs "while at large"; one threat is not "more than one occasion" in (c)(2)(i).
     likely="none", reason_ids_exact=set())

case("pd-threat-pet-at-large", "2.14(6)[a](6)",
     F(threat("2026-05-04", victim="pet", at_large=Y)), "2026-06-01",
     likely="potentially_dangerous", reason_ids={"pd_threat_at_large"})

case("pd-bite-pet-at-large", "2.14(6)[a](6)",
     F(inc("2026-05-04", bite_injury=Y, serious_injury=N, victim="pet", at_large=Y)),
     "2026-06-01",
     # (a)(6)(2) injury to a domestic pet while at large; a bite to a pet is not (a)(2)(1).
     likely="potentially_dangerous", reason_ids={"pd_animal_injury_at_large"},
     absent_reason_ids={"dangerous_bite_injury", "dangerous_serious_injury"})

case("bite-pet-not-at-large", "2.14(6)[a](6)",
     F(inc("2026-05-04", bite_injury=Y, serious_injury=N, victim="pet", at_large=N)),
     "2026-06-01",
     likely="none", reason_ids_exact=set(),
     unlawful_ids={"unlawful_harms_domestic_animal"})  # still unlawful under (3)[e]

case("pd-not-rabies-vaccinated", "2.14(6)[a](6)",
     F(dog={"rabies_vaccinated": N}), "2026-06-01",
     # (a)(6)(3) "not in strict conformity with the rabies control program" (no at-large need)
     likely="potentially_dangerous", reason_ids={"pd_rabies"})

case("pd-rabies-puppy-under-5-months", "2.14(5)",
     F(dog={"rabies_vaccinated": N, "over_5_months": N}), "2026-06-01",
     # § 95.21, adopted by (5): the first shot is due "within 30 days after the dog reaches 5
     # months of age", so a younger puppy without one conforms to the program.
     likely="none", if_unsure="none", absent_reason_ids={"pd_rabies"},
     absent_conditional_ids={"pd_rabies"})

case("pd-rabies-age-not-sure", "2.14(6)[a](6)",
     F(dog={"rabies_vaccinated": N, "over_5_months": NS}), "2026-06-01",
     likely="none", if_unsure="potentially_dangerous", conditional_ids={"pd_rabies"},
     conditional_unsure={"pd_rabies": {"/dog/over_5_months"}})

case("pd-rabies-not-sure", "2.14(6)[a](6)",
     F(dog={"rabies_vaccinated": NS}), "2026-06-01",
     likely="none", if_unsure="potentially_dangerous", conditional_ids={"pd_rabies"},
     conditional_certainty={"pd_rabies": "if_unsure"})

case("no-incident-none", "2.14(2)",
     F(dog={"rabies_vaccinated": Y, "licensed": Y, "tag_worn_outdoors": Y}), "2026-06-01",
     likely="none", if_unsure="none", if_rebutted="none", duty_basis="none",
     reason_ids_exact=set(), conditional_ids_exact=set(), duty_ids_exact=GENERAL_DUTIES,
     unlawful_ids_exact=set(), waiver_ids_exact=set(), deadline_ids_exact=set())

case("bite-no-skin-break-not-at-large", "2.14(6)[a](1)",
     F(inc("2026-05-04", bite_injury=N, assault=Y, victim="person", at_large=N)),
     "2026-06-01",
     # No "visible trauma ... piercing of the skin": not a bite injury; not at large.
     likely="none", if_unsure="none", reason_ids_exact=set(),
     unlawful_ids={"unlawful_attacks_person"})  # (3)[b] "assaults or attacks any person"

case("kill-wild-animal", "2.14(6)[a](2)",
     F(inc("2026-05-04", killed=Y, victim="wild_animal", at_large=N)), "2026-06-01",
     # A wild animal is not "a person or domestic animal".
     likely="none", reason_ids_exact=set())

case("bite-at-large-victim-not-sure", "2.14(6)[a](2)",
     F(inc("2026-05-04", bite_injury=Y, at_large=Y, victim=NS)), "2026-06-01",
     # A person -> dangerous ((a)(2)(1),(2)); nothing shown yet.
     likely="none", if_unsure="dangerous",
     conditional_ids={"dangerous_bite_injury", "dangerous_injury_at_large"})

# ============================================================================================
# 2. The (6)[b] rebuttable presumptions
# ============================================================================================

case("b1-defending-person", "2.14(6)[b](1)",
     F(bite("2026-05-04", defending_person=Y)), "2026-06-01",
     likely="none", if_rebutted="dangerous", exception_ids={"exception_b1"},
     absent_reason_ids={"dangerous_bite_injury"}, conditional_ids={"dangerous_bite_injury"},
     conditional_certainty={"dangerous_bite_injury": "if_rebutted"})

case("b2-protecting-self-or-young", "2.14(6)[b](2)",
     F(inc("2026-05-04", serious_injury=Y, victim="pet", protecting_self_young_or_animal=Y)),
     "2026-06-01",
     likely="none", if_rebutted="dangerous", exception_ids={"exception_b2"},
     conditional_ids={"dangerous_serious_injury"})

case("b3-defending-against-tormentor", "2.14(6)[b](3)",
     F(bite("2026-05-04", defending_against_tormentor=Y)), "2026-06-01",
     likely="none", if_rebutted="dangerous", exception_ids={"exception_b3"})

case("b4-defending-property-from-trespasser", "2.14(6)[b](4)",
     F(bite("2026-05-04", at_large=N, off_owner_property=N,
            defending_property_from_trespasser=Y)), "2026-06-01",
     likely="none", if_rebutted="dangerous", exception_ids={"exception_b4"})

case("police-dog-bite", "2.14(6)[b]",
     F(bite("2026-05-04"), dog={"police_dog": Y}), "2026-06-01",
     # "used by law enforcement officers in the performance of their duties"
     likely="none", if_rebutted="dangerous", exception_ids={"exception_police_dog"},
     conditional_certainty={"dangerous_bite_injury": "if_rebutted"})

case("police-dog-not-vaccinated", "2.14(6)[b]",
     F(dog={"police_dog": Y, "rabies_vaccinated": N}), "2026-06-01",
     # The presumption covers "not potentially dangerous" too, so also the rabies path.
     likely="none", if_rebutted="potentially_dangerous", exception_ids={"exception_police_dog"})

case("b1-not-sure-does-not-excuse", "2.14(6)[b](1)",
     F(bite("2026-05-04", defending_person=NS)), "2026-06-01",
     # The presumption needs the facts that raise it; "not sure" does not raise it.
     likely="dangerous", if_rebutted="dangerous", exception_ids={"exception_b1"},
     reason_ids={"dangerous_bite_injury"})

# ============================================================================================
# 3. (6)[c](2): repeated threats / killings within a twelve-month period
# ============================================================================================

case("threats-11-months", "2.14(6)[c](2)(i)",
     # Mon 2025-03-10 and Tue 2026-02-10: inside 12 months. Not at large, so not PD.
     F(threat("2025-03-10", at_large=N), threat("2026-02-10", at_large=N)), "2026-03-01",
     likely="dangerous", reason_ids={"dangerous_repeated_threats"},
     absent_reason_ids={"pd_threat_at_large"},
     notice_ids={"notice_twelve_month_window", "notice_may_be_declared"})

case("threats-13-months-at-large", "2.14(6)[c](2)(i)",
     # Mon 2025-03-10 and Fri 2026-04-10: outside 12 months. Each was at large: PD remains.
     F(threat("2025-03-10", at_large=Y), threat("2026-04-10", at_large=Y)), "2026-05-01",
     likely="potentially_dangerous", reason_ids={"pd_threat_at_large"},
     absent_reason_ids={"dangerous_repeated_threats"})

case("threats-13-months-not-at-large", "2.14(6)[c](2)(i)",
     F(threat("2025-03-10", at_large=N), threat("2026-04-10", at_large=N)), "2026-05-01",
     likely="none", reason_ids_exact=set())

case("threats-on-12-month-anniversary", "2.14(6)[c](2)(i)",
     # Mon 2025-03-10 -> 12 months, first day excluded, last included: Tue 2026-03-10 is in.
     F(threat("2025-03-10", at_large=N), threat("2026-03-10", at_large=N)), "2026-03-15",
     likely="dangerous", reason_ids={"dangerous_repeated_threats"})

case("threats-anniversary-plus-one-day", "2.14(6)[c](2)(i)",
     # Wed 2026-03-11 is one day past the period that ends Tue 2026-03-10.
     F(threat("2025-03-10", at_large=N), threat("2026-03-11", at_large=N)), "2026-03-15",
     likely="none", if_unsure="none", reason_ids_exact=set())

case("threats-newest-first-past-the-window", "2.14(6)[c](2)(i)",
     # The same day past the period, told newest first: the window is counted from the earlier.
     F(threat("2026-03-11", at_large=N), threat("2025-03-10", at_large=N)), "2026-03-15",
     likely="none", if_unsure="none", reason_ids_exact=set())

case("threats-approximate-date-near-edge", "2.14(6)[c](2)(i)",
     # "About" 2025-03-10, then 2026-03-20: ten days past the edge on the guessed date.
     F(threat("2025-03-10", at_large=N, date_approximate=True),
       threat("2026-03-20", at_large=N)), "2026-03-25",
     likely="none", if_unsure="dangerous", conditional_ids={"dangerous_repeated_threats"},
     conditional_certainty={"dangerous_repeated_threats": "if_unsure"})

case("threats-to-pet-twice-not-at-large", "2.14(6)[c](2)(i)",
     # (c)(2)(i) counts threats "to a person" only; not at large, so not PD either.
     F(threat("2026-01-10", victim="pet", at_large=N),
       threat("2026-02-10", victim="pet", at_large=N)), "2026-03-01",
     likely="none", reason_ids_exact=set())

case("killings-pet-within-12-months", "2.14(6)[c](2)(ii)",
     # Sun 2025-06-01 and Thu 2026-01-15: 7.5 months apart. Each death is also a serious
     # physical injury to a domestic animal ((a)(2)(3)).
     F(kill("2025-06-01", at_large=N), kill("2026-01-15", at_large=N)), "2026-02-01",
     likely="dangerous",
     reason_ids={"dangerous_repeated_killings", "dangerous_serious_injury"},
     notice_ids={"notice_killing_counts_as_serious_injury"})

case("killings-feral-excluded-from-c2", "2.14(6)[c](2)(ii)",
     # "a domestic animal does not include any feral animal" - "for purposes of this subsection
     # only", so each death still counts under (a)(2)(3): dangerous remains.
     F(kill("2025-06-01", victim="feral_animal", at_large=N),
       kill("2026-01-15", victim="feral_animal", at_large=N)), "2026-02-01",
     likely="dangerous", reason_ids={"dangerous_serious_injury"},
     absent_reason_ids={"dangerous_repeated_killings"}, exception_ids={"exclusion_feral"},
     notice_ids={"notice_feral_outside_c2"})

case("habitual-vehicle-chasing-says-habitual-is-undefined", "2.14(3)[a]",
     # "Habitually pursues any vehicle, including bicycles, upon any public street": asked as
     # the dog's habit, not per incident, and the law never says how often is habitual.
     F(conduct={"habitual_vehicle_chasing": "yes"}), "2026-02-01",
     likely="none", unlawful_ids={"unlawful_vehicle_chasing"},
     notice_ids={"notice_habitually_undefined"})

case("killings-victim-at-large-excluded-from-c2", "2.14(6)[c](2)(ii)",
     # "does not apply where the attack was upon a domestic animal that was at large":
     # (c)(2) only; the serious-injury path of (a)(2)(3) has no such carve-out: dangerous.
     F(kill("2025-06-01", at_large=N, victim_at_large=Y),
       kill("2026-01-15", at_large=N, victim_at_large=Y)), "2026-02-01",
     likely="dangerous", reason_ids={"dangerous_serious_injury"},
     absent_reason_ids={"dangerous_repeated_killings"},
     exception_ids={"exclusion_victim_at_large"})

case("killings-victim-tormenting-excluded-from-c2", "2.14(6)[c](2)(ii)",
     F(kill("2025-06-01", at_large=N, victim_tormenting_or_attacking=Y),
       kill("2026-01-15", at_large=N, victim_tormenting_or_attacking=Y)), "2026-02-01",
     # Out of (c)(2); if the presumption (if any) is rebutted, (a)(2)(3) makes it dangerous.
     if_rebutted="dangerous", absent_reason_ids={"dangerous_repeated_killings"},
     exception_ids={"exclusion_victim_tormenting"})

case("killings-victim-tormenting-raises-b3", "2.14(6)[b](3)",
     F(kill("2025-06-01", at_large=N, victim_tormenting_or_attacking=Y),
       kill("2026-01-15", at_large=N, victim_tormenting_or_attacking=Y)), "2026-02-01",
     likely="none", if_rebutted="dangerous", exception_ids={"exception_b3"})

case("killings-tormenting-and-defending", "2.14(6)[b](3)",
     F(kill("2025-06-01", at_large=N, victim_tormenting_or_attacking=Y,
            defending_against_tormentor=Y),
       kill("2026-01-15", at_large=N, victim_tormenting_or_attacking=Y,
            defending_against_tormentor=Y)), "2026-02-01",
     likely="none", if_rebutted="dangerous",
     exception_ids={"exclusion_victim_tormenting", "exception_b3"},
     absent_reason_ids={"dangerous_repeated_killings"})

# ============================================================================================
# 4. Vicious, 2.14(6)[a](8)
# ============================================================================================

case("vicious-two-off-property", "2.14(6)[a](8)",
     F(serious_off("2026-02-02", "person"), serious_off("2026-04-06", "pet")), "2026-05-01",
     likely="vicious", if_unsure="vicious", duty_basis="vicious",
     reason_ids={"vicious_two_serious_injuries", "dangerous_serious_injury"},
     duty_ids=DANGEROUS_DUTIES | VICIOUS_ONLY,  # (f)(1): all of (e) applies too
     duty_params={"duty_vicious_permit": {"fee": 1000, "days": 7},  # (g)
                  "duty_insurance_if_required": {"amount": 100000},
                  "duty_enclosure": {"sides_ft": 6, "buried_ft": 1}},
     waiver_ids_exact={"waiver_none_for_vicious"},
     notice_ids={"notice_justification_undefined"})

case("vicious-one-on-own-property", "2.14(6)[a](8)",
     F(serious_off("2026-02-02", "person"),
       inc("2026-04-06", serious_injury=Y, victim="pet", off_owner_property=N, provoked=N)),
     "2026-05-01",
     # Only one occasion "off its owner's property": not vicious; serious injury -> dangerous.
     likely="dangerous", if_unsure="dangerous", reason_ids={"dangerous_serious_injury"},
     absent_reason_ids={"vicious_two_serious_injuries"}, absent_duty_ids=VICIOUS_ONLY)

case("vicious-one-provoked", "2.14(6)[a](8)",
     F(serious_off("2026-02-02", "person"),
       inc("2026-04-06", serious_injury=Y, victim="person", off_owner_property=Y, provoked=Y)),
     "2026-05-01",
     # Provocation is only in (a)(8); (a)(2)(3) has no provocation carve-out: dangerous.
     likely="dangerous", reason_ids={"dangerous_serious_injury"},
     absent_reason_ids={"vicious_two_serious_injuries"},
     exception_ids={"provocation_considered"},
     notice_ids={"notice_provocation_only_in_vicious"})

case("vicious-occasions-years-apart", "2.14(6)[a](8)",
     # (a)(8) has no twelve-month window (only (c)(2) does).
     F(serious_off("2022-05-01", "pet"), serious_off("2026-04-01", "person")), "2026-05-01",
     likely="vicious", reason_ids={"vicious_two_serious_injuries"})

case("vicious-second-provocation-not-sure", "2.14(6)[a](8)",
     F(serious_off("2026-02-02", "person"),
       inc("2026-04-06", serious_injury=Y, victim="person", off_owner_property=Y,
           provoked=NS)), "2026-05-01",
     likely="dangerous", if_unsure="vicious",
     conditional_ids={"vicious_two_serious_injuries"},
     conditional_certainty={"vicious_two_serious_injuries": "if_unsure"},
     exception_params={"provocation_considered": {"incident": 1, "certainty": NS}})

case("vicious-second-excused-b1", "2.14(6)[a](8)",
     # "without provocation or justification": defending a person is a (6)[b](1) presumption.
     F(serious_off("2026-02-02", "person"),
       serious_off("2026-04-06", "person", defending_person=Y)), "2026-05-01",
     likely="dangerous", if_rebutted="vicious", exception_ids={"exception_b1"},
     absent_reason_ids={"vicious_two_serious_injuries"})

case("vicious-at-large-implies-off-property", "2.14(1)[c]",
     F(inc("2026-02-02", serious_injury=Y, victim="person", at_large=Y, provoked=N),
       inc("2026-04-06", serious_injury=Y, victim="person", at_large=Y, provoked=N)),
     "2026-05-01",
     likely="vicious", reason_ids={"vicious_two_serious_injuries"})

# ============================================================================================
# 5. "Not sure" answers
# ============================================================================================

case("bite-not-sure", "2.14(6)[a](1)",
     F(inc("2026-05-04", bite_injury=NS, victim="person", at_large=N)), "2026-06-01",
     likely="none", if_unsure="dangerous", if_rebutted="none", reason_ids_exact=set(),
     conditional_ids={"dangerous_bite_injury"},
     conditional_certainty={"dangerous_bite_injury": "if_unsure"},
     conditional_unsure={"dangerous_bite_injury": {"/incidents/0/bite_injury"}})

case("bite-not-sure-while-threat-at-large", "2.14(6)[a](1)",
     F(inc("2026-05-04", bite_injury=NS, imminent_threat=Y, victim="person", at_large=Y)),
     "2026-06-01",
     likely="potentially_dangerous", if_unsure="dangerous",
     reason_ids={"pd_threat_at_large"}, conditional_ids={"dangerous_bite_injury"})

# ============================================================================================
# 6. Deadlines and how notice takes effect, 2.14(6)[c](3)-(4), [d]-[i]
# ============================================================================================

case("personal-service-labor-day", "2.14(6)[c](3)",
     F(bite("2026-08-30"), notice=declared("dangerous", "2026-09-04", **personal("2026-09-04"))),
     "2026-09-08",
     declared="dangerous", duty_basis="dangerous",
     deadlines={
         # Fri 09-04 + 5 bd; Mon 09-07 Labor Day: Tue 8, Wed 9, Thu 10, Fri 11, Mon 14
         "hearing_request_deadline": "2026-09-14",
         "hearing_window_earliest": "2026-09-11",  # Fri 09-04 + 7 = Fri 09-11
         "hearing_window_latest": "2026-09-18",  # Fri 09-04 + 14 = Fri 09-18
         "sterilisation": "2026-09-18",  # declared Fri 09-04 + 14 = Fri 09-18
         "photographs": "2026-09-14",  # Fri 09-04 + 10 = Mon 09-14
     },
     skipped={"hearing_request_deadline": {"2026-09-07"}},
     deadline_applies={"hearing_window_earliest": "if_requested"},  # not asked for (yet)
     stay={"sterilisation": "stayed_if_timely", "photographs": "none",
           "hearing_request_deadline": "none"},
     absent_deadline_ids={"pd_sterilisation", "vicious_permit", "appeal_deadline",
                          "compliance_after_hearing", "removal_deadline"},
     # "a written request for a hearing to the Chief of Police within 5 business days":
     # whether it must arrive by then, the text does not say.
     notice_ids={"notice_business_day_undefined", "notice_calendar_rules",
                 "notice_request_must_arrive"},
     notice_params={"notice_request_must_arrive": {"days": 5}},
     absent_notice_ids={"notice_decision_by_mail"},  # no decision yet
     right_ids={"right_hearing_request", "right_appeal_board"})

case("photographs-sunday-roll", "2.14(6)[e](1)(vi)",
     F(bite("2026-08-25"), notice=declared("dangerous", "2026-09-03", **personal("2026-09-03"))),
     "2026-09-04",
     deadlines={
         "photographs": "2026-09-14",  # Thu 09-03 + 10 = Sun 09-13 -> Mon 09-14
         "sterilisation": "2026-09-17",  # Thu 09-03 + 14 = Thu 09-17
         # Thu 09-03 + 5 bd: Fri 4, (Mon 7 Labor Day), Tue 8, Wed 9, Thu 10, Fri 11
         "hearing_request_deadline": "2026-09-11",
     },
     rolled_from={"photographs": "2026-09-13", "sterilisation": None})

case("sterilisation-labor-day-roll", "2.14(6)[e](1)(v)",
     F(bite("2026-08-20"), notice=declared("dangerous", "2026-08-24", **personal("2026-08-24"))),
     "2026-08-25",
     deadlines={
         "sterilisation": "2026-09-08",  # Mon 08-24 + 14 = Mon 09-07 Labor Day -> Tue 09-08
         "photographs": "2026-09-03",  # Mon 08-24 + 10 = Thu 09-03
         # Mon 08-24 + 5 bd: Tue 25, Wed 26, Thu 27, Fri 28, Mon 31
         "hearing_request_deadline": "2026-08-31",
         "hearing_window_earliest": "2026-08-31",  # + 7 = Mon 08-31
         "hearing_window_latest": "2026-09-08",  # + 14 = Mon 09-07 Labor Day -> Tue 09-08
     },
     rolled_from={"sterilisation": "2026-09-07", "hearing_window_latest": "2026-09-07"})

case("pd-sterilisation-30-days-july4-saturday", "2.14(6)[d](2)",
     F(threat("2026-06-25", at_large=Y),
       notice=declared("potentially_dangerous", "2026-07-01", **personal("2026-07-01"))),
     "2026-07-02",
     declared="potentially_dangerous",
     deadlines={
         "pd_sterilisation": "2026-07-31",  # Wed 07-01 + 30 = Fri 07-31
         # Wed 07-01 + 5 bd: Thu 2, Fri 3 (Jul 4 is a Saturday and is NOT moved to Fri 3),
         # Mon 6, Tue 7, Wed 8
         "hearing_request_deadline": "2026-07-08",
         "hearing_window_earliest": "2026-07-08",  # + 7 = Wed 07-08
         "hearing_window_latest": "2026-07-15",  # + 14 = Wed 07-15
     },
     stay={"pd_sterilisation": "stayed_if_timely"},
     absent_deadline_ids={"sterilisation", "photographs", "vicious_permit"},
     duty_ids=PD_DUTIES, absent_duty_ids=DANGEROUS_DUTIES)

case("thanksgiving-certified-mail-received", "2.14(6)[c](4)",
     F(bite("2026-11-15"),
       notice=declared("dangerous", "2026-11-20", service_method="certified_mail",
                       received_on="2026-11-23")), "2026-11-24",
     deadlines={
         # effective when received, Mon 11-23 + 5 bd: Tue 24, Wed 25, (Thu 26 Thanksgiving),
         # Fri 27 (not a § 995.20 holiday), Mon 30, Tue 12-01
         "hearing_request_deadline": "2026-12-01",
         "hearing_window_earliest": "2026-11-30",  # Mon 11-23 + 7 = Mon 11-30
         "hearing_window_latest": "2026-12-07",  # Mon 11-23 + 14 = Mon 12-07
         "sterilisation": "2026-12-04",  # declared Fri 11-20 + 14 = Fri 12-04
         "photographs": "2026-11-30",  # Fri 11-20 + 10 = Mon 11-30
     },
     start={"hearing_request_deadline": "2026-11-23"},
     skipped={"hearing_request_deadline": {"2026-11-26"}})

case("vicious-permit-renewal-same-year", "2.14(6)[g]",
     F(*VICIOUS_PAIR, notice=declared("vicious", "2026-09-03", **personal("2026-09-04"))),
     "2026-09-10",
     declared="vicious",
     # The permit is due in September, so the fee is due again "on or before January 1st"
     # 2027, a Friday and a legal holiday -> next secular day Sat 2027-01-02.
     deadlines={"vicious_permit_renewal": "2027-01-02"},
     rolled_from={"vicious_permit_renewal": "2027-01-01"},
     absent_notice_ids={"notice_permit_renewal_year"},
     # "Once a dog has been declared vicious, it shall be subject to all of the requirements
     # applicable to a dangerous dog in subsection (e)": (f)(1) is what binds a vicious dog.
     duty_cites={"duty_enclosure": {"2.14(6)[e](1)(iii)", "2.14(6)[f](1)"},
                 "duty_sterilisation": {"2.14(6)[e](1)(v)", "2.14(6)[f](1)"},
                 "duty_photographs": {"2.14(6)[e](1)(vi)", "2.14(6)[f](1)"},
                 "duty_vicious_permit": {"2.14(6)[g]"}},
     deadline_cites={"sterilisation": {"2.14(6)[e](1)(v)", "2.14(6)[f](1)"},
                     "photographs": {"2.14(6)[e](1)(vi)", "2.14(6)[f](1)"}})

case("vicious-permit-renewal-on-its-own-due-day", "2.14(6)[g]",
     F(*VICIOUS_PAIR, notice=declared("vicious", "2026-09-03", **personal("2026-09-04"))),
     "2027-01-01",
     declared="vicious",
     # "due on or before January 1st of each year thereafter": Fri 2027-01-01 is a legal
     # holiday -> Sat 01-02, so on New Year's Day this year's fee is still ahead. (It read
     # 2028-01-03: the year after today's, whatever today was.)
     deadlines={"vicious_permit_renewal": "2027-01-02"},
     rolled_from={"vicious_permit_renewal": "2027-01-01"})

case("vicious-permit-renewal-after-a-december-permit", "2.14(6)[g]",
     F(serious_off("2027-10-01", "pet"), serious_off("2027-12-10", "pet"),
       notice=declared("vicious", "2027-12-20", **personal("2027-12-20"))), "2028-01-01",
     declared="vicious",
     # Mon 2027-12-20 + 7 bd: Tue 21 ... Fri 24, Mon 27, Tue 28, Wed 12-29 (Christmas is a Sat):
     # the permit is issued in 2027, so 2028's fee applies. Sat 2028-01-01 and Sun 01-02 ->
     # Mon 2028-01-03, which is not yet past on New Year's Day.
     deadlines={"vicious_permit": "2027-12-29", "vicious_permit_renewal": "2028-01-03"},
     rolled_from={"vicious_permit_renewal": "2028-01-01"})

case("vicious-permit-renewal-on-the-monday-after-a-weekend-new-year", "2.14(6)[g]",
     F(serious_off("2027-10-01", "pet"), serious_off("2027-12-10", "pet"),
       notice=declared("vicious", "2027-12-20", **personal("2027-12-20"))), "2028-01-03",
     declared="vicious",
     # Sat 2028-01-01 (New Year's Day) and Sun 01-02 -> Mon 01-03: today is the fee's day.
     deadlines={"vicious_permit_renewal": "2028-01-03"},
     passed={"vicious_permit_renewal": False})

case("christmas-new-year-vicious-permit", "2.14(6)[g]",
     F(serious_off("2026-10-01", "pet"), serious_off("2026-12-15", "pet"),
       notice=declared("vicious", "2026-12-23", **personal("2026-12-23"))), "2026-12-28",
     declared="vicious", likely="vicious",
     deadlines={
         # Wed 12-23 + 7 bd: Thu 24 (not a legal holiday), (Fri 25 Christmas), Mon 28, Tue 29,
         # Wed 30, Thu 31, (Fri 2027-01-01 New Year), Mon 01-04, Tue 01-05
         "vicious_permit": "2027-01-05",
         # Wed 12-23 + 5 bd: Thu 24, (Fri 25), Mon 28, Tue 29, Wed 30, Thu 31
         "hearing_request_deadline": "2026-12-31",
         "sterilisation": "2027-01-06",  # Wed 12-23 + 14 = Wed 2027-01-06
         "photographs": "2027-01-02",  # Wed 12-23 + 10 = Sat 2027-01-02 (Saturday: not moved)
         "hearing_window_earliest": "2026-12-30",  # + 7 = Wed 12-30
         "hearing_window_latest": "2027-01-06",  # + 14 = Wed 01-06
         # "due on or before January 1st of each year thereafter": thereafter is after the
         # permit is issued, which may be as late as Tue 2027-01-05, so the next fee is due
         # Sat 2028-01-01, a legal holiday; Sun 01-02 too -> next secular day Mon 2028-01-03.
         "vicious_permit_renewal": "2028-01-03",
     },
     notice_ids={"notice_permit_renewal_year"},
     skipped={"vicious_permit": {"2026-12-25", "2027-01-01"}},
     rolled_from={"photographs": None, "vicious_permit_renewal": "2028-01-01"},
     stay={"vicious_permit": "stayed_if_timely", "sterilisation": "stayed_if_timely",
           "photographs": "none"},
     waiver_ids_exact={"waiver_none_for_vicious"},
     penalty_ids={"penalty_vicious_court_order", "penalty_seizure_and_revocation"})

case("general-election-day-nov-3", "2.14(6)[c](3)",
     F(bite("2026-10-25"), notice=declared("dangerous", "2026-10-30", **personal("2026-10-30"))),
     "2026-11-02",
     deadlines={
         # Fri 10-30 + 5 bd: Mon 11-02, (Tue 11-03 general election), Wed 4, Thu 5, Fri 6,
         # Mon 9
         "hearing_request_deadline": "2026-11-09",
         "sterilisation": "2026-11-13",  # Fri 10-30 + 14 = Fri 11-13
         "photographs": "2026-11-09",  # Fri 10-30 + 10 = Mon 11-09
         "hearing_window_earliest": "2026-11-06",
         "hearing_window_latest": "2026-11-13",
     },
     skipped={"hearing_request_deadline": {"2026-11-03"}})

case("columbus-day-certified-mail", "2.14(6)[c](4)",
     F(bite("2026-10-01"),
       notice=declared("dangerous", "2026-10-06", service_method="certified_mail",
                       received_on="2026-10-08")), "2026-10-09",
     deadlines={
         # Thu 10-08 + 5 bd: Fri 9, (Mon 12 2nd Monday in October), Tue 13, Wed 14, Thu 15,
         # Fri 16
         "hearing_request_deadline": "2026-10-16",
         "hearing_window_earliest": "2026-10-15",  # Thu 10-08 + 7
         "hearing_window_latest": "2026-10-22",  # Thu 10-08 + 14
         "sterilisation": "2026-10-20",  # declared Tue 10-06 + 14 = Tue 10-20
         "photographs": "2026-10-16",  # Tue 10-06 + 10 = Fri 10-16
     },
     skipped={"hearing_request_deadline": {"2026-10-12"}})

case("sunday-holiday-observed-monday-2027", "2.14(6)[c](3)",
     F(bite("2027-06-25"), notice=declared("dangerous", "2027-07-01", **personal("2027-07-01"))),
     "2027-07-02",
     deadlines={
         # Thu 2027-07-01 + 5 bd: Fri 2, (Mon 5: Jul 4 is a Sunday, so Monday is the holiday),
         # Tue 6, Wed 7, Thu 8, Fri 9
         "hearing_request_deadline": "2027-07-09",
         "sterilisation": "2027-07-15",  # Thu 07-01 + 14 = Thu 07-15
         "photographs": "2027-07-12",  # Thu 07-01 + 10 = Sun 07-11 -> Mon 07-12
     },
     skipped={"hearing_request_deadline": {"2027-07-05"}},
     rolled_from={"photographs": "2027-07-11"})

case("certified-refused-publication-earlier", "2.14(6)[c](4)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", service_method="certified_mail_refused",
                       posted_on="2026-09-15", published_on="2026-09-10")), "2026-09-16",
     deadlines={
         # effective on the earlier: published Thu 09-10. + 5 bd: Fri 11, Mon 14, Tue 15,
         # Wed 16, Thu 17
         "hearing_request_deadline": "2026-09-17",
         "hearing_window_earliest": "2026-09-17",  # Thu 09-10 + 7 = Thu 09-17
         "hearing_window_latest": "2026-09-24",  # Thu 09-10 + 14 = Thu 09-24
         "sterilisation": "2026-09-15",  # declared Tue 09-01 + 14 = Tue 09-15
         "photographs": "2026-09-11",  # Tue 09-01 + 10 = Fri 09-11
     },
     start={"hearing_request_deadline": "2026-09-10"})

case("certified-refused-posting-earlier", "2.14(6)[c](4)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", service_method="certified_mail_refused",
                       posted_on="2026-09-11", published_on="2026-09-17")), "2026-09-17",
     deadlines={
         # posted Fri 09-11 + 5 bd: Mon 14, Tue 15, Wed 16, Thu 17, Fri 18
         "hearing_request_deadline": "2026-09-18",
         "hearing_window_earliest": "2026-09-18",  # Fri 09-11 + 7
         "hearing_window_latest": "2026-09-25",  # Fri 09-11 + 14
     },
     start={"hearing_request_deadline": "2026-09-11"})

case("certified-refused-no-posting-or-publication", "2.14(6)[c](4)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", service_method="certified_mail_refused")),
     "2026-09-10",
     deadlines={"hearing_request_deadline": None, "sterilisation": "2026-09-15"},
     needs={"hearing_request_deadline": ["/notice/posted_on", "/notice/published_on"]})

case("regular-mail-thursday-effective-sunday", "2.14(6)[c](4)",
     F(bite("2026-08-28"),
       notice=declared("dangerous", "2026-09-03", service_method="regular_mail",
                       mailed_on="2026-09-03")), "2026-09-04",
     deadlines={
         # mailed Thu 09-03: effective on the 3rd day after, Sun 09-06 (not moved).
         # Sun 09-06 + 5 bd: (Mon 7 Labor Day), Tue 8, Wed 9, Thu 10, Fri 11, Mon 14
         "hearing_request_deadline": "2026-09-14",
         "hearing_window_earliest": "2026-09-13",  # Sun 09-06 + 7 = Sun 09-13 (a minimum)
         "hearing_window_latest": "2026-09-21",  # Sun 09-06 + 14 = Sun 09-20 -> Mon 09-21
     },
     start={"hearing_request_deadline": "2026-09-06", "hearing_window_latest": "2026-09-06"},
     rolled_from={"hearing_window_latest": "2026-09-20", "hearing_window_earliest": None},
     notice_ids={"notice_regular_mail_service"})

case("personal-service-date-missing", "2.14(6)[c](3)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", service_method="personal")), "2026-09-02",
     deadlines={"hearing_request_deadline": None, "hearing_window_latest": None,
                "sterilisation": "2026-09-15"},  # declared Tue 09-01 + 14 = Tue 09-15
     needs={"hearing_request_deadline": ["/notice/served_on"],
            "hearing_window_latest": ["/notice/served_on"]},
     absent_deadline_ids={"hearing_window_earliest"})

case("service-method-not-sure", "2.14(6)[c](3)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", service_method=NS)), "2026-09-02",
     # The owner's one way to contest it, undated: the notice was served no sooner than its
     # date, so Tue 09-01 + 5 bd (Mon 7 Labor Day skipped) -> Wed 09-09 is surely in time.
     deadlines={"hearing_request_deadline": None, "hearing_request_safe_date": "2026-09-09"},
     skipped={"hearing_request_safe_date": {"2026-09-07"}},
     start={"hearing_request_safe_date": "2026-09-01"},
     needs={"hearing_request_deadline": ["/notice/service_method"]},
     notice_ids={"notice_request_must_arrive"})

case("certified-mail-receipt-date-missing", "2.14(6)[c](4)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", service_method="certified_mail")),
     "2026-09-02",
     deadlines={"hearing_request_deadline": None, "hearing_request_safe_date": "2026-09-09"},
     needs={"hearing_request_deadline": ["/notice/received_on"]})

case("service-not-sure-hearing-asked", "2.14(6)[c](3)",
     # A request already made is never judged by the safe day: no safe day at all.
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", service_method=NS, hearing_requested=Y,
                       hearing_requested_on="2026-09-10")), "2026-09-11",
     deadlines={"hearing_request_deadline": None},
     absent_deadline_ids={"hearing_request_safe_date"})

case("service-not-sure-no-notice-date", "2.14(6)[c](3)",
     F(bite("2026-08-25"), notice=declared("dangerous", None, service_method=NS)),
     "2026-09-02",
     # With no date on the notice there is nothing to count a safe day from either.
     needs={"hearing_request_deadline": ["/notice/service_method"]},
     absent_deadline_ids={"hearing_request_safe_date"})

case("declaration-date-missing", "2.14(6)[e](1)(v)",
     F(bite("2026-08-25"), notice=declared("dangerous", None, **personal("2026-09-01"))),
     "2026-09-02",
     deadlines={
         "sterilisation": None, "photographs": None,
         # Tue 09-01 + 5 bd: Wed 2, Thu 3, Fri 4, (Mon 7 Labor Day), Tue 8, Wed 9
         "hearing_request_deadline": "2026-09-09",
     },
     needs={"sterilisation": ["/notice/declared_on"], "photographs": ["/notice/declared_on"]})

# ============================================================================================
# 7. Stays: (6)[d](2), (6)[e](1)(v), (6)[g]; (6)[c](3) "not stayed pending the appeal"
# ============================================================================================

# Vicious, declared and served in person Mon 2026-08-03.
#   hearing request: + 5 bd: Tue 4, Wed 5, Thu 6, Fri 7, Mon 10 -> Mon 08-10
#   vicious permit:  + 7 bd: Tue 4, Wed 5, Thu 6, Fri 7, Mon 10, Tue 11, Wed 12 -> Wed 08-12
#   sterilisation:   + 14 = Mon 08-17;  photographs: + 10 = Thu 08-13
VICIOUS_AUG = {"hearing_request_deadline": "2026-08-10", "vicious_permit": "2026-08-12",
               "sterilisation": "2026-08-17", "photographs": "2026-08-13"}


def vicious_aug(**notice: str) -> dict:
    return F(*VICIOUS_PAIR, notice=declared("vicious", "2026-08-03", **personal("2026-08-03"),
                                            **notice))


case("timely-hearing-request-stays", "2.14(6)[g]",
     vicious_aug(hearing_requested=Y, hearing_requested_on="2026-08-07"), "2026-08-08",
     deadlines=VICIOUS_AUG,
     stay={"sterilisation": "stayed", "vicious_permit": "stayed",
           "photographs": "none"},  # (e)(1)(vi) has no stay; (c)(3) rules apply pending hearing
     # Asked for: the hearing's window is no longer "only if a hearing is asked for".
     deadline_applies={"hearing_window_earliest": "now", "hearing_window_latest": "now"},
     notice_ids={"notice_stay_conflict"})

case("hearing-request-on-last-day-stays", "2.14(6)[e](1)(v)",
     vicious_aug(hearing_requested=Y, hearing_requested_on="2026-08-10"), "2026-08-10",
     deadlines=VICIOUS_AUG, stay={"sterilisation": "stayed", "vicious_permit": "stayed"})

case("hearing-request-one-day-late-not-stayed", "2.14(6)[e](1)(v)",
     vicious_aug(hearing_requested=Y, hearing_requested_on="2026-08-11"), "2026-08-11",
     deadlines=VICIOUS_AUG,
     stay_not={"sterilisation": "stayed", "vicious_permit": "stayed"},
     stay={"photographs": "none"})

case("hearing-request-late-means-no-stay", "2.14(6)[g]",
     vicious_aug(hearing_requested=Y, hearing_requested_on="2026-08-11"), "2026-08-11",
     stay={"sterilisation": "none", "vicious_permit": "none"})

case("hearing-request-late-is-said-to-be-late", "2.14(6)[c](3)",
     # "within 5 business days of service": asked Tue 08-11, the last day was Mon 08-10. The
     # section does not say what a late request gets; the page says it was late.
     vicious_aug(hearing_requested=Y, hearing_requested_on="2026-08-11"), "2026-08-12",
     notice_ids={"notice_hearing_request_late"},
     notice_params={"notice_hearing_request_late": {"asked": "2026-08-11",
                                                    "due": "2026-08-10"}})

case("appeal-late-is-said-to-be-late", "2.14(6)[c](3)",
     # "within 5 business days of receiving the decision": received Fri 09-18, the last day
     # was Fri 09-25; appealed Wed 09-30.
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-03", **personal("2026-09-04"),
                       hearing_requested=Y, hearing_requested_on="2026-09-08",
                       decision="affirmed", decision_on="2026-09-16",
                       decision_received_on="2026-09-18", appeal_filed=Y,
                       appeal_filed_on="2026-09-30")), "2026-10-01",
     deadlines={"appeal_deadline": "2026-09-25"},
     notice_ids={"notice_appeal_late"},
     absent_notice_ids={"notice_hearing_request_late"},
     notice_params={"notice_appeal_late": {"asked": "2026-09-30", "due": "2026-09-25"}})

case("hearing-request-on-last-day-is-not-late", "2.14(6)[c](3)",
     vicious_aug(hearing_requested=Y, hearing_requested_on="2026-08-10"), "2026-08-12",
     deadlines={"hearing_request_deadline": "2026-08-10"},  # asked on the last day itself
     absent_notice_ids={"notice_hearing_request_late"})

case("no-hearing-request-yet", "2.14(6)[g]",
     vicious_aug(), "2026-08-05",
     deadlines=VICIOUS_AUG,
     stay={"sterilisation": "stayed_if_timely", "vicious_permit": "stayed_if_timely",
           "photographs": "none"},
     deadline_ids={"hearing_window_earliest", "hearing_window_latest"})

case("hearing-not-requested-window-still-shown", "2.14(6)[c](3)",
     vicious_aug(hearing_requested=N), "2026-08-05",
     # Still inside the 5 business days, so a timely request could still stay the duties.
     stay={"sterilisation": "stayed_if_timely", "vicious_permit": "stayed_if_timely"},
     # "The hearing shall be held promptly within no less than seven days, nor more than
     # fourteen days, after the service of the notice": it runs from service, asked for or
     # not. Served Mon 08-03: + 7 = Mon 08-10, the last day to ask as well; + 14 = Mon 08-17.
     # (It was left out once the owner said no hearing was asked for yet.)
     deadlines={"hearing_request_deadline": "2026-08-10",
                "hearing_window_earliest": "2026-08-10", "hearing_window_latest": "2026-08-17"},
     deadline_applies={"hearing_window_earliest": "if_requested",
                       "hearing_window_latest": "if_requested"},
     notice_ids={"notice_hearing_window_from_service"})

case("notice-only-headline-leads-with-the-declaration", "2.14(6)[c](3)",
     F(notice=declared("dangerous", "2026-11-25", **personal("2026-11-27"),
                       hearing_requested=N)), "2026-12-01",
     # No incident entered: the guide's own reading finds nothing, but "Pending the outcome of
     # the hearing, all of the regulations applicable to a dog for which such determination
     # has been made are applicable". The headline read "Likely: no special status".
     likely="none", declared="dangerous", duty_basis="dangerous",
     headline="Declared: dangerous dog", likely_headline="Likely: no special status",
     duty_ids=DANGEROUS_DUTIES, duty_applies={"duty_enclosure": "now"},
     deadlines={
         # Fri 11-27 + 5 bd: Mon 11-30, Tue 12-01, Wed 12-02, Thu 12-03, Fri 12-04
         "hearing_request_deadline": "2026-12-04",
         # Not asked for, yet dated from service: + 7 = Fri 12-04, + 14 = Fri 12-11
         "hearing_window_earliest": "2026-12-04", "hearing_window_latest": "2026-12-11"},
     deadline_applies={"hearing_window_latest": "if_requested"})

case("affirmed-appeal-and-compliance", "2.14(6)[c](3)",
     F(bite("2026-10-15"),
       notice=declared("dangerous", "2026-10-23", **personal("2026-10-23"),
                       hearing_requested=Y, hearing_requested_on="2026-10-26",
                       decision="affirmed", decision_on="2026-11-06",
                       decision_received_on="2026-11-06")), "2026-11-09",
     declared="dangerous",
     deadlines={
         # Fri 10-23 + 5 bd: Mon 26, Tue 27, Wed 28, Thu 29, Fri 30
         "hearing_request_deadline": "2026-10-30",
         # received Fri 11-06 + 5 bd: Mon 9, Tue 10, (Wed 11 Veterans Day), Thu 12, Fri 13,
         # Mon 16
         "appeal_deadline": "2026-11-16",
         # decided Fri 11-06 + 30 = Sun 12-06 -> Mon 12-07
         "compliance_after_hearing": "2026-12-07",
         "sterilisation": "2026-11-06",  # Fri 10-23 + 14
         "photographs": "2026-11-02",  # Fri 10-23 + 10 = Mon 11-02
     },
     skipped={"appeal_deadline": {"2026-11-11"}},
     rolled_from={"compliance_after_hearing": "2026-12-06"},
     stay={"appeal_deadline": "not_stayed_by_appeal", "sterilisation": "stayed",
           "photographs": "none", "compliance_after_hearing": "none"},
     absent_deadline_ids={"hearing_window_earliest", "hearing_window_latest"},
     notice_ids={"notice_determination_date_ambiguous"})

case("chief-schedule-earlier-than-30-days", "2.14(6)[c](3)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                       hearing_requested=Y, hearing_requested_on="2026-09-03",
                       decision="affirmed", decision_on="2026-09-15",
                       decision_received_on="2026-09-16", chief_schedule_date="2026-09-25")),
     "2026-09-16",
     deadlines={
         "compliance_after_hearing": "2026-09-25",  # the Chief's date, inside the 30 days
         # Wed 09-16 + 5 bd: Thu 17, Fri 18, Mon 21, Tue 22, Wed 23
         "appeal_deadline": "2026-09-23",
     },
     stay={"appeal_deadline": "not_stayed_by_appeal"})

case("modified-to-potentially-dangerous", "2.14(6)[c](3)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                       hearing_requested=Y, hearing_requested_on="2026-09-03",
                       decision="modified", decision_status="potentially_dangerous",
                       decision_on="2026-09-15", decision_received_on="2026-09-15")),
     "2026-09-16",
     declared="potentially_dangerous", duty_basis="potentially_dangerous",
     deadlines={
         "pd_sterilisation": "2026-10-01",  # declared Tue 09-01 + 30 = Thu 10-01
         "compliance_after_hearing": "2026-10-15",  # Tue 09-15 + 30 = Thu 10-15
         # Tue 09-15 + 5 bd: Wed 16, Thu 17, Fri 18, Mon 21, Tue 22
         "appeal_deadline": "2026-09-22",
     },
     stay={"pd_sterilisation": "stayed"},
     absent_deadline_ids={"sterilisation", "photographs"},
     duty_ids=PD_DUTIES, absent_duty_ids=DANGEROUS_DUTIES)

# A hearing that raises the status declares it first: "within seven (7) business days after the
# declaration of the dog as vicious", "within ten (10) days of determination". The Officer's
# earlier notice of a lower status starts no clock for the duties only the higher one has; the
# duties it did have ran from it, "pending the outcome of the hearing" ((c)(3)).
def _raised(officer: str, to: str, decided: str | None = "2026-09-16") -> dict:
    dates = {"decision_on": decided, "decision_received_on": decided} if decided else {}
    return F(*VICIOUS_PAIR,
             notice=declared(officer, "2026-09-03", **personal("2026-09-04"),
                             hearing_requested=Y, hearing_requested_on="2026-09-08",
                             decision="modified", decision_status=to, **dates))


case("hearing-raised-to-vicious-counts-the-permit-from-the-decision", "2.14(6)[g]",
     _raised("dangerous", "vicious"), "2026-09-17",
     declared="vicious",
     # Wed 09-16 + 7 bd: Thu 17, Fri 18, Mon 21, Tue 22, Wed 23, Thu 24, Fri 25
     deadlines={"vicious_permit": "2026-09-25",
                # (e)'s photographs and spaying were the dangerous dog's since Thu 09-03:
                "photographs": "2026-09-14",  # + 10 = Sun 09-13, moved to Mon 09-14
                "sterilisation": "2026-09-17"},  # + 14
     start={"vicious_permit": "2026-09-16", "photographs": "2026-09-03",
            "sterilisation": "2026-09-03"},
     notice_ids={"notice_status_raised_at_hearing"},
     absent_notice_ids={"notice_due_before_told"})

case("hearing-raised-to-vicious-leaves-an-overdue-photograph-overdue", "2.14(6)[e](1)(vi)",
     # Declared dangerous Mon 11-30, raised to vicious Thu 12-17: the photographs were due
     # Thu 12-10, not ten days after the hearing.
     F(*VICIOUS_PAIR,
       notice=declared("dangerous", "2026-11-30", **personal("2026-12-01"),
                       hearing_requested=Y, hearing_requested_on="2026-12-03",
                       decision="modified", decision_status="vicious",
                       decision_on="2026-12-17", decision_received_on="2026-12-21")),
     "2026-12-21",
     declared="vicious",
     # Thu 12-17 + 7 bd: Fri 18, Mon 21, Tue 22, Wed 23, Thu 24, (Fri 25 Christmas), Mon 28, Tue 29
     deadlines={"photographs": "2026-12-10", "vicious_permit": "2026-12-29"},
     passed={"photographs": True},
     notice_ids={"notice_status_raised_at_hearing"})

case("hearing-raised-to-dangerous-counts-photos-and-waiver-from-the-decision",
     "2.14(6)[e](1)(vi)",
     _raised("potentially_dangerous", "dangerous"), "2026-09-17",
     declared="dangerous",
     deadlines={"photographs": "2026-09-26", "sterilisation": "2026-09-30"},  # 09-16 + 14
     # "after three (3) years" of the declaration the hearing made (Wed 2026-09-16): the
     # three years end on Sun 2029-09-16 (§ 990.001(4)(a) counts the last day in)
     waiver_params={"waiver_after_years": {"earliest": "2029-09-17"}},
     notice_ids={"notice_status_raised_at_hearing"})

case("hearing-raised-without-its-date-asks-for-it", "2.14(6)[c](3)",
     _raised("dangerous", "vicious", decided=None), "2026-09-17",
     needs={"vicious_permit": ["/notice/decision_on"]},
     deadlines={"photographs": "2026-09-14"},  # the dangerous dog's, from the Officer's day
     notice_ids={"notice_status_raised_at_hearing"})  # why the decision's date is asked

case("hearing-that-affirms-keeps-the-officers-day", "2.14(6)[e](1)(vi)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-03", **personal("2026-09-04"),
                       hearing_requested=Y, hearing_requested_on="2026-09-08",
                       decision="affirmed", decision_on="2026-09-16",
                       decision_received_on="2026-09-16")), "2026-09-17",
     deadlines={"photographs": "2026-09-14"}, start={"photographs": "2026-09-03"},
     absent_notice_ids={"notice_status_raised_at_hearing", "notice_due_before_told"})

# "within ten (10) days of determination", counted from the declaration: certified mail that
# arrives 13 days later brings a limit that has already run. The law does not say what then.
case("photos-due-before-the-notice-arrived-says-so", "2.14(6)[e](1)(vi)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-03", service_method="certified_mail",
                       received_on="2026-09-16")), "2026-09-17",
     deadlines={"photographs": "2026-09-14"},  # Thu 09-03 + 10 = Sun 09-13 -> Mon 09-14
     notice_ids={"notice_due_before_told"})

# Not for a duty on hold: "In the event that the owner submits a timely request for a hearing
# ... this requirement shall be stayed". Nor for spaying that "may be required" (d)(2).
case("a-late-notice-does-not-hurry-spaying-on-hold", "2.14(6)[d](2)",
     F(threat("2025-12-20", at_large=Y),
       notice=declared("potentially_dangerous", "2026-01-02", service_method="certified_mail",
                       received_on="2026-02-10", hearing_requested=Y,
                       hearing_requested_on="2026-02-12")), "2026-03-05",
     deadlines={"pd_sterilisation": "2026-02-02"}, stay={"pd_sterilisation": "stayed"},
     absent_notice_ids={"notice_due_before_told"})

case("a-late-notice-still-hurries-the-photographs", "2.14(6)[e](1)(vi)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-03", service_method="certified_mail",
                       received_on="2026-09-16", hearing_requested=Y,
                       hearing_requested_on="2026-09-17")), "2026-09-18",
     stay={"sterilisation": "stayed", "photographs": "none"},
     notice_ids={"notice_due_before_told"})

case("overturned-no-status-duties", "2.14(6)[c](3)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                       hearing_requested=Y, hearing_requested_on="2026-09-03",
                       decision="overturned", decision_on="2026-09-15",
                       decision_received_on="2026-09-15")), "2026-09-16",
     declared="none", duty_basis="none", likely="dangerous",
     duty_ids_exact=GENERAL_DUTIES, deadline_ids_exact=set(), waiver_ids_exact=set(),
     # Nothing left to contest: "You can ask for a hearing ... The deadlines on this page give
     # the last day" read as a right in force, beside no deadline at all.
     right_ids_exact=set())

case("appeal-right-exhausted-ends-stay", "2.14(6)[e](1)(v)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                       hearing_requested=Y, hearing_requested_on="2026-09-03",
                       decision="affirmed", decision_on="2026-09-15",
                       decision_received_on="2026-09-16", appeal_filed=N)), "2026-10-20",
     stay={"sterilisation": "hold_ended"},
     # "stayed until such time as any further right to appeal has been exhausted": the text is
     # silent on the due date after that, and the date from the declaration has passed.
     # Held on its day (09-15), it was not due "whatever happens": not due before told.
     notice_ids={"notice_stay_ended_date"}, absent_notice_ids={"notice_due_before_told"})

case("a-day-after-the-hold-ended-was-never-held", "2.14(6)[e](1)(v)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                       hearing_requested=Y, hearing_requested_on="2026-09-02",
                       decision="affirmed", decision_on="2026-09-03",
                       decision_received_on="2026-09-03", appeal_filed=N)), "2026-09-14",
     # Appeal window Thu 09-03 + 5 business days (Labor Day skipped) → Fri 09-11: the hold is
     # over before spaying's day, Tue 09-15 (14 days from 09-01), which it never held.
     deadlines={"sterilisation": "2026-09-15"}, stay={"sterilisation": "none"},
     absent_notice_ids={"notice_stay_ended_date"})

case("a-day-after-the-hold-ended-is-missed-as-any-other", "2.14(6)[e](1)(v)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                       hearing_requested=Y, hearing_requested_on="2026-09-02",
                       decision="affirmed", decision_on="2026-09-03",
                       decision_received_on="2026-09-03", appeal_filed=N)), "2026-09-20",
     stay={"sterilisation": "none"}, absent_notice_ids={"notice_stay_ended_date"})

# "within 5 business days of service of the determination": past it with no request in time,
# no hearing is coming, and no window for one is counted.
case("no-window-once-the-last-day-to-ask-passed", "2.14(6)[c](3)",
     F(bite("2026-08-25"), notice=declared("dangerous", "2026-09-03", **personal("2026-09-04"),
                                          hearing_requested=N)), "2026-09-16",
     deadlines={"hearing_request_deadline": "2026-09-14"},
     absent_deadline_ids={"hearing_window_earliest", "hearing_window_latest"})

case("no-window-for-a-request-made-late", "2.14(6)[c](3)",
     F(bite("2026-08-25"), notice=declared("dangerous", "2026-09-03", **personal("2026-09-04"),
                                          hearing_requested=Y,
                                          hearing_requested_on="2026-09-15")), "2026-09-16",
     notice_ids={"notice_hearing_request_late"},
     absent_deadline_ids={"hearing_window_earliest", "hearing_window_latest"})

case("the-window-stays-while-a-request-is-not-known", "2.14(6)[c](3)",
     F(bite("2026-08-25"), notice=declared("dangerous", "2026-09-03", **personal("2026-09-04"))),
     "2026-09-16", deadline_ids={"hearing_window_earliest", "hearing_window_latest"})

case("appeal-not-sure-after-the-window", "2.14(6)[e](1)(v)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                       hearing_requested=Y, hearing_requested_on="2026-09-03",
                       decision="affirmed", decision_on="2026-09-15",
                       decision_received_on="2026-09-16", appeal_filed=NS)), "2026-10-20",
     # The appeal window closed Wed 09-23; whether an appeal was made in time is not known.
     stay={"sterilisation": "stayed_if_timely"})

case("vicious-renewal-held-with-the-permit", "2.14(6)[g]",
     F(*VICIOUS_PAIR, notice=declared("vicious", "2026-12-01", **personal("2026-12-01"),
                                      hearing_requested=Y, hearing_requested_on="2026-12-02",
                                      decision="pending")), "2026-12-15",
     # "this requirement shall be stayed": the next year's fee is part of it.
     stay={"vicious_permit": "stayed", "vicious_permit_renewal": "stayed"})


def _appealed(stay_granted=None) -> dict:
    """Declared dangerous, the chief affirmed on 09-15, an appeal in time on 09-21."""
    extra = {} if stay_granted is None else {"appeal_stay_granted": stay_granted}
    return F(bite("2026-08-25"),
             notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                             hearing_requested=Y, hearing_requested_on="2026-09-03",
                             decision="affirmed", decision_on="2026-09-15",
                             decision_received_on="2026-09-16", appeal_filed=Y,
                             appeal_filed_on="2026-09-21", **extra))


case("timely-appeal-keeps-the-stay", "2.14(6)[e](1)(v)",
     _appealed(), "2026-10-20",
     # Appeal filed Mon 09-21, inside the 5 business days (deadline Wed 09-23).
     stay={"sterilisation": "stayed"}, absent_notice_ids={"notice_stay_ended_date"})

case("late-hearing-and-late-appeal-no-stay", "2.14(6)[e](1)(v)",
     F(bite("2026-08-20"),
       notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                       hearing_requested=Y, hearing_requested_on="2026-09-10",
                       decision="affirmed", decision_on="2026-09-15",
                       decision_received_on="2026-09-16", appeal_filed=Y,
                       appeal_filed_on="2026-10-01")), "2026-10-02",
     # hearing deadline Wed 09-09 (Labor Day skipped), asked Thu 09-10: late.
     # appeal deadline Wed 09-23 (Thu 17, Fri 18, Mon 21, Tue 22, Wed 23), filed 10-01: late.
     # Nothing was ever on hold, so no notice that a hold has ended.
     stay={"sterilisation": "none"}, absent_notice_ids={"notice_stay_ended_date"})

case("appeal-without-a-board-stay-does-not-hold-compliance", "2.14(6)[c](3)",
     # "The decision of the Chief is not stayed pending the appeal, unless the Board of Appeals
     # grants a stay": comply within 30 days of 09-15 (Thu 10-15) while the appeal is heard.
     _appealed(N), "2026-10-02",
     deadlines={"compliance_after_hearing": "2026-10-15"},
     stay={"compliance_after_hearing": "not_stayed_by_appeal", "sterilisation": "stayed"},
     absent_notice_ids={"notice_board_stay_scope"})

case("board-stay-holds-compliance-and-says-the-rest-is-unclear", "2.14(6)[c](3)",
     _appealed(Y), "2026-10-02",
     stay={"compliance_after_hearing": "stayed_by_board", "sterilisation": "stayed"},
     notice_ids={"notice_board_stay_scope"})

# "... in accordance with a time schedule established by the Chief of Police, but in no case
# more than 30 days after the date of the determination."
def _chief_set(schedule: str, **extra) -> dict:
    return F(bite("2026-08-25"),
             notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                             hearing_requested=Y, hearing_requested_on="2026-09-03",
                             decision="affirmed", decision_on="2026-09-15",
                             decision_received_on="2026-09-16",
                             chief_schedule_date=schedule, **extra))


case("chief-schedule-within-30-days-is-the-last-day", "2.14(6)[c](3)",
     _chief_set("2026-10-01"), "2026-09-20",
     deadlines={"compliance_after_hearing": "2026-10-01"},
     absent_notice_ids={"notice_chief_schedule_past_limit", "notice_board_schedule"})

case("chief-schedule-on-the-30th-day-is-within-the-limit", "2.14(6)[c](3)",
     _chief_set("2026-10-15"), "2026-09-20",  # decided Tue 09-15: day 30 is Thu 10-15
     deadlines={"compliance_after_hearing": "2026-10-15"},
     absent_notice_ids={"notice_chief_schedule_past_limit"})

# "within 5 business days of receiving the decision"; (c)(4): regular mail is "effective on
# the third day after the notice was placed in the mail", which may come before it arrives.
case("appeal-counted-from-receipt-says-mail-may-count-earlier", "2.14(6)[c](4)",
     _chief_set("2026-10-01"), "2026-09-20",
     deadlines={"appeal_deadline": "2026-09-23"},  # Wed 09-16 + 5 bd
     notice_ids={"notice_decision_by_mail"},
     notice_params={"notice_decision_by_mail": {"mail_day": 3}},  # (c)(4) "the third day"
     # decided: the hearing request's "sent or received" question is over
     absent_notice_ids={"notice_request_must_arrive"})

case("chief-schedule-past-30-days-gives-way-to-the-limit", "2.14(6)[c](3)",
     _chief_set("2026-11-30"), "2026-09-20",
     deadlines={"compliance_after_hearing": "2026-10-15"},
     notice_ids={"notice_chief_schedule_past_limit"})

# Wis. Stat. § 990.001(4)(b) moves "the last day within which an act is to be done" off a
# Sunday or legal holiday, however it was fixed: as the 30-day limit moves, so does the chief's.
case("chief-schedule-on-a-sunday-before-columbus-day-moves-to-tuesday", "2.14(6)[c](3)",
     _chief_set("2026-10-11"), "2026-09-20",  # Sun 10-11, Mon 10-12 Columbus Day
     deadlines={"compliance_after_hearing": "2026-10-13"},
     rolled_from={"compliance_after_hearing": "2026-10-11"},
     absent_notice_ids={"notice_chief_schedule_past_limit"})

case("chief-schedule-on-a-saturday-is-not-moved", "2.14(6)[c](3)",
     _chief_set("2026-10-10"), "2026-09-20",
     deadlines={"compliance_after_hearing": "2026-10-10"},
     rolled_from={"compliance_after_hearing": None})

case("appeal-filed-the-board-may-set-its-own-schedule", "2.14(6)[c](3)",
     _chief_set("2026-10-01", appeal_filed=Y, appeal_filed_on="2026-09-21"), "2026-09-22",
     deadlines={"compliance_after_hearing": "2026-10-01"},
     notice_ids={"notice_board_schedule"},
     absent_notice_ids={"notice_decision_by_mail"})  # appealed: when it counted from is moot

case("board-stay-not-sure", "2.14(6)[c](3)",
     _appealed(NS), "2026-10-02",
     stay={"compliance_after_hearing": "stayed_by_board_if_granted"},
     notice_ids={"notice_board_stay_scope"})

# ============================================================================================
# 8. Dogs declared elsewhere (6)[h]; removal (6)[i]
# ============================================================================================

case("move-in-dangerous-labor-day", "2.14(6)[h]",
     F(dog={"declared_elsewhere": "dangerous", "moved_in_on": "2026-08-28"}), "2026-09-01",
     likely="dangerous", reason_ids={"declared_elsewhere"},
     # Fri 08-28 + 10 = Mon 09-07 Labor Day -> Tue 09-08
     deadlines={"move_in_notice": "2026-09-08"}, rolled_from={"move_in_notice": "2026-09-07"},
     duty_ids={"duty_move_in_notice", "duty_keep_other_conditions", "duty_enclosure"},
     duty_params={"duty_move_in_notice": {"days": 10}},
     # In force now; but (h) "for the remainder of its life" beside (e)(2)'s "after three
     # years" leaves open whether it can be lifted.
     waiver_applies={"waiver_after_years": "now"},
     notice_ids={"notice_elsewhere_waiver_unclear"})

case("move-in-vicious-saturday-not-moved", "2.14(6)[h]",
     F(dog={"declared_elsewhere": "vicious", "moved_in_on": "2026-06-03"}), "2026-06-05",
     likely="vicious", reason_ids={"declared_elsewhere"},
     # Wed 06-03 + 10 = Sat 06-13: a Saturday is a secular day, not moved
     deadlines={"move_in_notice": "2026-06-13"}, rolled_from={"move_in_notice": None},
     duty_ids=VICIOUS_ONLY | {"duty_move_in_notice"},
     # "shall be subject to the provisions of this Section for the remainder of its life":
     # no Village declaration is waited for.
     duty_applies={"duty_enclosure": "now", "duty_muzzle": "now", "duty_vicious_permit": "now"},
     # Spaying and the permit count from "the declaration": there is none here. (g)'s other
     # clock, "upon acquisition", has no days and does not fit a dog that moved in either.
     notice_ids={"notice_elsewhere_dates", "notice_permit_on_acquisition"},
     notice_params={"notice_permit_on_acquisition": {"days": 7}})  # (g) "seven (7)"

case("move-in-vicious-then-village-notice-pd", "2.14(6)[h]",
     F(dog={"declared_elsewhere": "vicious", "moved_in_on": "2026-05-01"},
       notice=declared("potentially_dangerous", "2026-06-01", **personal("2026-06-01"))),
     "2026-06-05",
     # "for the remainder of its life", whatever the Village's own notice says.
     declared="potentially_dangerous",
     duty_applies={"duty_enclosure": "now", "duty_vicious_permit": "now"})

case("move-in-dangerous-village-notice-overturned", "2.14(6)[h]",
     F(dog={"declared_elsewhere": "dangerous", "moved_in_on": "2026-05-01"},
       notice=declared("potentially_dangerous", "2026-06-01", **personal("2026-06-01"),
                       hearing_requested=Y, hearing_requested_on="2026-06-03",
                       decision="overturned", decision_on="2026-06-10",
                       decision_received_on="2026-06-10")), "2026-06-15",
     declared="none", duty_applies={"duty_enclosure": "now", "duty_muzzle": "now"})

case("move-in-dangerous-no-vicious-permit-notice", "2.14(6)[g]",
     F(dog={"declared_elsewhere": "dangerous", "moved_in_on": "2026-08-28"}), "2026-09-01",
     # No permit for a dangerous dog ((g) is for vicious dogs), so no "upon acquisition".
     # (h)'s ten days: Fri 08-28 + 10 = Mon 09-07, Labor Day -> Tue 09-08.
     deadlines={"move_in_notice": "2026-09-08"},
     absent_notice_ids={"notice_permit_on_acquisition"})

case("move-in-dangerous-but-likely-vicious-here", "2.14(6)[h]",
     F(*VICIOUS_PAIR, dog={"declared_elsewhere": "dangerous", "moved_in_on": "2026-05-01"}),
     "2026-08-01",
     # The dangerous-dog duties bind now; what only a vicious declaration here would add waits,
     # and so does what the law says of lifting a vicious declaration.
     likely="vicious", waiver_applies={"waiver_none_for_vicious": "if_declared"},
     duty_applies={"duty_enclosure": "now", "duty_vicious_permit": "if_declared"})

case("move-in-pd-elsewhere-not-covered", "2.14(6)[h]",
     F(dog={"declared_elsewhere": "potentially_dangerous", "moved_in_on": "2026-06-03"}),
     "2026-06-05",
     # (6)[h] speaks only of "dangerous or vicious".
     likely="none", absent_deadline_ids={"move_in_notice"},
     absent_duty_ids={"duty_move_in_notice"},
     notice_ids={"notice_pd_elsewhere_not_covered"})

case("declared-elsewhere-while-living-here", "2.14(6)[h]",
     # A Village dog declared by a neighbouring town: "for the remainder of its life" holds,
     # but "within ten (10) days of moving the animal into the Village" has no day to count from.
     F(dog={"declared_elsewhere": "dangerous", "lived_here_when_declared": Y}), "2026-06-05",
     likely="dangerous", reason_ids={"declared_elsewhere"},
     duty_ids={"duty_keep_other_conditions", "duty_enclosure"},
     absent_duty_ids={"duty_move_in_notice"}, absent_deadline_ids={"move_in_notice"},
     notice_ids={"notice_elsewhere_not_moved_in"},
     notice_params={"notice_elsewhere_not_moved_in": {"days": 10}})

case("declared-elsewhere-while-living-here-then-moved-back", "2.14(6)[h]",
     # It left and was moved back in: the ten days count from that day. Mon 06-01 + 10 = Thu.
     F(dog={"declared_elsewhere": "dangerous", "lived_here_when_declared": Y,
            "moved_in_on": "2026-06-01"}), "2026-06-05",
     deadlines={"move_in_notice": "2026-06-11"}, duty_ids={"duty_move_in_notice"},
     absent_notice_ids={"notice_elsewhere_not_moved_in"})

case("move-in-date-missing", "2.14(6)[h]",
     F(dog={"declared_elsewhere": "dangerous"}), "2026-06-05",
     likely="dangerous", deadlines={"move_in_notice": None},
     needs={"move_in_notice": ["/dog/moved_in_on"]})

case("declared-elsewhere-not-sure", "2.14(6)[h]",
     F(dog={"declared_elsewhere": NS, "moved_in_on": "2026-05-01"}), "2026-06-01",
     likely="none", if_unsure_in={"dangerous", "vicious"})

# Removal notice: 24 hours, whole Sundays and legal holidays left out (§ 990.001(4)(a)).
def removal(served_at: str, status: str = "dangerous") -> dict:
    return F(bite("2026-08-25"),
             notice=declared(status, "2026-09-01", **personal("2026-09-01"),
                             removal_notice_served_at=served_at))


case("removal-saturday-1500", "2.14(6)[i]",
     removal("2026-09-12T15:00"), "2026-09-12",
     # Sat 15:00: 9 h left Saturday, Sun 09-13 excluded, 15 h on Mon -> Mon 09-14 15:00
     deadlines={"removal_deadline": "2026-09-14T15:00"}, skipped={"removal_deadline":
                                                                   {"2026-09-13"}},
     duty_ids={"duty_remove_if_unable"},
     # § 990.001(4)(a)'s hours rule is the statutes'; the ordinance says only "24 hours":
     # by the clock, Sun 15:00.
     notice_ids={"notice_hours_leave_out_sundays"},
     notice_params={"notice_hours_leave_out_sundays": {"by": "2026-09-13T15:00:00"}})

case("removal-saturday-before-the-clocks-go-back", "2.14(6)[i]",
     removal("2026-10-31T15:00"), "2026-10-31",
     # Sat 15:00 CDT: 9 h Saturday, Sun 11-01 excluded (whole, clock change and all), 15 h on
     # Mon -> Mon 11-02 15:00.
     deadlines={"removal_deadline": "2026-11-02T15:00"},
     skipped={"removal_deadline": {"2026-11-01"}},
     # "To be safe, by the clock": 24 real hours. Sunday 1 November has 25, so that is 14:00
     # CST (it read 15:00, 25 hours after the notice).
     notice_ids={"notice_hours_leave_out_sundays"},
     notice_params={"notice_hours_leave_out_sundays": {"by": "2026-11-01T14:00:00"}})

case("removal-saturday-before-the-clocks-go-forward", "2.14(6)[i]",
     removal("2027-03-13T15:00"), "2027-03-13",
     # Sun 2027-03-14 has 23 hours: 24 real hours after Sat 15:00 CST is Sun 16:00 CDT, but
     # the clock reads 15:00 an hour before that, and "to be safe" is the earlier of the two.
     deadlines={"removal_deadline": "2027-03-15T15:00"},
     notice_params={"notice_hours_leave_out_sundays": {"by": "2027-03-14T15:00:00"}})

case("removal-served-in-the-hour-the-clocks-skip", "2.14(6)[i]",
     removal("2027-03-14T02:30"), "2027-03-14",
     # 2:30 does not exist on Sun 2027-03-14: read as its earlier instant (2:30 CDT = 1:30
     # CST), 24 real hours later is Mon 02:30 CDT, as the clock reads too. The count itself
     # starts on Monday (Sunday is left out): Tue 00:00.
     deadlines={"removal_deadline": "2027-03-16T00:00"},
     notice_params={"notice_hours_leave_out_sundays": {"by": "2027-03-15T02:30:00"}})

case("removal-friday-1000", "2.14(6)[i]",
     removal("2026-09-11T10:00"), "2026-09-11",
     # Fri 10:00 + 24 h = Sat 10:00 (Saturday counts)
     deadlines={"removal_deadline": "2026-09-12T10:00"},
     absent_notice_ids={"notice_hours_leave_out_sundays"})

case("removal-over-sunday-and-labor-day", "2.14(6)[i]",
     removal("2026-09-05T18:00"), "2026-09-05",
     # Sat 18:00: 6 h left; Sun 09-06 and Mon 09-07 Labor Day excluded; 18 h on Tue
     deadlines={"removal_deadline": "2026-09-08T18:00"},
     skipped={"removal_deadline": {"2026-09-06", "2026-09-07"}})

case("removal-notice-for-pd-dog", "2.14(6)[i]",
     F(threat("2026-08-25", at_large=Y),
       notice=declared("potentially_dangerous", "2026-09-01", **personal("2026-09-01"),
                       removal_notice_served_at="2026-09-11T10:00")), "2026-09-12",
     # "a dog that has been designated dangerous or vicious": no count, and it says why.
     absent_deadline_ids={"removal_deadline"}, notice_ids={"notice_removal_not_counted"})

case("removal-notice-for-dog-declared-elsewhere", "2.14(6)[i]",
     # (6)[h]: "subject to the provisions of this Section", (6)[i] included, with no Village
     # notice at all. Sat 15:00, Sunday left out -> Mon 15:00.
     F(dog={"declared_elsewhere": "dangerous", "moved_in_on": "2026-08-28",
            "removal_notice_served_at": "2026-09-12T15:00"}), "2026-09-12",
     deadlines={"removal_deadline": "2026-09-14T15:00"},
     duty_ids={"duty_remove_if_unable"}, absent_notice_ids={"notice_removal_not_counted"})

case("removal-notice-for-dog-declared-pd-elsewhere", "2.14(6)[i]",
     # (6)[h] covers a dog declared "dangerous or vicious" elsewhere, not potentially dangerous
     F(dog={"declared_elsewhere": "potentially_dangerous", "moved_in_on": "2026-08-28",
            "removal_notice_served_at": "2026-09-12T15:00"}), "2026-09-12",
     absent_deadline_ids={"removal_deadline"}, notice_ids={"notice_removal_not_counted"})

case("removal-notice-pd-here-dangerous-elsewhere", "2.14(6)[i]",
     # (6)[h]: the dog is "designated dangerous" elsewhere, so the Village's notice to remove
     # it counts even though the Village itself found it only potentially dangerous.
     F(threat("2026-08-25", at_large=Y),
       dog={"declared_elsewhere": "dangerous", "moved_in_on": "2026-08-01"},
       notice=declared("potentially_dangerous", "2026-09-01", **personal("2026-09-01"),
                       removal_notice_served_at="2026-09-11T10:00")), "2026-09-12",
     deadlines={"removal_deadline": "2026-09-12T10:00"},
     absent_notice_ids={"notice_removal_not_counted"})

case("removal-notice-before-a-later-village-pd-declaration", "2.14(6)[i]",
     # The dog was "designated dangerous" elsewhere before it moved in, so a notice to remove
     # it may come before the Village's own (lesser) declaration: Fri 10:00 + 24 h.
     F(threat("2026-08-25", at_large=Y),
       dog={"declared_elsewhere": "dangerous", "moved_in_on": "2026-08-01"},
       notice=declared("potentially_dangerous", "2026-09-10", **personal("2026-09-10"),
                       removal_notice_served_at="2026-09-04T10:00")), "2026-09-12",
     deadlines={"removal_deadline": "2026-09-05T10:00"},
     absent_notice_ids={"notice_removal_not_counted"})

case("removal-notice-after-hearing-cancelled-it", "2.14(6)[i]",
     # The Village's notice and its removal notice fell with the chief's "cancelled"; the
     # declaration elsewhere stands, but no notice to remove under it is in the facts.
     F(bite("2026-08-25"), dog={"declared_elsewhere": "dangerous", "moved_in_on": "2026-08-01"},
       notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                       hearing_requested=Y, hearing_requested_on="2026-09-02",
                       decision="overturned", decision_on="2026-09-10",
                       decision_received_on="2026-09-10",
                       removal_notice_served_at="2026-09-05T10:00")), "2026-09-12",
     notice_ids={"notice_removal_not_counted"},  # and the page says why there is no count
     absent_deadline_ids={"removal_deadline"})

case("removal-notice-for-dangerous-dog-is-counted", "2.14(6)[i]",
     removal("2026-09-11T10:00"), "2026-09-11",
     deadlines={"removal_deadline": "2026-09-12T10:00"},  # Fri 10:00 + 24 h, Saturday counts
     absent_notice_ids={"notice_removal_not_counted"})

# ============================================================================================
# 9. Waiver, (6)[d](3), (6)[e](2)
# ============================================================================================

case("waiver-pd-after-two-years", "2.14(6)[d](3)",
     F(threat("2024-02-20", at_large=Y),
       notice=declared("potentially_dangerous", "2024-03-01", **personal("2024-03-01"))),
     "2026-03-02",
     # Fri 2024-03-01 + 2 years: the two years end on Sun 2026-03-01 (§ 990.001(4)(a): the
     # first day left out, the last counted); "after two (2) years" is Mon 2026-03-02, today.
     waiver_params={"waiver_after_years": {"years": 2, "earliest": "2026-03-02",
                                           "eligible_by_time": True, "rescind_days": 30}})

case("waiver-pd-not-on-the-anniversary", "2.14(6)[d](3)",
     F(threat("2024-02-20", at_large=Y),
       notice=declared("potentially_dangerous", "2024-03-01", **personal("2024-03-01"))),
     "2026-03-01",
     # The anniversary is the last day of the two years, not a day after them.
     waiver_params={"waiver_after_years": {"earliest": "2026-03-02",
                                           "eligible_by_time": False}})

case("waiver-pd-one-day-short", "2.14(6)[d](3)",
     F(threat("2024-02-20", at_large=Y),
       notice=declared("potentially_dangerous", "2024-03-01", **personal("2024-03-01"))),
     "2026-02-28",
     waiver_params={"waiver_after_years": {"earliest": "2026-03-02",
                                           "eligible_by_time": False}})

case("waiver-dangerous-three-years-not-yet", "2.14(6)[e](2)",
     F(bite("2024-02-20"), notice=declared("dangerous", "2024-03-01", **personal("2024-03-01"))),
     "2026-03-02",
     waiver_params={"waiver_after_years": {"years": 3, "earliest": "2027-03-02",
                                           "eligible_by_time": False}})

case("waiver-none-for-declared-vicious", "2.14(6)[f](1)",
     vicious_aug(), "2026-08-05",
     waiver_ids_exact={"waiver_none_for_vicious"},
     # (f)(1) gives a vicious dog "all of the requirements applicable to a dangerous dog in
     # subsection (e)"; whether (e)(2)'s way out comes with them, the text does not say.
     notice_ids={"notice_vicious_waiver_unclear"},
     notice_params={"notice_vicious_waiver_unclear": {"years": 3}})

# ============================================================================================
# 10. Unlawful conduct (3), (7); penalties (8), (4)[a]; evidence (6)[c](1)
# ============================================================================================

case("unlawful-at-large-barking-unlicensed-waste", "2.14(3)",
     F(dog={"licensed": N, "rabies_vaccinated": Y},
       conduct={"at_large": Y, "habitual_barking": Y, "waste_not_removed": Y}), "2026-06-01",
     likely="none",
     unlawful_ids_exact={"unlawful_at_large", "unlawful_barking", "unlawful_unlicensed",
                         "unlawful_waste"},
     absent_notice_ids={"notice_penalty_names_owner"})  # the owner asks: (8) names them

case("waste-left-by-someone-walking-the-dog", "2.14(7)",
     {**F(conduct={"waste_not_removed": Y}), "asker": "neighbour"}, "2026-06-01",
     # (7) binds "any person"; (8) punishes "Any owner of a dog who is found guilty", and
     # (1)[a]'s owner includes anyone "harboring, sheltering of keeping" it.
     unlawful_ids={"unlawful_waste"}, notice_ids={"notice_penalty_names_owner"})

case("vicious-elsewhere-and-declared-here-permit-is-dated", "2.14(6)[g]",
     F(dog={"declared_elsewhere": "vicious", "moved_in_on": "2026-05-01"},
       notice=declared("vicious", "2026-06-01", **personal("2026-06-01"))), "2026-06-05",
     # The Village's declaration dates the permit ("within seven (7) business days after the
     # declaration"): "upon acquisition" is not the clock that runs.
     deadline_ids={"vicious_permit"}, absent_notice_ids={"notice_permit_on_acquisition"})

case("unlicensed-tag-not-worn", "2.14(1)[d]",
     F(dog={"licensed": Y, "tag_worn_outdoors": N}), "2026-06-01",
     # (1)[d] "does not have its valid license tag attached ... whenever the dog is outdoors"
     unlawful_ids_exact={"unlawful_unlicensed"})

case("penalties-and-second-impoundment-fee", "2.14(4)[a]",
     F(dog={"prior_impoundments": 1}), "2026-06-01",
     penalty_params={"penalty_forfeiture": {"min": 10, "max": 2000},
                     "penalty_default_jail": {"days": 90},
                     "fee_impound": {"first": 25, "subsequent": 50, "next_fee": 50}},
     evidence_ids_exact={"evidence_i", "evidence_ii", "evidence_iii", "evidence_iv"},
     statute_ids={"statute_licence", "statute_impoundment", "statute_rabies"})


# ============================================================================================
# 7. Rows added by the mutation review: each pins a rule no other row could tell apart
# ============================================================================================

case("at-large-no-threat-no-injury", "2.14(6)[a](6)",
     F(inc("2026-05-04", victim="pet", at_large=Y, off_owner_property=Y, imminent_threat=N,
           bite_injury=N, other_injury=N, serious_injury=N, killed=N)), "2026-06-01",
     # (a)(6) "while at large: (1) behaves in a manner ... imminent threat ..., or (2) causes
     # injury": being at large alone is (3)[c], not potentially dangerous.
     likely="none", if_unsure="none", reason_ids_exact=set(), unlawful_ids={"unlawful_at_large"})

case("threat-at-large-to-wild-animal", "2.14(6)[a](6)",
     F(threat("2026-05-04", victim="wild_animal", at_large=Y)), "2026-06-01",
     # (a)(6)(1) "to a person or domestic pet or animal": a wild animal is neither.
     likely="none", if_unsure="none", reason_ids_exact=set())

case("serious-injury-person-at-large", "2.14(6)[a](2)",
     F(inc("2026-05-04", serious_injury=Y, victim="person", at_large=Y, off_owner_property=Y,
           provoked=N)), "2026-06-01",
     # A serious injury is an injury: (a)(2)(2) "causes injury to any person while at large"
     # and (a)(2)(3) both apply, and both are reasons.
     likely="dangerous", reason_ids={"dangerous_injury_at_large", "dangerous_serious_injury"})

case("kill-pet-at-large", "2.14(6)[a](6)",
     F(kill("2026-05-04", at_large=Y, off_owner_property=Y)), "2026-06-01",
     # A death is an injury: (a)(6)(2) "causes injury to a domestic pet" while at large, and
     # (a)(2)(3) serious physical injury (the stated assumption).
     likely="dangerous", reason_ids={"pd_animal_injury_at_large", "dangerous_serious_injury"})

case("two-minor-injuries-to-person-no-threat", "2.14(6)[c](2)(i)",
     F(inc("2026-01-10", other_injury=Y, bite_injury=N, imminent_threat=N, victim="person",
           at_large=N),
       inc("2026-02-10", other_injury=Y, bite_injury=N, imminent_threat=N, victim="person",
           at_large=N)), "2026-03-01",
     # (c)(2)(i) counts a threat "on more than one occasion"; none was answered yes.
     likely="none", if_unsure="none", reason_ids_exact=set())

case("killings-victim-tormenting-not-sure", "2.14(6)[c](2)(ii)",
     F(kill("2025-06-01", at_large=N, victim_tormenting_or_attacking=NS),
       kill("2026-01-15", at_large=N, victim_tormenting_or_attacking=NS)), "2026-02-01",
     # "does not apply where the attack was upon a domestic animal that was ... tormenting or
     # attacking the dog": not sure it was not, so (c)(2)(ii) is only a condition.
     likely="dangerous", reason_ids={"dangerous_serious_injury"},
     absent_reason_ids={"dangerous_repeated_killings"},
     exception_ids={"exclusion_victim_tormenting"})

case("threats-first-in-january", "2.14(6)[c](2)(i)",
     # Mon 2026-01-12 -> the period ends Tue 2027-01-12; Mon 2026-11-02 is inside.
     F(threat("2026-01-12", at_large=N), threat("2026-11-02", at_large=N)), "2026-11-15",
     likely="dangerous", reason_ids={"dangerous_repeated_threats"},
     reason_params={"dangerous_repeated_threats": {"incidents": [0, 1]}})

case("threats-first-in-december-13-months", "2.14(6)[c](2)(i)",
     # Mon 2024-12-09 -> the period ends Tue 2025-12-09; Mon 2026-01-12 is outside.
     F(threat("2024-12-09", at_large=N), threat("2026-01-12", at_large=N)), "2026-02-01",
     likely="none", if_unsure="none", reason_ids_exact=set())

case("threats-from-february-29", "2.14(6)[c](2)(i)",
     # Thu 2024-02-29: twelve months end on Fri 2025-02-28 (no Feb 29 in 2025), and
     # 2025-02-28 is inside whether the period ends on Feb 28 or on Mar 1.
     F(threat("2024-02-29", at_large=N), threat("2025-02-28", at_large=N)), "2025-03-15",
     likely="dangerous", reason_ids={"dangerous_repeated_threats"})

case("threats-approximate-date-clearly-inside", "2.14(6)[c](2)(i)",
     # "About" 2025-03-10 -> edge Tue 2026-03-10; Sat 2026-02-07 is 31 days before it: a
     # guessed date a month off still falls inside.
     F(threat("2025-03-10", at_large=N, date_approximate=True),
       threat("2026-02-07", at_large=N)), "2026-02-20",
     likely="dangerous", reason_ids={"dangerous_repeated_threats"})

case("threats-approximate-date-a-month-past-edge", "2.14(6)[c](2)(i)",
     # Fri 2026-04-10 is 31 days past the edge: within a month of it, so not sure.
     F(threat("2025-03-10", at_large=N, date_approximate=True),
       threat("2026-04-10", at_large=N)), "2026-04-20",
     likely="none", if_unsure="dangerous",
     conditional_certainty={"dangerous_repeated_threats": "if_unsure"})

case("threats-second-date-approximate-near-edge", "2.14(6)[c](2)(i)",
     # As threats-approximate-date-near-edge, but the later incident's date is the guess.
     F(threat("2025-03-10", at_large=N),
       threat("2026-03-20", at_large=N, date_approximate=True)), "2026-03-25",
     likely="none", if_unsure="dangerous", conditional_ids={"dangerous_repeated_threats"})

case("vicious-same-exact-day", "2.14(6)[a](8)",
     # "on two separate occasions": two injuries on the same day may be one occasion.
     F(serious_off("2026-04-06", "person"), serious_off("2026-04-06", "pet")), "2026-05-01",
     likely="dangerous", if_unsure="vicious",
     conditional_certainty={"vicious_two_serious_injuries": "if_unsure"},
     conditional_unsure={"vicious_two_serious_injuries": {"/incidents/0/date",
                                                          "/incidents/1/date"}},
     # the condition is the clause's own: separate occasions, not a 12-month window
     conditional_text={"vicious_two_serious_injuries": "If the two incidents were separate "
                       "occasions, the likely status would be: vicious dog."})

# An "about" date is read within a month either way: it may be the other incident's day.
case("vicious-about-the-same-month-may-be-one-occasion", "2.14(6)[a](8)",
     F(serious_off("2026-04-15", "person", date_approximate=True),
       serious_off("2026-04-06", "pet")), "2026-05-01",
     likely="dangerous", if_unsure="vicious",
     conditional_unsure={"vicious_two_serious_injuries": {"/incidents/0/date",
                                                          "/incidents/1/date"}})
case("vicious-second-date-about-the-same-day", "2.14(6)[a](8)",
     F(serious_off("2026-04-06", "person"),
       serious_off("2026-04-06", "pet", date_approximate=True)), "2026-05-01",
     likely="dangerous", if_unsure="vicious")
case("vicious-about-a-date-across-a-month-end", "2.14(6)[a](8)",
     F(serious_off("2026-03-31", "person", date_approximate=True),
       serious_off("2026-04-01", "pet")), "2026-05-01",
     likely="dangerous", if_unsure="vicious")
case("vicious-about-a-date-well-apart-is-separate", "2.14(6)[a](8)",
     F(serious_off("2026-02-15", "person", date_approximate=True),
       serious_off("2026-04-06", "pet")), "2026-05-01",
     likely="vicious", reason_ids={"vicious_two_serious_injuries"})

case("police-dog-not-sure", "2.14(6)[b]",
     F(bite("2026-05-04", at_large=N), dog={"police_dog": NS}), "2026-06-01",
     # "not sure" does not raise the presumption, but it is shown as considered.
     likely="dangerous", exception_ids={"exception_police_dog"},
     exception_params={"exception_police_dog": {"certainty": NS}})


case("regular-mail-receipt-date-does-not-count", "2.14(6)[c](4)",
     F(bite("2026-08-28"),
       notice=declared("dangerous", "2026-09-03", service_method="regular_mail",
                       mailed_on="2026-09-03", received_on="2026-09-08")), "2026-09-09",
     # "When notice is given by regular mail ... notice is effective on the third day after
     # the notice was placed in the mail": the day it arrived does not move that.
     deadlines={"hearing_request_deadline": "2026-09-14"},
     start={"hearing_request_deadline": "2026-09-06"},
     deadline_cites={"hearing_request_deadline": {"2.14(6)[c](3)", "2.14(6)[c](4)"},
                     "hearing_window_latest": {"2.14(6)[c](3)", "2.14(6)[c](4)"}})

case("certified-mail-mailing-date-is-not-receipt", "2.14(6)[c](4)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", service_method="certified_mail",
                       mailed_on="2026-09-01")), "2026-09-02",
     # "When notice is given by certified mail, notice is effective when received": the
     # regular-mail "third day after" rule does not stand in for a receipt date.
     deadlines={"hearing_request_deadline": None},
     needs={"hearing_request_deadline": ["/notice/received_on"]})

case("appeal-last-day-keeps-the-stay", "2.14(6)[e](1)(v)",
     F(bite("2026-08-25"),
       notice=declared("dangerous", "2026-09-01", **personal("2026-09-01"),
                       hearing_requested=Y, hearing_requested_on="2026-09-03",
                       decision="affirmed", decision_on="2026-09-15",
                       decision_received_on="2026-09-16", appeal_filed=N)), "2026-09-23",
     # Wed 09-16 + 5 bd: Thu 17, Fri 18, Mon 21, Tue 22, Wed 23. On Wed 09-23 the owner may
     # still appeal "within 5 business days", so the further right to appeal is not exhausted.
     deadlines={"appeal_deadline": "2026-09-23"},
     stay={"sterilisation": "stayed"})

case("hearing-modified-same-status-keeps-the-officers-day", "2.14(6)[e](1)(vi)",
     _raised("vicious", "vicious"), "2026-09-17",
     # Modified but not raised: the dog has been vicious since the Officer declared it on
     # Thu 09-03, so the clocks still run from that day. 09-03 + 10 = Sun 09-13 -> Mon 09-14.
     declared="vicious", start={"photographs": "2026-09-03"},
     absent_notice_ids={"notice_status_raised_at_hearing"})

# ============================================================================================
# The checks
# ============================================================================================

SECTIONS = {"reason": "reasons", "conditional": "conditional", "exception": "exceptions",
            "duty": "duties", "deadline": "deadlines", "right": "rights", "waiver": "waiver",
            "penalty": "penalties", "unlawful": "unlawful_conduct", "notice": "notices",
            "evidence": "evidence", "statute": "adopted_statutes"}
CITED = ("reasons", "conditional", "exceptions", "duties", "deadlines", "rights", "waiver",
         "penalties", "unlawful_conduct", "notices", "evidence", "adopted_statutes")


def assess(c: Case) -> dict:
    return to_json(FLOW.assess(c.facts, dt.date.fromisoformat(c.today)), Wording(FLOW))


def _params(c: Case):
    marks = [pytest.mark.xfail(strict=True, reason=c.xfail)] if c.xfail else []
    return pytest.param(c, id=c.name, marks=marks)


KNOWN_KEYS = section_keys(SECTIONS) | {
    "if_unsure_in", "deadlines", "needs", "stay", "stay_not", "rolled_from", "skipped", "start",
    "passed", "conditional_certainty", "conditional_unsure", "conditional_text", "duty_cites",
    "deadline_cites", "headline", "likely_headline"}


def test_table_is_well_formed():
    names = [c.name for c in CASES]
    assert len(CASES) >= 45
    assert len(names) == len(set(names)), "case names must be unique"
    for c in CASES:
        assert c.clause in FLOW.law, (c.name, c.clause)
        assert set(c.expect) <= KNOWN_KEYS, (c.name, set(c.expect) - KNOWN_KEYS)
        # Something must be there: a row that only says what is absent passes on an engine
        # that drops the whole section.
        assert any(not key.startswith("absent_") for key in c.expect), c.name


def test_the_counting_rules_cite_the_clauses_whose_days_they_count():
    """A dog that moved in has one clock, (h)'s 10 days: the counting rules cited (c)(3)."""
    by_name = {c.name: c for c in CASES}
    notices = {n["id"]: n for n in assess(by_name["move-in-dangerous-labor-day"])["notices"]}
    assert notices["notice_calendar_rules"]["cite"] == ["2.14(6)[h]"]
    notices = {n["id"]: n for n in assess(by_name["personal-service-labor-day"])["notices"]}
    assert "2.14(6)[c](3)" in notices["notice_calendar_rules"]["cite"]


def test_service_in_person_cites_only_the_clause_that_dates_it():
    """(c)(4) dates notice by mail; served in person, the clocks rest on (c)(3) alone."""
    by_name = {c.name: c for c in CASES}
    doc = assess(by_name["personal-service-labor-day"])
    for d in doc["deadlines"]:
        if d["id"] in ("hearing_request_deadline", "hearing_window_latest"):
            assert d["cite"] == ["2.14(6)[c](3)"], d


@pytest.mark.parametrize("c", [pytest.param(c, id=c.name) for c in CASES])
def test_facts_are_valid_and_every_cite_resolves(c: Case):
    """Runs for every case, xfail or not: the facts are good and every citation exists."""
    assert validate(FLOW, c.facts, dt.date.fromisoformat(c.today)) == []
    doc = assess(c)
    for section in CITED:
        for item in doc[section]:
            assert item["cite"], (section, item["id"])
            assert all(cite in FLOW.law for cite in item["cite"]), (section, item)


@pytest.mark.parametrize("c", [_params(c) for c in CASES])
def test_scenario(c: Case):
    assert validate(FLOW, c.facts, dt.date.fromisoformat(c.today)) == []
    doc = assess(c)
    for item in (i for s in ("reasons", "duties", "deadlines") for i in doc[s]):
        assert all(cite in FLOW.law for cite in item["cite"]), item
    check(doc, c.expect)


def check(doc: dict, expect: dict) -> None:
    check_status_and_sections(doc, expect, SECTIONS)
    for key in ("headline", "likely_headline"):  # in English: what leads the page
        if key in expect:
            assert doc["status"][key] == expect[key], doc["status"]
    if "if_unsure_in" in expect:
        assert doc["status"]["if_unsure"] in expect["if_unsure_in"], doc["status"]

    deadlines = {d["id"]: d for d in doc["deadlines"]}

    def deadline(did: str) -> dict:
        assert did in deadlines, f"no deadline {did}; have {sorted(deadlines)}"
        return deadlines[did]

    for did, due in expect.get("deadlines", {}).items():
        got = deadline(did)
        assert got["due"] == due, f"{did}: due {got['due']} ({got.get('working')}), want {due}"
    for did, needs in expect.get("needs", {}).items():
        assert deadline(did)["due"] is None
        assert sorted(deadline(did)["needs"]) == sorted(needs), deadline(did)
    for did, stay in expect.get("stay", {}).items():
        assert deadline(did)["stay"] == stay, f"{did}: stay {deadline(did)['stay']}"
    for did, stay in expect.get("stay_not", {}).items():
        assert deadline(did)["stay"] != stay, f"{did}: stay {deadline(did)['stay']}"
    for did, day in expect.get("rolled_from", {}).items():
        assert deadline(did)["rolled_from"] == day, deadline(did).get("working")
    for did, days in expect.get("skipped", {}).items():
        skipped = {s["date"] for s in deadline(did)["skipped"]}
        assert days <= skipped, f"{did}: skipped {sorted(skipped)}"
    for did, day in expect.get("start", {}).items():
        assert deadline(did)["start"] == day, deadline(did).get("working")
    for did, passed in expect.get("passed", {}).items():
        assert deadline(did)["passed"] is passed, deadline(did)
    for section, key in (("duties", "duty_cites"), ("deadlines", "deadline_cites")):
        for item_id, wanted in expect.get(key, {}).items():
            found = [i for i in doc[section] if i["id"] == item_id]
            assert found, f"{section}: no {item_id}"
            assert wanted <= set(found[0]["cite"]), f"{item_id} cites {found[0]['cite']}"

    conditional = {f["id"]: f for f in doc["conditional"]}
    for fid, certainty in expect.get("conditional_certainty", {}).items():
        assert fid in conditional, f"no conditional {fid}; have {sorted(conditional)}"
        assert conditional[fid]["certainty"] == certainty, conditional[fid]
        assert conditional[fid]["condition"], conditional[fid]
    for fid, pointers in expect.get("conditional_unsure", {}).items():
        assert fid in conditional, f"no conditional {fid}"
        assert pointers <= set(conditional[fid]["unsure"]), conditional[fid]
    for fid, text in expect.get("conditional_text", {}).items():
        assert fid in conditional, f"no conditional {fid}"
        assert conditional[fid]["condition"] == text, conditional[fid]["condition"]
