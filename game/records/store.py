"""The records database: every finished game in a local SQLite file beside the saves.

One transaction per game; the schema has a version (``PRAGMA user_version``) and migrations;
the file is marked as ours (``PRAGMA application_id``). A damaged, truncated or foreign file
is moved aside with one clear message and a fresh database is started, so the app never fails
to start because of it and nothing else is lost.
"""
from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

APPLICATION_ID = 0x47534852  # "GSHR": Game Shelf records
SCHEMA_VERSION = 2

_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    duration_s REAL NOT NULL DEFAULT 0,
    players INTEGER NOT NULL,
    moves INTEGER NOT NULL DEFAULT 0,
    seed INTEGER,
    options TEXT NOT NULL DEFAULT '{}',
    replay TEXT
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    side TEXT,
    place INTEGER,
    score REAL,
    winner INTEGER NOT NULL DEFAULT 0,
    breakdown TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX games_by_game ON games(game, finished_at);
"""

_V2 = """
ALTER TABLE games ADD COLUMN uid TEXT;
ALTER TABLE games ADD COLUMN story TEXT;
ALTER TABLE games ADD COLUMN mode TEXT NOT NULL DEFAULT 'local';
ALTER TABLE games ADD COLUMN app_version TEXT;
CREATE UNIQUE INDEX games_by_uid ON games(uid);
"""

# MIGRATIONS[k] takes a database at version k to k + 1.
MIGRATIONS: dict[int, str] = {0: _V1, 1: _V2}


class RecordsError(Exception):
    """A records file that cannot be used (damaged, foreign, from a newer version)."""


@dataclass
class SeatRecord:
    seat: int
    name: str
    kind: str  # "human", "remote", "ai:normal", "greedy", ...
    side: str | None = None  # an army, a faction, a detective (the game's id)
    place: int | None = None  # 1 = first; shared places repeat
    score: float | None = None
    winner: bool = False
    breakdown: dict[str, Any] = field(default_factory=dict)


@dataclass
class GameRecord:
    game: str
    finished_at: str  # ISO 8601, local time with offset
    players: int
    seats: list[SeatRecord]
    duration_s: float = 0.0
    moves: int = 0
    seed: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    replay: str | None = None
    uid: str | None = None  # one game is recorded once (a digest of its replay)
    story: dict[str, Any] | None = None
    mode: str = "local"  # "local" (one screen), "network"
    app_version: str | None = None
    id: int | None = None


class RecordStore:
    """The records database at ``path``. ``notice`` says, once, what happened to a bad file."""

    def __init__(self, path: Path, clock: Callable[[], float] = time.time) -> None:
        self.path = Path(path)
        self.notice: str | None = None
        self._clock = clock
        try:
            self._check_and_migrate()
        except (sqlite3.DatabaseError, RecordsError) as exc:
            self._set_aside(exc)
            self._check_and_migrate()

    # ----- opening ----------------------------------------------------------------------
    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        con = sqlite3.connect(self.path, timeout=5)
        try:
            con.execute("PRAGMA foreign_keys = ON")
            yield con
        finally:
            con.close()

    def _check_and_migrate(self) -> None:
        with self._connect() as con:
            app_id = con.execute("PRAGMA application_id").fetchone()[0]
            version = con.execute("PRAGMA user_version").fetchone()[0]
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if app_id == 0 and version == 0 and tables:
                raise RecordsError("it is not a Game Shelf records database")
            if app_id not in (0, APPLICATION_ID):
                raise RecordsError("it is not a Game Shelf records database")
            if version > SCHEMA_VERSION:
                raise RecordsError(f"it was written by a newer Game Shelf (schema {version})")
            if con.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise RecordsError("it is damaged")
            if version == SCHEMA_VERSION:
                return
            steps = "".join(MIGRATIONS[v] + f"PRAGMA user_version = {v + 1};" for v in range(version, SCHEMA_VERSION))
            # every migration in one transaction: a failure leaves the file as it was
            con.executescript(f"BEGIN; PRAGMA application_id = {APPLICATION_ID};{steps} COMMIT;")

    def _set_aside(self, exc: Exception) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self._clock()))
        target = self.path.with_name(f"{self.path.name}.unreadable-{stamp}")
        n = 1
        while target.exists():
            target = self.path.with_name(f"{self.path.name}.unreadable-{stamp}-{n}")
            n += 1
        for suffix in ("-journal", "-wal", "-shm"):
            extra = self.path.with_name(self.path.name + suffix)
            if extra.exists():
                extra.replace(target.with_name(target.name + suffix))
        if self.path.exists():
            self.path.replace(target)
        why = str(exc) or type(exc).__name__
        self.notice = f"The records file could not be read ({why}); it was moved to {target.name} and a new one started."
        self.moved_to = target

    # ----- writing ----------------------------------------------------------------------
    def add(self, rec: GameRecord) -> int | None:
        """Record one finished game in one transaction; None when it was already recorded."""
        try:
            return self._add(rec)
        except sqlite3.DatabaseError as exc:  # damaged since it was opened: start afresh, keep this game
            self._set_aside(exc)
            self._check_and_migrate()
            return self._add(rec)

    def _add(self, rec: GameRecord) -> int | None:
        with self._connect() as con, con:
            if rec.uid and con.execute("SELECT 1 FROM games WHERE uid = ?", (rec.uid,)).fetchone():
                return None
            cur = con.execute(
                "INSERT INTO games (game, finished_at, duration_s, players, moves, seed, options, replay, uid,"
                " story, mode, app_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (rec.game, rec.finished_at, float(rec.duration_s), rec.players, rec.moves, rec.seed,
                 json.dumps(rec.options, ensure_ascii=False, sort_keys=True), rec.replay, rec.uid,
                 json.dumps(rec.story, ensure_ascii=False) if rec.story is not None else None, rec.mode,
                 rec.app_version))
            gid = int(cur.lastrowid)
            con.executemany(
                "INSERT INTO seats (game_id, seat, name, kind, side, place, score, winner, breakdown)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(gid, s.seat, s.name, s.kind, s.side, s.place, s.score, int(bool(s.winner)),
                  json.dumps(s.breakdown, ensure_ascii=False, sort_keys=True)) for s in rec.seats])
            return gid

    def delete(self, game_id: int) -> bool:
        with self._connect() as con, con:
            con.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            return con.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount > 0

    # ----- reading ----------------------------------------------------------------------
    def games(self, game: str | None = None) -> list[GameRecord]:
        """Every recorded game (of one game id), oldest first, with its seats."""
        try:
            return self._games(game)
        except sqlite3.DatabaseError as exc:
            self._set_aside(exc)
            self._check_and_migrate()
            return []

    def _games(self, game: str | None) -> list[GameRecord]:
        with self._connect() as con:
            where, args = ("WHERE game = ?", (game,)) if game else ("", ())
            rows = con.execute(
                "SELECT id, game, finished_at, duration_s, players, moves, seed, options, replay, uid, story, mode,"
                f" app_version FROM games {where} ORDER BY finished_at, id", args).fetchall()
            seats: dict[int, list[SeatRecord]] = {}
            for r in con.execute("SELECT game_id, seat, name, kind, side, place, score, winner, breakdown FROM seats"
                                 " ORDER BY game_id, seat"):
                seats.setdefault(r[0], []).append(SeatRecord(r[1], r[2], r[3], r[4], r[5], r[6], bool(r[7]),
                                                             _json(r[8], {})))
        return [GameRecord(game=r[1], finished_at=r[2], duration_s=r[3], players=r[4], moves=r[5], seed=r[6],
                           options=_json(r[7], {}), replay=r[8], uid=r[9], story=_json(r[10], None), mode=r[11],
                           app_version=r[12], seats=seats.get(r[0], []), id=r[0]) for r in rows]


def _json(text: str | None, default: Any) -> Any:
    if text is None:
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default
