"""Turn flow: set-up steps, drawing, mandatory discard, the step-by-step decisions of a turn
(play a tile: hex, rotation, confirm; instants: targets; abilities), battles, the ending
sequence, overtime and the result.

Actions are tuples of str/int. Main decisions: ("play", tile), ("discard", tile), ("end",),
("ability", "push"|"mobility"|"gloomy", q, r), ("reward", token), ("turret", k).
A push's retreat hex may be the pushed unit's owner's decision (``push_chooser``).
Follow-ups: ("hex", q, r), ("rot", k), ("unit", q, r), ("target", q, r), ("hit", "unit"|"foundation"),
("area", q1, r1, q2, r2, q3, r3), ("confirm",), ("cancel",). Set-up: ("hq", q, r), ("ally", tile),
("turret", tile). Chance: ("first", seat), ("draw", seat, tile).
"""

from __future__ import annotations

from collections import Counter

from .battle import HIDDEN_CHOICE, battle_steps, secret_choices
from .content import ARMIES, TILES
from .derive import derive
from .ops import alive_seats, board_full, can_enter, remove_unit, settle
from .state import State, hq_hp, replace, setv


# ---------------------------------------------------------------------------- helpers
def hx(s: State, i: int) -> tuple[str, int, int]:
    q, r = s.lay.hexes[i]
    return ("hex", q, r)


def ux(s: State, i: int, tag: str) -> tuple[str, int, int]:
    q, r = s.lay.hexes[i]
    return (tag, q, r)


def idx(s: State, a: tuple) -> int:
    return s.lay.index[(a[1], a[2])]


def push_chooser(s: State) -> int | None:
    """The seat that picks where a pushed unit goes when it is not the pushing player: with the
    printed rule (option push_back_chooser=owner) the pushed unit's owner, once the target is
    chosen and several retreat hexes are legal (spec 1.10; one hex is taken without asking)."""
    pd = s.pending
    if len(pd) != 4 or pd[0] != "push" or s.opt("push_back_chooser", "pusher") != "owner":
        return None
    p = s.board[s.lay.index[pd[3]]]
    return p.owner if p is not None else None


def remove_from_hand(s: State, seat: int, name: str, to_discard: bool) -> State:
    hand = list(s.hands[seat])
    hand.remove(name)
    if to_discard:
        return replace(s, hands=setv(s.hands, seat, tuple(hand)),
                       discards=setv(s.discards, seat, s.discards[seat] + (name,)))
    return replace(s, hands=setv(s.hands, seat, tuple(hand)))


def next_alive(s: State, seat: int) -> int:
    n = s.num_players
    for k in range(1, n + 1):
        c = (seat + k) % n
        if not s.eliminated[c]:
            return c
    return seat


def order_after(s: State, seat: int) -> tuple[int, ...]:
    n = s.num_players
    return tuple(c for c in ((seat + k) % n for k in range(1, n)) if not s.eliminated[c])


# ---------------------------------------------------------------------------- setup
def advance_setup(s: State) -> State:
    while s.setup:
        step = s.setup[0]
        kind = step[0]
        if kind == "hq":
            return replace(s, phase="hq", turn=step[1], pending=())
        if kind == "ally":
            if step[3] <= 0 or not ally_types(s, step):
                s = replace(s, setup=s.setup[1:])
                continue
            return replace(s, phase="ally", turn=step[1], pending=())
        if kind == "survivor":
            if not step[2] or not zone_hexes(s, step[3], step[2][0], step[1]):
                s = replace(s, setup=s.setup[1:])
                continue
            return replace(s, phase="survivor", turn=step[1], pending=())
        if kind == "turret":
            if step[2] <= 0 or not turret_hexes(s):
                s = replace(s, setup=s.setup[1:])
                continue
            return replace(s, phase="turret", turn=step[1], pending=())
        if kind == "free":
            if step[2] <= 0:
                s = replace(s, setup=s.setup[1:])
                continue
            return start_turn(s, step[1])
        if kind == "start":
            s = replace(s, setup=s.setup[1:])
            return start_turn(s, step[1])
        s = replace(s, setup=s.setup[1:])
    return start_turn(s, s.first)


def zone_hexes(s: State, zone: str, name: str, seat: int) -> list[int]:
    lay = s.lay
    out = []
    for i in range(len(lay.hexes)):
        if not can_enter(s, i, name, seat):
            continue
        terr = lay.terrain[i]
        if zone == "wasteland" and terr != "wasteland":
            continue
        if zone == "forest" and terr != "forest":
            continue
        if zone == "not_forest" and terr == "forest":
            continue
        if zone == "not_mountain" and terr == "mountain":
            continue
        if zone == "bunker" and terr != "bunker":
            continue
        out.append(i)
    return out


