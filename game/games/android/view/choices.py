"""What the Android table offers and where: the legal actions sorted by where a player finds
them - a place of the map (moves, flights, leads, NPCs, warrants), a card of the hand (play,
discard, sacrifice, answer), a deck (draw), the puzzle, the evidence dialog, the Orders tab
(standing orders) - and the rest as the strip's buttons (``Choice``: the order with its cost,
a tooltip, End turn marked, many variants folded into one menu), their Time cost and words.

Mixed into ``AndroidView`` (``table.py``): the methods use its state, fonts, words and ``hot`` list."""

from __future__ import annotations

from typing import Any

from game.engine.text import personalize
from game.games.android import board
from game.games.android import text as AT
from game.games.android.content import CONTENT
from game.games.android.movement import _move_cost
from game.games.android.view.theme import LOC, MAP_KINDS, ORDER_KINDS, ROUTE_KINDS
from game.ui.game_view import Choice

CARD_KINDS = ("play", "discard", "respond", "sac")  # answered by a click on a card of the hand
BOARD_KINDS = ("put", "place")  # the puzzle tab and the evidence dialog
MENU_KINDS = {"play": "grp.play", "discard": "grp.discard", "draw": "grp.draw", "reading": "grp.reading",
              "break": "grp.break", "sac": "grp.sac", "respond": "grp.respond"}
FOLD_AT = 6  # more entries of one kind than this in a decision fold into a menu
# the turn's strip, left to right: what the hand and the decks also offer first (a too wide row
# folds its leading entries into More), what the place offers last, next to End turn
STRIP_ORDER = {"draw": 1, "discard": 2, "play": 3, "break": 4, "reading": 5, "recover": 6, "jimmy": 7, "event": 8,
               "plot": 9, "jump": 10, "ability": 11, "follow": 12}


class TableChoices:
    """Where each legal action is answered, its cost and its words."""

    card_pick: Any = None  # a card of the hand clicked once: its actions lead the strip

    def choice_label(self, action: Any) -> str:
        label = personalize(super().choice_label(action), self.ctx.names, self.lang)
        outcome = self.fight_outcome(action)
        return f"{label}: {outcome}" if outcome and outcome not in label else label

    def choice_tip(self, action: Any) -> str:
        fn = getattr(self.game, "choice_tip", None)
        try:
            return str(fn(self.state, action, self.lang)) if fn else ""
        except Exception:
            return ""

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

    @staticmethod
    def card_of(action: Any) -> str | None:
        """The card of the hand an action plays, discards, sacrifices or answers with."""
        if not isinstance(action, tuple) or not action or action[0] not in CARD_KINDS:
            return None
        return action[2] if action[0] == "sac" else action[1]

    def location_actions(self, lid: str) -> list[Any]:
        acts = [a for a in self.legal if self.target_of(a) == lid]
        acts.sort(key=lambda a: 0 if a[0] == "move" else 1)  # walking before flying
        return acts

    def map_targets(self) -> set[str]:
        return {t for a in self.legal if (t := self.target_of(a)) is not None}

    def card_actions(self, cid: Any) -> list[Any]:
        return [a for a in self.legal if self.card_of(a) == cid]

    def list_actions(self) -> list[Any]:
        """The legal actions not answered on the map, the puzzle, the evidence dialog or the
        orders tab: the strip's (cards and decks are in it too, folded into menus)."""
        return [a for a in self.legal if self.target_of(a) is None and a[0] not in BOARD_KINDS
                and a[0] not in ORDER_KINDS]

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

    def choice(self, action: Any, group: str = "") -> Choice:
        s = self.state
        end = action == ("end",) and bool(s is not None and s.queue) and s.queue[0][0] == "act"
        return Choice(self.choice_label(action), action, self.choice_tip(action), end_turn=end, group=group)

    def group_of(self, action: Any, counts: dict[str, int]) -> str:
        """The menu a strip entry folds into: cards, decks, readings and Directives always (one
        button each would crowd the strip), an ability's payment variants, and any kind with
        more than ``FOLD_AT`` entries (by suspect where the entries name one)."""
        k = action[0]
        if k in MENU_KINDS:
            head = self.t(MENU_KINDS[k])
            if k == "reading":
                return f"{head}/{AT.sus_name(action[1], self.lang)}"
            return head
        if k == "ability" and counts.get(f"ability:{action[1]}", 0) > 1:
            return self.t("grp.use", loc=self.loc_name(self.state.players[self.state.active].location))
        if counts.get(k, 0) > FOLD_AT:
            if len(action) > 1 and isinstance(action[1], str) and action[1] in CONTENT.suspects:
                return AT.sus_name(action[1], self.lang)
            return self.t("grp.more")
        return ""

    def extra_choices(self) -> list[Choice]:
        """The strip: a previewed move's confirmation alone; else every action not answered on
        the map, the puzzle, the dialog or the orders tab, a picked card's Play and Discard
        last before End turn (the table folds the leading entries when the row is too wide)."""
        if self.acting is None:
            return []
        if self.selected is not None and self.selected in self.legal:
            return [self.choice(self.selected)]
        acts = self.list_actions()
        counts: dict[str, int] = {}
        for a in acts:
            counts[a[0]] = counts.get(a[0], 0) + 1
            if a[0] == "ability":
                counts[f"ability:{a[1]}"] = counts.get(f"ability:{a[1]}", 0) + 1
        picked = [a for a in acts if self.card_pick is not None and self.card_of(a) == self.card_pick]
        rest = sorted((a for a in acts if a not in picked and a != ("end",)), key=lambda a: STRIP_ORDER.get(a[0], 0))
        out = [self.choice(a, self.group_of(a, counts)) for a in rest]
        out += [self.choice(a) for a in picked]  # last before End turn: never folded away
        return out + [self.choice(a) for a in acts if a == ("end",)]
