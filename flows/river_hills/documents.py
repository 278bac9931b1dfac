"""What an owner can print under § 2.14: the letters that take the steps (6)[c](3) allows, the
deadline that dates each duty on the checklist, and the step the result page puts first."""
import datetime as dt

from interview.engine.documents import Checklist, Letter, NextStep
from interview.engine.i18n import N_

from . import duties, rules
from .parameters_cache import parameters

# "The owner may contest the determination by a written request for a hearing to the Chief of
# Police"; "he or she may appeal the decision ... to the Board of Appeals" (§ 2.14(6)[c](3)).
# Each letter is no use once its step is taken: a hearing asked for (or decided), an appeal
# filed.
LETTERS = (
    Letter("hearing-request", N_("A letter asking for a hearing"),
           "letters/hearing-request.html", deadline="hearing_request_deadline",
           done_when=("notice.hearing_requested", "notice.decision"),
           done_on="notice.hearing_requested_on", fallback="hearing_request_safe_date"),
    Letter("appeal", N_("A letter appealing the decision"), "letters/appeal.html",
           deadline="appeal_deadline", done_when=("notice.appeal_filed",),
           done_on="notice.appeal_filed_on"),
)


def added_at_hearing(doc: dict, facts: dict) -> frozenset[str]:
    """The duties a hearing that raised the status added: only they wait for the Chief's time
    schedule. The Officer's status bound from the notice on: "Pending the outcome of the
    hearing, all of the regulations applicable to a dog for which such determination has been
    made are applicable" ((6)[c](3))."""
    notice = facts.get("notice") or {}
    officer, final = notice.get("declared_status"), doc["status"].get("declared")
    if (notice.get("decision") != "modified" or officer not in rules.STATUS_ORDER
            or final not in rules.STATUS_ORDER or rules.rank(final) <= rules.rank(officer)):
        return frozenset()
    day, params = dt.date.fromisoformat(doc["today"]), parameters()
    before = {i.id for i in duties.duties_for(officer, day, params, "now")}
    return frozenset(i.id for i in duties.duties_for(final, day, params, "now")) - before


# A duty with its own period is dated by it; a duty the hearing added, by the last day the
# Chief's decision allows (compliance_after_hearing, (6)[c](3)); the rest bind now.
CHECKLIST = Checklist(
    deadlines={"duty_sterilisation": "sterilisation",
               "duty_pd_sterilisation_if_required": "pd_sterilisation",
               "duty_photographs": "photographs",
               "duty_vicious_permit": "vicious_permit",
               "duty_move_in_notice": "move_in_notice",
               "duty_remove_if_unable": "removal_deadline"},
    latest="compliance_after_hearing", waits_for_latest=added_at_hearing,
    # (6)[i]: "within 24 hours of service of written notice to do so"
    starts_later=frozenset({"duty_remove_if_unable"}))

# The most urgent first: 24 hours to remove the dog ((6)[i]), 10 days to tell the police and
# the Clerk of a dog declared elsewhere ((6)[h]), then the hearing, a potentially dangerous
# dog's spaying if required ((6)[d](2)) and the appeal ((6)[c](3)), each while it is still a
# step to take.
NEXT_STEPS = (
    NextStep("removal_deadline",
             due=N_("Take the dog out of the Village by %(date)s, as the notice to remove it "
                    "says. It may come back only when every rule for it is met."),
             passed=N_("The time to take the dog out of the Village ended %(date)s. Talk to the "
                       "police or a lawyer now.")),
    # (6)[h]: "within ten (10) days of moving the animal into the Village"
    NextStep("move_in_notice",
             due=N_("If you have not yet: tell the police and the Village Clerk where the dog "
                    "lives, and the rules the other place set for it. Do it by %(date)s."),
             passed=N_("The time to tell the police and the Village Clerk about the dog ended "
                       "%(date)s. If you have not told them, do it now."),
             done_when=("dog.move_in_notice_given",)),
    NextStep("hearing_request_deadline",
             due=N_("If you want a hearing and have not asked yet: write to the police chief "
                    "by %(date)s to ask for one."),
             passed=N_("The last day to ask for a hearing was %(date)s. Ask the police chief "
                       "or a lawyer what you can still do."),
             done_when=("notice.hearing_requested", "notice.decision"),
             done_on="notice.hearing_requested_on"),
    # Only when the last day itself could not be counted (assess.py).
    NextStep("hearing_request_safe_date",
             due=N_("If you want a hearing and have not asked yet: write to the police chief "
                    "by %(date)s. We do not know when the notice reached you, so we counted "
                    "from the date on it. The real last day is no sooner."),
             passed=N_("Counted from the date on the notice, the last day to ask for a hearing "
                       "was %(date)s. It is later if the notice reached you after that date. "
                       "Ask the police chief or a lawyer now."),
             done_when=("notice.hearing_requested", "notice.decision")),
    # (6)[d](2): the owner "may be required" to spay: never "do it now", as the engine's
    # step for a passed duty would say. It cannot be undone.
    NextStep("pd_sterilisation",
             due=N_("If the police chief requires the dog to be spayed or neutered: give the "
                    "chief proof by %(date)s."),
             passed=N_("If the police chief required the dog to be spayed or neutered, the "
                       "last day for proof was %(date)s. Ask the police chief what happens "
                       "now."),
             held=N_("If the police chief requires the dog to be spayed or neutered: the date "
                     "for proof, %(date)s, came while it was on hold. Ask the police chief by "
                     "when.")),
    # (6)[g]: "... shall be due on or before January 1st of each year thereafter": a fee a year,
    # which the checklist's one permit row does not date. Its deadline is the next fee not yet
    # past (deadlines.permit_renewal), so ``passed`` is for a deadline counted otherwise.
    NextStep("vicious_permit_renewal",
             due=N_("Pay the next yearly permit fee to the Village Clerk by %(date)s."),
             passed=N_("The yearly permit fee was due %(date)s. If you have not paid it, ask "
                       "the Village Clerk now.")),
    NextStep("appeal_deadline",
             due=N_("If you want to appeal the chief's decision and have not yet: write to "
                    "the Board of Appeals by %(date)s."),
             passed=N_("The last day to appeal the chief's decision was %(date)s. Ask the "
                       "Village Clerk or a lawyer what you can still do."),
             done_when=("notice.appeal_filed",), done_on="notice.appeal_filed_on"),
)
