"""What a network game keeps on disk besides its save: the host's table card, the joiner's list.

The host's autosave is an ordinary save (its seats say ``remote``); beside it,
``<autosave>.net.json`` keeps what a restarted host needs to be found again by the same
players: the invite code, the port and address it listened on, which seats are remote (also
while the AI stands in for one) and where the replay goes at the end. A joiner keeps the games
it joined (``net/joined.json`` in the user data folder) so Running games can offer Rejoin.
Both are small JSON files written atomically; a damaged one is ignored, never fatal.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from game import paths
from game.engine.replay import loads_json

MAX_JOINED = 20


def card_path(save: Path) -> Path:
    return Path(str(save) + ".net.json")


def _write(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _read(path: Path) -> Any:
    try:
        if path.stat().st_size > 1_000_000:
            return None
        return loads_json(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None


def write_card(save: Path, code: str, port: int, bind: str, remote: list[bool], out: str | None) -> None:
    _write(card_path(save), {"code": code, "port": port, "bind": bind, "remote": remote, "out": out})


def read_card(save: Path) -> dict[str, Any] | None:
    """The table card of a host's save, or None when the save is no network game."""
    data = _read(card_path(save))
    if not isinstance(data, dict) or not isinstance(data.get("code"), str) or not isinstance(data.get("remote"), list):
        return None
    return data


# ----- the joiner's list ----------------------------------------------------------------------
def _joined_file() -> Path:
    return paths.data_dir() / "net" / "joined.json"


def joined_games() -> list[dict[str, Any]]:
    """Games this computer joined, newest first: url, code, seat, name, game, names, time."""
    data = _read(_joined_file())
    if not isinstance(data, list):
        return []
    return [g for g in data if isinstance(g, dict) and isinstance(g.get("url"), str) and isinstance(g.get("seat"), int)]


def remember_joined(url: str, code: str, seat: int, name: str, game: str, names: list[str], token: str = "") -> None:
    games = [g for g in joined_games() if not (g.get("url") == url and g.get("code") == code and g.get("seat") == seat)]
    games.insert(0, {"url": url, "code": code, "seat": seat, "name": name, "game": game, "names": names,
                     "token": token, "time": time.time()})
    try:
        _write(_joined_file(), games[:MAX_JOINED])
    except OSError:
        pass


def forget_joined(url: str, code: str, seat: int) -> None:
    """A joined game that is over leaves the list (Running games offers only games to go back to)."""
    games = joined_games()
    kept = [g for g in games if not (g.get("url") == url and g.get("code") == code and g.get("seat") == seat)]
    if len(kept) != len(games):
        try:
            _write(_joined_file(), kept)
        except OSError:
            pass
