"""Neuroshima's ai:hard: the whole turn planned at once (pure, no pygame).

The shared tree search sees a tile placement as four small decisions (tile, hex, facing,
confirm), each searched anew with random rollouts: most of its time goes into half-placed
tiles, and a measured 3,000 iterations were no stronger than 800. A turn here is instead a
short sequence of *whole decisions* ("discard the Scout", "the Shooter on (1,-1) facing 2",
"Battle", "end the turn"), enumerated from ``legal_actions`` and searched as a beam:

- every complete decision is applied to the seat's own determinized view (the true state is
  never read), and the board where the turn stops (its end, or a battle the seat started, with
  every battle decision at its default) is scored with ``value.battle_evaluate``: the
  board now blended with the board after the battle it would fight;
- the ``beam`` best unfinished turns go on to their next decision, the best finished one wins;
- the chosen turn is then played step by step and made again if its next step is not legal.

Battle decisions and a Medic's choice are a flat look-ahead (the battle played out with each
option, as ``greedy`` does). Where a pushed unit goes is its owner's decision (spec 1.10): the plan
assumes the answer that owner likes best, and when the bot owns the pushed unit it picks the hex
whose board it values most.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from game.ai.bots import Bot
from game.ai.budget import Budget, BudgetClock
from game.engine.core import CHANCE, TERMINAL

from . import value as V
from .state import State
from .turn import battle_outcome, push_chooser


@dataclass(frozen=True)
class TurnPlanConfig:
    # iterations: complete decisions scored for one plan (a safety cap); seconds: a slow machine's
    budget: Budget = Budget(seconds=4.0, iterations=2500)
    beam: int = 6  # unfinished turns carried to their next decision
    max_decisions: int = 5  # whole decisions in one turn (discard, two tiles, a discard, end)


@dataclass
class _Turn:
    """A turn in the making: the steps so far and the state after them."""

    steps: tuple
    state: State
    value: float


class TurnPlanner(Bot):
    def __init__(self, game: Any, seat: int, num_players: int, seed: int, level: str,
                 config: TurnPlanConfig) -> None:
        super().__init__(game, seat, num_players, seed)
        self.kind = level
        self.config = config
        self.plan: tuple = ()
        self.plan_key: tuple = ()
        self.last_iterations = 0

    def choose(self, view: Any, cancel: threading.Event | None = None) -> Any:
        s = self._determinized(view)
        legal = list(self.game.legal_actions(s))
        if len(legal) == 1:
            return legal[0]
        if s.phase in ("battle_choice", "medic_choice"):
            return V.greedy_action(self.game, s, self.seat, self.rng)
        if push_chooser(s) == self.seat:  # another seat pushes our unit: where it goes is ours to say
            return max(legal, key=lambda a: self._value(self.game.apply(s, a)))
        key = _turn_key(s)
        if self.plan and self.plan_key == key and self.plan[0] in legal:
            return self._next_step()
        self.plan, self.plan_key = self._best_turn(s, cancel), key
        if not self.plan or self.plan[0] not in legal:
            self.plan = ()
            return V.greedy_action(self.game, s, self.seat, self.rng)
        return self._next_step()

    def _next_step(self) -> Any:
        step, self.plan = self.plan[0], self.plan[1:]
        return step

    # ----- the beam ------------------------------------------------------------------------------
    def _best_turn(self, s: State, cancel: threading.Event | None) -> tuple:
        cfg = self.config
        counter = cfg.budget.start(cancel)  # iterations = complete decisions scored
        frontier = [_Turn((), s, 0.0)]
        best: _Turn | None = None
        for _ in range(cfg.max_decisions):
            unfinished: list[_Turn] = []
            for turn in frontier:
                for steps, after in self._decisions(turn.state, counter):
                    done = self._turn_over(after)
                    value = self._value(after) + self._tie_break(steps)
                    nxt = _Turn(turn.steps + steps, after, value)
                    if done:
                        if best is None or nxt.value > best.value:
                            best = nxt
                    else:
                        unfinished.append(nxt)
                if counter.exhausted():
                    break
            unfinished.sort(key=lambda t: t.value, reverse=True)
            frontier = unfinished[:cfg.beam]
            if not frontier or counter.exhausted():
                break
        if best is None and frontier:
            best = frontier[0]
        self.last_iterations = counter.iterations
        return best.steps if best is not None else ()

    def _decisions(self, s: State, counter: BudgetClock) -> list[tuple[tuple, State]]:
        """Every complete decision from ``s``: (its steps, the state after them)."""
        out: list[tuple[tuple, State]] = []
        self._complete(s, (), out, counter)
        return out

    def _complete(self, s: State, steps: tuple, out: list, counter: BudgetClock) -> None:
        for a in self.game.legal_actions(s):
            if a[0] == "cancel":
                continue
            if counter.exhausted():
                return
            after = self.game.apply(s, a)
            if push_chooser(after) not in (None, self.seat):  # the pushed unit's owner answers as it likes best
                after = V.push_reply(self.game, after)
            if after.pending and after.phase not in ("over",) and self.game.current_player(after) == self.seat:
                self._complete(after, steps + (a,), out, counter)
            else:
                counter.tick()
                out.append((steps + (a,), after))

    def _turn_over(self, s: State) -> bool:
        cp = self.game.current_player(s)
        return cp in (CHANCE, TERMINAL) or cp != self.seat or s.phase not in ("discard", "main")

    def _value(self, s: State) -> float:
        """Where the turn stops, with a waiting battle played out at its defaults."""
        if s.phase in ("battle_choice", "medic_choice") and s.battle:
            s = battle_outcome(s, s.battle[6][4])
        return V.battle_evaluate(self.game, s, self.seat, clip=False)

    @staticmethod
    def _tie_break(steps: tuple) -> float:
        """Between equal boards: keep the turn going rather than end it or throw tiles away."""
        first = steps[0][0] if steps else ""
        return -0.002 if first == "end" else -0.004 if first == "discard" else 0.0


def _turn_key(s: State) -> tuple:
    """Which turn a plan belongs to: the seat, how many turns it has taken, the battles so far."""
    taken = s.turns_taken[s.turn] if s.turns_taken else 0
    return (s.turn, taken, s.battles)
