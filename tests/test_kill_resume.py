"""Killing the program mid-game loses at most the action in progress: the autosave left
behind always loads, and resumes at the last completed action."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from game.engine.match import Match
from game.games import get_game

ROOT = Path(__file__).resolve().parent.parent


def test_sigkill_mid_game_leaves_a_loadable_autosave(tmp_path):
    env = dict(os.environ, GAMESHELF_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    cmd = [sys.executable, "-m", "game", "--game", "duel", "--players", "2", "--seats", "random,random", "--seed", "3"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    folder = tmp_path / "data" / "autosave"
    deadline = time.monotonic() + 60
    autosave = folder / "none.jsonl"
    try:
        while time.monotonic() < deadline:
            found = sorted(folder.glob("duel-*.jsonl")) if folder.exists() else []  # each game has its own file
            autosave = found[0] if found else autosave
            if autosave.exists() and autosave.read_text(encoding="utf-8").count('"type":"step"') >= 12:
                break
            time.sleep(0.02)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    assert autosave.exists(), "the game never autosaved"
    match = Match.load(autosave, get_game)
    assert len(match.steps) >= 12
    match.advance()
    assert match.is_over or match.legal_actions()
