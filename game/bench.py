"""`python -m game bench [--json]`: frame times per scene, rules throughput, AI think times,
network latency (``net``: game/net/bench.py).

The numbers the README reports come from here, not from timed tests. Scenes are drawn
offscreen (SDL dummy driver) at 1280x720 and 1920x1080, which measures our own drawing
and logic per frame: the same software rendering a real window uses, minus the copy to
the screen.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from game.net.bench import bench_net

SIZES = ((1280, 720), (1920, 1080))


def run_bench(as_json: bool = False, quick: bool = False, only: str | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.games import REGISTRY, all_games

    games = all_games() if not REGISTRY else dict(REGISTRY)
    if only:
        wanted = [g.strip() for g in only.split(",")]
        games = {gid: g for gid, g in all_games().items() if gid in wanted}
    report: dict[str, Any] = {
        "scenes": bench_scenes(list(games), frames=40 if quick else 240),
        "rules": [bench_rules(gid, g, seconds=0.5 if quick else 3.0) for gid, g in games.items()],
        "ai": [row for gid, g in games.items() for row in bench_ai(gid, g, decisions=1 if quick else 5)],
        "startup_s": measure_startup(),
        "idle_cpu": bench_idle(list(games), seconds=1.0 if quick else 3.0),
        "net": bench_net(),  # network play: action -> every client's update with 5 clients, host CPU per action
    }
    if as_json:
        print(json.dumps(report))
    else:
        print(format_report(report))
    return 0


# ----- scenes -----------------------------------------------------------------------------
def bench_scenes(game_ids: list[str], frames: int) -> list[dict[str, Any]]:
    from game.ui.headless import scene_builders, time_frames

    rows = []
    for width, height in SIZES:
        for name, build in scene_builders(game_ids):
            times = time_frames(build, (width, height), frames)
            rows.append(_frame_row(name, width, height, times))
    return rows


def _frame_row(name: str, width: int, height: int, times_ms: list[float]) -> dict[str, Any]:
    ordered = sorted(times_ms)
    p50 = statistics.median(ordered)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    mean = sum(ordered) / len(ordered)
    return {
        "name": name,
        "width": width,
        "height": height,
        "fps": round(1000.0 / mean, 1) if mean > 0 else 0.0,
        "frame_ms_p50": round(p50, 2),
        "frame_ms_p99": round(p99, 2),
    }


# ----- idle -------------------------------------------------------------------------------
def bench_idle(game_ids: list[str], seconds: float) -> dict[str, float]:
    """CPU used (fraction of one core) by the window's own loop while nothing happens: the
    menu, and each game's table with a human to move, after the scene has settled."""
    from game.ui.headless import scene_builders

    wanted = {"menu"} | {f"table:{gid}" for gid in game_ids}
    out = {}
    for name, build in scene_builders(game_ids):
        if name in wanted:
            out[name] = round(idle_cpu(build, seconds), 3)
    return out


def idle_cpu(build: Any, seconds: float, size: tuple[int, int] = (1280, 720), settle: float = 3.0) -> float:
    from game.ui.app import App

    app = App(None, size=size, headless=False)
    try:
        build(app)
        end = time.perf_counter() + settle  # the menu's intro and the settle time after a change
        while time.perf_counter() < end:
            app.step()
        cpu0, wall0 = time.process_time(), time.perf_counter()
        while time.perf_counter() - wall0 < seconds:
            app.step()
        return (time.process_time() - cpu0) / (time.perf_counter() - wall0)
    finally:
        app.close()


# ----- rules ------------------------------------------------------------------------------
def bench_rules(game_id: str, game: Any, seconds: float) -> dict[str, Any]:
    from game.engine.core import CHANCE, TERMINAL

    rng = random.Random(1)
    n = game.spec.max_players if game.spec.max_players <= 4 else 4
    options = {k: o.default for k, o in game.spec.options.items()}
    started = time.perf_counter()
    games = actions = 0
    while time.perf_counter() - started < seconds or games == 0:
        state = game.initial_state(n, options)
        while True:
            player = game.current_player(state)
            if player == TERMINAL:
                break
            if player == CHANCE:
                outcomes = game.chance_outcomes(state)
                action = rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                action = rng.choice(list(game.legal_actions(state)))
            state = game.apply(state, action)
            actions += 1
        games += 1
    took = time.perf_counter() - started
    return {
        "game": game_id,
        "players": n,
        "random_games_per_s": round(games / took, 2),
        "actions_per_s": round(actions / took, 1),
    }


