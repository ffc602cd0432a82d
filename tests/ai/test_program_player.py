"""The program player: somebody's program playing a seat over the bot protocol (docs/bot-protocol.md).

Each test starts real programs (``sys.executable`` running the examples, or
tests/ai/protocol_programs.py breaking the protocol in one way each), so the
protocol is tested as a program meets it: through pipes, one line at a time.
"""

import json
import random
import shlex
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.gin_bots import gin_bot
from rummy_desktop.ai.program_player import ProgramPlayer, program_problem
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.gin import action_json as gin_actions
from rummy_desktop.engine.gin import view_json as gin_json
from rummy_desktop.engine.manipulation import action_json as manipulation_actions
from rummy_desktop.engine.manipulation import view_json as manipulation_json
from rummy_desktop.headless import close_players, play_game

ROOT = Path(__file__).resolve().parents[2]
PYTHON = shlex.quote(sys.executable)
BROKEN = shlex.quote(str(Path(__file__).with_name("protocol_programs.py")))


def example(game):
    return f"{PYTHON} {shlex.quote(str(ROOT / 'examples' / f'{game}_bot.py'))}"


def broken(mode, game="gin", time_limit=5.0):
    return ProgramPlayer(game, f"{PYTHON} {BROKEN} {mode}", time_limit=time_limit)


def first_gin_view():
    state = gin.new_game(random.Random(4), gin.GinRules())
    return gin.view_for(state, state.current)


# --- the view and the actions as JSON -------------------------------------------------------------


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["gin", "oklahoma", "hollywood"]))
def test_every_legal_gin_action_reads_back_from_its_json(seed, variant):
    rng = random.Random(seed)
    state = gin.new_game(rng, gin.GinRules(variant=variant))
    bots = [gin_bot("simple"), gin_bot("simple")]
    for _ in range(60):
        if state.is_game_over:
            break
        view = gin.view_for(state, state.current)
        sent = json.loads(json.dumps(gin_json.view_to_json(view)))
        assert sent["hand"] == [str(c) for c in view.hand]
        for action, written in zip(view.legal_actions, sent["legal_actions"], strict=True):
            assert gin_actions.action_from_json(written) == action
        state = gin.apply(state, bots[state.current].choose(view, rng), rng)


def test_the_gin_view_hides_the_opponents_hand_until_it_is_shown():
    view = first_gin_view()
    sent = gin_json.view_to_json(view)
    other = gin.view_for(gin.new_game(random.Random(4), gin.GinRules()), 1 - view.seat)
    assert sent["opponent_hand"] is None and sent["stock_count"] == 31
    assert not set(sent["hand"]) & {str(c) for c in other.hand}
    assert "stock" not in sent and "hands" not in sent


def manipulation_meld_views(seed, players):
    """Views of the seat to move each time the hard level melds, with the table it played."""
    rng = random.Random(seed)
    state = manipulation.new_game(players, rng)
    bot = make_bot("manipulation", "hard")
    found = []
    while not state.is_round_over and len(found) < 4:
        view = manipulation.view_for(state, state.current)
        action = bot.choose(view, rng)
        if isinstance(action, manipulation.PlayMelds):
            found.append((view, action))
        state = manipulation.apply(state, action, rng)
    return found


@pytest.mark.parametrize("seed, players", [(1, 3), (5, 4), (8, 2)])
def test_a_manipulation_table_written_without_copies_is_read_back_as_a_legal_table(seed, players):
    melds = manipulation_meld_views(seed, players)
    assert melds, "the hard level never melded in this round"
    for view, action in melds:
        written = json.loads(json.dumps(manipulation_actions.action_to_json(action, copies=False)))
        assert all("#" not in card for meld in written["table"] for card in meld)
        read = manipulation_actions.action_from_json(written, view)
        assert [[str(c) for c in meld] for meld in read.table] == written["table"]
        assert manipulation.check_turn_end(view, read.table) == []


def test_a_manipulation_table_with_a_card_from_nowhere_is_refused():
    view, _ = manipulation_meld_views(1, 3)[0]
    absent = next(f"{r}{s}" for r in ("2", "3", "4", "5", "6", "7", "8") for s in "SHDC"
                  if sum(str(c) == f"{r}{s}" for c in view.hand) + sum(str(c) == f"{r}{s}" for m in view.table for c in m) == 0)
    with pytest.raises(ValueError, match=f"{absent} is neither in your hand nor on the table"):
        manipulation_actions.action_from_json({"action": "meld", "table": [[absent]]}, view)


