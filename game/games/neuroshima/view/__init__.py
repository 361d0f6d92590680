"""Neuroshima Hex table view (GameView): hex board, tiles with edge icons, HQ tracks, hands,
placement with a rotating ghost, instant targeting, battle playback, hovers.

Modules: ``layout`` (geometry), ``tiles`` (cached tile surfaces), ``board`` (background,
pieces, glows), ``hand`` (side column), ``controller`` (legal actions by place),
``battle_playback`` (timed beats from the battle log), ``info`` (hover texts),
``preview`` (offscreen screenshots).
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from game.games.neuroshima.content import TILES
from game.ui.game_view import DEFAULT_THEME, GameView, ViewContext

from . import theme as T
from . import tiles as TL
from .battle_playback import Beat, Playback, battle_beats, pre_battle_board
from .board import BoardRenderer, Shown
from .controller import Choices, area_hexes
from .hand import (
    button,
    draw_arrow_icon,
    draw_empty_slot,
    draw_hand_tile,
    draw_tracks,
    hazard_bar,
    is_hidden,
    steel_panel,
    text,
)
from .info import terrain_lines, tile_text, unit_lines
from .layout import TableLayout, compute
from .texts import t as _t

Hex = tuple[int, int]
ROT_KEYS_CW = (pygame.K_e, pygame.K_RIGHT, pygame.K_d)
ROT_KEYS_CCW = (pygame.K_q, pygame.K_LEFT, pygame.K_a)
GLOW_COLOURS = {"hex": T.GLOW, "target": T.GLOW_TARGET, "unit": T.GLOW_OWN}


def _army_of(name: str, owner: int, armies) -> str:
    t = TILES.get(name)
    if t is not None:
        return t.army
    return armies[owner] if 0 <= owner < len(armies) else ""


def shown_from_state(s: Any) -> dict[Hex, Shown]:
    out: dict[Hex, Shown] = {}
    if s is None:
        return out
    lay = s.lay
    netted: set = set()
    try:
        from game.games.neuroshima.derive import derive
        netted = set(derive(lay, s.armies, s.board, s.found, s.teams).netted)
    except Exception:
        pass
    for i, p in enumerate(s.board):
        if p is None:
            continue
        h = lay.hexes[i]
        sp = Shown(name=p.name, owner=p.owner, army=_army_of(p.name, p.owner, s.armies), rot=p.rot, dmg=p.dmg,
                   venom=len(p.venom), netted=i in netted)
        if p.name in TILES and TILES[p.name].kind == "hq":
            sp.hp = max(0, 20 - p.dmg)
        out[h] = sp
    return out


class NeuroshimaView(GameView):
    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.board = BoardRenderer()
        self.lay: TableLayout | None = None
        self.choices = Choices([])
        self.shown: dict[Hex, Shown] = {}
        self.play: Playback | None = None
        self.time = 0.0
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover_hex: Hex | None = None
        self.rot = 0
        self.rot_manual = False  # the player turned the aimed tile himself: hovering keeps his facing
        self.aim_key: tuple = ()
        self.auto: list[str] = []  # rest of a gesture: "rot", "confirm" (a tile dropped on a hex)
        self.auto_rot = 0
        self.drag: str | None = None
        self.menu: tuple[tuple[int, int], list[tuple[str, Any, pygame.Rect]]] | None = None
        self.big_info: tuple[str, list[str], str | None, str] | None = None
        self.battle_lines: list[str] = []
        self.viewer: int | None = None

    # ================================================================== layout and state
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        self._relayout()

    def _relayout(self) -> None:
        if self.state is None or self.rect.w <= 0 or self.rect.h <= 0:
            return
        s = self.state
        cells = list(s.lay.hexes)
        self.lay = compute(self.rect, cells, s.num_players, self.ctx.window_size)
        terrain = {h: s.lay.terrain[i] for i, h in enumerate(cells) if s.lay.terrain[i]}
        self.board.setup(self.lay.board, self.lay.hex, cells, terrain)
        self.board.min_text = self.lay.fs(14)  # tile text grows with the tile; never below 14 px at 720p
        Playback._size = self.board.size

    def set_state(self, view_state: Any, legal_actions: Sequence[Any], acting_seat: int | None,
                  steps_since_last: Sequence[Any], previous_view_state: Any | None) -> None:
        prev_state = self.state
        old_lay = (prev_state.scenario, prev_state.num_players) if prev_state is not None else None
        super().set_state(view_state, legal_actions, acting_seat, steps_since_last, previous_view_state)
        s = view_state
        occupied = self._occupied(s) if getattr(s, "phase", "") == "battle_choice" else None
        self.choices = Choices(self.legal if acting_seat is not None else [], occupied)
        self.menu = None
        if (s.scenario, s.num_players) != old_lay or self.lay is None:
            self._relayout()
        self.viewer = self._find_viewer(s)
        new_shown = shown_from_state(s)
        if self.play is not None:
            self.play.finish()
            self.play = None
        speed = self.ctx.anim_speed
        prev = previous_view_state
        if prev is not None and speed > 0:
            self._animate_transition(prev, s, new_shown)
        else:
            self.shown = self._paused_board(new_shown, s.last_battle) if s.phase == "battle_choice" else new_shown
        if self.drag is not None:
            pd = getattr(s, "pending", ())
            if not (pd and pd[0] == "place" and len(pd) == 2 and pd[1] == self.drag):
                self.drag = None
        if previous_view_state is None or acting_seat is None:
            self.auto = []
        aim = self._aim()
        key = (aim, self._pending()[:3]) if aim is not None else ()
        if key != self.aim_key:
            self.aim_key = key
            self.rot_manual = False
            if aim is not None and aim[1] is not None:
                self.rot = aim[1]  # a unit about to move keeps its facing until turned
        if self.choices.rots and self.rot not in self.choices.rots:
            self.rot = self._same_facing(self.rot, tuple(self.choices.rots)) or self._default_rot()
        try:
            self.battle_lines = list(self._battle_log(s))
        except Exception:
            self.battle_lines = []

    def _battle_log(self, s: Any) -> list[str]:
        try:
            from game.games.neuroshima.rules import battle_log
            return battle_log(s, self.ctx.lang)
        except ImportError:
            from game.games.neuroshima.text import battle_log_lines
            return battle_log_lines(s, self.ctx.lang)

    def _find_viewer(self, s: Any) -> int | None:
        if self.acting is not None:
            return self.acting
        visible = [k for k, h in enumerate(s.hands) if h and not any(is_hidden(x) for x in h)]
        hidden_any = any(is_hidden(x) for h in s.hands for x in h)
        if hidden_any and len(visible) == 1:
            return visible[0]
        return None

    # ------------------------------------------------------------------ quick placement
    def _aim(self) -> tuple[str, int | None] | None:
        """The tile being aimed before its hex is chosen: (tile id, facing of a moving unit or
        None for a tile from the hand). Its ghost follows the pointer with the facing it will get."""
        s, pd = self.state, self._pending()
        if s is None or self.acting is None or not pd:
            return None
        if pd[0] == "place" and len(pd) == 2 and pd[1] in TILES:
            return pd[1], None
        if pd[0] == "move" and len(pd) == 3:
            i = s.lay.index.get(tuple(pd[2]))
            p = s.board[i] if i is not None else None
            if p is not None:
                return p.name, p.rot
        return None

    def _aim_rots(self) -> tuple[int, ...]:
        aim = self._aim()
        if aim is None:
            return ()
        try:
            from game.games.neuroshima.targets import rotations
            return tuple(rotations(aim[0]))
        except Exception:
            return tuple(range(6))

    def _tile_name(self) -> str | None:
        g = self._ghost_piece()
        return g[0] if g is not None else None

    def _same_facing(self, rot: int, rots: tuple[int, ...]) -> int | None:
        """``rot`` if it is among ``rots``, else the one of ``rots`` giving the tile the same edges
        (the rules list one rotation per distinct facing), else None."""
        if rot in rots:
            return rot
        name = self._tile_name()
        if name in TILES:
            try:
                from game.games.neuroshima.targets import _signature
                sig = _signature(name, rot)
                return next((k for k in rots if _signature(name, k) == sig), None)
            except Exception:
                return None
        return None

    def _can_turn(self) -> bool:
        return bool(self.choices.rots) or len(self._aim_rots()) > 1

    def _turn(self, step: int) -> None:
        """Turn the tile one legal facing clockwise (1) or counter-clockwise (-1)."""
        if self.choices.rots:
            self.rot = self.choices.next_rot(self.rot, step)
            return
        rots = self._aim_rots()
        if len(rots) < 2:
            return
        cur = self._same_facing(self.rot, rots)
        k = rots.index(cur) if cur is not None else 0
        self.rot = rots[(k + step) % len(rots)]
        self.rot_manual = True

    def _aim_at(self, h: Hex | None) -> None:
        """The pointer moved to hex ``h``: an unturned tile from the hand faces the board centre."""
        aim = self._aim()
        if aim is None or aim[1] is not None or self.rot_manual or h is None:
            return
        if h in self.choices.by_hex:
            self.rot = self._facing_centre(h, self._aim_rots() or (0,))

    def _queue_gesture(self, a: Any) -> Any:
        """A hex chosen for an aimed tile places it with the facing shown, at once."""
        if a is not None and self._aim() is not None and a[0] == "hex":
            self.auto = ["rot", "confirm"]
            self.auto_rot = self.rot
        return a

    def auto_action(self) -> Any | None:
        """The next step of the gesture (GameView hook): the previewed facing, then confirm.
        Steps the rules no longer ask (one facing only) are skipped; anything unexpected stops."""
        while self.auto and self.acting is not None:
            head = self.auto.pop(0)
            if head == "rot":
                if not self.choices.rots:
                    if self.choices.confirm:
                        continue  # the rules fixed the facing themselves
                    break
                r = self._same_facing(self.auto_rot, tuple(self.choices.rots))
                if r is None:
                    break  # this facing is not allowed here (turning in place): the player chooses
                self.rot = r
                return self._checked(("rot", r))
            if head == "confirm" and self._confirm_only():
                return self._checked(self.choices.confirm)
            break
        self.auto = []
        # the player has just made the last choice of a tile's action (its target, its hit):
        # nothing is left to decide, so it is done without a separate confirm (Undo takes it
        # back). Not for a Battle tile: starting a battle stays an explicit decision.
        if self.acting is not None and self._confirm_only() and len(self._pending()) > 2:
            return self._checked(self.choices.confirm)
        return None

    def _confirm_only(self) -> bool:
        return (getattr(self.state, "phase", "") == "main" and self.choices.confirm is not None
                and all(a in (("confirm",), ("cancel",)) for a in self.legal))

    def _facing_towards(self, h: Hex) -> int | None:
        """The legal facing whose front points from the tile being turned to its neighbour h."""
        at = self._pending_hex()
        if at is None:
            return None
        d = (h[0] - at[0], h[1] - at[1])
        dirs = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
        if d not in dirs:
            return None
        return self._same_facing(dirs.index(d), tuple(self.choices.rots))

    def _facing_centre(self, h: Hex, rots) -> int:
        best, bd = rots[0], 1e9
        for k in rots:
            dq, dr = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))[k]
            tq, tr = h[0] + dq * 2, h[1] + dr * 2
            d = max(abs(tq), abs(tr), abs(tq + tr))
            if d < bd:
                best, bd = k, d
        return best

    def _default_rot(self) -> int:
        rots = self.choices.rots
        if not rots:
            return self.rot
        # face the centre of the board if possible: direction from the hex to (0, 0)
        h = self._pending_hex()
        if h is not None:
            best, bd = rots[0], 1e9
            for k in rots:
                dq, dr = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))[k]
                tq, tr = h[0] + dq * 2, h[1] + dr * 2
                d = max(abs(tq), abs(tr), abs(tq + tr))
                if d < bd:
                    best, bd = k, d
            return best
        return rots[0]

    @staticmethod
    def _occupied(s: Any) -> set[Hex]:
        lay = s.lay
        out = {lay.hexes[i] for i, p in enumerate(s.board) if p is not None}
        out.update(w.hex for w in lay.warehouses)
        return out

    def _paused_board(self, board: dict[Hex, Shown], events) -> dict[Hex, Shown]:
        """The board after the battle events so far (a battle waiting for a player decision)."""
        pb = Playback({h: Shown(**vars(p)) for h, p in board.items()}, None, lang=self.ctx.lang)
        pb.beats = battle_beats(events)[:-1] if events else []
        pb.finish()
        return pb.shown

    def _battle_choice_transition(self, prev: Any, s: Any, new_shown: dict[Hex, Shown]) -> bool:
        """Battles that wait for player decisions: play the events up to the decision and stop
        there (the board stays as it is mid-battle); after the decision, play only the rest."""
        waiting = s.phase == "battle_choice"
        was = getattr(prev, "phase", "") == "battle_choice"
        if not (waiting or was) or not s.last_battle:
            return False
        log, plog = tuple(s.last_battle), tuple(getattr(prev, "last_battle", ()))
        cont = was and len(plog) <= len(log) and log[:len(plog)] == plog
        if not waiting and not (cont and s.battles > prev.battles):
            return False
        if cont:
            start = self._paused_board(shown_from_state(prev) if not waiting else new_shown, plog)
            rest = log[len(plog):]
        else:
            start = {h: Shown(**vars(p)) for h, p in new_shown.items()}
            rest = log
        if waiting and not rest:
            self.shown = start
            return True
        pb = Playback(start, self.ctx.sound, battle=True, lang=self.ctx.lang)
        pb.owner = log[0][1] if log[0][0] == "battle" else -1
        pb.phases = [ev[1] for ev in log if ev[0] == "phase"]
        pb.beats = battle_beats(rest)
        if waiting:
            pb.beats = pb.beats[:-1]  # no "end" beat: the battle goes on after the decision
        else:
            final = new_shown
            pb.beats[-1].apply = lambda: self._settle(final)
        if not pb.beats:
            self.shown = start
            return True
        self.play = pb
        self.shown = pb.shown
        return True

    def _animate_transition(self, prev: Any, s: Any, new_shown: dict[Hex, Shown]) -> None:
        if self._battle_choice_transition(prev, s, new_shown):
            return
        before = shown_from_state(prev)
        pb = Playback({}, self.ctx.sound, lang=self.ctx.lang)
        if getattr(s, "battles", 0) > getattr(prev, "battles", 0) and s.last_battle:
            pb.shown = pre_battle_board(new_shown, s.last_battle, before, s.armies)
            pb.battle = True
            pb.owner = s.last_battle[0][1] if s.last_battle[0][0] == "battle" else -1
            pb.beats = battle_beats(s.last_battle)
            pb.phases = [ev[1] for ev in s.last_battle if ev[0] == "phase"]
            final = new_shown
            pb.beats[-1].apply = lambda: self._settle(final)
        else:
            # uid-less matching: a piece that vanished from one hex and the same piece appearing on
            # another is a move; a new piece is a placement; a vanished piece is a removal.
            pb.shown = {h: Shown(**vars(p)) for h, p in new_shown.items()}
            gone = {h: p for h, p in before.items() if h not in new_shown or new_shown[h].name != p.name
                    or new_shown[h].owner != p.owner}
            came = {h: p for h, p in new_shown.items() if h not in before or before[h].name != p.name
                    or before[h].owner != p.owner}
            slides, arrivals = [], []
            for h, p in came.items():
                src = next((g for g, q in gone.items() if q.name == p.name and q.owner == p.owner), None)
                if src is not None:
                    gone.pop(src)
                    a, b = self.board.center(src), self.board.center(h)
                    pb.shown[h].dx, pb.shown[h].dy = a[0] - b[0], a[1] - b[1]
                    slides.append(("slide", src, h, (a[0] - b[0], a[1] - b[1])))
                else:
                    pb.shown[h].alpha = 0.0
                    arrivals.append(("arrive", h))
            deaths = []
            for h, p in gone.items():
                if h not in pb.shown:
                    pb.shown[h] = Shown(**vars(p))
                    deaths.append(("killed", h, p.name, p.owner, "removed"))
            if slides:
                pb.beats.append(Beat("slide", 0.3, slides))
            if arrivals:
                pb.beats.append(Beat("arrive", 0.28, arrivals))
                if self.ctx.sound is not None:
                    try:
                        self.ctx.sound.play("place")
                    except Exception:
                        pass
            if deaths:
                pb.beats.append(Beat("deaths", 0.5, deaths))
            if not pb.beats:
                self.shown = new_shown
                return
            final = new_shown
            pb.beats[-1].apply = lambda: self._settle(final)
        self.play = pb
        self.shown = pb.shown

    def _settle(self, final: dict[Hex, Shown]) -> None:
        self.shown = final
        if self.play is not None:
            self.play.shown = final

    # ================================================================== animation
    @property
    def busy(self) -> bool:
        return self.play is not None and not self.play.done

    def skip_animations(self) -> None:
        if self.play is not None:
            self.play.finish()
            self.play = None

    def update(self, dt: float) -> None:
        self.time += dt
        if self.play is not None:
            speed = self.ctx.anim_speed
            if speed <= 0:
                self.skip_animations()
                return
            self.play.update(dt * speed)
            if self.play.done:
                self.play = None

    def _t(self, key: str, **fmt: Any) -> str:
        return _t(key, self.ctx.lang, **fmt)

    def _name(self, seat: int) -> str:
        names = self.ctx.names or []
        return names[seat] if 0 <= seat < len(names) and names[seat] else self._t("player", n=seat + 1)

    # ================================================================== geometry helpers
    def _pending(self) -> tuple:
        return tuple(getattr(self.state, "pending", ()) or ())

    def _pending_hex(self) -> Hex | None:
        """The hex already chosen for the tile being placed or the unit being moved."""
        pd = self._pending()
        if not pd:
            return None
        if pd[0] == "place" and len(pd) >= 3:
            return tuple(pd[2])
        if pd[0] == "move" and len(pd) >= 4:
            return tuple(pd[3])
        if pd[0] in ("ally",) and len(pd) >= 3:
            return tuple(pd[2])
        if pd[0] == "survivor" and len(pd) >= 2:
            return tuple(pd[1])
        if pd[0] == "turret" and self.state.phase == "main" and len(pd) == 2:
            try:
                tid, i, _r = self.state.turrets[pd[1]]
                return self.state.lay.hexes[i]
            except Exception:
                return None
        if pd[0] == "turret" and len(pd) >= 3:
            return tuple(pd[2])
        return None

    def _ghost_piece(self) -> tuple[str, str, int] | None:
        """(tile id, army, rotation) of the tile being placed or moved, or None."""
        s = self.state
        if s is None or self.acting is None:
            return None
        pd = self._pending()
        seat = s.turn
        if s.phase == "hq":
            try:
                from game.games.neuroshima.content import HQ_OF
                step = s.setup[0]
                return HQ_OF[s.armies[step[1]]], s.armies[step[1]], 0
            except Exception:
                return None
        if not pd:
            return None
        if pd[0] in ("place", "ally") and len(pd) >= 2:
            name = pd[1]
            rot = pd[3] if len(pd) >= 4 else self.rot
            return name, _army_of(name, seat, s.armies), rot
        if pd[0] == "survivor":
            try:
                name = s.setup[0][2][0]
                return name, _army_of(name, seat, s.armies), self.rot
            except Exception:
                return None
        if pd[0] == "move" and len(pd) >= 3:
            i = s.lay.index.get(tuple(pd[2]))
            p = s.board[i] if i is not None else None
            if p is None:
                return None
            rot = pd[4] if len(pd) >= 5 else (self.rot if len(pd) in (3, 4) else p.rot)
            return p.name, _army_of(p.name, p.owner, s.armies), rot
        if pd[0] == "turret" and s.phase in ("turret", "main"):
            try:
                if s.phase == "main":
                    tid = s.turrets[pd[1]][0]
                else:
                    tid = pd[1]
                return tid, "", self.rot
            except Exception:
                return None
        return None

    def _hand_seat(self) -> int | None:
        s = self.state
        if s is None:
            return None
        if self.viewer is not None:
            return self.viewer
        return s.turn if 0 <= s.turn < s.num_players else None

    def _hand_at(self, pos) -> tuple[int, str] | None:
        if self.lay is None or self.state is None:
            return None
        seat = self._hand_seat()
        if seat is None:
            return None
        hand = list(self.state.hands[seat])
        for k, cell in enumerate(self.lay.hand_slots):
            if k < len(hand) and cell.collidepoint(pos):
                cx, cy = cell.center
                if math.hypot(pos[0] - cx, pos[1] - cy) <= self.lay.hand_size * 1.0:
                    return k, hand[k]
        return None

    def _other_tile_at(self, pos) -> tuple[int, Any] | None:
        if self.lay is None or self.state is None:
            return None
        for seat, _r, cells in self._other_cells():
            for k, c in enumerate(cells):
                if c.collidepoint(pos):
                    return seat, self.state.hands[seat][k]
        return None

    def _other_cells(self) -> list[tuple[int, pygame.Rect, list[pygame.Rect]]]:
        s, lay = self.state, self.lay
        out = []
        me = self._hand_seat()
        seats = [k for k in range(s.num_players) if k != me]
        for r, seat in zip(lay.others, seats):
            sz = lay.other_size
            d = int(sz * 2.15)
            x0 = r.right - 3 * (d + 2)
            y = r.centery - d // 2
            cells = [pygame.Rect(x0 + k * (d + 2), y, d, d) for k in range(len(s.hands[seat]))]
            out.append((seat, r, cells))
        return out

    def _area_at(self, pos) -> tuple | None:
        best, bd = None, 1e9
        for a in self.choices.areas:
            pts = [self.board.center(h) for h in area_hexes(a)]
            cx = sum(p[0] for p in pts) / 3
            cy = sum(p[1] for p in pts) / 3
            d = math.hypot(pos[0] - cx, pos[1] - cy)
            if d < bd:
                best, bd = a, d
        if best is not None and bd <= self.board.size * 1.2:
            return best
        return None

    # ================================================================== input
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if self.state is None or self.lay is None:
            return None
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.mouse = tuple(getattr(event, "pos", self.mouse))
            h = self.board.cell_at(self.mouse)
            if h != self.hover_hex:
                self._aim_at(h)
            self.hover_hex = h
            return None
        if self.big_info is not None and et in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.big_info = None
            return None
        if self.busy and (et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1
                          or et == pygame.KEYDOWN and getattr(event, "key", 0) in (pygame.K_SPACE, pygame.K_ESCAPE)):
            self.skip_animations()
            return None
        if et == pygame.KEYDOWN:
            return self._key(event)
        if et == pygame.MOUSEWHEEL:
            y = int(getattr(event, "y", 0))
            if y:
                self._turn(1 if y < 0 else -1)
            return None
        if et == pygame.MOUSEBUTTONDOWN:
            pos = tuple(getattr(event, "pos", self.mouse))
            self.mouse = pos
            self.hover_hex = self.board.cell_at(pos)
            b = getattr(event, "button", 1)
            if b == 3:
                self._open_info(pos)
                return None
            if b in (4, 5):  # old-style wheel
                self._turn(1 if b == 5 else -1)
                return None
            if b != 1:
                return None
            return self._click(pos)
        if et == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            pos = tuple(getattr(event, "pos", self.mouse))
            if self.drag is not None:
                self.drag = None
                h = self.board.cell_at(pos)
                if h is not None:
                    acts = [a for a in self.choices.by_hex.get(h, []) if a[0] == "hex"]
                    if acts:
                        return self._queue_gesture(self._checked(acts[0]))
            return None
        return None

    def _checked(self, a: Any) -> Any | None:
        if a in self.legal and self.acting is not None:
            return a
        return None

    def _key(self, event) -> Any | None:
        key = getattr(event, "key", 0)
        if key == pygame.K_F1:
            self._open_info(self.mouse)
            return None
        if self.acting is None:
            return None
        if self._can_turn():
            if key in ROT_KEYS_CW:
                self._turn(1)
                return None
            if key in ROT_KEYS_CCW:
                self._turn(-1)
                return None
        if self.choices.rots:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self._checked(("rot", self.rot))
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.choices.confirm:
            return self._checked(self.choices.confirm)
        if key == pygame.K_ESCAPE:
            if self.menu is not None:
                self.menu = None
                return None
            if self.choices.cancel:
                return self._checked(self.choices.cancel)
        return None

    def _click(self, pos) -> Any | None:
        if self.acting is None or not self.legal:
            self.menu = None
            if self.board.cell_at(pos) is not None or self._hand_at(pos) is not None:
                self.message = self._t("why.wait")
            return None
        ch = self.choices
        lay = self.lay
        # popup menu for a hex with several actions
        if self.menu is not None:
            _p, items = self.menu
            self.menu = None
            for _label, a, r in items:
                if r.collidepoint(pos):
                    return self._checked(a)
            return None
        # rotation buttons
        if self._can_turn():
            if lay.rot_left.collidepoint(pos):
                self._turn(-1)
                return None
            if lay.rot_right.collidepoint(pos):
                self._turn(1)
                return None
        if ch.rots:
            if lay.rot_ok.collidepoint(pos):
                return self._checked(("rot", self.rot))
        # discard buttons and hand tiles
        seat = self._hand_seat()
        if seat is not None and seat == self.acting:
            hand = list(self.state.hands[seat])
            for k, r in enumerate(lay.discard_buttons):
                if k < len(hand) and r.collidepoint(pos):
                    a = ch.discard.get(hand[k])
                    if a is not None:
                        return self._checked(a)
                    self.message = self._t("why.discard")
                    return None
            hit = self._hand_at(pos)
            if hit is not None:
                _k, name = hit
                if self.state.phase == "discard" and name in ch.discard:
                    return self._checked(ch.discard[name])
                if name in ch.play:
                    self.drag = name
                    return self._checked(ch.play[name])
                pd = self._pending()
                if pd and pd[1:2] == (name,):
                    return None  # already chosen
                if pd and ch.cancel:
                    return self._checked(ch.cancel)
                self.message = self._t("why.play")
                return None
        # board
        h = self.board.cell_at(pos)
        if h is not None:
            if ch.rots and h == self._pending_hex():
                return self._checked(("rot", self.rot))
            facing = self._facing_towards(h) if ch.rots else None
            if facing is not None:  # a click beside the ghost turns its front that way
                self.rot = facing
                return None
            if ch.confirm and h == self._pending_hex():
                return self._checked(ch.confirm)
            acts = ch.by_hex.get(h, [])
            if len(acts) == 1:
                return self._queue_gesture(self._checked(acts[0]))
            if len(acts) > 1:
                self._open_menu(pos, acts)
                return None
            if ch.areas:
                a = self._area_at(pos)
                if a is not None:
                    return self._queue_gesture(self._checked(a))
            self.message = self._why_not(h)
            return None
        return None

    def _why_not(self, h: Hex) -> str:
        pd = self._pending()
        if self.choices.rots:
            return self._t("why.rot")
        if self.choices.confirm:
            return self._t("why.confirm")
        if pd and pd[0] == "place":
            return self._t("why.place")
        if self.choices.by_hex or self.choices.areas:
            return self._t("why.glow")
        if self.choices.play:
            return self._t("why.pick")
        return self._t("why.nothing")

    def _open_menu(self, pos, acts) -> None:
        lay = self.lay
        lay.fs(15)
        bh = lay.px(30)
        w = lay.px(260)
        items = []
        x = min(pos[0], self.rect.right - w - 4)
        y = min(pos[1], self.rect.bottom - bh * len(acts) - 4)
        for k, a in enumerate(acts):
            items.append((self.choice_label(a), a, pygame.Rect(x, y + k * (bh + 2), w, bh)))
        self.menu = (pos, items)

    def _open_info(self, pos) -> None:
        hit = self._info_target(pos)
        if hit is None:
            self.big_info = None
            return
        title, body, name, army = hit
        self.big_info = (title, body, name, army)

    # ================================================================== hover
    def _info_target(self, pos) -> tuple[str, list[str], str | None, str] | None:
        s = self.state
        if s is None or self.lay is None:
            return None
        hit = self._hand_at(pos)
        if hit is not None and not is_hidden(hit[1]):
            seat = self._hand_seat()
            title, lines = tile_text(hit[1], self.ctx.lang)
            return title, lines, hit[1], _army_of(hit[1], seat, s.armies)
        other = self._other_tile_at(pos)
        if other is not None:
            seat, name = other
            if is_hidden(name):
                return self._t("hidden.title"), [self._t("hidden.body", who=self._name(seat))], None, s.armies[seat]
            title, lines = tile_text(name, self.ctx.lang)
            return title, lines, name, _army_of(name, seat, s.armies)
        for seat, r in enumerate(self.lay.tracks):
            if seat < s.num_players and r.collidepoint(pos):
                from game.games.neuroshima.content import army_name
                hp = self._hp(seat)
                return (self._t("hq.title", army=army_name(s.armies[seat], self.ctx.lang)),
                        self._t("hq.body", who=self._name(seat), hp=hp).split("\n"), None, s.armies[seat])
        h = self.board.cell_at(pos)
        if h is not None:
            i = s.lay.index.get(h)
            p = self.shown.get(h)
            if p is not None:
                title, lines = tile_text(p.name, self.ctx.lang)
                if i is not None and s.board[i] is not None and s.board[i].name == p.name:
                    lines = lines[:1] + unit_lines(s, i, self.ctx.lang, self.ctx.names) + lines[1:]
                return title, lines, p.name, p.army
            if i is not None and s.found[i] is not None:
                f = s.found[i]
                title, lines = tile_text(f.name, self.ctx.lang)
                return title, lines, f.name, _army_of(f.name, f.owner, s.armies)
            for tid, ti, _rot in getattr(s, "turrets", ()):
                if i == ti:
                    title, lines = tile_text(tid, self.ctx.lang)
                    return title, lines, tid, ""
            if i is not None:
                t = terrain_lines(s, i, self.ctx.lang)
                if t is not None:
                    return t[0], t[1], None, ""
        return None

    def hover_info(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        if self.menu is not None or self.big_info is not None:
            return None
        hit = self._info_target(pos)
        if hit is None:
            return None
        title, lines, _n, _a = hit
        return title, "\n".join(lines)

    def extra_choices(self) -> list[tuple[str, Any]]:
        if self.acting is None:
            return []
        out = []
        # rotations are chosen with the on-board control (wheel, Q/E, arrows, OK), not here:
        # a prompt-strip button built once would go stale while the player turns the tile
        for a in self.choices.other:
            out.append((self.choice_label(a), a))
        return out

    def panel_lines(self, view_state: Any, seat: int) -> list[str]:
        s = view_state
        try:
            from game.games.neuroshima.content import army_name
            army = s.armies[seat]
            if s is self.state and self.play is not None:
                hp = self._hp(seat)  # mid-playback: what the animation has reached
            else:
                hp = 0 if (s.eliminated and s.eliminated[seat]) else self._hp_of(s, seat)
            return [f"{army_name(army, self.ctx.lang)} ({T.army_letter(army)})", self._t("panel.hq", hp=hp),
                    self._t("panel.counts", hand=len(s.hands[seat]), pile=len(s.piles[seat]), disc=len(s.discards[seat]))]
        except Exception:
            return []

    def replay_label(self) -> str | None:
        s = self.state
        return self._t("replay") if s is not None and getattr(s, "battles", 0) > 0 else None

    def replay_focus(self, before: Any, after: Any) -> bool:
        """A battle: the step that fought it, or any step of a battle waiting for decisions."""
        return (getattr(after, "battles", 0) > getattr(before, "battles", 0)
                or getattr(after, "phase", "") == "battle_choice" or getattr(before, "phase", "") == "battle_choice")

    @classmethod
    def option_preview(cls, key: str, value: Any, players: int, size: tuple[int, int]) -> pygame.Surface | None:
        """The setup page shows the chosen battlefield as a small map."""
        if key != "scenario":
            return None
        from game.games.neuroshima.view.thumb import scenario_thumbnail

        return scenario_thumbnail(str(value), players, size)

    def seat_colours(self, view_state: Any) -> list[tuple[int, int, int]] | None:
        """Each seat plays in its army's colour (tiles, HQ bar, panel, banner alike)."""
        armies = getattr(view_state, "armies", None)
        if not armies:
            return None
        return [T.army_colour(a) for a in armies]

    def theme(self) -> dict[str, tuple[int, int, int]]:
        th = dict(DEFAULT_THEME)
        th.update({"bg": (30, 32, 34), "bg2": (20, 21, 23), "board": (36, 38, 40), "panel": (48, 52, 56),
                   "panel_hi": (66, 72, 78), "edge": (120, 100, 70), "accent": T.HAZARD_YELLOW,
                   "danger": (214, 80, 60)})
        return th

    # ================================================================== drawing
    @staticmethod
    def _hqs_placed(s: Any) -> bool:
        """Past the HQ placement: an HQ missing from the board then is a destroyed one."""
        return getattr(s, "phase", "") in ("draw", "discard", "main", "over", "battle_choice", "medic_choice")

    def _hp_of(self, s: Any, seat: int) -> int:
        for _i, p in enumerate(s.board):
            if p is not None and p.owner == seat and p.name in TILES and TILES[p.name].kind == "hq":
                return max(0, 20 - p.dmg)
        if self._hqs_placed(s):
            return 0
        return s.hp_start[seat] if getattr(s, "hp_start", ()) else 20

    def _hp(self, seat: int) -> int:
        s = self.state
        if s.eliminated and s.eliminated[seat] and self.play is None:
            return 0
        for p in self.shown.values():
            if p.owner == seat and p.hp >= 0:
                return p.hp
        if self.play is not None and self._hqs_placed(s):
            return 0  # destroyed during the playback
        return self._hp_of(s, seat)

    def draw(self, surface: pygame.Surface) -> None:
        TL.LANG = self.ctx.lang  # the words on tile faces
        if self.state is None or self.lay is None:
            return
        old_clip = surface.get_clip()
        surface.set_clip(self.rect)
        s = self.state
        board = self.board
        board.draw_background(surface)
        pulse = 0.5 + 0.5 * math.sin(self.time * 4.0)
        # foundations and turrets under the units
        for i, f in enumerate(s.found):
            if f is not None:
                h = s.lay.hexes[i]
                board.draw_foundation(surface, h, f.name, _army_of(f.name, f.owner, s.armies), h in self.shown)
        for tid, ti, rot in getattr(s, "turrets", ()):
            h = s.lay.hexes[ti]
            if h not in self.shown:
                board.blit_at(surface, TL.tile_surface(tid, "", rot, board.size * 0.8), h)
        # hover highlight
        if self.hover_hex is not None and not self.busy:
            img, _o = board.glow((255, 255, 255), "hover")
            board.blit_at(surface, img, self.hover_hex)
        # legal targets glow (only hexes that appear in legal actions)
        glowing = self.choices.glowing if not self.busy else set()
        area_hover = set(area_hexes(self._area_at(self.mouse))) if self.choices.areas and not self.busy and self._area_at(self.mouse) else set()
        for h in glowing:
            colour = GLOW_COLOURS.get(self.choices.glow_kind(h), T.GLOW)
            img, _o = board.glow(colour, "ring")
            board.blit_at(surface, img, h, alpha=int(150 + 105 * pulse))
        # pieces
        ghost = self._ghost_piece()
        moving_from = None
        pd = self._pending()
        if pd and pd[0] == "move" and len(pd) >= 4:
            moving_from = tuple(pd[2])
        for h, p in sorted(self.shown.items(), key=lambda kv: kv[0][1] * 2 + kv[0][0]):
            if h == moving_from:
                p2 = Shown(**vars(p))
                p2.alpha = 0.4
                board.draw_piece(surface, h, p2)
                continue
            board.draw_piece(surface, h, p)
        for h in area_hover:
            img, _o = board.glow(T.GLOW_TARGET, "fill")
            board.blit_at(surface, img, h)
        # target glows drawn again lightly on top of units so they stay visible
        for h in glowing:
            if h in self.shown:
                colour = GLOW_COLOURS.get(self.choices.glow_kind(h), T.GLOW)
                img, _o = board.glow(colour, "outline")
                board.blit_at(surface, img, h, alpha=int(150 + 105 * pulse))
        # ghost preview
        if ghost is not None and not self.busy:
            name, army, rot = ghost
            at = self._pending_hex()
            if at is None:
                hh = self.hover_hex
                if hh is not None and hh in self.choices.by_hex:
                    at = hh
            if at is not None and (s.phase != "main" or pd):
                self._draw_fire_preview(surface, name, at, rot)
                if self.choices.confirm:
                    ring, _o = board.glow(T.GLOW, "outline")
                    board.blit_at(surface, ring, at, alpha=int(140 + 115 * pulse))
                img = TL.tile_surface(name, army, rot, board.size, min_text=board.min_text)
                board.blit_at(surface, img, at, alpha=200 if not self.choices.confirm else 235,
                              dy=-board.size * 0.05)
                self._draw_rot_hint(surface, at)
        # battle effects
        if self.play is not None:
            self.play.draw(surface, board)
        # dragging tile follows the mouse
        if self.drag is not None and self.drag in self._hand_names():
            seat = self._hand_seat()
            img = TL.tile_surface(self.drag, _army_of(self.drag, seat or 0, s.armies), self.rot, board.size * 0.9)
            img.set_alpha(210)
            surface.blit(img, img.get_rect(center=self.mouse))
            img.set_alpha(255)
        self._draw_side(surface)
        if self.play is not None and self.play.battle and not self._banner_in_log():
            lay = self.lay
            spare = pygame.Rect(lay.side.x, lay.rot_left.y, lay.side.w, lay.banner.h)
            free = not self._can_turn() and spare.bottom <= (lay.others[0].y if lay.others else lay.log.y)
            self._draw_banner(surface, spare if free else lay.banner)  # the free row under the hand
        if self.menu is not None:
            self._draw_menu(surface)
        if self.big_info is not None:
            self._draw_big_info(surface)
        surface.set_clip(old_clip)

    def _draw_fire_preview(self, surface, name: str, at: Hex, rot: int) -> None:
        """Where the ghost's attacks would go: dashed lines of fire and struck neighbours."""
        t = TILES.get(name)
        if t is None or not t.attacks or self.state is None:
            return
        from game.games.neuroshima.board import DIRS
        cells = set(self.state.lay.hexes)
        S = self.board.size
        for a in t.attacks:
            d = (a.edge + rot) % 6
            dq, dr = DIRS[d]
            nxt = (at[0] + dq, at[1] + dr)
            if nxt not in cells:
                continue
            if a.type == "melee":
                img, _o = self.board.glow((255, 120, 90), "outline")
                self.board.blit_at(surface, img, nxt, alpha=110)
                continue
            last = nxt
            while (last[0] + dq, last[1] + dr) in cells:
                last = (last[0] + dq, last[1] + dr)
            (x0, y0), (x1, y1) = self.board.center(at), self.board.center(last)
            length = math.hypot(x1 - x0, y1 - y0)
            steps = max(1, int(length / (S * 0.18)))
            col = (255, 226, 120)
            for k in range(steps):
                if k % 2:
                    continue
                f0, f1 = k / steps, min(1.0, (k + 1) / steps)
                if f0 * length < S * 0.8:
                    continue
                pygame.draw.line(surface, col, (x0 + (x1 - x0) * f0, y0 + (y1 - y0) * f0),
                                 (x0 + (x1 - x0) * f1, y0 + (y1 - y0) * f1), max(2, int(S * 0.05)))

    def _hand_names(self) -> list:
        seat = self._hand_seat()
        return list(self.state.hands[seat]) if seat is not None else []

    def _draw_rot_hint(self, surface, at: Hex) -> None:
        """Curved arrows on both sides of the ghost and a one-line hint under it."""
        if not self._can_turn():
            return
        cx, cy = self.board.center(at)
        S = self.board.size
        r = S * 1.12
        w = max(3, int(S * 0.07))
        for mid, cw in ((0.0, True), (180.0, False)):
            a0, a1 = math.radians(mid - 28), math.radians(mid + 28)
            if not cw:
                a0, a1 = a1, a0
            pts = [(cx + r * math.cos(a0 + (a1 - a0) * i / 10), cy + r * math.sin(a0 + (a1 - a0) * i / 10)) for i in range(11)]
            pygame.draw.lines(surface, (20, 20, 20), False, pts, w + 4)
            pygame.draw.lines(surface, T.HAZARD_YELLOW, False, pts, w)
            end = pts[-1]
            tang = a1 + (math.pi / 2 if a1 > a0 else -math.pi / 2)
            hs = S * 0.2
            tri = [(end[0] + math.cos(tang) * hs, end[1] + math.sin(tang) * hs),
                   (end[0] + math.cos(tang + 2.4) * hs, end[1] + math.sin(tang + 2.4) * hs),
                   (end[0] + math.cos(tang - 2.4) * hs, end[1] + math.sin(tang - 2.4) * hs)]
            pygame.draw.polygon(surface, (20, 20, 20), tri)
            pygame.draw.polygon(surface, T.HAZARD_YELLOW, [((x - end[0]) * 0.75 + end[0], (y - end[1]) * 0.75 + end[1]) for x, y in tri])

    def _draw_side(self, surface) -> None:
        s, lay = self.state, self.lay
        side = lay.side
        panel = side.inflate(lay.px(8), lay.px(8))
        steel_panel(surface, panel, radius=lay.px(10))
        hazard_bar(surface, pygame.Rect(panel.x + 2, panel.y + 2, panel.w - 4, max(5, lay.px(6))))
        hps = [self._hp(k) for k in range(s.num_players)]
        names = [self._name(k) for k in range(s.num_players)]
        out = s.eliminated
        if self.play is not None and out:  # crossed out when the playback gets there
            out = tuple(bool(e) and hps[k] == 0 for k, e in enumerate(out))
        draw_tracks(surface, lay, s.armies, hps, s.turn, out, names)
        # the viewer's hand
        seat = self._hand_seat()
        fs = lay.fs(16)
        if seat is not None:
            who = names[seat]
            tt = self._t("hand.own", who=who) if self.acting == seat else self._t("hand.held", who=who)
            text(surface, tt, fs, T.INK, lay.hand_title.topleft, bold=True, max_w=lay.hand_title.w)
            hand = list(s.hands[seat])
            pd = self._pending()
            for k, cell in enumerate(lay.hand_slots):
                if k >= len(hand):
                    draw_empty_slot(surface, cell, lay.hand_size)
                    continue
                name = hand[k]
                if name == self.drag:
                    draw_empty_slot(surface, cell, lay.hand_size)
                    continue
                chosen = bool(pd) and len(pd) > 1 and pd[1] == name
                glow = None
                if self.acting == seat and not self.busy:
                    if s.phase == "discard" and name in self.choices.discard:
                        glow = T.GLOW_TARGET
                    elif name in self.choices.play:
                        glow = T.GLOW
                    if chosen:
                        glow = (255, 255, 255)
                hot = self._hand_at(self.mouse)
                lift = lay.px(6) if (hot is not None and hot[0] == k) or chosen else 0
                draw_hand_tile(surface, cell, name, _army_of(name, seat, s.armies) if not is_hidden(name) else s.armies[seat],
                               lay.hand_size, lift=lift, glow=glow, min_text=lay.fs(14))
                if self.acting == seat and name in self.choices.discard:
                    r = lay.discard_buttons[k]
                    button(surface, r, self._t("hand.discard"), lay.fs(14), hot=r.collidepoint(self.mouse),
                           accent=T.GLOW_TARGET if s.phase == "discard" else None)
            pile = len(s.piles[seat])
            info = self._t("hand.counts", pile=pile, disc=len(s.discards[seat]))
            text(surface, info, lay.fs(14), T.INK_SOFT, (lay.hand_title.x, lay.hand_title.y + int(lay.fs(16) * 1.25)),
                 max_w=lay.hand_title.w)
        # rotation control
        if self._can_turn() and self.acting is not None:
            for r, cw in ((lay.rot_left, False), (lay.rot_right, True)):
                button(surface, r, "", lay.fs(14), hot=r.collidepoint(self.mouse))
                draw_arrow_icon(surface, r, cw, T.INK)
            if self.choices.rots:
                button(surface, lay.rot_ok, self._t("rot.ok"), lay.fs(16), hot=lay.rot_ok.collidepoint(self.mouse),
                       accent=T.GLOW)
            from game.games.neuroshima.board import DIR_NAMES
            dirs = DIR_NAMES
            if self.ctx.lang == "hu":
                from game.games.neuroshima.text import DIR_HU as dirs
            hint = self._t("rot.hint" if self.choices.rots else "rot.aim", dir=dirs[self.rot % 6])
            text(surface, hint, lay.fs(14), T.HAZARD_YELLOW, (lay.side.centerx, lay.rot_ok.bottom + lay.px(4)), "midtop",
                 max_w=lay.side.w)
        # others
        me = self._hand_seat()
        for seat2, r, cells in self._other_cells():
            who = names[seat2]
            tw = r.w - 3 * (int(lay.other_size * 2.15) + 2) - lay.px(6)
            line1 = f"{who} ({T.army_letter(s.armies[seat2])})"
            line2 = self._t("hand.other", held=len(s.hands[seat2]), pile=len(s.piles[seat2]))
            fs = lay.fs(14)
            text(surface, line1, fs, T.INK, (r.x, r.centery - 1), "bottomleft", bold=True, max_w=tw)
            text(surface, line2, fs, T.INK_SOFT, (r.x, r.centery + 1), "topleft", max_w=tw)
            if seat2 == s.turn:
                pygame.draw.rect(surface, T.HAZARD_YELLOW, (r.x - lay.px(4), r.y + 2, lay.px(3), r.h - 4))
            for c, name in zip(cells, s.hands[seat2]):
                army = _army_of(name, seat2, s.armies) if not is_hidden(name) else s.armies[seat2]
                draw_hand_tile(surface, c, name, army, lay.other_size, min_text=lay.fs(14))
        del me
        self._draw_log(surface)

    def _draw_log(self, surface) -> None:
        """The rules' battle log lines: up to the current beat while playing, else the last battle."""
        lay, pb = self.lay, self.play
        r = lay.log
        if r.h < lay.fs(14) * 3 or not self.battle_lines:
            return
        if pb is not None and pb.battle:
            lines = self.battle_lines[: max(0, pb.lines_shown) + 1]
            title = self._t("log.battle")
        elif pb is not None:
            return
        else:
            lines = self.battle_lines
            title = self._t("log.last")
        fs = lay.fs(14)
        lh = int(fs * 1.3)
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        shade.fill((10, 12, 14, 170))
        surface.blit(shade, r)
        top = r.y + lay.px(6) + lh
        if pb is not None and pb.battle and self._banner_in_log():
            # the initiative banner heads the battle log, off the board
            self._draw_banner(surface, pygame.Rect(r.x, r.y, r.w, lay.banner.h))
            top = r.y + lay.banner.h + lay.px(6)
        else:
            text(surface, title, lay.fs(15), T.HAZARD_YELLOW, (r.x + lay.px(8), r.y + lay.px(4)), bold=True)
        room = max(0, (r.bottom - top - lay.px(4)) // lh)
        from game.ui.render.fonts import get_font, wrap_text
        rows: list[tuple[str, bool]] = []  # whole lines, wrapped (the newest is bright)
        for k, line in enumerate(lines):
            parts = wrap_text(line, get_font(fs), r.w - lay.px(24)) or [line]
            rows.extend((("  " if j else "") + part, k == len(lines) - 1) for j, part in enumerate(parts))
        shown = rows[-room:] if room else []
        for k, (line, newest) in enumerate(shown):
            bright = newest and pb is not None
            text(surface, line, fs, T.INK if bright else T.INK_SOFT, (r.x + lay.px(8), top + lh * k),
                 max_w=r.w - lay.px(16))

    def _banner_in_log(self) -> bool:
        """The battle banner goes over the battle log when there is room for it and some lines."""
        lay = self.lay
        return lay is not None and lay.log.h >= lay.banner.h + int(lay.fs(14) * 1.3) * 3

    def _draw_banner(self, surface, where: pygame.Rect) -> None:
        lay, pb = self.lay, self.play
        label = pb.phase_label or self._t("log.battle").upper()
        chip = lay.px(28)
        phases = pb.phases
        from game.ui.render.fonts import get_font
        label_w = get_font(lay.fs(24), bold=True).size(self._t("battle.phase", p=10))[0]
        r = pygame.Rect(where.x, where.y, lay.px(28) + label_w + len(phases) * (chip + 4) + lay.px(10), where.h)
        r.w = min(r.w, where.w if where is not lay.banner else lay.board.w - lay.px(16))
        fsz = lay.fs(24)
        room = r.w - lay.px(24) - len(phases) * (chip + 4)
        while fsz > 14 and get_font(fsz, bold=True).size(label)[0] > room:
            fsz -= 1
        steel_panel(surface, r, radius=lay.px(8), lit=True)
        hazard_bar(surface, pygame.Rect(r.x + 3, r.bottom - lay.px(7), r.w - 6, lay.px(5)))
        text(surface, label, fsz, T.HAZARD_YELLOW, (r.x + lay.px(14), r.centery - lay.px(2)), "midleft", bold=True,
             max_w=max(10, room))
        # initiative counter chips
        x = r.right - lay.px(10) - len(phases) * (chip + 4)
        for p in phases:
            cr = pygame.Rect(x, r.centery - chip // 2 - lay.px(2), chip, chip)
            current = pb.phase == p
            passed = pb.phase is not None and p > pb.phase
            fill = T.HAZARD_YELLOW if current else ((60, 60, 60) if passed else (230, 226, 216))
            pygame.draw.circle(surface, (0, 0, 0), (cr.centerx + 1, cr.centery + 2), chip // 2)
            pygame.draw.circle(surface, fill, cr.center, chip // 2)
            text(surface, str(p), lay.fs(16), (20, 20, 20) if not passed else (150, 150, 150), cr.center, "center", bold=True)
            x += chip + 4
    def _draw_menu(self, surface) -> None:
        _p, items = self.menu
        for label, _a, r in items:
            button(surface, r, label, self.lay.fs(14), hot=r.collidepoint(self.mouse))

    def _draw_big_info(self, surface) -> None:
        title, lines, name, army = self.big_info
        lay = self.lay
        w = min(self.rect.w - lay.px(40), lay.px(640))
        fs = lay.fs(18)
        from game.ui.render.fonts import get_font, wrap_text
        f = get_font(fs)
        tile_px = lay.px(150)
        body_w = w - tile_px - lay.px(40)
        wrapped = [ln for line in lines for ln in wrap_text(line, f, body_w)]
        h = max(tile_px + lay.px(40), lay.px(60) + len(wrapped) * int(fs * 1.3))
        r = pygame.Rect(0, 0, w, min(h, self.rect.h - lay.px(20)))
        r.center = self.rect.center
        shade = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, self.rect.topleft)
        steel_panel(surface, r, radius=lay.px(12), lit=True)
        hazard_bar(surface, pygame.Rect(r.x + 3, r.y + 3, r.w - 6, lay.px(6)))
        if name is not None:
            img = TL.tile_surface(name, army, 0, tile_px / 2.1)
            surface.blit(img, img.get_rect(center=(r.x + lay.px(20) + tile_px // 2, r.y + lay.px(24) + tile_px // 2)))
        x = r.x + tile_px + lay.px(30)
        text(surface, title, lay.fs(24), T.HAZARD_YELLOW, (x, r.y + lay.px(16)), bold=True)
        y = r.y + lay.px(16) + int(lay.fs(24) * 1.5)
        for line in wrapped:
            if y > r.bottom - fs:
                break
            text(surface, line, fs, T.INK, (x, y))
            y += int(fs * 1.3)
