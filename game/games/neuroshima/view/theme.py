"""Colours of the Neuroshima table: steel, rust, hazard stripes and the six army colours.

Every army has a colour AND a letter, so nothing important depends on colour alone.
"""
from __future__ import annotations

import math

RGB = tuple[int, int, int]

ARMY_COLOURS: dict[str, RGB] = {
    # every pair at least 20 apart (CIEDE2000), also on the darkened inner field of a tile
    # (tests/games/neuroshima/test_army_colours.py); white names read on every field (>= 4.5:1)
    "new_york": (36, 108, 214),    # cobalt blue
    "neojungle": (40, 160, 80),    # jungle green
    "moloch": (190, 30, 34),       # machine red
    "borgo": (162, 48, 192),       # mutant purple
    "outpost": (178, 184, 192),    # field steel (was olive: too close to Hegemony's gold and the jungle)
    "hegemony": (230, 180, 30),    # gang gold
}
ARMY_LETTERS: dict[str, str] = {
    "new_york": "N", "neojungle": "J", "moloch": "M", "borgo": "B", "outpost": "O", "hegemony": "H",
}
ARMY_SHORT: dict[str, str] = {
    "new_york": "NY", "neojungle": "NJ", "moloch": "MO", "borgo": "BO", "outpost": "OP", "hegemony": "HE",
}
UNKNOWN_ARMY: RGB = (120, 120, 120)

STEEL_DARK: RGB = (30, 34, 38)
STEEL: RGB = (58, 64, 70)
STEEL_LIGHT: RGB = (104, 112, 120)
RUST: RGB = (142, 76, 40)
RUST_DARK: RGB = (86, 46, 26)
HAZARD_YELLOW: RGB = (232, 184, 34)
HAZARD_BLACK: RGB = (26, 26, 26)
INK: RGB = (238, 234, 224)
INK_SOFT: RGB = (178, 182, 184)
WOUND: RGB = (200, 30, 36)
VENOM: RGB = (120, 210, 60)
GLOW: RGB = (255, 214, 102)
GLOW_TARGET: RGB = (255, 110, 80)
GLOW_OWN: RGB = (120, 220, 255)

MELEE_INK: RGB = (250, 248, 240)
RANGED_INK: RGB = (255, 226, 120)
SPECIAL_INK: RGB = (255, 150, 90)
ARMOR_INK: RGB = (200, 206, 212)
NET_INK: RGB = (236, 236, 236)
LINK_INK: RGB = (120, 232, 255)

TERRAIN: dict[str, tuple[RGB, str]] = {
    # terrain type -> (fill, symbol id)
    "forest": ((48, 86, 52), "tree"),
    "mountain": ((108, 98, 86), "peak"),
    "water": ((40, 82, 120), "wave"),
    "wasteland": ((120, 100, 60), "radiation"),
    "base": ((70, 78, 90), "tower"),
    "bunker": ((88, 88, 82), "bunker"),
    "warehouse": ((112, 84, 54), "crate"),
    "cliff": ((92, 86, 80), "cliff"),
    "pit": ((26, 22, 20), "pit"),
}

ARMIES = tuple(ARMY_COLOURS)


def army_colour(army: str | None) -> RGB:
    return ARMY_COLOURS.get(army or "", UNKNOWN_ARMY)


def army_letter(army: str | None) -> str:
    return ARMY_LETTERS.get(army or "", "?")


def mix(a, b, t: float) -> RGB:
    t = max(0.0, min(1.0, t))
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def lighten(c, t: float) -> RGB:
    return mix(c, (255, 255, 255), t)


def darken(c, t: float) -> RGB:
    return mix(c, (0, 0, 0), t)


def ink_for(bg) -> RGB:
    lum = 0.2126 * (bg[0] / 255) ** 2.2 + 0.7152 * (bg[1] / 255) ** 2.2 + 0.0722 * (bg[2] / 255) ** 2.2
    return (20, 20, 24) if lum > 0.28 else (246, 244, 238)


def edge_angle(direction: int) -> float:
    """Angle (radians, screen y down) from a flat-top hex centre to the middle of board side
    ``direction`` (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW)."""
    return math.radians(-90 + 60 * direction)


def flat_corners(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i))) for i in range(6)]
