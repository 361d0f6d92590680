"""The Lords of Waterdeep task machine.

Pending work is a stack of small tuples (tasks) on the state; the first element names the
task, the second (for decisions) the deciding seat. ``advance`` runs automatic tasks until a
decision, a chance draw or the end of the game is on top. Decisions list their options in a
fixed order; ``decide`` applies one chosen option. Chance tasks are ("draw", deck, dest,
seat, extra) and resolve as "which card comes next" from the sorted multiset deck.
"""

from __future__ import annotations

from collections.abc import Callable

from game.games.waterdeep import legality as lg
from game.games.waterdeep.content import (
    AGENTS_BY_PLAYERS,
    BASIC,
    BUILDINGS,
    CUBES,
    HARBOR,
    SPACE_INDEX,
    SPACES,
)
from game.games.waterdeep.state import AMB, WDState, push, remove_one, replace, set_at, upd

ZERO = (0, 0, 0, 0)
CUBE_IDX = {c: i for i, c in enumerate(CUBES)}
FAVORS = (
    ("G4", ZERO, 4),
    ("F2", (0, 2, 0, 0), 0),
    ("R2", (0, 0, 2, 0), 0),
    ("W1", (0, 0, 0, 1), 0),
    ("C1", (1, 0, 0, 0), 0),
)


def one(cube: str, n: int = 1) -> tuple[int, int, int, int]:
    t = [0, 0, 0, 0]
    t[CUBE_IDX[cube]] = n
    return tuple(t)  # type: ignore[return-value]


def opponents(s: WDState, seat: int) -> list[int]:
    """Clockwise from seat's left (5.15)."""
    n = s.num_players
    return [(seat + k) % n for k in range(1, n)]


def total_agents(s: WDState, seat: int) -> int:
    p = s.players[seat]
    return AGENTS_BY_PLAYERS[s.num_players] + (1 if s.round >= 5 else 0) + (1 if p.lieutenant else 0)


# ----- space resolution -----------------------------------------------------------------


def _step_task(step: tuple, seat: int, key: str, src: str) -> tuple:
    name = step[0]
    if name == "gain":
        return ("gain", seat, step[1], step[2], src)
    if name == "gain_choice":
        return ("gain_choice", seat, step[1], step[2], src)
    if name in ("pay_gold", "return_any", "vp", "draw_intrigue"):
        return (name, seat, step[1])
    if name == "take_stock":
        return ("take_stock", seat, key)
    if name == "heroes_garden":
        return ("take_faceup_quest", seat, 1)
    if name == "take_faceup_quest":
        return ("take_faceup_quest", seat, 0)
    if name == "copy_space":
        return ("copy_space", seat, "zoar")
    return (name, seat)


def _space_steps(space: str) -> tuple[tuple, ...]:
    if space in BASIC:
        return BASIC[space].action
    return BUILDINGS[space].action


def space_tasks(s: WDState, actor: int, space: str, pay_owner: bool) -> list[tuple]:
    """Owner benefit first (A-42), then the action of the space."""
    tasks: list[tuple] = []
    if pay_owner and space in BUILDINGS:
        owner = lg.owner_of(s, space)
        if owner >= 0 and owner != actor:
            tasks.extend(_step_task(st, owner, space, "other") for st in BUILDINGS[space].owner)
    tasks.append(("begin_action", actor))
    tasks.extend(_step_task(st, actor, space, "act") for st in _space_steps(space))
    return tasks


def add_agent(s: WDState, space: str, code: int) -> WDState:
    i = SPACE_INDEX[space]
    return replace(s, occupancy=set_at(s.occupancy, i, s.occupancy[i] + (code,)))


def remove_agent(s: WDState, space: str, code: int) -> WDState:
    i = SPACE_INDEX[space]
    s = replace(s, occupancy=set_at(s.occupancy, i, remove_one(s.occupancy[i], code)))
    if space in HARBOR:
        s = replace(s, harbor=tuple(a for a in s.harbor if not (a[1] == space and a[2] == code)))
    return s


