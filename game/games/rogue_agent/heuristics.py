"""Rogue Agent heuristics for the bots (pure) and the odds the view shows on hover.

- ``hit_odds(state, action)``: the chance an attack (or defusal) succeeds, computed from the
  dice faces in the data files, not hard-coded.
- ``estimate``/``evaluate``: a seat's expected final score relative to the best opponent.
- ``rollout_action``/``greedy_action``: cheap one-step policies for rollouts and the greedy bot.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from typing import Any

from game.ai.budget import Budget
from game.ai.mcts import SearchConfig
from game.games.rogue_agent import content as K
from game.games.rogue_agent import scoring

AI_LEVELS = {
    "ai:easy": SearchConfig(Budget(seconds=0.5, iterations=60), rollout_plies=6),
    "ai:normal": SearchConfig(Budget(seconds=2.0, iterations=300), rollout_plies=10),
    "ai:hard": SearchConfig(Budget(seconds=6.0, iterations=1000), rollout_plies=14),
}


# ----- odds from the faces ----------------------------------------------------------------------
def _face_dist(colour: str) -> dict[tuple[int, int], float]:
    """Per die: probability of (blast, amplify) counts 0/1."""
    out: Counter[tuple[int, int]] = Counter()
    for f in K.FACES[colour]:
        out[(int(f == "BLAST"), int(f == "AMPLIFY"))] += 1
    return {k: v / 6 for k, v in out.items()}


@lru_cache(maxsize=256)
def hits_distribution(red: int, green: int, black: int) -> tuple[tuple[int, float], ...]:
    """Exact distribution of hits (blasts + one amplify per blast) for a pool of custom dice."""
    dist: dict[tuple[int, int], float] = {(0, 0): 1.0}
    for colour, n in (("R", red), ("G", green), ("K", black)):
        fd = _face_dist(colour)
        for _ in range(n):
            nxt: dict[tuple[int, int], float] = {}
            for (b, x), p in dist.items():
                for (db, dx), q in fd.items():
                    key = (b + db, x + dx)
                    nxt[key] = nxt.get(key, 0.0) + p * q
            dist = nxt
    hits: dict[int, float] = {}
    for (b, x), p in dist.items():
        h = b + min(b, x)
        hits[h] = hits.get(h, 0.0) + p
    return tuple(sorted(hits.items()))


def p_at_least(red: int, green: int, black: int, need: int) -> float:
    return sum(p for h, p in hits_distribution(red, green, black) if h >= need)


def hit_odds(s: Any, a: tuple, ammo: int | None = None) -> float | None:
    """Chance of success of an attack-like action for the acting seat (None: not an attack).

    ``ammo`` is the ammo the player means to spend (default: as much as helps, up to 3).
    A face-down criminal's toughness is unknown to most seats: then the average over the
    cards still unseen is used.
    """
    from game.games.rogue_agent.engine import icon_count

    if not s.stack or s.stack[-1][0] != "D":
        return None
    seat = s.stack[-1][1]
    p = s.players[seat]
    kind = a[0]
    ammo = min(3, p.ammo) if ammo is None else min(3, ammo)
    greens = min(3, icon_count(p, "pistol"))
    if kind == "attack_assassin":
        return p_at_least(3, greens, ammo, 2)
    if kind == "attack":
        c = next((c for c in s.criminals if c.num == a[1]), None)
        if c is None:
            return None
        if isinstance(c.card, str):
            return p_at_least(3, greens, ammo, K.CARDS[c.card].hits)
        unseen = [x for x in K.CARDS.values()]
        return sum(p_at_least(3, greens, ammo, x.hits) for x in unseen) / len(unseen)
    if kind == "attack_location":
        return p_at_least(3, greens, ammo, 2)
    if kind == "defuse":
        b = next((b for b in s.bombs if b.id == a[1]), None)
        return defuse_odds(b.timer) if b else None
    return None


# Exact optimal-play defusal odds of the spec's table (2.10): P(defused) by starting timer.
DEFUSE_TABLE = {1: 0.066, 2: 0.389, 3: 0.715, 4: 0.739, 5: 0.739, 6: 0.739}


def defuse_odds(timer: int) -> float:
    return DEFUSE_TABLE.get(max(1, min(6, timer)), 0.0)


# ----- evaluation --------------------------------------------------------------------------
def estimate(s: Any, seat: int) -> float:
    rows = scoring.breakdown(s)
    p = s.players[seat]
    score = float(rows[seat]["total"])
    left = max(0, s.rounds - s.round)
    score += 0.6 * len(p.custody) + 0.15 * (p.fuel + p.ammo + p.evidence) + 0.2 * p.credits
    score += 0.25 * (p.vehicle + p.weapon + p.agent) * left / max(1, s.rounds)
    score += 0.1 * p.stamina
    return score


def evaluate(game: Any, s: Any, seat: int) -> float:
    mine = estimate(s, seat)
    best = max((estimate(s, o) for o in range(s.num_players) if o != seat), default=0.0)
    diff = mine - best
    return 1.0 / (1.0 + pow(2.718281828, -diff / 3.0))


PRIORITY = {
    "turnin": 9, "arrest": 8, "defuse": 6, "attack": 7, "attack_assassin": 6, "search": 4, "buy": 3,
    "reinforce": 2, "steal": 3, "attack_android": 5, "attack_agent": 5, "attack_location": 5, "screen": 1,
    "investigate": 1, "proceed": 1, "wire": 2, "done": 1, "stop": 0, "end": 0, "move": 1,
}


def rollout_action(game: Any, s: Any, legal: list, rng: random.Random) -> Any:
    top = s.stack[-1]
    kind = top[2]
    if kind in ("main", "patrol"):
        best = max(PRIORITY.get(a[0], 0) for a in legal)
        if best >= 3 or rng.random() < 0.5:
            pool = [a for a in legal if PRIORITY.get(a[0], 0) == best]
            return rng.choice(pool)
        moves = [a for a in legal if a[0] == "move"]
        return rng.choice(moves or legal)
    if kind == "reroll":
        return legal[0]
    if kind in ("gangster", "search_ammo"):
        return legal[-1]
    if kind == "wire":
        board = s.board
        return ("wire",) if board is not None and board.timer >= 2 and ("wire",) in legal else ("stop",)
    return rng.choice(legal)


def greedy_action(game: Any, s: Any, seat: int, rng: random.Random) -> Any:
    legal = list(game.legal_actions(s))
    if len(legal) == 1:
        return legal[0]
    kind = s.stack[-1][2]
    if kind in ("main", "patrol"):
        scored = []
        for a in legal:
            odds = hit_odds(s, a)
            value = PRIORITY.get(a[0], 0) * (odds if odds is not None else 1.0)
            scored.append((value + rng.random() * 0.5, a))
        return max(scored, key=lambda x: x[0])[1]
    return rollout_action(game, s, legal, rng)
