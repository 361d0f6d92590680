"""The Metro map's renderer: the shared graph map whose stations grow more slowly than the
map when zoomed in, so that every station keeps room beside it for its own name (with discs
growing as fast as the map, a station's name could only sit nearer a neighbour)."""

from __future__ import annotations

from game.ui.render.graphmap import GraphMapRenderer

DISC_GROWTH = 0.55  # a station's disc grows with zoom ** DISC_GROWTH (the map with zoom)


class MetroMapRenderer(GraphMapRenderer):
    @property
    def scaled_radius(self) -> float:
        """The station radius on screen: the fitted radius, grown sub-linearly with the zoom."""
        return self.node_radius * self.zoom ** DISC_GROWTH