def _harbor_arrival(s: WDState, space: str) -> int:
    for no, sp, _c in s.harbor:
        if sp == space:
            return no
    return -1


# ----- gains and plot triggers ------------------------------------------------------------


def gain(s: WDState, seat: int, cubes: tuple, gold: int, src: str) -> WDState:
    supply = s.supply
    got = tuple(min(c, supply[i]) for i, c in enumerate(cubes))
    p = s.players[seat]
    if any(got):
        new_cubes = tuple(a + b for a, b in zip(p.cubes, got, strict=False))
        supply = tuple(a - b for a, b in zip(supply, got, strict=False))
        s = replace(s, supply=supply)
        s = upd(s, seat, cubes=new_cubes, gold=p.gold + gold)
    elif gold:
        s = upd(s, seat, gold=p.gold + gold)
    if src == "act":
        s = triggers(s, seat, got, gold)
    return s


def triggers(s: WDState, seat: int, got: tuple, gold: int) -> WDState:
    """5.7: "whenever you take an action that provides X", once per action, no chains."""
    plots = s.players[seat].plots
    if not plots:
        return s
    fired = s.fired
    tasks: list[tuple] = []
    if got[3] and "plot:intrigue_on_wizard_gain" in plots and "W" not in fired:
        fired += ("W",)
        tasks.append(("draw", "intrigue", "hand", seat, ""))
    if gold and "plot:rogue_on_gold_gain" in plots and "G" not in fired:
        fired += ("G",)
        tasks.append(("gain", seat, (0, 0, 1, 0), 0, "other"))
    if got[2] and "plot:gold_on_rogue_gain" in plots and "R" not in fired:
        fired += ("R",)
        tasks.append(("gain", seat, ZERO, 2, "other"))
    if got[1] and "plot:fighter_on_fighter_gain" in plots and "F" not in fired:
        fired += ("F",)
        tasks.append(("gain", seat, (0, 1, 0, 0), 0, "other"))
    if got[0] and "plot:miracle_swap_to_cleric" in plots and "C" not in fired and not s.players[seat].miracle_used:
        fired += ("C",)
        tasks.append(("miracle", seat))
    if fired is s.fired:
        return s
    return push(replace(s, fired=fired), *tasks)


def enter_play(s: WDState, key: str, owner: int) -> WDState:
    """A building enters play under owner's control and gets its stock (4.9.1, 5.13)."""
    b = BUILDINGS[key]
    stock = 0
    if b.stock_kind in CUBE_IDX:
        i = CUBE_IDX[b.stock_kind]
        stock = min(b.stock_amount, s.supply[i])
        s = replace(s, supply=set_at(s.supply, i, s.supply[i] - stock))
    elif b.stock_kind:
        stock = b.stock_amount
    s = replace(s, buildings=s.buildings + ((key, owner, stock),))
    if key == "palace_of_waterdeep" and s.ambassador == "unbuilt":
        s = replace(s, ambassador="palace")
    return s


def _take_hall(s: WDState, key: str) -> tuple[WDState, int]:
    tokens = 0
    hall = []
    for k, t in s.hall:
        if k == key:
            tokens = t
        else:
            hall.append((k, t))
    return replace(s, hall=tuple(hall)), tokens


# ----- automatic tasks ---------------------------------------------------------------------


def t_round_start(s: WDState, task: tuple) -> WDState:
    r = task[1] if len(task) > 1 else s.round + 1
    hall = tuple((k, t + 1) for k, t in s.hall)  # RS1 (surplus tokens leave the game, A-19)
    s = replace(s, round=r, hall=hall, phase="round_start")
    buildings = []
    supply = list(s.supply)
    for k, o, st in s.buildings:  # RS2
        b = BUILDINGS[k]
        if b.stock_kind in CUBE_IDX:
            i = CUBE_IDX[b.stock_kind]
            add = min(b.stock_amount, supply[i])
            supply[i] -= add
            st += add
        elif b.stock_kind:
            st += b.stock_amount
        buildings.append((k, o, st))
    s = replace(s, buildings=tuple(buildings), supply=tuple(supply))
    if r == 5:  # RS4
        s = replace(s, players=tuple(replace(p, pool=p.pool + 1) for p in s.players))
    order = [(s.first_player + k) % s.num_players for k in range(s.num_players)]
    rs3 = [("gain_choice", p, 1, "CFRW", "other") for p in order if "plot:start_round_gain_any" in s.players[p].plots]
    return push(s, *rs3, ("amb_turn",), ("placement", s.first_player, 0))


