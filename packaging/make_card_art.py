"""Write the project's own card art and app icon as SVG (run: python3 packaging/make_card_art.py).

Everything is drawn here from simple shapes: nothing is copied from another
deck. Output, committed as generated files (a test regenerates and compares):

- ``assets/cards/standard.svg``    52 faces (red hearts/diamonds, black spades/clubs) and two jokers
- ``assets/cards/four-colour.svg`` the same with blue diamonds and green clubs (the poker convention)
- ``assets/cards/backs.svg``       the card backs
- ``assets/icons/rummy-desktop.svg`` the app icon (``packaging/make_icons.py`` rasterises it)

Each card is one ``<g>`` whose id the app looks up (see ``rummy_desktop/ui/table/card_theme.py``),
laid out on a grid so the file is also a readable contact sheet. Every card
group starts with a stroked 250x350 rounded rectangle, so the element's bounds
are exactly the card.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable, Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing the package

from rummy_desktop.engine.cards import Face, Suit, rank_text  # noqa: E402
from rummy_desktop.ui.table.card_theme import (  # noqa: E402
    CARD_HEIGHT,
    CARD_WIDTH,
    INDEX_BOX,
    JOKER_COLOURS,
    JOKER_INDEX_BOX,
    back_id,
    deck_file,
    face_id,
    index_id,
    joker_id,
    star_id,
)

FONT = 'font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold"'
BORDER = "#4a4a4a"
GOLD = "#e8b923"
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

# Pips drawn in a box of about 100 x 100 units centred on the origin.
PIP_PATHS = {
    Suit.HEARTS: (
        "M0,46 C-12,32 -50,8 -50,-18 C-50,-38 -35,-48 -23,-48 C-11,-48 -3,-40 0,-30"
        " C3,-40 11,-48 23,-48 C35,-48 50,-38 50,-18 C50,8 12,32 0,46 Z"
    ),
    Suit.DIAMONDS: "M0,-50 Q14,-24 38,0 Q14,24 0,50 Q-14,24 -38,0 Q-14,-24 0,-50 Z",
    Suit.SPADES: (
        "M0,-50 C8,-34 50,-16 50,10 C50,30 36,38 24,38 C14,38 7,33 3,26"
        " C4,38 9,46 18,50 L-18,50 C-9,46 -4,38 -3,26"
        " C-7,33 -14,38 -24,38 C-36,38 -50,30 -50,10 C-50,-16 -8,-34 0,-50 Z"
    ),
    # Three lobes, a centre and a stem, all wound the same way so nonzero fill leaves no holes.
    Suit.CLUBS: (
        "M-22,-24 A22,22 0 1,0 22,-24 A22,22 0 1,0 -22,-24 Z"
        " M-48,12 A22,22 0 1,0 -4,12 A22,22 0 1,0 -48,12 Z"
        " M4,12 A22,22 0 1,0 48,12 A22,22 0 1,0 4,12 Z"
        " M0,-12 L-16,14 L16,14 Z"
        " M-4,14 C-4,32 -10,44 -20,50 L20,50 C10,44 4,32 4,14 Z"
    ),
}

STANDARD_COLOURS = {Suit.SPADES: "#151515", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e", Suit.CLUBS: "#151515"}
FOUR_COLOURS = {Suit.SPADES: "#151515", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#1d4fc4", Suit.CLUBS: "#12813a"}
# A pale wash of each colour for the court cards' frames.
TINTS = {"#151515": "#ececec", "#c8102e": "#fbe6e9", "#1d4fc4": "#e5ecfb", "#12813a": "#e2f4e7"}
JOKER_INKS = {"red": ("#c8102e", GOLD), "black": ("#151515", "#9aa0a6")}
BACKS = {"blue": ("#1f4e9c", "#6f97d8"), "red": ("#a3162b", "#e07a88"), "green": ("#1d6b3c", "#6fbf8c")}

# Pip centres (x, y) per rank; pips below the middle are turned upside down, as on real cards.
LEFT, MID, RIGHT = 88.0, 125.0, 162.0
TOP, BOTTOM, MIDDLE = 66.0, 284.0, 175.0
THIRD = (BOTTOM - TOP) / 3
ROWS4 = (TOP, TOP + THIRD, BOTTOM - THIRD, BOTTOM)
PIP_LAYOUT: dict[int, list[tuple[float, float]]] = {
    2: [(MID, TOP), (MID, BOTTOM)],
    3: [(MID, TOP), (MID, MIDDLE), (MID, BOTTOM)],
    4: [(x, y) for y in (TOP, BOTTOM) for x in (LEFT, RIGHT)],
    5: [(x, y) for y in (TOP, BOTTOM) for x in (LEFT, RIGHT)] + [(MID, MIDDLE)],
    6: [(x, y) for y in (TOP, MIDDLE, BOTTOM) for x in (LEFT, RIGHT)],
    7: [(x, y) for y in (TOP, MIDDLE, BOTTOM) for x in (LEFT, RIGHT)] + [(MID, (TOP + MIDDLE) / 2)],
    8: [(x, y) for y in (TOP, MIDDLE, BOTTOM) for x in (LEFT, RIGHT)]
    + [(MID, (TOP + MIDDLE) / 2), (MID, (MIDDLE + BOTTOM) / 2)],
    9: [(x, y) for y in ROWS4 for x in (LEFT, RIGHT)] + [(MID, MIDDLE)],
    10: [(x, y) for y in ROWS4 for x in (LEFT, RIGHT)]
    + [(MID, (ROWS4[0] + ROWS4[1]) / 2), (MID, (ROWS4[2] + ROWS4[3]) / 2)],
}
PIP_SCALE = 0.34

# Court emblems (about 90 x 70 units, centred): a crown for the king, a five-point
# crown for the queen, a plumed cap for the jack.
EMBLEMS = {
    13: (
        '<path d="M-40,22 L-40,12 L-46,-22 L-22,0 L0,-34 L22,0 L46,-22 L40,12 L40,22 Z"'
        ' fill="{gold}" stroke="{ink}" stroke-width="4" stroke-linejoin="round"/>'
        '<path d="M-40,12 L40,12" stroke="{ink}" stroke-width="4"/>'
        '<circle cx="-46" cy="-24" r="6" fill="{ink}"/><circle cx="0" cy="-36" r="6" fill="{ink}"/>'
        '<circle cx="46" cy="-24" r="6" fill="{ink}"/>'
    ),
    12: (
        '<path d="M-40,22 L-40,8 L-44,-12 L-24,0 L-14,-22 L0,-4 L14,-22 L24,0 L44,-12 L40,8 L40,22 Z"'
        ' fill="{gold}" stroke="{ink}" stroke-width="4" stroke-linejoin="round"/>'
        '<path d="M-40,8 L40,8" stroke="{ink}" stroke-width="4"/>'
        '<circle cx="-44" cy="-14" r="5" fill="{ink}"/><circle cx="-14" cy="-24" r="5" fill="{ink}"/>'
        '<circle cx="14" cy="-24" r="5" fill="{ink}"/><circle cx="44" cy="-14" r="5" fill="{ink}"/>'
        '<circle cx="0" cy="-8" r="5" fill="{ink}"/>'
    ),
    11: (
        '<path d="M6,-12 C10,-36 30,-48 52,-46 C44,-38 34,-18 18,-4 Z" fill="{ink}"/>'
        '<path d="M12,-10 C20,-28 34,-38 46,-42" fill="none" stroke="{tint}" stroke-width="2.5"/>'
        '<path d="M-38,20 C-38,-6 -20,-20 0,-20 C20,-20 38,-6 38,20 Z"'
        ' fill="{gold}" stroke="{ink}" stroke-width="4" stroke-linejoin="round"/>'
        '<path d="M-44,22 L44,22" stroke="{ink}" stroke-width="7" stroke-linecap="round"/>'
    ),
}

STAR = "M0,-50 L11.8,-16.2 L47.6,-15.5 L19,6.2 L29.4,40.5 L0,20 L-29.4,40.5 L-19,6.2 L-47.6,-15.5 L-11.8,-16.2 Z"


def num(value: float) -> str:
    """Short, stable number text so regenerating gives identical bytes."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def pip_defs(colours: dict[Suit, str], prefix: str = "pip") -> str:
    """The pip shapes, filled per suit, for ``<use>`` by id (``pip_H`` ...)."""
    return "".join(f'<path id="{prefix}_{suit.value}" fill="{ink}" d="{PIP_PATHS[suit]}"/>' for suit, ink in colours.items())


