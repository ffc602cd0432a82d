"""Words shared by both games' save readers (``manipulation/serialize.py``, ``gin/serialize.py``).

A damaged or hand-edited save is refused with a :class:`ValueError` whose reason is an
:class:`~rummy_desktop.engine.messages.Explanation` (translated by the window); the file's
own field names and values are quoted in it as the file holds them.
"""

from __future__ import annotations

import json
from typing import Any, Callable, TypeVar

from .messages import QT_TRANSLATE_NOOP, Context, Explanation, Template

__all__ = ["SavedGame", "field_name", "kept_move", "refusal", "shown"]

_SHOWN_LENGTH = 40


class SavedGame(Context):
    """The translation context of a damaged save's reasons, for those with a count (plural forms)."""


def refusal(template: Template, **params: object) -> ValueError:
    """The error a damaged save raises: its reason an :class:`Explanation` the window translates."""
    return ValueError(Explanation(template, **params))


def field_name(name: str) -> Explanation:
    """A field of the file named for a player who edits it, in the quotation marks of their language."""
    return Explanation(QT_TRANSLATE_NOOP("SavedGame", "“{name}”"), name=name)


def shown(value: Any) -> str:
    """A value read from the file as JSON writes it, shortened: the file may hold anything."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= _SHOWN_LENGTH else text[: _SHOWN_LENGTH - 1] + "…"


Action = TypeVar("Action")


def kept_move(read: Callable[[Any], Action], data: Any) -> Action:
    """A move kept with a saved game, read by its game's action language (``read``).

    The language's own reasons are written for programs, in English; a save's refusal says, in the
    player's words, that a move kept is not a move (a card's reason is kept: it is in their words).
    """
    try:
        return read(data)
    except ValueError as error:
        if error.args and isinstance(error.args[0], Explanation):
            raise
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "{what} is {value}, which is not a move"),
                      what=Explanation(QT_TRANSLATE_NOOP("SavedGame", "a move kept with the game")),
                      value=shown(data)) from None
