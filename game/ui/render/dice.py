"""Dice tray with pymunk: 2D square dice seen from above tumble into a walled tray and
settle, in about 1.2 s, on the faces the ENGINE already rolled.

The physics only supplies the motion. Each die also has a fake height ``z`` (bounces,
drawn as scale + shadow offset); the shown face changes on every bounce and every
die-length rolled, then locks to the requested result as the die slows down. All visual
randomness comes from a UI-only ``random.Random`` passed to :meth:`DiceTray.throw`.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame
import pymunk

from .effects import darken, lighten, soft_shadow, to_rgb, vertical_gradient
from .fonts import get_font
from .symbols import draw_symbol

RGB = tuple[int, int, int]
IconDrawer = Callable[[pygame.Surface, pygame.Rect, RGB], None]
Symbol = int | str | IconDrawer
FaceValue = Symbol | Sequence[Symbol]

STEP = 1 / 120          # fixed physics step
HARD_STOP = 1.5         # seconds: every die is frozen by now, whatever happened
LOCK_TIME = 1.1        # faces lock to the result by now at the latest
_MAX_SUBSTEPS = 40


# ------------------------------------------------------------------ faces
@dataclass(frozen=True)
class Face:
    """One die face: pips (int), a symbol (text or a built-in icon name), an icon
    callback, or a tuple of those; optional colours override the die's."""
    value: FaceValue
    colour: RGB | None = None
    ink: RGB | None = None


class DieFaces:
    """The faces of one kind of die, with body and ink colours."""

    def __init__(self, faces: Sequence[Face | FaceValue], colour: RGB = (246, 243, 236),
                 ink: RGB = (34, 34, 40), name: str = "") -> None:
        if not faces:
            raise ValueError("a die needs at least one face")
        self.faces: list[Face] = [f if isinstance(f, Face) else Face(tuple(f) if isinstance(f, list) else f)
                                  for f in faces]
        self.colour, self.ink, self.name = to_rgb(colour), to_rgb(ink), name
        self._cache: dict[tuple[int, int], pygame.Surface] = {}

    @classmethod
    def standard(cls, sides: int = 6, colour: RGB = (246, 243, 236), ink: RGB = (34, 34, 40)) -> DieFaces:
        """Pips 1..sides (a d6 by default)."""
        return cls(list(range(1, sides + 1)), colour, ink, f"d{sides}")

    def __len__(self) -> int:
        return len(self.faces)

    def surface(self, index: int, size: int) -> pygame.Surface:
        """Cached upright image of face ``index`` at ``size`` px."""
        key = (index, size)
        if key not in self._cache:
            self._cache[key] = _render_face(self, self.faces[index], size)
        return self._cache[key]


_PIPS = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    7: [(-1, -1), (1, -1), (-1, 0), (0, 0), (1, 0), (-1, 1), (1, 1)],
    8: [(-1, -1), (0, -1), (1, -1), (-1, 0.0), (1, 0), (-1, 1), (0, 1), (1, 1)],
    9: [(x, y) for y in (-1, 0, 1) for x in (-1, 0, 1)],
}


def _star(centre: tuple[float, float], r: float, points: int = 5, inner: float = 0.45) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + math.pi * i / points
        out.append((centre[0] + rr * math.cos(a), centre[1] + rr * math.sin(a)))
    return out


