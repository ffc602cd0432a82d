"""Rasterise the app icon for the platforms (run: python3 packaging/make_icons.py).

Reads ``assets/icons/rummy-desktop.svg`` (written by make_card_art.py) and
writes, into ``packaging/icons/``:

- ``rummy-desktop.png``  512 px, for Linux desktop files and the window icon
- ``rummy-desktop.ico``  Windows: 16 to 256 px in one file
- ``rummy-desktop.icns`` macOS: 16@2x to 512@2x

Both containers are written here, with PNG-compressed entries (Windows Vista
and later, macOS 10.7 and later read those), so nothing depends on which
image plug-ins a Qt build carries.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICON_SVG = ROOT / "assets" / "icons" / "rummy-desktop.svg"
OUT_DIR = ROOT / "packaging" / "icons"
NAME = "rummy-desktop"

PNG_SIZE = 512
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types and the pixel size each holds (ic11..ic14 are the @2x retina ones).
ICNS_TYPES = (
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic10", 1024),
    ("ic11", 32),
    ("ic12", 64),
    ("ic13", 256),
    ("ic14", 512),
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon drawn at ``size`` x ``size`` pixels, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
        raise RuntimeError(f"Qt could not encode a {size} px PNG")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico: ICONDIR, one 16-byte ICONDIRENTRY per size, then the PNGs."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(images))
        images += png
    return header + entries + images


def icns_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    """A macOS .icns: 'icns' and the file length, then type, length (with its 8-byte header), data."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data for kind, data in entries)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(svg: Path, out_dir: Path) -> list[Path]:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    pngs: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in pngs:
            pngs[size] = render_png(renderer, size)
        return pngs[size]

    out_dir.mkdir(parents=True, exist_ok=True)
    files = {
        out_dir / f"{NAME}.png": png(PNG_SIZE),
        out_dir / f"{NAME}.ico": ico_bytes({size: png(size) for size in ICO_SIZES}),
        out_dir / f"{NAME}.icns": icns_bytes([(kind, png(size)) for kind, size in ICNS_TYPES]),
    }
    for path, data in files.items():
        path.write_bytes(data)
    return list(files)


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # QPainter needs one
    for path in write_icons(ICON_SVG, OUT_DIR):
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
