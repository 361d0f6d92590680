"""The figures of the records: per game and per participant (each AI level, each person by name),
the longest and shortest game, results over time, and a CSV export. Pure reading of records."""
from __future__ import annotations

import csv
import io
from typing import Any

from game.records.store import GameRecord, SeatRecord

PEOPLE = ("human", "remote")


def participant(seat: SeatRecord) -> tuple[str, str]:
    """(key, kind): a person by name (at this screen or remote), a machine by its level."""
    if seat.kind in PEOPLE:
        return f"person:{seat.name}", "person"
    return f"ai:{seat.kind.removeprefix('ai:')}" if seat.kind.startswith("ai:") else seat.kind, "ai"


def _game_brief(rec: GameRecord) -> dict[str, Any]:
    return {"id": rec.id, "finished_at": rec.finished_at, "moves": rec.moves, "duration_s": round(rec.duration_s, 1),
            "players": rec.players, "winners": [s.name for s in rec.seats if s.winner], "replay": rec.replay}


def summarize(records: list[GameRecord]) -> dict[str, dict[str, Any]]:
    """One summary per game id (the ``records --json`` contract and the Records screen)."""
    out: dict[str, dict[str, Any]] = {}
    for game in sorted({r.game for r in records}):
        mine = [r for r in records if r.game == game]
        out[game] = _summarize_game(mine)
    return out


def _summarize_game(recs: list[GameRecord]) -> dict[str, Any]:
    rows: dict[str, dict[str, Any]] = {}
    for rec in recs:
        winners = [s for s in rec.seats if s.winner]
        for seat in rec.seats:
            key, kind = participant(seat)
            row = rows.setdefault(key, {"key": key, "kind": kind, "name": seat.name if kind == "person" else
                                        key.removeprefix("ai:"), "played": 0, "won": 0, "shared": 0, "scores": []})
            row["played"] += 1
            if seat.winner:
                row["won" if len(winners) == 1 else "shared"] += 1
            if seat.score is not None:
                row["scores"].append(float(seat.score))
    participants = []
    for row in sorted(rows.values(), key=lambda r: (r["kind"] != "person", -r["played"], r["key"])):
        scores = row.pop("scores")
        row["average_score"] = round(sum(scores) / len(scores), 2) if scores else None
        row["best_score"] = max(scores) if scores else None
        participants.append(row)
    by_moves = sorted(recs, key=lambda r: (r.moves, r.finished_at))
    over_time = [{"game_id": r.id, "finished_at": r.finished_at, "name": s.name, "place": s.place, "score": s.score,
                  "won": s.winner} for r in recs for s in r.seats if s.kind in PEOPLE]
    return {"played": len(recs), "participants": participants,
            "longest": _game_brief(by_moves[-1]) if recs else None,
            "shortest": _game_brief(by_moves[0]) if recs else None,
            "over_time": over_time, "games": [_game_brief(r) for r in reversed(recs)]}


CSV_FIELDS = ("game_id", "game", "finished_at", "duration_s", "moves", "players", "seat", "name", "kind", "side",
              "place", "score", "winner", "replay")


def to_csv(records: list[GameRecord]) -> str:
    """Every seat of every game, one row each (a spreadsheet's view of the records)."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for r in records:
        for s in r.seats:
            writer.writerow([r.id, r.game, r.finished_at, round(r.duration_s, 1), r.moves, r.players, s.seat + 1,
                             s.name, s.kind, s.side or "", s.place if s.place is not None else "",
                             s.score if s.score is not None else "", int(s.winner), r.replay or ""])
    return buf.getvalue()
