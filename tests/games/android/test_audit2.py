"""Second audit of the Android engine, statement by statement from the spec
(shared/rules/android.md). Each test names the section whose sentence it checks."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.engine.core import HIDDEN, IllegalAction
from game.games.android import board, scoring
from game.games.android.content import CONTENT
from game.games.android.flow import cal
from game.games.android.state import SuspectState, Token, with_player, with_suspect
from tests.games.android.anhelp import GAME, act, at, legal, moves, new_game, settle

FIVE = ["caprice", "floyd", "louis", "rachel", "raymond"]


def _seat(s, det):
    return next(i for i, p in enumerate(s.players) if p.detective == det)


def _tok(code, file, placer=0, up=False):
    return Token(code, file, up, placer, (placer,))


def _over(s, sus):
    """A closed case with the given suspect sheets (the rest of the state untouched)."""
    return replace(s, suspects=tuple(sus), over=True, queue=())


# ----- 2 / 3: components and setup ------------------------------------------------------------------------
def test_2_token_banks_at_setup():
    """2 (components): 11 alibis (FAQ, 13.7), 13 hits, 12 of each favor, 45 baggage, 6 Haas, 6 Jinteki,
    12 conspiracy tokens, 5 dropship passes (Raymond takes one at setup, 3 step 13)."""
    s = new_game(["caprice", "floyd", "louis"])
    bank = dict(s.bank)
    assert bank["alibi"] == 11 and bank["hit"] == 13 and bank["baggage"] == 45
    assert all(bank[f] == 12 for f in ("corp", "political", "society", "street"))
    assert bank["haas"] == 6 and bank["jinteki"] == 6 and bank["conspiracy"] == 12
    assert bank["dropship"] == 5
    s5 = new_game(FIVE)
    assert dict(s5.bank)["dropship"] == 4 and s5.players[_seat(s5, "raymond")].passes == 1


def test_3_step_13_detective_specific_setup():
    """3 step 13: Caprice warrant on Jinteki, Sanity +0; Floyd warrant on Haas-Bioroid, one Director
    Haas favor, three Directives; Louis two Mr. Li and one Sara favor, Bad Mood; Rachel $2,000 and two
    extra cards; Raymond a dropship pass, Wrapped Up in Himself, one Memory card to each other player."""
    s = new_game(FIVE)
    c, f, lo, ra, ry = (s.players[_seat(s, d)] for d in FIVE)
    assert c.warrants == ("jinteki",) and c.sanity == 0 and c.warrants_left == 1
    assert f.warrants == ("haas_bioroid",) and dict(f.npc_favors)["Director Haas"] == 1
    assert f.directives == (1, 2, 3) and f.warrants_left == 1
    assert dict(lo.npc_favors) == {"Mr. Li": 2, "Sara": 1} and lo.mood == "bad"
    assert ra.money == 2000 and len(ra.hand) == 5
    assert ry.passes == 1 and ry.wrapped and ry.memory == ""
    assert all(p.memory not in ("", HIDDEN) for p in (c, f, lo, ra))
    assert len(set(p.memory for p in (c, f, lo, ra))) == 4


def test_3_step_1_lily_jimmy_and_the_start_positions():
    """3 steps 1, 3, 7, 10: Lily at Rockvil Estate, Jimmy at the Old War Memorial; each figure at its
    sheet's start location; twilight markers on the centre space; hero markers by the shift pile."""
    s = new_game(FIVE)
    assert s.lily == "rockvil_estate" and s.jimmy == "old_war_memorial"
    for p in s.players:
        assert p.location == CONTENT.detectives[p.detective].start
        assert p.twilight == 0 and p.pile == 0


def test_3_step_9_caprice_never_starts_with_descent_into_madness():
    """3 step 9: Caprice leaves "Descent into Madness" out of the first plot draw."""
    s = GAME.initial_state(3, {"detectives": "caprice,floyd,louis", "first_player": "1"})
    while s.queue[0][0] != "plot":
        outs = GAME.chance_outcomes(s)
        s = GAME.apply(s, outs[0][0]) if outs else GAME.apply(s, legal(s)[0])
    seen = set()
    while s.queue[0][0] == "plot":
        outs = [o for o, _p in GAME.chance_outcomes(s)]
        if s.players[s.queue[0][1]].detective == "caprice":
            seen = {o[1] for o in outs}
        s = GAME.apply(s, outs[0])
    excluded = [pid for pid in CONTENT.detectives["caprice"].plots if CONTENT.plots[pid].excluded_from_start]
    assert excluded and seen and not (seen & set(excluded))
    assert len(seen) == 2


# ----- 4.2 / 4.3: Time and the actions -------------------------------------------------------------------
def test_4_2_a_turn_starts_with_six_time_and_end_turn_is_always_legal():
    """4.2: the Time marker is set to 6 at the start of a turn (Floyd 7); `end_turn` is always legal,
    even with Time left; unspent Time is lost."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    assert s.active == 0 and s.time == 6 and ("end",) in legal(s)
    s = act(s, "end")
    s = settle(s)
    assert s.active == 1 and s.time == 6
    s = replace(s, time=0)
    assert ("end",) in legal(s)


def test_4_2_no_action_costing_more_time_than_is_left():
    """4.2: an action that costs more Time than the player has left cannot be taken (0 Time: no move,
    follow-up, draw, discard, jump, ability)."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    s = at(s, 0, "rockvil_estate", time=0)
    s = replace(s, crime_hero=1, leads=s.leads[:-1] + (replace(s.leads[-1], location="rockvil_estate"),))
    kinds = {a[0] for a in legal(s)}
    assert not kinds & {"move", "fly", "follow", "draw", "discard", "jump", "ability", "play"}
    assert ("end",) in legal(s)


def test_4_3_draw_from_own_light_deck_or_another_players_dark_deck():
    """4.3: draw 1 light card from your own light deck or 1 dark card from the dark deck of any
    other player (never your own dark deck, 8.1), for 1 Time, only with room in the hand."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    draws = {a[1] for a in legal(s) if a[0] == "draw"}
    assert draws == {"louis:light", "caprice:dark", "rachel:dark"}
    t = s.time
    s2 = settle(act(s, "draw", "caprice:dark"))
    assert s2.time == t - 1 and len(s2.players[0].hand) == 4
    assert s2.players[0].hand[-1][0] == "caprice:dark"
    full = with_player(s, 0, hand=s.players[0].hand + (("louis:light", "LL2"),) * 3)
    assert len(full.players[0].hand) == 6
    assert not [a for a in legal(full) if a[0] == "draw"]


def test_4_3_discard_costs_one_time_and_goes_to_the_bottom_of_its_deck():
    """4.3: discard 1 twilight card for 1 Time, face up to the bottom of the deck it came from."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    dark = next(c for k, c in s.players[0].hand if k.endswith(":dark"))
    key = next(k for k, c in s.players[0].hand if c == dark)
    before = s.discard_pile(key)
    s2 = act(s, "discard", dark)
    assert s2.time == s.time - 1
    assert s2.discard_pile(key) == before + (dark,)
    assert (key, dark) not in s2.players[0].hand