def test_the_manipulation_view_lists_what_may_be_done_besides_melding():
    state = manipulation.new_game(3, random.Random(2))
    sent = manipulation_json.view_to_json(manipulation.view_for(state, state.current))
    assert sent["legal_actions"] == [{"action": "draw"}] and sent["can_meld"] is False
    waiting = manipulation_json.view_to_json(manipulation.view_for(state, (state.current + 1) % 3))
    assert waiting["legal_actions"] == [] and len(waiting["hand"]) == 10


# --- whole games through the protocol --------------------------------------------------------------


@pytest.mark.parametrize("game, players", [("gin", 2), ("manipulation", 3)])
def test_the_example_bot_plays_a_whole_game_without_a_fault(game, players):
    bots = [make_bot(game, f"cmd:{example(game)}"), *(make_bot(game, "medium") for _ in range(players - 1))]
    try:
        record = play_game(game, bots, random.Random(11))
    finally:
        close_players(bots)
    assert record.illegal_actions == (0,) * players
    assert dict(bots[0].faults) == {} and not bots[0].replaced
    assert record.decisions[0] > 10


def recorder(tmp_path, log, choice):
    """A program that writes every message it hears to ``log`` and answers the legal action at index ``choice``."""
    script = tmp_path / "recorder.py"
    script.write_text(
        "import json, sys\n"
        f"log = open({str(log)!r}, 'w')\n"
        "for line in sys.stdin:\n"
        "    log.write(line); log.flush()\n"
        "    m = json.loads(line)\n"
        "    if m['type'] == 'decide':\n"
        f"        print(json.dumps({{'id': m['id'], 'action': m['view']['legal_actions'][{choice}]}}), flush=True)\n"
    )
    return f"{PYTHON} {shlex.quote(str(script))}"


def test_the_program_is_greeted_then_sent_each_decision(tmp_path):
    log = tmp_path / "heard.jsonl"
    player = ProgramPlayer("gin", recorder(tmp_path, log, -1))
    view = first_gin_view()
    assert player.choose(view, random.Random(1)) == gin.PassUpcard()
    process = player._process
    player.close()
    assert process.wait_ended(10)  # close() does not wait: the program exits on its own after the goodbye
    heard = [json.loads(line) for line in log.read_text().splitlines()]
    assert heard[0] == {"type": "hello", "protocol": 2, "game": "gin", "rules": gin_json.rules_to_json(view.rules),
                        "seat": view.seat, "num_players": 2, "players": 2, "time_limit_seconds": 5.0,
                        "limits": {"answer_bytes": 65536, "answer_depth": 16, "faults_in_a_row": 3}}
    assert heard[1] == {"type": "decide", "id": 1, "view": gin_json.view_to_json(view)}
    assert heard[2] == {"type": "bye"}


# --- a program that fails ---------------------------------------------------------------------------


def hard_move(view, seed):
    return gin_bot("hard").choose(view, random.Random(seed))


@pytest.mark.parametrize("mode, fault, words", [
    ("garbage", "garbage", "is not an action: not JSON"),
    ("no-action", "garbage", "unknown action 'fly'"),
    ("illegal", "illegal", "breaks the rules"),
])
def test_a_bad_answer_is_replaced_by_the_hard_move_and_counted(mode, fault, words):
    player = broken(mode)
    view = first_gin_view()
    try:
        assert player.choose(view, random.Random(3)) == hard_move(view, 3)
        assert player.choose(view, random.Random(4)) == hard_move(view, 4)
    finally:
        player.close()
    assert dict(player.faults) == {fault: 2} and not player.replaced
    notices = player.take_notices()
    assert len(notices) == 2 and words in notices[0]
    assert player.take_notices() == []


def test_a_late_answer_is_replaced_and_ignored_when_it_comes():
    player = broken("late", time_limit=0.4)
    view = first_gin_view()
    try:
        assert player.choose(view, random.Random(3)) == hard_move(view, 3)
        time.sleep(1.5)  # the answer to decision 1 arrives while nothing is asked; decision 2 skips it
        assert player.choose(view, random.Random(3)) == gin.TakeUpcard()
    finally:
        player.close()
    assert dict(player.faults) == {"late": 1}
    assert "did not answer in 0.4 seconds" in player.take_notices()[0]


