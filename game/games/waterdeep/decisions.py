"""Decision tasks: their options (in a fixed order) and what choosing one does."""

from __future__ import annotations

from collections.abc import Callable

from game.games.waterdeep import legality as lg
from game.games.waterdeep.content import (
    ALL_QUESTS,
    BUILDINGS,
    CUBES,
    HARBOR,
    INTRIGUE,
    MANDATORY,
    QUEST_TYPES,
    SPACE_INDEX,
    SPACES,
)
from game.games.waterdeep.engine import (
    CUBE_IDX,
    FAVORS,
    ZERO,
    _harbor_arrival,
    _take_hall,
    add_agent,
    enter_play,
    gain,
    one,
    opponents,
    remove_agent,
    space_tasks,
    triggers,
)
from game.games.waterdeep.state import AMB, WDState, insert_sorted, push, remove_one, replace, set_at, upd

Options = Callable[[WDState, tuple], list[tuple]]
Apply = Callable[[WDState, tuple, tuple], WDState]


# ----- placing agents -----------------------------------------------------------------------


def o_place(s: WDState, task: tuple) -> list[tuple]:
    mode = task[2]
    if mode in ("turn", "extra", "chrono") and s.players[task[1]].pool < 1:
        return []
    opts = lg.place_options(s, task[1], mode)
    if mode == "reassign":
        opts.append(("stay",))
    elif mode == "extra" and opts and s.accelerate_may_stop:
        opts.append(("stop",))  # the earlier reading of 5.11: "up to 2"
    return opts


def a_place(s: WDState, task: tuple, a: tuple) -> WDState:
    seat, mode, origin = task[1], task[2], task[3]
    if a[0] == "stay":
        return s
    if a[0] == "stop":  # the "up to 2" house rule: stopping ends the remaining extra placements
        stack = s.stack
        while stack and stack[-1][:3] == ("place", seat, "extra"):
            stack = stack[:-1]
        return replace(s, stack=stack)
    space = a[1]
    code = AMB if mode == "amb" else seat
    if mode == "amb":
        s = replace(s, ambassador="board")
    elif mode == "reassign":
        s = remove_agent(s, origin, seat)
    else:
        s = upd(s, seat, pool=s.players[seat].pool - 1)
    occupied = bool(s.occupancy[SPACE_INDEX[space]])
    if occupied:  # Recover the Magister's Orb (5.3)
        s = upd(s, seat, orb_used=True)
        if space in HARBOR:
            s = replace(s, links=s.links + ((_harbor_arrival(s, space), "orb", seat),))
    elif space in HARBOR:
        s = replace(s, harbor=s.harbor + ((s.arrivals + 1, space, code),), arrivals=s.arrivals + 1)
    s = add_agent(s, space, code)
    tasks = space_tasks(s, seat, space, True)
    if mode == "reassign":
        tasks.append(("quest_step", seat))
    return push(s, *tasks)


# ----- quests -------------------------------------------------------------------------------


def can_pay(p, q) -> bool:
    if p.gold < q.req_gold:
        return False
    c, r = p.cubes, q.req
    return c[0] >= r[0] and c[1] >= r[1] and c[2] >= r[2] and c[3] >= r[3]


def completable(s: WDState, seat: int) -> list[str]:
    p = s.players[seat]
    mand = any(q in MANDATORY for q in p.quests)
    return [q for q in p.quests if (not mand or q in MANDATORY) and can_pay(p, ALL_QUESTS[q])]


def o_quest_step(s: WDState, task: tuple) -> list[tuple]:
    """Offered only when a quest can be completed (issue 8): otherwise there is nothing to
    decide and the step is skipped (see ``skip_quest_step``)."""
    done = completable(s, task[1])
    return [("complete", q) for q in done] + [("pass",)] if done else []


def skip_quest_step(s: WDState, task: tuple) -> WDState:
    """A quest step with nothing completable ends the turn like a pass (Heroes' Garden's
    "immediately" lapses)."""
    return replace(s, garden="")


