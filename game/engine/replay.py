"""Replay / save files (architecture section 8): JSON Lines, UTF-8, one object per line.

Reading is strict and every failure is a ``ReplayError`` with one clear line, so a damaged,
truncated, empty or foreign file never leaks a traceback to the user. Writing is atomic
(temp file in the same folder, fsync, rename) so a crash mid-write leaves the old file.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FORMAT = "gameshelf-replay"
VERSION = 1
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_NUMBER_DIGITS = 400  # far above any count, seed or score a save holds


class ReplayError(ValueError):
    """A save or replay file that cannot be used; the message names the problem.

    ``key``/``fmt`` (optional) name the catalog line that says the same in the player's
    language; ``explain`` picks it. ``names`` holds the game's name per language for it."""

    def __init__(self, message: str, key: str | None = None, names: dict[str, str] | None = None,
                 **fmt: Any) -> None:
        super().__init__(message)
        self.key = key
        self.names = dict(names or {})
        self.fmt = fmt


def explain(exc: BaseException, tr: Any, lang: str = "en") -> str:
    """``exc`` in the player's words: its catalog line (``tr(key, **fmt)``) if it has one."""
    key = getattr(exc, "key", None)
    if key:
        names = getattr(exc, "names", {}) or {}
        fmt = dict(getattr(exc, "fmt", {}) or {}, game=names.get(lang) or names.get("en", ""))
        try:
            text = tr(key, **fmt)
        except Exception:  # a catalog without the line: the English message is still clear
            text = ""
        if text and text != key:
            return text
    return str(exc)


def _version_tuple(v: Any) -> tuple[int, ...] | None:
    try:
        return tuple(int(x) for x in str(v).split("."))
    except ValueError:
        return None


def version_error(header: dict[str, Any], current: str, label: str, names: dict[str, str],
                  cause: BaseException) -> ReplayError | None:
    """The error to show when a save stops replaying and another app version wrote it: its
    moves were checked against rules that have changed since, so the save is not damaged,
    it just cannot be resumed here. None when the versions agree (then it is damage)."""
    saved = header.get("app_version")
    if not isinstance(saved, str) or not saved or saved == current:
        return None
    older = (_version_tuple(saved) or (0,)) < (_version_tuple(current) or (0,))
    game = names.get("en") or str(header.get("game", ""))
    age = "an older" if older else "a newer"
    message = (f"{label}: this save was made by {age} version of the {game} rules (Game Shelf {saved}, "
               f"this is {current}) and can't be resumed ({str(cause).removeprefix(label + ': ')})")
    return ReplayError(message, "load.old_rules" if older else "load.new_rules", names,
                       version=saved, current=current)


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise ValueError(f"a number has {len(text)} digits")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS:
        raise ValueError(f"a number has {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:20]} is out of range")
    return value


def _constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def loads_json(text: str) -> Any:
    """``json.loads`` for text a user can hand us (saves, settings, campaign progress).

    Anything unusable raises ``ValueError`` with a short reason, never another exception:
    invalid JSON, NaN or Infinity, numbers out of range or absurdly long, nesting deeper than
    Python's recursion limit, or text too large for memory.
    """
    try:
        return json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except MemoryError:
        raise ValueError("too large to read") from None


@dataclass
class ReplayFile:
    header: dict[str, Any]
    steps: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] | None = None


def make_header(
    *,
    game: str,
    players: int,
    seats: list[str],
    names: list[str],
    options: dict[str, Any],
    seed: int,
    app_version: str,
    initial_state: Any,
) -> dict[str, Any]:
    return {
        "type": "header",
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "players": players,
        "seats": list(seats),
        "names": list(names),
        "options": dict(options),
        "seed": seed,
        "app_version": app_version,
        "initial_state": initial_state,
    }


def dumps_lines(rf: ReplayFile) -> str:
    lines = [json.dumps(rf.header, ensure_ascii=False, separators=(",", ":"))]
    lines += [json.dumps(s, ensure_ascii=False, separators=(",", ":")) for s in rf.steps]
    if rf.result is not None:
        lines.append(json.dumps(rf.result, ensure_ascii=False, separators=(",", ":")))
    return "\n".join(lines) + "\n"


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old or the new file, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_replay(path: Path, rf: ReplayFile) -> None:
    atomic_write_text(Path(path), dumps_lines(rf))


