"""The card theme: every card renders at the asked size, sharp and cached; the art is the generator's own."""

from __future__ import annotations

import fnmatch
import re
import runpy
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPixmap

from rummy_desktop.engine.cards import Card, Face, Suit, make_deck, parse_card, parse_cards
from rummy_desktop.resources import assets_dir
from rummy_desktop.ui.table import card_theme
from rummy_desktop.ui.table.card_theme import CardTheme

ROOT = Path(__file__).resolve().parents[2]
WIDTH = 60


def image_bytes(pixmap: QPixmap) -> bytes:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(image.constBits())


def count_pixels(pixmap: QPixmap, wanted, region: tuple[float, float]) -> int:
    """Pixels in the top-left ``region`` (fractions of width and height) whose colour passes ``wanted``."""
    image = pixmap.toImage()
    columns, rows = int(image.width() * region[0]), int(image.height() * region[1])
    return sum(wanted(image.pixelColor(x, y)) for y in range(rows) for x in range(columns))


def is_green(colour) -> bool:
    return colour.green() > colour.red() + 40 and colour.green() > colour.blue() + 40


def is_dark(colour) -> bool:
    return colour.alpha() == 255 and max(colour.red(), colour.green(), colour.blue()) < 60


INDEX_CORNER = (0.27, 0.34)


