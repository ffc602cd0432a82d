"""Each game's one action language (engine/*/action_json.py, docs/actions.schema.json).

Saves, the worker processes and programs at the table all write and read
actions in it: every legal action of random positions is written as the
schema says and reads back as itself; a Manipulation table written without
copies, as a program writes it, reads back through the seat's view; the
moves of saves of format 4 still load and replay.
"""

import json
import random
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.ai.bots import make_bot
from rummy_desktop.controller.saves import default_format, read_save
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.gin import action_json as gin_json
from rummy_desktop.engine.manipulation import action_json as manipulation_json

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "actions.schema.json").read_text())
OLD_SAVES = ROOT / "tests" / "controller" / "old_saves"


def validator(game):
    """The schema's part for one game (``gin`` or ``manipulation``)."""
    schema = {key: value for key, value in SCHEMA.items() if key != "anyOf"}
    return jsonschema.Draft202012Validator(schema | {"$ref": f"#/$defs/{game}"})


GIN = validator("gin")
MANIPULATION = validator("manipulation")


def test_the_schema_is_a_valid_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def gin_actions_of(state):
    """Every legal action now, with each legal spread a knocker may choose."""
    actions = list(gin.legal_actions(state))
    for knock in [a for a in actions if isinstance(a, gin.Knock)]:
        _, spreads = gin.knock_spreads(state, knock.card)
        actions += [gin.Knock(knock.card, spread.melds) for spread in spreads]
    return actions


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 100_000), st.sampled_from(["gin", "oklahoma", "hollywood"]))
def test_every_legal_gin_action_of_random_states_is_written_as_the_schema_says_and_reads_back(seed, variant):
    rng = random.Random(seed)
    state = gin.new_game(rng, gin.GinRules(variant=variant))
    bot = make_bot(variant, "simple")
    for _ in range(80):
        if state.is_game_over:
            break
        actions = gin_actions_of(state)
        if state.phase is gin.Phase.LAYOFF:
            actions.append(bot.choose(gin.view_for(state, state.current), rng))
        for action in actions:
            written = json.loads(json.dumps(gin_json.action_to_json(action)))
            GIN.validate(written)
            assert gin_json.action_from_json(written) == action
        state = gin.apply(state, rng.choice(actions), rng)


def manipulation_actions_of(state, bot, rng):
    """Every legal action now but melding, and a meld the bot plays (there are too many to list)."""
    actions = list(manipulation.legal_actions(state))
    if state.current_player is not None and manipulation.can_meld(manipulation.view_for(state, state.current)):
        chosen = bot.choose(manipulation.view_for(state, state.current), rng)
        actions.append(chosen)
    return actions


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 100_000), st.integers(2, 5))
def test_every_legal_manipulation_action_of_random_states_is_written_as_the_schema_says_and_reads_back(seed, players):
    rng = random.Random(seed)
    state = manipulation.new_game(players, rng)
    bot = make_bot("manipulation", "easy")
    for _ in range(40):
        if state.is_game_over:
            break
        actions = manipulation_actions_of(state, bot, rng)
        view = None if state.current_player is None else manipulation.view_for(state, state.current)
        for action in actions:
            written = json.loads(json.dumps(manipulation_json.action_to_json(action)))
            MANIPULATION.validate(written)
            assert manipulation_json.action_from_json(written) == action
            as_a_program_sees_it = json.loads(json.dumps(manipulation_json.action_to_json(action, copies=False)))
            MANIPULATION.validate(as_a_program_sees_it)
            if view is not None:
                read = manipulation_json.action_from_json(as_a_program_sees_it, view)
                assert manipulation_json.action_to_json(read, copies=False) == as_a_program_sees_it
                if isinstance(action, manipulation.PlayMelds):
                    assert manipulation.check_turn_end(view, read.table) == []
        state = manipulation.apply(state, actions[-1] if rng.random() < 0.7 else rng.choice(actions), rng)


@pytest.mark.parametrize("data, words", [
    ("discard QS", "an action is an object"),
    ({"action": "discard"}, "needs a \"card\""),
    ({"action": "discard", "card": "ZZ"}, "is not a card"),
    ({"action": "fly"}, "unknown action 'fly'"),
    ({"action": "draw_stock", "card": "QS"}, "has no 'card'"),
    ({"action": "spread", "layoffs": [["0", []]]}, "a lay-off is"),
    ({"action": "spread", "melds": "5H 6H 7H", "layoffs": []}, "a list of melds"),
    ({"action": "knock", "card": "QS#1"}, "one pack"),
    ({"action": "discard", "card": "JK"}, "without jokers"),
])
def test_a_gin_action_that_is_not_one_says_what_is_wrong(data, words):
    with pytest.raises(ValueError, match=words):
        gin_json.action_from_json(data)
    assert not GIN.is_valid(data)


@pytest.mark.parametrize("data, words", [
    ({"action": "play_melds", "table": []}, "unknown action 'play_melds'"),
    ({"action": "meld"}, "needs the whole new \"table\""),
    ({"action": "meld", "table": [["5H#2"]]}, "#0 or #1"),
    ({"action": "meld", "table": [["5H#0", "6H"]]}, "6H does not say which copy it is"),
    ({"action": "draw", "table": []}, "has no 'table'"),
])
def test_a_manipulation_action_that_is_not_one_says_what_is_wrong(data, words):
    with pytest.raises(ValueError, match=words):
        manipulation_json.action_from_json(data)


# --- saves of the previous format ---------------------------------------------------------------------


@pytest.mark.parametrize("game", ["manipulation", "gin", "oklahoma", "hollywood"])
def test_a_save_of_format_4_loads_replays_and_is_written_again_in_the_action_language(game, tmp_path):
    """Saved by the app before this change (tests/controller/old_saves/*_format_4.json)."""
    path = OLD_SAVES / f"{game}_format_4.json"
    old = json.loads(path.read_text())
    save = read_save(path)
    assert [len(record.actions) for record in save.moves] == [len(r["actions"]) for r in old["moves"]]
    apply = manipulation.apply if game == "manipulation" else gin.apply
    kinds = set()
    for record in save.moves:
        for _before, action, _after in record.steps(apply):   # the engine accepts every move again
            kinds.add(type(action).__name__)
    assert {"Knock"} <= kinds and (game == "manipulation" or {"Spread", "Discard", "PassUpcard"} <= kinds)
    again = json.loads(default_format().dumps(save))
    assert again["version"] == 5
    check = MANIPULATION if game == "manipulation" else GIN
    for record in again["moves"]:
        for action in record["actions"]:
            check.validate(action)
    (tmp_path / "again.json").write_text(json.dumps(again))
    assert read_save(tmp_path / "again.json") == save


def test_a_spread_that_leaves_a_list_out_has_it_empty_as_version_1_programs_wrote_it():
    assert gin_json.action_from_json({"action": "spread", "melds": []}) == gin.Spread((), ())
    GIN.validate({"action": "spread", "melds": []})
