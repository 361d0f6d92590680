"""The Metro 2033 table: the metro map as a graph in the dark, lit by the line colours.

The view class, ``Metro2033View`` (registered as ``game.games.metro2033.view:Metro2033View``),
lives in ``table.py`` and is put together from parts named for what they draw or decide:

- ``board``: the map (zones, stations, owners, armies, heroes, glows, fight mark, zoom buttons);
- ``names`` and ``labels``: which station names show at a zoom and where they go;
- ``column`` and ``tracks``: the right-hand column (status, choices list, own cards, event, law,
  market; the players' rows, the round, VP and army tracks, the piles);
- ``fight``: the combat box; ``tooltips``: every hover text; ``choices``: what the legal actions
  mean on the table; ``controller``: pointer and keys;
- ``paint``, ``theme``, ``texts``, ``preview``: drawing helpers, colours, words, the setup map.

Every click answers with an element of ``legal_actions`` or with nothing (and a message). The
view only reads the ``player_view`` it is given.
"""

from game.games.metro2033.view.table import Metro2033View
from game.games.metro2033.view.theme import POLIS_LABEL, THEME

__all__ = ["POLIS_LABEL", "THEME", "Metro2033View"]
