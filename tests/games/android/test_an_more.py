"""More rules from the spec text: events (8.7), Jimmy the Snitch (8.8), decks (4.3), detective
specials (8.15), favors (8.10)."""

from __future__ import annotations

from dataclasses import replace

from game.games.android import calendar, chance, rules
from game.games.android.content import CONTENT
from game.games.android.state import SuspectState, Token, set_key, with_player, with_suspect
from tests.games.android.anhelp import GAME, act, at, legal, new_game, settle


def _event(s, eid):
    s = replace(s, event_deck=tuple(sorted(CONTENT.general_events)))
    return calendar._general_event(s, eid)


def test_general_event_track_has_two_spaces():
    s = new_game(["louis", "rachel", "raymond"])
    s = _event(s, "GE04")
    s = _event(s, "GE05")
    assert [e for e, _a in s.track] == ["GE05", "GE04"]
    s = _event(s, "GE06")
    assert [e for e, _a in s.track] == ["GE06", "GE05"] and "GE04" in s.event_discards


def test_kate_wants_to_testify_first_use_only():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = _event(s, "GE01")  # Kate is Raymond's NPC, alive
    s = at(s, 0, "old_war_memorial", time=6)
    assert ("event", "GE01") in legal(s)
    s = act(s, "event", "GE01")
    assert s.time == 3 and s.queue[0] == ("alibi", 0)
    s = act(s, "alibi", "noise")
    assert s.suspect("noise").alibis == 1
    s2 = at(s, 1, "old_war_memorial", time=6)
    assert ("event", "GE01") not in legal(s2)  # the event ended with its first use


def test_an_event_whose_npc_is_dead_or_absent_ends_at_once():
    s = new_game(["louis", "rachel", "caprice"])
    s = _event(s, "GE16")  # Parsons is Raymond's NPC; Raymond is not playing
    assert s.track[0] == ("GE16", False)
    s = new_game(["louis", "rachel", "raymond"])
    s = with_player(s, 2, npc_alive=tuple((n, n != "Kate") for n, _a in s.players[2].npc_alive))
    assert _event(s, "GE01").track[0] == ("GE01", False)


def test_dropships_grounded_and_beanstalk_inspection():
    s = new_game(["louis", "rachel", "raymond"], first=2)
    s = _event(s, "GE04")
    s = at(s, 2, "root", time=6, passes=1)
    assert not [a for a in legal(s) if a[0] == "fly"]
    s = _event(s, "GE05")
    assert act(s, "move", "midway").time == 4  # a Beanstalk step costs 2 Time


def test_a_second_body_in_the_garden_hits_the_two_most_hit():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    sus = tuple(replace(x, hits=h) for x, h in zip(s.suspects, (2, 1, 1, 0), strict=True))
    s = replace(s, suspects=sus, specific="ES2")
    s = replace(s, queue=(("event_now", "specific"), ("act", 0)))
    s = rules._run(s)
    assert not s.suspect("eve").alive  # its third hit
    assert s.queue[0][0] == "hit_most"  # Noise and Thomas Haas tie: the first player chooses
    assert {a[1] for a in legal(s)} == {"noise", "thomas_haas"}


def test_jimmy_the_snitch_shows_one_suspect_and_moves_on():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    eve = replace(s.suspect("eve"), tokens=(Token("+3", "physical", False, 1, (1,)),))
    s = with_suspect(s, eve)
    s = at(s, 0, "city_hall", time=6)
    s = act(s, "move", "old_war_memorial")  # Jimmy's week-1 place
    s = settle(s)
    assert s.queue[0] == ("jimmy_offer", 0)
    s = act(s, "jimmy_yes")
    assert s.time == 4
    s = act(s, "look", "eve")
    assert 0 in s.suspect("eve").tokens[0].known_by
    assert s.queue[0] == ("move_npc", 0, "jimmy")
    for a in legal(s):
        loc = CONTENT.locations[a[1]]
        assert loc.type == "civic" and loc.district != "Yellow" and a[1] != s.lily
    s = act(s, legal(s)[0][0], legal(s)[0][1])
    assert ("jimmy",) not in legal(s)  # once per turn