def test_4_3_5_3_get_a_jump_on_the_case():
    """4.3 / 5.3: at the scene of the crime, 1 Time: your hero marker replaces the one there; not
    legal if yours is already there (13.16), nor anywhere else."""
    s = new_game(["louis", "caprice", "rachel"], first=1)
    s = at(s, 0, "rockvil_estate", time=4)
    assert s.crime_hero == 1 and ("jump",) in legal(s)
    s = act(s, "jump")
    assert s.crime_hero == 0 and s.time == 3
    assert ("jump",) not in legal(s)
    s = at(s, 2, "napd", time=4)
    assert ("jump",) not in legal(s)


def test_4_7_ritzy_gives_own_light_card_seedy_any_other_dark_card():
    """4.7: entering a ritzy location: 1 light card from his own light deck; a seedy one: 1 dark card
    from the dark deck of any other player (not his own)."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    s = at(s, 0, "sunset_terraces", time=6)
    r = act(s, "move", "wyldside")  # ritzy
    assert r.queue[0][0] == "free" and set(legal(r)) == {("take", "louis:light"), ("skip",)}
    d = act(s, "move", "mercado_row")  # seedy
    assert d.queue[0][0] == "free"
    assert set(legal(d)) == {("take", "caprice:dark"), ("take", "rachel:dark"), ("skip",)}
    n = act(s, "move", "root")  # normal
    assert n.queue[0][0] != "free"


def test_4_8_a_warrant_helps_only_its_owner():
    """4.8: a warrant helps only its owner: Louis entering Jinteki, where Caprice has her warrant,
    pays 3 Time; Caprice pays 1."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    lo = at(s, 0, "aplus_athletic", time=6)
    assert CONTENT.locations["jinteki"].restricted
    assert act(lo, "move", "jinteki").time == 3
    ca = at(s, 1, "aplus_athletic", time=6)
    assert act(ca, "move", "jinteki").time == 5


# ----- 5: end of day ---------------------------------------------------------------------------------------
def test_5_4_the_climax_is_the_last_two_days():
    """5.4 / 4.10: the climax is the calendar's last two days (default W2 D5 and W2 D6)."""
    c = cal(new_game(["louis", "caprice", "rachel"]))
    assert [d for d in range(1, c.last_day + 1) if c.is_climax(d)] == [11, 12]


def test_5_3_nobody_jumped_keeps_the_first_player():
    """5.3: the detective whose hero marker is on the crime scene becomes first player; with no jump
    the marker is still the first player's own, so he stays first."""
    from tests.games.android.anhelp import end_turns_until

    s = new_game(["louis", "caprice", "rachel"], first=2)
    s = end_turns_until(s, 2)
    assert s.first_player == 2 and s.active == 2


# ----- 6: leads and evidence -------------------------------------------------------------------------------
def _follow_and_place(s, seat, sid, up=0):
    s = act(s, "follow")
    while True:
        s = settle(s)
        head = s.queue[0]
        if head[0] == "lead_move":
            s = GAME.apply(s, legal(s)[0])
        elif head[0] == "lead_use":
            s = GAME.apply(s, ("evidence",))
        elif head[0] == "keep":
            s = GAME.apply(s, legal(s)[0])
        elif head[0] == "place":
            return GAME.apply(s, ("place", sid, up))
        else:
            raise AssertionError(head)


def test_6_3_evidence_goes_into_the_file_of_the_lead_face_down_known_to_the_placer():
    """6.1 / 6.3: following up costs 1 Time; the token goes into the file matching the lead type,
    face down unless the player chooses face up; only the placer knows a face-down token."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    ry = 2
    s = at(s, ry, "aplus_athletic", time=6)  # Raymond's physical lead
    s2 = _follow_and_place(s, ry, "eve")
    tok = s2.suspect("eve").tokens[-1]
    assert tok.file == "physical" and not tok.face_up and tok.known_by == (ry,) and tok.placer == ry
    assert s2.time == 5
    s3 = _follow_and_place(s, ry, "noise", up=1)
    assert s3.suspect("noise").tokens[-1].face_up


def test_6_3_no_evidence_from_an_empty_pile():
    """6.3: if the evidence pile is empty, "place evidence" is not available (the conspiracy still is)."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = at(s, 2, "aplus_athletic", time=6)
    s = replace(s, evidence_pile=(), pile_top=(), pile_bottom=())
    s = settle(act(s, "follow"))
    while s.queue[0][0] == "lead_move":
        s = settle(GAME.apply(s, legal(s)[0]))
    assert s.queue[0][0] == "lead_use"
    assert ("evidence",) not in legal(s) and ("reveal",) in legal(s)


def test_6_1_the_lead_moves_before_its_use_is_chosen():
    """6.1: if the order matters, move the lead first, before anything else happens."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = at(s, 2, "aplus_athletic", time=6)
    s = settle(act(s, "follow"))
    kinds = [t[0] for t in s.queue]
    assert kinds.index("lead_move") < kinds.index("lead_use")
    assert s.queue[0] == ("lead_move", 1, "physical:raymond")  # the player on his right


def test_13_22_testimony_leads_keep_the_type_of_their_murder_sheet_location():
    """13.22 / 6.2: a testimony lead's colour is the type of its start location on the murder sheet
    and it only ever moves to that type."""
    s = new_game(["caprice", "rachel", "raymond"])
    lead = next(ld for ld in s.leads if ld.id == "testimony:eve")
    assert lead.location == "castle_club" and lead.colour == "nightlife"
    dests = board.lead_destinations(s, lead.id, 0)
    assert dests and all(CONTENT.locations[d].type == "nightlife" for d in dests)


def test_13_18_a_lead_with_no_legal_destination_leaves_the_game():
    """13.18: a lead with no legal destination at all (every same-type location occupied) is removed."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    relig = [lid for lid, loc in CONTENT.locations.items() if loc.type == "religious"]
    # Raymond's physical lead, recoloured religious, on one religious place; dummy leads on the others
    from game.games.android.state import Lead

    mine = Lead("physical:raymond", "physical", "religious", relig[0])
    others = tuple(Lead(f"document:x{i}", "document", "religious", lid) for i, lid in enumerate(relig[1:]))
    keep = tuple(ld for ld in s.leads if ld.colour != "religious" and ld.id != "physical:raymond")
    s = replace(s, leads=keep + (mine,) + others)
    s = at(s, 2, relig[0], time=6)
    s = settle(act(s, "follow"))
    assert next(ld for ld in s.leads if ld.id == "physical:raymond").location is None
    assert s.queue[0][0] == "lead_use"


