"""Neuroshima table flow: two-click placement with the previewed facing, panels that follow the
battle playback, visible attack lines, one colour per seat (its army's). Headless."""
from __future__ import annotations

import os
import random
from functools import partial

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine.match import Match
from game.games.neuroshima.content import TILES
from game.games.neuroshima.rules import NeuroshimaGame
from game.games.neuroshima.targets import _signature
from game.games.neuroshima.view import NeuroshimaView
from game.games.neuroshima.view import theme as T
from game.games.neuroshima.view.preview import advance, make_ctx, policy
from tests.games.neuroshima.test_view import small_bomb_match
from tests.ui import table_harness as H
from tests.ui.table_harness import display  # noqa: F401  (the module's display fixture)
from tests.ui.table_harness import hover as move
from tests.ui.table_harness import show_match as show

SIZE = (1280, 720)


pytestmark = pytest.mark.usefixtures("display")
click = partial(H.click, move=False)


def new_view(game, players: int = 2) -> NeuroshimaView:
    v = NeuroshimaView(make_ctx(game, players, SIZE))
    v.layout(pygame.Rect(256, 14, 1011, 619))
    return v


def _to_board_tile(seed: int):
    rng = random.Random(seed)
    m = Match(NeuroshimaGame(), 2, ["random"] * 2, seed=seed, options={"armies": "moloch,borgo"})
    v = new_view(m.game)
    for _ in range(400):
        show(v, m)
        units = [t for t in v.choices.play if TILES[t].kind == "soldier" and len(set(
            _signature(t, k) for k in range(6))) == 6]
        if units and v.acting is not None:
            return m, v, units[0]
        m.submit(policy(v.legal, rng))
    pytest.fail("no unit to play")


def _submit_with_gesture(v, m, a) -> int:
    """What the table does: submit, refresh, then the gesture's own follow-up steps."""
    n = 0
    while a is not None:
        prev = v.state
        m.submit(a)
        n += 1
        show(v, m, prev)
        a = v.auto_action()
    return n


def test_two_clicks_place_a_tile_with_the_previewed_facing():
    m, v, name = _to_board_tile(5)
    seat = v.acting
    k = list(v.state.hands[seat]).index(name)
    a = click(v, v.lay.hand_slots[k].center)  # click 1: the tile
    assert a == ("play", name)
    _submit_with_gesture(v, m, a)
    target = sorted(v.choices.glowing)[0]
    pos = tuple(int(c) for c in v.board.center(target))
    move(v, pos)
    v.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))  # turn it once while aiming
    v.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    shown_rot = v.rot
    v.draw(pygame.Surface(SIZE))
    a = click(v, pos)  # click 2: the hex
    assert a == ("hex", target[0], target[1])
    steps = _submit_with_gesture(v, m, a)
    assert steps == 3, "hex, facing and confirm are one gesture"
    i = m.state.lay.index[target]
    piece = m.state.board[i]
    assert piece is not None and piece.name == name and piece.owner == seat
    assert _signature(name, piece.rot) == _signature(name, shown_rot)
    assert m.state.pending == ()


def test_gesture_copes_when_the_rules_ask_no_facing():
    m, v, name = _to_board_tile(5)
    _submit_with_gesture(v, m, ("play", name))
    target = sorted(v.choices.glowing)[0]
    pos = tuple(int(c) for c in v.board.center(target))
    move(v, pos)
    assert click(v, pos) == ("hex", *target)
    # as if the rules went straight to the confirmation (one facing only)
    s = m.game.apply(m.state, ("hex", *target))
    s = m.game.apply(s, ("rot", 0))
    v.set_state(m.game.player_view(s, v.acting), [("confirm",), ("cancel",)], v.acting, [], v.state)
    assert v.auto_action() == ("confirm",)
    # and an undo (a jump without animation) forgets the gesture
    v.auto = ["rot", "confirm"]
    v.set_state(v.state, [("confirm",), ("cancel",)], v.acting, [], None)
    assert v.auto == []


def test_aimed_tile_faces_the_centre_until_turned():
    m, v, name = _to_board_tile(7)
    _submit_with_gesture(v, m, ("play", name))
    far = max(v.choices.glowing, key=lambda h: max(abs(h[0]), abs(h[1]), abs(h[0] + h[1])))
    move(v, tuple(int(c) for c in v.board.center(far)))
    dq, dr = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))[v.rot]
    d0 = max(abs(far[0]), abs(far[1]), abs(far[0] + far[1]))
    q, r = far[0] + dq, far[1] + dr
    assert max(abs(q), abs(r), abs(q + r)) < d0, "the ghost points towards the centre"
    v.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e", scancode=0))
    turned = v.rot
    other = min(v.choices.glowing, key=lambda h: abs(h[0]) + abs(h[1]))
    move(v, tuple(int(c) for c in v.board.center(other)))
    assert v.rot == turned, "a facing the player chose stays while the pointer moves"


