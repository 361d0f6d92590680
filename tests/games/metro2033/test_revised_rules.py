"""Issue 16 items 9-12: the spec's revised readings (5.1.3, 5.5, 5.8, A19, A25, A26), each
written from the spec text, and the old readings kept as house rules.

- A26: a law stays in force until a new law is accepted (expiry after n rounds is an option).
- A25: no round limit in normal play (``max_rounds`` is an option, off by default).
- 5.8: a quest completes as soon as its goal is carried out after it was drawn, even in the round
  it was drawn; a goal already true at the draw counts only once it is achieved again.
- A19: quest abilities at every decision of the owner: before paying upkeep, at its own
  Dangers-from-the-dark choice, at the law vote, when annexing, in its combats.
"""

from __future__ import annotations

from game.engine.core import CHANCE, TERMINAL
from game.games.metro2033 import plan
from game.games.metro2033.state import replace

from .metro_helpers import G, act, homes, legal, make, player, run, top

DEFAULTS = G.initial_state(2, {"first_player": "1"}).opts  # a new game's rules
LEGACY = (30, 3, False, True, False, False)  # what a file written before issue 16 plays by


def draws(s, *cards):
    """Resolve chance steps with the named cards, in order."""
    for c in cards:
        assert G.current_player(s) == CHANCE, top(s)
        s = G.apply(s, ("card", c))
    return s


# ----- A26: laws until replaced --------------------------------------------------------------------------------
def test_a26_a_law_stays_in_force_until_another_is_accepted():
    s = make(["red_line", "fourth_reich"], phase="end", round_no=7, law="truce", law_round=5, opts=DEFAULTS)
    for r in (7, 8, 12, 30):
        s2 = run(replace(s, round=r), ("end_round",))
        assert s2.law == "truce" and "truce" not in s2.law_under


def _vote(s, votes):
    s = draws(run(s, ("draw_law",), ("vote", 0), ("vote", 1), ("law_resolve",)), "martial_law")
    for v in votes:
        s = act(s, ("vote", v))
    return s


def test_a26_a_rejected_law_leaves_the_law_in_force_an_accepted_one_replaces_it():
    s = make(["red_line", "fourth_reich"], phase="events", round_no=14, law="truce", law_round=5, opts=DEFAULTS)
    no = _vote(s, [False, True])
    assert no.law == "truce" and no.law_under[-1] == "martial_law"
    s = player(s, 0, stations=tuple(sorted(homes("red_line") + ("lubyanka",))))
    yes = _vote(s, [True, False])
    assert yes.law == "martial_law" and yes.law_round == 14 and yes.law_under[-1] == "truce"


def test_a26_expiry_after_three_rounds_stays_a_house_rule():
    opts = G.initial_state(2, {"first_player": "1", "law_duration_rounds": "3"}).opts
    s = make(["red_line", "fourth_reich"], phase="end", round_no=7, law="truce", law_round=5, opts=opts)
    s = run(s, ("end_round",))
    assert s.law == "" and s.law_under[-1] == "truce"


# ----- A25: no round limit ---------------------------------------------------------------------------------
def test_a25_no_round_limit_by_default():
    s = make(["red_line", "fourth_reich"], phase="end", round_no=30, opts=DEFAULTS)
    for r in (20, 30, 40, 99):
        s2 = run(replace(s, round=r), ("end_round",))
        assert G.current_player(s2) != TERMINAL and s2.round == r + 1 and s2.winner == -1


def test_a25_the_round_limit_is_an_option():
    opts = G.initial_state(2, {"first_player": "1", "max_rounds": "30"}).opts
    s = run(make(["red_line", "fourth_reich"], phase="end", round_no=30, opts=opts), ("end_round",))
    assert G.current_player(s) == TERMINAL and s.end_reason == "limit"


def test_defaults_are_the_printed_rules_and_the_old_values_remain_choices():
    spec = G.spec.options
    assert spec["max_rounds"].default == "off" and "30" in spec["max_rounds"].choices
    assert spec["law_duration_rounds"].default == "replaced" and "3" in spec["law_duration_rounds"].choices
    assert spec["quest_completion"].default == "after_draw" and spec["quest_completion"].legacy == "next_round"
    assert spec["quest_ability_timing"].default == "every_decision"
    assert spec["quest_ability_timing"].legacy == "own_turn"


