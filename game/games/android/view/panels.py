"""The tabs of the Android table's right column: the detectives' sheets, the conspiracy puzzle
and the standing-orders editor (the case tab, suspects and own cards, lives in ``__init__``).

Mixed into ``AndroidView``: the methods use its state, fonts, words and ``hot`` list."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.games.android import puzzle
from game.games.android import text as AT
from game.games.android.content import CONTENT, PILES, SIDES
from game.games.android.twilight import filter_parts, split_ask
from game.ui.render.effects import darken, mix
from game.ui.render.fonts import get_font, render_text
from game.ui.render.textfit import ellipsize, wrap

RGB = tuple[int, int, int]
LIGHT_END: RGB = (232, 244, 255)
DARK_END: RGB = (58, 24, 96)
GROUP_COLOURS: tuple[RGB, ...] = ((120, 200, 255), (90, 230, 170), (200, 160, 255), (255, 170, 90),
                                  (255, 110, 140), (250, 220, 120), (140, 240, 240), (180, 220, 110),
                                  (255, 140, 220), (170, 180, 255))
ORDER_KINDS = ("arm", "disarm")


class SidePanels:
    """Drawing and hover texts of the detectives, conspiracy and orders tabs."""

    # ----- detectives ----------------------------------------------------------------------------
    def draw_detectives(self, surface: pygame.Surface, x: int, y: int, w: int, bottom: int) -> int:
        s = self.state
        size = self.fs(14)
        lh = get_font(size).get_linesize()
        for seat, p in enumerate(s.players):
            if y + lh * 3 > bottom:
                break
            top = y
            xx = x + self.px(10)
            ww = w - self.px(10)
            head = self.who(seat)
            if s.active == seat:
                head += " · " + self.t("time", n=s.time)
            if p.location in CONTENT.locations:
                head += " · " + self.loc_name(p.location)
            y = self._para(surface, head, xx, y, ww, size, self.THEME["ink"], True)
            y = self.twilight_track(surface, p.twilight, xx, y, min(ww, self.px(200)), lh)
            y = self._para(surface, self.sheet_line(seat), xx, y, ww, size, self.THEME["ink_soft"]) + self.px(4)
            pygame.draw.rect(surface, self.seat_colour(seat), (x, top + 2, self.px(5), y - top - 8), border_radius=2)
            self.hot.append((pygame.Rect(x, top, w, y - top), "detective", seat))
        return y

    def twilight_track(self, surface: pygame.Surface, pos: int, x: int, y: int, w: int, h: int) -> int:
        """L4 .. D4 (spec 8.1): light spaces left, dark right, the marker on its space."""
        half = int(CONTENT.rules["twilight_half"])
        n = 2 * half + 1
        cw = max(6, w // n)
        for i in range(n):
            t = i / (n - 1)
            r = pygame.Rect(x + i * cw, y + 3, cw - 2, h - 6)
            pygame.draw.rect(surface, mix(LIGHT_END, DARK_END, t), r, border_radius=3)
            if i - half == pos:
                pygame.draw.rect(surface, self.THEME["accent"], r.inflate(4, 4), 2, border_radius=4)
        label = self.t("twilight", n=pos)
        img = render_text(label, self.fs(14), self.THEME["ink_soft"])
        surface.blit(img, (x + n * cw + self.px(6), y + (h - img.get_height()) // 2))
        return y + h

    def sheet_line(self, seat: int) -> str:
        p = self.state.players[seat]
        c, po, so, st = p.favors
        parts = [self.t("favors", c=c, p=po, so=so, st=st), self.t("cards", n=len(p.hand))]
        if p.trauma:
            parts.append(self.t("trauma", n=p.trauma))
        if p.plot:
            parts.append(self.t("bag", g=p.good, b=p.bad))
        parts += self.special_words(p)
        return " · ".join(parts)

    def special_words(self, p: Any) -> list[str]:
        """The detective's own track (spec 8.15)."""
        out = []
        if p.detective == "caprice":
            out.append(self.t("sanity", n=p.sanity))
        elif p.detective == "rachel":
            out.append(self.t("money", n=f"{p.money:,}"))
        elif p.detective == "louis" and p.mood:
            out.append(self.t(f"mood.{p.mood}"))
        elif p.detective == "floyd":
            out.append(self.t("directives", d=", ".join(str(d) for d in p.directives) or "–"))
        elif p.detective == "raymond":
            out.append(self.t("recovered", n=len(p.recovered)) + (" · " + self.t("wrapped") if p.wrapped else ""))
        return out

    def detective_info(self, seat: int) -> tuple[str, str]:
        s = self.state
        p = s.players[seat]
        det = CONTENT.detectives.get(p.detective)
        lang = self.lang
        lines = []
        if det is not None:
            lines.append(det.title.get(lang, det.title["en"]))
            lines.append(self.t("ruler", n=det.ruler) + " · " + self.t("limit", n=len(p.hand), m=det.hand_limit))
        lines.append(self.t("twilight", n=p.twilight))
        decks: dict[str, int] = {}
        for key, _c in p.hand:
            decks[key] = decks.get(key, 0) + 1
        for key, n in sorted(decks.items()):
            lines.append(f"{AT.deck_name(key, lang)}: {n}")
        c, po, so, st = p.favors
        lines.append(self.t("favors_long", c=c, p=po, so=so, st=st))
        for name, n in p.npc_favors:
            alive = dict(p.npc_alive).get(name, True)
            lines.append(f"{AT.npc_name(name, lang)}: {n}" + ("" if alive else f" ({self.t('dead')})"))
        if p.plot:
            plot = CONTENT.plots.get(p.plot)
            pname = plot.name.get(lang, plot.name["en"]) if plot else p.plot
            lines.append(self.t("plot", p=pname, g=p.good, b=p.bad))
        for pid, key in p.endings:
            plot = CONTENT.plots.get(pid)
            card = plot.cards.get(key) if plot else None
            if card is not None:
                lines.append(self.t("ending", e=card.name.get(lang, card.name["en"]), v=card.vp))
        lines += self.special_words(p)
        lines.append(self.t("tokens_line", j=p.jinteki, h=p.haas, c=p.conspiracy, d=p.passes, w=p.warrants_left))
        if p.trauma:
            lines.append(self.t("trauma", n=p.trauma))
        if p.guilty not in ("", HIDDEN):
            lines.append(self.t("guilty", s=AT.sus_name(p.guilty, lang)) + " · "
                         + self.t("innocent", s=AT.sus_name(p.innocent, lang)))
        return self.who(seat), "\n".join(lines)

    # ----- conspiracy ----------------------------------------------------------------------------
    def puzzle_actions(self) -> list[Any]:
        return [a for a in self.legal if isinstance(a, tuple) and a and a[0] == "put"]

    def draw_puzzle(self, surface: pygame.Surface, x: int, y: int, w: int, bottom: int) -> int:
        s = self.state
        size = self.fs(14)
        lh = get_font(size).get_linesize()
        side = max(60, min(int(w * 0.5), bottom - y - lh * 2))
        cell = side // puzzle.SIZE
        side = cell * puzzle.SIZE
        gx, gy = x + self.px(10), y + self.px(10)
        self.puzzle_rect = pygame.Rect(gx, gy, side, side)
        pygame.draw.rect(surface, darken(self.THEME["panel"], 0.35), self.puzzle_rect.inflate(4, 4), border_radius=4)
        puts = self.puzzle_actions()
        legal_cells = {(a[1], a[2]) for a in puts}
        cells = {(r, c): (pid, rot) for r, c, pid, rot in s.grid}
        sel = self.selected if isinstance(self.selected, tuple) and self.selected[:1] == ("put",) else None
        group_of = {pos: i for i, g in enumerate(CONTENT.groups) for pos in g.positions}
        for r in range(puzzle.SIZE):
            for c in range(puzzle.SIZE):
                rect = pygame.Rect(gx + c * cell, gy + r * cell, cell - 2, cell - 2)
                lit = (r, c) in legal_cells
                pygame.draw.rect(surface, (24, 40, 70) if not lit else (30, 80, 90), rect, border_radius=3)
                if lit:
                    pygame.draw.rect(surface, (120, 255, 230), rect, 2, border_radius=3)
                piece = cells.get((r, c))
                if sel is not None and (sel[1], sel[2]) == (r, c):
                    piece = (self._piece_id(), sel[3])
                if piece is not None and piece[0] not in ("", HIDDEN):
                    self._draw_piece(surface, rect, piece[0], piece[1], preview=piece is not cells.get((r, c)))
                self.hot.append((rect, "cell", (r, c)))
                for sd in SIDES:  # group ticks on the border
                    pos = puzzle._border(r, c, sd)
                    if pos is None:
                        continue
                    col = GROUP_COLOURS[group_of[pos] % len(GROUP_COLOURS)]
                    cx, cy = rect.center
                    dx, dy = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}[sd]
                    p0 = (cx + dx * (cell // 2 + 1), cy + dy * (cell // 2 + 1))
                    p1 = (cx + dx * (cell // 2 + 8), cy + dy * (cell // 2 + 8))
                    pygame.draw.line(surface, col, p0, p1, 4)
        # groups with their links, beside the grid
        links = puzzle.links(s.grid)
        lx = gx + side + self.px(16)
        ly = y
        for i, g in enumerate(CONTENT.groups):
            if ly + lh > bottom:
                break
            col = GROUP_COLOURS[i % len(GROUP_COLOURS)]
            pygame.draw.rect(surface, col, (lx, ly + lh // 2 - 4, 8, 8))
            label = f"{g.name.get(self.lang, g.name['en'])} {links.get(g.id, 0)}"
            top = ly
            ly = self._para(surface, label, lx + 12, ly, x + w - lx - 12, size, self.THEME["ink_soft"])
            self.hot.append((pygame.Rect(lx, top, x + w - lx, ly - top), "group", g.id))
        y = max(gy + side + self.px(12), ly)
        piles = " · ".join(self.t(f"pile.{k}", n=len(s.piles[i])) for i, k in enumerate(PILES))
        y = self._para(surface, piles, x, y, w, size, self.THEME["ink_soft"])
        ladder = [f"{self.who(i)}: {self.t(f'pile.{PILES[p.pile]}', n='').strip()}"
                  for i, p in enumerate(s.players) if 0 <= p.pile < len(PILES)]
        if ladder:
            y = self._para(surface, " · ".join(ladder), x, y, w, size, self.THEME["ink_faint"])
        if s.lines_done:
            y = self._para(surface, self.t("lines_done", n=len(s.lines_done)), x, y, w, size, self.THEME["ok"])
        pid = self._piece_id()
        if pid not in ("", HIDDEN) and puts:
            words = self.piece_words(pid) + " · " + self.t("placements", n=len(puts))
            y = self._para(surface, words, x, y, w, size, self.THEME["accent"])
        if sel is not None and sel in self.legal:
            y = self.draw_confirm(surface, x + w // 2, y + self.px(4)).bottom
        return y

    def _piece_id(self) -> Any:
        piece = self.state.piece
        return piece[2] if len(piece) > 2 else ""

    def _draw_piece(self, surface: pygame.Surface, rect: pygame.Rect, pid: str, rot: int, preview: bool) -> None:
        colour = (250, 220, 120) if pid == "centre" else (150, 220, 255)
        if preview:
            colour = (120, 255, 230)
        cx, cy = rect.center
        half = rect.w // 2
        for seg in puzzle.segments(pid, rot):
            for sd in seg:
                dx, dy = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}[sd]
                pygame.draw.line(surface, colour, (cx, cy), (cx + dx * half, cy + dy * half), max(3, rect.w // 7))
        pygame.draw.circle(surface, colour, (cx, cy), max(3, rect.w // 8))

    def cell_info(self, cell: tuple[int, int]) -> tuple[str, str]:
        s = self.state
        placed = {(r, c): (pid, rot) for r, c, pid, rot in s.grid}
        title = self.t("cell", r=cell[0] + 1, c=cell[1] + 1)
        lines = []
        if cell in placed:
            lines.append(self.piece_words(placed[cell][0]))
        n = sum(1 for a in self.puzzle_actions() if (a[1], a[2]) == cell)
        if n:
            lines.append(self.t("cell_legal", n=n))
        return title, "\n".join(lines)

    def piece_words(self, pid: Any) -> str:
        if pid == "centre":
            return self.t("centre_piece")
        pc = CONTENT.pieces.get(pid) if isinstance(pid, str) else None
        if pc is None:
            return ""
        bonus = ", ".join(self.t(f"bonus.{b}") for b in pc.bonuses) or self.t("bonus.none")
        return self.t("piece", p=self.t(f"pile.{pc.pile}", n="").strip(), b=bonus)

    def group_info(self, gid: str) -> tuple[str, str]:
        g = next(x for x in CONTENT.groups if x.id == gid)
        links = puzzle.links(self.state.grid).get(gid, 0)
        kind = g.per_link[0]
        reward = self.t(f"reward.{kind}", f=AT.FAVOR_NAMES[AT._lang(self.lang)].get(str(g.per_link[1]), ""),
                        n=g.per_link[-1])
        return g.name.get(self.lang, g.name["en"]), self.t("links", n=links) + "\n" + reward

    def click_cell(self, cell: tuple[int, int]) -> Any | None:
        """First click shows a legal placement there; more clicks turn it; Confirm places it."""
        puts = [a for a in self.puzzle_actions() if (a[1], a[2]) == cell]
        if not puts:
            return None
        if len(puts) == 1 and self.selected == puts[0]:
            return puts[0]
        if self.selected in puts:
            self.selected = puts[(puts.index(self.selected) + 1) % len(puts)]
        else:
            self.selected = puts[0]
        return None

    # ----- standing orders ---------------------------------------------------------------------
    def order_actions(self) -> list[Any]:
        return [a for a in self.legal if isinstance(a, tuple) and a and a[0] in ORDER_KINDS]

    def order_filters(self, cid: str) -> list[str]:
        """The conditions the engine offers for arming ``cid`` now (the ask forms, "ask" and
        "ask|<condition>", have their own button: Ask me, with the condition shown)."""
        return [a[2] for a in self.order_actions() if a[0] == "arm" and a[1] == cid and not split_ask(a[2])[0]]

    def order_pick(self, cid: str) -> str:
        """The condition chosen for ``cid`` on this seat's selector (kept per seat, never shown to
        another seat); "" (always) until the player steps it."""
        offered = self.order_filters(cid)
        f = self.__dict__.setdefault("_order_picks", {}).get((self.viewer, cid), "")
        return f if f in offered or not offered else offered[0]

    def step_order_pick(self, cid: str, part: str, d: int) -> None:
        """Step the selector: ``part`` "kind" goes to the next kind of condition (its first
        value), "value" to the next value of the same kind; both wrap around."""
        offered = self.order_filters(cid)
        if not offered:
            return
        cur = self.order_pick(cid)
        kind = filter_parts(cur)[0]
        if part == "kind":
            kinds = list(dict.fromkeys(filter_parts(f)[0] for f in offered))
            nxt = kinds[(kinds.index(kind) + d) % len(kinds)]
            new = next(f for f in offered if filter_parts(f)[0] == nxt)
        else:
            same = [f for f in offered if filter_parts(f)[0] == kind]
            new = same[(same.index(cur) + d) % len(same)]
        self._set_order_pick(cid, new)

    def _set_order_pick(self, cid: str, f: str) -> None:
        self.__dict__.setdefault("_order_picks", {})[(self.viewer, cid)] = f
        self.__dict__.setdefault("_order_focus", {})[self.viewer] = cid  # the card a map click sets
        self.version = getattr(self, "version", 0) + 1  # the side column shows the new pick

    def map_pick_card(self) -> str | None:
        """The card whose condition a click on a place of the map sets: only while the orders tab
        is open, the card whose selector was touched last if its kind is Place, else the first
        such card; None otherwise (then the map's clicks are the normal ones)."""
        if getattr(self, "tab", None) != "orders":
            return None
        cards = [c for c in dict.fromkeys(a[1] for a in self.order_actions() if a[0] == "arm")
                 if filter_parts(self.order_pick(c))[0] == "at"]
        focus = self.__dict__.get("_order_focus", {}).get(self.viewer)
        return focus if focus in cards else (cards[0] if cards else None)

    def pick_place(self, lid: str) -> bool:
        """A click on place ``lid`` of the map sets the Place condition of :meth:`map_pick_card`;
        False (nothing changed) when no card waits for a place or ``lid`` is not one."""
        cid = self.map_pick_card()
        if cid is None or f"at:{lid}" not in self.order_filters(cid):
            return False
        self._set_order_pick(cid, f"at:{lid}")
        return True

    def order_status(self, f: str | None) -> str:
        """An order's state in words: "not armed", "armed", "armed, only if the target is at ..."."""
        if f is None:
            return self.t("disarmed")
        if f in ("", "ask"):
            return self.t(f"filter.{f or 'plain'}")
        return self.t("armed_if", cond=AT.filter_words(f, self.lang))

    def filter_value(self, f: str) -> str:
        """The value half of a condition on the selector: 3, ritzy, civic, City Hall."""
        kind, arg = filter_parts(f)
        if kind == "at":
            return self.loc_name(arg)
        if kind == "q":
            return self.t(f"quality.{arg}")
        if kind == "k":
            return self.t(f"type.{arg}")
        return arg

    def order_step_info(self, payload: tuple) -> tuple[str, str]:
        cid, part, _d = payload
        return self.t(f"fstep.{part}"), AT.filter_words(self.order_pick(cid), self.lang)

    def _order_button(self, surface: pygame.Surface, word: str, x: int, y: int, h: int, size: int,
                      kind: str, payload: Any, lit: bool = True) -> int:
        """A small framed button; its right edge."""
        r = pygame.Rect(x, y, get_font(size).size(word)[0] + self.px(14), h)
        hot = r.collidepoint(self.mouse)
        pygame.draw.rect(surface, self.THEME["panel_hi"] if not hot else (70, 110, 170), r, border_radius=5)
        if lit:
            pygame.draw.rect(surface, self.THEME["accent"], r, 1, border_radius=5)
        img = render_text(word, size, self.THEME["ink"])
        surface.blit(img, img.get_rect(center=r.center))
        self.hot.append((r, kind, payload))
        return r.right

    def draw_orders(self, surface: pygame.Surface, x: int, y: int, w: int, bottom: int) -> int:
        s, v = self.state, self.viewer
        size = self.fs(14)
        lh = get_font(size).get_linesize()
        if v is None or not 0 <= v < len(s.players):
            return y
        p = s.players[v]
        armed = dict(p.orders)
        darks = sorted({c for k, c in p.hand if isinstance(c, str) and k.endswith(":dark")})
        y = self._para(surface, self.t("orders_help"), x, y, w, size, self.THEME["ink_faint"])
        if not darks:
            return self._line(surface, self.t("no_dark"), x, y, w, size, self.THEME["ink_soft"])
        for cid in darks:
            if y + lh * 2 > bottom:
                break
            y = self._order_row(surface, cid, armed.get(cid), x, y, w, size, lh) + self.px(4)
        return y

    def _order_row(self, surface: pygame.Surface, cid: str, order: str | None, x: int, y: int, w: int,
                   size: int, lh: int) -> int:
        """One dark card: its state; unarmed, the condition selector (◀ ▶ kind, ◀ ▶ value, the
        arrows kept in place while stepping), the condition in words and Arm / Ask me; armed, Disarm."""
        f = get_font(size)
        acts = [a for a in self.order_actions() if a[1] == cid]
        head = wrap(f"{self.card_name(cid)} — {self.order_status(order)}", f, w - 12)
        pick = self.order_pick(cid)
        offered = self.order_filters(cid)
        kinds = list(dict.fromkeys(filter_parts(o)[0] for o in offered))
        kind_w = max((f.size(self.t(f"fkind.{k}"))[0] for k in kinds), default=0)
        arrows = 2 * (f.size("◀")[0] + self.px(14)) + self.px(4)
        has_value = filter_parts(pick)[0] not in ("", "ask")
        split = x + 6 + arrows + kind_w + self.px(12) + arrows + self.px(120) > x + w  # value on its own line
        words = wrap(AT.filter_words(pick, self.lang), f, w - 12) if offered and pick else []
        hint = wrap(self.t("fpick_map"), f, w - 12) if offered and self.map_pick_card() == cid else []
        steps = (2 if split and has_value else 1) if offered else 0
        pad = self.px(4)
        height = lh * (len(head) + len(words) + len(hint)) + (lh + pad) * (steps + (1 if acts else 0)) + self.px(8)
        row = pygame.Rect(x, y, w, height)
        pygame.draw.rect(surface, (44, 26, 74), row, border_radius=6)
        yy = y + 2
        for line in head:
            surface.blit(render_text(line, size, (236, 226, 255)), (x + 6, yy))
            yy += lh
        self.hot.append((pygame.Rect(x, y, w, yy - y), "card", cid))
        if offered:
            yy += pad
            bx = self._stepper(surface, cid, "kind", self.t(f"fkind.{filter_parts(pick)[0]}"), x + 6, yy, kind_w,
                               size, lh, self.THEME["ink"])
            if split and steps == 2:
                bx, yy = x + 6, yy + lh + pad
            if has_value:
                room = max(self.px(20), x + w - 6 - bx - self.px(12) - arrows)
                self._stepper(surface, cid, "value", ellipsize(self.filter_value(pick), f, room), bx + self.px(12), yy,
                              room, size, lh, self.THEME["accent"])
            yy += lh
            for line in hint:  # the Place kind: a click on the map sets the value too
                surface.blit(render_text(line, size, self.THEME["ink_faint"]), (x + 6, yy))
                yy += lh
            for line in words:
                surface.blit(render_text(line, size, self.THEME["ink_soft"]), (x + 6, yy))
                yy += lh
        if acts:
            yy += pad
            bx = x + 6
            arm, ask = ("arm", cid, pick), ("arm", cid, f"ask|{pick}" if pick else "ask")
            for a in [arm, ask, ("disarm", cid)]:
                if a not in acts:
                    continue  # only what the engine offers; one Arm, with the condition on the selector
                word = self.t("disarm_btn") if a[0] == "disarm" else self.t(f"arm.{'ask' if a == ask else 'plain'}")
                if bx + f.size(word)[0] + self.px(14) > x + w:
                    break
                bx = self._order_button(surface, word, bx, yy, lh, size, "action", a) + self.px(6)
        return row.bottom

    def _stepper(self, surface: pygame.Surface, cid: str, part: str, label: str, x: int, y: int, label_w: int,
                 size: int, lh: int, colour: Any) -> int:
        """◀ ▶ side by side, then ``label`` in a column ``label_w`` wide; the right edge."""
        bx = self._order_button(surface, "◀", x, y, lh, size, "order_step", (cid, part, -1))
        bx = self._order_button(surface, "▶", bx + self.px(4), y, lh, size, "order_step", (cid, part, 1))
        img = render_text(label, size, colour)
        surface.blit(img, (bx + self.px(6), y + (lh - img.get_height()) // 2))
        return bx + self.px(6) + label_w
