"""Look at the renderers: python -m game.ui.render.demo [--screenshot out.png --frames 90] [--bench]

Space rethrows the dice, F flips a card, click skips animations; hover tiles/cards for tooltips.
--bench renders 300 frames at 1920x1080 (use SDL_VIDEODRIVER=dummy) and prints p50/p99 draw times.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

import pygame

from .cards import Card, CardFace, Hand
from .dice import DiceTray, DieFaces, Face
from .effects import noise_texture
from .fonts import render_text
from .hexboard import CellStyle, HexBoardRenderer, HexTile
from .hexmath import hex_range
from .sound import SoundManager
from .tokens import PLAYER_COLOURS, PLAYER_SHAPES, Track, TrackMarker, coin_surface, cube_surface, draw_token
from .tooltip import draw_tooltip
from .tween import AnimationQueue

MOLOCH, BORGO, OUTPOST, HEGEMONY = (150, 52, 48), (112, 74, 140), (62, 112, 70), (176, 140, 52)

TILES = {
    (0, 0): HexTile(MOLOCH, "HQ", (((("melee", 1)),),) * 6, (0,), sublabel="Moloch"),
    (1, -1): HexTile(MOLOCH, "Hunter", ((("ranged", 1),), (), (), (), (), ()), (3,), rotation=1),
    (-1, 1): HexTile(MOLOCH, "Juggernaut", ((("melee", 2), ("armor", 1)), (("melee", 2),), (), (), (), (("armor", 1),)),
                     (1,), rotation=4),
    (2, 0): HexTile(OUTPOST, "Commando", ((("ranged", 1),), (), (), (), (), ()), (3, 2), rotation=3),
    (0, 2): HexTile(BORGO, "Net", ((("net", 1),), (("net", 1),), (), (), (), ()), (), rotation=0),
    (-2, 0): HexTile(HEGEMONY, "Boss", ((("link", 1),), (("link", 1),), (("melee", 1),), (), (), ()), (2,)),
    (1, 1): HexTile(OUTPOST, "Gauss", ((("gauss", 1),), (), (), (), (), ()), (2,), rotation=5),
}
TILE_TEXT = {
    "Hunter": "Hunter-Killer: ranged attack 1 towards its front, initiative 3.",
    "Juggernaut": "Juggernaut: melee 2 on two sides, armor on two sides. Initiative 1.",
    "Commando": "Commando: ranged 1, initiative 3 and 2 (acts twice).",
    "Net": "Netter: nets the enemy units it faces; they lose their abilities.",
    "Boss": "Boss: module, gives +1 melee to linked units.",
    "Gauss": "Gauss Cannon: hits every unit in a line.",
    "HQ": "Moloch HQ: melee 1 on every side; gives +1 to adjacent units.",
}
CARDS = [
    CardFace("Waterdeep Harbor", "Place an agent here to play an Intrigue card. Reassign it at the end of the round.",
             (236, 226, 200), (40, 84, 120), "Harbor"),
    CardFace("Field of Triumph", "Take 2 Fighters (orange cubes) from the supply.", (236, 226, 200),
             (150, 60, 40), "Building", "4"),
    CardFace("Lord Őrző", "Score 4 VP for each Building you control at the end of the game. Űrlap, ő, ű.",
             (232, 224, 206), (96, 60, 120), "Lord"),
    CardFace("Spies in the Shadows", "Take 1 Rogue. Every opponent returns 1 Gold.", (234, 228, 210),
             (52, 52, 60), "Intrigue"),
    CardFace("Bribe Agent", "Pay 2 Gold. Send an agent to an occupied space.", (238, 230, 206),
             (170, 130, 40), "Intrigue"),
]
BATTLE = DieFaces([Face("sword"), Face(("sword", "sword")), Face("shield"), Face("skull", ink=(170, 40, 40)),
                   Face("blank"), Face("star", ink=(200, 150, 20))], (238, 232, 220), (40, 40, 46), "battle")
BLUE = DieFaces([Face(("heart",)), Face(2), Face("burst"), Face("+1"), Face(4), Face("x2")], (52, 110, 178),
                (245, 245, 245), "blue")


class Demo:
    def __init__(self, size: tuple[int, int], sounds: SoundManager | None = None, radius: int = 2) -> None:
        self.size = size
        self.sounds = sounds or SoundManager()
        self.rng = random.Random(2024)
        self.queue = AnimationQueue()
        self.t = 0.0
        self.mouse: tuple[int, int] | None = None
        w, h = size
        self.scale = h / 720
        self.bg = noise_texture(size, (38, 42, 48), 5)
        if pygame.display.get_surface() is not None:
            self.bg = self.bg.convert()
        board_rect = pygame.Rect(int(w * 0.02), int(h * 0.085), int(w * 0.5), int(h * 0.63))
        cells = hex_range(radius)
        fills = {c: CellStyle((84, 90, 96), "hazard" if c in ((2, -2), (-2, 2)) else None) for c in cells}
        self.board = HexBoardRenderer(cells, board_rect, flat=False, fills=fills)
        self.hand = Hand(pygame.Rect(int(w * 0.2), int(h * 0.7), int(w * 0.5), int(h * 0.29)),
                         [Card(f, (int(112 * self.scale), int(156 * self.scale))) for f in CARDS])
        self.hand.cards[-1].face_up = False
        self.tray = DiceTray(pygame.Rect(int(w * 0.62), int(h * 0.1), int(w * 0.36), int(h * 0.42)),
                             on_throw=lambda: self.sounds.play("dice_roll", 0.6),
                             on_land=lambda i: self.sounds.play("dice_land", 0.4))
        track_rect = pygame.Rect(int(w * 0.03), int(h * 0.045), int(w * 0.56), 0)
        self.track = Track(26, line=(track_rect.topleft, track_rect.topright), every=5)
        self.scores = [3, 3, 7, 12]
        self.throw()

    def throw(self) -> None:
        n = self.rng.randint(3, 6)
        kinds = [BATTLE if i % 2 == 0 else BLUE for i in range(n)]
        results = [self.rng.randrange(len(k)) for k in kinds]  # the engine's roll, in a real view
        self.tray.throw(results, kinds, random.Random(self.rng.random()))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.throw()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_f and self.hand.cards:
            self.queue.add(self.hand.cards[-1].flip(0.3))
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.queue.skip()
            self.tray.skip()
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos

    def update(self, dt: float) -> None:
        self.t += dt
        self.queue.update(dt)
        self.tray.update(dt)
        self.board.update_hover(self.mouse)
        self.hand.update_hover(self.mouse)
        self.hand.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.bg, (0, 0))
        w, h = self.size
        surface.blit(render_text("Game Shelf — renderer demo (Space: dice, F: flip)", int(18 * self.scale),
                                 (200, 204, 212), weight="semibold"), (int(w * 0.62), int(h * 0.03)))
        self.board.draw(surface, TILES, highlights=[(2, -1), (-1, -1), (0, -2)], time=self.t)
        self.track.draw(surface, [TrackMarker(v, PLAYER_COLOURS[i], PLAYER_SHAPES[i]) for i, v in enumerate(self.scores)])
        self.tray.draw(surface)
        self._draw_side(surface)
        self.hand.draw(surface)
        self._draw_hover(surface)

    def _draw_side(self, surface: pygame.Surface) -> None:
        w, h = self.size
        x0, y0 = int(w * 0.62), int(h * 0.57)
        r = int(15 * self.scale)
        for i, (colour, shape) in enumerate(zip(PLAYER_COLOURS, PLAYER_SHAPES)):
            draw_token(surface, (x0 + r + i * r * 2.7, y0 + r), colour, shape, r, str(i + 1))
        cube_colours = [(200, 60, 50), (240, 240, 240), (40, 40, 44), (120, 70, 160), (230, 130, 40)]
        for i, c in enumerate(cube_colours):
            img = cube_surface(c, int(20 * self.scale), "FWRCW"[i])
            surface.blit(img, img.get_rect(center=(x0 + r + i * r * 2.7, y0 + r * 4)))
        for i, v in enumerate(("1", "2", "5")):
            img = coin_surface(int(16 * self.scale), label=v)
            surface.blit(img, img.get_rect(center=(x0 + r + (i + 5.5) * r * 2.7, y0 + r * 4)))

    def _draw_hover(self, surface: pygame.Surface) -> None:
        if self.mouse is None:
            return
        if self.hand.hovered is not None:
            self.hand.draw_zoom(surface, 2.0)
            return
        cell = self.board.hover
        if cell in TILES:
            name = TILES[cell].label
            draw_tooltip(surface, self.mouse, name, TILE_TEXT.get(name, ""))


def bench(frames: int = 300, radius: int = 3) -> tuple[float, float]:
    """Draw ``frames`` frames at 1920x1080 (37-hex board, hand, tokens, track, rolling
    dice, hover alternating between a tile tooltip and a card zoom); return (p50, p99) ms."""
    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    demo = Demo((1920, 1080), SoundManager(muted=True), radius)
    demo.update(0.0)
    times = []
    for i in range(frames + 10):
        if i % 120 == 0:
            demo.throw()
        demo.mouse = demo.board.cell_center((0, 0)) if i % 2 else demo.hand.cards[2].pos
        demo.update(1 / 60)
        t0 = time.perf_counter()
        demo.draw(screen)
        times.append((time.perf_counter() - t0) * 1000)
    times = sorted(times[10:])
    return statistics.median(times), times[int(len(times) * 0.99) - 1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--screenshot", help="save the last frame to this PNG and exit")
    ap.add_argument("--frames", type=int, default=60, help="frames to run before the screenshot")
    ap.add_argument("--mouse", default="", help="x,y mouse position for the screenshot (hover)")
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--bench", action="store_true")
    args = ap.parse_args()
    pygame.init()
    if args.bench:
        for radius in (2, 3):
            p50, p99 = bench(300, radius)
            print(f"draw time at 1920x1080, {len(hex_range(radius))} hexes, 300 frames: "
                  f"p50 {p50:.2f} ms, p99 {p99:.2f} ms")
        return
    size = tuple(int(v) for v in args.size.split("x"))
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.display.set_caption("Game Shelf — renderers")
    demo = Demo(size)
    clock = pygame.time.Clock()
    if args.mouse:
        demo.mouse = tuple(int(v) for v in args.mouse.split(","))
    frame = 0
    while True:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                return
            if event.type == pygame.VIDEORESIZE:
                demo = Demo(event.size, demo.sounds)
            demo.handle(event)
        if args.mouse:  # a fixed hover for screenshots, whatever the real pointer does
            demo.mouse = tuple(int(v) for v in args.mouse.split(","))
        dt = 1 / 60 if args.screenshot else clock.tick(60) / 1000
        demo.update(dt)
        demo.draw(screen)
        pygame.display.flip()
        frame += 1
        if args.screenshot and frame >= args.frames:
            pygame.image.save(screen, args.screenshot)
            print("saved", args.screenshot)
            return


if __name__ == "__main__":
    main()
