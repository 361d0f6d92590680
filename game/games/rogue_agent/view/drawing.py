"""Rogue Agent table: drawing the table -- the city with its pieces and the event path, the bag and
the deck, the criminal cards or the bomb board, the agent boards, glows, routes, moving pieces,
board effects, the round banner and the action menu.

A mixin of ``table.RogueAgentView``: it reads the view's state, layout and choices. The still layer
is kept between frames while nothing on it changes.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.games.rogue_agent import content as K
from game.games.rogue_agent.view import effects as FX
from game.games.rogue_agent.view import layout as LY
from game.games.rogue_agent.view import paint as P
from game.games.rogue_agent.view import panels as PN
from game.games.rogue_agent.view import playback as PB
from game.games.rogue_agent.view.texts import t
from game.ui import style


class TableDrawing:
    """The drawing part of the table view."""

    def _draw_moving(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        rad = max(6, int(L.tile * 0.09))
        for key, (a, b, el) in self.moves.items():
            k = max(0.0, min(1.0, el / self.MOVE_TIME))
            k = k * k * (3 - 2 * k)  # ease in and out
            (ax, ay) = L.bag.center if a == "BAG" else L.tiles[a].center
            (bx, by) = L.tiles[b].center
            at = (int(ax + (bx - ax) * k), int(ay + (by - ay) * k - rad * 1.5 * (1 - abs(2 * k - 1))))
            if key[0] == "agent" and key[1] < len(s.players):
                p = s.players[key[1]]
                P.agent_figure(surface, at, rad, self.colours[key[1] % len(self.colours)],
                               self.shapes[key[1] % len(self.shapes)], p.exposed, len(p.custody))
            elif key[0] == "crim":
                c = next((c for c in s.criminals if c.num == key[1]), None)
                if c is not None:
                    P.criminal_disc(surface, at, rad, c.num, c.defeated)
            elif key[0] == "police":
                P.police_badge(surface, at, rad)
            elif key[0] == "bomb":
                b = next((b for b in s.bombs if b.id == key[1]), None)
                if b is not None:
                    P.bomb_disc(surface, at, rad, b.timer)
            elif key[0] == "assassin":
                P.assassin_disc(surface, at, rad)

    def draw(self, surface: pygame.Surface) -> None:
        L, s = self.L, self.state
        if L is None:
            return
        old = surface.get_clip()
        surface.set_clip(self.rect)
        if s is None:
            pygame.draw.rect(surface, P.BOARD, self.rect, border_radius=L.px(8))
        else:
            self._draw_all(surface, L, s)
        surface.set_clip(old)

    def _base_sig(self, surface: pygame.Surface) -> tuple:
        """What the still layer (city, cards, boards, track) depends on besides the state."""
        card = next((n for n, r in self.card_rects if r.collidepoint(self.mouse)), None)
        tile = next((p for p, r in self.L.tiles.items() if r.collidepoint(self.mouse)), None)
        return (self.gen, id(self.L), id(self.choices), self.lang, tuple(self.rect), surface.get_size(),
                self.viewer, self.chosen_die, card, tile)

    def _draw_all(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        """The still layer is drawn once and kept while nothing on it changes (dice rolling in the
        tray redraw only the tray); glows, the tray, moving pieces and effects go on top."""
        live = bool(self.moves or self.flips or self.fx or self.dragging or self.playback)
        sig = self._base_sig(surface)
        area = self.rect.clip(surface.get_rect())
        if not live and self.base is not None and sig == self.base_sig:
            surface.blit(self.base, area)
        else:
            pygame.draw.rect(surface, P.BOARD, self.rect, border_radius=L.px(8))
            self._draw_base(surface, L, s)
            self.base, self.base_sig = (None, None) if live else (surface.subsurface(area).copy(), sig)
        self._draw_live(surface, L, s)

    def _draw_base(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        lang = self.lang
        self.piece_spots = []
        self.track_label, self.track_cells = PN.draw_track(surface, L.track, s, L, lang, self.colours, self.shapes)
        self._draw_city(surface, L, s)
        self._draw_bag_and_deck(surface, L, s)
        if s.board is not None:
            self._draw_bomb(surface, L, s)
        else:
            self.bomb_rect = None
            self.pending_dice = []
            self._draw_cards(surface, L, s)
        for seat, r in enumerate(L.boards):
            if seat < len(s.players) and r.h > 10:
                full = seat == L.big or r.h >= 260  # a big window has room for every board's tracks (rows of 24 px+)
                PN.draw_board(surface, r, s, seat, full, L, lang, self.names, self.colours, self.shapes,
                              seat == L.big, self.viewer)

    def _draw_live(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        lit = self.choices.lit_tiles(s)
        for pos, r in L.tiles.items():
            if pos in lit:
                P.glow_rect(surface, r, P.GLOW, self._pulse(), max(2, L.px(3)))
            elif r.collidepoint(self.mouse):
                pygame.draw.rect(surface, P.INK_SOFT, r, 2, border_radius=L.px(6))
        self._draw_informant_rings(surface, L)
        self._draw_route(surface, L, s)
        if self.moves:
            self._draw_moving(surface, L, s)
        if self.playback is not None:
            PB.draw(surface, self, L, s, self.playback)
            self._draw_director(surface, L)
        for e in self.fx:
            self._draw_effect(surface, L, s, e)
        self._draw_tray(surface, L, s)
        for seat, r in enumerate(L.boards):
            if seat < len(s.players) and r.h > 10 and ("seat", seat) in self.choices.by_target:
                P.glow_rect(surface, r, P.GLOW, self._pulse(), 3)
        if self.dragging and self.chosen_die is not None and s.board is not None:
            size = max(16, L.px(34))
            img = P.die_image(self.chosen_die[1], self.chosen_die[0], size)
            surface.blit(img, img.get_rect(center=self.mouse))
        if self.playback is not None:
            self._draw_caption(surface, L)
        if self.menu is not None:
            self._draw_menu(surface, L)
        if self.banner is not None:
            self._draw_banner(surface, L)

    def _draw_informant_rings(self, surface: pygame.Surface, L: LY.Layout) -> None:
        """A pulsing ring around every informant the deciding player may remove (the hovered one
        brighter), so the choice is made on the informant itself."""
        pulse = self._pulse() / 250
        for (x, y, rad) in self._informant_rings().values():
            hot = (self.mouse[0] - x) ** 2 + (self.mouse[1] - y) ** 2 <= (rad + 3) ** 2
            col = P.INK if hot else tuple(min(255, int(c * pulse)) for c in P.GLOW)
            pygame.draw.circle(surface, col, (x, y), rad + max(3, L.px(4)), max(2, L.px(3)))

    def _draw_banner(self, surface: pygame.Surface, L: LY.Layout) -> None:
        """The new round or phase, sliding down over the city and fading out."""
        words, el = self.banner
        k = el / self.BANNER_TIME
        alpha = int(255 * min(1.0, k * 6, (1 - k) * 4))
        if alpha <= 0:
            return
        size = L.fs(22)
        font = style.font(size, True)
        box = pygame.Rect(0, 0, font.size(words)[0] + L.px(40), font.get_linesize() + L.px(14))
        city = L.tiles["HQ"] if "HQ" in L.tiles else self.rect
        box.center = (city.centerx, self.rect.y + L.px(60) + int(L.px(20) * min(1.0, k * 5)))
        img = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(img, (12, 14, 24, 230), img.get_rect(), border_radius=L.px(10))
        pygame.draw.rect(img, (*P.NEON_CYAN, 255), img.get_rect(), 2, border_radius=L.px(10))
        P.text(img, words, size, P.INK, (box.w // 2, box.h // 2), "center", bold=True, max_width=box.w - L.px(12))
        img.set_alpha(alpha)
        surface.blit(img, box)

    def _draw_caption(self, surface: pygame.Surface, L: LY.Layout) -> None:
        """What the City phase is doing now, in the log's words, over the cards and the tray below the
        city (nothing there changes while it plays; the city's pieces stay in sight)."""
        now = self.playback.caption()
        if now is None:
            return
        words, el = now
        size = L.fs(20)
        font = style.font(size, True)
        below = L.cards.union(L.tray)
        room = below.w - L.px(40)
        lines = style.wrap(words, size, min(room, L.px(620)), True)[:2]
        lh = font.get_linesize()
        small = L.fs(15)
        th = style.font(small, True).get_linesize()
        title = t("city.title", self.lang)
        w = max([font.size(x)[0] for x in lines] + [style.font(small, True).size(title)[0]]) + L.px(36)
        box = pygame.Rect(0, 0, w, th + lh * len(lines) + L.px(12))
        box.center = below.center
        box.clamp_ip(self.rect)
        img = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(img, (12, 14, 24, 235), img.get_rect(), border_radius=L.px(10))
        pygame.draw.rect(img, (*P.NEON_CYAN, 255), img.get_rect(), 2, border_radius=L.px(10))
        P.text(img, title, small, P.NEON_CYAN, (box.w // 2, L.px(4)), "midtop", bold=True)
        for i, line in enumerate(lines):
            P.text(img, line, size, P.INK, (box.w // 2, L.px(4) + th + i * lh + lh // 2), "center", bold=True,
                   max_width=box.w - L.px(12))
        img.set_alpha(int(255 * min(1.0, el * 6 + 0.3)))
        surface.blit(img, box)

    def _draw_director(self, surface: pygame.Surface, L: LY.Layout) -> None:
        """The new director takes the bag: a ring around it while that event plays."""
        if self.playback.director is None:
            return
        start, seat = self.playback.director
        el = self.playback.elapsed - start
        if 0 <= el <= 1.4:
            colour = self.colours[seat % len(self.colours)]
            grow = int(L.px(6) + L.px(10) * math.sin(min(1.0, el / 1.4) * math.pi))
            pygame.draw.rect(surface, colour, L.bag.inflate(grow, grow), max(2, L.px(4)), border_radius=L.px(12))

    def _pulse(self) -> int:
        return int(150 + 100 * (0.5 + 0.5 * math.sin(self.time * 4.0)))

    def _draw_city(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        lang = self.lang
        path = K.EVENT_PATH
        for pos, r in L.tiles.items():
            idx = K.POS_ORDER.index(pos)
            tid = s.layout[idx] if idx < len(s.layout) else ""
            if tid not in K.TILES:
                pygame.draw.rect(surface, (30, 34, 46), r, border_radius=L.px(6))
                continue
            tile = K.TILES[tid]
            style.draw_shadow(surface, r, L.px(6), offset=L.px(3), alpha=120)
            surface.blit(P.tile_surface(tile, r.size, pos in s.destroyed, lang, L), r)
            if tile.slots and pos not in s.destroyed:
                P.draw_informants(surface, r, s.slots[idx], self.colours, self.shapes, bool(tile.shield))
            if self.playback is None:  # while the City phase plays, its tracks place the pieces
                self._draw_pieces(surface, L, s, pos, r)
        # the event path: an arrow on every shared edge it crosses, in walking order
        arrow = max(5, L.px(7))
        for a, b in zip(path, path[1:]):
            if a in L.tiles and b in L.tiles:
                (ax, ay), (bx, by) = L.tiles[a].center, L.tiles[b].center
                mx, my = (ax + bx) / 2, (ay + by) / 2
                dx, dy = (bx - ax) / max(1, abs(bx - ax) + abs(by - ay)), (by - ay) / max(1, abs(bx - ax) + abs(by - ay))
                pts = [(mx + dx * arrow, my + dy * arrow), (mx - dx * arrow - dy * arrow, my - dy * arrow + dx * arrow),
                       (mx - dx * arrow + dy * arrow, my - dy * arrow - dx * arrow)]
                pygame.draw.polygon(surface, (200, 120, 255), pts)
                pygame.draw.polygon(surface, (40, 20, 60), pts, 1)
        if path and path[-1] in L.tiles:  # where criminals leave the city
            r = L.tiles[path[-1]]
            P.sym(surface, "upgrade", (r.centerx, r.y - L.px(2)), L.px(14), (200, 120, 255))
        if path and path[0] in L.tiles:
            r = L.tiles[path[0]]
            pygame.draw.circle(surface, (200, 120, 255), (r.x + L.px(2), r.centery), L.px(5))

    def _draw_route(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        """Before a patrol step is clicked: the route so far and the step (its cost is in the
        location's hover text)."""
        route = self._route(s)
        if route is None:
            return
        path, _words = route
        pts = [L.tiles[p].center for p in path if p in L.tiles]
        colour = self.colours[self.acting % len(self.colours)]
        w = max(3, L.px(5))
        for (ax, ay), (bx, by) in zip(pts, pts[1:]):
            pygame.draw.line(surface, (0, 0, 0), (ax + 2, ay + 2), (bx + 2, by + 2), w + 2)
            pygame.draw.line(surface, colour, (ax, ay), (bx, by), w)
        for p in pts[:-1]:
            pygame.draw.circle(surface, colour, p, w + 2)
        end = pts[-1]
        pygame.draw.circle(surface, (0, 0, 0), end, w * 2 + 3)
        pygame.draw.circle(surface, colour, end, w * 2 + 1, max(2, w // 2 + 1))

    def _draw_effect(self, surface: pygame.Surface, L: LY.Layout, s: Any, e: FX.Effect) -> None:
        r = L.tiles.get(e.pos)
        if r is None:
            return
        intact = None
        if e.kind == "destroyed":  # the location keeps its face until its effect turns it over
            tid = s.layout[K.POS_ORDER.index(e.pos)]
            if tid in K.TILES:
                intact = P.tile_surface(K.TILES[tid], r.size, False, self.lang, L)
                if e.k < 0:
                    surface.blit(intact, r)
        if e.k >= 0:
            FX.draw_effect(surface, r, e, self.lang, L, intact)

    def _draw_pieces(self, surface: pygame.Surface, L: LY.Layout, s: Any, pos: str, r: pygame.Rect) -> None:
        """The police, criminals, assassins, bombs and agents standing on a location (those sliding
        somewhere are drawn by ``_draw_moving``), each remembered for its hover text."""
        pieces: list[tuple] = []
        if s.police == pos and ("police",) not in self.moves:
            pieces.append(("police",))
        pieces += [("crim", c.num) for c in s.criminals if c.pos == pos and ("crim", c.num) not in self.moves]
        pieces += [("assassin", pos) for k in range(s.assassins.count(pos)) if ("assassin", pos, k) not in self.moves]
        bombs = {b.id: b for b in s.bombs if b.pos == pos and ("bomb", b.id) not in self.moves}
        pieces += [("bomb", b.id, b.timer > 0) for b in bombs.values()]
        pieces += [("agent", seat) for seat, p in enumerate(s.players) if p.pos == pos and ("agent", seat) not in self.moves]
        slots = bool(K.TILES[s.layout[K.POS_ORDER.index(pos)]].slots)
        crims = {c.num: c for c in s.criminals}
        for piece, at, rad in PB.spots(L, r, slots, pieces):
            kind = piece[0]
            self.piece_spots.append((piece[:2], at, rad))
            if kind == "police":
                P.police_badge(surface, at, rad)
            elif kind == "crim":
                P.criminal_disc(surface, at, rad, piece[1], crims[piece[1]].defeated)
            elif kind == "assassin":
                P.assassin_disc(surface, at, rad)
            elif kind == "bomb":
                P.bomb_disc(surface, at, rad, bombs[piece[1]].timer)
            else:
                p = s.players[piece[1]]
                P.agent_figure(surface, at, rad, self.colours[piece[1] % len(self.colours)],
                               self.shapes[piece[1] % len(self.shapes)], p.exposed, len(p.custody))

    def _draw_bag_and_deck(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        lang = self.lang
        b = L.bag
        style.panel(surface, b, (34, 30, 46), (120, 90, 160), radius=L.px(10))
        pygame.draw.ellipse(surface, (70, 56, 96), b.inflate(-b.w // 3, -b.h // 3).move(0, b.h // 12))
        pygame.draw.rect(surface, (110, 90, 140), (b.centerx - b.w // 6, b.y + b.h // 5, b.w // 3, b.h // 10),
                         border_radius=3)
        P.text(surface, str(len(s.bag)), L.fs(20), P.INK, (b.centerx, b.centery + b.h // 12), "center", bold=True)
        P.text(surface, t("bag", lang, n=len(s.bag)).split(":")[0], L.fs(14), P.INK_SOFT,
               (b.centerx, b.bottom - L.px(3)), "midbottom", max_width=b.w - 4)
        if 0 <= s.director < len(s.players):  # the director holds the bag
            rr = max(6, L.px(9))
            style.draw_badge(surface, (b.right - rr - 2, b.y + rr + 2), rr, self.colours[s.director],
                             self.shapes[s.director])
        d = L.deck
        cw = int(min(d.w * 0.62, d.h * 0.5))
        card = pygame.Rect(0, 0, cw, int(cw * 1.4))
        card.center = (d.centerx, d.centery - L.px(6))
        for k in range(min(3, max(1, len(s.deck) // 10 + 1))):
            rr = card.move(k * 2, -k * 2)
            pygame.draw.rect(surface, (44, 48, 66), rr, border_radius=L.px(5))
            pygame.draw.rect(surface, P.NEON_CYAN, rr, 1, border_radius=L.px(5))
        P.text(surface, str(len(s.deck)), L.fs(18), P.INK, card.center, "center", bold=True)
        P.text(surface, t("deck", lang, n=len(s.deck)).split(":")[0], L.fs(14), P.INK_SOFT,
               (d.centerx, d.bottom - L.px(2)), "midbottom", max_width=d.w + L.px(8))

    def _draw_cards(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        area = L.cards
        style.panel(surface, area, (26, 30, 44), (50, 58, 80), radius=L.px(8))
        crims = sorted(s.criminals, key=lambda c: c.num)
        self.card_rects = []
        if not crims:
            return
        gap = L.px(8)
        h = area.h - 2 * gap
        w = int(h * 0.68)
        n = len(crims)
        if n * w + (n + 1) * gap > area.w:
            w = (area.w - (n + 1) * gap) // n
            h = min(h, int(w * 1.6))
        x = area.x + gap
        for c in crims:
            r = pygame.Rect(x, area.y + gap, w, h)
            self.card_rects.append((c.num, r))
            hot = ("crim", c.num) in self.choices.by_target
            lift = L.px(4) if r.collidepoint(self.mouse) else 0
            if c.num in self.flips:  # turning face up: the back narrows, then the face widens
                k = min(1.0, self.flips[c.num] / self.FLIP_TIME)
                shown = c if k >= 0.5 else replace(c, card=HIDDEN, face_up=False)
                img = pygame.Surface((r.w + 8, r.h + 8), pygame.SRCALPHA)
                P.draw_card(img, pygame.Rect(4, 4, r.w, r.h), shown, self.lang, self.colours, self.shapes, L, hot)
                w2 = max(2, int((r.w + 8) * abs(1 - 2 * k)))
                img = pygame.transform.smoothscale(img, (w2, r.h + 8))
                surface.blit(img, img.get_rect(center=r.move(0, -lift).center))
            else:
                P.draw_card(surface, r.move(0, -lift), c, self.lang, self.colours, self.shapes, L, hot)
            if c.pos is None and 0 <= c.holder < len(s.players):
                rr = max(6, L.px(8))
                style.draw_badge(surface, (r.right - rr, r.y + rr + L.px(14)), rr, self.colours[c.holder],
                                 self.shapes[c.holder])
            x += w + gap

    def _draw_bomb(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        area = L.cards
        board = s.board
        lang = self.lang
        head = L.fs(15) + L.px(8)
        title = t("bomb.title", lang) + " · " + t("bomb.timer", lang, t=board.timer)
        P.text(surface, title, L.fs(15), (255, 190, 160), (area.x + L.px(4), area.y), bold=True, max_width=area.w)
        # dice rolled and waiting to be placed (right of the board): click one to pick it
        self.pending_dice = []
        body = pygame.Rect(area.x, area.y + head, area.w, max(20, area.h - head))
        pw = int(body.w * 0.3) if board.to_place else 0
        gap = L.px(4)
        size = max(16, min(L.px(32), (pw - 2 * gap) // 3 - gap)) if pw else 0
        per_row = max(1, (pw + gap) // max(1, size + gap)) if pw else 1
        placing = {(a[1], a[2]) for a in self.legal if a and a[0] == "place"}
        if self.chosen_die is None and placing:
            self.chosen_die = next((d for d in board.to_place if d in placing), None)
        for i, d in enumerate(board.to_place):
            row, col = divmod(i, per_row)
            r = pygame.Rect(body.right - pw + col * (size + gap), body.y + row * (size + gap), size, size)
            surface.blit(P.die_image(d[1], d[0], size), r)
            if d == self.chosen_die:
                pygame.draw.rect(surface, P.GLOW, r.inflate(4, 4), 2, border_radius=4)
            self.pending_dice.append((d, r))
        self.bomb_rect = pygame.Rect(body.x, body.y, body.w - pw - (gap if pw else 0), body.h)
        hot = {a[3] for a in self.legal if a and a[0] == "place" and (a[1], a[2]) == self.chosen_die}
        P.draw_bomb_board(surface, self.bomb_rect, board, hot, L)

    def _draw_menu(self, surface: pygame.Surface, L: LY.Layout) -> None:
        box, items = self.menu
        style.panel(surface, box, (30, 34, 50), P.NEON_CYAN, radius=L.px(6), shadow_offset=L.px(4))
        for label, _a, r in items:
            if r.collidepoint(self.mouse):
                pygame.draw.rect(surface, (60, 70, 100), r, border_radius=L.px(4))
            P.text(surface, label, L.fs(15), P.INK, (r.x + L.px(8), r.centery), "midleft", max_width=r.w - L.px(12))
