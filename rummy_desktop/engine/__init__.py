"""The rules of both games: pure Python, no Qt, no I/O, no clocks.

All randomness comes from a ``random.Random`` passed in, so a seed replays a game.
"""
