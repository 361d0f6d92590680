"""The bot's search in its own process: same choices as in-process, cancel at once, a dead
or hung child reported (never a hang), no process left behind, a thread when no process."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import time
from typing import Any

import pytest

from game.ai import Budget, make_bot
from game.ai import worker as worker_mod
from game.ai.worker import ProcessBotWorker, ThreadBotWorker
from game.engine.match import Match
from game.games import all_games, get_game

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


class SleepyBot:
    """A bot that never answers in time (stands for a hung search)."""

    def __init__(self) -> None:
        import random

        self.rng = random.Random(1)

    def choose(self, view: Any, cancel: Any = None) -> Any:
        time.sleep(30)


def _gone(pid: int, within: float = 3.0) -> bool:
    end = time.monotonic() + within
    while time.monotonic() < end:
        if not os.path.exists(f"/proc/{pid}"):
            return True
        time.sleep(0.05)
    return False


def _wait_done(worker: Any, within: float) -> tuple[bool, Any, str | None]:
    end = time.monotonic() + within
    while time.monotonic() < end:
        done, action, error = worker.poll()
        if done:
            return done, action, error
        time.sleep(0.01)
    return worker.poll()


@pytest.fixture
def proc_worker():
    w = ProcessBotWorker()
    yield w
    w.close()


def _decisions(worker: Any, game_id: str, count: int) -> list[Any]:
    """``count`` ai:easy decisions of one seat through ``worker``, the match going on with them."""
    game = get_game(game_id)
    n = max(2, game.spec.min_players)
    match = Match(game, n, ["ai:easy"] + ["random"] * (n - 1), seed=5)
    bot = make_bot("ai:easy", game, 0, 42, n)
    bot.config = type(bot.config)(Budget(iterations=25), rollout_plies=4)  # reproducible, quick
    others = [make_bot("random", game, i, 100 + i, n) for i in range(n)]
    chosen: list[Any] = []
    while len(chosen) < count:
        match.advance()
        if match.is_over:
            break
        seat = match.current_player
        if seat == 0:
            worker.start(bot, match.view_for(0))
            worker.join(60.0)
            done, action, error = worker.poll()
            assert done and error is None, error
            chosen.append(action)
        else:
            action = others[seat].choose(match.view_for(seat))
        match.submit(action, seat)
    return chosen + [bot.rng.getstate()]


@pytest.mark.parametrize("game_id", ["duel", "rogue_agent"])
def test_process_and_thread_workers_choose_the_same(game_id, proc_worker):
    """Same seed, same decisions: the parent's bot continues from the child's RNG state."""
    through_thread = _decisions(ThreadBotWorker(), game_id, 4)
    through_process = _decisions(proc_worker, game_id, 4)
    assert proc_worker.fallback is None
    assert len(through_process) == 5 and through_process == through_thread


def test_worker_action_equals_a_direct_choice(proc_worker):
    game = get_game("duel")
    match = Match(game, 2, ["ai:easy", "random"], seed=9)
    match.advance()
    direct, remote = (make_bot("ai:easy", game, 0, 7, 2) for _ in range(2))
    expected = direct.choose(match.view_for(0))
    proc_worker.start(remote, match.view_for(0))
    proc_worker.join(60.0)
    assert proc_worker.poll() == (True, expected, None)
    assert remote.rng.getstate() == direct.rng.getstate()
    assert remote.last_iterations == direct.last_iterations > 0


def _warm(worker: ProcessBotWorker, game: Any, match: Match) -> None:
    worker.start(make_bot("random", game, 0, 1, 2), match.view_for(0))
    worker.join(60.0)
    assert worker.poll()[0] and worker.fallback is None


def test_cancel_returns_within_half_a_second(proc_worker):
    game = get_game("duel")
    match = Match(game, 2, ["ai:hard", "random"], seed=6)
    match.advance()
    _warm(proc_worker, game, match)
    bot = make_bot("ai:hard", game, 0, 1, 2)
    bot.config = type(bot.config)(Budget(seconds=30.0))  # would think for 30 s
    proc_worker.start(bot, match.view_for(0))
    time.sleep(0.3)
    assert proc_worker.busy
    cancelled = time.monotonic()
    proc_worker.cancel()
    assert not proc_worker.busy
    proc_worker.join(5.0)
    assert time.monotonic() - cancelled < 0.5
    assert proc_worker.poll() == (True, None, None)
    # the Event is cleared for the next decision, which the same process answers
    pid = proc_worker.pid
    proc_worker.start(make_bot("random", game, 0, 2, 2), match.view_for(0))
    proc_worker.join(10.0)
    done, action, error = proc_worker.poll()
    assert done and error is None and action in match.legal_actions() and proc_worker.pid == pid


def test_start_right_after_cancel_gets_the_new_answer(proc_worker):
    game = get_game("duel")
    match = Match(game, 2, ["ai:hard", "random"], seed=6)
    match.advance()
    _warm(proc_worker, game, match)
    bot = make_bot("ai:hard", game, 0, 1, 2)
    bot.config = type(bot.config)(Budget(seconds=30.0))
    proc_worker.start(bot, match.view_for(0))
    time.sleep(0.1)
    proc_worker.cancel()
    direct, remote = (make_bot("ai:easy", game, 0, 3, 2) for _ in range(2))
    proc_worker.start(remote, match.view_for(0))  # no wait for the cancelled search by the caller
    proc_worker.join(60.0)
    assert proc_worker.poll() == (True, direct.choose(match.view_for(0)), None)


@linux_only
def test_a_killed_child_is_an_error_and_the_next_start_works(proc_worker):
    game = get_game("duel")
    match = Match(game, 2, ["ai:hard", "random"], seed=6)
    match.advance()
    _warm(proc_worker, game, match)
    bot = make_bot("ai:hard", game, 0, 1, 2)
    bot.config = type(bot.config)(Budget(seconds=30.0))
    proc_worker.start(bot, match.view_for(0))
    old = proc_worker.pid
    os.kill(old, signal.SIGKILL)
    done, action, error = _wait_done(proc_worker, 3.0)
    assert done and action is None and error and "process" in error
    proc_worker.start(make_bot("random", game, 0, 2, 2), match.view_for(0))
    proc_worker.join(60.0)
    done, action, error = proc_worker.poll()
    assert done and error is None and action in match.legal_actions()
    assert proc_worker.pid != old and _gone(old)


def test_a_hung_child_is_an_error_not_a_hang(proc_worker, monkeypatch):
    monkeypatch.setattr(worker_mod, "_NO_BUDGET_DEADLINE_S", 1.0)
    game = get_game("duel")
    match = Match(game, 2, ["random", "random"], seed=6)
    match.advance()
    _warm(proc_worker, game, match)
    proc_worker.start(SleepyBot(), match.view_for(0))
    slowest = 0.0
    end = time.monotonic() + 5.0
    while time.monotonic() < end:
        t0 = time.monotonic()
        done, action, error = proc_worker.poll()
        slowest = max(slowest, time.monotonic() - t0)
        if done:
            break
        time.sleep(0.02)
    assert done and action is None and error and "in time" in error
    assert slowest < 0.5  # the window would keep drawing


@linux_only
def test_no_process_left_after_close(proc_worker):
    game = get_game("duel")
    match = Match(game, 2, ["random", "random"], seed=6)
    match.advance()
    _warm(proc_worker, game, match)
    pid = proc_worker.pid
    assert os.path.exists(f"/proc/{pid}")
    proc_worker.close()
    assert proc_worker.pid is None and _gone(pid)


@linux_only
def test_a_dropped_worker_ends_its_process():
    game = get_game("duel")
    match = Match(game, 2, ["random", "random"], seed=6)
    match.advance()
    w = ProcessBotWorker()
    _warm(w, game, match)
    pid = w.pid
    del w
    assert _gone(pid)


def test_no_process_means_a_thread_and_one_log_line(monkeypatch, caplog):
    def broken(self: Any) -> None:
        raise OSError("no processes here")

    monkeypatch.setattr(ProcessBotWorker, "_launch", broken)
    game = get_game("duel")
    match = Match(game, 2, ["random", "random"], seed=6)
    match.advance()
    w = ProcessBotWorker()
    with caplog.at_level(logging.WARNING, logger="game.ai.worker"):
        for seed in (1, 2):
            w.start(make_bot("random", game, 0, seed, 2), match.view_for(0))
            w.join(10.0)
            done, action, error = w.poll()
            assert done and error is None and action in match.legal_actions()
    assert isinstance(w.fallback, ThreadBotWorker)
    assert len([r for r in caplog.records if "thread" in r.getMessage()]) == 1
    w.close()


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_every_games_bots_and_views_go_to_the_process(game_id):
    """All games, every seat kind: (bot, view) survive the trip; a level's settings (which
    may hold lambdas, e.g. Rogue Agent's hard level) arrive as the very same object."""
    from game.ui.headless import _mid_game_match

    game = get_game(game_id)
    match = _mid_game_match(game_id, human_to_move=False)
    seat = match.current_player
    view = match.view_for(seat)
    for kind in ("random", "greedy", "ai:easy", "ai:normal", "ai:hard"):
        bot = make_bot(kind, game, seat, 5, match.num_players)
        bot2, view2 = worker_mod.loads_decision(worker_mod.dumps_decision(bot, view))
        assert type(bot2) is type(bot) and bot2.rng.getstate() == bot.rng.getstate()
        assert getattr(bot2, "config", None) is getattr(bot, "config", None)
        assert list(game.legal_actions(game.determinize(view2, seat, bot2.rng)))


