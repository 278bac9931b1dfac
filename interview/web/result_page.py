"""What the result page shows: the finished interview's assessment, put first for the person
asking (interview.engine.actions), with the documents, offices and answers around it."""
from __future__ import annotations

from flask import current_app, url_for

from interview.engine import documents
from interview.engine.actions import ACTIONS_SHOWN, ordered_duties
from interview.engine.i18n import N_
from interview.web import state as st
from interview.web.template_helpers import gettext

# Where the first steps link to a document, what the button says (else "Get the letter").
DOCUMENT_BUTTONS = {documents.CHECKLIST: N_("Get the checklist"),
                    documents.COMPLAINT: N_("Get your complaint statement")}


def context(done) -> dict:
    """What result.html shows for a finished interview (interview_views.Finished)."""
    flow, wording, doc = done.flow, done.wording, done.doc
    slug = flow.slug
    return dict(
        doc=doc, flow=flow,
        contacts=current_app.config.get("CONTACTS", {}).get(slug, {}),
        status_names={k: wording.status(k) for k in flow.statuses}, place=wording.place,
        for_owner=doc["audience"] == "owner",
        steps_taken=documents.taken_in(doc),
        police_about=wording.contact_text("police"),
        evidence_lead=wording.optional_text("evidence_lead"),  # what its evidence is for
        transcript=st.transcript(flow, done.state, done.walk),
        # Each question the interview skipped, as the person would have been asked it.
        not_asked=[st.TranscriptRow(flow, done.state, step) for step in done.walk.skipped],
        documents={name: gettext(documents.titles(flow)[name])
                   for name in documents.available(flow, doc, done.state.facts)},
        document_buttons={name: gettext(label) for name, label in DOCUMENT_BUTTONS.items()},
        actions_shown=ACTIONS_SHOWN,
        # Today's rules in the flow's order, before those that wait for a finding.
        duties_now=ordered_duties(flow, [d for d in doc["duties"]
                                         if d.get("applies") != "if_declared"]),
        complaint_url=_complaint_question(flow, done.walk),
        restart_url=url_for("interview.restart", slug=slug),
        change_url=url_for("interview.result", slug=slug, _anchor="transcript"))


def _complaint_question(flow, walk) -> str | None:
    """The question that starts a complaint statement ("Do you want to write a complaint?"), to
    answer again from the result: the "Write a complaint" button."""
    step = next((s for s in walk.steps
                 if flow.router.node(s.node).control == "wants_complaint"), None)
    if step is None:
        return None
    return url_for("interview.change", slug=flow.slug, node=step.node,
                   index=-1 if step.index is None else step.index)
