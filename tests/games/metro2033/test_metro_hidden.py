"""Hidden information (spec section 8) and the words of every step (en and hu)."""

from __future__ import annotations

import random
import re

from game.engine.core import CHANCE, HIDDEN, TERMINAL
from game.games.metro2033.state import replace
from game.games.metro2033.text import st_name

from .metro_helpers import G, act, make, player, run, top


def test_open_quests_and_scouted_cards_are_private():
    s = make(["red_line", "fourth_reich"])
    s = player(s, 0, quests=(("q01", 1),), done=("q05",), scout="d1_nosalis", scout_round=2)
    s = replace(s, q_pile=tuple(q for q in s.q_pile if q not in ("q01", "q05")))
    d = s.decks[0]
    s = replace(s, decks=(replace(d, pile=tuple(c for c in d.pile if c != "d1_nosalis")), s.decks[1]))
    other = G.player_view(s, 1).players[0]
    assert other.quests == ((HIDDEN, 1),) and other.scout is HIDDEN and other.done == ("q05",)
    own = G.player_view(s, 0).players[0]
    assert own.quests == (("q01", 1),) and own.scout == "d1_nosalis"
    det = G.determinize(G.player_view(s, 1), 1, random.Random(1))
    assert det.players[0].quests[0][0] not in ("q05",) and det.players[0].scout.startswith("d1_")


def test_quest_draw_is_seen_only_by_its_owner():
    s = make(["red_line", "fourth_reich"], heroes=["artyom", "miller"], phase="hero")
    s = player(s, 0, res=(0, 1, 1), hero_at="kurskaya_h")
    s = replace(s, turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("quest",), ("card", "q07"), ("card", "q09"))
    assert top(s) == ("keep_q", 0)
    assert G.player_view(s, 1).offer == (HIDDEN, HIDDEN)
    assert set(G.player_view(s, 0).offer) == {"q07", "q09"}
    assert G.decision_seat_is_secret(s)
    after = act(s, ("keep", "q09"))
    assert "q07" not in G.describe(s, ("keep", "q09"), "en") and "Duelist" not in G.describe(s, ("keep", "q09"), "en")
    assert G.player_view(after, 1).q_discard == (HIDDEN,)


def test_combat_choice_is_hidden_until_both_chose():
    s = make(["fourth_reich", "red_line"])
    s = player(s, 0, army=5)
    s = act(run(s, ("army", 0)), ("attack", "teatralnaya"))
    assert G.current_player(s) == CHANCE
    s = act(s, ("deal", ("ambush", "assault", "evasion"), ("breakthrough", "counterattack", "flank_attack")))
    def_view = G.player_view(s, 1).combat
    assert def_view.hands[0] == (HIDDEN, HIDDEN, HIDDEN) and def_view.hands[1] == ("breakthrough", "counterattack", "flank_attack")
    s = act(s, ("play", "assault"))
    assert G.player_view(s, 1).combat.cards[0] is HIDDEN
    assert G.player_view(s, 0).combat.cards[0] == "assault"
    assert "Assault" not in G.describe(G.player_view(s, 1), ("play", "breakthrough"), "en")
    det = G.determinize(G.player_view(s, 1), 1, random.Random(2))
    assert G.player_view(det, 1) == G.player_view(s, 1)
    assert list(G.legal_actions(det)) == list(G.legal_actions(s))


def test_deck_order_is_hidden_but_known_tops_are_kept():
    s = make(["red_line", "fourth_reich"], heroes=["anna", "miller"], phase="hero")
    s = player(s, 0, hero_at="lubyanka")
    s = replace(s, turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("radio",), ("card", "d1_mould"), ("card", "d1_raiders"), ("card", "d1_lurker"))
    assert top(s)[0] == "order"
    s = act(s, ("order", "d1_lurker", "d1_mould", "d1_raiders"))
    assert [c for c, _k in G.player_view(s, 0).decks[0].top] == ["d1_lurker", "d1_mould", "d1_raiders"]
    assert [c for c, _k in G.player_view(s, 1).decks[0].top] == [HIDDEN] * 3
    assert all(c is HIDDEN for c in G.player_view(s, 0).decks[0].pile)


