"""The Metro table's colours and the small constants its parts share."""
from __future__ import annotations

from game.ui.game_view import DEFAULT_THEME

POLIS_LABEL = "@polis"  # the plan's id of the Polis's own name
MAP_KINDS = ("attack", "defend", "flee", "home", "move", "paths", "settle")
RGB = tuple[int, int, int]

THEME: dict[str, RGB] = {
    **DEFAULT_THEME,
    "bg": (16, 18, 22),
    "bg2": (10, 11, 14),
    "board": (20, 22, 27),
    "panel": (30, 32, 38),
    "panel_hi": (44, 47, 55),
    "edge": (78, 82, 92),
    "ink": (236, 232, 222),
    "ink_soft": (186, 190, 196),
    "ink_faint": (128, 132, 140),
    "accent": (240, 176, 64),
    "danger": (226, 88, 70),
    "ok": (110, 196, 120),
}
