"""The largest numbers a game of this app can reach, in one place: the rules, the save readers and writer,
and the statistics all use these.

A file is read back only if it holds numbers the app itself can write, and the
app never writes a number its reader would refuse. Each bound is above what the
rules allow (tests/engine/test_limits.py works the rule maxima out) and far
below what could overflow or slow anything:

* a round: the most a seat scores is every other card's points plus the bonuses:
  at most 765 in Manipulation (two packs and two jokers, 730 points, plus the
  undercut and going-out bonuses), 262 in Gin (a big gin against 100 points of
  deadwood, doubled in Oklahoma);
* a game ends once a score reaches the target, so a seat's total before the
  last round is below the target, and after it below the target plus a round;
  the end-of-game bonuses add at most 100 and 25 per round won;
* a game whose rounds keep ending with nobody scoring (a Manipulation stock
  running out with every hand equal, a drawn Gin round) could in principle go
  on for ever; :data:`MAX_ROUNDS` is where the app stops saving it, far beyond
  any game played.
"""

from __future__ import annotations

__all__ = ["MAX_TARGET", "MAX_ROUNDS", "MAX_ROUND_POINTS", "MAX_SCORE", "MAX_COUNT"]

MAX_TARGET = 1000
"""The highest target a Manipulation game may be played to (the rules say 150; Gin's are 100 or 150)."""

MAX_ROUNDS = 1000
"""The most rounds a saved game has (round numbers run from 1 to this)."""

MAX_ROUND_POINTS = 1000
"""The most points one seat scores in one round, bonuses of the round included."""

MAX_SCORE = 100_000
"""The most points one seat has in one game, the end-of-game bonuses included (Hollywood: its three games)."""

MAX_COUNT = 10**9
"""The most games, rounds or hints the statistics count: a game a minute for 1,900 years."""
