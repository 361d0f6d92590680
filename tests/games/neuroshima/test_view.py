"""Neuroshima table view: drawing, clicks -> legal actions only, rotation, battle playback,
hover texts, hidden hands. Headless (SDL dummy drivers)."""
from __future__ import annotations

import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine.core import HIDDEN
from game.engine.match import Match
from game.games.neuroshima.rules import NeuroshimaGame
from game.games.neuroshima.view import NeuroshimaView
from game.games.neuroshima.view import tiles as TL
from game.games.neuroshima.view.preview import advance, make_ctx, policy
from game.ui.game_view import GameView
from tests.ui.table_harness import display  # noqa: F401  (the module's display fixture)
from tests.ui.table_harness import show_match as show

SIZES = [(1280, 720), (1920, 1080), (1037, 613)]
PAIRINGS = [
    (2, "new_york,neojungle"), (2, "moloch,borgo"), (2, "outpost,hegemony"),
    (3, "new_york,moloch,hegemony"), (4, "neojungle,borgo,outpost,new_york"),
]


pytestmark = pytest.mark.usefixtures("display")


class Sound:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str, volume: float = 1.0) -> bool:
        self.played.append(name)
        return True


def make_match(players: int, armies: str, seed: int = 1, hidden: bool = True) -> Match:
    opts = {"armies": armies, "hidden_hands": "yes" if hidden else "no"}
    return Match(NeuroshimaGame(), players, ["random"] * players, seed=seed, options=opts)


def frame(size):
    w, h = size
    return pygame.Rect(int(w * 0.2), int(h * 0.02), int(w * 0.79), int(h * 0.86))


def new_view(game, players, size, sound=None) -> NeuroshimaView:
    ctx = make_ctx(game, players, size)
    ctx.sound = sound
    v = NeuroshimaView(ctx)
    v.layout(frame(size))
    return v


def small_bomb_match() -> Match:
    """A Neojungle-Moloch match at the point where a played Small Bomb asks for its area."""
    for seed in range(1, 20):
        rng = random.Random(seed)
        m = Match(NeuroshimaGame(), 2, ["random"] * 2, seed=seed, options={"armies": "neojungle,moloch"})
        for _ in range(300):
            m.advance()
            if m.is_over:
                break
            legal = m.legal_actions()
            if any(a[0] == "area" for a in legal):
                return m
            bombs = [a for a in legal if a[0] == "play" and a[1] == "nj.small_bomb"]
            m.submit(bombs[0] if bombs else policy(legal, rng))
    pytest.skip("no small bomb played")


def board_pixels_differ(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    sub = surface.subsurface(rect)
    small = pygame.transform.scale(sub, (32, 18))
    colours = {small.get_at((x, y))[:3] for x in range(32) for y in range(18)}
    return len(colours) > 20


def test_is_a_game_view():
    assert issubclass(NeuroshimaView, GameView)


@pytest.mark.parametrize("players,armies", PAIRINGS)
def test_draws_mid_game_at_every_size(players, armies):
    m = make_match(players, armies, seed=players * 7)
    advance(m, 50, random.Random(3))
    for size in SIZES:
        screen = pygame.Surface(size)
        v = new_view(m.game, players, size)
        show(v, m)
        v.update(0.016)
        screen.fill((0, 0, 0))
        v.draw(screen)
        assert board_pixels_differ(screen, v.lay.board)
        # every board hex is inside the view's rect and the side column does not cover the board
        for h in v.state.lay.hexes:
            x, y = v.board.center(h)
            assert v.lay.board.collidepoint(x, y)
        assert not v.lay.board.colliderect(v.lay.side)
        assert len(v.lay.tracks) == players
        # text stays readable: body font sizes never below 14 px at 1280x720
        assert v.lay.fs(14) >= 14
        assert v.panel_lines(v.state, 0)


def _random_event(rng: random.Random, view: NeuroshimaView):
    r = view.rect
    if rng.random() < 0.45 and view.choices.glowing:
        h = rng.choice(sorted(view.choices.glowing))
        x, y = view.board.center(h)
        pos = (int(x + rng.uniform(-8, 8)), int(y + rng.uniform(-8, 8)))
    elif rng.random() < 0.3:
        cell = rng.choice(view.lay.hand_slots + view.lay.discard_buttons + [view.lay.rot_left, view.lay.rot_ok,
                                                                            view.lay.rot_right])
        pos = (rng.randint(cell.left, cell.right - 1), rng.randint(cell.top, cell.bottom - 1))
    else:
        pos = (rng.randint(r.left - 20, r.right + 20), rng.randint(r.top - 20, r.bottom + 20))
    k = rng.random()
    if k < 0.2:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if k < 0.6:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 3]))
    if k < 0.7:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if k < 0.8:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)
    key = rng.choice([pygame.K_q, pygame.K_e, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_ESCAPE,
                      pygame.K_F1, pygame.K_SPACE, pygame.K_a])
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


