"""The side-by-side benchmark of the table solver: its positions, its peer's model of our rules, its summary.

The peer itself (``rummikub-solver``) is only installed with the ``bench``
extra. What the benchmark hands it (tiles, templates, the ways of freeing
table jokers, the objective's weights) is checked here by solving that very
model with scipy's HiGHS and comparing with ``best_play``.
"""

import itertools
import random
from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.optimize import LinearConstraint, milp

from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.app import main
from rummy_desktop.bench.peer_tiles import (
    JOKER_TILE,
    TILES,
    face_of_tile,
    objective_of,
    peer_cases,
    templates,
    tile_of,
    tile_weights,
)
from rummy_desktop.bench.solver import random_position
from rummy_desktop.bench.solver_vs_peer import (
    BANDS,
    JOKER_PLACEMENTS,
    GOALS,
    KINDS,
    Case,
    band_of,
    game_positions,
    generated_positions,
    markdown,
    mix,
    summarise,
    time_both,
)
from rummy_desktop.engine.cards import JOKER_RANK, Card, Face, Suit, card_points, parse_cards
from rummy_desktop.engine.melds import declaration_options, is_valid_meld

from table_solver_oracles import ilp_objective, objective

FACES = [Face(rank, suit) for suit in Suit for rank in range(1, 14)]


def test_every_face_has_its_own_tile_and_back():
    tiles = [tile_of(face) for face in FACES]
    assert sorted(tiles) == list(range(1, JOKER_TILE)) and TILES == JOKER_TILE
    assert all(face_of_tile(tile_of(face)) == face for face in FACES)


def _cards(tiles):
    return [Card(JOKER_RANK, None) if t == JOKER_TILE else Card(face_of_tile(t).rank, face_of_tile(t).suit) for t in tiles]


def _legal_melds_without_jokers():
    """Every legal meld of 3 to 5 cards, by the engine: one suit and different ranks, or one rank."""
    found = set()
    for suit in Suit:
        for size in (3, 4, 5):
            for ranks in itertools.combinations(range(1, 14), size):
                meld = [Face(r, suit) for r in ranks]
                if is_valid_meld([Card(f.rank, f.suit) for f in meld]):
                    found.add(tuple(sorted(map(tile_of, meld))))
    for rank in range(1, 14):
        for size in (3, 4):
            for suits in itertools.combinations(Suit, size):
                found.add(tuple(sorted(tile_of(Face(rank, s)) for s in suits)))
    return found


@pytest.mark.parametrize("jokers", [0, 1, 2])
def test_the_templates_are_every_short_legal_meld_with_any_cards_made_jokers(jokers):
    expected = set()
    for meld in _legal_melds_without_jokers():
        for k in range(jokers + 1):
            for swapped in itertools.combinations(range(len(meld)), k):
                expected.add(tuple(sorted(JOKER_TILE if i in swapped else t for i, t in enumerate(meld))))
    made = templates(jokers)
    assert len(made) == len(set(made)) and set(made) == expected


def test_every_template_with_jokers_is_a_legal_meld():
    for template in templates(2):
        assert declaration_options(_cards(template)), template


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_the_weights_order_plays_as_the_objective_does(data):
    hand_size = data.draw(st.integers(min_value=1, max_value=25))
    tiles = st.lists(st.integers(min_value=1, max_value=TILES), max_size=hand_size)
    first, second = data.draw(tiles), data.draw(tiles)
    weights = tile_weights(hand_size)
    weight = lambda played: sum(weights[t - 1] for t in played)  # noqa: E731
    a, b = objective_of(first), objective_of(second)
    assert (a > b) == (weight(first) > weight(second)) and (a == b) == (weight(first) == weight(second))


def test_objective_of_counts_points_cards_and_jokers():
    played = [tile_of(Face(13, Suit.SPADES)), tile_of(Face(1, Suit.HEARTS)), JOKER_TILE]
    assert objective_of(played) == (10 + 1 + 25, 3, -1)


def _case_tiles(case):
    return Counter({t + 1: n for t, n in enumerate(case.table) if n}), Counter({t + 1: n for t, n in enumerate(case.rack) if n})


