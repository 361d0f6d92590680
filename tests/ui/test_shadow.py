"""Panel shadows: only the visible ring is blitted (same pixels as the whole shadow under an
opaque panel), and the table's board shadow is built once per board size, not per frame."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.ui import style  # noqa: E402
from tests.ui.helpers import make_app, step  # noqa: E402


def _canvas(size=(900, 700)) -> pygame.Surface:
    """A patterned background, so a shadow blitted twice or missing shows up."""
    surf = pygame.Surface(size)
    for x in range(0, size[0], 7):
        pygame.draw.line(surf, ((x * 3) % 256, 90, (x * 7) % 256), (x, 0), (x, size[1]), 3)
    return surf


@pytest.mark.parametrize(("rect", "radius", "offset"), [
    ((40, 50, 700, 500), 14, 4), ((10, 10, 60, 30), 10, 3), ((200, 100, 30, 300), 21, 6),
    ((5, 5, 20, 20), 30, 8), ((100, 120, 300, 12), 12, 0),
])
def test_ring_shadow_draws_exactly_what_the_whole_shadow_would_under_an_opaque_panel(rect, radius, offset):
    pygame.init()
    rect = pygame.Rect(rect)
    fill = (70, 60, 40)
    whole = _canvas()
    if offset:
        style.draw_shadow(whole, rect, radius, offset)  # the whole shadow, then the panel over it
    pygame.draw.rect(whole, fill, rect, border_radius=radius)
    ring = _canvas()
    style.panel(ring, rect, fill, None, radius=radius, shadow_offset=offset)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(ring, "RGB")


def test_ring_is_a_small_part_of_the_board_shadow():
    pygame.init()
    board = (1406, 849)  # the board panel at 1920x1080
    s = style.shadow(board, 21)
    pad = (s.get_width() - board[0]) // 2
    parts = style.shadow_ring(s.get_size(), pad, 6, 21, board)
    area = sum(a.w * a.h for a in parts)
    assert area < 0.15 * s.get_width() * s.get_height()
    assert all(s.get_rect().contains(a) for a in parts)
    for i, a in enumerate(parts):  # no pixel blitted twice (the shadow is translucent)
        assert not any(a.colliderect(b) for b in parts[i + 1:])


def test_board_shadow_built_once_per_board_size(monkeypatch):
    app = make_app({"game": "duel", "players": 2, "seats": "human,random", "seed": 4}, size=(1920, 1080))
    table = app.scenes.find(type(app.scenes.scenes[1]))
    step(app, 2)
    built: list[tuple[int, int]] = []
    real = style.shadow

    def counting(size, radius, alpha=90):
        if tuple(size) == table.board.size:
            built.append(tuple(size))
        return real(size, radius, alpha)

    monkeypatch.setattr(style, "shadow", counting)
    style._SHADOWS.clear()  # even with the shared cache emptied, the table keeps its own
    step(app, 20)
    assert built == []
    first = table.board.size
    app.resize(1280, 720)
    step(app, 20)
    assert table.board.size != first
    assert built == [table.board.size], "rebuilt once, for the new size"
