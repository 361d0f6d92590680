"""Where everything sits on the table: pure rectangle arithmetic from the board rect.

The board area splits into the parchment city board (score track around its edge, round
track along the top, the city map on the left, Cliffwatch Inn and Builder's Hall on the
right) and, below it, the acting viewer's own hand (Lord, Intrigue cards, active quests).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

import game.games.waterdeep.view.paint as P
from game.games.waterdeep.cardtext import building_title
from game.games.waterdeep.content import BUILDINGS
from game.ui import style

BASIC_TILES = ("aurora", "blackstaff", "castle", "field_of_triumph", "grinning_lion", "plinth")
SHORT_NAMES = {
    "aurora": "Aurora's Realms",
    "blackstaff": "Blackstaff Tower",
    "castle": "Castle Waterdeep",
    "field_of_triumph": "Field of Triumph",
    "grinning_lion": "Grinning Lion",
    "plinth": "The Plinth",
    "harbor": "Waterdeep Harbor",
}
RIGHT_SHARE = 0.425  # Cliffwatch Inn and Builder's Hall: the inn's cards hold a long name and its icons
MIN_LOTS = 4
SPARE_LOTS = 2  # empty lots kept in view (fewer once the city fills), so the next building has a place


@dataclass
class Layout:
    rect: pygame.Rect
    scale: float
    board: pygame.Rect = field(default_factory=pygame.Rect)
    hand: pygame.Rect = field(default_factory=pygame.Rect)
    track_t: int = 0
    inner: pygame.Rect = field(default_factory=pygame.Rect)
    top_band: pygame.Rect = field(default_factory=pygame.Rect)
    rounds: list[pygame.Rect] = field(default_factory=list)
    decks: pygame.Rect = field(default_factory=pygame.Rect)
    city: pygame.Rect = field(default_factory=pygame.Rect)
    cliff: pygame.Rect = field(default_factory=pygame.Rect)
    hall: pygame.Rect = field(default_factory=pygame.Rect)
    tiles: dict[str, pygame.Rect] = field(default_factory=dict)  # basic tile key / "harbor" -> rect
    lots: list[pygame.Rect] = field(default_factory=list)
    spaces: dict[str, pygame.Rect] = field(default_factory=dict)  # space id -> click rect
    slots: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # space id -> (cx, cy, r) agent spot
    cliff_cards: list[pygame.Rect] = field(default_factory=list)
    hall_cards: list[pygame.Rect] = field(default_factory=list)
    hall_stack: pygame.Rect = field(default_factory=pygame.Rect)
    score_cells: list[pygame.Rect] = field(default_factory=list)
    title_boxes: dict[str, pygame.Rect] = field(default_factory=dict)  # a name filling its tile (slot in the corner)
    compact: bool = False  # a crowded city: every tile shows its name alone (the action is in the hover card)

    def px(self, v: float) -> int:
        return max(1, int(round(v * self.scale)))

    def fs(self, v: float) -> int:
        return max(14 if v >= 14 else 10, int(round(v * self.scale)))


def ui_scale(window_size: tuple[int, int], rect: pygame.Rect) -> float:
    """Scale of text and pieces against 1280x720, bounded so the board still fits its rect.

    A larger window shows more, not the same larger: above 720 px high, text and pieces grow
    at half the rate of the window, so cards and tiles (which fill the rect) gain room for
    whole names and texts."""
    k = style.ui_scale(window_size)
    if k > 1.0:
        k = 1.0 + (k - 1.0) * 0.5
    fit = min(rect.w / 960.0, rect.h / 560.0)
    return max(0.55, min(k, max(fit, 1.0) if k >= 1.0 else k, 3.0))


def compute(rect: pygame.Rect, window_size: tuple[int, int], n_buildings: int) -> Layout:
    rect = pygame.Rect(rect)
    L = Layout(rect=rect, scale=ui_scale(window_size, rect))
    px = L.px
    gap = px(6)
    hand_h = max(px(118), min(int(rect.h * 0.27), px(150)))
    L.hand = pygame.Rect(rect.x, rect.bottom - hand_h, rect.w, hand_h)
    L.board = pygame.Rect(rect.x, rect.y, rect.w, rect.h - hand_h - gap)
    t = px(20)
    L.track_t = t
    L.inner = L.board.inflate(-2 * t - 2 * px(3), -2 * t - 2 * px(3))
    _score_cells(L)
    inner = L.inner
    band_h = px(38)
    L.top_band = pygame.Rect(inner.x, inner.y, inner.w, band_h)
    rw = min(px(50), int(inner.w * 0.55 / 8))
    L.rounds = [pygame.Rect(inner.x + px(4) + i * (rw + px(4)), inner.y + px(3), rw, band_h - px(6)) for i in range(8)]
    rx = L.rounds[-1].right + px(10)
    L.decks = pygame.Rect(rx, inner.y + px(3), inner.right - rx - px(4), band_h - px(6))
    mid = pygame.Rect(inner.x, inner.y + band_h + gap, inner.w, inner.h - band_h - gap)
    if mid.w >= mid.h * 1.3:  # landscape: the city on the left, the inn and the hall on the right
        right_w = int(mid.w * RIGHT_SHARE)
        L.city = pygame.Rect(mid.x, mid.y, mid.w - right_w - gap, mid.h)
        right = pygame.Rect(L.city.right + gap, mid.y, right_w, mid.h)
        ch = int(right.h * 0.54)
        L.cliff = pygame.Rect(right.x, right.y, right.w, ch)
        L.hall = pygame.Rect(right.x, right.y + ch + gap, right.w, right.h - ch - gap)
    else:  # portrait: stacked
        city_h = int(mid.h * 0.46)
        cliff_h = int(mid.h * 0.29)
        L.city = pygame.Rect(mid.x, mid.y, mid.w, city_h)
        L.cliff = pygame.Rect(mid.x, L.city.bottom + gap, mid.w, cliff_h)
        L.hall = pygame.Rect(mid.x, L.cliff.bottom + gap, mid.w, mid.bottom - L.cliff.bottom - gap)
    _city(L, n_buildings)
    _cliff(L)
    _hall(L)
    return L


def _score_cells(L: Layout) -> None:
    """100 cells around the board edge, clockwise from the top-left corner (0..99)."""
    b = L.board.inflate(-2 * L.px(3), -2 * L.px(3))
    t = L.track_t
    cells: list[pygame.Rect] = []
    # per side counts proportional to length, total 100, corners shared by top/bottom rows
    horiz, vert = b.w, b.h - 2 * t
    per = 100 / (2 * horiz + 2 * vert)
    nt = max(10, round(horiz * per))
    nv = max(4, (100 - 2 * nt) // 2)
    nt = (100 - 2 * nv) // 2
    nb = 100 - 2 * nv - nt
    for i in range(nt):  # top, left -> right
        x0 = b.x + b.w * i // nt
        x1 = b.x + b.w * (i + 1) // nt
        cells.append(pygame.Rect(x0, b.y, x1 - x0, t))
    for i in range(nv):  # right, top -> bottom
        y0 = b.y + t + vert * i // nv
        y1 = b.y + t + vert * (i + 1) // nv
        cells.append(pygame.Rect(b.right - t, y0, t, y1 - y0))
    for i in range(nb):  # bottom, right -> left
        x1 = b.right - b.w * i // nb
        x0 = b.right - b.w * (i + 1) // nb
        cells.append(pygame.Rect(x0, b.bottom - t, x1 - x0, t))
    for i in range(nv):  # left, bottom -> top
        y1 = b.bottom - t - vert * i // nv
        y0 = b.bottom - t - vert * (i + 1) // nv
        cells.append(pygame.Rect(b.x, y0, t, y1 - y0))
    L.score_cells = cells


def _lot_count(n_buildings: int) -> int:
    spare = SPARE_LOTS if n_buildings < 8 else (1 if n_buildings < 12 else 0)
    return max(MIN_LOTS, n_buildings + spare)  # few buildings yet: fewer rows, taller tiles


def _names_fit(L: Layout, w: int, h: int) -> bool:
    """Every building's whole name (in either language) and its agent slot fit a w x h tile."""
    rect = pygame.Rect(0, 0, w, h)
    for key in list(BASIC_TILES) + list(BUILDINGS):
        box = title_box(L, key, rect)
        fit = P.fit_text_block(tile_title(key), L.fs(14), box, bold=True, line_gap=0.9, record=False)
        if not fit.complete or box.y + fit.height + 2 * L.px(8) + L.px(4) > rect.bottom:
            stock = key in BUILDINGS and BUILDINGS[key].stock_kind  # its tag takes the bottom-right corner
            if stock or _corner_slot(L, key, rect) is None:
                return False
    harbor_w = (2 * w + L.px(4)) * 3 // 5  # the Harbor's name beside what it does, on two cells
    return P.font(L.fs(14), True).size(P.w("Waterdeep Harbor"))[0] <= harbor_w


