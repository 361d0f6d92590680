"""Spec 8.4 (further derived tests) and the scoring examples, written from the rule text."""

from __future__ import annotations

import pytest

from game.games.rogue_agent import content as K
from game.games.rogue_agent import engine as E
from game.games.rogue_agent import scoring
from game.games.rogue_agent.state import Turn
from tests.games.rogue_agent.helpers import (
    GAME,
    assassin,
    bomb,
    city,
    criminal,
    die,
    informant,
    legal,
    play,
    player,
    replace,
    top,
    turn_of,
)

# Appendix B layout: T1 Armory, T2 Skyline (D6), T3 Archive, M1 Hospital, M2 Neon Row (D3), M4 Old
# Quarter (D2), M5 Bazaar, B1 Foundry (D4), B2 Motor Pool, B3 Canal Heights (D5), B4 Terminal, B5 Docklands (D1)


def _gang(police: str) -> object:
    s = city(police=police)
    s = player(s, 0, pos="B4", vehicle=4, ammo=2)
    s = informant(s, "B3", 0)
    return play(turn_of(s, 0), ("move", "B3"))


def test_gang_1_shield_and_informant_reduce_the_fight() -> None:
    s = _gang("B1")
    assert top(s)[:3] == ("D", 0, "gangster") and top(s)[3] == 1
    s = play(s, ("ammo", 0))
    assert s.players[0].stamina == 6


def test_gang_2_no_fight_where_the_police_is() -> None:
    s = _gang("B3")
    assert top(s)[2] == "patrol" and s.players[0].stamina == 7


def _search(pos: str, police: str = "B3", **kw) -> object:
    s = city(police=police)
    s = player(s, 0, pos=pos, **kw)
    return play(turn_of(s, 0), ("search",))


def test_srch_1_ammo_cancels_one_blast() -> None:
    s = play(_search("B1"), die("Br"), die("Br"), ("reroll", 0), ("ammo", 1))
    assert s.players[0].stamina == 6 and s.players[0].ammo == 1


@pytest.mark.parametrize(("flag", "loss"), [("own", 1), ("any", 0)])
def test_srch_inf_any_informants_cancel_by_default_own_as_house_rule(flag: str, loss: int) -> None:
    s = city(police="B3")
    s = replace(s, flags=tuple(sorted({**K.FLAGS, "search_blast_informants": flag}.items())))
    s = player(s, 0, pos="M4", ammo=0)
    s = informant(s, "M4", 0, 1)
    s = play(turn_of(s, 0), ("search",), die("Bk"), die("Bk"), ("reroll", 0))
    assert s.players[0].stamina == 7 - loss


@pytest.mark.parametrize(("before", "after"), [(5, 5), (1, 1)])
def test_srch_g_heal_before_the_blast(before: int, after: int) -> None:
    s = play(_search("T2", stamina=before, ammo=0), die("Bg"), die("HEAL:g"), ("reroll", 0))
    assert s.players[0].stamina == after and s.players[0].pos == "T2"


@pytest.mark.parametrize(("fuel", "after", "bonus"), [(2, 6, 0), (6, 8, 1)])
def test_srch_2_amplify_doubles_fuel(fuel: int, after: int, bonus: int) -> None:
    s = play(_search("B2", fuel=fuel), ("colour", "G"), die("Xg"), die("FUEL2:g"), ("reroll", 0))
    assert ("amp", 1) in legal(s)
    s = play(s, ("amp", 1))
    assert s.players[0].fuel == after and s.players[0].influence == bonus


def _assassin_attack(pos: str, faces: list[str], informants: int = 0) -> object:
    s = city(police="B3")
    s = player(s, 0, pos=pos, ammo=0)
    s = assassin(s, pos)
    if informants:
        s = informant(s, pos, 0)
    return play(turn_of(s, 0), ("attack_assassin",), *[die(f) for f in faces])


def test_asn_1_failed_attack_at_the_hospital_costs_nothing() -> None:
    s = _assassin_attack("M1", ["Br", "AMMO2:r", "UP_WEAPON:r"])
    assert s.players[0].stamina == 7 and s.assassins == ("M1",)