# ----- AI -----------------------------------------------------------------------------------
def bench_ai(game_id: str, game: Any, decisions: int) -> list[dict[str, Any]]:
    from game.ai import make_bot
    from game.engine.match import Match

    rows = []
    for level in ("ai:easy", "ai:normal", "ai:hard"):
        n = 2 if game.spec.min_players <= 2 else game.spec.min_players
        match = Match(game, n, ["random"] * n, seed=3)
        rng = random.Random(3)
        times: list[float] = []
        while len(times) < decisions:
            match.advance()
            if match.is_over:
                match = Match(game, n, ["random"] * n, seed=len(times) + 10)
                continue
            seat = match.current_player
            legal = match.legal_actions()
            if len(legal) > 1 and rng.random() < 0.5:
                bot = make_bot(level, game, seat, len(times), n)
                t0 = time.perf_counter()
                action = bot.choose(match.view_for(seat))
                times.append(time.perf_counter() - t0)
            else:
                action = rng.choice(legal)
            match.submit(action, seat)
        rows.append(
            {
                "game": game_id,
                "level": level,
                "think_s_p50": round(statistics.median(times), 3),
                "think_s_max": round(max(times), 3),
            }
        )
    return rows


# ----- start-up ---------------------------------------------------------------------------
def measure_startup() -> float:
    """Seconds from process start to the first drawn menu frame (a fresh interpreter)."""
    env = dict(os.environ, GAMESHELF_FRAMES="1", SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"))
    root = Path(__file__).resolve().parent.parent
    cmd = [sys.executable, "-m", "game"] if not getattr(sys, "frozen", False) else [sys.executable]
    started = time.perf_counter()
    result = subprocess.run(cmd, env=env, cwd=root, capture_output=True, text=True, timeout=120)
    took = time.perf_counter() - started
    return round(took, 3) if result.returncode == 0 else -1.0


def format_report(report: dict[str, Any]) -> str:
    lines = ["Scenes (offscreen):", f"  {'scene':28} {'size':>10} {'fps':>8} {'p50 ms':>8} {'p99 ms':>8}"]
    for row in report["scenes"]:
        size = f"{row['width']}x{row['height']}"
        lines.append(
            f"  {row['name']:28} {size:>10} {row['fps']:>8} {row['frame_ms_p50']:>8} {row['frame_ms_p99']:>8}"
        )
    lines.append("Rules (random play):")
    for row in report["rules"]:
        lines.append(
            f"  {row['game']:12} {row['players']}p  {row['random_games_per_s']:>8} games/s "
            f"{row['actions_per_s']:>10} actions/s"
        )
    lines.append("AI think time per decision:")
    for row in report["ai"]:
        lines.append(f"  {row['game']:12} {row['level']:10} p50 {row['think_s_p50']:>6} s  max {row['think_s_max']:>6} s")
    lines.append(f"Start-up to first menu frame: {report['startup_s']} s")
    net = report.get("net")
    if net and "skipped" not in net:
        lines.append(f"Network ({net['game']}, {net['clients']} remote bot seats on 127.0.0.1, {net['actions']} actions): "
                     f"action to every client's update p50 {net['latency_ms_p50']} ms, p99 {net['latency_ms_p99']} ms; "
                     f"host CPU {net['host_cpu_ms_per_action']} ms per action")
    lines.append("Idle CPU (fraction of one core, window loop, nothing moving):")
    for name, cpu in report.get("idle_cpu", {}).items():
        lines.append(f"  {name:28} {cpu:>6}")
    return "\n".join(lines)