# ----- 5.8: quests complete as soon as the goal is carried out after the draw ----------------------------------
def _duelist_game(opts):
    """Round 5, hero phase: Artyom (2 + PKM 4 = 6) takes a quest at neutral Lubyanka (Wanderer),
    keeps Duelist (G8); later that phase the Reich's Hunter (4) attacks him there and loses."""
    s = make(["red_line", "fourth_reich"], heroes=["artyom", "hunter"], phase="hero", round_no=5,
             law="code_of_honour", opts=opts)
    s = player(s, 0, hero_at="lubyanka", equipment=("pkm",), res=(0, 1, 1))
    s = player(s, 1, hero_at="lubyanka")
    s = replace(s, turn_done=(0,))
    s = act(run(s, ("hero_act", 0), ("checkpoint",), ("hero_move", 1), ("checkpoint",)), ("quest",))
    s = act(draws(s, "q15", "q16"), ("keep", "q15"))
    assert top(s) == ("hero_move", 1) and s.players[0].done == ()
    s = act(s, ("move", "lubyanka"), ("duel", 0))  # 4 against 6: the defender wins
    while s.stack:
        s = act(s, legal(s)[0])  # Hunter flees home
    return s


def test_5_8_duelist_kept_then_a_won_hero_fight_completes_it_in_the_same_phase():
    s = _duelist_game(DEFAULTS)
    assert s.players[0].done == ("q15",) and s.players[0].vp() == 4


def test_5_8_next_round_reading_stays_a_house_rule():
    s = _duelist_game(LEGACY)
    assert s.players[0].done == ()


def _keep_g3_with_army_7(opts):
    s = make(["red_line", "fourth_reich"], heroes=["artyom", "miller"], phase="hero", round_no=4, opts=opts)
    s = player(s, 0, army=7, res=(0, 1, 1), hero_at="kurskaya_h")
    s = replace(s, turn_done=(0,))
    s = act(run(s, ("hero_act", 0), ("checkpoint",)), ("quest",))
    return act(draws(s, "q05", "q06"), ("keep", "q05"))


def test_5_8_a_goal_already_true_at_the_draw_counts_only_when_achieved_again():
    s = _keep_g3_with_army_7(DEFAULTS)
    assert s.players[0].done == () and not s.stack
    s = run(replace(s, round=5, phase="events"), ("checkpoint",))
    assert s.players[0].done == ()  # the army is still 7: nothing was carried out since the draw
    s = run(player(s, 0, army=6), ("checkpoint",))
    assert s.players[0].done == ()
    s = run(player(s, 0, army=7), ("checkpoint",))  # reached 7 again
    assert s.players[0].done == ("q05",)


def test_5_8_t32_old_reading_completes_next_round_while_the_goal_holds():
    s = _keep_g3_with_army_7(LEGACY)
    s = run(replace(s, round=5, phase="events"), ("checkpoint",))
    assert s.players[0].done == ("q05",)


def test_5_8_a_goal_reached_later_in_the_round_of_the_draw_completes_at_once():
    s = make(["red_line", "fourth_reich"], heroes=["artyom", "miller"], phase="hero", round_no=4, opts=DEFAULTS)
    s = player(s, 0, army=6, res=(0, 1, 1), hero_at="kurskaya_h")
    s = replace(s, turn_done=(0,))
    s = act(run(s, ("hero_act", 0), ("checkpoint",)), ("quest",))
    s = act(draws(s, "q05", "q06"), ("keep", "q05"))
    assert s.players[0].done == ()
    s = run(player(s, 0, army=7), ("checkpoint",))  # e.g. a reward later this round
    assert s.players[0].done == ("q05",) and s.round == 4


def test_5_8_an_event_before_the_draw_does_not_count_one_after_it_does():
    """Arbat keeps Duelist (start bonus) - its G8 goal needs a hero fight won afterwards."""
    s = make(["red_line", "fourth_reich"], round_no=5, opts=DEFAULTS)
    s = player(s, 0, events=("G8",))  # a hero fight won earlier in this action
    s = act(run(s, ("draw_q", 0), ("draw_q", 0), ("keep_q", 0), ("checkpoint",)), ("card", "q15"), ("card", "q16"),
            ("keep", "q15"))
    assert s.players[0].done == ()
    s = run(player(s, 0, events=("G8",)), ("checkpoint",))  # a new won fight
    assert s.players[0].done == ("q15",)


def test_5_8_other_seats_see_no_sign_of_a_waiting_quest():
    s = _keep_g3_with_army_7(DEFAULTS)
    v = G.player_view(s, 1)
    assert v.players[0].quests == G.player_view(player(s, 0, waiting=()), 1).players[0].quests
    assert v.players[0].waiting == ()


# ----- A19: quest abilities at every decision of the owner -------------------------------------------------
def test_a19_smugglers_cache_before_paying_upkeep_saves_a_strength_6_army():
    s = make(["red_line", "fourth_reich"], phase="mobilize", opts=DEFAULTS)
    s = player(s, 0, army=6, res=(0, 0, 0), quests=(("q03", 1),))
    s = run(s, ("upkeep", 0))
    assert set(legal(s)) == {("keep", 5), ("quest_use", "q03")}
    s = act(s, ("quest_use", "q03"), ("take", "pig"), ("take", "pig"))
    assert top(s) == ("upkeep", 0) and ("keep", 6) in legal(s)
    s = act(s, ("keep", 6))
    assert s.players[0].army == 6 and s.players[0].r("pig") == 1