def a_quest_step(s: WDState, task: tuple, a: tuple) -> WDState:
    garden = s.garden
    s = replace(s, garden="")
    if a[0] == "pass":
        return s
    return complete_quest(s, task[1], a[1], garden == a[1])


SPECIAL_TASKS = {
    "return_own_agent": lambda seat: [("recall", seat, "chrono")],
    "draw_quest_from_deck": lambda seat: [("draw", "quest", "active", seat, "")],
    "free_building_from_builders_hall": lambda seat: [("free_hall", seat)],
    "free_building_from_stack": lambda seat: [("draw", "building", "play", seat, "")],
    "opponent_gains_gold_4": lambda seat: [("gift", seat, ZERO, 4)],
    "take_faceup_quest": lambda seat: [("take_faceup_quest", seat, 0)],
    # printed: "you may play an Intrigue card" (optional, no agent, no reassignment link)
    "play_intrigue_now": lambda seat: [("begin_action", seat), ("play_intrigue", seat, "may")],
}


def complete_quest(s: WDState, seat: int, name: str, garden: bool) -> WDState:
    """4.7: pay, score, take the reward, then the special effect."""
    q = ALL_QUESTS[name]
    p = s.players[seat]
    cubes = tuple(a - b for a, b in zip(p.cubes, q.req, strict=False))
    supply = tuple(a + b for a, b in zip(s.supply, q.req, strict=False))
    quests = remove_one(p.quests, name)
    vp = p.vp + q.vp
    if q.mandatory:
        s = replace(s, supply=supply, intrigue_discard=insert_sorted(s.intrigue_discard, name))
        return upd(s, seat, cubes=cubes, gold=p.gold - q.req_gold, quests=quests, vp=vp)
    if "plot:bonus_on_complete_" + q.type.lower() in p.plots:
        vp += 2
    if garden:
        vp += 4
    if q.special == "vp_per_controlled_building_2":
        vp += 2 * sum(1 for _k, o, _st in s.buildings if o == seat)
    kw = {}
    if q.plot:
        kw["plots"] = p.plots + (q.special,)
        if q.special == "plot:lieutenant":
            kw["lieutenant"] = True
            kw["pool"] = p.pool + 1
    s = replace(s, supply=supply)
    s = upd(s, seat, cubes=cubes, gold=p.gold - q.req_gold, quests=quests, vp=vp, completed=p.completed + (name,), **kw)
    tasks: list[tuple] = []
    if any(q.rew) or q.rew_gold:
        src = "act" if s.reward_triggers else "other"
        tasks.append(("gain", seat, q.rew, q.rew_gold, src))
    tasks.extend([("draw", "intrigue", "hand", seat, "")] * q.rew_intrigue)
    if q.special in SPECIAL_TASKS:
        tasks.extend(SPECIAL_TASKS[q.special](seat))
    return push(s, *tasks) if tasks else s


# ----- simple choices -----------------------------------------------------------------------


def o_gain_choice(s: WDState, task: tuple) -> list[tuple]:
    return [("cube", c) for c in task[3] if s.supply[CUBE_IDX[c]] > 0]


def a_gain_choice(s: WDState, task: tuple, a: tuple) -> WDState:
    seat, n, types, src = task[1], task[2], task[3], task[4]
    s = gain(s, seat, one(a[1]), 0, src)
    if n > 1:
        # the rest of the picks come before any trigger that the first pick pushed
        return push(s, ("gain_choice", seat, n - 1, types, src))
    return s


def o_return_any(s: WDState, task: tuple) -> list[tuple]:
    c = s.players[task[1]].cubes
    return [("return", t) for t in CUBES if c[CUBE_IDX[t]] > 0]


def a_return_any(s: WDState, task: tuple, a: tuple) -> WDState:
    seat, n = task[1], task[2]
    i = CUBE_IDX[a[1]]
    c = s.players[seat].cubes
    s = upd(s, seat, cubes=set_at(c, i, c[i] - 1))
    s = replace(s, supply=set_at(s.supply, i, s.supply[i] + 1))
    return push(s, ("return_any", seat, n - 1)) if n > 1 else s


