"""Match: legal-only submission, undo barriers, autosave and resume."""

from __future__ import annotations

import pytest

from game.engine.core import CHANCE, IllegalAction
from game.engine.match import Match
from game.games import get_game


def _match(tmp_path, seats=("human", "random")) -> Match:
    match = Match(get_game("duel"), len(seats), list(seats), seed=21, autosave_path=tmp_path / "auto.jsonl")
    match.advance()
    return match


def test_illegal_action_is_refused_with_a_reason(tmp_path):
    match = _match(tmp_path)
    before = len(match.steps)
    with pytest.raises(IllegalAction, match="Choose a card"):
        match.submit(("cell", 0, 0))
    with pytest.raises(IllegalAction, match="decision"):
        match.submit(match.legal_actions()[0], player=1)
    assert len(match.steps) == before


def test_undo_goes_back_within_a_turn_but_not_past_a_draw(tmp_path):
    match = _match(tmp_path)
    seat = match.current_player
    state = match.state
    match.submit(("card", 0))
    assert match.can_undo(seat)
    assert match.undo(seat) == 1
    assert match.state == state
    match.submit(("card", 0))
    match.submit(match.legal_actions()[0])  # place the card; a draw (chance) follows
    match.advance()
    assert not match.can_undo(seat)
    with pytest.raises(IllegalAction, match="Nothing to undo"):
        match.undo(seat)


def test_bots_cannot_undo(tmp_path):
    match = _match(tmp_path, ("random", "human"))
    match.submit(("card", 0))
    assert not match.can_undo(0)


def test_autosave_after_every_action_resumes_the_same_state(tmp_path):
    match = _match(tmp_path)
    match.submit(("card", 0))
    resumed = Match.load(tmp_path / "auto.jsonl", get_game)
    assert resumed.state == match.state
    assert resumed.current_player == match.current_player


def test_a_resumed_game_rolls_what_the_uninterrupted_game_rolls(tmp_path):
    match = _match(tmp_path)
    match.submit(("gamble",))
    resumed = Match.load(tmp_path / "auto.jsonl", get_game)
    assert match.current_player == CHANCE == resumed.current_player
    assert match.resolve_chance().action == resumed.resolve_chance().action


def test_bad_setup_is_refused():
    game = get_game("duel")
    with pytest.raises(ValueError, match="2 to 4 players"):
        Match(game, 5, ["random"] * 5)
    with pytest.raises(ValueError, match="unknown seat"):
        Match(game, 2, ["human", "wizard"])
    with pytest.raises(ValueError, match="unknown option"):
        Match(game, 2, ["human", "random"], options={"colour": "red"})
