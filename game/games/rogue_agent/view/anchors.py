"""Rogue Agent: where a click takes each action (RogueAgentView part, ``action_anchor``): the location, the
criminal's card, an agent's board, a die in the tray, a white group's row, a bomb-board column,
an informant's ring; for the coach and the guided first game to point at and highlight. None
for what the strip offers (search, buy, turn in, reinforce, end turn...)."""
from __future__ import annotations

from typing import Any

import pygame

from game.games.rogue_agent import content as K
from game.games.rogue_agent.view import paint as P
from game.games.rogue_agent.view.controller import LOCAL_KINDS, target_of


class AnchorPart:
    def action_anchor(self, action: Any) -> pygame.Rect | None:
        s, L = self.state, self.L
        if s is None or L is None or not isinstance(action, tuple) or not action:
            return None
        if action[0] in LOCAL_KINDS or action[0] == "reroll":
            return self._reroll_anchor(action)
        for a, r in self.white_rows:
            if a == action:
                return pygame.Rect(r)
        if action[0] == "informant":
            return self._informant_anchor(action)
        where = target_of(s, action)
        if where is None:
            return None
        kind = where[0]
        if kind == "tile":
            r = L.tiles.get(where[1])
        elif kind == "crim":
            r = next((r for n, r in self.card_rects if n == where[1]), None)
        elif kind == "seat":
            r = L.boards[where[1]] if 0 <= where[1] < len(L.boards) else None
        elif kind == "die":
            r = self._die_anchor(where[1])
        elif kind == "col":
            r = self._column_anchor(where[1])
        else:
            r = None
        return pygame.Rect(r) if r is not None else None

    def _reroll_anchor(self, action: tuple) -> pygame.Rect | None:
        btn = self._reroll_button() if action[0] == "reroll" else None
        return pygame.Rect(btn[0]) if btn is not None and btn[1] == action else None

    def _die_anchor(self, i: int) -> pygame.Rect | None:
        if not self.trays or i >= len(self.trays[0].dice):
            return None
        tray = self.trays[0]
        x, y = tray.dice[i].body.position
        size = int(tray.die_size * 1.1)
        return pygame.Rect(int(x) - size // 2, int(y) - size // 2, size, size)

    def _column_anchor(self, c: int) -> pygame.Rect | None:
        if self.bomb_rect is None or self.state.board is None:
            return None
        _timer, cells = P.bomb_cells(self.bomb_rect.inflate(-self.L.px(10), -self.L.px(10)), K.BOMB_ROWS, K.BOMB_COLS)
        rects = [r for (col, _row), r in cells.items() if col == c]
        return rects[0].unionall(rects[1:]) if rects else None

    def _informant_anchor(self, action: tuple) -> pygame.Rect | None:
        for key, a in self._informant_targets().items():
            if a == action:
                x, y, rad = self._informant_rings()[key]
                return pygame.Rect(x - rad, y - rad, 2 * rad, 2 * rad)
        r = self.L.tiles.get(action[1]) if len(action) > 1 else None
        return pygame.Rect(r) if r is not None else None
