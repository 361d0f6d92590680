"""Offscreen preview of the Neuroshima table: plays a seeded game with a simple policy and
saves a PNG of the view (optionally frozen in the middle of a battle playback).

    python -m game.games.neuroshima.view.preview --out /tmp/nh.png --size 1920x1080 --plies 60 [--battle]
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
from typing import Any


def policy(legal: list, rng: random.Random, want_battle: bool = False) -> Any:
    """A random player that finishes what it starts (no cancel) and likes to fill the board."""
    pool = [a for a in legal if a != ("cancel",)] or list(legal)
    if ("confirm",) in pool:
        return ("confirm",)
    plays = [a for a in pool if a[0] == "play"]
    if want_battle:
        battles = [a for a in plays if a[1].endswith(".battle")]
        if battles:
            return battles[0]
    if plays and rng.random() < 0.85:
        return rng.choice(plays)
    non_end = [a for a in pool if a != ("end",) and a[0] != "discard"]
    if non_end and rng.random() < 0.7:
        return rng.choice(non_end)
    return rng.choice(pool)


def make_match(players: int, armies: str | None, seed: int, hidden: bool = True, scenario: str = "skirmish"):
    from game.engine.match import Match
    from game.games.neuroshima.rules import NeuroshimaGame
    game = NeuroshimaGame()
    opts = {"hidden_hands": "yes" if hidden else "no", "scenario": scenario}
    if armies:
        opts["armies"] = armies
    return Match(game, players, ["random"] * players, seed=seed, options=opts)


def advance(m, plies: int, rng: random.Random, want_battle: bool = False, stop_on_battle: bool = False):
    """Play ``plies`` seat decisions; returns (state before the last step, last action)."""
    prev = None
    last = None
    for _ in range(plies):
        m.advance()
        legal = m.legal_actions()
        if not legal:
            break
        seat = m.current_player
        prev = m.view_for(seat)
        battles = prev.battles
        last = policy(legal, rng, want_battle)
        m.submit(last)
        m.advance()
        if stop_on_battle and m.view_for(seat).battles > battles:
            return prev, last, seat
    return prev, last, None


def make_ctx(game, players: int, size, lang: str = "en"):
    from game.ui.game_view import ViewContext
    from game.ui.render.tokens import PLAYER_COLOURS, PLAYER_SHAPES
    return ViewContext(game=game, names=[f"Player {k + 1}" for k in range(players)], seats=["human"] * players,
                       colours=list(PLAYER_COLOURS[:players]), shapes=list(PLAYER_SHAPES[:players]),
                       lang=lang, tr=lambda k, **f: k, settings=None, sound=None, fonts=None, window_size=size)


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="/tmp/nh.png")
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--plies", type=int, default=60)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--armies", default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--scenario", default="skirmish")
    ap.add_argument("--lang", default="en", choices=("en", "hu"))
    ap.add_argument("--battle", action="store_true", help="freeze in the middle of a battle playback")
    ap.add_argument("--at", type=float, default=0.45, help="battle: fraction of the playback to show")
    ap.add_argument("--open", action="store_true", help="hands open (hidden_hands=no)")
    ap.add_argument("--hover", default=None, help="x,y: draw the hover tooltip there")
    ap.add_argument("--until", default=None, help="after --plies, keep playing until the decision has a "
                    "legal action of this kind (hex, rot, target, unit, area, play)")
    ap.add_argument("--mouse", default=None, help="hover the glowing hex nearest the board centre (any value)")
    ap.add_argument("--frames", type=int, default=0, help="time N frames and print the mean draw time")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    import pygame
    pygame.init()
    screen = pygame.display.set_mode((w, h))
    from game.games.neuroshima.view.table import NeuroshimaView
    rng = random.Random(args.seed)
    m = make_match(args.players, args.armies, args.seed, hidden=not args.open, scenario=args.scenario)
    view = NeuroshimaView(make_ctx(m.game, args.players, (w, h), args.lang))
    # the table frame: side panels and prompt strip take some room
    frame = pygame.Rect(int(w * 0.2), int(h * 0.02), int(w * 0.79), int(h * 0.86))
    view.layout(frame)
    if args.battle:
        prev, _a, seat = advance(m, max(args.plies, 400), rng, want_battle=True, stop_on_battle=True)
        if seat is None:
            print("no battle happened", file=sys.stderr)
            return 1
        # the human at `seat` just confirmed a battle
        view.set_state(prev, [], None, [], None)
        m.advance()
        st = m.view_for(seat)
        view.set_state(st, [], None, [], prev)
        total = sum(b.duration for b in view.play.beats) if view.play else 0
        view.update(total * args.at)
    else:
        advance(m, args.plies, rng)
        m.advance()
        if args.until:
            for _ in range(600):
                legal = m.legal_actions()
                if not legal or any(isinstance(a, tuple) and a[0] == args.until for a in legal):
                    break
                m.submit(policy(legal, rng))
                m.advance()
        seat = m.current_player
        if seat is None or seat < 0:
            seat = 0
        legal = m.legal_actions()
        view.set_state(m.view_for(seat), legal, seat if legal else None, [], None)
    view.update(0.016)
    if args.mouse and view.choices.glowing:
        hx = sorted(view.choices.glowing, key=lambda c: abs(c[0]) + abs(c[1]))[-1]
        x, y = view.board.center(hx)
        view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0)))
    if args.hover:
        x, y = (int(v) for v in args.hover.split(","))
        view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
    screen.fill((24, 26, 28))
    pygame.draw.rect(screen, (40, 44, 48), (0, 0, frame.x - 6, h))
    pygame.draw.rect(screen, (40, 44, 48), (0, frame.bottom + 4, w, h - frame.bottom))
    view.draw(screen)
    if args.hover:
        info = view.hover_info(view.mouse)
        if info:
            from game.ui.render.tooltip import draw_tooltip
            try:
                draw_tooltip(screen, info[0], info[1], view.mouse)
            except TypeError:
                pass
    pygame.image.save(screen, args.out)
    print("saved", args.out, "prompt:", m.game.prompt(view.state, "en"))
    if args.frames:
        times = []
        busy_frames = 0
        for _ in range(args.frames):
            t0 = time.perf_counter()
            busy_frames += view.busy
            view.update(1 / 60)
            view.draw(screen)
            times.append((time.perf_counter() - t0) * 1000)
        times.sort()
        print(f"update+draw over {args.frames} frames ({busy_frames} mid-playback): mean {sum(times) / len(times):.2f} ms, "
              f"median {times[len(times) // 2]:.2f} ms, 95% {times[int(len(times) * 0.95)]:.2f} ms, max {times[-1]:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
