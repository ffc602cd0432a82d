"""The one match of every game: games switched in place, computer seats on the worker, stale results dropped."""

from __future__ import annotations

import gc
import threading

import pytest
from PySide6.QtCore import QTimer

from manipulation_positions import StandInBot
from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.match import GinAdapter, Match, Seat
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.manipulation import ManipulationRules, ManipulationState
from rummy_desktop.engine.messages import Explanation
from stub_translator import translations


class FirstLegalGinBot:
    def choose(self, view, rng, deadline=None):
        return view.legal_actions[0]


def factory(game, level):
    return StandInBot() if game == "manipulation" else FirstLegalGinBot()


def test_a_new_game_of_another_game_with_other_seats_is_dealt_into_the_same_match(qtbot):
    match = Match([Seat("You"), Seat("Anna", "easy"), Seat("Ben", "easy")], bot_factory=factory, pause_ms=60_000)
    started: list[object] = []
    match.game_started.connect(started.append)
    match.new_game(3)
    assert isinstance(match.state, ManipulationState) and match.game == "manipulation" and match.seed == 3
    match.new_game(4, seats=[Seat("You"), Seat("Anna", "hard")], rules=gin.GinRules("hollywood"))
    assert isinstance(match.state, gin.GinState) and match.game == "hollywood" and len(match.seats) == 2
    assert started == [started[0], match.state]
    match.new_game(5, seats=[Seat("A"), Seat("B")], rules=ManipulationRules(target=50))
    assert match.state.rules.target == 50 and match.game == "manipulation"
    match.shutdown()


def test_the_same_seed_deals_the_same_gin_game():
    deals = []
    for _ in range(2):
        match = Match([Seat("You"), Seat("Anna")], adapter=GinAdapter(gin.GinRules("oklahoma")))
        match.new_game(42)
        deals.append(match.state)
    assert deals[0] == deals[1]


def test_a_gin_computer_result_for_an_abandoned_game_is_dropped(qtbot):
    release, asked = threading.Event(), threading.Event()

    class SlowBot(FirstLegalGinBot):
        def choose(self, view, rng, deadline=None):
            asked.set()
            release.wait(10)
            return super().choose(view, rng, deadline)

    seats = [Seat("Anna", "easy"), Seat("Ben", "easy")]
    match = Match(seats, adapter=GinAdapter(), bot_factory=lambda g, l: SlowBot(), pause_ms=0)
    match.new_game(1)
    qtbot.waitUntil(asked.is_set, timeout=5000)
    match.new_game(2, seats=[Seat("You"), Seat("Ben", "easy")], rules=gin.GinRules())   # while Anna thinks
    fresh = match.state
    release.set()
    match.shutdown()
    qtbot.wait(50)
    assert match.state is fresh


def test_a_refused_gin_move_is_replaced_by_a_safe_one_and_reported(qtbot):
    class BadBot:
        def choose(self, view, rng, deadline=None):
            return gin.DrawDiscard()            # never allowed while the upcard is on offer

    match = Match([Seat("You"), Seat("Anna", "easy")], adapter=GinAdapter(), bot_factory=lambda g, l: BadBot(),
                  pause_ms=0)
    errors: list[str] = []
    played: list[object] = []
    match.computer_error.connect(lambda seat, text: errors.append(text))
    match.action_played.connect(lambda seat, action, before, after: played.append(action))
    match.new_game(8)
    if match.seat_to_act() == 0:
        match.play(gin.PassUpcard())
    qtbot.waitUntil(lambda: match.seat_to_act() == 0 or match.state.phase is not gin.Phase.UPCARD_OFFER,
                    timeout=5000)
    assert errors and "upcard" in errors[0]
    assert gin.PassUpcard() in played
    match.shutdown()


def test_people_cannot_play_for_a_gin_computer_seat_and_seats_must_fit(qtbot):
    match = Match([Seat("Anna", "easy"), Seat("You")], adapter=GinAdapter(), bot_factory=factory, pause_ms=60_000)
    match.new_game(1)
    while match.seat_to_act() != 0:
        match.play(gin.PassUpcard())
    with pytest.raises(gin.IllegalAction, match="Anna's turn"):
        match.play(gin.TakeUpcard())
    with pytest.raises(ValueError, match="2 players"):
        match.resume(match.state, [Seat("You")])
    match.shutdown()


TURN = ("Match", "It is {name}'s turn.")
BROKE = ("Match", "the computer player failed to choose a move: {error}")


@pytest.mark.parametrize("rules, action", [(ManipulationRules(), manipulation.Draw()), (gin.GinRules(), gin.DrawStock())])
def test_playing_for_a_computer_seat_is_refused_with_a_reason_in_the_players_language(qapp, rules, action) -> None:
    match = Match([Seat("Anna", "easy"), Seat("Ben", "easy")], bot_factory=factory, pause_ms=60_000)
    match.new_game(1, rules=rules)
    name = match.seats[match.seat_to_act()].name
    with pytest.raises((manipulation.IllegalAction, gin.IllegalAction)) as refused:
        match.play(action)
    [reason] = getattr(refused.value, "reasons", [getattr(refused.value, "reason", None)])
    assert isinstance(reason, Explanation) and reason == f"It is {name}'s turn."
    with translations(qapp, {TURN: "C'est à {name} de jouer."}):
        assert explain(reason) == f"C'est à {name} de jouer."
    match.shutdown()


class RefusedBot:
    """Chooses what the rules never allow at the start of a round: knocking (Manipulation), drawing
    from the discard pile while the upcard is on offer (Gin)."""

    def choose(self, view, rng, deadline=None):
        return manipulation.Knock() if isinstance(view, manipulation.ManipulationView) else gin.DrawDiscard()


