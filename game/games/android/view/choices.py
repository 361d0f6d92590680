"""What the Android table offers and where: the legal actions sorted by where a player finds
them (a place of the map, a suspect, the strip, the column's list), their Time cost and their
button words.

Mixed into ``AndroidView`` (``table.py``): the methods use its state, fonts, words and ``hot`` list."""

from __future__ import annotations

from typing import Any

from game.engine.text import personalize
from game.games.android import board
from game.games.android import text as AT
from game.games.android.content import CONTENT
from game.games.android.movement import _move_cost
from game.games.android.view.theme import (
    LOC,
    MAP_KINDS,
    ORDER_KINDS,
    ROUTE_KINDS,
)


class TableChoices:
    """Where each legal action is answered, its cost and its words."""

    def choice_label(self, action: Any) -> str:
        label = personalize(super().choice_label(action), self.ctx.names, self.lang)
        outcome = self.fight_outcome(action)
        return f"{label}: {outcome}" if outcome and outcome not in label else label

    def fight_outcome(self, action: Any) -> str:
        """What a fight tactic costs (the dark card's three outcomes, spec 8.13)."""
        s = self.state
        if s is None or not s.queue or s.queue[0][0] != "fight" or not isinstance(action, tuple) or action[0] != "tactic":
            return ""
        try:
            ops = CONTENT.cards[s.queue[0][2]].ops[0][1][action[1]]
            return AT.outcome_words(ops, self.lang)
        except (KeyError, IndexError, TypeError):
            return ""

    @staticmethod
    def target_of(action: Any) -> str | None:
        """The location a map action names (moves, dropships, NPCs, leads, warrants)."""
        if not isinstance(action, tuple) or not action or action[0] not in MAP_KINDS:
            return None
        for x in action[1:]:
            if isinstance(x, str) and x in LOC:
                return x
        return None

    def location_actions(self, lid: str) -> list[Any]:
        acts = [a for a in self.legal if self.target_of(a) == lid]
        acts.sort(key=lambda a: 0 if a[0] == "move" else 1)  # walking before flying
        return acts

    def map_targets(self) -> set[str]:
        return {t for a in self.legal if (t := self.target_of(a)) is not None}

    def list_actions(self) -> list[Any]:
        """The legal actions not answered on the map, the puzzle or the orders tab."""
        return [a for a in self.legal if self.target_of(a) is None and a[0] not in ("put", "place")
                and not (a[0] in ORDER_KINDS and self.tab == "orders")
                and not (a[0] == "draw" and self.tab == "case")]

    def suspect_actions(self, sid: str) -> list[Any]:
        return [a for a in self.list_actions() if len(a) > 1 and a[1] == sid]

    def cost_of(self, action: Any) -> int | None:
        """Time a move or a dropship flight costs the active detective (spec 9.4, 4.8)."""
        s = self.state
        if s is None or not isinstance(action, tuple) or action[0] not in ROUTE_KINDS or s.active < 0:
            return None
        p = s.players[s.active]
        try:
            if action[0] == "move":
                return int(_move_cost(s, p, action[1]))
            surcharge = s.opt("dropship_restricted_surcharge") == "on"
            return int(board.entry_cost(p, action[1])) if surcharge else 1
        except Exception:
            return None

    def extra_choices(self) -> list[tuple[str, Any]]:
        if self.selected is not None and self.selected in self.legal:
            return [(self.choice_label(self.selected), self.selected)]
        acts = self.list_actions()
        if len(acts) <= 3 and not self.map_targets():
            return [(self.choice_label(a), a) for a in acts]
        return []

    def side_actions(self) -> list[Any]:
        """The action list of the column: what the strip's buttons do not already offer."""
        strip = [a for _label, a in self.extra_choices()]
        return [a for a in self.list_actions() if a not in strip]
