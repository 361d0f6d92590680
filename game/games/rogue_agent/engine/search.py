"""Rogue Agent engine: the Search justice action (spec 4.2.7) -- white groups' colours, rerolls,
amplifies and the blasts that informants, Armor and ammo cancel.
"""

from __future__ import annotations

from collections import Counter

from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine.board import Task, has_clock, icon_count, pidx, protect, push, safe, tile
from game.games.rogue_agent.engine.dice import roll_tasks
from game.games.rogue_agent.engine.procedures import gain, lose, lose_stamina
from game.games.rogue_agent.engine.stack import action, auto, decision
from game.games.rogue_agent.engine.turn import use_justice
from game.games.rogue_agent.state import EMPTY, RAState, replace


@action("search")
def a_search(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "search")
    return push(s, ("search_colours", seat, ()))


@auto
def t_search_colours(s: RAState, seat: int, chosen: tuple) -> RAState:
    groups = tile(s, s.players[seat].pos).search
    whites = [i for i, (c, _n) in enumerate(groups) if c == "W"]
    if len(chosen) < len(whites):
        opts = white_options(groups, chosen)
        if len(opts) == 1:
            return push(s, ("search_colours", seat, chosen + (opts[0],)))
        return push(s, ("D", seat, "white", chosen))
    it = iter(chosen)
    colours = [c for g, n in groups for c in [next(it) if g == "W" else g] * n]
    s = replace(s, roll=(), roll2=())
    tasks: list[Task] = [*roll_tasks(colours), ("D", seat, "reroll", 1)]
    return push(s, *tasks, ("search_amp", seat, 0, (), ()))


def white_options(groups: tuple[tuple[str, int], ...], chosen: tuple) -> list[str]:
    """Colours the next white group may take: never more dice of a colour than exist."""
    it = iter(chosen)
    used: Counter[str] = Counter()
    for g, n in groups:
        if g != "W":
            used[g] += n
        else:
            c = next(it, None)
            if c is None:
                size = n
                break
            used[c] += n
    else:
        return []
    return [c for c in K.COLOURS if used[c] + size <= K.DICE_COUNT[c]]


@decision("white")
def o_white(s: RAState, seat: int, chosen: tuple) -> list[tuple]:
    return [("colour", c) for c in white_options(tile(s, s.players[seat].pos).search, chosen)]


@decision("white")
def d_white(s: RAState, seat: int, a: tuple, chosen: tuple) -> RAState:
    return push(s, ("search_colours", seat, chosen + (a[1],)))


@decision("reroll")
def o_reroll(s: RAState, seat: int, k: int) -> list[tuple]:
    return [("reroll", m) for m in range(1 << len(s.roll))]


@decision("reroll")
def d_reroll(s: RAState, seat: int, a: tuple, k: int) -> RAState:
    mask = a[1]
    if mask == 0:
        return s
    tasks: list[Task] = [("R", "redie", i, s.roll[i][0]) for i in range(len(s.roll)) if mask >> i & 1]
    if k == 1 and icon_count(s.players[seat], "scout"):
        tasks.append(("D", seat, "reroll", 2))
    return push(s, *tasks)


def gain_dice(roll: tuple[tuple[str, str], ...]) -> list[int]:
    return [i for i, (_c, f) in enumerate(roll) if f in K.GAINS]


def search_blasts(s: RAState, seat: int, cancels: int) -> int:
    """Blasts still hurting after safety, informants, Armor and amplify cancels (not ammo)."""
    pos = s.players[seat].pos
    if safe(s, seat, pos):
        return 0
    blasts = sum(1 for _c, f in s.roll if f == "BLAST")
    if s.flag("search_blast_informants") == "any" and not has_clock(s, seat, "C_EXPOSED"):
        inf = sum(1 for o in s.slots[pidx(pos)] if o != EMPTY)
    else:
        inf = protect(s, seat, pos)
    return max(0, blasts - inf - icon_count(s.players[seat], "armor") - cancels)


@auto
def t_search_amp(s: RAState, seat: int, i: int, doubled: tuple, cancels: tuple) -> RAState:
    amps = [j for j, (_c, f) in enumerate(s.roll) if f == "AMPLIFY"]
    if i < len(amps):
        opts = amp_options(s, seat, doubled, len(cancels))
        if not opts:
            return push(s, ("search_amp", seat, i + 1, doubled, cancels))
        return push(s, ("D", seat, "amp", i, doubled, cancels))
    s = search_gains(s, seat, doubled)
    left = search_blasts(s, seat, len(cancels))
    if left and s.players[seat].ammo:
        return push(s, ("D", seat, "search_ammo", doubled, len(cancels)))
    return search_resolve(s, seat, doubled, len(cancels), 0)


def amp_options(s: RAState, seat: int, doubled: tuple, cancels: int) -> list[tuple]:
    opts: list[tuple] = []
    if search_blasts(s, seat, cancels) > 0:
        opts.append(("amp", "cancel"))
    opts += [("amp", j) for j in gain_dice(s.roll) if j not in doubled]
    return opts


@decision("amp")
def o_amp(s: RAState, seat: int, i: int, doubled: tuple, cancels: tuple) -> list[tuple]:
    return amp_options(s, seat, doubled, len(cancels))


@decision("amp")
def d_amp(s: RAState, seat: int, a: tuple, i: int, doubled: tuple, cancels: tuple) -> RAState:
    if a[1] == "cancel":
        return push(s, ("search_amp", seat, i + 1, doubled, cancels + (i,)))
    return push(s, ("search_amp", seat, i + 1, doubled + (a[1],), cancels))


@decision("search_ammo")
def o_search_ammo(s: RAState, seat: int, doubled: tuple, cancels: int) -> list[tuple]:
    left = search_blasts(s, seat, cancels)
    return [("ammo", k) for k in range(min(left, s.players[seat].ammo) + 1)]


@decision("search_ammo")
def d_search_ammo(s: RAState, seat: int, a: tuple, doubled: tuple, cancels: int) -> RAState:
    return search_resolve(lose(s, seat, "ammo", a[1]), seat, doubled, cancels, a[1])


def search_gains(s: RAState, seat: int, doubled: tuple) -> RAState:
    """4.2.7 step 3, the player orders the dice: every gain but HEAL resolves first, so ammo (or the
    Armor) won by this very search can cancel its blasts (the ammo decision comes after)."""
    for j in gain_dice(s.roll):
        if s.roll[j][1] != "HEAL":
            track, k = K.GAINS[s.roll[j][1]]
            s = gain(s, seat, track, k * (2 if j in doubled else 1))
    return s


def search_resolve(s: RAState, seat: int, doubled: tuple, cancels: int, ammo: int) -> RAState:
    """Heals and the uncancelled blasts in the order best for the player (4.2.7 step 3: the player
    orders them; only stamina depends on it): blasts while they leave at least 1 stamina, then the
    heals, then the rest of the blasts -- no heal is lost at the top of the track and none is lost
    to a skull that a heal first would have avoided."""
    heal = sum(2 if j in doubled else 1 for j in gain_dice(s.roll) if s.roll[j][1] == "HEAL")
    left = max(0, search_blasts(s, seat, cancels) - ammo)
    first = min(left, s.players[seat].stamina - 1)
    s, _ = lose_stamina(s, seat, first)
    s = gain(s, seat, "stamina", heal)
    s, _ = lose_stamina(s, seat, left - first)
    return s
