"""Information-set MCTS with chance nodes (pure).

One tree per decision, owned by the searching seat. Every iteration:

1. *Determinize*: fill the hidden parts of the seat's view from the unseen pool
   (``game.determinize``), giving one full state consistent with what the seat knows.
2. *Select / expand*: walk the tree of seat actions. Chance steps are sampled from
   ``chance_outcomes`` and are not stored in the tree (open loop), so one node stands for
   "this sequence of decisions", whatever the dice and draws did. Actions that are legal in
   this determinization but not in others are handled with availability counts (Cowling,
   Powley & Whitehouse's SO-ISMCTS): a child's exploration term uses how often it was
   available, not how often its parent was visited.
3. *Simulate*: play the game's cheap rollout policy for a few plies, then score the state
   with the game's evaluation (or the true result if the game ended).
4. *Back up*: each node collects the reward of the seat that chose the action into it.
"""

from __future__ import annotations

import math
import random
import threading
from dataclasses import dataclass
from typing import Any

from game.ai.budget import Budget
from game.engine.core import CHANCE, TERMINAL
from game.engine.match import sample_outcome


@dataclass(frozen=True)
class SearchConfig:
    budget: Budget
    exploration: float = 0.7
    rollout_plies: int = 12
    max_tree_depth: int = 60
    # A level may bring its own leaf evaluation / rollout policy (same signatures as the
    # game's heuristics.evaluate / rollout_action); None uses the game's.
    evaluate: Any = None
    rollout_policy: Any = None


class Node:
    __slots__ = ("children", "visits", "total", "available")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0


class ISMCTS:
    def __init__(
        self, game: Any, seat: int, num_players: int, config: SearchConfig, rng: random.Random
    ) -> None:
        self.game = game
        self.seat = seat
        self.num_players = num_players
        self.iterations = 0
        self.weighed: list[tuple[Any, int, float]] = []  # the root's best moves after a search
        self.config = config
        self.rng = rng
        self.heuristics = getattr(game, "heuristics", None)
        self._prune = getattr(self.heuristics, "search_actions", None)

    # ----- public ------------------------------------------------------------------
    def choose(self, view: Any, cancel: threading.Event | None = None) -> Any:
        root_state = self.game.determinize(view, self.seat, self.rng)
        self.num_players = getattr(root_state, "num_players", None) or self.num_players
        legal = self._legal(root_state)
        if len(legal) == 1:
            return legal[0]
        root = Node()
        clock = self.config.budget.start(cancel)
        while True:
            self._iterate(root, self.game.determinize(view, self.seat, self.rng))
            clock.tick()
            if clock.exhausted():
                break
        self.iterations = clock.iterations
        self.weighed = weighed(root, legal)
        return self._best(root, legal)

    def _best(self, root: Node, legal: list[Any]) -> Any:
        scored = [(root.children[a].visits, root.children[a].total, i) for i, a in enumerate(legal) if a in root.children]
        if not scored:
            return legal[0]
        _v, _t, i = max(scored)
        return legal[i]

    # ----- one iteration -------------------------------------------------------------
    def _iterate(self, root: Node, state: Any) -> None:
        game = self.game
        node = root
        path: list[tuple[Node, int]] = []
        depth = 0
        while depth < self.config.max_tree_depth:
            player = game.current_player(state)
            if player == TERMINAL:
                break
            if player == CHANCE:
                state = game.apply(state, self._sample(state))
                continue
            legal = self._legal(state)
            action, expanded = self._select(node, legal)
            child = node.children.get(action)
            if child is None:
                child = node.children[action] = Node()
                child.available = 1
            path.append((child, player))
            state = game.apply(state, action)
            node = child
            depth += 1
            if expanded:
                break
        rewards = self._simulate(state)
        for n, player in path:
            n.visits += 1
            n.total += rewards[player]

    def _legal(self, state: Any) -> list[Any]:
        """Legal actions worth searching: a game may drop moves that never help a bot
        (Neuroshima's "cancel" after choosing a hex), never to an empty list."""
        legal = list(self.game.legal_actions(state))
        if self._prune is not None and len(legal) > 1:
            return list(self._prune(self.game, state, legal)) or legal
        return legal

    def _select(self, node: Node, legal: Any) -> tuple[Any, bool]:
        children = node.children
        untried = []
        for a in legal:
            child = children.get(a)
            if child is None:
                untried.append(a)
            else:
                child.available += 1
        if untried:
            return self.rng.choice(untried), True
        c = self.config.exploration
        best, best_score = None, -math.inf
        for a in legal:
            child = children[a]
            score = child.total / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if score > best_score:
                best, best_score = a, score
        return best, False

    def _sample(self, state: Any) -> Any:
        return sample_outcome(self.game.chance_outcomes(state), self.rng)

    def _simulate(self, state: Any) -> list[float]:
        game = self.game
        policy = self.config.rollout_policy or getattr(self.heuristics, "rollout_action", None)
        plies = 0
        while plies < self.config.rollout_plies:
            player = game.current_player(state)
            if player == TERMINAL:
                return terminal_rewards(game, state)
            if player == CHANCE:
                state = game.apply(state, self._sample(state))
                continue
            legal = game.legal_actions(state)
            action = policy(game, state, legal, self.rng) if policy else self.rng.choice(legal)
            state = game.apply(state, action)
            plies += 1
        if game.current_player(state) == TERMINAL:
            return terminal_rewards(game, state)
        return self._evaluate(state)

    def _evaluate(self, state: Any) -> list[float]:
        n = self.num_players
        evaluate = self.config.evaluate or getattr(self.heuristics, "evaluate", None)
        if evaluate is None:
            return [0.5] * n
        return [float(evaluate(self.game, state, p)) for p in range(n)]


def weighed(root: Node, legal: list[Any], top: int = 2) -> list[tuple[Any, int, float]]:
    """What the search weighed at the root, best first as ``_best`` ranks them: ``(action, visits,
    mean reward of the seat to move)`` for the ``top`` moves. Read only after the search (the coach
    words its reason from it); it draws no random numbers, so no bot's choice changes."""
    ranked = sorted(((root.children[a].visits, root.children[a].total, i) for i, a in enumerate(legal)
                     if a in root.children), reverse=True)
    return [(legal[i], v, t / v if v else 0.0) for v, t, i in ranked[:top]]


def terminal_rewards(game: Any, state: Any) -> list[float]:
    """Winning matters most; the score margin breaks ties between equally won games."""
    scores = [float(x) for x in game.returns(state)]
    fn = getattr(game, "winners", None)
    winners = set(fn(state)) if fn else {i for i, v in enumerate(scores) if v == max(scores)}
    lo, hi = min(scores), max(scores)
    spread = (hi - lo) or 1.0
    share = 1.0 / len(winners)
    return [0.8 * (share if i in winners else 0.0) + 0.2 * (s - lo) / spread for i, s in enumerate(scores)]
