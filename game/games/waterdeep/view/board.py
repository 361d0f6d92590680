"""The city board: the cached static layer (parchment, score and round tracks, building tiles,
Cliffwatch Inn, Builder's Hall) and the cheap per-frame overlay (agents, score markers,
glowing legal targets, hover)."""

from __future__ import annotations

import math

import pygame

import game.games.waterdeep.view.cards as C
import game.games.waterdeep.view.layout as LY
import game.games.waterdeep.view.paint as P
from game.games.waterdeep.content import BASIC, BUILDINGS, SPACE_INDEX
from game.games.waterdeep.legality import cost as building_cost
from game.games.waterdeep.state import AMB
from game.games.waterdeep.view.layout import Layout
from game.ui.render.effects import darken, lighten, mix

PHASES = {"setup": "Setup", "round_start": "Round start", "ambassador": "Ambassador", "placement": "Placement",
          "reassign": "Reassignment", "over": "Final scoring"}


def static_key(L: Layout, s) -> tuple:
    return (P.LANG, tuple(L.rect), L.scale, s.round, s.phase, s.first_player, s.buildings, s.hall, s.cliffwatch,
            len(s.quest_deck), len(s.quest_discard), len(s.intrigue_deck), len(s.intrigue_discard),
            len(s.building_stack), s.ambassador, s.ambassador_holder, s.public_costs, s.supply)


def build_static(L: Layout, s, colours, shapes, names) -> pygame.Surface:
    surf = pygame.Surface(L.rect.size)
    off = (-L.rect.x, -L.rect.y)

    def R(r: pygame.Rect) -> pygame.Rect:
        return r.move(off)

    # table: dark walnut with a soft gradient
    surf.blit(_table(L.rect.size), (0, 0))
    # hand mat
    hm = R(L.hand)
    mat = P.rounded_panel(hm.size, (70, 52, 38), (52, 38, 28), (110, 86, 56), L.px(10), 1)
    surf.blit(mat, hm)
    # board parchment with gold-leaf frame and shadow
    b = R(L.board)
    paper = P.parchment(b.size, P.PARCH, 5, 0.3)
    P.shadowed(surf, paper, b, L.px(8), L.px(5), L.px(7), 130)
    pygame.draw.rect(surf, P.GOLD_DARK, b, max(2, L.px(3)), border_radius=L.px(4))
    pygame.draw.rect(surf, P.GOLD_LIGHT, b.inflate(-L.px(3) * 2, -L.px(3) * 2), 1)
    _score_track(surf, L, off)
    _top_band(surf, L, s, off, colours, shapes, names)
    _city(surf, L, s, off, colours, shapes, names)
    _cliff(surf, L, s, off)
    _hall(surf, L, s, off)
    return surf


def _table(size) -> pygame.Surface:
    from game.ui.render.effects import vertical_gradient

    return vertical_gradient(size, (54, 40, 30), (34, 25, 19))


def _score_track(surf, L: Layout, off) -> None:
    f = L.fs(14)
    for i, c in enumerate(L.score_cells):
        r = c.move(off)
        base = P.PARCH_LIGHT if i % 2 == 0 else P.PARCH
        if i % 10 == 0:
            base = mix(P.GOLD_LIGHT, P.PARCH, 0.4)
        pygame.draw.rect(surf, base, r)
        pygame.draw.rect(surf, mix(P.INK_FAINT, P.PARCH, 0.4), r, 1)
        if i % 10 == 0 or (i % 5 == 0 and min(r.w, r.h) >= f * 1.3):
            P.blit(surf, str(i), f if i % 10 == 0 else max(14, int(f * 0.9)), P.INK if i % 10 == 0 else P.INK_FAINT,
                   r.center, "center", bold=i % 10 == 0)
    inner = L.board.move(off).inflate(-2 * L.track_t - 2 * L.px(3), -2 * L.track_t - 2 * L.px(3))
    pygame.draw.rect(surf, P.GOLD_DARK, inner.inflate(L.px(4), L.px(4)), max(1, L.px(2)))


