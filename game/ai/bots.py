"""The seats a machine can fill: random, greedy and the MCTS levels (pure).

Every bot receives only the player's view and determinizes it itself; none reads the
true state.
"""

from __future__ import annotations

import random
import threading
from dataclasses import replace
from typing import Any

from game.ai.budget import Budget
from game.ai.mcts import ISMCTS, SearchConfig
from game.engine.core import CHANCE, TERMINAL
from game.engine.match import sample_outcome

# Difficulty -> search settings. Iterations make choices reproducible; seconds cap the wait.
LEVELS: dict[str, SearchConfig] = {
    "ai:easy": SearchConfig(Budget(seconds=0.5, iterations=60), rollout_plies=4),
    "ai:normal": SearchConfig(Budget(seconds=2.0, iterations=400), rollout_plies=8),
    "ai:hard": SearchConfig(Budget(seconds=6.0, iterations=1500), rollout_plies=10),
}


class Bot:
    kind = "bot"

    def __init__(self, game: Any, seat: int, num_players: int, seed: int) -> None:
        self.game = game
        self.seat = seat
        self.num_players = num_players
        self.rng = random.Random(seed)

    def choose(self, view: Any, cancel: threading.Event | None = None) -> Any:
        raise NotImplementedError

    def _determinized(self, view: Any) -> Any:
        return self.game.determinize(view, self.seat, self.rng)


class RandomBot(Bot):
    kind = "random"

    def choose(self, view: Any, cancel: threading.Event | None = None) -> Any:
        return self.rng.choice(list(self.game.legal_actions(self._determinized(view))))


class GreedyBot(Bot):
    """One step of look-ahead with the game's heuristic (or its own greedy rule)."""

    kind = "greedy"

    def choose(self, view: Any, cancel: threading.Event | None = None) -> Any:
        state = self._determinized(view)
        heuristics = getattr(self.game, "heuristics", None)
        own_rule = getattr(heuristics, "greedy_action", None)
        if own_rule is not None:
            return own_rule(self.game, state, self.seat, self.rng)
        legal = list(self.game.legal_actions(state))
        evaluate = getattr(heuristics, "evaluate", None)
        if evaluate is None or len(legal) == 1:
            return self.rng.choice(legal)
        return max(legal, key=lambda a: self._score_after(state, a, evaluate))

    def _score_after(self, state: Any, action: Any, evaluate: Any) -> float:
        after = self.game.apply(state, action)
        while self.game.current_player(after) == CHANCE:
            after = self.game.apply(after, sample_outcome(self.game.chance_outcomes(after), self.rng))
        if self.game.current_player(after) == TERMINAL:
            scores = self.game.returns(after)
            return 1.0 if scores[self.seat] == max(scores) else 0.0
        return float(evaluate(self.game, after, self.seat)) + self.rng.random() * 1e-6


class MCTSBot(Bot):
    def __init__(self, game: Any, seat: int, num_players: int, seed: int, level: str) -> None:
        super().__init__(game, seat, num_players, seed)
        self.kind = level
        levels = getattr(getattr(game, "heuristics", None), "AI_LEVELS", None) or LEVELS
        self.config = levels[level]
        self.last_iterations = 0
        # the root's best moves with their visits and mean reward (ISMCTS.weighed): the coach's
        # reason; the bot worker sends it back with the bot's other changing attributes
        self.last_weighed: list[tuple[Any, int, float]] = []

    def choose(self, view: Any, cancel: threading.Event | None = None) -> Any:
        search = ISMCTS(self.game, self.seat, self.num_players, self.config, self.rng)
        action = search.choose(view, cancel)
        self.last_iterations = search.iterations
        self.last_weighed = search.weighed
        return action


def game_bots(game: Any) -> dict[str, Any]:
    """A game's own bots for some levels: ``heuristics.BOTS = {"ai:normal": factory, ...}`` with
    ``factory(game, seat, num_players, seed) -> Bot`` (Android's turn planner). Levels a game does
    not name there use the shared tree search with ``LEVELS`` / ``heuristics.AI_LEVELS``."""
    own = getattr(getattr(game, "heuristics", None), "BOTS", None)
    return own if isinstance(own, dict) else {}


def make_bot(kind: str, game: Any, seat: int, seed: int, num_players: int | None = None) -> Bot | None:
    """A bot for a seat kind, or None for ``human``. ``num_players`` defaults to the spec's max
    only if not given; callers should pass the real count."""
    n = num_players if num_players is not None else game.spec.max_players
    if kind == "human":
        return None
    if kind == "random":
        return RandomBot(game, seat, n, seed)
    if kind == "greedy":
        return GreedyBot(game, seat, n, seed)
    own = game_bots(game).get(kind)
    if own is not None:
        return own(game, seat, n, seed)
    if kind in LEVELS:
        return MCTSBot(game, seat, n, seed, kind)
    raise ValueError(f"unknown seat kind {kind!r}")


def uncapped(bot: Any) -> Any:
    """The bot with its seconds cap dropped (its iteration budget only): the same seed then gives
    the same choice on any machine, however busy (tournaments, tests, the coach's checks)."""
    config = getattr(bot, "config", None)
    if config is not None and getattr(config, "budget", None) is not None and config.budget.iterations is not None:
        bot.config = replace(config, budget=Budget(seconds=None, iterations=config.budget.iterations))
    return bot