def test_a_program_that_crashes_is_replaced_for_the_rest_of_the_game_with_a_message():
    player = broken("crash")
    view = first_gin_view()
    assert player.choose(view, random.Random(1)) == gin.TakeUpcard()   # its own answer
    assert player.choose(view, random.Random(2)) == hard_move(view, 2)  # it exits here
    assert player.replaced
    assert player.choose(view, random.Random(5)) == hard_move(view, 5)
    assert dict(player.faults) == {"crash": 1}
    (notice,) = player.take_notices()
    assert "stopped (exit code 3)" in notice and "for the rest of the game" in notice


def test_a_program_that_cannot_start_is_replaced_with_a_message(tmp_path):
    missing = tmp_path / "no-such-bot"
    assert "was found" in program_problem(str(missing))
    player = ProgramPlayer("gin", str(missing))
    view = first_gin_view()
    assert player.choose(view, random.Random(2)) == hard_move(view, 2)
    assert player.replaced and dict(player.faults) == {"crash": 1}
    assert "the hard computer level plays this seat" in player.take_notices()[0]


def test_a_crash_in_a_manipulation_game_still_finishes_the_game():
    bots = [broken("crash", "manipulation"), make_bot("manipulation", "medium")]
    try:
        record = play_game("manipulation", bots, random.Random(2))
    finally:
        close_players(bots)
    assert record.winners and record.illegal_actions == (0, 0)
    assert dict(bots[0].faults) == {"crash": 1}


@pytest.mark.parametrize("command", ["", "   ", "python3 'unclosed"])
def test_a_command_line_that_cannot_be_read_is_refused(command):
    assert "command line" in program_problem(command)


def test_a_file_that_is_not_executable_is_named_as_such(tmp_path):
    script = tmp_path / "bot.py"
    script.write_text("print('hello')\n")
    script.chmod(0o644)
    problem = program_problem(str(script))
    assert "is not executable" in problem and "python3" in problem
    script.chmod(0o755)
    assert program_problem(str(script)) == ""
    assert "is a folder" in program_problem(str(tmp_path))


@pytest.mark.parametrize("game, players", [("gin", 2), ("manipulation", 3)])
def test_the_program_is_shown_how_each_round_ended_before_the_goodbye(tmp_path, game, players):
    log = tmp_path / "heard.jsonl"
    bots = [ProgramPlayer(game, recorder(tmp_path, log, 0)),
            *(make_bot(game, "easy") for _ in range(players - 1))]
    try:
        record = play_game(game, bots, random.Random(5))
    finally:
        process = bots[0]._process
        close_players(bots)
    assert process.wait_ended(10)
    heard = [json.loads(line) for line in log.read_text().splitlines()]
    ends = [m for m in heard if m["type"] == "round_over"]
    assert len(ends) == record.rounds
    assert [m["view"]["phase"] for m in ends] == ["round_over"] * (record.rounds - 1) + ["game_over"]
    assert all(m["view"]["round_result"] is not None for m in ends)
    assert heard[-1] == {"type": "bye"} and heard[-2]["type"] == "round_over"


def knock_with_a_choice():
    """A Gin position where the seat to move may knock and spread its cards more than one way."""
    for seed in range(500):
        rng = random.Random(seed)
        state = gin.new_game(rng, gin.GinRules())
        bots = [gin_bot("simple"), gin_bot("simple")]
        while not state.is_round_over:
            for knock in [a for a in gin.legal_actions(state) if isinstance(a, gin.Knock)]:
                proposal, spreads = gin.knock_spreads(state, knock.card)
                other = [s for s in spreads if s.melds != proposal.melds]
                if other:
                    return state, knock.card, other[0]
            state = gin.apply(state, bots[state.current].choose(gin.view_for(state, state.current), rng), rng)
    raise AssertionError("no knock with a choice of spreads in 500 deals")


def test_a_knocking_program_may_choose_its_own_spread(tmp_path):
    state, card, spread = knock_with_a_choice()
    answer = {"action": "knock", "card": str(card), "melds": [[str(c) for c in meld] for meld in spread.melds]}
    script = tmp_path / "knocker.py"
    script.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    m = json.loads(line)\n"
        "    if m['type'] == 'decide':\n"
        f"        print(json.dumps({{'id': m['id'], 'action': {answer!r}}}), flush=True)\n"
    )
    player = ProgramPlayer("gin", f"{PYTHON} {shlex.quote(str(script))}")
    try:
        action = player.choose(gin.view_for(state, state.current), random.Random(1))
    finally:
        player.close()
    assert dict(player.faults) == {}
    assert action == gin.Knock(card, spread.melds)
    after = gin.apply(state, action, random.Random(1))
    assert after.knocker_spread.melds == spread.melds or after.round_result is not None
