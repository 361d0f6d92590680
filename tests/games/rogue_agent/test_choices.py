"""Issue 17's rule for every choice, in Rogue Agent: each legal action has a label that is an
order (non-empty, distinct within its decision, no ids or reprs, not the log line) and a tooltip
saying what it does, in English and Hungarian; End turn is marked as the turn's end; a die's
hover says what its face does in that roll; the white dice's colour choice shows the faces."""

from __future__ import annotations

import random
import re

import pytest

from game.engine.match import Match
from game.games import get_game
from game.games.rogue_agent import tips as TP
from tests.games.rogue_agent.helpers import GAME, city, play, player, turn_of

REPR = re.compile(r"\(\s*'|\[|\]|None|HIDDEN|<|>|\{|\}|_")


def _decisions(mode: str, players: int, seed: int):
    m = Match(get_game("rogue_agent"), players, ["random"] * players, seed=seed, options={"mode": mode})
    rng = random.Random(seed)
    while True:
        m.advance()
        if m.is_over:
            return
        legal = m.legal_actions()
        yield m.state, legal
        m.submit(rng.choice(legal))


@pytest.mark.parametrize(("mode", "players", "seed"), [("agent", 2, 1), ("agent", 3, 2), ("agent", 4, 3),
                                                        ("android", 3, 4), ("android", 4, 5)])
def test_every_choice_has_a_distinct_order_label_and_a_tooltip(mode: str, players: int, seed: int) -> None:
    kinds = set()
    for s, legal in _decisions(mode, players, seed):
        kinds.add(s.stack[-1][2])
        for lang in ("en", "hu"):
            labels = [GAME.label(s, a, lang) for a in legal]
            assert all(labels), (s.stack[-1], legal, labels)
            assert len(set(labels)) == len(labels), (s.stack[-1], labels)
            for a, label in zip(legal, labels, strict=True):
                assert not REPR.search(label), label
                assert label != GAME.describe(s, a, lang), label
                tip = GAME.choice_tip(s, a, lang)
                assert tip and not REPR.search(tip), (a, tip)
    assert {"main", "patrol"} <= kinds


def test_the_white_dice_choice_shows_each_colours_faces() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="HQ")  # HQ searches two white pairs
    s = play(turn_of(s, 0), ("search",))
    assert s.stack[-1][2] == "white"
    tip = GAME.choice_tip(s, ("colour", "R"), "en")
    assert "blast, blast, blast, amplify, 2 ammo, weapon upgrade" in tip
    assert "robbanás" in GAME.choice_tip(s, ("colour", "K"), "hu")


def test_a_blast_says_what_it_costs_in_the_roll_it_belongs_to() -> None:
    assert "1 stamina" in TP.face_tip("search", "BLAST", "en") and "informant" in TP.face_tip("search", "BLAST", "en")
    assert TP.face_tip("attack", "BLAST", "en") == "1 hit."
    assert "bomb board" in TP.face_tip("defuse", "BLAST", "en")
    assert "Cancels" in TP.face_tip("attack_android", "CAR", "en", defender=True)
    assert "állóképesség" in TP.face_tip("search", "BLAST", "hu")


def test_the_strip_offers_choices_with_tooltips_and_end_turn_marked() -> None:
    from tests.games.rogue_agent.test_view_table import make_view

    s = turn_of(player(city(police="B3"), 0, pos="HQ"), 0)
    legal = list(GAME.legal_actions(s))
    v = make_view()
    v.set_state(GAME.player_view(s, 0), legal, 0, [], None)
    strip = v.extra_choices()
    end = [c for c in strip if c.end_turn]
    assert [c.action for c in end] == [("end",)] and end[0].label == "End turn"
    assert all(c.tip for c in strip)