def _battle_with_hq_damage():
    for seed in range(1, 40):
        rng = random.Random(seed)
        m = Match(NeuroshimaGame(), 2, ["random"] * 2, seed=seed, options={"armies": "new_york,neojungle"})
        prev, _a, seat = advance(m, 600, rng, want_battle=True, stop_on_battle=True)
        if seat is None:
            continue
        m.advance()
        after = m.view_for(seat)
        hq_hits = [ev for ev in after.last_battle if ev[0] == "hit" and not ev[7] and ev[6] and ev[6].endswith(".hq")]
        if hq_hits:
            return m, prev, after
    pytest.skip("no battle hit an HQ")


def _hq(lines) -> str:
    return lines[1]


def test_panels_follow_the_playback_not_the_final_state():
    m, prev, after = _battle_with_hq_damage()
    v = new_view(m.game)
    v.set_state(prev, [], None, [], None)
    before = [_hq(v.panel_lines(prev, k)) for k in range(2)]
    v.set_state(after, [], None, [], prev)
    assert v.busy
    final = [_hq(NeuroshimaView(v.ctx).panel_lines(after, k)) for k in range(2)]
    assert before != final
    # on the first beat the panels still show the HP from before the battle
    assert [_hq(v.panel_lines(v.state, k)) for k in range(2)] == before
    seen = set()
    while v.busy:
        v.update(1 / 30)
        seen.add(tuple(_hq(v.panel_lines(v.state, k)) for k in range(2)))
    assert [_hq(v.panel_lines(v.state, k)) for k in range(2)] == final
    assert len(seen) >= 2


def test_every_attack_of_a_volley_draws_a_line_from_attacker_to_target():
    m, prev, after = _battle_with_hq_damage()
    v = new_view(m.game)
    v.set_state(prev, [], None, [], None)
    v.set_state(after, [], None, [], prev)
    kinds = set()
    checked = 0
    while v.busy:
        v.update(1 / 20)
        lines = v.play.attack_lines() if v.play is not None else []
        if not lines:
            continue
        for src, tgt, kind in lines:
            kinds.add("melee" if kind == "melee" else "ranged")
            a, b = v.board.center(src), v.board.center(tgt)
            surf = pygame.Surface(SIZE)
            surf.fill((0, 0, 0))
            v.play.draw(surf, v.board)
            mid = (int((a[0] + b[0]) / 2), int((a[1] + b[1]) / 2))
            if kind == "melee":  # the strike wedge starts at the attacker's edge
                probe = (int(a[0] + (b[0] - a[0]) * 0.38), int(a[1] + (b[1] - a[1]) * 0.38))
            else:
                probe = mid
            lit = [surf.get_at((probe[0] + dx, probe[1] + dy))[:3] for dx in (-2, 0, 2) for dy in (-2, 0, 2)]
            assert any(sum(c) > 150 for c in lit), f"no line between {src} and {tgt} ({kind})"
            checked += 1
    assert checked, "the battle had no attack from a unit"


