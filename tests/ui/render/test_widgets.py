import wave
from pathlib import Path

import pygame
import pytest

from game.ui.render.cards import Card, CardFace, Hand, fan_layout
from game.ui.render.effects import contrast_ratio
from game.ui.render.fonts import get_font, render_text, wrap_text
from game.ui.render.sound import SoundManager
from game.ui.render.tokens import PLAYER_COLOURS, PLAYER_SHAPES, Track, TrackMarker, token_surface
from game.ui.render.tooltip import BACKGROUND, BODY_INK, TITLE_INK, draw_tooltip

SOUNDS = Path(__file__).resolve().parents[3] / "assets" / "sounds"


@pytest.mark.parametrize("bold", [False, True])
def test_hungarian_glyphs_render(bold):
    font = get_font(20, bold)
    for ch in "őűŐŰ":
        assert font.size(ch)[0] > 0
        surf = font.render(ch, True, (0, 0, 0), (255, 255, 255))
        # something dark was drawn (not an empty box-less glyph)
        assert min(surf.get_at((x, y)).r for x in range(surf.get_width()) for y in range(surf.get_height())) < 128
    # the accented capital differs from the plain one
    assert pygame.image.tobytes(font.render("Ő", True, (0, 0, 0)), "RGBA") != \
        pygame.image.tobytes(font.render("O", True, (0, 0, 0)), "RGBA")


def test_font_cache_and_text_cache():
    assert get_font(18) is get_font(18)
    assert get_font(18, True) is not get_font(18)
    assert render_text("Ő", 18, (1, 2, 3)) is render_text("Ő", 18, (1, 2, 3))


def test_wrap_text_fits_width():
    font = get_font(16)
    lines = wrap_text("Score four victory points for every building you control, egészségére!", font, 120)
    assert len(lines) > 1 and all(font.size(line)[0] <= 120 for line in lines)


@pytest.mark.parametrize("n", [1, 2, 5, 8, 12])
def test_fan_positions_inside_rect(n):
    rect = pygame.Rect(100, 400, 700, 260)
    size = (110, 154)
    layout = fan_layout(n, rect, size)
    assert len(layout) == n
    xs = [x for x, _, _ in layout]
    assert xs == sorted(xs)
    cards = []
    for x, y, a in layout:
        card = Card(CardFace("T", "body"), size, pos=(x, y), angle=a)
        assert rect.contains(card.rect.inflate(-2, -2)), (card.rect, rect)
        cards.append(card)
    if n > 1:
        assert layout[0][2] > 0 > layout[-1][2]  # tilted outward


def test_hand_hover_and_flip():
    cards = [Card(CardFace(f"Card {i}", "text"), (100, 140)) for i in range(4)]
    hand = Hand(pygame.Rect(0, 300, 600, 240), cards)
    top = cards[-1]
    assert hand.update_hover(top.pos) is top
    assert hand.update_hover((5, 5)) is None
    tw = top.flip(0.2)
    tw.update(0.15)
    assert top.showing_face is False  # past halfway: the back shows
    tw.update(0.1)
    assert top.face_up is False and tw.done
    surf = pygame.Surface((600, 560))
    hand.draw(surf)
    hand.update_hover(cards[0].pos)
    hand.update(0.5)
    assert cards[0].lift > 0
    hand.draw_zoom(surf)


def test_player_palette_and_shapes():
    assert len(PLAYER_COLOURS) == 7 and PLAYER_COLOURS[0] == (0xE6, 0x9F, 0x00)
    assert set(PLAYER_SHAPES) == {"circle", "square", "triangle", "diamond", "hexagon", "star"}
    for colour, shape in zip(PLAYER_COLOURS, PLAYER_SHAPES):
        assert token_surface(colour, shape, 12).get_width() > 24


def test_track_positions_and_draw():
    track = Track(20, rect=pygame.Rect(50, 50, 300, 200))
    assert track.position(0) == (50, 50) and track.position(20) == track.position(0)
    surf = pygame.Surface((400, 300))
    track.draw(surf, [TrackMarker(3, PLAYER_COLOURS[0]), TrackMarker(3, PLAYER_COLOURS[1], "square")])
    line = Track(10, line=((0, 0), (90, 0)), wrap=False)
    assert line.position(9) == (90, 0) and line.position(50) == (90, 0)


def test_tooltip_stays_inside_and_is_readable():
    screen = pygame.Surface((1280, 720))
    for mouse in [(5, 5), (1275, 715), (640, 700), (1270, 10)]:
        rect = draw_tooltip(screen, mouse, "Juggernaut", "Melee 2 on two sides, armor on two sides. " * 3)
        assert screen.get_rect().contains(rect)
    assert contrast_ratio(BODY_INK, BACKGROUND) >= 4.5 and contrast_ratio(TITLE_INK, BACKGROUND) >= 4.5
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)


def test_sound_manager_is_silent_safe(tmp_path):
    sm = SoundManager()
    for name in ("dice_roll", "no_such_sound"):
        assert sm.play(name) in (True, False)
    sm.set_muted(True)
    assert sm.play("dice_roll") is False
    broken = tmp_path / "bad.wav"
    broken.write_bytes(b"not a wav")
    assert SoundManager(tmp_path).play("bad") is False


def test_sound_manager_without_mixer(monkeypatch):
    def boom(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", boom)
    sm = SoundManager()
    assert sm.available is False and sm.play("chime") is False


def test_generated_sounds_exist_and_are_small():
    names = {"dice_roll", "dice_land", "card_flip", "card_slide", "place", "chime", "hit", "click"}
    for name in names:
        path = SOUNDS / f"{name}.wav"
        assert path.exists() and path.stat().st_size < 60_000
        with wave.open(str(path)) as w:
            assert w.getsampwidth() == 2 and w.getnframes() > 0
