"""The texts say what their clauses require, not only the headline: each case names the
clause, the words it uses, and the plain words the duty, fee, penalty or waiver must carry
for them."""
import datetime as dt
import json
from pathlib import Path

import pytest

from interview.engine.wording import Wording, to_json
from interview.toolkit.registry import flows

SAMPLE = json.loads((Path(__file__).parents[3] / "docs" / "sample-facts" /
                     "river-hills-dangerous.json").read_text())
DANGEROUS = SAMPLE
VICIOUS = {**SAMPLE, "notice": {**SAMPLE["notice"], "declared_status": "vicious"}}
POTENTIALLY = {**SAMPLE, "notice": {**SAMPLE["notice"],
                                    "declared_status": "potentially_dangerous"}}
ELSEWHERE = {**SAMPLE, "dog": {**SAMPLE["dog"], "declared_elsewhere": "dangerous"},
             "notice": {}}

CASES = [
    # (facts, item, clause, the ordinance's words, the plain words the item must carry)
    (DANGEROUS, "duty_leash", "2.14(6)[e](1)(i)", "no longer than 4 feet in length",
     "a leash no longer than 4 feet"),
    (DANGEROUS, "duty_leash", "2.14(6)[e](1)(i)",
     "No owner may permit a dangerous dog to be kept on a chain, rope, leash or similar "
     "restraining device outside its enclosure unless a person competent to govern the "
     "animal is in physical control", "Never tie the dog up outside the enclosure"),
    (DANGEROUS, "duty_enclosure", "2.14(6)[e](1)(iii)",
     "secure sides and a secure top, or all sides must be at least six (6) feet high",
     "secure sides and a secure top, or all sides at least 6 feet high"),
    (DANGEROUS, "duty_enclosure", "2.14(6)[e](1)(iii)",
     "a bottom permanently attached to the sides", "a bottom permanently attached"),
    (DANGEROUS, "duty_muzzle", "2.14(6)[e](1)(ii)",
     "properly fitted muzzle to prevent it from biting", "stop the dog from biting"),
    (POTENTIALLY, "duty_pd_leash_and_muzzle", "2.14(6)[a](5)",
     "prevents the dog from biting any person or other animal and that does not interfere "
     "with its respiration", "stop the dog from biting, and let it breathe"),
    (POTENTIALLY, "duty_pd_sterilisation_if_required", "2.14(6)[d](2)",
     "within 30 days of the Officer declaring the dog potentially dangerous",
     "within 30 days of the day the dog was declared"),
    (DANGEROUS, "duty_photographs", "2.14(6)[e](1)(vi)", "within ten (10) days of determination",
     "within 10 days of the declaration"),
    (DANGEROUS, "duty_insurance_if_required", "2.14(6)[e](1)(x)",
     "requiring that the Village be notified immediately by the issuing company if the "
     "insurance policy is canceled", "tell the Village at once if it is canceled"),
    (DANGEROUS, "duty_insurance_if_required", "2.14(6)[e](1)(x)",
     "covering any damage or injury that may be caused by such dangerous dog",
     "It must cover any harm the dog causes"),
    (DANGEROUS, "duty_insurance_if_required", "2.14(6)[e](1)(x)",
     "obtained prior to the issuing of a permit", "before any permit for the dog is issued"),
    (DANGEROUS, "duty_insurance_if_required", "2.14(6)[e](1)(x)",
     "unless he ceases to own or keep the dog", "keep it for 12 months, unless you stop "
     "owning or keeping the dog"),
    (DANGEROUS, "duty_no_sale_in_village", "2.14(6)[e](1)(vii)",
     "may sell or otherwise dispose of a registered dog to persons who do not reside within "
     "the Village", "someone who lives outside the Village"),
    (DANGEROUS, "duty_no_sale_in_village", "2.14(6)[e](1)(vii)",
     "disclose dog’s status as a dangerous dog to anyone to whom the owner transfers custody",
     "Tell anyone who gets or takes care of the dog that it was declared a dangerous dog"),
    # (f)(1): a vicious dog carries the duty; the status it discloses is its own.
    (VICIOUS, "duty_no_sale_in_village", "2.14(6)[f](1)",
     "subject to all of the requirements applicable to a dangerous dog",
     "that it was declared a vicious dog"),
    (VICIOUS, "duty_vicious_permit", "2.14(6)[g]", "prorated if issued after January 1st",
     "The first fee is less if you get the permit after January 1"),
    (VICIOUS, "duty_vicious_permit", "2.14(6)[g]", "due on or before January 1st of each year",
     "pay by January 1 each year"),
    (VICIOUS, "duty_vicious_permit", "2.14(6)[g]",
     "within seven (7) business days after the declaration of the dog as vicious, or upon "
     "acquisition of such a dog", "when you get the dog"),
    (VICIOUS, "duty_vicious_costs", "2.14(6)[f](3)", "any other associated costs",
     "any other costs"),
    (DANGEROUS, "duty_tag_outdoors", "2.14(1)[d]", "attached to the dog or a collar",
     "on it or on its collar"),
    (DANGEROUS, "duty_remove_if_unable", "2.14(6)[i]",
     "deemed served upon posting on the door", "posted on your front door counts"),
    (DANGEROUS, "duty_remove_if_unable", "2.14(6)[i]",
     "only being allowed to be returned if there is compliance with all regulations",
     "may come back only if you follow all the rules"),
    (ELSEWHERE, "duty_keep_other_conditions", "2.14(6)[h]",
     "unless expressly modified in writing by the Chief of Police",
     "unless the police chief changes them in writing"),
    (DANGEROUS, "duty_clean_up_waste", "2.14(7)", "not owned or possessed by that person",
     "land you do not own or rent"),
    (DANGEROUS, "duty_clean_up_waste", "2.14(7)", "dispose of it", "throw it away properly"),
    (DANGEROUS, "fee_impound", "2.14(4)[a]",
     "paid to the Milwaukee Area Domestic Animal Control Commission",
     "pay the Milwaukee Area Domestic Animal Control Commission"),
    (DANGEROUS, "penalty_seizure_and_revocation", "2.14(6)[e](1)(ix)",
     "shall result in the revocation", "will be taken away"),
    (DANGEROUS, "penalty_default_jail", "2.14(8)", "until such forfeiture and costs",
     "If the forfeiture and costs are not paid"),
    (DANGEROUS, "waiver_after_years", "2.14(6)[e](2)",
     "The owner and offending dog has no subsequent violations", "You and the dog have broken"),
    (DANGEROUS, "waiver_after_years", "2.14(6)[e](2)",
     "provides proof to the Chief of Police of successful completion",
     "give the chief proof that the dog passed"),
]
SECTIONS = ("duties", "penalties", "waiver", "unlawful_conduct", "rights")


def _texts(facts: dict) -> dict[str, str]:
    flow = flows()["river-hills"]
    doc = to_json(flow.assess(facts, dt.date(2026, 9, 10)), Wording(flow))
    return {i["id"]: i["text"] for section in SECTIONS for i in doc[section]}


@pytest.mark.parametrize(("facts", "item", "clause", "law", "plain"), CASES,
                         ids=[f"{c[1]}-{i}" for i, c in enumerate(CASES)])
def test_a_text_carries_what_its_clause_requires(facts, item, clause, law, plain):
    flow = flows()["river-hills"]
    assert law in " ".join(flow.law.full_text(clause).split()), (clause, law)
    assert plain in _texts(facts)[item]
