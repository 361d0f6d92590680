"""Bots: legal choices from the view only, reproducible, cancellable, and MCTS beats random."""

from __future__ import annotations

import threading
import time

import pytest

from game.ai import Budget, make_bot
from game.ai.worker import BotWorker
from game.engine.match import Match
from game.games import get_game

GAME = get_game("duel")


def _play(seats: list[str], seed: int) -> Match:
    match = Match(GAME, len(seats), seats, seed=seed)
    bots = [make_bot(kind, GAME, i, seed * 7 + i, len(seats)) for i, kind in enumerate(seats)]
    while True:
        match.advance()
        if match.is_over:
            return match
        seat = match.current_player
        match.submit(bots[seat].choose(match.view_for(seat)), seat)


@pytest.mark.parametrize("kind", ["random", "greedy", "ai:easy"])
def test_every_bot_finishes_games_with_legal_moves(kind):
    match = _play([kind, "random", "random"], seed=2)
    assert match.is_over and len(match.steps) > 10


def test_same_seed_same_choice():
    match = Match(GAME, 2, ["ai:easy", "random"], seed=4)
    match.advance()
    view = match.view_for(0)
    a = make_bot("ai:easy", GAME, 0, 99, 2).choose(view)
    b = make_bot("ai:easy", GAME, 0, 99, 2).choose(view)
    assert a == b and a in match.legal_actions()


def test_bots_receive_a_view_with_hidden_cards():
    match = Match(GAME, 2, ["random", "random"], seed=4)
    match.advance()
    view = match.view_for(0)
    assert view != match.state  # the opponent's hand is hidden from seat 0
    assert make_bot("random", GAME, 0, 1, 2).choose(view) in match.legal_actions()


def test_mcts_beats_random():
    wins = sum(1 for seed in range(4) if 0 in _play(["ai:easy", "random"], seed).winners())
    assert wins >= 3


def test_worker_thinks_off_thread_and_can_be_cancelled():
    match = Match(GAME, 2, ["ai:hard", "random"], seed=6)
    match.advance()
    bot = make_bot("ai:hard", GAME, 0, 1, 2)
    bot.config = type(bot.config)(Budget(seconds=30.0))  # would think for 30 s
    worker = BotWorker()
    worker.start(bot, match.view_for(0))
    assert worker.busy
    time.sleep(0.05)
    worker.cancel()
    worker.join(5.0)
    done, action, error = worker.poll()
    assert done and action is None and error is None


def test_worker_reports_a_result():
    match = Match(GAME, 2, ["random", "random"], seed=6)
    match.advance()
    worker = BotWorker()
    worker.start(make_bot("random", GAME, 0, 1, 2), match.view_for(0))
    worker.join(5.0)
    done, action, error = worker.poll()
    assert done and error is None and action in match.legal_actions()


def test_budget_needs_a_limit():
    with pytest.raises(ValueError):
        Budget()
    clock = Budget(iterations=2).start(threading.Event())
    clock.tick()
    assert not clock.exhausted()
    clock.tick()
    assert clock.exhausted()
