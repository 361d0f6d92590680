"""Battle decisions requested from the deciding player (spec Appendix B): Sharpshooter target,
rocket path, explode, Medic absorb, Quartermaster swap; foundation-or-unit for instants."""

from __future__ import annotations

import itertools
import random

from game.engine.core import CHANCE, TERMINAL
from game.games.neuroshima.state import hq_hp

from .nshelp import G, at, battle, build, play

T07 = [("ny.sharpshooter", (0, 2), 0), ("nj.slicer", (0, 1), 0), ("nj.hq", (0, -1), 0), ("ny.hq", (-2, 2), 0)]


def start(pieces, hand=("ny.battle",), turn=0, **kw):
    """A state in which ``turn`` plays a Battle tile and confirms: the battle starts."""
    hands = [(), ()]
    hands[turn] = tuple(hand)
    s = build(pieces, hands=hands, turn=turn, **kw)
    return play(s, ("play", hand[0]), ("confirm",))


def test_t07_ny_player_chooses_the_hq():
    s = start(T07)
    assert s.phase == "battle_choice" and G.current_player(s) == 0
    legal = G.legal_actions(s)
    assert sorted(legal) == [("sharpshoot", 0, 2, 0, -1), ("sharpshoot", 0, 2, 0, 1)]
    assert G.prompt(s, "en") == "Sharpshooter (edge 6 o'clock): choose its target"  # hexes in words
    assert "Mesterlövész" in G.prompt(s, "hu")
    assert G.label(s, ("sharpshoot", 0, 2, 0, -1), "en").startswith("Shoot the ")
    assert "12 o'clock" in G.label(s, ("sharpshoot", 0, 2, 0, -1), "en")  # the hex in words
    s = G.apply(s, ("sharpshoot", 0, 2, 0, -1))
    assert s.phase != "battle_choice" and not s.battle
    assert hq_hp(s, 1) == 19 and at(s, (0, 1)) is not None and at(s, (0, 1)).dmg == 0
    assert G.current_player(s) in (1, CHANCE)  # the turn passed on
    assert any(e[0] == "hit" and e[1] == (0, 2) and e[2] == (0, -1) for e in s.last_battle)


def test_t07_ny_player_chooses_the_slicer():
    s = start(T07)
    s = G.apply(s, ("sharpshoot", 0, 2, 0, 1))
    assert hq_hp(s, 1) == 20 and at(s, (0, 1)) is None


def test_t07_plain_shooter_is_not_asked():
    pieces = [("ny.shooter", (0, 2), 0)] + T07[1:]
    s = start(pieces)
    assert s.phase != "battle_choice"
    assert at(s, (0, 1)) is None and hq_hp(s, 1) == 20


def test_single_target_sharpshooter_not_prompted():
    pieces = [("ny.sharpshooter", (0, 2), 0), ("nj.hq", (0, -1), 0), ("ny.hq", (-2, 2), 0)]
    s = start(pieces)
    assert s.phase != "battle_choice" and hq_hp(s, 1) == 19


def test_illegal_choice_rejected_and_json_round_trip_mid_decision():
    s = start(T07)
    try:
        G.apply(s, ("sharpshoot", 0, 2, 1, 0))
    except Exception as exc:  # IllegalAction
        assert "not allowed" in str(exc)
    else:
        raise AssertionError("an off-line target was accepted")
    j = G.to_json(s)
    assert j["battle_choice"]["decision"]["kind"] == "sharpshoot"
    assert j["battle_choice"]["continue"] == "tile"
    s2 = G.from_json(j)
    assert s2 == s
    assert G.legal_actions(s2) == G.legal_actions(s)
    a = ("sharpshoot", 0, 2, 0, -1)
    assert G.to_json(G.apply(s2, a)) == G.to_json(G.apply(s, a))
    v = G.player_view(s, 1)
    assert v.battle == s.battle  # battle data is public


def test_run_battle_override_still_works():
    s = battle(build(T07), 0, {("target", (0, 2)): (0, -1)})
    assert hq_hp(s, 1) == 19


