import random

import pygame
import pytest

from game.ui.render.graphmap import Edge, GraphMapRenderer, Node
from game.ui.render.hexboard import HexBoardRenderer, HexTile, hex_tile_surface
from game.ui.render.hexmath import fit_layout, hex_range, hex_to_pixel, pixel_to_hex
from game.ui.render.squaregrid import SquareGridRenderer


@pytest.mark.parametrize("flat", [False, True])
def test_hex_round_trip_centres_and_jitter(flat):
    rng = random.Random(1)
    for q, r in hex_range(6):
        x, y = hex_to_pixel(q, r, 30.0, (400, 300), flat)
        assert pixel_to_hex(x, y, 30.0, (400, 300), flat) == (q, r)
        # anywhere well inside the hex (80% of the inner radius) maps back to it
        for _ in range(5):
            ang, dist = rng.uniform(0, 6.283), rng.uniform(0, 30.0 * 0.866 * 0.8)
            import math
            px, py = x + math.cos(ang) * dist, y + math.sin(ang) * dist
            assert pixel_to_hex(px, py, 30.0, (400, 300), flat) == (q, r)


def test_hex_neighbour_is_not_the_same_cell():
    x, y = hex_to_pixel(1, 0, 20.0)
    assert pixel_to_hex(x, y, 20.0) != (0, 0)


@pytest.mark.parametrize("flat", [False, True])
def test_fit_layout_keeps_corners_inside(flat):
    rect = pygame.Rect(50, 40, 500, 300)
    cells = hex_range(3)
    layout = fit_layout(cells, rect, flat, margin=0)
    for c in cells:
        for x, y in layout.corners(c):
            assert rect.left - 0.01 <= x <= rect.right + 0.01
            assert rect.top - 0.01 <= y <= rect.bottom + 0.01


def test_hex_board_cell_at_and_hover():
    board = HexBoardRenderer(hex_range(2), pygame.Rect(0, 0, 600, 500))
    for cell in board.cells:
        assert board.cell_at(board.cell_center(cell)) == cell
    assert board.cell_at((1, 1)) is None
    assert board.update_hover(board.cell_center((1, -1))) == (1, -1)
    surf = pygame.Surface((600, 500))
    tile = HexTile((150, 50, 50), "Unit", [[("melee", 2)], [], [("ranged", 1)], [], [("armor", 1)], [("net", 1)]],
                   [3, 2], rotation=2)
    board.draw(surf, {(0, 0): tile}, highlights=[(1, 0)], time=0.3)
    assert hex_tile_surface(tile, board.size) is hex_tile_surface(tile, board.size)  # cached


def test_hex_tile_rotation_moves_markers():
    t = HexTile((10, 10, 10), edges=[[("melee", 1)], [], [], [], [], []], rotation=2)
    assert t.rotated_edges()[2] == (("melee", 1),)
    assert t.rotated_edges()[0] == ()


def test_square_grid_hit_testing():
    grid = SquareGridRenderer(8, 6, pygame.Rect(10, 20, 500, 400))
    for c in range(8):
        for r in range(6):
            rect = grid.cell_rect((c, r))
            assert grid.cell_at(rect.center) == (c, r)
            assert grid.cell_at((rect.right - 1, rect.bottom - 1)) == (c, r)
    assert grid.cell_at((grid.grid_rect.right + 1, grid.grid_rect.centery)) is None
    assert grid.cell_at((0, 0)) is None
    grid.draw(pygame.Surface((520, 440)), highlights=[(0, 0)])


def test_graph_map_hit_testing():
    nodes = [Node("a", 0.0, 0.0, "A"), Node("b", 1.0, 1.0, "B"), Node("c", 0.5, 0.5, "C", radius=1.5)]
    edges = [Edge("a", "c", (200, 0, 0)), Edge("a", "c", (0, 0, 200)), Edge("c", "b")]
    g = GraphMapRenderer(nodes, edges, pygame.Rect(0, 0, 400, 400), node_radius=10)
    for nid in ("a", "b", "c"):
        x, y = g.node_pos(nid)
        assert g.node_at((x + 3, y - 3)) == nid
    ax, ay = g.node_pos("a")
    assert g.node_at((ax + 40, ay)) is None
    assert g.update_hover(g.node_pos("b")) == "b"
    g.draw(pygame.Surface((400, 400)), highlights=["a"], selected="c")
