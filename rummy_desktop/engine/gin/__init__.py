"""Gin Rummy, Oklahoma Gin and Hollywood Gin, as rules/gin.md defines them."""

from .deadwood import Arrangement, all_best_arrangements, best_melds, deadwood, discard_options

__all__ = [
    "Arrangement",
    "all_best_arrangements",
    "best_melds",
    "deadwood",
    "discard_options",
]
