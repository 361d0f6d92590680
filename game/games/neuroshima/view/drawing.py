"""Drawing the table (NeuroshimaView mixin): the board with its glows, ghost and fire preview,
the side column (HQ tracks, the hand, the rotation control, the other seats), the battle log,
the initiative banner, the hex menu and the large info card."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.games.neuroshima.board import DIR_NAMES, DIRS
from game.games.neuroshima.content import TILES
from game.games.neuroshima.text import DIR_HU
from game.ui.render.fonts import get_font, wrap_text

from . import theme as T
from . import tiles as TL
from .board import Shown
from .controller import area_hexes
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
from .shown import Hex, army_of

GLOW_COLOURS = {"hex": T.GLOW, "target": T.GLOW_TARGET, "unit": T.GLOW_OWN}


class DrawMixin:
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
                board.draw_foundation(surface, h, f.name, army_of(f.name, f.owner, s.armies), h in self.shown)
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
        if not self.busy:
            area_hover |= set(self.air_strike_hexes())
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
            img = TL.tile_surface(self.drag, army_of(self.drag, seat or 0, s.armies), self.rot, board.size * 0.9)
            img.set_alpha(210)
            surface.blit(img, img.get_rect(center=self.mouse))
            img.set_alpha(255)
        self._draw_side(surface)
        if self.play is not None and self.play.battle and not self._banner_in_log():
            self._draw_banner(surface, self.lay.banner)  # no room over the log: the board's top corner
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
        return list(self._side().hands[seat]) if seat is not None else []

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
        s, lay = self._side(), self.lay
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
                draw_hand_tile(surface, cell, name, army_of(name, seat, s.armies) if not is_hidden(name) else s.armies[seat],
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
            dirs = DIR_HU if self.ctx.lang == "hu" else DIR_NAMES
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
                army = army_of(name, seat2, s.armies) if not is_hidden(name) else s.armies[seat2]
                draw_hand_tile(surface, c, name, army, lay.other_size, min_text=lay.fs(14))
        del me
        self._draw_log(surface)

    def _log_rect(self) -> pygame.Rect:
        """The battle log's box: it takes the rotation row too while nothing is being turned."""
        return self.lay.log_room(self.acting is not None and self._can_turn())

    def _draw_log(self, surface) -> None:
        """The rules' battle log lines: up to the current beat while playing, else the last battle.
        Lines that do not fit are above, reached with the wheel (``log_scroll`` rows up)."""
        lay, pb = self.lay, self.play
        r = self._log_rect()
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
        rows: list[tuple[str, bool]] = []  # whole lines, wrapped (the newest is bright)
        for k, line in enumerate(lines):
            parts = wrap_text(line, get_font(fs), r.w - lay.px(24)) or [line]
            rows.extend((("  " if j else "") + part, k == len(lines) - 1) for j, part in enumerate(parts))
        hidden = max(0, len(rows) - room)
        self.log_scroll = max(0, min(self.log_scroll, hidden)) if pb is None else 0
        end = len(rows) - self.log_scroll
        above = max(0, end - room) if room else len(rows)
        if above and room >= 2:  # the first visible row says how many lines wait above
            room -= 1
            above = end - room
            while above < end - 1 and rows[above][0].startswith("  "):
                above += 1  # the top row starts an entry: never the tail of a wrapped line alone
            self._draw_more(surface, pygame.Rect(r.x + lay.px(8), top, r.w - lay.px(16), lh), above)
            top += lh
        shown = rows[above:end] if room else []
        for k, (line, newest) in enumerate(shown):
            bright = newest and pb is not None
            text(surface, line, fs, T.INK if bright else T.INK_SOFT, (r.x + lay.px(8), top + lh * k),
                 max_w=r.w - lay.px(24))
        if hidden:  # a scroll bar: where the shown rows lie in the whole log
            bar = pygame.Rect(r.right - lay.px(6), top - (lh if above and room >= 1 else 0), lay.px(3), r.bottom - top)
            pygame.draw.rect(surface, (70, 74, 80), bar, border_radius=2)
            h = max(lay.px(12), bar.h * len(shown) // max(1, len(rows)))
            y = bar.y + (bar.h - h) * above // max(1, hidden)
            pygame.draw.rect(surface, T.HAZARD_YELLOW, (bar.x, y, bar.w, h), border_radius=2)

    def _draw_more(self, surface, r: pygame.Rect, n: int) -> None:
        """"4 more above: scroll" with a small up arrow (drawn: the font may lack arrow signs)."""
        s = max(4, r.h // 4)
        cx, cy = r.x + s, r.centery
        pygame.draw.polygon(surface, T.HAZARD_YELLOW, [(cx, cy - s), (cx - s, cy + s // 2), (cx + s, cy + s // 2)])
        text(surface, self._t("log.more", n=n), self.lay.fs(14), T.HAZARD_YELLOW, (r.x + 3 * s, r.y), max_w=r.w - 3 * s)

    def _banner_in_log(self) -> bool:
        """The battle banner goes over the battle log when there is room for it and some lines."""
        lay = self.lay
        return lay is not None and self._log_rect().h >= lay.banner.h + int(lay.fs(14) * 1.3) * 3

    def _draw_banner(self, surface, where: pygame.Rect) -> None:
        lay, pb = self.lay, self.play
        label = pb.phase_label or self._t("log.battle").upper()
        chip = lay.px(28)
        phases = pb.phases
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
