"""What to do now, worked out without Flask (interview.engine.actions and meaning): the
assessment document's ``audience``, ``actions``, ``rules_now`` and ``meaning`` (JSON 1.2), which
the result page and the CLI's text report both lead with."""
import datetime as dt

from interview.engine import documents
from interview.engine.wording import Wording
from interview.toolkit.registry import flows

RH, CITY = flows()["river-hills"], flows()["city-90-17"]
NOTICE = {"declared_status": "dangerous", "declared_on": "2026-11-25",
          "service_method": "personal", "served_on": "2026-11-27", "hearing_requested": "no"}
BITE = {"date": "2026-11-20", "victim": "person", "bite_injury": "yes", "at_large": "yes",
        "off_owner_property": "yes", "provoked": "no"}


def doc(facts: dict, today=dt.date(2026, 12, 1), flow=RH) -> dict:
    facts = {"schema_version": flow.schema_version, **facts}
    return documents.assessment_document(flow, facts, flow.assess(facts, today), Wording(flow))


def ids(items) -> list[str]:
    return [i["id"] for i in items]


def test_the_owner_holding_a_notice_gets_the_dated_steps_in_order_with_their_documents():
    d = doc({"asker": "owner", "notice": NOTICE})
    assert d["assessment_version"] == "1.2" and d["audience"] == "owner"
    # Fri 27 Nov + 5 business days -> Fri 4 Dec (3 days left on Tue 1 Dec); photos 10 days
    # from the declaration, Wed 25 Nov -> Sat 5 Dec; spaying 14 days -> Wed 9 Dec.
    assert [(a["id"], a["due"], a["days_left"], a["document"]) for a in d["actions"]] == [
        ("hearing_request_deadline", "2026-12-04", 3, "hearing-request"),
        ("photographs", "2026-12-05", 4, "checklist"),
        ("sterilisation", "2026-12-09", 8, "checklist")]
    hearing = d["actions"][0]
    assert hearing["date_text"] == "Fri 4 Dec 2026" and "Fri 4 Dec 2026" in hearing["text"]
    assert hearing["cite"] == ["2.14(6)[c](3)"] and not hearing["general_advice"]
    # Spaying waits for a timely request: the step says so.
    assert d["actions"][2]["stay_text"].startswith("If you ask for a hearing or appeal in time")
    # Keep the dog in, then leash and muzzle: before licence, tag and waste.
    assert ids(d["rules_now"]) == ["duty_enclosure", "duty_leash", "duty_muzzle"]
    assert ids(d["meaning"]) == ["meaning_declared", "meaning_hearing_window",
                                 "meaning_penalty"]


def test_a_passed_day_says_so_and_what_can_still_be_done():
    d = doc({"asker": "owner", "notice": NOTICE}, today=dt.date(2026, 12, 10))
    hearing = next(a for a in d["actions"] if a["id"] == "hearing_request_deadline")
    assert hearing["passed"] and hearing["text"] == (
        "The last day to ask for a hearing was Fri 4 Dec 2026. Ask the police chief or a "
        "lawyer what you can still do.")


def test_the_owner_before_any_notice_has_the_rules_of_every_owner_and_no_dated_step():
    d = doc({"asker": "owner", "incidents": [BITE]})
    assert d["actions"] == []
    assert ids(d["rules_now"]) == ["duty_not_at_large", "duty_rabies_vaccination",
                                   "duty_licence"]
    assert ids(d["meaning"]) == ["meaning_likely", "meaning_penalty"]
    assert "your dog a dangerous dog" in d["meaning"][0]["text"]


def test_a_person_bitten_gets_safety_then_the_report_then_the_complaint():
    d = doc({"asker": "harmed", "incidents": [BITE]})
    assert ids(d["actions"]) == ["advice_wound", "advice_report_bite", "complaint_write"]
    assert [a["general_advice"] for a in d["actions"]] == [True, True, False]
    wound, report, complaint = d["actions"]
    assert wound["cite"] == [] and wound["law_text"] is None
    # What the ordinance holds, apart from the advice: (5) and (6)[c](1)(ii).
    assert report["cite"] == ["2.14(5)", "2.14(6)[c](1)(ii)"]
    assert "Wis. Stat. § 95.21" in report["law_text"]
    assert complaint["cite"] == ["2.14(6)[c](1)(i)"]
    assert d["rules_now"] == []  # the owner's, in the owner's "you"
    assert "your dog" not in " ".join(m["text"] for m in d["meaning"])


