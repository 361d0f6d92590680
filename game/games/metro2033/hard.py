"""Metro 2033 ``ai:hard``: the shared ISMCTS with a wider choice for its own seat (pure).

``ai:normal`` searches only the plan's 4 best moves (within 0.4 of the best) and only for the
decisions in ``plan.SEARCHED``. ``ai:hard`` models its rivals exactly like that (they are the
plan-driven levels), but for its own seat it also compares the plan's 6 best moves within 0.8
and searches a few decisions normal leaves to the plan (which equipment or quest card to keep,
which Polis resource or equipment to take, where to flee, whether a quest's ability turns a
fight), so its search can find the move the plan rates a little lower but that wins more often.
In the hero draft it takes Hunter first (``HARD_HERO_PREF``, measured below). Its leaf value is
``heuristics.evaluate_hard`` and its rollouts the steadier plan (``AI_LEVELS``).
"""

from __future__ import annotations

import random
import threading
from typing import Any

from game.ai.bots import MCTSBot
from game.ai.mcts import ISMCTS
from game.games.metro2033 import plan

# Decision kinds hard searches for its own seat, besides plan.SEARCHED.
HARD_SEARCHED = (*plan.SEARCHED, "keep_eq", "keep_q", "polis_res", "take", "flee", "combat_quest")
HARD_TOP = 6
HARD_MARGIN = 0.8
# Hero draft: Hunter first. In plan-vs-plan 2-player games (greedy both sides, 100 seeds each),
# the Red Line drafting Hunter beat the Fourth Reich 58 times, Miller (the plan's first) 34,
# Anna 42, Sasha 28, Khan 25, Artyom 24.
HARD_HERO_PREF = ("hunter", "miller", "anna", "sasha", "artyom", "khan")


def own_search_actions(state: Any, legal: list) -> list:
    """The moves hard compares for its own decisions (the module docstring)."""
    if len(legal) <= 1:
        return legal
    if state.stack[-1][0] == "hero":
        return [min(legal, key=lambda a: HARD_HERO_PREF.index(a[1]) if a[1] in HARD_HERO_PREF else 99)]
    if state.stack[-1][0] not in HARD_SEARCHED:
        return [plan.policy_action(state, legal, random.Random(0))]
    return plan.top_actions(state, legal, HARD_TOP, HARD_MARGIN)


class HardSearch(ISMCTS):
    """ISMCTS whose own-seat nodes offer ``own_search_actions``; rivals' nodes stay normal's."""

    def _legal(self, state: Any) -> list[Any]:
        legal = list(self.game.legal_actions(state))
        if len(legal) > 1 and self.game.current_player(state) == self.seat:
            return own_search_actions(state, legal) or legal
        return super()._legal(state)


class HardBot(MCTSBot):
    def choose(self, view: Any, cancel: threading.Event | None = None) -> Any:
        search = HardSearch(self.game, self.seat, self.num_players, self.config, self.rng)
        action = search.choose(view, cancel)
        self.last_iterations = search.iterations
        return action
