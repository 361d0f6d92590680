"""Rogue Agent search bots: they decide from the seat's view only, take the obvious good move,
value influence and custody, and the state copy the search relies on behaves like
``dataclasses.replace``."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.ai.bots import make_bot
from game.engine.core import HIDDEN
from game.games.rogue_agent import heuristics as H
from game.games.rogue_agent.state import Player, replace
from tests.games.rogue_agent.helpers import GAME, city, criminal, player, turn_of


def _custody_at_hq():
    """Seat 0 stands at HQ with a defeated criminal in custody: turning it in scores now (4.2.6)."""
    s = city(n=2, police="B3")
    s = criminal(s, 2, "C14", None, face_up=True, defeated=True, holder=0)
    return turn_of(player(s, 0, pos="HQ"), 0)


def _face_down_here(card: str):
    """A face-down criminal where seat 0 stands; seat 0 has not investigated it."""
    s = city(n=2, police="B3")
    s = criminal(s, 1, card, "M5")
    return turn_of(player(s, 0, pos="M5", evidence=3, ammo=2), 0)


def test_fast_replace_behaves_like_dataclasses_replace() -> None:
    p = _custody_at_hq().players[0]
    q = replace(p, fuel=p.fuel + 1, custody=())
    assert q == dataclasses.replace(p, fuel=p.fuel + 1, custody=())
    assert hash(q) == hash(dataclasses.replace(p, fuel=p.fuel + 1, custody=()))
    assert isinstance(q, Player) and p.custody == (2,) and q.custody == ()
    with pytest.raises(TypeError):
        replace(p, fule=3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        q.fuel = 0  # type: ignore[misc]


def test_the_view_hides_the_card_and_the_bot_decides_from_it_alone() -> None:
    a, b = _face_down_here("C14"), _face_down_here("C03")
    view_a, view_b = GAME.player_view(a, 0), GAME.player_view(b, 0)
    assert view_a.criminals[0].card is HIDDEN
    assert view_a == view_b  # nothing of the true card reaches the bot
    choices = []
    for view, true_state in ((view_a, a), (view_b, b)):
        bot = make_bot("ai:easy", GAME, 0, seed=7, num_players=2)
        choice = bot.choose(view)
        assert choice in GAME.legal_actions(true_state)
        choices.append(choice)
    assert choices[0] == choices[1]


def test_greedy_turns_in_custody_at_hq() -> None:
    s = _custody_at_hq()
    assert H.greedy_action(GAME, s, 0, random.Random(1)) == ("turnin",)


def test_normal_ai_turns_in_custody_at_hq() -> None:
    s = _custody_at_hq()
    bot = make_bot("ai:normal", GAME, 0, seed=3, num_players=2)
    assert bot.choose(GAME.player_view(s, 0)) == ("turnin",)


def test_evaluation_prefers_more_influence_and_custody() -> None:
    s = _custody_at_hq()
    base = H.evaluate(GAME, s, 0)
    richer = player(s, 0, influence=s.players[0].influence + 2)
    assert H.evaluate(GAME, richer, 0) > base
    assert H.evaluate(GAME, richer, 1) < H.evaluate(GAME, s, 1)  # the rival is worse off
    no_custody = player(s, 0, custody=())
    assert H.evaluate(GAME, no_custody, 0) < base


def test_levels_are_ordered_and_normal_is_capped_at_two_seconds() -> None:
    easy, normal, hard = (H.AI_LEVELS[k] for k in ("ai:easy", "ai:normal", "ai:hard"))
    assert easy.budget.iterations < normal.budget.iterations < hard.budget.iterations
    assert normal.budget.seconds is not None and normal.budget.seconds <= 2.0


def test_search_compares_the_best_rated_turn_actions() -> None:
    s = _face_down_here("C14")
    legal = list(GAME.legal_actions(s))
    searched = H.search_actions(GAME, s, legal)
    assert len(legal) > H.SEARCH_WIDTH and len(searched) == H.SEARCH_WIDTH
    assert set(searched) <= set(legal)
    assert H.greedy_action(GAME, s, 0, random.Random(0)) in searched
    worst = min(legal, key=lambda a: H.main_value(s, 0, a))
    assert worst not in searched
