"""Drawing primitives of the Waterdeep table: the palette, text (logged, so tests can check
what was drawn), parchment surfaces, small icons (cubes with letters, coins, VP, cards) and
icon lines built from the content's action steps. Everything expensive is cached."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.games.waterdeep.cardtext import cube_letter
from game.games.waterdeep.content import NAME_HU
from game.ui.render.effects import darken, lighten, mix, soft_shadow
from game.ui.render.fonts import get_font, render_text, wrap_text
from game.ui.render.textfit import MIN_SIZE, TRUNCATED, Fit, ellipsize, fit_block, fits_one_line
from game.ui.render.tokens import coin_surface, cube_surface, token_surface

RGB = tuple[int, int, int]

# ----- palette: parchment, ink, gold leaf ----------------------------------------------------
PARCH = (234, 219, 184)
PARCH_LIGHT = (246, 236, 210)
PARCH_DARK = (206, 184, 140)
INK = (52, 36, 22)
INK_SOFT = (92, 70, 46)
INK_FAINT = (140, 118, 88)
GOLD = (196, 152, 52)
GOLD_LIGHT = (240, 204, 110)
GOLD_DARK = (128, 94, 28)
WOOD = (58, 42, 30)
WOOD_DARK = (36, 26, 19)
SEA = (70, 112, 128)
SEA_LIGHT = (120, 160, 170)
CRIMSON = (132, 36, 40)
GLOW = (255, 214, 96)

# Waterdeep adventurer colours (they keep their meaning) and the letter each always carries.
CUBE_COLOURS: dict[str, RGB] = {"C": (244, 242, 234), "F": (232, 124, 28), "R": (38, 38, 42), "W": (124, 66, 170)}
CUBE_LETTER = {"C": "C", "F": "F", "R": "R", "W": "W"}  # English; cube_icon uses texts.cube_letter(kind, LANG)

QUEST_COLOURS: dict[str, RGB] = {
    "Arcana": (112, 70, 160),
    "Commerce": (190, 150, 40),
    "Piety": (210, 206, 196),
    "Skullduggery": (54, 54, 60),
    "Warfare": (206, 110, 30),
    "Mandatory": (150, 30, 36),
}
QUEST_ICON = {"Arcana": "W", "Commerce": "$", "Piety": "C", "Skullduggery": "R", "Warfare": "F", "Mandatory": "!"}

# ----- text ----------------------------------------------------------------------------------
LOG: set[str] | None = None  # when a set, every string drawn is added (tests read it)


LANG = "en"  # set by the view from ctx.lang before drawing
HU = {
    "Cliffwatch Inn": "Sziklaszirt Fogadó", "Builder's Hall": "Épület Csarnok", "Waterdeep Harbor": "Vízmélyvára Kikötő",
    "Buy a building": "Épület vásárlás", "First:": "Kezdő:", "building lot": "telek", "Your Lord (secret)": "Lordod (titkos)",
    "Your Lord": "Lordod", "Reset": "Új", "Play": "Kijátszás", "· reassign": "· áthelyezés", "take": "elvesz",
    "per tile": "épületenként", "own:": "tulaj:", "Ambassador": "Nagykövet", "Attack": "Támadás", "Utility": "Hasznos",
    "Mandatory": "Kötelező", "Hands are hidden while other players decide.": "A kezek rejtve, amíg mások döntenek.",
    "No active quests — take one at Cliffwatch Inn.": "Nincs aktív küldetés — végy egyet a Sziklaszirt Fogadóban.",
    "Setup": "Előkészítés", "Round start": "Kör eleje", "Placement": "Lerakás", "Reassignment": "Áthelyezés",
    "Final scoring": "Végső pontozás", "Round": "Kör", "Intrigue": "Intrika", "Active quests": "Aktív küldetések",
    "completed": "teljesítve", "completes": "teljesíti", "now worth": "most ennyit ér", "VP per building": "GYP épületenként",
    "Copy a space": "Hely másolása", "Buy": "Vásárlás", "1st": "1.", "any": "bármely",
    "PLOT": "KONSP.", "/rd": "/kör", "Mandatory first!": "Előbb a Kötelező!",
    "Revealed quests": "Felfordított küldetések", "Lord bonus": "Lord bónusz",
}


HU.update(NAME_HU)  # every quest, Intrigue card, Lord and building: its Hungarian name
HU.update({"Aurora's Realms": "Aurora Birodalmi Bolt", "Grinning Lion": "Vigyorgó Oroszlán",
           "pay": "fizess", "at the Palace": "a Palotában", "on the board": "a táblán", "Ambassador:": "Nagykövet:",
           "of choice": "tetszőleges"})


def w(s: str) -> str:
    """The Hungarian words (content names included) when the table speaks Hungarian."""
    return HU.get(s, s) if LANG == "hu" else s


def note(s: str) -> None:
    """Record a string drawn through a cached surface (a card face) in the visible-text log."""
    if LOG is not None and s:
        LOG.add(w(s))


def font(size: int, bold: bool = False) -> pygame.font.Font:
    return get_font(max(8, int(size)), bold)


def text_surf(s: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    if LANG == "hu":
        s = HU.get(s, s)
    if LOG is not None and s:
        LOG.add(s)
    return render_text(s, max(8, int(size)), tuple(colour), bold)


def fit(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s`` cut with an ellipsis to ``width`` (recorded in ``textfit.TRUNCATED``)."""
    if font(size, bold).size(s)[0] <= width:
        return s
    TRUNCATED.add(s)
    return ellipsize(s, font(size, bold), width)


