"""Light cards (spec 8.1): 1 Time plus a dark shift, sacrifices, Louis's mood, effects."""

from __future__ import annotations

from dataclasses import replace

from game.games.android.state import with_player
from tests.games.android.anhelp import act, at, legal, new_game


def _rachel(hand, twilight=0, **kw):
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 1, plot="louis_sara", plot_card="start", good=0, bad=0)
    return at(s, 0, "hab_block_9", time=6, hand=hand, twilight=twilight, **kw)


def test_spec_example_sacrificing_a_louis_dark_card():
    s = _rachel((("rachel:light", "RL5"), ("louis:dark", "LD1")))
    assert ("play", "RL5") in legal(s)
    s = act(s, "play", "RL5")
    assert s.time == 5 and s.queue[0] == ("pay", 0, "RL5", 0, 0, "")
    s = act(s, "sac", "louis:dark", "LD1")
    assert s.players[1].bad == 1  # Louis's "dark card sacrificed" condition fires
    assert s.discard_pile("louis:dark")[-1] == "LD1"
    s = act(s, "paid")
    assert s.players[0].twilight == 1  # cost 2, one opposite sacrifice: D1
    assert s.discard_pile("rachel:light")[-1] == "RL5"
    assert s.queue[0] == ("hit", 0)  # Hired Muscle: place a hit


def test_same_colour_sacrifice_raises_the_shift():
    s = _rachel((("rachel:light", "RL1"), ("rachel:light", "RL8")))
    s = act(act(s, "play", "RL1"), "sac", "rachel:light", "RL8")
    s = act(s, "paid")
    assert s.players[0].twilight == 2 and s.players[0].money == 4000 and s.players[0].hand == ()


def test_a_cost_that_does_not_fit_the_track_makes_the_card_unplayable():
    s = _rachel((("rachel:light", "RL5"),), twilight=3)
    assert ("play", "RL5") not in legal(s)
    s = _rachel((("rachel:light", "RL5"), ("floyd:dark", "FD2")), twilight=3)
    s = with_player(s, 0, hand=(("rachel:light", "RL5"), ("louis:dark", "LD2")))
    assert ("play", "RL5") in legal(s)  # one dark card to sacrifice brings the shift to 1
    s = act(s, "play", "RL5")
    assert legal(s) == [("sac", "louis:dark", "LD2")]


def test_a_light_card_needs_one_time():
    s = _rachel((("rachel:light", "RL8"),))
    s = at(s, 0, "hab_block_9", time=0)
    assert not [a for a in legal(s) if a[0] == "play"]


def test_louis_in_a_bad_mood_cannot_play_family_cards():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = at(s, 0, "sunset_terraces", time=6, hand=(("louis:light", "LL3"), ("louis:light", "LL2")), mood="bad")
    assert ("play", "LL3") not in legal(s) and ("play", "LL2") in legal(s)
    s = with_player(s, 0, mood="good")
    assert ("play", "LL3") in legal(s)
    s = act(act(s, "play", "LL2"), "paid")
    assert s.players[0].twilight == 0  # good mood: cost 1 lower


def test_family_card_counts_for_the_plot():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = at(s, 0, "sunset_terraces", time=6, hand=(("louis:light", "LL3"),), mood="good",
           plot="louis_sara", plot_card="start", good=0, bad=0)
    s = act(act(s, "play", "LL3"), "paid")
    # good(1), +1 because Sara's plot is active, +1 from "on play_light(Family)"
    assert s.players[0].good == 3


def test_free_move_card_cannot_enter_a_restricted_place_without_warrant():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = at(s, 0, "napd", time=6, hand=(("louis:light", "LL8"),))
    s = act(act(s, "play", "LL8"), "paid")
    assert s.queue[0] == ("effect_move", 0, 300)
    dests = {a[1] for a in legal(s)}
    assert "haas_bioroid" not in dests and "tonys_flophouse" in dests
    t = s.time
    s = act(s, "move", "tonys_flophouse")
    assert s.players[0].location == "tonys_flophouse" and s.time == t


def test_raymond_looks_at_a_memory_card():
    s = new_game(["raymond", "louis", "rachel"], first=0)
    s = at(s, 0, "neon_lantern", time=6, hand=(("raymond:light", "YL3"),))
    s = act(act(s, "play", "YL3"), "paid")
    assert s.queue[0] == ("look_memory", 0)
    s = act(s, "memory_of", 1)
    from tests.games.android.anhelp import GAME
    assert GAME.player_view(s, 0).players[0].memories_seen == ((1, s.players[1].memory),)
    assert GAME.player_view(s, 2).players[0].memories_seen[0][1] != s.players[1].memory  # hidden


def test_plot_condition_fires_once_per_turn():
    """Krausey Case start card: good baggage on following up a lead (at most once per turn, 10.0)."""
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = at(s, 0, "tonys_flophouse", time=6, plot="louis_krausey", plot_card="start", good=0, bad=0)
    s = act(s, "follow")
    assert s.players[0].good == 1
    s = with_player(s, 0, turn_used=s.players[0].turn_used)
    assert "cond0" in s.players[0].turn_used


def test_entering_a_seedy_place_gives_sara_bad_baggage():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = at(s, 0, "napd", time=6, plot="louis_sara", plot_card="start", good=0, bad=0)
    s = act(s, "move", "tonys_flophouse")
    assert s.queue[0] == ("free", 0, "dark")  # the free card comes first (8.2 order)
    s = act(s, "skip")
    assert s.players[0].bad == 1


def test_a_glimpse_of_the_killer_orders_the_top_of_the_pile():
    from tests.games.android.anhelp import GAME, settle
    s = new_game(["caprice", "louis", "raymond"], first=0)
    s = at(s, 0, "napd", time=6, hand=(("caprice:light", "CL2"),), twilight=0, sanity=0)
    s = act(act(s, "play", "CL2"), "paid")
    s = settle(s)
    assert len(s.pile_top) == 3 and all(kn == (0,) for _c, kn in s.pile_top)
    assert s.players[0].sanity == -1 and s.players[0].twilight == 2
    assert s.queue[0][0] == "top_order"
    choice = GAME.legal_actions(s)[-1]
    s = act(s, *choice)
    assert tuple(c for c, _k in s.pile_top) == choice[1:]
    assert all(c is not None for c in GAME.player_view(s, 0).pile_top)
    from game.engine.core import HIDDEN
    assert all(c is HIDDEN for c, _k in GAME.player_view(s, 1).pile_top)
    # the next evidence draw takes the known top token
    s = replace(s, queue=(("ev", 0), ("act", 0)))
    outs = GAME.chance_outcomes(s)
    assert outs == [(("token", choice[1]), 1.0)]


def test_a_response_card_can_be_played_between_steps():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = at(s, 0, "napd", time=2, hand=(("louis:light", "LL4"),), mood="bad")
    assert ("play", "LL4") in legal(s)
    s = act(act(s, "play", "LL4"), "paid")
    assert s.time == 3 and s.players[0].twilight == 1  # 2 - 1 + 2 Time, dark shift 1
