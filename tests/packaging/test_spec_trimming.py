"""The bundle's trimming (packaging/rummy-desktop.spec, packaging/icu_data.py) never drops
what the app imports or needs, and the bundle puts the assets where the app looks."""

from __future__ import annotations

import ast
import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
import PySide6
from PySide6.QtCore import QLibraryInfo

from rummy_desktop import resources

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "rummy-desktop.spec"


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


icu_data = _load(ROOT / "packaging" / "icu_data.py")


def spec_policy() -> dict:
    """The spec's policy part: everything above its "--- build" line."""
    policy, marker, _ = SPEC.read_text().partition("# --- build")
    assert marker, "the spec lost its '# --- build' line"
    namespace: dict = {}
    exec(compile(policy, str(SPEC), "exec"), namespace)
    return namespace


POLICY = spec_policy()


def app_imports() -> set[str]:
    """Every module named in an import statement anywhere in rummy_desktop (also inside functions)."""
    names: set[str] = set()
    for path in (ROOT / "rummy_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
                names |= {f"{node.module}.{alias.name}" for alias in node.names}
    return names


def test_no_pyside6_module_the_app_imports_is_excluded():
    used = {name.split(".")[1] for name in app_imports() if name.startswith("PySide6.Qt")}
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= used
    assert not used & set(POLICY["UNUSED_PYSIDE6_MODULES"])


def test_no_standard_module_the_app_imports_is_excluded():
    used = {name.split(".")[0] for name in app_imports()}
    assert not used & {*POLICY["UNUSED_STDLIB_MODULES"], *POLICY["UNUSED_ON_LINUX"]}


def test_only_the_solver_benchmark_imports_what_the_bundle_leaves_out():
    """numpy, cvxpy and the peer solver are the benchmark's (the `bench` extra), never the game's."""
    excluded = set(POLICY["BENCHMARK_ONLY_MODULES"])
    users = set()
    for path in (ROOT / "rummy_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names = {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = {node.module}
            else:
                continue
            if {name.split(".")[0] for name in names} & excluded:
                users.add(path.relative_to(ROOT).as_posix())
    assert users and all(user.startswith("rummy_desktop/bench/") for user in users), users


def test_the_app_runs_without_the_excluded_modules():
    """With the excluded modules blocked (the bundle lacks them), every app module imports and
    the self-test passes: nothing on those paths needs them, directly or indirectly."""
    blocked = [*POLICY["UNUSED_STDLIB_MODULES"], *POLICY["BENCHMARK_ONLY_MODULES"], *POLICY["UNUSED_ON_LINUX"],
               *(f"PySide6.{m}" for m in POLICY["UNUSED_PYSIDE6_MODULES"])]
    script = (
        "import importlib, pkgutil, sys\n"
        f"sys.modules.update(dict.fromkeys({blocked!r}))\n"
        "import rummy_desktop\n"
        "for module in pkgutil.walk_packages(rummy_desktop.__path__, 'rummy_desktop.'):\n"
        "    importlib.import_module(module.name)\n"
        "from rummy_desktop.app import main\n"
        "sys.exit(main(['--self-test']))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
    "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
    "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/plugins/styles/qmodernwindowsstyle.dll",
    "PySide6/plugins/imageformats/qsvg.dll",
    "PySide6\\plugins\\iconengines\\qsvgicon.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg",
    "PySide6/Qt6Gui.dll",
])
def test_what_the_app_needs_is_kept(dest):
    assert POLICY["keep_binary"](dest)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platforms/libqvnc.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so",
    "PySide6/plugins/tls/qopensslbackend.dll",
    "PySide6/opengl32sw.dll",
])
def test_what_the_app_does_not_use_is_dropped(dest):
    assert not POLICY["keep_binary"](dest)


