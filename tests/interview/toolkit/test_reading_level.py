"""Every flow's prose reads at grade 8 or lower (interview.toolkit.flowcheck.check_reading_level),
here as well as in `interview flows check`: a sentence over the grade fails in seconds, not at
the end of the check's half hour."""
import pytest

from interview.toolkit.flowcheck import check_reading_level
from interview.toolkit.registry import flows


@pytest.mark.parametrize("slug", sorted(flows()))
def test_every_sentence_a_person_reads_is_plain(slug):
    assert check_reading_level(flows()[slug]) == []
