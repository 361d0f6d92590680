"""Issue 16 items 4-5, written from the revised spec (1.10 Push back, Grenade row; 3.1.4 Push).

Push back: when several retreat hexes are legal, the OWNER of the pushed unit chooses; with one
legal hex the unit goes there without a question. Grenade: destroys one enemy unit next to the
Borgo HQ whatever its toughness, a Medic does not stop it, not playable while the HQ is netted.
The older readings stay as house rules (push_back_chooser=pusher, grenade=wound), which is what a
save or replay that predates the options meant."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from game.ai import make_bot
from game.engine.core import HIDDEN
from game.engine.match import Match
from game.engine.replay import read_replay
from game.engine.verify import verify_replay
from game.games import get_game

from .nshelp import G, at, build, idx, play

REPLAYS = Path(__file__).parent / "replays"

# T11's board: the Pusher at (-1,0) facing SE pushes the Slicer at (0,0); it may go to
# (1,-1), (1,0) or (0,1) (adjacent to it, not adjacent to the Pusher); a NY Mine lies on (1,0).
T11 = [("ny.pusher", (-1, 0), 2), ("nj.slicer", (0, 0), 1), ("nj.slicer", (-1, -1), 0),
       ("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0)]


def _hexes(s) -> set:
    return {(a[1], a[2]) for a in G.legal_actions(s) if a[0] == "hex"}


# ------------------------------------------------------------------ push back: who chooses
def test_several_retreat_hexes_the_owner_of_the_pushed_unit_chooses():
    s = build(T11, [("ny.mine", (1, 0))], hands=[("ny.push_back",), ()])
    s = play(s, ("ability", "push", -1, 0), ("target", 0, 0))
    assert G.current_player(s) == 1, "Neojungle owns the Slicer: it picks the hex"
    assert sorted(G.legal_actions(s)) == [("hex", 0, 1), ("hex", 1, -1), ("hex", 1, 0)]  # no cancel: the push is made
    assert "Push" in G.prompt(s, "en") and G.prompt(s, "hu")
    s = G.apply(s, ("hex", 0, 1))
    assert at(s, (0, 1)).name == "nj.slicer" and at(s, (0, 1)).rot == 1  # keeps its rotation
    assert at(s, (0, 0)) is None and s.found[idx(s, (1, 0))] is not None  # it avoided the Mine
    assert G.current_player(s) == 0 and s.phase == "main" and not s.pending
    assert not any(a[:2] == ("ability", "push") for a in G.legal_actions(s))  # once per turn
    assert ("play", "ny.push_back") in G.legal_actions(s)


def test_the_push_back_tile_asks_the_owner_too():
    s = build(T11, hands=[("ny.push_back",), ()])
    s = play(s, ("play", "ny.push_back"), ("unit", -1, 0), ("target", 0, 0))
    assert G.current_player(s) == 1 and _hexes(s) == {(1, -1), (1, 0), (0, 1)}
    assert s.hands[0] == () and "ny.push_back" in s.discards[0]  # the push is made: its tile is spent
    s = G.apply(s, ("hex", 1, -1))
    assert at(s, (1, -1)).name == "nj.slicer" and "ny.push_back" in s.discards[0]
    assert G.current_player(s) == 0


def test_one_retreat_hex_no_question():
    # (1,-1) and (0,1) are taken: (1,0) is the only way back
    pieces = T11 + [("nj.monster", (1, -1), 0), ("nj.monster", (0, 1), 0)]
    s = build(pieces, hands=[("ny.push_back",), ()])
    s = play(s, ("ability", "push", -1, 0), ("target", 0, 0))
    for _ in range(2):  # at most a confirm of the pusher's own
        if s.pending:
            assert G.current_player(s) == 0 and not _hexes(s), "nobody is asked for the only hex"
            s = G.apply(s, ("confirm",))
    assert at(s, (1, 0)).name == "nj.slicer" and at(s, (0, 0)) is None and not s.pending


def test_a_pushed_hq_owner_chooses_as_well():
    pieces = [("ny.pusher", (0, 0), 2), ("nj.hq", (1, 0), 0), ("ny.hq", (-2, 2), 0)]
    s = play(build(pieces), ("ability", "push", 0, 0), ("target", 1, 0))
    assert G.current_player(s) == 1 and len(_hexes(s)) == 3


def test_the_pushed_units_owner_sees_its_own_view_and_a_bot_answers_from_it():
    s = build(T11, hands=[("ny.push_back", "ny.shooter"), ("nj.slicer",)], hidden_hands="yes")
    s0 = replace(s, piles=tuple(tuple(sorted(G.unseen(s, k).elements())) for k in range(2)))  # tiles add up
    for start in ((("ability", "push", -1, 0),), (("play", "ny.push_back"), ("unit", -1, 0))):
        s = play(s0, *start, ("target", 0, 0))
        view = G.player_view(s, 1)
        assert all(t is HIDDEN for t in view.hands[0])
        for kind in ("random", "greedy", "ai:easy", "ai:hard"):
            bot = make_bot(kind, G, 1, 5, 2)
            assert bot.choose(view) in G.legal_actions(s)


def test_a_hot_seat_push_answer_is_a_secret_decision_with_hidden_hands():
    s = build(T11, hidden_hands="yes")
    s = play(s, ("ability", "push", -1, 0), ("target", 0, 0))
    assert G.current_player(s) == 1 and G.decision_seat_is_secret(s)


def test_house_rule_the_pushing_player_chooses():
    s = build(T11, [("ny.mine", (1, 0))], push_back_chooser="pusher")
    s = play(s, ("ability", "push", -1, 0), ("target", 0, 0))
    assert G.current_player(s) == 0 and _hexes(s) == {(1, -1), (1, 0), (0, 1)}
    s = play(s, ("hex", 1, 0), ("confirm",))
    assert at(s, (1, 0)) is None and at(s, (0, 0)) is None and s.found[idx(s, (1, 0))] is None


def test_the_push_log_names_the_unit_and_both_hexes():
    s = build(T11)
    before = play(s, ("ability", "push", -1, 0), ("target", 0, 0))
    after = G.apply(before, ("hex", 1, -1))
    for lang in ("en", "hu"):
        line = G.log_line(before, ("hex", 1, -1), after, lang)
        assert line and not re.search(r"\(-?\d+, ?-?\d+\)", line)  # hexes in words, no coordinates
        assert ("Player 2" in line) if lang == "en" else True  # who chose the hex
        assert ("Slicer" in line) if lang == "en" else ("Szeletelő" in line or "Slicer" in line)


# ------------------------------------------------------------------ Borgo Grenade
GRENADE = [("bo.hq", (0, 0), 0, 0, 0), ("nj.hq", (2, -2), 0, 0, 1)]


def _grenade(pieces, **opts):
    return build(GRENADE + pieces, hands=[("bo.grenade",), ()], armies="borgo,neojungle", **opts)


def test_grenade_destroys_a_tough_unit():
    s = _grenade([("nj.wall_of_trees", (0, -1), 0, 0, 1)])
    s = play(s, ("play", "bo.grenade"), ("target", 0, -1), ("confirm",))
    assert at(s, (0, -1)) is None and "nj.wall_of_trees" in s.discards[1]


def test_grenade_is_not_stopped_by_a_medic():
    s = _grenade([("nj.monster", (0, -1), 0, 0, 1), ("nj.medic", (1, -2), 4, 0, 1)])
    s = play(s, ("play", "bo.grenade"), ("target", 0, -1))
    while s.pending or s.phase == "medic_choice":
        assert s.phase == "main", "no Medic decision: nothing is dealt as wounds"
        s = G.apply(s, ("confirm",))
    assert at(s, (0, -1)) is None and at(s, (1, -2)) is not None and at(s, (1, -2)).name == "nj.medic"


def test_grenade_cannot_be_played_while_the_borgo_hq_is_netted():
    s = _grenade([("nj.net_fighter", (0, -1), 3, 0, 1)])  # its net faces the HQ
    assert ("play", "bo.grenade") not in G.legal_actions(s)
    s = _grenade([("nj.net_fighter", (0, -1), 0, 0, 1)])  # facing away: the HQ is free
    assert ("play", "bo.grenade") in G.legal_actions(s)


def test_grenade_never_targets_an_hq():
    s = _grenade([])
    s = build(GRENADE[:1] + [("nj.hq", (0, -1), 0, 0, 1)], hands=[("bo.grenade",), ()], armies="borgo,neojungle")
    assert ("play", "bo.grenade") not in G.legal_actions(s)


def test_house_rule_grenade_one_wound_a_medic_absorbs_it_netted_hq_may_throw():
    s = _grenade([("nj.wall_of_trees", (0, -1), 0, 0, 1)], grenade="wound")
    s = play(s, ("play", "bo.grenade"), ("target", 0, -1), ("confirm",))
    assert at(s, (0, -1)).dmg == 1
    s = _grenade([("nj.slicer", (0, -1), 0, 0, 1), ("nj.medic", (1, -2), 4, 0, 1)], grenade="wound")
    s = play(s, ("play", "bo.grenade"), ("target", 0, -1), ("confirm",))
    assert at(s, (0, -1)) is not None and at(s, (1, -2)) is None  # the Medic took the wound
    s = _grenade([("nj.net_fighter", (0, -1), 3, 0, 1)], grenade="wound")
    assert ("play", "bo.grenade") in G.legal_actions(s)


# ------------------------------------------------------------------ options and old files
def test_new_games_default_to_the_printed_readings():
    opts = G.spec.options
    assert opts["push_back_chooser"].default == "owner" and opts["push_back_chooser"].legacy == "pusher"
    assert opts["grenade"].default == "destroy" and opts["grenade"].legacy == "wound"


def test_an_old_style_state_writes_the_same_json_as_before():
    """A header without the new options takes their old values: the initial state it writes
    must be the one the older version wrote (no new keys)."""
    old = G.initial_state(2, {"push_back_chooser": "pusher", "grenade": "wound"})
    assert "push_back_chooser" not in G.to_json(old)["options"] and "grenade" not in G.to_json(old)["options"]
    new = G.initial_state(2, {})
    assert G.to_json(new)["options"]["push_back_chooser"] == "owner"
    assert G.from_json(G.to_json(new)) == new and G.from_json(G.to_json(old)) == old


@pytest.mark.parametrize("name", ["legacy_push_seed8.json", "legacy_grenade_seed102.json"])
def test_replays_recorded_before_the_change_load_and_verify(name):
    """Recorded with the engine of before issue 16 (pusher chooses; grenade = 1 wound)."""
    rf = read_replay(REPLAYS / name)
    assert "push_back_chooser" not in rf.header["options"] and "grenade" not in rf.header["options"]
    summary = verify_replay(rf, get_game)
    assert summary["verified"] and summary["finished"]
    m = Match.from_replay(rf, get_game)
    assert m.state.opt("push_back_chooser", "pusher") == "pusher" and m.state.opt("grenade", "wound") == "wound"