def test_13_12_a_dead_suspects_testimony_lead_stays_and_feeds_a_living_suspect():
    """8.5 / 13.12: a killed suspect's testimony lead stays on the map and can still be followed up;
    its evidence goes into a living suspect's testimony file."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = with_suspect(s, SuspectState("eve", alive=False))
    lead = next(ld for ld in s.leads if ld.id == "testimony:eve")
    assert lead.location == "castle_club"
    s = at(s, 2, "castle_club", time=6)
    assert ("follow",) in legal(s)
    s = _follow_and_place(s, 2, "noise")
    assert s.suspect("noise").tokens[-1].file == "testimony"


def test_13_26_all_suspects_dead_a_lead_can_only_uncover_the_conspiracy():
    """13.26: with every suspect dead "place evidence" is unavailable; the lead may still be used on
    the conspiracy."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = replace(s, suspects=tuple(SuspectState(x.id, alive=False) for x in s.suspects))
    s = at(s, 2, "aplus_athletic", time=6)
    s = settle(act(s, "follow"))
    while s.queue[0][0] == "lead_move":
        s = settle(GAME.apply(s, legal(s)[0]))
    assert ("evidence",) not in legal(s) and ("reveal",) in legal(s)


def test_6_3_8_5_a_dead_suspect_takes_no_evidence_and_no_hits():
    """6.3 / 8.5: killed suspects cannot receive evidence or hits."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = with_suspect(s, SuspectState("eve", alive=False))
    s = at(s, 2, "aplus_athletic", time=6)
    s = settle(act(s, "follow"))
    while s.queue[0][0] != "place":
        s = settle(GAME.apply(s, ("evidence",) if s.queue[0][0] == "lead_use" else legal(s)[0]))
    assert all(a[1] != "eve" for a in legal(s))
    h = replace(s, queue=(("hit", 2),) + s.queue[1:])
    assert legal(h) and all(a[1] != "eve" for a in legal(h))


# ----- 6.4 / 6.5 / 8.14: the murder computation -----------------------------------------------------------
def test_6_5_surplus_perjuries_do_nothing():
    """6.5: each perjury turns one alibi or surprise witness into +5; extra perjuries beyond the number
    of alibis and witnesses do nothing. Eve: strong physical, weak testimony."""
    sus = SuspectState("eve", alibis=1, tokens=(_tok("P", "document"), _tok("P", "document"),
                                                _tok("+2", "document")))
    assert scoring.suspect_total(sus)["total"] == 7  # +2 and the converted alibi


def test_6_5_a_surprise_witness_counts_minus_five_and_an_alibi_too():
    """6.5 / 8.6: a surprise witness counts -5; an alibi counts -5 (outside the files)."""
    sus = SuspectState("eve", alibis=1, tokens=(_tok("W", "document"), _tok("+3", "document")))
    assert scoring.suspect_total(sus)["total"] == -7


def test_8_14_step_3_a_single_token_in_the_weak_or_strong_file_is_discarded():
    """8.14 step 3: a file with one token discards that token (weak: highest; strong: lowest); alibis
    are never discarded. Eve: strong physical, weak testimony, normal document."""
    sus = SuspectState("eve", alibis=1, tokens=(_tok("+5", "physical"), _tok("+4", "testimony"),
                                                _tok("+1", "document")))
    r = scoring.suspect_total(sus)
    assert r["discarded"] == {"weak": 4, "strong": 5}
    assert r["total"] == 1 - 5


def test_13_2_a_tie_goes_to_the_higher_strong_file_then_nobody():
    """8.14 step 5 / 13.2: a tie for the highest positive total goes to the higher strong-file sum
    (after the discards); still tied: nobody is convicted."""
    s = new_game(["caprice", "rachel", "raymond"])
    # Eve strong physical: [+3, +2] -> +3 stays; total 3 + document +2 = 5
    eve = SuspectState("eve", tokens=(_tok("+3", "physical"), _tok("+2", "physical"), _tok("+2", "document")))
    # Noise strong testimony: [+1, +1] -> +1 stays; physical (normal) +4: total 5
    noise = SuspectState("noise", tokens=(_tok("+1", "testimony"), _tok("+1", "testimony"),
                                          _tok("+4", "physical")))
    th = SuspectState("thomas_haas")
    vi = SuspectState("vinnie")
    assert scoring.suspect_total(eve)["total"] == scoring.suspect_total(noise)["total"] == 5
    assert scoring.murderer(_over(s, [eve, noise, th, vi])) == "eve"
    # equal strong sums too: nobody
    noise2 = SuspectState("noise", tokens=(_tok("+3", "testimony"), _tok("+3", "testimony"),
                                           _tok("+2", "physical")))
    assert scoring.suspect_total(noise2)["total"] == 5 and scoring.suspect_total(noise2)["strong_sum"] == 3
    assert scoring.murderer(_over(s, [eve, noise2, th, vi])) is None


def test_8_14_a_dead_suspect_is_never_the_murderer():
    """8.14 step 5: only a living suspect can be convicted."""
    s = new_game(["caprice", "rachel", "raymond"])
    dead = SuspectState("eve", alive=False)
    live = SuspectState("noise", tokens=(_tok("+2", "physical"),))
    assert scoring.murderer(_over(s, [dead, live, SuspectState("thomas_haas"), SuspectState("vinnie")])) == "noise"


def _hunches(s, seat, guilty, innocent):
    return with_player(s, seat, guilty=guilty, innocent=innocent)


def test_8_14_hunch_payoffs():
    """8.14 step 6: guilty hunch on the murderer +15; innocent hunch on a living non-murderer +5;
    hunches on a dead suspect 0; an innocent hunch on the murderer 0."""
    s = new_game(["caprice", "rachel", "raymond"])
    sus = [SuspectState("eve", tokens=(_tok("+2", "document"),)), SuspectState("noise"),
           SuspectState("thomas_haas", alive=False), SuspectState("vinnie")]
    s = _hunches(s, 0, "eve", "noise")
    s = _hunches(s, 1, "thomas_haas", "thomas_haas")
    s = _hunches(s, 2, "noise", "eve")
    rows = scoring.breakdown(_over(s, sus))
    assert [r["hunches"] for r in rows] == [20, 0, 0]


def test_8_9_obsession_margin_counts_living_suspects_only():
    """8.9 / 8.14: obsessed with the murderer whose total is at least every other living suspect's
    total + 5: both hunches right and +3 (23). A dead suspect's tokens are gone and do not count."""
    s = new_game(["caprice", "rachel", "raymond"])
    s = _hunches(s, 0, "eve", "eve")
    sus = [SuspectState("eve", tokens=(_tok("+5", "document"), _tok("+2", "document"))),
           SuspectState("noise", tokens=(_tok("+2", "physical"),)),
           SuspectState("thomas_haas", alive=False), SuspectState("vinnie")]
    assert scoring.breakdown(_over(s, sus))[0]["hunches"] == 23
    sus[1] = SuspectState("noise", tokens=(_tok("+3", "physical"),))  # margin 4
    assert scoring.breakdown(_over(s, sus))[0]["hunches"] == 15


