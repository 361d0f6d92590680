"""Rogue Agent: the procedures of the three phases (pure; spec sections 3, 4, 6).

``advance`` runs automatic tasks from the top of ``state.stack`` until a decision ("D") or a
chance step ("R") is on top. ``options`` lists a decision's actions, ``decide`` applies one,
``chance_outcomes``/``apply_chance`` do the same for chance steps. Handlers push tasks in the
order they should run (``push``). Automatic effects that need no choice (explosions, assassin
tasks, criminal moves) resolve at once in plain functions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from game.games.rogue_agent import content as K
from game.games.rogue_agent.state import (
    EMPTY,
    Bomb,
    BombBoard,
    Criminal,
    Player,
    RAState,
    Turn,
    replace,
    setp,
)

Task = tuple


# ----- small helpers -------------------------------------------------------------------------
def push(s: RAState, *tasks: Task) -> RAState:
    """Schedule tasks to run in the given order (the first one runs next)."""
    return replace(s, stack=s.stack + tuple(reversed(tasks)))


FX_KEEP = 24  # numbered events kept in state.fx for the view's board effects


def note(s: RAState, *event: Any) -> RAState:
    """Record an event of this step (state.events) for the log and the view; ``fx`` keeps it
    numbered across steps so the view can play every effect since the state it showed."""
    serial = s.fx[-1][0] + 1 if s.fx else 0
    return replace(s, events=s.events + (tuple(event),), fx=(s.fx + ((serial, *event),))[-FX_KEEP:])


def pidx(pos: str) -> int:
    return K.POS_ORDER.index(pos)


def tile(s: RAState, pos: str) -> K.Tile:
    return K.TILES[s.layout[pidx(pos)]]


def pos_of_tile(s: RAState, tile_id: str) -> str:
    return K.POS_ORDER[s.layout.index(tile_id)]


def district_pos(s: RAState, number: int) -> str:
    return pos_of_tile(s, K.DISTRICT_TILES[number - 1])


def hospital(s: RAState) -> str:
    return pos_of_tile(s, K.HOSPITAL_TILE)


def set_player(s: RAState, seat: int, **kw: Any) -> RAState:
    return replace(s, players=setp(s.players, seat, replace(s.players[seat], **kw)))


def order_from(s: RAState, start: int) -> list[int]:
    return [(start + i) % s.num_players for i in range(s.num_players)]


def event_order(s: RAState) -> list[int]:
    """4.0.9: the active player in the Action phase, else the director, then clockwise."""
    start = s.turn.seat if s.phase == "action" and s.turn.seat != EMPTY else s.director
    return order_from(s, start)


def has_clock(s: RAState, seat: int, code: str) -> bool:
    return any(c == code for c, _n in s.players[seat].clocks)


def is_agent(s: RAState, seat: int) -> bool:
    return not s.players[seat].exposed


def is_destroyed(s: RAState, pos: str) -> bool:
    return pos in s.destroyed


def safe(s: RAState, seat: int, pos: str) -> bool:
    """4.0.2: the human shield protects agents, the android shield exposed androids."""
    if is_destroyed(s, pos) or has_clock(s, seat, "C_NO_COVER"):
        return False
    shield = tile(s, pos).shield
    return shield == ("android" if s.players[seat].exposed else "human")


def own_informants(s: RAState, seat: int, pos: str) -> int:
    return sum(1 for o in s.slots[pidx(pos)] if o == seat)


def protect(s: RAState, seat: int, pos: str) -> int:
    """Informant reductions (none under C_EXPOSED)."""
    return 0 if has_clock(s, seat, "C_EXPOSED") else own_informants(s, seat, pos)


def icon_count(p: Player, icon: str) -> int:
    return sum(1 for i, track, at in K.ICONS if i == icon and getattr(p, track) >= at)


def crim(s: RAState, num: int) -> Criminal | None:
    return next((c for c in s.criminals if c.num == num), None)


def set_crim(s: RAState, c: Criminal) -> RAState:
    return replace(s, criminals=tuple(c if x.num == c.num else x for x in s.criminals))


def bag_add(s: RAState, *discs: str) -> RAState:
    return replace(s, bag=tuple(sorted(s.bag + discs)))


def card_of(s: RAState, num: int) -> K.Card:
    c = crim(s, num)
    assert c is not None and isinstance(c.card, str)
    return K.CARDS[c.card]


def last_roll(s: RAState) -> tuple[tuple[str, str], ...]:
    """The dice of the last roll (colour R/G/K, face symbol), for the dice tray."""
    return s.roll


# ----- tracks, credits, influence (4.0.5) ---------------------------------------------------
def gain_influence(s: RAState, seat: int, k: int) -> RAState:
    return set_player(s, seat, influence=max(0, s.players[seat].influence + k))


def gain(s: RAState, seat: int, track: str, k: int) -> RAState:
    """Move a marker right (capped); arriving on the end space from below gives +1 influence."""
    p = s.players[seat]
    if track == "stamina":
        return set_player(s, seat, stamina=min(K.STAMINA_MAX, p.stamina + k))
    if track == "credits":
        got = min(k, s.bank)
        return replace(set_player(s, seat, credits=p.credits + got), bank=s.bank - got)
    if track == "influence":
        return gain_influence(s, seat, k)
    top = int(K.TRACKS[track]["max"])
    old = getattr(p, track)
    new = min(top, old + k)
    s = set_player(s, seat, **{track: new})
    if new == top and old < top:
        if s.flag("end_bonus_first_time_only") and track in p.ends:
            return s
        s = gain_influence(set_player(s, seat, ends=tuple(sorted(set(p.ends) | {track}))), seat, 1)
    return s


def lose(s: RAState, seat: int, track: str, k: int) -> RAState:
    p = s.players[seat]
    return set_player(s, seat, **{track: max(0, getattr(p, track) - k)})


def pay(s: RAState, seat: int, k: int) -> RAState:
    p = s.players[seat]
    k = min(k, p.credits)
    return replace(set_player(s, seat, credits=p.credits - k), bank=s.bank + k)


# ----- informants (4.0.7) -----------------------------------------------------------------------
def remove_informant(s: RAState, pos: str, slot: int) -> RAState:
    top, bottom = s.slots[pidx(pos)]
    cell = (bottom, EMPTY) if slot == 0 else (top, EMPTY)
    return replace(s, slots=setp(s.slots, pidx(pos), cell))


def clear_informants(s: RAState, pos: str) -> RAState:
    return replace(s, slots=setp(s.slots, pidx(pos), (EMPTY, EMPTY)))


def informant_positions(s: RAState, seat: int) -> list[str]:
    return [p for p in K.POS_ORDER if seat in s.slots[pidx(p)]]


def remove_own_informant(s: RAState, seat: int, pos: str) -> RAState:
    top, _bottom = s.slots[pidx(pos)]
    return remove_informant(s, pos, 0 if top == seat else 1)


# ----- criminals leaving play (4.0.6) -----------------------------------------------------------
def end_clocks(s: RAState, num: int) -> RAState:
    players = tuple(replace(p, clocks=tuple(c for c in p.clocks if c[1] != num)) for p in s.players)
    return replace(s, players=players)


def remove_criminal(s: RAState, num: int) -> RAState:
    c = crim(s, num)
    if c is None:
        return s
    s = replace(s, criminals=tuple(x for x in s.criminals if x.num != num))
    if c.holder != EMPTY:
        p = s.players[c.holder]
        s = set_player(s, c.holder, custody=tuple(n for n in p.custody if n != num))
    s = bag_add(s, f"C{num}")
    card = K.CARDS[c.card]
    if card.exit == "X_RETURN_DECK":
        s = replace(s, deck=tuple(sorted(s.deck + (card.id,))))
    else:
        s = replace(s, out_pile=s.out_pile + (card.id if c.face_up else "?" + card.id,))
    return end_clocks(s, num)


def drop_custody(s: RAState, seat: int) -> RAState:
    for n in s.players[seat].custody:
        s = remove_criminal(s, n)
    return s


# ----- stamina, skull (4.0.3, 4.0.4) ------------------------------------------------------------
def lose_stamina(s: RAState, seat: int, n: int) -> tuple[RAState, int]:
    """Apply a loss already reduced; returns the new state and the stamina actually lost."""
    if n <= 0:
        return s, 0
    p = s.players[seat]
    lost = min(n, p.stamina)
    s = set_player(s, seat, stamina=p.stamina - lost)
    if s.players[seat].stamina == 0:
        s = skull(s, seat)
    return s, lost


def skull(s: RAState, seat: int) -> RAState:
    s = note(gain_influence(s, seat, -1), "skull", seat)
    s = drop_custody(s, seat)
    s = set_player(s, seat, pos=hospital(s), stamina=K.HEART)
    if s.phase == "action" and s.turn.seat == seat:
        s = replace(s, cut=True)
    return queue_reveal(s, seat, 1)


def hurt(s: RAState, seat: int, base: int, pos: str, *, informants: bool, hunted: bool) -> tuple[RAState, int]:
    """An assassin task / bomb / failed assassin attack on one player (reductions of 4.0.3)."""
    if safe(s, seat, pos):
        return s, 0
    loss = base - (protect(s, seat, pos) if informants else 0)
    if loss >= 1 and hunted and has_clock(s, seat, "C_HUNTED"):
        loss += 1
    return lose_stamina(s, seat, max(0, loss))


# ----- identity tokens (6.2 - 6.4) ---------------------------------------------------------------
def queue_reveal(s: RAState, seat: int, trigger: int, screener: int = EMPTY) -> RAState:
    if s.mode != "android" or s.players[seat].exposed:
        return s
    return replace(s, reveals=s.reveals + ((seat, trigger, screener),))


def can_reveal(s: RAState, seat: int) -> bool:
    p = s.players[seat]
    return s.mode == "android" and not s.limit_reached and not p.exposed and bool(p.tokens) and not p.revealed_round


def reveal(s: RAState, seat: int, kind: str, trigger: int, screener: int) -> RAState:
    p = s.players[seat]
    tokens = list(p.tokens)
    tokens.remove(kind)
    s = set_player(s, seat, tokens=tuple(tokens), revealed=p.revealed + (kind,), revealed_round=True)
    if s.players[seat].revealed.count("A") >= 2:
        s = expose(s, seat)
        if trigger == 3 and screener != EMPTY:
            s = gain_influence(gain_influence(s, screener, 1), seat, -1)
    return s


def expose(s: RAState, seat: int) -> RAState:
    s = drop_custody(s, seat)
    for pos in K.POS_ORDER:
        while seat in s.slots[pidx(pos)]:
            s = remove_own_informant(s, seat, pos)
    s = note(set_player(s, seat, exposed=True), "exposed", seat)
    if sum(p.exposed for p in s.players) >= K.ANDROID_LIMIT[s.num_players]:
        s = replace(s, limit_reached=True, players=tuple(replace(p, tokens=()) for p in s.players))
    return s


# ----- bombs (4.4) -----------------------------------------------------------------------------
def bomb(s: RAState, bid: int) -> Bomb | None:
    return next((b for b in s.bombs if b.id == bid), None)


def explode(s: RAState, bid: int) -> RAState:
    first = bomb(s, bid)
    if first is None:
        return s
    loc = first.pos
    s = note(s, "exploded", loc)
    chain = [first.id] + [b.id for b in s.bombs if b.pos == loc and b.id != first.id]
    returned: set[int] = set()
    for b in chain:
        s = clear_informants(s, loc)
        s = bag_add(s, *["A" for a in s.assassins if a == loc])
        s = replace(s, assassins=tuple(a for a in s.assassins if a != loc))
        for c in [c for c in s.criminals if c.pos == loc]:
            s = remove_criminal(s, c.num)
        for seat in event_order(s):
            where = s.players[seat].pos
            if where == loc:
                s, lost = hurt(s, seat, 4, where, informants=False, hunted=True)
            elif where in K.ADJ[loc]:
                s, lost = hurt(s, seat, 2, where, informants=False, hunted=True)
            else:
                lost = 0
            if lost and seat not in returned:
                returned.add(seat)
                s = drop_custody(s, seat)
        s = replace(s, bombs=tuple(x for x in s.bombs if x.id != b), board=None if s.board and s.board.bomb == b
                    else s.board)
        s = bag_add(s, "B")
    return s


def tick(s: RAState, bid: int) -> RAState:
    b = bomb(s, bid)
    if b is None:
        return s
    if b.timer <= 1:
        return explode(s, bid)
    return replace(s, bombs=tuple(replace(x, timer=x.timer - 1) if x.id == bid else x for x in s.bombs))


# ----- criminals moving (4.3.1) -----------------------------------------------------------------
def next_on_path(pos: str) -> str | None:
    if pos not in K.EVENT_PATH:
        return None
    i = K.EVENT_PATH.index(pos)
    return K.EVENT_PATH[i + 1] if i + 1 < len(K.EVENT_PATH) else None


def unruly_at(s: RAState, pos: str) -> bool:
    return any(c.pos == pos and not c.defeated for c in s.criminals)


def criminal_step(s: RAState, num: int) -> RAState:
    c = crim(s, num)
    if c is None or c.pos is None or c.defeated:
        return s
    new = next_on_path(c.pos)
    if new is None:
        if c.placed_round == s.round and c.pos == K.EVENT_PATH[-1]:
            new = K.EVENT_PATH[0]
        else:
            return remove_criminal(note(s, "left", num), num)
    if is_destroyed(s, new):
        return remove_criminal(s, num)
    s = set_crim(s, replace(c, pos=new, placed_round=0))
    if s.police == new:
        return s
    s = assassins_flee(s, new)
    for b in [b.id for b in s.bombs if b.pos == new]:
        s = tick(s, b)
    return s


def assassins_flee(s: RAState, pos: str) -> RAState:
    count = s.assassins.count(pos)
    if not count:
        return s
    s = replace(s, assassins=tuple(a for a in s.assassins if a != pos))
    for _ in range(count):
        where: str | None = pos
        while where is not None and unruly_at(s, where):
            where = next_on_path(where)
            if where is not None and is_destroyed(s, where):
                where = None
        s = bag_add(s, "A") if where is None else replace(s, assassins=s.assassins + (where,))
    return replace(s, assassins=tuple(sorted(s.assassins, key=pidx)))


# ----- assassins (4.3.2) -----------------------------------------------------------------------
def assassin_task(s: RAState, pos: str) -> tuple[RAState, bool]:
    if s.police == pos or unruly_at(s, pos):
        return s, False
    any_lost = False
    hit: list[int] = []
    for seat in event_order(s):
        if s.players[seat].pos == pos and is_agent(s, seat):
            s, lost = hurt(s, seat, 2, pos, informants=True, hunted=True)
            any_lost = any_lost or lost > 0
            if lost > 0:
                hit.append(seat)
    if s.slots[pidx(pos)][0] != EMPTY:
        s = remove_informant(s, pos, 0)
        hit.append(-1)  # an informant removed
    if hit:
        s = note(s, "struck", pos, tuple(hit))
    return s, any_lost


def activate_assassin(s: RAState, pos: str) -> RAState:
    """One activation; returns the state with the assassin at its final place (or in the bag)."""
    s, lost = assassin_task(s, pos)
    for step in (2, 3):
        if lost:
            break
        nxt = next_on_path(pos)
        if step == 3 and (nxt is None or not any(p.pos == nxt and not p.exposed for p in s.players)):
            break
        if nxt is None or is_destroyed(s, nxt):
            return bag_add(s, "A")
        pos = nxt
        s, lost = assassin_task(s, pos)
    return replace(s, assassins=tuple(sorted(s.assassins + (pos,), key=pidx)))


# ----- setup -----------------------------------------------------------------------------------
def initial_state(n: int, mode: str, flags: Mapping[str, Any] | None = None) -> RAState:
    """The setup tasks; ``flags`` overrides the rule flags of spec 9.3 (the game's options)."""
    board = K.TRACKS
    players = tuple(
        Player(
            pos=K.HQ_POS,
            fuel=int(board["fuel"]["start"]),
            ammo=int(board["ammo"]["start"]),
            evidence=int(board["evidence"]["start"]),
            vehicle=0,
            weapon=0,
            agent=0,
            stamina=K.STAMINA_MAX,
            credits=K.START_CREDITS,
            influence=0,
            informants=K.INFORMANTS,
        )
        for _ in range(n)
    )
    layout = tuple(K.HQ_TILE if p == K.HQ_POS else "" for p in K.POS_ORDER)
    s = RAState(
        num_players=n, mode=mode, rounds=K.ROUNDS[mode], round=0, phase="setup", director=0, first_player=0,
        bank=K.BANK_TOTAL - K.START_CREDITS * n, layout=layout, destroyed=(),
        slots=tuple((EMPTY, EMPTY) for _ in K.POS_ORDER), police="", players=players, criminals=(),
        assassins=(), bombs=(), bag=K.BAG_START, deck=K.CARD_IDS, out_pile=(),
        flags=tuple(sorted({**K.FLAGS, **(flags or {})}.items())),
    )
    tasks: list[Task] = [("R", "tile", p) for p in K.DISTRICT_POS + K.GENERAL_POS]
    tasks += [("R", "police"), ("R", "director")]
    if mode == "android":
        tasks += [("R", "token", seat) for seat in range(n) for _ in range(K.TOKENS_PER_PLAYER)]
    tasks.append(("round_start",))
    return push(s, *tasks)


# ----- chance ----------------------------------------------------------------------------------
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


# ----- the automatic tasks ----------------------------------------------------------------------
AUTO: dict[str, Callable[..., RAState]] = {}


def auto(fn: Callable[..., RAState]) -> Callable[..., RAState]:
    AUTO[fn.__name__.removeprefix("t_")] = fn
    return fn


OPTIONS: dict[str, Callable[..., list[tuple]]] = {}
DECIDE: dict[str, Callable[..., RAState]] = {}


def decision(kind: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
        (OPTIONS if fn.__name__.startswith("o_") else DECIDE)[kind] = fn
        return fn

    return wrap


def advance(s: RAState) -> RAState:
    while True:
        if s.cut:
            s = _cut_turn(s)
        if s.reveals:
            tasks = [("reveal_req", seat, trig, scr) for seat, trig, scr in s.reveals]
            s = push(replace(s, reveals=()), *tasks)
        if not s.stack:
            return replace(s, phase="over")
        top = s.stack[-1]
        if top[0] in ("D", "R"):
            if top[0] == "R" and not chance_outcomes(s):
                s = replace(s, stack=s.stack[:-1])
                continue
            return s
        s = AUTO[top[0]](replace(s, stack=s.stack[:-1]), *top[1:])


def _cut_turn(s: RAState) -> RAState:
    """The active player hit the skull in his own turn: drop the rest of the turn."""
    seat = s.turn.seat
    stack = list(s.stack)
    while stack and stack[-1] != ("turn_end", seat):
        stack.pop()
    return replace(s, stack=tuple(stack), cut=False, board=None, turn=replace(s.turn, over=True))


@auto
def t_round_start(s: RAState) -> RAState:
    if s.round >= s.rounds:
        return replace(s, phase="over", stack=())
    players = tuple(replace(p, revealed_round=False) for p in s.players)
    s = replace(s, round=s.round + 1, phase="time", players=players, drawn=(), time_dice=())
    k = min(K.discs_drawn(s.num_players, s.flag("discs_drawn")), len(s.bag))
    return push(s, *[("R", "disc")] * k, ("time_roll",))


@auto
def t_time_roll(s: RAState) -> RAState:
    return push(s, *[("R", "d6", "time")] * len(s.drawn), ("time_assign",))


@auto
def t_time_assign(s: RAState) -> RAState:
    if not s.drawn:
        return push(s, ("action_phase",))
    if len(set(s.time_dice)) == 1:
        return place_disc(push(s, ("time_assign",)), s.time_dice[0])
    return push(s, ("D", s.director, "assign"), ("time_assign",))


def place_disc(s: RAState, value: int) -> RAState:
    """The director puts the next drawn disc on district ``value`` (4.1 step 4)."""
    disc = s.drawn[0]
    dice = list(s.time_dice)
    dice.remove(value)
    s = replace(s, drawn=s.drawn[1:], time_dice=tuple(dice))
    pos = district_pos(s, value)
    if disc == "B":
        b = Bomb(s.next_bomb, pos, 0)
        s = replace(s, bombs=s.bombs + (b,), next_bomb=s.next_bomb + 1)
        return push(s, ("R", "d6", "bomb", b.id))
    if is_destroyed(s, pos):
        return bag_add(s, disc)
    if disc == "A":
        return replace(s, assassins=tuple(sorted(s.assassins + (pos,), key=pidx)))
    num = int(disc[1:])
    if not s.deck:
        reshuffle = tuple(sorted(c.lstrip("?") for c in s.out_pile))
        s = replace(s, deck=reshuffle, out_pile=())
    if not s.deck:
        return bag_add(s, disc)
    return push(s, ("R", "card", num, pos))


@auto
def t_action_phase(s: RAState) -> RAState:
    s = replace(s, phase="action")
    tasks: list[Task] = []
    for seat in order_from(s, s.director):
        tasks += [("turn_start", seat), ("main", seat), ("turn_end", seat)]
    return push(s, *tasks, ("city_phase",))


@auto
def t_turn_start(s: RAState, seat: int) -> RAState:
    s = set_player(s, seat, clocks=())
    return replace(s, turn=Turn(seat=seat))


@auto
def t_turn_end(s: RAState, seat: int) -> RAState:
    return replace(s, turn=Turn(), roll=(), roll2=())


@auto
def t_main(s: RAState, seat: int) -> RAState:
    if s.turn.over:
        return s
    kind = "patrol" if s.turn.steps_left > 0 else "main"
    return push(s, ("D", seat, kind), ("main", seat))


@auto
def t_city_phase(s: RAState) -> RAState:
    s = replace(s, phase="city")
    moves = [("city_move", n) for n in range(1, 7)]
    return push(s, *moves, ("assassins_act",), ("police_move",), ("bombs_tick",), ("new_director",),
                ("round_start",))


@auto
def t_city_move(s: RAState, num: int) -> RAState:
    return criminal_step(s, num)


@auto
def t_assassins_act(s: RAState, todo: tuple | None = None) -> RAState:
    """Every assassin activates once; the director picks the order when they stand apart (4.3.2)."""
    if todo is None:
        todo = tuple(sorted(s.assassins, key=pidx))
    if not todo:
        return s
    if len(set(todo)) >= 2:
        return push(s, ("D", s.director, "assassin_order", todo))
    return _activate_next(s, todo, todo[0])


def _activate_next(s: RAState, todo: tuple, pos: str) -> RAState:
    rest = list(todo)
    rest.remove(pos)
    if pos in s.assassins:
        left = list(s.assassins)
        left.remove(pos)
        s = activate_assassin(replace(s, assassins=tuple(left)), pos)
    return push(s, ("assassins_act", tuple(rest)))


@decision("assassin_order")
def o_assassin_order(s: RAState, seat: int, todo: tuple) -> list[tuple]:
    return [("assassin", p) for p in sorted(set(todo), key=pidx)]


@decision("assassin_order")
def d_assassin_order(s: RAState, seat: int, a: tuple, todo: tuple) -> RAState:
    return _activate_next(s, todo, a[1])


@auto
def t_police_move(s: RAState) -> RAState:
    number = tile(s, s.police).number % 6 + 1
    pos = district_pos(s, number)
    s = replace(s, police=pos)
    s = bag_add(s, *["A" for a in s.assassins if a == pos], *["B" for b in s.bombs if b.pos == pos])
    s = replace(s, assassins=tuple(a for a in s.assassins if a != pos), bombs=tuple(b for b in s.bombs if b.pos != pos))
    if s.flag("police_removes_criminals"):
        for c in [c for c in s.criminals if c.pos == pos]:
            s = remove_criminal(s, c.num)
    if s.mode == "android" and not s.limit_reached:
        near = (pos,) + K.ADJ[pos]
        for seat in order_from(s, s.director):
            if s.players[seat].pos in near:
                s = queue_reveal(s, seat, 4)
    return s


@auto
def t_bombs_tick(s: RAState, todo: tuple | None = None, chooser: int = EMPTY) -> RAState:
    """Every bomb ticks once. When bombs stand at different locations the order is chosen: by
    the director in the City phase (4.3.4), by the attacker for a card's tick (2.7)."""
    if todo is None:
        todo = tuple(b.id for b in s.bombs)
    todo = tuple(b for b in todo if bomb(s, b) is not None)
    if not todo:
        return s
    places = {bomb(s, b).pos for b in todo}  # type: ignore[union-attr]
    if len(places) >= 2:
        who = s.director if chooser == EMPTY else chooser
        return push(s, ("D", who, "bomb_order", todo, chooser))
    return _tick_place(s, todo, bomb(s, todo[0]).pos, chooser)  # type: ignore[union-attr]


def _tick_place(s: RAState, todo: tuple, pos: str, chooser: int) -> RAState:
    here = [b for b in todo if (x := bomb(s, b)) is not None and x.pos == pos]
    for b in here:
        s = tick(s, b)
    return push(s, ("bombs_tick", tuple(b for b in todo if b not in here), chooser))


@decision("bomb_order")
def o_bomb_order(s: RAState, seat: int, todo: tuple, chooser: int = EMPTY) -> list[tuple]:
    places = {b.pos for b in s.bombs if b.id in todo}
    return [("bomb", p) for p in sorted(places, key=pidx)]


@decision("bomb_order")
def d_bomb_order(s: RAState, seat: int, a: tuple, todo: tuple, chooser: int = EMPTY) -> RAState:
    return _tick_place(s, todo, a[1], chooser)


@auto
def t_new_director(s: RAState) -> RAState:
    return replace(s, director=(s.director + 1) % s.num_players)


@auto
def t_reveal_req(s: RAState, seat: int, trigger: int, screener: int) -> RAState:
    if not can_reveal(s, seat):
        return s
    return push(s, ("D", seat, "reveal", trigger, screener))


# ----- decisions: the options ------------------------------------------------------------------
def options(s: RAState) -> list[tuple]:
    top = s.stack[-1]
    seat, kind = top[1], top[2]
    return OPTIONS[kind](s, seat, *top[3:])


def decide(s: RAState, a: tuple) -> RAState:
    top = s.stack[-1]
    s = replace(s, stack=s.stack[:-1])
    return DECIDE[top[2]](s, top[1], a, *top[3:])




@decision("assign")
def o_assign(s: RAState, seat: int) -> list[tuple]:
    return [("assign", v) for v in sorted(set(s.time_dice))]


@decision("assign")
def d_assign(s: RAState, seat: int, a: tuple) -> RAState:
    return place_disc(s, a[1])


# ----- the turn menu -----------------------------------------------------------------------
def pair_free(s: RAState, action: str, pos: str) -> bool:
    return (action, pos) not in s.turn.used


def justice_ok(s: RAState, seat: int, action: str) -> bool:
    """Justice (agents) or underground (androids) action budget and the once-per-location rule."""
    p = s.players[seat]
    if s.turn.done or s.turn.justice >= 2:
        return False
    if not p.exposed and s.police == p.pos:
        return False
    return pair_free(s, action, p.pos)


def can_investigate(s: RAState, seat: int, in_attack: bool = False) -> list[int]:
    """Cards ``seat`` may investigate now. ``in_attack``: decision point (c) of 4.2, between naming
    an attack's target and its reveal, which exists in the second justice action too (the attack is
    not over yet; only after it is the turn limited to Reinforce or End turn)."""
    p = s.players[seat]
    if p.exposed or p.evidence < 2 or (s.turn.done and not in_attack) or s.turn.over or is_destroyed(s, p.pos):
        return []
    reach = {p.pos} | set(informant_positions(s, seat))
    return [c.num for c in s.criminals if c.pos in reach and not c.face_up and seat not in c.investigators]


def patrol_moves(s: RAState, seat: int, running: bool) -> list[tuple]:
    p = s.players[seat]
    if running:
        return [("move", q) for q in K.ADJ[p.pos] if q not in s.turn.visited]
    if s.turn.patrols and p.fuel < 1:
        return []
    return [("move", q) for q in K.ADJ[p.pos]]


def agents_here(s: RAState, seat: int) -> list[int]:
    pos = s.players[seat].pos
    return [i for i, q in enumerate(s.players) if i != seat and q.pos == pos and not q.exposed]


def androids_here(s: RAState, seat: int) -> list[int]:
    pos = s.players[seat].pos
    return [i for i, q in enumerate(s.players) if i != seat and q.pos == pos and q.exposed]


def affordable_goods(s: RAState, seat: int) -> list[int]:
    p = s.players[seat]
    if is_destroyed(s, p.pos):
        return []
    out = []
    for i, g in enumerate(tile(s, p.pos).goods):
        have = p.evidence if g.currency == "evidence" else p.credits
        if have >= g.price:
            out.append(i)
    return out


def can_search(s: RAState, seat: int) -> bool:
    pos = s.players[seat].pos
    return not is_destroyed(s, pos) and bool(tile(s, pos).search)


@decision("main")
def o_main(s: RAState, seat: int) -> list[tuple]:
    p = s.players[seat]
    acts: list[tuple] = []
    # 4.2: after the second *justice* action an agent may only Reinforce or end the turn; an android
    # takes no justice actions (6.5: Patrol under the agents' rules, at most two underground actions),
    # so the budget limits only his underground actions, never his patrols.
    if not s.turn.done or p.exposed:
        acts += patrol_moves(s, seat, False)
    acts += [("investigate", n) for n in can_investigate(s, seat)]
    if p.exposed:
        acts += _android_menu(s, seat)
    else:
        acts += _agent_menu(s, seat)
    acts.append(("end",))
    return acts


def _agent_menu(s: RAState, seat: int) -> list[tuple]:
    p = s.players[seat]
    pos = p.pos
    acts: list[tuple] = []
    if justice_ok(s, seat, "attack"):
        acts += [("attack", c.num) for c in s.criminals if c.pos == pos and not c.defeated]
        if pos in s.assassins:
            acts.append(("attack_assassin",))
    if justice_ok(s, seat, "arrest"):
        acts += [("arrest", c.num) for c in s.criminals if c.pos == pos and c.defeated]
    if justice_ok(s, seat, "steal"):
        for t in agents_here(s, seat):
            marked = has_clock(s, t, "C_MARKED")
            if s.players[t].custody and (marked or (not safe(s, seat, pos) and not safe(s, t, pos))):
                acts.append(("steal", t))
    if justice_ok(s, seat, "turnin") and s.layout[pidx(pos)] == K.HQ_TILE and p.custody:
        acts.append(("turnin",))
    if justice_ok(s, seat, "search") and can_search(s, seat):
        acts.append(("search",))
    if justice_ok(s, seat, "buy"):
        acts += [("buy", g) for g in affordable_goods(s, seat)]
    if justice_ok(s, seat, "defuse"):
        acts += [("defuse", b.id) for b in s.bombs if b.pos == pos]
    if justice_ok(s, seat, "attack_android"):
        acts += [("attack_android", t) for t in androids_here(s, seat) if not safe(s, t, pos)]
    if (p.credits >= 2 and p.informants > 0 and not is_destroyed(s, pos) and tile(s, pos).slots
            and EMPTY in s.slots[pidx(pos)]):
        acts.append(("reinforce",))
    if s.mode == "android" and not s.limit_reached and not s.turn.done and p.evidence >= 4:
        reach = {pos} | set(informant_positions(s, seat))
        acts += [("screen", t) for t, q in enumerate(s.players)
                 if t != seat and q.pos in reach and not q.exposed and q.tokens and not q.revealed_round]
    return acts


def _android_menu(s: RAState, seat: int) -> list[tuple]:
    pos = s.players[seat].pos
    acts: list[tuple] = []
    if justice_ok(s, seat, "search") and can_search(s, seat):
        acts.append(("search",))
    if justice_ok(s, seat, "buy"):
        acts += [("buy", g) for g in affordable_goods(s, seat)]
    if justice_ok(s, seat, "attack_agent"):
        acts += [("attack_agent", t) for t in agents_here(s, seat) if not safe(s, t, pos)]
    if justice_ok(s, seat, "attack_location") and not is_destroyed(s, pos) and tile(s, pos).destroyable:
        acts.append(("attack_location",))
    return acts


def use_justice(s: RAState, action: str) -> RAState:
    seat = s.turn.seat
    t = s.turn
    n = t.justice + 1
    return replace(s, turn=replace(t, justice=n, used=t.used + ((action, s.players[seat].pos),), done=n >= 2,
                                   steps_left=0))


@decision("main")
def d_main(s: RAState, seat: int, a: tuple) -> RAState:
    kind = a[0]
    if kind != "investigate" and kind != "move":
        s = replace(s, turn=replace(s.turn, steps_left=0))
    return ACTIONS[kind](s, seat, a)


@decision("patrol")
def o_patrol(s: RAState, seat: int) -> list[tuple]:
    return patrol_moves(s, seat, True) + [("investigate", n) for n in can_investigate(s, seat)] + [("stop",)]


@decision("patrol")
def d_patrol(s: RAState, seat: int, a: tuple) -> RAState:
    if a[0] == "stop":
        return replace(s, turn=replace(s.turn, steps_left=0))
    return ACTIONS[a[0]](s, seat, a)


ACTIONS: dict[str, Callable[[RAState, int, tuple], RAState]] = {}


def action(kind: str) -> Callable[[Callable[..., RAState]], Callable[..., RAState]]:
    def wrap(fn: Callable[..., RAState]) -> Callable[..., RAState]:
        ACTIONS[kind] = fn
        return fn

    return wrap


@action("end")
def a_end(s: RAState, seat: int, a: tuple) -> RAState:
    return replace(s, turn=replace(s.turn, over=True, steps_left=0))


@action("move")
def a_move(s: RAState, seat: int, a: tuple) -> RAState:
    p = s.players[seat]
    t = s.turn
    if t.steps_left == 0:  # a new patrol
        if t.patrols:
            s = lose(s, seat, "fuel", 1)
        steps = 3 if icon_count(p, "engine") else 2
        t = replace(t, patrols=t.patrols + 1, steps_left=steps, visited=(p.pos,))
    t = replace(t, steps_left=t.steps_left - 1, visited=t.visited + (a[1],))
    s = set_player(replace(s, turn=t), seat, pos=a[1])
    return enter(s, seat, a[1])


def enter(s: RAState, seat: int, pos: str) -> RAState:
    """4.2.1: destroyed-location loss, then the gangster fight."""
    p = s.players[seat]
    if is_destroyed(s, pos):
        if not p.exposed:
            s, _ = lose_stamina(s, seat, 1)
        return s
    icons = tile(s, pos).gangsters
    if not icons or s.police == pos:
        return s
    base = icons - icon_count(p, "shield") - protect(s, seat, pos)
    if base <= 0:
        return s
    if p.ammo == 0:
        s, _ = lose_stamina(s, seat, base)
        return s
    return push(s, ("D", seat, "gangster", base))


@decision("gangster")
def o_gangster(s: RAState, seat: int, base: int) -> list[tuple]:
    return [("ammo", k) for k in range(min(base, s.players[seat].ammo) + 1)]


@decision("gangster")
def d_gangster(s: RAState, seat: int, a: tuple, base: int) -> RAState:
    s = lose(s, seat, "ammo", a[1])
    s, _ = lose_stamina(s, seat, base - a[1])
    return s


@action("investigate")
def a_investigate(s: RAState, seat: int, a: tuple) -> RAState:
    c = crim(s, a[1])
    assert c is not None
    s = lose(s, seat, "evidence", 2)
    return set_crim(s, replace(c, investigators=c.investigators + (seat,)))


# ----- attack (4.2.3) ----------------------------------------------------------------------
@action("attack")
def a_attack(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "attack")
    s = push(s, ("atk_reveal", seat, a[1]))
    c = crim(s, a[1])
    if c is not None and not c.face_up and can_investigate(s, seat, in_attack=True):
        s = push(s, ("D", seat, "pre_attack", a[1]))
    return s


@decision("pre_attack")
def o_pre_attack(s: RAState, seat: int, num: int) -> list[tuple]:
    return [("investigate", n) for n in can_investigate(s, seat, in_attack=True)] + [("proceed",)]


@decision("pre_attack")
def d_pre_attack(s: RAState, seat: int, a: tuple, num: int) -> RAState:
    if a[0] == "proceed":
        return s
    s = a_investigate(s, seat, a)
    if can_investigate(s, seat, in_attack=True):
        s = push(s, ("D", seat, "pre_attack", num))
    return s


@action("attack_assassin")
def a_attack_assassin(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "attack")
    return push(s, *ammo_then_roll(s, seat, ("assassin", 0, 0, 0)))


def ammo_then_roll(s: RAState, seat: int, target: tuple, intel: int = 0) -> list[Task]:
    p = s.players[seat]
    top = min(p.ammo, 3 - intel)
    if top <= 0:
        return [("atk_roll", seat, target, intel, 0)]
    return [("D", seat, "atk_ammo", target, intel)]


@decision("atk_ammo")
def o_atk_ammo(s: RAState, seat: int, target: tuple, intel: int) -> list[tuple]:
    return [("ammo", k) for k in range(min(s.players[seat].ammo, 3 - intel) + 1)]


@decision("atk_ammo")
def d_atk_ammo(s: RAState, seat: int, a: tuple, target: tuple, intel: int) -> RAState:
    return push(s, ("atk_roll", seat, target, intel, a[1]))


def attack_colours(p: Player, ammo: int, intel: int = 0) -> list[str]:
    return ["R"] * 3 + ["G"] * min(3, icon_count(p, "pistol")) + ["K"] * min(3, ammo + intel)


@auto
def t_atk_roll(s: RAState, seat: int, target: tuple, intel: int, ammo: int) -> RAState:
    s = lose(s, seat, "ammo", ammo)
    colours = attack_colours(s.players[seat], ammo, intel)
    s = replace(s, roll=(), roll2=())
    return push(s, *roll_tasks(colours), ("atk_resolve", seat, target))


def hits_of(roll: tuple[tuple[str, str], ...]) -> int:
    """8.1: every blast is a hit; each amplify doubles one blast."""
    blasts = sum(1 for _c, f in roll if f == "BLAST")
    amps = sum(1 for _c, f in roll if f == "AMPLIFY")
    return blasts + min(amps, blasts)


@auto
def t_atk_reveal(s: RAState, seat: int, num: int) -> RAState:
    c = crim(s, num)
    if c is None or c.pos != s.players[seat].pos or c.defeated:
        return s
    mod = intel = 0
    if not c.face_up:
        marked = seat in c.investigators
        s = set_crim(s, replace(c, face_up=True, investigators=()))
        code = K.CARDS[c.card].reveal
        if code and code.startswith("R_") and not marked or code and code.startswith("W_") and marked:
            if code == "R_SLIP":
                return criminal_step(s, num)
            if code == "R_KILL_INFORMANT":
                kill = kill_informant_tasks(s, seat)
                return push(s, *kill, *ammo_then_roll(s, seat, ("criminal", num, 0, 0)))
            if code == "R_TICK":  # the tick may blow the target away: then the attack ends
                return push(s, ("bombs_tick", None, seat), ("atk_go", seat, num))
            s, mod, intel = reveal_effect(s, seat, code)
            if s.cut:
                return s
    return push(s, *ammo_then_roll(s, seat, ("criminal", num, mod, 0), intel))


@auto
def t_atk_go(s: RAState, seat: int, num: int) -> RAState:
    """Go on to the dice only if the target is still an unruly criminal at the attacker's location."""
    c = crim(s, num)
    if c is None or c.pos != s.players[seat].pos or c.defeated:
        return s
    return push(s, *ammo_then_roll(s, seat, ("criminal", num, 0, 0)))


def reveal_effect(s: RAState, seat: int, code: str) -> tuple[RAState, int, int]:
    mod = intel = 0
    if code.startswith(("R_WOUND_", "W_")) and code[-1].isdigit():
        n = int(code[-1])
        if code.startswith("R_WOUND"):
            s, _ = lose_stamina(s, seat, n)
        else:
            track = {"W_EVIDENCE_2": "evidence", "W_AMMO_2": "ammo", "W_CREDITS_2": "credits",
                     "W_HEAL_2": "stamina"}[code]
            s = gain(s, seat, track, n)
    elif code == "R_TOUGH":
        mod = 1
    elif code == "W_WEAK":
        mod = -1
    elif code == "W_INTEL":
        intel = 1
    elif code == "R_DISARM":
        s = lose(s, seat, "ammo", 2)
    elif code == "R_BRIBE":
        s = pay(s, seat, 1)
    return s, mod, intel


def kill_informant_tasks(s: RAState, seat: int) -> list[Task]:
    where = informant_positions(s, seat)
    if not where:
        return []
    return [("D", seat, "kill_inf")]


@decision("kill_inf")
def o_kill_inf(s: RAState, seat: int) -> list[tuple]:
    return [("informant", p) for p in informant_positions(s, seat)]


@decision("kill_inf")
def d_kill_inf(s: RAState, seat: int, a: tuple) -> RAState:
    return remove_own_informant(s, seat, a[1])


@auto
def t_atk_resolve(s: RAState, seat: int, target: tuple) -> RAState:
    hits = hits_of(s.roll)
    kind = target[0]
    s = note(s, "hits", hits)
    if kind == "assassin":
        pos = s.players[seat].pos
        if hits >= 2 and pos in s.assassins:
            rest = list(s.assassins)
            rest.remove(pos)
            s = note(s, "assassin", 1)
            return gain_influence(bag_add(replace(s, assassins=tuple(rest)), "A"), seat, 1)
        s = note(s, "assassin", 0)
        s, _ = hurt(s, seat, 2, pos, informants=True, hunted=False)
        return s
    if kind != "criminal":
        return s
    num, mod = target[1], target[2]
    c = crim(s, num)
    if c is None:
        return s
    need = max(1, K.CARDS[c.card].hits + mod)
    if hits >= need:
        return gain_influence(note(set_crim(s, replace(c, defeated=True)), "defeated", num), seat, 1)
    return retaliate(note(s, "retaliation", num, K.CARDS[c.card].retaliation or ""), seat, num)


def retaliate(s: RAState, seat: int, num: int) -> RAState:
    code = card_of(s, num).retaliation
    if not code:
        return s
    if code in K.CLOCK_EFFECTS:
        return set_player(s, seat, clocks=s.players[seat].clocks + ((code, num),))
    if code.startswith("T_WOUND_"):
        s, _ = lose_stamina(s, seat, int(code[-1]))
        return s
    if code == "T_KILL_INFORMANT_CITY":
        if s.flag("t_kill_informant_city") == "any_attackers_choice":
            return push(s, ("D", seat, "kill_any")) if any_informants(s) else s
        return push(s, *kill_informant_tasks(s, seat))
    if code == "T_KILL_INFORMANT_HERE":
        pos = s.players[seat].pos
        return remove_informant(s, pos, 0) if s.slots[pidx(pos)][0] != EMPTY else s
    if code.startswith("T_LOSE_") and code != "T_LOSE_INFLUENCE_1":
        return lose(s, seat, code.split("_")[2].lower(), 2)
    if code == "T_PAY_2":
        return pay(s, seat, 2)
    if code == "T_TICK_ALL":
        return push(s, ("bombs_tick", None, seat))
    if code == "T_ESCAPE":
        return criminal_step(s, num)
    if code == "T_DROP_CUSTODY":
        return push(s, ("D", seat, "drop")) if s.players[seat].custody else s
    if code == "T_LOSE_INFLUENCE_1":
        return gain_influence(s, seat, -1)
    if code == "T_REVEAL_ID":
        return queue_reveal(s, seat, 2)
    return s


def any_informants(s: RAState) -> list[tuple[str, int]]:
    """Every informant in the city, any owner, as (position, slot 0 top / 1 bottom): the
    attacker's choice under ``t_kill_informant_city = any_attackers_choice`` (spec 2.7, A-16).
    A bottom informant of the same owner as the top one is the same choice (the result is
    the same), so it is listed once."""
    out: list[tuple[str, int]] = []
    for p in K.POS_ORDER:
        top, bottom = s.slots[pidx(p)]
        if top != EMPTY:
            out.append((p, 0))
        if bottom != EMPTY and bottom != top:
            out.append((p, 1))
    return out


@decision("kill_any")
def o_kill_any(s: RAState, seat: int) -> list[tuple]:
    return [("informant", p, slot) for p, slot in any_informants(s)]


@decision("kill_any")
def d_kill_any(s: RAState, seat: int, a: tuple) -> RAState:
    return remove_informant(s, a[1], a[2])


@decision("drop")
def o_drop(s: RAState, seat: int) -> list[tuple]:
    return [("drop", n) for n in s.players[seat].custody]


@decision("drop")
def d_drop(s: RAState, seat: int, a: tuple) -> RAState:
    return remove_criminal(s, a[1])


# ----- arrest, turn in, reinforce, screen ----------------------------------------------------
@action("arrest")
def a_arrest(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "arrest")
    c = crim(s, a[1])
    assert c is not None
    s = set_crim(s, replace(c, pos=None, holder=seat))
    return set_player(s, seat, custody=s.players[seat].custody + (a[1],))


@action("turnin")
def a_turnin(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "turnin")
    reward = 0
    for num in s.players[seat].custody:
        c = crim(s, num)
        assert c is not None
        reward += K.CARDS[c.card].reward
        s = replace(s, criminals=tuple(x for x in s.criminals if x.num != num))
        s = bag_add(s, f"C{num}")
        s = end_clocks(s, num)
        s = set_player(s, seat, turned_in=s.players[seat].turned_in + (c.card,))
    s = set_player(s, seat, custody=())
    return gain(s, seat, "credits", reward)


@action("reinforce")
def a_reinforce(s: RAState, seat: int, a: tuple) -> RAState:
    p = s.players[seat]
    s = pay(s, seat, 2)
    i = pidx(p.pos)
    top, bottom = s.slots[i]
    cell = (seat, bottom) if top == EMPTY else (top, seat)
    s = replace(s, slots=setp(s.slots, i, cell))
    s = set_player(s, seat, informants=p.informants - 1)
    return replace(s, turn=replace(s.turn, over=True, steps_left=0))


@action("screen")
def a_screen(s: RAState, seat: int, a: tuple) -> RAState:
    s = lose(s, seat, "evidence", 4)
    return push(s, ("reveal_req", a[1], 3, seat))


@decision("reveal")
def o_reveal(s: RAState, seat: int, trigger: int, screener: int) -> list[tuple]:
    return [("reveal", k) for k in sorted(set(s.players[seat].tokens))]


@decision("reveal")
def d_reveal(s: RAState, seat: int, a: tuple, trigger: int, screener: int) -> RAState:
    return reveal(s, seat, a[1], trigger, screener)


# ----- steal (4.2.5) -------------------------------------------------------------------------
@action("steal")
def a_steal(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "steal")
    top = min(3, s.players[seat].fuel)
    if top == 0:
        return push(s, ("defend", seat, a[1], 0, "steal"))
    return push(s, ("D", seat, "steal_fuel", a[1]))


@decision("steal_fuel")
def o_steal_fuel(s: RAState, seat: int, target: int) -> list[tuple]:
    return [("fuel", k) for k in range(min(3, s.players[seat].fuel) + 1)]


@decision("steal_fuel")
def d_steal_fuel(s: RAState, seat: int, a: tuple, target: int) -> RAState:
    return push(lose(s, seat, "fuel", a[1]), ("defend", seat, target, a[1], "steal"))


@auto
def t_defend(s: RAState, seat: int, target: int, used: int, why: str) -> RAState:
    """The defender may buy the remaining green dice with fuel (steal, android fights)."""
    left = 3 - used
    tp = s.players[target]
    if left > 0 and tp.fuel > 0 and not has_clock(s, target, "C_MARKED"):
        return push(s, ("D", target, "defend_fuel", seat, used, why))
    return push(s, ("duel_roll", seat, target, used, 0, why))


@decision("defend_fuel")
def o_defend_fuel(s: RAState, seat: int, attacker: int, used: int, why: str) -> list[tuple]:
    return [("fuel", k) for k in range(min(3 - used, s.players[seat].fuel) + 1)]


@decision("defend_fuel")
def d_defend_fuel(s: RAState, seat: int, a: tuple, attacker: int, used: int, why: str) -> RAState:
    return push(lose(s, seat, "fuel", a[1]), ("duel_roll", attacker, seat, used, a[1], why))


@auto
def t_duel_roll(s: RAState, seat: int, target: int, used: int, defence: int, why: str) -> RAState:
    s = replace(s, roll=(), roll2=())
    if why == "steal":
        mine = ["G"] * used
    else:  # an android fight: ``used`` counts the attacker's green dice, ammo already paid
        mine = attack_colours(s.players[seat], int(why.split(":")[1]))
    return push(s, *roll_tasks(mine), *roll_tasks(["G"] * defence, 1), ("duel_resolve", seat, target, why))


def cars(roll: tuple[tuple[str, str], ...]) -> int:
    return sum(1 for _c, f in roll if f == "CAR")


@auto
def t_duel_resolve(s: RAState, seat: int, target: int, why: str) -> RAState:
    if why == "steal":
        n = max(0, cars(s.roll) - cars(s.roll2))
        custody = s.players[target].custody
        if n >= len(custody):
            for num in custody:
                s = take(s, seat, target, num)
            return s
        return push(s, *[("D", seat, "take", target)] * n)
    hits = max(0, hits_of(s.roll) - cars(s.roll2))
    s = note(s, "hits", hits)
    old = s.players[target].stamina
    s, lost = lose_stamina(s, target, hits)
    if lost and lost == old:  # the target hit the skull: the winner of the fight +1 (6.2.1)
        s = gain_influence(s, seat, 1)
    return s


def take(s: RAState, seat: int, target: int, num: int) -> RAState:
    tp = s.players[target]
    s = set_player(s, target, custody=tuple(n for n in tp.custody if n != num))
    s = set_player(s, seat, custody=s.players[seat].custody + (num,))
    c = crim(s, num)
    assert c is not None
    return set_crim(s, replace(c, holder=seat))


@decision("take")
def o_take(s: RAState, seat: int, target: int) -> list[tuple]:
    return [("take", n) for n in s.players[target].custody]


@decision("take")
def d_take(s: RAState, seat: int, a: tuple, target: int) -> RAState:
    return take(s, seat, target, a[1])


# ----- android fights (6.5 C, 6.7) ------------------------------------------------------------------
@action("attack_agent")
def a_attack_agent(s: RAState, seat: int, a: tuple) -> RAState:
    return _fight(use_justice(s, "attack_agent"), seat, a[1])


@action("attack_android")
def a_attack_android(s: RAState, seat: int, a: tuple) -> RAState:
    return _fight(use_justice(s, "attack_android"), seat, a[1])


def _fight(s: RAState, seat: int, target: int) -> RAState:
    if min(3, s.players[seat].ammo) == 0:
        return push(s, ("fight_go", seat, target, 0))
    return push(s, ("D", seat, "fight_ammo", target))


@decision("fight_ammo")
def o_fight_ammo(s: RAState, seat: int, target: int) -> list[tuple]:
    return [("ammo", k) for k in range(min(3, s.players[seat].ammo) + 1)]


@decision("fight_ammo")
def d_fight_ammo(s: RAState, seat: int, a: tuple, target: int) -> RAState:
    return push(s, ("fight_go", seat, target, a[1]))


@auto
def t_fight_go(s: RAState, seat: int, target: int, ammo: int) -> RAState:
    s = lose(s, seat, "ammo", ammo)
    greens = min(3, icon_count(s.players[seat], "pistol"))
    return push(s, ("defend", seat, target, greens, f"fight:{ammo}"))


# ----- android location attack (6.5 D) ----------------------------------------------------------
@action("attack_location")
def a_attack_location(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "attack_location")
    target = ("location", 0, 0, 0)
    if min(3, s.players[seat].ammo) == 0:
        return push(s, ("atk_roll", seat, target, 0, 0), ("loc_resolve", seat))
    return push(s, ("D", seat, "loc_ammo"))


@decision("loc_ammo")
def o_loc_ammo(s: RAState, seat: int) -> list[tuple]:
    return [("ammo", k) for k in range(min(3, s.players[seat].ammo) + 1)]


@decision("loc_ammo")
def d_loc_ammo(s: RAState, seat: int, a: tuple) -> RAState:
    return push(s, ("atk_roll", seat, ("location", 0, 0, 0), 0, a[1]), ("loc_resolve", seat))


@auto
def t_loc_resolve(s: RAState, seat: int) -> RAState:
    pos = s.players[seat].pos
    hits = hits_of(s.roll)
    for _ in range(2):
        if hits >= 1 and s.slots[pidx(pos)][0] != EMPTY:
            s = remove_informant(s, pos, 0)
            hits -= 1
    if hits < 2:
        return s
    for b in [b.id for b in s.bombs if b.pos == pos]:
        s = explode(s, b)
    if s.cut:  # the blast sent the android to the skull: nothing further of the action (4.0.4 step 5)
        return s
    s = bag_add(s, *["A" for x in s.assassins if x == pos])
    s = replace(s, assassins=tuple(x for x in s.assassins if x != pos))
    for c in [c for c in s.criminals if c.pos == pos]:
        s = remove_criminal(s, c.num)
    s = note(replace(s, destroyed=tuple(sorted(s.destroyed + (pos,), key=pidx))), "destroyed", pos)
    return gain_influence(s, seat, 1)


# ----- search (4.2.7) ------------------------------------------------------------------------------
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


# ----- buy goods (4.2.8) ------------------------------------------------------------------------
@action("buy")
def a_buy(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "buy")
    return push(buy_unit(s, seat, a[1]), ("D", seat, "buy_more"))


def buy_unit(s: RAState, seat: int, g: int) -> RAState:
    good = tile(s, s.players[seat].pos).goods[g]
    if good.currency == "evidence":
        s = lose(s, seat, "evidence", good.price)
    else:
        s = pay(s, seat, good.price)
    return gain(s, seat, good.target, good.amount)


@decision("buy_more")
def o_buy_more(s: RAState, seat: int) -> list[tuple]:
    return [("buy", g) for g in affordable_goods(s, seat)] + [("done",)]


@decision("buy_more")
def d_buy_more(s: RAState, seat: int, a: tuple) -> RAState:
    if a[0] == "done":
        return s
    return push(buy_unit(s, seat, a[1]), ("D", seat, "buy_more"))


# ----- defuse (4.2.9) ---------------------------------------------------------------------------
ALL_DICE = ("R", "R", "R", "G", "G", "G", "K", "K", "K")


@action("defuse")
def a_defuse(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "defuse")
    b = bomb(s, a[1])
    assert b is not None
    board = BombBoard(bomb=b.id, timer=b.timer, cols=((),) * K.BOMB_COLS, pool=ALL_DICE)
    return push(replace(s, board=board), ("wire", seat))


@auto
def t_wire(s: RAState, seat: int) -> RAState:
    assert s.board is not None
    s = replace(s, roll=(), roll2=())
    return push(s, *roll_tasks(s.board.pool), ("wire_sort", seat))


@auto
def t_wire_sort(s: RAState, seat: int) -> RAState:
    board = s.board
    if board is None:
        return s
    place = tuple(sorted((f, c) for c, f in s.roll if f in ("BLAST", "AMPLIFY")))
    pool = tuple(sorted((c for c, f in s.roll if f not in ("BLAST", "AMPLIFY")), key=K.COLOURS.index))
    return push(replace(s, board=replace(board, to_place=place, pool=pool)), ("place", seat))


def blocks_new_column(col: tuple) -> bool:
    return len(col) > 0 and col[-1][0] == "BLAST" and len(col) < K.BOMB_ROWS


def live_circuit(col: tuple) -> bool:
    return len(col) > 0 and col[-1][0] == "BLAST"


def can_add(col: tuple, symbol: str) -> bool:
    return 0 < len(col) < K.BOMB_ROWS and (symbol == "AMPLIFY" or all(c[0] == "BLAST" for c in col))


def new_column(cols: tuple) -> int | None:
    """The column a new circuit would start in, or None when none may start."""
    if any(blocks_new_column(c) for c in cols):
        return None
    return next((i for i, c in enumerate(cols) if not c), None)


def placements(board: BombBoard) -> list[tuple]:
    out: list[tuple] = []
    fresh = new_column(board.cols)
    for sym, colour in sorted(set(board.to_place)):
        for i, col in enumerate(board.cols):
            if can_add(col, sym) or i == fresh:
                out.append(("place", sym, colour, i))
    return out


def line(cols: tuple) -> bool:
    def x(c: int, r: int) -> bool:
        return 0 <= c < len(cols) and 0 <= r < len(cols[c]) and cols[c][r][0] == "AMPLIFY"

    for c in range(len(cols)):
        for r in range(K.BOMB_ROWS):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                if all(x(c + k * dc, r + k * dr) for k in range(3)):
                    return True
    return False


def circuit_dice(cols: tuple) -> list[tuple[str, str]]:
    return [col[-1] for col in cols if live_circuit(col)]


@auto
def t_place(s: RAState, seat: int) -> RAState:
    board = s.board
    if board is None:
        return s
    if not board.to_place:
        return push(s, ("after_wire", seat))
    if not placements(board):  # a blast with no room: the bomb explodes (4.2.9)
        return explode(s, board.bomb)
    return push(s, ("D", seat, "place"))


@decision("place")
def o_place(s: RAState, seat: int) -> list[tuple]:
    assert s.board is not None
    return placements(s.board)


@decision("place")
def d_place(s: RAState, seat: int, a: tuple) -> RAState:
    board = s.board
    assert board is not None
    _k, sym, colour, i = a
    timer = board.timer
    if not board.cols[i] and any(board.cols):
        timer -= 1
    left = list(board.to_place)
    left.remove((sym, colour))
    cols = setp(board.cols, i, board.cols[i] + ((sym, colour),))
    board = replace(board, cols=cols, timer=timer, to_place=tuple(left))
    s = replace(s, board=board)
    if timer <= 0:
        return explode(s, board.bomb)
    return push(s, ("place", seat))


@auto
def t_after_wire(s: RAState, seat: int) -> RAState:
    board = s.board
    assert board is not None
    if line(board.cols):
        return push(replace(s, board=replace(board, defused=True)), ("destab", seat))
    if not board.pool:
        return push(s, ("destab", seat))
    return push(s, ("D", seat, "wire"))


@decision("wire")
def o_wire(s: RAState, seat: int) -> list[tuple]:
    return [("wire",), ("stop",)]


@decision("wire")
def d_wire(s: RAState, seat: int, a: tuple) -> RAState:
    return push(s, ("wire", seat) if a[0] == "wire" else ("destab", seat))


@auto
def t_destab(s: RAState, seat: int) -> RAState:
    board = s.board
    assert board is not None
    dice = circuit_dice(board.cols)
    if not dice:
        return push(s, ("defuse_end", seat))
    s = replace(s, roll=())
    return push(s, *roll_tasks([c for _sym, c in dice]), ("destab_check", seat))


@auto
def t_destab_check(s: RAState, seat: int) -> RAState:
    board = s.board
    assert board is not None
    faces = [f for _c, f in s.roll]
    if "BLAST" in faces:
        return explode(s, board.bomb)
    if "AMPLIFY" in faces:
        return push(s, ("defuse_end", seat))
    return push(s, ("destab", seat))


@auto
def t_defuse_end(s: RAState, seat: int) -> RAState:
    board = s.board
    assert board is not None
    s = replace(s, board=None)
    if board.defused:
        b = bomb(s, board.bomb)
        s = note(s, "defused", b.pos if b else "")
        s = replace(s, bombs=tuple(b for b in s.bombs if b.id != board.bomb))
        return gain_influence(bag_add(s, "B"), seat, 1)
    return replace(s, bombs=tuple(replace(b, timer=board.timer) if b.id == board.bomb else b for b in s.bombs))
