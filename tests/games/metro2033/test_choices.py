"""Issue 17's rule for every choice, in Metro 2033: each legal action is an order in the
imperative with its cost ("Recruit 2 (2 ammo, 2 pig)"), never empty, never the log's line, never
an id, distinct within its decision, with a tooltip (``choice_tip``); a refused click on the map
names the rule and the numbers ("Your hero moves 2 stations; Krasnoselskaya is 4 away")."""

from __future__ import annotations

import random
import re

import pytest

from game.engine.core import CHANCE, TERMINAL
from game.games.metro2033 import orders
from game.games.metro2033.content import STATIONS
from tests.games.metro2033.metro_helpers import G, act, make, player, run

ID = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\b[dq]\d\d\b")  # station, card or quest ids


def _decisions(n: int, seed: int, limit: int = 2500):
    rng = random.Random(seed)
    s = G.initial_state(n, {})
    for _ in range(limit):
        cp = G.current_player(s)
        if cp == TERMINAL:
            return
        if cp == CHANCE:
            outs = G.chance_outcomes(s)
            s = G.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
            continue
        yield s
        s = G.apply(s, rng.choice(list(G.legal_actions(s))))


@pytest.mark.parametrize("n,seed", [(2, 1), (4, 2), (6, 3)])
def test_every_choice_is_a_distinct_order_with_a_tooltip(n, seed):
    seen = set()
    for s in _decisions(n, seed):
        legal = list(G.legal_actions(s))
        for lang in ("en", "hu"):
            labels = [G.label(s, a, lang) for a in legal]
            assert len(set(labels)) == len(labels), (s.stack[-1], labels)
            for a, label in zip(legal, labels):
                assert label.strip() and not ID.search(label), (a, label)
                assert label != G.describe(s, a, lang), (a, label)
                assert G.choice_tip(s, a, lang).strip(), a
                seen.add(a[0])
    assert {"recruit", "attack", "move", "end", "faction", "hero"} <= seen


def test_labels_carry_their_cost():
    s = make(["red_line", "fourth_reich"], phase="mobilize")
    s = player(s, 0, res=(3, 1, 3), army=2)
    s = run(s, ("recruit", 0))
    assert G.label(s, ("recruit", 2), "en") == "Recruit 2 (2 ammo, 2 pig)"
    assert G.label(s, ("recruit", 2), "hu") == "Toborozz 2 katonát (2 lőszer, 2 disznó)"
    assert G.label(s, ("recruit", 0), "en") == "Recruit nobody"
    s = make(["red_line", "fourth_reich"], law="general_mobilization", phase="mobilize")
    s = run(player(s, 0, res=(0, 0, 3)), ("recruit", 0))
    assert G.label(s, ("recruit", 2), "en") == "Recruit 2 (2 ammo)"  # the law's price
    s = make(["red_line", "fourth_reich"], phase="mobilize")
    s = run(player(s, 0, res=(1, 0, 0), army=7), ("upkeep", 0))
    assert G.label(s, ("keep", 6), "en") == "Dismiss down to 6 (1 pig)"
    assert G.label(s, ("keep", 5), "en") == "Dismiss down to 5 (free)"


def test_an_annex_names_its_price():
    s = make(["red_line", "fourth_reich"])
    s = player(s, 0, army=5, res=(1, 1, 0))
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"), ("card", "d1_giant_rats"))
    assert s.stack[-1][0] == "annex"
    assert G.label(s, ("annex", True), "en") == "Annex Lubyanka (1 mushroom + 1 pig)"
    assert G.label(s, ("annex", False), "en") == "Leave Lubyanka neutral"


def test_end_turn_is_an_order():
    for s in _decisions(3, 4):
        if s.stack[-1][0] == "hero_act":
            assert G.label(s, ("end",), "en") == "End turn"
            assert G.label(s, ("end",), "hu") == "Kör vége"
            return
    pytest.fail("no hero action reached")


