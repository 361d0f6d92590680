"""Where the coach and the guide point (coordinator news 5, issue 19): for every legal action of
a few random positions, a game view's ``action_anchor`` is None (a strip button) or a rect
inside the board, and a click at its centre is answered with that very action, so the
highlight shows where a click takes the move."""
from __future__ import annotations

import random

import pygame
import pytest

from game.engine.match import Match
from game.games import REGISTRY
from game.ui.game_view import GameView
from game.ui.views import view_class
from tests.ui.table_harness import click, make_view

ANCHORED = [g for g in REGISTRY if view_class(g).action_anchor is not GameView.action_anchor]


def _positions(game_id: str, seed: int, count: int = 3, spacing: int = 7):
    """(view state, legal actions, seat) of a human seat's decisions in a random 2-player game."""
    game = REGISTRY[game_id]
    n = max(2, game.spec.min_players)
    m = Match(game, n, ["human"] * n, None, {}, seed)
    rng = random.Random(seed)
    out, ply = [], 0
    while len(out) < count and ply < 400:
        m.advance()
        if m.is_over:
            break
        legal = m.legal_actions()
        if ply % spacing == 0 and len(legal) > 1:
            out.append((m.view_for(m.current_player), legal, m.current_player))
        m.submit(rng.choice(legal))
        ply += 1
    return game, n, out


def _show(v, state, legal, seat) -> None:
    """The view given the position and drawn once (some views lay out their targets as they draw)."""
    v.set_state(state, legal, seat, [], None)
    v.skip_animations()
    v.update(5.0)
    v.draw(pygame.Surface(v.ctx.window_size))
    v.message = ""


def test_every_shipped_game_points_at_its_moves():
    shipped = {"android", "metro2033", "neuroshima", "rogue_agent", "waterdeep"}
    assert shipped <= set(ANCHORED), shipped - set(ANCHORED)


@pytest.mark.parametrize("game_id", ANCHORED)
def test_an_anchor_is_in_the_board_and_a_click_there_takes_the_move(game_id):
    game, n, positions = _positions(game_id, 41, count=8, spacing=5)
    assert positions
    anchored = 0
    for state, legal, seat in positions:
        v = make_view(view_class(game_id), game, n)
        for action in legal:
            _show(v, state, legal, seat)
            rect = v.action_anchor(action)
            if rect is None:
                continue
            anchored += 1
            assert v.rect.contains(pygame.Rect(rect)), (action, rect, v.rect)
            answer = click(v, pygame.Rect(rect).center)
            # the move itself, or (a place offering several) its menu opened there without a refusal
            assert answer == action or (answer is None and not v.message), (action, answer, v.message)
    assert anchored > 0


def test_android_points_at_the_orders_tab_for_arming_while_another_tab_is_open():
    """Arming a dark card is done in the Orders tab; with another tab open the guide's "Arm a
    dark card" callout pointed at nothing. It points at the Orders tab (a click there opens it)."""
    game = REGISTRY["android"]
    m = Match(game, 3, ["human"] * 3, None, {}, 3)
    for _ in range(300):
        m.advance()
        legal = m.legal_actions()
        arm = next((a for a in legal if a[0] == "arm"), None)
        if arm is not None:
            break
        m.submit(legal[0] if legal[0][0] != "end" or len(legal) == 1 else legal[-1])
    assert arm is not None
    v = make_view(view_class("android"), game, 3)
    _show(v, m.view_for(m.current_player), legal, m.current_player)
    v.tab = "puzzle"
    v.draw(pygame.Surface(v.ctx.window_size))
    rect = v.action_anchor(arm)
    tab = next(r for r, kind, payload in v.hot if kind == "tab" and payload == "orders")
    assert rect is not None and pygame.Rect(rect) == pygame.Rect(tab)
    assert click(v, pygame.Rect(rect).center) is None and v.tab == "orders"
    _show(v, m.view_for(m.current_player), legal, m.current_player)
    v.tab = "orders"
    v.draw(pygame.Surface(v.ctx.window_size))
    assert click(v, v.action_anchor(arm).center) == arm  # once open, the Arm button itself


def test_android_goes_back_to_the_hand_once_the_conspiracy_decision_is_over():
    """Using a lead opens the Conspiracy tab (the decision is there). In the guided first day the
    tab then stayed open and hid the hand, so the next callout ("play a card") pointed at the
    strip's More... menu. Once the decision that opened a tab is over, the tab shown before comes
    back; a tab the player opened by hand stays."""
    game = REGISTRY["android"]
    m = Match(game, 3, ["human"] * 3, None, {}, 3)
    rng = random.Random(3)
    before = None
    for _ in range(600):
        m.advance()
        s = m.view_for(m.current_player)
        head = s.queue[0][0] if s.queue else ""
        if before is not None and head not in ("put_piece", "lead_use", "shift_any", "favor_any", "bag_any"):
            break
        if head == "lead_use" and before is None:
            before = (s, m.legal_actions(), m.current_player)
        m.submit(rng.choice(m.legal_actions()))
    assert before is not None
    v = make_view(view_class("android"), game, 3)
    _show(v, *before)
    assert v.tab == "puzzle"
    _show(v, m.view_for(m.current_player), m.legal_actions(), m.current_player)
    assert v.tab == "case"
    _show(v, *before)
    v.tab = "detectives"  # the player's own pick
    _show(v, m.view_for(m.current_player), m.legal_actions(), m.current_player)
    assert v.tab == "detectives"


def test_neuroshima_shows_a_suggested_facing_on_the_tile_being_placed():
    """A hint or callout for a facing ("Face NE") pointed at nothing unless the ghost happened to
    face that way already. ``preview_action`` turns the ghost to the suggested facing; then the
    tile's hex is the anchor, and a click there takes exactly that facing."""
    game = REGISTRY["neuroshima"]
    m = Match(game, 2, ["human"] * 2, None, {}, 3)
    rng = random.Random(1)
    for _ in range(300):
        m.advance()
        legal = m.legal_actions()
        if sum(a[0] == "rot" for a in legal) > 2:
            break
        m.submit(rng.choice(legal))
    rots = [a for a in legal if a[0] == "rot"]
    assert len(rots) > 2
    v = make_view(view_class("neuroshima"), game, 2)
    _show(v, m.view_for(m.current_player), legal, m.current_player)
    for action in rots:
        v.preview_action(action)
        v.draw(pygame.Surface(v.ctx.window_size))
        rect = v.action_anchor(action)
        assert rect is not None
        assert click(v, pygame.Rect(rect).center) == action
    v.preview_action(("end",))  # anything else: nothing to show, nothing changes
