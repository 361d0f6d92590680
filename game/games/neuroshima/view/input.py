"""Input (NeuroshimaView mixin): clicks, drags, keys and the wheel turned into legal actions, the
hex menu when a hex offers several, why a click did nothing, and the hover and F1 info texts."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.engine.text import personalize
from game.games.neuroshima.content import army_name

from .controller import area_hexes
from .hand import is_hidden
from .info import terrain_lines, tile_text, unit_lines
from .shown import Hex, army_of

ROT_KEYS_CW = (pygame.K_e, pygame.K_RIGHT, pygame.K_d)
ROT_KEYS_CCW = (pygame.K_q, pygame.K_LEFT, pygame.K_a)


class InputMixin:
    def _hand_seat(self) -> int | None:
        s = self._side()
        if s is None:
            return None
        if self.side_state is not None:  # a battle plays: the hand shown before it stays
            return self.side_viewer if self.side_viewer is not None else (s.turn if 0 <= s.turn < s.num_players else None)
        if self.viewer is not None:
            return self.viewer
        return s.turn if 0 <= s.turn < s.num_players else None

    def _hand_at(self, pos) -> tuple[int, str] | None:
        if self.lay is None or self.state is None:
            return None
        seat = self._hand_seat()
        if seat is None:
            return None
        hand = list(self._side().hands[seat])
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
                    return seat, self._side().hands[seat][k]
        return None

    def _other_cells(self) -> list[tuple[int, pygame.Rect, list[pygame.Rect]]]:
        s, lay = self._side(), self.lay
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
            if y and self._log_rect().collidepoint(self.mouse) and self.battle_lines:
                self.log_scroll = max(0, self.log_scroll + y)  # up: earlier lines (clamped when drawn)
            elif y:
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
                if self._log_rect().collidepoint(pos) and self.battle_lines:
                    self.log_scroll = max(0, self.log_scroll + (1 if b == 4 else -1))
                else:
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

    # ---------------------------------------------------------------- hover
    def _info_target(self, pos) -> tuple[str, list[str], str | None, str] | None:
        s = self.state
        if s is None or self.lay is None:
            return None
        hit = self._hand_at(pos)
        if hit is not None and not is_hidden(hit[1]):
            seat = self._hand_seat()
            title, lines = tile_text(hit[1], self.ctx.lang)
            return title, lines, hit[1], army_of(hit[1], seat, s.armies)
        other = self._other_tile_at(pos)
        if other is not None:
            seat, name = other
            if is_hidden(name):
                return self._t("hidden.title"), [self._t("hidden.body", who=self._name(seat))], None, s.armies[seat]
            title, lines = tile_text(name, self.ctx.lang)
            return title, lines, name, army_of(name, seat, s.armies)
        for seat, r in enumerate(self.lay.tracks):
            if seat < s.num_players and r.collidepoint(pos):
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
                return title, lines, f.name, army_of(f.name, f.owner, s.armies)
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
        aimed = self._target_tip(pos)
        if aimed is not None:
            return aimed
        hit = self._info_target(pos)
        if hit is None:
            return None
        title, lines, _n, _a = hit
        return title, "\n".join(lines)

    # ---------------------------------------------------------------- what a click on a target does
    def _aimed_actions(self, pos) -> list:
        """The legal target actions under the pointer: a lit target hex (a rocket's end, a
        Sharpshooter's, Sniper's or Medic's target, an air strike's centre) or a small bomb's
        triangle. Empty while the seat is not deciding, or over anything else."""
        if self.acting is None or self.lay is None:
            return []
        h = self.board.cell_at(pos)
        if h is not None and self.choices.by_hex.get(h) and self.choices.glow_kind(h) == "target":
            return list(self.choices.by_hex[h])
        if self.choices.areas and h is not None:
            a = self._area_at(pos)
            return [a] if a is not None else []
        return []

    def _target_tip(self, pos) -> tuple[str, str] | None:
        """Over a target: what the click does (the hexes hit, the units wounded, the target), not
        the card of the unit standing there, which right-click or F1 still opens."""
        acts = self._aimed_actions(pos)
        if not acts:
            return None
        tips = [self._choice_tip(a) or self.choice_label(a) for a in acts]
        if len(acts) == 1:
            title, body = self.choice_label(acts[0]), tips[0]
        else:
            title = self._t("aim.several", n=len(acts))
            body = "\n".join(f"{self.choice_label(a)}: {tip}" for a, tip in zip(acts, tips, strict=True))
        body = personalize(body + "\n" + self._t("aim.card"), list(self.ctx.names or []), self.ctx.lang)
        return personalize(title, list(self.ctx.names or []), self.ctx.lang), body

    def hover_avoid(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """Over an air strike's centre, the tooltip keeps off the 7 lit hexes it describes."""
        hexes = self.air_strike_hexes() if self._aimed_actions(pos) else []
        if not hexes:
            return None
        r = self.board.size
        pts = [self.board.center(h) for h in hexes]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return pygame.Rect(int(min(xs) - r), int(min(ys) - r), int(max(xs) - min(xs) + 2 * r), int(max(ys) - min(ys) + 2 * r))
