"""What the legal actions say on the Metro table: which a click on a station or a card may mean,
which go to the prompt strip and which, too many for it, to a list in the column."""
from __future__ import annotations

from typing import Any

from game.games.metro2033.content import STATIONS
from game.games.metro2033.view.theme import MAP_KINDS
from game.ui import style


class ChoicesMixin:
    """The view's reading of ``self.legal`` (mixed into ``Metro2033View``)."""

    def _hero_seats_at(self, st: str) -> list[int]:
        s = self.state
        return [i for i, p in enumerate(s.players) if p.hero and p.hero_at == st]

    def station_actions(self, st: str) -> list[Any]:
        """The legal actions a click on ``st`` may mean."""
        s = self.state
        out = []
        for a in self.legal:
            if a[0] in MAP_KINDS and len(a) > 1 and a[1] == st:
                out.append(a)
            elif a[0] in ("attack_hero", "duel") and len(a) > 1 and s.players[a[1]].hero_at == st:
                out.append(a)
            elif a == ("attack",) and self.acting is not None and s.players[self.acting].hero_at == st:
                out.append(a)
            elif a[0] == "faction" and STATIONS[st].zone == a[1]:
                out.append(a)  # a faction is also picked by clicking its zone
        return out

    def map_targets(self) -> set[str]:
        return {st for st in STATIONS if self.station_actions(st)}

    def card_action(self, card: str) -> list[Any]:
        return [a for a in self.legal if len(a) > 1 and a[0] in ("buy", "keep", "play", "discard", "take", "hero",
                                                                   "faction", "destroy", "complete", "quest_use")
                and a[1] == card]

    def _mapped(self) -> set[Any]:
        return {a for st in STATIONS for a in self.station_actions(st)}

    def _button_actions(self) -> list[Any]:
        if self.selected is not None:
            return self.station_actions(self.selected)
        mapped = self._mapped()
        return [a for a in self.legal if a not in mapped or a[0] == "faction"]

    def _fits_strip(self, actions: list[Any]) -> bool:
        size = self.ctx.window_size
        f = style.font(style.fs(17, size), True)
        total = sum(f.size(self.choice_label(a))[0] + style.px(42, size) for a in actions)
        return len(actions) <= 6 and total <= size[0] * 0.62

    def extra_choices(self) -> list[tuple[str, Any]]:
        acts = self._button_actions()
        if not acts or not self._fits_strip(acts):
            return []
        return [(self.choice_label(a), a) for a in acts]

    def list_actions(self) -> list[Any]:
        """Choices too many for the table's strip: a list in the column."""
        acts = self._button_actions()
        return acts if acts and not self._fits_strip(acts) else []