def test_rollout_and_greedy_pick_a_legal_option():
    s = start(T07)
    rng = random.Random(0)
    a = G.heuristics.rollout_action(G, s, list(G.legal_actions(s)), rng)
    assert a in G.legal_actions(s) and a == s.battle[6][4]
    g = G.heuristics.greedy_action(G, s, 0, rng)
    assert g in G.legal_actions(s)


def test_describe_and_labels_for_every_legal_action_of_random_games():
    for seed in range(3):
        rng = random.Random(seed)
        s = G.initial_state(2, {})
        while G.current_player(s) != TERMINAL:
            if G.current_player(s) == CHANCE:
                outs = G.chance_outcomes(s)
                a = rng.choices([o for o, _ in outs], [w for _, w in outs])[0]
            else:
                legal = G.legal_actions(s)
                for b in legal:
                    for lang in ("en", "hu"):
                        assert G.label(s, b, lang) and len(G.label(s, b, lang)) <= 60
                        assert G.describe(s, b, lang)
                a = rng.choice(legal)
            s = G.apply(s, a)


def test_random_games_every_pairing_finish():
    armies = ["new_york", "neojungle", "moloch", "borgo", "outpost", "hegemony"]
    for k, (a1, a2) in enumerate(itertools.combinations(armies, 2)):
        rng = random.Random(k)
        s = G.initial_state(2, {"armies": f"{a1},{a2}"})
        n = 0
        while G.current_player(s) != TERMINAL:
            n += 1
            assert n < 5000
            if G.current_player(s) == CHANCE:
                outs = G.chance_outcomes(s)
                a = rng.choices([o for o, _ in outs], [w for _, w in outs])[0]
            else:
                legal = G.legal_actions(s)
                assert legal
                if s.phase == "battle_choice":
                    assert len(legal) > 1
                    assert G.from_json(G.to_json(s)) == s
                    seat = G.current_player(s)
                    d = G.determinize(G.player_view(s, seat), seat, random.Random(n))
                    assert d.battle == s.battle and G.legal_actions(d) == legal
                a = rng.choice(legal)
            s = G.apply(s, a)
        assert s.phase == "over"


# ------------------------------------------------------------------ rocket path
ROCKET = [("ny.rocket_launcher", (0, 2), 0), ("nj.slicer", (1, 0), 0), ("nj.hq", (-1, 1), 0), ("ny.hq", (2, -2), 0)]


def test_rocket_path_is_chosen_by_its_owner():
    s = start(ROCKET)
    assert s.battle[6][1] == "rocket" and G.current_player(s) == 0
    legal = G.legal_actions(s)
    assert ("rocket", 0, 2, 0, 1) in legal  # steer it so that it hits nothing [FAQ]
    into_hq = [a for a in legal if a[-2:] == (-1, 1)]
    into_slicer = [a for a in legal if a[-2:] == (1, 0)]
    assert len(into_hq) == 1 and len(into_slicer) == 1
    assert "rocket" in G.prompt(s, "en").lower()
    assert G.label(s, ("rocket", 0, 2, 0, 1), "en").startswith("Fire the rocket at nothing")
    hq = G.apply(s, into_hq[0])
    assert hq_hp(hq, 1) == 17 and at(hq, (1, 0)) is not None
    sl = G.apply(s, into_slicer[0])
    assert hq_hp(sl, 1) == 20 and at(sl, (1, 0)) is None
    miss = G.apply(s, ("rocket", 0, 2, 0, 1))
    assert hq_hp(miss, 1) == 20 and at(miss, (1, 0)) is not None


# ------------------------------------------------------------------ explode
CLOWN = [("mo.clown", (0, 0), 0, 0, 0), ("nj.slicer", (0, -1), 3), ("nj.slicer", (1, -1), 3),
         ("mo.hq", (-2, 2), 0, 0, 0), ("nj.hq", (2, -2), 0)]


