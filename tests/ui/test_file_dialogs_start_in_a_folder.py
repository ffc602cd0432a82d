"""Open and Save start in a folder that is there: the documents folder, made if missing, never a file name
"Documents" filled in or the folder the app was started from."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog

from main_window_helpers import window_for


def test_open_and_the_first_save_start_in_the_documents_folder_even_before_it_exists(qtbot, tmp_path, monkeypatch) -> None:
    documents = tmp_path / "home" / "Documents"   # not there yet
    qt_location = QStandardPaths.writableLocation
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda location: str(documents) if location
                        == QStandardPaths.StandardLocation.DocumentsLocation else qt_location(location))
    started = tmp_path / "started here"
    started.mkdir()
    monkeypatch.chdir(started)
    window = window_for(qtbot, tmp_path, None)
    asked: list[tuple[str, ...]] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda parent, title, start, filters: asked.append(("open", start)) or ("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, title, start, filters: asked.append(("save", start)) or ("", ""))
    monkeypatch.setattr(window.services, "confirm_abandon", lambda: True)
    window.services.open_action.trigger()
    window.services.save_as_action.trigger()
    (_, opened), (_, saved) = asked
    assert Path(opened) == documents and documents.is_dir()
    assert Path(saved).parent == documents and Path(saved).name.endswith(".rummy")
