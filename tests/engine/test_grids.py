from hypothesis import given
from hypothesis import strategies as st

from game.engine import hexgrid as hx
from game.engine import squaregrid as sq

coord = st.integers(min_value=-30, max_value=30)
hexes = st.tuples(coord, coord)
sizes = st.floats(min_value=4, max_value=120)


@given(hexes, sizes, st.booleans())
def test_pixel_round_trip(h, size, flat):
    x, y = hx.hex_to_pixel(h[0], h[1], size, (13.0, -7.0), flat)
    assert hx.pixel_to_hex(x, y, size, (13.0, -7.0), flat) == h


@given(hexes, st.integers(0, 5))
def test_neighbours_are_at_distance_one_and_direction_matches(h, d):
    n = hx.neighbor(h, d)
    assert hx.distance(h, n) == 1
    assert hx.direction_between(h, n) == d
    assert len(set(hx.neighbors(h))) == 6


@given(hexes, hexes)
def test_distance_is_a_metric(a, b):
    assert hx.distance(a, b) == hx.distance(b, a) >= 0
    assert (hx.distance(a, b) == 0) == (a == b)


@given(hexes, hexes)
def test_line_is_connected_and_has_distance_plus_one_cells(a, b):
    cells = hx.line(a, b)
    assert cells[0] == a and cells[-1] == b
    assert len(cells) == hx.distance(a, b) + 1
    assert all(hx.distance(p, q) == 1 for p, q in zip(cells, cells[1:], strict=False))


@given(hexes, st.integers(0, 6))
def test_ring_cells_are_at_radius(center, radius):
    ring = hx.ring(center, radius)
    assert len(ring) == max(1, 6 * radius)
    assert len(set(ring)) == len(ring)
    assert all(hx.distance(center, h) == radius for h in ring)


def test_spiral_sizes_match_the_neuroshima_boards():
    assert len(hx.hexagon_board(2)) == 19
    assert len(hx.hexagon_board(3)) == 37


@given(hexes, st.integers(0, 5))
def test_rotation_preserves_distance_and_six_turns_is_identity(h, k):
    assert hx.distance((0, 0), hx.rotate(h, k)) == hx.distance((0, 0), h)
    assert hx.rotate(h, 6) == h
    assert hx.rotate(hx.DIRECTIONS[k], 1) == hx.DIRECTIONS[(k + 1) % 6]


cells = st.tuples(st.integers(-40, 40), st.integers(-40, 40))


@given(cells, cells)
def test_square_line_is_8_connected(a, b):
    path = sq.line(a, b)
    assert path[0] == a and path[-1] == b
    assert len(path) == sq.chebyshev(a, b) + 1
    assert all(sq.chebyshev(p, q) == 1 for p, q in zip(path, path[1:], strict=False))


@given(cells, st.integers(0, 5))
def test_square_ring(center, radius):
    ring = sq.ring(center, radius)
    assert len(ring) == max(1, 8 * radius)
    assert all(sq.chebyshev(center, c) == radius for c in ring)


@given(cells, st.floats(min_value=2, max_value=100))
def test_square_pixel_round_trip(c, size):
    x, y = sq.cell_to_pixel(c, size, (5.0, 9.0))
    assert sq.pixel_to_cell(x, y, size, (5.0, 9.0)) == c


def test_square_neighbours():
    assert sorted(sq.neighbors4((0, 0))) == [(-1, 0), (0, -1), (0, 1), (1, 0)]
    assert len(set(sq.neighbors8((2, 2)))) == 8
    assert sq.manhattan((0, 0), (3, -4)) == 7