def test_on_this_platform_exactly_the_needed_platform_plugins_stay():
    """Against the installed wheel: of its platform plugins, only the desktop ones and offscreen."""
    package = Path(PySide6.__file__).parent
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
    kept = {
        POLICY["plugin_of"](f"PySide6/{plugin.relative_to(package).as_posix()}")[1]
        for plugin in folder.iterdir() if POLICY["keep_binary"](f"PySide6/{plugin.relative_to(package).as_posix()}")
    }
    expected = {"win32": {"qwindows", "qoffscreen"}, "darwin": {"qcocoa", "qoffscreen"}}
    assert kept == expected.get(sys.platform, {"qxcb", "qwayland", "qoffscreen"})


@pytest.mark.parametrize("dest, kept", [
    ("PySide6/Qt/translations/qtbase_he.qm", True),
    ("PySide6/Qt/translations/qt_en.qm", True),
    ("PySide6/translations/qtbase_he.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qtbase_pt_BR.qm", False),
    ("PySide6/Qt/translations/qt_help_en.qm", False),
    ("PySide6/Qt/translations/designer_he.qm", False),
    ("assets/translations/rummy_de.qm", True),
    ("assets/translations/rummy_he.ts", False),
    ("assets/__init__.py", False),
])
def test_translations_only_for_the_apps_languages(dest, kept):
    assert POLICY["keep_data"](dest) is kept


def test_qts_own_catalogues_for_the_apps_languages_are_kept():
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    present = [f"qtbase_{language}.qm" for language in POLICY["APP_LANGUAGES"]
               if (folder / f"qtbase_{language}.qm").exists()]
    assert "qtbase_he.qm" in present
    assert all(POLICY["keep_data"](f"PySide6/Qt/translations/{name}") for name in present)


def test_every_asset_is_bundled_where_the_frozen_app_looks(monkeypatch, tmp_path):
    (source, dest), = POLICY["BUNDLED_DATA"]
    assets = [p for p in (ROOT / source).rglob("*") if p.is_file() and p.suffix not in {".py", ".pyc", ".ts"}
              and "__pycache__" not in p.parts]
    assert any(p.suffix == ".svg" for p in assets)
    assert all(POLICY["keep_data"](f"{dest}/{p.relative_to(ROOT / source).as_posix()}") for p in assets)

    resources.assets_dir.cache_clear()
    assert resources.assets_dir() == ROOT / source  # from source
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources.assets_dir.cache_clear()
    try:
        assert resources.assets_dir() == tmp_path / dest  # frozen
    finally:
        monkeypatch.undo()
        resources.assets_dir.cache_clear()


