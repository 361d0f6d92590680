"""The Metro map on the table: the dark board with the faction zones as pools of light, the
stations with their owners and resources, the armies and heroes, the legal targets' glow, the
fight mark, the zoom buttons and the game-over banner (the map picture is kept between frames)."""
from __future__ import annotations

import math

import pygame

import game.games.metro2033.view.paint as P
from game.games.metro2033 import flow, graph
from game.games.metro2033 import text as T
from game.games.metro2033.content import FACTIONS, STATIONS
from game.games.metro2033.view.theme import RGB, THEME
from game.ui import style
from game.ui.render.effects import darken, lighten


class BoardMixin:
    """The map area (mixed into ``Metro2033View``)."""

    def _zone_layer(self) -> pygame.Surface:
        """Faction zones as soft tinted pools of light under their stations (cached per view)."""
        g = self.renderer
        key = (g.zoom, g.offset, tuple(self.map_rect), self._active)
        if self._layer is not None and self._layer_key == key:
            return self._layer
        if self.dragging and self._layer is not None and self._layer_key[0] == g.zoom and self._layer_key[2:] == key[2:]:
            return self._layer  # while dragging the cached pools just slide (see _layer_shift)
        k = 0.5
        w, h = max(1, int(self.map_rect.w * k)), max(1, int(self.map_rect.h * k))
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        r = g.scaled_radius * 2.6 * k
        ox, oy = self.map_rect.topleft
        for sid, st in STATIONS.items():
            if self._active and sid not in self._active:
                continue
            if st.zone in FACTIONS:
                col = P.hex_rgb(FACTIONS[st.zone]["colour"])
            elif st.zone == "polis":
                col = P.POLIS_GOLD
            else:
                col = P.HANSA_BROWN
            x, y = g.node_pos(sid)
            pygame.draw.circle(layer, (*lighten(col, 0.1), 46), ((x - ox) * k, (y - oy) * k), r)
        layer = pygame.transform.smoothscale(layer, self.map_rect.size)
        self._layer, self._layer_key = layer, key
        return layer

    def lit_targets(self) -> set[str]:
        """The stations to light now (cached per state, legal actions and selection)."""
        key = (self._gen, self.acting, self.selected)
        if key != self._targets_key:
            targets = self.map_targets() if self.acting is not None else set()
            self._targets = {self.selected} if self.selected is not None else targets
            self._targets_key = key
        return self._targets

    def _draw_map(self, surface: pygame.Surface) -> None:
        """The still picture of the map is kept between frames (redrawn when the state, zoom or
        pan changes; drawn directly while dragging); glows, hover and buttons go on top."""
        g = self.renderer
        old = surface.get_clip()
        surface.set_clip(self.map_rect)
        targets = self.lit_targets()
        if self.dragging or P.TEXT_LOG is not None:
            self._draw_map_still(surface, targets)
        else:
            key = (g.zoom, g.offset, tuple(self.map_rect), self._gen, self._active, tuple(sorted(targets)), surface.get_size())
            if self._map_cache is None or key != self._map_key:
                cache = self._map_cache
                if cache is None or cache.get_size() != surface.get_size():
                    cache = pygame.Surface(surface.get_size(), 0, surface)  # the same pixel format: a plain copy
                cache.fill(THEME["board"], self.map_rect)
                cache.set_clip(self.map_rect)
                self._draw_map_still(cache, targets)
                self._map_cache, self._map_key = cache, key
            surface.blit(self._map_cache, self.map_rect.topleft, area=self.map_rect)
        self._draw_map_live(surface, targets)
        surface.set_clip(old)

    def _draw_map_still(self, surface: pygame.Surface, targets: set[str]) -> None:
        g, s = self.renderer, self.state
        pygame.draw.rect(surface, (12, 13, 16), self.map_rect, border_radius=10)
        layer = self._zone_layer()
        shift = (0, 0)
        if self._layer_key and self._layer_key[1] != self.renderer.offset:
            shift = (int(self.renderer.offset[0] - self._layer_key[1][0]), int(self.renderer.offset[1] - self._layer_key[1][1]))
        surface.blit(layer, (self.map_rect.x + shift[0], self.map_rect.y + shift[1]))
        hover, g.hover = g.hover, None
        g.draw(surface, time=self.time)
        g.hover = hover
        rad = g.scaled_radius
        owner = s.owner_map()
        for sid, st in STATIONS.items():
            x, y = g.node_pos(sid)
            if not self.map_rect.inflate(40, 40).collidepoint(x, y):
                continue
            if st.type == "polis":
                pygame.draw.aacircle(surface, P.POLIS_GOLD, (x, y), rad * 1.15 + 3, 2)
            elif st.type == "hansa":
                pygame.draw.rect(surface, P.HANSA_BROWN, pygame.Rect(x - rad - 3, y - rad - 3, 2 * rad + 6, 2 * rad + 6), 2,
                                 border_radius=int(rad * 0.6))
            elif st.type == "abandoned":
                d = rad * 0.5
                pygame.draw.line(surface, (30, 30, 30), (x - d, y - d), (x + d, y + d), 2)
                pygame.draw.line(surface, (30, 30, 30), (x - d, y + d), (x + d, y - d), 2)
            if st.home and (not self._active or sid in self._active):
                pygame.draw.aacircle(surface, P.hex_rgb(FACTIONS[st.home]["colour"]), (x, y), rad + 1, 2)
            if sid in owner:
                seat = owner[sid]
                pygame.draw.circle(surface, self._seat_colour(seat), (x, y), rad * 0.62)
                style.draw_shape(surface, self._shape(seat), (x, y), rad * 0.34, style.ink_on(self._seat_colour(seat)))
            if st.res and (not self._active or sid in self._active) and rad >= 7:
                P.res_icon(surface, st.res, (x - rad * 1.05, y - rad * 1.05), rad * 0.42)
        self._draw_names(surface, targets)
        self._draw_armies(surface)
        self._draw_heroes(surface)

    def _draw_fight_mark(self, surface: pygame.Surface, pulse: float) -> None:
        """The station fought over, while the fight is on the table and a moment after it: a red
        pulsing ring with two crossed blades above it."""
        m = self._fight_model()
        if m is None or not m.get("station") or not (m["live"] or self.fight_flash > 0):
            return
        g = self.renderer
        x, y = g.node_pos(m["station"])
        rad = g.scaled_radius * g.nodes[m["station"]].radius
        red = (232, 70, 56)
        pygame.draw.aacircle(surface, (40, 8, 6), (x, y), rad + 9 + 2 * pulse, 6)
        pygame.draw.aacircle(surface, red, (x, y), rad + 9 + 2 * pulse, 3)
        d = max(6.0, rad * 0.7)
        cx, cy = x, y - rad - 12 - d
        for sx in (-1, 1):  # two blades crossing, hilts in red
            pygame.draw.line(surface, (20, 20, 22), (cx - sx * d, cy - d), (cx + sx * d, cy + d), 6)
            pygame.draw.line(surface, (230, 230, 236), (cx - sx * d, cy - d), (cx + sx * d, cy + d), 3)
            pygame.draw.circle(surface, red, (cx + sx * d, cy + d), 3)

    def _draw_map_live(self, surface: pygame.Surface, targets: set[str]) -> None:
        """What moves or follows the pointer: the legal targets' pulsing glow, the selection,
        the hovered station and hero reach, the zoom buttons and the game-over banner."""
        g, s = self.renderer, self.state
        rad = g.scaled_radius
        pulse = 0.5 + 0.5 * math.sin(self.time * 4.0)
        glow = (245, 248, 255)
        for sid in targets:
            x, y = g.node_pos(sid)
            r = rad * g.nodes[sid].radius + 4 + 3 * pulse
            pygame.draw.aacircle(surface, darken(glow, 0.85), (x, y), r, 5)
            pygame.draw.aacircle(surface, glow, (x, y), r, 3)
        if self.selected is not None:
            x, y = g.node_pos(self.selected)
            pygame.draw.aacircle(surface, lighten(glow, 0.4), (x, y), rad * g.nodes[self.selected].radius + 6, 3)
        if g.hover is not None:
            x, y = g.node_pos(g.hover)
            pygame.draw.aacircle(surface, (255, 255, 255), (x, y), rad * g.nodes[g.hover].radius + 2, 2)
        for sid, colour in self._hover_stations():  # the hovered faction card's homes, a player's stations
            x, y = g.node_pos(sid)
            pygame.draw.aacircle(surface, (8, 8, 10), (x, y), rad * g.nodes[sid].radius + 7, 6)
            pygame.draw.aacircle(surface, colour, (x, y), rad * g.nodes[sid].radius + 7, 4)
        for sid in self._hover_reach():
            x, y = g.node_pos(sid)
            pygame.draw.aacircle(surface, (60, 190, 255), (x, y), rad + 3, 4)
        self._draw_fight_mark(surface, pulse)
        self._draw_hover_name(surface)
        self._draw_zoom_buttons(surface)
        if s.phase == "over" or (not s.stack and s.winner >= 0):
            self._draw_game_over(surface)

    def _hero_spots(self) -> list[tuple[int, tuple[float, float], float]]:
        g, s = self.renderer, self.state
        out = []
        by_station: dict[str, list[int]] = {}
        for i, p in enumerate(s.players):
            if p.hero and p.hero_at:
                by_station.setdefault(p.hero_at, []).append(i)
        h = max(g.scaled_radius * 2.3, self.px(16))
        for st, seats in by_station.items():
            x, y = g.node_pos(st)
            for k, seat in enumerate(seats):
                bx = x + g.scaled_radius * 0.9 + k * h * 0.55
                out.append((seat, (bx, y - g.scaled_radius * 0.2), h))
        return out

    def _hero_at_pos(self, pos: tuple[int, int]) -> int | None:
        for seat, (bx, by), h in reversed(self._hero_spots()):
            if pygame.Rect(int(bx - h * 0.32), int(by - h * 1.15), int(h * 0.64), int(h * 1.15)).collidepoint(pos):
                return seat
        return None

    def _hover_stations(self) -> list[tuple[str, RGB]]:
        """Stations lit by what the pointer is on in the column: a faction card lights its home
        stations in the faction's colour (the draft, the setup), a player's row its stations."""
        item = next(((k, p) for r, k, p in reversed(self._prev_hot) if r.collidepoint(self.mouse)), None)
        if item is None:
            return []
        kind, payload = item
        if kind in ("card", "hand") and payload in FACTIONS:
            colour = lighten(P.hex_rgb(FACTIONS[payload]["colour"]), 0.35)
            return [(h, colour) for h in FACTIONS[payload]["homes"]]
        if kind == "seat" and self.state is not None and payload < len(self.state.players):
            return [(st, self._seat_colour(payload)) for st in self.state.players[payload].stations]
        return []

    def _hover_reach(self) -> frozenset[str]:
        """The stations the hovered hero can end on within its speed (the engine's graph helper)."""
        if not self.map_rect.collidepoint(self.mouse) or self.dragging:
            return frozenset()
        seat = self._hero_at_pos(self.mouse)
        if seat is None:
            return frozenset()
        p = self.state.players[seat]
        if not p.hero_at or not self._active:
            return frozenset()
        return graph.hero_reach(p.hero_at, flow.hero_speed(p), self._active) - {p.hero_at}

    # ----- armies (no map position in the rules: shown at home, where they "return") ------------
    def _army_station(self, seat: int) -> str | None:
        """Where a seat's army piece stands: at the station it fights over while a fight is on
        the table, else its first held home station, else its first station."""
        c = self.state.combat
        if c is not None and c.station and ((c.attacker == seat and c.att_unit == "army")
                                            or (c.defender == seat and c.def_unit == "army")):
            return c.station
        p = self.state.players[seat]
        if not p.faction or not p.stations:
            return None
        homes = [st for st in p.stations if STATIONS[st].home == p.faction]
        return (homes or list(p.stations))[0]

    def _army_spots(self) -> list[tuple[int, tuple[float, float], float]]:
        g = self.renderer
        out = []
        rad = max(float(self.px(9)), min(g.scaled_radius * 0.8, float(self.px(13))))
        c = self.state.combat
        for seat in range(len(self.state.players)):
            st = self._army_station(seat)
            if st is None:
                continue
            x, y = g.node_pos(st)
            side = 1 if c is not None and st == c.station and seat == c.defender else -1  # the defender on the right
            out.append((seat, (x + side * g.scaled_radius * 1.05, y + g.scaled_radius * 1.05), rad))
        return out

    def _army_at_pos(self, pos: tuple[int, int]) -> int | None:
        for seat, (x, y), r in reversed(self._army_spots()):
            if math.hypot(pos[0] - x, pos[1] - y + r * 0.2) <= r + 2:
                return seat
        return None

    def _draw_armies(self, surface: pygame.Surface) -> None:
        """Each army as a small stack of discs in its seat's colour with its strength on top."""
        size = self.fs(14)
        for seat, (x, y), r in self._army_spots():
            col = self._seat_colour(seat)
            p = self.state.players[seat]
            for k in (2, 1, 0):  # the stack: lower discs peek out below
                c = (x, y + k * r * 0.18)
                pygame.draw.circle(surface, (10, 10, 12), (c[0] + 1, c[1] + 2), r + 1)
                pygame.draw.circle(surface, darken(col, 0.35 if k else 0.0), c, r)
                pygame.draw.circle(surface, darken(col, 0.55), c, r, 1)
            P.text(surface, str(p.army), size, style.ink_on(col), (x, y), "center", bold=True)

    def army_info(self, seat: int) -> tuple[str, str]:
        p = self.state.players[seat]
        st = self._army_station(seat)
        lines = [self.t("army.strength", a=p.army), self.t("army.where", st=T.st_name(st, self.lang) if st else "–")]
        return self.t("army.title", who=self.who(seat)), "\n".join(lines)

    def _draw_heroes(self, surface: pygame.Surface) -> None:
        for seat, base, h in self._hero_spots():
            P.hero_figure(surface, base, h, self._seat_colour(seat), self._shape(seat), self._wounded(seat),
                          self.ctx.show_shapes)

    def _draw_zoom_buttons(self, surface: pygame.Surface) -> None:
        size = self.px(30)
        x = self.map_rect.right - size - self.px(8)
        y = self.map_rect.y + self.px(8)
        for kind, label in (("in", "+"), ("out", "−"), ("fit", self.t("zoom.fit"))):
            w = size if kind != "fit" else max(size, P.get_font(self.fs(14)).size(label)[0] + self.px(14))
            r = pygame.Rect(self.map_rect.right - w - self.px(8), y, w, size)
            hot = r.collidepoint(self.mouse)
            pygame.draw.rect(surface, THEME["panel_hi"] if hot else THEME["panel"], r, border_radius=6)
            pygame.draw.rect(surface, THEME["accent"] if hot else THEME["edge"], r, 1, border_radius=6)
            P.text(surface, label, self.fs(14) if kind == "fit" else self.fs(18), THEME["ink"], r.center, "center", bold=True)
            self.buttons.append((r, kind))
            y += size + self.px(6)
        del x

    def _draw_game_over(self, surface: pygame.Surface) -> None:
        s = self.state
        msg = self.t("over.win", who=self.who(s.winner)) if s.winner >= 0 else self.t("over.none")
        why = self.t(f"over.{s.end_reason}") if s.winner >= 0 and s.end_reason in ("vp", "polis", "limit") else ""
        size, small = self.fs(24), self.fs(15)
        max_w = self.map_rect.w - self.px(40)
        f, fs_ = P.get_font(size, True), P.get_font(small)
        lines = P.wrap(msg, f, max_w - self.px(32))
        sub = P.wrap(why, fs_, max_w - self.px(32)) if why else []
        w = min(max_w, max([f.size(t)[0] for t in lines] + [fs_.size(t)[0] for t in sub]) + self.px(32))
        h = len(lines) * f.get_linesize() + len(sub) * fs_.get_linesize() + self.px(18)
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (self.map_rect.centerx, self.map_rect.bottom - self.px(16))
        style.draw_shadow(surface, r, 10)
        pygame.draw.rect(surface, THEME["panel"], r, border_radius=10)
        pygame.draw.rect(surface, THEME["accent"], r, 2, border_radius=10)
        y = r.y + self.px(9)
        for t in lines:
            P.text(surface, t, size, THEME["accent"], (r.centerx, y), "midtop", bold=True)
            y += f.get_linesize()
        for t in sub:
            P.text(surface, t, small, THEME["ink_soft"], (r.centerx, y), "midtop")
            y += fs_.get_linesize()
