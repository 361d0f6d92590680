"""Issue 20: the records database - one transaction per game, a versioned schema with
migrations, and a damaged, truncated, foreign or newer file set aside with a fresh start."""
from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from game.engine.match import Match
from game.games import get_game
from game.records import SCHEMA_VERSION, RecordStore, build_record, record_finished, summarize, to_csv
from game.records.store import APPLICATION_ID, MIGRATIONS


def finished(game_id: str = "waterdeep", players: int = 2, seed: int = 1, seats=None, names=None) -> Match:
    game = get_game(game_id)
    m = Match(game, players, seats or ["human"] + ["random"] * (players - 1), names, seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        m.advance()
        if not m.is_over:
            m.submit(rng.choice(m.legal_actions()))
    return m


@pytest.fixture(scope="module")
def wd_match() -> Match:
    return finished()


def test_a_game_is_recorded_once_with_every_field(tmp_path: Path, wd_match: Match, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    store = RecordStore(tmp_path / "r.sqlite3")
    first, _ = record_finished(wd_match, duration_s=321.5, store=store)
    again, _ = record_finished(wd_match, duration_s=400, store=store)
    assert first is not None and again is None
    [rec] = store.games()
    assert rec.game == "waterdeep" and rec.players == 2 and rec.duration_s == 321.5 and rec.seed == 1
    assert rec.moves > 50 and rec.finished_at[:4].isdigit() and rec.options == wd_match.options
    assert rec.replay and Path(rec.replay).exists() and rec.uid and rec.mode == "local"
    assert [s.name for s in rec.seats] == wd_match.names
    assert [s.kind for s in rec.seats] == ["human", "random"]
    assert [s.score for s in rec.seats] == list(wd_match.scores())
    assert {s.seat for s in rec.seats if s.winner} == set(wd_match.winners())
    assert all(s.place in (1, 2) for s in rec.seats) and all("total" in s.breakdown for s in rec.seats)
    assert rec.story and rec.story["x"] == "round" and len(rec.story["series"]) == 2


def test_the_kept_replay_verifies(tmp_path: Path, wd_match: Match, monkeypatch):
    from game.cli import main

    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    record_finished(wd_match, store=RecordStore(tmp_path / "r.sqlite3"))
    [rec] = RecordStore(tmp_path / "r.sqlite3").games()
    assert main(["replay", rec.replay, "--verify"]) == 0


def _assert_fresh_and_set_aside(path: Path, store: RecordStore, wd_match: Match) -> None:
    assert store.notice and "moved" in store.notice
    assert store.moved_to.exists() and store.moved_to != path
    assert store.games() == []
    assert store.add(build_record(wd_match)) is not None
    assert len(RecordStore(path).games()) == 1


def test_damaged_file_is_set_aside(tmp_path: Path, wd_match: Match):
    path = tmp_path / "r.sqlite3"
    path.write_bytes(b"this is not a database at all" * 100)
    _assert_fresh_and_set_aside(path, RecordStore(path), wd_match)


def test_truncated_file_is_set_aside(tmp_path: Path, wd_match: Match):
    path = tmp_path / "r.sqlite3"
    store = RecordStore(path)
    for seed in range(3):
        store.add(build_record(finished(seed=seed)))
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])
    _assert_fresh_and_set_aside(path, RecordStore(path), wd_match)


def test_foreign_schema_is_set_aside(tmp_path: Path, wd_match: Match):
    path = tmp_path / "r.sqlite3"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE customers (id INTEGER, name TEXT)")
    con.execute("INSERT INTO customers VALUES (1, 'x')")
    con.commit()
    con.close()
    _assert_fresh_and_set_aside(path, RecordStore(path), wd_match)


def test_newer_schema_is_set_aside(tmp_path: Path, wd_match: Match):
    path = tmp_path / "r.sqlite3"
    RecordStore(path)
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    con.close()
    _assert_fresh_and_set_aside(path, RecordStore(path), wd_match)


def test_older_schema_is_migrated_keeping_its_games(tmp_path: Path, wd_match: Match):
    path = tmp_path / "r.sqlite3"
    con = sqlite3.connect(path)
    con.executescript(MIGRATIONS[0] + f"PRAGMA user_version = 1; PRAGMA application_id = {APPLICATION_ID};")
    con.execute("INSERT INTO games (game, finished_at, duration_s, players, moves) "
                "VALUES ('neuroshima', '2026-01-02T20:00:00+01:00', 1800, 2, 40)")
    con.execute("INSERT INTO seats (game_id, seat, name, kind, place, score, winner) VALUES (1, 0, 'Anna', 'human', 1, 1, 1)")
    con.execute("INSERT INTO seats (game_id, seat, name, kind, place, score, winner) "
                "VALUES (1, 1, 'Bot', 'ai:normal', 2, 0, 0)")
    con.commit()
    con.close()
    store = RecordStore(path)
    assert store.notice is None
    [old] = store.games()
    assert old.game == "neuroshima" and old.mode == "local" and old.story is None and old.seats[0].winner
    assert store.add(build_record(wd_match)) is not None
    assert [r.game for r in store.games()] == ["neuroshima", "waterdeep"]
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_a_failed_write_leaves_nothing_half_written(tmp_path: Path, wd_match: Match):
    store = RecordStore(tmp_path / "r.sqlite3")
    rec = build_record(wd_match)
    rec.seats[1].name = None  # NOT NULL: the seats insert fails after the game row
    with pytest.raises(sqlite3.IntegrityError):
        store.add(rec)
    assert store.games() == []


def test_summary_figures_and_csv(tmp_path: Path):
    store = RecordStore(tmp_path / "r.sqlite3")
    matches = [finished(seed=s, seats=["human", "ai:normal"], names=["Anna", "Bot"]) for s in range(3)]
    for m in matches:
        store.add(build_record(m))
    summary = summarize(store.games())["waterdeep"]
    anna = next(r for r in summary["participants"] if r["key"] == "person:Anna")
    bot = next(r for r in summary["participants"] if r["key"] == "ai:normal")
    anna_wins = sum(1 for m in matches if m.winners() == [0])
    assert summary["played"] == 3 and anna["played"] == bot["played"] == 3
    assert anna["won"] == anna_wins and anna["won"] + anna["shared"] + bot["won"] + bot["shared"] >= 3
    assert anna["best_score"] == max(m.scores()[0] for m in matches)
    assert summary["longest"]["moves"] >= summary["shortest"]["moves"]
    assert [p["score"] for p in summary["over_time"]] == [m.scores()[0] for m in matches]
    csv_text = to_csv(store.games())
    assert csv_text.splitlines()[0].startswith("game_id,game,finished_at") and len(csv_text.splitlines()) == 7


def test_delete_a_record(tmp_path: Path, wd_match: Match):
    store = RecordStore(tmp_path / "r.sqlite3")
    gid = store.add(build_record(wd_match))
    assert store.delete(gid) and store.games() == []