def o_take_faceup(s: WDState, task: tuple) -> list[tuple]:
    return [("quest", q) for q in sorted(set(s.cliffwatch))]


def a_take_faceup(s: WDState, task: tuple, a: tuple) -> WDState:
    seat, garden = task[1], task[2]
    s = replace(s, cliffwatch=remove_one(s.cliffwatch, a[1]))
    s = upd(s, seat, quests=s.players[seat].quests + (a[1],))
    if garden:
        s = replace(s, garden=a[1])
    return push(s, ("draw", "quest", "cliff", -1, ""))


def o_buy(s: WDState, task: tuple) -> list[tuple]:
    gold = s.players[task[1]].gold
    return [("building", k) for k, _t in s.hall if lg.cost(s, k) <= gold]


def a_buy(s: WDState, task: tuple, a: tuple) -> WDState:
    seat, key = task[1], a[1]
    p = s.players[seat]
    s, tokens = _take_hall(s, key)
    vp = p.vp + tokens + (4 if "plot:vp_on_buy_building" in p.plots else 0)
    s = upd(s, seat, gold=p.gold - lg.cost(s, key), vp=vp)
    s = enter_play(s, key, seat)
    return push(s, ("draw", "building", "hall", -1, ""))


def o_free_hall(s: WDState, task: tuple) -> list[tuple]:
    return [("building", k) for k, _t in s.hall]


def a_free_hall(s: WDState, task: tuple, a: tuple) -> WDState:
    seat = task[1]
    s, tokens = _take_hall(s, a[1])
    s = upd(s, seat, vp=s.players[seat].vp + tokens)
    s = enter_play(s, a[1], seat)
    return push(s, ("draw", "building", "hall", -1, ""))


def o_miracle(s: WDState, task: tuple) -> list[tuple]:
    c = s.players[task[1]].cubes
    if s.supply[0] <= 0:
        return []
    opts = [("swap", t) for t in "FRW" if c[CUBE_IDX[t]] > 0]
    return opts + [("no_swap",)] if opts else []


def a_miracle(s: WDState, task: tuple, a: tuple) -> WDState:
    if a[0] == "no_swap":
        return s
    seat, i = task[1], CUBE_IDX[a[1]]
    c = list(s.players[seat].cubes)
    c[i] -= 1
    c[0] += 1
    sup = list(s.supply)
    sup[i] += 1
    sup[0] -= 1
    s = replace(s, supply=tuple(sup))
    return upd(s, seat, cubes=tuple(c), miracle_used=True)


# ----- copies and samples -------------------------------------------------------------------


def o_copy(s: WDState, task: tuple) -> list[tuple]:
    zoarstar = len(task) < 4 or bool(task[3])
    return [("copy", sp) for sp in lg.copy_targets(s, task[1], zoarstar)]


def a_copy(s: WDState, task: tuple, a: tuple) -> WDState:
    seat, via, space = task[1], task[2], a[1]
    if via == "zoar" and space in HARBOR:
        no = _harbor_arrival(s, space)
        if s.phase == "reassign":
            q = list(s.queue)
            last = max(i for i, e in enumerate(q) if e[1] == no)
            q.insert(last + 1, ("zoar", no, "zoarstar", seat))
            s = replace(s, queue=tuple(q))
        else:
            s = replace(s, links=s.links + ((no, "zoar", seat),))
    tasks = space_tasks(s, seat, space, True)
    if space == "zoarstar":
        # The Zoarstar used as a copy: its own copy keeps the way it was reached (a Bribe
        # Agent copy links no agent) and may not pick The Zoarstar a second time.
        tasks = [("copy_space", seat, via, 0) if t[0] == "copy_space" else t for t in tasks]
    return push(s, *tasks)