def test_8_14_winner_tie_break_hunch_vp_then_fewer_trauma():
    """8.14: most VP wins; tie-break: more VP from hunches, then fewer trauma, then a shared win."""
    s = new_game(["caprice", "rachel", "raymond"])
    s = replace(s, players=tuple(replace(p, endings=(), money=0, favors=(0, 0, 0, 0), npc_favors=(),
                                         trauma=0, jinteki=0, haas=0, conspiracy=0, recovered=())
                                 for p in s.players))
    sus = [SuspectState("eve", tokens=(_tok("+2", "document"),)), SuspectState("noise"),
           SuspectState("thomas_haas"), SuspectState("vinnie")]
    s = _hunches(s, 0, "noise", "noise")  # innocent hunch right: 5
    s = _hunches(s, 1, "vinnie", "thomas_haas")  # innocent hunch right: 5
    s = _hunches(s, 2, "vinnie", "eve")  # both wrong
    o = _over(s, sus)
    assert [r["total"] for r in scoring.breakdown(o)] == [5, 5, 0]
    assert scoring.winners(o) == [0, 1]
    # seat 2 ties on VP from tokens (4 + 1 Jinteki = 7, minus 2 trauma = 5) but has fewer hunch VP
    o2 = with_player(o, 2, conspiracy=1, jinteki=1, trauma=2)
    assert scoring.breakdown(o2)[2]["total"] == 5
    assert scoring.winners(o2) == [0, 1]
    # equal totals and hunch VP: fewer trauma wins (seat 1: one trauma, made good by one Jinteki token)
    o3 = with_player(o, 1, trauma=1, jinteki=1)
    assert scoring.breakdown(o3)[1]["total"] == 7
    o3 = with_player(o3, 0, trauma=0, jinteki=1, conspiracy=0)
    o3 = with_player(o3, 0, haas=0)
    o3 = with_player(o3, 1, trauma=3, jinteki=1, haas=1)  # 5 + 6 - 3 = 8
    o3 = with_player(o3, 0, trauma=0, jinteki=1)  # 5 + 3 = 8
    assert scoring.breakdown(o3)[0]["total"] == scoring.breakdown(o3)[1]["total"] == 8
    assert scoring.winners(o3) == [0]


# ----- 7: the conspiracy -----------------------------------------------------------------------------------
def _at_lead_use(s, seat=2):
    s = at(s, seat, "aplus_athletic", time=6)
    s = settle(act(s, "follow"))
    while s.queue[0][0] == "lead_move":
        s = settle(GAME.apply(s, legal(s)[0]))
    assert s.queue[0][0] == "lead_use"
    return s


def test_7_6_no_dig_deeper_at_the_baggage_pile():
    """7.6: dig deeper has no effect at the baggage pile: the option is not offered there."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = with_player(s, 2, pile=2)
    s = _at_lead_use(s)
    assert ("dig",) not in legal(s) and ("reveal",) in legal(s)


def test_7_2_7_3_every_pile_exhausted_nobody_uncovers_the_conspiracy():
    """7.2 / 7.3 step 4: once every pile is exhausted all markers leave and the lead can only be used
    for evidence."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    last = s.piles[2][0]
    s = replace(s, piles=((), (), (last,)))
    s = replace(s, players=tuple(replace(p, pile=2) for p in s.players))
    s = _at_lead_use(s)
    s = settle(GAME.apply(s, ("reveal",)))
    assert all(p.pile == -1 for p in s.players)
    s = at(settle(s, lambda outs: outs[-1]) if False else s, 2, "aplus_athletic")
    s2 = new_game(["caprice", "rachel", "raymond"], first=2)
    s2 = replace(s2, piles=((), (), ()), players=tuple(replace(p, pile=-1) for p in s2.players))
    s2 = _at_lead_use(s2)
    assert legal(s2) == [("evidence",)]


def test_7_3_the_drawer_returns_to_the_least_valuable_pile_that_has_pieces():
    """7.3 step 2 / 13.10: with the shift pile empty the drawer's marker goes to the favor pile."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = replace(s, piles=((),) + s.piles[1:])
    s = with_player(s, 2, pile=2)
    s = _at_lead_use(s)
    s = GAME.apply(s, ("reveal",))
    outs = [o for o, _p in GAME.chance_outcomes(s)]
    s = GAME.apply(s, outs[0])
    assert s.players[2].pile == 1


def test_7_4_the_piece_type_decides_the_benefit():
    """7.4: the benefit follows the drawn pile: a baggage piece lets the drawer put one good or bad
    baggage on any player's plot, whether or not the piece is then placed."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = with_player(s, 2, pile=2)
    s = _at_lead_use(s)
    s = GAME.apply(s, ("reveal",))
    s = GAME.apply(s, [o for o, _p in GAME.chance_outcomes(s)][0])
    assert s.queue[0][0] == "bag_any"
    opts = legal(s)
    assert {("bag", i, side) for i in range(3) for side in ("good", "bad")} <= set(opts)
    s = GAME.apply(s, ("bag", 0, "bad"))
    assert s.players[0].bad == 1
    assert s.queue[0][0] == "put_piece" and ("toss",) in legal(s)


