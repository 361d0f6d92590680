"""Faction and hero abilities (spec 7.5, 7.6), the bank limit and the stage II equipment grant."""

from __future__ import annotations

from game.engine.core import CHANCE
from game.games.metro2033 import basics
from game.games.metro2033.state import replace

from .metro_helpers import G, act, legal, make, player, run, top


def test_storm_troopers_add_one_against_players_only():
    s = replace(make(["fourth_reich", "red_line"]), law="code_of_honour")
    s = player(s, 0, army=3)
    s = player(s, 1, army=4)
    s = act(run(s, ("army", 0)), ("attack", "teatralnaya"))
    assert s.last_fight[7:] == (4, 4, 0)  # 3 + 1 against 4: a draw


def test_hideouts_help_the_bandits_against_dangers_from_the_dark():
    s = make(["bandits", "red_line"], phase="events")
    s = run(s, ("defend", 0), ("draw_danger", "event"), ("event_fights",))
    s = act(s, ("defend", "novokuznetskaya", "army"), ("card", "d1_tunnel_leeches"))  # 2 + 2 against 4
    assert "novokuznetskaya" in s.players[0].stations and s.players[0].res == (0, 0, 0)


def test_arsenal_gathers_two_ammo():
    s = run(make(["baumansky", "red_line"]), ("army", 0))
    assert ("gather", "ammo2") in legal(s)
    assert act(s, ("gather", "ammo2")).players[0].res == (0, 0, 2)
    assert ("gather", "ammo2") not in legal(run(make(["red_line", "baumansky"]), ("army", 0)))


def test_hansa_neighbours_pay_one_resource_per_card():
    s = make(["alliance_1905", "fourth_reich"], phase="hero")
    s = player(s, 0, hero_at="krasnopresnenskaya_h", res=(0, 1, 1))
    s = replace(s, market=("kalash", "bastard", "duplet", "helsing"), turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("market",))
    assert ("buy", "kalash", "ammo") in legal(s) and ("buy", "kalash", "mushroom") in legal(s)
    s = act(s, ("buy", "kalash", "ammo"), ("buy", "bastard", "mushroom"))
    assert s.players[0].equipment == ("kalash", "bastard") and s.players[0].res == (0, 0, 0)


def test_artyom_takes_a_quest_anywhere_and_sasha_trades_anywhere():
    s = make(["red_line", "fourth_reich"], heroes=["artyom", "sasha"], phase="hero")
    s = player(s, 0, hero_at="lubyanka", res=(0, 1, 1))
    s = player(s, 1, hero_at="tverskaya", res=(2, 1, 1))
    s = replace(s, market=("kalash", "bastard", "duplet", "helsing"), turn_done=(0, 1))
    a = legal(run(s, ("hero_act", 0)))
    assert ("quest",) in a and ("market",) not in a
    b = legal(run(s, ("hero_act", 1)))
    assert ("market",) in b and ("exchange", "pig", "ammo", 2) in b and ("quest",) not in b


def test_hunter_hunts_without_capturing():
    s = make(["red_line", "fourth_reich"], heroes=["hunter", "miller"], phase="hero")
    s = player(s, 0, hero_at="lubyanka")
    s = replace(s, turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("hunt",), ("card", "d1_watchman"))  # 4 beats 3
    assert s.players[0].res == (2, 0, 0) and "lubyanka" not in s.players[0].stations


def test_miller_drills_up_to_six():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "hunter"], phase="hero")
    s = replace(player(s, 0, army=5), turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("drill",))
    assert s.players[0].army == 6
    assert ("drill",) not in legal(run(s, ("hero_act", 0)))


def test_khan_walks_the_paths_of_the_dead_and_scouts():
    s = make(["red_line", "fourth_reich"], heroes=["khan", "hunter"], phase="hero")
    s = replace(s, turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("paths", "savyolovskaya"))
    assert s.players[0].hero_at == "savyolovskaya" and G.current_player(s) == CHANCE
    s = act(s, ("card", "d1_mould"))
    assert s.players[0].scout == "d1_mould"


def test_anna_reorders_the_top_three():
    s = make(["red_line", "fourth_reich"], heroes=["anna", "hunter"], phase="hero")
    s = replace(s, turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("radio",), ("card", "d1_mould"), ("card", "d1_hot_spot"), ("card", "d1_raiders"))
    assert len(legal(s)) == 6
    s = act(s, ("order", "d1_raiders", "d1_mould", "d1_hot_spot"))
    assert [c for c, _k in s.decks[0].top] == ["d1_raiders", "d1_mould", "d1_hot_spot"]


def test_bank_holds_35_of_each():
    s = make(["red_line", "fourth_reich"], round_no=1, phase="end")
    s = player(s, 1, res=(35, 0, 0))
    s = run(s, ("round_start",))  # round 2: pig + mushroom
    assert s.players[0].res == (0, 1, 0) and basics.bank(s, "pig") == 0


def test_stage_two_grant_two_draw_keep_one_with_limit_three():
    s = make(["red_line", "fourth_reich"], phase="end")
    s = player(s, 0, done=("q01", "q02", "q03"), equipment=("kalash", "bastard"))
    s = run(s, ("end_round",))
    assert s.stage == 2 and top(s) == ("draw_eq", 1, "offer")
    s = act(s, ("card", "duplet"), ("card", "helsing"), ("keep", "helsing"))
    s = act(s, ("card", "pkm"), ("card", "vsv"), ("keep", "pkm"))
    assert s.players[0].equipment == ("kalash", "bastard", "pkm") and basics.eq_limit(s) == 3
    assert "vsv" in s.eq_discard and "duplet" in s.eq_discard
