"""Screenshots of widgets for people to look at: always rendered, saved to $RUMMY_SHOTS_DIR when it is set."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget


def save_shot(widget: QWidget, name: str) -> QImage:
    """The widget as drawn now; also written to $RUMMY_SHOTS_DIR/<name>.png when that is set."""
    image = widget.grab().toImage()
    assert not image.isNull()
    folder = os.environ.get("RUMMY_SHOTS_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        assert image.save(str(Path(folder) / f"{name}.png"))
    return image