# ----- 8: rules beyond the seed ------------------------------------------------------------------------------
def test_8_15_5_raymond_broods_a_dark_shift_each_turn():
    """8.15.5: while "Wrapped Up in Himself" is in play Raymond dark shifts 1 at the start of each of
    his turns."""
    s = new_game(["raymond", "caprice", "rachel"], first=0)
    assert s.players[0].twilight == 1
    s2 = GAME.initial_state(3, {"detectives": "raymond,caprice,rachel", "first_player": "1"})
    assert s2.players[0].twilight == 0


def test_8_15_3_louis_in_a_good_mood_pays_one_less():
    """8.15.3: in a Good Mood Louis's light cards cost 1 less twilight (min 0)."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    s = at(s, 0, "napd", time=6, hand=(("louis:light", "LL2"),), twilight=0, mood="good")
    s = act(s, "play", "LL2")  # cost 1 -> 0
    s = GAME.apply(s, ("paid",))
    assert settle(s).players[0].twilight == 0
    b = at(new_game(["louis", "caprice", "rachel"], first=0), 0, "napd", time=6,
           hand=(("louis:light", "LL2"),), twilight=0)
    b = GAME.apply(act(b, "play", "LL2"), ("paid",))
    assert settle(b).players[0].twilight == 1


def test_8_1_a_dark_card_is_paid_by_a_light_shift():
    """8.1: playing a dark card costs its player no Time; he pays by light shifting his own marker."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    # Caprice (seat 1) holds Louis's LD4 (enter nightlife fight, cost 2), armed
    s = with_player(s, 1, hand=(("louis:dark", "LD4"),), orders=(("LD4", ""),), twilight=0)
    s = at(s, 0, "sunset_terraces", time=6)
    t = s.time
    s = act(s, "move", "wyldside")  # nightlife, ritzy
    while s.queue[0][0] == "free":
        s = GAME.apply(s, ("skip",))
    s = settle(s)
    assert s.players[1].twilight == -2 and ("louis:dark", "LD4") not in s.players[1].hand
    assert s.queue[0][0] == "fight" and s.time == t - 1


def test_8_3_the_week_two_plot_is_one_not_yet_played():
    """8.3: at the start of week 2 each player draws his plot at random among those he has not
    played; Raymond plays his other plot."""
    from tests.games.android.anhelp import end_turns_until

    s = new_game(["raymond", "louis", "rachel"], first=0)
    week1 = [p.plot for p in s.players]
    s = GAME.initial_state(3, {"detectives": "raymond,louis,rachel", "first_player": "1"})
    s = new_game(["raymond", "louis", "rachel"], first=0)
    s = end_turns_until(s, 7)
    for p, w1 in zip(s.players, week1, strict=True):
        assert p.plot and p.plot != w1 and p.plot_card == "start"
        assert p.plot in CONTENT.detectives[p.detective].plots
    assert s.players[0].plot == next(x for x in CONTENT.detectives["raymond"].plots if x != week1[0])


def test_8_8_lily_never_goes_to_jimmys_location_and_jimmy_never_to_lilys():
    """8.8: Lily moves to the same type in another district, a lead is fine, Jimmy's location is
    not; Jimmy likewise never to Lily's location."""
    s = new_game(["raymond", "louis", "rachel"], first=0)
    s = replace(s, lily="rockvil_estate", jimmy="tonys_flophouse")  # both residential
    dests = board.npc_destinations(s, "lily")
    assert "tonys_flophouse" not in dests and dests
    assert all(CONTENT.locations[d].type == "residential" and CONTENT.locations[d].district != "Blue"
               for d in dests)
    assert "eastside_tenements" in dests  # Vinnie's testimony lead is there: fine
    s2 = replace(s, lily="tonys_flophouse", jimmy="rockvil_estate")
    assert "tonys_flophouse" not in board.npc_destinations(s2, "jimmy")


def test_13_13_starting_a_turn_on_lily_is_no_interview():
    """13.13: nothing happens unless the detective enters Lily's location with Time left."""
    s = GAME.initial_state(3, {"detectives": "raymond,louis,rachel", "first_player": "1"})
    s = new_game(["raymond", "louis", "rachel"], first=0)
    s = with_player(s, 1, location="rockvil_estate")
    s = act(s, "end")
    s = settle(s)
    assert s.active == 1 and s.queue[0][0] == "act" and s.time == 6


def test_8_12_napd_warrant_then_the_restricted_move_costs_one():
    """8.12 / 9.5: NAPD: 1 political favor + 1 Time places one of your unplaced warrant markers on any
    restricted location; it stays for the game and the move there then costs 1 Time."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    s = at(s, 0, "napd", time=6, favors=(0, 1, 0, 0))
    s = act(s, "ability", "napd_warrant", "f:political")
    s = settle(s)
    assert s.queue[0][0] == "warrant"
    assert set(legal(s)) == {("warrant", "jinteki"), ("warrant", "haas_bioroid"),
                             ("warrant", "colonial_authority")}
    s = GAME.apply(s, ("warrant", "haas_bioroid"))
    p = s.players[0]
    assert p.warrants == ("haas_bioroid",) and p.warrants_left == 1 and p.favors[1] == 0 and s.time == 5
    assert act(s, "move", "haas_bioroid").time == 4


def test_8_5_humanity_labor_places_a_hit_and_the_third_kills():
    """8.5 / 9.5: Humanity Labor: 1 street favor + 1 Time: place 1 hit on a living suspect; a third
    hit kills him at once."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    s = at(s, 0, "humanity_labor", time=6, favors=(0, 0, 0, 1))
    s = with_suspect(s, replace(s.suspect("noise"), hits=2))
    s = replace(s, bank=tuple((k, 11 if k == "hit" else v) for k, v in s.bank))
    s = settle(act(s, "ability", "humanity_labor", "f:street"))
    assert s.queue[0][0] == "hit"
    s = GAME.apply(s, ("hit", "noise"))
    assert not s.suspect("noise").alive and dict(s.bank)["hit"] == 13
    assert s.time == 5 and s.players[0].favors[3] == 0


