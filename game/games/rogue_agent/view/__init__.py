"""Rogue Agent table view (the package's face: the view class and its theme).

Modules: ``table`` (the view class: state, layout, moves, input), ``drawing`` (the table),
``hover`` (hover texts and odds), ``tray`` (the dice tray), ``layout`` (rectangles), ``paint``
(tiles, pieces, cards, bomb board), ``panels`` (agent boards, influence track, panel words),
``effects`` (board effects), ``odds`` (chances from the dice faces), ``controller`` (legal
actions by place), ``texts`` (the view's words, en + hu). Content names come from the engine's
data files.
"""

from game.games.rogue_agent.view.controller import criminal_pos
from game.games.rogue_agent.view.table import THEME, RogueAgentView

__all__ = ["RogueAgentView", "THEME", "criminal_pos"]