def o_sample(s: WDState, task: tuple) -> list[tuple]:
    if s.players[task[1]].pool < 1:
        return []
    return [("building", k) for k in lg.sample_targets(s, task[1])]


def a_sample(s: WDState, task: tuple, a: tuple) -> WDState:
    seat, key = task[1], a[1]
    s = upd(s, seat, pool=s.players[seat].pool - 1)
    s = add_agent(s, key, seat)
    return push(s, *space_tasks(s, seat, key, False))


# ----- intrigue -----------------------------------------------------------------------------


def o_play_intrigue(s: WDState, task: tuple) -> list[tuple]:
    opts = [("intrigue", n) for n in lg.playable_cards(s, task[1])]
    if opts and len(task) > 2 and task[2] == "may":
        opts.append(("no_play",))
    return opts


def a_play_intrigue(s: WDState, task: tuple, a: tuple) -> WDState:
    if a[0] == "no_play":
        return s
    seat, name = task[1], a[1]
    p = s.players[seat]
    card = INTRIGUE[name]
    vp = p.vp + (2 if "plot:vp_on_play_intrigue" in p.plots else 0)
    s = upd(s, seat, intrigue=remove_one(p.intrigue, name), vp=vp)
    if card.effect != "mandatory":
        s = replace(s, intrigue_discard=insert_sorted(s.intrigue_discard, name))
    return push(s, ("begin_action", seat), *intrigue_tasks(s, seat, card))


def intrigue_tasks(s: WDState, seat: int, card) -> list[tuple]:
    eff = card.effect
    opps = opponents(s, seat)
    if eff == "attack_each":
        return [("attack", seat, card.param("cube"), card.param("else"))]
    if eff == "bribe_agent":
        return [("pay_gold", seat, 2), ("copy_space", seat, "bribe")]
    if eff == "steal_adventurer":
        return [("steal", seat)]
    if eff == "accelerate_plans":
        return [("accelerate", seat)]
    if eff == "bidding_war":
        n = s.num_players
        return [("draw", "quest", "reveal", seat, "")] * n + [("bid_pick", (seat + k) % n) for k in range(n)]
    if eff == "call_for_adventurers":
        return [("gain_choice", seat, 2, "CFRW", "act")] + [("gain_choice", o, 1, "CFRW", "other") for o in opps]
    if eff == "call_in_a_favor":
        return [("favor", seat)]
    if eff == "change_of_plans":
        return [("cop_own", seat)] + [("cop_opp", o) for o in opps]
    if eff == "gain_and_gift":
        cubes, gold = card.param("gain")
        gc, gg = card.param("gift")
        return [("gain", seat, cubes, gold, "act"), ("gift", seat, gc, gg)]
    if eff == "real_estate_deal":
        return [("red_discard", seat), ("free_hall", seat)]
    if eff == "recall_agent":
        return [("recall", seat, "")]
    if eff == "gain_and_request":
        cubes, gold = card.param("gain")
        gc, gg = card.param("give")
        return [("gain", seat, cubes, gold, "act")] + [("may_give", o, seat, gc, gg, card.param("vp")) for o in opps]
    if eff == "sample_wares":
        return [("sample", seat)]
    if eff == "special_assignment":
        return [("sa_type", seat)]
    if eff == "mandatory":
        return [("mandatory_target", seat, card.name)]
    raise ValueError(f"unknown intrigue effect {eff}")


def o_steal(s: WDState, task: tuple) -> list[tuple]:
    seat = task[1]
    return [("steal", o, t) for o in opponents(s, seat) for t in CUBES if s.players[o].cubes[CUBE_IDX[t]] > 0]


def a_steal(s: WDState, task: tuple, a: tuple) -> WDState:
    seat, o, i = task[1], a[1], CUBE_IDX[a[2]]
    oc = s.players[o].cubes
    s = upd(s, o, cubes=set_at(oc, i, oc[i] - 1))
    mc = s.players[seat].cubes
    s = upd(s, seat, cubes=set_at(mc, i, mc[i] + 1))
    return triggers(s, seat, one(a[2]), 0)