def t_amb_turn(s: WDState, task: tuple) -> WDState:
    s = replace(s, phase="ambassador")
    if s.ambassador == "held" and s.ambassador_holder >= 0:
        h = s.ambassador_holder
        if lg.can_place(s, h, "amb"):
            return push(s, ("place", h, "amb", ""), ("quest_step", h))
    return s


def eligible(s: WDState, seat: int) -> bool:
    return s.players[seat].pool > 0 and lg.can_place(s, seat, "turn")


def t_placement(s: WDState, task: tuple) -> WDState:
    seat, misses = task[1], task[2]
    s = replace(s, phase="placement")
    if misses >= s.num_players:
        return push(s, ("reassign_start",))
    nxt = (seat + 1) % s.num_players
    if eligible(s, seat):
        return push(s, ("place", seat, "turn", ""), ("quest_step", seat), ("placement", nxt, 0))
    return push(s, ("placement", nxt, misses + 1))


def t_reassign_start(s: WDState, task: tuple) -> WDState:
    """4.10: the Harbor agents in space order 1, 2, 3 (A-05; by arrival under the earlier
    reading), each linked agent right after the agent it is linked to."""
    queue = []
    harbor = s.harbor if s.harbor_by_arrival else sorted(s.harbor, key=lambda a: a[1])
    for no, space, code in harbor:
        if code != AMB:
            queue.append(("h", no, space, code))
        for lno, kind, lseat in s.links:
            if lno == no:
                queue.append((kind, no, "zoarstar" if kind == "zoar" else space, lseat))
    return push(replace(s, phase="reassign", queue=tuple(queue)), ("reassign_next",))


def t_reassign_next(s: WDState, task: tuple) -> WDState:
    if not s.queue:
        return push(s, ("round_end",))
    entry, rest = s.queue[0], s.queue[1:]
    kind, no, origin, seat = entry
    if kind == "h":
        valid = (no, origin, seat) in s.harbor
        if not valid:  # its linked agents are not reassigned either
            rest = tuple(e for e in rest if e[1] != no)
    else:
        valid = seat in s.occupancy[SPACE_INDEX[origin]]
    s = replace(s, queue=rest)
    if valid:
        return push(s, ("place", seat, "reassign", origin), ("reassign_next",))
    return push(s, ("reassign_next",))


def t_round_end(s: WDState, task: tuple) -> WDState:
    amb, holder = s.ambassador, s.ambassador_holder
    if amb == "board":
        amb = "palace" if any(k == "palace_of_waterdeep" for k, _o, _st in s.buildings) else "unbuilt"
        holder = -1
    players = []
    for seat, p in enumerate(s.players):
        players.append(replace(p, pool=total_agents(s, seat), orb_used=False, miracle_used=False))
    s = replace(
        s,
        players=tuple(players),
        occupancy=tuple(() for _ in SPACES),
        ambassador=amb,
        ambassador_holder=holder,
        harbor=(),
        links=(),
        queue=(),
        garden="",
        fired=(),
    )
    if s.round >= 8:
        return replace(s, phase="over")
    return push(s, ("round_start", s.round + 1))


def t_begin_action(s: WDState, task: tuple) -> WDState:
    return replace(s, fired=())


def t_gain(s: WDState, task: tuple) -> WDState:
    return gain(s, task[1], task[2], task[3], task[4])


def t_vp(s: WDState, task: tuple) -> WDState:
    p = s.players[task[1]]
    return upd(s, task[1], vp=p.vp + task[2])