def pip_use(suit: Suit, x: float, y: float, scale: float, turned: bool = False) -> str:
    turn = " rotate(180)" if turned else ""
    return f'<use xlink:href="#pip_{suit.value}" transform="translate({num(x)},{num(y)}){turn} scale({num(scale)})"/>'


def card_outline() -> str:
    return (
        f'<rect x="1" y="1" width="{CARD_WIDTH - 2}" height="{CARD_HEIGHT - 2}" rx="16"'
        f' fill="#ffffff" stroke="{BORDER}" stroke-width="2"/>'
    )


def box(rect: Sequence[float]) -> str:
    """An invisible rectangle that fixes an element's bounds, so the app can place it exactly."""
    x, y, w, h = rect
    return f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" fill="none" stroke="none"/>'


def turned_copy(body: str) -> str:
    """The same drawing turned half a circle about the card's centre (the bottom-right corner)."""
    return f'<g transform="rotate(180 {CARD_WIDTH // 2} {CARD_HEIGHT // 2})">{body}</g>'


def rank_label(face: Face, ink: str) -> str:
    x, y, w, _ = INDEX_BOX
    centre = x + w / 2
    # "10" is two digits in a one-letter column: narrow it rather than shrink it.
    squeeze = " scale(0.58,1)" if face.rank == 10 else ""
    return (
        f'<text transform="translate({num(centre)},{num(y + 56)}){squeeze}" x="0" y="0" text-anchor="middle"'
        f' font-size="70" {FONT} fill="{ink}">{rank_text(face.rank)}</text>'
    )


