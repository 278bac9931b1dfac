"""Answer forms: a date sent back names every part that is missing, at once."""
import pytest

from tests.interview.web.test_interview_views import URL, answer_it, current, page, walk
from tests.journeys import BITE_AT_LARGE, REMOVAL, TORMENTED


@pytest.mark.parametrize(("journey", "node", "fields", "named"), [
    # An exact date (a notice's): day, month and year all missing.
    # (Nothing at all given, where "I do not know this date" is offered, is one message:
    # tests/interview/test_date_or_none_questions.py.)
    (BITE_AT_LARGE, "ask_declared_on", {"year": "2026"}, ("day", "month")),
    # A date that may be "about" a month: the day is named with the month and year.
    (TORMENTED, "ask_incident_date", {}, ("day", "month", "year")),
    (TORMENTED, "ask_incident_date", {"approximate": "y"}, ("month", "year")),
    # A moment: every part, the time too; a wrong part does not hide the missing ones.
    (REMOVAL, "ask_removal_notice", {"year": "2026"}, ("day", "month", "time")),
    (REMOVAL, "ask_removal_notice", {"month": "13"}, ("day", "month", "year", "time")),
    (REMOVAL, "ask_removal_notice", {"day": "5", "year": "1989", "time": "9" * 30},
     ("month", "year", "time")),
])
def test_an_incomplete_date_names_every_missing_part_at_once(app, journey, node, fields, named):
    client = app.test_client()
    walk(client, app, journey, stop_before=node)
    soup, current_node, index = current(client)
    assert current_node == node
    data = {"node": node, "index": index, **fields,
            "csrf_token": soup.find("input", {"name": "csrf_token"})["value"]}
    response = client.post(URL + "answer", data=data)
    assert response.status_code == 400
    sent_back = page(response)
    summary = [a["href"] for a in sent_back.select(".error-summary a")]
    assert summary == [f"#{field}" for field in named]
    for field in named:
        assert sent_back.find(id=field)["aria-invalid"] == "true"
    message = sent_back.select_one("#date-error").text
    for part in ("day", "month", "year", "time"):
        assert (f"Enter the {part}" in message or f"Enter a {part}" in message
                or f"Enter a 4-digit {part}" in message) == (part in named), (part, message)


@pytest.mark.parametrize(("lang", "day_words", "month_words"), [
    ("en", "Enter a day from 1 to 31.", "Enter a month from 1 to 12."),
    ("hmn", "Sau ib hnub ntawm 1 txog 31.", "Sau lub hli ua tus lej txij 1 txog 12."),
])
def test_a_box_that_is_not_a_number_gets_one_plain_message_in_the_readers_language(
        app, lang, day_words, month_words):
    # WTForms said "Not a valid integer value." (English on a Hmong page), then its range
    # message too; both boxes' summary links read the same.
    client = app.test_client()
    client.get(f"/?lang={lang}")
    walk(client, app, BITE_AT_LARGE, stop_before="ask_declared_on")
    soup, node, index = current(client)
    data = {"node": node, "index": index, "day": "abc", "month": "May", "year": "2026",
            "csrf_token": soup.find("input", {"name": "csrf_token"})["value"]}
    sent_back = page(client.post(URL + "answer", data=data))
    links = [" ".join(a.text.split()) for a in sent_back.select(".error-summary a")]
    assert links == [day_words, month_words]
    text = sent_back.text
    assert "integer" not in text and "Number must be" not in text
    assert text.count(day_words) == 2  # in the summary and by the boxes, once each


def to_the_count(client, app) -> None:
    """The impoundments question: the interview skips it (the count changes nothing the result
    shows), so it is reached from the result page's link to the questions not asked."""
    walk(client, app, BITE_AT_LARGE)
    answer_it(client, "ask_prior_impoundments")


def test_a_number_question_says_what_it_wants_once(app):
    client = app.test_client()
    to_the_count(client, app)
    soup, node, index = current(client)
    data = {"node": node, "index": index, "answer": "two",
            "csrf_token": soup.find("input", {"name": "csrf_token"})["value"]}
    sent_back = page(client.post(URL + "answer", data=data))
    errors = [" ".join(e.text.split()) for e in sent_back.select(".field-error")]
    assert len(errors) == 1 and "Enter a whole number from" in errors[0], errors
    assert "integer" not in sent_back.text


@pytest.mark.parametrize(("node", "field", "typed"), [
    ("ask_declared_on", "day", "9" * 310),  # the range check's float() overflowed: a 500
    ("ask_declared_on", "year", "2" * 310),
    ("ask_declared_on", "month", "1_0"),  # int() reads it as 10
    ("ask_prior_impoundments", "answer", "9" * 310),
])
def test_a_box_takes_only_a_few_plain_digits(app, node, field, typed):
    client = app.test_client()
    if node == "ask_prior_impoundments":
        to_the_count(client, app)
    else:
        walk(client, app, BITE_AT_LARGE, stop_before=node)
    soup, current_node, index = current(client)
    data = {"node": node, "index": index, "csrf_token":
            soup.find("input", {"name": "csrf_token"})["value"], field: typed}
    if field != "answer":
        data = {"day": "3", "month": "9", "year": "2026", **data}
    response = client.post(URL + "answer", data=data)
    assert response.status_code == 400
    assert page(response).find(id=field)["aria-invalid"] == "true"


def test_a_huge_question_index_is_a_different_question_not_an_error(app):
    client = app.test_client()
    soup, node, _index = current(client)
    response = client.post(URL + "answer", data={
        "node": node, "index": "9" * 4301, "answer": "owner",
        "csrf_token": soup.find("input", {"name": "csrf_token"})["value"]})
    assert response.status_code == 302


def test_a_date_typed_in_arabic_indic_digits_is_read(app):
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE, stop_before="ask_declared_on")
    soup, node, index = current(client)
    response = client.post(URL + "answer", data={
        "node": node, "index": index, "day": "٣", "month": "٩", "year": "٢٠٢٦",
        "csrf_token": soup.find("input", {"name": "csrf_token"})["value"]})
    assert response.status_code == 302
    with client.session_transaction() as session:
        assert session["iv"]["facts"]["notice"]["declared_on"] == "2026-09-03"


@pytest.mark.parametrize("typed", ["+2", " 2 ", "02", "２"])
def test_a_count_may_be_typed_the_usual_ways(app, typed):
    client = app.test_client()
    to_the_count(client, app)
    soup, node, index = current(client)
    response = client.post(URL + "answer", data={
        "node": node, "index": index, "answer": typed,
        "csrf_token": soup.find("input", {"name": "csrf_token"})["value"]})
    assert response.status_code == 302, typed


def test_a_two_digit_year_is_refused_not_read_as_year_26(app):
    """"26" for 2026 is what people type; stored as 0026 it would put the notice 2,000 years
    back and every deadline with it."""
    client = app.test_client()
    walk(client, app, BITE_AT_LARGE, stop_before="ask_declared_on")
    soup, node, index = current(client)
    data = {"node": node, "index": index, "day": "4", "month": "9", "year": "26",
            "csrf_token": soup.find("input", {"name": "csrf_token"})["value"]}
    response = client.post(URL + "answer", data=data)
    assert response.status_code == 400
    assert "Enter a 4-digit year." in page(response).select_one("#date-error").text
    with client.session_transaction() as session:
        assert "declared_on" not in session["iv"]["facts"].get("notice", {})
