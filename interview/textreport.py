"""A plain-text rendering of an assessment document, for the CLI and for screen readers that
prefer it. Works from the JSON document, so it shows exactly what the API returns."""
from __future__ import annotations

import textwrap

WIDTH = 78
# What an item that does not bind yet waits for (the assessment's "applies").
WAITING = {"if_declared": "if an officer makes that finding",
           "if_requested": "if a hearing is asked for"}


def _wrap(text: str, indent: str = "  ") -> list[str]:
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=indent + "  ")


def _cites(item: dict, law) -> str:
    # A no-break space keeps "§ 2.14(6)[e]" on one line.
    return "; ".join("§\u00a0" + c for c in item["cite"])


def render_text(doc: dict, flow) -> str:
    out = [flow.title, f"Law applied: {doc['law_version']['id']}", "",
           doc["status"]["headline"].upper(), ""]
    sections = [
        ("Why", doc["reasons"]), ("It could change if", doc["conditional"]),
        ("Exceptions considered", doc["exceptions"]),
        ("Your rights", doc["rights"]), ("Lifting the declaration", doc["waiver"]),
        ("Penalties and fees", doc["penalties"]), ("Against the law", doc["unlawful_conduct"]),
        ("What an officer may rely on", doc["evidence"]),
        ("Wisconsin statutes adopted", doc["adopted_statutes"]),
        ("Where the law is unclear", doc["notices"]),
    ]
    for title, items in sections[:3]:
        out += _section(title, items, flow)
    # As on the result page: a duty that waits for a declaration is never listed as one to
    # do now (an owner reading "What you must do" would build the enclosure for nothing).
    duties = doc["duties"]
    out += _section("What you must do", [i for i in duties if i.get("applies") not in WAITING],
                    flow)
    for waits_for, condition in WAITING.items():
        out += _section(f"Only {condition}",
                        [i for i in duties if i.get("applies") == waits_for], flow)
    if doc["deadlines"]:
        out.append("Deadlines")
        for d in doc["deadlines"]:
            due = d["due"] or "?"
            passed = " (passed)" if d.get("passed") else ""
            only = f" (only {WAITING[d['applies']]})" if d.get("applies") in WAITING else ""
            out += _wrap(f"- {due}{passed}  {d['title']}{only}  [{_cites(d, flow)}]")
            # The working is one line on purpose: it is a calculation, read as a whole.
            out.append("      " + (d.get("working") or d["text"]))
            if d["stay"] != "none":
                out += _wrap(d["stay_text"], "      ")
        out.append("")
    for title, items in sections[3:]:
        out += _section(title, items, flow)
    calendar = doc["calendar"]
    # The calendar's name says what it is ("No deadlines are set by § 90.17"); the citation
    # alone can be a bare clause number.
    out += ["How we count days", *_wrap(calendar.get("name") or ""),
            *_wrap("Authority: " + ("§\u00a0" if calendar["citation"][:1].isdigit() else "")
                   + calendar["citation"])]
    out += _wrap("; ".join(doc["calendar"]["holidays"]))
    out += [line for a in doc["calendar"]["assumptions"] for line in _wrap("- " + a)]
    out += ["", *_wrap(doc["disclaimer"], "")]
    return "\n".join(out) + "\n"


def _section(title: str, items: list[dict], flow) -> list[str]:
    if not items:
        return []
    lines = [title]
    for item in items:
        text = item.get("condition") or item["text"]
        suffix = f" (authority: {item['statute']})" if item.get("statute") else ""
        lines += _wrap(f"- {text}{suffix} [{_cites(item, flow)}]")
    return lines + [""]
