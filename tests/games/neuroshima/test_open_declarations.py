"""Hot-seat with hidden hands: when two seats declare in one battle step (the battle owner's
rocket path, then the other seat's Clown explosion), both declare in the open, as the printed
rules have them do in turn, owner first (spec 1.11.1; only hands and pile order are hidden,
spec 8). The second declaration used to be a secret decision, so a pass screen cut the battle's
playback in two although the first declaration was already in the table's log."""
from __future__ import annotations

import pytest

from game.games.neuroshima import loglines
from game.games.neuroshima.rules import NeuroshimaGame
from game.games.neuroshima.turn import choice_seats

from .nshelp import build, play

G = NeuroshimaGame()


def two_seats_declare_in_one_step(hidden: str):
    pieces = [("ny.rocket_launcher", (0, 2), 0, 0, 0), ("ny.hq", (-2, 2), 0, 0, 0), ("ny.cop", (-1, 0), 0, 0, 0),
              ("mo.clown", (0, 0), 0, 0, 1), ("mo.hq", (2, -2), 0, 0, 1)]
    s0 = build(pieces, hands=[("ny.battle",), ()], turn=0, armies="new_york,moloch", hidden_hands=hidden)
    return play(s0, ("play", "ny.battle"), ("confirm",))


@pytest.mark.parametrize("hidden", ["yes", "no"])
def test_every_declaration_of_a_step_is_taken_in_the_open(hidden):
    s = two_seats_declare_in_one_step(hidden)
    assert s.phase == "battle_choice" and G.current_player(s) == 0  # the battle owner first
    assert G.decision_is_public(s)
    first = G.legal_actions(s)[0]
    after = G.apply(s, first)
    assert after.phase == "battle_choice" and G.current_player(after) == 1
    assert [seat for _k, seat in choice_seats(after)] == [0]  # the same step: the owner's choice made
    assert G.decision_is_public(after), "the second seat's declaration would get a pass screen mid-battle"
    # what a pass screen would have hidden is already on the table: the owner's line in the log
    line = loglines.log_line(G.player_view(s, None), first, G.player_view(after, None), "en")
    assert line and "rocket" in line


def test_outside_a_battle_nothing_is_declared_in_the_open():
    s = two_seats_declare_in_one_step("yes")
    while s.phase in ("battle_choice", "medic_choice"):
        s = G.apply(s, G.legal_actions(s)[0])
    assert not G.decision_is_public(s)
