"""Rogue Agent: spec A-08's release gate -- does the end-of-track refill loop win games? (pure; a development tool)

``python -m game.games.rogue_agent.balance --games 1000 --seed 1``

Every game seats one scripted player that runs the loop against scripted players that do not
(both are the greedy heuristic of ``heuristics.choose``; the looper also buys any resource
that brings a track to its end space, for the +1 influence of spec 2.5, walks to the shops
where it can, and spends its ammo freely to make room). The loop player sits in every seat in
turn (game ``k`` puts it in seat ``k mod players``). The report gives its win rate (a shared
win counts by its share) with a 95% Wilson interval and the mean end-of-track bonuses per
game; the gate fails above 60% (spec 9, A-08).

``--flag end_bonus_first_time_only=true`` plays with the rule flag on, and ``--remedy goods``
with the spec's other remedy (every stand-in resource good ``x2 @2c``; the Armory's
``AMMO x2 @1c`` stays, it is printed in the rulebook) applied in memory, to compare them
before changing the data.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import sys
import time
from typing import Any

from game.engine.core import CHANCE, TERMINAL
from game.engine.match import sample_outcome
from game.games.rogue_agent import content as K
from game.games.rogue_agent import engine as E
from game.games.rogue_agent import heuristics as H
from game.games.rogue_agent.rules import RogueAgentGame
from game.games.rogue_agent.state import replace

GAME = RogueAgentGame()
KEPT = ("ARMORY", "ammo")  # the seed's printed good, never changed by the remedy


def _top(track: str) -> int:
    return int(K.TRACKS[track]["max"])


def loop_buy(s: Any, seat: int, good: K.Good) -> bool:
    """True when the credits in hand buy enough units of ``good`` to make a resource or upgrade
    marker arrive on its end space (+1 influence, spec 2.5 / 4.0.5)."""
    if good.kind not in ("resource", "upgrade") or good.currency != "credits":
        return False
    p = s.players[seat]
    if s.flag("end_bonus_first_time_only") and good.target in p.ends:
        return False
    have, top = getattr(p, good.target), _top(good.target)
    if have >= top:
        return False
    units = -(-(top - have) // good.amount)
    return units * good.price <= p.credits


def _shops(s: Any, seat: int) -> list[str]:
    """Positions where one unit bought now would close a loop."""

    p = s.players[seat]
    if p.credits < 1:
        return []
    out = []
    for pos in K.POS_ORDER:
        if E.is_destroyed(s, pos):
            continue
        goods = E.tile(s, pos).goods
        if any(loop_buy(s, seat, g) for g in goods):
            out.append(pos)
    return out


def loop_action(game: Any, s: Any, seat: int, rng: random.Random) -> Any:
    """The greedy rule plus the refill loop."""

    legal = list(game.legal_actions(s))
    top = s.stack[-1]
    kind = top[2]
    here = s.players[seat].pos
    buys = [a for a in legal if a[0] == "buy" and loop_buy(s, seat, E.tile(s, here).goods[a[1]])]
    if kind in ("main", "buy_more") and buys:
        return buys[0]
    if kind in ("main", "patrol"):
        shops = _shops(s, seat)

        def bonus(a: tuple) -> float:
            if a[0] != "move" or not shops:
                return 0.0
            d = H._dist(a[1])
            return 2.5 / (1 + min(d.get(q, 9) for q in shops))

        return max(legal, key=lambda a: H.main_value(s, seat, a) + bonus(a) + rng.random() * 0.05)
    return H.greedy_action(game, s, seat, rng)


def apply_goods_remedy() -> None:
    """Spec A-08's remedy, in memory: every resource good becomes x2 for 2 credits (the
    Armory's ammo stays x2 @1c)."""
    for tid, t in list(K.TILES.items()):
        goods = tuple(
            g if g.kind != "resource" or g.currency != "credits" or (tid, g.target) == KEPT
            else dataclasses.replace(g, amount=2, price=2)
            for g in t.goods
        )
        K.TILES[tid] = dataclasses.replace(t, goods=goods)


def play(seed: int, players: int, loop_seat: int, mode: str, flags: dict[str, Any]) -> dict[str, Any]:
    rng = random.Random(seed)
    s = GAME.initial_state(players, {"mode": mode})
    if flags:
        s = replace(s, flags=tuple(sorted({**dict(s.flags), **flags}.items())))
    bonuses = [0] * players
    while GAME.current_player(s) != TERMINAL:
        p = GAME.current_player(s)
        if p == CHANCE:
            s = GAME.apply(s, sample_outcome(GAME.chance_outcomes(s), rng))
            continue
        view = GAME.determinize(GAME.player_view(s, p), p, rng)
        if p == loop_seat:
            a = loop_action(GAME, view, p, rng)
        else:
            a = H.greedy_action(GAME, view, p, rng)
        before = s.players[p]
        s = GAME.apply(s, a)
        bonuses[p] += _end_bonuses(before, s.players[p])
    win = GAME.winners(s)
    return {"seed": seed, "loop_seat": loop_seat, "scores": list(GAME.returns(s)), "winners": win,
            "bonuses": bonuses}


def _end_bonuses(before: Any, after: Any) -> int:
    """End-of-track arrivals between two states of one seat (a marker now on its end space that
    was below it)."""
    return sum(1 for t in K.TRACKS if t not in ("stamina", "influence", "credits")
               and getattr(after, t, -1) == _top(t) and getattr(before, t, _top(t)) < _top(t))


def wilson(successes: float, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def run(games: int, seed: int, players: int, mode: str, flags: dict[str, Any]) -> dict[str, Any]:
    won = 0.0
    loop_bonus = plain_bonus = 0
    started = time.perf_counter()
    for k in range(games):
        seat = k % players
        r = play(seed + k // players, players, seat, mode, flags)
        if seat in r["winners"]:
            won += 1.0 / len(r["winners"])
        loop_bonus += r["bonuses"][seat]
        plain_bonus += sum(b for i, b in enumerate(r["bonuses"]) if i != seat) / (players - 1)
    lo, hi = wilson(won, games)
    return {"games": games, "players": players, "mode": mode, "flags": flags, "loop_win_rate": won / games,
            "interval95": [lo, hi], "fair_share": 1 / players, "loop_end_bonuses_per_game": loop_bonus / games,
            "plain_end_bonuses_per_game": plain_bonus / games, "gate_passed": won / games <= 0.6,
            "seconds": time.perf_counter() - started}


def _flag(text: str) -> tuple[str, Any]:
    key, _, value = text.partition("=")
    if key not in K.FLAGS:
        raise argparse.ArgumentTypeError(f"unknown rule flag {key!r}")
    return key, {"true": True, "false": False}.get(value.lower(), value)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.games.rogue_agent.balance", description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--mode", choices=("agent", "android"), default="agent")
    ap.add_argument("--flag", type=_flag, action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--remedy", choices=("none", "goods"), default="none")
    args = ap.parse_args(argv)
    if args.remedy == "goods":
        apply_goods_remedy()
    out = run(args.games, args.seed, args.players, args.mode, dict(args.flag))
    out["remedy"] = args.remedy
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
