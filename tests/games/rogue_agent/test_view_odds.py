"""Odds on hover (issue 9: "before an attack or a defusal, hovering the action shows the chance of
success with the dice the player would roll, computed from the faces"). Every expected number here
is counted by enumerating the faces of the data's dice, following the rules of spec 4.2.3, 6.5 and
the reveal effects of 2.7, not by calling the code under test."""

from __future__ import annotations

import itertools
from functools import cache

import pytest

from game.games.rogue_agent import content as K
from game.games.rogue_agent.state import replace
from game.games.rogue_agent.view import odds as OD
from tests.games.rogue_agent.ra_view_fixture import state
from tests.games.rogue_agent.test_view_table import draw_texts, make_view


def hits(faces: tuple[str, ...]) -> int:
    b = faces.count("BLAST")
    return b + min(b, faces.count("AMPLIFY"))


@cache
def p_hits(pool: str, need: int) -> float:
    outcomes = list(itertools.product(*[K.FACES[c] for c in pool]))
    return sum(hits(f) >= need for f in outcomes) / len(outcomes)


def with_card(num: int, card: str, **kw):
    s = state()
    crims = tuple(replace(c, card=card, **kw) if c.num == num else c for c in s.criminals)
    return replace(s, criminals=crims)


def test_an_investigated_card_with_a_white_weakness_needs_one_hit_fewer():
    s = with_card(6, "C15")  # 3 hits, W_WEAK; Bence (seat 1) investigated criminal 6, it is face down
    assert K.CARDS["C15"].hits == 3 and K.CARDS["C15"].reveal == "W_WEAK"
    assert OD.chance(s, ("attack", 6)) == pytest.approx(p_hits("RRRKK", 2))  # 2 ammo: 2 black dice
    assert OD.chance(s, ("attack", 6), ammo=0) == pytest.approx(p_hits("RRR", 2))


def test_white_intel_adds_a_free_black_die():
    s = with_card(6, "C24")  # 4 hits, W_INTEL
    assert OD.chance(s, ("attack", 6)) == pytest.approx(p_hits("RRRKKK", 4))
    assert OD.chance(s, ("attack", 6), ammo=0) == pytest.approx(p_hits("RRRK", 4))


def test_a_face_down_card_nobody_showed_you_averages_the_unseen_cards_with_red_effects():
    s = state()  # criminal 3 is face down, investigated by seats 0 and 2, not by Bence
    seen = {"C23", "C14", "C08", "C01", "C09"}
    unseen = [c for c in K.CARDS.values() if c.id not in seen]
    total = 0.0
    for c in unseen:
        if c.reveal == "R_SLIP":
            continue  # it slips away: no roll
        need = c.hits + (c.reveal == "R_TOUGH")
        pool = "RRR" if c.reveal == "R_DISARM" else "RRRKK"  # disarmed: 2 ammo lost before rolling
        total += p_hits(pool, need)
    assert OD.chance(s, ("attack", 3)) == pytest.approx(total / len(unseen))


def test_an_android_attacking_a_location_must_beat_its_informants_first():
    s = state()
    s = replace(s, players=tuple(replace(p, pos="T2") if i == 1 else p for i, p in enumerate(s.players)))
    assert s.slots[K.POS_ORDER.index("T2")] == (0, 2)  # two informants: 2 + 2 hits to destroy
    assert OD.chance(s, ("attack_location",)) == pytest.approx(p_hits("RRRKK", 4))


def test_a_fight_counts_the_defenders_patrol_cars():
    s = state()  # Bence: no pistol, 2 ammo; Anna has 1 fuel: she can buy one green die
    s = replace(s, players=tuple(replace(p, fuel=1) if i == 0 else p for i, p in enumerate(s.players)))
    good = total = 0
    for att in itertools.product(*[K.FACES[c] for c in "RRRKK"]):
        for dfn in K.FACES["G"]:
            total += 1
            good += hits(att) - (dfn == "CAR") >= 1
    assert OD.chance(s, ("attack_agent", 0)) == pytest.approx(good / total)
    assert OD.chance(s, ("attack_agent", 0), defended=False) == pytest.approx(p_hits("RRRKK", 1))


def test_the_hover_of_a_defusal_gives_its_three_outcomes_and_of_a_fight_both_cases():
    v = make_view()
    v.set_state(state(), [("defuse", 1), ("attack_agent", 0), ("end",)], 1, [], None)
    draw_texts(v, (1280, 720))
    _t, body = v.hover_info(v.tile_rect("M4").center)  # the bomb is at M4
    d, e, st = OD.defusal(state(), 1)
    assert d + e + st == pytest.approx(1.0)
    assert f"Defused {round(d * 100)}% · exploded {round(e * 100)}% · stopped {round(st * 100)}%" in body
    _t, body = v.hover_info(v.tile_rect("T1").center)  # Anna stands on T1
    assert "if they spend no fuel" in body
    v = make_view(lang="hu")
    v.set_state(state(), [("defuse", 1), ("end",)], 1, [], None)
    draw_texts(v, (1280, 720))
    _t, body = v.hover_info(v.tile_rect("M4").center)
    assert "Hatástalanítva" in body and "felrobban" in body


def wire_state():
    from game.games.rogue_agent.state import BombBoard

    board = BombBoard(bomb=1, timer=3, cols=((("AMPLIFY", "G"),), (("BLAST", "R"), ("BLAST", "R"))),
                      pool=("R", "G", "G", "K", "K", "K"))
    return replace(state(), board=board, stack=(("D", 1, "wire"),))


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_cut_another_wire_or_stop_show_their_odds(lang):
    from game.games.rogue_agent import defuse_ai as D

    s = wire_state()
    v = make_view(lang=lang)
    v.set_state(s, [("wire",), ("stop",)], 1, [], None)
    draw_texts(v, (1280, 720))
    board = D.canon(s.board.cols + ((),) * 4)
    d, e = D.cut_wire(board, (1, 2, 3), 3)
    stop = 1 - D.check_pass(D._circuit(board))  # the open red circuit's destabilisation check
    labels = [label for label, _a in v.extra_choices()]
    assert f"{round(d * 100)}%" in labels[0] and f"{round(e * 100)}%" in labels[0]
    assert f"{round(stop * 100)}%" in labels[1]
    assert v._strip_width(v.extra_choices()) <= v._strip_room()
    _t, body = v.hover_info(v.bomb_rect.center)
    assert f"{round(d * 100)}%" in body and f"{round(stop * 100)}%" in body
