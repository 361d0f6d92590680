"""Audit of the engine against the spec, section by section: each test cites the rule it checks."""

from __future__ import annotations

from dataclasses import replace

from game.games.android import calendar
from game.games.android.state import with_player
from tests.games.android.anhelp import GAME, act, at, legal, new_game, settle


# ----- 8.7 / 8.10: an event whose NPC dies ends at once --------------------------------------------------
def test_an_npcs_death_ends_his_event():
    """8.10: "When an NPC dies, his status token turns to 'dead', his unspent favors are discarded, and
    events involving him end." 8.7: an event stops working when its NPC is eliminated."""
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = replace(s, track=(("GE11", True), ("GE06", True)))  # Sara's event at NAPD, and another one
    s = calendar._ending_effect(s, 0, (("npc_dies", "Sara"),))
    assert dict(s.players[0].npc_alive)["Sara"] is False
    assert dict(s.players[0].npc_favors)["Sara"] == 0
    assert dict(s.track) == {"GE11": False, "GE06": True}
    s = at(s, 0, "napd", time=6)
    assert ("event", "GE11") not in legal(s)


# ----- 8.15.5: a memory is recovered in the turn Raymond enters its location ------------------------------
def test_raymond_recovers_a_memory_only_in_the_turn_he_entered_its_location():
    """8.15.5: "When Raymond enters the named location, the holder must reveal the card. While there
    (same turn) Raymond may spend 1 Time to recover it." A later turn begun there offers no recovery."""
    s = new_game(["raymond", "louis", "rachel"], first=0)
    s = with_player(s, 1, memory="mem_tags", memory_shown=True)  # revealed in an earlier turn
    s = at(s, 0, "old_war_memorial", time=6, turn_used=())  # a new turn, standing there already
    assert ("recover", "mem_tags") not in legal(s)
    s = act(s, "move", "city_hall")
    s = settle(s)
    while s.queue[0][0] != "act":
        s = settle(GAME.apply(s, legal(s)[-1]))
    s = act(s, "move", "old_war_memorial")
    s = settle(s)
    while s.queue[0][0] != "act":
        s = settle(GAME.apply(s, legal(s)[-1]))
    assert ("recover", "mem_tags") in legal(s)
