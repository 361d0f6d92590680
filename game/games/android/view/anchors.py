"""Android: where a click takes each action (AndroidView part, ``action_anchor``): its button or row in the
column, the suspect in the evidence dialog, the card in the hand, the place on the map; for the
coach and the guided first game to point at and highlight. None for the strip's own buttons.
Mixed in last, so a method of the view's own parts wins."""
from __future__ import annotations

from typing import Any

import pygame


class AnchorPart:
    def action_anchor(self, action: Any) -> pygame.Rect | None:
        if self.state is None or not isinstance(action, tuple) or not action:
            return None
        for rect, kind, payload in reversed(self.hot):
            if (kind in ("action", "confirm") and payload == action) or \
                    (kind == "ev_suspect" and isinstance(payload, tuple) and payload[1:2] == (action,)):
                return pygame.Rect(rect)
        card = self.card_of(action)
        if card is not None:
            return next((pygame.Rect(r) for r, kind, payload in reversed(self.hot) if kind == "card" and payload == card),
                        None)
        if action[0] in ("arm", "disarm"):  # the Orders tab is not open: its tab is the way there
            return next((pygame.Rect(r) for r, kind, payload in reversed(self.hot) if kind == "tab" and payload == "orders"),
                        None)
        return self._place_anchor(self.target_of(action))

    def _place_anchor(self, lid: str | None) -> pygame.Rect | None:
        r = self.renderer
        if lid is None or r is None or lid not in r.nodes or not r.visible(lid):
            return None
        x, y = r.node_pos(lid)
        rad = int(r.scaled_radius * r.nodes[lid].radius) + 3
        rect = pygame.Rect(int(x) - rad, int(y) - rad, 2 * rad, 2 * rad)
        return rect if self.map_rect.contains(rect) else None
