"""Build the standalone `gameshelf` executable with PyInstaller, then run its self-test.

Usage: python build_scripts/build.py [--no-self-test]

One file, windowed (double-click opens the game, no console window), every asset
bundled. The built program is run once with --self-test (loads every asset and catalog,
plays a few AI turns of every game headless) and the build fails if that fails.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
NAME = "gameshelf"
SEP = ";" if os.name == "nt" else ":"


def pyinstaller_args() -> list[str]:
    return [
        "--noconfirm",
        "--clean",
        "--onefile",
        "--windowed",
        "--name",
        NAME,
        "--distpath",
        str(DIST),
        "--workpath",
        str(ROOT / "build" / "pyinstaller"),
        "--specpath",
        str(ROOT / "build"),
        "--paths",
        str(ROOT),
        "--add-data",
        f"{ROOT / 'assets'}{SEP}assets",
        *package_data_args(),
        "--collect-submodules",
        "game",
        "--collect-data",
        "font_source_sans_pro",
        "--collect-submodules",
        "websockets",  # network play: the library imports parts of itself lazily
        "--exclude-module",
        "tkinter",
        "--exclude-module",
        "pytest",
        "--exclude-module",
        "hypothesis",
        str(ROOT / "build_scripts" / "launcher.py"),
    ]


def package_data_args() -> list[str]:
    """Data files that live inside the `game` package (catalogs, game content tables)."""
    folders = [ROOT / "game" / "i18n"] + sorted((ROOT / "game" / "games").glob("*/data"))
    args: list[str] = []
    for folder in folders:
        if folder.is_dir():
            args += ["--add-data", f"{folder}{SEP}{folder.relative_to(ROOT).as_posix()}"]
    return args


def build() -> Path:
    import PyInstaller.__main__

    PyInstaller.__main__.run(pyinstaller_args())
    exe = DIST / (NAME + (".exe" if os.name == "nt" else ""))
    if not exe.exists():
        raise SystemExit(f"build failed: {exe} was not produced")
    return exe


def self_test(exe: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.setdefault("GAMESHELF_HOME", tempfile.mkdtemp(prefix="gameshelf-selftest-"))
    started = time.perf_counter()
    result = subprocess.run([str(exe), "--self-test"], env=env, capture_output=True, text=True, timeout=600)
    took = time.perf_counter() - started
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    if result.returncode != 0:
        raise SystemExit(f"self-test of {exe} failed with exit status {result.returncode}")
    size_mb = exe.stat().st_size / 1e6
    print(f"self-test passed in {took:.1f} s; {exe} is {size_mb:.1f} MB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-self-test", action="store_true")
    args = parser.parse_args()
    exe = build()
    if not args.no_self_test:
        self_test(exe)
    return 0


if __name__ == "__main__":
    sys.exit(main())
