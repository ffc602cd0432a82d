"""Whole games in one window leave nothing of themselves behind (the memory benchmark, run short)."""

from __future__ import annotations

import gc
from pathlib import Path

from rummy_desktop.bench.memory import play_games
from rummy_desktop.engine import gin
from rummy_desktop.engine.record import RoundRecord
from rummy_desktop.ui import main_window
from rummy_desktop.ui.assist.announcer import CHARS_PER_SECOND, MOST_HELD_S, Announcer


def test_games_played_one_after_another_in_one_window_leave_no_state_behind(qapp, tmp_path: Path) -> None:
    """Computer seats only, the real round and game result dialogs answered "Next round" and "Play again",
    as docs/benchmarks.md measures it: after each game only the states of the game just ended are alive
    (the match's and the autosave's, and the start of each of its rounds, kept for its review), not one
    per move as when PySide kept every finished task."""
    def gin_states() -> int:
        gc.collect()
        return sum(isinstance(thing, gin.GinState) for thing in gc.get_objects())

    def kept_rounds() -> int:
        """The Gin rounds kept for a review, each from the state it started at (the rounds of other games
        that earlier tests left alive hold no Gin state: counted, they made this game's states look more)."""
        return sum(isinstance(thing, RoundRecord) and isinstance(thing.start, gin.GinState)
                   for thing in gc.get_objects())

    already = gin_states() - kept_rounds()   # kept by whatever ran before in this process
    live: list[int] = []
    figures = play_games(2, "gin", tmp_path, lambda row: live.append(gin_states() - kept_rounds() - already))
    assert [row.game for row in figures] == [1, 2]
    assert max(live) <= 3, live


def test_news_for_a_screen_reader_does_not_pile_up_over_games(qapp, tmp_path: Path) -> None:
    """The computers at instant speed say far more than a screen reader can speak: after a game, the
    sentences the announcer still holds back fit in what is said in MOST_HELD_S (before: every
    sentence since the first game, said in ever longer breaths, 3,000 after 35 games)."""
    held: list[int] = []
    # Earlier tests' windows, not yet collected, keep their announcers, each with what it held last (a single
    # sentence longer than the room is kept whole): only this game's window counts.
    earlier = {id(thing) for thing in gc.get_objects() if isinstance(thing, Announcer)}

    def held_chars(row: object) -> None:
        announcers = [thing for thing in gc.get_objects() if isinstance(thing, Announcer) and id(thing) not in earlier]
        held.append(max(sum(map(len, announcer.held)) for announcer in announcers))

    play_games(1, "gin", tmp_path, held_chars)
    assert held and max(held) <= MOST_HELD_S * CHARS_PER_SECOND, held


def test_the_window_hands_back_what_each_game_freed(qapp, tmp_path: Path, monkeypatch) -> None:
    """At the end of each game the window asks glibc to give the system the memory the game freed
    (controller/freed_memory.py): before, it was kept, and RSS rose by steps over a hundred games."""
    asked: list[int] = []
    monkeypatch.setattr(main_window, "give_back_freed_memory", lambda: asked.append(len(figures)) is None)
    figures: list[object] = []
    play_games(2, "gin", tmp_path, figures.append)
    assert asked == [1, 2]
