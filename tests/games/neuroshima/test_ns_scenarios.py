"""Spec section 9: every worked example T01..T21 as a test built from an exact state."""

from __future__ import annotations

import pytest

from game.engine.core import IllegalAction
from game.games.neuroshima.ops import board_full, settle
from game.games.neuroshima.state import hq_hp

from .nshelp import G, at, battle, build, dv, hits, idx, play

HQS = [("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0)]


# ------------------------------------------------------------------ T01 shotgun
def test_t01a_shotgun_distance_1_and_return_hit():
    s = build(HQS + [("ny.shotgun", (0, 2), 0), ("nj.slicer", (0, 1), 3)])
    s = battle(s, 0)
    assert [e[3] for e in hits(s, (0, 2), (0, 1))] == [3]
    assert [e[3] for e in hits(s, (0, 1), (0, 2))] == [1]
    assert at(s, (0, 1)) is None and at(s, (0, 2)) is None


def test_t01b_shotgun_skips_own_unit_distance_2():
    s = build(HQS + [("ny.shotgun", (0, 2), 0), ("ny.cop", (0, 1), 2), ("nj.crusher", (0, 0), 0)])
    s = battle(s, 0)
    assert [e[3] for e in hits(s, (0, 2))] == [2]
    assert at(s, (0, 0)) is None
    assert at(s, (0, 1)) is not None and at(s, (0, 2)) is not None
    assert not hits(s, (0, 0))  # the Crusher (initiative 1) never acts


def test_t01c_shotgun_distance_3_armor_and_no_officer_bonus():
    s = build(HQS + [("ny.shotgun", (0, 2), 0), ("nj.wall_of_trees", (0, -1), 3), ("ny.officer_2", (1, 1), 4)])
    assert dv(s).ranged.get(idx(s, (0, 2))) == 1  # linked, but the shotgun ignores it
    s = battle(s, 0)
    assert [e[3] for e in hits(s, (0, 2))] == [0]
    assert at(s, (0, -1)).dmg == 0


def test_t01d_shotgun_distance_4_is_zero():
    s = build(HQS + [("ny.shotgun", (0, 2), 0), ("nj.slicer", (0, -2), 0)])
    s = battle(s, 0)
    assert [e[3] for e in hits(s, (0, 2))] == [0]
    assert at(s, (0, -2)).dmg == 0


# ------------------------------------------------------------------ T02 rocket
T02 = [("ny.rocket_launcher", (-2, 2), 0), ("ny.cop", (-2, 1), 2), ("nj.swarm", (-2, 0), 0),
       ("nj.hq", (0, 0), 0), ("ny.hq", (2, 0), 0)]


def test_t02_path_a_hits_hq_swarm_kills_cop():
    s = battle(build(T02), 0, {("rocket", (-2, 2)): [(-2, 1), (-1, 0), (0, 0)]})
    assert hq_hp(s, 1) == 17
    assert at(s, (-2, 0)) is not None and at(s, (-2, 1)) is None


def test_t02_path_b_kills_swarm_before_it_acts():
    s = battle(build(T02), 0, {("rocket", (-2, 2)): [(-2, 1), (-2, 0)]})
    assert at(s, (-2, 0)) is None and at(s, (-2, 1)) is not None
    assert hq_hp(s, 1) == 20
    assert not hits(s, (-2, 0))


def test_t02_path_c_hits_nothing():
    s = battle(build(T02), 0, {("rocket", (-2, 2)): [(-2, 1)]})
    assert hq_hp(s, 1) == 20 and at(s, (-2, 0)) is not None and at(s, (-2, 1)) is None


@pytest.mark.parametrize("path", [[(-2, 1), (-3, 1)], [(-2, 1), (-1, 1), (-1, 2), (0, 2)], [(-1, 2)]])
def test_t02_illegal_paths(path):
    with pytest.raises(ValueError):
        battle(build(T02), 0, {("rocket", (-2, 2)): path})


def test_t02_officer_does_not_boost_rocket():
    s = build(T02 + [("ny.officer_2", (-1, 2), 5)])
    assert dv(s).ranged.get(idx(s, (-2, 2))) == 1
    s = battle(s, 0, {("rocket", (-2, 2)): [(-2, 1), (-1, 0), (0, 0)]})
    assert hq_hp(s, 1) == 17


# ------------------------------------------------------------------ T03 homeland
T03 = [("nj.hq", (0, 0), 0), ("nj.slicer", (1, -1), 0), ("nj.slicer", (2, -2), 0), ("nj.symbiont_gamma", (2, -1), 0),
       ("nj.crusher", (-2, 2), 0), ("nj.symbiont_alpha", (-1, 0), 5), ("nj.crusher", (0, 2), 0),
       ("nj.medic", (1, 1), 4), ("ny.hq", (0, -2), 0)]
T03F = [("nj.roots", (-1, 1))]


def _slot_values(s, h):
    d = dv(s)
    return sorted(v for _sid, v in d.slots(s.board, idx(s, h)))


def test_t03_homeland_members_and_bonuses():
    s = build(T03, T03F)
    d = dv(s)
    members = {s.lay.hexes[i] for i in d.homeland[1]}
    assert members == {(0, 0), (1, -1), (2, -2), (2, -1), (-1, 1), (-2, 2), (-1, 0)}
    assert d.melee[idx(s, (0, 0))] == 1 and _slot_values(s, (0, 0)) == [1]
    assert d.melee[idx(s, (1, -1))] == 1 and _slot_values(s, (1, -1)) == [3]
    assert d.melee[idx(s, (2, -2))] == 1 and _slot_values(s, (2, -2)) == [3]
    assert d.melee[idx(s, (-2, 2))] == 1 and _slot_values(s, (-2, 2)) == [2]
    assert idx(s, (0, 2)) not in d.melee and _slot_values(s, (0, 2)) == [1]
    assert d.medics[idx(s, (1, 1))] == {idx(s, (0, 2))}


def test_t03_v1_sniper_on_roots_cuts_the_crusher_off():
    s = build(T03, T03F, hands=[("ny.sniper",), ()])
    s = play(s, ("play", "ny.sniper"), ("target", -1, 1), ("confirm",))
    assert s.found[idx(s, (-1, 1))] is None
    d = dv(s)
    assert idx(s, (-2, 2)) not in d.homeland[1]
    assert idx(s, (-2, 2)) not in d.melee and _slot_values(s, (-2, 2)) == [1]


def test_t03_v2_netted_member_still_carries_the_module():
    s = build(T03 + [("ny.net_fighter", (1, -2), 2)], T03F)
    d = dv(s)
    assert idx(s, (2, -2)) in d.netted and idx(s, (2, -2)) in d.homeland[1]
    assert d.melee[idx(s, (0, 0))] == 1 and d.melee[idx(s, (1, -1))] == 1 and d.melee[idx(s, (-2, 2))] == 1


def test_t03_v3_netted_hq_switches_homeland_off():
    s = build(T03 + [("ny.net_fighter", (0, -1), 3)], T03F)
    d = dv(s)
    assert idx(s, (0, 0)) in d.netted and 1 not in d.homeland
    assert d.melee[idx(s, (2, -2))] == 1 and _slot_values(s, (2, -2)) == [3]
    assert idx(s, (1, -1)) not in d.melee and _slot_values(s, (1, -1)) == [2]
    assert idx(s, (-2, 2)) not in d.melee and _slot_values(s, (-2, 2)) == [1]


# ------------------------------------------------------------------ T04 mine on a full board
def _full_board_pieces(skip):
    """NY HQ at (-2,0), NJ HQ at (2,-2), NJ Walls of Trees everywhere else except ``skip``."""
    pieces = [("ny.hq", (-2, 0), 0), ("nj.hq", (2, -2), 0)]
    from game.games.neuroshima.board import BASE_19
    for h in BASE_19:
        if h not in ((-2, 0), (2, -2)) and h not in skip:
            pieces.append(("nj.wall_of_trees", h, 0))
    return pieces


def test_t04_mine_hex_is_empty_for_full_board():
    s = build(_full_board_pieces([(2, 0)]), [("ny.mine", (2, 0))], turn=1, hands=[(), ("nj.crusher",)])
    assert not board_full(s, 1)
    s = play(s, ("play", "nj.crusher"), ("hex", 2, 0), ("rot", 0), ("confirm",))
    assert at(s, (2, 0)) is None and s.found[idx(s, (2, 0))] is None
    assert s.battles == 0 and s.phase == "main"
    s = G.apply(s, ("end",))
    # NY's turn: draw, discard, then place a Cop on the last hex -> battle(s); NY continues
    from dataclasses import replace
    s = replace(s, phase="main", pending=(), turn=0, hands=(("ny.cop", "ny.hammer"), ()))
    s = play(s, ("play", "ny.cop"), ("hex", 2, 0), ("rot", 0), ("confirm",))
    assert s.battles == 3  # the three Walls next to the NY HQ fall in the third battle
    assert s.phase == "main" and s.turn == 0 and s.hands[0] == ("ny.hammer",)
    assert not board_full(s, 0)


def test_t04_variant_hq_pushed_onto_mine():
    pieces = [p for p in _full_board_pieces([(2, 0), (1, 0), (0, 0)])]
    pieces += [("nj.hq", (1, 0), 0), ("ny.pusher", (0, 0), 2)]
    pieces = [p for p in pieces if not (p[0] == "nj.hq" and p[1] == (2, -2))] + [("nj.wall_of_trees", (2, -2), 0)]
    s = build(pieces, [("ny.mine", (2, 0))])
    s = play(s, ("ability", "push", 0, 0), ("target", 1, 0))
    assert G.current_player(s) == 0 and s.pending[-1] == (2, 0)  # the only retreat hex: no question (1.10)
    s = play(s, ("confirm",))
    assert at(s, (2, 0)).name == "nj.hq" and at(s, (2, 0)).dmg == 0
    assert s.found[idx(s, (2, 0))] is None and at(s, (1, 0)) is None
    assert s.battles == 0


# ------------------------------------------------------------------ T05 poison
T05 = [("ny.hq", (0, 0), 0), ("ny.cop", (1, -1), 0), ("nj.nightshade", (0, -1), 3), ("nj.hq", (0, 2), 0)]


def test_t05_poison_two_battles():
    s = build(T05)
    assert dv(s).tough[idx(s, (1, -1))] == 2
    s = battle(s, 1)
    assert hq_hp(s, 0) == 19 and at(s, (0, 0)).venom == (1,)
    cop = at(s, (1, -1))
    assert cop.dmg == 1 and cop.venom == (1,)
    assert at(s, (0, -1)) is None
    s = battle(s, 1)
    assert hq_hp(s, 0) == 18
    assert at(s, (1, -1)) is None
    assert not hits(s, (1, -1))  # removed in the start step, never attacks
    assert sum(len(p.venom) for p in s.board if p is not None) == 1


def test_t05_marker_limit():
    s = build([("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0), ("ny.hammer", (0, 0), 0), ("nj.nightshade", (0, -1), 3),
               ("ny.steel_boxer", (-2, 0), 0), ("ny.cop", (-1, -1), 0)])
    from dataclasses import replace
    b = list(s.board)
    for h in ((-2, 0), (-1, -1)):
        b[idx(s, h)] = b[idx(s, h)]._replace(venom=(1,))
    s = battle(replace(s, board=tuple(b)), 1)
    assert any(e[2] == (0, 0) and e[3] == 1 for e in hits(s, (0, -1)))
    hammer = at(s, (0, 0))
    assert hammer is None or hammer.venom == ()


def test_t05_allied_medic_absorbs_poison():
    s = build(T05 + [("op.medic", (2, -1), 5, 0, 0)])
    s = battle(s, 1)
    # battle 1: the Medic absorbed the Nightshade's hit on the Cop (no wound, no marker)
    cop = at(s, (1, -1))
    assert cop.dmg == 0 and cop.venom == () and at(s, (2, -1)) is None


def test_t05_medic_absorbs_poison_tick():
    s = build(T05 + [("op.medic", (2, -1), 5, 0, 0)])
    from dataclasses import replace
    b = list(s.board)
    b[idx(s, (1, -1))] = b[idx(s, (1, -1))]._replace(dmg=1, venom=(1,))
    b[idx(s, (0, -1))] = None
    s = battle(replace(s, board=tuple(b)), 1)
    cop = at(s, (1, -1))
    assert cop is not None and cop.dmg == 1 and cop.venom == (1,)
    assert at(s, (2, -1)) is None


# ------------------------------------------------------------------ T06 NY HQ toughness loss
def test_t06_net_on_hq_kills_wounded_unit():
    s = build([("ny.hq", (0, 0), 0), ("ny.hammer", (1, 0), 0, 1), ("nj.hq", (2, -2), 0)], turn=1,
              hands=[(), ("nj.net_fighter",)])
    s = play(s, ("play", "nj.net_fighter"), ("hex", -1, 0), ("rot", 2), ("confirm",))
    assert at(s, (1, 0)) is None
    assert s.discards[0] == ("ny.hammer",)


@pytest.mark.parametrize("dest,alive", [((1, -1), True), ((2, -1), False)])
def test_t06_move_keeps_or_loses_bonus(dest, alive):
    s = build([("ny.hq", (0, 0), 0), ("ny.hammer", (1, 0), 0, 1), ("nj.hq", (-2, 2), 0)], hands=[("ny.move",), ()])
    s = play(s, ("play", "ny.move"), ("unit", 1, 0), ("hex",) + dest, ("rot", 0), ("confirm",))
    assert (at(s, dest) is not None) == alive


def test_t06_mine_detonates_before_toughness_loss():
    s = build([("ny.hq", (0, 0), 0), ("ny.hammer", (1, 0), 0, 1), ("nj.hq", (-2, 2), 0)], [("ny.mine", (2, -1))],
              hands=[("ny.move",), ()])
    s = play(s, ("play", "ny.move"), ("unit", 1, 0), ("hex", 2, -1), ("rot", 0), ("confirm",))
    assert at(s, (2, -1)) is None and s.found[idx(s, (2, -1))] is None


# ------------------------------------------------------------------ T07 sharpshooter
T07 = [("ny.sharpshooter", (0, 2), 0), ("nj.slicer", (0, 1), 0), ("nj.hq", (0, -1), 0), ("ny.hq", (-2, 2), 0)]


def test_t07_sharpshooter_may_pick_the_hq():
    s = battle(build(T07), 0, {("target", (0, 2)): (0, -1)})
    assert hq_hp(s, 1) == 19 and at(s, (0, 1)).dmg == 0


def test_t07_sharpshooter_target_must_be_on_line():
    with pytest.raises(ValueError):
        battle(build(T07), 0, {("target", (0, 2)): (1, 0)})


def test_t07_plain_shooter_hits_first():
    pieces = [("ny.shooter", (0, 2), 0)] + T07[1:]
    s = battle(build(pieces), 0)
    assert at(s, (0, 1)) is None and hq_hp(s, 1) == 20


# ------------------------------------------------------------------ T08 spy
T08 = [("nj.symbiont_alpha", (1, -1), 3), ("ny.spy_cleaner", (1, 0), 0), ("nj.slicer", (2, 0), 5),
       ("ny.hq", (-2, 2), 0), ("nj.hq", (-2, 0), 0)]


def test_t08_spy_borrows_enemy_module():
    s = build(T08)
    assert dv(s).melee[idx(s, (1, 0))] == 1
    s = battle(s, 0)
    assert at(s, (1, -1)) is None and at(s, (2, 0)) is None and at(s, (1, 0)) is None
    assert [e[3] for e in hits(s, (1, 0), (1, -1))] == [2]


def test_t08_netted_spy_gets_nothing():
    s = build(T08 + [("nj.net_fighter", (0, 1), 1)])
    d = dv(s)
    assert idx(s, (1, 0)) in d.netted and idx(s, (1, 0)) not in d.melee


def test_t08_vines_still_hit_the_spy():
    s = build(T08 + [("nj.vines", (2, -1), 0)])
    assert _slot_values(s, (1, 0)) == [1]


# ------------------------------------------------------------------ T09 small bomb
def test_t09a_small_bomb():
    s = build([("ny.hq", (0, 0), 0), ("ny.cop", (1, -1), 0), ("nj.slicer", (1, 0), 0), ("nj.hq", (-2, 2), 0)],
              turn=1, hands=[(), ("nj.small_bomb",)])
    s = play(s, ("play", "nj.small_bomb"), ("area", 0, 0, 1, -1, 1, 0), ("confirm",))
    assert hq_hp(s, 0) == 20 and at(s, (1, -1)).dmg == 1 and at(s, (1, 0)) is None


@pytest.mark.parametrize("choice", ["unit", "foundation"])
def test_t09b_bomb_unit_or_foundation(choice):
    s = build([("ny.cop", (-2, 2), 0), ("ny.hq", (2, -2), 0), ("nj.hq", (2, 0), 0)],
              [("ny.mine", (-1, 1)), ("nj.roots", (-2, 2))], turn=1, hands=[(), ("nj.small_bomb",)])
    s = play(s, ("play", "nj.small_bomb"), ("area", -2, 1, -2, 2, -1, 1), ("hit", choice), ("confirm",))
    assert s.found[idx(s, (-1, 1))] is None
    if choice == "unit":
        assert at(s, (-2, 2)) is None and s.found[idx(s, (-2, 2))] is not None
    else:
        assert at(s, (-2, 2)) is not None and s.found[idx(s, (-2, 2))] is None


@pytest.mark.parametrize("area", [("area", 2, 0, 2, 1, 3, 0), ("area", 0, 0, 1, 0, 2, 0)])
def test_t09_illegal_areas(area):
    s = build([("ny.hq", (0, 0), 0), ("nj.hq", (-2, 2), 0)], turn=1, hands=[(), ("nj.small_bomb",)])
    s = play(s, ("play", "nj.small_bomb"))
    with pytest.raises(IllegalAction):
        G.apply(s, area)


# ------------------------------------------------------------------ T10 castling
def test_t10_castling_swaps_keeping_rotations():
    s = build([("nj.hq", (0, 0), 0), ("nj.wall_of_trees", (0, -1), 3), ("ny.hq", (2, 0), 0)], turn=1,
              hands=[(), ("nj.castling",)])
    s = play(s, ("play", "nj.castling"), ("unit", 0, 0), ("unit", 0, -1), ("confirm",))
    assert at(s, (0, -1)).name == "nj.hq" and at(s, (0, -1)).rot == 0
    assert at(s, (0, 0)).name == "nj.wall_of_trees" and at(s, (0, 0)).rot == 3


def test_t10_netted_units_cannot_castle():
    s = build([("nj.hq", (0, 0), 0), ("nj.wall_of_trees", (0, -1), 3), ("ny.net_fighter", (0, -2), 3),
               ("ny.hq", (2, 0), 0)], turn=1, hands=[(), ("nj.castling",)])
    assert ("play", "nj.castling") not in G.legal_actions(s)


@pytest.mark.parametrize("adjacent,legal", [("yes", False), ("no", True)])
def test_t10_castling_adjacency_option(adjacent, legal):
    s = build([("nj.hq", (0, 0), 0), ("nj.slicer", (2, 0), 0), ("ny.hq", (-2, 2), 0)], turn=1,
              hands=[(), ("nj.castling",)], castling_requires_adjacency=adjacent)
    acts = G.legal_actions(s)
    if not legal:
        assert ("play", "nj.castling") not in acts
    else:
        s = play(s, ("play", "nj.castling"), ("unit", 0, 0))
        assert ("unit", 2, 0) in G.legal_actions(s)


# ------------------------------------------------------------------ T11 push onto a mine
def test_t11_push_onto_mine():
    s = build([("ny.pusher", (-1, 0), 2), ("nj.slicer", (0, 0), 0), ("nj.slicer", (-1, -1), 0),
               ("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0)], [("ny.mine", (1, 0))], hands=[("ny.push_back",), ()])
    s = play(s, ("ability", "push", -1, 0), ("target", 0, 0))
    dests = [a for a in G.legal_actions(s) if a[0] == "hex"]
    assert dests == [("hex", 0, 1), ("hex", 1, -1), ("hex", 1, 0)]
    assert G.current_player(s) == 1  # revised 1.10: the Slicer's owner chooses (the spec's example had NY)
    s = play(s, ("hex", 1, 0))
    assert at(s, (1, 0)) is None and at(s, (0, 0)) is None and s.found[idx(s, (1, 0))] is None
    acts = G.legal_actions(s)
    assert not any(a[0] == "ability" and a[1] == "push" for a in acts)
    assert ("play", "ny.push_back") in acts


# ------------------------------------------------------------------ T12 dense forest
T12 = [("nj.slicer", (0, -2), 0), ("ny.shooter", (0, 2), 0), ("ny.cop", (0, -1), 0), ("nj.hq", (1, -2), 0),
       ("ny.hq", (-1, 2), 0)]


def test_t12_dense_forest_battle():
    s = battle(build(T12, scenario="campaign_1"), 0)
    assert [e[3] for e in hits(s, (0, 2))] == [0]
    assert at(s, (0, -2)) is None
    assert at(s, (0, -1)) is None  # the NJ HQ's phase-0 hit


def test_t12_instants_do_nothing_in_dense_forest():
    s = build(T12, scenario="campaign_1", hands=[("ny.sniper",), ()])
    s = play(s, ("play", "ny.sniper"), ("target", 0, -2), ("confirm",))
    assert at(s, (0, -2)).dmg == 0
    s2 = build(T12, scenario="campaign_1", turn=1, hands=[(), ("nj.small_bomb",)])
    s2 = play(s2, ("play", "nj.small_bomb"), ("area", -1, -1, 0, -2, 0, -1), ("confirm",))
    assert at(s2, (0, -1)).dmg == 0 and at(s2, (0, -2)).dmg == 0


def test_t12_big_units_cannot_enter_jungle():
    s = build(T12, scenario="campaign_1", hands=[("ny.pusher",), ()])
    s = play(s, ("play", "ny.pusher"))
    dests = {(a[1], a[2]) for a in G.legal_actions(s) if a[0] == "hex"}
    assert dests and not dests & {(0, -2), (-1, -1), (1, -2), (0, -1)}


# ------------------------------------------------------------------ T13 warehouse
def test_t13_warehouse_break_in():
    from dataclasses import replace
    s = build([("ny.hammer", (-1, 0), 4), ("nj.crusher", (-1, 1), 5), ("ny.hq", (2, 0), 0), ("nj.hq", (2, -2), 0)],
              scenario="campaign_3")
    s = replace(s, wh=((1, True), (0, True)))
    s = battle(s, 0)
    assert s.wh[0] == (3, False)
    assert sorted(s.pools[0]) == ["accelerator", "first_aid", "mobility"] and s.pools[1] == ()
    assert not any(e[0] == "hit" and e[1] == (-1, 1) for e in s.last_battle)
    # not placeable in the turn they were won
    assert not any(a[0] == "reward" for a in G.legal_actions(replace(s, phase="main", turn=0)))
    s = replace(s, fresh=((), ()), phase="main", turn=0, pending=())
    s = play(s, ("reward", "first_aid"))
    units = {(a[1], a[2]) for a in G.legal_actions(s) if a[0] == "unit"}
    assert units == {(-1, 0)}  # never the HQ
    s = play(s, ("unit", -1, 0), ("confirm",))
    assert at(s, (-1, 0)).rewards == ("first_aid",) and dv(s).tough[idx(s, (-1, 0))] == 2


# ------------------------------------------------------------------ T14 sergeant and scout
def _phases_hitting(s, src):
    phase, out = None, []
    for e in s.last_battle:
        if e[0] == "phase":
            phase = e[1]
        elif e[0] == "hit" and e[1] == src:
            out.append(phase)
    return out


def test_t14_sergeant_extra_action():
    pieces = [("ny.cop", (1, 0), 0), ("ny.sergeant", (1, 1), 0), ("nj.wall_of_trees", (1, -1), 0),
              ("ny.hq", (-2, 2), 0), ("nj.hq", (-2, 0), 0)]
    s = battle(build(pieces), 0)
    assert _phases_hitting(s, (1, 0)) == [3, 2] and at(s, (1, -1)).dmg == 2
    s = battle(build(pieces + [("ny.scout", (2, 0), 5)]), 0)
    assert _phases_hitting(s, (1, 0)) == [4, 3] and at(s, (1, -1)).dmg == 2


def test_t14_spy_shooter_with_sergeant():
    s = build([("ny.spy_shooter", (-1, 1), 0), ("ny.sergeant", (-1, 2), 0), ("ny.hq", (2, 0), 0), ("nj.hq", (2, -2), 0)])
    assert _slot_values(s, (-1, 1)) == [1, 2]  # the printed Spy Shooter has one action (2); +1 from the Sergeant


# ------------------------------------------------------------------ T15 vines and the floor
def test_t15_vines_and_scout():
    base = [("nj.vines", (2, -1), 0), ("ny.cop", (1, 0), 0), ("ny.hq", (-2, 2), 0), ("nj.hq", (-2, 0), 0)]
    assert _slot_values(build(base), (1, 0)) == [2]
    assert _slot_values(build(base + [("ny.scout", (0, 1), 1)]), (1, 0)) == [3]


def test_t15_two_minus_effects_merge_into_one_action():
    pieces = [("ny.steel_boxer", (0, 0), 0), ("nj.vines", (1, -1), 0), ("op.saboteur", (-1, 0), 0, 0, 1),
              ("nj.wall_of_trees", (0, -1), 0), ("ny.hq", (-2, 2), 0), ("nj.hq", (2, 0), 0)]
    s = build(pieces)
    assert _slot_values(s, (0, 0)) == [0, 0]
    s = battle(s, 0)
    assert _phases_hitting(s, (0, 0)) == [0, 0]  # one action in phase 0: F and FR once each
    assert at(s, (0, -1)).dmg == 1 and at(s, (1, -1)) is None


# ------------------------------------------------------------------ T16 full board vs Battle tile
def test_t16_full_board_continues_turn():
    s = build(_full_board_pieces([(2, 0)]), hands=[("ny.cop", "ny.hammer"), ()])
    s = play(s, ("play", "ny.cop"), ("hex", 2, 0), ("rot", 0), ("confirm",))
    assert s.battles >= 1 and s.turn == 0 and s.phase == "main" and "ny.hammer" in s.hands[0]


def test_t16_battle_tile_ends_turn():
    s = build([("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0)], hands=[("ny.battle", "ny.hammer"), ()])
    s = play(s, ("play", "ny.battle"), ("confirm",))
    assert s.battles == 1 and s.turn == 1 and s.hands[0] == ("ny.hammer",)


# ------------------------------------------------------------------ T17 ending and overtime
def test_t17_ending_sequence_and_overtime_draw():
    from dataclasses import replace
    s = build([("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0)], turn=1, hands=[("ny.battle",), ()])
    s = replace(s, piles=(("ny.cop", "ny.cop"), ("nj.slicer",)))
    from game.games.neuroshima.turn import start_turn
    s = start_turn(s, 1)
    assert G.current_player(s) == -1
    s = G.apply(s, ("draw", 1, "nj.slicer"))
    assert s.ending == 1 and s.final_left == (0,)
    s = play(s, ("discard", "nj.slicer"), ("end",))
    assert s.turn == 0
    s = G.apply(s, ("draw", 0, "ny.cop"))
    s = G.apply(s, ("draw", 0, "ny.cop"))
    if s.phase == "discard":
        s = G.apply(s, ("discard", "ny.cop"))
    assert ("play", "ny.battle") not in G.legal_actions(s)
    s = G.apply(s, ("end",))
    assert s.battles == 1 and s.overtime == 1 and s.phase == "main"
    while s.phase != "over":
        s = G.apply(s, ("end",))
    assert s.battles == 2 and list(s.winners) == [0, 1] and G.returns(s) == (0.5, 0.5)


def test_t17_final_battle_decides_by_hp():
    from dataclasses import replace
    s = build([("ny.hq", (-2, 2), 0, 3), ("nj.hq", (2, -2), 0)], turn=0)
    s = replace(s, ending=1, final_left=(0,), piles=((), ()))
    s = G.apply(s, ("end",))
    assert s.phase == "over" and s.winners == (1,)


# ------------------------------------------------------------------ T18 homeland Medic protects the HQ
def test_t18_homeland_medic_saves_hq():
    s = build([("nj.hq", (0, 0), 0), ("nj.slicer", (0, -1), 0), ("nj.medic", (1, -1), 5),
               ("ny.rocket_launcher", (2, 0), 5), ("ny.hq", (0, 2), 0)])
    assert idx(s, (0, 0)) in dv(s).medics[idx(s, (1, -1))]
    s = battle(s, 0, {("rocket", (2, 0)): [(1, 0), (0, 0)]})
    assert hq_hp(s, 1) == 20 and at(s, (1, -1)) is None
    assert any(e[0] == "medic" and e[2] == (0, 0) for e in s.last_battle)


# ------------------------------------------------------------------ T19 terrain kills
W = "wild_skirmish"


def test_t19_rocky_wound_kills():
    s = build([("nj.slicer", (0, -1), 3), ("ny.cop", (0, 0), 0), ("ny.hq", (-2, 2), 0), ("nj.hq", (2, 0), 0)], scenario=W)
    assert dv(s).tough[idx(s, (0, -1))] == 2
    s = battle(s, 0)
    assert at(s, (0, -1)) is None


def test_t19_rocky_push_kills():
    s = build([("nj.slicer", (0, -1), 0), ("ny.pusher", (0, 0), 0), ("ny.hq", (-2, 2), 0), ("nj.hq", (2, 0), 0)], scenario=W)
    s = play(s, ("ability", "push", 0, 0), ("target", 0, -1))
    assert {(a[1], a[2]) for a in G.legal_actions(s) if a[0] == "hex"} == {(0, -2), (-1, -1), (1, -2)}
    s = play(s, ("hex", 0, -2))
    assert at(s, (0, -1)) is None and at(s, (0, -2)) is None


def test_t19_deep_water_drowns_unless_medic():
    pieces = [("nj.monster", (1, 1), 3), ("ny.cop", (0, 1), 2), ("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0)]
    s = battle(build(pieces, scenario=W), 0)
    assert at(s, (1, 1)) is None
    s = battle(build(pieces + [("nj.medic", (2, 0), 4)], scenario=W), 0)
    assert at(s, (1, 1)) is not None and at(s, (1, 1)).dmg == 0 and at(s, (2, 0)) is None


def test_t19_castling_into_swamp_sinks_big_unit():
    s = build([("nj.slicer", (-1, 2), 0), ("nj.monster", (0, 2), 0), ("nj.hq", (2, -2), 0), ("ny.hq", (-2, 0), 0)],
              scenario=W, turn=1, hands=[(), ("nj.castling",)])
    s = play(s, ("play", "nj.castling"), ("unit", -1, 2), ("unit", 0, 2), ("confirm",))
    assert at(s, (-1, 2)) is None and at(s, (0, 2)).name == "nj.slicer"


def test_t19_pit():
    s = build([("nj.slicer", (1, 0), 0), ("ny.pusher", (0, 0), 2), ("ny.hq", (-2, 2), 0), ("nj.hq", (-2, 0), 0)], scenario=W)
    s = play(s, ("ability", "push", 0, 0), ("target", 1, 0), ("hex", 2, -1))
    assert at(s, (2, -1)) is None and at(s, (1, 0)) is None
    s = build([("nj.hq", (1, 0), 0), ("ny.pusher", (0, 0), 2), ("ny.hq", (-2, 2), 0)], scenario=W)
    s = play(s, ("ability", "push", 0, 0), ("target", 1, 0))
    assert ("hex", 2, -1) not in G.legal_actions(s)


# ------------------------------------------------------------------ T20 turret and control panel
def test_t20_turret_and_panel():
    from dataclasses import replace
    s = build([("nj.slicer", (2, -1), 0), ("ny.cop", (0, 0), 0), ("ny.hq", (-2, 2), 0), ("nj.hq", (0, 2), 0)],
              scenario="campaign_5")
    s = replace(s, turrets=(("turret.cannon", idx(s, (1, -1)), 2),))
    s2 = battle(s, 0)
    assert at(s2, (2, -1)) is None and not hits(s2, (0, 0))
    assert ("turret", 0) in G.legal_actions(s)
    s3 = play(s, ("turret", 0), ("rot", 4))
    assert s3.turrets[0][2] == 4 and ("turret", 0) not in G.legal_actions(s3)
    assert ("turret", 0) not in G.legal_actions(replace(s, turn=1))


# ------------------------------------------------------------------ T21 nets
def test_t21_mutual_nets():
    s = build([("ny.net_fighter", (1, 0), 0), ("nj.net_fighter", (1, -1), 3), ("ny.hq", (-2, 2), 0), ("nj.hq", (-2, 0), 0)])
    d = dv(s)
    assert {idx(s, (1, 0)), idx(s, (1, -1))} <= d.netted


def test_t21_toughness_source_exception():
    s = build([("ny.hq", (0, 0), 0), ("ny.net_fighter", (1, 0), 0, 1), ("nj.net_fighter", (1, -1), 4), ("nj.hq", (-2, 2), 0)])
    s = settle(s)
    assert at(s, (1, 0)) is None
    d = dv(s)
    assert idx(s, (0, 0)) in d.netted and idx(s, (1, -1)) not in d.netted


def test_net_chain_netted_netter_does_not_net():
    # A nets B, B would net C: B is netted so C is free
    s = build([("nj.net_fighter", (0, 0), 0), ("ny.net_fighter", (0, -1), 0), ("nj.slicer", (0, -2), 0),
               ("ny.hq", (-2, 2), 0), ("nj.hq", (2, 0), 0)])
    d = dv(s)
    assert idx(s, (0, -1)) in d.netted and idx(s, (0, -2)) not in d.netted


def test_hq_never_attacks_hq_but_units_do():
    s = battle(build([("ny.hq", (0, 0), 0), ("nj.hq", (0, -1), 0), ("ny.cop", (1, -1), 5)]), 0)
    assert hq_hp(s, 0) == 20 and hq_hp(s, 1) == 19  # only the Cop's hit


def test_scoper_takes_over_an_enemy_module():
    # NJ Symbiont Alpha at (0,0) points F at (0,-1); an Outpost Scoper (seat 0) next to it takes it over
    s = build([("nj.symbiont_alpha", (0, 0), 0), ("ny.cop", (0, -1), 0), ("op.scoper", (1, 0), 0, 0, 0),
               ("nj.hq", (-2, 2), 0), ("ny.hq", (2, -2), 0)])
    d = dv(s)
    assert d.taken == {idx(s, (0, 0)): 0}
    assert d.melee[idx(s, (0, -1))] == 1  # the NY Cop now gets the Alpha's +1 melee


def test_quartermaster_turns_melee_into_ranged():
    # Hegemony Ganger (M1@F) linked to a Quartermaster; its only enemy stands two hexes ahead
    pieces = [("he.ganger", (0, 1), 0, 0, 0), ("he.quartermaster", (0, 2), 0, 0, 0), ("nj.slicer", (0, -1), 3),
              ("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0)]
    s = build(pieces)
    assert idx(s, (0, 1)) in dv(s).quartermaster
    s = battle(s, 0)
    assert at(s, (0, -1)) is None
    s = battle(build(pieces), 0, {("quartermaster", (0, 1)): False})
    assert at(s, (0, -1)) is not None