@pytest.mark.parametrize("players,armies,seed", [(2, "new_york,neojungle", 1), (2, "moloch,hegemony", 2),
                                                 (3, "borgo,outpost,neojungle", 3), (4, "new_york,neojungle,moloch,borgo", 4)])
def test_monkey_only_returns_legal_actions(players, armies, seed):
    rng = random.Random(seed)
    m = make_match(players, armies, seed=seed)
    size = (1280, 720)
    screen = pygame.Surface(size)
    v = new_view(m.game, players, size)
    returned = 0
    for stage in range(6):
        advance(m, 8 + stage * 6, rng)
        show(v, m)
        for _ in range(300):
            ev = _random_event(rng, v)
            a = v.handle_event(ev)
            if a is not None:
                assert a in v.legal, (a, v.legal)
                returned += 1
                prev = v.state
                m.submit(a)
                show(v, m, prev)
                if m.is_over:
                    break
            v.update(0.05)
            if rng.random() < 0.05:
                v.draw(screen)
                v.hover_info(v.mouse)
                for _label, act in v.extra_choices():
                    assert act in v.legal
        if m.is_over:
            break
    assert returned >= 10  # sanity: the monkey did reach the rules (count depends on layout geometry)


def _states_with_hexes(seed: int, want: int = 6):
    """Mid-game (match, seat) snapshots where the decision is taken on board hexes."""
    rng = random.Random(seed)
    m = make_match(2, "new_york,neojungle", seed=seed)
    found = []
    for _ in range(400):
        m.advance()
        legal = m.legal_actions()
        if not legal:
            break
        v = NeuroshimaView(make_ctx(m.game, 2, (1280, 720)))
        v.layout(frame((1280, 720)))
        seat = m.current_player
        v.set_state(m.view_for(seat), legal, seat, [], None)
        if v.choices.glowing:
            found.append((m.view_for(seat), legal, seat))
            if len(found) >= want:
                break
        m.submit(policy(legal, rng))
    return found


def test_clicking_each_glowing_hex_yields_a_legal_action():
    snaps = _states_with_hexes(5, want=8)
    assert snaps
    for st, legal, seat in snaps:
        v = NeuroshimaView(make_ctx(NeuroshimaGame(), 2, (1280, 720)))
        v.layout(frame((1280, 720)))
        v.set_state(st, legal, seat, [], None)
        glowing = v.choices.glowing
        assert glowing
        # only hexes named in legal actions glow
        named = {(a[-2], a[-1]) for a in legal if isinstance(a, tuple) and a[0] in ("hex", "unit", "target", "hq", "ability")}
        for a in legal:
            if isinstance(a, tuple) and a[0] == "area":
                named.update({(a[1], a[2]), (a[3], a[4]), (a[5], a[6])})
        assert glowing <= named
        for h in glowing:
            v.set_state(st, legal, seat, [], None)
            x, y = v.board.center(h)
            a = v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(x), int(y)), button=1))
            if a is None and v.menu is not None:
                item = v.menu[1][0]
                a = v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=item[2].center, button=1))
            if a is None:  # a bomb triangle needs the pointer near the triangle's centre
                assert v.choices.areas
                continue
            assert a in legal