def test_8_8_jimmy_costs_one_time_and_shows_one_suspect():
    """8.8: at Jimmy's location a detective may spend 1 Time to look at all evidence on one suspect
    sheet; then Jimmy moves to the same type in another district."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    s = with_suspect(s, replace(s.suspect("eve"), tokens=(_tok("+3", "physical", placer=1),)))
    s = at(s, 0, "city_hall", time=6)
    s = act(s, "move", "old_war_memorial")
    s = settle(s)
    assert s.queue[0][0] == "jimmy_offer"
    s = GAME.apply(s, ("jimmy_yes",))
    assert s.time == 4
    s = GAME.apply(s, ("look", "eve"))
    assert 0 in s.suspect("eve").tokens[0].known_by
    assert s.queue[0][0] == "move_npc"
    dest = legal(s)[0][1]
    assert CONTENT.locations[dest].type == "civic" and CONTENT.locations[dest].district != "Yellow"


# ----- 11: hidden information -----------------------------------------------------------------------------
def test_11_a_drawn_evidence_token_is_seen_by_its_drawer_only():
    """6.3 / 11: the drawer looks at the token secretly."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = _at_lead_use(s)
    s = settle(GAME.apply(s, ("evidence",)))
    assert s.queue[0][0] == "place" and s.drawn
    assert GAME.player_view(s, 2).drawn == s.drawn
    assert all(c is HIDDEN for c in GAME.player_view(s, 0).drawn)


def test_11_face_down_tokens_hunches_hands_and_memories_are_secret():
    """11: a face-down token's value only for the seats in its known_by set (placer, peekers); face-up
    tokens for all; hunches for their owner; hand cards for their owner (deck keys public); a Memory
    card only for its holder (not even Raymond); everything revealed at the close."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = with_suspect(s, replace(s.suspect("eve"), tokens=(_tok("+3", "physical", placer=0),
                                                           _tok("-2", "document", placer=1, up=True))))
    v1 = GAME.player_view(s, 1)
    assert v1.suspect("eve").tokens[0].code is HIDDEN and v1.suspect("eve").tokens[1].code == "-2"
    assert GAME.player_view(s, 0).suspect("eve").tokens[0].code == "+3"
    assert v1.players[0].guilty is HIDDEN and v1.players[0].innocent is HIDDEN
    assert v1.players[1].guilty == s.players[1].guilty
    assert [k for k, _c in v1.players[0].hand] == [k for k, _c in s.players[0].hand]
    assert all(c is HIDDEN for _k, c in v1.players[0].hand)
    v2 = GAME.player_view(s, 2)  # Raymond
    assert v2.players[0].memory is HIDDEN and GAME.player_view(s, 0).players[0].memory == s.players[0].memory
    closed = replace(s, over=True, queue=())
    vc = GAME.player_view(closed, 1)
    assert vc.suspect("eve").tokens[0].code == "+3" and vc.players[0].guilty == s.players[0].guilty


def test_11_the_revealed_piece_is_seen_by_its_drawer_until_placed():
    """11: a drawn puzzle piece is seen by the drawer, then by all when placed or discarded."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = _at_lead_use(s)
    s = GAME.apply(s, ("reveal",))
    s = GAME.apply(s, [o for o, _p in GAME.chance_outcomes(s)][0])
    assert s.piece and s.piece[0] == 2
    assert GAME.player_view(s, 0).piece[2] is HIDDEN and GAME.player_view(s, 2).piece == s.piece
    while s.queue[0][0] != "put_piece":
        s = GAME.apply(s, legal(s)[-1])
    s = GAME.apply(s, ("toss",))
    assert s.tossed and GAME.player_view(s, 0).tossed == s.tossed


def test_illegal_actions_raise():
    """Contract: an action not in legal_actions is refused with a clear message."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    with pytest.raises(IllegalAction):
        act(s, "move", "jinteki")
    assert "jinteki" not in moves(s)


def test_8_2_a_cards_follow_up_opens_no_card_window():
    """8.2: "effects of cards, bonuses and abilities never emit window triggers". Louis follows up a
    lead with "follow_here" (LL5): Caprice's armed follow_up card (LD3) is not played; his own
    follow-up action (1 Time) does open the window."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    s = with_player(s, 1, hand=(("louis:dark", "LD3"),), orders=(("LD3", ""),))
    s = at(s, 0, "tonys_flophouse", time=6, hand=(("louis:light", "LL5"),), twilight=0, good=0, bad=0)
    card = GAME.apply(act(s, "play", "LL5"), ("paid",))
    card = settle(card)
    assert not any(t[0] == "window" for t in card.queue)
    assert ("louis:dark", "LD3") in card.players[1].hand
    own = settle(act(s, "follow"))
    while own.queue[0][0] == "lead_move":
        own = settle(GAME.apply(own, legal(own)[0]))
    assert ("louis:dark", "LD3") not in own.players[1].hand and own.players[0].bad == 1


def _draw_piece(s, pid):
    """Reveal information at the lead-use decision and draw the piece ``pid``; skip the benefit."""
    s = GAME.apply(s, ("reveal",))
    s = GAME.apply(s, ("piece", pid))
    while s.queue[0][0] in ("shift_any", "favor_any", "bag_any"):
        opts = legal(s)
        s = GAME.apply(s, next((o for o in opts if o[0] in ("noshift", "nobag")), opts[0]))
    assert s.queue[0][0] == "put_piece"
    return s


def test_7_5_move_lead_bonus_is_not_available_in_the_climax():
    """7.5: `move_lead` is not available during the climax (leads are removed there, not moved); the
    other bonuses still apply after a discard."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = _at_lead_use(s)
    early = settle(GAME.apply(_draw_piece(s, "S03"), ("toss",)))
    assert early.queue[0][0] == "any_lead"
    late = _at_lead_use(replace(new_game(["caprice", "rachel", "raymond"], first=2), day=11))
    late = settle(GAME.apply(_draw_piece(late, "S03"), ("toss",)))
    assert late.queue[0][0] == "act" and "S03" in late.tossed


def test_7_5_dropship_bonus_takes_a_pass_from_the_hangar_if_any():
    """7.5: `dropship`: take 1 dropship pass from the hangar, if any is left."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = _at_lead_use(s)
    passes, hangar = s.players[2].passes, s.bank_of("dropship")
    got = settle(GAME.apply(_draw_piece(s, "S08"), ("toss",)))
    assert got.players[2].passes == passes + 1 and got.bank_of("dropship") == hangar - 1
    empty = replace(s, bank=tuple((k, 0 if k == "dropship" else v) for k, v in s.bank))
    none = settle(GAME.apply(_draw_piece(empty, "S08"), ("toss",)))
    assert none.players[2].passes == passes


