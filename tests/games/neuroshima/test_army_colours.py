"""Issue 8: the six Neuroshima army colours are told apart at a glance on the board: every pair
is at least 20 apart in CIEDE2000, both as the tile rim colour and as the darkened inner field
the names are printed on; and the white names/letters on those fields keep 4.5:1 contrast."""
from __future__ import annotations

import itertools
import math

import pytest

from game.games.neuroshima.view import theme as T
from game.ui.style import contrast_ratio

FIELD = 0.42  # tiles.py: the inner field is darken(colour, 0.42); the badge darken(colour, 0.55)
INK = (248, 246, 238)


def _lin(c: float) -> float:
    c = c / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab(rgb) -> tuple[float, float, float]:
    r, g, b = (_lin(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def de2000(c1, c2) -> float:
    """CIEDE2000 difference of two sRGB colours."""
    return de2000_lab(lab(c1), lab(c2))


def de2000_lab(lab1, lab2) -> float:
    """CIEDE2000 colour difference (Sharma, Wu, Dalal 2005)."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    cb = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cb ** 7 / (cb ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = L2 - L1, c2p - c1p
    dh = h2p - h1p
    if c1p * c2p == 0:
        dh = 0
    elif dh > 180:
        dh -= 360
    elif dh < -180:
        dh += 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lb, cbp = (L1 + L2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hb = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hb = (h1p + h2p) / 2
    else:
        hb = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hb - 30)) + 0.24 * math.cos(math.radians(2 * hb))
         + 0.32 * math.cos(math.radians(3 * hb + 6)) - 0.20 * math.cos(math.radians(4 * hb - 63)))
    dtheta = 30 * math.exp(-(((hb - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbp ** 7 / (cbp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lb - 50) ** 2 / math.sqrt(20 + (lb - 50) ** 2)
    sc, sh = 1 + 0.045 * cbp, 1 + 0.015 * cbp * t
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh))


def test_de2000_reference_pairs():
    """Pairs from Sharma et al.'s test table, then identity and symmetry through sRGB."""
    assert abs(de2000_lab((50, 2.6772, -79.7751), (50, 0, -82.7485)) - 2.0425) < 1e-3
    assert abs(de2000_lab((50, 3.1571, -77.2803), (50, 0, -82.7485)) - 2.8615) < 1e-3
    assert abs(de2000_lab((50, 2.5, 0), (73, 25, -18)) - 27.1492) < 1e-3
    assert de2000((10, 20, 30), (10, 20, 30)) == 0
    assert abs(de2000((200, 30, 40), (30, 40, 200)) - de2000((30, 40, 200), (200, 30, 40))) < 1e-9
    assert de2000((128, 124, 58), (226, 168, 34)) < 30  # the old olive vs gold: the complaint


@pytest.mark.parametrize("k", [0.0, FIELD])
def test_every_pair_of_armies_is_distinct(k):
    cols = {a: T.darken(c, k) for a, c in T.ARMY_COLOURS.items()}
    worst = min((de2000(cols[a], cols[b]), a, b) for a, b in itertools.combinations(cols, 2))
    assert worst[0] >= 20, worst


def test_names_on_every_army_field_read():
    for army, c in T.ARMY_COLOURS.items():
        assert contrast_ratio(INK, T.darken(c, FIELD)) >= 4.5, army
        assert contrast_ratio(INK, T.darken(c, 0.55)) >= 4.5, army


def test_setup_offers_the_table_colours():
    from game.games.neuroshima.rules import ARMY_VALUES
    assert {v.value: tuple(v.colour) for v in ARMY_VALUES} == T.ARMY_COLOURS