def _rotation_state(seed: int):
    rng = random.Random(seed)
    m = make_match(2, "moloch,borgo", seed=seed)
    for _ in range(500):
        m.advance()
        legal = m.legal_actions()
        if not legal:
            break
        if any(isinstance(a, tuple) and a[0] == "rot" for a in legal):
            return m
        m.submit(policy(legal, rng))
    return None


def test_rotation_control_cycles_only_legal_rotations():
    m = _rotation_state(11)
    assert m is not None
    seat = m.current_player
    legal = m.legal_actions()
    rots = {a[1] for a in legal if a[0] == "rot"}
    v = new_view(m.game, 2, (1920, 1080))
    v.set_state(m.view_for(seat), legal, seat, [], None)
    seen = {v.rot}
    for key in [pygame.K_e] * 7 + [pygame.K_q] * 7 + [pygame.K_RIGHT, pygame.K_LEFT]:
        assert v.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")) is None
        seen.add(v.rot)
    for y in (1, -1, 1, 1):
        v.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
        seen.add(v.rot)
    for r in (v.lay.rot_left, v.lay.rot_right, v.lay.rot_right):
        assert v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1)) is None
        seen.add(v.rot)
    assert seen <= rots
    if len(rots) > 1:
        assert len(seen) > 1
    a = v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=v.lay.rot_ok.center, button=1))
    assert a == ("rot", v.rot) and a in legal
    assert all(act in legal for _lab, act in v.extra_choices())
    # Enter and a click on the ghost's hex also commit the shown rotation
    a = v.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    assert a == ("rot", v.rot)
    h = v._pending_hex()
    if h is not None:
        x, y = v.board.center(h)
        assert v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(x), int(y)), button=1)) == ("rot", v.rot)


def _battle_pair(seed: int):
    rng = random.Random(seed)
    m = make_match(2, "new_york,neojungle", seed=seed)
    prev, _a, seat = advance(m, 600, rng, want_battle=True, stop_on_battle=True)
    assert seat is not None, "no battle in 600 plies"
    m.advance()
    return m, prev, m.view_for(seat), seat


def test_battle_playback_runs_to_the_end_and_can_be_skipped():
    m, prev, after, seat = _battle_pair(3)
    assert after.last_battle and after.battles > prev.battles
    sound = Sound()
    size = (1920, 1080)
    screen = pygame.Surface(size)
    v = new_view(m.game, 2, size, sound)
    v.set_state(prev, [], None, [], None)
    v.set_state(after, [], None, [], prev)
    assert v.busy
    phases = [ev[1] for ev in after.last_battle if ev[0] == "phase"]
    seen_phases = set()
    for _ in range(2000):
        v.update(1 / 30)
        v.draw(screen)
        if v.play is not None and v.play.phase is not None:
            seen_phases.add(v.play.phase)
        if not v.busy:
            break
    assert not v.busy
    assert seen_phases == set(phases)
    if any(ev[0] == "hit" for ev in after.last_battle):
        assert "hit" in sound.played
    # the shown board ends equal to the state's board
    from game.games.neuroshima.view import shown_from_state
    final = shown_from_state(after)
    assert {h: (p.name, p.dmg) for h, p in v.shown.items()} == {h: (p.name, p.dmg) for h, p in final.items()}
    # skipping: at once
    v2 = new_view(m.game, 2, size)
    v2.set_state(prev, [], None, [], None)
    v2.set_state(after, [], None, [], prev)
    assert v2.busy
    v2.update(0.2)
    v2.skip_animations()
    assert not v2.busy
    assert {h: p.dmg for h, p in v2.shown.items()} == {h: p.dmg for h, p in final.items()}
    # a click skips too
    v3 = new_view(m.game, 2, size)
    v3.set_state(after, [], None, [], prev)
    assert v3.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)) is None
    assert not v3.busy


def test_anim_speed_zero_is_instant():
    m, prev, after, _seat = _battle_pair(3)

    class Settings:
        anim_factor = 0.0

    ctx = make_ctx(m.game, 2, (1280, 720))
    ctx.settings = Settings()
    v = NeuroshimaView(ctx)
    v.layout(frame((1280, 720)))
    v.set_state(after, [], None, [], prev)
    v.update(0.016)
    assert not v.busy