def ally_types(s: State, step: tuple) -> list[str]:
    army = step[2]
    placed = Counter(p.name for p in s.board if p is not None and TILES[p.name].army == army)
    counts = Counter(t for t in ARMIES[army] if TILES[t].kind in ("soldier", "module"))
    return sorted(t for t, c in counts.items() if placed[t] < c and zone_hexes(s, step[4], t, step[1]))


def turret_hexes(s: State) -> list[int]:
    lay = s.lay
    taken = {ti for _t, ti, _r in s.turrets}
    return [i for i in range(len(lay.hexes)) if lay.terrain[i] == "base" and i != lay.panel and i not in taken]


# ---------------------------------------------------------------------------- turns
def opening_target(s: State, seat: int) -> int:
    if s.turns_taken[seat] > 0 or s.scenario == "campaign_2":
        return 3
    pos = (seat - s.first) % s.num_players
    return (1, 2)[pos] if pos < 2 else 3


def start_turn(s: State, seat: int) -> State:
    s = replace(s, turn=seat, used=frozenset(), pending=(), fresh=setv(s.fresh, seat, ()))
    if s.eliminated[seat]:
        return end_turn(s)
    if board_full(s, seat):  # e.g. the only empty hexes are in a narrow bunker the enemy holds (spec 4.1)
        return start_battle(s, seat, "start")
    return turn_body(s)


def turn_body(s: State) -> State:
    """The turn proper: drawing (or straight to play in overtime)."""
    seat = s.turn
    if s.overtime == 1:
        return replace(s, phase="main")
    n = min(opening_target(s, seat) - len(s.hands[seat]), len(s.piles[seat]))
    if n > 0:
        return replace(s, phase="draw", pending=("draw", n))
    return after_draw(s)


def after_draw(s: State) -> State:
    seat = s.turn
    if len(s.hands[seat]) >= 3 and opening_target(s, seat) == 3:
        if len(set(s.hands[seat])) == 1:  # three alike: the mandatory discard is no choice
            return replace(remove_from_hand(s, seat, s.hands[seat][0], True), phase="main", pending=())
        return replace(s, phase="discard", pending=())
    return replace(s, phase="main", pending=())


def apply_draw(s: State, a: tuple) -> State:
    seat, name = a[1], a[2]
    pile = list(s.piles[seat])
    pile.remove(name)
    left = s.pending[1] - 1
    changes = {"piles": setv(s.piles, seat, tuple(pile)), "hands": setv(s.hands, seat, s.hands[seat] + (name,))}
    if not pile and s.ending < 0:
        changes["ending"] = seat
        changes["final_left"] = order_after(s, seat)  # reads only the seats and eliminations
    if left > 0:
        changes["pending"] = ("draw", left)
        return replace(s, **changes)
    return after_draw(replace(s, **changes))


def end_turn(s: State) -> State:
    seat = s.turn
    s = replace(s, turns_taken=setv(s.turns_taken, seat, s.turns_taken[seat] + 1), used=frozenset(), pending=())
    if s.setup and s.setup[0][0] == "free":
        k = s.setup[0][2] - 1
        if k > 0:
            return start_turn(replace(s, setup=(("free", seat, k),) + s.setup[1:]), seat)
        return advance_setup(replace(s, setup=s.setup[1:]))
    if s.overtime == 1:
        left = tuple(x for x in s.overtime_left if x != seat and not s.eliminated[x])
        if left:
            return start_turn(replace(s, overtime_left=left), left[0])
        s = replace(s, overtime=2, overtime_left=())
        return start_battle(s, seat, "overtime")
    if s.ending >= 0:
        left = tuple(x for x in s.final_left if x != seat and not s.eliminated[x])
        s = replace(s, final_left=left)
        if not left:
            return start_battle(s, s.ending, "final")
    return start_turn(s, next_alive(s, seat))


def side(s: State, seat: int) -> int:
    return s.teams[seat] if s.teams else seat


def is_over(s: State) -> bool:
    return len({side(s, k) for k in alive_seats(s)}) <= 1


def finish_battle(pre: State, s: State) -> State:
    """The game ends after a battle: the surviving side wins; if every HQ was destroyed by the
    end of the battle, the seats still in the game before it share a draw (FAQ gameplay.22)."""
    alive = alive_seats(s)
    return finish(s, tuple(alive) if alive else (tuple(alive_seats(pre)) or None))


