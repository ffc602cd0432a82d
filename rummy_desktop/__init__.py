"""Rummy Desktop: Manipulation Rummy and Gin Rummy against the computer or friends."""

__version__ = "0.1.0"
