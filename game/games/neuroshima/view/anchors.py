"""Where a click takes each action (NeuroshimaView mixin, ``action_anchor``): the tile in the
hand, the hex, the air strike's area, the tile being placed; for the coach and the guided first
game to point at and highlight. None for what only the strip offers (End turn, Cancel)."""
from __future__ import annotations

from typing import Any

import pygame

from .controller import action_hex, area_hexes, is_hex_action
from .shown import Hex


class AnchorMixin:
    def action_anchor(self, action: Any) -> pygame.Rect | None:
        if self.state is None or self.lay is None or not isinstance(action, tuple) or not action:
            return None
        kind = action[0]
        if kind in ("play", "discard") and len(action) == 2:
            return self._hand_anchor(kind, action[1])
        ch = self.choices
        if kind == "area" and action in ch.areas:
            return self._area_rect(action)
        for h, acts in ch.by_hex.items():
            if action in acts:
                return self._hex_rect(h) if len(acts) == 1 else None  # several: a menu opens there
        pending = self._pending_hex()
        if pending is not None and (action == ch.confirm or (kind == "rot" and ch.rots and action[1:] == (self.rot,))):
            return self._hex_rect(pending)  # a click on the tile being placed takes it
        if action not in self.legal and is_hex_action(action):
            return self._hex_rect(action_hex(action))  # another seat's move (a note about it)
        return None

    def preview_action(self, action: Any) -> None:
        """Show a suggested move (the coach's hint, the guide's step) as a click would take it: a
        facing turns the tile being placed that way, so its hex is the anchor and the ghost shows
        the facing. Anything else is already visible where ``action_anchor`` points."""
        if isinstance(action, tuple) and action[:1] == ("rot",) and action[1] in self.choices.rots:
            self.rot = action[1]

    def _hand_anchor(self, kind: str, name: str) -> pygame.Rect | None:
        seat = self._hand_seat()
        if seat is None:
            return None
        hand = list(self._side().hands[seat])
        if name not in hand:
            return None
        k = hand.index(name)
        if kind == "discard" and self.state.phase != "discard":
            buttons = self.lay.discard_buttons
            return pygame.Rect(buttons[k]) if k < len(buttons) else None
        if k >= len(self.lay.hand_slots):
            return None
        half = int(self.lay.hand_size * 0.95)
        r = pygame.Rect(0, 0, 2 * half, 2 * half)
        r.center = self.lay.hand_slots[k].center
        return r

    def _hex_rect(self, h: Hex) -> pygame.Rect:
        cx, cy = self.board.center(h)
        s = self.board.size
        r = pygame.Rect(0, 0, int(s * 1.8), int(s * 1.6))
        r.center = (int(cx), int(cy))
        return r

    def _area_rect(self, action: tuple) -> pygame.Rect:
        rects = [self._hex_rect(h) for h in area_hexes(action)]
        return rects[0].unionall(rects[1:])
