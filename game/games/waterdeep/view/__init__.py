"""Lords of Waterdeep table view (the board area of the table scene): the package face.

The view class is ``table.WaterdeepView``; its parts, one job each: ``layout`` (rectangles),
``paint`` (palette, text, icons), ``cards`` (card and tile faces), ``board`` (cached static
board layer and per-frame overlay), ``panels`` (player-panel lines and the viewer's hand),
``controller`` (clicks -> legal actions, prompt buttons, reasons), ``animations`` (tweens
between two states), ``texts`` (hover texts) and ``preview`` (render a random mid-game state
to PNG). Submodules import each other by name, never this package.
"""

from game.games.waterdeep.view.table import THEME, WaterdeepView

__all__ = ["WaterdeepView", "THEME"]
