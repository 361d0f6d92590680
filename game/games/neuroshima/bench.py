"""Rules throughput: ``python -m game.games.neuroshima.bench [games]`` prints random games/s and actions/s."""

from __future__ import annotations

import random
import sys
import time

from game.engine.core import CHANCE, TERMINAL

from .rules import NeuroshimaGame


def run(games: int = 100, policy: str = "random", seed: int = 0) -> dict[str, float]:
    g = NeuroshimaGame()
    plies = 0
    start = time.perf_counter()
    for k in range(games):
        rng = random.Random(seed + k)
        s = g.initial_state(2, {})
        while g.current_player(s) != TERMINAL:
            if g.current_player(s) == CHANCE:
                outs = g.chance_outcomes(s)
                a = rng.choices([o for o, _ in outs], [w for _, w in outs])[0]
            elif policy == "rollout":
                a = g.heuristics.rollout_action(g, s, list(g.legal_actions(s)), rng)
            else:
                a = rng.choice(list(g.legal_actions(s)))
            s = g.apply(s, a)
            plies += 1
    dt = time.perf_counter() - start
    return {"random_games_per_s": games / dt, "actions_per_s": plies / dt, "plies_per_game": plies / games}


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for pol in ("random", "rollout"):
        r = run(n, pol)
        print(f"{pol:8s} {r['random_games_per_s']:7.1f} games/s {r['actions_per_s']:9.0f} actions/s "
              f"{r['plies_per_game']:6.0f} plies/game")
