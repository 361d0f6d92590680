"""The pure layers (engine, AI, every game's rules) never import pygame or pymunk."""

import subprocess
import sys

from game.games import all_games


def test_pure_layers_do_not_import_pygame_or_pymunk():
    modules = ["game.engine", "game.engine.match", "game.engine.verify", "game.ai", "game.cli"]
    modules += [type(g).__module__ for g in all_games().values()]
    modules += [f"game.games.{gid}.heuristics" for gid in all_games() if gid != "duel"]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}:\n"
        "    importlib.import_module(m)\n"
        "bad = [m for m in ('pygame', 'pymunk') if m in sys.modules]\n"
        "print(','.join(bad))\n"
        "sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, f"pure layers imported: {result.stdout.strip()} {result.stderr[-500:]}"