def t_pay_gold(s: WDState, task: tuple) -> WDState:
    p = s.players[task[1]]
    return upd(s, task[1], gold=max(0, p.gold - task[2]))


def t_draw_intrigue(s: WDState, task: tuple) -> WDState:
    return push(s, *[("draw", "intrigue", "hand", task[1], "")] * task[2])


def t_first_player(s: WDState, task: tuple) -> WDState:
    return replace(s, first_player=task[1])


def t_take_stock(s: WDState, task: tuple) -> WDState:
    seat, key = task[1], task[2]
    b = BUILDINGS[key]
    st = -1
    for idx, (k, o, stock) in enumerate(s.buildings):
        if k == key:
            st = stock
            s = replace(s, buildings=set_at(s.buildings, idx, (k, o, 0)))
            break
    if st < 0:
        # Sampled in Builder's Hall: no stock, except The Waymoot takes the tile's VP tokens.
        st = 0
        if b.stock_kind == "VP":
            for j, (k, t) in enumerate(s.hall):
                if k == key:
                    st = t
                    s = replace(s, hall=set_at(s.hall, j, (k, 0)))
    if not st:
        return s
    p = s.players[seat]
    if b.stock_kind == "VP":
        return upd(s, seat, vp=p.vp + st)
    if b.stock_kind == "G":
        s = upd(s, seat, gold=p.gold + st)
        return triggers(s, seat, ZERO, st)
    got = one(b.stock_kind, st)
    s = upd(s, seat, cubes=tuple(a + b2 for a, b2 in zip(p.cubes, got, strict=False)))
    return triggers(s, seat, got, 0)


def t_take_ambassador(s: WDState, task: tuple) -> WDState:
    if s.ambassador == "gone":
        return s
    if s.ambassador == "board":
        i = lg.ambassador_space(s)
        if i >= 0:
            s = remove_agent(s, SPACES[i], AMB)
    return replace(s, ambassador="held", ambassador_holder=task[1])


def t_gold_per_building(s: WDState, task: tuple) -> WDState:
    return gain(s, task[1], ZERO, len(s.buildings), "act")


def t_cliffwatch_reset(s: WDState, task: tuple) -> WDState:
    s = replace(s, quest_discard=tuple(sorted(s.quest_discard + s.cliffwatch)), cliffwatch=())
    draws = [("draw", "quest", "cliff", -1, "")] * 4
    return push(s, *draws, ("take_faceup_quest", task[1], 0))


def t_attack(s: WDState, task: tuple) -> WDState:
    seat, cube, fallback = task[1], task[2], task[3]
    i = CUBE_IDX[cube]
    missing = 0
    for o in opponents(s, seat):
        c = s.players[o].cubes
        if c[i] > 0:
            s = upd(s, o, cubes=set_at(c, i, c[i] - 1))
            s = replace(s, supply=set_at(s.supply, i, s.supply[i] + 1))
        else:
            missing += 1
    if not missing:
        return s
    if fallback == "vp2":
        return upd(s, seat, vp=s.players[seat].vp + 2 * missing)
    if fallback == "intrigue":
        return push(s, *[("draw", "intrigue", "hand", seat, "")] * missing)
    if fallback == "gold2":
        return push(s, ("gain", seat, ZERO, 2 * missing, "act"))
    return push(s, ("gain", seat, (0, missing, 0, 0), 0, "act"))


AUTO: dict[str, Callable[[WDState, tuple], WDState]] = {
    "round_start": t_round_start,
    "amb_turn": t_amb_turn,
    "placement": t_placement,
    "reassign_start": t_reassign_start,
    "reassign_next": t_reassign_next,
    "round_end": t_round_end,
    "begin_action": t_begin_action,
    "gain": t_gain,
    "vp": t_vp,
    "pay_gold": t_pay_gold,
    "draw_intrigue": t_draw_intrigue,
    "first_player": t_first_player,
    "take_stock": t_take_stock,
    "take_ambassador": t_take_ambassador,
    "gold_per_building": t_gold_per_building,
    "cliffwatch_reset": t_cliffwatch_reset,
    "attack": t_attack,
}