def test_a_parent_reads_of_their_childs_wound():
    d = doc({"asker": "parent", "incidents": [BITE]})
    assert d["actions"][0]["text"].startswith("If your child's skin was broken")


def test_a_complaint_written_is_one_to_file_with_its_office():
    d = doc({"asker": "harmed", "incidents": [BITE],
             "complaint": {"what_happened": "It bit me.", "willing_to_testify": "yes"}})
    assert d["actions"][-1]["id"] == "complaint_file"
    assert d["actions"][-1]["text"] == ("Print your complaint statement, sign it, and file it "
                                        "with the River Hills Police Department.")
    assert d["actions"][-1]["document"] == "complaint"


def test_under_90_17_the_same_for_any_animal_with_no_clause_for_the_advice():
    attack = {"date": "2026-11-20", "victim": "person", "attacked": "yes", "injured": "yes",
              "provoked": "no"}
    d = doc({"asker": "on_behalf", "incidents": [attack]}, flow=CITY)
    assert ids(d["actions"]) == ["advice_wound", "advice_report_bite", "complaint_write"]
    assert all(a["cite"] == [] for a in d["actions"][:2])
    assert d["actions"][0]["text"].startswith("If their skin was broken")
    owner = doc({"asker": "owner", "incidents": [attack]}, flow=CITY)
    assert owner["actions"] == []  # § 90.17 sets no deadlines
    assert ids(owner["rules_now"])[:2] == ["duty_vd_confinement", "duty_vd_off_property"]


def test_the_json_keeps_every_key_it_had():
    """Assessment JSON 1.2 adds keys; it must not lose any of 1.1's."""
    d = doc({"asker": "owner", "notice": NOTICE, "incidents": [BITE]})
    assert {"assessment_version", "flow", "law_version", "today", "status", "reasons",
            "conditional", "deadlines", "exceptions", "duties", "rights", "waiver",
            "penalties", "unlawful_conduct", "evidence", "adopted_statutes", "notices",
            "calendar", "disclaimer"} <= set(d)
    assert {"vocabulary", "likely", "if_unsure", "if_rebutted", "declared", "duty_basis",
            "headline"} <= set(d["status"])
    assert {"audience", "actions", "rules_now", "meaning"} <= set(d)


def test_a_complaint_is_offered_only_with_something_to_complain_of():
    """A neighbour who told of no incident and nothing the dog keeps doing is not told to write
    a complaint: the interview offers none, so the result had a step with no way to take it.
    River Hills: an incident, or a sure "yes" to what (3) or (7) makes unlawful; § 90.17(F)(1):
    an incident."""
    nothing = {"asker": "neighbour", "conduct": {"at_large": "no", "habitual_barking": "no"}}
    assert doc(nothing)["actions"] == []
    assert doc({**nothing, "conduct": {"at_large": "not_sure"}})["actions"] == []
    barks = doc({**nothing, "conduct": {"habitual_barking": "yes"}})
    assert ids(barks["actions"]) == ["complaint_write"]
    assert barks["actions"][0]["cite"] == ["2.14(3)[d]"]
    assert doc({"asker": "neighbour"}, flow=CITY)["actions"] == []
    assert ids(doc({"asker": "neighbour", "incidents": [BITE]})["actions"]) == [
        "complaint_write"]


def test_a_vicious_dogs_owner_is_told_of_the_yearly_fee_before_it_falls_due():
    """§ 2.14(6)[g]: the fee "shall be due on or before January 1st of each year thereafter".
    Only the timeline showed it: "What to do now" named the first permit and not the fee due
    twelve days later. Jan 1 2027 is a legal holiday (Fri): § 990.001(4) → Sat 2 Jan."""
    serious = {"victim": "person", "bite_injury": "yes", "serious_injury": "yes",
               "off_owner_property": "yes", "at_large": "yes", "provoked": "no"}
    notice = {"declared_status": "vicious", "declared_on": "2026-12-10",
              "service_method": "personal", "served_on": "2026-12-11", "hearing_requested": "no"}
    d = doc({"asker": "owner", "notice": notice,
             "incidents": [{**serious, "date": "2026-11-01"}, {**serious, "date": "2026-12-01"}]},
            today=dt.date(2026, 12, 21))
    fee = next(a for a in d["actions"] if a["id"] == "vicious_permit_renewal")
    assert fee["text"] == "Pay the next yearly permit fee to the Village Clerk by Sat 2 Jan 2027."
    assert fee["days_left"] == 12 and fee["cite"] == ["2.14(6)[g]"]
    assert ids(d["actions"])[-1] == "vicious_permit_renewal"  # the last to fall due