class BrokenBot:
    def choose(self, view, rng, deadline=None):
        raise RuntimeError("no legal move in the table")


def first_computer_error(qtbot, qapp, bot, rules) -> str:
    """What the log is told when the first computer to move chooses with ``bot``, with every rule
    reason and the match's own sentences "translated" («...»)."""
    match = Match([Seat("Anna", "easy"), Seat("Ben", "easy")], bot_factory=lambda game, level: bot, pause_ms=0)
    errors: list[str] = []
    match.computer_error.connect(lambda seat, text: errors.append(text))
    with translations(qapp, {}, marked=("Match", "ManipulationRules", "GinRules")):
        match.new_game(8, rules=rules)
        qtbot.waitUntil(lambda: bool(errors), timeout=5000)
    match.shutdown()
    return errors[0]


@pytest.mark.parametrize("rules, reason", [
    (ManipulationRules(), "«You may knock only when your turn is over, with 5 points or less in hand.»"),
    (gin.GinRules(), "«on the first turn the upcard is offered: take it or pass it»"),
])
def test_a_refused_computer_move_is_reported_in_the_players_language(qtbot, qapp, rules, reason) -> None:
    assert first_computer_error(qtbot, qapp, RefusedBot(), rules) == reason


def test_a_broken_computer_player_is_reported_in_words_with_the_error_kept(qtbot, qapp) -> None:
    text = first_computer_error(qtbot, qapp, BrokenBot(), gin.GinRules())
    assert text == "«the computer player failed to choose a move: RuntimeError: no legal move in the table»"


def live_gin_states() -> int:
    gc.collect()
    return sum(isinstance(thing, gin.GinState) for thing in gc.get_objects())


def test_moves_once_played_leave_nothing_of_their_thinking_alive(qtbot):
    """A computer's move is chosen on the worker from a view of the state it was asked about; once
    the move is played, neither stays alive. (PySide once kept every task it had run: with its state
    and view, a hundred or so per Gin game, growing game after game.)"""
    match = Match([Seat("Ada", "easy"), Seat("Bo", "easy")], adapter=GinAdapter(), pause_ms=0)
    ended = [0]

    def follow(state: gin.GinState) -> None:
        if state.is_game_over:
            ended[0] += 1
        elif state.is_round_over:
            QTimer.singleShot(0, match.next_round)

    match.state_changed.connect(follow)
    moves = [0]
    match.action_played.connect(lambda *played: moves.__setitem__(0, moves[0] + 1))
    already = live_gin_states()   # kept by whatever ran before in this process
    live = []
    for game in range(1, 4):
        match.new_game(game)
        qtbot.waitUntil(lambda: ended[0] == game, timeout=120_000)
        live.append(live_gin_states() - already)
    match.shutdown()
    assert moves[0] > 100   # each move was thought out on the worker
    assert max(live) <= 2, live   # the state at the end of the game, and the one before its last move


def test_a_program_seat_that_crashes_is_told_in_the_log_and_every_game_starts_its_program_afresh(qtbot):
    import shlex
    import sys
    from pathlib import Path

    from rummy_desktop.ai.bots import make_bot
    from rummy_desktop.ai.program_player import ProgramPlayer

    script = Path(__file__).resolve().parents[1] / "ai" / "protocol_programs.py"
    command = f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(script))} crash"
    made = []

    def programs(game, level):
        made.append(make_bot(game, level))
        return made[-1]

    match = Match([Seat("Prog", command), Seat("Simple", "simple")], adapter=GinAdapter(), bot_factory=programs,
                  pause_ms=0)
    notices: list[tuple[int, str]] = []
    match.program_notice.connect(lambda seat, text: notices.append((seat, text)))
    match.new_game(3)
    qtbot.waitUntil(lambda: bool(notices), timeout=20_000)
    assert notices[0][0] == 0 and "the program stopped (exit code 3)" in notices[0][1]
    assert "the hard computer level plays this seat for the rest of the game" in notices[0][1]
    (first,) = [bot for bot in made if isinstance(bot, ProgramPlayer)]
    assert first.replaced
    match.new_game(4, seats=[Seat("Prog", command.replace(" crash", " garbage")), Seat("Simple", "simple")])
    qtbot.waitUntil(lambda: sum(isinstance(bot, ProgramPlayer) for bot in made) == 2, timeout=10_000)
    (second,) = [bot for bot in made if isinstance(bot, ProgramPlayer) and bot is not first]
    qtbot.waitUntil(lambda: second._process is not None, timeout=10_000)
    process = second._process
    match.shutdown()
    assert second._process is None
    qtbot.waitUntil(lambda: process.exit_code() is not None, timeout=5_000)  # the program was ended with the match


def test_a_program_seat_plays_on_a_thread_of_the_app_while_the_levels_think_in_worker_processes(qtbot):
    """The program's player holds its process and its pipe for the whole game: it never goes to a worker."""
    import shlex
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parents[1] / "ai" / "protocol_programs.py"
    command = f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(script))} crash"
    match = Match([Seat("Prog", command), Seat("Prog too", command)], adapter=GinAdapter(), pause_ms=0)
    notices: list[tuple[int, str]] = []
    match.program_notice.connect(lambda seat, text: notices.append((seat, text)))
    match.new_game(3)
    qtbot.waitUntil(lambda: {seat for seat, _ in notices} == {0, 1}, timeout=30_000)
    assert all("the program stopped (exit code 3)" in text for _, text in notices)
    match.shutdown()
