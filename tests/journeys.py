"""Scripted interview journeys, shared by the view tests and the browser tests.

Each journey maps a node id to the answer given there. Loop nodes may map to a list: the n-th
item is the answer the n-th time the node is asked."""

BITE_AT_LARGE = {  # a bite while at large → likely dangerous, with dates (owner holding a notice)
    "ask_asker": "owner", "ask_declared_status": "dangerous",
    "ask_village_notice": "dangerous",  # the same notice, as someone else knows it
    "ask_declared_on": "2026-09-03", "ask_service_method": "personal",
    "ask_served_on": "2026-09-04", "ask_hearing_requested": "no",
    "ask_removal_notice_given": "no", "ask_police_dog": "no",
    "ask_owner_dog_facts": "none",  # an owner: no police dog, declared nowhere else, no rabies
    "ask_dog_known": "yes",  # someone else asked of the dog's records knows them
    "ask_rabies": "yes", "ask_licensed": "yes",
    "ask_tag_outdoors": "yes", "ask_prior_impoundments": "0",
    "ask_declared_elsewhere": "none", "ask_any_incident": "yes",
    "ask_incident_date": "2026-08-20", "ask_victim": "person", "ask_bite_injury": "yes_not_serious",
    "ask_off_property": "off_at_large", "ask_reason": "none", "ask_another_incident": "no",
    "ask_any_conduct": "yes",  # each conduct question is asked
    "ask_at_large_often": "no",
    "ask_chases_vehicles": "no", "ask_waste": "no",
    "ask_rabies_infected": "no", "ask_barking": "no",
}

TORMENTED = {  # a bite provoked by tormenting → likely none, with the rebuttable presumption
    "ask_asker": "neighbour", "ask_village_notice": "none", "ask_declared_status": "none",
    "ask_police_dog": "no",
    "ask_dog_known": "yes",  # someone else asked of the dog's records knows them
    "ask_owner_dog_facts": "none",  # an owner's answer to the same, and to rabies
    "ask_rabies": "yes", "ask_licensed": "yes",
    "ask_tag_outdoors": "yes", "ask_declared_elsewhere": "none",
    "ask_any_incident": "yes", "ask_incident_date": "2026-07-04", "ask_victim": "person",
    "ask_bite_injury": "yes_not_serious", "ask_off_property": "on_property",
    "ask_reason": "defending_against_tormentor", "ask_provoked": "yes",
    "ask_another_incident": "no",
    "ask_any_conduct": "yes",  # each conduct question is asked
    "ask_at_large_often": "no",
    "ask_chases_vehicles": "no", "ask_waste": "no",
    "ask_rabies_infected": "no", "ask_barking": "no",
    "ask_wants_complaint": "no",
}

TWO_SERIOUS = {  # two unprovoked serious injuries off the property → likely vicious, permit
    "ask_asker": "harmed", "ask_village_notice": "none", "ask_declared_status": "none",
    "ask_police_dog": "no",
    "ask_dog_known": "yes",  # someone else asked of the dog's records knows them
    "ask_owner_dog_facts": "none",  # an owner's answer to the same, and to rabies
    "ask_rabies": "yes", "ask_licensed": "yes",
    "ask_tag_outdoors": "yes", "ask_declared_elsewhere": "none",
    "ask_any_incident": "yes", "ask_incident_date": ["2026-03-10", "2026-06-02"],
    "ask_victim": ["pet", "person"], "ask_bite_injury": "yes_serious",
    "ask_killed": "no", "ask_off_property": "off_at_large", "ask_reason": "none",
    "ask_another_incident": ["yes", "no"],
    "ask_any_conduct": "yes",  # each conduct question is asked
    "ask_at_large_often": "yes",
    "ask_chases_vehicles": "no", "ask_waste": "no",
    "ask_rabies_infected": "no", "ask_barking": "no",
    "ask_wants_complaint": "no",
}