def test_a19_forewarned_at_the_own_dangers_from_the_dark_choice():
    s = make(["red_line", "fourth_reich"], phase="events", round_no=3, opts=DEFAULTS)
    s = player(s, 0, quests=(("q10", 1),))
    s = run(s, ("defend", 0), ("defend", 1))
    assert ("quest_use", "q10") in legal(s) and top(s) == ("defend", 0)
    s = draws(act(s, ("quest_use", "q10")), "d1_nosalis_pack", "d1_giant_rats", "d1_hot_spot")
    assert top(s) == ("order", 0)
    s = act(s, ("order", "d1_giant_rats", "d1_hot_spot", "d1_nosalis_pack"))
    assert top(s) == ("defend", 0) and s.decks[0].top[0][0] == "d1_giant_rats"
    assert ("quest_use", "q10") not in legal(s)


def test_a19_abilities_at_the_law_vote():
    s = make(["red_line", "fourth_reich"], phase="events", round_no=5, opts=DEFAULTS)
    s = player(s, 1, quests=(("q03", 1), ("q14", 1)))
    s = draws(run(s, ("draw_law",), ("vote", 0), ("vote", 1)), "truce")
    s = act(s, ("vote", True))
    assert top(s) == ("vote", 1)
    assert {("quest_use", "q03"), ("quest_use", "q14")} <= set(legal(s))
    s = act(s, ("quest_use", "q14"))
    assert top(s) == ("vote", 1) and s.players[1].effects == ("A1",)


def _won_but_broke(opts, quests):
    """The army beats Giant Rats at Lubyanka (reward 1 pig) with no mushroom to annex it."""
    s = make(["red_line", "fourth_reich"], opts=opts)
    s = player(s, 0, army=5, res=(0, 0, 0), quests=quests)
    s = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "lubyanka"), ("card", "d1_giant_rats"))
    if top(s)[0] == "combat_quest":
        s = act(s, ("done",))
    return s


def test_a19_settlers_when_annexing():
    s = _won_but_broke(DEFAULTS, (("q02", 1),))
    assert top(s) == ("annex", 0, "lubyanka", 0)
    assert set(legal(s)) == {("annex", False), ("quest_use", "q02")}
    s = act(s, ("quest_use", "q02"))
    assert ("annex", True) in legal(s)
    s = act(s, ("annex", True))
    assert "lubyanka" in s.players[0].stations and s.players[0].res == (1, 0, 0)


def test_a19_smugglers_cache_pays_an_annex():
    s = _won_but_broke(DEFAULTS, (("q17", 1),))
    s = act(s, ("quest_use", "q17"), ("take", "mushroom"), ("take", "ammo"))
    s = act(s, ("annex", True))
    assert "lubyanka" in s.players[0].stations and s.players[0].res == (0, 0, 1)


def test_a19_own_turn_reading_stays_a_house_rule():
    s = make(["red_line", "fourth_reich"], phase="mobilize", opts=LEGACY)
    s = player(s, 0, army=6, res=(0, 0, 0), quests=(("q03", 1),))
    assert legal(run(s, ("upkeep", 0))) == [("keep", 5)]
    s = _won_but_broke(LEGACY, (("q02", 1),))
    assert top(s) != ("annex", 0, "lubyanka", 0) and "lubyanka" not in s.players[0].stations


# ----- the bots use them there too ----------------------------------------------------------------------------
def test_bots_open_the_smugglers_cache_to_keep_the_army():
    s = make(["red_line", "fourth_reich"], phase="mobilize", round_no=12, opts=DEFAULTS)
    s = player(s, 0, army=6, res=(0, 0, 0), quests=(("q03", 1),))
    s = run(s, ("upkeep", 0))
    import random

    assert plan.policy_action(s, legal(s), random.Random(0)) == ("quest_use", "q03")


def test_bots_send_settlers_when_they_cannot_pay():
    import random

    s = _won_but_broke(DEFAULTS, (("q02", 1),))
    assert plan.policy_action(s, legal(s), random.Random(0)) == ("quest_use", "q02")


# ----- files written before issue 16 -------------------------------------------------------------------------------
FIXTURES = __import__("pathlib").Path(__file__).parent / "fixtures"


def test_old_replays_still_load_and_verify():
    """Two self-play replays recorded with the engine before issue 16 (headers with max_rounds 30 and
    law_duration_rounds 3, no quest options): a law expires, quests complete the round after their
    draw, seats hold quests at upkeep, votes and danger choices, one game ends at the round limit."""
    from game.engine.replay import read_replay
    from game.engine.verify import verify_replay
    from game.games import get_game

    for name in ("pre16_random_4p.jsonl", "pre16_greedy_3p.jsonl"):
        rf = read_replay(FIXTURES / name)
        assert "quest_completion" not in rf.header["options"]
        summary = verify_replay(rf, get_game, name)
        assert summary["verified"] and summary["finished"]
