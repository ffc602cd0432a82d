"""The platform icons in packaging/icons parse as ICO, ICNS and PNG and match a fresh make_icons.py run."""

from __future__ import annotations

import runpy
import struct
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "packaging" / "icons"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from the IHDR chunk, which must come first."""
    assert data[:8] == PNG_SIGNATURE and data[12:16] == b"IHDR", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def ico_entries(data: bytes) -> list[tuple[int, int]]:
    """(declared size, PNG width) per entry; checks the header and that entries lie inside the file."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1), "not an ICO header"
    entries = []
    for i in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        assert width == height and planes == 1 and bits == 32
        assert offset + length <= len(data)
        image_width, image_height = png_size(data[offset : offset + length])
        assert image_width == image_height
        entries.append((width or 256, image_width))
    return entries


def icns_entries(data: bytes) -> list[tuple[str, int]]:
    """(type, PNG width) per entry; checks the header and that the lengths add up to the file."""
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    entries, position = [], 8
    while position < len(data):
        kind, length = data[position : position + 4].decode("ascii"), struct.unpack(">I", data[position + 4 : position + 8])[0]
        assert length > 8 and position + length <= len(data)
        width, height = png_size(data[position + 8 : position + length])
        assert width == height
        entries.append((kind, width))
        position += length
    assert position == len(data)
    return entries


def test_the_committed_icons_hold_every_size_each_platform_wants():
    assert png_size((ICONS / "rummy-desktop.png").read_bytes()) == (512, 512)
    ico = ico_entries((ICONS / "rummy-desktop.ico").read_bytes())
    assert ico == [(size, size) for size in (16, 24, 32, 48, 64, 128, 256)]
    icns = icns_entries((ICONS / "rummy-desktop.icns").read_bytes())
    assert icns == [
        ("ic07", 128), ("ic08", 256), ("ic09", 512), ("ic10", 1024),
        ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512),
    ]  # fmt: skip


@pytest.fixture(scope="module")
def fresh_icons(tmp_path_factory, qapp) -> Path:
    make_icons = runpy.run_path(str(ROOT / "packaging" / "make_icons.py"))
    out = tmp_path_factory.mktemp("icons")
    make_icons["write_icons"](ROOT / "assets" / "icons" / "rummy-desktop.svg", out)
    return out


def test_the_committed_icons_have_the_entries_a_fresh_run_writes(fresh_icons):
    committed, fresh = ICONS / "rummy-desktop", fresh_icons / "rummy-desktop"
    assert ico_entries(committed.with_suffix(".ico").read_bytes()) == ico_entries(fresh.with_suffix(".ico").read_bytes())
    assert icns_entries(committed.with_suffix(".icns").read_bytes()) == icns_entries(
        fresh.with_suffix(".icns").read_bytes()
    )


def test_the_committed_icon_is_drawn_from_the_current_svg(fresh_icons):
    """Pixels, not bytes, so another PNG encoder cannot fail it; a changed SVG not re-rendered does."""
    committed = QImage(str(ICONS / "rummy-desktop.png")).convertToFormat(QImage.Format.Format_ARGB32)
    fresh = QImage(str(fresh_icons / "rummy-desktop.png")).convertToFormat(QImage.Format.Format_ARGB32)
    assert committed.size() == fresh.size()
    old, new = bytes(committed.constBits()), bytes(fresh.constBits())
    mean_difference = sum(abs(a - b) for a, b in zip(old, new)) / len(old)
    assert mean_difference < 0.5, "run python3 packaging/make_icons.py after changing the icon"
