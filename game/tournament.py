"""Measure bot strength: many games per match-up, every seat order, in parallel processes.

``python -m game.tournament --game waterdeep --ladder random,greedy,ai:easy,ai:normal,ai:hard``
plays ``--games`` games for every adjacent pair of the ladder (or for each ``--lineup``), with
the lineup rotated through every seat (game ``k`` uses rotation ``k mod players`` and seed
``seed + k // players``, so each seat order sees the same deals), and reports for each
match-up the first kind's score rate with a 95 % Wilson interval, plus the mean think time
per decision of every level (wall clock and CPU time of the worker process).

Scoring: a game scores 1 for the kind that wins alone, 0 when it loses, and a shared win is
split between the winners' seats (a draw between two seats counts one half each).

Every finished game is appended to ``--log`` (JSON Lines) as soon as it ends; running the
same command again skips the games already in the log, so a long measurement can be stopped
and resumed, and ``--report`` prints the tables from the log alone.

Not part of the documented command line (architecture section 7): a development tool.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Z95 = 1.959963984540054
MACHINE_KINDS = ("random", "greedy", "ai:easy", "ai:normal", "ai:hard")


# ----- statistics ----------------------------------------------------------------------------
def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion (``successes`` may be fractional: draws count half).

    Returns (low, high), clamped to [0, 1]; (0, 1) when there are no games.
    """
    if n <= 0:
        return 0.0, 1.0
    if successes < 0 or successes > n:
        raise ValueError(f"{successes} successes out of {n} games")
    p = successes / n
    z2 = z * z
    denom = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def rotation(lineup: Sequence[str], r: int) -> list[str]:
    """The lineup moved ``r`` seats along: seat ``(i + r) mod n`` gets ``lineup[i]``."""
    n = len(lineup)
    return [lineup[(i - r) % n] for i in range(n)]


def lineup_for(kinds: Sequence[str], players: int) -> list[str]:
    """Fill ``players`` seats by cycling the kinds (``a,b`` for 4 players: ``a,b,a,b``)."""
    if not kinds:
        raise ValueError("a match-up needs at least one kind")
    return [kinds[i % len(kinds)] for i in range(players)]


def game_share(seats: Sequence[str], winners: Sequence[int], kind: str) -> float:
    """The part of one game's win that belongs to ``kind``: the winners split the game equally
    (a draw between two seats gives each one half). Between equal players the expected share
    is the kind's part of the seats (1/2 in a two-player match-up)."""
    if not winners:
        return 0.0
    return sum(1 for w in winners if seats[w] == kind) / len(winners)


# ----- one game ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Task:
    game: str
    lineup: tuple[str, ...]
    seed: int
    rot: int
    options: tuple[tuple[str, str], ...]
    time_cap: bool

    @property
    def key(self) -> str:
        return f"{self.game}|{','.join(self.lineup)}|{dict(self.options)}|{self.seed}|{self.rot}"


def _uncapped(bot: Any) -> Any:
    """Drop the seconds cap of an MCTS bot (iterations only: reproducible on a busy machine)."""
    from game.ai.bots import uncapped

    return uncapped(bot)


def play_task(task: Task) -> dict[str, Any]:
    """Play one game with bots only; return its result and the think time of every seat."""
    from game.ai import make_bot
    from game.engine.match import Match
    from game.games import get_game

    game = get_game(task.game)
    seats = rotation(task.lineup, task.rot)
    n = len(seats)
    match = Match(game, n, seats, None, dict(task.options), task.seed)
    bots = [make_bot(kind, game, i, task.seed * 101 + i, n) for i, kind in enumerate(seats)]
    if not task.time_cap:
        bots = [_uncapped(b) for b in bots]
    wall = [0.0] * n
    cpu = [0.0] * n
    worst = [0.0] * n
    decisions = [0] * n
    iterations = [0] * n
    started = time.perf_counter()
    while True:
        match.advance()
        if match.is_over:
            break
        seat = match.current_player
        view = match.view_for(seat)
        w0, c0 = time.perf_counter(), time.process_time()
        action = bots[seat].choose(view)
        dw, dc = time.perf_counter() - w0, time.process_time() - c0
        wall[seat] += dw
        cpu[seat] += dc
        worst[seat] = max(worst[seat], dw)
        decisions[seat] += 1
        iterations[seat] += int(getattr(bots[seat], "last_iterations", 0) or 0)
        match.submit(action, seat)
    return {
        "key": task.key,
        "game": task.game,
        "lineup": list(task.lineup),
        "options": dict(task.options),
        "seed": task.seed,
        "rot": task.rot,
        "time_cap": task.time_cap,
        "seats": seats,
        "scores": match.scores(),
        "winners": match.winners(),
        "plies": len(match.steps),
        "seconds": round(time.perf_counter() - started, 3),
        "think_wall": [round(x, 4) for x in wall],
        "think_cpu": [round(x, 4) for x in cpu],
        "think_max": [round(x, 4) for x in worst],
        "decisions": decisions,
        "iterations": iterations,
    }


