"""The shared dice renderer draws custom faces as vector symbols (not font glyphs), and
the pymunk tray settles symbol dice on the faces it was given within about 1.5 s."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.render.dice import DiceTray, DieFaces, symbol_die, symbol_face
from game.ui.render.symbols import SYMBOLS, draw_symbol, symbol_surface

RED = ["BLAST", "BLAST", "BLAST", "AMPLIFY", "AMMO×2", "UP_WEAPON"]
GREEN = ["PATROL_CAR", "PATROL_CAR", "AMPLIFY", "BLAST", "FUEL×2", "HEAL"]
BLACK = ["BLAST", "AMPLIFY", "AMPLIFY", "EVIDENCE×2", "UP_AGENT", "CREDIT"]


@pytest.fixture(autouse=True)
def _pg():
    pygame.init()
    yield


def test_face_codes_map_to_symbols():
    assert symbol_face("BLAST") == "blast"
    assert symbol_face("PATROL_CAR") == "car"
    assert symbol_face("FUEL×2") == "fuel*2"
    assert symbol_face("EVIDENCE2") == "evidence*2"
    assert symbol_face("AMMO_2") == "ammo*2"
    assert symbol_face("UP_WEAPON") == "up_weapon"
    assert symbol_face("4") == 4
    for code in RED + GREEN + BLACK:
        face = symbol_face(code)
        name = face[:-2] if face.endswith("*2") else face
        assert name in SYMBOLS, code


@pytest.mark.parametrize("name", sorted(SYMBOLS))
def test_every_symbol_draws_ink_inside_its_rect(name):
    surf = pygame.Surface((80, 80))
    surf.fill((0, 0, 0))
    rect = pygame.Rect(10, 10, 60, 60)
    assert draw_symbol(surf, name, rect, (255, 255, 255), (0, 0, 0))
    inked = sum(1 for x in range(80) for y in range(80) if surf.get_at((x, y))[0] > 128)
    outside = sum(1 for x in range(80) for y in range(80)
                  if not rect.inflate(4, 4).collidepoint(x, y) and surf.get_at((x, y))[0] > 128)
    assert inked > 200, name  # a real shape, not a dot
    assert outside == 0, name
    img = symbol_surface(name, 24, (200, 100, 50))
    assert img.get_size() == (24, 24)
    assert any(img.get_at((x, y)).a > 0 for x in range(24) for y in range(24))


def test_unknown_symbol_is_refused():
    surf = pygame.Surface((20, 20))
    assert not draw_symbol(surf, "no_such_symbol", surf.get_rect(), (255, 255, 255))


def test_faces_of_one_die_look_different():
    die = symbol_die(RED, (178, 34, 44))
    blast, amp, ammo = (pygame.image.tobytes(die.surface(i, 48), "RGBA") for i in (0, 3, 4))
    assert blast != amp and amp != ammo and blast != ammo
    assert pygame.image.tobytes(die.surface(0, 48), "RGBA") == pygame.image.tobytes(die.surface(1, 48), "RGBA")


def test_tray_settles_custom_dice_on_the_given_faces_quickly():
    kinds = [symbol_die(RED, (178, 34, 44))] * 3 + [symbol_die(GREEN, (28, 128, 72))] * 2 + \
        [symbol_die(BLACK, (30, 30, 34))] * 2 + [DieFaces.standard()]
    results = [0, 3, 5, 4, 0, 2, 5, 5]
    tray = DiceTray(pygame.Rect(0, 0, 420, 300))
    tray.throw(results, kinds, random.Random(3))
    surf = pygame.Surface((460, 340))
    mid = None
    for frame in range(200):
        tray.update(1 / 60)
        tray.draw(surf)
        if frame == 20:
            mid = list(tray.shown_faces)
            assert not tray.settled  # still tumbling after a third of a second
        if tray.settled:
            break
    assert tray.settled and tray.settled_time <= 1.55
    assert tray.shown_faces == results
    assert mid is not None


def test_skip_shows_the_results_at_once():
    tray = DiceTray(pygame.Rect(0, 0, 300, 200))
    tray.throw([1, 2], [symbol_die(GREEN, (28, 128, 72))] * 2, random.Random(1))
    tray.update(0.05)
    tray.skip()
    assert tray.settled and tray.shown_faces == [1, 2]