def test_asn_2_failed_attack_in_a_district_informant_reduces() -> None:
    s = _assassin_attack("M4", ["AMMO2:r", "AMMO2:r", "UP_WEAPON:r"], informants=1)
    assert s.players[0].stamina == 6


def test_assassin_defeated_with_two_hits() -> None:
    s = _assassin_attack("M4", ["Br", "Xr", "AMMO2:r"])
    assert s.assassins == () and s.players[0].influence == 1 and s.bag.count("A") == 4


def _steal(stealer_dice: list[str], target_dice: list[str], fuel: int, defence: int) -> object:
    s = city(police="B3")
    s = player(s, 0, pos="M4", fuel=3)
    s = player(s, 1, pos="M4", fuel=3)
    s = criminal(s, 1, "C01", None, face_up=True, defeated=True, holder=1)
    s = criminal(s, 2, "C02", None, face_up=True, defeated=True, holder=1)
    s = play(turn_of(s, 0), ("steal", 1), ("fuel", fuel))
    assert top(s)[:3] == ("D", 1, "defend_fuel")  # the target decides after seeing the count
    s = play(s, ("fuel", defence), *[die(d) for d in stealer_dice], *[die(d) for d in target_dice])
    return s


def test_steal_1_cars_cancel() -> None:
    s = _steal(["CAR:g", "CAR:g"], ["CAR:g"], 2, 1)
    assert top(s)[:3] == ("D", 0, "take")
    s = play(s, ("take", 2))
    assert s.players[0].custody == (2,) and s.players[1].custody == (1,)
    assert E.crim(s, 2).holder == 0


def test_steal_b_blasts_mean_nothing() -> None:
    s = _steal(["CAR:g", "Bg"], ["Bg"], 2, 1)
    s = play(s, ("take", 1))
    assert s.players[0].custody == (1,)


def test_no_steal_at_a_safe_location() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="HQ")
    s = player(s, 1, pos="HQ")
    s = criminal(s, 1, "C01", None, face_up=True, defeated=True, holder=1)
    assert not [a for a in legal(turn_of(s, 0)) if a[0] == "steal"]


def test_buy_1_one_buy_action() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="T1", credits=4)
    goods = K.TILES["ARMORY"].goods
    ammo = next(i for i, g in enumerate(goods) if g.target == "ammo")
    weapon = next(i for i, g in enumerate(goods) if g.target == "weapon")
    s = play(turn_of(s, 0), ("buy", weapon), ("buy", weapon), ("buy", ammo), ("done",))
    p = s.players[0]
    assert p.credits == 1 and p.weapon == 2 and p.ammo == 4 and s.turn.justice == 1
    assert E.icon_count(p, "pistol") == 1


def test_pat_1_the_start_is_not_a_step() -> None:
    """A-18 revised: B4 -> B5 -> B4 is legal (more in test_revised_readings)."""
    s = city(police="B3")
    s = player(s, 0, pos="B4", ammo=0, vehicle=2)
    s = play(turn_of(s, 0), ("move", "B5"))
    assert ("move", "B4") in legal(s)


def _two_turns(s, first: int, second: int):
    return E.advance(replace(s, phase="action", turn=Turn(seat=first),
                             stack=(("turn_end", second), ("main", second), ("turn_start", second),
                                    ("turn_end", first), ("main", first))))


def test_skull_1_in_own_turn() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="B4", stamina=1, ammo=0, influence=0)
    s = criminal(s, 1, "C01", None, face_up=True, defeated=True, holder=0)
    s = criminal(s, 2, "C02", None, face_up=True, defeated=True, holder=0)
    s = play(_two_turns(s, 0, 1), ("move", "B5"))
    p = s.players[0]
    assert p.influence == 0 and p.custody == () and p.pos == "M1" and p.stamina == K.HEART
    assert "C1" in s.bag and "C2" in s.bag
    assert top(s)[:3] == ("D", 1, "main")  # the turn ended at once


