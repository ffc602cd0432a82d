"""Writing a file in one step with its backup made first, leftovers of stopped saves, files held by other programs,
and named pipes or devices where a file should be (issue 13)."""

from __future__ import annotations

import os
import random
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from rummy_desktop.controller import safe_files
from rummy_desktop.controller.os_errors import os_error_reason
from rummy_desktop.controller.safe_files import (
    STALE_AFTER_SECONDS,
    FileHeld,
    NotAFile,
    is_temporary,
    open_regular,
    remove_stale_temporaries,
    write_file_atomically,
)
from rummy_desktop.controller.saves import Autosaves, SaveError, SaveGame, Seat, read_save, write_save
from rummy_desktop.controller.statistics import StatisticsStore, record_hint
from rummy_desktop.engine import gin


def names(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


# -- one step, and the backup first ----------------------------------------------------------------


def test_the_new_content_replaces_the_file_and_the_old_becomes_the_backup(tmp_path: Path) -> None:
    path, backup = tmp_path / "game.rummy", tmp_path / "game.rummy.bak"
    write_file_atomically(path, b"first", backup)
    write_file_atomically(path, b"second", backup)
    assert path.read_bytes() == b"second" and backup.read_bytes() == b"first"
    assert names(tmp_path) == ["game.rummy", "game.rummy.bak"]


def test_the_file_is_never_moved_away(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, backup = tmp_path / "game.rummy", tmp_path / "game.rummy.bak"
    write_file_atomically(path, b"first", backup)
    moves: list[tuple[str, str]] = []
    real_replace = os.replace

    def replace(source: Any, target: Any) -> None:
        moves.append((Path(source).name, Path(target).name))
        assert path.read_bytes() == b"first"  # at every step the file is there, whole
        real_replace(source, target)

    monkeypatch.setattr(safe_files.os, "replace", replace)
    write_file_atomically(path, b"second", backup)
    assert [target for _, target in moves] == ["game.rummy.bak", "game.rummy"]
    assert all(is_temporary(source) for source, _ in moves)


def test_when_the_last_step_fails_the_file_is_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, backup = tmp_path / "game.rummy", tmp_path / "game.rummy.bak"
    write_file_atomically(path, b"first", backup)
    real_replace = os.replace

    def refuse_the_file(source: Any, target: Any) -> None:
        if Path(target) == path:
            raise OSError(28, "No space left on device")
        real_replace(source, target)

    monkeypatch.setattr(safe_files.os, "replace", refuse_the_file)
    with pytest.raises(OSError):
        write_file_atomically(path, b"second", backup)
    assert path.read_bytes() == b"first" and backup.read_bytes() == b"first"
    assert names(tmp_path) == ["game.rummy", "game.rummy.bak"]


def test_without_hard_links_the_backup_is_a_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, backup = tmp_path / "game.rummy", tmp_path / "game.rummy.bak"
    write_file_atomically(path, b"first", backup)

    def no_links(*args: Any) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(safe_files.os, "link", no_links)
    write_file_atomically(path, b"second", backup)
    assert path.read_bytes() == b"second" and backup.read_bytes() == b"first"
    assert names(tmp_path) == ["game.rummy", "game.rummy.bak"]


def test_a_backup_that_is_already_the_file_leaves_no_temporary_file(tmp_path: Path) -> None:
    """A save stopped between its two steps leaves the backup as a second name of the file itself."""
    path, backup = tmp_path / "game.rummy", tmp_path / "game.rummy.bak"
    path.write_bytes(b"first")
    os.link(path, backup)
    write_file_atomically(path, b"second", backup)
    assert path.read_bytes() == b"second" and backup.read_bytes() == b"first"
    assert names(tmp_path) == ["game.rummy", "game.rummy.bak"]


# -- a file another program holds (Windows) --------------------------------------------------------


def held_for(tries: int, monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """``os.replace`` refused ``tries`` times as Windows refuses it while another program holds the file."""
    real_replace, pauses = os.replace, []

    def replace(source: Any, target: Any) -> None:
        if len(pauses) < tries:
            raise PermissionError(13, "The process cannot access the file because it is being used")
        real_replace(source, target)

    monkeypatch.setattr(safe_files.os, "replace", replace)
    monkeypatch.setattr(safe_files.time, "sleep", pauses.append)
    return pauses


def test_a_file_held_for_a_moment_is_replaced_once_it_is_free(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pauses = held_for(3, monkeypatch)
    write_file_atomically(tmp_path / "autosave.json", b"new")
    assert (tmp_path / "autosave.json").read_bytes() == b"new"
    assert len(pauses) == 3 and names(tmp_path) == ["autosave.json"]


def test_a_file_held_for_long_is_left_as_it_was_and_the_player_told_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "autosave.json"
    path.write_bytes(b"old")
    pauses = held_for(100, monkeypatch)
    with pytest.raises(FileHeld) as caught:
        write_file_atomically(path, b"new")
    assert 1 <= sum(pauses) <= 2  # "briefly": a second and a half
    assert os_error_reason(caught.value).startswith("another program kept the file open, so it could not be replaced")
    assert path.read_bytes() == b"old" and names(tmp_path) == ["autosave.json"]


# -- leftovers of a stopped save ---------------------------------------------------------------------


def a_finished_process() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def leftover(folder: Path, target: str, pid: int, age: float = 0) -> Path:
    path = folder / f".{target}.{pid}.0123abcd{safe_files.TEMPORARY_SUFFIX}"
    path.write_bytes(b"half a save")
    if age:
        os.utime(path, (time.time() - age, time.time() - age))
    return path


def test_the_next_save_removes_what_a_stopped_save_left_in_its_folder(tmp_path: Path) -> None:
    gone = a_finished_process()
    leftover(tmp_path, "autosave.json", gone)
    leftover(tmp_path, "statistics.json.bak", gone)
    write_file_atomically(tmp_path / "game.rummy", b"{}")
    assert names(tmp_path) == ["game.rummy"]


def test_a_save_under_way_in_another_process_is_left_alone(tmp_path: Path) -> None:
    alive = leftover(tmp_path, "autosave.json", os.getppid())
    ours = leftover(tmp_path, "statistics.json", os.getpid())
    assert remove_stale_temporaries(tmp_path) == []
    assert alive.exists() and ours.exists()


def test_a_leftover_older_than_any_save_takes_is_removed_whoever_left_it(tmp_path: Path) -> None:
    old = leftover(tmp_path, "autosave.json", os.getppid(), age=STALE_AFTER_SECONDS + 60)
    assert remove_stale_temporaries(tmp_path) == [old]


@pytest.mark.parametrize(
    "name", ["notes.rummy-tmp", ".game.rummy.123.tmp", ".game.rummy.12.0123abcd.rummy-tmp.txt", "game.rummy~"]
)
def test_files_not_named_as_the_app_names_them_are_never_touched(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_text("someone else's")
    os.utime(tmp_path / name, (0, 0))
    write_file_atomically(tmp_path / "game.rummy", b"{}")
    assert names(tmp_path) == sorted(["game.rummy", name])


def test_a_long_file_name_gives_a_temporary_name_the_system_accepts(tmp_path: Path) -> None:
    path = tmp_path / ("g" * 240 + ".rummy")
    write_file_atomically(path, b"{}", tmp_path / "g.bak")
    assert path.read_bytes() == b"{}"


def test_saves_leave_no_name_of_their_own_to_be_interned(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Python 3.11's pathlib interns every name it parses, and the interpreter's table of interned strings
    takes a new entry for each string interned anew (one interned and let go before too): the table
    grows until it is rebuilt twice as large. The autosave saves at every move; before, each save had
    its two temporary names and its backup's name interned (three new entries a save)."""
    interned: list[str] = []
    intern = sys.intern
    monkeypatch.setattr(sys, "intern", lambda name: intern(name) if interned.append(name) is None else name)
    path = tmp_path / "autosave.json"
    for _ in range(3):
        write_file_atomically(path, b"{}", safe_files.backup_path(path))
    monkeypatch.undo()
    assert sorted(os.listdir(tmp_path)) == ["autosave.json", "autosave.json.bak"]
    assert [name for name in interned if is_temporary(name)] == []
    assert interned.count("autosave.json.bak") <= 1, interned


# -- named pipes, devices, folders --------------------------------------------------------------------


def test_a_named_pipe_is_refused_at_once_for_reading_and_writing(tmp_path: Path, no_hang: None) -> None:
    pipe = tmp_path / "game.rummy"
    os.mkfifo(pipe)
    with pytest.raises(NotAFile) as read:
        open_regular(pipe)
    with pytest.raises(NotAFile) as written:
        write_file_atomically(pipe, b"{}", tmp_path / "game.rummy.bak")
    for error in (read.value, written.value):
        assert os_error_reason(error) == "a named pipe (FIFO) stands where the file should be"
    assert names(tmp_path) == ["game.rummy"]


def test_a_device_is_refused_for_reading_and_writing(tmp_path: Path, no_hang: None) -> None:
    device = tmp_path / "game.rummy"
    device.symlink_to("/dev/zero")  # a link, so that a mistake could only ever replace the link
    with pytest.raises(NotAFile) as read:
        open_regular(device)
    with pytest.raises(NotAFile) as written:
        write_file_atomically(device, b"{}")
    for error in (read.value, written.value):
        assert os_error_reason(error) == "a device stands where the file should be"
    assert device.is_symlink()


# -- where the player meets them: saves, the autosave, the statistics ---------------------------------


def a_save() -> SaveGame:
    state = gin.new_game(random.Random(5), gin.GinRules())
    return SaveGame("gin", (Seat("You", "human"), Seat("Ada", "computer", "easy")), 5, state,
                    "2025-03-01T10:00:00+00:00")


PIPE_WORDS = "a named pipe (FIFO) stands where the file should be"


def test_a_named_pipe_in_place_of_a_save_is_refused_in_words(tmp_path: Path, no_hang: None) -> None:
    os.mkfifo(tmp_path / "game.rummy")
    with pytest.raises(SaveError) as opened:
        read_save(tmp_path / "game.rummy")
    assert str(opened.value) == f"“game.rummy” cannot be opened: it could not be read ({PIPE_WORDS})."
    with pytest.raises(SaveError) as saved:
        write_save(tmp_path / "game.rummy", a_save())
    assert str(saved.value) == f"The game could not be saved to {tmp_path / 'game.rummy'}: {PIPE_WORDS}."


def test_a_named_pipe_in_place_of_the_autosave_is_set_aside_at_start(tmp_path: Path, no_hang: None) -> None:
    autosaves = Autosaves(tmp_path)
    os.mkfifo(autosaves.path)
    with pytest.raises(SaveError) as autosaved:
        autosaves.autosave(a_save())
    assert PIPE_WORDS in str(autosaved.value)
    with pytest.raises(SaveError) as resumed:
        autosaves.find_interrupted_game()
    assert PIPE_WORDS in str(resumed.value) and "autosave.json.damaged" in str(resumed.value)
    autosaves.autosave(a_save())  # the next game is autosaved again
    assert autosaves.find_interrupted_game() == a_save()


def test_a_named_pipe_in_place_of_the_statistics_is_set_aside(tmp_path: Path, no_hang: None) -> None:
    store = StatisticsStore(tmp_path)
    os.mkfifo(store.path)
    loaded = store.load()
    assert loaded.problem is not None and PIPE_WORDS in loaded.problem
    assert stat.S_ISFIFO(os.stat(tmp_path / "statistics.json.damaged").st_mode)
    counted = record_hint(loaded.statistics, "gin", "easy")
    store.save(counted)
    assert store.load() == (counted, None)