def _safe_play(task: Task) -> dict[str, Any]:
    try:
        return play_task(task)
    except Exception as exc:  # one broken game must not lose the others: report it
        return {"key": task.key, "game": task.game, "lineup": list(task.lineup), "seed": task.seed,
                "rot": task.rot, "error": f"{type(exc).__name__}: {exc}"}


# ----- planning and running --------------------------------------------------------------------
def plan(games: Iterable[str], lineups: Iterable[Sequence[str]], count: int, seed: int,
         options: dict[str, str], time_cap: bool) -> list[Task]:
    """``count`` games per (game, lineup), rounded up to a whole number of seat rotations."""
    tasks = []
    opts = tuple(sorted(options.items()))
    for gid in games:
        for lineup in lineups:
            n = len(lineup)
            rounds = max(1, math.ceil(count / n))
            for k in range(rounds * n):
                tasks.append(Task(gid, tuple(lineup), seed + k // n, k % n, opts, time_cap))
    # interleave match-ups so that a stopped run has some of every match-up
    tasks.sort(key=lambda t: (t.seed, t.rot))
    return tasks


def read_log(path: Path | None) -> list[dict[str, Any]]:
    if path is None or not path.exists():
        return []
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except ValueError:
            continue  # a line cut by a kill: that game is played again
        if isinstance(row, dict) and "key" in row and "error" not in row:
            rows.append(row)
    return rows


def run(tasks: list[Task], jobs: int, log: Path | None, quiet: bool = False) -> list[dict[str, Any]]:
    done = {r["key"]: r for r in read_log(log)}
    todo = [t for t in tasks if t.key not in done]
    results = [done[t.key] for t in tasks if t.key in done]
    if not quiet:
        print(f"{len(results)} games already in the log, {len(todo)} to play with {jobs} job(s)", file=sys.stderr)
    if not todo:
        return results
    log_fh = open(log, "a", encoding="utf-8") if log else None  # noqa: SIM115 - appended per game
    try:
        if jobs <= 1:
            iterator: Iterable[dict[str, Any]] = map(_safe_play, todo)
            results += _collect(iterator, log_fh, len(todo), quiet)
        else:
            ctx = multiprocessing.get_context("spawn")
            with ctx.Pool(jobs) as pool:
                results += _collect(pool.imap_unordered(_safe_play, todo), log_fh, len(todo), quiet)
    finally:
        if log_fh:
            log_fh.close()
    return results


def _collect(rows: Iterable[dict[str, Any]], log_fh: Any, total: int, quiet: bool) -> list[dict[str, Any]]:
    out = []
    for i, row in enumerate(rows, start=1):
        if log_fh:
            log_fh.write(json.dumps(row) + "\n")
            log_fh.flush()
        if "error" in row:
            print(f"game {row['key']} failed: {row['error']}", file=sys.stderr)
            continue
        out.append(row)
        if not quiet:
            print(f"[{i}/{total}] {row['game']} {','.join(row['seats'])} seed {row['seed']}: "
                  f"winners {row['winners']} ({row['seconds']} s)", file=sys.stderr)
    return out


# ----- reporting --------------------------------------------------------------------------------
def summarize(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Match-up rows (first kind of the lineup against the rest) and think times per level."""
    groups: dict[tuple[str, tuple[str, ...], str], list[dict[str, Any]]] = {}
    for r in results:
        groups.setdefault((r["game"], tuple(r["lineup"]), json.dumps(r.get("options", {}), sort_keys=True)), []).append(r)
    matchups = []
    for (gid, lineup, opts), rows in groups.items():
        kind = lineup[0]
        others = sorted(set(lineup) - {kind})
        score = sum(game_share(r["seats"], r["winners"], kind) for r in rows)
        wins = sum(1 for r in rows if all(r["seats"][w] == kind for w in r["winners"]))
        losses = sum(1 for r in rows if not any(r["seats"][w] == kind for w in r["winners"]))
        low, high = wilson_interval(score, len(rows))
        matchups.append({
            "game": gid, "lineup": list(lineup), "options": json.loads(opts), "kind": kind, "against": others,
            "games": len(rows), "wins": wins, "draws": len(rows) - wins - losses, "losses": losses,
            "score": round(score, 3), "rate": round(score / len(rows), 4),
            "ci95": [round(low, 4), round(high, 4)],
            "mean_plies": round(sum(r["plies"] for r in rows) / len(rows), 1),
        })
    matchups.sort(key=lambda m: (m["game"], _rank(m["kind"]), [_rank(k) for k in m["against"]]))
    think: dict[tuple[str, str], list[float]] = {}
    for r in results:
        for i, kind in enumerate(r["seats"]):
            t = think.setdefault((r["game"], kind), [0.0, 0.0, 0.0, 0.0, 0.0])
            t[0] += r["decisions"][i]
            t[1] += r["think_wall"][i]
            t[2] += r["think_cpu"][i]
            t[3] = max(t[3], r["think_max"][i])
            t[4] += r["iterations"][i]
    levels = []
    for (gid, kind), (n, wall, cpu, worst, its) in sorted(think.items(), key=lambda kv: (kv[0][0], _rank(kv[0][1]))):
        if n:
            levels.append({"game": gid, "level": kind, "decisions": int(n), "mean_think_s": round(wall / n, 4),
                           "mean_cpu_s": round(cpu / n, 4), "max_think_s": round(worst, 3),
                           "mean_iterations": round(its / n, 1)})
    return {"matchups": matchups, "levels": levels, "time_cap": all(r.get("time_cap", True) for r in results)}


def _rank(kind: str) -> int:
    return MACHINE_KINDS.index(kind) if kind in MACHINE_KINDS else len(MACHINE_KINDS)


def markdown(summary: dict[str, Any]) -> str:
    lines = [
        "| game | match-up | games | W-D-L | score rate | 95% interval |",
        "|---|---|---|---|---|---|",
    ]
    for m in summary["matchups"]:
        lo, hi = m["ci95"]
        lines.append(f"| {m['game']} | `{m['kind']}` vs `{'`, `'.join(m['against'])}` | {m['games']} | "
                     f"{m['wins']}-{m['draws']}-{m['losses']} | {m['rate']:.0%} | {lo:.0%}-{hi:.0%} |")
    lines += ["", "Score rate of the first-named kind: a win counts 1, a draw (shared win) 1/2, a loss 0; "
              "95% Wilson score interval (z = 1.96). Both seat orders, same seeds.", "",
              "| game | level | decisions | mean think s | mean CPU s | max think s | mean iterations |",
              "|---|---|---|---|---|---|---|"]
    for t in summary["levels"]:
        lines.append(f"| {t['game']} | `{t['level']}` | {t['decisions']} | {t['mean_think_s']:.3f} | "
                     f"{t['mean_cpu_s']:.3f} | {t['max_think_s']:.2f} | {t['mean_iterations']:.0f} |")
    return "\n".join(lines)


# ----- command line --------------------------------------------------------------------------------
def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game.tournament", description=__doc__.split("\n\n")[0])
    p.add_argument("--game", action="append", required=True, help="game id (repeatable)")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--lineup", action="append", default=[],
                   help="comma list of kinds, cycled over the seats; the first is the one scored (repeatable)")
    p.add_argument("--ladder", help="comma list of kinds, weakest first: plays every adjacent pair, stronger first")
    p.add_argument("--games", type=int, default=40, help="games per match-up (rounded up to whole rotations)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel processes (default: cores)")
    p.add_argument("--option", action="append", metavar="K=V", default=[])
    p.add_argument("--no-time-cap", action="store_true",
                   help="MCTS levels use their iteration budget only (reproducible on a busy machine)")
    p.add_argument("--log", type=Path, help="append each finished game here; resume from it")
    p.add_argument("--json", type=Path, help="write the summary as JSON to this file")
    p.add_argument("--report", action="store_true",
                   help="play nothing: report every game in --log of these games and lineups (any seed)")
    p.add_argument("--quiet", action="store_true")
    return p


def _lineups(ns: argparse.Namespace) -> list[list[str]]:
    raw = [s.split(",") for s in ns.lineup]
    if ns.ladder:
        ladder = ns.ladder.split(",")
        raw += [[ladder[i + 1], ladder[i]] for i in range(len(ladder) - 1)]
    out = []
    for kinds in raw:
        kinds = [k.strip() for k in kinds]
        bad = [k for k in kinds if k not in MACHINE_KINDS]
        if bad:
            raise ValueError(f"unknown kind {bad[0]!r}; use {', '.join(MACHINE_KINDS)}")
        out.append(lineup_for(kinds, ns.players))
    if not out:
        raise ValueError("give --lineup or --ladder")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ns = _parser().parse_args(argv)
    try:
        options = dict(pair.split("=", 1) for pair in ns.option)
        lineups = _lineups(ns)
        if ns.games < 1 or ns.jobs < 1:
            raise ValueError("--games and --jobs must be at least 1")
    except ValueError as exc:
        print(f"tournament: {exc}", file=sys.stderr)
        return 2
    tasks = plan(ns.game, lineups, ns.games, ns.seed, options, not ns.no_time_cap)
    if ns.report:  # every logged game of these games and lineups, whatever seeds it was run with
        wanted = {(t.game, t.lineup) for t in tasks}
        results = [r for r in read_log(ns.log) if (r["game"], tuple(r["lineup"])) in wanted]
    else:
        results = run(tasks, ns.jobs, ns.log, ns.quiet)
    summary = summarize(results)
    if ns.json:
        ns.json.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    print(markdown(summary))
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
