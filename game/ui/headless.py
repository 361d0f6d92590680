"""Drive every scene offscreen: used by `bench` (frame times) and `--self-test` (draws all).

Each builder takes a fresh headless ``App`` (started at the main menu) and brings it to one
scene. Tables start from a mid-game position reached by random play, with a human seat to
move so the frame is what a player looks at while deciding; the ``bot thinking`` variant
leaves an ``ai:normal`` seat to move, which measures drawing while a bot searches.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from typing import Any

Builder = Callable[[Any], None]
MID_GAME_PLIES = 120


def _mid_game_match(game_id: str, human_to_move: bool, finished: bool = False, wanted: int = MID_GAME_PLIES) -> Any:
    from game.engine.match import Match
    from game.games import get_game

    game = get_game(game_id)
    n = min(max(game.spec.min_players, 2), game.spec.max_players)
    seats = ["human"] + ["ai:normal" if not human_to_move else "random"] * (n - 1)
    match = Match(game, n, seats, seed=12)
    rng = random.Random(12)
    plies = 0
    while True:
        match.advance()
        if match.is_over:
            if not finished and plies >= 8 and wanted > plies // 2:  # a short game: stop halfway instead
                return _mid_game_match(game_id, human_to_move, False, plies // 2)
            return match
        seat = match.current_player
        enough = plies >= wanted and not finished
        if enough and (seat == 0) == human_to_move:
            return match
        match.submit(rng.choice(match.legal_actions()), seat)
        plies += 1


def _table(game_id: str, human_to_move: bool = True, finished: bool = False) -> Builder:
    def build(app: Any) -> None:
        app.start_match(_mid_game_match(game_id, human_to_move, finished))

    return build


def _rolling(game_id: str) -> Builder:
    def build(app: Any) -> None:
        app.start_match(_mid_game_match(game_id, True))
        app.scenes.top.view.bench_roll()

    return build


def _overlay(game_id: str, make: Callable[[Any, Any], Any]) -> Builder:
    def build(app: Any) -> None:
        app.start_match(_mid_game_match(game_id, True))
        table = app.scenes.top
        app.scenes.push(make(app, table))

    return build


def _push(make: Callable[[Any], Any]) -> Builder:
    def build(app: Any) -> None:
        app.scenes.push(make(app))

    return build


def scene_builders(game_ids: list[str]) -> list[tuple[str, Builder]]:
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.passscreen import PassScreen
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.picker import GamePicker
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.scenes.setup import SetupScene

    first = game_ids[0]
    builders: list[tuple[str, Builder]] = [
        ("menu", lambda app: None),
        ("picker", _push(GamePicker)),
        ("setup", _push(lambda app: SetupScene(app, first))),
        ("settings", _push(SettingsScene)),
        ("load", _push(LoadScene)),
        ("running games", _push(lambda app: LoadScene(app, running=True))),
        ("rules", _push(lambda app: RulesScene(app, first))),
        ("pass", _overlay(first, lambda app, table: PassScreen(app, table, 0))),
        ("pause", _overlay(first, PauseScene)),
    ]
    from game.ui.views import view_class

    for gid in game_ids:
        builders.append((f"table:{gid}", _table(gid)))
        builders.append((f"table:{gid}:bot thinking", _table(gid, human_to_move=False)))
        if hasattr(view_class(gid), "bench_roll"):  # a table with a dice tray: frames while dice roll
            builders.append((f"table:{gid}:dice rolling", _rolling(gid)))
        builders.append((f"game over:{gid}", _table(gid, finished=True)))
    return builders


def time_frames(build: Builder, size: tuple[int, int], frames: int, warmup: int = 15) -> list[float]:
    """Milliseconds per frame (events, update, draw and flip) over ``frames`` frames."""
    from game.ui.app import App

    app = App(None, size=size, headless=True)
    try:
        build(app)
        for _ in range(warmup):
            app.step(1 / 60)
        times = []
        for _ in range(frames):
            t0 = time.perf_counter()
            app.step(1 / 60)
            times.append((time.perf_counter() - t0) * 1000.0)
        return times
    finally:
        app.close()


def draw_every_scene(frames: int = 3, size: tuple[int, int] = (1280, 720)) -> list[str]:
    """Build and draw every scene; any error in a scene raises (used by --self-test)."""
    from game.games import REGISTRY, TEST_GAMES

    os.environ["GAMESHELF_RAISE"] = "1"
    ids = list(REGISTRY) or list(TEST_GAMES)
    names = []
    for name, build in scene_builders(ids):
        time_frames(build, size, frames, warmup=1)
        names.append(name)
    return names