def test_skull_2_sent_to_hospital_in_anothers_turn_still_plays() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M4")
    s = player(s, 1, pos="M5", stamina=2)
    s = bomb(s, "M4", 1)
    s = _two_turns(s, 0, 1)
    s = play(s, ("defuse", 1), die("Br"), die("Br"), die("AMMO2:r"), die("Xg"), die("CAR:g"), die("FUEL2:g"),
             die("EVIDENCE2:k"), die("CREDIT:k"), die("UP_AGENT:k"),
             ("place", "BLAST", "R", 0), ("place", "AMPLIFY", "G", 0), ("place", "BLAST", "R", 1))
    assert s.players[1].pos == "M1" and s.players[1].stamina == K.HEART
    assert s.players[0].stamina == 3
    s = play(s, ("end",))
    assert top(s)[:3] == ("D", 1, "main") and s.players[1].stamina == K.HEART


def test_bomb_adj_custody_returned() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M5")
    s = criminal(s, 1, "C01", None, face_up=True, defeated=True, holder=0)
    s = bomb(s, "M4", 2)
    s = E.explode(s, 1)
    assert s.players[0].stamina == 5 and s.players[0].custody == () and "C1" in s.bag


def test_chain_1() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M4", influence=2)
    s = player(s, 1, pos="M5")
    s = criminal(s, 1, "C01", None, face_up=True, defeated=True, holder=0)
    s = informant(s, "M4", 2)
    s = bomb(bomb(s, "M4", 1), "M4", 5)
    s = E.tick(s, 1)
    a, b = s.players[0], s.players[1]
    assert (a.stamina, a.pos, a.influence, a.custody) == (K.HEART, "M1", 1, ())
    assert (b.stamina, b.pos) == (3, "M5")
    assert not s.bombs and s.bag.count("B") == 4 and s.slots[E.pidx("M4")] == (-1, -1)


def test_wrap_1_new_criminal_on_the_top_district_tours_the_city() -> None:
    s = city(police="B3", round_=2)
    s = criminal(s, 1, "C01", "T2", placed_round=2)
    s = E.criminal_step(s, 1)
    assert E.crim(s, 1).pos == "T1"


def test_exit_1_criminal_leaves_the_city() -> None:
    s = city(police="B3", round_=2)
    s = criminal(s, 1, "C01", "T2", placed_round=1, face_up=True)
    s = E.criminal_step(s, 1)
    assert E.crim(s, 1) is None and "C1" in s.bag and s.out_pile == ("C01",)


def test_x_return_deck_card_goes_back_into_the_deck() -> None:
    s = city(police="B3", round_=2)
    s = criminal(s, 1, "C40", "T2", placed_round=1, face_up=True)
    s = E.criminal_step(s, 1)
    assert "C40" in s.deck and s.out_pile == ()


def test_city_iter_explosion_removes_a_later_criminal() -> None:
    s = city(police="B3")
    s = criminal(s, 2, "C02", "B4")
    s = criminal(s, 5, "C05", "B5")
    s = bomb(s, "B5", 1)
    s = E.advance(E.push(replace(s, stack=()), *[("city_move", n) for n in range(1, 7)]))
    assert E.crim(s, 2) is None and E.crim(s, 5) is None
    assert "C2" in s.bag and "C5" in s.bag


def test_pol_place_police_district_keeps_its_discs() -> None:
    s = city(police="B3", round_=1)
    s = player(s, 0, pos="B3")
    s = bomb(s, "B3", 3)
    s = assassin(s, "B3")
    assert not [a for a in legal(turn_of(s, 0)) if a[0] in ("defuse", "attack_assassin")]
    s = E.advance(E.push(replace(s, stack=(), phase="city"), ("assassins_act",)))
    assert s.assassins == ("B4",) and s.players[0].stamina == 7
    s = E.advance(E.push(replace(s, stack=()), ("police_move",), ("bombs_tick",)))
    assert s.police == "T2"  # district 6
    assert [(b.pos, b.timer) for b in s.bombs] == [("B3", 2)]


def test_clock_1_hunted_lasts_after_defeat_and_arrest() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M5", ammo=0)
    s = criminal(s, 4, "C10", "M5", face_up=True)
    s = play(turn_of(s, 0), ("attack", 4), die("Br"), die("AMMO2:r"), die("UP_WEAPON:r"))
    assert s.players[0].clocks == (("C_HUNTED", 4),)
    c = E.crim(s, 4)
    s = E.set_crim(s, replace(c, defeated=True, pos=None, holder=1))
    s = E.set_player(s, 1, custody=(4,))
    s = bomb(s, "M4", 1)
    s = E.tick(s, s.bombs[0].id)
    assert s.players[0].stamina == 7 - 3


