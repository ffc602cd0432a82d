"""The digests of save texts already checked: a file is known good only if it holds one exactly."""

from __future__ import annotations

import os
from pathlib import Path

from rummy_desktop.controller.checked_texts import CheckedTexts


def test_a_file_holding_a_checked_text_is_known_and_any_other_is_not(tmp_path: Path) -> None:
    checked = CheckedTexts()
    path = tmp_path / "save.json"
    path.write_bytes(b'{"a": 1}')
    assert not checked.holds(path, 100)
    checked.add(b'{"a": 1}')
    assert checked.holds(path, 100)
    path.write_bytes(b'{"a": 2}')
    assert not checked.holds(path, 100)
    path.write_bytes(b'{"a": 1} ')   # one byte more is another file
    assert not checked.holds(path, 100)


def test_only_the_last_texts_are_kept(tmp_path: Path) -> None:
    checked = CheckedTexts(kept=2)
    for text in (b"one", b"two", b"three"):
        checked.add(text)
    path = tmp_path / "save.json"
    path.write_bytes(b"one")
    assert not checked.holds(path, 100)
    path.write_bytes(b"three")
    assert checked.holds(path, 100)


def test_a_missing_file_a_folder_or_a_file_too_large_is_not_known(tmp_path: Path) -> None:
    checked = CheckedTexts()
    checked.add(b"x" * 50)
    assert not checked.holds(tmp_path / "missing.json", 100)
    assert not checked.holds(tmp_path, 100)
    (tmp_path / "big.json").write_bytes(b"x" * 50)
    assert checked.holds(tmp_path / "big.json", 100)
    assert not checked.holds(tmp_path / "big.json", 49)


def test_a_named_pipe_in_the_files_place_is_not_waited_on(tmp_path: Path) -> None:
    fifo = tmp_path / "save.json"
    os.mkfifo(fifo)
    assert not CheckedTexts().holds(fifo, 100)
