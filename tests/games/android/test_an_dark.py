"""Dark cards (spec 8.1, 8.2, 8.2.1, 8.2.2, example 12.14): standing orders, priority, fights,
the light answer, cancel."""

from __future__ import annotations

from dataclasses import replace

from game.games.android.state import with_player
from tests.games.android.anhelp import GAME, act, at, legal, new_game, settle


def _priority_example():
    s = new_game(["louis", "rachel", "raymond", "floyd"], first=2)
    s = with_player(s, 1, hand=(("louis:dark", "LD4"),), orders=(("LD4", ""),))
    s = with_player(s, 2, hand=(("louis:dark", "LD1"),), orders=())
    s = with_player(s, 3, hand=(("louis:dark", "LD4"),), orders=(("LD4", "t3"),), twilight=0)
    return at(s, 0, "tonys_flophouse", time=6, hand=(("louis:light", "LL4"),), mood="bad", twilight=0)


def test_12_14_priority_fight_and_light_answer():
    s = act(_priority_example(), "move", "rusty_rivet")
    assert s.queue[0] == ("free", 0, "dark")  # the free card comes before any answer
    s = act(s, "skip")
    # seat 2 (first player) has no order; seat 3 plays Bar Fight before seat 1
    assert s.players[3].twilight == -2 and s.players[3].hand == ()
    assert s.players[1].hand == (("louis:dark", "LD4"),)
    assert s.queue[0] == ("fight", 0, "LD4")
    assert {a[1] for a in legal(s)} == {"fight", "flee", "talk"}
    s = act(s, "tactic", "flee")
    assert s.time == 3
    assert s.queue[0] == ("light_window", 0)
    s = act(s, "respond", "LL4")
    s = act(s, "paid")
    assert s.time == 4 and s.players[0].twilight == 1  # net, the fight cost him 1 Time


def test_12_14_filter_target_has_three_time():
    s = _priority_example()
    s = at(s, 0, "tonys_flophouse", time=3)  # 2 Time left on arrival
    s = act(s, "move", "rusty_rivet")
    s = act(s, "skip")
    # seat 3's order needs 3+ Time: it holds back, and seat 1 (no filter) plays instead
    assert s.players[3].hand and not s.players[1].hand


def test_orders_are_secret():
    s = _priority_example()
    for viewer in (0, 2, 3):
        assert GAME.player_view(s, viewer).players[1].orders == ()
    assert GAME.player_view(s, 1).players[1].orders == (("LD4", ""),)


def test_arming_is_a_free_action_of_ones_own_turn():
    s = new_game(["louis", "rachel", "raymond"], first=1)
    s = at(s, 1, "hab_block_9", time=6, hand=(("louis:dark", "LD5"),), orders=())
    assert ("arm", "LD5", "") in legal(s)
    s = act(s, "arm", "LD5", "")
    assert s.time == 6 and s.players[1].orders == (("LD5", ""),) and ("disarm", "LD5") in legal(s)


def test_turn_start_card_hits_at_the_start_of_the_targets_turn():
    s = new_game(["louis", "rachel", "raymond"], first=1)
    s = with_player(s, 1, hand=(("louis:dark", "LD5"),), orders=(("LD5", ""),))
    s = with_player(s, 2, hand=(), orders=())
    s = act(s, "end")
    s = settle(s)
    for _ in range(10):  # Raymond's turn: he ends at once
        if s.queue[0] == ("act", 2):
            s = act(s, "end")
            s = settle(s)
        if s.queue[0] == ("act", 0):
            break
        s = GAME.apply(s, legal(s)[0])
        s = settle(s)
    assert s.queue[0] == ("act", 0) and s.time == 5  # Hangover: -1 Time
    assert s.players[1].twilight == -1


def test_cancel_a_move_puts_him_back_and_keeps_the_time_paid():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 1, hand=(("rachel:dark", "RD5"),), orders=(("RD5", ""),))
    s = at(s, 0, "napd", time=6, warrants=())
    s = act(s, "move", "haas_bioroid")
    if s.queue[0][0] == "free":
        s = act(s, "skip")
    assert s.players[0].location == "napd" and s.time == 3