def test_clock_ends_when_the_criminal_is_turned_in() -> None:
    s = city(police="B3")
    s = player(s, 0, clocks=(("C_HUNTED", 4),))
    s = player(s, 1, pos="HQ")
    s = criminal(s, 4, "C10", None, face_up=True, defeated=True, holder=1)
    s = play(turn_of(s, 1), ("turnin",))
    assert s.players[0].clocks == () and s.players[1].turned_in == ("C10",)
    assert s.players[1].credits == K.START_CREDITS + 2


@pytest.mark.parametrize(
    ("cards", "bonus"),
    [(["C01", "C02", "C09", "C41", "C42"], 11), (["C17", "C18", "C19", "C20", "C21"], 15)],
    ids=["SCORE-1", "SCORE-2"],
)
def test_syndicate_bonus(cards: list[str], bonus: int) -> None:
    assert scoring.syndicate_bonus(cards) == bonus


def test_bonus_table() -> None:
    assert [scoring.group_bonus(n) for n in range(1, 8)] == [1, 3, 6, 10, 15, 20, 25]


def test_final_score_and_stamina_tie_break() -> None:
    s = city(n=3, police="B3")
    s = player(s, 0, influence=5, stamina=3)
    s = player(s, 1, influence=4, stamina=7)
    s = player(s, 2, influence=5, stamina=6)
    s = informant(s, "T1", 1)
    rows = GAME.breakdown(s)
    assert [r["total"] for r in rows] == [5, 5, 5]
    assert GAME.winners(s) == [1]
    s = player(s, 2, stamina=7)
    assert GAME.winners(s) == [1, 2]


# ----- Android mode ---------------------------------------------------------------------------------
def _android(n: int = 4) -> object:
    s = city(n=n, mode="android", police="B3")
    return replace(s, players=tuple(replace(p, tokens=("H", "H", "A")) for p in s.players))


def test_and_1_screening_exposes() -> None:
    s = _android()
    s = player(s, 0, pos="T1", evidence=6, influence=0)
    s = player(s, 1, pos="T1", tokens=("A", "H"), revealed=("A",), influence=0)
    s = informant(s, "T3", 1)
    s = criminal(s, 1, "C01", None, face_up=True, defeated=True, holder=1)
    s = play(turn_of(s, 0), ("screen", 1))
    assert top(s)[:3] == ("D", 1, "reveal")
    s = play(s, ("reveal", "A"))
    p0, p1 = s.players[0], s.players[1]
    assert p1.exposed and p0.influence == 1 and p1.influence == 0
    assert p1.custody == () and s.slots[E.pidx("T3")] == (-1, -1)


def test_and_2_one_reveal_per_round() -> None:
    s = replace(_android(), police="B1")
    for seat in (0, 2, 3):
        s = player(s, seat, pos="T1")
    s = player(s, 1, pos="B4", revealed=("H",), tokens=("H", "A"), revealed_round=True)
    s = E.advance(E.push(replace(s, stack=(), phase="city"), ("police_move",)))
    assert s.police == "B3"  # next to B4
    assert not any(t[:1] == ("D",) for t in s.stack)
    s = player(s, 1, revealed_round=False)
    s = E.advance(E.push(replace(s, stack=(), police="B1"), ("police_move",)))
    assert s.stack[-1][:3] == ("D", 1, "reveal")


def _loc_attack(hits_faces: list[str], with_bomb: bool, ammo: int = 0) -> object:
    s = _android()
    s = player(s, 0, pos="M4", exposed=True, tokens=("H",), revealed=("A", "A"), ammo=ammo)
    s = informant(s, "M4", 1, 2)
    if with_bomb:
        s = bomb(s, "M4", 4)
    s = play(turn_of(s, 0), ("attack_location",))
    if ammo:
        s = play(s, ("ammo", ammo))
    return play(s, *[die(f) for f in hits_faces])