def test_hover_shows_stats_of_a_board_tile_and_hand_tile():
    m = make_match(2, "moloch,hegemony", seed=9)
    advance(m, 60, random.Random(9))
    v = new_view(m.game, 2, (1280, 720))
    show(v, m)
    units = [(h, p) for h, p in v.shown.items() if p.name.split(".")[1] != "hq"] or list(v.shown.items())
    h, p = units[0]
    x, y = v.board.center(h)
    info = v.hover_info((int(x), int(y)))
    assert info is not None
    title, body = info
    from game.games.neuroshima.content import TILES
    assert title == TILES[p.name].name_en
    assert "Wounds" in body or "HP" in body
    assert "Toughness" in body or "Initiative" in body or "Attacks" in body or "module" in body.lower()
    # F1 opens the same larger
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0)))
    v.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    assert v.big_info is not None and v.big_info[0] == title
    screen = pygame.Surface((1280, 720))
    v.draw(screen)
    v.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=""))
    assert v.big_info is None
    # a hand tile
    seat = v._hand_seat()
    hand = [t for t in v.state.hands[seat]]
    if hand:
        info = v.hover_info(v.lay.hand_slots[0].center)
        assert info is not None and info[0] == TILES[hand[0]].name_en


def test_other_hands_are_drawn_as_backs_when_hidden(monkeypatch):
    m = make_match(2, "new_york,neojungle", seed=4, hidden=True)
    advance(m, 40, random.Random(4))
    m.advance()
    seat = m.current_player
    other = 1 - seat
    st = m.view_for(seat)
    assert all(t is HIDDEN for t in st.hands[other])
    true_other = m.state.hands[other]
    import game.games.neuroshima.view.drawing as V
    drawn = []
    real = V.draw_hand_tile

    def spy(surface, cell, name, army, size, **kw):
        drawn.append((cell.topleft, name, size))
        return real(surface, cell, name, army, size, **kw)

    monkeypatch.setattr(V, "draw_hand_tile", spy)
    backs = []
    real_back = TL.back_surface

    def spy_back(army, size):
        backs.append(army)
        return real_back(army, size)

    monkeypatch.setattr(TL, "back_surface", spy_back)
    v = new_view(m.game, 2, (1280, 720))
    v.set_state(st, m.legal_actions(), seat, [], None)
    v.draw(pygame.Surface((1280, 720)))
    other_drawn = [n for _p, n, size in drawn if size == v.lay.other_size]
    assert len(other_drawn) == len(true_other)
    assert all(n is HIDDEN for n in other_drawn)
    assert len(backs) >= len(true_other)
    assert all(b == st.armies[other] for b in backs[: len(true_other)])
    # hovering a hidden tile says nothing about it
    cells = v._other_cells()
    if cells and cells[0][2]:
        title, body = v.hover_info(cells[0][2][0].center)
        assert title == "Hidden tile"
        for name in true_other:
            from game.games.neuroshima.content import TILES
            assert TILES[name].name_en not in body


def test_no_actions_when_not_acting():
    m = make_match(2, "new_york,neojungle", seed=2)
    advance(m, 30, random.Random(2))
    v = new_view(m.game, 2, (1280, 720))
    m.advance()
    v.set_state(m.view_for(0), [], None, [], None)
    rng = random.Random(1)
    for _ in range(200):
        assert v.handle_event(_random_event(rng, v)) is None
    assert v.extra_choices() == []


