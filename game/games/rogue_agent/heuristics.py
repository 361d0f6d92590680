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
from game.games.rogue_agent import defuse_ai, scoring
from game.games.rogue_agent import engine as E
from game.games.rogue_agent.content import ADJ
from game.games.rogue_agent.engine import icon_count

AI_LEVELS = {
    "ai:easy": SearchConfig(Budget(seconds=0.5, iterations=50), rollout_plies=6),
    "ai:normal": SearchConfig(Budget(seconds=2.0, iterations=150), rollout_plies=10),
    # hard: its own evaluation (below) at the leaves, reached by short, steadier rollouts
    "ai:hard": SearchConfig(Budget(seconds=6.0, iterations=400), rollout_plies=6,
                            evaluate=lambda game, s, seat: evaluate_hard(game, s, seat),
                            rollout_policy=lambda game, s, legal, rng: choose(game, s, list(legal), rng, noise=0.4)),
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
        seen = {x.card for x in s.criminals if isinstance(x.card, str)}
        seen |= {c for q in s.players for c in q.turned_in} | {c for c in s.out_pile if isinstance(c, str)}
        unseen = [x for x in K.CARDS.values() if x.id not in seen] or list(K.CARDS.values())
        return sum(p_at_least(3, greens, ammo, x.hits) for x in unseen) / len(unseen)
    if kind == "attack_location":
        return p_at_least(3, greens, ammo, 2)
    if kind == "defuse":
        b = next((b for b in s.bombs if b.id == a[1]), None)
        return defuse_odds(b.timer)[0] if b else None
    return None


def _stored_odds() -> dict[int, tuple[float, float]]:
    """data/defuse_odds.json: the planner's results, valid only for the faces they were computed
    from (a test recomputes them; other faces fall back to computing)."""
    import json

    try:
        data = json.loads((K.DATA / "defuse_odds.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if data.get("faces") != {c: list(f) for c, f in K.FACES.items()}:
        return {}
    return {int(t): (float(v[0]), float(v[1])) for t, v in data["odds"].items()}


STORED_ODDS = _stored_odds()


def defuse_odds(timer: int) -> tuple[float, float]:
    """(P(defused), P(exploded)) of a defusal under optimal play, from the dice faces (defuse_ai;
    the timer is capped at 4, above which the odds barely move)."""

    t = max(1, min(PLAN_TIMER, timer))
    return STORED_ODDS.get(t) or defuse_ai.odds(t)


# ----- evaluation --------------------------------------------------------------------------
def estimate(s: Any, seat: int) -> float:
    rows = scoring.breakdown(s)
    p = s.players[seat]
    score = float(rows[seat]["total"])
    left = max(0, s.rounds - s.round)
    score += 2.0 * len(p.custody) + 0.15 * (p.fuel + p.ammo + p.evidence) + 0.2 * p.credits
    score += 0.25 * (p.vehicle + p.weapon + p.agent) * left / max(1, s.rounds)
    score += 0.1 * p.stamina
    return score


def evaluate(game: Any, s: Any, seat: int) -> float:
    mine = estimate(s, seat)
    best = max((estimate(s, o) for o in range(s.num_players) if o != seat), default=0.0)
    diff = mine - best
    return 1.0 / (1.0 + pow(2.718281828, -diff / 3.0))


# ----- the hard level's evaluation ------------------------------------------------------------
def turns_left(s: Any, seat: int) -> int:
    """Action-phase turns this seat still has, the running one included."""
    later = max(0, s.rounds - s.round)
    if s.phase in ("setup", "time"):
        return later + (1 if s.round >= 1 else 0)
    if s.phase == "action":
        mine = any(t[0] in ("turn_start", "main") and len(t) > 1 and t[1] == seat for t in s.stack)
        return later + int(mine)
    return later if s.phase == "city" else 0


def _custody_cards(s: Any, p: Any) -> list[str]:
    out = []
    for n in p.custody:
        c = next((c for c in s.criminals if c.num == n), None)
        if c is not None and isinstance(c.card, str) and not c.card.startswith("?"):
            out.append(c.card)
    return out


def custody_value(s: Any, seat: int, cards: list[str]) -> float:
    """What turning these criminals in would add: the syndicate bonus they complete (the
    bonus is convex, so a third criminal of a syndicate is worth more than the first) and the
    credits of their rewards."""
    if not cards:
        return 0.0
    p = s.players[seat]
    gain = scoring.syndicate_bonus(p.turned_in + tuple(cards)) - scoring.syndicate_bonus(p.turned_in)
    return gain + 0.1 * sum(K.CARDS[c].reward for c in cards)


def _p_deliver(s: Any, seat: int, turns: int) -> float:
    """Chance the custody reaches HQ and is turned in before the end."""
    if turns <= 0:
        return 0.0
    d = _dist(s.players[seat].pos).get(K.HQ_POS, 9)
    if turns >= 2:
        return 0.85 if d <= 4 else 0.7
    return {0: 0.85, 1: 0.8, 2: 0.75, 3: 0.45}.get(d, 0.2)


def _police_next(s: Any) -> str:
    """Where the police squad stands when the bombs tick: it moves one district on first (4.3.3)
    and sends the bombs there back to the Data Stream."""

    if not s.police or (s.phase == "city" and not any(t[0] == "police_move" for t in s.stack)):
        return s.police
    number = E.tile(s, s.police).number
    return E.district_pos(s, number % 6 + 1) if number else s.police


def _bombs_due(s: Any) -> list[str]:
    """Positions of the bombs that explode in this round's City phase (timer 1), unless the
    police squad takes them away first."""
    if s.phase not in ("action", "city"):
        return []
    if s.phase == "city" and not any(t[0] == "bombs_tick" for t in s.stack):
        return []
    police = _police_next(s)
    return [b.pos for b in s.bombs if b.timer <= 1 and b.pos != police]


def _danger(s: Any, seat: int, acts_first: bool, due: list[str]) -> float:
    """Expected stamina this seat loses before it can move away: bombs that explode in this
    City phase at or beside it, assassins at its location."""

    if acts_first or s.phase not in ("action", "city"):
        return 0.0
    p = s.players[seat]
    if E.safe(s, seat, p.pos):
        return 0.0
    loss = 0.0
    for pos in due:
        loss += 4.0 if pos == p.pos else (2.0 if pos in K.ADJ[p.pos] else 0.0)
    acting = s.phase == "action" or any(t[0] == "assassins_act" for t in s.stack)
    if acting and not p.exposed and p.pos in s.assassins and p.pos != s.police:
        loss += max(0, 2 - E.own_informants(s, seat, p.pos)) * 0.7
    return loss


def estimate_hard(s: Any, seat: int) -> float:
    """A seat's expected final score: the score now, plus custody weighted by the chance of
    turning it in before the end, resources and upgrades weighted by the turns left to use
    them, minus the damage bombs and assassins are about to do (a bomb loss also costs the
    whole custody; a skull costs 1 influence and the custody too); stamina breaks ties."""

    p = s.players[seat]
    rows = scoring.breakdown(s)
    score = float(rows[seat]["total"])
    turns = turns_left(s, seat)
    acts_first = s.phase == "action" and any(t[0] == "main" and t[1] == seat for t in s.stack) \
        and s.turn.seat != seat
    now = s.phase == "action" and s.turn.seat == seat
    w = min(1.0, turns / 3.0)
    carried = custody_value(s, seat, _custody_cards(s, p))
    score += carried * _p_deliver(s, seat, turns)
    score += w * (0.12 * (p.fuel + p.ammo + p.evidence) + 0.15 * p.credits)
    if turns >= 1 and p.informants and p.credits >= 2:
        score += 0.3  # a Reinforce is still possible
    score += 0.2 * (p.vehicle + p.weapon + p.agent) * turns / max(1, s.rounds)
    if turns >= 1 and not p.exposed:
        here = [c for c in s.criminals if c.pos == p.pos]
        if any(c.defeated for c in here):
            score += 0.4 * _p_deliver(s, seat, turns)
    due = _bombs_due(s)
    for pos in due:  # an explosion removes every informant there (4.4 step 1)
        score -= (0.6 if acts_first or now else 0.9) * E.own_informants(s, seat, pos)
    loss = _danger(s, seat, acts_first or now, due)
    if loss:
        if loss >= p.stamina:
            score -= 1.0 + carried
        elif any(pos == p.pos or pos in K.ADJ[p.pos] for pos in due):
            score -= carried * 0.9
        score -= 0.1 * loss
    stamina = p.stamina - loss
    if stamina <= 2 and turns >= 1 and not E.safe(s, seat, p.pos):
        score -= 0.15 * (3 - stamina) * (1.0 + carried)
    return score + 0.04 * stamina


def evaluate_hard(game: Any, s: Any, seat: int) -> float:
    """P(win)-like value: the estimate's lead over the best rival through a logistic curve
    that gets steeper as the end nears (a one-point lead is worth more in the last round)."""
    mine = estimate_hard(s, seat)
    best = max((estimate_hard(s, o) for o in range(s.num_players) if o != seat), default=0.0)
    scale = 0.8 + 0.45 * turns_left(s, seat)
    return 1.0 / (1.0 + pow(2.718281828, -(mine - best) / scale))


@lru_cache(maxsize=64)
def _dist(start: str) -> dict[str, int]:
    """Steps from ``start`` to every position (cached: the map never changes; do not mutate)."""

    seen = {start: 0}
    todo = [start]
    while todo:
        nxt = []
        for p in todo:
            for q in ADJ[p]:
                if q not in seen:
                    seen[q] = seen[p] + 1
                    nxt.append(q)
        todo = nxt
    return seen


def _targets(s: Any, seat: int) -> list[tuple[str, float]]:
    """Where this seat would like to be, with a value."""

    p = s.players[seat]
    out: list[tuple[str, float]] = []
    if p.exposed:
        for i, q in enumerate(s.players):
            if i != seat and not q.exposed:
                out.append((q.pos, 1.5))
        out += [(pos, 1.0) for pos in K.POS_ORDER if not E.is_destroyed(s, pos) and E.tile(s, pos).destroyable
                and s.slots[E.pidx(pos)][0] != -1]
        return out
    if p.custody:
        out.append((K.HQ_POS, 3.0 + len(p.custody)))
    for c in s.criminals:
        if c.pos is None:
            continue
        out.append((c.pos, 3.0 if c.defeated else 2.0))
    out += [(pos, 1.2) for pos in s.assassins]
    out += [(b.pos, 1.5) for b in s.bombs if b.timer >= 3]
    if p.stamina <= 3:
        out.append((E.hospital(s), 1.0))
    return out


def _place_value(s: Any, seat: int, pos: str) -> float:
    d = _dist(pos)
    best = 0.0
    for where, v in _targets(s, seat):
        best = max(best, v / (1 + d.get(where, 9)))
    return best


def main_value(s: Any, seat: int, a: tuple) -> float:
    """A one-step guess of how good a turn action is."""

    p = s.players[seat]
    kind = a[0]
    if kind == "end" or kind == "stop":
        return 0.0
    if kind == "move":
        tile = E.tile(s, a[1])
        risk = 0.0 if s.police == a[1] else 0.4 * tile.gangsters * (2.0 if p.stamina <= tile.gangsters + 1 else 1.0)
        fuel = 0.3 if s.turn.steps_left == 0 and s.turn.patrols else 0.0
        here = _place_value(s, seat, p.pos)
        return _place_value(s, seat, a[1]) - here * 0.8 - risk - fuel + 0.05
    if kind == "turnin":
        return 10.0 + len(p.custody)
    if kind == "arrest":
        return 8.0
    if kind in ("attack_agent", "attack_android"):
        return fight_value(s, seat, a[1])
    if kind in ("attack", "attack_assassin", "attack_location"):
        odds = hit_odds(s, a) or 0.0
        gain = {"attack": 4.0, "attack_assassin": 2.0, "attack_location": 3.0}.get(kind, 2.0)
        return odds * gain - (1 - odds) * 1.0
    if kind == "defuse":
        b = next((b for b in s.bombs if b.id == a[1]), None)
        t = b.timer if b else 1
        return {1: -1.0, 2: 0.4}.get(t, 2.0)
    if kind == "search":
        return 1.6 if p.stamina >= 3 or E.safe(s, seat, p.pos) else 0.3
    if kind == "buy":
        good = E.tile(s, p.pos).goods[a[1]]
        if good.kind == "influence":
            return 3.0
        if good.kind == "heal":
            return 1.5 if p.stamina <= 4 else -0.5
        if good.kind == "upgrade":
            return 1.3 if getattr(p, good.target) < 6 else -1.0
        return 0.8 if getattr(p, good.target) <= 5 else -1.0
    if kind == "done":
        return 0.1
    if kind == "reinforce":
        return 2.5 if s.turn.justice >= 2 or p.credits >= 5 else 0.7
    if kind == "investigate":
        c = E.crim(s, a[1])
        return 0.6 if c is not None and c.pos == p.pos and not c.defeated else 0.1
    if kind == "steal":
        return 2.0 if p.fuel >= 2 else 0.2
    if kind == "screen":
        return 0.8
    if kind == "proceed":
        return 0.2
    return 0.0


def fight_value(s: Any, seat: int, target: int) -> float:
    """An agent/android fight (6.5 C, 6.7): the target loses a stamina per hit; at the skull it
    loses 1 influence and its custody and the attacker gains 1 influence. The defender's patrol
    cars are left out (the target may have no fuel for green dice)."""

    p, q = s.players[seat], s.players[target]
    greens = min(3, icon_count(p, "pistol"))
    ammo = min(3, p.ammo)
    skull = p_at_least(3, greens, ammo, max(1, q.stamina))
    hits = sum(h * pr for h, pr in hits_distribution(3, greens, ammo))
    swing = 2.0 + 0.8 * len(q.custody)
    return skull * swing + 0.15 * min(hits, q.stamina) - 0.2


def _mask_reroll(s: Any, seat: int) -> int:

    safe = E.safe(s, seat, s.players[seat].pos)
    bad = ("CAR",) if safe else ("CAR", "BLAST")
    return sum(1 << i for i, (_c, f) in enumerate(s.roll) if f in bad)


def choose(game: Any, s: Any, legal: list, rng: random.Random, noise: float = 0.3) -> Any:
    """The heuristic policy used by rollouts and the greedy bot."""

    top = s.stack[-1]
    seat, kind = top[1], top[2]
    p = s.players[seat]
    if len(legal) == 1:
        return legal[0]
    if kind in ("main", "patrol"):
        return max(legal, key=lambda a: main_value(s, seat, a) + rng.random() * noise)
    if kind == "reroll":
        mask = _mask_reroll(s, seat)
        return ("reroll", mask) if ("reroll", mask) in legal else legal[0]
    if kind in ("atk_ammo", "fight_ammo", "loc_ammo", "steal_fuel", "defend_fuel"):
        return legal[-1]
    if kind == "gangster":
        return legal[-1] if p.stamina <= top[3] + 2 or p.ammo >= 4 else legal[0]
    if kind == "search_ammo":
        return legal[-1] if p.stamina <= 3 else legal[0]
    if kind == "amp":
        if ("amp", "cancel") in legal and p.stamina <= 3:
            return ("amp", "cancel")
        rank = {"CREDIT": 5, "UP_WEAPON": 4, "UP_AGENT": 4, "UP_VEHICLE": 4, "EVIDENCE2": 3, "AMMO2": 3, "FUEL2": 2,
                "HEAL": 1}
        doubles = [a for a in legal if a[1] != "cancel"]
        if doubles:
            return max(doubles, key=lambda a: rank.get(s.roll[a[1]][1], 0))
        return legal[0]
    if kind == "white":
        for c in ("K", "G", "R"):
            if ("colour", c) in legal:
                return ("colour", c)
    if kind == "place":
        return planned_placement(s, legal) if noise < 0.5 else defuse_placement(s, legal)
    if kind == "wire":
        if noise < 0.5:
            return planned_wire(s, legal)
        board = s.board
        return ("wire",) if board is not None and board.timer >= 2 and len(board.pool) >= 3 else ("stop",)
    if kind == "reveal":
        return ("reveal", "H") if ("reveal", "H") in legal else legal[0]
    if kind == "assign":
        return _assign(s, seat, legal, rng)
    if kind == "buy_more":
        best = max(legal, key=lambda a: main_value(s, seat, a) if a[0] == "buy" else 0.1)
        return best
    if kind == "pre_attack":
        return legal[0] if E.crim(s, top[3]) is not None and legal[0][0] == "investigate" else ("proceed",)
    if kind == "kill_any":
        return _rival_informant(s, seat, legal)
    return rng.choice(legal)


def _rival_informant(s: Any, seat: int, legal: list) -> Any:
    """A-16: the attacker removes any informant in the city -- the best-placed rival's (each one is
    worth a point at the end), his own only when no other is left."""

    def owner(a: tuple) -> int:
        return s.slots[E.pidx(a[1])][a[2]]

    rivals = [a for a in legal if owner(a) != seat]
    if not rivals:
        return legal[0]
    score = {i: q.influence + sum(cell.count(i) for cell in s.slots) for i, q in enumerate(s.players)}
    return max(rivals, key=lambda a: score.get(owner(a), 0))


def _assign(s: Any, seat: int, legal: list, rng: random.Random) -> Any:

    disc = s.drawn[0] if s.drawn else "C"
    me = _dist(s.players[seat].pos)
    others = [_dist(q.pos) for i, q in enumerate(s.players) if i != seat]

    def value(a: tuple) -> float:
        pos = E.district_pos(s, a[1])
        near_me = me.get(pos, 9)
        near_them = min((d.get(pos, 9) for d in others), default=9)
        if disc.startswith("C"):
            return near_them - near_me
        return near_me - near_them

    return max(legal, key=lambda a: value(a) + rng.random() * 0.1)


def defuse_placement(s: Any, legal: list) -> Any:
    """Greedy placement: complete a line, close a live column, avoid new columns."""

    board = s.board

    def value(a: tuple) -> float:
        _k, sym, colour, col = a
        cols = list(board.cols)
        new = not cols[col]
        cols[col] = cols[col] + ((sym, colour),)
        v = 0.0
        if E.line(tuple(cols)):
            v += 10
        if new and any(board.cols):
            v -= 3 if board.timer > 1 else 20
        if sym == "AMPLIFY" and board.cols[col] and board.cols[col][-1][0] == "BLAST":
            v += 2
        if sym == "BLAST" and not new:
            v -= 0.5
        return v

    return max(legal, key=value)


PLAN_TIMER = 4  # the optimal policy barely changes above 4; planning with it keeps the tables small


def planned_placement(s: Any, legal: list) -> Any:
    """The optimal defusal policy's placement (exact dynamic programming, defuse_ai)."""

    b = s.board
    return defuse_ai.choose_placement(b.cols, b.to_place, b.pool, min(b.timer, PLAN_TIMER), legal)


def planned_wire(s: Any, legal: list) -> Any:

    b = s.board
    cut = ("wire",) in legal and defuse_ai.should_cut(b.cols, b.pool, min(b.timer, PLAN_TIMER))
    return ("wire",) if cut else ("stop",)


def search_actions(game: Any, s: Any, legal: list) -> list:
    """What the tree search considers: the optimal defusal move, a few rerolls, else everything."""
    top = s.stack[-1]
    kind = top[2] if top[0] == "D" else ""
    if kind == "place":
        return [planned_placement(s, legal)]
    if kind == "wire":
        return [planned_wire(s, legal)]
    if kind == "reroll":
        mask = ("reroll", _mask_reroll(s, top[1]))
        return [a for a in legal if a == ("reroll", 0) or a == mask]
    if kind in ("main", "patrol") and len(legal) > SEARCH_WIDTH:
        # the dice make every estimate noisy: spend the iterations on the few moves the
        # one-step rule rates best (the greedy move is always among them)
        seat = top[1]
        return sorted(legal, key=lambda a: -main_value(s, seat, a))[:SEARCH_WIDTH]
    return legal


SEARCH_WIDTH = 4  # turn actions the tree search compares (by main_value)


def rollout_action(game: Any, s: Any, legal: list, rng: random.Random) -> Any:
    return choose(game, s, list(legal), rng, noise=ROLLOUT_NOISE)


ROLLOUT_NOISE = 0.8


def greedy_action(game: Any, s: Any, seat: int, rng: random.Random) -> Any:
    return choose(game, s, list(game.legal_actions(s)), rng, noise=0.05)