def _random_steps(n: int, seed: int, limit: int = 3000):
    rng = random.Random(seed)
    s = G.initial_state(n, {})
    for _ in range(limit):
        p = G.current_player(s)
        if p == TERMINAL:
            return
        if p == CHANCE:
            oc = G.chance_outcomes(s)
            a = rng.choices([o for o, _ in oc], [w for _, w in oc])[0]
        else:
            a = rng.choice(list(G.legal_actions(s)))
        yield s, a
        s = G.apply(s, a)


def test_every_step_has_words_in_both_languages():
    for n, seed in ((2, 1), (4, 2), (6, 3)):
        for s, a in _random_steps(n, seed, 1500):
            after = G.apply(s, a)
            for lang in ("en", "hu"):
                line = G.log_line(s, a, after, lang)
                assert line and "_" not in line, (a, line)
                assert G.prompt(s, lang)
                if G.current_player(s) >= 0:
                    assert G.label(s, a, lang)


def test_log_sentences_start_with_a_capital_and_a_free_capture_is_said_once():
    """A player reads "end turn. The law expired", not ". the law expired"; and a free capture
    ("takes for free: X") is not followed by "takes: X" again."""
    settles = 0
    for n, seed in ((2, 11), (3, 12), (4, 13), (5, 14), (6, 15)):
        for s, a in _random_steps(n, seed, 2500):
            after = G.apply(s, a)
            line = G.log_line(s, a, after, "en")
            assert not re.search(r"\. [a-z]", line), line
            assert ".." not in line, line
            if a[0] == "settle":
                settles += 1
                for lang in ("en", "hu"):
                    said = G.log_line(s, a, after, lang)
                    assert said.count(st_name(a[1], lang)) == 1, said
    assert settles, "no free capture happened in these games: pick other seeds"


def test_the_log_tells_the_fight_and_its_consequences():
    s = make(["red_line", "fourth_reich"])
    s = player(s, 0, army=5, res=(1, 1, 0))
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"))
    after = G.apply(s, ("card", "d1_giant_rats"))
    line = G.log_line(s, ("card", "d1_giant_rats"), after, "en")
    assert "Giant Rats" in line and "Player 1 army (5)" in line and "wins" in line
    done = G.apply(after, ("annex", True))
    assert "Player 1 takes: Lubyanka" in G.log_line(after, ("annex", True), done, "en")
    assert "Lubyanka" in G.log_line(after, ("annex", True), done, "hu")


def test_the_log_names_what_the_round_track_brings():
    s = make(["red_line", "fourth_reich"], round_no=2, phase="end")
    s = run(s, ("end_round",))
    assert s.round == 3
    before = replace(s, round=2)
    assert "Round 3: dangers from the dark" in G.log_line(before, ("pass",), s, "en")
    assert "3. forduló: veszedelmek a sötétből" in G.log_line(before, ("pass",), s, "hu")


def test_simultaneous_choice_each_behind_the_pass_screen_and_revealed_together():
    """Spec 6.2/8: the attacker's choice is stored unseen, then the defender chooses behind its own
    cover; nothing (view, log line, words) shows a card before both are down; then both flip."""
    s = make(["fourth_reich", "red_line"])
    s = player(s, 0, army=5)
    s = act(run(s, ("army", 0)), ("attack", "teatralnaya"))
    s = act(s, ("deal", ("ambush", "assault", "evasion"), ("breakthrough", "counterattack", "flank_attack")))
    assert top(s) == ("card", 0, 0) and G.decision_seat_is_secret(s)
    chosen = act(s, ("play", "evasion"))  # e.g. an AI attacker
    assert top(chosen) == ("card", 1, 1) and G.decision_seat_is_secret(chosen)
    for viewer in (1, None):
        view = G.player_view(chosen, viewer).combat
        assert view.cards[0] is HIDDEN and not view.revealed and set(view.hands[0]) == {HIDDEN}
        assert "evasion" not in repr(G.player_view(chosen, viewer).combat)
    line = G.log_line(s, ("play", "evasion"), chosen, "en") or ""
    assert "Evasion" not in line and "Evasion" not in G.describe(s, ("play", "evasion"), "en")
    assert "Kitérés" not in (G.log_line(s, ("play", "evasion"), chosen, "hu") or "")
    done = act(chosen, ("play", "counterattack"))
    assert G.player_view(done, None).combat is None or G.player_view(done, None).combat.revealed
    # both cards count: army 5+1 (Storm Troopers) + Evasion vs defense 0 = 6; army 2 + Counterattack vs neutral 2 = 4
    assert done.last_fight[7:] == (6, 4, 1)
