"""Answer forms: a date sent back names every part that is missing, at once."""
import pytest

from tests.interview.test_interview_views import URL, current, page, walk
from tests.journeys import BITE_AT_LARGE, TORMENTED


@pytest.mark.parametrize(("journey", "node", "fields", "named"), [
    # An exact date (a notice's): day, month and year all missing.
    (BITE_AT_LARGE, "ask_declared_on", {}, ("day", "month", "year")),
    (BITE_AT_LARGE, "ask_declared_on", {"year": "2026"}, ("day", "month")),
    # A date that may be "about" a month: the day is named with the month and year.
    (TORMENTED, "ask_incident_date", {}, ("day", "month", "year")),
    (TORMENTED, "ask_incident_date", {"approximate": "y"}, ("month", "year")),
    # A moment: every part, the time too; a wrong part does not hide the missing ones.
    (BITE_AT_LARGE, "ask_removal_notice", {"year": "2026"}, ("day", "month", "time")),
    (BITE_AT_LARGE, "ask_removal_notice", {"month": "13"}, ("day", "month", "year", "time")),
    (BITE_AT_LARGE, "ask_removal_notice", {"day": "5", "year": "1989", "time": "9" * 30},
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
