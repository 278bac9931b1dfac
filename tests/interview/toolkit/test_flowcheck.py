"""How `interview flows check` deals its path search among processes."""
from interview.toolkit import flowcheck
from interview.toolkit.registry import flows


def test_the_largest_flow_s_parts_are_dealt_first(monkeypatch):
    """§ 90.17's parts take seconds and River Hills' minutes: dealt last, the short ones fill
    the end while the last long one runs, and no process waits idle on it."""
    registry = flows()
    dealt = []

    def part(task):
        dealt.append(task)
        return task[0], flowcheck.PathsChecked([])

    monkeypatch.setattr(flowcheck, "_check_part", part)
    monkeypatch.setattr(flowcheck, "check_flow", lambda flow, today, out, checked: [])
    flowcheck.check_flows([registry["city-90-17"], registry["river-hills"]], jobs=1)
    order = [slug for slug, _share, _shares in dealt]
    assert order == ["river-hills"] * 16 + ["city-90-17"] * 16
    assert [share for _slug, share, _shares in dealt[:16]] == list(range(16))
