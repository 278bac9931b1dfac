"""Properties of the River Hills engine over generated, schema-valid facts."""
import datetime as dt

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from interview.engine.facts import validate
from interview.engine.wording import Wording, to_json
from interview.toolkit.registry import flows

FLOW = flows()["river-hills"]
TODAY = dt.date(2026, 11, 29)
RANK = {s: i for i, s in enumerate(FLOW.statuses)}

tri = st.sampled_from(["yes", "no", "not_sure"])
maybe_tri = st.one_of(st.none(), tri)
days_back = st.integers(min_value=0, max_value=1500)


def _iso(day: dt.date) -> str:
    return day.isoformat()


@st.composite
def incidents(draw):
    incident = {"date": _iso(TODAY - dt.timedelta(days=draw(days_back)))}
    if draw(st.booleans()):
        incident["date_approximate"] = True
    for key in ("off_owner_property", "at_large", "bite_injury", "other_injury",
                "serious_injury", "killed", "imminent_threat", "chased_vehicle", "assault",
                "victim_at_large", "victim_tormenting_or_attacking", "provoked",
                "defending_person", "protecting_self_young_or_animal",
                "defending_against_tormentor", "defending_property_from_trespasser"):
        value = draw(maybe_tri)
        if value is not None:
            incident[key] = value
    victim = draw(st.one_of(st.none(), st.sampled_from(
        ["person", "pet", "domestic_animal", "feral_animal", "wild_animal", "none",
         "not_sure"])))
    if victim:
        incident["victim"] = victim
    return incident


@st.composite
def notices(draw, first_incident: dt.date | None):
    start = first_incident or TODAY - dt.timedelta(days=1500)
    span = (TODAY - start).days
    declared = start + dt.timedelta(days=draw(st.integers(0, span)))
    after = lambda base: base + dt.timedelta(days=draw(st.integers(0, (TODAY - base).days)))  # noqa: E731
    notice = {"declared_status": draw(st.sampled_from(
        ["potentially_dangerous", "dangerous", "vicious"])), "declared_on": _iso(declared)}
    method = draw(st.sampled_from(["personal", "certified_mail", "certified_mail_refused",
                                   "regular_mail", "not_sure", None]))
    if method:
        notice["service_method"] = method
    for key in draw(st.sets(st.sampled_from(["served_on", "received_on", "posted_on",
                                             "published_on", "mailed_on",
                                             "hearing_requested_on"]))):
        notice[key] = _iso(after(declared))
    if draw(st.booleans()):
        notice["hearing_requested"] = draw(tri)
    decision = draw(st.sampled_from([None, "pending", "affirmed", "modified", "overturned"]))
    if decision:
        notice["decision"] = decision
        decided = after(declared)
        notice["decision_on"] = _iso(decided)
        notice["decision_received_on"] = _iso(after(decided))
        if decision == "modified":
            notice["decision_status"] = draw(st.sampled_from(FLOW.statuses))
    if draw(st.booleans()):
        hour = draw(st.integers(0, 23))
        notice["removal_notice_served_at"] = f"{_iso(after(declared))}T{hour:02d}:30"
    return notice


@st.composite
def facts(draw):
    items = draw(st.lists(incidents(), max_size=4))
    result = {"schema_version": "1.2", "incidents": items}
    dog = {}
    for key in ("police_dog", "over_5_months", "rabies_vaccinated", "licensed",
                "tag_worn_outdoors"):
        value = draw(maybe_tri)
        if value:
            dog[key] = value
    elsewhere = draw(st.sampled_from([None, "none", "potentially_dangerous", "dangerous",
                                      "vicious", "not_sure"]))
    if elsewhere:
        dog["declared_elsewhere"] = elsewhere
        moved_in = TODAY - dt.timedelta(days=draw(days_back))
        dog["moved_in_on"] = _iso(moved_in)
        given = draw(maybe_tri)
        if given:
            dog["move_in_notice_given"] = given
    result["dog"] = dog
    if draw(st.booleans()):
        first = min((dt.date.fromisoformat(i["date"]) for i in items), default=None)
        result["notice"] = draw(notices(first))
    # (6)[i]'s notice to remove: the Village notice's if there is one, else the dog's. For a dog
    # declared elsewhere it may come any time after the move, before any Village declaration.
    designated = elsewhere in ("dangerous", "vicious")
    if elsewhere and (designated or "notice" not in result) and draw(st.booleans()):
        day = moved_in + dt.timedelta(days=draw(st.integers(0, (TODAY - moved_in).days)))
        served = f"{_iso(day)}T{draw(st.integers(0, 11)):02d}:15"
        (result.get("notice") or dog)["removal_notice_served_at"] = served
    return result


SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(facts())
def test_engine_never_raises_on_valid_facts(generated):
    assert validate(FLOW, generated, TODAY) == []
    doc = to_json(FLOW.assess(generated, TODAY), Wording(FLOW))
    assert doc["status"]["likely"] in FLOW.statuses
    assert RANK[doc["status"]["if_unsure"]] >= RANK[doc["status"]["likely"]]


@SETTINGS
@given(facts(), incidents())
def test_adding_an_incident_never_lowers_the_status(generated, extra):
    before = FLOW.assess(generated, TODAY).status
    more = {**generated, "incidents": [*generated["incidents"], extra]}
    after = FLOW.assess(more, TODAY).status
    for lens in ("likely", "if_unsure", "if_rebutted"):
        assert RANK[after[lens]] >= RANK[before[lens]], lens


@SETTINGS
@given(facts())
def test_everything_cited_resolves_to_clause_text(generated):
    assessment = FLOW.assess(generated, TODAY)
    for item in assessment.all_cited():
        assert item.cite, f"{item.id} has no citation"
        for anchor in item.cite:
            assert anchor in FLOW.law, f"{item.id} cites {anchor}"
            assert FLOW.law.full_text(anchor).strip()