def _icon(surf: pygame.Surface, name: str, rect: pygame.Rect, ink: RGB, bg: RGB = (255, 255, 255)) -> bool:
    """Built-in vector icons for common die symbols; False if ``name`` is not one."""
    cx, cy, r = rect.centerx, rect.centery, min(rect.w, rect.h) / 2
    lw = max(2, int(r * 0.16))
    if name == "star":
        pygame.draw.polygon(surf, ink, _star((cx, cy), r))
    elif name == "burst":
        pygame.draw.polygon(surf, ink, _star((cx, cy), r, 8, 0.55))
    elif name == "heart":
        pygame.draw.circle(surf, ink, (cx - r * 0.42, cy - r * 0.2), r * 0.48)
        pygame.draw.circle(surf, ink, (cx + r * 0.42, cy - r * 0.2), r * 0.48)
        pygame.draw.polygon(surf, ink, [(cx - r * 0.88, cy - r * 0.05), (cx + r * 0.88, cy - r * 0.05), (cx, cy + r * 0.9)])
    elif name == "shield":
        pygame.draw.polygon(surf, ink, [(cx - r * 0.8, cy - r * 0.8), (cx + r * 0.8, cy - r * 0.8),
                                        (cx + r * 0.75, cy + r * 0.1), (cx, cy + r * 0.95), (cx - r * 0.75, cy + r * 0.1)])
    elif name == "sword":
        blade = [(cx + r * 0.85, cy - r * 0.85), (cx + r * 0.55, cy - r * 0.75), (cx - r * 0.38, cy + r * 0.18),
                 (cx - r * 0.18, cy + r * 0.38), (cx + r * 0.75, cy - r * 0.55)]
        pygame.draw.polygon(surf, ink, blade)
        pygame.draw.line(surf, ink, (cx - r * 0.62, cy + r * 0.02), (cx - r * 0.02, cy + r * 0.62), int(lw * 1.3))
        pygame.draw.line(surf, ink, (cx - r * 0.3, cy + r * 0.3), (cx - r * 0.78, cy + r * 0.78), int(lw * 1.4))
        pygame.draw.circle(surf, ink, (cx - r * 0.85, cy + r * 0.85), lw)
    elif name == "skull":
        pygame.draw.circle(surf, ink, (cx, cy - r * 0.15), r * 0.72)
        pygame.draw.rect(surf, ink, (cx - r * 0.4, cy + r * 0.3, r * 0.8, r * 0.55), border_radius=int(r * 0.1))
        for dx in (-0.3, 0.3):
            pygame.draw.circle(surf, bg, (cx + r * dx, cy - r * 0.12), r * 0.21)
        pygame.draw.polygon(surf, bg, [(cx, cy + r * 0.12), (cx - r * 0.1, cy + r * 0.3), (cx + r * 0.1, cy + r * 0.3)])
        for dx in (-0.2, 0.0, 0.2):
            pygame.draw.line(surf, bg, (cx + r * dx, cy + r * 0.55), (cx + r * dx, cy + r * 0.85), max(1, lw // 2))
    elif name == "blank":
        pass
    else:
        return draw_symbol(surf, name, rect, ink, bg)  # the shared vector symbols (symbols.py)
    return True


def _draw_symbol(surf: pygame.Surface, symbol: Symbol, rect: pygame.Rect, ink: RGB,
                 bg: RGB = (255, 255, 255)) -> None:
    if callable(symbol):
        symbol(surf, rect, ink)
    elif isinstance(symbol, int):
        spots = _PIPS.get(symbol)
        if spots is None:
            _draw_symbol(surf, str(symbol), rect, ink, bg)
            return
        step, pr = rect.w * 0.3, rect.w * 0.1
        for x, y in spots:
            pygame.draw.circle(surf, ink, (rect.centerx + x * step, rect.centery + y * step), pr)
    elif not _icon(surf, symbol, rect, ink, bg):
        font = get_font(max(8, int(rect.h * (0.8 if len(symbol) <= 2 else 0.5))), bold=True)
        txt = font.render(symbol, True, ink)
        if txt.get_width() > rect.w:
            txt = pygame.transform.smoothscale(txt, (rect.w, max(1, int(txt.get_height() * rect.w / txt.get_width()))))
        surf.blit(txt, txt.get_rect(center=rect.center))


def _render_face(die: DieFaces, face: Face, size: int) -> pygame.Surface:
    """A rounded die top lit from the top-left, with the face's symbols. Drawn 3x, scaled down."""
    k = 3
    s = size * k
    body = face.colour or die.colour
    ink = face.ink or die.ink
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    radius = int(s * 0.2)
    grad = vertical_gradient((s, s), lighten(body, 0.3), darken(body, 0.12))
    mask = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, s, s), border_radius=radius)
    surf.blit(grad, (0, 0))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    inner = pygame.Rect(0, 0, s, s).inflate(-s * 0.14, -s * 0.14)
    pygame.draw.rect(surf, body, inner, border_radius=int(radius * 0.8))
    pygame.draw.rect(surf, darken(body, 0.45), (0, 0, s, s), max(2, k * 2), border_radius=radius)
    pygame.draw.rect(surf, lighten(body, 0.5), inner, max(1, k), border_radius=int(radius * 0.8))
    area = inner.inflate(-s * 0.1, -s * 0.1)
    values = face.value if isinstance(face.value, tuple) else (face.value,)
    if len(values) == 1:
        _draw_symbol(surf, values[0], area, ink, body)
    else:
        cols = math.ceil(math.sqrt(len(values)))
        rows = math.ceil(len(values) / cols)
        cw, ch = area.w / cols, area.h / rows
        for i, v in enumerate(values):
            cell = pygame.Rect(area.x + (i % cols) * cw, area.y + (i // cols) * ch, cw, ch).inflate(-cw * 0.15, -ch * 0.15)
            _draw_symbol(surf, v, cell, ink, body)
    return pygame.transform.smoothscale(surf, (size, size))


_ALIASES = {"patrol_car": "car", "x": "amplify", "amp": "amplify", "up_vehicle": "up_vehicle",
            "weapon": "up_weapon", "vehicle": "up_vehicle", "stamina": "heal"}


def symbol_face(code: str) -> FaceValue:
    """A face value from a game's face code: ``"BLAST"`` -> ``"blast"``, ``"FUEL×2"`` /
    ``"FUEL2"`` / ``"FUEL_2"`` -> ``"fuel*2"`` (a double symbol: drawn twice, overlapping),
    ``"PATROL_CAR"`` -> ``"car"``; digits alone stay pips. Names are those of symbols.py."""
    text = str(code).strip().lower().replace("×", "x")
    if text.isdigit():
        return int(text)
    count = 1
    for suffix in ("x2", "_2", "2"):
        if text.endswith(suffix) and len(text) > len(suffix):
            text, count = text[: -len(suffix)].rstrip("_ "), 2
            break
    name = _ALIASES.get(text, text)
    return f"{name}*{count}" if count > 1 else name


def symbol_die(codes: Sequence[str], colour: RGB, ink: RGB = (250, 248, 240), name: str = "") -> DieFaces:
    """A custom die whose faces are drawn as vector symbols (see :func:`symbol_face`)."""
    return DieFaces([symbol_face(c) for c in codes], colour, ink, name)


# ------------------------------------------------------------------ dice
@dataclass
class _Die:
    body: pymunk.Body
    faces: DieFaces
    result: int
    shown: int
    z: float
    vz: float
    rolled: float = 0.0
    squash: float = 0.0
    locked: bool = False
    rested: bool = False
    image_key: tuple = field(default_factory=tuple)
    image: pygame.Surface | None = None


class DiceTray:
    """A walled tray; ``throw`` dice whose final faces are given, then ``update``/``draw``."""

    def __init__(self, rect: pygame.Rect, die_size: int | None = None, felt: RGB = (34, 78, 62),
                 rim: RGB = (96, 64, 40), on_throw: Callable[[], None] | None = None,
                 on_land: Callable[[int], None] | None = None,
                 on_hit: Callable[[float], None] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.die_size = die_size or int(max(26, min(72, min(self.rect.w, self.rect.h) / 5.2)))
        self.felt, self.rim = to_rgb(felt), to_rgb(rim)
        self.on_throw, self.on_land, self.on_hit = on_throw, on_land, on_hit
        self.time = 0.0
        self.settled_time: float | None = None
        self.dice: list[_Die] = []
        self._acc = 0.0
        self._last_hit = -1.0
        self._base: pygame.Surface | None = None
        self.space = self._new_space()

    # -- setup
    def _new_space(self) -> pymunk.Space:
        space = pymunk.Space()
        space.gravity = (0, 0)
        space.iterations = 12
        inner = self.rect.inflate(-self.wall * 2, -self.wall * 2)
        corners = [inner.topleft, inner.topright, inner.bottomright, inner.bottomleft]
        for a, b in zip(corners, corners[1:] + corners[:1]):
            seg = pymunk.Segment(space.static_body, a, b, 3)
            seg.elasticity, seg.friction = 0.55, 0.6
            space.add(seg)
        space.on_collision(post_solve=self._collision)
        return space

    @property
    def wall(self) -> int:
        return max(6, int(min(self.rect.w, self.rect.h) * 0.04))

    @property
    def inner(self) -> pygame.Rect:
        return self.rect.inflate(-self.wall * 2, -self.wall * 2)

    def _collision(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        if self.on_hit is None or not arbiter.is_first_contact:
            return
        strength = arbiter.total_impulse.length
        if strength > self.die_size * 4 and self.time - self._last_hit > 0.06:
            self._last_hit = self.time
            self.on_hit(min(1.0, strength / (self.die_size * 40)))

    def _start_positions(self, n: int, rng: random.Random) -> tuple[list[tuple[float, float]], tuple[float, float]]:
        """Cluster the dice near a random side; return positions and the throw direction."""
        inner, s = self.inner, self.die_size
        side = rng.choice(("left", "right", "bottom", "top"))
        cols = max(1, min(n, int((inner.h if side in ("left", "right") else inner.w) // (s * 1.35))))
        pts = []
        for i in range(n):
            a = (i % cols - (cols - 1) / 2) * s * 1.35
            b = (i // cols) * s * 1.35 + s * 0.9
            if side == "left":
                pts.append((inner.left + b, inner.centery + a))
            elif side == "right":
                pts.append((inner.right - b, inner.centery + a))
            elif side == "top":
                pts.append((inner.centerx + a, inner.top + b))
            else:
                pts.append((inner.centerx + a, inner.bottom - b))
        direction = {"left": (1, 0), "right": (-1, 0), "top": (0, 1), "bottom": (0, -1)}[side]
        return pts, direction

    def throw(self, results: Sequence[int], faces: DieFaces | Sequence[DieFaces] | None = None,
              rng: random.Random | None = None) -> None:
        """Throw ``len(results)`` dice; die ``i`` comes to rest showing ``faces[i].faces[results[i]]``."""
        rng = rng or random.Random()
        n = len(results)
        if faces is None:
            faces = DieFaces.standard()
        kinds = [faces] * n if isinstance(faces, DieFaces) else list(faces)
        if len(kinds) != n:
            raise ValueError("need one DieFaces per result")
        for i, (r, k) in enumerate(zip(results, kinds)):
            if not 0 <= r < len(k):
                raise ValueError(f"result {r} out of range for die {i} with {len(k)} faces")
        self.space = self._new_space()
        self.dice, self.time, self._acc, self.settled_time = [], 0.0, 0.0, None
        s = self.die_size
        positions, (dx, dy) = self._start_positions(n, rng)
        speed = min(self.inner.w, self.inner.h) * 1.8
        for (x, y), result, kind in zip(positions, results, kinds):
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (s, s)))
            body.position = (x + rng.uniform(-3, 3), y + rng.uniform(-3, 3))
            body.angle = rng.uniform(0, math.tau)
            spread = rng.uniform(-0.55, 0.55)
            v = speed * rng.uniform(0.8, 1.15)
            body.velocity = (v * (dx * math.cos(spread) - dy * math.sin(spread)),
                             v * (dx * math.sin(spread) + dy * math.cos(spread)))
            body.angular_velocity = rng.choice((-1, 1)) * rng.uniform(7, 15)
            shape = pymunk.Poly.create_box(body, (s * 0.92, s * 0.92), radius=s * 0.04)
            shape.elasticity, shape.friction = 0.45, 0.5
            self.space.add(body, shape)
            die = _Die(body, kind, result, rng.randrange(len(kind)), z=s * 0.6, vz=s * rng.uniform(3.2, 4.6))
            body.velocity_func = self._velocity_func(die)
            self.dice.append(die)
        self._rng = rng
        if self.on_throw:
            self.on_throw()

    def _velocity_func(self, die: _Die) -> Callable:
        """Drag: light in the air, rolling friction on the felt, growing with time."""
        s = self.die_size

        def func(body: pymunk.Body, gravity: tuple, damping: float, dt: float) -> None:
            if die.rested:
                return
            late = max(0.0, self.time - 0.95) * 9.0
            k, mu, k_ang, mu_ang = (0.3, 0.0, 0.3, 0.0) if die.z > 0 else (1.0 + late, s * 6, 2.0 + late, 12.0)
            v = body.velocity * math.exp(-k * dt)
            speed = v.length
            body.velocity = v * (max(0.0, speed - mu * dt) / speed) if speed > 1e-9 else (0, 0)
            w = body.angular_velocity * math.exp(-k_ang * dt)
            body.angular_velocity = math.copysign(max(0.0, abs(w) - mu_ang * dt), w)
        return func

    # -- simulation
    def update(self, dt: float) -> None:
        """Advance by ``dt`` real seconds using fixed substeps."""
        if self.settled:
            return
        self._acc += min(dt, _MAX_SUBSTEPS * STEP)
        while self._acc >= STEP and not self.settled:
            self._acc -= STEP
            self._step()

    def _step(self) -> None:
        self.time += STEP
        self.space.step(STEP)
        s = self.die_size
        for i, die in enumerate(self.dice):
            if die.rested:
                continue
            die.squash = max(0.0, die.squash - STEP * 10)
            self._step_height(die)
            speed = die.body.velocity.length
            if die.z <= 0:
                die.rolled += speed * STEP
                if die.rolled > s * 0.9:
                    die.rolled = 0.0
                    self._change_face(die)
            if not die.locked and die.z <= 0 and (speed < s * 3.0 or self.time >= LOCK_TIME):
                self._lock(die)
            still = speed < s * 0.3 and abs(die.body.angular_velocity) < 0.6
            if (die.locked and die.z <= 0 and still) or self.time >= HARD_STOP:
                self._rest(i, die)
        if self.settled and self.settled_time is None:
            self.settled_time = self.time

    def _step_height(self, die: _Die) -> None:
        """Fake vertical motion: gravity and damped bounces on the felt."""
        if die.z <= 0 and die.vz == 0:
            return
        s = self.die_size
        die.vz -= s * 40 * STEP
        die.z += die.vz * STEP
        if die.z <= 0:
            die.z = 0.0
            if -die.vz > s * 1.2 and not die.locked:
                die.vz = -die.vz * 0.38
                self._change_face(die)
            else:
                die.vz = 0.0

    def _change_face(self, die: _Die) -> None:
        if die.locked or len(die.faces) < 2:
            return
        choices = [f for f in range(len(die.faces)) if f != die.shown]
        die.shown = self._rng.choice(choices)
        die.squash = 1.0

    def _lock(self, die: _Die) -> None:
        if die.shown != die.result:
            die.shown = die.result
            die.squash = 1.0
        die.locked = True

    def _rest(self, index: int, die: _Die) -> None:
        self._lock(die)
        die.z, die.vz = 0.0, 0.0
        die.body.velocity, die.body.angular_velocity = (0, 0), 0.0
        die.body.body_type = pymunk.Body.KINEMATIC  # others bounce off it, it no longer moves
        die.rested = True
        if self.on_land:
            self.on_land(index)

    def hold(self, indices: Sequence[int]) -> None:
        """Dice ``indices`` were not thrown this time (a reroll of the others): they lie
        still, showing their result, and the thrown dice bounce off them."""
        for i in indices:
            if 0 <= i < len(self.dice) and not self.dice[i].rested:
                self._rest(i, self.dice[i])

    def skip(self) -> None:
        """Finish now: every die rests where it is, showing its result."""
        for i, die in enumerate(self.dice):
            if not die.rested:
                self._rest(i, die)
        if self.settled_time is None:
            self.settled_time = self.time

    @property
    def settled(self) -> bool:
        return all(d.rested for d in self.dice)

    @property
    def shown_faces(self) -> list[int]:
        """Face index currently displayed on each die."""
        return [d.shown for d in self.dice]

    # -- drawing
    def _render_base(self) -> pygame.Surface:
        pad = 16
        w, h = self.rect.size
        surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
        surf.blit(soft_shadow((w, h), 14, 8, 130), (pad - 16 + 2, pad - 16 + 6))
        outer = pygame.Rect(pad, pad, w, h)
        pygame.draw.rect(surf, darken(self.rim, 0.35), outer, border_radius=14)
        pygame.draw.rect(surf, self.rim, outer.inflate(-3, -3), border_radius=13)
        pygame.draw.rect(surf, lighten(self.rim, 0.2), outer.inflate(-3, -3), 2, border_radius=13)
        inner = outer.inflate(-self.wall * 2, -self.wall * 2)
        felt = vertical_gradient(inner.size, lighten(self.felt, 0.08), darken(self.felt, 0.12))
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=8)
        felt = felt.convert_alpha() if pygame.display.get_surface() else felt
        layer = pygame.Surface(inner.size, pygame.SRCALPHA)
        layer.blit(felt, (0, 0))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(layer, inner)
        shade = pygame.Surface(inner.size, pygame.SRCALPHA)  # inner shadow along the walls
        pygame.draw.rect(shade, (0, 0, 0, 120), shade.get_rect(), 10, border_radius=8)
        surf.blit(pygame.transform.gaussian_blur(shade, 6), inner)
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        if self._base is None:
            self._base = self._render_base()
        surface.blit(self._base, (self.rect.x - 16, self.rect.y - 16))
        s = self.die_size
        shadow = soft_shadow((s, s), int(s * 0.2), max(3, s // 10), 120)
        for die in sorted(self.dice, key=lambda d: d.z):
            x, y = die.body.position
            lift = die.z / s
            scale = (1 + 0.35 * lift) * (1 - 0.1 * die.squash)
            angle = -math.degrees(die.body.angle)
            off = 3 + lift * s * 0.5
            rot_shadow = self._rotated(die, shadow, angle, 1.0, "shadow")
            surface.blit(rot_shadow, rot_shadow.get_rect(center=(x + off * 0.6, y + off)))
            img = self._rotated(die, die.faces.surface(die.shown, s), angle, scale, die.shown)
            surface.blit(img, img.get_rect(center=(round(x), round(y - lift * s * 0.3))))

    def _rotated(self, die: _Die, img: pygame.Surface, angle: float, scale: float, tag: object) -> pygame.Surface:
        """Rotate/scale per frame while moving; keep the result once the die rests."""
        if not die.rested:
            return pygame.transform.rotozoom(img, angle, scale)
        cache = die.__dict__.setdefault("_rest_cache", {})
        if tag not in cache:
            cache[tag] = pygame.transform.rotozoom(img, angle, scale)
        return cache[tag]


__all__ = ["Face", "DieFaces", "DiceTray", "STEP", "HARD_STOP", "symbol_face", "symbol_die"]
