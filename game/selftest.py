"""`--self-test`: what the packaged build runs once to prove it is complete.

Loads every asset and message catalog, plays a few AI turns of every game headless, and
draws the menu and each game's table offscreen. Prints one line per check; exit 0 only if
every check passed.
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
from collections.abc import Callable
from typing import Any

AI_TURNS = 6


def _out(line: str) -> None:
    stream = sys.stdout or sys.__stdout__
    if stream is not None:  # a windowed build on Windows has no console
        print(line, file=stream, flush=True)


def check_assets() -> str:
    from game import paths

    root = paths.asset_root()
    sounds = sorted(p.name for p in (root / "sounds").glob("*.wav"))
    if not sounds:
        raise RuntimeError(f"no sounds under {root / 'sounds'}")
    rules = sorted(p.name for p in (root / "rules").glob("*.md"))
    from game.games import REGISTRY

    missing = [gid for gid in REGISTRY if f"{gid}.en.md" not in rules]
    if missing:
        raise RuntimeError(f"rules reference missing for: {', '.join(missing)}")
    return f"{len(sounds)} sounds, {len(rules)} rules documents in {root}"


def check_catalogs() -> str:
    from importlib import resources

    keys = {}
    for lang in ("en", "hu"):
        text = resources.files("game.i18n").joinpath(f"{lang}.json").read_text(encoding="utf-8")
        keys[lang] = set(json.loads(text))
    if keys["en"] != keys["hu"]:
        raise RuntimeError(f"catalogs differ in {len(keys['en'] ^ keys['hu'])} keys")
    return f"{len(keys['en'])} messages in English and Hungarian"


def check_fonts() -> str:
    import pygame

    from game.ui.render.fonts import get_font

    pygame.init()
    font = get_font(18)
    width = font.size("Őrült tűzijáték űrhajó")[0]
    if width <= 0:
        raise RuntimeError("the font renders nothing")
    return f"fonts render Hungarian text ({width} px)"


def check_games() -> str:
    from game.ai import make_bot
    from game.ai.bots import LEVELS
    from game.games import all_games

    done = []
    for gid, game in all_games().items():
        n = game.spec.min_players
        seats = (["ai:easy", "random", "greedy"] * 3)[:n]
        from game.engine.match import Match

        match = Match(game, n, seats, seed=1)
        bots = [make_bot(kind, game, i, i + 1, n) for i, kind in enumerate(seats)]
        for bot in bots:
            if bot is not None and bot.kind in LEVELS:
                bot.config = type(bot.config)(type(bot.config.budget)(seconds=0.5, iterations=30))
        turns = 0
        while turns < AI_TURNS:
            match.advance()
            if match.is_over:
                break
            seat = match.current_player
            match.submit(bots[seat].choose(match.view_for(seat)), seat)
            turns += 1
        done.append(f"{gid}:{turns}")
    return "AI turns played: " + ", ".join(done)


def check_bot_process() -> str:
    """One bot decision through the worker process the table uses: proves the build can start
    it (frozen, a child process re-enters the executable through freeze_support)."""
    from game.ai import make_bot
    from game.ai.worker import ProcessBotWorker
    from game.engine.match import Match
    from game.games import all_games

    game = all_games()["duel"]
    match = Match(game, 2, ["ai:easy", "random"], seed=3)
    match.advance()
    bot = make_bot("ai:easy", game, match.current_player, 5, 2)
    worker = ProcessBotWorker()
    started = time.perf_counter()
    try:
        worker.start(bot, match.view_for(match.current_player))
        worker.join(60.0)
        done, action, error = worker.poll()
        pid = worker.pid
    finally:
        worker.close()
    if worker.fallback is not None:
        raise RuntimeError("no bot process could be started (the thread fallback was used)")
    if not done or error is not None or action not in match.legal_actions():
        raise RuntimeError(f"the bot process gave no legal action: done={done} error={error}")
    took = time.perf_counter() - started
    return f"a bot decided in its own process (pid {pid}, {worker.method}) in {took:.2f} s"


def check_network() -> str:
    from game.net.loopback import loopback_game

    result = loopback_game("duel", 2, seed=4)
    return f"a network game on 127.0.0.1 (websockets), {result['plies']} plies in {result['seconds']:.2f} s"


def check_ui() -> str:
    from game.ui.headless import draw_every_scene

    names = draw_every_scene(frames=3)
    return f"drew {len(names)} scenes offscreen"


CHECKS: list[tuple[str, Callable[[], str]]] = [
    ("assets", check_assets),
    ("catalogs", check_catalogs),
    ("fonts", check_fonts),
    ("games", check_games),
    ("bot process", check_bot_process),
    ("network", check_network),
    ("ui", check_ui),
]


def run_self_test() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    started = time.perf_counter()
    failed = 0
    for name, check in CHECKS:
        try:
            _out(f"ok   {name}: {check()}")
        except Exception as exc:  # report every failing check, then fail once
            failed += 1
            _out(f"FAIL {name}: {exc}")
            _out(traceback.format_exc(limit=4))
    _out(f"self-test {'passed' if not failed else 'failed'} in {time.perf_counter() - started:.1f} s")
    return 0 if not failed else 1


def main(argv: Any = None) -> int:
    return run_self_test()
