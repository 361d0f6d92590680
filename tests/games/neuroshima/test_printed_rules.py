"""Neuroshima rules written from the printed tiles, the rulebook and the official FAQ (issue 7 and 8).

Each test states the rule it checks; the positions are built so that the old resolution
gives a different result.
"""

from __future__ import annotations

from dataclasses import replace

from game.games.neuroshima import campaign
from game.games.neuroshima.battle import HIDDEN_CHOICE
from game.games.neuroshima.content import TILES
from game.games.neuroshima.state import hq_hp

from .nshelp import G, at, battle, build, dv, idx, play


def _venom(s, h, markers):
    b = list(s.board)
    b[idx(s, h)] = b[idx(s, h)]._replace(venom=markers)
    return replace(s, board=tuple(b))


# ------------------------------------------------------------------ 1. a battle is fought to its end
# NY HQ with 1 HP is hit by a Slicer in phase 2; the NJ HQ (2 HP) takes 1 from a Steel Boxer in phase 2
# and 1 more from its second action in phase 1, after the NY HQ has fallen.
BOTH_FALL = [("ny.hq", (-2, 2), 0, 19), ("nj.slicer", (-2, 1), 3), ("nj.hq", (1, 0), 0, 18), ("ny.steel_boxer", (1, 1), 0)]


def test_battle_goes_on_after_an_hq_falls_and_both_fallen_is_a_draw():
    s = build(BOTH_FALL, hands=[("ny.battle",), ()])
    s = play(s, ("play", "ny.battle"), ("confirm",))
    assert [e[1] for e in s.last_battle if e[0] == "phase"][-1] == 0  # fought down to initiative 0
    phase1 = s.last_battle.index(next(e for e in s.last_battle if e[0] == "phase" and e[1] == 1))
    assert any(e[0] == "hit" and e[1] == (1, 1) and e[2] == (1, 0) for e in s.last_battle[phase1:])
    assert s.phase == "over" and s.eliminated == (True, True)
    assert s.winners == (0, 1) and G.returns(s) == (0.5, 0.5)  # every HQ destroyed: a draw


def test_the_fallen_side_still_fights_to_the_end_of_the_battle():
    pieces = [p if p[0] != "nj.hq" else ("nj.hq", (1, 0), 0, 17) for p in BOTH_FALL]
    s = play(build(pieces, hands=[("ny.battle",), ()]), ("play", "ny.battle"), ("confirm",))
    phase1 = s.last_battle.index(next(e for e in s.last_battle if e[0] == "phase" and e[1] == 1))
    assert any(e[0] == "hit" and e[1] == (1, 1) for e in s.last_battle[phase1:])  # NY's boxer, HQ already gone
    assert s.phase == "over" and s.winners == (1,) and hq_hp(s, 1) == 1


def test_poison_at_the_start_of_a_battle_does_not_end_it():
    pieces = [("ny.hq", (-2, 2), 0, 19), ("nj.hq", (1, 0), 0, 18), ("ny.steel_boxer", (1, 1), 0)]
    s = _venom(build(pieces, hands=[("ny.battle",), ()]), (-2, 2), (1,))
    s = play(s, ("play", "ny.battle"), ("confirm",))
    assert s.phase == "over" and s.winners == (0, 1)  # the NY HQ died of poison, its boxer still fought


def test_campaign_both_hqs_destroyed_in_one_battle_is_a_drawn_campaign():
    pieces = [("ny.hq", (-2, 2), 0, 19), ("nj.slicer", (-2, 1), 3), ("nj.hq", (1, 0), 0, 18), ("ny.steel_boxer", (1, 1), 0)]
    s = build(pieces, hands=[("ny.battle",), ()], scenario="campaign_1")
    s = play(s, ("play", "ny.battle"), ("confirm",))
    assert s.phase == "over" and s.eliminated == (True, True)
    out = campaign.advance(campaign.new_campaign(), s)
    assert out["finished"] and out["winner"] is None


