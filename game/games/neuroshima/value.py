"""What a board is worth to a seat (pure): material, threat, the static value in [0, 1], the
battle-aware value ai:hard scores turns by, and the one-step greedy choice built on them."""

from __future__ import annotations

import random
from typing import Any

from .battle import battle_steps
from .content import TILES
from .state import State, friendly, hq_hp
from .turn import battle_outcome, push_chooser

_WORTH: dict[str, tuple] = {}


def _worth(name: str) -> tuple:
    """Per tile type: (is an HQ, toughness, attack term, initiative/module/net term) of ``material``,
    each computed exactly as ``material`` would (same float operations, same order)."""
    w = _WORTH.get(name)
    if w is None:
        t = TILES[name]
        w = _WORTH[name] = (t.kind == "hq", t.toughness, 0.3 * sum(a.strength for a in t.attacks),
                            0.2 * len(t.initiative) + 0.4 * len(t.effects) + 0.5 * len(t.nets))
    return w


def material(s: State, seat: int) -> float:
    """Board material of a seat: attacks, toughness and modules of its units (HQ excluded)."""
    total = 0.0
    for p in s.board:
        if p is None or p.owner != seat:
            continue
        hq, toughness, attack, rest = _worth(p.name)
        if hq:
            continue
        v = 0.6 + 0.25 * (toughness - p.dmg) + attack
        v += rest
        total += v
    return total


def threat(s: State, seat: int) -> float:
    """Melee pressure on enemy HQs: own attack edges pointing at an enemy HQ."""
    lay = s.lay
    out = 0.0
    for i, p in enumerate(s.board):
        if p is None or p.owner != seat:
            continue
        t = TILES[p.name]
        if t.kind == "hq":
            continue
        for a in t.attacks:
            d = (a.edge + p.rot) % 6
            if a.type == "melee":
                j = lay.nb[i][d]
                cand = [j] if j >= 0 else []
            else:
                cand = lay.line(i, d)
            for j in cand:
                q = s.board[j]
                if q is not None and not friendly(s.teams, q.owner, seat):
                    if TILES[q.name].kind == "hq":
                        out += a.strength
                    break
    return out


def evaluate(game: Any, s: State, seat: int) -> float:
    """Value in [0, 1] of an unfinished true state for ``seat``."""
    if s.phase == "over":
        return game.returns(s)[seat]
    return _value_of_scores(_team_scores(s), s, seat)


_BATTLE_PHASES = ("main", "discard", "draw")
_LAST_BATTLE: list = [(None, None)]  # (the last state battled, the team scores after its battle)


def battle_evaluate(game: Any, s: State, seat: int, clip: bool = True) -> float:
    """``evaluate`` that also looks at the battle this board would fight (ai:hard's value).

    A unit's worth on the board is mostly what it does and suffers in the next battle, which the
    static terms only guess at: the value blends the board now with the board after a battle fought
    right away (every battle decision at its default). It costs a fraction of a millisecond.
    ``clip=False`` leaves the value unbounded, so that a far-behind (or far-ahead) seat still tells
    a better board from a worse one; a finished game is then worth +-100 (0 a shared win)."""
    if s.phase == "over":
        return game.returns(s)[seat] if clip else _finished_value(game, s, seat)
    now = _value_of_scores(_team_scores(s), s, seat, clip)
    if s.phase not in _BATTLE_PHASES or s.pending or s.battle:
        return now
    last = _LAST_BATTLE[0]
    if last[0] is s:
        after_scores = last[1]
    else:
        after, _decision, _log = battle_steps(s, s.turn, (), rest_default=True)
        after_scores = None if after is None else _team_scores(after)
        _LAST_BATTLE[0] = (s, after_scores)  # the search asks once per seat
    if after_scores is None:
        return now
    return 0.4 * now + 0.6 * _value_of_scores(after_scores, s, seat, clip)


def _finished_value(game: Any, s: State, seat: int) -> float:
    share = game.returns(s)[seat]
    return 100.0 if share == 1.0 else -100.0 if share == 0.0 else 0.0