def test_libraries_only_dropped_binaries_link_are_orphans():
    links = {
        "gtk-plugin": {"gtk", "glib"},
        "gtk": {"pango", "glib"},
        "pango": {"glib"},
        "qt-gui": {"glib", "x11"},
        "xcb-plugin": {"qt-gui", "x11"},
        "_ssl": {"crypto"},
    }
    kept = [("PySide6/Qt/plugins/platforms/libqxcb.so", "xcb-plugin", "BINARY"), ("gui", "qt-gui", "BINARY"),
            ("gtk", "gtk", "BINARY"), ("pango", "pango", "BINARY"), ("glib", "glib", "BINARY"),
            ("x11", "x11", "BINARY"), ("python", "libpython", "BINARY"), ("_ssl", "_ssl", "EXTENSION"),
            ("crypto", "crypto", "BINARY")]
    dropped = [("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "gtk-plugin", "BINARY")]
    found = POLICY["orphans"](kept, dropped, lambda src: links.get(src, set()))
    assert found == {"gtk", "pango"}  # glib stays: Qt links it too; libpython and _ssl are loaded by path


def test_symlinks_to_dropped_files_go_too():
    datas = [("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
             ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
             ("assets/x.svg", "/src/assets/x.svg", "DATA")]
    assert POLICY["dangling_symlinks"](datas, {"PySide6/Qt/lib/libQt6Core.so.6"}) == {"libQt6Network.so.6"}


def test_windows_version_numbers():
    assert POLICY["windows_version_tuple"]("0.1.0") == (0, 1, 0, 0)
    assert POLICY["windows_version_tuple"]("1.2.3rc1+local") == (1, 2, 3, 0)
    assert POLICY["windows_version_tuple"]("2") == (2, 0, 0, 0)


# --- the ICU data library (Linux) -----------------------------------------------------------

ICU_LIBRARY = next((Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.LibrariesPath))).glob("libicudata.so.*"))


def test_icu_package_is_rebuilt_byte_for_byte():
    _, package = icu_data.package_in_library(ICU_LIBRARY)
    assert icu_data.write_package(*icu_data.read_package(package)) == package


@pytest.mark.parametrize("name, kept", [
    ("coll/he.res", True), ("coll/mk.res", True), ("coll/sq.res", True), ("coll/mr.res", True),
    ("coll/en_GB.res", True), ("iw.res", True), ("coll/root.res", True), ("coll/ucadata.icu", True),
    ("res_index.res", True), ("pool.res", True), ("zoneinfo64.res", True), ("brkitr/line.brk", True),
    ("coll/de.res", False), ("zh_Hant.res", False), ("curr/fr.res", False),
    ("ibm-943_P15A-2003.cnv", False), ("brkitr/cjdict.dict", False),
])
def test_icu_items_kept(name, kept):
    assert icu_data.keep_item(name, POLICY["APP_LANGUAGES"]) is kept


def test_trimmed_icu_library_holds_the_apps_languages(tmp_path):
    library = icu_data.trimmed_library(ICU_LIBRARY, POLICY["APP_LANGUAGES"], tmp_path)
    symbol, package = icu_data.package_in_library(library)
    _, prefix, items = icu_data.read_package(package)
    names = [name for name, _ in items]
    assert symbol == icu_data.package_in_library(ICU_LIBRARY)[0]
    assert prefix.startswith("icudt")
    assert {"coll/he.res", "coll/mk.res", "coll/sq.res", "coll/mr.res", "coll/root.res"} <= set(names)
    assert "coll/de.res" not in names
    assert names == sorted(names)  # ICU finds items by binary search
    assert library.stat().st_size < ICU_LIBRARY.stat().st_size / 4


def test_the_mac_app_declares_the_saves_file_type_and_opens_it() -> None:
    """Finder opens ``.rummy`` files with the app: the type is declared (a kind of JSON) and the app owns it."""
    from rummy_desktop.desktop_entry import MIME_TYPE
    from rummy_desktop.ui.app_services import SAVE_SUFFIX

    policy = spec_policy()
    plist = policy["macos_document_types"]("org.example.App")
    declared = plist["UTExportedTypeDeclarations"][0]
    assert declared["UTTypeTagSpecification"]["public.filename-extension"] == [SAVE_SUFFIX.lstrip(".")]
    assert declared["UTTypeTagSpecification"]["public.mime-type"] == [MIME_TYPE]
    assert "public.json" in declared["UTTypeConformsTo"]
    document = plist["CFBundleDocumentTypes"][0]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]] == ["org.example.App.game"]
    assert document["LSHandlerRank"] == "Owner"


def test_the_mac_app_refuses_macos_older_than_qts_minimum() -> None:
    """Qt 6.11 needs macOS 13: the Info.plist says so, so Finder refuses older systems itself."""
    plist = spec_policy()["macos_info_plist"]("org.example.App", "1.2.3")
    assert plist["LSMinimumSystemVersion"] == "13.0"
    assert plist["CFBundleVersion"] == "1.2.3"
    assert plist["CFBundleDocumentTypes"][0]["LSItemContentTypes"] == ["org.example.App.game"]


def test_statistics_computes_without_its_c_accelerator_the_linux_bundle_leaves_out():
    """The Linux bundle has no _statistics (UNUSED_ON_LINUX): the module's pure-Python fallback gives
    the same inverse normal distribution."""
    assert "_statistics" in POLICY["UNUSED_ON_LINUX"]
    script = ("import sys; sys.modules['_statistics'] = None\n"
              "import statistics\n"
              "print(statistics.NormalDist(0, 1).inv_cdf(0.975), statistics.median([3, 1, 2]))\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    quantile, median = result.stdout.split()
    assert abs(float(quantile) - 1.959963984540054) < 1e-12 and median == "2"