# ------------------------------------------------------------------ 2. printed tiles
def test_printed_tile_data():
    assert TILES["ny.pusher"].initiative == (2,)
    assert TILES["ny.spy_shooter"].initiative == (2,)
    assert TILES["bo.super_mutant"].armor == frozenset({5, 0, 1})  # FL, F, FR
    assert TILES["he.transport"].links == (0, 1, 2, 3, 4, 5)


def test_super_mutant_armor_stops_a_shot_from_the_front():
    pieces = [("bo.super_mutant", (0, -1), 3, 0, 1), ("ny.shooter", (0, 1), 0), ("ny.hq", (-2, 2), 0),
              ("bo.hq", (2, -2), 0, 0, 1)]
    s = battle(build(pieces, armies="new_york,borgo"), 0)
    assert at(s, (0, -1)).dmg == 0


# ------------------------------------------------------------------ 3. who declares first, and secrecy
# NY Sharpshooter (two targets on its line) and a Moloch Clown (explode or not) both act in phase 2;
# the Clown stands earlier on the board.
ORDER = [("ny.sharpshooter", (0, 2), 0), ("mo.blocker", (0, 1), 3, 0, 1), ("mo.clown", (0, -1), 3, 0, 1),
         ("ny.hq", (-2, 2), 0), ("mo.hq", (2, -2), 0, 0, 1)]


def _order_battle(owner: int):
    hands = [(), ()]
    hands[owner] = ("ny.battle",) if owner == 0 else ("mo.battle",)
    s = build(ORDER, hands=hands, turn=owner, armies="new_york,moloch")
    return play(s, ("play", hands[owner][0]), ("confirm",))


def test_the_player_who_caused_the_battle_declares_first():
    s = _order_battle(0)
    assert s.phase == "battle_choice" and G.current_player(s) == 0 and s.battle[6][1] == "sharpshoot"
    s = _order_battle(1)
    assert s.phase == "battle_choice" and G.current_player(s) == 1 and s.battle[6][1] == "explode"


def test_a_seat_never_sees_another_seats_pending_choice():
    s = _order_battle(0)
    assert not G.decision_seat_is_secret(s)  # open hands, nothing declared yet: no pass screen
    s = G.apply(s, ("sharpshoot", 0, 2, 0, -1))
    assert s.phase == "battle_choice" and G.current_player(s) == 1
    assert G.player_view(s, 1).battle[5] == (HIDDEN_CHOICE,)
    assert G.player_view(s, 0).battle[5] == (("sharpshoot", 0, 2, 0, -1),)
    assert not any(e[0] == "hit" for e in G.player_view(s, 1).last_battle)
    assert not G.decision_seat_is_secret(s)  # open hands: no pass screen, the view already hides the choice
    view = G.player_view(s, 1)
    assert G.legal_actions(view) == G.legal_actions(s)
    after = G.apply(s, G.legal_actions(s)[0])
    assert after.phase != "battle_choice"
    assert any(e[0] == "hit" and e[1] == (0, 2) and e[2] == (0, -1) for e in after.last_battle)


# ------------------------------------------------------------------ 4. Medic choice outside battles
AIR = [("mo.hq", (-2, 2), 0, 0, 0), ("nj.hq", (2, -1), 0), ("nj.slicer", (1, -1), 0), ("nj.slicer", (1, 0), 0),
       ("nj.medic", (2, -2), 3)]


def test_the_medic_owner_chooses_whom_a_homeland_medic_saves_from_an_air_strike():
    s = build(AIR, hands=[("mo.air_strike",), ()], armies="moloch,neojungle")
    assert idx(s, (1, -1)) in dv(s).medics[idx(s, (2, -2))]  # the homeland Medic protects both Slicers
    s = play(s, ("play", "mo.air_strike"), ("target", 0, 0), ("confirm",))
    assert s.phase == "medic_choice" and G.current_player(s) == 1
    legal = sorted(G.legal_actions(s))
    assert legal == [("medic", 2, -2, 1, -1, 0), ("medic", 2, -2, 1, 0, 0)]
    assert G.prompt(s, "en").startswith("Medic (edge 2 o'clock)") and G.prompt(s, "hu")
    for keep, lost in (((1, 0), (1, -1)), ((1, -1), (1, 0))):
        after = G.apply(s, ("medic", 2, -2) + keep + (0,))
        assert at(after, keep) is not None and at(after, lost) is None and at(after, (2, -2)) is None
        assert after.phase == "main" and G.current_player(after) == 0  # the Moloch turn goes on
    back = G.from_json(G.to_json(s))
    assert back == s


