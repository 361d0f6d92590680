"""The Android table's input: pointer and keys turned into a legal action or a change of what
is shown (zoom, pan, tabs, a previewed move waiting for its confirmation).

Mixed into ``AndroidView`` (``table.py``): the methods use its state, fonts, words and ``hot`` list."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.games.android import labels
from game.games.android.view.theme import (
    ROUTE_KINDS,
)


class TableInput:
    """Clicks, drags, the wheel and keys on the map and the column."""

    def handle_event(self, event: pygame.event.Event) -> Any | None:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self._motion(event)
            return None
        if et == pygame.MOUSEWHEEL:
            self._wheel(event)
            return None
        if et == pygame.MOUSEBUTTONUP:
            self.press, self.dragging = None, False
            return None
        if et == pygame.MOUSEBUTTONDOWN:
            pos = getattr(event, "pos", None)
            button = getattr(event, "button", 1)
            if pos is None or button in (4, 5):
                return None
            self.mouse = pos
            if button != 1:
                if self.map_rect.collidepoint(pos):
                    self.press = pos
                return None
            return self._click(pos)
        if et == pygame.KEYDOWN and self.renderer is not None:
            key = getattr(event, "key", 0)
            if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.renderer.zoom_at(self.map_rect.center, 1.25)
            elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.renderer.zoom_at(self.map_rect.center, 0.8)
            elif key in (pygame.K_0, pygame.K_HOME):
                self.renderer.fit()
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected in self.legal:
                return self.selected
            elif key == pygame.K_ESCAPE:
                self.selected, self.options = None, []
        return None

    def _motion(self, event: pygame.event.Event) -> None:
        pos = getattr(event, "pos", self.mouse)
        self.mouse = pos
        if self.press is not None and self.renderer is not None:
            if not any(getattr(event, "buttons", (0, 0, 0))):
                self.press, self.dragging = None, False
            else:
                dx, dy = pos[0] - self.press[0], pos[1] - self.press[1]
                if self.dragging or math.hypot(dx, dy) > 5:
                    self.dragging = True
                    self.renderer.pan_by(dx, dy)
                    self.press = pos
        if self.renderer is not None:
            self.renderer.update_hover(pos)

    def _wheel(self, event: pygame.event.Event) -> None:
        y = getattr(event, "y", 0)
        if not y:
            return
        if self.renderer is not None and self.map_rect.collidepoint(self.mouse):
            self.renderer.zoom_at(self.mouse, 1.2 ** y)
        elif getattr(self, "tab_clip", None) is not None and self.tab_clip.collidepoint(self.mouse):
            self.tab_scroll = max(0, min(self.tab_max, self.tab_scroll - int(y) * self.px(40)))

    def _click(self, pos: tuple[int, int]) -> Any | None:
        for rect, kind in self.buttons:
            if rect.collidepoint(pos) and self.renderer is not None:
                if kind == "fit":
                    self.renderer.fit()
                else:
                    self.renderer.zoom_at(self.map_rect.center, 1.25 if kind == "in" else 0.8)
                return None
        for rect, kind, payload in reversed(self.hot):
            if not rect.collidepoint(pos):
                continue
            if kind == "action":
                return payload if payload in self.legal else None
            if kind == "tab":
                self.tab, self.tab_scroll = payload, 0
                return None
            if kind == "order_step":
                self.step_order_pick(*payload)
                return None
            if kind == "confirm":
                self.selected, self.options = None, []
                return payload if payload in self.legal else None
            if kind == "cancel":
                self.selected, self.options = None, []
                return None
            if kind == "cell":
                return self.click_cell(payload)
            if kind == "ev_face":
                if bool(payload) in self.evidence_faces():  # only a face the engine allows
                    self.face_up = bool(payload)
                return None
            if kind == "ev_suspect":
                return payload[1] if payload[1] in self.legal else None
            if kind == "closing":
                self.closing_hidden = not self.closing_hidden
                return None
            if kind == "dialog":
                return None  # a click on the dialog's background goes nowhere (not to the map under it)
            if kind == "suspect":
                acts = self.suspect_actions(payload)
                return acts[0] if len(acts) == 1 else None
            if kind == "card":
                return self.click_card(payload)
        if self.renderer is not None and self.map_rect.collidepoint(pos):
            lid = self.renderer.node_at(pos)
            if lid is not None:
                if self.pick_place(str(lid)):
                    return None  # the orders tab waits for a place: the click sets the condition
                return self._click_location(str(lid))
        return None

    def click_card(self, cid: Any) -> Any | None:
        """A card of the hand: a sacrifice or an answer is taken at once; on his turn the first
        click picks the card (its Play and Discard lead the strip), a second click plays it."""
        acts = self.card_actions(cid)
        if not acts:
            if self.legal and cid != self.card_pick:
                self.message = self.t("card_idle")
            return None
        self.message = ""
        if len(acts) == 1 and acts[0][0] in ("sac", "respond"):
            return acts[0]
        play = next((a for a in acts if a[0] == "play"), None)
        if self.card_pick == cid and play is not None:
            self.card_pick = None
            return play
        self.card_pick = cid  # its Play and Discard appear in the strip; the card is ringed
        return None

    def _click_location(self, lid: str) -> Any | None:
        acts = self.location_actions(lid)
        if not acts:
            if self.legal:
                why = ""
                s = self.state
                if self.acting is not None and s.queue and s.queue[0][0] == "act":
                    why = labels.refusal(s, self.acting, lid, self.lang)
                self.message = why or self.t("click_map" if self.map_targets() else "map_idle")
            return None
        self.message = ""  # an accepted click: the last refusal no longer applies
        a = acts[0]
        if len(acts) == 1 and (a[0] not in ROUTE_KINDS or self.selected == a):
            self.selected, self.options = None, []
            return a  # the only thing to do there (a move: its second click)
        self.selected, self.options = a, acts  # show the route / the choices there first
        return None
