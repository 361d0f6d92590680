"""Issue 17's rule for every choice, in Neuroshima: the label of every legal action of every
decision is an order (not empty, not the log line, no ids, reprs or coordinates), the labels of
one decision are all different, and every choice has a tooltip; both languages."""

from __future__ import annotations

import random
import re

import pytest

from game.engine.core import CHANCE, TERMINAL
from game.engine.match import sample_outcome

from .nshelp import G

ENGINE = re.compile(r"\(-?\d+, ?-?\d+\)|\b(ny|nj|mo|bo|op|he|turret)\.[a-z_]+|\('|\[|\]|None|True|False")
SCENARIOS = ("skirmish", "wild_skirmish", "base_skirmish", "forest_skirmish", "bunker_skirmish")
ARMIES = ("new_york", "neojungle", "moloch", "borgo", "outpost", "hegemony")


def _decisions(seed: int, players: int):
    rng = random.Random(seed)
    armies = rng.sample(ARMIES, players)
    opts = {"armies": ",".join(armies), "scenario": SCENARIOS[seed % len(SCENARIOS)]}
    if seed % 3 == 0:
        opts["push_back_chooser"] = "pusher"
    s = G.initial_state(players, opts)
    while G.current_player(s) != TERMINAL:
        if G.current_player(s) == CHANCE:
            s = G.apply(s, sample_outcome(G.chance_outcomes(s), rng))
            continue
        legal = list(G.legal_actions(s))
        yield s, legal
        s = G.apply(s, rng.choice(legal))


@pytest.mark.parametrize("seed,players", [(1, 2), (2, 3), (3, 4), (4, 2), (5, 2), (6, 3)])
def test_every_choice_of_random_games_is_an_order_with_a_tip(seed, players):
    checked = 0
    for s, legal in _decisions(seed, players):
        for lang in ("en", "hu"):
            labels = [G.label(s, a, lang) for a in legal]
            assert len(set(labels)) == len(labels), f"labels repeat in one decision: {labels} ({legal})"
            for a, text in zip(legal, labels, strict=True):
                assert text.strip(), f"empty label for {a}"
                assert not ENGINE.search(text), f"engine words in {text!r} ({a})"
                assert text != G.describe(s, a, lang), f"{text!r} is the log line"
                assert G.choice_tip(s, a, lang).strip(), f"no tooltip for {a}"
            checked += len(legal)
    assert checked > 200


def test_end_turn_is_an_order_and_the_air_strike_is_named():
    from .nshelp import build, play
    s = build([("mo.hq", (0, 0), 0, 0, 0), ("nj.hq", (2, -2), 0, 0, 1)], hands=[("mo.air_strike",), ()],
              armies="moloch,neojungle")
    assert G.label(s, ("end",), "en") == "End turn" and G.label(s, ("end",), "hu") == "Kör vége"
    s = play(s, ("play", "mo.air_strike"))
    assert "Air strike" in G.prompt(s, "en") and "Bomb" not in G.prompt(s, "en")
    assert "Légicsapás" in G.prompt(s, "hu")
