"""Battle resolution (spec 1.11.2): start step (poison), initiative phases with simultaneous
damage, Medics, venom, terrain effects, turrets, warehouses, end-of-phase removals.

The battle is deterministic given the choices the rules leave to a player (Sharpshooter target,
rocket path, exploding, Medic event, Quartermaster swap). ``battle_steps`` replays a battle with
the player decisions recorded so far (small action tuples, see ``Decision``) and stops at the first
decision not yet recorded that has more than one option; the rules object then asks the deciding
seat (phase "battle_choice"). ``run_battle`` (tests, AI look-ahead) makes every choice by a fixed
policy (the most damaging option), which is also each decision's ``default``, unless
``choices`` overrides it:
``choices[("target", (q, r))] = (q, r)`` sharpshooter target of the unit at (q, r);
``choices[("rocket", (q, r))] = [(q, r), ...]`` rocket path; ``choices[("explode", (q, r))] = bool``.
The battle log (``State.last_battle``) is a tuple of events, see ``battle_log_lines``.
"""

from __future__ import annotations

from .content import TILES, TURRETS
from .derive import Derived, derive
from .ops import check_warehouse_guard, eliminate_players, remove_unit
from .state import State, friendly, replace, setv

RANGED_KINDS = ("ranged", "shotgun", "rocket", "gauss", "turret")


class _Ev:
    __slots__ = ("src", "tgt", "amount", "kind", "venom", "absorbed", "kill", "seat")

    def __init__(self, src: int, tgt: int, amount: int, kind: str, venom: int = -1, kill: bool = False, seat: int = -1):
        self.src, self.tgt, self.amount, self.kind = src, tgt, amount, kind
        self.venom, self.absorbed, self.kill, self.seat = venom, False, kill, seat


HIDDEN_CHOICE = ("hidden",)  # stands for a recorded choice in a player's view (see secret_choices)


class NeedChoice(Exception):
    """Raised inside a replayed battle at the first unrecorded decision with several options."""

    def __init__(self, decision: tuple):
        super().__init__(decision[1])
        self.decision = decision


def run_battle(s: State, owner: int, choices: dict | None = None) -> State:
    b = _Battle(s, owner, choices or {})
    return b.run()


def battle_steps(s: State, owner: int, seq: tuple, rest_default: bool = False) -> tuple:
    """Replay the battle with the recorded decisions ``seq``. Returns ``(state, None, log)`` when
    it completes, or ``(None, decision, log)`` where decision is
    ``(seat, kind, (q, r), options, default, info)`` and log the events up to that point.
    With ``rest_default`` the decisions after ``seq`` take their default (AI look-ahead)."""
    b = _Battle(s, owner, {}, seq, not rest_default)
    try:
        out = b.run()
    except NeedChoice as need:
        return None, need.decision, tuple(b.log)
    return out, None, out.last_battle


def secret_choices(s: State, owner: int, seq: tuple) -> tuple[list[int], list[int]]:
    """For a battle waiting for a decision: the positions in ``seq`` made in the step now being
    declared (every seat declares before anything is shown), and the seat of each."""
    b = _Battle(s, owner, {}, seq, True)
    try:
        b.run()
    except NeedChoice:
        pass
    step = getattr(b, "need_step", None)
    pos = [k for k, (_seat, st) in enumerate(b.trace) if st == step]
    return pos, [b.trace[k][0] for k in pos]


