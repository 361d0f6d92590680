"""The worked examples of spec section 12, written from the spec text."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.engine.core import CHANCE, IllegalAction
from game.games.android import economy, evidence, scoring
from game.games.android.content import CONTENT, Calendar, Day
from game.games.android.state import Lead, SuspectState, Token, with_player
from tests.games.android.anhelp import GAME, act, at, legal, moves, new_game, settle


def _seat(s, det):
    return next(i for i, p in enumerate(s.players) if p.detective == det)


def _finish_turns_until_day(s, day):
    """Everyone ends his turn at once (free choices skipped) until ``day`` begins."""
    for _ in range(500):
        s = settle(s)
        if s.day == day and s.queue[0][0] == "act" and s.turns_taken == 0:
            return s
        head = s.queue[0]
        opts = legal(s)
        if head[0] == "act":
            s = act(s, "end")
        else:
            s = GAME.apply(s, opts[-1] if ("skip",) in opts else opts[0])
    raise AssertionError("day not reached")


# ----- 12.1 City Hall ------------------------------------------------------------------------------------
def test_12_1_city_hall_once_per_round_per_player():
    s = new_game(["floyd", "louis", "raymond"], first=0)
    s = replace(at(s, 0, "city_hall", time=7), day=3)
    s = act(s, "ability", "city_hall", "")
    assert s.time == 5 and s.players[0].favors[1] == 1
    assert ("ability", "city_hall", "") not in legal(s)
    with pytest.raises(IllegalAction, match="City Hall's ability already used this round"):
        act(s, "ability", "city_hall", "")
    # another detective at City Hall in the same round may use it
    other = at(with_player(s, 1, location="city_hall"), 1, "city_hall", time=6)
    assert ("ability", "city_hall", "") in legal(other)
    # next round Floyd (still at City Hall) may use it again
    s = _finish_turns_until_day(s, 4)
    s = settle(s)
    s = at(s, 0, "city_hall", time=7)
    assert ("ability", "city_hall", "") in legal(s)


# ----- 12.2 Wyldside -------------------------------------------------------------------------------------
def test_12_2_wyldside_society_favor_to_good_baggage():
    s = new_game(["floyd", "louis", "raymond"], first=0)
    s = at(s, 0, "wyldside", time=7, favors=(0, 0, 1, 0), good=0, bad=0)
    s = act(s, "ability", "wyldside", "f:society")
    p = s.players[0]
    assert p.favors[2] == 0 and s.time == 6 and p.good == 1
    s2 = at(s, 0, "wyldside", time=7, favors=(0, 0, 0, 0), used=())
    assert not [a for a in legal(s2) if a[0] == "ability"]


# ----- 12.3 Dropship -------------------------------------------------------------------------------------
def test_12_3_dropship_from_the_moon_to_haas_bioroid():
    s = new_game(["floyd", "louis", "raymond"], first=0)
    s = at(s, 0, "adams_garden", time=7, passes=1)
    assert "haas_bioroid" not in moves(s)
    hangar = s.bank_of("dropship")
    s = act(s, "fly", "haas_bioroid")
    p = s.players[0]
    assert p.location == "haas_bioroid" and s.time == 6 and p.passes == 0
    assert s.bank_of("dropship") == hangar + 1
    assert s.queue[0] == ("free", 0, "light")  # ritzy: a free light card (hand not full)


def test_12_3_dropship_into_a_restricted_location_without_warrant():
    s = new_game(["floyd", "louis", "raymond"], first=2)
    s = at(s, 2, "adams_garden", time=7, passes=1)
    assert act(s, "fly", "haas_bioroid").time == 4
    off = new_game(["floyd", "louis", "raymond"], first=2, dropship_restricted_surcharge="off")
    off = at(off, 2, "adams_garden", time=7, passes=1)
    assert act(off, "fly", "haas_bioroid").time == 6


# ----- 12.4 The Beanstalk --------------------------------------------------------------------------------
def test_12_4_castle_club_moves_only_along_the_beanstalk():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = at(s, 0, "castle_club", time=6, passes=0)
    assert moves(s) == {"midway", "challenger_ferry"}
    assert not [a for a in legal(s) if a[0] == "fly"]
    # plus any dropship move if he holds a pass
    flights = {a[1] for a in legal(at(s, 0, "castle_club", time=6, passes=1)) if a[0] == "fly"}
    assert flights == set(CONTENT.locations) - {"castle_club"}


def test_12_4_starport_kaguya_with_rachel():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = at(s, 0, "starport_kaguya", time=6)
    assert moves(s) == {"challenger_ferry", "melange_mining", "tranquility", "order_of_sol", "miners_chapel",
                        "copernicus_library", "heinlein_market"}


def test_12_4_root_with_raymond_and_floyd():
    s = new_game(["floyd", "louis", "raymond"], first=2)
    s = at(s, 2, "root", time=6)
    assert moves(s) == {"midway", "sunset_terraces", "wyldside", "thurguns_clinic", "mercado_row"}
    f = at(s, 0, "root", time=7)
    assert moves(f) == {"midway", "sunset_terraces", "wyldside"}  # Third Directive: no seedy locations


def test_12_4_no_boarding_except_at_root():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = at(s, 0, "sunset_terraces", time=6)
    assert "midway" not in moves(s) and "root" in moves(s)


def test_12_4_beanstalk_steps_and_free_draw_each_entry():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = at(s, 0, "root", time=6, hand=())
    s = act(s, "move", "midway")
    s = act(s, "move", "castle_club")
    assert s.queue[0] == ("free", 0, "light")
    s = act(s, "skip")
    s = act(s, "move", "midway")
    s = act(s, "move", "castle_club")
    assert s.time == 2 and s.queue[0] == ("free", 0, "light")


# ----- 12.5 Moving a lead --------------------------------------------------------------------------------
def _lead_example():
    s = new_game(["caprice", "floyd", "raymond"], first=1)
    leads = []
    for ld in s.leads:
        if ld.id == "document:floyd":
            ld = replace(ld, location="old_war_memorial")
        if ld.id == "document:caprice":
            ld = replace(ld, location="thurguns_clinic")
        leads.append(ld)
    s = replace(s, leads=tuple(leads))
    civic = [ld for ld in s.leads if ld.location and CONTENT.locations[ld.location].type == "civic"]
    assert {ld.location for ld in civic} == {"old_war_memorial", "thurguns_clinic", "root"}
    s = with_player(s, 0, location="city_hall")
    return at(s, 1, "old_war_memorial", time=7)


def test_12_5_the_right_hand_player_moves_the_lead():
    s = act(_lead_example(), "follow")
    assert s.queue[0] == ("lead_move", 0, "document:floyd")
    assert {a[1] for a in legal(s)} == {"levy_university", "humanity_labor", "napd", "eastside_community",
                                        "challenger_ferry", "copernicus_library", "colonial_authority"}
    s = act(s, "lead_to", "napd")
    assert s.lead_at("napd").id == "document:floyd"
    assert s.queue[0] == ("lead_use", 1, "document")


def test_12_5_own_district_only_when_nothing_else():
    s = _lead_example()
    fill = ["levy_university", "humanity_labor", "napd", "eastside_community", "challenger_ferry",
            "copernicus_library", "colonial_authority"]
    s = replace(s, leads=s.leads + tuple(Lead(f"x{i}", "testimony", "civic", loc) for i, loc in enumerate(fill)))
    s = act(s, "follow")
    # the only legal destination (City Hall, in Caprice's own district) is taken at once
    assert s.lead_at("city_hall").id == "document:floyd"


def test_12_5_climax_removes_the_lead():
    s = replace(_lead_example(), day=11)
    s = act(s, "follow")
    lead = next(ld for ld in s.leads if ld.id == "document:floyd")
    assert lead.location is None and s.queue[0][0] == "lead_use"


# ----- 12.6 Ruler reach ----------------------------------------------------------------------------------
def test_12_6_ruler_reach_b1_to_b3():
    s = new_game(["caprice", "floyd", "raymond"], first=0)
    assert "weyland_real_estate" in moves(at(s, 0, "old_war_memorial", time=6))
    f = at(s, 1, "old_war_memorial", time=7)
    assert "weyland_real_estate" not in moves(f)
    f = act(f, "move", "city_hall")
    assert "weyland_real_estate" in moves(f)
    f = act(f, "move", "weyland_real_estate")
    f = settle(f)
    assert f.time == 5


# ----- 12.7 Restricted location --------------------------------------------------------------------------
def test_12_7_restricted_costs_three_until_a_warrant():
    s = new_game(["louis", "floyd", "raymond"], first=0)
    assert "haas_bioroid" not in moves(at(s, 0, "napd", time=2))
    s3 = act(at(s, 0, "napd", time=3), "move", "haas_bioroid")
    assert s3.time == 0
    s = at(s, 0, "napd", time=6, favors=(0, 1, 0, 0))
    s = act(s, "ability", "napd_warrant", "f:political")
    assert s.queue[0] == ("warrant", 0)
    s = act(s, "warrant", "haas_bioroid")
    assert s.time == 5 and "haas_bioroid" in s.players[0].warrants
    assert act(s, "move", "haas_bioroid").time == 4


# ----- 12.8 Free draws -----------------------------------------------------------------------------------
def test_12_8_seedy_free_draw_until_the_hand_is_full():
    s = new_game(["louis", "floyd", "raymond"], first=2)
    hand = tuple(("raymond:light", "YL1") for _ in range(6))
    s = at(s, 2, "tonys_flophouse", time=6, hand=hand)
    s = act(s, "move", "rusty_rivet")
    assert s.queue[0] == ("free", 2, "dark")
    assert {a[1] for a in legal(s) if a[0] == "take"} == {"louis:dark", "floyd:dark"}
    s = act(s, "take", "louis:dark")
    s = settle(s)
    assert len(s.players[2].hand) == 7
    s = act(s, "move", "tonys_flophouse")
    s = act(s, "move", "rusty_rivet")
    assert s.queue[0] == ("act", 2)


# ----- 12.11 Determining the murderer --------------------------------------------------------------------
def _tok(code, file):
    return Token(code, file, False, 0, (0,))


def _example_suspects():
    eve = SuspectState("eve", tokens=(_tok("+3", "physical"), _tok("-2", "physical"), _tok("+2", "document"),
                                      _tok("+4", "testimony"), _tok("+1", "testimony")))
    noise = SuspectState("noise", alibis=1, tokens=(_tok("+5", "testimony"), _tok("W", "testimony"),
                                                    _tok("-1", "physical"), _tok("+2", "document"),
                                                    _tok("P", "document")))
    haas = SuspectState("thomas_haas", tokens=(_tok("+2", "testimony"), _tok("+1", "testimony"),
                                               _tok("+3", "document"), _tok("-1", "document"),
                                               _tok("+4", "physical"), _tok("+2", "physical"),
                                               _tok("-3", "physical")))
    vinnie = SuspectState("vinnie", alibis=1, tokens=(_tok("+3", "document"), _tok("-2", "document"),
                                                      _tok("+1", "document"), _tok("+4", "physical"),
                                                      _tok("-2", "physical"), _tok("-1", "testimony"),
                                                      _tok("P", "testimony")))
    return (eve, noise, haas, vinnie)


def test_12_11_totals_and_the_murderer():
    sus = _example_suspects()
    totals = {x.id: scoring.suspect_total(x)["total"] for x in sus}
    assert totals == {"eve": 6, "noise": 9, "thomas_haas": 3, "vinnie": 11}
    s = replace(new_game(["louis", "floyd", "raymond"]), suspects=sus)
    assert scoring.murderer(s) == "vinnie"


def test_12_11_obsession_without_the_margin_pays_only_the_guilty_hunch():
    s = replace(new_game(["louis", "floyd", "raymond"]), suspects=_example_suspects(), over=True)
    s = with_player(s, 0, guilty="vinnie", innocent="vinnie", endings=(), trauma=0, favors=(0, 0, 0, 0),
                    npc_favors=(), money=0)
    assert scoring.breakdown(s)[0]["hunches"] == 15


def test_obsession_with_the_margin_pays_both_and_three():
    sus = list(_example_suspects())
    sus[3] = replace(sus[3], tokens=sus[3].tokens + (_tok("+5", "physical"),))  # Vinnie 16, Noise 9
    s = replace(new_game(["louis", "floyd", "raymond"]), suspects=tuple(sus), over=True)
    s = with_player(s, 0, guilty="vinnie", innocent="vinnie")
    assert scoring.breakdown(s)[0]["hunches"] == 23


def test_no_positive_total_convicts_nobody_and_innocent_hunches_pay():
    sus = tuple(SuspectState(x) for x in ("eve", "noise", "thomas_haas", "vinnie"))
    s = replace(new_game(["louis", "floyd", "raymond"]), suspects=sus, over=True)
    s = with_player(s, 0, guilty="eve", innocent="noise")
    assert scoring.murderer(s) is None
    assert scoring.breakdown(s)[0]["hunches"] == 5


# ----- 12.12 Hits ----------------------------------------------------------------------------------------
def test_12_12_the_third_hit_kills():
    s = new_game(["rachel", "floyd", "raymond"], first=0)
    th = replace(s.suspect("thomas_haas"), hits=2, alibis=1, tokens=(_tok("+3", "document"),))
    s = replace(s, suspects=tuple(th if x.id == "thomas_haas" else x for x in s.suspects))
    pile, hits, alibis = len(s.evidence_pile), s.bank_of("hit"), s.bank_of("alibi")
    s = evidence.place_hit(s, 0, "thomas_haas")
    dead = s.suspect("thomas_haas")
    assert not dead.alive and dead.tokens == () and dead.hits == 0 and dead.alibis == 0
    assert len(s.evidence_pile) == pile + 1 and s.bank_of("hit") == hits + 2 and s.bank_of("alibi") == alibis + 1
    assert s.lead_at("midway").id == "testimony:thomas_haas"  # his testimony lead stays
    s = replace(at(s, 0, "midway", time=6), queue=(("hit", 0), ("act", 0)))
    assert ("hit", "thomas_haas") not in legal(s)
    s = replace(s, over=True)
    s = with_player(s, 0, guilty="thomas_haas", innocent="thomas_haas")
    assert scoring.breakdown(s)[0]["hunches"] == 0


def test_12_12_no_evidence_on_a_dead_suspect():
    s = new_game(["rachel", "floyd", "raymond"], first=0)
    s = replace(s, suspects=tuple(replace(x, alive=False) if x.id == "eve" else x for x in s.suspects),
                drawn=("+2",), queue=(("place", 0, "document"), ("act", 0)))
    assert all(a[1] != "eve" for a in legal(s))


# ----- 12.13 Plot resolution -----------------------------------------------------------------------------
def test_12_13_krausey_case_resolves_positively_then_negatively():
    s = new_game(["louis", "floyd", "raymond"], first=0)
    s = replace(s, day=3)
    s = with_player(s, 0, plot="louis_krausey", plot_card="start", good=3, bad=2)
    bank = s.bank_of("baggage")
    s = _finish_turns_until_day(s, 4)
    p = s.players[0]
    assert p.plot_card == "cross+" and (p.good, p.bad) == (0, 0)
    assert CONTENT.plots["louis_krausey"].cards["cross+"].name["en"] == "I finally caught a break"
    assert s.bank_of("baggage") == bank + 5
    assert p.mood == "good"
    s = _finish_turns_until_day(s, 7)
    p = s.players[0]
    assert ("louis_krausey", "+-") in p.endings
    assert CONTENT.plots["louis_krausey"].cards["+-"].name["en"] == "I found him too late"
    assert CONTENT.plots["louis_krausey"].cards["+-"].vp == -1


def test_baggage_on_an_ending_card_is_not_placed():
    s = new_game(["louis", "floyd", "raymond"], first=0)
    s = with_player(s, 0, plot="louis_krausey", plot_card="+-", good=0, bad=0)
    s = economy._baggage(s, 0, "bad", 1)
    assert s.players[0].bad == 0


# ----- 12.15 Lily Lockwell -------------------------------------------------------------------------------
def _lily_state(time):
    s = new_game(["louis", "floyd", "raymond"], first=2)
    s = replace(s, day=2, suspects=tuple(replace(x, tokens=(_tok("+2", "physical"),)) if x.id == "eve" else x
                                         for x in s.suspects))
    return at(s, 2, "humanity_labor", time=time)


def test_12_15_lily_interview_costs_one_time_and_she_moves():
    s = act(_lily_state(4), "move", "rockvil_estate")
    assert s.time == 3
    if s.queue[0][0] == "free":
        s = act(s, "skip")
    assert s.queue[0] == ("lily", 2)
    s = act(s, "flip", "eve", 0)
    assert s.time == 2 and s.suspect("eve").tokens[0].face_up
    assert s.queue[0] == ("move_npc", 2, "lily")
    dests = {a[1] for a in legal(s)}
    assert "tonys_flophouse" in dests
    for d in dests:
        loc = CONTENT.locations[d]
        assert loc.type == "residential" and loc.district != "Blue" and d != s.jimmy
    s = act(s, "npc_to", "tonys_flophouse")
    assert s.lily == "tonys_flophouse"


def test_12_15_no_interview_with_zero_time():
    s = act(_lily_state(1), "move", "rockvil_estate")
    if s.queue[0][0] == "free":
        s = act(s, "skip")
    assert s.queue[0] == ("act", 2) and s.lily == "rockvil_estate"


# ----- 12.16 End of day and first player -----------------------------------------------------------------
def test_12_16_the_crime_scene_hero_becomes_first_player():
    s = new_game(["louis", "caprice", "raymond"], first=0)
    s = act(s, "end")
    s = settle(s)
    s = at(s, 1, "rockvil_estate", time=6)
    s = act(s, "jump")
    assert s.crime_hero == 1 and ("jump",) not in legal(s)
    s = _finish_turns_until_day(s, 2)
    assert s.first_player == 1 and s.queue[0] == ("act", 1)


def test_12_16_week_two_start_runs_before_the_first_turn():
    s = new_game(["louis", "caprice", "raymond"], first=0)
    s = replace(s, day=6)
    s = _finish_turns_until_day(s, 7)
    mu = CONTENT.murders["evil_at_the_estates"]
    assert s.lily == mu.lily[1] and s.jimmy == mu.jimmy[1]
    assert all(p.plot and p.plot_card == "start" and len(p.played_plots) == 2 for p in s.players)
    assert any(n[:2] == ("event", s.specific) for n in s.log)


def test_12_16_a_three_day_week_calendar_runs_the_same_code(monkeypatch):
    days = tuple(Day(w, d, ("week_start", "specific_event") if (w, d) == (2, 1) else (),
                     ("plot_resolution",) if d in (2, 3) else (("general_event",) if (w, d) != (1, 1) else ()))
                 for w in (1, 2) for d in (1, 2, 3))
    monkeypatch.setitem(CONTENT.calendars, "short", Calendar(2, 3, 2, days))
    s = replace(new_game(["louis", "caprice", "raymond"], first=0), calendar="short")
    s = _finish_turns_until_day(s, 4)  # week 2 begins after three days
    assert all(len(p.played_plots) == 2 for p in s.players)
    assert all(len(p.endings) == 1 for p in s.players)
    for _ in range(200):
        s = settle(s)
        if s.over:
            break
        s = act(s, "end") if s.queue[0][0] == "act" else GAME.apply(s, legal(s)[0])
    assert s.over and s.day == 6
    assert all(len(p.endings) == 2 for p in s.players)


# ----- 12.17 Setup with 3 players ------------------------------------------------------------------------
def test_12_17_setup_with_three_players():
    s = new_game(["louis", "caprice", "raymond"], first=0)
    assert [x.id for x in s.suspects] == ["eve", "noise", "thomas_haas", "vinnie"]
    testimony = {ld.location for ld in s.leads if ld.kind == "testimony"}
    assert testimony == {"castle_club", "rusty_rivet", "midway", "eastside_tenements"}
    assert len(s.hunch_pool) == 2 and {h.split("_")[0] for h in s.hunch_pool} == {"guilty", "innocent"}
    for i, p in enumerate(s.players):
        left = s.players[(i + 1) % 3].detective
        keys = sorted(k for k, _c in p.hand)
        assert keys == sorted([f"{p.detective}:light"] * 2 + [f"{left}:dark"])
    assert s.players[2].passes == 1 and s.players[2].wrapped  # Raymond
    assert s.players[0].npc_favors == (("Mr. Li", 2), ("Sara", 1)) and s.players[0].mood == "bad"
    assert all(p.twilight == 0 for p in s.players)
    assert all(p.plot and not CONTENT.plots[p.plot].excluded_from_start for p in s.players)
    assert all(p.memory for p in s.players if p.detective != "raymond")


def test_rachel_draws_two_extra_cards_in_any_mix():
    s = GAME.initial_state(3, {"detectives": "rachel,louis,floyd", "first_player": "1"})
    for _ in range(100):
        s = settle(s)
        if s.queue[0][0] == "extra_draw":
            assert {a[1] for a in legal(s)} == {"rachel:light", "louis:dark", "floyd:dark"}
        if s.queue[0][0] == "act":
            break
        s = GAME.apply(s, legal(s)[-1])
    assert len(s.players[0].hand) == 5 and s.players[0].money == 2000


def test_hunch_deal_is_chance_and_can_obsess():
    s = GAME.initial_state(3, {"detectives": "louis,caprice,raymond", "first_player": "1"})
    while s.queue[0][0] != "hunch":
        s = GAME.apply(s, GAME.chance_outcomes(s)[0][0]) if GAME.current_player(s) == CHANCE else s
    outs = GAME.chance_outcomes(s)
    assert len(outs) == 4 and abs(sum(p for _o, p in outs) - 1) < 1e-9


# ----- 12.18 Floyd's Time --------------------------------------------------------------------------------
def test_12_18_floyd_has_seven_time_until_he_breaks_the_third_directive():
    s = new_game(["floyd", "louis", "raymond"], first=0)
    assert s.time == 7
    s = act(s, "break", 3)
    assert s.time == 9 and 3 not in s.players[0].directives
    assert s.players[0].bad == 1
    s = act(s, "end")
    s = _finish_turns_until_day(s, 2)
    assert s.queue[0] == ("act", 0) and s.time == 6


# ----- 12.10 Scoring -------------------------------------------------------------------------------------
def test_12_10_example_of_scoring(monkeypatch):
    lk = {g.id: 0 for g in CONTENT.groups}
    lk.update({"jinteki": 2, "cardinal_reese": 2, "human_first": 1, "haas_bioroid": 1})
    monkeypatch.setattr(scoring, "links", lambda s: lk)
    s = new_game(["raymond", "caprice", "rachel", "louis", "floyd"], first=0)
    sus = tuple(SuspectState(x) for x in ("eve", "noise", "thomas_haas", "vinnie", "helena_cross")) + (
        SuspectState("mark_henry", tokens=(_tok("+4", "physical"),)),)
    s = replace(s, suspects=sus, over=True)
    blank = dict(favors=(0, 0, 0, 0), trauma=0, jinteki=0, haas=0, conspiracy=0, money=0, recovered=())
    s = with_player(s, 0, **{**blank, "haas": 2, "conspiracy": 1, "favors": (0, 0, 0, 2), "trauma": 4,
                             "endings": (("raymond_parsons", "++"), ("raymond_kate", "++")),
                             "guilty": "eve", "innocent": "eve"})
    s = with_player(s, 1, **{**blank, "jinteki": 2, "favors": (0, 0, 0, 1), "trauma": 2,
                             "endings": (("caprice_daniel", "++"), ("caprice_who", "--")),
                             "guilty": "mark_henry", "innocent": "noise", "npc_favors": ()})
    s = with_player(s, 2, **{**blank, "jinteki": 1, "haas": 2, "conspiracy": 1, "favors": (0, 0, 0, 2),
                             "trauma": 1, "money": 3000, "npc_favors": (("Captain Beckmann", 2),),
                             "endings": (("rachel_father", "++"), ("rachel_bounty", "++")),
                             "guilty": "eve", "innocent": "mark_henry"})
    rows = scoring.breakdown(s)
    assert scoring.murderer(s) == "mark_henry"
    assert [rows[i]["total"] for i in range(3)] == [29, 33, 38]
    # Raymond: Haas 2 x (3+1), conspiracy token 4 + street favors 2 x (0+1), trauma -4, plots 7+7, hunch 5
    assert {k: rows[0][k] for k in ("tokens", "conspiracy", "trauma", "plots", "hunches")} == \
        {"tokens": 8, "conspiracy": 6, "trauma": -4, "plots": 14, "hunches": 5}
    # Caprice: Jinteki 2 x (3+2), 1 street favor, trauma -2, both hunches 20, Daniel +7 and Who Am I? -1-2
    assert {k: rows[1][k] for k in ("tokens", "conspiracy", "trauma", "plots", "hunches")} == \
        {"tokens": 10, "conspiracy": 1, "trauma": -2, "plots": 4, "hunches": 20}
    # Rachel: $3,000 -> 3 VP, and 1 per unspent Captain Beckmann favor (2)
    assert rows[2]["extras"] == 5 and rows[2]["plots"] == 13
    # had Eve been convicted with a margin of 5 or more, obsessed Raymond would have scored 18 more
    eve = SuspectState("eve", tokens=(_tok("+5", "document"), _tok("+4", "document"), _tok("+4", "document")))
    s2 = replace(s, suspects=(eve,) + s.suspects[1:])
    assert scoring.murderer(s2) == "eve"
    assert scoring.breakdown(s2)[0]["total"] == 29 + 18


def test_the_first_players_marker_starts_on_the_crime_scene():
    s = new_game(["louis", "caprice", "raymond"], first=1)
    assert s.crime_hero == 1
    s = at(s, 1, "rockvil_estate", time=6)
    assert ("jump",) not in legal(s)


def test_floyd_places_no_hits_while_the_first_directive_stands():
    s = new_game(["floyd", "louis", "raymond"], first=0)
    s = at(s, 0, "humanity_labor", time=7, favors=(0, 0, 0, 1))
    assert not [a for a in legal(s) if a[0] == "ability"]
    assert legal(replace(s, queue=(("hit", 0), ("act", 0)))) == []  # a hit for him is skipped
    s = act(s, "break", 1)
    assert s.queue[0] == ("hit", 0, "opt") and ("nohit",) in legal(s)


def test_auto_move_leads_option_needs_no_right_hand_choice():
    s = _lead_example()
    s = replace(s, options=tuple((k, "on" if k == "auto_move_leads" else v) for k, v in s.options))
    s = act(s, "follow")
    lead = next(ld for ld in s.leads if ld.id == "document:floyd")
    assert s.queue[0] == ("lead_use", 1, "document")
    assert lead.location == "colonial_authority"  # the farthest of the seven legal places from B1
