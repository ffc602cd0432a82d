"""What a screen reader hears over the real AT-SPI bridge, while a Manipulation turn and a Gin hand are
played by keys.

Everything is real but the ears: an X server (Xvfb) with a window manager (openbox), a private D-Bus
session bus, the accessibility bus and registry (at-spi2-core), Qt's AT-SPI bridge
(``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``), the game window (``bridge_scenario.py``, playing by keys) and
an AT-SPI client (``atspi_recorder.py``, run by Debian's Python, which has ``pyatspi``) that writes down
what Orca 43 would speak: the focused object's name, a new description of it, and announcements.
CI installs these tools (``.ci/run``); missing, they fail the test rather than skip it.
"""

from __future__ import annotations

from typing import Iterator

import pytest

from bridge_desktop import Desktop


@pytest.fixture(scope="module")
def desktop(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Desktop]:
    session = Desktop(tmp_path_factory.mktemp("desktop"))
    yield session
    session.close()


def by_step(steps: list[dict], events: list[dict]) -> dict[str, list[str]]:
    """What was heard during each step, as "focus: …", "described: …" (with the focus), "said: …", "announced: …"."""
    heard: dict[str, list[str]] = {}
    for i, step in enumerate(steps):
        end = steps[i + 1]["t"] if i + 1 < len(steps) else float("inf")
        heard[step["step"]] = [f"{e['kind']}: {e['text']}" for e in events if step["t"] <= e["t"] < end]
    return heard


def spoken(lines: list[str]) -> list[str]:
    """What Orca 43 speaks of ``lines``: focus and descriptions (it does not listen for announcements)."""
    return [line for line in lines if not line.startswith("announced: ")]


@pytest.fixture(scope="module")
def manipulation(desktop: Desktop) -> dict[str, list[str]]:
    return by_step(*desktop.play("manipulation"))


def test_a_manipulation_turn_by_keys_is_heard_step_by_step(manipulation):
    heard = manipulation
    assert len(spoken(heard["first arrow"])) == 1 and spoken(heard["first arrow"])[0].endswith(", 1 of 5 in your hand"), \
        "the first arrow shows the first card, without skipping it"
    assert "said: You can't end your turn now: every turn starts with a draw from the stock." in heard["end refused"]
    focused = [line for line in heard["draw"] if line.startswith("focus: ")][-1]
    assert focused.endswith(" of 6 in your hand")
    drawn = focused.removeprefix("focus: ").split(",")[0]   # the card that came, named to you alone
    assert spoken(heard["draw"])[-1] == f"described: You draw a card. You drew the {drawn}.", "with the card drawn"
    assert "said: five of hearts selected, 1 selected." in heard["select five"]
    assert "said: seven of hearts selected, 3 selected." in heard["select seven"]
    new_meld = spoken(heard["new meld"])
    assert new_meld[-2].startswith("focus: ") and new_meld[-1] == \
        "described: New meld B: five, six, seven of hearts: a sequence, legal.", \
        "said with the card the cursor went to, as its description (one breath), and nothing after to cut it"
    assert spoken(heard["read table"]) == [
        "said: Meld A: nine, ten, jack of spades: a sequence, legal. "
        "Meld B: five, six, seven of hearts: a sequence, legal."]
    assert spoken(heard["read hand"])[0].startswith("said: Your hand, 3 cards: ")


def test_the_computers_moves_and_your_turn_are_heard_without_the_card_again(manipulation):
    during = manipulation["end turn"] + manipulation["computers"]
    said = " ".join(line for line in spoken(during) if line.startswith("said: "))
    assert "Computer 1 " in said and "Computer 2 " in said and said.endswith("Your turn.")
    assert not [line for line in during if line.startswith("focus: ")], \
        "the table rebuilt after each move, and the card under the cursor was said again"
    announced = [line for line in during if line.startswith("announced: ")]
    assert any(line.startswith("announced: Computer 1 ") for line in announced), "newer readers' announcements"


def test_the_log_the_scores_and_the_areas_are_read_by_keys(manipulation):
    assert spoken(manipulation["read log"])[0].startswith("said: Line ")
    assert spoken(manipulation["read scores"])[0].startswith("said: Total: You 0, Computer 1 0, Computer 2 0")
    assert spoken(manipulation["next area"]) and spoken(manipulation["next area"])[0].startswith("focus: ")


def test_a_gin_hand_by_keys_is_heard(desktop):
    heard = by_step(*desktop.play("gin"))
    assert spoken(heard["first arrow"])[0].startswith("focus: ") and spoken(heard["first arrow"])[0].endswith(
        " 1 of 10 in your hand")
    assert spoken(heard["draw"])[-2].startswith("focus: ") and spoken(heard["draw"])[-1].startswith(
        "described: You draw from the stock. You drew the "), "said with the card drawn, in one breath"
    assert spoken(heard["read hand"])[0].startswith("said: ") and "Deadwood" in spoken(heard["read hand"])[0]
    assert spoken(heard["read table"])[0].startswith("said: Computer 1: ")
    discard = spoken(heard["discard"])
    assert discard[0].startswith("focus: ") and discard[1].startswith("described: You discard "), \
        "said with the card the cursor went to (the discarded one is gone), in one breath"
    computer = " ".join(line for line in spoken(heard["discard"] + heard["computer"])[2:] if line.startswith("said: "))
    assert "Computer 1 " in computer and computer.endswith("Your turn.")


def test_laying_off_enter_selects_and_k_explains(desktop):
    heard = by_step(*desktop.play("layoff"))
    assert any(line.startswith("said: ") and line.endswith(
        " selected: put the cursor on a meld and press Return to lay it off.") for line in heard["enter on a card"])
    assert "said: Your opponent knocked: lay your cards off on the melds, then choose Done." in heard["knock key"]
    assert not any("Draw a card first" in line for lines in heard.values() for line in lines)