def test_and_3_informants_absorb_hits() -> None:
    s = _loc_attack(["Br", "Br", "Br"], False)
    assert s.slots[E.pidx("M4")] == (-1, -1) and "M4" not in s.destroyed and s.players[0].influence == 0


def test_and_4_location_destroyed() -> None:
    s = _loc_attack(["Br", "Br", "Xr", "Xk"], True, ammo=1)  # 4 hits
    assert s.slots[E.pidx("M4")] == (-1, -1) and "M4" in s.destroyed
    assert not s.bombs and s.players[0].influence == 1


def test_and_5_limit_reached_mid_event() -> None:
    s = _android()
    s = player(s, 3, exposed=True, tokens=(), revealed=("A", "A"))
    for seat in (1, 2):
        s = player(s, seat, pos="M5", stamina=2, tokens=("A",), revealed=("A", "H"))
    s = player(s, 0, pos="T1")
    s = bomb(s, "M4", 1)
    s = replace(s, phase="action", turn=Turn(seat=0), stack=(("turn_end", 0), ("main", 0)))
    s = E.advance(E.tick(s, 1))
    assert top(s)[:3] == ("D", 1, "reveal")
    s = play(s, ("reveal", "A"))
    assert s.players[1].exposed and s.limit_reached
    assert not s.players[2].exposed and s.players[2].tokens == ()
    assert top(s)[:3] == ("D", 0, "main")


def test_and_6_exposed_android_cannot_be_screened() -> None:
    s = _android()
    s = player(s, 0, pos="T1", evidence=8)
    s = player(s, 1, pos="T1", exposed=True, tokens=("H",), revealed=("A", "A"))
    assert ("screen", 1) not in legal(turn_of(s, 0))


def test_and_7_exposed_mid_turn_keeps_used_pairs() -> None:
    s = _android()
    s = player(s, 0, pos="M5", ammo=0, tokens=("A", "H"), revealed=("A",))
    s = criminal(s, 1, "C06", "M5", face_up=True)  # T_REVEAL_ID
    s = play(turn_of(s, 0), ("attack", 1), die("AMMO2:r"), die("AMMO2:r"), die("AMMO2:r"), ("reveal", "A"))
    assert s.players[0].exposed
    acts = legal(s)
    assert ("search",) in acts and any(a[0] == "buy" for a in acts)
    s = play(s, ("search",), ("colour", "R"), die("AMMO2:r"), die("AMMO2:r"), ("reroll", 0))
    assert not [a for a in legal(s) if a[0] in ("search", "buy", "attack_location")]


def test_and_8_no_investigation_from_a_destroyed_location() -> None:
    s = _android()
    s = replace(s, destroyed=("M4",))
    s = player(s, 0, pos="M4", evidence=6)
    s = informant(s, "M2", 0)
    s = criminal(s, 1, "C01", "M2")
    assert not [a for a in legal(turn_of(s, 0)) if a[0] == "investigate"]


@pytest.mark.parametrize("n", [3, 4])
def test_and_deal_always_a_candidate(n: int) -> None:
    a, h = K.identity_pool(n)
    assert a + h == n * K.TOKENS_PER_PLAYER
    assert a > n  # by pigeonhole some player holds two android tokens in every deal
    assert (a, h) == ((5, 4) if n == 3 else (6, 6))


def test_identity_tokens_are_private() -> None:
    s = _android()
    view = GAME.player_view(s, 0)
    assert view.players[0].tokens == ("H", "H", "A")
    assert all(t is not None and not isinstance(t, str) for t in view.players[1].tokens)


def test_director_orders_assassins_and_bombs_that_stand_apart() -> None:
    s = city(police="B3", director=2)
    s = assassin(assassin(s, "T1"), "B5")
    s = E.advance(E.push(replace(s, stack=(), phase="city"), ("assassins_act",), ("bombs_tick",)))
    assert top(s)[:3] == ("D", 2, "assassin_order")
    assert sorted(legal(s)) == [("assassin", "B5"), ("assassin", "T1")]
    s = play(s, ("assassin", "B5"))
    assert s.stack == ()  # the last one activates by itself; no bombs to order
    s = bomb(bomb(bomb(s, "M4", 3), "M4", 2), "T2", 4)
    s = E.advance(E.push(replace(s, stack=()), ("bombs_tick",)))
    assert top(s)[:3] == ("D", 2, "bomb_order") and sorted(legal(s)) == [("bomb", "M4"), ("bomb", "T2")]
    s = play(s, ("bomb", "T2"))
    assert [b.timer for b in s.bombs] == [2, 1, 3]


