"""When a changed answer no longer fits a later one.

Someone corrects the declaration date to a day after the notice was served. Refusing the
correction ("it is before the declaration it serves", about another question) would trap them:
the later question is not on the page, and cannot be reached while this one is being changed.
The later answer is dropped instead, and the interview asks it again. An answer given before
this question (on the walk so far) is never dropped: that conflict is this answer's problem."""
from __future__ import annotations

import datetime as dt

from interview.engine import answers
from interview.engine.answers import State
from interview.engine.facts import Problem, new_problems
from interview.toolkit import relevance
from interview.toolkit.router import Step, Walk

# A correction can unsettle a few later dates at most; more means something else is wrong.
MAX_DROPS = 5


def questions_at(questions, pointer: str) -> list[Step]:
    """The questions (and loop turn) whose fact is at ``pointer`` ("/incidents/1/date"). Most
    facts have one question; a flow may ask for one fact in two places (say, worded for an
    owner on one branch and for a neighbour on another)."""
    turns = [int(part) for part in pointer.split("/") if part.isdigit()]
    found = []
    for node in questions.nodes.values():
        index = (turns[0] if turns else None) if node.fact and "[]" in node.fact else None
        if node.fact and answers.pointer(node.fact, index) == pointer:
            found.append(Step(node.id, index))
    return found


def drop_later_conflicts(flow, walk: Walk, before: State, after: State,
                         today: dt.date) -> tuple[list[Step], list[Problem]]:
    """Drop (from ``after``) each later answer the new one makes wrong. Returns the dropped
    questions the interview will ask again (an answer the new route no longer reaches goes
    quietly: the result page would have dropped it anyway), and the problems the answer still
    makes, which are then its own (validated once here, not again by the caller)."""
    earlier = set(walk.steps) | {walk.current}
    dropped: list[Step] = []
    for _ in range(MAX_DROPS):
        problems = new_problems(flow, before.facts, after.facts, today)
        targets = questions_at(flow.questions, problems[0].pointer) if problems else []
        # Any of them asked before this one makes the conflict this answer's own.
        if not targets or any(t in earlier or t in dropped for t in targets):
            break
        for target in targets:
            node = flow.questions.nodes[target.node]
            for path in filter(None, (node.fact, node.approximate)):
                answers.drop(after.facts, path, target.index)
        dropped.extend(targets)
    else:
        problems = new_problems(flow, before.facts, after.facts, today)
    if not dropped:
        return dropped, problems
    ahead = relevance.walk(flow, State(after.facts, after.control), today)
    on_route = {*ahead.steps, ahead.current}
    return [step for step in dropped if step in on_route], problems


def in_words(questions, node, index: int | None, problem: Problem, gettext) -> str:
    """A problem this answer still makes, in the person's language (``gettext``), said of the
    answer it is about: an incident's date can make the notice's date "before every incident
    listed", and "it" would then point at the wrong answer."""
    why = gettext(problem.detail)
    found = [] if node.fact and answers.pointer(node.fact, index) == problem.pointer else (
        questions_at(questions, problem.pointer))
    if not found:
        return gettext("This answer does not fit: it %(why)s.", why=why)
    return gettext("This answer does not fit with your answer to \u201c%(question)s\u201d: "
                   "that answer %(why)s.", why=why,
                   question=gettext(questions.nodes[found[0].node].text))
