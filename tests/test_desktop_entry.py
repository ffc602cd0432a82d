"""``rummy-desktop --install-desktop-entry`` puts a pip install in the desktop's menu (and
``--remove-desktop-entry`` takes it out), in the person's XDG data folder; run as a person would,
with a temporary HOME."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from rummy_desktop import desktop_entry
from rummy_desktop.desktop_entry import APP_ID, data_home, exec_line

ROOT = Path(__file__).resolve().parent.parent


def run(*words: str, home: Path, **environ: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != "XDG_DATA_HOME"}
    env.update(HOME=str(home), **environ)
    return subprocess.run([sys.executable, "-m", "rummy_desktop", *words], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def exec_command(desktop_file: Path) -> list[str]:
    """The Exec line's words without the %f field code (this Exec needs no more than shell-like unquoting)."""
    line = next(line for line in desktop_file.read_text(encoding="utf-8").splitlines() if line.startswith("Exec="))
    words = shlex.split(line.removeprefix("Exec=").replace("\\\\", "\\"))
    assert words[-1] == "%f"
    return words[:-1]


def test_install_writes_the_entry_icon_and_file_type_into_the_home_folder(tmp_path: Path) -> None:
    result = run("--install-desktop-entry", home=tmp_path)
    assert result.returncode == 0, result.stderr
    share = tmp_path / ".local" / "share"
    files = {
        share / "applications" / f"{APP_ID}.desktop",
        share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
        share / "mime" / "packages" / f"{APP_ID}.xml",
    }
    assert {p for p in share.rglob("*") if p.is_file() and p.parent.name in ("applications", "apps", "packages")} \
        >= files
    assert all(f"wrote {path}" in result.stdout for path in files)
    command = exec_command(share / "applications" / f"{APP_ID}.desktop")
    assert Path(command[0]).is_file() and os.access(command[0], os.X_OK)
    # The command the entry starts is this installation of the app.
    started = subprocess.run([*command, "--version"], capture_output=True, text=True, timeout=120)
    assert started.returncode == 0 and started.stdout.startswith("rummy-desktop ")


def test_remove_takes_away_what_install_wrote(tmp_path: Path) -> None:
    data = tmp_path / "data"
    assert run("--install-desktop-entry", home=tmp_path, XDG_DATA_HOME=str(data)).returncode == 0
    assert not (tmp_path / ".local").exists()   # $XDG_DATA_HOME is used when it is set
    written = {p for p in data.rglob(f"{APP_ID}*")}
    assert len(written) == 3
    result = run("--remove-desktop-entry", home=tmp_path, XDG_DATA_HOME=str(data))
    assert result.returncode == 0
    assert not any(data.rglob(f"{APP_ID}*"))
    assert all(f"removed {path}" in result.stdout for path in written)
    again = run("--remove-desktop-entry", home=tmp_path, XDG_DATA_HOME=str(data))
    assert again.returncode == 0 and "no desktop entry" in again.stdout


def test_a_folder_that_cannot_be_written_is_reported_in_one_line(tmp_path: Path) -> None:
    blocked = tmp_path / "data"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    result = run("--install-desktop-entry", home=tmp_path, XDG_DATA_HOME=str(blocked))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and str(blocked) in result.stderr


def test_the_data_folder_follows_the_xdg_rules(tmp_path: Path) -> None:
    home = {"HOME": str(tmp_path)}
    assert data_home(home) == tmp_path / ".local" / "share"
    assert data_home({**home, "XDG_DATA_HOME": "/srv/share"}) == Path("/srv/share")
    assert data_home({**home, "XDG_DATA_HOME": "relative/share"}) == tmp_path / ".local" / "share"


@pytest.mark.parametrize(("command", "line"), [
    (["rummy-desktop"], "rummy-desktop %f"),
    (["/home/ann/my games/bin/rummy-desktop"], '"/home/ann/my games/bin/rummy-desktop" %f'),
    (["/opt/$HOME/x"], '"/opt/\\\\$HOME/x" %f'),               # \$ inside quotes, then the string escape
    (["/usr/bin/python3", "-m", "rummy_desktop"], "/usr/bin/python3 -m rummy_desktop %f"),
    (["/tmp/100%/run"], "/tmp/100%%/run %f"),
])
def test_the_exec_line_quotes_as_the_desktop_entry_specification_says(command: list[str], line: str) -> None:
    assert exec_line(command) == line


def test_the_entry_names_the_app_in_every_language_it_speaks() -> None:
    text = desktop_entry.desktop_entry(["rummy-desktop"])
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for language in ("he", "sq", "mr", "mk"):
            assert f"\n{key}[{language}]=" in text
        assert f"\n{key}=" in text
    assert "\nCategories=Game;CardGame;\n" in text
    assert f"\nMimeType={desktop_entry.MIME_TYPE};\n" in text
