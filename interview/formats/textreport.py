"""A plain-text rendering of an assessment document, for the CLI and for screen readers that
prefer it. Works from the JSON document, so it shows exactly what the API returns."""
from __future__ import annotations

import textwrap
from collections.abc import Callable

from interview.engine.assessment import HOLD_ENDED
from interview.engine.documents import titles
from interview.engine.i18n import N_

WIDTH = 78
# Duties that do not bind yet (the assessment's "applies"), under their own heading. Beside a
# deadline, the flow's own words say what it waits for ("applies_text").
WAITING = {"if_declared": N_("Only if an officer makes that finding")}
# Rights, and lifting a declaration, that wait for one, led as the result page leads them.
RIGHTS_WAIT = N_("These start only if an officer declares the animal. The notice gives the dates.")
WAIVER_WAITS = N_("This applies only if an officer declares the animal. Nobody has yet, on "
                  "your answers.")


def _wrap(text: str, indent: str = "  ") -> list[str]:
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=indent + "  ")


def _cites(item: dict) -> str:
    # A no-break space keeps "§ 2.14(6)[e]" on one line.
    return "; ".join("§\u00a0" + c for c in item["cite"])


def _english_plural(singular: str, plural: str, n: int) -> str:
    return singular if n == 1 else plural


def render_text(doc: dict, flow, gettext: Callable[[str], str] = lambda s: s,
                date: Callable[[str], str] = lambda iso: iso,
                ngettext: Callable[[str, str, int], str] = _english_plural) -> str:
    """The report, its headings in ``gettext``'s language (the texts come worded already),
    its dates written by ``date`` from the document's ISO dates, as the pages write them. As
    the result page, it leads with what is in force, then what to do now (assessment 1.2)."""
    _ = gettext
    status = doc["status"]
    out = [_(flow.title), _("Law applied: %(law)s") % {"law": doc["law_version"]["id"]}, "",
           status["headline"].upper()]
    if status.get("declared") not in (None, status["likely"]) and "likely_headline" in status:
        out.append(status["likely_headline"])  # the guide's reading, below what is in force
    out += ["", *_first(doc, flow, _, ngettext)]
    sections = [
        (N_("Why"), doc["reasons"]), (N_("It could change if"), doc["conditional"]),
        (N_("Exceptions considered"), doc["exceptions"]),
        (N_("Rights under this law"), doc["rights"]),
        (N_("Lifting the declaration"), doc["waiver"]),
        (N_("Penalties and fees"), doc["penalties"]),
        (N_("Against the law"), doc["unlawful_conduct"]),
        (N_("What an officer may rely on"), doc["evidence"]),
        (N_("State laws the ordinance adopts"), doc["adopted_statutes"]),
        (N_("Where the law is unclear"), doc["notices"]),
    ]
    for title, items in sections[:3]:
        out += _section(_(title), items, _, date)
    # As on the result page: a duty that waits for a declaration is never listed as one to
    # do now (an owner reading "What must be done" would build the enclosure for nothing).
    duties = doc["duties"]
    owner = doc.get("audience", "owner") == "owner"
    out += _section(_("What must be done") if owner else _("What the owner must do"),
                    [i for i in duties if i.get("applies") not in WAITING], _, date)
    for waits_for, heading in WAITING.items():
        out += _section(_(heading), [i for i in duties if i.get("applies") == waits_for], _,
                        date)
    if doc["deadlines"]:
        out.append(_("Deadlines"))
        for d in doc["deadlines"]:
            due = date(d["due"]) if d["due"] else "?"
            passed = ("" if not d.get("passed") or d.get("taken") else " " + _("(passed)")
                      if d.get("stay") != HOLD_ENDED else " " + _("(the hold is over)"))
            out += _wrap(f"- {due}{passed}  {d['title']}  [{_cites(d)}]")
            # The working is one line on purpose: it is a calculation, read as a whole.
            out.append("      " + (d.get("working") or d["text"]))
            if d.get("taken"):  # as the result page marks it, rather than counting down
                out += _wrap(_("Your answers say this step was taken."), "      ")
            if d.get("applies_text"):  # what it waits for, in the flow's words
                out += _wrap(d["applies_text"], "      ")
            if d["stay"] != "none":
                out += _wrap(d["stay_text"], "      ")
        out.append("")
    for title, items in sections[3:]:
        lead = {id(doc["rights"]): RIGHTS_WAIT, id(doc["waiver"]): WAIVER_WAITS}.get(id(items))
        waits = lead and any(i.get("applies") in WAITING for i in items)
        out += _section(_(title), items, _, date, _(lead) if waits else None)
    calendar = doc["calendar"]
    # The calendar's name says what it is ("No deadlines are set by § 90.17"); the citation
    # alone can be a bare clause number.
    citation = ("§\u00a0" if calendar["citation"][:1].isdigit() else "") + calendar["citation"]
    out += [_("How we count days"), *_wrap(calendar.get("name") or ""),
            *_wrap(_("Authority: %(citation)s") % {"citation": citation})]
    out += _wrap("; ".join(doc["calendar"]["holidays"]))
    out += [line for a in doc["calendar"]["assumptions"] for line in _wrap("- " + a)]
    out += ["", *_wrap(doc["disclaimer"], "")]
    return "\n".join(out) + "\n"


