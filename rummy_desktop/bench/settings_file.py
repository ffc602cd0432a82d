"""Start-up with a 50 MB settings file (docs/benchmarks.md, issue 13).

``python3 -m rummy_desktop.bench.settings_file [runs]`` starts the app as
:func:`rummy_desktop.bench.table.measure_launch` does, ``runs`` times without a
settings file and ``runs`` times with a 50 MB one where Qt keeps the app's
settings, taken in turn so that the machine's load falls on both alike. Each
launch gets fresh, temporary settings and data folders (``XDG_CONFIG_HOME``,
``XDG_DATA_HOME``): nothing of the player's is read or written. The file holds
``keyN=value`` lines, as a settings file grown by another program might.

It imports nothing of the app but :func:`measure_launch`, so the same file times
another copy of the app too (run it from that copy's folder).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from pathlib import Path

from rummy_desktop.bench.table import measure_launch

__all__ = ["HUGE_BYTES", "write_huge_settings", "measure", "main"]

HUGE_BYTES = 50 * 1024 * 1024
_FOLDERS = ("XDG_CONFIG_HOME", "XDG_DATA_HOME")


def write_huge_settings(path: Path, size: int = HUGE_BYTES) -> None:
    """An INI file of ``size`` bytes: a [General] group of numbered keys."""
    path.parent.mkdir(parents=True, exist_ok=True)
    line = "padding_{:09d}=a value nobody reads, over and over again\n"
    with path.open("w", encoding="ascii") as stream:
        stream.write("[General]\n")
        for number in range((size - 10) // len(line.format(0))):
            stream.write(line.format(number))


def _launch(huge: Path | None) -> float:
    """Seconds to the window shown, in fresh folders; with ``huge``, a hard link to it is the settings file."""
    saved = {name: os.environ.get(name) for name in _FOLDERS}
    with tempfile.TemporaryDirectory() as home:
        os.environ.update({name: str(Path(home) / name) for name in _FOLDERS})
        if huge is not None:
            settings = Path(home) / "XDG_CONFIG_HOME" / "RummyDesktop" / "rummy_desktop.conf"
            settings.parent.mkdir(parents=True)
            os.link(huge, settings)
        try:
            return measure_launch(1)[0]
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


def measure(runs: int) -> dict[str, list[float]]:
    """Launch times without a settings file and with the 50 MB one, ``runs`` of each."""
    times: dict[str, list[float]] = {"none": [], "50 MB": []}
    with tempfile.TemporaryDirectory() as folder:
        huge = Path(folder) / "huge.conf"
        write_huge_settings(huge)
        for _ in range(runs):
            times["none"].append(_launch(None))
            times["50 MB"].append(_launch(huge))
    return times


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    for kind, seconds in measure(runs).items():
        print(f"settings file {kind}: launch to window shown median {statistics.median(seconds):.2f} s "
              f"(min {min(seconds):.2f}, max {max(seconds):.2f}, {len(seconds)} runs)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
