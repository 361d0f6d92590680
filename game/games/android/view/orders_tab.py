"""The Orders tab of the Android table: arming dark cards for other players' turns (spec
8.2.1) - always, under one condition stepped through with the arrows (or a place clicked on
the map), or ask me - and what each armed order says.

Mixed into ``AndroidView`` (``table.py``): the methods use its state, fonts, words and ``hot`` list."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.games.android import text as AT
from game.games.android.twilight import filter_parts, split_ask
from game.games.android.view.theme import (
    ORDER_KINDS,
)
from game.ui.render.fonts import get_font, render_text
from game.ui.render.textfit import ellipsize, wrap


class OrdersTab:
    """The standing-orders editor."""

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
        if v is None or not 0 <= v < len(s.players) or s.players[v].guilty is HIDDEN:
            if s.over:
                return y
            return self._para(surface, self.t("orders_hidden"), x, y + self.px(4), w, size, self.THEME["ink_faint"])
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
