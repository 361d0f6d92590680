"""The Android table's map: New Angeles, the Beanstalk and the Moon (the still layer of
districts, grid, discs and names, cached per zoom), and over it the pieces, lit moves with
their Time, the ruler's reach, a previewed route with Confirm, banners and the zoom buttons.

Mixed into ``AndroidView`` (``table.py``): the methods use its state, fonts, words and ``hot`` list."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.games.android import scoring
from game.games.android import text as AT
from game.games.android.content import CONTENT
from game.games.android.view.theme import (
    DISTRICT_COLOURS,
    FILE_COLOURS,
    FLIGHT,
    GRID,
    LOC,
    QUALITY_SHAPES,
    ROUTE_KINDS,
    THEME,
    map_bounds,
)
from game.ui import style
from game.ui.render.effects import darken, lighten
from game.ui.render.fonts import get_font, render_text
from game.ui.render.textfit import ellipsize


class CityMap:
    """Drawing the map and everything standing on it."""

    def _draw_map(self, surface: pygame.Surface) -> None:
        g = self.renderer
        if g is None:
            return
        targets = self.map_targets()
        key = (tuple(self.map_rect), g.zoom, g.offset, self.lang, surface.get_size(), frozenset(targets),
               tuple(tuple(r) for r, _k in self.buttons))
        surface.blit(self._cached_layer("map", key, surface, lambda layer: self._paint_still_map(layer, targets)),
                     self.map_rect)
        old = surface.get_clip()
        surface.set_clip(self.map_rect)
        self._draw_glow(surface, targets)
        self._draw_reach(surface)
        self._draw_pieces(surface)
        self._draw_costs(surface, targets)
        self._draw_route(surface)
        surface.set_clip(old)
        self._draw_zoom_buttons(surface)
        self._draw_interruption(surface)
        if self.state.over:
            self._banner(surface, self.verdict())

    def _cached_layer(self, name: str, key: Any, surface: pygame.Surface, paint: Any) -> pygame.Surface:
        """A slow, still layer of the map, drawn once per view (zoom, pan, size, language, lit
        places) and blitted every frame after: the table keeps 60 frames per second."""
        cache = self.__dict__.setdefault("_layers", {})
        hit = cache.get(name)
        if hit is not None and hit[0] == key:
            return hit[1]
        full = pygame.Surface(surface.get_size())
        full.fill((8, 14, 28))
        full.set_clip(self.map_rect)
        paint(full)
        layer = full.subsurface(self.map_rect.clip(full.get_rect())).copy()
        cache[name] = (key, layer)
        return layer

    def _paint_still_map(self, surface: pygame.Surface, targets: set[str]) -> None:
        """District tints, the grid, edges and discs (the renderer's base), quality marks and names."""
        g = self.renderer
        self._draw_districts(surface)
        self._draw_grid(surface)
        if g._base is None:
            g._base = g._render_base()
        surface.blit(g._base, g.rect.topleft)
        self._draw_marks(surface)
        self._draw_labels(surface, targets)

    def _draw_interruption(self, surface: pygame.Surface) -> None:
        """An "ask me" dark-card prompt (8.2.1): a banner naming the card and its target over the
        map, and a ring around the target's figure."""
        s = self.state
        head = s.queue[0] if s.queue else ()
        if self.acting is None or len(head) < 4 or head[0] != "ask" or not 0 <= head[2] < len(s.players):
            return
        target = head[2]
        loc = s.players[target].location
        if loc in self.renderer.nodes:
            x, y = self.renderer.node_pos(loc)
            pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
            pygame.draw.circle(surface, (190, 120, 255), (int(x), int(y)),
                               int(self.renderer.scaled_radius * 2.2 + 4 * pulse), 3)
        self._banner(surface, self.t("ask_banner", c=self.card_name(head[3]), who=self.who(target)), top=True)

    def _draw_glow(self, surface: pygame.Surface, targets: set[str]) -> None:
        """What moves on the still map: the pulse of lit places, the hovered and the picked disc."""
        g = self.renderer
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4.0)
        for lid in targets:
            if lid in g.nodes:
                x, y = g.node_pos(lid)
                r = g.scaled_radius * g.nodes[lid].radius + 4 + 3 * pulse
                colour = FLIGHT if self.flight_only(lid) else g.highlight_colour  # reached only by dropship
                pygame.draw.aacircle(surface, darken(colour, 0.85), (x, y), r, 5)
                pygame.draw.aacircle(surface, colour, (x, y), r, 3)
        if g.hover is not None and g.hover in g.nodes:
            x, y = g.node_pos(g.hover)
            pygame.draw.aacircle(surface, (255, 255, 255), (x, y), g.scaled_radius * g.nodes[g.hover].radius + 2, 2)
        card = self.map_pick_card()
        if card is not None:  # the place the orders tab's condition names
            lid = self.order_pick(card).partition(":")[2]
            if lid in g.nodes:
                x, y = g.node_pos(lid)
                pygame.draw.aacircle(surface, (190, 120, 255), (x, y), g.scaled_radius * g.nodes[lid].radius + 6, 3)
        sel = self._selected_target()
        if sel is not None and sel in g.nodes:
            x, y = g.node_pos(sel)
            pygame.draw.aacircle(surface, lighten(g.highlight_colour, 0.4), (x, y),
                                 g.scaled_radius * g.nodes[sel].radius + 6, 3)

    def _draw_districts(self, surface: pygame.Surface) -> None:
        """District tints behind the discs (district colours never on the discs: spec 9.2) and
        the names of the two cities."""
        g = self.renderer
        pad = g.scaled_radius * 1.7
        boxes: dict[str, pygame.Rect] = {}
        for lid, loc in LOC.items():
            x, y = g.node_pos(lid)
            dot = pygame.Rect(int(x - pad), int(y - pad), int(2 * pad), int(2 * pad))
            boxes[loc.district] = boxes[loc.district].union(dot) if loc.district in boxes else dot
        layer = pygame.Surface(self.map_rect.size, pygame.SRCALPHA)
        for dist, box in boxes.items():
            col = DISTRICT_COLOURS.get(dist)
            if col is None:
                continue
            r = box.move(-self.map_rect.x, -self.map_rect.y)
            pygame.draw.rect(layer, (*col, 26), r, border_radius=int(pad))
            pygame.draw.rect(layer, (*col, 70), r, 2, border_radius=int(pad))
        surface.blit(layer, self.map_rect.topleft)
        self.district_boxes = boxes

    def _draw_city_names(self, surface: pygame.Surface, taken: list[pygame.Rect]) -> None:
        """The names of the two cities, at the first corner of their districts that covers
        no place name or disc."""
        boxes = getattr(self, "district_boxes", {})
        g = self.renderer
        discs = []
        for lid in LOC:
            x, y = g.node_pos(lid)
            rr = g.scaled_radius * g.nodes[lid].radius
            discs.append(pygame.Rect(int(x - rr), int(y - rr), int(2 * rr), int(2 * rr)))
        for city, dists in (("earth", ("Yellow", "Orange", "Blue", "Red")), ("moon", ("Grey", "White")),
                            ("stalk", ("Yellow",))):
            rects = [boxes[d] for d in dists if d in boxes]
            if not rects:
                continue
            area = rects[0].unionall(rects[1:])
            img = render_text(self.t(f"city.{city}"), self.fs(15), (150, 180, 220), bold=True)
            r = img.get_rect()
            below = [r.move(xx, area.bottom + dy) for dy in (2, r.h // 2, r.h) for xx in
                     (area.x + 4, area.centerx - r.w // 2, area.right - r.w - 4)]
            above = [r.move(xx, area.y - r.h - dy) for dy in (2, r.h // 2) for xx in
                     (area.right - r.w - 4, area.x + 4, area.centerx - r.w // 2)]
            spots = above + below if city == "moon" else below + above
            spots.append(self._beside_stalk(r) if city == "stalk" else spots[0])
            if city == "stalk":
                spots = [spots[-1]]
            m, band = self.map_rect, self.grid_band
            free = pygame.Rect(m.x + band, m.y + band, m.w - band - 4, m.h - band - 4)
            for spot in spots + [spots[0]]:
                if free.contains(spot) and not any(spot.colliderect(o) for o in taken + discs):
                    break
            taken.append(spot)
            surface.blit(img, spot)

    def _beside_stalk(self, r: pygame.Rect) -> pygame.Rect:
        """Where the Beanstalk's name goes: right of the middle of its line."""
        g = self.renderer
        pts = [g.node_pos(lid) for lid in CONTENT.beanstalk if lid in g.nodes]
        x, y = pts[len(pts) // 2] if pts else self.map_rect.center
        return r.move(int(x + g.scaled_radius * 1.4), int(y - r.h // 2))

    def world_to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        """A point of the printed map (map.json units, 100 to a grid square) on the screen."""
        g = self.renderer
        x0, y0, x1, y1 = map_bounds()
        return g.to_screen((g.inner.x + (wx - x0) / (x1 - x0) * g.inner.w,
                            g.inner.y + (wy - y0) / (y1 - y0) * g.inner.h))

    @property
    def grid_band(self) -> int:
        """Width of the band along the map's top and left edges holding the grid letters."""
        return get_font(self.fs(14), bold=True).get_linesize()

    def _draw_grid(self, surface: pygame.Surface) -> None:
        """The printed map's A-L / 1-8 grid (spec 9.2): faint square lines and the letters and
        numbers along the top and left edges of the map, following zoom and pan."""
        m = self.map_rect
        cols, rows = GRID
        left, top = self.world_to_screen(0, 0)
        right, bottom = self.world_to_screen(cols * 100, rows * 100)
        line = (26, 40, 66)
        for i in range(cols + 1):
            x = int(left + (right - left) * i / cols)
            pygame.draw.line(surface, line, (x, max(m.y, int(top))), (x, min(m.bottom, int(bottom))))
        for j in range(rows + 1):
            y = int(top + (bottom - top) * j / rows)
            pygame.draw.line(surface, line, (max(m.x, int(left)), y), (min(m.right, int(right)), y))
        ink = (120, 150, 196)
        bw = self.grid_band
        band = pygame.Surface((m.w, bw), pygame.SRCALPHA)
        band.fill((6, 10, 22, 200))
        surface.blit(band, m.topleft)
        band = pygame.Surface((bw, m.h), pygame.SRCALPHA)
        band.fill((6, 10, 22, 200))
        surface.blit(band, m.topleft)
        for i in range(cols):
            x = left + (right - left) * (i + 0.5) / cols
            if m.x + bw < x < m.right - 6:
                img = render_text("ABCDEFGHIJKL"[i], self.fs(14), ink, bold=True)
                surface.blit(img, img.get_rect(center=(int(x), m.y + bw // 2)))
        for j in range(rows):
            y = top + (bottom - top) * (j + 0.5) / rows
            if m.y + bw < y < m.bottom - 6:
                img = render_text(str(j + 1), self.fs(14), ink, bold=True)
                surface.blit(img, img.get_rect(center=(m.x + bw // 2, int(y))))

    def verdict(self) -> str:
        """Game over: who is convicted (spec 8.14; every token is face up by then)."""
        s = self.state
        if any(t.code is HIDDEN for x in s.suspects for t in x.tokens):
            return self.t("over")
        killer = scoring.murderer(s)
        if killer is None:
            return self.t("over") + " · " + self.t("nobody")
        return self.t("over") + " · " + self.t("convicted", s=AT.sus_name(killer, self.lang))

    def _selected_target(self) -> str | None:
        return self.target_of(self.selected) if self.selected is not None else None

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        s, g = self.state, self.renderer
        r = max(9, int(g.scaled_radius * 0.6))
        by_loc: dict[str, list[int]] = {}
        for i, p in enumerate(s.players):
            if p.location in LOC:
                by_loc.setdefault(p.location, []).append(i)
        for lid, seats in by_loc.items():
            x, y = g.node_pos(lid)
            nr = g.scaled_radius * g.nodes[lid].radius
            for k, seat in enumerate(seats):
                ang = math.radians(200 + 50 * k)
                c = (int(x + math.cos(ang) * (nr + r * 0.6)), int(y + math.sin(ang) * (nr + r * 0.6)))
                shape = self.ctx.shapes[seat] if seat < len(self.ctx.shapes) else "circle"
                style.draw_badge(surface, c, r, self.seat_colour(seat), shape, self.ctx.show_shapes)
                self.hot.append((pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), "detective", seat))
        for lead in s.leads:
            if lead.location in LOC:
                x, y = g.node_pos(lead.location)
                nr = g.scaled_radius * g.nodes[lead.location].radius
                c = (x + nr * 0.9, y - nr * 0.9)
                d = max(5, int(r * 0.8))
                pts = [(c[0], c[1] - d), (c[0] + d, c[1]), (c[0], c[1] + d), (c[0] - d, c[1])]
                pygame.draw.polygon(surface, FILE_COLOURS.get(lead.kind, (255, 255, 255)), pts)
                pygame.draw.polygon(surface, (10, 10, 20), pts, 2)
                self.hot.append((pygame.Rect(int(c[0] - d), int(c[1] - d), 2 * d, 2 * d), "lead", lead.id))
        for which, letter in (("lily", "L"), ("jimmy", "J")):
            lid = getattr(s, which)
            if lid in LOC:
                x, y = g.node_pos(lid)
                nr = g.scaled_radius * g.nodes[lid].radius
                c = (x + nr, y + nr * 0.6)
                pygame.draw.rect(surface, (255, 236, 150), (c[0] - r * 0.8, c[1] - r * 0.8, r * 1.6, r * 1.6),
                                 border_radius=3)
                img = render_text(letter, 14, (30, 20, 10), bold=True)
                surface.blit(img, img.get_rect(center=c))
                self.hot.append((pygame.Rect(int(c[0] - r * 0.8), int(c[1] - r * 0.8), int(r * 1.6), int(r * 1.6)),
                                 "npc", which))
        for seat, p in enumerate(s.players):  # warrant markers on restricted places
            for k, lid in enumerate(p.warrants):
                if lid in LOC:
                    x, y = g.node_pos(lid)
                    nr = g.scaled_radius * g.nodes[lid].radius
                    wr = pygame.Rect(int(x + nr * 0.4 + k * 8), int(y - nr - 4), 9, 9)
                    pygame.draw.rect(surface, self.seat_colour(seat), wr)
                    pygame.draw.rect(surface, (10, 10, 20), wr, 1)
                    self.hot.append((wr, "warrant", seat))
        self._draw_event_markers(surface, r)
        murder = CONTENT.murders.get(s.murder)
        if murder is not None and murder.crime_scene in g.nodes:
            x, y = g.node_pos(murder.crime_scene)
            nr = g.scaled_radius * g.nodes[murder.crime_scene].radius
            pygame.draw.circle(surface, THEME["danger"], (x, y), nr + 3, 2)
            pygame.draw.circle(surface, THEME["danger"], (x, y), nr + 7, 1)
            if 0 <= s.crime_hero < len(s.players):
                style.draw_badge(surface, (int(x - nr), int(y + nr)), max(7, r - 2), self.seat_colour(s.crime_hero),
                                 self.ctx.shapes[s.crime_hero] if s.crime_hero < len(self.ctx.shapes) else "circle",
                                 self.ctx.show_shapes)

    def event_places(self) -> dict[str, list[str]]:
        """Events in effect whose ability (and NPC) sits at a place: place -> event ids."""
        s = self.state
        live = [e for e, on in s.track if on]
        if s.specific_active and s.specific not in ("", HIDDEN):
            live.append(s.specific)
        out: dict[str, list[str]] = {}
        for eid in live:
            ev = CONTENT.events.get(eid) if isinstance(eid, str) else None
            ab = ev.data.get("ability") if ev is not None else None
            if isinstance(ab, dict) and ab.get("location") in LOC:
                out.setdefault(ab["location"], []).append(eid)
        return out

    def _draw_event_markers(self, surface: pygame.Surface, r: int) -> None:
        """An NPC (or event) marker where an event in effect offers its ability: the NPC's
        initial on an amber tag, "!" for an event without an NPC."""
        g = self.renderer
        for lid, eids in self.event_places().items():
            x, y = g.node_pos(lid)
            nr = g.scaled_radius * g.nodes[lid].radius
            for k, eid in enumerate(eids):
                ev = CONTENT.events[eid]
                c = (int(x - nr - r * 0.3 - k * r * 1.5), int(y - nr * 0.7))
                tag = pygame.Rect(0, 0, int(r * 1.4), int(r * 1.4))
                tag.center = c
                pygame.draw.rect(surface, (255, 190, 90), tag, border_radius=tag.w // 2)
                pygame.draw.rect(surface, (40, 20, 6), tag, 1, border_radius=tag.w // 2)
                letter = AT.npc_name(ev.npc, self.lang)[:1] if ev.npc else "!"
                img = render_text(letter, 14, (40, 20, 6), bold=True)
                surface.blit(img, img.get_rect(center=tag.center))
                self.hot.append((tag, "event_marker", eid))

    def _draw_reach(self, surface: pygame.Surface) -> None:
        """The ruler's reach around the acting detective (spec 9.4) while he may move."""
        s, g = self.state, self.renderer
        if self.acting is None or s.active != self.acting or not any(a[0] == "move" for a in self.legal):
            return
        p = s.players[s.active]
        det = CONTENT.detectives.get(p.detective)
        if det is None or p.location not in g.nodes or LOC[p.location].city == "beanstalk":
            return
        x0, y0, x1, y1 = map_bounds()  # the map is stretched to the view: the reach is an ellipse
        rx = det.ruler * g.inner.w / (x1 - x0) * g.zoom
        ry = det.ruler * g.inner.h / (y1 - y0) * g.zoom
        cx, cy = g.node_pos(p.location)
        pygame.draw.ellipse(surface, (90, 200, 220), pygame.Rect(int(cx - rx), int(cy - ry), int(2 * rx), int(2 * ry)), 1)

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """Quality shapes on the discs and the restricted slash (a still layer, see _cached_layer)."""
        g = self.renderer
        for lid, loc in LOC.items():
            x, y = g.node_pos(lid)
            if not self.map_rect.collidepoint(x, y):
                continue
            nr = g.scaled_radius * g.nodes[lid].radius
            if loc.major:  # a major location's picture frame
                frame = pygame.Rect(0, 0, int(2 * nr + 8), int(2 * nr + 8))
                frame.center = (int(x), int(y))
                pygame.draw.rect(surface, (200, 216, 240), frame, 2, border_radius=4)
            style.draw_shape(surface, QUALITY_SHAPES[loc.quality], (x, y), max(4, nr * 0.42), (12, 18, 34))
            if loc.restricted:
                pygame.draw.line(surface, THEME["danger"], (x - nr * 0.8, y + nr * 0.8), (x + nr * 0.8, y - nr * 0.8), 3)

    def _draw_labels(self, surface: pygame.Surface, targets: set[str]) -> None:
        """Names under the discs where they fit: lit places first, then major ones, then the
        rest; a name that would cover another is left out (zoom in or hover to read it)."""
        g = self.renderer
        size = max(14, min(self.fs(16), int(g.scaled_radius * 1.1)))
        order = sorted(LOC, key=lambda lid: (lid not in targets, not LOC[lid].major, lid))
        discs = {lid: pygame.Rect(0, 0, 0, 0) for lid in LOC}
        for lid in LOC:
            x, y = g.node_pos(lid)
            rr = g.scaled_radius * g.nodes[lid].radius * 0.7
            discs[lid] = pygame.Rect(int(x - rr), int(y - rr), int(2 * rr), int(2 * rr))
        taken: list[pygame.Rect] = [r.inflate(6, 6) for r, _k in self.buttons]  # the zoom buttons (last frame)
        for lid in order:
            x, y = g.node_pos(lid)
            if not self.map_rect.collidepoint(x, y):
                continue
            img = render_text(self.loc_name(lid), size, (224, 238, 255), bold=lid in targets)
            nr = g.scaled_radius * g.nodes[lid].radius + 2
            m, band = self.map_rect, self.grid_band
            inside = pygame.Rect(m.x + band, m.y + band, m.w - band - 4, m.h - band - 4)
            for rr in (img.get_rect(midtop=(x, y + nr)), img.get_rect(midbottom=(x, y - nr))):  # under, else over
                rr.clamp_ip(inside)  # a name at the edge moves in, never cut
                if not any(rr.colliderect(o) for o in taken) and not any(
                        rr.colliderect(d) for k, d in discs.items() if k != lid):
                    break
            else:
                continue
            taken.append(rr)
            shade = pygame.Surface(rr.inflate(6, 0).size, pygame.SRCALPHA)
            shade.fill((4, 8, 18, 170))
            surface.blit(shade, rr.inflate(6, 0))
            surface.blit(img, rr)
        self._draw_city_names(surface, taken)

    def flight_only(self, lid: str) -> bool:
        """A lit place the detective reaches only by dropship (it glows amber, not cyan)."""
        acts = self.location_actions(lid)
        return bool(acts) and all(a[0] == "fly" for a in acts)

    def _draw_costs(self, surface: pygame.Surface, targets: set[str]) -> None:
        g = self.renderer
        for lid in targets:
            acts = self.location_actions(lid)
            cost = self.cost_of(acts[0]) if acts else None
            if cost is None:
                continue
            x, y = g.node_pos(lid)
            label = str(cost)
            img = render_text(label, self.fs(14), (6, 20, 30), bold=True)
            rr = img.get_rect(center=(x, y)).inflate(8, 2)
            pygame.draw.rect(surface, FLIGHT if self.flight_only(lid) else (160, 255, 236), rr, border_radius=rr.h // 2)
            surface.blit(img, img.get_rect(center=rr.center))

    def _draw_route(self, surface: pygame.Surface) -> None:
        s, g = self.state, self.renderer
        dest = self._selected_target()
        if dest is None:
            return
        here = s.players[s.active].location if 0 <= s.active < len(s.players) else None
        if self.selected[0] in ROUTE_KINDS and here in g.nodes:
            a, b = g.node_pos(here), g.node_pos(dest)
            pygame.draw.line(surface, (10, 30, 40), a, b, 7)
            pygame.draw.line(surface, (150, 255, 235), a, b, 3)
            cost = self.cost_of(self.selected)
            label = self.t("route", a=self.loc_name(here), b=self.loc_name(dest), n=cost if cost is not None else "?")
        else:
            label = self.loc_name(dest)
        box = self._banner(surface, label, top=True)
        self.draw_confirm(surface, box.centerx, box.bottom + self.px(6))

    def draw_confirm(self, surface: pygame.Surface, cx: int, y: int) -> pygame.Rect:
        """Confirm / Cancel under a previewed move or placement (also: a second click, Enter)."""
        size = self.fs(15)
        f = get_font(size, bold=True)
        h = f.get_linesize() + self.px(8)
        opts = [a for a in self.options if a in self.legal] if len(self.options) > 1 else [self.selected]
        words = []
        for a in opts:
            if len(opts) == 1:
                words.append(("confirm", self.t("confirm"), a))
                continue
            word = self.choice_label(a)  # the order names its cost
            words.append(("confirm", word, a))
        words.append(("cancel", self.t("cancel"), None))
        room = max(self.px(120), (self.map_rect.w if cx < self.map_rect.right else self.side.w) - self.px(20))
        widths = [min(room, f.size(w)[0] + self.px(24)) for _k, w, _a in words]
        stacked = sum(widths) + self.px(8) * len(widths) > room
        x = cx - (sum(widths) + self.px(8)) // 2 if not stacked else cx - max(widths) // 2
        out = pygame.Rect(x, y, 0, h)
        for (kind, word, a), w in zip(words, widths):
            if stacked:
                x = cx - w // 2
            r = pygame.Rect(x, y, w, h)
            word = ellipsize(word, f, w - self.px(12))
            hot = r.collidepoint(self.mouse)
            fill = (40, 150, 140) if kind == "confirm" else THEME["panel_hi"]
            pygame.draw.rect(surface, lighten(fill, 0.15) if hot else fill, r, border_radius=8)
            pygame.draw.rect(surface, THEME["accent"], r, 1, border_radius=8)
            img = render_text(word, size, THEME["ink"], bold=True)
            surface.blit(img, img.get_rect(center=r.center))
            self.hot.append((r, kind, a))
            out.union_ip(r)
            if stacked:
                y += h + self.px(4)
            else:
                x += w + self.px(8)
        return out

    def _banner(self, surface: pygame.Surface, label: str, top: bool = False) -> pygame.Rect:
        size = self.fs(18)
        f = get_font(size, bold=True)
        label = ellipsize(label, f, self.map_rect.w - self.px(40))
        img = render_text(label, size, THEME["ink"], bold=True)
        rect = img.get_rect()
        rect.midtop = (self.map_rect.centerx, self.map_rect.y + self.px(8)) if top else self.map_rect.center
        box = rect.inflate(self.px(24), self.px(12))
        pygame.draw.rect(surface, THEME["panel"], box, border_radius=8)
        pygame.draw.rect(surface, THEME["accent"], box, 2, border_radius=8)
        surface.blit(img, rect)
        return box

    def _draw_zoom_buttons(self, surface: pygame.Surface) -> None:
        self.buttons = []
        size = self.fs(16)
        bw = self.px(34)
        x = self.map_rect.right - self.px(8)
        y = self.map_rect.bottom - bw - self.px(8)
        for kind, label in (("fit", self.t("fit")), ("out", "−"), ("in", "+")):
            w = max(bw, get_font(size).size(label)[0] + self.px(14))
            r = pygame.Rect(x - w, y, w, bw)
            x -= w + self.px(6)
            hot = r.collidepoint(self.mouse)
            pygame.draw.rect(surface, THEME["panel_hi"] if hot else THEME["panel"], r, border_radius=6)
            pygame.draw.rect(surface, THEME["edge"], r, 1, border_radius=6)
            img = render_text(label, size, THEME["ink"])
            surface.blit(img, img.get_rect(center=r.center))
            self.buttons.append((r, kind))