# ------------------------------------------------------------------ 5. full board at the start of a turn
def _bunker_board():
    """Bunker skirmish: every hex holds a unit except one bunker hex that Neojungle holds."""
    s = build([], scenario="bunker_skirmish")
    placed = {(-2, 0): ("ny.hq", 0), (0, 2): ("nj.hq", 0), (0, 1): ("ny.cop", 3)}
    bunker = {(2, -2), (1, -1), (2, -1)}
    pieces = []
    for i, h in enumerate(s.lay.hexes):
        if "closed" in s.lay.props[i] or h == (1, 0):
            continue
        if h in placed:
            pieces.append((placed[h][0], h, placed[h][1]))
        elif h in bunker:
            pieces.append(("nj.wall_of_trees", h, 0))
        else:
            pieces.append(("ny.scout" if h[0] < 0 else "nj.wall_of_trees", h, 0))
    return build(pieces, scenario="bunker_skirmish", turn=1)


def test_board_full_for_the_new_active_player_starts_a_battle():
    s = _bunker_board()
    s = G.apply(s, ("end",))  # Neojungle ends its turn; New York may not enter the bunker
    assert s.battles == 1 and s.last_battle[0] == ("battle", 0)
    assert at(s, (0, 1)) is None and hq_hp(s, 1) == 19  # the Cop hit the NJ HQ and fell to it
    assert s.turn == 0 and s.phase == "draw"  # then New York's turn goes on


# ------------------------------------------------------------------ 6. an HQ never wounds an HQ
def test_hq_with_a_quartermaster_ranged_attack_does_not_wound_an_hq():
    pieces = [("he.hq", (0, 1), 0, 0, 0), ("he.quartermaster", (0, 2), 0, 0, 0), ("nj.hq", (0, -1), 0)]
    s = build(pieces, armies="hegemony,neojungle")
    s = battle(s, 0, {("quartermaster", (0, 1)): 0})  # its N attack turned ranged
    assert hq_hp(s, 1) == 20
    pieces = pieces[:2] + [("nj.slicer", (0, -1), 0), ("nj.hq", (2, -2), 0)]
    s = battle(build(pieces, armies="hegemony,neojungle"), 0, {("quartermaster", (0, 1)): 0})
    assert at(s, (0, -1)) is None  # the same shot does hit a unit


# ------------------------------------------------------------------ 7. Quartermaster: one direction, once
def test_quartermaster_converts_one_attack_direction_only():
    # Thug M1@FL M2@F M1@FR; enemies two hexes away on the F and FL lines, nothing adjacent
    pieces = [("he.thug", (0, 1), 0, 0, 0), ("he.quartermaster", (0, 2), 0, 0, 0), ("nj.slicer", (0, -1), 3),
              ("nj.slicer", (-2, 1), 0), ("he.hq", (2, 0), 0, 0, 0), ("nj.hq", (2, -2), 0)]
    s = build(pieces, armies="hegemony,neojungle", hands=[("he.battle",), ()])
    s = play(s, ("play", "he.battle"), ("confirm",))
    assert s.phase == "battle_choice" and s.battle[6][1] == "convert"
    assert sorted(G.legal_actions(s)) == [("convert", 0, 1, k) for k in (-1, 0, 1, 2)]
    assert "Quartermaster" in G.prompt(s, "en")
    s = G.apply(s, ("convert", 0, 1, 1))  # attack 1 = M2@F
    assert at(s, (0, -1)) is None and at(s, (-2, 1)) is not None