def index(face: Face, ink: str, element_id: str = "") -> str:
    x, y, w, _ = INDEX_BOX
    ident = f' id="{element_id}"' if element_id else ""
    return f"<g{ident}>{box(INDEX_BOX)}{rank_label(face, ink)}{pip_use(face.suit, x + w / 2, y + 89, 0.4)}</g>"


def pips(face: Face) -> str:
    if face.rank == 1:
        return pip_use(face.suit, MID, MIDDLE, 1.1)
    return "".join(pip_use(face.suit, x, y, PIP_SCALE, turned=y > MIDDLE) for x, y in PIP_LAYOUT[face.rank])


def court(face: Face, ink: str) -> str:
    frame = (
        f'<rect x="70" y="26" width="110" height="298" rx="10" fill="{TINTS[ink]}" stroke="{ink}" stroke-width="3"/>'
        f'<rect x="76" y="32" width="98" height="286" rx="6" fill="none" stroke="{ink}" stroke-width="1"/>'
    )
    emblem = EMBLEMS[face.rank].format(ink=ink, gold=GOLD, tint=TINTS[ink])
    letter = (
        f'<text x="125" y="222" text-anchor="middle" font-size="108" {FONT} fill="{ink}">'
        f"{rank_text(face.rank)}</text>"
    )
    return frame + f'<g transform="translate(125,82) scale(0.95)">{emblem}</g>' + letter + pip_use(face.suit, 125, 272, 0.5)


def face_card(face: Face, ink: str) -> str:
    picture = court(face, ink) if face.rank > 10 else pips(face)
    return (
        f'<g id="{face_id(face)}">{card_outline()}{index(face, ink, index_id(face))}'
        f"{turned_copy(index(face, ink))}{picture}</g>"
    )