SEVEN = tile_of(Face(7, Suit.SPADES))


def test_a_table_joker_whose_card_is_not_in_play_stays_a_copy_of_it():
    table = parse_cards("5S 6S JK=7S")
    (case,) = peer_cases(table, parse_cards("2H"))
    on_table, rack = _case_tiles(case)
    assert on_table[SEVEN] == 1 and on_table[JOKER_TILE] == 0 and case.forced == ()


def test_a_table_joker_whose_card_is_in_hand_is_kept_or_freed_by_playing_that_card():
    kept, freed = peer_cases(parse_cards("5S 6S JK=7S"), parse_cards("7S 2H"))
    assert _case_tiles(kept) == (Counter({SEVEN: 1, SEVEN - 1: 1, SEVEN - 2: 1}), Counter({SEVEN: 1, tile_of(Face(2, Suit.HEARTS)): 1}))
    on_table, rack = _case_tiles(freed)
    assert on_table[SEVEN] == 1 and on_table[JOKER_TILE] == 1 and rack[SEVEN] == 0 and freed.forced == (SEVEN,)


def test_a_table_joker_whose_card_is_on_the_table_is_simply_freed():
    table = [*parse_cards("5S 6S JK=7S"), *parse_cards("7S 7H 7D")]
    (case,) = peer_cases(table, parse_cards("7S"))
    on_table, rack = _case_tiles(case)
    assert on_table[SEVEN] == 1 and on_table[JOKER_TILE] == 1 and rack[SEVEN] == 1 and case.forced == ()


def test_each_solve_needs_templates_with_as_many_jokers_as_are_free_in_it():
    assert [c.jokers for c in peer_cases(parse_cards("5S 6S 7S"), parse_cards("8S 2H"))] == [0]
    assert [c.jokers for c in peer_cases(parse_cards("5S 6S 7S"), parse_cards("8S JK"))] == [1]
    # a table joker whose card has no real copy in play can never be freed: no joker template needed
    assert [c.jokers for c in peer_cases(parse_cards("5S 6S JK=7S"), parse_cards("2H"))] == [0]
    kept, freed = peer_cases(parse_cards("5S 6S JK=7S"), parse_cards("7S JK"))
    assert (kept.jokers, freed.jokers) == (1, 2)


def _template_columns(jokers):
    made = templates(jokers)
    columns = np.zeros((TILES, len(made)))
    for j, template in enumerate(made):
        for t in template:
            columns[t - 1, j] += 1
    return columns


def _model_objective(position):
    """The peer's model as the benchmark builds it (each solve its own template family), solved by scipy's HiGHS."""
    weights = np.array(tile_weights(len(position.hand)), dtype=float)
    best = (0, 0, 0)
    for case in peer_cases([c for m in position.table for c in m], position.hand):
        columns = _template_columns(case.jokers)
        count = columns.shape[1]
        a = np.hstack([columns, -np.eye(TILES)])  # templates use the table's copies and those from the rack
        cost = np.concatenate([np.zeros(count), -weights])
        upper = np.concatenate([np.full(count, 4), case.rack])
        result = milp(
            cost,
            integrality=np.ones(len(cost)),
            bounds=(0, upper),
            constraints=LinearConstraint(a, case.table, case.table),
            options={"mip_rel_gap": 0},
        )
        if result.success:
            counts = np.rint(result.x[count:]).astype(int)
            played = [t + 1 for t in range(TILES) for _ in range(counts[t])]
            best = max(best, objective_of([*case.forced, *played]))
    return best


@pytest.mark.parametrize("placement", JOKER_PLACEMENTS)
def test_the_peers_model_of_our_rules_finds_what_best_play_finds(placement):
    rng = random.Random(placement)
    for _ in range(6):
        packs = rng.choice((1, 2))
        jokers = {"none": (0, 0), "hand": (0, packs), "table": (packs, 0), "hand+table": (1, packs - 1)}[placement]
        position = random_position(
            rng, packs=packs, table_cards=rng.randint(0, 30), hand_cards=rng.randint(3, 10),
            table_jokers=jokers[0], hand_jokers=jokers[1], ranks=range(1, 8) if rng.random() < 0.5 else range(1, 14),
        )
        assert _model_objective(position) == objective(best_play(position.table, position.hand).played), position


