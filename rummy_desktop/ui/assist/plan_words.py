"""A Manipulation hint in words: the best play and the numbered steps that lead to it from the table now.

Each step names the melds by the labels framed on them and the cards it moves, and says where they
come from ("1. move 10♠ from B to C"; "2. new meld E of JK=7♣ from D and 8♣ 9♣ from your hand"),
as :func:`ai.hint_plan.plan_steps` made them.
"""

from __future__ import annotations

from itertools import groupby

from rummy_desktop.ai.hint_plan import Plan, PlanStep
from rummy_desktop.ai.table_solver import Play
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.turn_controller import describe

from ..text.game_log_text import listed_groups
from ..text.i18n import TranslationContext

__all__ = ["plan_words", "plan_banner_words", "no_play_words"]


class HintPlan(TranslationContext):
    """The words of a hint's plan."""


def plan_words(play: Play, plan: Plan) -> str:
    """The best play, its points and the numbered steps, one a line."""
    if not plan.steps:
        return _found_in_time(play, fill(HintPlan.tr("Your table is the best play (points: %1): End turn."), play.points))
    return _found_in_time(play, "\n".join([_head(play, plan), *_step_lines(plan)]))


def plan_banner_words(play: Play, plan: Plan) -> str:
    """What the table's banner says of a plan: the play and its first step; the whole plan is in the Hint
    panel beside the table (a long plan written over the table covered the melds its steps name)."""
    if len(plan.steps) < 2:
        return plan_words(play, plan)
    #: Under the first step of a hint's plan on the table; the other steps are listed in the Hint panel.
    rest = HintPlan.tr("%n more steps in the Hint panel.", None, len(plan.steps) - 1)
    return "\n".join([_head(play, plan), _step_lines(plan)[0], rest])


def _head(play: Play, plan: Plan) -> str:
    return fill(HintPlan.tr("Play %1 (points: %2) in %n steps:", None, len(plan.steps)), describe(play.played),
                play.points)


def _step_lines(plan: Plan) -> list[str]:
    return [fill(HintPlan.tr("%1. %2"), number, step_words(step)) for number, step in enumerate(plan.steps, 1)]


def _found_in_time(play: Play, text: str) -> str:
    """``text``, marked as the best the search found before its time ran out when it may not be the best."""
    if play.optimal:
        return text
    #: A hint that is the best play the search found before its time ran out: %1 is the hint.
    return fill(HintPlan.tr("%1 (the best found in the time)"), text)


def no_play_words(changed: bool, can_draw: bool) -> str:
    """Why a hint has no play to give: from this turn's table and hand nothing can be played. Only what the
    rules allow now is offered: with the table changed, Reset turn (no draw is allowed then)."""
    if changed:
        return HintPlan.tr("No play is possible from the table and hand your turn began with: "
                           "Reset turn puts the table back.")
    if can_draw:
        return HintPlan.tr("No play: draw a card.")
    return HintPlan.tr("No play: end your turn.")


def _from(cards: list[str], origin: str | None) -> str:
    joined = " ".join(cards)
    if origin is None:
        return fill(HintPlan.tr("%1 from your hand"), joined)
    if origin == "":
        return fill(HintPlan.tr("%1 from the freed jokers"), joined)
    return fill(HintPlan.tr("%1 from %2"), joined, origin)


def _cards(step: PlanStep) -> str:
    """The step's cards by where they come from: "10♠ from B; 8♣ 9♣ from your hand"."""
    pairs = zip(step.cards, step.origins)
    return listed_groups(_from([card.pretty for card, _ in group], origin)
                         for origin, group in groupby(pairs, key=lambda pair: pair[1]))


def step_words(step: PlanStep) -> str:
    """One step in words."""
    meld = step.meld or ""
    if step.kind == "take_back":
        return fill(HintPlan.tr("take %1 back into your hand"), describe(step.cards))
    if step.kind == "free_joker":
        return fill(HintPlan.tr("put %1 on the joker in %2: the joker is free"), _cards(step), meld)
    if step.kind == "new_meld":
        return fill(HintPlan.tr("new meld %1 of %2"), meld, _cards(step))
    if step.kind == "declare":
        return fill(HintPlan.tr("double-click the joker in %1 and choose %2"), meld,
                    step.cards[0].declared.pretty if step.cards[0].declared else "")
    return fill(HintPlan.tr("move %1 to %2"), _cards(step), meld)
