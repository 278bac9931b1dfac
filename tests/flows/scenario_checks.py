"""The checks every flow's scenario table applies to an assessment document.

``expect`` keys: a status lens by name (likely, if_unsure, ...); and for each section prefix,
``<prefix>_ids`` (must include), ``absent_<prefix>_ids``, ``<prefix>_ids_exact`` and
``<prefix>_params`` (a subset of an item's params) and ``<prefix>_applies`` (when an item
binds: "now", "if_declared", …)."""

STATUS_KEYS = ("likely", "if_unsure", "if_rebutted", "declared", "duty_basis")


def section_keys(sections: dict[str, str]) -> set[str]:
    """Every ``expect`` key ``check_status_and_sections`` reads: a table may check no other
    without saying how (a misspelt key would be a check that never runs)."""
    return set(STATUS_KEYS) | {key % prefix for prefix in sections for key in (
        "%s_ids", "absent_%s_ids", "%s_ids_exact", "%s_params", "%s_applies")}


def check_status_and_sections(doc: dict, expect: dict, sections: dict[str, str]) -> None:
    status = doc["status"]
    for key in STATUS_KEYS:
        if key in expect:
            assert status[key] == expect[key], f"status[{key!r}]: {status}"
    for prefix, section in sections.items():
        items = doc[section]
        ids = {i["id"] for i in items}
        if f"{prefix}_ids" in expect:
            missing = expect[f"{prefix}_ids"] - ids
            assert not missing, f"{section}: missing {missing}; have {sorted(ids)}"
        if f"absent_{prefix}_ids" in expect:
            extra = expect[f"absent_{prefix}_ids"] & ids
            assert not extra, f"{section}: should not contain {extra}"
        if f"{prefix}_ids_exact" in expect:
            assert ids == expect[f"{prefix}_ids_exact"], f"{section}: {sorted(ids)}"
        for item_id, want in expect.get(f"{prefix}_params", {}).items():
            found = [i for i in items if i["id"] == item_id]
            assert found, f"{section}: no {item_id}; have {sorted(ids)}"
            got = found[0]["params"]
            assert {k: got.get(k) for k in want} == want, f"{item_id} params: {got}"
        for item_id, want in expect.get(f"{prefix}_applies", {}).items():
            found = [i for i in items if i["id"] == item_id]
            assert found, f"{section}: no {item_id}; have {sorted(ids)}"
            assert found[0].get("applies") == want, f"{item_id} applies: {found[0]}"
