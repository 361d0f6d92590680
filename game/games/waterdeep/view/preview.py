"""Render the Waterdeep table to a PNG after N random plies (a look at the view, headless).

    python -m game.games.waterdeep.view.preview --out /tmp/wd.png --size 1920x1080 --plies 150

The view sits inside a plain frame like the table scene's: player panels on the right (from
``panel_lines``), a prompt strip with the ``extra_choices`` buttons at the bottom.
"""

from __future__ import annotations

import argparse
import os
import random
import time


def make_match(players: int, plies: int, seed: int, stop_at: str | None = None):
    from game.engine.match import Match
    from game.games.waterdeep.rules import WaterdeepGame

    game = WaterdeepGame()
    m = Match(game, players, ["random"] * players, seed=seed)
    m.advance()
    rng = random.Random(seed)
    prev = None
    for i in range(plies):
        if m.is_over:
            break
        la = m.legal_actions()
        if not la:
            m.advance()
            continue
        if stop_at and i > plies // 2 and m.state.stack[-1][0] == stop_at:
            break
        prev = m.view_for(m.current_player)
        m.submit(rng.choice(la))
        m.advance()
    return game, m, prev


def with_buildings(m, n: int) -> None:
    """Put ``n`` buildings in play (owners in turn), to look at a crowded city."""
    import dataclasses

    from game.games.waterdeep.content import BUILDINGS

    s = m.state
    have = [b for b in s.buildings]
    keys = [k for k in BUILDINGS if k not in {b[0] for b in have} | {h[0] for h in s.hall}]
    keys += [h[0] for h in s.hall]  # the Hall's buildings last: all 24 can be in play
    while len(have) < n and keys:
        have.append((keys.pop(0), len(have) % s.num_players, len(have) % 3))
    built = {b[0] for b in have[:n]}
    m.states[-1] = dataclasses.replace(s, buildings=tuple(have[:n]), hall=tuple(h for h in s.hall if h[0] not in built))


def render(size=(1280, 720), players=4, plies=150, seed=1, stop_at=None, out="/tmp/wd.png", hover=None,
           frames=1, anim=False, lang="en", built=0):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.games.waterdeep.view.table import WaterdeepView
    from game.ui.game_view import ViewContext
    from game.ui.render.fonts import get_font
    from game.ui.render.tokens import PLAYER_COLOURS, PLAYER_SHAPES

    pygame.init()
    screen = pygame.display.set_mode(size)
    game, m, prev = make_match(players, plies, seed, stop_at)
    if built:
        with_buildings(m, built)
    seat = m.current_player if m.current_player >= 0 else 0
    ctx = ViewContext(game=game, names=["Anna", "Bela", "Csilla", "Dani", "Emese"][:players], seats=["human"] * players,
                      colours=list(PLAYER_COLOURS[:players]), shapes=list(PLAYER_SHAPES[:players]), window_size=size,
                      lang=lang)
    view = WaterdeepView(ctx)
    w, h = size
    k = h / 720
    side = int(330 * k)
    top = int(60 * k)
    bottom = int(94 * k)
    board = pygame.Rect(0, top, w - side, h - top - bottom)
    view.layout(board)
    legal = m.legal_actions() if m.current_player >= 0 else []
    view.set_state(m.view_for(seat), legal, seat if legal else None, [], prev if anim else None)
    if hover:
        view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=hover))
    th = view.theme()
    times = []
    for _ in range(frames):
        screen.fill(th["bg"])
        t0 = time.perf_counter()
        view.update(1 / 60)
        view.draw(screen)
        times.append(time.perf_counter() - t0)
    # frame: top bar, panels, prompt strip
    f = get_font(max(14, int(16 * k)))
    fb = get_font(max(14, int(17 * k)), True)
    pygame.draw.rect(screen, th["bg2"], (0, 0, w, top))
    screen.blit(fb.render("Lords of Waterdeep", True, th["accent"]), (int(10 * k), int(8 * k)))
    x0 = w - side
    pygame.draw.rect(screen, th["bg2"], (x0, top, side, h - top))
    y = top + int(6 * k)
    cur = m.current_player
    for s_ in range(players):
        lines = view.panel_lines(view.state, s_)
        ph = int((len(lines) + 1) * f.get_linesize() + 10 * k)
        r = pygame.Rect(x0 + int(6 * k), y, side - int(12 * k), ph)
        pygame.draw.rect(screen, th["panel_hi"] if s_ == cur else th["panel"], r, border_radius=8)
        pygame.draw.rect(screen, th["accent"] if s_ == cur else th["edge"], r, 2 if s_ == cur else 1, border_radius=8)
        from game.ui.render.tokens import token_surface
        tok = token_surface(tuple(ctx.colours[s_]), ctx.shapes[s_], int(9 * k))
        screen.blit(tok, tok.get_rect(midleft=(r.x + 6, r.y + f.get_linesize() // 2 + 5)))
        screen.blit(fb.render(ctx.names[s_], True, th["ink"]), (r.x + tok.get_width() + 8, r.y + 4))
        for i, line in enumerate(lines):
            screen.blit(f.render(line, True, th["ink_soft"]), (r.x + 8, r.y + 4 + (i + 1) * f.get_linesize()))
        y += ph + int(6 * k)
    pr = pygame.Rect(0, h - bottom, w - side, bottom)
    pygame.draw.rect(screen, th["panel"], pr)
    if cur >= 0:
        pygame.draw.rect(screen, ctx.colours[cur], (0, h - bottom, int(6 * k), bottom))
    prompt = game.prompt(m.state, lang) if cur >= 0 else "Game over"
    screen.blit(fb.render(prompt + ("   — " + view.message if view.message else ""), True, th["ink"]),
                (int(14 * k), h - bottom + int(8 * k)))
    bx = int(14 * k)
    for label, _a in view.extra_choices()[:8]:
        img = f.render(label, True, th["ink"])
        br = pygame.Rect(bx, h - bottom + int(40 * k), img.get_width() + int(20 * k), int(32 * k))
        if br.right > pr.right:
            break
        pygame.draw.rect(screen, th["panel_hi"], br, border_radius=6)
        pygame.draw.rect(screen, th["edge"], br, 1, border_radius=6)
        screen.blit(img, img.get_rect(center=br.center))
        bx = br.right + int(8 * k)
    if hover:
        info = view.hover_info(hover)
        if info:
            from game.ui.render.tooltip import draw_tooltip
            draw_tooltip(screen, hover, info[0], info[1])
    pygame.image.save(screen, out)
    return view, times


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default="/tmp/wd.png")
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--plies", type=int, default=150)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--stop-at", default=None, help="stop at a task kind, e.g. gain_choice, quest_step")
    ap.add_argument("--hover", default=None, help="x,y to hover")
    ap.add_argument("--frames", type=int, default=1)
    ap.add_argument("--lang", default="en", choices=("en", "hu"))
    ap.add_argument("--built", type=int, default=0, help="put this many buildings in play (a crowded city)")
    a = ap.parse_args(argv)
    w, h = (int(v) for v in a.size.lower().split("x"))
    hover = tuple(int(v) for v in a.hover.split(",")) if a.hover else None
    view, times = render((w, h), a.players, a.plies, a.seed, a.stop_at, a.out, hover, a.frames, lang=a.lang,
                         built=a.built)
    if len(times) > 1:
        t = sorted(times[1:])
        print(f"draw: first {times[0] * 1000:.1f} ms, median {t[len(t) // 2] * 1000:.2f} ms, max {t[-1] * 1000:.2f} ms")
    print(a.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
