"""Two builds compared byte for byte (packaging/compare_builds.py) and the release archive they compare
(packaging/linux_archive.py): the same tree archived again, at other file times, is the same bytes."""

from __future__ import annotations

import hashlib
import os
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

from compare_builds import ARCHIVE, PACKAGE, differences, digests  # noqa: E402
from linux_archive import make_archive  # noqa: E402


def a_bundle(dist: Path, stamp: int) -> None:
    """A small stand-in bundle with a program, a library link and a data file, all dated ``stamp``."""
    bundle = dist / "rummy-desktop"
    (bundle / "_internal").mkdir(parents=True)
    program = bundle / "rummy-desktop"
    program.write_bytes(b"\x7fELF stand-in")
    program.chmod(0o755)
    (bundle / "_internal" / "libx.so.1.2").write_bytes(b"library")
    (bundle / "_internal" / "libx.so.1").symlink_to("libx.so.1.2")
    (bundle / "_internal" / "data.json").write_text("{}")
    for path in [*bundle.rglob("*"), bundle]:
        os.utime(path, (stamp, stamp), follow_symlinks=False)
    (dist / "rummy-desktop_1.0_amd64.deb").write_bytes(b"!<arch>")


def test_the_archive_of_one_tree_is_the_same_bytes_whatever_its_file_times(tmp_path: Path) -> None:
    a_bundle(tmp_path / "one", 1_600_000_000)
    a_bundle(tmp_path / "two", 1_700_000_000)
    one = make_archive(tmp_path / "one", tmp_path / "one.tar.gz", "1764633600")
    two = make_archive(tmp_path / "two", tmp_path / "two.tar.gz", "1764633600")
    assert hashlib.sha256(one.read_bytes()).digest() == hashlib.sha256(two.read_bytes()).digest()
    with tarfile.open(one) as archive:
        members = {member.name: member for member in archive.getmembers()}
    assert members["rummy-desktop/rummy-desktop"].mode & 0o111
    assert members["rummy-desktop/_internal/libx.so.1"].issym()
    assert {member.mtime for member in members.values()} == {1764633600}
    assert {member.uname for member in members.values()} == {""}
    other = make_archive(tmp_path / "one", tmp_path / "other.tar.gz", "1764633601")
    assert other.read_bytes() != one.read_bytes()   # the time is in it: two commits differ


def test_a_file_that_differs_or_that_one_build_lacks_is_named(tmp_path: Path) -> None:
    a_bundle(tmp_path / "one", 1_600_000_000)
    a_bundle(tmp_path / "two", 1_600_000_000)
    first = digests(tmp_path / "one", make_archive(tmp_path / "one", tmp_path / "one.tar.gz", "1"))
    assert differences(first, digests(tmp_path / "two", make_archive(tmp_path / "two", tmp_path / "two.tar.gz", "1"))) == []
    (tmp_path / "two" / "rummy-desktop" / "_internal" / "data.json").write_text('{"a": 1}')
    (tmp_path / "two" / "rummy-desktop" / "extra.txt").write_text("new")
    second = digests(tmp_path / "two", make_archive(tmp_path / "two", tmp_path / "two.tar.gz", "1"))
    assert differences(first, second) == [ARCHIVE, "rummy-desktop/_internal/data.json", "rummy-desktop/extra.txt"]
    assert first["rummy-desktop/_internal/libx.so.1"] == "link to libx.so.1.2" and PACKAGE in first