@pytest.mark.parametrize("four_colour", [False, True])
def test_every_card_of_two_packs_the_jokers_and_every_back_render_at_the_size_asked(qapp, four_colour):
    theme = CardTheme(four_colour=four_colour)
    cards: list[Card | None] = [*make_deck(packs=2, jokers=2), parse_card("JK=7H"), None]
    for card in cards:
        pixmap = theme.pixmap(card, WIDTH)
        assert (pixmap.width(), pixmap.height()) == (WIDTH, CardTheme.height_for(WIDTH)) == (60, 84), card
        image = pixmap.toImage()
        # Rounded corners are transparent; the card itself is opaque and not blank.
        assert image.pixelColor(0, 0).alpha() == 0, card
        assert image.pixelColor(WIDTH // 2, 42).alpha() == 255, card
        assert len(set(image_bytes(pixmap)[::4])) > 8, card
    for back in theme.backs():
        assert not CardTheme(four_colour, back).pixmap(None, WIDTH).isNull()


def test_each_face_joker_and_back_has_a_picture_of_its_own(qapp):
    theme = CardTheme()
    faces = [theme.pixmap(card, WIDTH) for card in make_deck(packs=1, jokers=2)]
    backs = [CardTheme(back=name).pixmap(None, WIDTH) for name in theme.backs()]
    pictures = {image_bytes(pixmap) for pixmap in faces + backs}
    assert len(pictures) == 52 + 2 + len(theme.backs())
    assert theme.backs() == ["blue", "red", "green"]


def test_the_second_copy_of_a_card_looks_like_the_first_and_a_face_like_its_card(qapp):
    theme = CardTheme()
    first, second = parse_cards("8S 8S")
    assert image_bytes(theme.pixmap(first, WIDTH)) == image_bytes(theme.pixmap(second, WIDTH))
    assert image_bytes(theme.face_pixmap(Face(8, Suit.SPADES), WIDTH)) == image_bytes(theme.pixmap(first, WIDTH))


def test_the_cache_gives_the_same_pixmap_for_the_same_request_and_another_for_another_size(qapp):
    theme, card = CardTheme(), parse_card("QH")
    assert theme.pixmap(card, 70) is theme.pixmap(card, 70)
    assert CardTheme().pixmap(card, 70) is theme.pixmap(card, 70)  # shared by equal themes
    assert theme.pixmap(card, 71) is not theme.pixmap(card, 70)
    assert theme.pixmap(card, 70, 2.0) is not theme.pixmap(card, 70)
    assert CardTheme(four_colour=True).pixmap(card, 70) is not theme.pixmap(card, 70)
    assert CardTheme(back="red").pixmap(None, 70) is not theme.pixmap(None, 70)
    assert CardTheme(back="red").pixmap(card, 70) is theme.pixmap(card, 70)  # the back does not change faces


def test_the_cache_is_bounded_and_forgets_the_least_recently_used():
    cache = card_theme._PixmapCache(capacity=2)
    a, b, c = QPixmap(), QPixmap(), QPixmap()
    cache.put("a", a)
    cache.put("b", b)
    assert cache.get("a") is a  # "b" is now the least recently used
    cache.put("c", c)
    assert len(cache) == 2 and cache.get("b") is None and cache.get("a") is a and cache.get("c") is c


def test_a_high_dpi_card_has_twice_the_pixels_and_the_same_logical_size(qapp):
    pixmap = CardTheme().pixmap(parse_card("7D"), WIDTH, dpr=2.0)
    assert (pixmap.width(), pixmap.height()) == (120, 168)
    assert pixmap.devicePixelRatio() == 2.0
    size = pixmap.deviceIndependentSize()
    assert (size.width(), size.height()) == (60, 84)


def test_four_colour_clubs_have_a_green_index_and_standard_clubs_a_black_one(qapp):
    club = parse_card("9C")
    standard = CardTheme(four_colour=False).pixmap(club, 120)
    four = CardTheme(four_colour=True).pixmap(club, 120)
    assert count_pixels(standard, is_green, INDEX_CORNER) == 0
    assert count_pixels(standard, is_dark, INDEX_CORNER) > 100
    assert count_pixels(four, is_green, INDEX_CORNER) > 100
    assert count_pixels(four, is_dark, INDEX_CORNER) == 0


def test_a_declared_joker_shows_the_card_it_stands_for(qapp):
    theme = CardTheme(four_colour=True)
    plain = image_bytes(theme.pixmap(parse_card("JK"), WIDTH))
    as_7h = image_bytes(theme.pixmap(parse_card("JK=7H"), WIDTH))
    as_8h = image_bytes(theme.pixmap(parse_card("JK=8H"), WIDTH))
    assert len({plain, as_7h, as_8h}) == 3
    # Declared as a club in the four-colour deck: the badge in the corner is in the club's green.
    as_club = theme.pixmap(parse_card("JK=7C"), 120)
    assert count_pixels(theme.pixmap(parse_card("JK"), 120), is_green, INDEX_CORNER) == 0
    assert count_pixels(as_club, is_green, INDEX_CORNER) > 100


def test_a_theme_refuses_an_unknown_back_and_a_bad_size(qapp):
    with pytest.raises(ValueError, match="purple"):
        CardTheme(back="purple")
    with pytest.raises(ValueError):
        CardTheme().pixmap(None, 0)


def test_the_committed_card_art_is_exactly_what_the_generator_writes(tmp_path):
    generator = runpy.run_path(str(ROOT / "packaging" / "make_card_art.py"))
    written = generator["write_card_art"](tmp_path)
    assert written, "the generator wrote nothing"
    for path in written:
        relative = path.relative_to(tmp_path)
        committed = assets_dir() / relative
        assert committed.read_bytes() == path.read_bytes(), (
            f"assets/{relative} differs from the generator's output: run python3 packaging/make_card_art.py"
        )


def test_every_file_under_assets_is_covered_by_the_assets_licence():
    licence = (assets_dir() / "LICENSE-assets.md").read_text(encoding="utf-8")
    table_rows = [line for line in licence.splitlines() if line.startswith("| `")]
    patterns = [pattern for row in table_rows for pattern in re.findall(r"`([^`]+)`", row.split("|")[1])]
    assert "cards/standard.svg" in patterns, "the licence's table of files was not found"
    files = [
        path.relative_to(assets_dir()).as_posix()
        for path in assets_dir().rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    ]
    uncovered = [name for name in files if not any(fnmatch.fnmatchcase(name, pattern) for pattern in patterns)]
    assert files and not uncovered, f"list these in assets/LICENSE-assets.md: {uncovered}"


def test_a_picture_drawn_ahead_is_the_one_the_table_draws_and_is_not_drawn_again(qapp, monkeypatch):
    theme = CardTheme(four_colour=True, back="green")
    cards: list[Card | None] = [*parse_cards("QH 7C AS"), parse_card("JK=7H"), None]
    width = 83   # a size no other test asks for, so nothing is cached at it yet
    jobs = theme.draw_ahead(cards, width)
    assert len(jobs) == len(cards)
    for job in jobs:
        job()
    assert theme.draw_ahead(cards, width) == []   # drawn, nothing left to ask for
    drawn_here: list[object] = []
    draw = card_theme._card_image
    monkeypatch.setattr(card_theme, "_card_image", lambda key: drawn_here.append(key) or draw(key))
    pictures = [theme.pixmap(card, width) for card in cards]
    assert drawn_here == []   # taken up, not drawn again on the GUI thread
    for card, pixmap in zip(cards, pictures):
        fresh = QPixmap.fromImage(draw(theme._key(theme._picture(card), width, 1.0)))
        assert image_bytes(pixmap) == image_bytes(fresh), card
        assert (pixmap.width(), pixmap.height()) == (width, CardTheme.height_for(width))


def test_pictures_drawn_ahead_for_a_size_never_used_are_dropped_oldest_first(qapp):
    store = card_theme._PixmapCache(capacity=2)
    a, b, c = QPixmap(1, 1), QPixmap(2, 2), QPixmap(3, 3)
    store.put("a", a)
    store.put("b", b)
    store.put("c", c)
    assert "a" not in store and store.take("b") is b and store.take("c") is c
    assert store.take("c") is None   # taken once
