"""The Android table's look: cyberpunk blues, the colours of place types, evidence files,
districts, the light and dark decks and the conspiracy groups; the quality shapes; the map's
extent and grid; the tab names and the action kinds answered on the map.
"""

from __future__ import annotations

from game.games.android.content import CONTENT
from game.ui.game_view import DEFAULT_THEME

RGB = tuple[int, int, int]
LOC = CONTENT.locations
MAP_KINDS = ("move", "fly", "npc_to", "lead_to", "lead", "warrant")
ROUTE_KINDS = ("move", "fly")

THEME: dict[str, RGB] = {
    **DEFAULT_THEME,
    "bg": (10, 16, 30),
    "bg2": (6, 10, 20),
    "board": (12, 20, 38),
    "panel": (20, 32, 56),
    "panel_hi": (30, 48, 80),
    "edge": (62, 98, 150),
    "ink": (228, 240, 255),
    "ink_soft": (170, 196, 226),
    "ink_faint": (110, 136, 170),
    "accent": (84, 220, 255),
    "danger": (255, 92, 120),
    "ok": (110, 230, 170),
}
TYPE_COLOURS: dict[str, RGB] = {
    "civic": (92, 170, 255), "business": (80, 230, 210), "nightlife": (236, 96, 220),
    "religious": (250, 214, 110), "residential": (150, 140, 255),
}
FILE_COLOURS: dict[str, RGB] = {"physical": (255, 150, 80), "document": (120, 220, 255), "testimony": (250, 110, 170)}
DISTRICT_COLOURS: dict[str, RGB] = {
    "Yellow": (230, 200, 60), "Orange": (240, 140, 50), "Blue": (70, 130, 240), "Red": (230, 70, 70),
    "Grey": (150, 150, 165), "White": (225, 232, 245),
}
QUALITY_SHAPES = {"ritzy": "diamond", "normal": "circle", "seedy": "triangle"}
FLIGHT: RGB = (255, 196, 110)  # a place reached only by dropship (the glow and the cost tag)
LIGHT: RGB = (220, 236, 255)
DARK: RGB = (70, 40, 110)


def map_bounds() -> tuple[float, float, float, float]:
    """The printed map's extent in map units (every place's point inside it)."""
    xs = [loc.x for loc in LOC.values()]
    ys = [loc.y for loc in LOC.values()]
    return min(xs), min(ys), max(xs), max(ys)


GRID = (12, 8)  # columns A-L, rows 1-8 of the printed map (spec 9.2)
TABS = ("case", "detectives", "puzzle", "orders")
PUZZLE_TASKS = ("put_piece", "lead_use", "shift_any", "favor_any", "bag_any")

LIGHT_END: RGB = (232, 244, 255)
DARK_END: RGB = (58, 24, 96)
GROUP_COLOURS: tuple[RGB, ...] = ((120, 200, 255), (90, 230, 170), (200, 160, 255), (255, 170, 90),
                                  (255, 110, 140), (250, 220, 120), (140, 240, 240), (180, 220, 110),
                                  (255, 140, 220), (170, 180, 255))
ORDER_KINDS = ("arm", "disarm")
