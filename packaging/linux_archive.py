"""The Linux release archive of the one-folder bundle: ``rummy-desktop/`` in a ``.tar.gz`` that two builds
of one commit make byte for byte alike (members sorted by name, every time the commit's, no owner
names, no time in the gzip header), keeping what an artifact upload would lose: links and
executable bits.

    python3 packaging/linux_archive.py dist OUT.tar.gz    # the release workflow's archive
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from build import EXE_NAME, reproducible_env


def make_archive(dist: Path, out: Path, epoch: str) -> Path:
    """Archive ``dist``/rummy-desktop into ``out`` with every file time set to ``epoch`` (seconds)."""
    with open(out, "wb") as archive:
        tar = subprocess.Popen(
            ["tar", "-C", str(dist), "--sort=name", f"--mtime=@{epoch}", "--owner=0", "--group=0",
             "--numeric-owner", "-cf", "-", EXE_NAME],
            stdout=subprocess.PIPE,
        )
        gzip = subprocess.run(["gzip", "-n", "-9"], stdin=tar.stdout, stdout=archive, check=False)
        assert tar.stdout is not None
        tar.stdout.close()
        if tar.wait() != 0 or gzip.returncode != 0:
            raise RuntimeError(f"tar or gzip failed making {out}")
    return out


def main(argv: list[str]) -> int:
    dist, out = (Path(word) for word in argv)
    make_archive(dist, out, reproducible_env()["SOURCE_DATE_EPOCH"])
    print(f"archived {dist / EXE_NAME} in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