def finish(s: State, winners: tuple[int, ...] | None = None) -> State:
    if winners is None:
        alive = alive_seats(s)
        winners = tuple(alive) if alive else tuple(range(s.num_players))
    if s.teams:  # a team wins together, its eliminated members included
        won = {side(s, k) for k in winners}
        winners = tuple(k for k in range(s.num_players) if side(s, k) in won)
    return replace(s, phase="over", pending=(), winners=tuple(sorted(winners)))


def decide(s: State, allow_overtime: bool) -> State:
    """After the Final (or Overtime) Battle: most HP wins; a tie goes to overtime once."""
    if is_over(s):
        return finish(s)
    alive = alive_seats(s)
    if s.scenario.startswith("campaign"):
        dmg = {k: s.hp_start[k] - hq_hp(s, k) for k in alive}
        best = min(dmg.values())
        return finish(s, tuple(k for k in alive if dmg[k] == best))
    if s.teams:
        total: dict[int, int] = {}
        for k in range(s.num_players):
            total[side(s, k)] = total.get(side(s, k), 0) + hq_hp(s, k)
        best = max(total.values())
        top = tuple(k for k in alive if total[side(s, k)] == best)
        if len({side(s, k) for k in top}) == 1 or not allow_overtime:
            return finish(s, top)
    else:
        hp = {k: hq_hp(s, k) for k in alive}
        best = max(hp.values())
        top = tuple(k for k in alive if hp[k] == best)
        if len(top) == 1 or not allow_overtime:
            return finish(s, top)
    nxt = next_alive(s, s.turn)
    order = (nxt,) + order_after(s, nxt)
    s = replace(s, overtime=1, overtime_left=order)
    return start_turn(s, order[0])


def post_action(s: State, log: list | None = None) -> State:
    """After a completed action: eliminations, full-board battles (the turn then continues)."""
    if is_over(s):
        return finish(s)
    if s.eliminated[s.turn]:
        return end_turn(s)
    if board_full(s, s.turn):
        return start_battle(s, s.turn, "full")
    return replace(s, phase="main", pending=())


# ---------------------------------------------------------------------------- battles
def start_battle(s: State, owner: int, cont: str) -> State:
    """Run a battle (tile, full board, final, overtime); it may stop at a player decision."""
    return _battle(s, owner, cont, ())


def _battle(pre: State, owner: int, cont: str, seq: tuple) -> State:
    out, decision, log = battle_steps(pre, owner, seq)
    if out is None:
        return replace(pre, phase="battle_choice", turn=decision[0], pending=(), last_battle=log,
                       battle=(owner, cont, pre.phase, pre.turn, pre.pending, seq, decision))
    return after_battle(pre, out, cont)


def battle_pre(s: State) -> State:
    """The state before the waiting battle (phase, turn and pending restored)."""
    owner, cont, ph, turn, pending, seq, _d = s.battle
    return replace(s, phase=ph, turn=turn, pending=pending, battle=())


def battle_choose(s: State, a: tuple) -> State:
    """Record a battle decision and replay the battle with it."""
    owner, cont, _ph, _turn, _pending, seq, _d = s.battle
    return _battle(battle_pre(s), owner, cont, seq + (a,))


def choice_seats(s: State) -> list[tuple[int, int]]:
    """For a waiting battle or Medic decision: (position in the recorded choices, seat) of each
    choice made in the step now being declared, which the other seats may not see yet."""
    owner, cont, _ph, _turn, pending, seq, _d = s.battle
    if cont == "instant":
        seats: list = []
        pre = replace(s, phase=_ph, turn=_turn, pending=(), battle=())
        _instant_damage(pre, [s.lay.index[tuple(h)] for h in pending[1:]], [], seq, seats)
        return list(enumerate(seats))
    pos, seats = secret_choices(battle_pre(s), owner, seq)
    return list(zip(pos, seats, strict=True))


def battle_outcome(s: State, a: tuple) -> State:
    """The state right after the waiting battle when ``a`` is chosen and every later
    decision takes its default (AI look-ahead)."""
    owner, _cont, _ph, _turn, _pending, seq, _d = s.battle
    out, _dec, _log = battle_steps(battle_pre(s), owner, seq + (a,), rest_default=True)
    return out


def after_battle(pre: State, s: State, cont: str) -> State:
    if is_over(s):
        return finish_battle(pre, s)
    if cont == "tile":
        return end_turn(s)
    if cont == "final":
        return decide(s, allow_overtime=not s.scenario.startswith("campaign"))
    if cont == "overtime":
        return decide(s, allow_overtime=False)
    # "full" (during an action) or "start" (at the start of a turn): a full board fights until
    # it is not full any more
    if (s.board, s.found, s.wh) == (pre.board, pre.found, pre.wh):
        return decide(s, allow_overtime=False)
    if s.eliminated[s.turn]:
        return end_turn(s)
    if cont == "start":
        return start_battle(s, s.turn, "start") if board_full(s, s.turn) else turn_body(s)
    return post_action(s)


