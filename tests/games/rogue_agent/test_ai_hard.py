"""Rogue Agent hard level and Android-mode bots: the hard evaluation counts what the rules make
costly (a bomb explosion takes the whole custody, 4.4 step 5; a skull costs 1 influence and the
custody, 4.0.4; custody scores nothing unless turned in, section 5; the syndicate bonus is
convex), bots decide from their own view in Android mode (identity tokens are secret, spec 7),
and the A-08 balance tool recognises the refill loop (spec 2.5)."""

from __future__ import annotations

import random

from game.ai.bots import make_bot
from game.engine.core import HIDDEN
from game.games.rogue_agent import balance
from game.games.rogue_agent import content as K
from game.games.rogue_agent import heuristics as H
from game.games.rogue_agent.state import replace
from tests.games.rogue_agent.helpers import GAME, bomb, city, criminal, player, turn_of


def _after_my_turn(s):
    """Seat 0 has played this round; seat 1 is on its turn."""
    return turn_of(s, 1)


def _carrier(pos: str, round_: int = 3):
    s = city(n=2, police="B3", round_=round_)
    s = criminal(s, 2, "C03", None, face_up=True, defeated=True, holder=0)
    return player(s, 0, pos=pos)


def test_a_bomb_about_to_explode_beside_a_carrier_costs_his_custody() -> None:
    far = _after_my_turn(_carrier("T1"))
    near = _after_my_turn(bomb(_carrier("M2"), "HQ", 1))  # HQ is safe, M2 beside it is not
    assert H.estimate_hard(near, 0) < H.estimate_hard(far, 0) - 0.5
    ticking_later = _after_my_turn(bomb(_carrier("M2"), "HQ", 3))
    assert H.estimate_hard(ticking_later, 0) > H.estimate_hard(near, 0)


def test_a_bomb_in_the_police_squads_next_district_is_no_danger() -> None:
    # police at B3 (District 5) moves to District 6 (T2) before the bombs tick (4.3.3, 4.3.4)
    safe_from_police = _after_my_turn(bomb(_carrier("T1"), "T2", 1))
    elsewhere = _after_my_turn(bomb(_carrier("T1"), "B5", 1))  # far from T1
    assert H.estimate_hard(safe_from_police, 0) == H.estimate_hard(elsewhere, 0)
    beside = _after_my_turn(bomb(_carrier("M2"), "HQ", 1))
    assert H.estimate_hard(beside, 0) < H.estimate_hard(elsewhere, 0)


def test_the_danger_counts_only_when_the_seat_cannot_move_away() -> None:
    s = bomb(_carrier("M2"), "HQ", 1)
    my_turn_ahead = replace(_after_my_turn(s), stack=_after_my_turn(s).stack + (("main", 0),))
    assert H.estimate_hard(my_turn_ahead, 0) > H.estimate_hard(_after_my_turn(s), 0)


def test_custody_counts_only_while_it_can_still_be_turned_in() -> None:
    early = _after_my_turn(_carrier("T1", round_=2))
    finished = replace(early, round=early.rounds, phase="city", stack=(("round_start",),))
    assert H.turns_left(finished, 0) == 0
    assert H.estimate_hard(early, 0) > H.estimate_hard(finished, 0) + 1.0


def test_a_criminal_completing_a_syndicate_is_worth_more() -> None:
    s = player(city(n=2, police="B3"), 0, turned_in=("C01", "C02"))  # two RED: 3 points now
    third_red = H.custody_value(s, 0, ["C04"])
    first_blue = H.custody_value(s, 0, ["C09"])
    assert third_red > first_blue
    assert round(third_red - 0.1 * K.CARDS["C04"].reward) == 3  # 6 - 3


def test_turns_left_counts_this_round_until_the_seat_has_played() -> None:
    s = _carrier("T1", round_=2)
    assert H.turns_left(_after_my_turn(s), 0) == s.rounds - 2
    assert H.turns_left(_after_my_turn(s), 1) == s.rounds - 2 + 1


def test_hard_evaluation_prefers_the_lead() -> None:
    s = _after_my_turn(_carrier("T1"))
    ahead = player(s, 0, influence=s.players[0].influence + 2)
    assert H.evaluate_hard(GAME, ahead, 0) > H.evaluate_hard(GAME, s, 0) > H.evaluate_hard(GAME, s, 1)
    assert H.AI_LEVELS["ai:hard"].evaluate is not None


def test_hard_ai_turns_in_custody_at_hq() -> None:
    s = turn_of(_carrier("HQ"), 0)
    bot = make_bot("ai:hard", GAME, 0, seed=3, num_players=2)
    assert bot.choose(GAME.player_view(s, 0)) == ("turnin",)


# ----- Android mode ------------------------------------------------------------------------
def _android_table(tokens_of_1: tuple[str, ...]):
    s = city(n=3, mode="android", police="B3")
    s = player(s, 0, pos="M5", tokens=("H", "A", "H"))
    s = player(s, 1, pos="T1", tokens=tokens_of_1)
    s = player(s, 2, pos="B2", tokens=("A", "A", "H"))
    return turn_of(s, 0)


def test_bots_see_neither_hidden_identity_token_and_decide_alike() -> None:
    a, b = _android_table(("A", "H", "A")), _android_table(("H", "H", "A"))
    view_a, view_b = GAME.player_view(a, 0), GAME.player_view(b, 0)
    assert all(t is HIDDEN for t in view_a.players[1].tokens)
    assert view_a == view_b
    for kind in ("greedy", "ai:normal"):
        choices = [make_bot(kind, GAME, 0, seed=5, num_players=3).choose(v) for v in (view_a, view_b)]
        assert choices[0] == choices[1]


def test_determinized_tokens_follow_the_pool_and_keep_my_own() -> None:
    view = GAME.player_view(_android_table(("A", "H", "A")), 0)
    android, human = K.identity_pool(3)
    for seed in range(20):
        d = GAME.determinize(view, 0, random.Random(seed))
        assert d.players[0].tokens == ("H", "A", "H")
        dealt = [t for p in d.players for t in p.tokens]
        assert HIDDEN not in dealt
        assert dealt.count("A") <= android and dealt.count("H") <= human


def test_an_android_rates_a_likely_skull_above_a_hopeless_fight() -> None:
    s = city(n=3, mode="android", police="B3")
    s = player(s, 0, pos="M5", exposed=True, ammo=3)
    weak = player(s, 1, pos="M5", stamina=1)
    strong = player(s, 1, pos="M5", stamina=7)
    assert H.fight_value(weak, 0, 1) > 1.0 > H.fight_value(strong, 0, 1)


# ----- A-08 ---------------------------------------------------------------------------------
def test_the_loop_buy_is_one_that_reaches_the_end_space() -> None:
    s = player(city(n=2, police="B3"), 0, pos="T1", ammo=6, credits=1)
    ammo = next(g for g in K.TILES["ARMORY"].goods if g.target == "ammo")
    assert balance.loop_buy(s, 0, ammo)  # 6 + 2 = 8, the end space
    assert not balance.loop_buy(player(s, 0, ammo=8), 0, ammo)  # already there
    assert not balance.loop_buy(player(s, 0, ammo=2, credits=2), 0, ammo)  # 3 credits needed


def test_the_balance_run_plays_whole_games() -> None:
    out = balance.run(2, 3, 2, "agent", {})
    assert out["games"] == 2 and 0.0 <= out["loop_win_rate"] <= 1.0
