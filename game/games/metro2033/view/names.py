"""Station names on the Metro map: which names take part at the current zoom, in what order,
where each goes (``labels.place_labels``) and how they are drawn, plus the hovered station's own
name on top."""
from __future__ import annotations

import math
from typing import Any

import pygame

import game.games.metro2033.view.labels as L
import game.games.metro2033.view.paint as P
from game.games.metro2033 import text as T
from game.games.metro2033.content import STATIONS, ZONE_NAMES, name
from game.games.metro2033.view.theme import POLIS_LABEL, THEME
from game.ui.render.fonts import render_text


class StationNamesMixin:
    """The names layer of the map (mixed into ``Metro2033View``)."""

    def _name_size(self) -> int:
        return max(14, min(self.fs(16), int(self.renderer.scaled_radius * 1.05)))

    def _name_img(self, sid: str) -> pygame.Surface:
        """A station's name (a long one on two lines: the name, then its line in brackets),
        outlined in black so it reads over tunnels and pools."""
        size = self._name_size()
        key = (sid, size)
        img = self._name_imgs.get(key)
        if img is not None:
            return img
        full = name({"name": ZONE_NAMES["polis"]}, self.lang) if sid == POLIS_LABEL else T.st_name(sid, self.lang)
        font = P.get_font(size, True)
        lines = [full]
        if " (" in full and font.size(full)[0] > size * 9:
            head, _sep, tail = full.partition(" (")
            lines = [head, "(" + tail]
        ink, dark = (P.POLIS_GOLD if sid == POLIS_LABEL else (236, 232, 222)), (0, 0, 0)
        rows = [(render_text(t, size, ink, weight="semibold"), render_text(t, size, dark, weight="semibold")) for t in lines]
        w = max(a.get_width() for a, _b in rows) + 2
        h = sum(a.get_height() for a, _b in rows) + 2
        img = pygame.Surface((w, h), pygame.SRCALPHA)
        y = 1
        for a, b in rows:
            x = (w - a.get_width()) // 2
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
                img.blit(b, (x + dx, y + dy))
            img.blit(a, (x, y))
            y += a.get_height()
        self._name_imgs[key] = img
        self._name_lines[key] = lines
        return img

    def _name_tier(self, sid: str, owner: dict[str, int], busy: set[str], targets: set[str]) -> int:
        st = STATIONS[sid]
        if self._active and sid not in self._active:
            return L.TIER_OFF
        if st.type == "polis" or st.home:
            return L.TIER_KEY
        if sid in busy or sid in targets:
            return L.TIER_PLAY
        if sid in owner or st.type == "hansa":
            return L.TIER_HELD
        return L.TIER_OTHER

    def name_plan(self, targets: set[str] | None = None) -> dict[Any, L.Placed]:
        """Where each shown station name goes (unpanned screen coordinates), cached per zoom
        and per what decides the priorities (owners, heroes, armies, legal targets)."""
        g, s = self.renderer, self.state
        targets = set(targets or ())
        owner = s.owner_map()
        busy = {p.hero_at for p in s.players if p.hero and p.hero_at}
        busy |= {st for st in (self._army_station(i) for i in range(len(s.players))) if st}
        key = (g.zoom, tuple(self.map_rect), self.lang, self._active, tuple(sorted(owner.items())),
               tuple(sorted(busy)), tuple(sorted(targets)))
        if key == self._plan_key:
            return self._plan
        ox, oy = g.offset
        limit = L.tiers_for_zoom(g.zoom)
        discs, ranked = [], []
        for k, sid in enumerate(STATIONS):
            x, y = g.node_pos(sid)
            r = g.scaled_radius * g.nodes[sid].radius + 3
            discs.append(((x - ox, y - oy), r))
            tier = self._name_tier(sid, owner, busy, targets)
            if tier <= limit:
                ranked.append((tier, k, sid, (x - ox, y - oy), r))
        polis = [discs[k] for k, sid in enumerate(STATIONS) if STATIONS[sid].type == "polis"]
        pc = (sum(c[0] for c, _r in polis) / len(polis), sum(c[1] for c, _r in polis) / len(polis))
        spread = max(math.hypot(c[0] - pc[0], c[1] - pc[1]) + r for c, r in polis)
        if g.zoom < 2.4:  # the Polis named as one, first of all (zoomed in, each station names itself)
            ranked.append((-1, -1, POLIS_LABEL, pc, spread))
        fought = s.combat.station if s.combat is not None else ""
        if fought:  # the station fought over is named before all the others
            ranked = [(-2, *rest[1:]) if rest[2] == fought else rest for rest in ranked]
        ranked.sort()
        polis_ids = tuple(sid for sid in STATIONS if STATIONS[sid].type == "polis")
        items = [L.LabelItem(sid, anchor, r, self._name_img(sid).get_size(), polis_ids if sid == POLIS_LABEL else ())
                 for _t, _k, sid, anchor, r in ranked]
        nearest = L.Nearest({sid: c for sid, (c, _r) in zip(STATIONS, discs, strict=True)}, margin=self.px(3), ratio=1.3)
        blockers = [pygame.Rect(int(bx - h * 0.35 - ox), int(by - h * 1.2 - oy), int(h * 0.7), int(h * 1.2))
                    for _seat, (bx, by), h in self._hero_spots()]
        blockers += [pygame.Rect(int(x - r - ox), int(y - r - oy), int(2 * r), int(2.4 * r)) for _s, (x, y), r in self._army_spots()]
        bounds = None
        if g.zoom <= 1.0 + 1e-9:
            bounds = self.map_rect.inflate(-self.px(4), -self.px(4))
            bw = self.px(30) + P.get_font(self.fs(14)).size(self.t("zoom.fit"))[0] + self.px(24)
            blockers.append(pygame.Rect(self.map_rect.right - bw, self.map_rect.y, bw, self.px(8 + 3 * 36)))
        lead = L.TIER_OFF if limit >= L.TIER_OFF else L.TIER_KEY  # zoomed in all the way every name may lead out
        far = [sid for tier, _k, sid, _a, _r in ranked if tier <= lead]  # may take a leader line
        self._plan = L.place_labels(items, discs, bounds, blockers, centre=self._crowd_centre(), far=far,
                                    must=[fought] if fought else [], nearest=nearest)
        self._plan_key = key
        return self._plan

    def _crowd_centre(self) -> tuple[float, float]:
        """The middle of the Polis (unpanned): names that leave their station go away from it."""
        g = self.renderer
        pts = [g.node_pos(sid) for sid, st in STATIONS.items() if st.type == "polis"]
        return (sum(p[0] for p in pts) / len(pts) - g.offset[0], sum(p[1] for p in pts) / len(pts) - g.offset[1])

    def _draw_names(self, surface: pygame.Surface, targets: set[str]) -> None:
        g = self.renderer
        ox, oy = int(g.offset[0]), int(g.offset[1])
        view = self.map_rect
        lines = self._name_lines
        for sid, spot in self.name_plan(targets).items():
            r = spot.rect.move(ox, oy)
            if not view.colliderect(r):
                continue
            if spot.leader and sid != POLIS_LABEL:
                x, y = g.node_pos(sid)
                end = (min(max(x, r.left), r.right), min(max(y, r.top), r.bottom))
                pygame.draw.line(surface, (8, 8, 10), (x, y), end, 4)  # a leader line, outlined to read over tunnels
                pygame.draw.line(surface, (214, 214, 206), (x, y), end, 2)
            img = self._name_img(sid)
            surface.blit(img, img.get_rect(center=r.center))
            if P.TEXT_LOG is not None:
                for t in lines.get((sid, self._name_size()), []):
                    P.TEXT_LOG.add((t, self._name_size()))

    def _draw_hover_name(self, surface: pygame.Surface) -> None:
        """The station under the pointer names itself on top of everything, on a dark plate."""
        g = self.renderer
        sid = g.hover
        if sid is None or self.dragging:
            return
        img = self._name_img(sid)
        spot = self._plan.get(sid) if self._plan_key else None
        if spot is not None:
            r = spot.rect.move(int(g.offset[0]), int(g.offset[1]))
        else:
            x, y = g.node_pos(sid)
            r = img.get_rect(midtop=(int(x), int(y + g.scaled_radius * g.nodes[sid].radius + 6)))
            r.clamp_ip(self.map_rect)
        plate = r.inflate(self.px(8), self.px(4))
        pygame.draw.rect(surface, (14, 15, 18), plate, border_radius=5)
        pygame.draw.rect(surface, THEME["accent"], plate, 1, border_radius=5)
        surface.blit(img, img.get_rect(center=r.center))