def test_draw_time_budget():
    """Median draw time per frame stays well inside a 60 fps frame at 1920x1080 (also mid-battle)."""
    m, prev, after, seat = _battle_pair(3)
    size = (1920, 1080)
    screen = pygame.Surface(size)
    v = new_view(m.game, 2, size)
    v.set_state(prev, [], None, [], None)
    for _ in range(3):
        v.draw(screen)  # warm the caches

    def frame_time() -> float:
        t0 = time.perf_counter()
        v.update(1 / 60)
        v.draw(screen)
        return time.perf_counter() - t0

    normal = sorted(frame_time() for _ in range(30))[15]
    v.set_state(after, [], None, [], prev)
    v.update(0.3)
    v.draw(screen)
    times = []
    while v.busy and len(times) < 90:
        times.append(frame_time())
    battle = sorted(times)[len(times) // 2] if times else 0.0
    assert normal < 0.012, normal
    assert battle < 0.012, battle


def test_hungarian_texts_draw_and_hover():
    m = make_match(2, "new_york,neojungle", seed=5)
    advance(m, 50, random.Random(5))
    ctx = make_ctx(m.game, 2, (1280, 720))
    ctx.lang = "hu"
    v = NeuroshimaView(ctx)
    v.layout(frame((1280, 720)))
    show(v, m)
    v.draw(pygame.Surface((1280, 720)))
    h, p = next(iter(v.shown.items()))
    x, y = v.board.center(h)
    title, body = v.hover_info((int(x), int(y)))
    assert title and body
    assert "Wounds" not in body and "Initiative:" not in body
    assert v.panel_lines(v.state, 0)[1].startswith("FSZ")


@pytest.mark.parametrize("scenario", ["forest_skirmish", "wild_skirmish", "base_skirmish", "bunker_skirmish",
                                      "campaign_1", "campaign_5"])
def test_scenarios_draw_and_stay_legal(scenario):
    rng = random.Random(17)
    try:
        m = Match(NeuroshimaGame(), 2, ["random"] * 2, seed=17, options={"scenario": scenario})
    except ValueError as exc:  # a scenario the rules cannot set up alone
        pytest.skip(str(exc))
    size = (1280, 720)
    screen = pygame.Surface(size)
    v = new_view(m.game, 2, size)
    for _ in range(120):
        show(v, m)
        if m.is_over or not v.legal:
            break
        for _ in range(25):
            a = v.handle_event(_random_event(rng, v))
            if a is not None:
                assert a in v.legal
                m.submit(a)
                break
        else:
            m.submit(policy(v.legal, rng))
        v.skip_animations()
    v.draw(screen)
    terr = [h for h, i in v.state.lay.index.items() if v.state.lay.terrain[i]]
    for h in terr[:3]:
        x, y = v.board.center(h)
        v.hover_info((int(x), int(y)))


def test_drag_a_tile_from_the_hand_onto_a_hex():
    rng = random.Random(23)
    m = make_match(2, "moloch,borgo", seed=23)
    v = new_view(m.game, 2, (1280, 720))
    for _ in range(400):
        show(v, m)
        board_tiles = [t for t, a in v.choices.play.items() if not t.endswith((".battle", ".move", ".push_back",
                                                                              ".sniper", ".air_strike", ".grenade"))]
        if board_tiles and v.acting is not None:
            break
        m.submit(policy(v.legal, rng))
    else:
        pytest.fail("no board tile to play")
    name = board_tiles[0]
    k = list(v.state.hands[v.acting]).index(name)
    start = v.lay.hand_slots[k].center
    a = v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    assert a == ("play", name)
    prev = v.state
    m.submit(a)
    show(v, m, prev)
    assert v.drag == name
    target = sorted(v.choices.glowing)[0]
    x, y = (int(c) for c in v.board.center(target))
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0)))
    v.draw(pygame.Surface((1280, 720)))
    a = v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
    assert a == ("hex", target[0], target[1]) and a in v.legal
    assert v.drag is None


def test_small_bomb_triangle_follows_the_pointer():
    m = small_bomb_match()
    v = new_view(m.game, 2, (1280, 720))
    show(v, m)
    areas = [a for a in v.legal if a[0] == "area"]
    assert v.choices.areas == areas
    for a in areas:
        pts = [v.board.center(h) for h in ((a[1], a[2]), (a[3], a[4]), (a[5], a[6]))]
        pos = (int(sum(p[0] for p in pts) / 3), int(sum(p[1] for p in pts) / 3))
        v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        v.draw(pygame.Surface((1280, 720)))
        got = v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        if got is None and v.menu is not None:  # the hex under the pointer had its own actions
            v.menu = None
            continue
        assert got == a


