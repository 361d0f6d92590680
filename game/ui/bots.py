"""Bots for AI seats at the table: a thin adapter over the pure ``game.ai`` layer."""

from __future__ import annotations

from typing import Any

from game.ai import make_bot as _make_bot
from game.ai.worker import BotWorker


def make_bot(kind: str, game: Any, seat: int, seed: int, num_players: int) -> Any:
    return _make_bot(kind, game, seat, seed, num_players)


def make_worker() -> BotWorker:
    """The table's worker: the bot searches in its own process (started at the first
    decision, reused for every later one, ended by ``close()`` when the table closes), so the
    drawing loop keeps the whole interpreter; a thread if no process can be started.
    The process starts now, in the background, so the first decision need not wait for it."""
    worker = BotWorker()
    worker.prepare()
    return worker
