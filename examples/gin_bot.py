#!/usr/bin/env python3
"""A small Gin Rummy player for Rummy Desktop's bot protocol (docs/bot-protocol.md).

Plain Python, nothing to install: it reads one JSON message a line on standard
input and answers each decision with one line on standard output. Try it:

    rummy-desktop simulate --game gin --players "cmd:python3 examples/gin_bot.py",hard --games 20

Its play: take the upcard or the top discard when that lowers its deadwood,
discard the card that leaves the least deadwood (the higher card on a tie),
knock as soon as it may, and spread as the app suggests when the other player
knocks. Write debugging output to standard error, never to standard output.
"""

import json
import sys
from itertools import combinations

RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}


def rank(card):
    return RANKS.get(card[:-1]) or int(card[:-1])


def points(card):
    return min(rank(card), 10)


def melds_in(hand):
    """Every set (3 or 4 of a rank) and run (3 or more in a suit, ace low) the cards can make."""
    found = []
    by_rank = {}
    for card in hand:
        by_rank.setdefault(rank(card), []).append(card)
    for same in by_rank.values():
        for size in (3, 4):
            found.extend(combinations(same, size))
    for suit in "SHDC":
        ordered = sorted((c for c in hand if c[-1] == suit), key=rank)
        for start in range(len(ordered)):
            for end in range(start + 3, len(ordered) + 1):
                run = ordered[start:end]
                if all(rank(b) - rank(a) == 1 for a, b in zip(run, run[1:])):
                    found.append(tuple(run))
    return found


def deadwood(hand):
    """The least deadwood the hand can be arranged to (a small exhaustive search)."""
    best = sum(points(c) for c in hand)
    for meld in melds_in(hand):
        rest = list(hand)
        for card in meld:
            rest.remove(card)
        best = min(best, deadwood(rest))
    return best


def after_discard(hand, card):
    rest = list(hand)
    rest.remove(card)
    return deadwood(rest)


def choose(view):
    legal = view["legal_actions"]
    names = [a["action"] for a in legal]
    hand = view["hand"]
    if view["phase"] in ("upcard_offer", "draw") and len(legal) > 1:
        top = view["discard_pile"][-1]
        better = min(after_discard(hand + [top], c) for c in hand) < deadwood(hand)
        wanted = ("take_upcard", "draw_discard") if better else ("pass_upcard", "draw_stock")
        return next(a for a in legal if a["action"] in wanted)
    if view["phase"] == "discard":
        if "big_gin" in names:
            return {"action": "big_gin"}
        knocks = [a for a in legal if a["action"] == "knock"]
        options = knocks or [a for a in legal if a["action"] == "discard"]
        return min(options, key=lambda a: (after_discard(hand, a["card"]), -rank(a["card"])))
    return legal[0]  # the lay-off: the app lists the best spread first


def main():
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "decide":
            answer = {"id": message["id"], "action": choose(message["view"])}
            print(json.dumps(answer), flush=True)
        elif message["type"] == "bye":
            return


if __name__ == "__main__":
    main()
