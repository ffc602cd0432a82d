"""The Inno Setup script (packaging/windows/rummy-desktop.iss) as far as it can be checked without
Windows: per-user install, the file association, the data the uninstaller offers to remove, and
only the languages Inno Setup ships. The workflow compiles it, installs, runs and uninstalls."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rummy_desktop.ui.app_services import SAVE_SUFFIX

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "windows" / "rummy-desktop.iss"
# Default.isl and Languages\Hebrew.isl come with Inno Setup 6; Albanian, Macedonian and Marathi are
# only in its unofficial, user-contributed set (Files/Languages/Unofficial in its sources).
SHIPPED_MESSAGES = {"en": "compiler:Default.isl", "he": "compiler:Languages\\Hebrew.isl"}


def sections() -> dict[str, list[str]]:
    """The script's lines (no comments, no blanks) per [Section]; preprocessor lines under ""."""
    text = SCRIPT.read_bytes()
    assert text.startswith(b"\xef\xbb\xbf"), "Inno Setup reads a script as UTF-8 when it starts with a BOM"
    found: dict[str, list[str]] = {"": []}
    current = ""
    for line in text.decode("utf-8-sig").splitlines():
        line = line.strip()
        if not line or line.startswith(";"):
            continue
        if re.fullmatch(r"\[\w+\]", line):
            current = line[1:-1]
            found[current] = []
        else:
            found[current].append(line)
    return found


def directives(section: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in sections()[section] if "=" in line and ":" not in line.split("=")[0])


def unquoted(value: str) -> str:
    """A parameter's value as Inno Setup reads it: in double quotes, a doubled quote stands for one."""
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        return value[1:-1].replace('""', '"')
    return value


def entries(section: str) -> list[dict[str, str]]:
    """``Name: "x"; Flags: y`` lines as dictionaries."""
    return [dict((key.strip(), unquoted(value)) for key, value in
                 (part.split(":", 1) for part in re.split(r';\s+(?=\w+:)', line)))
            for line in sections()[section]]


def test_it_installs_for_the_user_without_administrator_rights_and_offers_all_users() -> None:
    setup = directives("Setup")
    assert setup["PrivilegesRequired"] == "lowest"
    assert "dialog" in setup["PrivilegesRequiredOverridesAllowed"]
    assert setup["DefaultDirName"].startswith("{#InstallRoot}\\")
    assert '#define InstallRoot "{autopf}"' in sections()[""]   # %LOCALAPPDATA%\Programs for one user
    assert setup["ChangesAssociations"] == "yes"
    for key in ("VersionInfoVersion", "VersionInfoProductVersion", "VersionInfoProductName", "AppVersion"):
        assert key in setup


def test_the_pages_come_in_the_languages_inno_setup_ships() -> None:
    languages = {entry["Name"]: entry["MessagesFile"] for entry in entries("Languages")}
    assert languages == SHIPPED_MESSAGES


@pytest.mark.parametrize("language", SHIPPED_MESSAGES)
def test_every_own_message_is_in_every_language(language: str) -> None:
    names = {line.split("=")[0].split(".", 1)[1] for line in sections()["CustomMessages"]}
    assert {line.split("=")[0] for line in sections()["CustomMessages"] if line.startswith(f"{language}.")} \
        == {f"{language}.{name}" for name in names}


def test_start_menu_and_optional_desktop_shortcuts() -> None:
    icons = entries("Icons")
    assert [icon["Name"].split("\\")[0] for icon in icons] == ["{autoprograms}", "{autodesktop}"]
    assert "Tasks" not in icons[0] and icons[1]["Tasks"] == "desktopicon"
    assert entries("Tasks")[0]["Flags"] == "unchecked"


def test_saves_open_in_the_game_from_the_users_own_classes() -> None:
    registry = entries("Registry")
    assert all(entry["Root"] == "HKA" and entry["Subkey"].startswith("Software\\Classes\\") for entry in registry)
    extension = [entry for entry in registry if entry["Subkey"] == f"Software\\Classes\\{SAVE_SUFFIX}"]
    assert extension and extension[0]["ValueData"] == "{#ProgId}"
    command = next(entry for entry in registry if entry["Subkey"].endswith("\\shell\\open\\command"))
    assert command["ValueData"] == '"{app}\\{#ExeName}" "%1"'


def test_the_uninstaller_removes_the_players_data_only_when_asked() -> None:
    code = "\n".join(sections()["Code"])
    assert "usPostUninstall" in code and "not UninstallSilent" in code
    assert "MB_DEFBUTTON2" in code   # No, keep them, is the default answer
    defines = "\n".join(sections()[""])
    # Where Qt keeps them for the organisation and application names run_gui sets.
    source = (ROOT / "rummy_desktop" / "ui" / "main_window.py").read_text(encoding="utf-8")
    organisation = re.search(r'setOrganizationName\("(\w+)"\)', source).group(1)
    application = re.search(r'setApplicationName\("(\w+)"\)', source).group(1)
    assert f'#define DataFolder "{organisation}\\{application}"' in defines
    assert f'#define SettingsKey "Software\\{organisation}\\{application}"' in defines


def test_it_refuses_windows_older_than_qt_6_supports() -> None:
    assert directives("Setup")["MinVersion"] == "10.0.17763"   # Windows 10 1809


def test_an_upgrade_first_removes_the_previous_bundles_libraries() -> None:
    """Files a newer bundle dropped must not stay in _internal, where Qt would still load plugins."""
    assert entries("InstallDelete") == [{"Type": "filesandordirs", "Name": "{app}\\_internal"}]


def test_the_uninstaller_removes_every_key_it_created() -> None:
    """Each key the script creates is removed with its subkeys, or emptied of the script's values and
    removed when nothing else is left in it; no key is left behind by a value-only flag."""
    registry = entries("Registry")
    created = {entry["Subkey"] for entry in registry}
    removed_whole = {entry["Subkey"] for entry in registry if "uninsdeletekey" in entry.get("Flags", "").split()}
    for entry in registry:
        flags = entry.get("Flags", "").split()
        covered = any(entry["Subkey"] == key or entry["Subkey"].startswith(key + "\\") for key in removed_whole)
        assert covered or {"uninsdeletevalue", "uninsdeletekeyifempty"} <= set(flags), entry
    assert "Software\\Classes\\Applications\\{#ExeName}" in removed_whole
    assert "Software\\Classes\\.rummy\\OpenWithProgids" in created


def test_setup_shows_the_third_party_notices_and_installs_the_licence_texts() -> None:
    setup = directives("Setup")
    notices = (SCRIPT.parent / setup["InfoBeforeFile"].replace("\\", "/")).resolve()
    assert notices == ROOT / "packaging" / "licenses" / "THIRD-PARTY-NOTICES.txt" and notices.is_file()
    assert "LGPL" in notices.read_text(encoding="utf-8")
    assert (SCRIPT.parent / setup["LicenseFile"].replace("\\", "/")).resolve() == ROOT / "LICENSE"
