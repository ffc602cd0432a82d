"""Where ``Seat`` and the match were imported from before the match served every game.

The match lives in :mod:`rummy_desktop.controller.match`; new code imports from there.
``ManipulationMatch(seats, ...)`` is that :class:`Match`, which deals Manipulation Rummy
unless told otherwise.
"""

from .match import Bot, BotFactory, Match, Seat

ManipulationMatch = Match

__all__ = ["Seat", "Bot", "BotFactory", "ManipulationMatch"]
