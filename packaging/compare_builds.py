"""Build the Linux bundle, its Debian package and its release archive twice from this checkout, and fail
unless the two builds are the same bytes (what ``.ci/run`` runs; the second build is left in ``dist/``).

    python3 packaging/compare_builds.py

Each build starts from nothing (``build/`` and ``dist/`` removed) and runs ``build.py --self-test --deb``,
so both are complete, checked builds; ``build.py`` fixes their time (``SOURCE_DATE_EPOCH``) and hash seed.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from build import DIST, EXE_NAME, ROOT, reproducible_env
from linux_archive import make_archive

ARCHIVE = "rummy-desktop-linux.tar.gz"
PACKAGE = "package.deb"


def digests(dist: Path, archive: Path) -> dict[str, str]:
    """The SHA-256 of every file of the bundle (a link: where it points), of the package and of the archive."""
    found: dict[str, str] = {}
    for path in sorted((dist / EXE_NAME).rglob("*")):
        name = path.relative_to(dist).as_posix()
        if path.is_symlink():
            found[name] = "link to " + str(path.readlink())
        elif path.is_file():
            found[name] = hashlib.sha256(path.read_bytes()).hexdigest()
    (package,) = dist.glob("*.deb")
    found[PACKAGE] = hashlib.sha256(package.read_bytes()).hexdigest()
    found[ARCHIVE] = hashlib.sha256(archive.read_bytes()).hexdigest()
    return found


def differences(first: dict[str, str], second: dict[str, str]) -> list[str]:
    """The names whose bytes differ, or that only one build has."""
    return sorted(name for name in first.keys() | second.keys() if first.get(name) != second.get(name))


def build_once(archive: Path) -> dict[str, str]:
    for made in (ROOT / "build", DIST):
        shutil.rmtree(made, ignore_errors=True)
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--self-test", "--deb"], cwd=ROOT, check=True)
    make_archive(DIST, archive, reproducible_env()["SOURCE_DATE_EPOCH"])
    return digests(DIST, archive)


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        first = build_once(Path(folder) / "first.tar.gz")
        second = build_once(Path(folder) / "second.tar.gz")
    differ = differences(first, second)
    for name in differ[:20]:
        print(f"differs between the two builds: {name}", file=sys.stderr)
    print(f"two builds compared: {len(first)} files (the bundle's, the package, the archive): "
          f"{f'{len(differ)} DIFFER' if differ else 'the same bytes'}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
