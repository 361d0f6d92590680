"""The test game's gamble roll tumbles in the pymunk dice tray and lands on the rolled face."""

from __future__ import annotations

import pygame

from game.engine.match import Match
from game.games import get_game
from game.games.duel.view import DuelView
from game.ui.game_view import ViewContext


def _roll_match() -> tuple[Match, object, object]:
    game = get_game("duel")
    match = Match(game, 2, ["human", "human"], seed=8)
    match.advance()
    before = match.view_for(0)
    match.submit(("gamble",))
    step = match.resolve_chance()
    assert step is not None and step.action[0] == "roll"
    return match, before, step


def test_gamble_roll_settles_on_the_rolled_face():
    pygame.init()
    match, before, step = _roll_match()
    ctx = ViewContext(game=match.game, names=["A", "B"], seats=["human", "human"],
                      colours=[(230, 159, 0), (86, 180, 233)], shapes=["circle", "square"])
    view = DuelView(ctx)
    view.layout(pygame.Rect(0, 0, 900, 560))
    view.set_state(match.view_for(0), [], None, [step], before)
    assert view.busy
    surface = pygame.Surface((900, 560))
    for _ in range(240):  # four seconds at 60 frames per second, far more than it needs
        view.update(1 / 60)
        view.draw(surface)
        if not view.busy:
            break
    assert not view.busy and view.dice.settled
    assert view.dice.shown_faces == [step.action[1] - 1]
    assert view.dice.settled_time < 2.0