def test_cancel_an_ability_counts_as_used():
    s = new_game(["floyd", "louis", "raymond"], first=0)
    s = with_player(s, 1, hand=(("floyd:dark", "FD6"),), orders=(("FD6", ""),))
    s = at(s, 0, "city_hall", time=7, favors=(0, 0, 0, 0))
    s = act(s, "ability", "city_hall", "")
    assert s.players[0].favors[1] == 0 and s.time == 5
    assert ("ability", "city_hall", "") not in legal(s)


def test_only_one_dark_card_per_trigger():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 1, hand=(("rachel:dark", "RD4"),), orders=(("RD4", ""),))
    s = with_player(s, 2, hand=(("rachel:dark", "RD4"),), orders=(("RD4", ""),))
    s = at(s, 0, "hab_block_9", time=6, hand=())
    s = act(s, "move", "heinlein_market")
    s = settle(s)
    assert s.time == 4  # 1 for the move, 1 for Out of Fuel: not 2 cards
    assert len(s.players[1].hand) + len(s.players[2].hand) == 1


def test_an_unpayable_dark_card_stays_in_hand():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 1, hand=(("rachel:dark", "RD2"),), orders=(("RD2", ""),), twilight=-3)
    s = at(s, 0, "hab_block_9", time=6, hand=())
    s = act(s, "move", "crater_rim_bar")
    s = settle(s)
    assert s.players[1].hand == (("rachel:dark", "RD2"),)


def test_effect_moves_open_no_window():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = with_player(s, 1, hand=(("louis:dark", "LD4"),), orders=(("LD4", ""),))
    s = at(s, 0, "napd", time=6, hand=(("louis:light", "LL8"),))
    s = act(act(s, "play", "LL8"), "paid")
    s = act(s, "move", "rusty_rivet")
    if s.queue[0][0] == "free":
        s = act(s, "skip")
    assert s.players[1].hand == (("louis:dark", "LD4"),)
    assert replace(s).queue[0][0] == "act"


def test_the_log_never_names_a_standing_order():
    s = new_game(["louis", "rachel", "raymond"], first=1)
    s = at(s, 1, "hab_block_9", time=6, hand=(("louis:dark", "LD5"),), orders=())
    after = act(s, "arm", "LD5", "")
    pub = GAME.player_view(s, None), GAME.player_view(after, None)
    assert GAME.log_line(pub[0], ("arm", "LD5", ""), pub[1], "en") is None
    assert GAME.log_line(pub[0], ("end",), pub[1], "hu")


def test_a_peek_is_an_undo_barrier():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    assert GAME.reveals_information(s, ("peek", "eve", 0), s)
    assert not GAME.reveals_information(s, ("move", "napd"), s)


def test_ask_me_asks_once_per_turn_then_the_window_goes_on():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 1, hand=(("rachel:dark", "RD4"), ("rachel:dark", "RD4")), orders=(("RD4", "ask"),))
    s = with_player(s, 2, hand=(("rachel:dark", "RD4"),), orders=(("RD4", ""),))
    s = at(s, 0, "hab_block_9", time=6, hand=())
    s = act(s, "move", "heinlein_market")
    s = settle(s)
    assert s.queue[0][:2] == ("ask", 1)
    assert GAME.prompt(s, "en") and GAME.prompt(s, "hu")
    s = act(s, "dark_no")
    s = settle(s)
    assert s.players[2].hand == () and s.time == 4  # seat 2's plain order plays next
    # second entry this turn: seat 1's "ask" order now plays like an armed order, no question
    s = at(s, 0, "heinlein_market", time=4)
    s = act(s, "move", "hab_block_9")
    s = settle(s)
    if s.queue[0][0] == "free":
        s = settle(act(s, "skip"))
    assert len(s.players[1].hand) == 1 and s.time == 2


def test_orders_review_between_turns():
    s = new_game(["louis", "rachel", "raymond"], first=0, orders_review="between_turns")
    s = with_player(s, 2, hand=(("rachel:dark", "RD4"),), orders=(), reviewed=())
    s = replace(s, queue=(("act", 0),))
    s = act(s, "end")
    s = settle(s)
    assert s.queue[0] == ("review", 2, 1)  # before Rachel's turn, Raymond may edit his orders
    s = act(s, "arm", "RD4", "")
    s = act(s, "done")
    s = settle(s)
    assert s.players[2].reviewed == (("rachel:dark", "RD4"),)
    assert s.queue[0] == ("act", 1)
    # hand unchanged: no review before the next turn
    assert ("review", 2, 1) not in [t[:3] for t in s.queue]
