"""Metro 2033 bots: they decide from the seat's view alone, every level answers quickly with a
legal move, and the plan behind them goes for victory points (spec 1: 10 VP, the Red Line 9,
= stations + completed quests; 5.6: an annex costs 1 mushroom + 1 pig; 5.8: a met goal
completes the quest; 5.2: upkeep from strength 6)."""

from __future__ import annotations

import random
import time

import pytest

from game.ai.bots import make_bot
from game.engine.core import CHANCE, HIDDEN, TERMINAL
from game.games.metro2033 import heuristics as H
from game.games.metro2033 import plan
from game.games.metro2033.state import replace

from .metro_helpers import G, make, player, run, top

LEVELS = ("greedy", "ai:easy", "ai:normal", "ai:hard")

_HERO = [("hero_move", 0), ("checkpoint",), ("hero_move", 1), ("checkpoint",), ("phase", "end"), ("end_round",)]
_ARMY = [("army", 0), ("checkpoint",), ("army", 1), ("checkpoint",), ("phase", "hero"), *_HERO]
_MOBILIZE = [("upkeep", 0), ("recruit", 0), ("upkeep", 1), ("recruit", 1), ("checkpoint",), ("phase", "army"), *_ARMY]
_EVENT = [("defend", 0), ("defend", 1), ("draw_danger", "event"), ("event_fights",), ("checkpoint",),
          ("phase", "mobilize"), *_MOBILIZE]


def rest_of_round(tasks: list, start: int) -> list:
    """The round's remaining tasks from ``tasks[start]`` (two seats, seat 0 first), so that a
    searched future goes on into the next rounds instead of stopping."""
    return tasks[start:]


def _army_turn(**kw) -> object:
    """Round 3 army phase: the Red Line (seat 0) to act, the Fourth Reich beside it."""
    s = make(["red_line", "fourth_reich"], **kw)
    s = player(s, 0, army=7, res=(2, 2, 1))
    return run(s, *rest_of_round(_ARMY, 0))


def _view_pair():
    """Two true states that differ only in what seat 0 may not see: seat 1's open quest
    and its scouted danger card."""
    base = _army_turn()
    s1 = player(base, 1, quests=(("q01", 2),), scout="d1_nosalis", scout_round=2)
    s2 = player(base, 1, quests=(("q12", 2),), scout="d1_hot_spot", scout_round=2)
    for s in (s1, s2):
        held = {"q01", "q12", "d1_nosalis", "d1_hot_spot"}
        d = s.decks[0]
        yield replace(
            s,
            q_pile=tuple(q for q in s.q_pile if q not in held),
            decks=(replace(d, pile=tuple(c for c in d.pile if c not in held)), s.decks[1]),
        )


@pytest.mark.parametrize("kind", LEVELS)
def test_bots_decide_from_the_seat_view_alone(kind: str) -> None:
    a, b = _view_pair()
    view_a, view_b = G.player_view(a, 0), G.player_view(b, 0)
    assert view_a.players[1].quests == ((HIDDEN, 2),) and view_a.players[1].scout is HIDDEN
    assert view_a == view_b  # nothing of the hidden cards reaches the bot
    choices = [make_bot(kind, G, 0, seed=11, num_players=2).choose(v) for v in (view_a, view_b)]
    assert choices[0] == choices[1]
    assert choices[0] in G.legal_actions(a)


def _positions() -> list:
    """A few decisions of different kinds: army action, mobilization, hero at the market,
    a combat card, a danger defence."""
    out = [_army_turn()]
    s = make(["red_line", "fourth_reich"], phase="mobilize")
    out.append(run(player(s, 0, army=5, res=(3, 1, 3)), *rest_of_round(_MOBILIZE, 0)))
    s = make(["red_line", "fourth_reich"], heroes=["sasha", "miller"], phase="hero")
    s = player(s, 0, res=(2, 3, 3), hero_at="kurskaya_h")
    out.append(run(s, *rest_of_round(_HERO, 0)))
    s = make(["fourth_reich", "red_line"])
    s = G.apply(run(player(s, 0, army=5), *rest_of_round(_ARMY, 0)), ("attack", "teatralnaya"))
    s = G.apply(s, ("deal", ("ambush", "assault", "evasion"), ("breakthrough", "counterattack", "flank_attack")))
    out.append(s)
    s = make(["red_line", "fourth_reich"], phase="events")
    out.append(run(player(s, 0, army=4), *rest_of_round(_EVENT, 0)))
    return out


@pytest.mark.parametrize("kind", LEVELS)
def test_every_level_answers_quickly_with_a_legal_move(kind: str) -> None:
    for s in _positions():
        seat = G.current_player(s)
        assert seat >= 0, top(s)
        bot = make_bot(kind, G, seat, seed=3, num_players=2)
        t0 = time.process_time()
        a = bot.choose(G.player_view(s, seat))
        spent = time.process_time() - t0
        assert a in G.legal_actions(s)
        assert spent < {"ai:hard": 3.5}.get(kind, 2.0), (kind, top(s), spent)