def read_replay(path: Path) -> ReplayFile:
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise ReplayError(f"{path}: no such file") from None
    except OSError as exc:
        raise ReplayError(f"{path}: cannot read ({exc.strerror})") from None
    if path.is_dir():
        raise ReplayError(f"{path}: is a folder, not a save file")
    if size == 0:
        raise ReplayError(f"{path}: the file is empty")
    if size > MAX_FILE_BYTES:
        raise ReplayError(f"{path}: too large to be a save file ({size} bytes)")
    try:
        raw = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        raise ReplayError(f"{path}: not a Game Shelf save (not UTF-8 text)") from None
    except MemoryError:
        raise ReplayError(f"{path}: too large to read") from None
    except OSError as exc:
        raise ReplayError(f"{path}: cannot read ({exc.strerror})") from None
    return parse_replay(raw.removeprefix("\ufeff"), str(path))


def parse_replay(raw: str, label: str = "file") -> ReplayFile:
    objects = _parse_lines(raw, label)
    if not objects:
        raise ReplayError(f"{label}: the file is empty")
    header = objects[0]
    _check_header(header, label)
    rf = ReplayFile(header=header)
    for lineno, obj in enumerate(objects[1:], start=2):
        kind = obj.get("type")
        if rf.result is not None:
            raise ReplayError(f"{label}: line {lineno}: nothing may follow the result line")
        if kind == "step":
            _check_step(obj, len(rf.steps), label, lineno)
            rf.steps.append(obj)
        elif kind == "result":
            rf.result = obj
        else:
            raise ReplayError(f"{label}: line {lineno}: unknown line type {kind!r}")
    return rf


def _parse_lines(raw: str, label: str) -> list[dict[str, Any]]:
    objects: list[dict[str, Any]] = []
    lines = raw.split("\n")
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            obj = loads_json(line)
        except json.JSONDecodeError:
            last = lineno == len(lines) or all(not rest.strip() for rest in lines[lineno:])
            why = "truncated (the last line is incomplete)" if last else "not valid JSON"
            raise ReplayError(f"{label}: line {lineno}: {why}") from None
        except ValueError as exc:
            raise ReplayError(f"{label}: line {lineno}: not usable JSON ({exc})") from None
        if not isinstance(obj, dict):
            raise ReplayError(f"{label}: line {lineno}: expected a JSON object")
        objects.append(obj)
    return objects


def _check_header(h: dict[str, Any], label: str) -> None:
    if h.get("type") != "header" or h.get("format") != FORMAT:
        raise ReplayError(f"{label}: not a Game Shelf save or replay file")
    if h.get("version") != VERSION:
        raise ReplayError(f"{label}: replay version {h.get('version')!r} is not supported (expected {VERSION})")
    needed = {"game": str, "players": int, "seats": list, "options": dict, "seed": int}
    for key, typ in needed.items():
        if not isinstance(h.get(key), typ) or isinstance(h.get(key), bool):
            raise ReplayError(f"{label}: header field {key!r} is missing or of the wrong type")
    if "initial_state" not in h:
        raise ReplayError(f"{label}: header has no initial_state")
    if len(h["seats"]) != h["players"]:
        raise ReplayError(f"{label}: header lists {len(h['seats'])} seats for {h['players']} players")
    if not all(isinstance(s, str) for s in h["seats"]):
        raise ReplayError(f"{label}: header field 'seats' must list seat kinds (text)")
    names = h.get("names")
    if names is not None and not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        raise ReplayError(f"{label}: header field 'names' must be a list of names (text)")


def _check_step(step: dict[str, Any], expected_ply: int, label: str, lineno: int) -> None:
    if step.get("ply") != expected_ply:
        raise ReplayError(f"{label}: line {lineno}: expected ply {expected_ply}, found {step.get('ply')!r}")
    player = step.get("player")
    if not (player == "chance" or (isinstance(player, int) and not isinstance(player, bool))):
        raise ReplayError(f"{label}: line {lineno}: ply {expected_ply} has no valid player")
    if "action" not in step:
        raise ReplayError(f"{label}: line {lineno}: ply {expected_ply} has no action")
