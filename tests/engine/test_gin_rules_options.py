"""Every *option* of the rules page assets/rules/gin.en.html is a setting; the default is the first value the rules name."""

import pytest

from rummy_desktop.engine.gin import GinRules


def test_the_defaults_are_the_first_value_of_each_option():
    rules = GinRules()
    assert rules.variant == "gin"
    assert rules.discard_taken_card_forbidden is True
    assert rules.big_gin is False
    assert rules.undercut_bonus == 10
    assert rules.gin_bonus == 25
    assert rules.hoyle_bonuses is False
    assert rules.oklahoma_spade_doubles is True
    assert rules.target == 100


def test_every_allowed_value_is_accepted():
    for variant in ("gin", "oklahoma", "hollywood"):
        GinRules(variant=variant)
    GinRules(undercut_bonus=25, gin_bonus=20, big_gin=True, hoyle_bonuses=True, discard_taken_card_forbidden=False)
    GinRules(variant="oklahoma", oklahoma_spade_doubles=False, target=150)


@pytest.mark.parametrize(
    "settings, named",
    [
        ({"variant": "canasta"}, "variant"),
        ({"undercut_bonus": 20}, "undercut_bonus"),
        ({"gin_bonus": 31}, "gin_bonus"),
        ({"big_gin": 1}, "big_gin"),
        ({"hoyle_bonuses": "yes"}, "hoyle_bonuses"),
        ({"discard_taken_card_forbidden": None}, "discard_taken_card_forbidden"),
        ({"oklahoma_spade_doubles": 0}, "oklahoma_spade_doubles"),
        ({"variant": "oklahoma", "target": 120}, "target"),
        ({"target": 150}, "target"),
        ({"undercut_bonus": True}, "undercut_bonus"),
    ],
)
def test_a_value_the_rules_do_not_offer_is_refused_with_its_name(settings, named):
    with pytest.raises(ValueError, match=named):
        GinRules(**settings)