def joker_index(ink: str) -> str:
    x, y, w, _ = JOKER_INDEX_BOX
    letters = "".join(
        f'<text x="{num(x + w / 2)}" y="{num(y + 32 + 36 * i)}" text-anchor="middle" font-size="34"'
        f' {FONT} fill="{ink}">{letter}</text>'
        for i, letter in enumerate("JOKER")
    )
    return f"<g>{box(JOKER_INDEX_BOX)}{letters}</g>"


def jester_hat(ink: str, accent: str) -> str:
    """A three-pointed cap with bells: the joker's picture."""
    return (
        f'<path d="M-48,40 C-52,0 -70,-28 -62,-58 C-40,-40 -22,-20 -10,6 Z" fill="{ink}"/>'
        f'<path d="M48,40 C52,0 70,-28 62,-58 C40,-40 22,-20 10,6 Z" fill="{ink}"/>'
        f'<path d="M-30,40 C-26,-10 -10,-50 0,-74 C10,-50 26,-10 30,40 Z" fill="{accent}" stroke="{ink}" stroke-width="3"/>'
        f'<circle cx="-62" cy="-62" r="9" fill="{accent}" stroke="{ink}" stroke-width="3"/>'
        f'<circle cx="62" cy="-62" r="9" fill="{accent}" stroke="{ink}" stroke-width="3"/>'
        f'<circle cx="0" cy="-80" r="9" fill="{accent}" stroke="{ink}" stroke-width="3"/>'
        f'<rect x="-56" y="36" width="112" height="22" rx="6" fill="{accent}" stroke="{ink}" stroke-width="3"/>'
    )


def joker_card(colour: str) -> str:
    ink, accent = JOKER_INKS[colour]
    star = (
        f'<g id="{star_id(colour)}" transform="translate(125,248)">{box((-30, -30, 60, 60))}'
        f'<path d="{STAR}" transform="scale(0.6)" fill="{ink}"/></g>'
    )
    word = f'<text x="125" y="314" text-anchor="middle" font-size="30" {FONT} fill="{ink}">JOKER</text>'
    return (
        f'<g id="{joker_id(colour)}">{card_outline()}{joker_index(ink)}{turned_copy(joker_index(ink))}'
        f'<g transform="translate(125,144) scale(0.85)">{jester_hat(ink, accent)}</g>{star}{word}</g>'
    )


