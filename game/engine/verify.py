"""``replay --verify``: replay every step of a file and check its result line."""

from __future__ import annotations

from typing import Any

from game.engine.match import GameLookup, Match
from game.engine.replay import ReplayError, ReplayFile


def verify_replay(rf: ReplayFile, game_for: GameLookup, label: str = "file") -> dict[str, Any]:
    """Replay every step (refusing an illegal one by its ply) and compare the result line.

    Returns a summary for printing; raises ReplayError with one line on any mismatch.
    """
    match = Match.from_replay(rf, game_for, label)
    summary: dict[str, Any] = {
        "game": rf.header["game"],
        "players": rf.header["players"],
        "plies": len(match.steps),
        "finished": match.is_over,
        "verified": True,
    }
    hints = rf.header.get("hints")
    if isinstance(hints, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in hints):
        summary["hints"] = hints  # the coach's hints each seat took (issue 19: honest about help)
    if rf.result is None:
        summary["note"] = "unfinished game (no result line)"
        return summary
    if not match.is_over:
        raise ReplayError(f"{label}: the file has a result line but the game is not over after ply {len(match.steps) - 1}")
    expected = match.result_line()
    try:
        _compare(rf.result, expected, label)
    except ReplayError:
        raise
    except Exception as exc:  # wrong types, absurd numbers or nesting in the result line
        raise ReplayError(f"{label}: the result line is damaged ({exc or type(exc).__name__})") from None
    summary.update({"scores": expected["scores"], "winners": expected["winners"]})
    return summary


def _compare(found: dict[str, Any], expected: dict[str, Any], label: str) -> None:
    if found.get("plies") != expected["plies"]:
        raise ReplayError(f"{label}: result says {found.get('plies')} plies, the replay has {expected['plies']}")
    if _floats(found.get("scores")) != _floats(expected["scores"]):
        raise ReplayError(f"{label}: result scores {found.get('scores')} differ from the replayed {expected['scores']}")
    if _ints(found.get("winners")) != sorted(expected["winners"]):
        raise ReplayError(f"{label}: result winners {found.get('winners')} differ from the replayed {expected['winners']}")
    if "final_state" in found and found["final_state"] != expected["final_state"]:
        raise ReplayError(f"{label}: the result's final_state differs from the replayed final state")
    if "breakdown" in found and found["breakdown"] != expected["breakdown"]:
        raise ReplayError(f"{label}: the result's breakdown differs from the replayed one")


def _floats(xs: Any) -> list[float] | None:
    if not isinstance(xs, list) or not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in xs):
        return None
    try:
        return [float(x) for x in xs]
    except (TypeError, ValueError, OverflowError):
        return None


def _ints(xs: Any) -> list[int] | None:
    if not isinstance(xs, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in xs):
        return None
    return sorted(xs)