class _Battle:
    def __init__(self, s: State, owner: int, choices: dict, seq: tuple | None = None, ask: bool = False):
        self.s = s
        self.seq = seq
        self.pos = 0
        self.ask_more = ask
        self.lay = s.lay
        self.owner = owner
        self.choices = choices
        self.log: list = [("battle", owner)]
        self.used: dict[int, set] = {}
        self.qm_used: set = set()  # uids of Quartermasters spent in this battle
        self.step: tuple = ("start", 1)  # the declaration step running now (phase, 0 attacks / 1 Medics)
        self.trace: list = []  # (seat, step) of every recorded choice replayed
        self.guessed = False  # a hidden choice was replaced by its default (a player's view)

    # ------------------------------------------------------------------ player decisions
    def decide(self, seat: int, kind: str, i: int, options: list, default: tuple, info: list) -> tuple:
        """The recorded choice, the only option, the default (policy) or a NeedChoice."""
        if self.seq is None:
            return default
        if len(options) == 1:
            return options[0]
        if self.pos < len(self.seq):
            a = tuple(self.seq[self.pos])
            if a == HIDDEN_CHOICE:  # another seat's choice a player may not see yet (player_view)
                self.pos += 1
                self.trace.append((seat, self.step))
                self.guessed = True
                return default
            if a[0] == kind and a[1:3] == self.hx(i) and a in options:
                self.pos += 1
                self.trace.append((seat, self.step))
                return a
            if self.guessed:  # a view's stand-in for a hidden choice changed what follows it
                self.pos += 1
                self.trace.append((seat, self.step))
                return default
            raise ValueError(f"recorded battle choice {a!r} does not fit the decision {kind} at {self.hx(i)}")
        if not self.ask_more:
            return default
        self.need_step = self.step
        raise NeedChoice((seat, kind, self.hx(i), tuple(options), default, tuple(info)))

    # ------------------------------------------------------------------ helpers
    def hx(self, i: int) -> tuple[int, int]:
        return self.lay.hexes[i]

    def derive(self) -> Derived:
        s = self.s
        return derive(self.lay, s.armies, s.board, s.found, s.teams)

    def run(self) -> State:
        d = self.derive()
        evs = []
        for i, p in enumerate(self.s.board):
            for _marker in p.venom if p is not None else ():
                evs.append(_Ev(-1, i, 1, "poison"))  # one wound per marker, each its own event (a Medic takes one)
        if evs:
            self.log.append(("start",))
            self.step = ("start", 1)
            self.resolve(evs, d, set())
            self.end_phase(set(), d, -1)
        # a battle is always fought to its end, even once an HQ is destroyed (FAQ gameplay.22, errata 1):
        # the destroyed HQ is removed at the end of its phase, its player's other units fight on
        d = self.derive()
        pmax = 0
        for i, p in enumerate(self.s.board):
            if p is not None:
                for _sid, v in d.slots(self.s.board, i):
                    pmax = max(pmax, v)
        for tid, _i, _r in self.s.turrets:
            pmax = max(pmax, max(TURRETS[tid][2]))
        for p in range(pmax, -1, -1):
            self.phase(p)
        s = eliminate_players(self.s, self.log)
        return replace(s, last_battle=tuple(self.log), battles=s.battles + 1)

    def rank(self, seat: int) -> int:
        """Declaration order: the battle owner first, then the others in turn order (FAQ gameplay.11)."""
        return (seat - self.owner) % self.s.num_players

    # ------------------------------------------------------------------ one phase
    def phase(self, p: int) -> None:
        s = self.s
        d = self.derive()
        self.log.append(("phase", p, tuple(self.hx(j) for j in sorted(d.netted))))
        self.step = (p, 0)
        evs: list[_Ev] = []
        exploded: set[int] = set()
        acted: list[tuple[int, list]] = []
        for i, piece in enumerate(s.board):
            if piece is None or i in d.netted or i in d.dead_hq:
                continue
            slots = d.slots(s.board, i)
            if not slots:
                continue
            used = self.used.setdefault(piece.uid, set())
            avail = [(sid, v) for sid, v in slots if sid not in used]
            now = [sid for sid, v in avail if v == p]
            if not now or i == self.lay.panel:
                continue
            acted.append((i, now))
        # declarations (explosions, Quartermaster, Sharpshooter targets, rocket paths): battle owner
        # first; nothing declared is shown before every seat has declared
        plan: dict[int, list[_Ev] | None] = {}
        for i, _now in sorted(acted, key=lambda a: (self.rank(s.board[a[0]].owner), a[0])):
            if i in d.explosive and self.wants_explode(i):
                plan[i] = None
            else:
                plan[i] = self.unit_attacks(i, d)
        for i, _now in acted:
            attacks = plan[i]
            if attacks is not None:
                evs.extend(attacks)
                continue
            piece = s.board[i]
            exploded.add(i)
            self.log.append(("explode", self.hx(i), piece.name))
            for j in self.lay.nb[i]:
                if j >= 0 and s.board[j] is not None:
                    evs.append(_Ev(i, j, 1, "explosion", seat=piece.owner))
        for tid, ti, rot in s.turrets:
            if p in TURRETS[tid][2]:
                evs.extend(self.turret_attacks(tid, ti, rot))
        if p == 0:
            evs.extend(self.terrain_events())
        self.step = (p, 1)
        self.resolve(evs, d, exploded)
        for i, now in acted:
            self.used[s.board[i].uid].update(now)
        # lost slots: every unused slot whose value >= p
        for i, piece in enumerate(s.board):
            if piece is None:
                continue
            used = self.used.setdefault(piece.uid, set())
            for sid, v in d.slots(s.board, i):
                if sid not in used and v >= p:
                    used.add(sid)
        self.end_phase(exploded, d, p)

    def quartermaster(self, i: int, d: Derived) -> int:
        """The attack (index) of the unit at i that a linked Quartermaster converts in this action,
        or -1. Each Quartermaster converts one attack direction of one unit once per battle (FAQ general.159)."""
        sources = [m for m in sorted(d.quartermaster.get(i, ())) if self.s.board[m].uid not in self.qm_used]
        if not sources:
            return -1
        p = self.s.board[i]
        attacks = TILES[p.name].attacks
        cands = [k for k, a in enumerate(attacks) if a.type in ("melee", "ranged")]
        if not cands:
            return -1
        gains = []
        for k in cands:
            a = attacks[k]
            direction = (a.edge + p.rot) % 6
            near = self.lay.nb[i][direction]
            melee_hit = near >= 0 and (self.enemy(i, near) or self.wh_target(i, near))
            line_hit = bool(self.line_targets(i, direction))
            gains.append(line_hit - melee_hit if a.type == "melee" else melee_hit - line_hit)
        key = ("quartermaster", self.hx(i))
        best = max(range(len(cands)), key=lambda n: gains[n])
        if key in self.choices:  # an attack index, True (the most useful one) or False (none)
            k = self.choices[key]
            if isinstance(k, bool):
                k = cands[best] if k else -1
            k = k if k in cands else -1
        else:
            q, r = self.hx(i)
            opts = [("convert", q, r, -1)] + [("convert", q, r, k) for k in cands]
            default = opts[1 + best] if gains[best] > 0 else opts[0]
            k = self.decide(p.owner, "convert", i, opts, default, [0] + gains)[3]
        if k >= 0:
            self.qm_used.add(self.s.board[sources[0]].uid)
        return k

    def wants_explode(self, i: int) -> bool:
        key = ("explode", self.hx(i))
        if key in self.choices:
            return bool(self.choices[key])
        s = self.s
        me = s.board[i].owner
        value = 0.0
        for j in self.lay.nb[i]:
            if j >= 0 and s.board[j] is not None:
                q = s.board[j]
                w = 1.5 if TILES[q.name].kind == "hq" else 1.0
                value += -w if friendly(s.teams, q.owner, me) else w
        hq, hr = self.hx(i)
        yes, no = ("explode", hq, hr, 1), ("explode", hq, hr, 0)
        return self.decide(me, "explode", i, [yes, no], yes if value >= 2.0 else no, [1, 0])[3] == 1

    # ------------------------------------------------------------------ attacks
    def enemy(self, i: int, j: int) -> bool:
        """Is the unit at j a target for the unit at i? In team play Moloch's machines attack
        allied units too (base team rule); only units of the same seat are spared."""
        b = self.s.board
        if b[j] is None:
            return False
        if not friendly(self.s.teams, b[j].owner, b[i].owner):
            return True
        return b[j].owner != b[i].owner and TILES[b[i].name].army == "moloch"

    def wh_target(self, i: int, j: int) -> bool:
        k = self.lay.wh_index.get(j)
        if k is None:
            return False
        w = self.lay.warehouses[k]
        wounds, open_ = self.s.wh[k]
        army = TILES[self.s.board[i].name].army
        return open_ and wounds < w.strength and (not w.armies or army in w.armies)

    def line_targets(self, i: int, direction: int) -> list[tuple[int, int]]:
        """Enemy units (or open warehouses) on the line, up to the blocking tall hex: (hex, distance)."""
        out = []
        dist = 0
        for j in self.lay.line(i, direction):
            dist += 1
            if self.wh_target(i, j) or self.enemy(i, j):
                out.append((j, dist))
            if "tall" in self.lay.props[j]:
                break
        return out

    def damage(self, tgt: int, amount: int, direction: int, kind: str, dist: int) -> int:
        """Apply armor and dense forest to a hit arriving in board direction ``direction``."""
        s = self.s
        if tgt in self.lay.wh_index:
            return amount
        if "dense" in self.lay.props[tgt] and dist >= 2:
            return 0
        if kind in RANGED_KINDS:
            p = s.board[tgt]
            edge = ((direction + 3) - p.rot) % 6
            if edge in TILES[p.name].armor:
                amount -= 1
        return max(0, amount)

    def unit_attacks(self, i: int, d: Derived) -> list[_Ev]:
        s = self.s
        p = s.board[i]
        t = TILES[p.name]
        venom = p.owner if "venom" in t.abilities else -1
        out: list[_Ev] = []
        convert = self.quartermaster(i, d) if i in d.quartermaster else -1
        for k, a in enumerate(t.attacks):
            direction = (a.edge + p.rot) % 6
            if k == convert:
                a = a.__class__(a.edge, "ranged" if a.type == "melee" else "melee", a.strength)
            if a.type == "melee":
                j = self.lay.nb[i][direction]
                if j >= 0 and (self.enemy(i, j) or self.wh_target(i, j)):
                    if t.kind == "hq" and s.board[j] is not None and TILES[s.board[j].name].kind == "hq":
                        continue  # an HQ never attacks another HQ
                    amount = self.damage(j, a.strength + d.melee.get(i, 0), direction, "melee", 1)
                    out.append(_Ev(i, j, amount, "melee", venom, seat=p.owner))
            elif a.type == "rocket":
                hit = self.rocket(i, direction)
                if hit is not None:
                    j, amount = hit
                    out.append(_Ev(i, j, amount, "rocket", venom, seat=p.owner))
            else:
                targets = self.line_targets(i, direction)
                if not targets:
                    continue
                if a.type == "gauss":
                    for j, dist in targets:
                        out.append(_Ev(i, j, self.damage(j, 1, direction, "gauss", dist), "gauss", venom, seat=p.owner))
                    continue
                if i in d.sharp and a.type == "ranged":
                    j, dist = self.pick_target(i, targets, a.strength + d.ranged.get(i, 0), direction)
                else:
                    j, dist = targets[0]
                if t.kind == "hq" and s.board[j] is not None and TILES[s.board[j].name].kind == "hq":
                    continue  # an HQ never wounds another HQ, also with a Quartermaster's ranged attack
                if a.type == "shotgun":
                    base = max(0, 4 - dist)
                    amount = self.damage(j, base, direction, "shotgun", dist) if base else 0
                    out.append(_Ev(i, j, amount, "shotgun", venom, seat=p.owner))
                else:
                    amount = self.damage(j, a.strength + d.ranged.get(i, 0), direction, "ranged", dist)
                    out.append(_Ev(i, j, amount, "ranged", venom, seat=p.owner))
        return out

    def value(self, j: int, amount: int) -> float:
        s = self.s
        if j in self.lay.wh_index:
            return 1.0 + amount
        p = s.board[j]
        t = TILES[p.name]
        if amount <= 0:
            return -1.0
        if t.kind == "hq":
            return 2.0 + amount
        left = self._tough(j) - p.dmg
        if amount >= left:
            return 10.0 + t.toughness + len(t.attacks)
        return amount * 0.5

    def _tough(self, j: int) -> int:
        d = getattr(self, "_d_cache", None)
        if d is None or d[0] is not self.s.board:
            d = (self.s.board, self.derive())
            self._d_cache = d
        return d[1].tough.get(j, 1)

    def pick_target(self, i: int, targets: list, strength: int, direction: int) -> tuple[int, int]:
        key = ("target", self.hx(i))
        if key in self.choices:
            want = self.lay.index[tuple(self.choices[key])]
            for j, dist in targets:
                if j == want:
                    return j, dist
            raise ValueError(f"sharpshooter target {self.choices[key]} is not on the line")
        best = max(targets, key=lambda jd: self.value(jd[0], self.damage(jd[0], strength, direction, "ranged", jd[1])))
        if self.seq is None or len(targets) == 1:
            return best
        uq, ur = self.hx(i)
        opts = [("sharpshoot", uq, ur) + self.hx(j) for j, _dist in targets]
        info = [self.damage(j, strength, direction, "ranged", dist) for j, dist in targets]
        a = self.decide(self.s.board[i].owner, "sharpshoot", i, opts, opts[targets.index(best)], info)
        return targets[opts.index(a)]

    def rocket_paths(self, i: int, direction: int) -> list[tuple[list[int], int]]:
        """Every rocket outcome: (path, entry direction); the path ends on its target if any."""
        lay = self.lay
        first = lay.nb[i][direction]
        if first < 0:
            return []
        out: list[tuple[list[int], int]] = []

        def walk(path: list[int], entry: int) -> None:
            h = path[-1]
            if self.enemy(i, h) or self.wh_target(i, h):
                out.append((path, entry))
                return
            out.append((path, -1))
            if len(path) == 3:
                return
            for dd in range(6):
                j = lay.nb[h][dd]
                if j < 0:
                    continue
                if "tall" in lay.props[j] and not (self.enemy(i, j) or self.wh_target(i, j)):
                    continue
                walk(path + [j], dd)

        if "tall" in lay.props[first] and not (self.enemy(i, first) or self.wh_target(i, first)):
            return [([first], -1)]
        walk([first], direction)
        return out

    def rocket(self, i: int, direction: int) -> tuple[int, int] | None:
        paths = self.rocket_paths(i, direction)
        key = ("rocket", self.hx(i))
        if key in self.choices:
            want = [self.lay.index.get(tuple(h), -99) for h in self.choices[key]]
            for path, entry in paths:
                if path == want:
                    if entry < 0:
                        return None
                    return path[-1], self.damage(path[-1], 3, entry, "rocket", len(path))
            raise ValueError(f"illegal rocket path {self.choices[key]}")
        best, best_v, best_k = None, 0.0, -1
        outcomes: dict = {}  # (target or -1, amount) -> first path reaching it
        for path, entry in paths:
            if entry < 0:
                outcomes.setdefault((-1, 0), path)
                continue
            j = path[-1]
            amount = self.damage(j, 3, entry, "rocket", len(path))
            if (j, amount) not in outcomes:
                outcomes[(j, amount)] = path
            v = self.value(j, amount)
            if best is None or v > best_v:
                best, best_v = (j, amount), v
        if self.seq is not None and len(outcomes) > 1:
            keys = list(outcomes)
            uq, ur = self.hx(i)
            opts = [("rocket", uq, ur) + tuple(c for h in outcomes[k] for c in self.hx(h)) for k in keys]
            best_k = keys.index(best) if best is not None and best_v > 0 else keys.index((-1, 0)) if (-1, 0) in outcomes else 0
            info = [k[1] for k in keys]
            a = self.decide(self.s.board[i].owner, "rocket", i, opts, opts[best_k], info)
            k = keys[opts.index(a)]
            return None if k[0] < 0 else k
        return best if best_v > 0 else None

    def turret_attacks(self, tid: str, ti: int, rot: int) -> list[_Ev]:
        s = self.s
        out = []
        for edge, strength in TURRETS[tid][3]:
            direction = (edge + rot) % 6
            dist = 0
            for j in self.lay.line(ti, direction):
                dist += 1
                if s.board[j] is not None:
                    out.append(_Ev(-2 - ti, j, self.damage(j, strength, direction, "turret", dist), "turret"))
                    break
                if "tall" in self.lay.props[j]:
                    break
        return out

    def terrain_events(self) -> list[_Ev]:
        s = self.s
        lay = self.lay
        out = []
        for i, p in enumerate(s.board):
            if p is None:
                continue
            props = lay.props[i]
            hq = TILES[p.name].kind == "hq"
            if "radioactive" in props:
                out.append(_Ev(-1, i, 1, "radioactive"))
            if "poisonous" in props:
                out.append(_Ev(-1, i, 1, "poisonous"))
            if "whirlpool" in props and not hq:
                out.append(_Ev(-1, i, 0, "whirlpool", kill=True))
            if not hq and i != lay.panel and any(j >= 0 and "defence" in lay.props[j] for j in lay.nb[i]):
                out.append(_Ev(-1, i, 1, "defence"))
        return out

    # ------------------------------------------------------------------ damage
    def resolve(self, evs: list[_Ev], d: Derived, exploded: set) -> None:
        s = self.s
        lay = self.lay
        # Medics: each absorbs one event on a protected unit (largest first)
        self.medics_used = getattr(self, "medics_used", set())
        saved = []
        for m in sorted(d.medics, key=lambda m: (self.rank(self.medic_seat(m, d)), m)):
            if m in self.medics_used or s.board[m] is None:
                continue
            prot = d.medics[m]
            cands = [e for e in evs if not e.absorbed and e.tgt in prot and e.tgt not in lay.wh_index
                     and (e.amount > 0 or e.kill)]
            if not cands:
                continue
            e = max(cands, key=lambda ev: (ev.amount + (5 if ev.kill else 0), -evs.index(ev)))
            if self.seq is not None and len(cands) > 1:
                mq, mr = self.hx(m)
                opts, seen = [], {}
                for ev in cands:
                    k = seen.get(ev.tgt, 0)
                    seen[ev.tgt] = k + 1
                    opts.append(("medic", mq, mr) + self.hx(ev.tgt) + (k,))
                info = [(self.hx(ev.src) if ev.src >= 0 else self.hx(-ev.src - 2) if ev.src < -1 else None,
                         ev.amount + (5 if ev.kill else 0), ev.kind) for ev in cands]
                a = self.decide(self.medic_seat(m, d), "medic", m, opts, opts[cands.index(e)], info)
                e = cands[opts.index(a)]
            e.absorbed = True
            self.medics_used.add(m)
            saved.append(("medic", self.hx(m), self.hx(e.tgt)))
        self.log.extend(saved)  # shown once every Medic owner has chosen
        board = list(s.board)
        wh = list(s.wh)
        wh_seats: dict[int, set] = {}
        pool = s.teams or tuple(range(s.num_players))  # allied Neojungle armies share one pool of 2
        venom_used = {k: 0 for k in set(pool)}
        for p in board:
            if p is not None:
                for v in p.venom:
                    venom_used[pool[v]] += 1
        self.kills = getattr(self, "kills", {})
        for e in evs:
            self.log_event(e)
            if e.absorbed:
                continue
            if e.tgt in lay.wh_index:
                k = lay.wh_index[e.tgt]
                if e.amount > 0:
                    wounds, open_ = wh[k]
                    wh[k] = (min(lay.warehouses[k].strength, wounds + e.amount), open_)
                    wh_seats.setdefault(k, set()).add(e.seat)
                continue
            p = board[e.tgt]
            if p is None:
                continue
            if e.kill:
                self.kills[e.tgt] = e.kind
                continue
            if e.amount <= 0:
                continue
            p = p._replace(dmg=p.dmg + e.amount)
            if e.venom >= 0 and venom_used[pool[e.venom]] < 2:
                venom_used[pool[e.venom]] += 1
                p = p._replace(venom=p.venom + (e.venom,))
                self.log.append(("venom", self.hx(e.tgt)))
            board[e.tgt] = p
            if TILES[p.name].kind != "hq":
                if "deep" in lay.props[e.tgt]:
                    self.kills[e.tgt] = "drowned"
                if "rocky" in lay.props[e.tgt]:
                    self.kills[e.tgt] = "fell"
        self.s = replace(s, board=tuple(board))
        self.break_in(wh, wh_seats)

    def medic_seat(self, m: int, d: Derived) -> int:
        """Who chooses for the Medic at m: its owner, or the Scoper's owner who took it over."""
        return d.taken.get(m, self.s.board[m].owner)

    def break_in(self, wh: list, wh_seats: dict) -> None:
        s = self.s
        pools, fresh = s.pools, s.fresh
        for k, seats in wh_seats.items():
            w = self.lay.warehouses[k]
            wounds, open_ = wh[k]
            if open_ and wounds >= w.strength:
                hexq = w.hex
                if len(seats) == 1:
                    seat = next(iter(seats))
                    pools = setv(pools, seat, pools[seat] + w.tokens)
                    fresh = setv(fresh, seat, fresh[seat] + w.tokens)
                    self.log.append(("break_in", hexq, seat, w.tokens))
                else:
                    self.log.append(("tokens_lost", hexq))
                wh[k] = (wounds, False)
        self.s = replace(s, wh=tuple(wh), pools=pools, fresh=fresh)

    def log_event(self, e: _Ev) -> None:
        s = self.s
        tgt = self.hx(e.tgt)
        tname = s.board[e.tgt].name if s.board[e.tgt] is not None else "warehouse"
        if e.src >= 0:
            src = self.hx(e.src)
            sname = s.board[e.src].name
        elif e.src < -1:
            src = self.hx(-e.src - 2)
            sname = next((tid for tid, ti, _r in s.turrets if ti == -e.src - 2), "turret")
        else:
            src, sname = None, e.kind
        self.log.append(("hit", src, tgt, e.amount, e.kind, sname, tname, bool(e.absorbed)))

    def end_phase(self, exploded: set, d: Derived, p: int) -> None:
        s = self.s
        d2 = derive(self.lay, s.armies, s.board, s.found, s.teams)
        remove: dict[int, str] = {}
        for i, piece in enumerate(s.board):
            if piece is None:
                continue
            if piece.dmg >= d2.tough[i]:
                remove[i] = "wounds"
        for i, cause in self.kills.items():
            if s.board[i] is not None:
                remove.setdefault(i, cause)
        for i in exploded:
            remove[i] = "exploded"
        for m in getattr(self, "medics_used", ()):
            if s.board[m] is not None:
                remove.setdefault(m, "medic")
        self.kills = {}
        self.medics_used = set()
        for i in sorted(remove):
            s = remove_unit(s, i, self.log, remove[i])
        while True:
            d3 = derive(self.lay, s.armies, s.board, s.found, s.teams)
            dead = [i for i, piece in enumerate(s.board) if piece is not None and piece.dmg >= d3.tough[i]]
            if not dead:
                break
            for i in dead:
                s = remove_unit(s, i, self.log, "wounds")
        self.s = check_warehouse_guard(s)
