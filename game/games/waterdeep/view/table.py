"""The Waterdeep table view class: layout, hit-testing, hover texts and the per-frame drawing of the city.

The view only ever sees ``player_view`` states: other players' Lords and Intrigue cards are
HIDDEN and are drawn as counts; only the viewer's own hand is drawn face up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

import game.games.waterdeep.view.board as B
import game.games.waterdeep.view.cards as C
import game.games.waterdeep.view.layout as LY
import game.games.waterdeep.view.paint as P
import game.games.waterdeep.view.panels as PN
from game.engine.core import HIDDEN
from game.engine.text import personalize, seat_label
from game.games.waterdeep.cardtext import building_info, card_name, intrigue_info, lord_bonus, lord_info, quest_info
from game.games.waterdeep.content import BASIC, BUILDINGS, HARBOR, SPACE_INDEX
from game.games.waterdeep.labels import is_end_turn
from game.games.waterdeep.legality import cost as building_cost
from game.games.waterdeep.state import AMB
from game.games.waterdeep.view.animations import Animator
from game.games.waterdeep.view.controller import Controller, target_of, top_task, why_not
from game.ui.game_view import Choice, GameView, ViewContext
from game.ui.render.tokens import PLAYER_COLOURS, PLAYER_SHAPES

THEME: dict[str, tuple[int, int, int]] = {
    "bg": (40, 30, 23),          # walnut table
    "bg2": (26, 19, 14),
    "board": (52, 39, 29),
    "panel": (62, 47, 35),       # leather
    "panel_hi": (84, 64, 46),
    "edge": (150, 118, 66),      # gold leaf edge
    "ink": (244, 234, 212),      # cream ink on leather
    "ink_soft": (206, 190, 160),
    "ink_faint": (156, 138, 108),
    "accent": (226, 184, 92),    # gold leaf
    "danger": (206, 92, 74),
    "ok": (120, 190, 120),
    "parchment": P.PARCH,
    "parchment_ink": P.INK,
    "gold_leaf": P.GOLD,
    "cleric": P.CUBE_COLOURS["C"],
    "fighter": P.CUBE_COLOURS["F"],
    "rogue": P.CUBE_COLOURS["R"],
    "wizard": P.CUBE_COLOURS["W"],
}


class WaterdeepView(GameView):
    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        n = max(5, len(ctx.colours or []))
        self.colours = [tuple(c)[:3] for c in (ctx.colours or [])] + \
            [PLAYER_COLOURS[i % len(PLAYER_COLOURS)] for i in range(len(ctx.colours or []), n)]
        self.shapes = list(ctx.shapes or []) + [PLAYER_SHAPES[i % len(PLAYER_SHAPES)] for i in range(len(ctx.shapes or []), n)]
        if not ctx.show_shapes:
            self.shapes = ["circle"] * len(self.shapes)
        self.names = list(ctx.names or []) + [f"Player {i + 1}" for i in range(len(ctx.names or []), n)]
        self.L: LY.Layout | None = None
        self.ctrl = Controller()
        self.anim = Animator(ctx.anim_speed)
        self.viewer: int | None = None
        self.mouse = (-10_000, -10_000)
        self.time = 0.0
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._static_text: set[str] = set()
        self._frame_text: set[str] = set()
        self.hand: list[tuple[tuple, pygame.Rect]] = []
        self.elements: list[tuple[tuple, pygame.Rect]] = []  # hit-test order, topmost first
        self._completable: set[str] = set()
        self._veils: dict[tuple[int, int], pygame.Surface] = {}
        self.reveal_panel: pygame.Rect | None = None  # Bidding War: the revealed quests, as cards
        self.reveal_cards: list[tuple[str, pygame.Rect]] = []

    # ----- layout and state ----------------------------------------------------------------
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        self._relayout()

    def _window(self) -> tuple[int, int]:
        ws = tuple(self.ctx.window_size or (1280, 720))
        if ws[0] < self.rect.w or ws[1] < self.rect.h:
            ws = (max(ws[0], self.rect.right), max(ws[1], self.rect.bottom))
        return ws  # type: ignore[return-value]

    def _relayout(self) -> None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            self.L = None
            return
        s = self.state
        nb = len(s.buildings) if s is not None else 0
        P.LANG = "hu" if self.ctx.lang == "hu" else "en"  # tile names are fitted in the layout
        L = LY.compute(self.rect, self._window(), nb)
        if s is not None:
            LY.lot_rects(L, [k for k, _o, _st in s.buildings])
            for (key, _vp), r in zip(s.hall, L.hall_cards, strict=False):  # a Sample Wares agent stands on a Hall tile
                rad = min(L.px(14), r.w // 6)
                L.slots[key] = (r.right - rad - L.px(5), r.y + rad + L.px(18), rad)
        self.L = L
        self._static_key = None
        self._refresh()

    def set_state(self, view_state: Any, legal_actions: Sequence[Any], acting_seat: int | None,
                  steps_since_last: Sequence[Any], previous_view_state: Any | None) -> None:
        super().set_state(view_state, legal_actions, acting_seat, steps_since_last, previous_view_state)
        self.legal = [tuple(a) for a in legal_actions] if acting_seat is not None else []
        self.viewer = PN.viewer_of(view_state, acting_seat, self.viewer)
        self._relayout()
        if self.L is None or previous_view_state is None or self.ctx.anim_speed <= 0:
            self.anim.jump(view_state)
        else:
            self.anim.sounds = []
            self.anim.diff(previous_view_state, view_state, self.L, self.colours, self.shapes, self.names,
                           self.viewer, self._seat_anchor)
            for name in self.anim.sounds[:2]:
                try:
                    if self.ctx.sound is not None:
                        self.ctx.sound.play(name)
                except Exception:
                    pass

    def _seat_anchor(self, seat: int) -> tuple[int, int]:
        n = len(self.state.players) if self.state is not None else 4
        return (self.rect.right - 4, int(self.rect.y + (seat + 0.5) * self.rect.h / max(1, n)))

    def _refresh(self) -> None:
        """Recompute the clickable elements and which legal action each one offers."""
        L, s = self.L, self.state
        self.elements = []
        self.hand = []
        if L is None or s is None:
            self.ctrl.update(s, self.legal, self.viewer, set())
            return
        self.hand = PN.hand_items(L, s, self.viewer) if s.stack else []
        els: list[tuple[tuple, pygame.Rect]] = []
        for el, r in reversed(self.hand):
            t = ("intrigue", el[1]) if el[0] == "intrigue" else el
            els.append((t, r))
        self._layout_reveal(L, s)
        for q, r in self.reveal_cards:
            els.append((("reveal", q), r))
        for i, r in enumerate(L.cliff_cards):
            if i < len(s.cliffwatch) and s.cliffwatch[i]:
                els.append((("cliff", s.cliffwatch[i]), r))
        for i, r in enumerate(L.hall_cards):
            if i < len(s.hall):
                els.append((("hall", s.hall[i][0]), r))
        for sp in ("cw1", "cw2", "cw3", "builders_hall", "h1", "h2", "h3"):
            els.append((("space", sp), L.spaces[sp]))
        for key in LY.BASIC_TILES:
            els.append((("space", key), L.spaces[key]))
        for k, _o, _st in s.buildings:
            if k in L.tiles:
                els.append((("bldg", k), L.tiles[k]))
                els.append((("space", k), L.tiles[k]))
        els.append((("harbor",), L.tiles["harbor"]))
        self.elements = els
        self.ctrl.update(s, self.legal, self.viewer, {t for t, _r in els})
        self._completable = PN.completable_quests(s, self.viewer)

    def _layout_reveal(self, L: LY.Layout, s) -> None:
        """While a Bidding War pick is pending, its revealed quests lie face up in a tray over
        the city: hover shows each in full, a click keeps it."""
        self.reveal_panel, self.reveal_cards = None, []
        if not s.reveal or top_task(s)[0] != "bid_pick":
            return
        n = len(s.reveal)
        pad, gap = L.px(12), L.px(10)
        area = L.inner if L.inner.w > 0 else L.board  # the whole board: room for whole names
        cw = min(L.px(190), (area.w - 2 * pad - (n - 1) * gap) // max(1, n))
        ch = min(int(cw * 0.62), L.px(118))
        head = L.fs(17) + L.px(14)
        w = n * cw + (n - 1) * gap + 2 * pad
        h = head + ch + 2 * pad
        panel = pygame.Rect(0, 0, w, h)
        panel.center = area.center
        panel.clamp_ip(L.rect)
        self.reveal_panel = panel
        x = panel.x + pad
        for q in s.reveal:
            self.reveal_cards.append((q, pygame.Rect(x, panel.y + head + pad, cw, ch)))
            x += cw + gap

    def _draw_reveal(self, surface: pygame.Surface, L: LY.Layout, s, targets: set, glow_a: int) -> None:
        if self.reveal_panel is None:
            return
        panel = self.reveal_panel
        img = P.rounded_panel(panel.size, (84, 64, 46), (52, 39, 29), P.GOLD, L.px(10), 2)
        P.shadowed(surface, img, panel, L.px(10), L.px(4), L.px(6), 150)
        task = top_task(s)
        who = self.names[task[1]] if len(task) > 1 and isinstance(task[1], int) and 0 <= task[1] < len(self.names) else ""
        title = self._w(f"Bidding War — {who} keeps one quest", f"Licitháború — {who} megtart egy küldetést")
        P.blit(surface, title, L.fs(17), P.GOLD_LIGHT, (panel.x + L.px(12), panel.y + L.px(8)), bold=True,
               max_width=panel.w - L.px(24))
        for q, r in self.reveal_cards:
            hot = ("reveal", q) in targets
            if hot:
                g = P.glow_rect(r.size, L.px(6), P.GLOW, L.px(8))
                g.set_alpha(glow_a)
                surface.blit(g, g.get_rect(center=r.center))
            P.note(q)
            face = C.quest_face(q, r.size, L.fs(15), hot)
            P.shadowed(surface, face, r, L.px(6), L.px(3), L.px(4), 110)
            if r.collidepoint(self.mouse):
                pygame.draw.rect(surface, P.GOLD_LIGHT if hot else P.INK_FAINT, r.inflate(4, 4), 2, border_radius=L.px(7))

    # ----- input ---------------------------------------------------------------------------
    def _hits(self, pos) -> list[tuple[tuple, pygame.Rect]]:
        return [(t, r) for t, r in self.elements if r.collidepoint(pos)]

    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = tuple(getattr(event, "pos", self.mouse))
            return None
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1:
            return None
        pos = getattr(event, "pos", None)
        if pos is None or not self.rect.collidepoint(pos):
            return None
        self.mouse = tuple(pos)
        if self.anim.busy:
            self.skip_animations()
        if self.acting is None or not self.legal or self.state is None:
            hits = self._hits(pos)
            if hits:
                self.message = why_not(self.state, hits[0][0], None, [], self.names, "", self.ctx.lang)
            return None
        hits = self._hits(pos)
        for t, _r in hits:
            a = self.ctrl.action_for(t)
            if a is not None and a in self.legal:
                self.message = ""
                return a
        if hits:
            t = next((t for t, _r in hits if t[0] != "harbor"), hits[0][0])
            if t[0] == "harbor":  # the Harbor's name, beside its three spaces
                free = [n for n, sp in enumerate(HARBOR, 1) if ("space", sp) in self.ctrl.by_target]
                if free:
                    spaces = ", ".join(str(n) for n in free)
                    self.message = self._w(f"Click a free Harbor space: {spaces}.",
                                           f"Kattints egy szabad kikötői helyre: {spaces}.")
                    return None
                s = self.state
                t = ("space", next((sp for sp in HARBOR if not s.occupancy[SPACE_INDEX[sp]]), HARBOR[0]))
            self.message = why_not(self.state, t, self.acting, self.legal, self.names, self._prompt(), self.ctx.lang)
            if self.ctrl.buttons and not self.ctrl.by_target:
                self.message += self._w(" Use the buttons below.", " Használd a lenti gombokat.")
        return None

    def action_anchor(self, action: Any) -> pygame.Rect | None:
        """The part of the board a click takes ``action`` with (its space, card or tile; of an
        overlapped hand card, the part left uncovered), or None for a strip button."""
        a = tuple(action)
        for t, acts in self.ctrl.by_target.items():
            if len(acts) == 1 and tuple(acts[0]) == a:
                return self._visible_rect(t)
        if a not in self.legal and self.state is not None and a:  # another seat's move: where it went
            t = target_of(self.state, a, self.viewer)
            return self._visible_rect(t) if t is not None else None
        return None

    def _visible_rect(self, t: tuple) -> pygame.Rect | None:
        """The rect of element ``t`` less what elements above it cover on its right (the hand
        cards overlap to the right); None when nothing of it can be clicked."""
        rect = None
        above: list[pygame.Rect] = []
        for tt, r in self.elements:  # topmost first
            if tt == t:
                rect = pygame.Rect(r)
                break
            above.append(r)
        if rect is None:
            return None
        for r in above:
            if r.colliderect(rect) and r.x > rect.x and r.y <= rect.y and r.bottom >= rect.bottom:
                rect.w = min(rect.w, r.x - rect.x)
        return rect if rect.w > 0 and rect.h > 0 else None

    def _prompt(self) -> str:
        try:
            return str(self.game.prompt(self.state, self.ctx.lang))
        except Exception:
            return ""

    def extra_choices(self) -> list[Choice]:
        """The strip: every legal choice that has no place on the board, as an order with its
        cost and a tooltip; the turn's end ("End turn", leaving a Harbor agent) is marked."""
        if self.acting is None or self.state is None:
            return []
        out = []
        lang = self.ctx.lang
        for a in self.ctrl.buttons:
            label = personalize(self.choice_label(a), self.names, lang)
            tip = personalize(self.game.choice_tip(self.state, a, lang), self.names, lang)
            group = personalize(seat_label(a[1], lang), self.names, lang) if a[0] == "steal" else ""
            out.append(Choice(label, a, tip, end_turn=is_end_turn(self.state, a), group=group))
        return out

    # ----- words ---------------------------------------------------------------------------
    @property
    def hu(self) -> bool:
        return self.ctx.lang == "hu"

    def _w(self, en: str, hu: str) -> str:
        return hu if self.hu else en

    def hover_avoid(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """The enlarged hand card the table's tooltip must not cover (it goes beside it)."""
        card = getattr(self, "_hover_card", None)
        return pygame.Rect(card) if card is not None else None

    def hover_info(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        s = self.state
        if s is None or self.L is None:
            return None
        for t, _r in self._hits(pos):
            info = self._info(t)
            if info is not None:
                return info
        w = self._w
        for i, c in enumerate(self.L.score_cells):
            if c.collidepoint(pos):
                who = [self.names[k] for k, p in enumerate(s.players) if p.vp % 100 == i]
                return (w("Score track", "Pontsáv") + f": {i}",
                        (w("Here: ", "Itt: ") + ", ".join(who)) if who
                        else w("Victory points (the track wraps at 100).", "Győzelmi pontok (a sáv 100-nál körbeér)."))
        if self.L.decks.collidepoint(pos):
            empty = w("empty", "üres")
            qd = ", ".join(sorted(card_name(q, self.ctx.lang) for q in s.quest_discard)) or empty
            idc = ", ".join(sorted(card_name(c, self.ctx.lang) for c in s.intrigue_discard)) or empty
            fp = self.names[s.first_player] if 0 <= s.first_player < len(self.names) else "?"
            amb = {"unbuilt": w("not in play (The Palace of Waterdeep is not built)",
                                "nincs játékban (a Vízmélyvára Palota nincs megépítve)"),
                   "palace": w("at The Palace of Waterdeep", "a Vízmélyvára Palotában"),
                   "board": w("on the board", "a táblán"), "gone": w("out of the game", "kikerült a játékból")}.get(s.ambassador, s.ambassador)
            if s.ambassador == "held" and 0 <= s.ambassador_holder < len(self.names):
                amb = (w("in your pool", "a te készletedben") if s.ambassador_holder == self.viewer else
                       w(f"in {self.names[s.ambassador_holder]}'s pool", f"{self.names[s.ambassador_holder]} készletében"))
            if self.hu:
                return "Kör, paklik és jelzők", (
                    f"{max(1, s.round)}. kör a 8-ból · kezdő játékos: {fp}\n"
                    f"Küldetéspakli: {len(s.quest_deck)} · Intrikus pakli: {len(s.intrigue_deck)} · "
                    f"Épületpakli: {len(s.building_stack)}\nNagykövet: {amb}\n"
                    f"Eldobott küldetések ({len(s.quest_discard)}): {qd}\n"
                    f"Eldobott Intrikus kártyák ({len(s.intrigue_discard)}): {idc}")
            return "Round, decks and markers", (
                f"Round {max(1, s.round)} of 8 · first player: {fp}\n"
                f"Quest deck: {len(s.quest_deck)} · Intrigue deck: {len(s.intrigue_deck)} · "
                f"Building stack: {len(s.building_stack)}\nAmbassador: {amb}\n"
                f"Quest discard ({len(s.quest_discard)}): {qd}\nIntrigue discard ({len(s.intrigue_discard)}): {idc}")
        for i, r in enumerate(self.L.rounds):
            if r.collidepoint(pos):
                body = (w("From round 5 every player has one more agent.", "Az 5. körtől minden játékosnak eggyel több Ügynöke van.")
                        if i + 1 == 5 else w("Eight rounds in all.", "Összesen nyolc kör."))
                now = w(" (now)", " (most)") if i + 1 == s.round else ""
                return (f"{i + 1}. kör" if self.hu else f"Round {i + 1}") + now, body
        return None

    def _occupant(self, sp: str) -> str:
        s = self.state
        idx = SPACE_INDEX.get(sp)
        occ = s.occupancy[idx] if idx is not None and idx < len(s.occupancy) else ()
        amb = self._w("the Ambassador", "a Nagykövet")
        mine = self._w("your agent", "a saját Ügynököd")  # said to the player it belongs to

        def who(c: int) -> str:
            return amb if c == AMB else (mine if c == self.viewer else self.names[c])
        return ", ".join(who(c) for c in occ if c == AMB or 0 <= c < len(self.names))

    def _info(self, t: tuple) -> tuple[str, str] | None:
        s = self.state
        kind = t[0]
        lang = "hu" if self.hu else "en"
        w = self._w
        if kind in ("space", "bldg"):
            sp = t[1]
            if sp in BUILDINGS:
                owner, stock = -1, 0
                for k, o, st in s.buildings:
                    if k == sp:
                        owner, stock = o, st
                owner_name = (self._w("you", "te") if owner == self.viewer else self.names[owner]) \
                    if 0 <= owner < len(self.names) else ""
                title, body = building_info(sp, owner_name, stock,
                                            None, building_cost(s, sp), self._occupant(sp), lang=lang)
                return title, body
            if sp in BASIC:
                title, body = building_info(sp, occupant=self._occupant(sp), lang=lang)
                if sp in HARBOR:
                    body += self._harbor_order_line(sp)
                if sp in ("cw1", "cw2", "cw3"):
                    body += w(f"\nQuest deck: {len(s.quest_deck)} · discard: {len(s.quest_discard)}",
                              f"\nKüldetéspakli: {len(s.quest_deck)} · eldobva: {len(s.quest_discard)}")
                if sp == "builders_hall":
                    body += w(f"\nBuilding stack: {len(s.building_stack)}", f"\nÉpületpakli: {len(s.building_stack)}")
                return title, body
        if kind == "harbor":
            if s.harbor_by_arrival:  # the house rule "lowest free space, arrival order"
                rule = w("Agents take the lowest free space. After all agents are placed, Harbor agents "
                         "are reassigned in arrival order.",
                         "Az Ügynök a legkisebb számú szabad helyre kerül. Miután minden Ügynök lekerült, "
                         "a kikötői Ügynököket érkezési sorrendben áthelyezik.")
            else:
                rule = w("Pick any free space. After all agents are placed, Harbor agents are reassigned "
                         "by space number: 1, then 2, then 3.",
                         "Bármelyik szabad helyet választhatod. Miután minden Ügynök lekerült, a kikötői "
                         "Ügynököket a helyek száma szerint helyezik át: 1., 2., majd 3.")
            return w("Waterdeep Harbor", "Vízmélyvára Kikötő"), w(
                "Play 1 Intrigue card. You may only place here if you hold one you can play. " + rule + "\n"
                f"Intrigue deck: {len(s.intrigue_deck)} · discard: {len(s.intrigue_discard)}",
                "Játssz ki 1 Intrikus kártyát. Csak akkor rakhatsz ide, ha van kijátszható kártyád. " + rule + "\n"
                f"Intrikus pakli: {len(s.intrigue_deck)} · eldobva: {len(s.intrigue_discard)}")
        if kind in ("cliff", "hquest", "reveal"):
            title, body = quest_info(t[1], lang)
            if kind == "hquest" and t[1] in self._completable:
                body += w("\nYou can complete this quest now.", "\nEzt a küldetést most teljesítheted.")
            if kind == "reveal":
                body += w("\nRevealed by an Intrigue card: each player keeps one in turn.",
                          "\nIntrikus kártya fordította fel: sorban mindenki megtart egyet.")
            return title, body
        if kind == "hall":
            vp = next((v for k, v in s.hall if k == t[1]), 0)
            return building_info(t[1], vp_tokens=vp, cost=building_cost(s, t[1]), occupant=self._occupant(t[1]), lang=lang)
        if kind == "intrigue":
            if t[1] is HIDDEN:
                return w("Intrigue card", "Intrikus kártya"), w("Hidden.", "Rejtett.")
            title, body = intrigue_info(t[1], lang)
            if s.accelerate_may_stop and t[1] == "Accelerate Plans":
                body += w("\nHouse rule of this game: you may stop before either agent.",
                          "\nEnnek a játéknak a házi szabálya: bármelyik Ügynök előtt megállhatsz.")
            return title, body
        if kind == "lord":
            title, body = lord_info(t[1], lang)
            if self.viewer is not None:
                p = s.players[self.viewer]
                nb = sum(1 for _k, o, _st in s.buildings if o == self.viewer)
                n = lord_bonus(t[1], p.completed, nb)
                body += w(f"\nWorth {n} VP now.", f"\nMost {n} GYP-t ér.")
            return title, body
        return None

    def _harbor_order_line(self, sp: str) -> str:
        """When the agent on Harbor space ``sp`` will be reassigned (4.10, A-05)."""
        s, w = self.state, self._w
        if s.harbor_by_arrival:  # the house rule: arrival order
            arr = {space: n for n, space, _c in s.harbor}
            if sp not in arr:
                return ""
            return w(f"\nArrival order: {arr[sp]} (reassigned in this order).",
                     f"\nÉrkezési sorrend: {arr[sp]} (ebben a sorrendben helyezik át).")
        n = HARBOR.index(sp) + 1
        return w(f"\nHarbor space {n}: at the end of the round its agent is reassigned after those on lower spaces.",
                 f"\n{n}. kikötői hely: a kör végén az itt álló Ügynököt a kisebb számú helyek után helyezik át.")

    def panel_hover(self, seat: int) -> tuple[str, str] | None:
        """The seat's public details for the table's tooltip over its player panel: active
        quests are public in Lords of Waterdeep; Lords and Intrigue hands are not (a
        player_view state keeps them HIDDEN, and only counts are shown)."""
        s = self.state
        if s is None or not 0 <= seat < len(s.players):
            return None
        name = self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"
        return PN.panel_hover(s, seat, name, self.names, self.viewer, "hu" if self.hu else "en")

    # ----- animation -----------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.anim.busy

    def skip_animations(self) -> None:
        self.anim.skip()
        if self.state is not None:
            self.anim.vp = [float(p.vp) for p in self.state.players]

    def update(self, dt: float) -> None:
        self.time += dt
        self.anim.update(dt, self.ctx.anim_speed)

    # ----- drawing -------------------------------------------------------------------------
    @property
    def visible_text(self) -> set[str]:
        """Every string drawn in the last frame (the static layer's included)."""
        return self._static_text | self._frame_text

    def _veil(self, size: tuple[int, int]) -> pygame.Surface:
        v = self._veils.get(size)
        if v is None:
            v = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(v, (70, 56, 40, 96), v.get_rect(), border_radius=max(2, min(size) // 8))
            if len(self._veils) > 64:
                self._veils.clear()
            self._veils[size] = v
        return v

    def draw(self, surface: pygame.Surface) -> None:
        L, s = self.L, self.state
        if L is None:
            return
        if s is None:
            pygame.draw.rect(surface, THEME["board"], self.rect)
            return
        P.LANG = "hu" if self.ctx.lang == "hu" else "en"
        key = B.static_key(L, s) + (tuple(self.names), tuple(self.colours), tuple(self.shapes))
        if key != self._static_key or self._static is None:
            P.LOG = set()
            try:
                self._static = B.build_static(L, s, self.colours, self.shapes, self.names)
                if pygame.display.get_init() and pygame.display.get_surface() is not None:
                    self._static = self._static.convert()
            finally:
                self._static_text, P.LOG = P.LOG, None
            self._static_key = key
        old_clip = surface.get_clip()
        surface.set_clip(self.rect)
        surface.blit(self._static, L.rect.topleft)
        P.LOG = self._frame_text = set()
        try:
            self._draw_dynamic(surface, L, s)
        finally:
            P.LOG = None
            surface.set_clip(old_clip)

    def _rect_of(self, t: tuple) -> pygame.Rect | None:
        for tt, r in self.elements:
            if tt == t:
                return r
        return None

    def _draw_dynamic(self, surface: pygame.Surface, L: LY.Layout, s) -> None:
        targets = set(self.ctrl.by_target)
        glow_a = int(120 + 135 * B.pulse(self.time))
        task = top_task(s)
        placing = self.acting is not None and task[0] == "place" and bool(self.legal)
        # legal spaces glow; the others are veiled while an agent is being placed
        for t, r in self.elements:
            if t[0] not in ("space", "cliff", "hall", "bldg"):
                continue
            if t in targets:
                g = P.glow_rect(r.size, L.px(6), P.GLOW, L.px(8))
                g.set_alpha(glow_a)
                surface.blit(g, g.get_rect(center=r.center))
                pygame.draw.rect(surface, P.GLOW, r.inflate(L.px(4), L.px(4)), max(2, L.px(2)), border_radius=L.px(8))
            elif placing and t[0] == "space":
                surface.blit(self._veil(r.size), r)
        # the Harbor agent being reassigned: a ring around its slot
        if task[0] == "place" and len(task) > 3 and task[2] == "reassign" and task[3] in L.slots:
            cx, cy, rad = L.slots[task[3]]
            g = P.glow_circle(rad + L.px(3))
            g.set_alpha(glow_a)
            surface.blit(g, g.get_rect(center=(cx, cy)))
        # agents
        for sp, code, pos, r in B.agent_slots(L, s):
            if self.anim.hidden.get((sp, code)):
                continue
            B.draw_agent(surface, code, pos, r, self.colours, self.shapes)
        # score markers
        vps = self.anim.vp if len(self.anim.vp) == len(s.players) else [float(p.vp) for p in s.players]
        rr = B.marker_radius(L)
        for seat, pos in enumerate(B.score_positions(L, vps)):
            img = P.agent_icon(self.colours[seat], self.shapes[seat], rr)
            surface.blit(img, img.get_rect(center=pos))
        self._draw_reveal(surface, L, s, targets, glow_a)
        # hover outline on the board
        hover_hand = None
        for i, (_el, r) in enumerate(self.hand):
            if r.collidepoint(self.mouse):
                hover_hand = i  # the last one drawn is on top
        if hover_hand is None:
            for t, r in self.elements:
                if t[0] == "reveal" and r.collidepoint(self.mouse):
                    break  # the tray draws its own outline
                if r.collidepoint(self.mouse) and t[0] in ("space", "cliff", "hall", "bldg"):
                    col = P.GOLD_LIGHT if t in targets else P.INK_FAINT
                    pygame.draw.rect(surface, col, r.inflate(4, 4), 2, border_radius=L.px(7))
                    break
        # the viewer's hand
        PN.draw_hand(surface, L, s, self.viewer, self.hand, targets, hover_hand, self._completable,
                     self.names, self.colours, self.shapes)
        self._hover_card = None
        if hover_hand is not None and s.stack:
            el, r = self.hand[hover_hand]
            self._hover_card = PN.draw_hover_card(surface, L, s, self.viewer, el, r, targets, self._completable)
        self.anim.draw(surface)

    # ----- panels and theme ----------------------------------------------------------------
    def panel_lines(self, view_state: Any, seat: int) -> list[str]:
        return PN.panel_lines(view_state, seat, "hu" if self.hu else "en")

    def theme(self) -> dict[str, tuple[int, int, int]]:
        return dict(THEME)

