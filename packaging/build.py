"""Build the Rummy Desktop bundle for this platform with PyInstaller, print its size, and
optionally run its self-test and time its start-up.

    python3 packaging/build.py                     # one folder: dist/rummy-desktop/ (macOS: dist/Rummy Desktop.app)
    python3 packaging/build.py --onefile           # one file:   dist/onefile/rummy-desktop[.exe]
    python3 packaging/build.py --self-test         # ... then run the bundle's --self-test (exit code passed on)
    python3 packaging/build.py --startup-runs 5    # ... then time launch to shown window, bundle versus source
    python3 packaging/build.py --self-test --deb   # Linux: ... then the .deb of the folder (dist/), checked
    python3 packaging/build.py --check-program P   # only run the self-test of an installed program P
    python3 packaging/build.py --print-versions    # only print VERSION= and NUMERIC_VERSION= (Windows: a.b.c.d)
    python3 packaging/build.py --check-tag v1.2.3  # only check that a release tag names the app's version

The spec (packaging/rummy-desktop.spec) decides what goes in; packaging/README.md explains it.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "rummy-desktop.spec"
DIST = ROOT / "dist"
EXE_NAME = "rummy-desktop"
APP_BUNDLE = "Rummy Desktop.app"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""
QUIT_WHEN_SHOWN = "RUMMY_QUIT_WHEN_SHOWN"
"""rummy_desktop.ui.main_window.QUIT_WHEN_SHOWN: the window prints "shown <time.time()>" and quits."""


def bundle_path(onefile: bool) -> Path:
    """What the build produces: the folder, the .app, or the single file."""
    if onefile:
        return DIST / "onefile" / f"{EXE_NAME}{EXE_SUFFIX}"
    if sys.platform == "darwin":
        return DIST / APP_BUNDLE
    return DIST / EXE_NAME


def executable(onefile: bool) -> Path:
    """The program to run inside the bundle (a .app's inner executable on macOS)."""
    bundle = bundle_path(onefile)
    if onefile:
        return bundle
    if sys.platform == "darwin":
        return bundle / "Contents" / "MacOS" / EXE_NAME
    return bundle / f"{EXE_NAME}{EXE_SUFFIX}"


def size_bytes(path: Path) -> int:
    """Bytes on disk of a file or a folder tree; symbolic links count as links, not as their targets."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_symlink() or p.is_file())


def spec_policy() -> dict[str, object]:
    """The names the spec defines above its "--- build" line (plain Python, no PyInstaller needed)."""
    policy, marker, _ = SPEC.read_text(encoding="utf-8").partition("# --- build")
    if not marker:
        raise RuntimeError(f"{SPEC.name} lost its '# --- build' line")
    namespace: dict[str, object] = {}
    exec(compile(policy, str(SPEC), "exec"), namespace)
    return namespace


def versions() -> dict[str, str]:
    """The app's version, and the four numbers of a Windows version resource made of it."""
    sys.path.insert(0, str(ROOT))
    from rummy_desktop import __version__

    numbers = spec_policy()["windows_version_tuple"](__version__)  # type: ignore[operator]
    return {"VERSION": __version__, "NUMERIC_VERSION": ".".join(map(str, numbers))}


def tag_problem(tag: str) -> str | None:
    """Why the release tag ``tag`` does not name the app's version (``v`` + ``__version__``), or None."""
    version = versions()["VERSION"]
    if tag == f"v{version}":
        return None
    return (f"the tag {tag} does not match the app's version {version} (rummy_desktop/__init__.py): "
            f"tag v{version}, or set the version first (release checklist in packaging/README.md)")


def reproducible_env() -> dict[str, str]:
    """What makes two builds of one commit alike: SOURCE_DATE_EPOCH, the commit's time unless already
    set (the Debian package's and archives' file times), and a fixed PYTHONHASHSEED (the order of
    PyInstaller's sets, which decides the order inside base_library.zip and the PYZ)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if not epoch:
        result = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True)
        epoch = result.stdout.strip() if result.returncode == 0 and result.stdout.strip() else "0"
    return {"SOURCE_DATE_EPOCH": epoch, "PYTHONHASHSEED": "0"}


def build(onefile: bool) -> float:
    """Run PyInstaller on the spec; returns the seconds it took."""
    distpath = DIST / "onefile" if onefile else DIST
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", str(distpath), "--workpath", str(ROOT / "build"), str(SPEC),
    ]
    if onefile:
        command += ["--", "--onefile"]
    started = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True, env={**os.environ, **reproducible_env()})
    return time.perf_counter() - started


def run_self_test(program: Path) -> int:
    """Run the bundle's self-test; its output is captured and echoed because a windowed
    Windows program has no console of its own."""
    result = subprocess.run([str(program), "--self-test"], capture_output=True, text=True)
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    return result.returncode


def time_to_window(commands: dict[str, list[str]], runs: int) -> dict[str, list[float]]:
    """Seconds from launching each command until its main window is on screen, `runs` times,
    the commands taken in turn (so the machine's load falls on all alike) after one unmeasured
    warm-up round; offscreen unless QT_QPA_PLATFORM says otherwise."""
    env = {**os.environ, QUIT_WHEN_SHOWN: "1"}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    times: dict[str, list[float]] = {label: [] for label in commands}
    for _ in range(runs + 1):
        for label, command in commands.items():
            launched = time.time()
            output = subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True, text=True).stdout
            shown = re.search(r"^shown (\S+)$", output, re.MULTILINE)
            if shown is None:
                raise RuntimeError(f"{command[0]} did not report its window as shown; it printed: {output!r}")
            times[label].append(float(shown.group(1)) - launched)
    return {label: measured[1:] for label, measured in times.items()}


def package_and_check(bundle: Path) -> int:
    """Make the .deb of the one-folder ``bundle`` and check it, the installed program's self-test included."""
    from linux_package import check_package, make_package

    started = time.perf_counter()
    os.environ.update(reproducible_env())
    deb = make_package(bundle, DIST)
    print(f"built {deb.relative_to(ROOT)} in {time.perf_counter() - started:.0f} s: {deb.stat().st_size / 1e6:.1f} MB")
    started = time.perf_counter()
    problems = check_package(deb)
    for problem in problems:
        print(f"package check: {problem}", file=sys.stderr)
    print(f"check of the package (files, validators, installed self-test) in {time.perf_counter() - started:.0f} s: "
          f"{'FAILED' if problems else 'passed'}")
    return 1 if problems else 0


def describe(label: str, times: list[float]) -> str:
    return (f"{label}: median {statistics.median(times):.2f} s, min {min(times):.2f} s, "
            f"max {max(times):.2f} s over {len(times)} runs")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="build a single executable file")
    parser.add_argument("--self-test", action="store_true", help="run the built bundle's --self-test")
    parser.add_argument("--deb", action="store_true",
                        help="Linux: make the Debian package of the one-folder bundle and check it "
                             "(packaging/linux_package.py)")
    parser.add_argument("--startup-runs", type=int, default=0, metavar="N",
                        help="time N launches until the window is shown, of the bundle and from source")
    parser.add_argument("--check-program", type=Path, metavar="PROGRAM",
                        help="build nothing: run the --self-test of PROGRAM (an installed copy) and pass on its exit code")
    parser.add_argument("--print-versions", action="store_true",
                        help="build nothing: print VERSION=... and NUMERIC_VERSION=... (for a CI environment file)")
    parser.add_argument("--check-tag", metavar="TAG",
                        help="build nothing: fail unless TAG is v<the app's version> (the release workflow's check)")
    args = parser.parse_args(argv)
    if args.check_tag is not None:
        problem = tag_problem(args.check_tag)
        print(problem or f"the tag {args.check_tag} names the app's version", file=sys.stderr if problem else sys.stdout)
        return 1 if problem else 0
    if args.check_program is not None:
        code = run_self_test(args.check_program)
        print(f"self-test of {args.check_program}: {'passed' if code == 0 else f'FAILED (exit {code})'}")
        return code
    if args.print_versions:
        print("\n".join(f"{key}={value}" for key, value in versions().items()))
        return 0
    if args.deb and (args.onefile or not sys.platform.startswith("linux")):
        parser.error("--deb packages the one-folder bundle on Linux")

    seconds = build(args.onefile)
    bundle = bundle_path(args.onefile)
    size = size_bytes(bundle)
    print(f"built {bundle.relative_to(ROOT)} in {seconds:.0f} s: "
          f"{size / 1e6:.1f} MB ({size / 2**20:.1f} MiB)")

    if args.self_test:
        code = run_self_test(executable(args.onefile))
        print(f"self-test of the bundle: {'passed' if code == 0 else f'FAILED (exit {code})'}")
        if code:
            return code
    if args.deb:
        code = package_and_check(bundle)
        if code:
            return code
    if args.startup_runs:
        commands = {"bundle": [str(executable(args.onefile))], "source": [sys.executable, "-m", "rummy_desktop"]}
        for label, times in time_to_window(commands, args.startup_runs).items():
            print(describe(label, times))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