def _top_band(surf, L: Layout, s, off, colours, shapes, names) -> None:
    f = L.fs(15)
    band = L.top_band.move(off)
    pygame.draw.line(surf, mix(P.INK_FAINT, P.PARCH, 0.3), (band.x, band.bottom), (band.right, band.bottom), 1)
    for i, rr in enumerate(L.rounds):
        r = rr.move(off)
        n = i + 1
        cur = n == s.round
        past = n < s.round
        top, bot = (P.GOLD_LIGHT, P.GOLD) if cur else ((214, 198, 162), (196, 176, 136)) if past else (P.PARCH_LIGHT, P.PARCH)
        img = P.rounded_panel(r.size, top, bot, P.GOLD_DARK if cur else P.INK_FAINT, L.px(5), 2 if cur else 1)
        if cur:
            P.shadowed(surf, img, r, L.px(5), L.px(2), L.px(3), 90)
        else:
            surf.blit(img, r)
        P.blit(surf, str(n), L.fs(18) if cur else f, P.INK if not past else P.INK_FAINT,
               (r.centerx, r.centery - (L.px(4) if n == 5 else 0)), "center", bold=True)
        if n == 5:
            P.blit(surf, "+1", L.fs(14), P.CRIMSON if s.round < 5 else P.INK_FAINT, (r.right - L.px(3), r.bottom), "bottomright",
                   bold=True)
    d = L.decks.move(off)
    x = d.x
    cy = d.centery
    ic = L.fs(18)
    rnd = max(1, s.round)
    for label in (f"{P.w('Round')} {rnd}/8 · {P.w(PHASES.get(s.phase, s.phase))}", f"{P.w('Round')} {rnd}/8"):
        row, size = P.fit_icons([("text", label)], f, L.fs(14), d.w // 2)  # the phase gives way first
        if row:
            x = P.draw_icon_line(surf, row, size, (x, cy), max_width=d.w // 2).right + L.px(12)
            break
    # first player marker
    fp = s.first_player
    if 0 <= fp < len(colours):
        tok = P.agent_icon(colours[fp], shapes[fp], L.px(9))
        P.blit(surf, "First:", f, P.INK_SOFT, (x, cy), "midleft")
        x += P.font(f).size("First:")[0] + L.px(4)
        surf.blit(tok, tok.get_rect(midleft=(x, cy)))
        x += tok.get_width() + L.px(2)
        x = P.blit(surf, names[fp], f, P.INK, (x, cy), "midleft", bold=True, max_width=L.px(90)).right + L.px(12)
    items = [("card", "Q", 1), ("text", str(len(s.quest_deck))), ("text", "  "), ("card", "I", 1),
             ("text", str(len(s.intrigue_deck)))]
    if s.ambassador in ("palace", "held", "board"):
        who = names[s.ambassador_holder] if s.ambassador == "held" and 0 <= s.ambassador_holder < len(names) else \
            P.w("at the Palace" if s.ambassador == "palace" else "on the board")
        items += [("text", f"  {P.w('Ambassador:')} {who}")]
    room = max(10, d.right - x)
    row, size = P.fit_icons(items, ic, L.fs(14), room)
    if not row:  # the Ambassador's place gives way first (the decks' hover says it)
        row, size = P.fit_icons(items[:5], ic, L.fs(14), room)
    if row:
        P.draw_icon_line(surf, row, size, (x, cy), max_width=room)


def _tile(surf, L: Layout, r: pygame.Rect, title: str, icons: list, base=(228, 212, 174), edge=None,
          owner=None, stock_items=None, slot_key: str | None = None) -> None:
    f = L.fs(14)
    if L.compact and slot_key in L.title_boxes:
        _compact_tile(surf, L, r, title, base, edge, owner, slot_key)
        return
    img = P.rounded_panel(r.size, lighten(base, 0.25), base, edge or P.INK_SOFT, L.px(6), 2)
    P.shadowed(surf, img, r, L.px(6), L.px(3), L.px(4), 90)
    pad = L.px(6)
    tok = None
    if owner is not None:  # the owner's colour bar along the left; the token beside the agent slot
        colour, shape = owner
        tok = P.agent_icon(colour, shape, L.px(7))
        pygame.draw.rect(surf, colour, (r.x + L.px(3), r.y + L.px(3), L.px(4), r.h - L.px(6)), border_radius=L.px(2))
    corner = L.title_boxes.get(slot_key or "")
    box = corner.move(r.x - L.tiles.get(slot_key, r).x, r.y - L.tiles.get(slot_key, r).y) if corner else \
        LY.title_box(L, slot_key or "", r)
    fit = P.blit_fit(surf, title, f, P.INK, box, bold=True, line_gap=0.9)
    used = fit.height
    if tok is not None and fit.lines:  # the token pins the top-right corner when the name leaves room
        first = P.font(fit.size, True).size(fit.lines[0])[0]
        if box.x + first + L.px(3) + tok.get_width() <= r.right - L.px(2):
            surf.blit(tok, tok.get_rect(topright=(r.right - L.px(2), r.y + L.px(1))))
            tok = None
    x0 = box.x
    rad = 0
    if slot_key and slot_key in L.slots:
        cx, cy, rad = L.slots[slot_key]
        sl = P.slot_surface(rad)
        surf.blit(sl, sl.get_rect(center=(cx - L.rect.x, cy - L.rect.y)))
        ix = cx - L.rect.x + rad + L.px(6)
        iy = cy - L.rect.y
    else:
        ix = x0
        iy = r.y + L.px(3) + used + (r.bottom - (r.y + L.px(3) + used)) // 2
    if tok is not None:
        surf.blit(tok, tok.get_rect(midleft=(ix, iy)))
        ix += tok.get_width() + L.px(5)
    isz = max(L.fs(16), int(rad * 1.25))
    room = r.right - ix - pad
    if stock_items:
        tsz = L.fs(16) if r.h >= L.px(70) else L.fs(14)  # a small tile: the tag stays clear of a 2-line name
        sw = P.icon_line_width(stock_items, tsz) + L.px(6)
        tag = pygame.Rect(r.right - pad - sw, r.bottom - L.px(3) - tsz - L.px(4), sw, tsz + L.px(4))
        pygame.draw.rect(surf, lighten(base, 0.45), tag, border_radius=L.px(5))
        pygame.draw.rect(surf, P.GOLD_DARK, tag, 1, border_radius=L.px(5))
        P.draw_icon_line(surf, stock_items, tsz, (tag.x + L.px(3), tag.centery), max_width=sw)
        room = tag.x - ix - L.px(4)
    if corner is not None or room < 14:  # no icon row: the tile's hover card shows its action
        icons = []
    icons, isz = P.fit_icons(icons, isz, max(14, L.px(12)), room) if icons else ([], isz)
    if ICON_LOG is not None:
        ICON_LOG.append((title, isz, P.icon_line_width(icons, isz), room))
    if icons:
        P.draw_icon_line(surf, icons, isz, (ix, iy), max_width=room)


ICON_LOG: list | None = None  # tests: (tile title, icon size, width, room) of every tile drawn


def _compact_tile(surf, L: Layout, r: pygame.Rect, title: str, base, edge, owner, key: str) -> None:
    """A crowded city's tile: the whole name, the agent slot at the right edge and the owner's
    colour as a bar and a corner; the action, the stock and the owner's name are in the hover card."""
    frame = darken(owner[0], 0.15) if owner is not None else edge or P.INK_SOFT
    img = P.rounded_panel(r.size, lighten(base, 0.25), base, frame, L.px(4), 2 if owner is not None else 1)
    P.shadowed(surf, img, r, L.px(4), L.px(2), L.px(3), 80)
    dx, dy = r.x - L.tiles[key].x, r.y - L.tiles[key].y
    if owner is not None:  # the owner's colour: the frame and a bar down the left edge
        pygame.draw.rect(surf, owner[0], (r.x + L.px(2), r.y + L.px(2), L.px(4), r.h - L.px(4)), border_radius=L.px(2))
    P.blit_fit(surf, title, L.fs(14), P.INK, L.title_boxes[key].move(dx, dy), bold=True,
               max_lines=LY.COMPACT_LINES, line_gap=0.9)
    cx, cy, rad = L.slots[key]
    sl = P.slot_surface(rad)
    surf.blit(sl, sl.get_rect(center=(cx + dx, cy + dy)))
    if ICON_LOG is not None:
        ICON_LOG.append((title, 0, 0, 0))  # no icon row: the hover card shows the action


def _city(surf, L: Layout, s, off, colours, shapes, names) -> None:
    city = L.city.move(off)
    # the map: a faint city plan with streets, and the sea under the docks
    pygame.draw.rect(surf, mix(P.PARCH, P.PARCH_DARK, 0.35), city, border_radius=L.px(8))
    harbor = L.tiles["harbor"].move(off)
    sea = pygame.Rect(city.x, harbor.y - L.px(3), city.w, city.bottom - harbor.y + L.px(3))
    pygame.draw.rect(surf, mix(P.SEA_LIGHT, P.PARCH, 0.55), sea, border_bottom_left_radius=L.px(8),
                     border_bottom_right_radius=L.px(8))
    for i in range(6):
        y = sea.y + L.px(6) + i * L.px(7)
        if y > sea.bottom - 3:
            break
        for x in range(sea.x + L.px(10) + (i % 2) * L.px(14), sea.right - L.px(10), L.px(30)):
            pygame.draw.arc(surf, mix(P.SEA, P.PARCH, 0.45), (x, y, L.px(12), L.px(6)), 0.3, 2.8, 1)
    pygame.draw.rect(surf, P.INK_FAINT, city, 1, border_radius=L.px(8))
    for key in ("aurora", "blackstaff", "castle", "field_of_triumph", "grinning_lion", "plinth"):
        r = L.tiles[key].move(off)
        _tile(surf, L, r, LY.tile_title(key), P.steps_icons(BASIC[key].action, compact=True), slot_key=key)
    # harbor
    hr = harbor
    img = P.rounded_panel(hr.size, mix(P.SEA_LIGHT, P.PARCH_LIGHT, 0.55), mix(P.SEA_LIGHT, P.PARCH, 0.3), darken(P.SEA, 0.2), L.px(6), 2)
    P.shadowed(surf, img, hr, L.px(6), L.px(3), L.px(4), 90)
    f = L.fs(14)
    hbox = L.title_boxes.get("harbor")
    if hbox is not None:  # a crowded city: the name beside the slots, what it does in the hover card
        P.blit_fit(surf, "Waterdeep Harbor", f, P.INK, hbox.move(off), bold=True, max_lines=2, line_gap=0.9)
    else:
        title = P.blit(surf, "Waterdeep Harbor", f, P.INK, (hr.x + L.px(8), hr.y + L.px(3)), bold=True,
                       max_width=hr.w * 3 // 5)
        x = title.right + L.px(10)  # what the Harbor does, beside its name; shortened rather than shrunk
        room = hr.right - L.px(8) - x
        items = [("text", "Play"), ("card", "I", 1), ("text", "· reassign")]
        if P.icon_line_width(items, L.fs(14)) > room:
            items = items[:2]
        P.draw_icon_line(surf, items, L.fs(14), (x, hr.y + L.px(3) + f // 2 + 2), max_width=room)
    for i, sp in enumerate(("h1", "h2", "h3")):
        cx, cy, rad = L.slots[sp]
        sl = P.slot_surface(rad, mix(P.SEA_LIGHT, P.PARCH_DARK, 0.5))
        surf.blit(sl, sl.get_rect(center=(cx + off[0], cy + off[1])))
        P.blit(surf, str(i + 1), L.fs(14), P.INK_SOFT, (cx + off[0] + rad + L.px(4), cy + off[1]), "midleft", bold=True)
    # lots: bought buildings in the order they entered play, then empty lots
    keys = [k for k, _o, _st in s.buildings]
    for i, lot in enumerate(L.lots):
        r = lot.move(off)
        if i < len(keys):
            k, o, st = s.buildings[i]
            b = BUILDINGS[k]
            owner = (colours[o], shapes[o]) if 0 <= o < len(colours) else None
            stock = None
            if b.stock_kind:
                stock = [("text", str(st)), _stock_item(b.stock_kind, st)]
            # symbols, not words, on a small tile; the stock tag says what can be taken
            icons = P.steps_icons(b.action, compact=True) if not b.stock_kind else [_stock_item(b.stock_kind, 0)] + \
                P.steps_icons(tuple(x for x in b.action if x[0] != "take_stock"), compact=True)
            _tile(surf, L, r, LY.tile_title(k), icons, base=(222, 204, 164), owner=owner, stock_items=stock, slot_key=k)
        else:
            _dashed(surf, r, mix(P.INK_FAINT, P.PARCH, 0.3), L.px(6))
            if i == len(keys) and r.h > f * 1.5:
                P.blit(surf, "building lot", f, mix(P.INK_FAINT, P.PARCH, 0.2), r.center, "center")


def _stock_item(kind: str, n: int) -> tuple:
    if kind in "CFRW":
        return ("cube", kind, 1)
    if kind == "G":
        return ("gold", 0)
    return ("vp", 0)


def _dashed(surf, r: pygame.Rect, colour, radius: int) -> None:
    dash = 6
    for x in range(r.x + radius, r.right - radius, dash * 2):
        pygame.draw.line(surf, colour, (x, r.y), (min(x + dash, r.right - radius), r.y))
        pygame.draw.line(surf, colour, (x, r.bottom - 1), (min(x + dash, r.right - radius), r.bottom - 1))
    for y in range(r.y + radius, r.bottom - radius, dash * 2):
        pygame.draw.line(surf, colour, (r.x, y), (r.x, min(y + dash, r.bottom - radius)))
        pygame.draw.line(surf, colour, (r.right - 1, y), (r.right - 1, min(y + dash, r.bottom - radius)))


def _panel(surf, L: Layout, r: pygame.Rect, title: str, right: int | None = None) -> None:
    """A parchment panel with its title at the top left (left of ``right``, the first plaque)."""
    img = P.rounded_panel(r.size, mix(P.PARCH_DARK, P.PARCH, 0.55), P.PARCH_DARK, P.GOLD_DARK, L.px(8), 2,
                          inner=mix(P.GOLD, P.PARCH, 0.3))
    P.shadowed(surf, img, r, L.px(8), L.px(3), L.px(5), 110)
    room = (right if right is not None else r.right) - r.x - L.px(14)
    P.blit(surf, title, L.fs(17), P.INK, (r.x + L.px(10), r.y + L.px(4) + L.px(15)), "midleft", bold=True,
           max_width=max(10, room))


def _plaque(surf, L: Layout, r: pygame.Rect, icons: list, slot: tuple, short: list | None = None) -> None:
    img = P.rounded_panel(r.size, P.PARCH_LIGHT, P.PARCH, P.INK_SOFT, L.px(5), 1)
    surf.blit(img, r)
    cx, cy, rad = slot
    sl = P.slot_surface(rad)
    surf.blit(sl, sl.get_rect(center=(cx, cy)))
    x = cx + rad + L.px(4)
    room = r.right - x - L.px(3)
    words = [i for i in icons if i[0] == "text"]
    floor = 14 if L.scale >= 1 else 10  # icons (never words) down to 10 px in the smallest window
    cands = [(icons, 14 if words else floor), (short or [], 14), (words, 14), ([i for i in icons if i[0] != "text"], floor)]
    for cand, low in cands:  # the whole row, else a shorter word, else part of it (the hover has the rest)
        items, size = P.fit_icons(cand, L.fs(14), low, room) if cand else ([], 0)
        if items:
            P.draw_icon_line(surf, items, size, (x, r.centery), max_width=room)
            return


def _cliff(surf, L: Layout, s, off) -> None:
    p = L.cliff.move(off)
    _panel(surf, L, p, "Cliffwatch Inn", L.spaces["cw1"].x + off[0])
    icons = {"cw1": [("card", "Q", 1), ("gold", 2)], "cw2": [("card", "Q", 1), ("card", "I", 1)],
             "cw3": [("text", "Reset"), ("card", "Q", 1)]}
    for sp in ("cw1", "cw2", "cw3"):
        cx, cy, rad = L.slots[sp]
        _plaque(surf, L, L.spaces[sp].move(off), icons[sp], (cx + off[0], cy + off[1], rad))
    fsz = L.fs(14)
    for i, r in enumerate(L.cliff_cards):
        rr = r.move(off)
        if i < len(s.cliffwatch) and s.cliffwatch[i]:
            P.note(s.cliffwatch[i])
            face = C.quest_face(s.cliffwatch[i], rr.size, fsz)
            P.shadowed(surf, face, rr, L.px(6), L.px(3), L.px(4), 100)
        else:
            _dashed(surf, rr, P.INK_FAINT, L.px(6))


def _hall(surf, L: Layout, s, off) -> None:
    p = L.hall.move(off)
    _panel(surf, L, p, "Builder's Hall", L.spaces["builders_hall"].x + off[0])
    cx, cy, rad = L.slots["builders_hall"]
    _plaque(surf, L, L.spaces["builders_hall"].move(off), [("text", "Buy a building")], (cx + off[0], cy + off[1], rad),
            [("text", "Buy")])
    fsz = L.fs(14)
    for i, r in enumerate(L.hall_cards):
        rr = r.move(off)
        if i < len(s.hall):
            key, vp = s.hall[i]
            P.note(BUILDINGS[key].name)
            face = C.hall_face(key, rr.size, fsz, building_cost(s, key))
            P.shadowed(surf, face, rr, L.px(6), L.px(3), L.px(4), 100)
            if vp:
                ic = P.vp_icon(L.fs(22))
                pos = (rr.right - L.px(4), rr.bottom - L.px(4))
                surf.blit(ic, ic.get_rect(bottomright=pos))
                P.blit(surf, f"{vp}", L.fs(16), P.INK, (pos[0] - ic.get_width() - L.px(2), pos[1] - ic.get_height() // 2),
                       "midright", bold=True)
        else:
            _dashed(surf, rr, P.INK_FAINT, L.px(6))
    st = L.hall_stack.move(off)
    if s.building_stack:
        back = C.card_back("building", st.size)
        P.shadowed(surf, back, st, L.px(4), L.px(2), L.px(3), 90)
    else:
        _dashed(surf, st, P.INK_FAINT, L.px(4))
    P.blit(surf, str(len(s.building_stack)), L.fs(16), P.INK if not s.building_stack else (250, 240, 220),
           st.center, "center", bold=True)


# ----- per-frame overlay ----------------------------------------------------------------------
def agent_slots(L: Layout, s) -> list[tuple[str, int, tuple[int, int], int]]:
    """(space, occupant code, centre, radius) for every agent on the board."""
    out = []
    for sp, idx in SPACE_INDEX.items():
        occ = s.occupancy[idx] if idx < len(s.occupancy) else ()
        if not occ:
            continue
        slot = L.slots.get(sp)
        if slot is None:
            continue
        cx, cy, r = slot
        for j, code in enumerate(occ):
            out.append((sp, code, (cx + j * int(r * 1.1), cy - j * int(r * 0.4)), r))
    return out


def draw_agent(surface, code: int, pos, r: int, colours, shapes) -> None:
    if code == AMB:
        img = P.ambassador_icon(int(r * 0.9))
    elif 0 <= code < len(colours):
        img = P.agent_icon(colours[code], shapes[code], int(r * 0.9))
    else:
        return
    surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))


def marker_radius(L: Layout) -> int:
    """The radius of a score marker on the track."""
    return max(5, int(L.track_t * 0.42))


MARKER_OVERLAP = 0.1  # markers sharing a space may overlap by at most this part of a diameter


def score_positions(L: Layout, vps: list[float]) -> list[tuple[int, int]]:
    """Marker centre for each seat. Seats on the same space (all of them at the start, on 0 in
    the corner) spread along the track in a zigzag across it, so that no marker hides another
    (neighbours overlap by at most ``MARKER_OVERLAP`` of a diameter) and the group stays on its
    space and the next ones, inside the board."""
    cells = L.score_cells
    groups: dict[int, list[int]] = {}
    for seat, v in enumerate(vps):
        groups.setdefault(int(v) % 100, []).append(seat)
    out = [(0, 0)] * len(vps)
    for seat, v in enumerate(vps):
        iv = int(v)
        frac = v - iv
        a = cells[iv % 100].center
        b = cells[(iv + 1) % 100].center
        out[seat] = (int(a[0] + (b[0] - a[0]) * frac), int(a[1] + (b[1] - a[1]) * frac))
    for cell, g in groups.items():
        if len(g) > 1:
            for seat, pos in zip(g, _spread(L, cell, [out[k] for k in g]), strict=True):
                out[seat] = pos
    return out


def _spread(L: Layout, cell: int, centres: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Positions for markers sharing ``cell``: a zigzag along the track around the group's mean
    centre (markers alternate sides of the track's middle line), shifted to stay on the board."""
    n = len(centres)
    r = marker_radius(L)
    d = 2 * r * (1 - MARKER_OVERLAP)  # the closest two markers may come
    across = min(d * 0.8, L.track_t * 0.6)  # the zigzag's width, across the track
    step = max(d / 2, math.sqrt(max(0.0, d * d - across * across))) + 1  # along the track
    cx = sum(c[0] for c in centres) / n
    cy = sum(c[1] for c in centres) / n
    rect = L.score_cells[cell]
    top, bottom = L.score_cells[0].y, max(c.bottom for c in L.score_cells)
    horizontal = rect.y == top or rect.bottom == bottom  # the top and bottom rows run left-right
    pts = []
    for k in range(n):
        along = (k - (n - 1) / 2) * step
        side = (-0.5 if k % 2 == 0 else 0.5) * across
        pts.append((cx + along, cy + side) if horizontal else (cx + side, cy + along))
    edge = r + L.px(3)  # the whole token (outline and shadow too) clear of the board's clip
    bounds = L.board.inflate(-2 * edge, -2 * edge)
    dx = _shift_into([p[0] for p in pts], bounds.left, bounds.right)
    dy = _shift_into([p[1] for p in pts], bounds.top, bounds.bottom)
    return [(int(round(x + dx)), int(round(y + dy))) for x, y in pts]


def _shift_into(values: list[float], lo: float, hi: float) -> float:
    """How far to move ``values`` so that they lie within [lo, hi] (as far as they can)."""
    if min(values) < lo:
        return lo - min(values)
    if max(values) > hi:
        return hi - max(values)
    return 0.0


def pulse(t: float) -> float:
    return 0.55 + 0.45 * (0.5 + 0.5 * math.sin(t * 4.2))
