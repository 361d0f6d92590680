"""Pure engine layer: the rules contract, Match, replay files and grid maths. No pygame here."""

from game.engine.core import (
    CHANCE,
    HIDDEN,
    TERMINAL,
    Game,
    GameBase,
    GameSpec,
    IllegalAction,
    OptionSpec,
)

__all__ = [
    "CHANCE",
    "HIDDEN",
    "TERMINAL",
    "Game",
    "GameBase",
    "GameSpec",
    "IllegalAction",
    "OptionSpec",
]