def test_undo_barriers_at_a_peek_and_a_reveal() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M5", evidence=4)
    s = criminal(s, 1, "C01", "M5")
    s = turn_of(s, 0)
    after = play(s, ("investigate", 1))
    assert GAME.reveals_information(s, ("investigate", 1), after)
    moved = play(s, ("move", "M4"))
    assert not GAME.reveals_information(s, ("move", "M4"), moved) or GAME.current_player(moved) < 0


@pytest.mark.parametrize(("first_only", "bonus"), [(False, 2), (True, 1)])
def test_end_of_track_bonus_every_arrival_or_first_only(first_only: bool, bonus: int) -> None:
    s = city(police="B3")
    s = replace(s, flags=tuple(sorted({**K.FLAGS, "end_bonus_first_time_only": first_only}.items())))
    s = E.gain(s, 0, "ammo", 10)  # capped at 8: +1 influence
    s = E.lose(s, 0, "ammo", 1)
    s = E.gain(s, 0, "ammo", 1)  # arrives again from below
    s = E.gain(s, 0, "ammo", 1)  # already there: nothing
    assert s.players[0].ammo == 8 and s.players[0].influence == bonus


def _attack_setup(card: str, investigated: bool = False, ammo: int = 0):
    s = city(police="B3")
    s = player(s, 0, pos="M5", ammo=ammo, evidence=2)
    s = criminal(s, 1, card, "M5")
    s = turn_of(s, 0)
    if investigated:
        s = play(s, ("investigate", 1))
    s = play(s, ("attack", 1))
    return play(s, ("proceed",)) if top(s)[2] == "pre_attack" else s


def test_red_reveal_kill_informant_player_chooses() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M5", ammo=0, evidence=0)
    s = informant(informant(s, "T1", 0), "T3", 1, 0)
    s = criminal(s, 1, "C23", "M5")  # R_KILL_INFORMANT
    s = play(turn_of(s, 0), ("attack", 1))
    assert top(s)[:3] == ("D", 0, "kill_inf") and sorted(legal(s)) == [("informant", "T1"), ("informant", "T3")]
    s = play(s, ("informant", "T3"))
    assert s.slots[E.pidx("T3")] == (1, -1) and s.slots[E.pidx("T1")] == (0, -1)


def test_white_intel_adds_a_black_die_only_with_a_marker() -> None:
    s = _attack_setup("C12", investigated=True)  # W_INTEL
    assert sorted(t[2] for t in s.stack if t[:2] == ("R", "die")) == ["K", "R", "R", "R"]
    s = _attack_setup("C12")
    assert sorted(t[2] for t in s.stack if t[:2] == ("R", "die")) == ["R", "R", "R"]


def test_red_tough_needs_one_more_hit() -> None:
    s = _attack_setup("C07")  # 3 hits, R_TOUGH, retaliation T_KILL_INFORMANT_HERE
    s = play(s, die("Br"), die("Br"), die("Br"))
    assert not E.crim(s, 1).defeated


def test_red_slip_ends_the_attack_without_a_roll() -> None:
    s = _attack_setup("C02")  # R_SLIP
    assert E.crim(s, 1).pos == "M4" and top(s)[2] == "main" and s.turn.justice == 1


def test_drop_custody_retaliation_is_the_attackers_choice() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M5", ammo=0)
    s = criminal(s, 2, "C01", None, face_up=True, defeated=True, holder=0)
    s = criminal(s, 3, "C02", None, face_up=True, defeated=True, holder=0)
    s = criminal(s, 1, "C15", "M5", face_up=True)  # T_DROP_CUSTODY
    s = play(turn_of(s, 0), ("attack", 1), die("AMMO2:r"), die("AMMO2:r"), die("AMMO2:r"))
    assert top(s)[:3] == ("D", 0, "drop")
    s = play(s, ("drop", 3))
    assert s.players[0].custody == (2,) and "C3" in s.bag


