import random

import pygame
import pytest

from game.ui.render.dice import DiceTray, DieFaces, Face


def run(tray: DiceTray, limit: float = 3.0, dt: float = 1 / 60) -> None:
    while not tray.settled and tray.time < limit:
        tray.update(dt)


def test_fifty_throws_settle_on_requested_faces_quickly():
    battle = DieFaces([Face("sword"), Face(("sword", "sword")), Face("shield"), Face("skull"), Face("blank"),
                       Face("star")])
    d8 = DieFaces.standard(8)
    times = []
    for k in range(50):
        rng = random.Random(k)
        n = rng.randint(1, 6)
        kinds = [rng.choice((DieFaces.standard(), battle, d8)) for _ in range(n)]
        results = [rng.randrange(len(kind)) for kind in kinds]
        landed = []
        tray = DiceTray(pygame.Rect(0, 0, rng.randint(380, 620), rng.randint(260, 420)), on_land=landed.append)
        tray.throw(results, kinds, random.Random(1000 + k))
        run(tray)
        assert tray.settled
        assert tray.shown_faces == results
        assert tray.settled_time is not None and tray.settled_time < 2.0
        assert sorted(landed) == list(range(n))
        for die in tray.dice:  # every die rests inside the tray
            assert tray.rect.collidepoint(die.body.position)
        times.append(tray.settled_time)
    assert max(times) < 2.0


def test_faces_change_while_rolling():
    tray = DiceTray(pygame.Rect(0, 0, 500, 360))
    tray.throw([0] * 4, DieFaces.standard(), random.Random(5))
    seen = [set() for _ in range(4)]
    while not tray.settled:
        tray.update(1 / 60)
        for i, f in enumerate(tray.shown_faces):
            seen[i].add(f)
    assert any(len(s) > 2 for s in seen)
    assert tray.shown_faces == [0] * 4


def test_dice_actually_move_and_draw():
    tray = DiceTray(pygame.Rect(0, 0, 500, 360))
    events = []
    tray.on_throw = lambda: events.append("throw")
    tray.throw([1, 2], DieFaces.standard(), random.Random(3))
    start = [tuple(d.body.position) for d in tray.dice]
    tray.update(0.3)
    assert [tuple(d.body.position) for d in tray.dice] != start
    assert events == ["throw"]
    surf = pygame.Surface((520, 380))
    tray.draw(surf)
    run(tray)
    tray.draw(surf)


def test_skip_settles_immediately_and_bad_results_are_rejected():
    tray = DiceTray(pygame.Rect(0, 0, 400, 300))
    tray.throw([5, 0, 3], DieFaces.standard(), random.Random(1))
    tray.skip()
    assert tray.settled and tray.shown_faces == [5, 0, 3]
    with pytest.raises(ValueError):
        tray.throw([6], DieFaces.standard(), random.Random(1))


def test_same_ui_seed_same_motion():
    def positions(seed):
        tray = DiceTray(pygame.Rect(0, 0, 400, 300))
        tray.throw([0, 1, 2], DieFaces.standard(), random.Random(seed))
        run(tray)
        return [tuple(round(c, 3) for c in d.body.position) for d in tray.dice]
    assert positions(9) == positions(9)
