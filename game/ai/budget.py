"""How long a bot may think: seconds and/or iterations, and a cancel flag."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Budget:
    """Stop at whichever limit comes first; ``None`` means no limit of that kind.

    Iteration budgets make a bot's choice reproducible (same seed, same choice); the time
    limit is a safety cap so that a slow machine never hangs the table.
    """

    seconds: float | None = None
    iterations: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is None and self.iterations is None:
            raise ValueError("a Budget needs seconds, iterations or both")

    def start(self, cancel: threading.Event | None = None) -> BudgetClock:
        return BudgetClock(self, cancel)


class BudgetClock:
    def __init__(self, budget: Budget, cancel: threading.Event | None) -> None:
        self.budget = budget
        self.cancel = cancel
        self.started = time.perf_counter()
        self.iterations = 0

    def tick(self) -> None:
        self.iterations += 1

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def exhausted(self) -> bool:
        b = self.budget
        if self.cancel is not None and self.cancel.is_set():
            return True
        if b.iterations is not None and self.iterations >= b.iterations:
            return True
        return b.seconds is not None and self.elapsed() >= b.seconds
