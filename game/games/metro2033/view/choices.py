"""What the legal actions say on the Metro table: which a click on a station or a card may mean,
which go to the prompt strip and which, too many for it, to a list in the column."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.text import personalize
from game.games.metro2033 import orders
from game.games.metro2033.content import STATIONS
from game.games.metro2033.view.theme import MAP_KINDS
from game.ui.game_view import Choice


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
        """The stations to light: those a click acts on (a faction's zone takes a click too, but
        its card is the choice: lighting every station of six zones would hide the map)."""
        return {st for st in STATIONS if any(a[0] != "faction" for a in self.station_actions(st))}

    def action_anchor(self, action: Any) -> pygame.Rect | None:
        """Where a click takes ``action``: its card or control in the column, or its station on
        the map (a station with several actions selects them for the strip); None for a strip
        button. Read after a draw (the column's items are placed while drawing)."""
        for r, kind, payload in reversed(self.hot):
            if kind == "action" and payload == action:
                return pygame.Rect(r)
            if kind in ("card", "hand") and self.carded(action) and payload == action[1]:
                return pygame.Rect(r)
        g = self.renderer
        if g is None or action not in self._mapped():
            return None
        for st in STATIONS:
            if action in self.station_actions(st):
                x, y = g.node_pos(st)
                rad = max(4, int(g.scaled_radius * g.nodes[st].radius))
                r = pygame.Rect(int(x) - rad, int(y) - rad, 2 * rad, 2 * rad)
                return r if self.map_rect.contains(r) else None
        return None

    def on_both(self, a: Any) -> bool:
        """An attack on a hero or on the station the acting hero stands at, and the hero staying
        put, are buttons as well as a click on that station (a click on one's own hero's station
        is not a move anyone guesses)."""
        if a == ("attack",) or a[0] in ("duel", "attack_hero"):
            return True
        s = self.state
        return (a[0] == "move" and self.acting is not None and s is not None
                and s.players[self.acting].hero_at == a[1])

    def carded(self, a: Any) -> bool:
        """Whether a legal action is a card drawn in the column to click (a faction or hero to
        pick, a card to keep, buy or play, a quest to complete): no button repeats it."""
        kind = self.state.stack[-1][0] if self.state is not None and self.state.stack else ""
        return a[0] in ("faction", "hero", "buy", "play", "complete") or a[0] == "keep" and kind in ("keep_eq", "keep_q")

    def card_action(self, card: str) -> list[Any]:
        return [a for a in self.legal if len(a) > 1 and a[0] in ("buy", "keep", "play", "discard", "take", "hero",
                                                                   "faction", "destroy", "complete", "quest_use")
                and a[1] == card]

    def _mapped(self) -> set[Any]:
        return {a for st in STATIONS for a in self.station_actions(st)}

    def _button_actions(self) -> list[Any]:
        """The choices that are buttons: those not taken on the map or through an amount control,
        plus the one action each amount control shows; End turn / Pass last."""
        if self.selected is not None:
            return self.station_actions(self.selected)
        if self.selected_card is not None:  # a card with two prices (1905's market): both, and End turn
            return self.card_action(self.selected_card) + [a for a in self.legal if self.is_end_turn(a)]
        mapped = self._mapped()
        acts = [a for a in self.legal if (a not in mapped or self.on_both(a)) and not self.stepped(a) and not self.carded(a)]
        acts += [a for a in self.stepper_actions() if a[0] != "exchange"]  # the exchange has its own button
        return sorted(acts, key=self.is_end_turn)  # stable: End turn goes last

    def is_end_turn(self, a: Any) -> bool:
        """The decision's End turn / Pass (the rules' ``ends_turn``)."""
        return self.state is not None and orders.ends_turn(self.state, a)

    def choice_tip(self, a: Any) -> str:
        tip = getattr(self.game, "choice_tip", None)
        try:
            text = tip(self.state, a, self.lang) if tip is not None else ""
        except Exception:
            text = ""
        odds = self.odds_lines(a)
        if odds:
            text += ("\n" if text else "") + "\n".join(odds)
        if self.stepped(a):
            text += ("\n" if text else "") + self.t("amt.hint" if a[0] == "exchange" else "amt.recruit.tip")
        return personalize(text, self.ctx.names, self.lang)

    def extra_choices(self) -> list[Choice]:
        """The strip's buttons as orders with their cost and a tooltip, End turn marked and last;
        the table folds what does not fit into its "More" menu (the same in every game)."""
        acts = self._button_actions()
        return [Choice(self.choice_label(a), a, tip=self.choice_tip(a), end_turn=self.is_end_turn(a)) for a in acts]

    def list_actions(self) -> list[Any]:
        """No list of choices in the column: the strip's "More" menu holds what does not fit."""
        return []
