"""The third-party licence texts every bundle carries in its ``licenses`` folder.

The spec calls :func:`gather` while it builds: it copies ``packaging/licenses/`` (the notices,
Qt's LGPL-3.0 and GPL-3.0, ICU's licence), the app's own ``LICENSE``, the build Python's licence
(``Python.txt``: the exact interpreter bundled) and, on Debian or Ubuntu build machines, the
``copyright`` file of the Debian package of every system library the bundle copies
(``system/<package>.txt``). The Debian package's ``copyright`` points to the same folder
(``packaging/linux_package.py``), and the Windows installer shows the notices before installing.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Iterable

ROOT = Path(__file__).resolve().parent.parent
TEXTS = ROOT / "packaging" / "licenses"
NOTICES = "THIRD-PARTY-NOTICES.txt"
BUNDLE_FOLDER = "licenses"
"""Where the texts go inside the bundle (``_internal/licenses``; the .app's ``Contents/Resources/licenses``)."""


def python_licence() -> Path:
    """The running Python's own licence file (python.org and pyenv builds: next to the standard
    library; the Windows installer: in the installation's root)."""
    for candidate in (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt", Path(sys.base_prefix) / "LICENSE.txt"):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"no LICENSE.txt of the Python in {sys.base_prefix}: the bundle must carry it")


def debian_packages(paths: Iterable[str]) -> set[str]:
    """The Debian packages (without architecture) that installed these files; files of no package
    (the wheels' own, a Python built from source) are left out. Empty where there is no dpkg."""
    files = sorted({str(Path(path).resolve()) for path in paths if path.startswith(("/usr/", "/lib"))})
    if not files or shutil.which("dpkg") is None:
        return set()
    # dpkg -S knows each file by the path its package installed: /lib and /usr/lib both, on merged-/usr systems.
    queries = files + [path.removeprefix("/usr") for path in files if path.startswith("/usr/lib")]
    output = subprocess.run(["dpkg", "-S", *queries], capture_output=True, text=True).stdout
    return {line.split(":", 1)[0].split(",")[0].strip() for line in output.splitlines() if ": " in line}


def gather(target: Path, system_libraries: Iterable[str] = ()) -> list[tuple[str, str]]:
    """Copy every licence text into ``target`` (made afresh) and return (path inside the bundle,
    source) pairs for the spec's data files."""
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(TEXTS, target)
    shutil.copyfile(ROOT / "LICENSE", target / "LICENSE")
    shutil.copyfile(python_licence(), target / "Python.txt")
    for package in sorted(debian_packages(system_libraries)):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if copyright_file.is_file():
            (target / "system").mkdir(exist_ok=True)
            shutil.copyfile(copyright_file, target / "system" / f"{package}.txt")
    return [(f"{BUNDLE_FOLDER}/{path.relative_to(target).as_posix()}", str(path))
            for path in sorted(target.rglob("*")) if path.is_file()]
