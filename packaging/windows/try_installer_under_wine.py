"""Compile the Windows installer's Inno Setup script and try the setup program under Wine, silently,
as a player would: install, upgrade, uninstall, and check what each leaves on the (Wine) system.

    python3 packaging/windows/try_installer_under_wine.py             # ISCC from the npm package innosetup
    python3 packaging/windows/try_installer_under_wine.py --iscc DIR  # ... or from an unpacked Inno Setup

The payload is a stand-in with the one-folder bundle's layout (``rummy-desktop.exe`` beside an
``_internal`` folder of Qt plugins), not the real Windows bundle, which only the workflow's Windows
runner builds. Two versions of it are compiled: the second drops a plugin and adds one, so the
upgrade shows whether a file the newer bundle no longer has stays behind.

The per-user run compiles the script with ``/DInstallRoot={localappdata}\\Programs``: Wine 8 has no
path for FOLDERID_UserProgramFiles (its ``SHGetKnownFolderPath`` answers E_INVALIDARG), so the
script's own ``{autopf}`` stops per-user setups there with "Failed to expand shell folder constant
autopf", whatever ``/DIR=`` says. ``%LOCALAPPDATA%\\Programs`` is the folder Windows gives for it.
The all-users run compiles the script unchanged (``{autopf}`` is Program Files there).

Needs ``wine`` with 32-bit support (ISCC.exe and Setup are 32-bit programs: Debian's ``wine32``,
after ``dpkg --add-architecture i386``), ``xvfb-run`` (Setup opens its hidden wizard window even
when silent) and, without ``--iscc``, ``npm``. Runs in a Wine prefix of its own, removed afterwards.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "windows" / "rummy-desktop.iss"
INNOSETUP_NPM = "innosetup@6.4.1"
INNOSETUP_INTEGRITY = "sha512-Bh/dNlyyFsFKBGoTf19n1msPnm4Njfb0CWVirw2CV1MSJXYy0ajRI+xjo/Yr9DtZFLLafhnwm1ZsxTu309F8lQ=="
"""The npm registry's integrity of the pinned package: a different tarball is refused."""

APP_ID = "{AE420035-3246-4160-813B-D3DF96754F5A}"
UNINSTALL_KEY = rf"Software\Microsoft\Windows\CurrentVersion\Uninstall\{APP_ID}_is1"
PROG_ID = "RummyDesktop.Game"
SETTINGS_KEY = r"HKCU\Software\RummyDesktop\rummy_desktop"
APP_FOLDER = "Rummy Desktop"

OLD_PLUGIN = r"_internal\PySide6\plugins\imageformats\qold.dll"
NEW_PLUGIN = r"_internal\PySide6\plugins\imageformats\qnew.dll"
COMMON_FILES = ("rummy-desktop.exe", r"_internal\base_library.zip", r"_internal\PySide6\plugins\platforms\qwindows.dll")
PAYLOADS = {"1.0.0": (*COMMON_FILES, OLD_PLUGIN), "1.1.0": (*COMMON_FILES, NEW_PLUGIN)}
"""The stand-in bundle of each version: 1.1.0 no longer has qold.dll and has qnew.dll instead."""


class CheckFailed(Exception):
    pass