def test_the_generated_positions_fill_every_band_with_every_joker_placement():
    cases = generated_positions(per_placement=2, joker_free_extra=0)
    kinds = Counter((band_of(c.table_cards), c.source) for c in cases)
    assert set(kinds.values()) == {2} and len(kinds) == len(BANDS) * len(JOKER_PLACEMENTS)
    assert all(is_valid_meld(list(m)) for c in cases for m in c.position.table)
    assert max(c.table_cards for c in cases) <= 90 and min(c.table_cards for c in cases) >= 0
    for c in cases:
        in_hand = any(card.is_joker for card in c.position.hand)
        on_table = any(card.is_joker for m in c.position.table for card in m)
        placement = c.source.rpartition(": ")[2]
        assert (placement in ("hand", "hand+table")) == in_hand or (placement == "hand+table" and on_table), c
        assert (placement in ("table", "hand+table")) == on_table or (placement == "hand+table" and in_hand), c
    assert generated_positions(per_placement=2, joker_free_extra=0) == cases


def test_extra_joker_free_positions_come_after_the_others_and_leave_them_as_they_were():
    plain = generated_positions(per_placement=2, joker_free_extra=0)
    broader = generated_positions(per_placement=2, joker_free_extra=3)
    assert broader[: len(plain)] == plain
    extra = broader[len(plain) :]
    assert Counter(band_of(c.table_cards) for c in extra) == {band: 3 for band in range(len(BANDS))}
    assert all(c.source == "generated, jokers: none" and not c.has_jokers for c in extra)
    assert not set(c.position for c in extra) & set(c.position for c in plain)


def test_game_positions_are_met_in_games_of_three_four_and_five_players():
    cases = game_positions(per_band=2)
    players = {c.source for c in cases}
    assert players == {"game, 3 players", "game, 4 players", "game, 5 players"}
    assert {band_of(c.table_cards) for c in cases} == set(range(len(BANDS)))
    assert all(is_valid_meld(list(m)) for c in cases for m in c.position.table)


def _few_cases():
    rng = random.Random(3)
    return [
        Case("generated", random_position(rng, packs=2, table_cards=size, hand_cards=8, hand_jokers=size % 2))
        for size in (0, 12, 25, 33, 47, 66)
    ]


def test_time_both_checks_every_answer_against_the_peer_and_summarises_by_band():
    cases = _few_cases()
    timings = time_both(cases, lambda p: ilp_objective(p.table, p.hand))
    assert [t.ours for t in timings] == [t.peer for t in timings]
    summary = summarise(timings)
    assert list(summary["bands"]) == ["0-19", "20-39", "40-59", "60+"]
    assert sum(band["all"]["positions"] for band in summary["bands"].values()) == len(cases)
    for band in summary["bands"].values():
        assert set(band) <= set(KINDS) and band["all"]["positions"] == sum(
            band[kind]["positions"] for kind in ("with_jokers", "without_jokers") if kind in band
        ) == sum(band[kind]["positions"] for kind in ("game", "generated") if kind in band)
    assert summary["whole_set"]["positions"] == len(cases)
    for band in summary["bands"].values():
        figures = band["all"]
        assert figures["median_ratio"] > 0 and figures["ours_median_ms"] <= figures["ours_p95_ms"] <= figures["ours_max_ms"]


def test_time_both_refuses_a_peer_that_disagrees():
    with pytest.raises(ValueError, match="the peer"):
        time_both(_few_cases()[1:2], lambda p: (0, 0, 0))


def test_the_command_says_how_to_install_a_missing_peer(capsys, monkeypatch):
    import rummy_desktop.bench.solver_vs_peer as bench

    def missing(backend):
        raise ModuleNotFoundError("No module named 'rummikub_solver'", name="rummikub_solver")

    monkeypatch.setattr(bench, "_peer_solver", missing)
    monkeypatch.setattr(bench, "bench_positions", lambda: [])
    assert main(["bench", "--peer"]) == 2
    assert "pip install -e '.[bench]'" in capsys.readouterr().err


