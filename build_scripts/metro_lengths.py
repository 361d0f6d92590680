"""Metro 2033 game lengths without a round limit (issue 16): plays seeded games with one kind of
seat everywhere and prints one JSON line per game with the rounds it lasted and how it ended.

usage: python build_scripts/metro_lengths.py SEATKIND PLAYERS GAMES FIRST_SEED

SEATKIND is a bot kind (``random``, ``greedy``, ``ai:easy``, ...). The AI levels play with their
iteration budgets and no seconds cap, as ``game.tournament --no-time-cap`` does, so a busy machine
does not change the games.
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import replace

from game.ai import make_bot
from game.ai.budget import Budget
from game.engine.match import Match
from game.games import get_game


def play(kind: str, players: int, seed: int) -> dict:
    game = get_game("metro2033")
    seats = [kind] * players
    match = Match(game, players, seats, None, {}, seed)
    bots = [make_bot(k, game, i, seed * 101 + i, players) for i, k in enumerate(seats)]
    for bot in bots:
        config = getattr(bot, "config", None)
        if config is not None:
            bot.config = replace(config, budget=Budget(seconds=None, iterations=config.budget.iterations))
    started = time.time()
    while True:
        match.advance()
        if match.is_over:
            break
        seat = match.current_player
        match.submit(bots[seat].choose(match.view_for(seat)), seat)
    s = match.state
    return {"kind": kind, "n": players, "seed": seed, "rounds": s.round, "end": s.end_reason,
            "winner": s.winner, "plies": len(match.steps), "sec": round(time.time() - started, 2)}


def main(argv: list[str]) -> int:
    kind, players, games, first = argv[0], int(argv[1]), int(argv[2]), int(argv[3])
    for seed in range(first, first + games):
        print(json.dumps(play(kind, players, seed)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
