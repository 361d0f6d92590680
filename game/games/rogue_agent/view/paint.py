"""Drawing the Rogue Agent table: rainy-noir tiles with neon edges, pieces, agent boards,
criminal cards, the influence track and the bomb board. Pure drawing: nothing here decides
what is legal; the view passes in what glows."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.games.rogue_agent import content as K
from game.games.rogue_agent.view.texts import name as cname
from game.ui import style
from game.ui.render.dice import DieFaces, _draw_symbol, symbol_die
from game.ui.render.effects import darken, lighten, vertical_gradient
from game.ui.render.symbols import symbol_surface
from game.ui.render.textfit import TRUNCATED, fit_block

RGB = tuple[int, int, int]

BG: RGB = (16, 20, 30)
BOARD: RGB = (22, 27, 39)
INK: RGB = (236, 238, 244)
INK_SOFT: RGB = (184, 192, 208)
INK_FAINT: RGB = (120, 130, 150)
NEON_CYAN: RGB = (84, 222, 255)
NEON_PINK: RGB = (255, 92, 196)
NEON_GOLD: RGB = (255, 204, 96)
GLOW: RGB = (255, 236, 120)
DANGER: RGB = (232, 84, 70)
POLICE: RGB = (70, 130, 255)
DIE_COLOURS: dict[str, RGB] = {"R": (184, 36, 48), "G": (30, 132, 76), "K": (34, 34, 40), "W": (236, 236, 230)}
SYND_COLOURS: dict[str, RGB] = {"red": (204, 52, 60), "blue": (60, 120, 220), "yellow": (226, 190, 60),
                                "green": (60, 170, 100), "purple": (150, 90, 200), "white": (225, 225, 225)}
SYND_LETTER: dict[str, str] = {"RED": "R", "BLUE": "B", "YEL": "Y", "GRN": "G", "PUR": "P", "WILD": "W"}
GOOD_SYMBOL = {"fuel": "fuel", "ammo": "ammo", "evidence": "evidence", "vehicle": "up_vehicle",
               "weapon": "up_weapon", "agent": "up_agent", "stamina": "heal", "influence": "star"}
ICON_SYMBOL = {"engine": "engine", "shield": "shield_human", "pistol": "pistol", "scout": "eye", "armor": "vest"}
TRACK_SYMBOL = {"fuel": "fuel", "ammo": "ammo", "evidence": "evidence", "vehicle": "car", "weapon": "pistol",
                "agent": "agent"}

TEXT_LOG: set[tuple[str, int]] | None = None  # when a set, every (string, size) drawn is recorded (tests)


def text(surface: pygame.Surface, s: str, size: int, colour: Sequence[int], pos: tuple[int, int],
         anchor: str = "topleft", bold: bool = False, max_width: int | None = None) -> pygame.Rect:
    if TEXT_LOG is not None:
        TEXT_LOG.add((s, int(size)))
    if max_width is not None and s and style.font(size, bold).size(s)[0] > max_width:
        TRUNCATED.add(s)  # cut with an ellipsis: tests look for these
    return style.blit_text(surface, s, size, colour, pos, anchor, bold, max_width)


def sym(surface: pygame.Surface, name: str, centre: tuple[int, int], size: int, ink: RGB) -> pygame.Rect:
    img = symbol_surface(name, max(4, int(size)), ink)
    r = img.get_rect(center=centre)
    surface.blit(img, r)
    return r


_GLOWS: dict[tuple, pygame.Surface] = {}


def glow_rect(surface: pygame.Surface, rect: pygame.Rect, colour: RGB, alpha: int, width: int = 3) -> None:
    """A soft pulsing halo around ``rect`` (the blurred ring is made once per size)."""
    pad = width * 3
    key = (rect.size, tuple(colour), width)
    g = _GLOWS.get(key)
    if g is None:
        g = pygame.Surface((rect.w + pad * 2, rect.h + pad * 2), pygame.SRCALPHA)
        pygame.draw.rect(g, (*colour, 200), (pad, pad, rect.w, rect.h), width * 2, border_radius=width * 3)
        g = pygame.transform.gaussian_blur(g, max(1, width))
        if len(_GLOWS) > 64:
            _GLOWS.clear()
        _GLOWS[key] = g
    g.set_alpha(alpha)
    surface.blit(g, (rect.x - pad, rect.y - pad))
    pygame.draw.rect(surface, colour, rect, max(2, width - 1), border_radius=width * 2)


# ------------------------------------------------------------------ tiles
def tile_colours(tile: K.Tile, destroyed: bool) -> tuple[RGB, RGB]:
    if destroyed:
        return (86, 30, 22), (255, 120, 60)
    if tile.kind == "hq":
        return (58, 54, 40), NEON_GOLD
    if tile.kind == "hospital":
        return (34, 60, 66), (120, 240, 220)
    if tile.kind == "district":
        return (52, 40, 70), NEON_PINK
    return (40, 48, 66), NEON_CYAN


def dice_icon(surface: pygame.Surface, colour: str, rect: pygame.Rect) -> None:
    body = DIE_COLOURS.get(colour, (200, 200, 200))
    pygame.draw.rect(surface, body, rect, border_radius=max(2, rect.w // 4))
    pygame.draw.rect(surface, lighten(body, 0.45) if colour != "W" else (90, 90, 90), rect, 1,
                     border_radius=max(2, rect.w // 4))
    if colour == "W":  # the wildcard: a die of a colour you choose, drawn as three colour dots
        for i, c in enumerate("RGK"):
            pygame.draw.circle(surface, DIE_COLOURS[c], (rect.x + rect.w * (i + 1) // 4, rect.centery),
                               max(1, rect.w // 8))


_TILE_CACHE: dict[tuple, pygame.Surface] = {}


def tile_surface(tile: K.Tile, size: tuple[int, int], destroyed: bool, lang: str, L: Any) -> pygame.Surface:
    """The static face of a tile (everything but its pieces and informants), cached."""
    key = (tile.id, size, destroyed, lang, L.fs(15))
    img = _TILE_CACHE.get(key)
    if img is not None:
        return img
    w, h = size
    img = pygame.Surface(size, pygame.SRCALPHA)
    fill, edge = tile_colours(tile, destroyed)
    rad = max(4, w // 14)
    grad = vertical_gradient(size, lighten(fill, 0.12), darken(fill, 0.25))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
    img.blit(grad, (0, 0))
    img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    for i in range(3):  # rain streaks
        x = (tile.id.__hash__() % 97 + i * w // 3) % max(1, w)
        pygame.draw.line(img, (*lighten(fill, 0.2), 60), (x, 0), (x - w // 6, h), 1)
    pygame.draw.rect(img, edge, img.get_rect(), max(2, w // 50), border_radius=rad)
    pad = max(3, w // 22)
    row_a = int(h * 0.17)
    # row A: district number and gangster skulls on the left, the shield on the right (the
    # informant slots are drawn left of the shield by draw_informants, they change in play)
    x = pad
    if tile.number:
        r = row_a // 2
        pygame.draw.circle(img, edge, (x + r, pad + r), r)
        text(img, str(tile.number), L.fs(14), (20, 16, 30), (x + r, pad + r), "center", bold=True)
        x += 2 * r + pad // 2
    if destroyed:
        sym(img, "flame", (w // 2, h // 2 + h // 8), int(h * 0.42), (255, 140, 60))
    else:
        for _ in range(tile.gangsters):
            sym(img, "skull", (x + row_a // 2, pad + row_a // 2), int(row_a * 0.85), (236, 236, 236))
            x += int(row_a * 0.8)
        if tile.shield:
            name = "shield_human" if tile.shield == "human" else "shield_android"
            col = (120, 220, 255) if tile.shield == "human" else (255, 120, 220)
            sym(img, name, (w - pad - row_a // 2, pad + row_a // 2), int(row_a * 1.0), col)
    # row B: the name, whole (wraps, never below 14 px)
    top = pad + row_a + max(1, pad // 3)
    fit = fit_block(cname(tile.name, lang), w - 2 * pad, int(h * 0.36), L.fs(15), 14 if L.scale >= 1 else 12, bold=True,
                    max_lines=2)
    y = top
    for line in fit.lines:
        text(img, line, fit.size, INK, (w // 2, y), "midtop", bold=True)
        y += int(fit.line_h * 0.92)
    if destroyed:
        return _remember(key, img)
    # row C: search dice
    sz = max(8, int(h * 0.125))
    y = max(y, top + int(h * 0.17)) + max(1, pad // 3)
    x = pad
    for gi, (colour, count) in enumerate(tile.search):
        if gi:
            pygame.draw.line(img, INK_SOFT, (x + sz // 6, y + sz // 2), (x + sz // 2, y + sz // 2), 2)
            pygame.draw.line(img, INK_SOFT, (x + sz // 3, y + sz // 3), (x + sz // 3, y + sz * 2 // 3), 2)
            x += sz * 2 // 3
        for _ in range(count):
            dice_icon(img, colour, pygame.Rect(x, y, sz, sz))
            x += sz + max(1, sz // 6)
    # row D: goods (symbol and amount each) and the price per unit
    y += sz + max(2, pad // 2)
    draw_goods(img, tile.goods, pygame.Rect(pad, y, w - 2 * pad, max(10, int(h * 0.14))), L)
    return _remember(key, img)


def draw_goods(img: pygame.Surface, goods: Sequence[K.Good], area: pygame.Rect, L: Any) -> None:
    if not goods:
        return
    gs = area.h
    fs = 14 if L.scale <= 1 else L.fs(14)
    x, cy = area.x, area.centery
    for g in goods:
        sym(img, GOOD_SYMBOL.get(g.target, "upgrade"), (x + gs // 2, cy), gs, INK)
        x = text(img, str(g.amount), fs, INK, (x + gs, cy), "midleft", bold=True).right + max(3, gs // 4)
    prices = {(g.price, g.currency) for g in goods}
    if len(prices) == 1:  # one price for every unit: shown once
        price, cur = prices.pop()
        x = text(img, "=", fs, INK_SOFT, (x, cy), "midleft").right + 1
        x = text(img, str(price), fs, NEON_GOLD if cur == "credits" else INK_SOFT, (x, cy), "midleft", bold=True).right
        sym(img, "credit" if cur == "credits" else "evidence", (x + gs // 2, cy), int(gs * 0.8),
            NEON_GOLD if cur == "credits" else INK_SOFT)


def _remember(key: tuple, img: pygame.Surface) -> pygame.Surface:
    if len(_TILE_CACHE) > 200:
        _TILE_CACHE.clear()
    _TILE_CACHE[key] = img
    return img


def informant_slots(rect: pygame.Rect, h: int, shield: bool = False) -> list[tuple[int, int, int]]:
    """Top and bottom informant slot (centre x, centre y, radius) in the tile's top row,
    left of the shield's place."""
    pad = max(3, rect.w // 22)
    row_a = int(h * 0.17)
    r = max(4, int(row_a * 0.42))
    y = rect.y + pad + row_a // 2
    x2 = rect.right - pad - r - ((row_a + pad // 2) if shield else 0)
    return [(x2 - 2 * r - 3, y, r), (x2, y, r)]


def draw_informants(surface: pygame.Surface, rect: pygame.Rect, owners: tuple[int, int], colours: list[RGB],
                    shapes: list[str], shield: bool = False) -> None:
    for (x, y, r), owner in zip(informant_slots(rect, rect.h, shield), owners):
        if owner is not None and owner >= 0:
            col = colours[owner % len(colours)]
            pygame.draw.circle(surface, (0, 0, 0), (x, y + 1), r + 1)
            pygame.draw.circle(surface, col, (x, y), r)
            style.draw_shape(surface, shapes[owner % len(shapes)], (x, y), r * 0.55, style.ink_on(col))
        else:
            pygame.draw.circle(surface, (12, 14, 20), (x, y), r)
            pygame.draw.circle(surface, INK_FAINT, (x, y), r, 1)


def criminal_disc(surface: pygame.Surface, centre: tuple[int, int], r: int, num: int, defeated: bool) -> None:
    fill = (196, 48, 48) if defeated else (128, 132, 140)
    pygame.draw.circle(surface, (0, 0, 0), (centre[0], centre[1] + 2), r)
    pygame.draw.circle(surface, fill, centre, r)
    pygame.draw.circle(surface, lighten(fill, 0.4), centre, r, max(1, r // 6))
    text(surface, str(num), max(14, int(r * 1.3)), (255, 255, 255), centre, "center", bold=True)


def assassin_disc(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    pygame.draw.circle(surface, (0, 0, 0), (centre[0], centre[1] + 2), r)
    pygame.draw.circle(surface, (20, 20, 24), centre, r)
    pygame.draw.circle(surface, (220, 60, 60), centre, r, max(1, r // 6))
    sym(surface, "target", centre, int(r * 1.6), (240, 90, 90))


def bomb_disc(surface: pygame.Surface, centre: tuple[int, int], r: int, timer: int) -> None:
    pygame.draw.circle(surface, (0, 0, 0), (centre[0], centre[1] + 2), r)
    pygame.draw.circle(surface, (60, 40, 20), centre, r)
    pygame.draw.circle(surface, (255, 160, 40), centre, r, max(1, r // 6))
    sym(surface, "bomb", (centre[0] - (r // 4 if timer > 0 else 0), centre[1]), int(r * 1.3), (255, 190, 90))
    if timer <= 0:  # just drawn from the bag: no timer die yet
        return
    # the timer die as a white square with its number (pips would be unreadable at disc size)
    side = max(16, int(r * 1.15))
    d = pygame.Rect(0, 0, side, side)
    d.center = (centre[0] + int(r * 0.8), centre[1] + int(r * 0.6))
    pygame.draw.rect(surface, (246, 243, 236), d, border_radius=max(2, d.w // 5))
    pygame.draw.rect(surface, (200, 30, 30), d, 2, border_radius=max(2, d.w // 5))
    text(surface, str(int(timer)), max(14, side - 2), (20, 20, 20), d.center, "center", bold=True)


def police_badge(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    pygame.draw.circle(surface, (0, 0, 0), (centre[0], centre[1] + 2), r)
    pygame.draw.circle(surface, POLICE, centre, r)
    pygame.draw.circle(surface, (220, 60, 60), centre, r, max(2, r // 4))
    sym(surface, "star", centre, int(r * 1.3), (255, 240, 200))


def agent_figure(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: RGB, shape: str,
                 android: bool = False, custody: int = 0) -> None:
    x, y = centre
    pygame.draw.ellipse(surface, (0, 0, 0), (x - r, y + r - r // 3, 2 * r, r // 1.5))
    style.draw_badge(surface, (x, y), r, colour, shape)
    if android:
        pygame.draw.circle(surface, (255, 92, 196), (x, y), r + 2, 2)
    if custody:
        b = max(6, r // 2)
        pygame.draw.circle(surface, (196, 48, 48), (x + r, y - r), b)
        text(surface, str(custody), max(14, b + 4), (255, 255, 255), (x + r, y - r), "center", bold=True)


# ------------------------------------------------------------------ cards
def card_colour(card_id: Any) -> RGB:
    if card_id is HIDDEN or card_id not in K.CARDS:
        return (60, 64, 80)
    synd = K.SYNDICATES[K.CARDS[card_id].syndicate]
    return SYND_COLOURS.get(synd.get("colour", ""), (160, 160, 160))


def draw_card(surface: pygame.Surface, rect: pygame.Rect, crim: Any, lang: str, colours: list[RGB],
              shapes: list[str], L: Any, hot: bool = False) -> None:
    rad = max(4, rect.w // 10)
    style.draw_shadow(surface, rect, rad, offset=max(2, rect.h // 30), alpha=110)
    face_up = bool(crim.face_up) and crim.card is not HIDDEN and crim.card in K.CARDS
    known = crim.card is not HIDDEN and crim.card in K.CARDS
    if face_up or known:
        col = card_colour(crim.card)
        pygame.draw.rect(surface, (236, 232, 222) if face_up else (200, 200, 214), rect, border_radius=rad)
        band = pygame.Rect(rect.x, rect.y, rect.w, max(8, rect.h // 5))
        pygame.draw.rect(surface, col, band, border_top_left_radius=rad, border_top_right_radius=rad)
        card = K.CARDS[crim.card]
        letter = SYND_LETTER.get(card.syndicate, "?")
        text(surface, letter, 14, style.ink_on(col), (band.x + max(3, rect.w // 14), band.centery), "midleft", bold=True)
        # hits (toughness) as blast symbols, reward as chips
        n = card.hits
        s = max(8, min((rect.w - 8) // 5, rect.h // 7))
        for i in range(n):
            sym(surface, "blast", (rect.x + s // 2 + 3 + i * s, band.bottom + s // 2 + 3), s, (150, 30, 40))
        y = band.bottom + s + 6
        text(surface, str(card.reward), 14, (40, 40, 40), (rect.x + 4, y), "topleft", bold=True)
        sym(surface, "credit", (rect.x + 8 + style.font(14, True).size(str(card.reward))[0] + s // 2, y + s // 2 + 1),
            s, (170, 120, 20))
        if card.reveal:
            red = card.reveal.startswith("R_")
            pygame.draw.circle(surface, (200, 40, 40) if red else (250, 250, 250),
                               (rect.right - s // 2 - 4, band.bottom + s // 2 + 3), s // 2)
            pygame.draw.circle(surface, (40, 40, 40), (rect.right - s // 2 - 4, band.bottom + s // 2 + 3), s // 2, 1)
        if card.retaliation in K.CLOCK_EFFECTS:
            sym(surface, "clock", (rect.right - s // 2 - 4, y + s // 2 + 1), s, (60, 60, 60))
        disc_top = rect.bottom - 2 * max(8, rect.w // 6) - 6
        room = disc_top - (y + s + 4)
        if rect.w >= 90 and room >= 17:  # a wide card (a big window) has room for its whole name
            fit = _name_fit(cname(card.name, lang), rect.w - 8, room, L.fs(14))
            if fit.complete:
                yy = y + s + 4
                for line in fit.lines:
                    text(surface, line, fit.size, (30, 30, 36), (rect.centerx, yy), "midtop", bold=True)
                    yy += fit.line_h
        if not face_up:  # known only to the viewer: an eye in the band marks the peek
            sym(surface, "eye", (band.centerx, band.centery), int(band.h * 0.9), (40, 40, 90))
    else:
        pygame.draw.rect(surface, (44, 48, 66), rect, border_radius=rad)
        pygame.draw.rect(surface, NEON_CYAN, rect.inflate(-rect.w // 6, -rect.w // 6), 1, border_radius=rad // 2)
        sym(surface, "agent", (rect.centerx, rect.centery - rect.h // 10), rect.w // 2, (90, 110, 150))
    if crim.defeated:
        pygame.draw.line(surface, (200, 40, 40), rect.topleft, rect.bottomright, 3)
    pygame.draw.rect(surface, GLOW if hot else (20, 20, 26), rect, 3 if hot else 1, border_radius=rad)
    # linked disc and investigation markers
    r = max(8, rect.w // 6)
    criminal_disc(surface, (rect.centerx, rect.bottom - r - 3), r, crim.num, crim.defeated)
    for i, seat in enumerate(crim.investigators):
        c = colours[seat % len(colours)]
        cx = rect.x + 4 + r // 2 + i * (r + 2)
        pygame.draw.rect(surface, c, (cx - r // 2, rect.bottom - 2 * r - 8 - r, r, r), border_radius=2)
        pygame.draw.rect(surface, (0, 0, 0), (cx - r // 2, rect.bottom - 2 * r - 8 - r, r, r), 1, border_radius=2)


_FITS: dict[tuple, Any] = {}


def _name_fit(name: str, width: int, height: int, size: int) -> Any:
    key = (name, width, height, size)
    if key not in _FITS:
        if len(_FITS) > 256:
            _FITS.clear()
        _FITS[key] = fit_block(name, width, height, size, 14, bold=True, max_lines=3, record=False)
    return _FITS[key]


# ------------------------------------------------------------------ bomb board
def bomb_cells(rect: pygame.Rect, rows: int, cols: int) -> tuple[pygame.Rect, dict[tuple[int, int], pygame.Rect]]:
    """The timer circle's rect and the cell rects, keyed (column, row), 0-based."""
    cell = max(8, min(int(rect.w / (cols + 1.8)), rect.h // rows))
    tw = int(cell * 1.4)  # the timer circle, a little larger than a cell
    left = rect.x + max(0, (rect.w - (tw + cell // 3 + cell * cols)) // 2)  # centred in the area
    grid = pygame.Rect(0, 0, cell * cols, cell * rows)
    grid.midleft = (left + tw + cell // 3, rect.centery)
    timer = pygame.Rect(left, rect.centery - tw // 2, tw, tw)
    return timer, {(c, r): pygame.Rect(grid.x + c * cell, grid.y + r * cell, cell, cell).inflate(-3, -3)
                   for c in range(cols) for r in range(rows)}


def draw_bomb_board(surface: pygame.Surface, rect: pygame.Rect, board: Any, hot_cols: set[int], L: Any) -> None:
    style.panel(surface, rect, (42, 18, 18), (220, 80, 60), radius=L.px(8))
    inner = rect.inflate(-L.px(10), -L.px(10))
    timer, cells = bomb_cells(inner, K.BOMB_ROWS, K.BOMB_COLS)
    pygame.draw.circle(surface, (200, 30, 30), timer.center, timer.w // 2)
    d = timer.inflate(-timer.w // 3, -timer.w // 3)
    pygame.draw.rect(surface, (246, 243, 236), d, border_radius=max(2, d.w // 5))
    _draw_symbol(surface, max(1, min(6, int(board.timer))), d.inflate(-d.w // 6, -d.w // 6), (30, 30, 30),
                 (246, 243, 236))
    for (c, r), cr in cells.items():
        pygame.draw.rect(surface, (70, 30, 30), cr, border_radius=3)
        if c in hot_cols:
            col = board.cols[c] if c < len(board.cols) else ()
            if r == len(col):
                glow_rect(surface, cr, GLOW, 220, 2)
        col = board.cols[c] if c < len(board.cols) else ()
        if r < len(col):
            symbol, colour = col[r]
            surface.blit(die_image(colour, symbol, cr.w), cr)
    for c, col in enumerate(board.cols):  # an open (live) circuit: its lowest die is a blast
        if col and col[-1][0] == "BLAST" and (c, 0) in cells:
            top, low = cells[(c, 0)], cells[(c, len(col) - 1)]
            pygame.draw.rect(surface, (255, 70, 50), top.union(low).inflate(4, 4), 2, border_radius=4)


_DICE: dict[str, Any] = {}


def custom_die(colour: str) -> Any:
    """The DieFaces of one custom colour (faces from the data file), cached; "D" is the d6."""
    if colour not in _DICE:
        if colour in K.FACES:
            _DICE[colour] = symbol_die(list(K.FACES[colour]), DIE_COLOURS[colour])
        else:
            _DICE[colour] = DieFaces.standard()
    return _DICE[colour]


def face_index(colour: str, face: Any) -> int:
    if colour in K.FACES:
        faces = K.FACES[colour]
        return faces.index(face) if face in faces else 0
    try:
        return max(0, min(5, int(face) - 1))
    except (TypeError, ValueError):
        return 0


def die_image(colour: str, face: Any, size: int) -> pygame.Surface:
    return custom_die(colour).surface(face_index(colour, face), max(6, size))