def _value_of_scores(scores: dict[int, float], s: State, seat: int, clip: bool = True) -> float:
    mine_team = s.teams[seat] if s.teams else seat
    others = [v for t, v in scores.items() if t != mine_team]
    diff = scores[mine_team] - (max(others) if others else 0.0)
    scale = 30.0 * (2 if s.teams else 1)
    value = 0.5 + diff / scale
    return max(0.0, min(1.0, value)) if clip else value


_LAST: list = [(None, None)]  # (the last state scored, its team scores): the search asks once per seat


def _team_scores(s: State) -> dict[int, float]:
    last = _LAST[0]
    if last[0] is s:
        return last[1]
    scores: dict[int, float] = {}
    for k in range(s.num_players):
        team = s.teams[k] if s.teams else k
        if s.eliminated[k]:
            v = -60.0
        else:
            v = hq_hp(s, k) * 1.0 + 0.35 * material(s, k) + 0.25 * threat(s, k) + 0.1 * len(s.hands[k])
        scores[team] = scores.get(team, 0.0) + v
    _LAST[0] = (s, scores)
    return scores


def greedy_action(game: Any, s: State, seat: int, rng: random.Random) -> Any:
    """One step of look-ahead over whole decisions: a tile placement (tile, hex, facing, confirm) or
    an instant with its targets counts as one step. Returns the first action of the best plan."""
    legal = list(game.legal_actions(s))
    if len(legal) == 1:
        return legal[0]
    if s.phase == "battle_choice" and s.battle:
        return _greedy_battle(game, s, seat, legal, rng)
    if s.phase == "medic_choice":  # which unit a Medic saves from an instant
        return max(legal, key=lambda a: (evaluate(game, game.apply(s, a), seat), a == s.battle[6][4]))
    plans: list[tuple[float, Any]] = []
    budget = [MAX_GREEDY_LEAVES]
    for a in legal:
        if a[0] == "cancel":
            continue
        v = _best_after(game, game.apply(s, a), seat, budget)
        if v < 0:
            continue  # a dead end: only "cancel" would follow
        if a[0] == "end":
            v -= 0.002
        elif a[0] == "discard" and s.phase == "main":
            v -= 0.004
        plans.append((v, a))
    if not plans:
        return next((a for a in legal if a[0] == "end"), legal[0])
    best = max(v for v, _a in plans)
    return rng.choice([a for v, a in plans if v >= best - 1e-9])


MAX_GREEDY_LEAVES = 1500


def _greedy_battle(game: Any, s: State, seat: int, legal: list, rng: random.Random) -> Any:
    """A battle decision: play the battle out with each option (later decisions by default)."""
    scored = []
    for a in legal:
        try:
            after = battle_outcome(s, a)
        except ValueError:
            continue
        scored.append((evaluate(game, after, seat) if after.phase != "over" else game.returns(after)[seat], a))
    if not scored:
        return s.battle[6][4]
    best = max(v for v, _a in scored)
    top = [a for v, a in scored if v >= best - 1e-9]
    return s.battle[6][4] if s.battle[6][4] in top else rng.choice(top)


def push_reply(game: Any, s: State) -> State:
    """A push waiting for the pushed unit's owner to pick the retreat hex: the state after the
    answer that owner likes best by the static value (how a seat expects the others to answer)."""
    chooser = push_chooser(s)
    if chooser is None:
        return s
    return max((game.apply(s, a) for a in game.legal_actions(s)), key=lambda t: evaluate(game, t, chooser))


def _best_after(game: Any, s: State, seat: int, budget: list[int]) -> float:
    """Value after finishing the current multi-step decision (best continuation)."""
    if push_chooser(s) not in (None, seat):
        s = push_reply(game, s)
    if s.phase == "over":
        return game.returns(s)[seat]
    if game.current_player(s) != seat or not s.pending or budget[0] <= 0:
        budget[0] -= 1
        return evaluate(game, s, seat)
    best = -1.0
    for a in game.legal_actions(s):
        if a[0] == "cancel":
            continue
        best = max(best, _best_after(game, game.apply(s, a), seat, budget))
    return best