def o_recall(s: WDState, task: tuple) -> list[tuple]:
    return [("recall", sp) for sp in lg.own_agent_spaces(s, task[1])]


def a_recall(s: WDState, task: tuple, a: tuple) -> WDState:
    seat = task[1]
    s = remove_agent(s, a[1], seat)
    s = upd(s, seat, pool=s.players[seat].pool + 1)
    if task[2] == "chrono" and s.phase == "reassign":
        return push(s, ("place", seat, "chrono", ""))
    return s


def o_accelerate(s: WDState, task: tuple) -> list[tuple]:
    return [("recall", sp) for sp in lg.own_agent_spaces(s, task[1], harbor_only=True)]


def a_accelerate(s: WDState, task: tuple, a: tuple) -> WDState:
    seat = task[1]
    s = remove_agent(s, a[1], seat)
    s = upd(s, seat, pool=s.players[seat].pool + 1)
    return push(s, ("place", seat, "extra", ""), ("place", seat, "extra", ""))


def o_bid_pick(s: WDState, task: tuple) -> list[tuple]:
    return [("quest", q) for q in sorted(set(s.reveal))]


def a_bid_pick(s: WDState, task: tuple, a: tuple) -> WDState:
    seat = task[1]
    s = replace(s, reveal=remove_one(s.reveal, a[1]))
    return upd(s, seat, quests=s.players[seat].quests + (a[1],))


def o_favor(s: WDState, task: tuple) -> list[tuple]:
    return [("favor", f[0]) for f in FAVORS]


def a_favor(s: WDState, task: tuple, a: tuple) -> WDState:
    for key, cubes, gold in FAVORS:
        if key == a[1]:
            return gain(s, task[1], cubes, gold, "act")
    return s


def _discard_quest(s: WDState, seat: int, name: str, vp: int) -> WDState:
    p = s.players[seat]
    if name in MANDATORY:
        s = replace(s, intrigue_discard=insert_sorted(s.intrigue_discard, name))
    else:
        s = replace(s, quest_discard=insert_sorted(s.quest_discard, name))
    return upd(s, seat, quests=remove_one(p.quests, name), vp=p.vp + vp)


def o_cop_own(s: WDState, task: tuple) -> list[tuple]:
    return [("quest", q) for q in s.players[task[1]].quests]


def a_cop_own(s: WDState, task: tuple, a: tuple) -> WDState:
    return _discard_quest(s, task[1], a[1], 6)


def o_cop_opp(s: WDState, task: tuple) -> list[tuple]:
    qs = s.players[task[1]].quests
    return [("quest", q) for q in qs] + [("pass",)] if qs else []


def a_cop_opp(s: WDState, task: tuple, a: tuple) -> WDState:
    if a[0] == "pass":
        return s
    return _discard_quest(s, task[1], a[1], 3)


def o_gift(s: WDState, task: tuple) -> list[tuple]:
    return [("opponent", o) for o in opponents(s, task[1])]


def a_gift(s: WDState, task: tuple, a: tuple) -> WDState:
    return gain(s, a[1], task[2], task[3], "other")


def o_red_discard(s: WDState, task: tuple) -> list[tuple]:
    seat = task[1]
    return [("building", k) for k, o, _st in s.buildings if o == seat and not s.occupancy[SPACE_INDEX[k]]]


def a_red_discard(s: WDState, task: tuple, a: tuple) -> WDState:
    key = a[1]
    b = BUILDINGS[key]
    keep = []
    for k, o, st in s.buildings:
        if k == key:
            if b.stock_kind in CUBE_IDX and st:
                i = CUBE_IDX[b.stock_kind]
                s = replace(s, supply=set_at(s.supply, i, s.supply[i] + st))
        else:
            keep.append((k, o, st))
    s = replace(s, buildings=tuple(keep))
    if key == "palace_of_waterdeep":  # P6
        if s.ambassador == "board":
            i = lg.ambassador_space(s)
            if i >= 0:
                s = remove_agent(s, SPACES[i], AMB)
        s = replace(s, ambassador="gone", ambassador_holder=-1)
    return s