def test_quartermaster_is_spent_after_one_action():
    # an allied Steel Boxer (actions 2 and 1) linked to the Quartermaster: only its first action shoots
    pieces = [("ny.steel_boxer", (0, 1), 0, 0, 2), ("he.quartermaster", (0, 2), 0, 0, 0), ("nj.monster", (0, -1), 3, 0, 1)]
    s = build(pieces, armies="hegemony,neojungle,new_york,moloch", players=4, teams="13-24")
    s = battle(s, 0)
    assert at(s, (0, -1)).dmg == 1


# ------------------------------------------------------------------ 8. Grenade and foundations
def test_grenade_destroys_a_foundation_next_to_the_hq():
    pieces = [("bo.hq", (0, 0), 0, 0, 0), ("nj.hq", (2, -2), 0)]
    s = build(pieces, found=[("nj.roots", (0, -1))], hands=[("bo.grenade",), ()], armies="borgo,neojungle")
    s = play(s, ("play", "bo.grenade"))
    assert ("target", 0, -1) in G.legal_actions(s)
    s = play(s, ("target", 0, -1), ("confirm",))
    assert s.found[idx(s, (0, -1))] is None and "nj.roots" in s.discards[1]


def test_grenade_on_a_unit_standing_on_roots_asks_foundation_or_unit():
    pieces = [("bo.hq", (0, 0), 0, 0, 0), ("nj.hq", (2, -2), 0), ("nj.slicer", (0, -1), 3)]
    s = build(pieces, found=[("nj.roots", (0, -1))], hands=[("bo.grenade",), ()], armies="borgo,neojungle")
    s = play(s, ("play", "bo.grenade"), ("target", 0, -1))
    assert sorted(G.legal_actions(s)) == [("cancel",), ("hit", "foundation"), ("hit", "unit")]
    assert "foundation" in G.prompt(s, "en")
    f = play(s, ("hit", "foundation"), ("confirm",))
    assert f.found[idx(f, (0, -1))] is None and at(f, (0, -1)) is not None
    u = play(s, ("hit", "unit"), ("confirm",))
    assert u.found[idx(u, (0, -1))] is not None and at(u, (0, -1)) is None


# ------------------------------------------------------------------ 9. team play: Moloch hits allies
def test_moloch_units_damage_allied_units_in_team_play():
    pieces = [("mo.hornet", (0, 1), 0, 0, 0), ("ny.scout", (0, 0), 0, 0, 2)]
    s = build(pieces, armies="moloch,neojungle,new_york,borgo", players=4, teams="13-24")
    s = battle(s, 0)
    assert at(s, (0, 0)) is None  # the Hornet hit its ally's Scout
    assert any(e[0] == "hit" and e[1] == (0, 1) and e[2] == (0, 0) for e in s.last_battle)


def test_allied_units_other_than_moloch_spare_each_other():
    pieces = [("ny.cop", (0, 1), 0, 0, 2), ("mo.blocker", (0, 0), 0, 0, 0)]
    s = battle(build(pieces, armies="moloch,neojungle,new_york,borgo", players=4, teams="13-24"), 0)
    assert at(s, (0, 0)).dmg == 0


# ------------------------------------------------------------------ 10. a scoped Vines and the homeland
def test_scoped_vines_slows_the_whole_homeland():
    pieces = [("nj.hq", (0, 0), 0), ("nj.slicer", (1, -1), 0), ("nj.slicer", (2, -2), 0), ("nj.vines", (-1, 1), 0),
              ("op.scoper", (-2, 1), 0, 0, 0), ("op.hq", (-2, 0), 0, 0, 0)]
    s = build(pieces, armies="outpost,neojungle")
    d = dv(s)
    assert idx(s, (-1, 1)) in d.taken and idx(s, (2, -2)) in d.homeland[1]
    assert d.init.get(idx(s, (2, -2))) == -1  # not linked to the Vines, but in the homeland
    assert d.init.get(idx(s, (1, -1))) == -1
    plain = dv(build([p for p in pieces if p[0] != "op.scoper"], armies="outpost,neojungle"))
    assert plain.init.get(idx(s, (2, -2))) is None  # an own Vines never slows the homeland


