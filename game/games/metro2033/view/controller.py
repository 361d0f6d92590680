"""The Metro table's input: pointer and keys turn into a legal action, a pan or zoom of the map,
a scroll of the column, or a message saying why nothing happened."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.engine.text import personalize
from game.games.metro2033 import orders


class ControllerMixin:
    """Events to actions (mixed into ``Metro2033View``)."""

    def handle_event(self, event: pygame.event.Event) -> Any | None:
        et = event.type
        if et == pygame.MOUSEMOTION:
            return self._motion(event)
        if et == pygame.MOUSEWHEEL:
            return self._wheel(event)
        if et == pygame.MOUSEBUTTONUP:
            self.press = None
            if self.dragging and self.renderer is not None:
                self.renderer.fast = False
                self.renderer._base = None  # smooth again
            self.dragging = False
            return None
        if et == pygame.MOUSEBUTTONDOWN:
            pos = getattr(event, "pos", None)
            button = getattr(event, "button", 1)
            if pos is None:
                return None
            self.mouse = pos
            if button in (4, 5):
                return None
            if button != 1:
                if self.map_rect.collidepoint(pos):
                    self.press = pos
                return None
            return self._click(pos)
        if et == pygame.KEYDOWN and self.renderer is not None:
            key = getattr(event, "key", 0)
            if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self._zoom(self.map_rect.center, 1.25)
            elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self._zoom(self.map_rect.center, 0.8)
            elif key in (pygame.K_0, pygame.K_HOME):
                self.renderer.fit()
                self._labels()
        return None

    def _motion(self, event: pygame.event.Event) -> None:
        pos = getattr(event, "pos", self.mouse)
        self.mouse = pos
        if self.press is not None and self.renderer is not None:
            buttons = getattr(event, "buttons", (1, 0, 0))
            if not any(buttons):
                self.press, self.dragging = None, False
                if self.renderer.fast:
                    self.renderer.fast, self.renderer._base = False, None
                return None
            dx, dy = pos[0] - self.press[0], pos[1] - self.press[1]
            if self.dragging or math.hypot(dx, dy) > 5:
                self.dragging = True
                self.renderer.fast = True
                self.renderer.pan_by(dx, dy)
                self.press = pos
                self._layer = None
        if self.renderer is not None:
            self.renderer.update_hover(pos)
        return None

    def _wheel(self, event: pygame.event.Event) -> None:
        y = getattr(event, "y", 0)
        pos = self.mouse
        if self.renderer is not None and self.map_rect.collidepoint(pos) and y:
            self._zoom(pos, 1.2 ** y)
        elif self._list_rect.collidepoint(pos) and y:
            self.list_scroll = max(0, self.list_scroll - int(y) * self.px(30))
        elif self.side.collidepoint(pos) and y:
            self.col_scroll = max(0, min(self._col_max, self.col_scroll - int(y) * self.px(40)))
        return None

    def _zoom(self, pos: tuple[int, int], factor: float) -> None:
        if self.renderer is not None and self.renderer.zoom_at(pos, factor):
            self._labels()
            self._layer = None

    def _click(self, pos: tuple[int, int]) -> Any | None:
        for rect, kind in self.buttons:
            if rect.collidepoint(pos):
                if kind == "fit" and self.renderer is not None:
                    self.renderer.fit()
                    self._labels()
                    self._layer = None
                else:
                    self._zoom(self.map_rect.center, 1.25 if kind == "in" else 0.8)
                return None
        for rect, kind, payload in reversed(self.hot):
            if rect.collidepoint(pos):
                return self._click_item(kind, payload)
        if self.map_rect.collidepoint(pos) and self.renderer is not None:
            st = self.renderer.node_at(pos, slack=self.px(5))
            if st is None:
                self.press = pos  # a drag may start here
                return None
            action = self._click_station(st)
            if action is None and self.selected is None:
                self.press = pos  # a station with nothing to do may start a drag too
            return action
        return None

    def _click_item(self, kind: str, payload: Any) -> Any | None:
        if self.acting is None:
            self.message = self.t("click.wait")
            return None
        if kind == "action":
            return payload if payload in self.legal else None
        if kind == "step":
            self.step(payload)
            return None
        if kind in ("card", "hand"):
            acts = self.card_action(payload)
            if len(acts) == 1:
                return acts[0]
            if acts:  # several ways to take this card (two prices): the strip offers them
                self.selected_card, self.selected = payload, None
                self.message = self.t("click.pay")
        return None

    def _click_station(self, st: str) -> Any | None:
        if self.acting is None:
            self.message = self.t("click.wait")
            return None
        acts = self.station_actions(st)
        self.selected_card = None
        if len(acts) == 1:
            self.selected = None
            return acts[0]
        if acts:
            self.selected = st
            self.message = self.t("click.choose")
            return None
        self.selected = None
        self.message = personalize(orders.refusal(self.state, self.acting, st, self.lang), self.ctx.names, self.lang)
        return None
