"""Runs a bot off the drawing loop so the window keeps drawing and answering input.

A thread is enough here: the bot's search and the UI share the GIL, and a short switch
interval lets the UI thread take its turn within a couple of milliseconds, so the table
keeps well above 30 frames per second while a bot thinks (measured by ``bench``).
"""

from __future__ import annotations

import sys
import threading
import traceback
from typing import Any

_SWITCH_INTERVAL_S = 0.002


class BotWorker:
    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()
        self._result: Any = None
        self._error: str | None = None
        self._done = False

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, bot: Any, view: Any) -> None:
        if self.busy:
            raise RuntimeError("the bot worker is already thinking")
        sys.setswitchinterval(_SWITCH_INTERVAL_S)
        self._cancel = threading.Event()
        self._result, self._error, self._done = None, None, False
        self._thread = threading.Thread(target=self._run, args=(bot, view, self._cancel), daemon=True)
        self._thread.start()

    def _run(self, bot: Any, view: Any, cancel: threading.Event) -> None:
        try:
            result = bot.choose(view, cancel)
            if not cancel.is_set():
                self._result = result
        except Exception:  # reported to the table through poll(), never lost
            self._error = traceback.format_exc(limit=5)
        finally:
            self._done = True

    def poll(self) -> tuple[bool, Any, str | None]:
        """(done, action, error). After a cancel, done is reported with no action."""
        if not self._done:
            return (False, None, None)
        return (True, self._result, self._error)

    def cancel(self) -> None:
        self._cancel.set()

    def join(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)