def test_the_plan_captures_with_an_army_that_beats_every_stage_one_danger() -> None:
    """Army 7 beats every stage I danger (2-5, +1 against an army at most): an attack on a
    neutral station is a sure VP (and a reward), better than gathering or passing."""
    s = _army_turn()
    for kind in ("greedy", "ai:normal", "ai:hard"):
        a = make_bot(kind, G, 0, seed=5, num_players=2).choose(G.player_view(s, 0))
        assert a[0] == "attack", (kind, a)


def test_the_plan_buys_the_equipment_that_completes_its_quest() -> None:
    """Miller (strength 3) holds a G4 quest (hero strength 7) drawn last round and stands on
    a Hansa station with a PKM (+4) in the market: buying it completes the quest (+1 VP)."""
    s = make(["red_line", "fourth_reich"], heroes=["miller", "hunter"], phase="hero", round_no=4)
    s = player(s, 0, res=(1, 2, 2), hero_at="kurskaya_h", army=6, quests=(("q07", 3),))
    s = replace(s, market=("pkm", "filters", "dosimeter", "handcar"),
                eq_pile=tuple(e for e in s.eq_pile if e not in ("pkm", "filters", "dosimeter", "handcar")),
                q_pile=tuple(q for q in s.q_pile if q != "q07"))
    s = replace(s, turn_done=(0,))
    s = run(s, ("hero_act", 0), *rest_of_round(_HERO, 1))
    for kind in ("greedy", "ai:normal"):
        a = make_bot(kind, G, 0, seed=2, num_players=2).choose(G.player_view(s, 0))
        assert a == ("market",), (kind, a)
    after = G.apply(s, ("market",))
    assert H.greedy_action(G, after, 0, random.Random(0))[:2] == ("buy", "pkm")
    bought = G.apply(after, ("buy", "pkm", "ammo+mushroom"))
    assert H.evaluate(G, bought, 0) > H.evaluate(G, after, 0)


def test_a_station_is_worth_more_than_its_annex_cost_and_stocks_are_worth_spending() -> None:
    """An annexed station (1 VP) beats keeping the pig and mushroom it cost; the tenth
    mushroom in stock is worth less than the first (spend it on quests and equipment)."""
    s = _army_turn()
    kept = player(s, 0, res=(3, 3, 1))
    station = player(s, 0, stations=tuple(sorted(s.players[0].stations + ("lubyanka",))))
    assert H.evaluate(G, station, 0) > H.evaluate(G, kept, 0) > H.evaluate(G, s, 0)
    assert H.evaluate(G, station, 1) < H.evaluate(G, s, 1)
    assert plan.unit_value("mushroom", 10) < plan.unit_value("mushroom", 1) / 3


def test_upkeep_keeps_only_the_army_the_plan_needs() -> None:
    """Stage I: an army of 6 beats every danger; keeping 8 would cost 3 pigs a round."""
    s = make(["red_line", "fourth_reich"], phase="mobilize")
    s = run(player(s, 0, army=8, res=(3, 2, 2)), *rest_of_round(_MOBILIZE, 0))
    legal = list(G.legal_actions(s))
    assert ("keep", 8) in legal
    assert H.greedy_action(G, s, 0, random.Random(0)) == ("keep", 6)


def test_the_search_compares_few_moves_and_skips_minor_decisions() -> None:
    s = _army_turn()
    legal = list(G.legal_actions(s))
    searched = H.search_actions(G, s, legal)
    assert 1 <= len(searched) <= 4 < len(legal)
    assert H.greedy_action(G, s, 0, random.Random(0)) == searched[0]
    s = make(["red_line", "fourth_reich"], phase="events")
    s = run(player(s, 0, res=(0, 0, 0)), ("any", 0, 1))
    assert len(H.search_actions(G, s, list(G.legal_actions(s)))) == 1


def test_levels_are_ordered_and_normal_is_capped_at_two_seconds() -> None:
    easy, normal, hard = (H.AI_LEVELS[k] for k in ("ai:easy", "ai:normal", "ai:hard"))
    assert easy.budget.iterations < normal.budget.iterations < hard.budget.iterations
    assert normal.budget.seconds is not None and normal.budget.seconds <= 2.0
    assert easy.rollout_plies < normal.rollout_plies < hard.rollout_plies
    # easy values a leaf by the plan's score alone; normal and hard also look ahead
    assert easy.evaluate is None and normal.evaluate is hard.evaluate is H.evaluate_ahead


def test_card_choice_counts_the_rivals_possible_cards() -> None:
    """Spec 6.4: with Ambush (+3 against an attack card) in hand and the rival's cards unknown,
    the plan's card is the one with the best result over the cards the rival may hold."""
    s = _positions()[3]
    scores = plan.action_scores(s, list(G.legal_actions(s)))
    assert len(scores) == 3 and max(scores) > min(scores)