def test_8_2_2_a_cancelled_light_card_keeps_its_costs_and_goes_to_the_bottom():
    """8.2.2: a cancelled light card does not resolve; it goes face up to the bottom of its deck;
    the 1 Time and the dark shift stay paid."""
    s = new_game(["caprice", "rachel", "raymond"], first=0)
    s = with_player(s, 1, hand=(("caprice:dark", "CD3"),), orders=(("CD3", ""),), twilight=0)
    s = at(s, 0, "napd", time=6, hand=(("caprice:light", "CL4"),), twilight=0, favors=(0, 0, 0, 0))
    s = settle(GAME.apply(act(s, "play", "CL4"), ("paid",)))
    p = s.players[0]
    assert p.favors[0] == 0 and s.time == 5 and p.twilight == 1
    assert s.discard_pile("caprice:light")[-1] == "CL4"
    assert s.players[1].twilight == -2


def test_13_19_13_32_time_may_exceed_six_and_never_drops_below_zero():
    """13.19 / 13.32: Time gained from cards may exceed 6; effects clamp Time at 0."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    s = at(s, 0, "napd", time=6, hand=(("louis:light", "LL4"),), twilight=0)
    s = settle(GAME.apply(act(s, "play", "LL4"), ("paid",)))  # 1 Time, then +2
    assert s.time == 7
    # Rachel's RD4 (enter a location: -1 Time) played on Rachel with 0 Time left after the move
    r = new_game(["louis", "caprice", "rachel"], first=2)
    r = with_player(r, 0, hand=(("rachel:dark", "RD4"),), orders=(("RD4", ""),))
    r = at(r, 2, "hab_block_9", time=1)
    r = act(r, "move", "heinlein_market")
    while r.queue[0][0] == "free":
        r = GAME.apply(r, ("skip",))
    r = settle(r)
    assert ("rachel:dark", "RD4") not in r.players[0].hand and r.time == 0


def test_8_15_2_breaking_the_first_directive_places_up_to_two_hits_and_bad_baggage():
    """8.15.2: breaking a Directive costs no Time, gives its break effect and 1 bad baggage; the First
    Directive's break places up to 2 hits (each optional)."""
    s = new_game(["floyd", "caprice", "rachel"], first=0)
    s = at(s, 0, "napd", time=1, good=0, bad=0)  # with Time left (spec 4.2: at 0 Time his turn is over)
    assert ("break", 1) in legal(s)
    s = act(s, "break", 1)
    assert s.players[0].bad == 1 and 1 not in s.players[0].directives and s.time == 1
    assert s.queue[0][0] == "hit" and ("nohit",) in legal(s)
    s = GAME.apply(s, ("hit", "eve"))
    s = GAME.apply(s, ("nohit",))
    assert s.suspect("eve").hits == 1 and s.queue[0][0] == "act"


def test_13_20_who_placed_a_face_down_token_is_public():
    """13.20 / 11: the placer of a face-down token is public; its value is not."""
    s = new_game(["caprice", "rachel", "raymond"])
    s = with_suspect(s, replace(s.suspect("eve"), tokens=(_tok("+3", "physical", placer=0),)))
    t = GAME.player_view(s, 1).suspect("eve").tokens[0]
    assert t.placer == 0 and t.code is HIDDEN and t.file == "physical" and not t.face_up


def test_13_30_npc_start_side_is_read_from_the_detective_data(monkeypatch):
    """3 step 3 / 13.30: NPC status markers start on the side given by `npc.start_side`; the engine
    never assumes "alive"."""
    det = CONTENT.detectives["louis"]
    npcs = tuple(replace(n, start_side="dead") if n.name == "Sara" else n for n in det.npcs)
    monkeypatch.setitem(CONTENT.detectives, "louis", replace(det, npcs=npcs))
    s = new_game(["louis", "caprice", "rachel"])
    alive = dict(s.players[0].npc_alive)
    assert alive["Sara"] is False and alive["Mr. Li"] is True


def test_5_1_several_symbols_resolve_general_event_first_then_plots(monkeypatch):
    """5.1 / 5.2: when a day shows several symbols: general event, then specific event, then plot
    resolution - whatever order the calendar data lists them in."""
    from game.games.android import calendar as cal_mod
    from game.games.android.content import Calendar, Day

    std = CONTENT.calendars["standard"]
    days = tuple(Day(d.week, d.day, d.start, ("plot_resolution", "general_event") if (d.week, d.day) == (1, 3)
                     else d.end) for d in std.days)
    monkeypatch.setitem(CONTENT.calendars, "mixed", Calendar(std.weeks, std.days_per_week, std.climax_length, days))
    s = replace(new_game(["louis", "caprice", "rachel"], first=0), calendar="mixed", day=3)
    s = cal_mod._auto_end_day(replace(s, queue=(("end_day",),)), ("end_day",))
    kinds = [t[0] for t in s.queue]
    assert kinds[0] == "gen_event" and kinds[1:4] == ["plot_resolve"] * 3 and kinds[4] == "new_day"


def _conservation_errors(s):
    """Spec 2 (finite supplies), 6.2 (one lead per location, fixed colour), 8.1 (track, hand limit,
    no own dark cards), 8.5 (a dead suspect keeps nothing), 8.7 (two track spaces), 8.8 (Lily and
    Jimmy apart), 7.3 (no marker at an empty pile)."""
    errs = []
    locs = [ld.location for ld in s.leads if ld.location]
    errs += ["two leads on one location"] * (len(locs) != len(set(locs)))
    errs += [f"lead {ld.id} off colour" for ld in s.leads
             if ld.location and CONTENT.locations[ld.location].type != ld.colour]
    errs += ["Lily on Jimmy"] * bool(s.lily and s.lily == s.jimmy)
    for p in s.players:
        errs += ["twilight off the track"] * (not -4 <= p.twilight <= 4)
        errs += ["hand over the limit"] * (len(p.hand) > CONTENT.detectives[p.detective].hand_limit)
        errs += ["own dark card"] * any(k == f"{p.detective}:dark" for k, _c in p.hand)
        errs += ["marker at an empty pile"] * (p.pile >= 0 and not s.piles[p.pile] and not s.piece)
    bank = dict(s.bank)
    errs += [f"bank {k} below 0" for k, v in bank.items() if v < 0]
    for i, f in enumerate(("corp", "political", "society", "street")):
        errs += [f"{f} favors"] * (bank[f] + sum(p.favors[i] for p in s.players) != 12)
    errs += ["hits"] * (bank["hit"] + sum(x.hits for x in s.suspects) != 13)
    errs += ["alibis"] * (bank["alibi"] + sum(x.alibis for x in s.suspects) != 11)
    errs += ["baggage"] * (bank["baggage"] + sum(p.good + p.bad for p in s.players) != 45)
    for key, field, total in (("conspiracy", "conspiracy", 12), ("dropship", "passes", 5), ("jinteki", "jinteki", 6),
                              ("haas", "haas", 6)):
        errs += [key] * (bank[key] + sum(getattr(p, field) for p in s.players) != total)
    n_ev = (len(s.evidence_pile) + len(s.pile_top) + len(s.pile_bottom) + len(s.drawn)
            + sum(len(x.tokens) for x in s.suspects))
    errs += ["evidence tokens"] * (n_ev != 60)
    errs += ["a dead suspect keeps tokens"] * any(not x.alive and (x.tokens or x.hits or x.alibis) for x in s.suspects)
    errs += ["track longer than 2"] * (len(s.track) > 2)
    errs += ["negative Time"] * (s.time < 0)
    return errs


