"""The only place that knows where assets and user data live (source tree vs frozen build).

Assets resolve against ``sys._MEIPASS`` in a PyInstaller build and against the repository
otherwise. User data (settings, autosaves, saves, replays, logs) goes to the per-user
folders from platformdirs, never next to the executable. ``GAMESHELF_HOME`` overrides the
user folders (tests and portable installs use it).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "GameShelf"


def asset_root() -> Path:
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset(*parts: str) -> Path:
    return asset_root().joinpath(*parts)


def _home_override() -> Path | None:
    home = os.environ.get("GAMESHELF_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home_override()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = _home_override()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def _sub(name: str) -> Path:
    path = data_dir() / name
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    return _sub("saves")


def autosave_dir() -> Path:
    return _sub("autosave")


def replays_dir() -> Path:
    return _sub("replays")


def logs_dir() -> Path:
    return _sub("logs")


def settings_file() -> Path:
    return config_dir() / "settings.json"


def autosave_file(game_id: str) -> Path:
    """The running autosave; 'Continue' resumes the newest of these."""
    return autosave_dir() / f"{game_id}-current.jsonl"


def latest_autosave() -> Path | None:
    files = [p for p in autosave_dir().glob("*-current.jsonl") if p.is_file()]
    return max(files, key=lambda p: p.stat().st_mtime) if files else None
