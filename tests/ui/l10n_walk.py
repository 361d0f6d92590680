"""Walk every scene and both games' tables headless in one language and collect every string
drawn (``python -m tests.ui.l10n_walk --lang hu`` prints them as JSON).

Run in a fresh interpreter (the test starts one) so that no surface cached by an earlier
test hides a string: ``pygame.font.Font`` is replaced by a subclass whose ``render`` records
its text before any font exists, so everything drawn through pygame's font module is seen,
tile faces and card faces included.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

SEEN: set[str] = set()
_BASE_FONT = pygame.font.Font


class RecordingFont(_BASE_FONT):  # type: ignore[misc, valid-type]
    """A pygame font that remembers every string it renders."""

    def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
        if text:
            SEEN.add(str(text))
        return super().render(text, *args, **kwargs)


def install() -> None:
    pygame.font.Font = RecordingFont  # type: ignore[misc]


GAMES = {"waterdeep": 3, "neuroshima": 2}  # players at the first size; each further size adds one (up to the game's max)


def _grid(app: Any, nx: int = 10, ny: int = 6) -> list[tuple[int, int]]:
    w, h = app.size
    return [(int(w * (i + 0.5) / nx), int(h * (j + 0.5) / ny)) for j in range(ny) for i in range(nx)]


def hover_sweep(app: Any, nx: int = 10, ny: int = 6) -> None:
    """Move the mouse over a grid, drawing a frame at each point (tooltips, hover texts)."""
    for pos in _grid(app, nx, ny):
        app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.step(1 / 60)


def click_at(app: Any, pos: tuple[int, int]) -> None:
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def visit(app: Any, scene: Any, sweep: bool = True) -> None:
    app.scenes.push(scene)
    app.step(1 / 60)
    app.step(1 / 60)
    if sweep:
        hover_sweep(app, 6, 4)
    if app.scenes.top is scene:
        app.scenes.pop()
    app.step(1 / 60)


def walk_shell(app: Any) -> None:
    """Main menu, game picker, each game's setup and rules, settings, load."""
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.picker import GamePicker
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.scenes.setup import SetupScene

    app.to_menu()
    app.step(1 / 60)
    hover_sweep(app, 6, 4)
    visit(app, GamePicker(app))
    for gid in GAMES:
        visit(app, SetupScene(app, gid))
        visit(app, RulesScene(app, gid), sweep=False)
    visit(app, SettingsScene(app))
    visit(app, LoadScene(app))


def play_table(app: Any, game_id: str, seed: int, rng: random.Random, n: int, max_plies: int = 1500) -> None:
    """One human seat choosing at random (clicking the board now and then, which may be
    refused with a reason), random bots, hover sweeps at a few moments, pause menu, game over."""
    from game.engine.match import default_names
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.table import TableScene
    from tests.ui.helpers import wait_for_human

    names = default_names(n, app.settings.lang)  # what the setup screen and the command line give
    app.new_match(game_id, n, ["human"] + ["random"] * (n - 1), names, seed, {})
    app.step(1 / 60)
    table = app.scenes.find(TableScene)
    sweeps = {3, 40, 120, 300}
    decisions = 0
    for _ in range(max_plies * 3):
        m = table.match
        if m.is_over:
            break
        app.step(1 / 30)
        if app.scenes.top is not table:
            top = app.scenes.top
            if top is not None and top.name == "pass":
                top.confirm() if hasattr(top, "confirm") else app.scenes.pop()
            continue
        seat = table.acting_seat()
        if seat is None:
            wait_for_human(app, table)  # a bot thinks in its own process, in wall-clock time
            continue
        decisions += 1
        if decisions in sweeps:
            hover_sweep(app)
        if decisions % 7 == 0:
            click_at(app, (rng.randrange(table.board.x, table.board.right), rng.randrange(table.board.y, table.board.bottom)))
        if decisions == 5:
            visit(app, PauseScene(app, table), sweep=False)
        legal = m.legal_actions()
        if legal and not table.view.busy:
            table.submit(rng.choice(list(legal)))
    for _ in range(240):  # the game-over scene comes up once the last animation ends
        app.step(1 / 30)
        if app.scenes.top is not None and app.scenes.top.name == "gameover":
            break
    app.step(1 / 60)
    hover_sweep(app, 6, 4)


def hot_seat(app: Any, game_id: str) -> None:
    """Two humans: the pass-the-screen scene."""
    from game.engine.match import default_names

    n = GAMES[game_id]
    app.new_match(game_id, n, ["human"] * n, default_names(n, app.settings.lang), 3, {})
    for _ in range(5):
        app.step(1 / 60)


def collect(lang: str, sizes: list[tuple[int, int]], games: list[str], seed: int = 11) -> set[str]:
    install()
    from game.ui.settings import Settings, save_settings
    from tests.ui.helpers import make_app

    save_settings(Settings(lang=lang, anim_speed="instant", ai_turns="skip"))
    rng = random.Random(seed)
    from game.games import get_game

    for k, size in enumerate(sizes):  # each size plays other seeds and more seats: more cards seen
        app = make_app(size=size)
        walk_shell(app)
        for gid in games:
            n = min(GAMES[gid] + k, get_game(gid).spec.max_players)
            play_table(app, gid, seed + 7 * k, rng, n)
            hot_seat(app, gid)
        app.close()
    return set(SEEN)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lang", default="hu")
    ap.add_argument("--sizes", default="1280x720,1920x1080")
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--seed", type=int, default=11)
    a = ap.parse_args(argv)
    sizes = [tuple(int(v) for v in s.split("x")) for s in a.sizes.split(",")]
    seen = collect(a.lang, sizes, a.games.split(","), a.seed)  # type: ignore[arg-type]
    json.dump(sorted(seen), sys.stdout, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