def test_a_refused_move_names_the_speed_and_the_distance():
    s = make(["red_line", "fourth_reich"], phase="hero")
    s = run(s, ("hero_move", 0))
    seat, p = 0, s.players[0]
    from game.games.metro2033 import flow, graph

    reach = graph.hero_reach(p.hero_at, flow.hero_speed(p), flow.active(s))
    far = next(st for st in sorted(flow.active(s)) if st not in reach)
    d = graph.distance(p.hero_at, [far], flow.active(s))
    words = orders.refusal(s, seat, far, "en")
    assert f"your hero moves {flow.hero_speed(p)} stations" in words and f"is {d} away" in words
    assert STATIONS[far].name["en"] in words
    assert f"{d} állomásnyira" in orders.refusal(s, seat, far, "hu")


def test_a_refused_attack_names_the_rule():
    s = make(["red_line", "fourth_reich"])
    s = run(player(s, 0, army=5), ("army", 0))
    hansa = next(st for st, info in STATIONS.items() if info.type == "hansa")
    assert "Hansa" in orders.refusal(s, 0, hansa, "en") and "cannot be taken" in orders.refusal(s, 0, hansa, "en")
    own = s.players[0].stations[0]
    assert "already yours" in orders.refusal(s, 0, own, "en")
    from game.games.metro2033 import flow

    targets = set(G.legal_actions(s))
    far = next(st for st in sorted(flow.active(s)) if STATIONS[st].type == "regular" and st not in s.owner_map()
               and ("attack", st) not in targets)
    words = orders.refusal(s, 0, far, "en")
    assert "next to yours" in words and "stations from your nearest" in words and words.startswith(STATIONS[far].name["en"])


# ----- every label an order in the imperative, Hungarian too (issue 17) --------------------------
def _on(task: tuple):
    from dataclasses import replace

    return replace(make(["red_line", "fourth_reich"]), stack=(task,))


def test_the_orders_that_were_headlines_or_reports_are_imperatives():
    """Hungarian "1. játékos dobja el: Gázálarc" was a report, "Spártai kiképzés: sereg +1" and
    "A holtak útjain ide" were headlines; "Védjen a sereg" spoke of the army, not to the player."""
    strip = _on(("strip", 0, 1))
    assert G.label(strip, ("discard", "gas_mask"), "hu") == "Dobasd el vele: Gázálarc (2. játékos)"
    assert G.label(strip, ("discard", "gas_mask"), "en") == "Make Player 2 discard Gas mask"
    assert G.label(_on(("hero_act", 0)), ("drill",), "hu") == "Képezd ki a sereget: +1 erő (ingyen)"
    assert G.label(_on(("hero_act", 0)), ("drill",), "en") == "Drill your army: +1 strength (free)"
    assert G.label(_on(("hero_act", 0)), ("paths", "lubyanka"), "hu") == "Menj a holtak útjain ide: Lubyanka"
    assert G.label(_on(("defend", 0)), ("defend", "lubyanka", "army"), "hu") == "Védd a sereggel: Lubyanka"
    assert G.label(_on(("defender", 0)), ("unit", "hero"), "hu") == "Védekezz a hőssel"


@pytest.mark.parametrize("n,seed", [(2, 11), (5, 12)])
def test_every_label_reads_as_an_order(n, seed):
    from tests.games.rogue_agent.test_label_orders import en_problem, hu_problem

    fine = {"Ne vegyél el semmit"}  # "vegyél": an imperative the ending check does not know
    bad = set()
    for s in _decisions(n, seed, limit=4000):
        for a in G.legal_actions(s):
            for lang, check in (("en", en_problem), ("hu", hu_problem)):
                label = G.label(s, a, lang)
                if label not in fine and check(label):
                    bad.add(f"[{lang}] {label}: {check(label)}")
    assert not bad, "\n".join(sorted(bad)[:30])
