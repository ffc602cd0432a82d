"""A knock refused for 1 point of deadwood (Oklahoma's gin-only round) says it in the singular."""

from __future__ import annotations

import pytest

from rummy_desktop.controller.explain import explain
from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.gin.knocker_spreads import knock_spread_problem

HAND = parse_cards("2H 3H 4H 5S 5D 5C 9C 10C JC AS")
MELDS = [parse_cards("2H 3H 4H"), parse_cards("5S 5D 5C"), parse_cards("9C 10C JC")]
"""Every card melded but the ace: 1 point of deadwood."""
ONE = {"en": "leaves 1 point of deadwood", "he": "נקודה אחת", "sq": "1 pikë të pakombinuar",
       "mr": "1 न जुळलेला गुण", "mk": "1 неспоен поен"}


@pytest.mark.parametrize("language", list(ONE), indirect=True)
def test_a_spread_leaving_one_point_says_one_point(language) -> None:
    problem = knock_spread_problem(HAND, MELDS, 0)
    assert problem is not None
    assert ONE[language] in explain(problem)
