"""An independent, slow brute force for Gin deadwood: the oracle the fast code is tested against.

Every meld the cards hold is listed (sets of 3 or 4 of a rank, every stretch of
3 or more consecutive cards of a suit), then every combination of disjoint
melds is tried.
"""

from itertools import combinations

from rummy_desktop.engine.cards import face_points


def all_melds(cards):
    melds = []
    by_rank = {}
    by_suit = {}
    for c in cards:
        by_rank.setdefault(c.rank, []).append(c)
        by_suit.setdefault(c.suit, []).append(c)
    for group in by_rank.values():
        for size in (3, 4):
            melds += [frozenset(m) for m in combinations(group, size)]
    for suited in by_suit.values():
        suited.sort(key=lambda c: c.rank)
        for i in range(len(suited)):
            for j in range(i + 2, len(suited)):
                window = suited[i : j + 1]
                if window[-1].rank - window[0].rank == j - i:
                    melds.append(frozenset(window))
    return melds


def optimal_arrangements(cards):
    """(minimum deadwood, list of the meld lists reaching it)."""
    cards = list(cards)
    melds = all_melds(cards)
    best = [sum(face_points(c.rank) for c in cards), []]

    def search(start, used, chosen):
        points = sum(face_points(c.rank) for c in cards if c not in used)
        if points < best[0]:
            best[0], best[1] = points, []
        if points == best[0]:
            best[1].append(list(chosen))
        for k in range(start, len(melds)):
            if not melds[k] & used:
                chosen.append(melds[k])
                search(k + 1, used | melds[k], chosen)
                chosen.pop()

    search(0, frozenset(), [])
    return best[0], best[1]


def brute_deadwood(cards):
    return optimal_arrangements(cards)[0]