# ------------------------------------------------------------------ battle decisions (phase battle_choice)
def _run(v, seconds: float = 30.0) -> None:
    for _ in range(int(seconds * 4)):
        v.update(0.25)


def _battle_choice_state(pieces, hand=("ny.battle",), **kw):
    from .nshelp import build, play
    s0 = build(pieces, hands=[tuple(hand), ()], turn=0, **kw)
    s = play(s0, ("play", hand[0]))
    return s, play(s, ("confirm",))


T07 = [("ny.sharpshooter", (0, 2), 0), ("nj.slicer", (0, 1), 0), ("nj.hq", (0, -1), 0), ("ny.hq", (-2, 2), 0)]


def test_sharpshooter_targets_glow_and_click_returns_the_choice():
    g = NeuroshimaGame()
    prev, s = _battle_choice_state(T07)
    assert s.phase == "battle_choice"
    legal = g.legal_actions(s)
    sound = Sound()
    v = new_view(g, 2, (1280, 720), sound)
    v.set_state(s, legal, 0, [], prev)
    assert v.play is not None  # the battle plays up to the decision
    _run(v)
    assert not v.busy
    assert v.choices.glowing == {(0, 1), (0, -1)}
    assert v.extra_choices() == []
    surf = pygame.Surface((1280, 720))
    v.draw(surf)
    x, y = v.board.center((0, -1))
    a = v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(x), int(y)), button=1))
    assert a == ("sharpshoot", 0, 2, 0, -1)
    after = g.apply(s, a)
    v.set_state(after, g.legal_actions(after), g.current_player(after) if g.current_player(after) >= 0 else None,
                [], s)
    _run(v)
    assert not v.busy
    assert (0, 1) in v.shown and v.shown[(0, -1)].hp == 19


def test_explode_choice_is_a_button_with_a_short_label():
    g = NeuroshimaGame()
    pieces = [("mo.clown", (0, 0), 0, 0, 0), ("nj.slicer", (0, -1), 3), ("nj.slicer", (1, -1), 3),
              ("mo.hq", (-2, 2), 0, 0, 0), ("nj.hq", (2, -2), 0)]
    prev, s = _battle_choice_state(pieces, hand=("mo.battle",), armies="moloch,neojungle")
    legal = g.legal_actions(s)
    v = new_view(g, 2, (1280, 720))
    v.set_state(s, legal, 0, [], None)
    labels = dict(v.extra_choices())
    assert labels == {"Explode": ("explode", 0, 0, 1), "Attack instead": ("explode", 0, 0, 0)}
    assert not v.choices.glowing
    v.draw(pygame.Surface((1280, 720)))


def test_rocket_targets_glow_and_a_miss_is_a_button():
    g = NeuroshimaGame()
    pieces = [("ny.rocket_launcher", (0, 2), 0), ("nj.slicer", (1, 0), 0), ("nj.hq", (-1, 1), 0), ("ny.hq", (2, -2), 0)]
    prev, s = _battle_choice_state(pieces)
    legal = g.legal_actions(s)
    v = new_view(g, 2, (1280, 720))
    v.set_state(s, legal, 0, [], prev)
    _run(v)
    assert v.choices.glowing == {(1, 0), (-1, 1)}
    assert [a for _l, a in v.extra_choices()] == [("rocket", 0, 2, 0, 1)]
    for h in v.choices.glowing:
        x, y = v.board.center(h)
        a = v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(x), int(y)), button=1))
        assert a in legal and (a[-2], a[-1]) == h


def test_not_acting_viewer_sees_no_battle_choices():
    g = NeuroshimaGame()
    prev, s = _battle_choice_state(T07)
    v = new_view(g, 2, (1280, 720))
    v.set_state(g.player_view(s, 1), [], None, [], g.player_view(prev, 1))
    _run(v)
    assert v.extra_choices() == [] and not v.choices.glowing
    v.draw(pygame.Surface((1280, 720)))