@pytest.mark.parametrize("seed,n", [(5, 3), (6, 5)])
def test_2_supplies_are_conserved_and_board_invariants_hold_over_a_game(seed, n):
    """2: every token supply is finite and tokens only move between the banks, the players and the
    suspect sheets; 60 evidence tokens in all; plus the board invariants of 6.2, 7.3, 8.1, 8.5, 8.8."""
    from tests.games.android.anhelp import walk

    seen = 0
    for s in walk(seed, n):
        if not s.suspects:
            continue
        seen += 1
        assert _conservation_errors(s) == [], (s.day, s.queue[:2])
    assert seen > 100


def _draw_for_evidence(s, seat=2):
    s = _at_lead_use(s, seat)
    s = GAME.apply(s, ("evidence",))
    s = GAME.apply(s, [o for o, _p in GAME.chance_outcomes(s)][0])
    while s.queue[0][0] == "keep":
        s = GAME.apply(s, legal(s)[0])
    assert s.queue[0][0] == "place"
    return s


def test_11_a_token_seen_on_top_of_the_pile_stays_known_after_another_draws_it():
    """11: a seat's secrets include "the values of face-down evidence tokens it placed, peeked at, or
    saw through keep_best / peek_pile". Caprice looked at the top of the pile (peek_pile); Raymond
    draws that token and places it face down: Caprice still knows it, the third seat does not."""
    s = new_game(["caprice", "rachel", "raymond"], first=2)
    s = replace(s, pile_top=(("+5", (0,)),), evidence_pile=multiset_remove_one(s.evidence_pile, "+5"))
    s = _draw_for_evidence(s)
    assert s.drawn == ("+5",)
    assert GAME.player_view(s, 0).drawn == ("+5",) and GAME.player_view(s, 1).drawn == (HIDDEN,)
    s = GAME.apply(s, ("place", "eve", 0))
    tok = s.suspect("eve").tokens[-1]
    assert tok.known_by == (0, 2)
    assert GAME.player_view(s, 0).suspect("eve").tokens[-1].code == "+5"
    assert GAME.player_view(s, 1).suspect("eve").tokens[-1].code is HIDDEN


def test_11_a_token_louis_returned_to_the_bottom_stays_known_to_him():
    """8.15.3 / 10.0 keep_best / 11: the token Louis returned face down to the bottom is known to him;
    when another seat finally draws and places it face down, Louis still knows its value."""
    s = new_game(["louis", "rachel", "raymond"], first=2)
    s = replace(s, evidence_pile=(), pile_top=(), pile_bottom=(("-4", (0,)),))
    s = _draw_for_evidence(s)
    s = GAME.apply(s, ("place", "noise", 0))
    assert s.suspect("noise").tokens[-1].known_by == (0, 2)


def test_8_15_3_rough_interrogation_the_returned_token_keeps_earlier_knowers():
    """8.15.3: Louis draws 2 and keeps 1; the other goes face down to the bottom, known to him - and
    still to a seat that had seen it on top of the pile (peek_pile)."""
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = replace(s, pile_top=(("+5", (1,)), ("-3", (1,))))
    s = at(s, 0, "tonys_flophouse", time=6)
    s = settle(act(s, "follow"))
    while s.queue[0][0] == "lead_move":
        s = settle(GAME.apply(s, legal(s)[0]))
    s = settle(GAME.apply(s, ("evidence",)))
    assert s.queue[0][0] == "keep" and sorted(s.drawn) == ["+5", "-3"]
    s = GAME.apply(s, ("keep", "+5"))
    assert s.pile_bottom[0] == ("-3", (0, 1))
    s = GAME.apply(s, ("place", "eve", 0))
    assert s.suspect("eve").tokens[-1].known_by == (0, 1)


def multiset_remove_one(t, v):
    i = t.index(v)
    return t[:i] + t[i + 1:]


def _end_of_day(s, day, event):
    """Run the end of ``day`` with the general event ``event`` drawn."""
    from game.games.android.rules import _run

    s = _run(replace(s, day=day, active=-1, queue=(("end_day",),)))
    assert s.queue[0] == ("gen_event",)
    return GAME.apply(s, ("event", event))


def test_5_the_day_marker_advances_before_the_end_of_day_events():
    """5 (order): 1. advance the day marker; 2. resolve the end-of-day events of the day just played;
    3. change the first player. At the end of W1 D2 the Human First Rally's hit is placed with the
    marker already on W1 D3, by the first player of W1 D2."""
    s = new_game(["louis", "caprice", "rachel"], first=1)
    s = replace(s, crime_hero=2)
    s = _end_of_day(s, 2, "GE03")
    assert s.queue[0] == ("hit", 1) and s.day == 3 and s.first_player == 1
    s = settle(GAME.apply(s, ("hit", "eve")))
    assert s.day == 3 and s.first_player == 2 and s.active == 2


def test_7_5_5_4_an_anonymous_tip_after_w2_d4_moves_no_lead():
    """5 / 5.4 / 7.5: the marker is on the climax (W2 D5) when the events of W2 D4 resolve, so the
    Anonymous Tip's lead move is not available; after W2 D2 it is."""
    s = new_game(["louis", "caprice", "rachel"], first=0)
    early = _end_of_day(s, 8, "GE08")
    assert early.queue[0] == ("any_lead", 0)
    late = settle(_end_of_day(s, 10, "GE08"))
    assert late.day == 11 and late.queue[0][0] == "act"