def _mixed_cases():
    """Two game positions and two generated ones in the 0-19 band, one in the 20-39 band."""
    return [
        Case("game, 3 players", _position("AS 2S 3S", "JK 5H")),
        Case("game, 4 players", _position("5H 6H 7H", "9C")),
        Case("generated, jokers: none", _position("", "AD 2C")),
        Case("generated, jokers: table", _position("JK=4D 5D 6D", "KH")),
        Case("generated, jokers: none", _position("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2D 3D 4D 5D 6D 7D 8D 9D", "AH")),
    ]


def _position(table, hand):
    from rummy_desktop.bench.solver import Position

    return Position((tuple(parse_cards(table)),) if table else (), tuple(parse_cards(hand)), 2)


def test_the_mix_counts_jokers_aces_and_games_per_band():
    counts = mix(_mixed_cases())
    assert counts["0-19"] == {"positions": 4, "with_jokers": 2, "without_jokers": 2, "with_aces": 2, "game": 2, "generated": 2}
    assert counts["20-39"] == {"positions": 1, "with_jokers": 0, "without_jokers": 1, "with_aces": 1, "game": 0, "generated": 1}
    assert counts["all"]["positions"] == 5 and list(counts) == ["0-19", "20-39", "all"]


def _figures(runs):
    cases = _mixed_cases()
    return {
        "positions": len(cases),
        "backend": "GLPK_MI",
        "mix": mix(cases),
        "load_average": [1.5, 2.0],
        "runs": [summarise(time_both(cases, lambda p: ilp_objective(p.table, p.hand))) for _ in range(runs)],
    }


def test_the_markdown_table_gives_the_mix_every_kind_and_the_misses_against_the_goals():
    figures = _figures(2)
    first, second = figures["runs"]
    first["bands"]["0-19"]["all"]["median_ratio"], second["bands"]["0-19"]["all"]["median_ratio"] = 0.3, 0.62
    second["whole_set"]["ours_p95_ms"], second["whole_set"]["ours_max_ms"] = GOALS["ours_p95_ms"] + 4.5, 12.0
    first["whole_set"]["ours_p95_ms"], first["whole_set"]["ours_max_ms"] = 3.0, 10.0
    lines = markdown(figures).splitlines()
    assert "| 0-19 | 4 | 2 | 2 | 2 | 2 | 2 |" in lines and "| all | 5 | 2 | 3 | 3 | 2 | 3 |" in lines
    mix_row, row = [line for line in lines if line.startswith("| 0-19 | 4 | ")]
    assert row.startswith("| 0-19 | 4 | 0.30-0.62 |") and row.endswith("| missed by 0.12 |")
    labels = [line.split(" | ")[0] for line in lines if line.startswith("| 0-19")]
    assert labels == ["| 0-19"] * 2 + [f"| 0-19, {kind.replace('_', ' ')}" for kind in KINDS[1:]]
    whole = lines[-1]
    assert "p95 3.0-24.5 ms (goal 20: missed by 4.5)" in whole and "worst 10.0-12.0 ms (goal 100: met)" in whole
    assert "load average 1.5 before and 2.0 after" in lines[0] and "GLPK_MI" in lines[0]


def test_the_command_prints_the_markdown_table_against_the_chosen_backend(capsys, monkeypatch):
    import rummy_desktop.bench.solver_vs_peer as bench

    chosen = []

    def oracle(backend):
        chosen.append(backend)
        return lambda p: ilp_objective(p.table, p.hand)

    monkeypatch.setattr(bench, "_peer_solver", oracle)
    monkeypatch.setattr(bench, "_pin_to_one_core", lambda: None)
    monkeypatch.setattr(bench, "bench_positions", _mixed_cases)
    assert bench.main(["--markdown", "--backend", "HIGHS"]) == 0
    out = capsys.readouterr().out
    assert chosen == ["HIGHS"] and "with HIGHS: 5 positions" in out and "| 20-39, without jokers | 1 |" in out
    assert bench.main(["--markdown"]) == 0 and chosen[-1] == "GLPK_MI"
    with pytest.raises(SystemExit):
        bench.main(["--backend", "CBC"])
