"""The table's bots think in one process per table: reused for every decision, kept across a
cancel, and ended when the table closes (no process left behind)."""

from __future__ import annotations

import os
import sys
import time

import pytest

from game.ai.worker import ProcessBotWorker
from game.engine.match import Match
from game.games import get_game
from tests.ui.helpers import make_app, run_until

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def _gone(pid: int, within: float = 3.0) -> bool:
    end = time.monotonic() + within
    while time.monotonic() < end:
        if not os.path.exists(f"/proc/{pid}"):
            return True
        time.sleep(0.05)
    return False


def test_one_bot_process_per_table_reused_and_ended_with_the_table():
    app = make_app()
    try:
        app.settings.ai_turns = "skip"
        app.start_match(Match(get_game("duel"), 2, ["ai:easy", "ai:easy"], seed=4))
        table = app.scenes.top
        assert run_until(app, lambda: isinstance(table.worker, ProcessBotWorker) and table.worker.pid, 600)
        worker, pid = table.worker, table.worker.pid
        plies = len(table.match.steps)
        assert run_until(app, lambda: len(table.match.steps) >= plies + 3, 3000)
        table.stop_bot()  # a cancel (undo, game over) keeps the process for the next decision
        assert run_until(app, lambda: len(table.match.steps) >= plies + 5 or table.match.is_over, 3000)
        assert table.worker is worker and worker.pid == pid and worker.fallback is None
        app.scenes.clear()  # the table closes
        assert table.worker is None and _gone(pid)
    finally:
        app.close()
