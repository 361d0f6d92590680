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


def new_autosave_file(game_id: str) -> Path:
    """A fresh autosave for a new running game. Every game in progress keeps its own file,
    so starting a game never wipes another one."""
    import secrets
    import time

    stamp = time.strftime("%Y%m%d-%H%M%S")
    return autosave_dir() / f"{game_id}-{stamp}-{secrets.token_hex(3)}.jsonl"


def is_finished_save(path: Path) -> bool:
    """Whether a save ends with a result line (read from its tail only: saves can be long)."""
    try:
        with open(path, "rb") as fh:
            fh.seek(0, 2)
            end = fh.tell()
            tail = b""
            while end > 0:  # read back to the newline before the last line
                start = max(0, end - 65536)
                fh.seek(start)
                tail = fh.read(end - start) + tail
                end = start
                if b"\n" in tail.rstrip():
                    break
            tail = tail.rstrip().rsplit(b"\n", 1)[-1]
    except OSError:
        return False
    return tail.startswith(b'{"type":"result"') or tail.startswith(b'{"type": "result"')


def autosaves(game_id: str | None = None, running_only: bool = True) -> list[Path]:
    """Autosaves, newest first; by default only games still in progress (finished ones drop out)."""
    try:
        files = [p for p in autosave_dir().glob("*.jsonl") if p.is_file()]
    except OSError:
        return []
    if game_id is not None:
        files = [p for p in files if p.name.startswith(game_id + "-")]
    if running_only:
        files = [p for p in files if not is_finished_save(p)]

    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(files, key=mtime, reverse=True)


def running_autosaves(game_id: str | None = None) -> list[Path]:
    """The running games, newest first ("Continue" resumes the first)."""
    return autosaves(game_id)


def autosave_file(game_id: str) -> Path:
    """The newest autosave of this game (finished or not), or a fresh name if there is none."""
    found = autosaves(game_id, running_only=False)
    return found[0] if found else new_autosave_file(game_id)


def latest_autosave() -> Path | None:
    running = running_autosaves()
    return running[0] if running else None


def prune_finished_autosaves(keep: int = 10) -> None:
    """Finished games stay as records for a while (a campaign scenario's result is read
    from them); beyond the newest ``keep`` they are removed."""
    for path in [p for p in autosaves(running_only=False) if is_finished_save(p)][keep:]:
        try:
            path.unlink()
        except OSError:
            pass