@dataclass
class Wine:
    """Commands in a Wine prefix of their own. Its wineserver is kept running between them (started
    afresh, each command would wait seconds for Wine's own services to start and stop)."""

    prefix: Path
    env: dict[str, str] = field(init=False)

    def __post_init__(self) -> None:
        # No Mono or Gecko: the prefix would offer to download them.
        self.env = {**os.environ, "WINEPREFIX": str(self.prefix), "WINEDEBUG": "-all",
                    "WINEDLLOVERRIDES": "mscoree,mshtml=", "WINEARCH": "win64"}

    def run(self, *args: str, check: bool = True, pipes: bool = False) -> subprocess.CompletedProcess[str]:
        """``wine ARGS``; ``pipes``: its output through pipes, for a Windows Python (Wine 8 answers its look
        at a file given as its output with "Invalid handle", and it stops), once ``wineboot`` has run."""
        if pipes:
            piped = subprocess.run(["wine", *args], env=self.env, stdin=subprocess.DEVNULL, capture_output=True,
                                   timeout=300)
            result = subprocess.CompletedProcess(args, piped.returncode, piped.stdout.decode("utf-8", "replace"),
                                                 piped.stderr.decode("utf-8", "replace"))
        else:
            # Output through files, not pipes: Wine's services, started by the first command, inherit its
            # output and keep a pipe open as long as the server runs.
            with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
                code = subprocess.run(["wine", *args], env=self.env, stdout=out, stderr=err, timeout=300).returncode
                out.seek(0)
                err.seek(0)
                result = subprocess.CompletedProcess(args, code, out.read().decode("utf-8", "replace"),
                                                     err.read().decode("utf-8", "replace"))
        if check and result.returncode != 0:
            raise CheckFailed(f"wine {' '.join(args)} exited {result.returncode}: {result.stdout}{result.stderr}")
        return result

    def keep_server(self) -> None:
        self.prefix.mkdir(exist_ok=True)   # wineboot fills it
        subprocess.run(["wineserver", "-p"], env=self.env, check=True)

    def stop_server(self) -> None:
        subprocess.run(["wineserver", "-k"], env=self.env, check=False)

    def unix_path(self, windows_path: str) -> Path:
        return Path(subprocess.run(["winepath", "-u", windows_path], env=self.env, capture_output=True,
                                   text=True, check=True).stdout.strip())

    def windows_path(self, path: Path) -> str:
        return subprocess.run(["winepath", "-w", str(path)], env=self.env, capture_output=True,
                              text=True, check=True).stdout.strip()

    def expand(self, variable: str) -> str:
        return self.run("cmd", "/c", f"echo %{variable}%").stdout.strip()

    def registry_values(self, key: str) -> dict[str, str] | None:
        """The values of a registry key by name ("" for the default value), or None without the key."""
        result = self.run("reg", "query", key, "/reg:64", check=False)   # the 64-bit view, as Setup writes
        if result.returncode != 0:
            return None
        values = {}
        for line in result.stdout.splitlines():
            parts = line.strip().split("    ")
            if len(parts) >= 2 and parts[1].startswith("REG_"):
                values["" if parts[0] == "(Default)" else parts[0]] = parts[2] if len(parts) > 2 else ""
        return values


def fetch_iscc(work: Path) -> Path:
    """ISCC.exe's folder from the pinned npm package, its integrity checked."""
    packed = subprocess.run(["npm", "pack", "--json", "--pack-destination", str(work), INNOSETUP_NPM],
                            capture_output=True, text=True, check=True, cwd=work).stdout
    info = json.loads(packed)[0]
    if info["integrity"] != INNOSETUP_INTEGRITY:
        raise CheckFailed(f"{INNOSETUP_NPM} has integrity {info['integrity']}, expected {INNOSETUP_INTEGRITY}")
    shutil.unpack_archive(work / info["filename"], work / "innosetup")
    return work / "innosetup" / "package" / "bin"


def make_payload(folder: Path, files: tuple[str, ...], version: str) -> Path:
    bundle = folder / "rummy-desktop"
    for name in files:
        path = bundle / Path(*name.split("\\"))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"stand-in for {name}, version {version}\n", encoding="ascii")
    return bundle


def compile_setup(wine: Wine, iscc: Path, payload: Path, out: Path, version: str, per_user: bool) -> Path:
    defines = [f"/DAppVersion={version}", f"/DNumericVersion={version}.0",
               f"/DSourceDir={wine.windows_path(payload)}", f"/DOutputDir={wine.windows_path(out)}"]
    if per_user:
        defines.append(r"/DInstallRoot={localappdata}\Programs")
    started = time.perf_counter()
    wine.run(wine.windows_path(iscc / "ISCC.exe"), "/Q", *defines, wine.windows_path(SCRIPT))
    setup = out / f"rummy-desktop-{version}-windows-x64-setup.exe"
    if not setup.is_file():
        raise CheckFailed(f"ISCC made no {setup.name}")
    print(f"compiled {setup.name} ({'per user' if per_user else 'unchanged'}) in "
          f"{time.perf_counter() - started:.1f} s: {setup.stat().st_size / 1e6:.1f} MB")
    return setup


