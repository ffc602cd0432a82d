"""The settings of a Gin game: every *option* of the rules page assets/rules/gin.en.html, and the fixed numbers."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "GinRules",
    "VARIANTS",
    "KNOCK_LIMIT",
    "BIG_GIN_POINTS",
    "GAME_BONUS",
    "BOX_BONUS",
    "STOCK_LEFT_FOR_A_DRAW",
    "HAND_SIZE",
]

VARIANTS = ("gin", "oklahoma", "hollywood")
HAND_SIZE = 10
KNOCK_LIMIT = 10
"""The largest deadwood a player may knock with (Oklahoma lowers it by the upcard)."""
BIG_GIN_POINTS = 31
GAME_BONUS = 100
BOX_BONUS = 25
STOCK_LEFT_FOR_A_DRAW = 2
"""A discard that leaves this many cards in the stock, without a knock, ends the round drawn."""

_HOLLYWOOD_GAMES = 3


def _check_choice(name: str, value: object, allowed: tuple) -> None:
    if type(value) is not type(allowed[0]) or value not in allowed:
        shown = " or ".join(repr(a) for a in allowed)
        raise ValueError(f"{name} must be {shown}, not {value!r}")


@dataclass(frozen=True)
class GinRules:
    """Options of the rules page assets/rules/gin.en.html; the default of each is the first value the rules name."""

    variant: str = "gin"
    discard_taken_card_forbidden: bool = True
    big_gin: bool = False
    undercut_bonus: int = 10
    gin_bonus: int = 25
    hoyle_bonuses: bool = False
    oklahoma_spade_doubles: bool = True
    target: int = 100

    def __post_init__(self) -> None:
        _check_choice("variant", self.variant, VARIANTS)
        for flag in ("discard_taken_card_forbidden", "big_gin", "hoyle_bonuses", "oklahoma_spade_doubles"):
            _check_choice(flag, getattr(self, flag), (True, False))
        _check_choice("undercut_bonus", self.undercut_bonus, (10, 25))
        _check_choice("gin_bonus", self.gin_bonus, (25, 20))
        if self.variant == "oklahoma":
            _check_choice("target", self.target, (100, 150))
        elif self.target != 100 or type(self.target) is not int:
            raise ValueError(
                f"target must be 100 in {self.variant} (150 is an option of Oklahoma Gin), "
                f"not {self.target!r}"
            )

    @property
    def games(self) -> int:
        """How many games are scored at once: three in Hollywood Gin, else one."""
        return _HOLLYWOOD_GAMES if self.variant == "hollywood" else 1
