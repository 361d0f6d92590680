"""The table's game log under its older name: ``game.ui.gamelog`` (pure, shared with ``replay --log``),
re-exported here so imports written before it moved keep working."""

from game.ui.gamelog import Entry, GameLog, round_key

__all__ = ["Entry", "GameLog", "round_key"]