# ------------------------------------------------------------------ 11. castling and poison
def test_castling_needs_no_adjacency_by_default():
    pieces = [("nj.hq", (0, 0), 0), ("nj.slicer", (2, -2), 0), ("ny.hq", (-2, 2), 0)]
    s = build(pieces, turn=1, hands=[(), ("nj.castling",)])
    s = play(s, ("play", "nj.castling"), ("unit", 0, 0))
    assert ("unit", 2, -2) in G.legal_actions(s)
    s = build(pieces, turn=1, hands=[(), ("nj.castling",)], castling_requires_adjacency="yes")
    assert ("play", "nj.castling") not in G.legal_actions(s)  # the house rule: no adjacent pair here


def test_medic_takes_one_of_two_poison_wounds():
    pieces = [("mo.blocker", (0, 0), 0, 0, 0), ("mo.medic", (0, 1), 0, 0, 0), ("mo.hq", (-2, 2), 0, 0, 0),
              ("nj.hq", (2, -2), 0)]
    s = _venom(build(pieces, armies="moloch,neojungle"), (0, 0), (1, 1))
    s = battle(s, 1)
    assert at(s, (0, 0)).dmg == 1 and at(s, (0, 1)) is None


# ------------------------------------------------------------------ 12. open hands by default
def test_hands_are_open_and_hot_seat_needs_no_pass_screen():
    s = G.initial_state(2, {"first_player": "1"})
    assert G.spec.options["hidden_hands"].default == "no"
    assert G.spec.options["castling_requires_adjacency"].default == "no"
    assert not G.decision_seat_is_secret(s)
    s = build([("ny.hq", (0, 0), 0), ("nj.hq", (2, -2), 0)], hands=[("ny.cop",), ("nj.slicer",)])
    assert G.player_view(s, 0).hands[1] == ("nj.slicer",)
    hidden = build([("ny.hq", (0, 0), 0), ("nj.hq", (2, -2), 0)], hands=[("ny.cop",), ("nj.slicer",)], hidden_hands="yes")
    assert G.decision_seat_is_secret(hidden) and G.player_view(hidden, 0).hands[1] != ("nj.slicer",)


# ------------------------------------------------------------------ 13. no forced, empty decisions
def test_a_tile_with_alike_rotations_is_not_asked_for_a_facing():
    for tile in ("he.transport", "nj.swarm"):
        army = "hegemony" if tile.startswith("he") else "neojungle"
        s = build([("ny.hq", (-2, 2), 0), (f"{tile[:2]}.hq", (2, -2), 0, 0, 1)], turn=1, hands=[(), (tile,)],
                  armies=f"new_york,{army}")
        s = play(s, ("play", tile), ("hex", 0, 0))
        assert not any(a[0] == "rot" for a in G.legal_actions(s)) and ("confirm",) in G.legal_actions(s)
        s = G.apply(s, ("confirm",))
        assert at(s, (0, 0)).name == tile


def test_a_foundation_is_not_asked_for_a_facing():
    s = build([("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0)], turn=1, hands=[(), ("nj.roots",)])
    s = play(s, ("play", "nj.roots"), ("hex", 0, 0))
    assert G.legal_actions(s) == [("confirm",), ("cancel",)]


def test_a_symmetric_unit_moves_without_a_facing_and_keeps_its_own():
    s = build([("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0), ("nj.swarm", (0, 0), 4)], turn=1, hands=[(), ("nj.move",)])
    s = play(s, ("play", "nj.move"), ("unit", 0, 0), ("hex", 0, 1))
    assert not any(a[0] == "rot" for a in G.legal_actions(s))
    s = G.apply(s, ("confirm",))
    assert at(s, (0, 1)).rot == 4


def test_three_alike_tiles_are_discarded_without_asking():
    s = build([("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0)], hands=[("ny.battle", "ny.battle"), ()], phase="main")
    s = replace(s, phase="draw", pending=("draw", 1), piles=(("ny.battle",), s.piles[1]))
    s = G.apply(s, ("draw", 0, "ny.battle"))
    assert s.phase == "main" and s.hands[0] == ("ny.battle", "ny.battle") and "ny.battle" in s.discards[0]
