"""The network section of ``gameshelf bench``: loopback latency and the host's CPU per action.

A headless host (its own process, as ``gameshelf host`` runs) with every seat remote, and one
``BotSeat`` per seat in this process on 127.0.0.1. For every action a seat sends, the time until
each seat (the sender included) has the host's update is one latency sample; p50 and p99 over
all of them. The host's CPU time (user + system, from the OS once it has exited) is divided by
the decisions played.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from typing import Any

from game.net.loopback import BotSeat


def _host_command() -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, "host"]
    return [sys.executable, "-m", "game", "host"]


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))]


def bench_net(game_id: str = "waterdeep", players: int = 5, seed: int = 1, timeout: float = 600.0) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="gameshelf-bench-net-") as home:
        env = dict(os.environ, GAMESHELF_HOME=home)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        host = subprocess.Popen(_host_command() + ["--game", game_id, "--players", str(players), "--seats",
                                                  ",".join(["remote"] * players), "--seed", str(seed), "--bind",
                                                  "127.0.0.1", "--port", "0"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
        try:
            info = json.loads(host.stdout.readline() if host.stdout else "{}")
            seats = [BotSeat(info["url"], info["code"], i, "random", seed * 101 + i) for i in range(players)]
            started = time.perf_counter()
            for s in seats:
                s.start()
            for s in seats:
                s.join(timeout)
            wall = time.perf_counter() - started
            host.wait(60)
        finally:
            if host.poll() is None:
                host.kill()
                host.wait()
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    latencies: list[float] = []
    for sender in seats:
        for ply, sent in sender.sent.items():
            for s in seats:
                later = [k for k in s.arrivals if k > ply]
                if later:
                    latencies.append(s.arrivals[min(later)] - sent)
    actions = sum(len(s.sent) for s in seats)
    return {"game": game_id, "clients": players, "actions": actions, "samples": len(latencies),
            "latency_ms_p50": round(_percentile(latencies, 0.5) * 1000, 2),
            "latency_ms_p99": round(_percentile(latencies, 0.99) * 1000, 2),
            "host_cpu_ms_per_action": round(cpu * 1000 / max(1, actions), 2),
            "game_seconds": round(wall, 2), "finished": all(s.over for s in seats)}