def blit(surface: pygame.Surface, s: str, size: int, colour, pos, anchor: str = "topleft",
         bold: bool = False, max_width: int | None = None) -> pygame.Rect:
    """One line of text; with ``max_width`` it shrinks (never below 14 px) before it is cut."""
    if max_width is not None:
        shown = HU.get(s, s) if LANG == "hu" else s
        if font(size, bold).size(shown)[0] > max_width:
            size = fits_one_line(shown, max_width, size, min(MIN_SIZE, size), bold) or min(MIN_SIZE, size)
            s = fit(shown, size, max_width, bold)
    img = text_surf(s, size, colour, bold)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    return r


def blit_lines(surface: pygame.Surface, lines: list[str], size: int, colour, rect: pygame.Rect, pitch: int,
               bold: bool = False, align: str = "left") -> int:
    """Draw already-fitted lines from the top of ``rect``; returns the height used."""
    y = rect.y
    for ln in lines:
        if align == "center":
            blit(surface, ln, size, colour, (rect.centerx, y), "midtop", bold)
        else:
            blit(surface, ln, size, colour, (rect.x, y), "topleft", bold)
        y += pitch
    return y - rect.y


def fit_text_block(s: str, size: int, rect: pygame.Rect, bold: bool = False, max_lines: int | None = None,
                   line_gap: float = 0.95, record: bool = True) -> Fit:
    """How ``s`` fits ``rect``: the largest size up to ``size`` (never below 14 px, unless
    ``size`` itself is smaller) at which it wraps whole into the box (``textfit.fit_block``)."""
    return fit_block(w(s), max(10, rect.w), max(1, rect.h), size, min(MIN_SIZE, size), bold, line_gap, max_lines, record)


def blit_fit(surface: pygame.Surface, s: str, size: int, colour, rect: pygame.Rect, bold: bool = False,
             max_lines: int | None = None, align: str = "left", line_gap: float = 0.95) -> Fit:
    """Draw ``s`` whole inside ``rect``: wrapped at words, hyphenated where a word must break,
    shrunk down to the 14 px floor; cut with an ellipsis only when even that cannot fit."""
    s = w(s)  # content names too: wrap the words that are drawn
    note(s)
    fit = fit_text_block(s, size, rect, bold, max_lines, line_gap)
    blit_lines(surface, fit.lines, fit.size, colour, rect, fit.line_h, bold, align)
    return fit


