"""The registry of games: one line per game, explicit on purpose (no folder scans).

Each ``GameEntry`` carries everything the app needs to know about a game: its id, the
rules factory (pure, imported here) and where its view lives as a ``"module:Class"`` path
(imported lazily by ``game.ui.views``, so importing the registry never loads pygame).

``REGISTRY`` holds the published games the app ships (listed by ``python -m game list``
and the game picker). ``TEST_GAMES`` holds the small test-only game ("Duel") that
exercises the Match, the AI and the UI; it is reachable by id but not listed.

The engine never imports this module: a ``Match`` is handed its game object, and code
that loads a save by id (the CLI, the UI) resolves the id here (``get_game``,
``load_match``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.games.android import learn as android_learn
from game.games.android import story as android_story
from game.games.android.rules import AndroidGame
from game.games.duel.rules import DuelGame
from game.games.metro2033 import learn as metro2033_learn
from game.games.metro2033 import story as metro2033_story
from game.games.metro2033.rules import Metro2033Game
from game.games.neuroshima import learn as neuroshima_learn
from game.games.neuroshima import story as neuroshima_story
from game.games.neuroshima.rules import NeuroshimaGame
from game.games.rogue_agent import learn as rogue_agent_learn
from game.games.rogue_agent import story as rogue_agent_story
from game.games.rogue_agent.rules import RogueAgentGame
from game.games.waterdeep import learn as waterdeep_learn
from game.games.waterdeep import story as waterdeep_story
from game.games.waterdeep.rules import WaterdeepGame


@dataclass(frozen=True)
class GameEntry:
    id: str
    rules: Callable[[], Any]  # the rules factory (pure)
    view: str  # "module:Class" of its GameView, imported lazily by the UI
    listed: bool = True  # False: a test game, reachable by id but not offered
    story: Any = None  # module with story(game, states), sides(state), side_label(side, lang): the records chart
    learn: Any = None  # module with LESSON (the guided first game) and reason(...) (the coach's words)


ENTRIES: tuple[GameEntry, ...] = (
    GameEntry("waterdeep", WaterdeepGame, "game.games.waterdeep.view:WaterdeepView", story=waterdeep_story,
              learn=waterdeep_learn),
    GameEntry("neuroshima", NeuroshimaGame, "game.games.neuroshima.view:NeuroshimaView", story=neuroshima_story,
              learn=neuroshima_learn),
    GameEntry("rogue_agent", RogueAgentGame, "game.games.rogue_agent.view:RogueAgentView", story=rogue_agent_story,
              learn=rogue_agent_learn),
    GameEntry("duel", DuelGame, "game.games.duel.view:DuelView", listed=False),
    GameEntry("metro2033", Metro2033Game, "game.games.metro2033.view:Metro2033View", story=metro2033_story,
              learn=metro2033_learn),
    GameEntry("android", AndroidGame, "game.games.android.view:AndroidView", story=android_story,
              learn=android_learn),
)

REGISTRY: dict[str, Any] = {e.id: e.rules() for e in ENTRIES if e.listed}
TEST_GAMES: dict[str, Any] = {e.id: e.rules() for e in ENTRIES if not e.listed}


def entry(game_id: str) -> GameEntry | None:
    return next((e for e in ENTRIES if e.id == game_id), None)


def view_path(game_id: str) -> str | None:
    """The "module:Class" of a game's view, or None (the UI then uses a generic view)."""
    e = entry(game_id)
    return e.view if e else None


def all_games() -> dict[str, Any]:
    """Every game the app can run: the published ones first, then the test game."""
    return {**REGISTRY, **TEST_GAMES}


def get_game(game_id: str) -> Any:
    games = all_games()
    if game_id not in games:
        known = ", ".join(list(REGISTRY) + list(TEST_GAMES))
        raise KeyError(f"unknown game {game_id!r}; known games: {known}")
    return games[game_id]


def load_match(path: Path | str, autosave_path: Path | None = None) -> Any:
    """Read and verify a save, resolving its game id here (raises ReplayError)."""
    from game.engine.match import Match

    return Match.load(Path(path), get_game, autosave_path)