def test_rogue_agent_hard_decides_in_the_process(proc_worker):
    game = get_game("rogue_agent")
    match = Match(game, 2, ["ai:hard", "random"], seed=3)
    match.advance()
    seat = match.current_player
    bot = make_bot("ai:hard", game, seat, 5, 2)
    assert bot.config.evaluate is not None  # the level with lambdas
    proc_worker.start(bot, match.view_for(seat))
    proc_worker.join(60.0)
    done, action, error = proc_worker.poll()
    assert done and error is None and action in match.legal_actions()
    assert proc_worker.pid is not None and proc_worker._local is None


def test_a_bot_that_cannot_be_sent_thinks_in_a_thread(proc_worker, caplog):
    game = get_game("duel")
    match = Match(game, 2, ["random", "random"], seed=6)
    match.advance()
    bot = make_bot("random", game, 0, 1, 2)
    bot.note = lambda: None  # cannot be pickled
    with caplog.at_level(logging.WARNING, logger="game.ai.worker"):
        proc_worker.start(bot, match.view_for(0))
    proc_worker.join(10.0)
    done, action, error = proc_worker.poll()
    assert done and error is None and action in match.legal_actions()
    assert "thread" in caplog.text
    del bot.note  # the next decision goes to the process again
    proc_worker.start(bot, match.view_for(0))
    proc_worker.join(60.0)
    assert proc_worker.poll()[0] and proc_worker._local is None and proc_worker.pid is not None


def test_a_script_without_a_main_guard_is_not_run_again_in_the_bot_process(tmp_path):
    script = tmp_path / "unguarded.py"
    script.write_text(
        "print('top level ran')\n"
        "from game.ai import make_bot\n"
        "from game.ai.worker import ProcessBotWorker\n"
        "from game.engine.match import Match\n"
        "from game.games import get_game\n"
        "game = get_game('duel'); m = Match(game, 2, ['random', 'random'], seed=1); m.advance()\n"
        "w = ProcessBotWorker(); w.start(make_bot('random', game, 0, 1, 2), m.view_for(0)); w.join(60)\n"
        "done, action, error = w.poll(); w.close()\n"
        "print('answer', done and error is None and action in m.legal_actions(), w.fallback is None)\n"
    )
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, PYTHONPATH=root)
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120, env=env)
    assert result.stdout.count("top level ran") == 1, result.stdout + result.stderr[-2000:]
    assert "answer True True" in result.stdout, result.stderr[-2000:]
