"""The Rogue Agent table view against a hand-made state and against the real engine:
legal targets answer clicks with legal actions only, the dice tray lands on the engine's
faces, dice are picked for rerolls and bomb-board placement by clicking, secrets stay
hidden, and the words are the catalog's (en + hu) at 14 px or more."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.engine.core import CHANCE, HIDDEN
from game.engine.match import Match, Step
from game.games.rogue_agent import content as K
from game.games.rogue_agent.rules import RogueAgentGame
from game.games.rogue_agent.view import RogueAgentView
from game.games.rogue_agent.view import paint as P
from game.games.rogue_agent.view.texts import EN, HU
from tests.games.rogue_agent.ra_view_fixture import bomb_state, state
from tests.ui import table_harness as H
from tests.ui.table_harness import click

GAME = RogueAgentGame()
ROLLED = [Step(0, CHANCE, ("die", "R", "BLAST"), "", True)]  # a die was rolled since the last state


def make_view(size=(1280, 720), lang="en", anim=1.0) -> RogueAgentView:
    return H.make_view(RogueAgentView, GAME, 3, size, lang, anim)


def draw_texts(v: RogueAgentView, size) -> set[tuple[str, int]]:
    return H.draw_texts(v, size, P, caches=[P._TILE_CACHE])


def test_catalogs_have_the_same_keys_and_real_hungarian():
    assert set(EN) == set(HU)
    joined = " ".join(HU.values())
    assert "ő" in joined and "ű" in joined


def test_every_character_of_the_views_words_is_in_the_bundled_font():
    from tests.ui.test_glyphs import missing_glyphs

    texts = list(EN.values()) + list(HU.values())
    for lang in ("en", "hu"):
        v = make_view((1280, 720), lang)
        v.set_state(state(), [("move", "B4")], 1, [], None)
        texts += [s for s, _ in draw_texts(v, (1280, 720))]
        for pos in K.POS_ORDER:
            texts += list(v.hover_info(v.tile_rect(pos).center) or ())
        texts += [x for num in (3, 4, 5, 6) for x in (v._card_info(num) or ())]
        texts += [x for seat in range(3) for x in (v.panel_hover(seat) or ())]
    assert not missing_glyphs(texts)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_table_words_come_from_the_catalog_and_the_data_at_14px(size, lang):
    v = make_view(size, lang)
    v.set_state(state(), [("move", "B4"), ("end",)], 1, [], None)
    texts = draw_texts(v, size)
    words = {s for s, _ in texts}
    assert min(sz for _, sz in texts) >= 14
    lines = " | ".join(sorted(words))
    assert "…" not in lines  # nothing cut
    for tid in ("ARMORY", "HQ", "D5", "BAZAAR", "HOSPITAL"):
        name = K.TILES[tid].name[lang]  # whole, in the chosen language (a long one on two lines)
        assert name in words or any(a + " " + b == name for a in words for b in words), name
    other = "en" if lang == "hu" else "hu"
    assert not any(K.TILES[tid].name[other] in words for tid in ("ARMORY", "D5", "HOSPITAL"))
    assert not any(w.startswith(("tile.", "card.", "phase.", "round")) for w in words)
    if lang == "hu":
        assert "3. kör / 6 · Akció fázis" in words
        english_only = {EN[k] for k in EN if EN[k] != HU[k] and len(EN[k]) > 3 and "{" not in EN[k]}
        assert not words & english_only


def test_clicks_give_legal_actions_only_and_explain_the_rest():
    v = make_view()
    legal = [("move", "B4"), ("move", "HQ"), ("attack", 5), ("investigate", 6), ("end",)]
    v.set_state(state(), legal, 1, [], None)
    draw_texts(v, (1280, 720))
    assert click(v, v.tile_rect("B4").center) == ("move", "B4")
    assert click(v, v.tile_rect("T3").center) is None and "Out of reach" in v.message
    # two actions at the Bazaar (criminals 5 and 6): a small menu, then the picked one
    assert click(v, v.tile_rect("M5").center) is None and v.menu is not None
    _box, items = v.menu
    picked = next(r for label, a, r in items if a == ("investigate", 6))
    assert click(v, picked.center) == ("investigate", 6)
    # the criminal card itself
    card = dict(v.card_rects)[5]
    assert click(v, card.center) == ("attack", 5)
    assert [a for _l, a in v.extra_choices()] == [("end",)]


def test_local_actions_are_also_offered_on_the_agents_own_tile():
    v = make_view()
    legal = [("search",), ("buy", 0), ("move", "T1"), ("end",)]
    v.set_state(state(), legal, 1, [], None)  # Bence stands on T2 (Skyline)
    assert click(v, v.tile_rect("T2").center) is None and v.menu is not None
    assert [a for _l, a, _r in v.menu[1]] == [("search",), ("buy", 0)]
    assert [a for _l, a in v.extra_choices()] == [("search",), ("buy", 0), ("end",)]


def test_an_agent_to_steal_from_is_picked_on_its_board_or_its_location():
    v = make_view()
    v.set_state(state(), [("steal", 0), ("end",)], 1, [], None)
    draw_texts(v, (1280, 720))
    assert click(v, v.L.boards[0].center) == ("steal", 0)
    assert click(v, v.tile_rect("T1").center) == ("steal", 0)  # Anna stands on T1


def test_the_director_orders_assassins_and_bombs_by_clicking_their_locations():
    v = make_view()
    legal = [("assassin", "B5"), ("bomb", "M4")]
    v.set_state(state(), legal, 1, [], None)
    assert click(v, v.tile_rect("B5").center) == ("assassin", "B5")
    assert click(v, v.tile_rect("M4").center) == ("bomb", "M4")
    assert v.extra_choices() == []


def test_a_crowded_strip_folds_local_actions_into_one_menu_named_after_the_place():
    """Hungarian at 1280x720: the strip showed only End turn while the agent's location offered
    a search, three buys and Reinforce (issue 17: never only End turn while other actions exist)."""
    v = make_view(lang="hu")
    legal = [("search",), ("buy", 0), ("buy", 1), ("buy", 2), ("reinforce",), ("attack_assassin",), ("end",)]
    v.set_state(state(), legal, 1, [], None)
    choices = v.extra_choices()
    offered = [a for _l, a in choices]
    assert set(offered) == set(legal), "every action is in the strip (alone or in its menu)"
    groups = {c.group for c in choices if c.action != ("end",)}
    if groups != {""}:  # folded: one menu, named after the place where the agent stands
        assert len(groups) == 1 and next(iter(groups)).endswith(": akciók")
        assert click(v, v.tile_rect("T2").center) is None and v.menu is not None  # the place's menu too
        assert {a for _l, a, _r in v.menu[1]} >= {("buy", 0), ("search",)}
    assert v._strip_width(v.extra_choices()) <= v._strip_room()


def test_nothing_is_offered_while_another_seat_decides():
    v = make_view()
    v.set_state(state(), [], None, [], None)
    assert click(v, v.tile_rect("B4").center) is None
    assert v.extra_choices() == []


def test_dice_tumble_and_settle_on_the_engines_faces_quickly():
    v = make_view()
    before = state(roll=())
    after = state()
    v.set_state(before, [], None, [], None)
    v.set_state(after, [], None, ROLLED, before)
    assert v.busy
    t = H.play_out(v, limit=3)
    assert not v.busy and t <= 1.55
    tray = v.trays[0]
    assert [tray.dice[i].faces.faces[f].value for i, f in enumerate(tray.shown_faces)] == \
        ["blast", "amplify", "ammo*2", "blast"]


def test_dice_wait_until_the_whole_roll_is_known():
    v = make_view()
    before = state(roll=())
    v.set_state(before, [], None, [], None)
    half = state(roll=(("R", "BLAST"),), stack=(("D", 1, "main"), ("R", "die", "R")))
    v.set_state(half, [], None, ROLLED, before)
    assert not v.busy  # one more die to come: nothing thrown yet
    v.set_state(state(), [], None, ROLLED, half)
    assert v.busy and len(v.trays[0].dice) == 4


def test_a_patrolling_agent_slides_to_its_new_location():
    v = make_view()
    before = state()
    v.set_state(before, [], None, [], None)
    moved = state()
    moved = moved.__class__(**{**moved.__dict__, "players": (moved.players[0], moved.players[1].__class__(
        **{**moved.players[1].__dict__, "pos": "HQ"}), moved.players[2])})
    v.set_state(moved, [], None, [], before)
    assert ("agent", 1) in v.moves and v.busy
    t = H.play_out(v, limit=2)
    assert 0.15 <= t <= 0.45  # 150-400 ms


def test_discs_drawn_in_the_time_phase_fly_from_the_bag_to_their_district():
    v = make_view()
    before = state(assassins=(), bombs=())
    v.set_state(before, [], None, [], None)
    v.set_state(state(), [], None, [], before)
    assert v.moves[("assassin", "B5", 0)][:2] == ["BAG", "B5"]
    assert v.moves[("bomb", 1)][:2] == ["BAG", "M4"]
    surface = pygame.Surface((1280, 720))
    for _ in range(40):
        v.update(1 / 60)
        v.draw(surface)
    assert not v.busy


def test_an_attacked_card_turns_face_up():
    v = make_view()
    before = state()
    v.set_state(before, [], None, [], None)
    crims = tuple(c if c.num != 3 else c.__class__(**{**c.__dict__, "card": "C01", "face_up": True})
                  for c in before.criminals)
    v.set_state(state(criminals=crims), [], None, [], before)
    assert v.flips == {3: 0.0} and v.busy
    surface = pygame.Surface((1280, 720))
    for _ in range(30):
        v.update(1 / 60)
        v.draw(surface)
    assert not v.flips


def test_a_reroll_tumbles_only_the_rerolled_dice():
    v = make_view()
    first = state()
    v.set_state(first, [], None, [], None)
    again = state(roll=(("R", "BLAST"), ("R", "BLAST"), ("R", "AMMO2"), ("G", "HEAL")))
    steps = [Step(0, 1, ("reroll", 0b1010), "", False), Step(1, CHANCE, ("die", "R", "BLAST"), "", True),
             Step(2, CHANCE, ("die", "G", "HEAL"), "", True)]
    v.set_state(again, [], None, steps, first)
    dice = v.trays[0].dice
    assert [d.rested for d in dice] == [True, False, True, False]
    while v.busy:
        v.update(1 / 60)
    assert [d.faces.faces[d.shown].value for d in dice] == ["blast", "blast", "ammo*2", "heal"]


def test_a_click_skips_the_rolling_dice():
    v = make_view()
    before = state(roll=())
    v.set_state(before, [("end",)], 1, [], None)
    v.set_state(state(), [("end",)], 1, ROLLED, before)
    assert v.busy
    assert click(v, v.tile_rect("B4").center) is None
    assert not v.busy


def test_dice_are_picked_for_a_reroll_in_the_tray():
    v = make_view()
    legal = [("reroll", m) for m in range(16)]
    v.set_state(state(), legal, 1, [], None)
    tray = v.trays[0]
    for i in (1, 3):
        x, y = tray.dice[i].body.position
        assert click(v, (int(x), int(y))) is None
    actions = [a for _l, a in v.extra_choices()]
    assert ("reroll", 0b1111) in actions and ("reroll", 0) in actions  # reroll all / keep
    assert all(a in legal for a in actions)
    draw_texts(v, (1280, 720))
    button, _a = v._reroll_button()
    assert click(v, button.center) == ("reroll", 0b1010)  # the tray's own button: the picked dice


def test_bomb_board_placement_by_picking_a_die_and_a_column():
    v = make_view()
    legal = [("place", "AMPLIFY", "K", 0), ("place", "AMPLIFY", "K", 1), ("place", "BLAST", "K", 2)]
    v.set_state(bomb_state(), legal, 1, [], None)
    draw_texts(v, (1280, 720))
    blast = next(r for d, r in v.pending_dice if d == ("BLAST", "K"))
    assert click(v, blast.center) is None and v.chosen_die == ("BLAST", "K")
    draw_texts(v, (1280, 720))
    _timer, cells = P.bomb_cells(v.bomb_rect.inflate(-v.L.px(10), -v.L.px(10)), K.BOMB_ROWS, K.BOMB_COLS)
    assert click(v, cells[(1, 2)].center) is None  # the blast cannot go into column 2
    assert click(v, cells[(2, 0)].center) == ("place", "BLAST", "K", 2)
    amp = next(r for d, r in v.pending_dice if d == ("AMPLIFY", "K"))
    click(v, amp.center)
    assert click(v, cells[(1, 2)].center) == ("place", "AMPLIFY", "K", 1)
    # or drag: press on the die, release over a column
    click(v, amp.center)
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=cells[(0, 1)].center, rel=(0, 0), buttons=(1, 0, 0)))
    up = v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=cells[(0, 1)].center, button=1))
    assert up == ("place", "AMPLIFY", "K", 0)


def test_hover_shows_full_card_text_only_when_the_viewer_may_see_it():
    v = make_view()
    v.set_state(state(), [("attack", 5), ("attack", 6)], 1, [], None)
    draw_texts(v, (1280, 720))
    rects = dict(v.card_rects)
    title, body = v.hover_info(rects[5].center)
    assert "Terrorist Jack" in title and "Retaliation" in body
    title, body = v.hover_info(rects[3].center)  # face down, not investigated by this viewer
    assert title == "Criminal #3" and "Face down" in body and "Anna, Csilla" in body


def test_hovering_an_attack_shows_the_chance_from_the_dice_faces():
    v = make_view()
    v.set_state(state(), [("attack", 5), ("move", "B4")], 1, [], None)
    draw_texts(v, (1280, 720))
    _title, body = v.hover_info(v.tile_rect("M5").center)
    # Terrorist Jack needs 3 hits; Bence has no pistol and 2 ammo: 3 red, or 3 red + 2 black.
    # Counted here by enumerating every face (hits = blasts + one amplify per blast).
    def chance(pool: str) -> int:
        ok = 0
        outcomes = list(itertools.product(*[K.FACES[c] for c in pool]))
        for faces in outcomes:
            b = faces.count("BLAST")
            ok += b + min(b, faces.count("AMPLIFY")) >= 3
        return round(100 * ok / len(outcomes))

    assert chance("RRR") == 25  # the spec's reference table (2.10)
    assert f"chance of success {chance('RRR')}% · with 2 ammo {chance('RRRKK')}%" in body
    _title, body = v.hover_info(dict(v.card_rects)[5].center)
    assert "25%" in body


def test_a_steal_shows_both_sides_in_two_trays():
    v = make_view()
    v.set_state(state(roll=(("G", "CAR"), ("G", "CAR")), roll2=(("G", "CAR"),)), [], None, [], None)
    assert len(v.trays) == 2 and [len(tr.dice) for tr in v.trays] == [2, 1]
    texts = {s for s, _ in draw_texts(v, (1280, 720))}
    assert any("Patrol cars: 1" in x for x in texts)


def test_a_destroyed_location_shows_its_flaming_side():
    v = make_view()
    v.set_state(state(destroyed=("B4",)), [], None, [], None)
    texts = draw_texts(v, (1280, 720))
    _title, body = v.hover_info(v.tile_rect("B4").center)
    assert "Destroyed" in body and "Search" not in body
    img = pygame.Surface((1280, 720))
    v.draw(img)
    r = v.tile_rect("B4")
    reds = sum(1 for x in range(r.x, r.right, 4) for y in range(r.y, r.bottom, 4) if img.get_at((x, y)).r > 200
               and img.get_at((x, y)).g < 170)
    assert reds > 20 and texts


def test_a_peeked_card_is_shown_only_to_its_investigator():
    secret = K.CARDS["C08"].name["en"]  # criminal 6, face down, investigated by Bence (seat 1)
    for viewer, sees in ((1, True), (0, False), (2, False)):
        v = make_view()
        vs = GAME.player_view(state(), viewer)
        v.set_state(vs, [], None, [], None)
        v.viewer = viewer
        words = " ".join(x for x, _ in draw_texts(v, (1920, 1080)))
        title, _body = v._card_info(6)
        assert (secret in title) is sees
        assert secret not in words or sees


def _android_match(seed: int) -> Match:
    m = Match(GAME, 3, ["human"] * 3, seed=seed, options={"mode": "android"})
    m.advance()
    return m


def test_identity_tokens_are_shown_only_to_their_owner():
    m = _android_match(4)
    s0 = m.view_for(0)
    assert all(t is HIDDEN for p in s0.players[1:] for t in p.tokens)
    v = make_view()
    v.set_state(s0, m.legal_actions() if m.current_player == 0 else [], 0 if m.current_player == 0 else None, [], None)
    v.viewer = 0
    mine = v.panel_hover(0)[1]
    theirs = v.panel_hover(1)[1]
    assert "Your tokens" in mine
    assert "Your tokens" not in theirs and "android" not in theirs.replace("Android", "")
    draw_texts(v, (1280, 720))


@pytest.mark.parametrize("seed", [1, 2])
def test_a_real_game_drawn_step_by_step_offers_only_legal_actions(seed):
    rng = random.Random(seed)
    m = Match(GAME, 3, ["human"] * 3, seed=seed)
    m.advance()
    v = make_view(anim=0)
    surface = pygame.Surface((1280, 720))
    prev, shown = None, 0
    for _ in range(160):
        if m.is_over:
            break
        cp = m.current_player
        vs = m.view_for(cp)
        legal = m.legal_actions()
        v.set_state(vs, legal, cp, list(m.steps[shown:]), prev)
        shown, prev = len(m.steps), vs
        v.update(0.1)
        v.draw(surface)
        offered = [a for _l, a in v.extra_choices()]
        assert all(a in legal for a in offered)
        for pos, r in v.L.tiles.items():  # every lit tile answers with a legal action (or a menu)
            if pos in v.choices.lit_tiles(vs):
                got = click(v, r.center)
                assert got is None and v.menu is not None or got in legal
                v.menu = None
        m.submit(rng.choice(legal))
        m.advance()
