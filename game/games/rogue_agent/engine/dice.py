"""Rogue Agent engine: every chance step (tiles, police and director, identity tokens, Data Stream
draws, criminal cards, the d6 and the custom dice) and reading rolled dice (hits, patrol cars).
"""

from __future__ import annotations

from collections import Counter

from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine.board import Task, district_pos, icon_count, pidx, set_player
from game.games.rogue_agent.state import EMPTY, Criminal, Player, RAState, replace, setp


def _die_outcomes(colour: str) -> list[tuple[tuple, float]]:
    counts = Counter(K.FACES[colour])
    return [(("die", colour, f), k / 6) for f, k in sorted(counts.items())]


def chance_outcomes(s: RAState) -> list[tuple[tuple, float]]:
    top = s.stack[-1]
    kind = top[1]
    if kind == "tile":
        pos = top[2]
        pool = K.DISTRICT_TILES if pos in K.DISTRICT_POS else K.GENERAL_TILES
        left = [t for t in pool if t not in s.layout]
        return [(("tile", pos, t), 1 / len(left)) for t in left]
    if kind in ("police", "d6"):
        return [(("d6", v), 1 / 6) for v in range(1, 7)]
    if kind == "director":
        return [(("director", i), 1 / s.num_players) for i in range(s.num_players)]
    if kind == "token":
        a, h = K.identity_pool(s.num_players, s.flag("identity_pool"))
        dealt = Counter(t for p in s.players for t in p.tokens)
        left = {"A": a - dealt["A"], "H": h - dealt["H"]}
        total = left["A"] + left["H"]
        return [(("token", top[2], k), v / total) for k, v in sorted(left.items()) if v > 0]
    if kind == "disc":
        counts = Counter(s.bag)
        return [(("disc", d), k / len(s.bag)) for d, k in sorted(counts.items())]
    if kind == "card":
        return [(("card", c), 1 / len(s.deck)) for c in s.deck]
    if kind in ("die", "redie"):
        return _die_outcomes(top[2] if kind == "die" else top[3])
    raise AssertionError(f"unknown chance task {top!r}")


def apply_chance(s: RAState, a: tuple) -> RAState:
    top = s.stack[-1]
    s = replace(s, stack=s.stack[:-1])
    kind = top[1]
    if kind == "tile":
        return replace(s, layout=setp(s.layout, pidx(a[1]), a[2]))
    if kind == "police":
        return replace(s, police=district_pos(s, a[1]))
    if kind == "director":
        return replace(s, director=a[1], first_player=a[1])
    if kind == "token":
        return set_player(s, a[1], tokens=s.players[a[1]].tokens + (a[2],))
    if kind == "disc":
        bag = list(s.bag)
        bag.remove(a[1])
        return replace(s, bag=tuple(bag), drawn=s.drawn + (a[1],))
    if kind == "d6":
        purpose = top[2]
        if purpose == "time":
            return replace(s, time_dice=s.time_dice + (a[1],))
        return replace(s, bombs=tuple(replace(b, timer=a[1]) if b.id == top[3] else b for b in s.bombs))
    if kind == "card":
        deck = list(s.deck)
        deck.remove(a[1])
        num = top[2]
        c = Criminal(num, a[1], False, (), False, top[3], EMPTY, s.round)
        crims = tuple(sorted(s.criminals + (c,), key=lambda x: x.num))
        return replace(s, deck=tuple(deck), criminals=crims)
    if kind == "die":
        face = (a[1], a[2])
        if top[3] == 1:
            return replace(s, roll2=s.roll2 + (face,))
        return replace(s, roll=s.roll + (face,))
    if kind == "redie":
        return replace(s, roll=setp(s.roll, top[2], (a[1], a[2])))
    raise AssertionError(f"unknown chance task {top!r}")


def roll_tasks(colours: list[str] | tuple[str, ...], side: int = 0) -> list[Task]:
    return [("R", "die", c, side) for c in colours]


def attack_colours(p: Player, ammo: int, intel: int = 0) -> list[str]:
    return ["R"] * 3 + ["G"] * min(3, icon_count(p, "pistol")) + ["K"] * min(3, ammo + intel)


def hits_of(roll: tuple[tuple[str, str], ...]) -> int:
    """8.1: every blast is a hit; each amplify doubles one blast."""
    blasts = sum(1 for _c, f in roll if f == "BLAST")
    amps = sum(1 for _c, f in roll if f == "AMPLIFY")
    return blasts + min(amps, blasts)


def cars(roll: tuple[tuple[str, str], ...]) -> int:
    return sum(1 for _c, f in roll if f == "CAR")