def test_seats_take_their_army_colours_at_the_table(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    from game.ui.scenes.table import TableScene
    from tests.ui.helpers import make_app, step
    app = make_app({"game": "neuroshima", "players": 3, "seats": "human,random,random", "seed": 2,
                    "options": {"armies": "new_york,moloch,neojungle"}})
    step(app, 2)
    table = app.scenes.find(TableScene)
    assert table.colours == [T.army_colour(a) for a in ("new_york", "moloch", "neojungle")]
    assert table.view.ctx.colours == table.colours


def test_at_the_table_two_clicks_place_and_one_undo_takes_it_back(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    from game.ui.scenes.table import TableScene
    from tests.ui.helpers import click, key, make_app, step, wait_for_human
    app = make_app({"game": "neuroshima", "players": 2, "seats": "human,random", "seed": 6})
    app.settings.anim_speed = "instant"
    step(app, 2)
    table = app.scenes.find(TableScene)
    m, v = table.match, table.view
    rng = random.Random(6)
    for _ in range(300):
        step(app, 1)
        wait_for_human(app, table)  # the bot thinks in its own process, in wall-clock time
        if table.acting_seat() == 0:
            units = [t for t in v.choices.play if TILES[t].kind == "soldier"]
            if units and m.state.phase == "main":
                break
            table.submit(policy(m.legal_actions(), rng))
    else:
        pytest.fail("no soldier to place")
    name = units[0]
    k = list(v.state.hands[0]).index(name)
    click(app, v.lay.hand_slots[k].center)
    assert m.state.pending[:2] == ("place", name)
    target = sorted(v.choices.glowing)[0]
    plies = len(m.steps)
    click(app, v.board.center(target))
    i = m.state.lay.index[target]
    assert m.state.board[i] is not None and m.state.board[i].name == name, "placed by the second click"
    assert len(m.steps) in (plies + 2, plies + 3)  # hex, [facing,] confirm
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert m.state.board[i] is None and len(m.steps) == plies, "one undo takes the whole gesture back"
    assert m.state.pending[:2] == ("place", name)


def test_side_texts_shrink_before_they_are_cut():
    from game.games.neuroshima.view.hand import text
    surf = pygame.Surface((400, 100))
    label = "Neodzsungel játékos (J)"
    from game.ui.render.fonts import render_text
    full = render_text(label, 16, (255, 255, 255), bold=True).get_width()
    at14 = render_text(label, 14, (255, 255, 255), bold=True).get_width()
    r = text(surf, label, 16, (255, 255, 255), (0, 0), bold=True, max_w=at14 + 1)
    assert at14 < full and r.w <= at14 + 1
    assert r.w >= at14 - 1, "shrunk to 14 px, not cut"
    r2 = text(surf, label, 16, (255, 255, 255), (0, 0), bold=True, max_w=at14 // 2)
    assert r2.w <= at14 // 2, "cut only when 14 px does not fit either"


def test_battle_log_lines_wrap_whole_at_720p():
    from game.ui.render.fonts import render_text
    m, prev, after = _battle_with_hq_damage()
    ctx = make_ctx(m.game, 2, SIZE)
    ctx.lang = "hu"
    v = NeuroshimaView(ctx)
    v.layout(pygame.Rect(256, 14, 1011, 619))
    v.set_state(after, [], None, [], None)
    drawn: list[tuple[str, int, int | None]] = []
    import game.games.neuroshima.view.drawing as V
    real = V.text

    def spy(surface, s, size, *a, **k):
        drawn.append((s, size, k.get("max_w")))
        return real(surface, s, size, *a, **k)

    V.text = spy
    try:
        v.draw(pygame.Surface(SIZE))
    finally:
        V.text = real
    whole = " ".join(v.battle_lines)
    rows = [(s, size, w) for s, size, w in drawn if w and s.strip() and s.strip() in whole]
    assert rows, "the battle log is drawn"
    width = rows[0][2]
    if not any(render_text(ln, rows[0][1], (0, 0, 0)).get_width() > width for ln in v.battle_lines[-len(rows):]):
        pytest.skip("no log line wider than the box")
    for s, size, w in rows:
        assert render_text(s, size, (0, 0, 0)).get_width() <= w, f"cut: {s!r}"


def test_clicking_beside_the_ghost_turns_its_front_that_way():
    m, v, name = _to_board_tile(5)
    _submit_with_gesture(v, m, ("play", name))
    target = sorted(v.choices.glowing, key=lambda h: abs(h[0]) + abs(h[1]))[0]
    prev = v.state
    m.submit(("hex", *target))  # the facing is asked separately (after an undo, say)
    show(v, m, prev)
    assert v.choices.rots
    dirs = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
    cells = set(m.state.lay.hexes)
    for k, (dq, dr) in enumerate(dirs):
        n = (target[0] + dq, target[1] + dr)
        if n not in cells:
            continue
        assert click(v, tuple(int(c) for c in v.board.center(n))) is None
        assert _signature(name, v.rot) == _signature(name, k)
    assert click(v, tuple(int(c) for c in v.board.center(target))) == ("rot", v.rot)


def test_a_move_is_one_click_on_the_destination_too():
    for seed in range(1, 30):
        rng = random.Random(seed)
        m = Match(NeuroshimaGame(), 2, ["random"] * 2, seed=seed, options={"armies": "moloch,borgo"})
        v = new_view(m.game)
        for _ in range(400):
            show(v, m)
            if m.is_over:
                break
            pd = m.state.pending
            dests = [a for a in v.legal if a[0] == "hex" and (a[1], a[2]) != tuple(pd[2])] if (
                pd and pd[0] == "move" and len(pd) == 3) else []
            if dests:
                break
            m.submit(policy(v.legal, rng))
        else:
            continue
        if not dests:
            continue
        src = tuple(m.state.pending[2])
        unit = m.state.board[m.state.lay.index[src]]
        a = dests[0]
        pos = tuple(int(c) for c in v.board.center((a[1], a[2])))
        move(v, pos)
        assert v._ghost_piece()[0] == unit.name, "the unit's ghost follows the pointer"
        assert click(v, pos) == a
        _submit_with_gesture(v, m, a)
        moved = m.state.board[m.state.lay.index[(a[1], a[2])]]
        assert moved is not None and moved.uid == unit.uid and m.state.board[m.state.lay.index[src]] is None
        assert _signature(unit.name, moved.rot) == _signature(unit.name, unit.rot), "it keeps its facing"
        return
    pytest.skip("no move with a free destination")


def test_a_destroyed_hq_reads_zero_during_and_after_the_playback():
    from .nshelp import build, play
    # New York's HQ at 1 HP under a Neojungle Slicer's blades
    s0 = build([("nj.slicer", (0, 1), 0), ("ny.hq", (0, 0), 0, 19), ("nj.hq", (2, -1), 0)],
               hands=[("ny.battle",), ()], turn=0)
    s1 = play(s0, ("play", "ny.battle"))
    s2 = play(s1, ("confirm",))
    assert not any(p is not None and p.name == "ny.hq" for p in s2.board), "the HQ is destroyed"
    v = new_view(NeuroshimaGame())
    v.set_state(s1, [], None, [], None)
    assert v._hp(0) == 1
    v.set_state(s2, [], None, [], s1)
    assert v.busy
    seen = set()
    while v.busy:
        v.update(1 / 20)
        seen.add(v._hp(0))
    assert 0 in seen and v._hp(0) == 0, seen
    assert _hq(v.panel_lines(s2, 0)).split()[-1].startswith("0/"), v.panel_lines(s2, 0)


def test_an_instant_tile_needs_no_confirm_after_its_target():
    m = small_bomb_match()
    v = new_view(m.game)
    show(v, m)
    for a in v.choices.areas:
        pts = [v.board.center(h) for h in ((a[1], a[2]), (a[3], a[4]), (a[5], a[6]))]
        pos = (int(sum(p[0] for p in pts) / 3), int(sum(p[1] for p in pts) / 3))
        move(v, pos)
        got = click(v, pos)
        if got is None:
            v.menu = None
            continue
        assert got == a
        hand_before = len(m.state.hands[m.state.turn])
        clicks, steps = 1, _submit_with_gesture(v, m, got)
        if m.state.pending and v.choices.other:  # a button (hit the unit or the foundation)
            clicks, steps = 2, steps + _submit_with_gesture(v, m, v.choices.other[0])
        assert steps == clicks + 1, "the choices, then the confirmation the player no longer clicks"
        assert m.state.pending == () and len(m.state.hands[m.state.turn]) == hand_before - 1
        return
    pytest.skip("every area centre had its own hex actions")


def test_the_battle_log_box_starts_with_a_whole_entry():
    """Scrolled to its newest line, the box's first row was the tail of a wrapped entry alone
    ('  1 (melee)' under '16 more above: scroll')."""
    m, prev, after = _battle_with_hq_damage()
    ctx = make_ctx(m.game, 2, SIZE)
    v = NeuroshimaView(ctx)
    v.layout(pygame.Rect(256, 14, 1011, 619))
    v.set_state(after, [], None, [], None)
    long = "Neojungle HQ (edge 3 o'clock) hits Net Fighter (edge 2 o'clock) for 1 (melee) and more words"
    v.battle_lines = [long] * 40
    import game.games.neuroshima.view.drawing as V
    real = V.text
    for _ in range(6):  # every scroll position
        drawn: list[str] = []

        def spy(surface, s, size, *a, _out=drawn, **k):
            _out.append(s)
            return real(surface, s, size, *a, **k)

        V.text = spy
        try:
            v.draw(pygame.Surface(SIZE))
        finally:
            V.text = real
        rows = [s for s in drawn if s.strip() and (s.strip() in long)]
        assert rows and not rows[0].startswith("  "), rows[:3]
        v.log_scroll += 1