def _play(seats: list[str], seed: int):
    rng = random.Random(seed)
    n = len(seats)
    s = G.initial_state(n, {})
    bots = [make_bot(k, G, i, seed + i, n) for i, k in enumerate(seats)]
    while G.current_player(s) != TERMINAL:
        p = G.current_player(s)
        if p == CHANCE:
            oc = G.chance_outcomes(s)
            a = rng.choices([o for o, _ in oc], [w for _, w in oc])[0]
        else:
            a = bots[p].choose(G.player_view(s, p))
        s = G.apply(s, a)
    return s


def test_plan_games_end_by_victory_points_long_before_the_round_limit() -> None:
    for seed in range(3):
        s = _play(["greedy", "greedy", "greedy"], seed)
        assert s.end_reason in ("vp", "polis") and s.round <= 20, (seed, s.round, s.end_reason)


def test_greedy_beats_random() -> None:
    wins = sum(_play(["greedy", "random"], seed).winner == 0 for seed in range(4))
    assert wins == 4


def test_the_red_lines_nine_vp_target_counts_in_the_plan() -> None:
    """Spec 1: the Red Line wins with 9 VP, the others with 10; equal VP is not equal progress."""
    s = make(["red_line", "fourth_reich"])
    assert plan.score(s, 0) > plan.score(s, 1)


def test_the_look_ahead_fears_a_coming_dangers_round_with_a_weak_army() -> None:
    """Round 3 is a Dangers-from-the-dark round (spec 5.1 track: T2); an army of 2 defending
    against stage I dangers (2-5) is likely to lose a station, an army of 6 never."""
    weak = player(make(["red_line", "fourth_reich"], round_no=2, phase="hero"), 0, army=2)
    strong = player(weak, 0, army=6)
    assert plan._event_risk(weak, 0) >= 0.3 and plan._event_risk(strong, 0) == 0.0
    calm = replace(weak, round=3)  # round 4 only produces
    assert plan._event_risk(calm, 0) == 0.0




def test_hard_bot_travels_to_the_ai_process() -> None:
    """The app thinks in a worker process: the pickled hard bot keeps its level's settings."""
    from game.ai.worker import dumps_decision, loads_decision

    bot = make_bot("ai:hard", G, 0, seed=5, num_players=2)
    copy, _view = loads_decision(dumps_decision(bot, G.player_view(G.initial_state(2, {}), 0)))
    assert copy.config == H.AI_LEVELS["ai:hard"] and copy.kind == "ai:hard"


def test_every_level_drafts_hunter_first() -> None:
    """Spec 4 step 5: the seat that chose its faction last drafts its hero first (all six free);
    Hunter makes the 2-player game even (plan.HERO_PREF)."""
    s = G.initial_state(2, {})
    while G.current_player(s) == CHANCE or top(s)[0] != "hero":
        s = G.apply(s, G.chance_outcomes(s)[0][0] if G.current_player(s) == CHANCE else G.legal_actions(s)[0])
    seat = G.current_player(s)
    assert len(G.legal_actions(s)) == 6
    view = G.player_view(s, seat)
    for kind in ("greedy", "ai:easy", "ai:normal", "ai:hard"):
        assert make_bot(kind, G, seat, seed=2, num_players=2).choose(view) == ("hero", "hunter")


def test_a_search_has_its_own_horizon_without_a_round_limit() -> None:
    """Spec 5.5 (A25): no round limit in normal play, so a searched decision must never wait for a
    game to end: each iteration plays at most ``max_tree_depth`` tree moves and ``rollout_plies``
    rollout moves (plus the chance steps between them) and then evaluates."""
    from game.ai.mcts import ISMCTS

    s = G.initial_state(2, {"first_player": "1"})
    assert s.opt("max_rounds") == 0
    while G.current_player(s) == CHANCE or top(s)[0] != "army":
        s = G.apply(s, G.chance_outcomes(s)[0][0] if G.current_player(s) == CHANCE else G.legal_actions(s)[0])
    seat = G.current_player(s)
    cfg = H.AI_LEVELS["ai:hard"]
    assert cfg.rollout_plies <= 12 and cfg.max_tree_depth <= 60

    class Counting:
        """The game, counting the moves a search applies."""

        def __init__(self) -> None:
            self.decisions = 0
            self.heuristics = H

        def __getattr__(self, name: str):
            return getattr(G, name)

        def apply(self, state, action):
            if G.current_player(state) >= 0:
                self.decisions += 1
            return G.apply(state, action)

    game = Counting()
    from dataclasses import replace as dc_replace

    from game.ai.budget import Budget

    few = dc_replace(H.AI_LEVELS["ai:normal"], budget=Budget(seconds=None, iterations=20))
    ISMCTS(game, seat, 2, few, random.Random(1)).choose(G.player_view(s, seat))
    assert 0 < game.decisions <= 20 * (few.max_tree_depth + few.rollout_plies)