class Checker:
    """Collects the checks of one run; each prints ``ok:`` or ``FAILED:``."""

    def __init__(self) -> None:
        self.failures: list[str] = []

    def __call__(self, condition: bool, what: str) -> None:
        print(f"  {'ok' if condition else 'FAILED'}: {what}")
        if not condition:
            self.failures.append(what)


def run_setup(wine: Wine, setup: Path, mode: str, log: Path) -> None:
    started = time.perf_counter()
    wine.run(wine.windows_path(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", mode,
             f"/LOG={wine.windows_path(log)}")
    print(f"{setup.name} {mode} ran in {time.perf_counter() - started:.1f} s")


def check_installed(wine: Wine, check: Checker, app: Path, root: str, version: str, files: tuple[str, ...],
                    absent: tuple[str, ...] = ()) -> None:
    for name in files:
        check((app / Path(*name.split("\\"))).is_file(), f"{name} installed")
    for name in absent:
        check(not (app / Path(*name.split("\\"))).exists(), f"{name} (gone from this version) not left behind")
    check(sorted(p.name for p in app.glob("unins*")) == ["unins000.dat", "unins000.exe"],
          "one uninstaller in the folder")
    classes = rf"{root}\Software\Classes"
    check((wine.registry_values(rf"{classes}\.rummy") or {}).get("") == PROG_ID, f"{classes}\\.rummy is {PROG_ID}")
    check(PROG_ID in (wine.registry_values(rf"{classes}\.rummy\OpenWithProgids") or {}), ".rummy lists it to open with")
    command = (wine.registry_values(rf"{classes}\{PROG_ID}\shell\open\command") or {}).get("")
    exe = f"{wine.windows_path(app)}\\rummy-desktop.exe"
    check(command == f'"{exe}" "%1"', f"a .rummy file opens with {exe} (registered: {command})")
    entry = wine.registry_values(rf"{root}\{UNINSTALL_KEY}") or {}
    check(entry.get("DisplayVersion") == version, f"the uninstall entry in {root} says version {version}")
    check(entry.get("DisplayName") == "Rummy Desktop", "the uninstall entry names Rummy Desktop")


def check_removed(wine: Wine, check: Checker, app: Path, root: str) -> None:
    check(not app.exists(), f"{app.name} folder removed")
    classes = rf"{root}\Software\Classes"
    for key in (r".rummy\OpenWithProgids", ".rummy", PROG_ID, r"Applications\rummy-desktop.exe"):
        check(wine.registry_values(rf"{classes}\{key}") is None, f"{classes}\\{key} removed")
    check(wine.registry_values(rf"{root}\{UNINSTALL_KEY}") is None, f"uninstall entry in {root} removed")


def uninstall(wine: Wine, app: Path) -> None:
    """Run the uninstaller and wait for its copy: it hands over to one in a temporary folder and
    returns at once, and the copy removes unins000.exe last."""
    started = time.perf_counter()
    wine.run(wine.windows_path(app / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART")
    while (app / "unins000.exe").exists() and time.perf_counter() - started < 120:
        time.sleep(0.5)
    time.sleep(2)   # the copy's last steps after the file is gone (removing the folder, then itself)
    print(f"uninstaller ran in {time.perf_counter() - started:.1f} s")


def per_user_run(wine: Wine, check: Checker, setups: dict[str, Path], logs: Path) -> None:
    """Install 1.0.0 for the user, upgrade to 1.1.0, uninstall; the player's settings stay."""
    app = wine.unix_path(wine.expand("LOCALAPPDATA") + rf"\Programs\{APP_FOLDER}")
    start_menu = wine.unix_path(wine.expand("APPDATA") + rf"\Microsoft\Windows\Start Menu\Programs")
    print("per user: install 1.0.0")
    run_setup(wine, setups["1.0.0"], "/CURRENTUSER", logs / "install-1.0.0.log")
    check_installed(wine, check, app, "HKCU", "1.0.0", PAYLOADS["1.0.0"])
    check((start_menu / f"{APP_FOLDER}.lnk").is_file(), "Start-menu shortcut")
    check(wine.registry_values(r"HKLM\Software\Classes\.rummy") is None, "nothing registered for all users")
    wine.run("reg", "add", SETTINGS_KEY, "/v", "language", "/d", "he", "/f", "/reg:64")   # as the app would

    print("per user: upgrade to 1.1.0")
    run_setup(wine, setups["1.1.0"], "/CURRENTUSER", logs / "install-1.1.0.log")
    check_installed(wine, check, app, "HKCU", "1.1.0", PAYLOADS["1.1.0"], absent=(OLD_PLUGIN,))
    listed = sorted(str(p.relative_to(app)).replace("/", "\\") for p in app.rglob("*") if p.is_file())
    check(listed == sorted([*PAYLOADS["1.1.0"], "unins000.dat", "unins000.exe"]),
          f"exactly 1.1.0's files and the uninstaller ({len(listed)} files)")

    print("per user: uninstall (silent: the player's data stays)")
    uninstall(wine, app)
    check_removed(wine, check, app, "HKCU")
    check(not (start_menu / f"{APP_FOLDER}.lnk").exists(), "Start-menu shortcut removed")
    check((wine.registry_values(SETTINGS_KEY) or {}).get("language") == "he", "the player's settings kept")


def all_users_run(wine: Wine, check: Checker, setup: Path, logs: Path) -> None:
    """The unchanged script ({autopf} is Program Files here): install for all users and uninstall."""
    app = wine.unix_path(wine.expand("ProgramW6432") + rf"\{APP_FOLDER}")
    print("all users: install 1.1.0 (the script unchanged)")
    run_setup(wine, setup, "/ALLUSERS", logs / "install-all-users.log")
    check_installed(wine, check, app, "HKLM", "1.1.0", PAYLOADS["1.1.0"])
    print("all users: uninstall")
    uninstall(wine, app)
    check_removed(wine, check, app, "HKLM")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iscc", type=Path, help="the folder of an unpacked Inno Setup 6 (with ISCC.exe)")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        # Setup creates its (hidden) wizard window even when silent, which needs an X server.
        return subprocess.run(["xvfb-run", "-a", sys.executable, __file__, *(argv or sys.argv[1:])]).returncode
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="rummy-wine-") as temporary:
        work = Path(temporary)
        iscc = args.iscc or fetch_iscc(work)
        wine = Wine(work / "prefix")
        wine.keep_server()
        wine.run("wineboot", "--init")
        wine.run("winecfg", "/v", "win10")   # the script's MinVersion is Windows 10 1809
        print(f"Wine prefix ready in {time.perf_counter() - started:.1f} s ({wine.run('--version').stdout.strip()})")
        logs = work / "logs"
        logs.mkdir()
        check = Checker()
        try:
            per_user = {version: compile_setup(wine, iscc, make_payload(work / f"payload-{version}", files, version),
                                               work / "per-user", version, per_user=True)
                        for version, files in PAYLOADS.items()}
            unchanged = compile_setup(wine, iscc, work / "payload-1.1.0" / "rummy-desktop", work / "unchanged",
                                      "1.1.0", per_user=False)
            per_user_run(wine, check, per_user, logs)
            all_users_run(wine, check, unchanged, logs)
        except CheckFailed as error:
            check.failures.append(str(error))
            print(f"FAILED: {error}")
        finally:
            wine.stop_server()
        if check.failures:
            for log in sorted(logs.glob("*.log")):
                print(f"--- {log.name}\n{log.read_text(encoding='utf-8-sig', errors='replace')}")
    verdict = f"{len(check.failures)} failed" if check.failures else "all checks passed"
    print(f"Windows installer under Wine: {verdict} in {time.perf_counter() - started:.0f} s")
    return 1 if check.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