def o_may_give(s: WDState, task: tuple) -> list[tuple]:
    p = s.players[task[1]]
    cubes, gold = task[3], task[4]
    if p.gold < gold or any(a < b for a, b in zip(p.cubes, cubes, strict=False)):
        return []
    return [("give",), ("decline",)]


def a_may_give(s: WDState, task: tuple, a: tuple) -> WDState:
    if a[0] == "decline":
        return s
    seat, to, cubes, gold, vp = task[1], task[2], task[3], task[4], task[5]
    p = s.players[seat]
    s = upd(s, seat, cubes=tuple(x - y for x, y in zip(p.cubes, cubes, strict=False)), gold=p.gold - gold, vp=p.vp + vp)
    t = s.players[to]
    return upd(s, to, cubes=tuple(x + y for x, y in zip(t.cubes, cubes, strict=False)), gold=t.gold + gold)


def o_sa_type(s: WDState, task: tuple) -> list[tuple]:
    return [("type", t) for t in QUEST_TYPES]


def a_sa_type(s: WDState, task: tuple, a: tuple) -> WDState:
    return push(s, ("draw", "quest", "special", task[1], a[1]))


def o_mandatory(s: WDState, task: tuple) -> list[tuple]:
    return [("opponent", o) for o in opponents(s, task[1])]


def a_mandatory(s: WDState, task: tuple, a: tuple) -> WDState:
    o = a[1]
    return upd(s, o, quests=s.players[o].quests + (task[2],))


# Decisions that are applied without asking when they have one legal option: the option
# carries no information (a 2-player game's only opponent, the only Harbor agent to return,
# the last quest of a Bidding War, the only adventurer type left in the supply...). The log
# line of the step before them says what happened (text.py).
FORCED = frozenset(
    {
        "gift",
        "mandatory_target",
        "accelerate",
        "recall",
        "gain_choice",
        "bid_pick",
        "steal",
        "cop_own",
        "buy_building",
        "take_faceup_quest",
        "free_hall",
        "red_discard",
    }
)
NO_OPS = frozenset({("stay",), ("pass",), ("no_play",), ("decline",), ("no_swap",), ("stop",)})

SKIPPED: dict[str, Callable[[WDState, tuple], WDState]] = {"quest_step": skip_quest_step}


def forced(task: tuple, opts: list[tuple]) -> bool:
    """True when the decision on top has a single option that is applied automatically."""
    if len(opts) != 1:
        return False
    return task[0] in FORCED or opts[0] in NO_OPS


DECISIONS: dict[str, tuple[Options, Apply]] = {
    "place": (o_place, a_place),
    "quest_step": (o_quest_step, a_quest_step),
    "gain_choice": (o_gain_choice, a_gain_choice),
    "return_any": (o_return_any, a_return_any),
    "take_faceup_quest": (o_take_faceup, a_take_faceup),
    "buy_building": (o_buy, a_buy),
    "free_hall": (o_free_hall, a_free_hall),
    "miracle": (o_miracle, a_miracle),
    "copy_space": (o_copy, a_copy),
    "sample": (o_sample, a_sample),
    "play_intrigue": (o_play_intrigue, a_play_intrigue),
    "steal": (o_steal, a_steal),
    "recall": (o_recall, a_recall),
    "accelerate": (o_accelerate, a_accelerate),
    "bid_pick": (o_bid_pick, a_bid_pick),
    "favor": (o_favor, a_favor),
    "cop_own": (o_cop_own, a_cop_own),
    "cop_opp": (o_cop_opp, a_cop_opp),
    "gift": (o_gift, a_gift),
    "red_discard": (o_red_discard, a_red_discard),
    "may_give": (o_may_give, a_may_give),
    "sa_type": (o_sa_type, a_sa_type),
    "mandatory_target": (o_mandatory, a_mandatory),
}
