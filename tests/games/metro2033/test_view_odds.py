"""Issue 17: fight odds on hover, like Rogue Agent's - the chance to win, draw or lose an attack
from the danger cards the viewer has not seen, the 7 combat cards or the Polis's fixed 7, with
the engine's own strengths; the hovered target, the hero and the hand cards say it in words."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

import game.games.metro2033.view.odds as O
from game.games.metro2033.content import COMBAT_IDS, DANGER_DECK, DANGERS
from tests.games.metro2033.metro_helpers import G, act, make, player, run
from tests.games.metro2033.test_view_table import make_view
from tests.ui.table_harness import hover


def _show(v, s, seat=0):
    v.set_state(G.player_view(s, seat), list(G.legal_actions(s)), seat, [], None)


def test_a_neutral_polis_station_fights_with_a_fixed_7():
    for army, expect in ((8, (1, 0, 0)), (7, (0, 1, 0)), (6, (0, 0, 1))):
        s = run(player(make(["red_line", "fourth_reich"]), 0, army=army), ("army", 0))
        o = O.action_odds(s, 0, ("attack", "arbatskaya"), 0)
        assert (o.win, o.draw, o.lose) == expect and o.why == "polis"


def test_a_neutral_station_counts_every_unseen_danger_card():
    s = run(player(make(["red_line", "fourth_reich"]), 0, army=4), ("army", 0))
    target = next(a[1] for a in G.legal_actions(s) if a[0] == "attack" and a[1] not in s.owner_map()
                  and a[1] not in ("arbatskaya", "borovitskaya", "biblioteka_imeni_lenina", "aleksandrovsky_sad"))
    o = O.action_odds(s, 0, ("attack", target), 0)
    cards = list(DANGER_DECK[1])
    strength = [DANGERS[c]["str"] + (1 if DANGERS[c]["property"] == "army" else 0) for c in cards]
    assert o.n == len(cards) and o.why == "danger"
    assert o.win == pytest.approx(sum(4 > x for x in strength) / len(cards))
    assert o.draw == pytest.approx(sum(4 == x for x in strength) / len(cards))
    # a card seen on the discard pile is no longer among them
    d = s.decks[0]
    seen = cards[0]
    s2 = s.__class__(**{**s.__dict__, "decks": (d.__class__(pile=tuple(c for c in d.pile if c != seen),
                                                           discard=(seen,)), s.decks[1])})
    assert O.action_odds(s2, 0, ("attack", target), 0).n == len(cards) - 1


def test_a_known_top_card_is_certain():
    s = run(player(make(["red_line", "fourth_reich"]), 0, army=4), ("army", 0))
    d = s.decks[0]
    top = sorted(d.pile)[0]
    pile = list(d.pile)
    pile.remove(top)
    s = s.__class__(**{**s.__dict__, "decks": (d.__class__(top=((top, (0,)),), pile=tuple(pile)), s.decks[1])})
    target = next(a[1] for a in G.legal_actions(s) if a[0] == "attack" and a[1] not in s.owner_map()
                  and a[1] not in ("arbatskaya", "borovitskaya", "biblioteka_imeni_lenina", "aleksandrovsky_sad"))
    o = O.action_odds(s, 0, ("attack", target), 0)
    assert o.why == "known" and o.n == 1 and o.win + o.draw + o.lose == pytest.approx(1)
    assert O.action_odds(s, 0, ("attack", target), 1).why == "danger"  # another seat does not know it


def test_a_fight_between_players_averages_the_combat_cards():
    s = run(player(make(["red_line", "fourth_reich"]), 0, army=5), ("army", 0))
    target = next(a[1] for a in G.legal_actions(s) if a[0] == "attack" and s.owner_map().get(a[1]) == 1)
    o = O.action_odds(s, 0, ("attack", target), 0)
    assert o.why == "cards" and o.win + o.draw + o.lose == pytest.approx(1) and 0 < o.win < 1
    honour = run(player(make(["red_line", "fourth_reich"], law="code_of_honour"), 0, army=5), ("army", 0))
    h = O.action_odds(honour, 0, ("attack", target), 0)
    assert h.why == "honour" and (h.win, h.draw, h.lose) == (1, 0, 0)  # 5 against 2, no cards


def test_a_hand_card_is_rated_against_the_four_cards_not_held():
    s = make(["red_line", "fourth_reich"])
    s = player(s, 0, army=5)
    target = next(st for st in s.players[1].stations)
    s = act(run(s, ("army", 0)), ("attack", target))
    while s.stack and s.stack[-1][0] != "card":
        s = G.apply(s, G.legal_actions(s)[0] if G.current_player(s) >= 0 else G.chance_outcomes(s)[0][0])
    hand = s.combat.hands[0]
    o = O.hand_odds(G.player_view(s, 0), 0, hand[0])
    assert o.why == "hand" and o.n == 4
    assert O.hand_odds(G.player_view(s, 0), 0, next(c for c in COMBAT_IDS if c not in hand)) is None
    # the defender's odds are its own: with army 9 against 5 it cannot lose, whatever the cards
    strong = s.__class__(**{**s.__dict__, "players": (s.players[0], s.players[1].__class__(
        **{**s.players[1].__dict__, "army": 9}))})
    d = O.hand_odds(G.player_view(strong, 1), 1, strong.combat.hands[1][0])
    assert d.win == 1 and d.lose == 0


@pytest.mark.parametrize("lang,word", [("en", "Chance: win"), ("hu", "Esély: győzelem")])
def test_hovering_an_attack_target_shows_the_odds(lang, word):
    s = run(player(make(["red_line", "fourth_reich"]), 0, army=8), ("army", 0))
    v = make_view(lang=lang, n=2)
    _show(v, s)
    pos = tuple(map(int, v.renderer.node_pos("arbatskaya")))
    hover(v, pos)
    _title, body = v.station_info("arbatskaya")
    assert word in body and "100%" in body  # army 8 against the Polis's 7
    assert v.hover_info(pos)[1] == body
    v.draw(pygame.Surface((1280, 720)))


def test_a_strip_button_that_starts_a_fight_says_its_odds():
    s = make(["red_line", "fourth_reich"], heroes=["hunter", "miller"], phase="hero")
    s = run(s, ("hero_act", 0))
    acts = G.legal_actions(s)
    if ("hunt",) not in acts:
        pytest.skip("no hunt here")
    v = make_view(n=2)
    _show(v, s)
    assert "Chance: win" in v.choice_tip(("hunt",))
    assert Counter(a[0] for a in acts)["hunt"] == 1
