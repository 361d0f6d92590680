"""Keeping the records at the table: time played, and the finished game written to the records
database once, in a background thread (the window never waits on the disk or the story)."""
from __future__ import annotations

import threading
from typing import Any

from game.engine.match import REMOTE


class GameRecorder:
    """Counts the time a running game is open and records it when the table sees it end.

    A game that was already over when the table opened (a finished save loaded to look at)
    was not played here and is not recorded again."""

    def __init__(self, match: Any) -> None:
        self.match = match
        self.armed = not match.is_over
        self.thread: threading.Thread | None = None
        self.row_id: int | None = None
        self.notice: str | None = None  # the records file was unreadable and set aside (its new name)
        self.error: str | None = None

    def tick(self, dt: float) -> None:
        if not self.match.is_over:
            self.match.play_seconds += max(0.0, min(float(dt), 1.0))  # a stalled frame is not play

    def game_over(self) -> None:
        """Record the finished game (once)."""
        if not self.armed or self.thread is not None:
            return
        self.armed = False
        self.thread = threading.Thread(target=self._record, name="records", daemon=True)
        self.thread.start()

    def _record(self) -> None:
        from game.records import record_finished

        m = self.match
        mode = "network" if any(s == REMOTE for s in m.seats) else "local"
        try:
            self.row_id, store = record_finished(m, duration_s=m.play_seconds, mode=mode)
            moved = getattr(store, "moved_to", None)
            self.notice = moved.name if store.notice and moved is not None else None
        except Exception as exc:  # the records must never cost the game: say so, go on
            self.error = f"{type(exc).__name__}: {exc}"

    def wait(self, timeout: float = 10.0) -> None:
        if self.thread is not None:
            self.thread.join(timeout)