# ---------------------------------------------------------------------------- instant damage
def instant_hits(s: State, hits: list[int], seq: tuple = ()) -> State:
    """1 wound to each unit in ``hits`` (separate damage events), then the turn goes on. Each
    Medic absorbs one event of a linked unit; when it could save several, its owner chooses
    (phase "medic_choice", the choices so far in ``seq``)."""
    log: list = []
    out, decision = _instant_damage(s, hits, log, seq)
    if out is None:
        hexes = tuple(s.lay.hexes[i] for i in hits)
        return replace(s, phase="medic_choice", turn=decision[0],
                       battle=(s.turn, "instant", s.phase, s.turn, ("hits",) + hexes, seq, decision))
    return post_action(settle(out, log))


def instant_choose(s: State, a: tuple) -> State:
    """Record a Medic's choice after an instant and apply the instant's hits again with it."""
    _owner, _cont, ph, turn, pending, seq, _d = s.battle
    pre = replace(s, phase=ph, turn=turn, pending=(), battle=())
    return instant_hits(pre, [s.lay.index[tuple(h)] for h in pending[1:]], seq + (a,))


def _instant_damage(s: State, hits: list[int], log: list, seq: tuple, trace: list | None = None) -> tuple:
    """``(state, None)`` once every Medic choice is known, else ``(None, decision)``. ``trace``
    collects the seat of every recorded choice."""
    d = derive(s.lay, s.armies, s.board, s.found, s.teams)
    absorbed: set[int] = set()
    used_medics = []
    pos = 0
    guessed = False
    n = s.num_players
    order = sorted(d.medics, key=lambda m: ((d.taken.get(m, s.board[m].owner) - s.turn) % n, m))
    for m in order:
        cands = [i for i in hits if i in d.medics[m] and i not in absorbed and s.board[i] is not None]
        if not cands:
            continue
        pick = cands[0]
        if len(cands) > 1:
            seat = d.taken.get(m, s.board[m].owner)
            mq, mr = s.lay.hexes[m]
            opts = tuple(("medic", mq, mr) + s.lay.hexes[i] + (0,) for i in cands)
            best = max(cands, key=lambda i: (s.board[i].dmg + 1 >= d.tough[i], d.tough[i], -cands.index(i)))
            if pos < len(seq):
                a = tuple(seq[pos])
                pos += 1
                if trace is not None:
                    trace.append(seat)
                if a == HIDDEN_CHOICE:  # a choice this player's view may not show yet
                    a, guessed = opts[cands.index(best)], True
                if a not in opts:
                    if not guessed:
                        raise ValueError(f"{a!r} is not one of the Medic options {opts!r}")
                    a = opts[cands.index(best)]  # the stand-in for a hidden choice changed this one
                pick = cands[opts.index(a)]
            else:
                info = tuple((None, 1, "instant") for _i in cands)
                return None, (seat, "medic", (mq, mr), opts, opts[cands.index(best)], info)
        absorbed.add(pick)
        used_medics.append(m)
        log.append(("medic", s.lay.hexes[m], s.lay.hexes[pick]))
    board = list(s.board)
    kills = []
    for i in hits:
        if i in absorbed or board[i] is None:
            continue
        board[i] = board[i]._replace(dmg=board[i].dmg + 1)
        log.append(("hit", None, s.lay.hexes[i], 1, "instant", "instant", board[i].name, False))
        if TILES[board[i].name].kind != "hq" and ({"deep", "rocky"} & s.lay.props[i]):
            kills.append(i)
    s = replace(s, board=tuple(board))
    for i in sorted(set(kills + used_medics)):
        s = remove_unit(s, i, log, "medic" if i in used_medics else "terrain")
    return settle(s, log), None


def wound_warehouse(s: State, i: int, seat: int, log: list) -> State:
    k = s.lay.wh_index[i]
    w = s.lay.warehouses[k]
    wounds, open_ = s.wh[k]
    wounds = min(w.strength, wounds + 1)
    s = replace(s, wh=setv(s.wh, k, (wounds, open_)))
    if wounds >= w.strength and open_:
        s = replace(s, wh=setv(s.wh, k, (wounds, False)), pools=setv(s.pools, seat, s.pools[seat] + w.tokens),
                    fresh=setv(s.fresh, seat, s.fresh[seat] + w.tokens))
        log.append(("break_in", w.hex, seat, w.tokens))
    return s