def test_clown_owner_chooses_to_explode_or_not():
    s = start(CLOWN, hand=("mo.battle",), armies="moloch,neojungle")
    assert s.battle[6][1] == "explode" and G.current_player(s) == 0
    assert sorted(G.legal_actions(s)) == [("explode", 0, 0, 0), ("explode", 0, 0, 1)]
    assert G.label(s, ("explode", 0, 0, 1), "en") == "Explode"
    assert G.label(s, ("explode", 0, 0, 0), "en") == "Attack instead"
    boom = G.apply(s, ("explode", 0, 0, 1))
    assert at(boom, (0, 0)) is None and any(e[0] == "explode" for e in boom.last_battle)
    calm = G.apply(s, ("explode", 0, 0, 0))
    assert not any(e[0] == "explode" for e in calm.last_battle)
    assert any(e[0] == "hit" and e[1] == (0, 0) and e[4] == "melee" for e in calm.last_battle)


# ------------------------------------------------------------------ Medic
MEDIC = [("ny.shotgun", (0, 2), 0), ("ny.sharpshooter", (2, 0), 5), ("nj.hq", (0, 0), 0), ("nj.medic", (0, -1), 3),
         ("ny.hq", (-2, 2), 0)]


def test_medic_owner_chooses_which_event_to_absorb():
    s = start(MEDIC)
    d = s.battle[6]
    assert d[1] == "medic" and G.current_player(s) == 1  # the Medic's owner decides
    legal = G.legal_actions(s)
    assert len(legal) == 2
    info = dict(zip(legal, d[5]))
    big = next(a for a in legal if info[a][1] == 2)
    small = next(a for a in legal if info[a][1] == 1)
    assert "Medic (inner 12 o'clock)" in G.prompt(s, "en")
    a1 = G.apply(s, big)
    assert hq_hp(a1, 1) == 19 and at(a1, (0, -1)) is None
    a2 = G.apply(s, small)
    assert hq_hp(a2, 1) == 18


# ------------------------------------------------------------------ Quartermaster
QM = [("he.quartermaster", (0, 0), 3, 0, 0), ("he.ganger", (0, 1), 0, 0, 0), ("nj.hq", (0, -2), 0),
      ("he.hq", (2, 0), 0, 0, 0)]


def test_quartermaster_conversion_is_a_choice():
    # the choice is one attack direction of the linked unit (FAQ general.159), -1 = keep the attacks
    s = start(QM, hand=("he.battle",), armies="hegemony,neojungle")
    assert s.phase == "battle_choice" and s.battle[6][1] == "convert"
    assert sorted(G.legal_actions(s)) == [("convert", 0, 1, -1), ("convert", 0, 1, 0)]
    swap = G.apply(s, ("convert", 0, 1, 0))
    keep = G.apply(s, ("convert", 0, 1, -1))
    assert hq_hp(swap, 1) < hq_hp(keep, 1)


# ------------------------------------------------------------------ foundation or unit (instants)
def test_sniper_on_roots_with_a_unit_asks_unit_or_foundation():
    pieces = [("nj.slicer", (0, 0), 0), ("nj.hq", (2, -2), 0), ("ny.hq", (-2, 2), 0)]
    s = build(pieces, found=[("nj.roots", (0, 0))], hands=[("ny.sniper",), ()], turn=0)
    s = play(s, ("play", "ny.sniper"), ("target", 0, 0))
    assert sorted(G.legal_actions(s)) == [("cancel",), ("hit", "foundation"), ("hit", "unit")]
    assert G.label(s, ("hit", "unit"), "en") == "Hit the unit"
    f = play(s, ("hit", "foundation"), ("confirm",))
    assert f.found[f.lay.index[(0, 0)]] is None and at(f, (0, 0)) is not None
    u = play(s, ("hit", "unit"), ("confirm",))
    assert u.found[u.lay.index[(0, 0)]] is not None and at(u, (0, 0)) is None


def test_labels_are_short():
    s = build(T07, hands=[("ny.battle", "ny.sniper"), ()], turn=0)
    assert G.label(s, ("end",), "en") == "End turn"
    assert G.label(s, ("confirm",), "en") == "Confirm"
    assert G.label(s, ("cancel",), "en") == "Cancel"
    assert G.label(s, ("discard", "ny.sniper"), "en").startswith("Discard ")
    assert G.label(s, ("end",), "hu") == "Kör vége"
