"""ai:hard plans whole turns (planner.py) and scores them by the battle the board would fight
(heuristics.battle_evaluate)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.ai.bots import make_bot
from game.engine.core import CHANCE, TERMINAL
from game.engine.match import Match, sample_outcome
from game.games.neuroshima import heuristics as H
from game.games.neuroshima.battle import battle_steps
from game.games.neuroshima.planner import TurnPlanner
from game.games.neuroshima.state import hq_hp

from .nshelp import G, build


def _positions(seed: int, count: int) -> list:
    """Quiet 2-player positions (main phase, nothing pending) from random games."""
    from game.engine.core import resolve_options

    rng = random.Random(seed)
    out = []
    while len(out) < count:
        s = G.initial_state(2, resolve_options(G.spec, {}))
        while G.current_player(s) != TERMINAL:
            if G.current_player(s) == CHANCE:
                s = G.apply(s, sample_outcome(G.chance_outcomes(s), rng))
                continue
            s = G.apply(s, rng.choice(list(G.legal_actions(s))))
            if s.phase == "main" and not s.pending and not s.battle:
                out.append(s)
    return out


def _units(s, seat: int) -> int:
    return sum(1 for p in s.board if p is not None and p.owner == seat)


def test_a_battle_that_only_hurts_one_side_lowers_its_value():
    checked = 0
    for s in _positions(7, 400):
        after = battle_steps(s, s.turn, (), rest_default=True)[0]
        for loser, winner in ((0, 1), (1, 0)):
            lost_hq = hq_hp(after, loser) < hq_hp(s, loser)
            untouched = hq_hp(after, winner) == hq_hp(s, winner) and _units(after, winner) == _units(s, winner)
            if lost_hq and untouched:
                checked += 1
                assert H.battle_evaluate(G, s, loser) < H.evaluate(G, s, loser)
                assert H.battle_evaluate(G, s, winner) > H.evaluate(G, s, winner)
    assert checked >= 3, "the sample holds one-sided battles"


def test_mid_decision_it_is_the_static_value():
    """A half-placed tile or a waiting battle is not a board to fight over yet."""
    for s in _positions(9, 30):
        legal = [a for a in G.legal_actions(s) if a[0] == "play"]
        if legal:
            mid = G.apply(s, legal[0])
            if mid.pending:
                assert H.battle_evaluate(G, mid, 0) == H.evaluate(G, mid, 0)
                return
    raise AssertionError("no tile placement started in the sample")


def test_hard_is_the_turn_planner_and_normal_the_tree_search():
    assert isinstance(make_bot("ai:hard", G, 0, 1, 2), TurnPlanner)
    assert H.AI_LEVELS["ai:normal"].evaluate is None
    assert not isinstance(make_bot("ai:normal", G, 0, 1, 2), TurnPlanner)


def _with_piles_left(s):
    """A built board with each army's pile holding exactly the tiles not on the board or in hand."""
    piles = tuple(tuple(sorted(G.unseen(s, k).elements())) for k in range(s.num_players))
    return replace(s, piles=piles)


def _hard_turn(s, seat: int = 0):
    """Let ai:hard play ``seat``'s turn from ``s`` (any battle decision of the other seat at its
    default); the state where the turn has passed on or the game ended."""
    bot = make_bot("ai:hard", G, seat, 5, s.num_players)
    s = _with_piles_left(s)
    for _ in range(30):
        cp = G.current_player(s)
        if cp == TERMINAL or cp == CHANCE:
            return s
        if cp != seat:
            if s.phase != "battle_choice":
                return s
            s = G.apply(s, s.battle[6][4])
            continue
        s = G.apply(s, bot.choose(G.player_view(s, seat)))
    raise AssertionError("the turn did not end")


# New York's Shooter fires along edge 0, at (0, 0), (0, -1), ...: its one hit ends an HQ at 1 HP.
def test_a_battle_that_wins_the_game_is_fought():
    s = build([("ny.hq", (0, 2), 0), ("ny.shooter", (0, 1), 0), ("nj.hq", (0, -1), 0, 19)],
              hands=[("ny.battle", "ny.scout"), ()])
    after = _hard_turn(s)
    assert after.phase == "over" and after.winners == (0,)


def test_a_battle_that_loses_the_game_is_not_started():
    s = build([("ny.hq", (0, -1), 0, 19), ("ny.shooter", (0, 1), 0, 0, 1), ("nj.hq", (2, 0), 0)],
              hands=[("ny.battle", "ny.scout"), ()])
    after = _hard_turn(s)
    assert after.phase != "over" and hq_hp(after, 0) == 1


@pytest.mark.parametrize("players,options", [
    (2, {"hidden_hands": "yes"}),
    (3, {"armies": "moloch,borgo,outpost"}),
    (4, {"armies": "new_york,neojungle,hegemony,moloch", "teams": "13-24"}),
    (2, {"scenario": "campaign_2"}),
])
def test_hard_plays_whole_games_within_the_rules(players, options):
    """Every action is checked by Match.submit (an illegal one raises)."""
    seats = ["ai:hard"] + ["random"] * (players - 1)
    m = Match(G, players, seats, seed=players, options=options)
    bots = {k: make_bot(kind, G, k, 10 + k, players) for k, kind in enumerate(seats)}
    for _ in range(3000):
        m.advance()
        if m.is_over:
            break
        cp = m.current_player
        if cp < 0:
            m.resolve_chance()
            continue
        m.submit(bots[cp].choose(m.view_for(cp)))
    assert m.is_over