@pytest.mark.parametrize(("flag", "removed"), [(False, False), (True, True)])
def test_police_removes_criminals_only_with_the_flag(flag: bool, removed: bool) -> None:
    s = city(police="B1")
    s = replace(s, flags=tuple(sorted({**K.FLAGS, "police_removes_criminals": flag}.items())))
    s = criminal(s, 1, "C01", "B3")
    s = assassin(bomb(s, "B3", 4), "B3")
    s = E.advance(E.push(replace(s, stack=(), phase="city"), ("police_move",)))
    assert s.police == "B3" and not s.bombs and not s.assassins
    assert (E.crim(s, 1) is None) == removed


def test_attacker_orders_a_retaliation_tick_of_bombs_apart() -> None:
    s = city(police="B3", director=1)
    s = player(s, 0, pos="M5", ammo=0)
    s = bomb(bomb(s, "M4", 3), "T2", 1)
    s = criminal(s, 1, "C12", "M5", face_up=True)  # T_TICK_ALL
    s = play(turn_of(s, 0), ("attack", 1), die("AMMO2:r"), die("AMMO2:r"), die("UP_WEAPON:r"))
    assert top(s)[:3] == ("D", 0, "bomb_order")  # the attacker, not the director
    s = play(s, ("bomb", "M4"))
    assert [(b.pos, b.timer) for b in s.bombs] == [("M4", 2)]  # the other one exploded


@pytest.mark.parametrize(("n", "expected"), [(4, {1: 0.117, 2: 0.766, 3: 0.117}), (3, {1: 0.214, 2: 0.786})])
def test_and_deal_candidate_distribution(n: int, expected: dict[int, float]) -> None:
    """Spec 2.11's exact enumeration: how many players are dealt at least two android tokens."""
    from itertools import product
    from math import comb

    a, h = K.identity_pool(n)
    per = K.TOKENS_PER_PLAYER
    dist: dict[int, float] = {}
    for split in product(range(per + 1), repeat=n):
        if sum(split) != a:
            continue
        ways = 1
        for k in split:
            ways *= comb(per, k)
        cand = sum(k >= 2 for k in split)
        dist[cand] = dist.get(cand, 0.0) + ways / comb(a + h, a)
    assert dist.get(0, 0.0) == 0.0
    for k, p in expected.items():
        assert dist[k] == pytest.approx(p, abs=0.001)


def test_android_attacks_an_agent_cars_cancel_and_skull_pays() -> None:
    s = _android()
    s = player(s, 0, pos="M4", exposed=True, tokens=(), revealed=("A", "A"), ammo=0, influence=2)
    s = player(s, 1, pos="M4", stamina=2, fuel=2, influence=1, tokens=("H", "A"), revealed=("H",))
    s = play(turn_of(s, 0), ("attack_agent", 1))
    assert top(s)[:3] == ("D", 1, "defend_fuel") and legal(s) == [("fuel", 0), ("fuel", 1), ("fuel", 2)]
    s = play(s, ("fuel", 1), die("Br"), die("Br"), die("Br"), die("CAR:g"))
    p0, p1 = s.players[0], s.players[1]
    assert p1.pos == "M1" and p1.stamina == K.HEART and p1.influence == 0 and p0.influence == 3
    assert top(s)[:3] == ("D", 1, "reveal")  # then the agent's forced reveal


def test_agent_cannot_attack_an_android_on_the_android_shield() -> None:
    s = _android()
    s = player(s, 0, pos="M5")
    s = player(s, 1, pos="M5", exposed=True, tokens=(), revealed=("A", "A"))
    assert not [a for a in legal(turn_of(s, 0)) if a[0] == "attack_android"]
    s = player(s, 0, pos="M4")
    s = player(s, 1, pos="M4")
    assert ("attack_android", 1) in legal(turn_of(s, 0))


def test_assassins_ignore_androids() -> None:
    s = _android()
    s = player(s, 1, pos="M4", exposed=True, tokens=(), revealed=("A", "A"))
    s = assassin(s, "M4")
    s = E.advance(E.push(replace(s, stack=(), phase="city"), ("assassins_act",)))
    assert s.players[1].stamina == 7
