"""The network section of ``gameshelf bench``: loopback latency and the host's CPU per action.

A headless host (its own process, as ``gameshelf host`` runs) with every seat remote, and one
joiner process per seat on 127.0.0.1 (as friends at their own computers: each a ``BotSeat``
playing random moves). For every action a seat sends, the time until each seat (the sender
included) has taken the host's update is one latency sample (wall clock of this one machine);
p50 and p99 over all of them. The host reports the CPU time its game cost (start-up left out),
divided by the decisions played.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.net.loopback import BotSeat


def _python() -> list[str]:
    return [sys.executable]


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))]


def client_main(url: str, code: str, seat: int, seed: int, out: str) -> None:
    """One joiner of the bench (run in its own process): play, then write the times down."""
    bot = BotSeat(url, code, seat, "random", seed)
    bot.clock = time.time
    bot.start()
    bot.join(600)
    Path(out).write_text(json.dumps({"sent": bot.sent, "arrivals": bot.arrivals, "over": bot.over}))


def bench_net(game_id: str = "waterdeep", players: int = 5, seed: int = 1, timeout: float = 600.0) -> dict[str, Any]:
    if getattr(sys, "frozen", False):  # the joiners are started as `python -c`: from source only
        return {"game": game_id, "clients": players, "skipped": "run the bench from source"}
    with tempfile.TemporaryDirectory(prefix="gameshelf-bench-net-") as home:
        env = dict(os.environ, GAMESHELF_HOME=home, GAMESHELF_NET_STATS="1")
        err = Path(home) / "host.err"
        with open(err, "w") as err_file:
            host = subprocess.Popen(_python() + ["-m", "game", "host", "--game", game_id, "--players", str(players),
                                                 "--seats", ",".join(["remote"] * players), "--seed", str(seed),
                                                 "--bind", "127.0.0.1", "--port", "0"],
                                    stdout=subprocess.PIPE, stderr=err_file, env=env, text=True)
        clients = []
        try:
            info = json.loads(host.stdout.readline() if host.stdout else "{}")
            started = time.perf_counter()
            for i in range(players):
                code = (f"from game.net.bench import client_main; client_main({info['url']!r}, {info['code']!r}, "
                        f"{i}, {seed * 101 + i}, {str(Path(home) / f'c{i}.json')!r})")
                clients.append(subprocess.Popen(_python() + ["-c", code], env=env))
            for c in clients:
                c.wait(timeout)
            wall = time.perf_counter() - started
            host.wait(60)
        finally:
            for proc in [host, *clients]:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
        results = [json.loads((Path(home) / f"c{i}.json").read_text()) for i in range(players)]
        stats = next((json.loads(line.split(" ", 1)[1]) for line in err.read_text().splitlines()
                      if line.startswith("host-stats ")), {})
    latencies: list[float] = []
    for sender in results:
        for ply, sent in sender["sent"].items():
            for r in results:
                later = [int(k) for k in r["arrivals"] if int(k) > int(ply)]
                if later:
                    latencies.append(r["arrivals"][str(min(later))] - sent)
    actions = sum(len(r["sent"]) for r in results)
    return {"game": game_id, "clients": players, "actions": actions, "samples": len(latencies),
            "latency_ms_p50": round(_percentile(latencies, 0.5) * 1000, 2),
            "latency_ms_p99": round(_percentile(latencies, 0.99) * 1000, 2),
            "host_cpu_ms_per_action": round(stats.get("cpu_s", 0.0) * 1000 / max(1, stats.get("decisions", 1)), 2),
            "game_seconds": round(wall, 2), "finished": all(r["over"] for r in results)}