def test_a_used_up_deck_reshuffles_its_discards():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = replace(s, decks=set_key(s.decks, "louis:light", ("LL1",)),
                discards=set_key(s.discards, "louis:light", ("LL2", "LL3")))
    s = at(s, 0, "napd", time=6, hand=())
    s = act(s, "draw", "louis:light")
    assert GAME.chance_outcomes(s) == [(("card", "LL1"), 1.0)]
    s = settle(s)
    assert s.deck("louis:light") == ("LL2", "LL3") and s.discard_pile("louis:light") == ()


def test_an_empty_deck_cannot_be_drawn():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = replace(s, decks=set_key(s.decks, "louis:light", ()),
                discards=set_key(s.discards, "louis:light", ()))
    s = at(s, 0, "napd", time=6, hand=())
    assert ("draw", "louis:light") not in legal(s)


def test_caprice_psychic_reading_and_ritzy_sanity():
    s = new_game(["caprice", "louis", "raymond"], first=0)
    eve = replace(s.suspect("eve"), tokens=(Token("-2", "document", False, 1, (1,)),))
    s = at(with_suspect(s, eve), 0, "levy_university", time=6, sanity=0)
    s = act(s, "reading", "eve", "document")
    assert s.players[0].sanity == -1 and 0 in s.suspect("eve").tokens[0].known_by and s.time == 5
    assert not [a for a in legal(s) if a[0] == "reading"]  # once per turn
    s = act(s, "end")
    assert s.players[0].sanity == 0  # ended her turn at a ritzy place


def test_caprice_descends_into_madness_in_week_two():
    s = new_game(["caprice", "louis", "raymond"], first=0)
    s = replace(s, day=6)
    s = with_player(s, 0, sanity=-2, played_plots=("caprice_daniel",))
    assert chance._plot_choices(s, 0) == ["caprice_madness"]


def test_rachel_pays_money_instead_of_a_favor():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = at(s, 0, "haas_bioroid", time=6, favors=(0, 0, 0, 0), money=2000, warrants=("haas_bioroid",))
    assert ("ability", "haas_bioroid", "money") in legal(s)
    s = act(s, "ability", "haas_bioroid", "money")
    assert s.players[0].money == 1000 and s.players[0].haas == 1


def test_npc_favors_pay_for_their_type_and_fire_plot_conditions():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = at(s, 0, "humanity_labor", time=6, favors=(0, 0, 0, 0), plot="louis_mr_li", plot_card="start",
           good=0, bad=0)
    assert ("ability", "humanity_labor", "npc:Mr. Li") in legal(s)
    s = act(s, "ability", "humanity_labor", "npc:Mr. Li")
    assert dict(s.players[0].npc_favors)["Mr. Li"] == 1
    assert s.players[0].bad == 1  # Owed to Mr. Li: spending a Mr. Li favor


def test_raymond_recovers_a_memory():
    s = new_game(["raymond", "louis", "rachel"], first=0)
    holder = 1
    s = with_player(s, holder, memory="mem_tags", memory_shown=False)
    s = at(s, 0, "city_hall", time=6)
    s = act(s, "move", "old_war_memorial")
    s = settle(s)
    while s.queue[0][0] != "act":
        s = settle(GAME.apply(s, legal(s)[-1]))
    assert s.players[holder].memory_shown
    assert ("recover", "mem_tags") in legal(s)
    s = act(s, "recover", "mem_tags")
    s = settle(s)
    assert s.players[0].recovered == ("mem_tags",) and s.players[0].favors[1] == 1
    assert s.players[holder].memory == ""


def test_every_suspect_dead_pays_no_hunch():
    s = new_game(["louis", "rachel", "raymond"])
    s = replace(s, suspects=tuple(SuspectState(x.id, alive=False) for x in s.suspects), over=True)
    from game.games.android import scoring
    assert all(r["hunches"] == 0 for r in scoring.breakdown(s))


def _end_of_day_event(s, eid):
    """Resolve general event ``eid`` the way the end of a day does (a chance outcome)."""
    s = replace(s, event_deck=tuple(sorted(CONTENT.general_events)), queue=(("gen_event",), ("act", 0)))
    return GAME.apply(s, ("event", eid))