THREATENED_TWICE = {  # a dog on its owner's land lunged at and scratched a visitor, twice
    # → likely dangerous for repeated threats to a person ((6)[c](2)(i)), though no injury counts
    "ask_asker": "harmed", "ask_village_notice": "none", "ask_declared_status": "none",
    "ask_police_dog": "no",
    "ask_dog_known": "yes",  # someone else asked of the dog's records knows them
    "ask_owner_dog_facts": "none",  # an owner's answer to the same, and to rabies
    "ask_rabies": "yes", "ask_licensed": "yes",
    "ask_tag_outdoors": "yes", "ask_declared_elsewhere": "none",
    "ask_any_incident": "yes", "ask_incident_date": ["2026-06-01", "2026-10-01"],
    "ask_victim": "person", "ask_bite_injury": "no", "ask_other_injury": "yes",
    "ask_serious_injury": "no", "ask_imminent_threat": "yes", "ask_assault": "yes",
    "ask_off_property": "on_property", "ask_reason": "none", "ask_another_incident": ["yes", "no"],
    "ask_any_conduct": "yes",  # each conduct question is asked
    "ask_at_large_often": "no",
    "ask_chases_vehicles": "no", "ask_waste": "no",
    "ask_rabies_infected": "no", "ask_barking": "no",
    "ask_wants_complaint": "no",
}

APPEAL = {  # the owner asked for a hearing in time; the chief upheld the notice
    **BITE_AT_LARGE,
    "ask_hearing_requested": "yes", "ask_hearing_requested_on": "2026-09-08",
    "ask_decision": "affirmed", "ask_decision_on": "2026-09-16",
    "ask_decision_received_on": "2026-09-18", "ask_chief_schedule": "none",
    "ask_appeal_filed": "no",
}


REMOVAL = {  # after the hearing, the owner could not keep the rules: a notice to remove the dog,
    # served on a Saturday afternoon; § 990.001(4)(a) leaves Sunday out of the 24 hours
    **APPEAL, "ask_removal_notice_given": "yes", "ask_removal_notice": "2026-09-19T16:30",
}

COMPLAINT = {  # a resident bitten by a dog at large writes a complaint to file
    **BITE_AT_LARGE,
    "ask_asker": "harmed", "ask_village_notice": "none", "ask_declared_status": "none",
    "ask_wants_complaint": "yes",
    "ask_complaint_where": "Corner of Main St and Oak Ave",
    "ask_complaint_what": "The dog ran out of an open gate and bit my left hand.\n"
                          "<script>alert('x')</script> I went to urgent care.",
    "ask_complaint_saw_it": "all",
    "ask_complaint_injuries": "Two puncture wounds on my left hand.",
    "ask_complaint_evidence": "Photos of the bite. Urgent care record.",
    "ask_complaint_witnesses": "My neighbor, Sam.",
    "ask_complaint_animal": "Large brown dog, red collar.",
    "ask_complaint_owner": "Not known",
    "ask_complaint_testify": "yes",
}

NEIGHBOUR_CONDUCT = {  # a neighbour reports a dog that runs loose and barks: no attack at all
    "ask_asker": "neighbour", "ask_village_notice": "none", "ask_declared_status": "none",
    "ask_police_dog": "no",
    "ask_dog_known": "yes",  # someone else asked of the dog's records knows them
    "ask_owner_dog_facts": "none",  # an owner's answer to the same, and to rabies
    "ask_rabies": "not_sure", "ask_over_5_months": "yes", "ask_licensed": "not_sure",
    "ask_tag_outdoors": "not_sure", "ask_declared_elsewhere": "none", "ask_any_incident": "no",
    "ask_any_conduct": "yes",  # each conduct question is asked
    "ask_at_large_often": "yes", "ask_chases_vehicles": "no", "ask_waste": "not_sure",
    "ask_rabies_infected": "no", "ask_barking": "yes", "ask_wants_complaint": "yes",
    "ask_complaint_where": "12 Pine Lane, most nights",
    "ask_complaint_how_often": "Most nights since June",
    "ask_complaint_what": "The dog runs loose on our street and barks until late at night.",
    "ask_complaint_saw_it": "some",
    "ask_complaint_injuries": "None", "ask_complaint_evidence": "Recordings of the barking.",
    "ask_complaint_witnesses": "The family next door.",
    "ask_complaint_animal": "Small white dog.", "ask_complaint_owner": "12 Pine Lane",
    "ask_complaint_testify": "no",
}

