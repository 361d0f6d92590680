"""Peak memory of a full game at the table: every seat a bot, drawn offscreen until game over.

Usage: python build_scripts/measure_memory.py [GAME_ID] [PLAYERS]
Prints the peak resident set size in MB (the README's "memory in a full game" figure).
"""

from __future__ import annotations

import os
import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main() -> int:
    from game.ui.app import App
    from game.ui.scenes.table import TableScene

    game_id = sys.argv[1] if len(sys.argv) > 1 else "waterdeep"
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    app = App(None, size=(1920, 1080), headless=True)
    app.settings.anim_speed, app.settings.ai_turns = "instant", "skip"
    app.new_match(game_id, players, ["ai:easy"] * players, None, 1, {})
    table = app.scenes.find(TableScene)
    frames = 0
    while not table.match.is_over and frames < 200_000:
        app.step(1 / 60)
        frames += 1
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{game_id} {players}p: {len(table.match.steps)} plies, {frames} frames, peak memory {peak_mb:.0f} MB")
    app.close()
    return 0 if table.match.is_over else 1


if __name__ == "__main__":
    sys.exit(main())
