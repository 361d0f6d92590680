"""Turning a finished Match into its record: seats, places, scores, story, and a kept replay."""
from __future__ import annotations

import datetime as _dt
import hashlib
from pathlib import Path
from typing import Any

from game import __version__, paths
from game.engine.core import game_breakdown, game_moves, game_places, game_winners
from game.engine.replay import dumps_lines, write_replay
from game.games import entry
from game.records.store import GameRecord, RecordStore, SeatRecord

DB_NAME = "records.sqlite3"


def default_store() -> RecordStore:
    """The records database in the user data folder (``GAMESHELF_HOME`` chooses it in tests)."""
    return RecordStore(paths.data_dir() / DB_NAME)


def replay_uid(match: Any) -> str:
    """A digest of the whole replay: the same finished game always gets the same uid, so it is
    recorded once however often its game-over screen is reached (a load, a rejoin)."""
    rf = match.to_replay()
    rf.header.pop("play_seconds", None)  # the same game, however long it was open
    return hashlib.sha256(dumps_lines(rf).encode("utf-8")).hexdigest()[:32]


def story_of(match: Any) -> dict[str, Any] | None:
    e = entry(match.game.spec.id)
    if e is None or e.story is None:
        return None
    try:
        return e.story.story(match.game, match.states)
    except Exception:  # a chart must never cost the record itself
        return None


def sides_of(match: Any) -> list[str | None]:
    e = entry(match.game.spec.id)
    if e is None or e.story is None:
        return [None] * match.num_players
    try:
        found = list(e.story.sides(match.state))
    except Exception:
        return [None] * match.num_players
    return (found + [None] * match.num_players)[: match.num_players]


def build_record(match: Any, duration_s: float = 0.0, mode: str = "local",
                 finished_at: _dt.datetime | None = None, replay: Path | None = None) -> GameRecord:
    """The record of a finished match (every field of the records' contract)."""
    game, s = match.game, match.state
    winners = set(game_winners(game, s))
    places = game_places(game, s)
    rows = game_breakdown(game, s)
    scores = match.scores()
    sides = sides_of(match)
    seats = [SeatRecord(seat=i, name=match.names[i], kind=str(match.seats[i]), side=sides[i],
                        place=int(places[i]) if i < len(places) else None,
                        score=float(scores[i]) if i < len(scores) else None, winner=i in winners,
                        breakdown=_plain(rows[i]) if i < len(rows) else {})
             for i in range(match.num_players)]
    when = finished_at or _dt.datetime.now().astimezone()
    return GameRecord(game=game.spec.id, finished_at=when.isoformat(timespec="seconds"), players=match.num_players,
                      seats=seats, duration_s=float(duration_s), moves=game_moves(game, match.states, match.steps),
                      seed=match.seed, options=_plain(dict(match.options)), replay=str(replay) if replay else None,
                      uid=replay_uid(match), story=story_of(match), mode=mode, app_version=__version__)


def keep_replay(match: Any, uid: str) -> Path:
    """The finished game's replay, written to the replays folder (autosaves are pruned; this stays)."""
    path = paths.replays_dir() / f"{match.game.spec.id}-{uid[:12]}.jsonl"
    if not path.exists():
        write_replay(path, match.to_replay())
    return path


def record_finished(match: Any, duration_s: float = 0.0, mode: str = "local",
                    store: RecordStore | None = None) -> tuple[int | None, RecordStore]:
    """Record a finished game once (its replay kept); returns the new row id (None: already
    recorded) and the store (whose ``notice`` says if a bad records file was set aside)."""
    store = store or default_store()
    rec = build_record(match, duration_s, mode)
    rec.replay = str(keep_replay(match, rec.uid or replay_uid(match)))
    return store.add(rec), store


def _plain(value: Any) -> Any:
    """JSON-able copy (breakdown rows may hold tuples or other plain values)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)
