"""Neuroshima Hex table view (the registry names ``game.games.neuroshima.view:NeuroshimaView``).

Modules: ``table`` (the GameView: state changes and shell hooks), ``aiming`` (the ghost tile and
its facing), ``input`` (clicks, keys, hovers), ``transitions`` (animating one state into the next),
``drawing`` (board, side column, battle log, banner), ``shown`` (pieces as drawn), ``layout``
(geometry), ``tiles`` (cached tile surfaces), ``board`` (background, pieces, glows), ``hand``
(side-column widgets), ``controller`` (legal actions by place), ``battle_playback`` (timed beats
from the battle log), ``info`` (hover texts), ``texts`` (the view's words), ``theme`` (colours),
``thumb`` (scenario thumbnails), ``preview`` (offscreen screenshots).
"""
from __future__ import annotations

from .shown import shown_from_state
from .table import NeuroshimaView

__all__ = ["NeuroshimaView", "shown_from_state"]