def _section(title: str, items: list[dict], _, date: Callable[[str], str],
             lead: str | None = None) -> list[str]:
    if not items:
        return []
    lines = [title, *(_wrap(lead) if lead else [])]
    for item in items:
        text = item.get("condition") or item["text"]
        suffix = (" " + _("(authority: %(statute)s)") % {"statute": item["statute"]}
                  if item.get("statute") else "")
        if (item.get("params") or {}).get("certainty") == "not_sure":  # as the web page tags it
            suffix += " " + _("This may apply: it depends on an answer you were not sure about.")
        lines += _wrap(f"- {text}{suffix} [{_cites(item)}]")
        params = item.get("params") or {}
        if params.get("earliest"):  # as the web page dates it: lifting a declaration
            lines += _wrap(_("Earliest date to ask: %(date)s")
                           % {"date": date(params["earliest"])}, "      ")
            if params.get("working"):
                lines.append("      " + params["working"])
    return lines + [""]


def _first(doc: dict, flow, _, ngettext) -> list[str]:
    """What to do now (each step with its days left, the advice marked as general advice),
    the rules that bind today, and what this means: what the result page leads with."""
    out: list[str] = []
    names = titles(flow)
    if doc.get("actions"):
        out.append(_("What to do now"))
        for a in doc["actions"]:
            marks = [_("General advice, not from this law")] if a.get("general_advice") else []
            if a.get("due"):
                marks.append(_("The hold is over") if a["passed"] and a.get("stay") == HOLD_ENDED
                             else _("This date has passed") if a["passed"] else _("This is today")
                             if a["days_left"] == 0 else ngettext(
                                 "%(num)d day left", "%(num)d days left", a["days_left"])
                             % {"num": a["days_left"]})
            cites = f" [{_cites(a)}]" if a["cite"] and not a.get("general_advice") else ""
            lead = f"({'; '.join(marks)}) " if marks else ""
            out += _wrap(f"- {lead}{a['text']}{cites}")
            for extra in (a.get("stay_text"), a.get("law_text")):
                if extra:
                    out += _wrap(extra + (f" [{_cites(a)}]" if extra == a.get("law_text")
                                          else ""), "      ")
            if a.get("document") in names and a["id"] != "complaint_write":
                out += _wrap(_("To print: %(title)s") % {"title": _(names[a["document"]])},
                             "      ")
        out.append("")
    out += _section(_("Rules to keep from today"), doc.get("rules_now", []), _, str)
    out += _section(_("What this means"), doc.get("meaning", []), _, str)
    return out