def test_human_first_rally_the_first_player_places_a_hit():
    s = new_game(["louis", "rachel", "raymond"], first=1)
    s = _end_of_day_event(s, "GE03")
    assert s.queue[0] == ("hit", 1)
    s = act(s, "hit", "vinnie")
    assert s.suspect("vinnie").hits == 1 and s.track[0] == ("GE03", False)


def test_anonymous_tip_moves_any_lead():
    s = new_game(["louis", "rachel", "raymond"], first=1)
    s = _end_of_day_event(s, "GE08")
    assert s.queue[0] == ("any_lead", 1)
    a = legal(s)[0]
    s = act(s, *a)
    assert next(ld for ld in s.leads if ld.id == a[1]).location == a[2]


def test_mr_li_calls_in_a_debt_at_louis_next_turn():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = _end_of_day_event(s, "GE15")
    assert s.players[1].li_debt
    s = replace(s, queue=(("act", 0),))
    s = act(s, "end")
    s = settle(s)
    assert s.queue[0] == ("li_debt", 1)
    # his Mr. Li favors count as street favors (8.10), so he may pay or take the bad baggage
    assert {a[0] for a in legal(s)} == {"li_pay", "li_bad"}
    s = act(s, "li_pay")
    assert dict(s.players[1].npc_favors)["Mr. Li"] == 1 and s.queue[0] == ("act", 1)


def test_security_footage_each_player_places_document_evidence():
    s = new_game(["louis", "rachel", "raymond"], first=1)
    s = replace(s, specific="ES3", queue=(("event_now", "specific"), ("act", 1)))
    s = rules._run(s)
    for seat in (1, 2, 0):  # in turn order from the first player
        s = settle(s)
        if s.queue[0][0] == "keep":  # Louis in a bad mood draws two
            s = act(s, *legal(s)[0])
        assert s.queue[0][:3] == ("place", seat, "document")
        assert ("place", "eve", 0) in legal(s) and ("place", "eve", 1) not in legal(s)  # face down (10.6.2)
        s = act(s, "place", "eve", 0)
    assert [t.file for t in s.suspect("eve").tokens] == ["document"] * 3


def test_groundskeeper_until_the_end_of_w2_d3():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = replace(s, day=7, specific="ES1", queue=(("event_now", "specific"), ("act", 0)))
    s = rules._run(s)
    s = at(s, 0, "rockvil_estate", time=6)
    assert ("event", "ES1") in legal(s)
    s = replace(s, day=10)
    s = calendar._expire_events(s)
    assert ("event", "ES1") not in legal(s)


def test_plot_action_once_per_day():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = at(s, 0, "sunset_terraces", time=6, plot="louis_sara", plot_card="start", good=0, bad=0)
    assert ("plot", 0) in legal(s)  # Sara Walked Out: 2 Time at Sunset Terraces -> good baggage
    s = act(s, "plot", 0)
    assert s.players[0].good == 1 and s.time == 4 and ("plot", 0) not in legal(s)


def test_shift_and_baggage_piece_benefits():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = with_player(s, 2, plot="raymond_kate", plot_card="start", good=0, bad=0)
    s = at(s, 0, "napd", time=5)
    s = replace(s, queue=(("piece", 0), ("act", 0)))
    s = act(s, "piece", s.piles[0][0])
    assert s.queue[0] == ("shift_any", 0)
    s = act(s, "shift", 2, 1)
    assert s.players[2].twilight == 1
    s = with_player(s, 0, pile=2)
    s = replace(s, queue=(("piece", 0), ("act", 0)), piece=())
    s = act(s, "piece", s.piles[2][0])
    assert s.queue[0] == ("bag_any", 0)
    s = act(s, "bag", 2, "bad")
    assert s.players[2].bad == 1


def test_floyd_breaks_the_second_directive():
    s = new_game(["floyd", "louis", "raymond"], first=0)
    s = act(s, "break", 2)
    assert s.players[0].pile == 2  # dug deeper twice
    assert s.queue[0] == ("favor_any", 0)
    s = act(s, "favor", "corp")
    assert s.players[0].favors[0] == 1 and 2 not in s.players[0].directives
