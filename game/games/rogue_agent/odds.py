"""Chances of an attack's success from the dice faces in the data file (pure; no pygame).

Every custom die contributes one BLAST, one AMPLIFY or nothing; an attack's hits are
``blasts + min(amplifies, blasts)`` (spec 4.2.3). The distribution of (blasts, amplifies) is
built die by die, so any pool of red, green and black dice is exact and instant."""
from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from game.games.rogue_agent import content as K


def die_split(colour: str) -> tuple[Fraction, Fraction, Fraction]:
    """(P(blast), P(amplify), P(other)) of one die of ``colour``, from its faces."""
    faces = K.FACES[colour]
    n = len(faces)
    b = Fraction(sum(1 for f in faces if f == "BLAST"), n)
    x = Fraction(sum(1 for f in faces if f == "AMPLIFY"), n)
    return b, x, 1 - b - x


def hits_distribution(pool: Iterable[str]) -> dict[int, Fraction]:
    """P(hits = h) for a pool of custom dice colours ("R", "G", "K")."""
    dist: dict[tuple[int, int], Fraction] = {(0, 0): Fraction(1)}
    for colour in pool:
        pb, px, po = die_split(colour)
        nxt: dict[tuple[int, int], Fraction] = {}
        for (b, x), p in dist.items():
            for key, q in (((b + 1, x), pb), ((b, x + 1), px), ((b, x), po)):
                if q:
                    nxt[key] = nxt.get(key, Fraction(0)) + p * q
        dist = nxt
    out: dict[int, Fraction] = {}
    for (b, x), p in dist.items():
        h = b + min(x, b)
        out[h] = out.get(h, Fraction(0)) + p
    return out


def p_at_least(pool: Iterable[str], need: int) -> float:
    return float(sum(p for h, p in hits_distribution(pool).items() if h >= need))


def pistols(player: Any) -> int:
    """Green dice an attacker adds: one per Pistol icon the weapon marker has reached."""
    return sum(1 for icon, track, at in K.ICONS if icon == "pistol" and track == "weapon" and player.weapon >= at)


def attack_pool(player: Any, ammo: int = 0, intel: int = 0) -> list[str]:
    greens = min(K.DICE_COUNT["G"], pistols(player))
    blacks = min(K.DICE_COUNT["K"], ammo + intel)
    return ["R"] * K.DICE_COUNT["R"] + ["G"] * greens + ["K"] * blacks


def attack_odds(player: Any, need: int, ammo: int = 0) -> float:
    """Chance that ``player`` scores at least ``need`` hits spending ``ammo`` on black dice."""
    return p_at_least(attack_pool(player, ammo), max(1, need))


__all__ = ["die_split", "hits_distribution", "p_at_least", "pistols", "attack_pool", "attack_odds"]