def blit_wrapped(surface: pygame.Surface, s: str, size: int, colour, rect: pygame.Rect, bold: bool = False,
                 max_lines: int = 3, align: str = "left", line_gap: float = 0.95) -> int:
    """Word-wrapped text inside ``rect`` (see ``blit_fit``). Returns the height used."""
    return blit_fit(surface, s, size, colour, rect, bold, max_lines, align, line_gap).height


def text_lines(s: str, size: int, width: int, bold: bool = False) -> int:
    return len(wrap_text(s, font(size, bold), max(10, width)))


# ----- surfaces ------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def parchment(size: tuple[int, int], base: RGB = PARCH, seed: int = 3, vignette: float = 0.22) -> pygame.Surface:
    """An aged-paper surface: soft blotches and a darker edge (deterministic)."""
    import random

    w, h = max(1, size[0]), max(1, size[1])
    sw, sh = max(2, w // 8), max(2, h // 8)
    rng = random.Random(seed)
    small = pygame.Surface((sw, sh))
    cx, cy = (sw - 1) / 2, (sh - 1) / 2
    edge = darken(base, 0.35)
    for x in range(sw):
        for y in range(sh):
            d = max(abs(x - cx) / max(1, cx), abs(y - cy) / max(1, cy))
            t = max(0.0, d - 0.55) / 0.45 * vignette
            c = mix(base, edge, t * t * 2.2)
            n = rng.randint(-5, 5)
            small.set_at((x, y), tuple(max(0, min(255, v + n)) for v in c))
    surf = pygame.transform.smoothscale(small, (w, h))
    # faint fibres
    fib = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(max(8, (w * h) // 9000)):
        x, y = rng.randrange(w), rng.randrange(h)
        ln = rng.randint(6, 30)
        pygame.draw.line(fib, (*darken(base, 0.25), 22), (x, y), (x + ln, y + rng.randint(-2, 2)))
    surf.blit(fib, (0, 0))
    return surf.convert() if pygame.display.get_init() and pygame.display.get_surface() else surf


@lru_cache(maxsize=256)
def rounded_panel(size: tuple[int, int], top: RGB, bottom: RGB, border: RGB, radius: int, width: int = 2,
                  inner: RGB | None = None) -> pygame.Surface:
    """Gradient rounded rect with an outline (and an optional inner hairline), anti-aliased by
    drawing at 3x and smoothscaling."""
    w, h = max(2, size[0]), max(2, size[1])
    k = 3
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    col = pygame.Surface((1, h * k))
    for y in range(h * k):
        col.set_at((0, y), mix(top, bottom, y / max(1, h * k - 1)))
    grad = pygame.transform.scale(col, (w * k, h * k))
    mask = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius * k)
    big.blit(grad, (0, 0))
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if width:
        pygame.draw.rect(big, border, big.get_rect(), width * k, border_radius=radius * k)
    if inner is not None:
        r = big.get_rect().inflate(-width * k * 4, -width * k * 4)
        pygame.draw.rect(big, inner, r, k, border_radius=max(0, radius * k - width * k * 2))
    return pygame.transform.smoothscale(big, (w, h))


def shadowed(surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, radius: int = 8,
             offset: int = 3, blur: int = 5, alpha: int = 100) -> None:
    sh = soft_shadow((rect.w, rect.h), radius, blur, alpha)
    pad = blur * 2
    surface.blit(sh, (rect.x - pad + offset // 2, rect.y - pad + offset))
    surface.blit(img, rect)


@lru_cache(maxsize=128)
def glow_rect(size: tuple[int, int], radius: int, colour: RGB = GLOW, spread: int = 8) -> pygame.Surface:
    """A soft golden halo around a rounded rect of ``size`` (padded by ``spread``)."""
    w, h = size
    pad = spread * 2
    surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    surf.fill((*colour, 0))
    pygame.draw.rect(surf, (*colour, 255), (pad - 3, pad - 3, w + 6, h + 6), max(4, spread * 2 // 3), border_radius=radius + 2)
    surf = pygame.transform.gaussian_blur(surf, max(2, spread // 2))
    pygame.draw.rect(surf, (*lighten(colour, 0.3), 255), (pad - 2, pad - 2, w + 4, h + 4), 3, border_radius=radius + 2)
    return surf


@lru_cache(maxsize=64)
def glow_circle(r: int, colour: RGB = GLOW) -> pygame.Surface:
    pad = max(6, r // 2)
    d = (r + pad) * 2
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    surf.fill((*colour, 0))
    pygame.draw.circle(surf, (*colour, 230), (d // 2, d // 2), r + 2, max(3, r // 4))
    surf = pygame.transform.gaussian_blur(surf, max(2, pad // 2))
    pygame.draw.circle(surf, (*lighten(colour, 0.4), 255), (d // 2, d // 2), r + 1, 2)
    return surf


@lru_cache(maxsize=64)
def slot_surface(r: int, base: RGB = PARCH_DARK) -> pygame.Surface:
    """An empty action-space ring: a recessed disc where an agent stands."""
    k = 4
    d = (r + 3) * 2
    big = pygame.Surface((d * k, d * k), pygame.SRCALPHA)
    c = (d * k // 2, d * k // 2)
    pygame.draw.circle(big, (*darken(base, 0.25), 255), c, r * k)
    pygame.draw.circle(big, (*base, 255), (c[0], c[1] + k), int(r * k * 0.86))
    pygame.draw.circle(big, (*lighten(base, 0.25), 255), (c[0], c[1] + 2 * k), int(r * k * 0.7))
    pygame.draw.circle(big, (*GOLD_DARK, 255), c, r * k, max(1, k * 2))
    return pygame.transform.smoothscale(big, (d, d))


# ----- icons ---------------------------------------------------------------------------------
def cube_icon(kind: str, size: int) -> pygame.Surface:
    return cube_surface(CUBE_COLOURS[kind], max(8, int(size)), cube_letter(kind, LANG))


def coin_icon(size: int, label: str = "") -> pygame.Surface:
    return coin_surface(max(5, int(size * 0.55)), (222, 176, 62), label)


def vp_icon(size: int) -> pygame.Surface:
    """A little gold-leaf shield with 'VP' ('GYP' in Hungarian)."""
    return _vp_icon(size, LANG)


@lru_cache(maxsize=64)
def _vp_icon(size: int, lang: str) -> pygame.Surface:
    s = max(10, int(size))
    k = 4
    big = pygame.Surface((s * k, s * k), pygame.SRCALPHA)
    w = s * k
    pts = [(w * 0.12, w * 0.1), (w * 0.88, w * 0.1), (w * 0.88, w * 0.5), (w * 0.5, w * 0.95), (w * 0.12, w * 0.5)]
    pygame.draw.polygon(big, GOLD_DARK, pts)
    inner = [(x * 0.84 + w * 0.08, y * 0.84 + w * 0.05) for x, y in pts]
    pygame.draw.polygon(big, GOLD, inner)
    surf = pygame.transform.smoothscale(big, (s, s))
    label = "GYP" if lang == "hu" else "VP"
    t = render_text(label, max(8, int(s * (0.34 if len(label) > 2 else 0.42))), (40, 26, 8), True)
    surf.blit(t, t.get_rect(center=(s / 2, s * 0.42)))
    return surf


def card_icon(kind: str, size: int) -> pygame.Surface:
    """A tiny card: 'I' intrigue (crimson) or 'Q' quest (parchment; 'K' for Küldetés in Hungarian)."""
    return _card_icon(kind, size, LANG)


@lru_cache(maxsize=64)
def _card_icon(kind: str, size: int, lang: str) -> pygame.Surface:
    h = max(10, int(size))
    w = int(h * 0.72)
    surf = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
    fill, edge, ink = ((150, 36, 44), (70, 14, 18), (250, 230, 200)) if kind == "I" else (PARCH_LIGHT, INK_SOFT, INK)
    pygame.draw.rect(surf, fill, (1, 1, w, h), border_radius=max(2, h // 6))
    pygame.draw.rect(surf, edge, (1, 1, w, h), 1, border_radius=max(2, h // 6))
    letter = "K" if kind == "Q" and lang == "hu" else kind
    t = render_text(letter, max(8, int(h * 0.6)), ink, True)
    surf.blit(t, t.get_rect(center=(w / 2 + 1, h / 2 + 1)))
    return surf


def agent_icon(colour: RGB, shape: str, r: int, label: str = "") -> pygame.Surface:
    return token_surface(tuple(colour), shape, max(4, int(r)), label)


AMB_COLOUR = (250, 246, 232)


def ambassador_icon(r: int) -> pygame.Surface:
    return token_surface(AMB_COLOUR, "star", max(4, int(r)), "N" if LANG == "hu" else "A")  # Nagykövet


# ----- icon lines ----------------------------------------------------------------------------
def step_icons(step: tuple, stock_kind: str = "", compact: bool = False) -> list[tuple]:
    """Icon items for one content step: ('cube', k, n), ('gold', n), ('vp', n), ('card', 'I'|'Q', n),
    ('any', n) (adventurers of choice: a "?" cube), ('text', s). ``compact`` (a city tile, where
    words would have to shrink below 14 px): symbols instead of words."""
    kind = step[0]
    out: list[tuple] = []
    if kind == "gain":
        for n, c in zip(step[1], "CFRW", strict=False):
            if n:
                out.append(("cube", c, n))
        if step[2]:
            out.append(("gold", step[2]))
    elif kind == "gain_choice":
        n, types = step[1], step[2]
        if types == "CFRW" and compact:
            out.append(("any", n))
        elif types == "CFRW":
            out.append(("text", f"{n} tetszőleges" if LANG == "hu" else f"{n} of choice"))
        else:
            out.append(("text", f"{n}×"))
            for i, t in enumerate(types):
                if i:
                    out.append(("text", "/"))
                out.append(("cube", t, 1))
    elif kind == "pay_gold":
        out += [("text", "−" if compact else "pay"), ("gold", step[1]), ("text", "→")]
    elif kind == "return_any" and compact:
        out += [("text", "−"), ("any", step[1]), ("text", "→")]
    elif kind == "return_any":
        out += [("text", f"−{step[1]} tetszőleges →" if LANG == "hu" else f"−{step[1]} of choice →")]
    elif kind == "take_stock":
        out.append(("stock",))
    elif kind == "vp":
        out.append(("vp", step[1]))
    elif kind == "draw_intrigue":
        out.append(("card", "I", step[1]))
    elif kind == "take_faceup_quest":
        out.append(("card", "Q", 1))
    elif kind == "first_player":
        out.append(("text", "1st"))
    elif kind == "buy_building":
        out.append(("text", "Buy a building"))
    elif kind == "play_intrigue":
        out += [("text", "Play"), ("card", "I", 1)]
    elif kind == "take_ambassador":
        out.append(("text", "Ambassador"))
    elif kind == "copy_space":
        out.append(("text", "Copy a space"))
    elif kind == "heroes_garden":
        out += [("card", "Q", 1), ("text", "+4"), ("vp", 0)]
    elif kind == "gold_per_building" and compact:
        out += [("gold", 0), ("text", "/"), ("bldg",)]
    elif kind == "gold_per_building":
        out += [("gold", 0), ("text", "per tile")]
    elif kind == "cliffwatch_reset":
        out += [("text", "Reset"), ("card", "Q", 1)]
    return out


def steps_icons(steps: tuple, compact: bool = False) -> list[tuple]:
    out: list[tuple] = []
    for st in steps:
        out += step_icons(st, compact=compact)
    return out


ANY_COLOUR = (182, 172, 150)


@lru_cache(maxsize=32)
def building_icon(size: int) -> pygame.Surface:
    """A tiny house (a building the player controls), drawn at 4x and smoothed."""
    s = max(8, int(size))
    k = 4
    big = pygame.Surface((s * k, s * k), pygame.SRCALPHA)
    w = s * k
    roof = [(w * 0.08, w * 0.48), (w * 0.5, w * 0.08), (w * 0.92, w * 0.48)]
    pygame.draw.rect(big, (226, 206, 166), (w * 0.2, w * 0.44, w * 0.6, w * 0.5))
    pygame.draw.rect(big, INK_SOFT, (w * 0.2, w * 0.44, w * 0.6, w * 0.5), k * 2)
    pygame.draw.polygon(big, (150, 70, 50), roof)
    pygame.draw.rect(big, INK_SOFT, (w * 0.42, w * 0.66, w * 0.16, w * 0.28))
    return pygame.transform.smoothscale(big, (s, s))


def any_icon(size: int) -> pygame.Surface:
    """An adventurer of the player's choice: a parchment-grey cube marked "?"."""
    return cube_surface(ANY_COLOUR, max(8, int(size)), "?")


def res_icons(cubes: tuple[int, ...], gold: int = 0) -> list[tuple]:
    out: list[tuple] = [("cube", c, n) for n, c in zip(cubes, "CFRW", strict=False) if n]
    if gold:
        out.append(("gold", gold))
    return out


def icon_line_width(items: list[tuple], size: int) -> int:
    return sum(w for w, _ in _icon_parts(items, size, INK))


def fit_icons(icons: list, size: int, floor: int, room: int) -> tuple[list, int]:
    """The icon row at the largest size down to ``floor`` (14 px at 1280x720) that fits ``room``;
    no row at all when even ``floor`` does not fit (never a cut row: the hover card shows it whole)."""
    for sz in range(size, floor - 1, -1):
        if icon_line_width(icons, sz) <= room:
            return icons, sz
    return [], floor


def _icon_parts(items: list[tuple], size: int, ink) -> list[tuple[int, list]]:
    parts = []
    gap = max(2, size // 6)
    for it in items:
        k = it[0]
        draws: list = []
        if k == "cube":
            img = cube_icon(it[1], int(size * 0.72))
            if it[2] > 1:
                t = text_surf(f"{it[2]}", size, ink, True)
                draws = [t, img]
            else:
                draws = [img]
        elif k == "gold":
            draws = [coin_icon(size, str(it[1]) if it[1] else "")]
        elif k == "vp":
            t = text_surf(f"{it[1]}", size, ink, True) if it[1] else None
            draws = ([t] if t else []) + [vp_icon(size)]
        elif k == "card":
            t = text_surf(f"{it[2]}", size, ink, True) if it[2] > 1 else None
            draws = ([t] if t else []) + [card_icon(it[1], size)]
        elif k == "text":
            draws = [text_surf(it[1], size, ink, False)]
        elif k == "stock":
            draws = [text_surf("stock", size, ink, False)]
        elif k == "bldg":
            draws = [building_icon(int(size * 0.9))]
        elif k == "any":
            img = any_icon(int(size * 0.72))
            draws = ([text_surf(f"{it[1]}", size, ink, True)] if it[1] > 1 else []) + [img]
        w = sum(d.get_width() for d in draws) + gap * (len(draws))
        parts.append((w, draws))
    return parts


def draw_icon_line(surface: pygame.Surface, items: list[tuple], size: int, pos, ink=INK,
                   max_width: int | None = None, anchor: str = "midleft") -> pygame.Rect:
    """Draw icons left to right, vertically centred on pos[1]; shrinks to fit ``max_width``."""
    parts = _icon_parts(items, size, ink)
    total = sum(w for w, _ in parts)
    if max_width is not None and total > max_width and size > 10:
        return draw_icon_line(surface, items, max(10, int(size * max_width / total)), pos, ink, max_width, anchor)
    x = pos[0] - (total // 2 if anchor == "center" else 0)
    y = pos[1]
    gap = max(2, size // 6)
    for _w, draws in parts:
        for d in draws:
            surface.blit(d, d.get_rect(midleft=(x, y)))
            x += d.get_width() + gap
    return pygame.Rect(pos[0], y - size // 2, total, size)


def star_points(c, r) -> list[tuple[float, float]]:
    return [(c[0] + (r if i % 2 == 0 else r * 0.45) * math.cos(math.radians(-90 + 36 * i)),
             c[1] + (r if i % 2 == 0 else r * 0.45) * math.sin(math.radians(-90 + 36 * i))) for i in range(10)]
