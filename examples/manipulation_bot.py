#!/usr/bin/env python3
"""A small Manipulation Rummy player for Rummy Desktop's bot protocol (docs/bot-protocol.md).

Plain Python, nothing to install: it reads one JSON message a line on standard
input and answers each decision with one line on standard output. Try it:

    rummy-desktop simulate --players "cmd:python3 examples/manipulation_bot.py",hard --games 5

Its play: draw; lay down every set and run its own hand holds (without
jokers), leaving the table as it found it; else draw again, or end the turn;
knock whenever it may. Write debugging output to standard error, never to
standard output.
"""

import json
import sys

RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}


def rank(card):
    return RANKS.get(card[:-1]) or int(card[:-1])


def take_runs(cards):
    """Runs of 3 or more in one suit (ace low), taken out of ``cards``."""
    runs = []
    for suit in "SHDC":
        ordered = sorted({rank(c): c for c in cards if c[-1] == suit}.items())
        run = []
        for r, card in ordered + [(99, None)]:
            if run and r != rank(run[-1]) + 1:
                if len(run) >= 3:
                    runs.append(run)
                run = []
            if card is not None:
                run.append(card)
    for run in runs:
        for card in run:
            cards.remove(card)
    return runs


def take_sets(cards):
    """Sets of 3 or 4 cards of one rank in different suits, taken out of ``cards``."""
    sets = []
    for r in sorted({rank(c) for c in cards}):
        suits = {c[-1]: c for c in cards if rank(c) == r}
        if len(suits) >= 3:
            sets.append(list(suits.values()))
            for card in suits.values():
                cards.remove(card)
    return sets


def new_melds(hand):
    cards = [c for c in hand if c != "JK"]
    return take_runs(cards) + take_sets(cards)


def choose(view):
    names = [a["action"] for a in view["legal_actions"]]
    if view["can_meld"]:
        melds = new_melds(view["hand"])
        if melds:
            return {"action": "meld", "table": view["table"] + melds}
    for wanted in ("knock", "draw", "end_turn", "next_round"):
        if wanted in names:
            return {"action": wanted}
    return {"action": names[0]}


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