def sheet(cells: list[str], columns: int, defs: str) -> str:
    """Cards on a grid (10 units apart) in one SVG document."""
    rows = -(-len(cells) // columns)
    width, height = columns * (CARD_WIDTH + 10), rows * (CARD_HEIGHT + 10)
    placed = "\n".join(
        f'<g transform="translate({(i % columns) * (CARD_WIDTH + 10)},{(i // columns) * (CARD_HEIGHT + 10)})">{cell}</g>'
        for i, cell in enumerate(cells)
    )
    return svg_document(width, height, placed, defs)


def svg_document(width: int, height: int, body: str, defs: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        "<!-- Generated by packaging/make_card_art.py; do not edit by hand. MIT, see assets/LICENSE-assets.md. -->\n"
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1"'
        f' width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
        f"<defs>{defs}</defs>\n{body}\n</svg>\n"
    )


def deck_svg(colours: dict[Suit, str]) -> str:
    cells = [face_card(Face(rank, suit), colours[suit]) for suit in SUIT_ORDER for rank in range(1, 14)]
    cells += [joker_card(colour) for colour in JOKER_COLOURS]
    return sheet(cells, columns=13, defs=pip_defs(colours))


def lattice(light: str) -> str:
    """Small diamonds in offset rows."""
    shapes = []
    for row in range(24):
        y = 26 + row * 13
        for col in range(15):
            x = 26 + col * 14 + (7 if row % 2 else 0)
            if x <= 226:
                shapes.append(f"M{x},{y - 6} L{x + 5},{y} L{x},{y + 6} L{x - 5},{y} Z")
    return f'<path d="{" ".join(shapes)}" fill="{light}"/>'


def dots(light: str) -> str:
    centres = [(24 + col * 16, 24 + row * 16) for row in range(20) for col in range(14)]
    rings = " ".join(f"M{x - 4},{y} A4,4 0 1,0 {x + 4},{y} A4,4 0 1,0 {x - 4},{y} Z" for x, y in centres)
    return f'<path d="{rings}" fill="{light}"/>'


def chevrons(light: str) -> str:
    lines = []
    for row in range(18):
        y = 30 + row * 17
        points = " ".join(f"{22 + 13 * i},{y + (6 if i % 2 else -6)}" for i in range(17))
        lines.append(f"M{points.replace(' ', ' L', 1)}")
    return f'<path d="{" ".join(lines)}" fill="none" stroke="{light}" stroke-width="3" stroke-linejoin="round"/>'


BACK_PATTERNS: dict[str, Callable[[str], str]] = {"blue": lattice, "red": dots, "green": chevrons}


def back_card(name: str) -> str:
    dark, light = BACKS[name]
    medallion = (
        f'<ellipse cx="125" cy="175" rx="56" ry="70" fill="{dark}" stroke="#ffffff" stroke-width="5"/>'
        + "".join(
            f'<use xlink:href="#back_pip_{suit.value}" transform="translate({x},{y}) scale(0.3)"/>'
            for suit, (x, y) in zip(SUIT_ORDER, ((106, 152), (144, 152), (106, 198), (144, 198)))
        )
    )
    return (
        f'<g id="{back_id(name)}">{card_outline()}'
        f'<rect x="12" y="12" width="226" height="326" rx="10" fill="{dark}"/>'
        f"{BACK_PATTERNS[name](light)}{medallion}"
        f'<rect x="17" y="17" width="216" height="316" rx="7" fill="none" stroke="#ffffff" stroke-width="2"/></g>'
    )


def backs_svg() -> str:
    white = pip_defs({suit: "#ffffff" for suit in SUIT_ORDER}, prefix="back_pip")
    return sheet([back_card(name) for name in BACKS], columns=len(BACKS), defs=white)


def icon_svg() -> str:
    """A fan of three cards on a table, the front one a big red heart: legible at 16 px."""
    card = '<rect x="-52" y="-74" width="104" height="148" rx="14" fill="#ffffff" stroke="#1b1b1b" stroke-width="7"/>'
    fan = "".join(
        f'<g transform="translate(128,222) rotate({angle}) translate(0,-86)">{card}{pip}</g>'
        for angle, pip in (
            (-22, '<use xlink:href="#pip_S" transform="translate(-22,-40) scale(0.44)"/>'),
            (22, '<use xlink:href="#pip_C" transform="translate(22,-40) scale(0.44)"/>'),
            (0, '<use xlink:href="#pip_H" transform="translate(0,2) scale(0.86)"/>'),
        )
    )
    table = '<rect x="8" y="8" width="240" height="240" rx="48" fill="#1e7a46" stroke="#0f4a2a" stroke-width="6"/>'
    fan_on_table = f'<g transform="translate(128,136) scale(0.92) translate(-128,-136)">{fan}</g>'
    return svg_document(256, 256, table + fan_on_table, pip_defs(STANDARD_COLOURS))


def generated_files() -> dict[str, str]:
    """Relative path under assets/ -> SVG text."""
    return {
        f"cards/{deck_file(False)}": deck_svg(STANDARD_COLOURS),
        f"cards/{deck_file(True)}": deck_svg(FOUR_COLOURS),
        "cards/backs.svg": backs_svg(),
        "icons/rummy-desktop.svg": icon_svg(),
    }


def write_card_art(assets_dir: Path) -> list[Path]:
    written = []
    for relative, text in generated_files().items():
        path = assets_dir / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    return written


if __name__ == "__main__":
    for written_path in write_card_art(ROOT / "assets"):
        print(written_path.relative_to(ROOT))