def _corner_slot(L: Layout, key: str, rect: pygame.Rect) -> tuple[pygame.Rect, tuple[int, int, int]] | None:
    """A long name on a small tile may fill the whole tile when its last line leaves the
    bottom-right corner free for the agent slot: (title box, slot) or None."""
    box = title_box(L, key, rect)
    box.h = rect.bottom - L.px(3) - box.y
    fit = P.fit_text_block(tile_title(key), L.fs(14), box, bold=True, line_gap=0.9, record=False)
    r = L.px(8)
    if not fit.complete or not fit.lines:
        return None
    last = P.font(fit.size, True).size(fit.lines[-1])[0]
    cx, cy = rect.right - L.px(6) - r, rect.bottom - L.px(4) - r
    if box.x + last + L.px(4) > cx - r or cy - r < box.y + fit.height - fit.line_h:
        return None
    return box, (cx, cy, r)


def _city_grid(L: Layout, n_buildings: int) -> tuple[bool, int, int, float, float, int]:
    """(names all whole, cols, rows, cell w, cell h, gap): the grid with the largest tiles,
    preferring one where every name is whole; a crowded city packs its tiles closer."""
    city = L.city.inflate(-L.px(8), -L.px(8))
    gap = L.px(6) if n_buildings <= 12 else L.px(4)
    cells = len(BASIC_TILES) + 2 + _lot_count(n_buildings)
    best = None
    for cols in range(3, 8):
        rows = -(-cells // cols)
        w = (city.w - gap * (cols - 1)) / cols
        h = (city.h - gap * (rows - 1)) / rows
        if w <= 0 or h <= 0:
            continue
        score = min(w / 1.75, h) * (0.92 if w / h > 3 else 1.0)
        # a low tile (one line of name over a small slot) leaves its icon row cut: a compact face instead
        ok = (n_buildings <= 12 or h >= L.px(48)) and _names_fit(L, int(w), int(h))
        if best is None or (ok, score) > (best[0], best[1]):
            best = (ok, score, cols, rows, w, h)
    ok, _s, cols, rows, w, h = best  # type: ignore[misc]
    if not ok:
        compact = _compact_grid(L, n_buildings)
        if compact is not None:
            L.compact = True
            return True, *compact
    return ok, cols, rows, w, h, gap


COMPACT_LINES = 3


def _compact_grid(L: Layout, n_buildings: int) -> tuple[int, int, float, float, int] | None:
    """(cols, rows, cell w, cell h, gap) of the roomiest tight grid on which every name fits
    a compact tile face (``compact_slot``), or None."""
    city = L.city.inflate(-L.px(3), -L.px(3))
    gap = L.px(2)
    cells = len(BASIC_TILES) + 2 + _lot_count(n_buildings)
    best = None
    for cols in range(3, 9):
        rows = -(-cells // cols)
        w = (city.w - gap * (cols - 1)) / cols
        h = (city.h - gap * (rows - 1)) / rows
        if w <= 0 or h <= 0:
            continue
        rect = pygame.Rect(0, 0, int(w), int(h))
        faces = [compact_slot(L, k, rect) for k in list(BASIC_TILES) + list(BUILDINGS)]
        if _compact_harbor_face(L, pygame.Rect(0, 0, int(2 * w + gap), int(h))) is not None and all(faces):
            whole_words = all(_whole_words(L, k, face[0]) for k, face in zip(list(BASIC_TILES) + list(BUILDINGS), faces))
            score = (whole_words, min(w / 1.75, h))  # a grid that breaks no word inside wins
            if best is None or score > best[0]:
                best = (score, cols, rows, w, h)
    return None if best is None else (best[1], best[2], best[3], best[4], gap)


def _whole_words(L: Layout, key: str, box: pygame.Rect) -> bool:
    """The compact name wraps only between words (or at a hyphen of its own)."""
    title = P.w(tile_title(key))
    fit = P.fit_text_block(title, L.fs(14), box, bold=True, max_lines=COMPACT_LINES, line_gap=0.9, record=False)
    return " ".join(fit.lines).replace("- ", "-") == " ".join(title.split())


def compact_box(L: Layout, key: str, rect: pygame.Rect) -> pygame.Rect:
    """A compact tile's name box: the whole tile but for the owner's colour bar and a thin edge."""
    x0 = rect.x + L.px(4) + (L.px(5) if key in BUILDINGS else 0)
    return pygame.Rect(x0, rect.y + L.px(1), max(10, rect.right - L.px(3) - x0), max(1, rect.h - L.px(2)))


def compact_slot(L: Layout, key: str, rect: pygame.Rect) -> tuple[pygame.Rect, tuple[int, int, int]] | None:
    """A compact tile face: the whole name (up to three lines at the 14 px floor) and the
    agent slot at the right edge, as low as it goes clear of every line: (box, slot) or None."""
    box = compact_box(L, key, rect)
    fit = P.fit_text_block(tile_title(key), L.fs(14), box, bold=True, max_lines=COMPACT_LINES, line_gap=0.9,
                           record=False)
    if not fit.complete or not fit.lines:
        return None
    ink = text_bands(box, fit)
    r = L.px(8)
    cx = rect.right - L.px(3) - r
    for cy in range(rect.bottom - L.px(2) - r, rect.y + L.px(2) + r - 1, -1):
        if all(right + L.px(2) <= cx - r for top, bottom, right in ink if top < cy + r and bottom > cy - r):
            return box, (cx, cy, r)
    return None


def text_bands(box: pygame.Rect, fit) -> list[tuple[int, int, int]]:
    """(top, bottom, right) of the ink of each fitted line drawn from the top left of ``box``."""
    f = P.font(fit.size, True)
    asc = max(1, f.get_ascent() - int(fit.size * 0.78))  # the blank above capitals and accents
    return [(box.y + j * fit.line_h + asc, box.y + j * fit.line_h + f.get_height() - 1, box.x + f.size(ln)[0])
            for j, ln in enumerate(fit.lines)]


def _city(L: Layout, n_buildings: int) -> None:
    _ok, cols, rows, w, h, gap = _city_grid(L, n_buildings)
    city = L.city.inflate(-L.px(3), -L.px(3)) if L.compact else L.city.inflate(-L.px(8), -L.px(8))
    # spare cells become extra lots
    n_lots = cols * rows - len(BASIC_TILES) - 2
    rects = [pygame.Rect(int(city.x + c * (w + gap)), int(city.y + r * (h + gap)), int(w), int(h))
             for r in range(rows) for c in range(cols)]
    # the harbor takes two cells on the bottom row (the docks), at its right end
    last = (rows - 1) * cols
    hi = last + cols - 2
    harbor = rects[hi].union(rects[hi + 1])
    used = {hi, hi + 1}
    order = [i for i in range(len(rects)) if i not in used]
    # basic buildings across the top rows, lots after them
    for key, i in zip(BASIC_TILES, order[: len(BASIC_TILES)], strict=False):
        L.tiles[key] = rects[i]
        _single_space(L, key, rects[i])
    L.tiles["harbor"] = harbor
    L.lots = [rects[i] for i in order[len(BASIC_TILES):]][:min(n_lots, len(BUILDINGS))]  # no lot past the 24th
    if L.compact:
        _compact_harbor(L, harbor)
        return
    title_h = int(L.fs(14) * 1.3) + L.px(3)  # the slots stay below the Harbor's name
    r = max(L.px(8), min(int(harbor.h * 0.26), L.px(17), (harbor.h - title_h - L.px(5)) // 2))
    slot_w = harbor.w / 3.4
    for i, sp in enumerate(("h1", "h2", "h3")):
        cx = int(harbor.x + slot_w * (i + 0.75))
        cy = int(max(harbor.bottom - harbor.h * 0.38, harbor.y + title_h + r + L.px(1)))
        L.slots[sp] = (cx, cy, r)
        top = harbor.y + max(int(harbor.h * 0.3), title_h)  # its glow stays off the Harbor's name
        L.spaces[sp] = pygame.Rect(cx - int(slot_w / 2), top, int(slot_w), harbor.bottom - top)


def _compact_harbor_face(L: Layout, harbor: pygame.Rect) -> tuple[int, int, pygame.Rect] | None:
    """(slot radius, slot pitch, name box) of a low Harbor whose name (up to two lines) stays
    whole beside its three numbered slots; the slots shrink to the floor first. None: no fit."""
    num = P.font(L.fs(14), True).size("3")[0]
    for r in range(max(L.px(8), min(L.px(10), (harbor.h - L.px(6)) // 2)), L.px(8) - 1, -1):
        slot_w = 2 * r + L.px(4) + num + L.px(5)
        x0 = harbor.right - L.px(3) - 3 * slot_w
        box = pygame.Rect(harbor.x + L.px(6), harbor.y + L.px(1), x0 - harbor.x - L.px(8), harbor.h - L.px(2))
        if box.w < 10:
            return None
        fit = P.fit_text_block("Waterdeep Harbor", L.fs(14), box, bold=True, max_lines=2, line_gap=0.9, record=False)
        if fit.complete:
            return r, slot_w, box
    return None


def _compact_harbor(L: Layout, harbor: pygame.Rect) -> None:
    """A low Harbor: its three slots in a row at the right, its name (up to two lines) at the left."""
    face = _compact_harbor_face(L, harbor)
    r, slot_w, box = face if face is not None else (L.px(8), 3 * L.px(8), harbor)
    x0 = harbor.right - L.px(3) - 3 * slot_w
    for i, sp in enumerate(("h1", "h2", "h3")):
        sx = x0 + i * slot_w
        L.slots[sp] = (sx + r + L.px(2), harbor.centery, r)
        L.spaces[sp] = pygame.Rect(sx, harbor.y, slot_w, harbor.h)
    L.title_boxes["harbor"] = box


def tile_title(key: str) -> str:
    """A tile's whole name in the table's language (no short forms: names are shown whole)."""
    return building_title(key, P.LANG)


def title_box(L: Layout, key: str, rect: pygame.Rect) -> pygame.Rect:
    """Where a city tile's name may go: its top (after the owner's colour bar on a bought
    building), above the smallest agent slot."""
    owned = key in BUILDINGS
    x0 = rect.x + L.px(6) + (L.px(3) if owned else 0)
    right = rect.right - L.px(6)  # the owner's token sits beside the agent slot, not beside the name
    return pygame.Rect(x0, rect.y + L.px(3), max(10, right - x0), max(1, rect.h - L.px(3) - 2 * L.px(8) - L.px(6)))


def _single_space(L: Layout, key: str, rect: pygame.Rect) -> None:
    """The agent slot sits at the tile's bottom left, below the whole name: it shrinks (to a
    floor) when the name takes two lines."""
    L.title_boxes.pop(key, None)
    if L.compact:
        face = compact_slot(L, key, rect)
        if face is not None:
            L.title_boxes[key], L.slots[key] = face
            L.spaces[key] = rect
            return
    fit = P.fit_text_block(tile_title(key), L.fs(14), title_box(L, key, rect), bold=True, line_gap=0.9, record=False)
    if not fit.complete:
        corner = _corner_slot(L, key, rect)
        if corner is not None:
            L.title_boxes[key], L.slots[key] = corner
            L.spaces[key] = rect
            return
    top = rect.y + L.px(3) + fit.height
    r = min(int(rect.h * 0.26), L.px(17) if rect.w >= L.px(110) else L.px(12))  # a narrow tile keeps room for icons
    cy = rect.bottom - r - L.px(7)
    if cy - r < top + L.px(1):
        room = rect.bottom - L.px(3) - top
        r = max(L.px(8), min(r, (room - L.px(2)) // 2))
        cy = top + max(r + L.px(1), room // 2)
    L.slots[key] = (rect.x + r + L.px(8), cy, r)
    L.spaces[key] = rect


def lot_rects(L: Layout, keys: list[str]) -> None:
    """Assign the buildings in play (in order entered) to lots; updates spaces and slots."""
    for key, rect in zip(keys, L.lots, strict=False):
        L.tiles[key] = rect
        _single_space(L, key, rect)


def _cliff(L: Layout) -> None:
    p = L.cliff.inflate(-L.px(10), -L.px(8))
    gap = L.px(6)
    head = L.px(30)
    title = P.font(L.fs(14), True).size(P.w("Cliffwatch Inn"))[0] + L.px(18)  # the title stays whole
    sw = min(L.px(120), (p.w - max(L.px(118), title) - 2 * gap) // 3)
    x0 = p.right - 3 * sw - 2 * gap
    for i, sp in enumerate(("cw1", "cw2", "cw3")):
        r = pygame.Rect(x0 + i * (sw + gap), p.y, sw, head)
        L.spaces[sp] = r
        rr = min(head // 2 - L.px(2), L.px(13))
        L.slots[sp] = (r.x + rr + L.px(4), r.centery, rr)
    body = pygame.Rect(p.x, p.y + head + gap, p.w, p.bottom - p.y - head - gap)
    cw = (body.w - gap) // 2
    chh = (body.h - gap) // 2
    L.cliff_cards = [pygame.Rect(body.x + (i % 2) * (cw + gap), body.y + (i // 2) * (chh + gap), cw, chh) for i in range(4)]


def _hall(L: Layout) -> None:
    p = L.hall.inflate(-L.px(10), -L.px(8))
    gap = L.px(6)
    head = L.px(30)
    title = P.font(L.fs(14), True).size(P.w("Builder's Hall"))[0] + L.px(18)
    sw = min(int(p.w * 0.5), max(int(p.w * 0.34), L.px(130)), p.w - title)
    r = pygame.Rect(p.right - sw, p.y, sw, head)
    L.spaces["builders_hall"] = r
    rr = min(head // 2 - L.px(2), L.px(13))
    L.slots["builders_hall"] = (r.x + rr + L.px(4), r.centery, rr)
    body = pygame.Rect(p.x, p.y + head + gap, p.w, p.bottom - p.y - head - gap)
    stack_w = L.px(34)
    cw = min((body.w - stack_w - 3 * gap) // 3, int(body.h * 1.6))
    L.hall_cards = [pygame.Rect(body.x + i * (cw + gap), body.y, cw, body.h) for i in range(3)]
    L.hall_stack = pygame.Rect(body.right - stack_w, body.y + L.px(6), stack_w, body.h - L.px(12))


def hand_layout(L: Layout, n_intrigue: int, n_quests: int, show_lord: bool) -> dict[str, list[pygame.Rect]]:
    """Card rects in the hand strip: lord, intrigue cards, active quests (overlapping when many)."""
    h = L.hand.inflate(0, -L.px(10))
    ch = h.h - L.px(22)
    cw = int(ch * 0.78)
    gap = L.px(10)
    x = h.x + L.px(4)
    y = h.y + L.px(20)
    out: dict[str, list[pygame.Rect]] = {"lord": [], "intrigue": [], "quests": [], "labels": []}
    if show_lord:
        lw = int(cw * 1.25)
        out["lord"].append(pygame.Rect(x, y, lw, ch))
        out["labels"].append(pygame.Rect(x, h.y, lw, L.px(18)))
        x += lw + gap * 2
    avail = h.right - x - L.px(4)
    ni, nq = n_intrigue, n_quests
    qw = int(cw * 1.12)
    need = ni * (cw + L.px(6)) + nq * (qw + L.px(6)) + (gap * 2 if ni and nq else 0)
    if 0 < need < avail:  # room to spare: wider cards show whole names and more text
        grow = min(1.6, avail / need)
        ci, qw = int(cw * grow), int(qw * grow)
    else:
        ci = cw
    need_i = ni * (ci + L.px(6))
    need_q = nq * (qw + L.px(6))
    share_i = avail * (need_i / max(1, need_i + need_q)) if (ni and nq) else (avail if ni else 0)
    share_i = max(min(share_i, need_i), min(avail * 0.35, need_i), L.px(96)) if ni else 0
    for kind, n, w, share in (("intrigue", ni, ci, share_i), ("quests", nq, qw, avail - share_i - (gap * 2 if ni else 0))):
        if n == 0:
            if kind == "intrigue":
                out["labels"].append(pygame.Rect(x, h.y, 0, L.px(18)))
            continue
        step = min(w + L.px(6), (share - w) / max(1, n - 1)) if n > 1 else w
        step = max(step, L.px(14))
        out["labels"].append(pygame.Rect(x, h.y, int(share), L.px(18)))
        for i in range(n):
            out[kind].append(pygame.Rect(int(x + i * step), y, w, ch))
        x = int(x + (n - 1) * step + w + gap * 2)
    return out
