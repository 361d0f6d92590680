"""DuelView: the test game drawn on the table.

The 4x4 board in the middle, the shown player's hand as cards at the bottom, the other
hands face down at the top, a small dice tray for the gamble roll. Click a card, then a
cell (two small decisions, as the rules define them); Gamble is a prompt-strip button.
Legal cells glow; a click on something illegal says why. Placements scale in, the die
tumbles and settles on the face the Match rolled; all of it obeys the animation speed and
is skipped by Space or a click.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.engine.core import CHANCE, HIDDEN
from game.ui import style
from game.ui.game_view import DEFAULT_THEME, GameView, ViewContext
from game.ui.render.dice import DiceTray, DieFaces
from game.ui.render.tween import AnimationQueue, Tween

SIZE = 4


class DuelView(GameView):
    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.anims = AnimationQueue(ctx.anim_speed)
        self.cells: dict[tuple[int, int], pygame.Rect] = {}
        self.hand_rects: list[pygame.Rect] = []
        self.others: list[tuple[int, pygame.Rect]] = []
        self.tray = pygame.Rect(0, 0, 0, 0)
        self.grid = pygame.Rect(0, 0, 0, 0)
        self.scale: dict[tuple[int, int], float] = {}
        self.dice: DiceTray | None = None  # pymunk tray: the die tumbles onto the rolled face
        self.last_roll: tuple[int, int] | None = None  # (seat, pips)
        self.hover = (-1, -1)
        self.me: int | None = None
        self.ui_rng = random.Random(7)  # visual randomness only

    # ----- theme -----------------------------------------------------------------------
    def theme(self) -> dict[str, tuple[int, int, int]]:
        t = dict(DEFAULT_THEME)
        t.update({"bg": (26, 40, 36), "bg2": (16, 26, 23), "board": (32, 60, 50), "panel": (38, 56, 50),
                  "panel_hi": (52, 74, 66), "edge": (80, 110, 98), "accent": (226, 184, 96)})
        return t

    # ----- layout ----------------------------------------------------------------------
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        r = self.rect
        size = self.ctx.window_size
        pad = style.px(14, size)
        top_h = int(r.h * 0.17)
        bottom_h = int(r.h * 0.27)
        mid = pygame.Rect(r.x + pad, r.y + top_h, r.w - 2 * pad, max(10, r.h - top_h - bottom_h))
        tray_w = min(int(mid.w * 0.22), style.px(170, size))
        side = max(8, min(mid.w - tray_w - pad, mid.h))
        self.grid = pygame.Rect(0, 0, side, side)
        self.grid.center = (mid.x + (mid.w - tray_w - pad) // 2, mid.centery)
        cell = side // SIZE
        self.grid.size = (cell * SIZE, cell * SIZE)
        self.cells = {(x, y): pygame.Rect(self.grid.x + x * cell, self.grid.y + y * cell, cell, cell)
                      for y in range(SIZE) for x in range(SIZE)}
        tw = max(8, min(tray_w, mid.h // 2))
        self.tray = pygame.Rect(self.grid.right + pad + (tray_w - tw) // 2, self.grid.centery - tw // 2, tw, tw)
        self.dice = DiceTray(self.tray, die_size=max(12, int(tw * 0.3)), on_land=lambda _i: self._sound("dice_land"))
        if self.last_roll is not None:  # a new tray after a resize shows the last roll at rest
            self.dice.throw([self.last_roll[1] - 1], DieFaces.standard(6), self.ui_rng)
            self.dice.skip()
        self._layout_hands()

    def _layout_hands(self) -> None:
        r = self.rect
        if r.w <= 0:
            return
        size = self.ctx.window_size
        top_h = int(r.h * 0.17)
        bottom_h = int(r.h * 0.27)
        ch = max(10, int(bottom_h * 0.78))
        cw = int(ch * 0.7)
        hand = self._hand(self.me) if self.me is not None else ()
        n = len(hand)
        gap = style.px(14, size)
        total = n * cw + max(0, n - 1) * gap
        x = r.centerx - total // 2
        y = r.bottom - bottom_h + (bottom_h - ch) // 2
        self.hand_rects = [pygame.Rect(x + i * (cw + gap), y, cw, ch) for i in range(n)]
        seats = [s for s in range(len(self.ctx.names)) if s != self.me]
        self.others = []
        if seats:
            slot = r.w // len(seats)
            for j, s in enumerate(seats):
                self.others.append((s, pygame.Rect(r.x + j * slot, r.y, slot, top_h)))

    def _hand(self, seat: int | None) -> tuple:
        if self.state is None or seat is None or seat >= len(self.state.hands):
            return ()
        return self.state.hands[seat]

    # ----- state -----------------------------------------------------------------------
    def set_state(self, view_state, legal_actions, acting_seat, steps_since_last, previous_view_state) -> None:
        super().set_state(view_state, legal_actions, acting_seat, steps_since_last, previous_view_state)
        if acting_seat is not None:
            self.me = acting_seat
        else:
            shown = [i for i, h in enumerate(view_state.hands) if h and all(v is not HIDDEN for v in h)]
            if self.me is None or (shown and self.me not in shown):
                self.me = shown[0] if len(shown) == 1 else self.me
        self._layout_hands()
        self.anims.speed = self.ctx.anim_speed
        if previous_view_state is None:
            self.scale = {}
            self.anims.clear()
            return
        before = {(x, y) for x, y, _o, _v in previous_view_state.board}
        for x, y, _o, _v in view_state.board:
            if (x, y) not in before:
                self._animate_place((x, y))
        for step in steps_since_last:
            if step.player == CHANCE and step.action and step.action[0] == "roll":
                seat = previous_view_state.turn
                self._animate_roll(seat, int(step.action[1]))

    def _animate_place(self, cell: tuple[int, int]) -> None:
        self.scale[cell] = 0.0
        self.anims.add(Tween(self.scale, cell, 0.0, 1.0, 0.28, "out_back",
                             on_done=lambda c=cell: self.scale.pop(c, None)))

    def _animate_roll(self, seat: int, pips: int) -> None:
        self.last_roll = (seat, pips)
        if self.dice is None:
            return
        self.dice.throw([pips - 1], DieFaces.standard(6), self.ui_rng)
        self._sound("dice_roll")
        if self.ctx.anim_speed <= 0:
            self.dice.skip()

    def _sound(self, name: str) -> None:
        try:
            self.ctx.sound.play(name)
        except Exception:
            pass

    @property
    def busy(self) -> bool:
        return self.anims.busy or (self.dice is not None and self.last_roll is not None and not self.dice.settled)

    def skip_animations(self) -> None:
        self.anims.skip()
        self.scale.clear()
        if self.dice is not None:
            self.dice.skip()

    def update(self, dt: float) -> None:
        speed = self.ctx.anim_speed
        self.anims.speed = speed
        self.anims.update(dt)
        if self.dice is not None:
            if speed <= 0:
                self.dice.skip()
            else:
                self.dice.update(dt * speed)

    # ----- input -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.hover = pos
            return None
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1 or pos is None:
            return None
        if not self.rect.collidepoint(pos) or self.state is None:
            return None
        legal = set(self.legal)
        for i, r in enumerate(self.hand_rects):
            if r.collidepoint(pos):
                if ("card", i) in legal:
                    return ("card", i)
                self.message = self.tr("duel.why_card_picked") if self.state.phase == "cell" else self.tr("duel.why_wait")
                return None
        for cell, r in self.cells.items():
            if r.collidepoint(pos):
                action = ("cell", cell[0], cell[1])
                if action in legal:
                    return action
                if self.acting is None:
                    self.message = self.tr("duel.why_wait")
                elif cell in self.state.occupied():
                    self.message = self.tr("duel.why_taken")
                else:
                    self.message = self.tr("duel.why_card_first")
                return None
        return None

    def extra_choices(self) -> list[tuple[str, Any]]:
        if ("gamble",) in self.legal:
            return [(self.tr("duel.gamble"), ("gamble",))]
        return []

    def hover_info(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        if self.state is None:
            return None
        owners = {(x, y): (o, v) for x, y, o, v in self.state.board}
        for cell, r in self.cells.items():
            if r.collidepoint(pos) and cell in owners:
                o, v = owners[cell]
                return (self.tr("duel.card_title", value=v), self.tr("duel.card_body", name=self.ctx.names[o]))
        for i, r in enumerate(self.hand_rects):
            if r.collidepoint(pos):
                v = self._hand(self.me)[i]
                return (self.tr("duel.card_title", value=v), self.tr("duel.hand_body"))
        if self.tray.collidepoint(pos):
            return (self.tr("duel.gamble"), self.tr("duel.gamble_body", target=self.state.bonus_target))
        return None

    def panel_lines(self, view_state: Any, seat: int) -> list[str]:
        if view_state is None:
            return []
        on_board = sum(1 for _x, _y, o, _v in view_state.board if o == seat)
        return [self.tr("duel.panel", hand=len(view_state.hands[seat]), board=on_board, bonus=view_state.bonus[seat])]

    # ----- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.state is None or self.rect.w < 20 or self.rect.h < 20:
            return
        th = self.theme()
        size = self.ctx.window_size
        s = self.state
        cell_px = self.grid.w // SIZE
        # board
        style.panel(surface, self.grid.inflate(style.px(16, size), style.px(16, size)), (58, 44, 30), (96, 74, 50),
                    radius=style.px(10, size), shadow_offset=style.px(5, size))
        legal_cells = {(a[1], a[2]) for a in self.legal if a[0] == "cell"}
        owners = {(x, y): (o, v) for x, y, o, v in s.board}
        glow = 0.5 + 0.5 * abs((pygame.time.get_ticks() % 1400) / 700.0 - 1.0)
        for cell, r in self.cells.items():
            inner = r.inflate(-max(2, cell_px // 16), -max(2, cell_px // 16))
            base = (214, 200, 170) if (cell[0] + cell[1]) % 2 == 0 else (202, 186, 154)
            pygame.draw.rect(surface, base, inner, border_radius=max(2, cell_px // 12))
            if cell in legal_cells:
                colour = self.ctx.colours[self.acting] if self.acting is not None else th["accent"]
                hot = inner.collidepoint(self.hover)
                pygame.draw.rect(surface, style.mix(base, colour, 0.35 + (0.3 if hot else 0.15 * glow)), inner,
                                 border_radius=max(2, cell_px // 12))
                pygame.draw.rect(surface, colour, inner, max(2, cell_px // 28), border_radius=max(2, cell_px // 12))
            if cell in owners:
                o, v = owners[cell]
                k = self.scale.get(cell, 1.0)
                self._draw_card(surface, inner.inflate(-cell_px // 6, -cell_px // 6), v, o, k)
        # the other hands, face down
        f = style.fs(15, size)
        for seat, area in self.others:
            n = len(self._hand(seat))
            colour = self.ctx.colours[seat]
            label = self.ctx.names[seat]
            style.blit_text(surface, label, f, th["ink_soft"], (area.centerx, area.y + style.px(6, size)), "midtop",
                            max_width=area.w - 10)
            ch = max(8, area.h - style.px(34, size))
            cw = int(ch * 0.7)
            x0 = area.centerx - (n * (cw // 2) + cw // 2) // 2
            for i in range(n):
                r = pygame.Rect(x0 + i * (cw // 2), area.y + style.px(28, size), cw, ch)
                self._draw_back(surface, r, colour)
        # my hand
        picked = s.picked if s.phase == "cell" else None
        hand = self._hand(self.me)
        for i, r in enumerate(self.hand_rects):
            v = hand[i] if i < len(hand) else HIDDEN
            lift = 0
            can = ("card", i) in self.legal
            if can and r.collidepoint(self.hover):
                lift = style.px(10, size)
            if picked == i:
                lift = style.px(18, size)
            rr = r.move(0, -lift)
            if v is HIDDEN:
                self._draw_back(surface, rr, self.ctx.colours[self.me] if self.me is not None else th["edge"])
            else:
                self._draw_card(surface, rr, v, self.me if self.me is not None else 0, 1.0, glow=can or picked == i)
        if self.me is not None and self.hand_rects:
            hr = self.hand_rects[0]
            style.blit_text(surface, self.tr("duel.your_hand", name=self.ctx.names[self.me]), f, th["ink_soft"],
                            (hr.x - style.px(18, size), hr.centery), "midright",
                            max_width=max(0, hr.x - self.rect.x - style.px(24, size)))
        self._draw_tray(surface)

    def _draw_card(self, surface: pygame.Surface, r: pygame.Rect, value: Any, owner: int, k: float,
                   glow: bool = False) -> None:
        if k <= 0.02 or r.w < 4:
            return
        rr = pygame.Rect(0, 0, max(2, int(r.w * k)), max(2, int(r.h * k)))
        rr.center = r.center
        colour = self.ctx.colours[owner % len(self.ctx.colours)]
        rad = max(3, rr.w // 8)
        style.draw_shadow(surface, rr, rad, offset=max(2, rr.h // 20), alpha=110)
        pygame.draw.rect(surface, (250, 247, 240), rr, border_radius=rad)
        band = pygame.Rect(rr.x, rr.y, rr.w, max(3, rr.h // 5))
        pygame.draw.rect(surface, colour, band, border_top_left_radius=rad, border_top_right_radius=rad)
        pygame.draw.rect(surface, colour if glow else (150, 140, 120), rr, 3 if glow else 1, border_radius=rad)
        fsz = max(10, int(rr.h * 0.42))
        style.blit_text(surface, str(value), fsz, (34, 32, 30), (rr.centerx, rr.centery + rr.h // 12), "center", bold=True)
        if self.ctx.show_shapes and rr.w > 24:
            style.draw_shape(surface, self.ctx.shapes[owner % len(self.ctx.shapes)],
                             (rr.right - rr.w // 6, rr.bottom - rr.w // 6), rr.w / 11, colour, (40, 40, 40))

    def _draw_back(self, surface: pygame.Surface, r: pygame.Rect, colour: Any) -> None:
        rad = max(3, r.w // 8)
        style.draw_shadow(surface, r, rad, offset=2, alpha=90)
        pygame.draw.rect(surface, style.mix(colour, (20, 24, 30), 0.55), r, border_radius=rad)
        pygame.draw.rect(surface, style.mix(colour, (255, 255, 255), 0.2), r.inflate(-r.w // 5, -r.w // 5), 1,
                         border_radius=max(2, rad // 2))
        pygame.draw.rect(surface, (20, 20, 20), r, 1, border_radius=rad)

    def _draw_tray(self, surface: pygame.Surface) -> None:
        r = self.tray
        if r.w < 16 or self.dice is None:
            return
        size = self.ctx.window_size
        style.blit_text(surface, self.tr("duel.tray"), style.fs(14, size), (190, 200, 194), (r.centerx, r.y - 4), "midbottom",
                        max_width=r.w + 40)
        self.dice.draw(surface)
        if self.last_roll is not None and self.dice.settled:
            ok = self.last_roll[1] >= (self.state.bonus_target if self.state is not None else 4)
            style.blit_text(surface, self.tr("duel.bonus" if ok else "duel.no_bonus"), style.fs(14, size),
                            (140, 220, 160) if ok else (220, 200, 190), (r.centerx, r.bottom + 4), "midtop",
                            max_width=r.w + 60)
