"""What the system says when a file cannot be written or read reaches the player in the player's language.

Real refusals are provoked where a test folder can provoke them (a folder in
the way, a path through a file, a name too long); the rest are made as the
system would raise them: no permission (CI runs as the superuser, whom no
folder refuses), a full disk, a file in use on Windows…
"""

from __future__ import annotations

import errno
import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.safe_files import write_file_atomically
from rummy_desktop.controller.os_errors import os_error_reason
from rummy_desktop.controller.saves import SaveError, SaveGame, Seat, read_save, write_save
from rummy_desktop.controller.statistics import Statistics, StatisticsError, StatisticsStore
from rummy_desktop.engine import gin
from rummy_desktop.engine.messages import Explanation
from stub_translator import translations

CONTEXTS = ("SystemErrors", "SaveFiles", "JsonFiles", "StatisticsFile")


@pytest.fixture
def marked(qapp: QCoreApplication) -> Iterator[None]:
    """Every text of the file contexts "translated" as «text»."""
    with translations(qapp, {}, marked=CONTEXTS):
        yield


def a_save() -> SaveGame:
    state = gin.new_game(random.Random(5), gin.GinRules())
    seats = (Seat("You", "human"), Seat("Ada", "computer", "easy"))
    return SaveGame("gin", seats, 5, state, "2025-03-01T10:00:00+00:00")


def write_refusal(path: Path) -> OSError:
    with pytest.raises(OSError) as caught:
        write_file_atomically(path, b"{}")
    return caught.value


def read_refusal(path: Path) -> OSError:
    with pytest.raises(OSError) as caught:
        path.read_bytes()
    return caught.value


# -- refusals a test folder can provoke --------------------------------------------------------


def test_a_folder_where_the_file_should_be(tmp_path: Path) -> None:
    (tmp_path / "game.json").mkdir()
    for error in (write_refusal(tmp_path / "game.json"), read_refusal(tmp_path / "game.json")):
        assert error.errno == errno.EISDIR
        assert os_error_reason(error) == "there is a folder where the file should be"


def test_a_file_where_a_folder_should_be(tmp_path: Path) -> None:
    (tmp_path / "saves").write_text("")
    written = write_refusal(tmp_path / "saves" / "game.json")  # the folder cannot be made: the file has its name
    assert written.errno == errno.EEXIST
    assert os_error_reason(written) == "a file of that name is already there"
    read = read_refusal(tmp_path / "saves" / "game.json")
    assert read.errno == errno.ENOTDIR
    assert os_error_reason(read) == "part of the path is a file, not a folder"


def test_a_file_that_is_not_there(tmp_path: Path) -> None:
    error = read_refusal(tmp_path / "gone" / "game.json")
    assert error.errno == errno.ENOENT
    assert os_error_reason(error) == "the file or its folder does not exist"


def test_a_name_too_long(tmp_path: Path) -> None:
    error = write_refusal(tmp_path / ("g" * 300 + ".json"))
    assert error.errno == errno.ENAMETOOLONG
    assert os_error_reason(error) == "the file’s name or path is too long"


# -- refusals made as the system raises them ----------------------------------------------------

PHRASES = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "you have used up the space allowed to you on this disk (disk quota)",
    errno.EACCES: "the app is not allowed to use this file or folder (no permission)",
    errno.EPERM: "the app is not allowed to use this file or folder (no permission)",
    errno.EROFS: "the disk is read-only",
    errno.EMFILE: "too many files are open at once",
    errno.ENFILE: "too many files are open at once",
    errno.EIO: "the disk failed to read or write (it may be damaged, or it was disconnected)",
}


@pytest.mark.parametrize("number", PHRASES)
def test_each_common_refusal_has_its_own_words(number: int) -> None:
    reason = os_error_reason(OSError(number, os.strerror(number)))
    assert reason == PHRASES[number]
    assert reason.context == "SystemErrors" and not reason.params


@pytest.mark.parametrize("number", PHRASES)
def test_each_common_refusal_is_said_in_the_installed_language(marked: None, number: int) -> None:
    assert explain(os_error_reason(OSError(number, os.strerror(number)))) == f"«{PHRASES[number]}»"


@pytest.mark.parametrize("winerror", [32, 33])
def test_a_file_another_program_holds_on_windows_is_not_called_a_permission_problem(winerror: int) -> None:
    error = PermissionError(errno.EACCES, "The process cannot access the file because it is being used")
    setattr(error, "winerror", winerror)  # what Windows sets (the attribute exists there only)
    assert os_error_reason(error) == "another program is using the file"


def test_any_other_refusal_keeps_the_systems_words_in_a_translated_sentence(marked: None) -> None:
    reason = os_error_reason(OSError(errno.ELOOP, "Too many levels of symbolic links"))
    assert reason == "the system refused: Too many levels of symbolic links"
    assert dict(reason.params) == {"detail": "Too many levels of symbolic links"}
    assert explain(reason) == "«the system refused: Too many levels of symbolic links»"


def test_a_refusal_without_a_number_keeps_its_message() -> None:
    assert os_error_reason(OSError("the share went away")) == "the system refused: the share went away"


# -- where the app tells the player ---------------------------------------------------------------


def test_a_save_the_system_refuses_is_explained_in_the_installed_language(marked: None, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.mkdir()
    with pytest.raises(SaveError) as caught:
        write_save(path, a_save())
    assert isinstance(caught.value.reason, Explanation)
    assert str(caught.value) == (
        f"«The game could not be saved to {path}: «there is a folder where the file should be».»"
    )


def test_a_save_the_system_will_not_read_is_explained_in_the_installed_language(marked: None, tmp_path: Path) -> None:
    with pytest.raises(SaveError) as caught:
        read_save(tmp_path / "gone.json")
    assert str(caught.value) == (
        "«“gone.json” cannot be opened: «it could not be read («the file or its folder does not exist»).»»"
    )


def test_statistics_the_system_refuses_are_explained_in_the_installed_language(
    marked: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def disk_full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(StatisticsError) as caught:
        StatisticsStore(tmp_path).save(Statistics())
    path = tmp_path / "statistics.json"
    assert str(caught.value) == f"«The statistics could not be saved to {path}: «the disk is full».»"
    assert not any(tmp_path.iterdir())


def test_statistics_the_system_will_not_read_are_explained_in_the_installed_language(
    marked: None, tmp_path: Path
) -> None:
    store = StatisticsStore(tmp_path)
    store.path.mkdir()
    loaded = store.load()
    assert loaded.problem is not None
    assert loaded.problem.startswith(
        "«Your statistics file was damaged: «it could not be read («there is a folder where the file should be»).»"
    )
