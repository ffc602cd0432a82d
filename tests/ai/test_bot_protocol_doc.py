"""docs/bot-protocol.md is enough to write a bot: every message, view key, phase and action a program meets is in it."""

import random
import re
from pathlib import Path

import pytest

from rummy_desktop.ai.program_lines import MAX_ANSWER_BYTES, MAX_DEPTH
from rummy_desktop.ai.program_player import FAULTS, FAULTS_IN_A_ROW, TIME_LIMIT_SECONDS
from rummy_desktop.ai.protocol import PROTOCOL_VERSION, hello_message, view_message
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.gin import action_json as gin_actions
from rummy_desktop.engine.manipulation import action_json as manipulation_actions

DOC = (Path(__file__).resolve().parents[2] / "docs" / "bot-protocol.md").read_text()
PROSE = re.sub(r"```.*?```", "", DOC, flags=re.DOTALL)
CODE_WORDS = set(re.findall(r"`([^`\n]+)`", PROSE)) | set(re.findall(r'"([a-z_]+)"', DOC))
"""The words the page quotes as code: between backquotes in its prose, or as JSON strings anywhere."""


def first_view(game):
    if game == "manipulation":
        state = manipulation.new_game(3, random.Random(1))
        return manipulation.view_for(state, state.current)
    state = gin.new_game(random.Random(1), gin.GinRules(variant=game))
    return gin.view_for(state, state.current)


@pytest.mark.parametrize("game", ["manipulation", "gin"])
def test_every_key_of_the_greeting_and_the_view_is_documented(game):
    view = first_view(game)
    hello = hello_message(game, view, TIME_LIMIT_SECONDS, {"answer_bytes": 1})
    assert f'"protocol": {PROTOCOL_VERSION}' in DOC
    for key in [*hello, *view_message(game, view), *view_message(game, view)["rules"]]:
        assert key in CODE_WORDS, f"{key} is sent to a program but docs/bot-protocol.md does not name it"


@pytest.mark.parametrize("phases, actions", [
    ([phase.value for phase in manipulation.Phase], manipulation_actions.ACTION_NAMES),
    ([phase.value for phase in gin.Phase], gin_actions.ACTION_NAMES),
])
def test_every_phase_and_action_is_documented(phases, actions):
    for word in [*phases, *actions]:
        assert word in CODE_WORDS, f"{word} is not in docs/bot-protocol.md"


def test_the_messages_limits_and_faults_are_documented():
    for message in ("hello", "decide", "round_over", "bye"):
        assert f'"type": "{message}"' in DOC
    for fault in FAULTS:
        assert fault in CODE_WORDS
    assert f"{MAX_ANSWER_BYTES:,}" in DOC and f"deeper than {MAX_DEPTH}" in DOC
    assert f"{['One', 'Two', 'Three', 'Four'][FAULTS_IN_A_ROW - 1]} such faults in a row" in DOC
    assert f"({TIME_LIMIT_SECONDS:g} s)" in DOC


def test_the_packs_are_told_per_player_count():
    """Two packs do not hold two of each card in 2-player Manipulation: one pack and one joker."""
    assert manipulation.rules.packs_and_jokers(2) == (1, 1) and manipulation.rules.packs_and_jokers(3) == (2, 2)
    assert "with 2 players one 52-card pack and 1 joker" in DOC
    assert "with 3 to 5 players two packs and 2 jokers" in DOC
    assert "Two packs hold two of each card" not in DOC
