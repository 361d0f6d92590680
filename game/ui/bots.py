"""Bots for AI seats, through the lead's ``game.ai`` API.

``game.ai.make_bot(kind, game, seat, seed)`` and ``game.ai.worker.BotWorker`` are used when
present. Until they land (or if they fail to import) a tiny fallback keeps AI seats playable:
a random legal choice from the seat's own view, in a thread, with the same worker API.
"""

from __future__ import annotations

import random
import threading
from typing import Any


class _FallbackBot:
    def __init__(self, game: Any, seat: int, seed: int) -> None:
        self.game, self.seat, self.rng = game, seat, random.Random(seed)

    def choose(self, view_state: Any, cancel: threading.Event) -> Any:
        return self.rng.choice(list(self.game.legal_actions(view_state)))


class _FallbackWorker:
    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._result: tuple[bool, Any, Any] = (False, None, None)
        self._cancel = threading.Event()

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, bot: Any, view_state: Any) -> None:
        self._cancel = threading.Event()
        self._result = (False, None, None)
        cancel = self._cancel

        def work() -> None:
            try:
                action = bot.choose(view_state, cancel)
                self._result = (True, action, None)
            except Exception as exc:  # reported through poll()
                self._result = (True, None, exc)

        self._thread = threading.Thread(target=work, daemon=True)
        self._thread.start()

    def poll(self) -> tuple[bool, Any, Any]:
        return self._result

    def cancel(self) -> None:
        self._cancel.set()
        self._result = (False, None, None)


def make_bot(kind: str, game: Any, seat: int, seed: int) -> Any:
    try:
        from game.ai import make_bot as lead_make_bot  # type: ignore[attr-defined]
    except ImportError:
        return _FallbackBot(game, seat, seed)
    return lead_make_bot(kind, game, seat, seed)


def make_worker() -> Any:
    try:
        from game.ai.worker import BotWorker  # type: ignore[import-not-found]
    except ImportError:
        return _FallbackWorker()
    return BotWorker()
