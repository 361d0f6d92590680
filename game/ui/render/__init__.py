"""Shared renderers and animation toolkit used by every game's view."""
from .cards import Card, CardFace, Hand, draw_card_zoom, fan_layout
from .dice import DiceTray, DieFaces, Face
from .fonts import get_font, render_text, wrap_text
from .graphmap import Edge, GraphMapRenderer, Node
from .hexboard import CellStyle, HexBoardRenderer, HexTile, draw_hex_tile, hex_tile_surface
from .hexmath import HexLayout, fit_layout, hex_range, hex_to_pixel, pixel_to_hex
from .sound import SoundManager
from .squaregrid import SquareGridRenderer
from .tokens import (
                     PLAYER_COLOURS,
                     PLAYER_SHAPES,
                     Track,
                     TrackMarker,
                     coin_surface,
                     cube_surface,
                     draw_token,
                     player_token,
                     token_surface,
)
from .tooltip import Tooltip, draw_tooltip
from .tween import EASINGS, AnimationQueue, Call, Parallel, Sequence, Tween, Wait

__all__ = [
    "Card", "CardFace", "Hand", "draw_card_zoom", "fan_layout",
    "DiceTray", "DieFaces", "Face",
    "get_font", "render_text", "wrap_text",
    "Edge", "GraphMapRenderer", "Node",
    "CellStyle", "HexBoardRenderer", "HexTile", "draw_hex_tile", "hex_tile_surface",
    "HexLayout", "fit_layout", "hex_range", "hex_to_pixel", "pixel_to_hex",
    "SoundManager", "SquareGridRenderer",
    "PLAYER_COLOURS", "PLAYER_SHAPES", "Track", "TrackMarker", "coin_surface", "cube_surface",
    "draw_token", "player_token", "token_surface",
    "Tooltip", "draw_tooltip",
    "AnimationQueue", "Call", "Parallel", "Sequence", "Tween", "Wait", "EASINGS",
]