TERRORIZING_CHASE = {  # City § 90.17: an owner's dog chased a person, who had to take cover;
    # no injury, nothing provoked it → (A)(5) prima facie evidence → likely vicious or dangerous
    "ask_asker": "owner", "ask_species": "dog", "ask_trained_to_attack": "no",
    "ask_fighting": "no", "ask_known_propensity": "no", "ask_displayed_propensity": "no",
    "ask_owner_minor": "no",
    "ask_guard_dog": "no", "ask_kept_outdoors": "yes",
    "ask_previously_found": "no", "ask_impounded": "no", "ask_any_incident": "yes",
    "ask_incident_date": "2026-05-10", "ask_victim": "person", "ask_off_property": "no",
    "ask_attacked": "no",
    "ask_injured": "no", "ask_attempted": "no", "ask_chased": "yes",
    "ask_sought_shelter": "yes",  # shelter sought: (A)(5) is met, so defending and a third
    # party (ask_had_to_defend, ask_third_party) would change nothing and are not asked
    "ask_reason": "none", "ask_another_incident": "no",
}


CITY_COMPLAINT = {  # City § 90.17: the person chased writes a complaint to file with the City
    **TERRORIZING_CHASE,
    "ask_asker": "harmed", "ask_wants_complaint": "yes",
    "ask_animal_known": "yes",  # they know the animal's past: each question is asked
    "ask_off_property": "yes", "ask_under_control": "no",  # (C)(5): loose in the park
    "ask_had_to_defend": "no", "ask_third_party": "no",  # asked for the statement's lines
    "ask_complaint_where": "Elm Street park",
    "ask_complaint_what": "The dog ran at me and I hid behind a car.",
    "ask_complaint_saw_it": "all",
    "ask_complaint_injuries": "None.", "ask_complaint_evidence": "A video on my phone.",
    "ask_complaint_witnesses": "Two people at the bus stop.",
    "ask_complaint_animal": "Black dog, no collar.", "ask_complaint_owner": "Not known",
    "ask_complaint_testify": "yes",
}


def answer_for(journey: dict, node: str, index: int | None):
    value = journey[node]
    if isinstance(value, list):
        return value[index or 0]
    return value


def form_fields(node_type: str, value: str) -> dict:
    """The form fields a person would fill in for ``value``."""
    if node_type in ("date", "datetime"):
        if value == "none":  # "there was none", where a datetime question offers it
            return {"none": "y"}
        day_part, _, time_part = value.partition("T")
        year, month, day = day_part.split("-")
        return {"day": str(int(day)), "month": str(int(month)), "year": year,
                **({"time": time_part} if time_part else {})}
    return {"answer": value}


def new_client():
    """A client of a fresh app, CSRF off, as the journeys are walked."""
    from interview import create_app
    return create_app({"TESTING": True, "SECRET_KEY": "t",
                       "WTF_CSRF_ENABLED": False}).test_client()


def current_node(client, slug: str) -> str | None:
    """The question the interview puts now, or None once it is done."""
    from bs4 import BeautifulSoup
    response = client.get(f"/interview/{slug}/")
    if response.status_code == 302:
        return None
    soup = BeautifulSoup(response.get_data(as_text=True), "html.parser")
    return soup.find("input", {"name": "node"})["value"]


def walk_pages(client, slug: str, journey: dict, until: str | None = None) -> list[str]:
    """Answer each question page as a person would (CSRF off), up to ``until`` or the end;
    return the questions asked, in order."""
    from bs4 import BeautifulSoup

    from interview.toolkit.registry import flows
    nodes, url, asked = flows()[slug].questions.nodes, f"/interview/{slug}/", []
    for _ in range(120):
        response = client.get(url)
        if response.status_code == 302:
            return asked
        soup = BeautifulSoup(response.get_data(as_text=True), "html.parser")
        node = soup.find("input", {"name": "node"})["value"]
        if node == until:
            return asked
        index = soup.find("input", {"name": "index"})["value"]
        asked.append(node)
        value = answer_for(journey, node, int(index) if index else None)
        data = {"node": node, "index": index, **form_fields(nodes[node].type, value)}
        assert client.post(url + "answer", data=data).status_code == 302, node
    raise AssertionError("the journey did not end")


def assessed(client, slug: str) -> tuple[dict, str]:
    """The facts the result page assessed, and its main text less the answers it lists."""
    from bs4 import BeautifulSoup
    soup = BeautifulSoup(client.get(f"/interview/{slug}/result").get_data(as_text=True),
                         "html.parser")
    with client.session_transaction() as session:
        facts = session["iv"]["facts"]
    main = soup.find("main")
    for part in main.select("form, .transcript, details.answers"):
        part.decompose()
    return facts, main.get_text(" ", strip=True)
