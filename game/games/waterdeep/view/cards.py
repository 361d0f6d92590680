"""Card and tile faces: quests, Intrigue cards, Lords, buildings, card backs. Cached by
(name, size, flags) so drawing a frame only blits."""

from __future__ import annotations

from functools import lru_cache

import pygame

import game.games.waterdeep.view.paint as P
from game.games.waterdeep.cardtext import TYPE_HU, building_title, card_name, intrigue_text, quest_icon
from game.games.waterdeep.content import ALL_QUESTS, BUILDINGS, INTRIGUE, LORDS
from game.ui.render.effects import darken, mix
from game.ui.render.textfit import Fit, wrap


def _fs(h: int, base: float) -> int:
    return max(14, int(h * base))


def quest_face(name: str, size: tuple[int, int], fsz: int, hot: bool = False, dim: bool = False) -> pygame.Surface:
    """Cached per language: the face carries words."""
    return _quest_face(name, size, fsz, hot, dim, P.LANG)


def _quest_rows(q) -> tuple[list[tuple], list[tuple]]:
    req = P.res_icons(q.req, q.req_gold)
    rew = [("vp", q.vp)] if q.vp else []
    rew += P.res_icons(q.rew, q.rew_gold)
    if q.rew_intrigue:
        rew.append(("card", "I", q.rew_intrigue))
    if q.special:
        rew.append(("text", "PLOT" if q.plot else "+"))
    return req, rew or [("text", "—")]


ICON_FLOOR = 0.85  # an icon row shrinks to at most this share of its size (12 px beside 14 px text)


def _icons_at(rows: list[list[tuple]], size: int, floor: int, room: int) -> int:
    """The largest icon size in [floor, size] at which every row fits ``room``; 0 if none."""
    for sz in range(size, floor - 1, -1):
        if all(P.icon_line_width(r, sz) <= room for r in rows):
            return sz
    return 0


def _whole_words(text: str, fit) -> bool:
    """The fitted lines break only between words (or at a hyphen the text has)."""
    return " ".join(fit.lines).replace("- ", "-") == " ".join(text.split())


def _quest_layout(shown: str, q, fsz: int, x0: int, top: int, tw: int, h: int, pad: int, icon: int):
    """The quest face's arrangement: (kind, name fit, bold, icon size, inline x). Kinds: "two"
    (name, then needs and gives on a row each), "one" (name, then "needs -> gives"), "inline"
    (the icons after the name's last line), "name" (the whole name alone: the icons are in the
    hover). The name is always whole (bold, else regular on a small card) and the icons never
    below ``ICON_FLOOR`` of their size (10 px on the smallest cards): the layout that keeps both
    largest wins. Only a name too long for the whole card is cut."""
    row = int(icon * 1.2)
    req, rew = _quest_rows(q) if q is not None else ([], [])
    arrow = req + [("text", "→")] + rew

    def name_fit(rows: int, bold: bool):
        room = h - top - pad - rows * row
        fit = P.fit_text_block(shown, fsz, pygame.Rect(x0, top, tw, room), bold=bold, line_gap=0.9, record=False)
        return fit if fit.height <= room else Fit(fit.size, fit.lines, fit.line_h, False)  # no row under a line

    def options(floor: int, bold: bool) -> list[tuple]:
        cands = []
        if q is not None:
            two, one = name_fit(2, bold), name_fit(1, bold)
            if two.complete:
                cands.append(("two", two, bold, _icons_at([req or [("text", "—")], rew], icon, floor, tw), 0))
            if one.complete:
                cands.append(("one", one, bold, _icons_at([arrow], icon, floor, tw), 0))
            full = name_fit(0, bold)
            if full.complete and full.lines:
                last = P.font(full.size, bold).size(full.lines[-1])[0] + max(4, fsz // 2)
                cands.append(("inline", full, bold, _icons_at([arrow], icon, floor, tw - last), last))
        return [c for c in cands if c[3]]

    for floor in (max(10, int(icon * ICON_FLOOR)), 10):
        for bold in (True, False):
            found = options(floor, bold)
            if found:  # words kept whole win over a hyphen inside a word, then the larger letters
                return max(found, key=lambda c: (_whole_words(shown, c[1]), min(c[1].size / fsz, c[3] / icon),
                                                 c[1].size, -len(c[1].lines)))
    # a card too small for both (the 960x600 window): what it needs and gives, never a cut
    # name; the name is in the hover
    none = Fit(fsz, [], 1, True)
    if q is not None and 2 * row <= h - 2 * pad:
        size = _icons_at([req or [("text", "—")], rew], icon, 10, tw)
        if size:
            return "two", none, True, size, 0
    if q is not None:
        size = _icons_at([arrow], icon, 10, tw)
        if size:
            return "one", none, True, size, 0
        half = (len(req) + 1) // 2  # needs on two rows, gives on the third
        rows = [req[:half], req[half:], rew]
        size = _icons_at(rows, icon, 10, tw)
        if size and 3 * int(size * 1.2) <= h - 2 * pad:
            return "rows", none, True, size, rows
    for bold in (True, False):
        full = name_fit(0, bold)
        if full.complete:
            return "name", full, bold, 0, 0
    box = pygame.Rect(x0, top, tw, h - top - pad)
    return "name", P.fit_text_block(shown, fsz, box, bold=False, line_gap=0.9), False, 0, 0


@lru_cache(maxsize=256)
def _quest_face(name: str, size: tuple[int, int], fsz: int, hot: bool = False, dim: bool = False, lang: str = "en") -> pygame.Surface:
    """A quest card: type band with its adventurer letter, the whole name, then requirements
    and reward (``_quest_layout`` arranges them so that nothing is cut or squeezed)."""
    w, h = size
    q = ALL_QUESTS.get(name)
    qtype = q.type if q else "Commerce"
    tc = P.QUEST_COLOURS.get(qtype, P.GOLD)
    border = (150, 30, 36) if qtype == "Mandatory" else (P.GOLD if hot else P.INK_SOFT)
    surf = P.rounded_panel((w, h), P.PARCH_LIGHT, P.PARCH, border, max(4, h // 14), 2 if not hot else 3).copy()
    band = max(10, int(fsz * 1.0))
    pygame.draw.rect(surf, tc, (3, 3, band, h - 6), border_radius=max(3, h // 18))
    pygame.draw.rect(surf, darken(tc, 0.45), (3, 3, band, h - 6), 1, border_radius=max(3, h // 18))
    icon_ink = P.INK if sum(tc) > 450 else (250, 244, 230)
    t = P.text_surf(quest_icon(qtype, lang), int(fsz * 0.9), icon_ink, True)
    surf.blit(t, t.get_rect(center=(3 + band / 2, 3 + band * 0.7)))
    pad = max(3, fsz // 4)
    x0 = 3 + band + pad
    tw = w - x0 - pad
    name_col = P.CRIMSON if (q and q.plot) else P.INK
    shown = card_name(name, lang)
    icon = max(12, int(fsz * 1.05))
    row = int(icon * 1.2)
    top = pad
    kind, fit, bold, isz, inline = _quest_layout(shown, q, fsz, x0, top, tw, h, pad, icon)
    P.note(shown)
    P.blit_lines(surf, fit.lines, fit.size, name_col, pygame.Rect(x0, top, tw, h), fit.line_h, bold=bold)
    if q and kind != "name":
        req, rew = _quest_rows(q)
        if kind == "inline":
            y = top + fit.height - fit.line_h // 2
            P.draw_icon_line(surf, req + [("text", "→")] + rew, isz, (x0 + inline, y), max_width=tw - inline)
        elif kind == "rows":  # the smallest card: its icon rows alone, spread down the card
            pitch = (h - 2 * pad) // len(inline)
            for i, items in enumerate(inline):
                P.draw_icon_line(surf, items, isz, (x0, pad + pitch * i + pitch // 2), max_width=tw)
        elif kind == "one":
            y = min(h - pad - row // 2, top + fit.height + row // 2 + (h - top - pad - fit.height - row) // 2)
            P.draw_icon_line(surf, req + [("text", "→")] + rew, isz, (x0, y), max_width=tw)
        else:
            spare = max(0, h - top - pad - fit.height - 2 * row)
            y_req = top + fit.height + spare // 3 + row // 2
            y_rew = h - pad - row // 2
            P.draw_icon_line(surf, req or [("text", "—")], isz, (x0, y_req), max_width=tw)
            pygame.draw.line(surf, mix(P.PARCH, P.INK_FAINT, 0.5), (x0, (y_req + y_rew) // 2), (w - pad, (y_req + y_rew) // 2), 1)
            P.draw_icon_line(surf, rew, isz, (x0, y_rew), max_width=tw)
    if dim:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (40, 30, 20, 90), veil.get_rect(), border_radius=max(4, h // 14))
        surf.blit(veil, (0, 0))
    return surf


HOVER_HINT = ("Point at the card to read it", "Mutass rá a kártyára, hogy elolvasd")


def intrigue_face(name: str, size: tuple[int, int], fsz: int, hot: bool = False, dim: bool = False) -> pygame.Surface:
    """Cached per language: the face carries words."""
    return _intrigue_face(name, size, fsz, hot, dim, P.LANG)


@lru_cache(maxsize=256)
def _intrigue_face(name: str, size: tuple[int, int], fsz: int, hot: bool = False, dim: bool = False, lang: str = "en") -> pygame.Surface:
    w, h = size
    c = INTRIGUE.get(name)
    kind = c.type if c else "Utility"
    head_col = {"Attack": (140, 34, 40), "Utility": (46, 84, 110), "Mandatory Quest": (120, 20, 26)}.get(kind, P.CRIMSON)
    surf = P.rounded_panel((w, h), P.PARCH_LIGHT, P.PARCH, P.GOLD if hot else darken(head_col, 0.2),
                           max(4, h // 14), 3 if hot else 2).copy()
    head = int(fsz * 1.35)
    pad = max(4, fsz // 3)
    small = max(14, int(fsz * 0.9))
    body_line = P.font(small).get_linesize()
    shown = card_name(name, lang)
    r = pygame.Rect(pad, head + pad + 2, w - 2 * pad, h - head - 2 * pad - (body_line if c else 0))
    bold = True
    if not P.fit_text_block(shown, fsz, r, bold=True, record=False).complete:
        r.h = h - head - 2 * pad - 2  # a small card (960x600): the whole name before any text
        bold = P.fit_text_block(shown, fsz, r, bold=True, record=False).complete
        if not bold and not P.fit_text_block(shown, fsz, r, record=False).complete:
            head = max(4, pad)  # the type's colour band alone (the hover says the type)
            r = pygame.Rect(pad, head + pad + 2, w - 2 * pad, h - head - 2 * pad - 2)
            bold = P.fit_text_block(shown, fsz, r, bold=True, record=False).complete
    pygame.draw.rect(surf, head_col, (3, 3, w - 6, head), border_top_left_radius=max(3, h // 16),
                     border_top_right_radius=max(3, h // 16))
    if head >= fsz:
        label = {"Mandatory Quest": "Mandatory"}.get(kind, kind)
        P.blit(surf, label, fsz, (250, 236, 214), (w // 2, 3 + head // 2), "center", bold=True, max_width=w - 10)
    used = P.blit_fit(surf, shown, fsz, P.INK, r, bold=bold, align="center").height
    rest = pygame.Rect(pad, r.y + used + 2, w - 2 * pad, h - (r.y + used + 2) - pad)
    if c and rest.h >= body_line * 0.9:
        text = intrigue_text(name, lang)
        if P.fit_text_block(text, small, rest, record=False).complete:
            P.blit_fit(surf, text, small, P.INK_SOFT, rest, align="center")
        else:  # never a cut sentence: the lifted hover card shows the whole text
            hint = HOVER_HINT[1] if lang == "hu" else HOVER_HINT[0]
            if P.fit_text_block(hint, small, rest, record=False).complete:
                P.blit_fit(surf, hint, small, P.INK_FAINT, rest, align="center")
    if dim:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (40, 30, 20, 90), veil.get_rect(), border_radius=max(4, h // 14))
        surf.blit(veil, (0, 0))
    return surf


def intrigue_height(name: str, w: int, fsz: int, lang: str = "en") -> int:
    """The height an Intrigue card of width ``w`` needs to show its whole name and text at
    ``fsz`` (the hover card grows to it)."""
    head = int(fsz * 1.35)
    pad = max(4, fsz // 3)
    small = max(14, int(fsz * 0.9))
    inner = w - 2 * pad
    name_lines = len(wrap(card_name(name, lang), P.font(fsz, True), inner))
    used = name_lines * int(P.font(fsz, True).get_linesize() * 0.95)
    body = 0
    if name in INTRIGUE:
        body = len(wrap(intrigue_text(name, lang), P.font(small), inner)) * int(P.font(small).get_linesize() * 0.95)
    return 3 + head + pad + 2 + used + 2 + body + pad + 2


def lord_face(name: str, size: tuple[int, int], fsz: int, estimate: int = 0, heading: str = "Your Lord") -> pygame.Surface:
    """Cached per language: the face carries words."""
    return _lord_face(name, size, fsz, estimate, heading, P.LANG)


@lru_cache(maxsize=32)
def _lord_face(name: str, size: tuple[int, int], fsz: int, estimate: int = 0, heading: str = "Your Lord", lang: str = "en") -> pygame.Surface:
    w, h = size
    surf = P.rounded_panel((w, h), (58, 44, 74), (34, 24, 46), P.GOLD, max(5, h // 12), 3,
                           inner=P.GOLD_DARK).copy()
    pad = max(5, fsz // 2)
    y = pad
    if heading:  # the hand's label already says "Your Lord (secret)": no heading there
        P.blit(surf, heading, max(14, int(fsz * 0.9)), P.GOLD_LIGHT, (w // 2, pad), "midtop", bold=False)
        y += int(fsz * 1.3)
    shown = card_name(name, lang)
    name_box = pygame.Rect(pad, y, w - 2 * pad, h // 2)
    for room in (h // 2, (h - pad - y) * 2 // 3, h - pad - y):  # a longer name takes more of the card
        name_box.h = max(1, room)
        if P.fit_text_block(shown, fsz, name_box, bold=True, record=False).complete:
            break
    used = P.blit_fit(surf, shown, fsz, (250, 240, 220), name_box, bold=True, align="center").height
    y += used + 2
    lo = LORDS.get(name)
    if lo is not None:
        bsz = max(14, int(fsz * 0.9))
        a, b = lo.types[0] if lo.types else "", lo.types[1] if len(lo.types) > 1 else ""
        if lang == "hu":
            a, b = TYPE_HU.get(a, a), TYPE_HU.get(b, b)
            options = ([f"{lo.vp_each} GYP épületenként", f"{lo.vp_each} GYP/épület"] if lo.bonus == "buildings" else
                       [f"{lo.vp_each} GYP / {a} és {b} küldetés", f"{lo.vp_each} GYP / {a}, {b}"])
        elif lo.bonus == "buildings":
            options = [f"{lo.vp_each} VP per building", f"{lo.vp_each} VP/building"]
        else:
            options = [f"{lo.vp_each} VP per {a} & {b} quest", f"{lo.vp_each} VP / {a}, {b}"]
        est = (f"most {estimate} GYP" if lang == "hu" else f"now worth {estimate} VP", f"= {estimate} GYP most" if lang == "hu"
               else f"= {estimate} VP now")
        est_h = P.font(bsz).get_linesize()
        ink = (240, 226, 196)
        box = pygame.Rect(pad, y, w - 2 * pad, h - pad - y)
        # the bonus whole (the longer wording if it fits), then the estimate if there is room
        for reserve in (est_h, 0):
            fits = [P.fit_text_block(o, bsz, box.inflate(0, -reserve).move(0, -reserve // 2), line_gap=0.9, record=False)
                    for o in options]
            best = next((f for f in fits if f.complete), None)
            if best is not None:
                break
        if best is None:  # no room for the bonus whole: the Lord's hover says it
            return surf
        P.note(" ".join(best.lines))
        P.blit_lines(surf, best.lines, best.size, ink, box, best.line_h, align="center")
        if reserve:
            label = est[0] if P.font(bsz).size(est[0])[0] <= w - 2 * pad else est[1]
            P.blit(surf, label, bsz, P.GOLD_LIGHT, (w // 2, h - pad), "midbottom", max_width=w - 2 * pad)
    return surf


@lru_cache(maxsize=32)
def card_back(kind: str, size: tuple[int, int]) -> pygame.Surface:
    """'intrigue' (crimson, gold diamond), 'quest' (parchment, wax seal), 'lord' (violet) or 'building'."""
    w, h = size
    cols = {"intrigue": ((150, 40, 46), (96, 20, 26)), "quest": (P.PARCH_LIGHT, P.PARCH_DARK),
            "lord": ((74, 56, 94), (38, 26, 52)), "building": ((150, 128, 96), (110, 90, 62))}[kind]
    surf = P.rounded_panel((w, h), cols[0], cols[1], P.GOLD, max(4, min(w, h) // 8), 2, inner=P.GOLD_DARK).copy()
    c = (w // 2, h // 2)
    r = min(w, h) * 0.26
    if kind == "quest":
        pygame.draw.circle(surf, (150, 30, 36), c, int(r))
        pygame.draw.circle(surf, (110, 20, 24), c, int(r), max(1, int(r // 5)))
    else:
        pts = [(c[0], c[1] - r * 1.3), (c[0] + r, c[1]), (c[0], c[1] + r * 1.3), (c[0] - r, c[1])]
        pygame.draw.polygon(surf, P.GOLD, pts)
        pygame.draw.polygon(surf, P.GOLD_DARK, pts, 2)
    return surf


def hall_face(key: str, size: tuple[int, int], fsz: int, cost: int, hot: bool = False) -> pygame.Surface:
    """Cached per language: the face carries words."""
    return _hall_face(key, size, fsz, cost, hot, P.LANG)


@lru_cache(maxsize=128)
def _hall_face(key: str, size: tuple[int, int], fsz: int, cost: int, hot: bool = False, lang: str = "en") -> pygame.Surface:
    """A building tile waiting in Builder's Hall: name, cost, action, owner benefit."""
    w, h = size
    b = BUILDINGS[key]
    surf = P.rounded_panel((w, h), (226, 206, 166), (200, 176, 132), P.GOLD if hot else P.INK_SOFT, max(4, h // 14),
                           3 if hot else 2).copy()
    pad = max(4, fsz // 3)
    icon = max(12, int(fsz * 1.05))
    # roof line
    pygame.draw.polygon(surf, (150, 70, 50), [(pad, pad + fsz // 2), (w // 2, pad - 1), (w - pad, pad + fsz // 2)])
    top = pad + fsz // 2 + 2
    row = int(icon * 1.2)
    coin = P.coin_icon(int(icon * 1.35), str(cost))
    coin_row = coin.get_height()
    title = building_title(key, lang)
    actions = P.steps_icons(b.action) if not b.stock_kind else _stock_icons(b)
    fit = P.fit_text_block(title, fsz, pygame.Rect(pad, top, w - 2 * pad, h - top - pad - row - coin_row), bold=True,
                           record=False)
    P.note(title)
    if fit.complete:  # name, action row, owner row if there is room, cost coin
        P.blit_lines(surf, fit.lines, fit.size, P.INK, pygame.Rect(pad, top, w - 2 * pad, h), fit.line_h, True, "center")
        y = top + fit.height + row // 2
        items, isz = _icons_fit(actions, b, icon, w - 2 * pad)  # never below 14 px: compact, else none
        if items:
            P.draw_icon_line(surf, items, isz, (pad, y), max_width=w - 2 * pad)
        y2 = y + row
        if y2 + icon // 2 <= h - pad - coin_row:
            own, osz = P.fit_icons([("text", "own:")] + P.steps_icons(b.owner), max(14, int(icon * 0.9)), 14, w - 2 * pad)
            if own:
                P.draw_icon_line(surf, own, osz, (pad, y2), ink=P.INK_SOFT, max_width=w - 2 * pad)
    else:  # a long name takes the action row's room: the actions go beside the coin
        # a narrow tile (960x600): regular letters, then the roof's room too, then a smaller coin,
        # before the name is cut
        small = P.coin_icon(icon + 2, str(cost))
        for bold, y0, c in ((True, top, coin), (False, top, coin), (True, pad, coin), (False, pad, coin),
                            (True, pad, small), (False, pad, small)):
            box = pygame.Rect(pad, y0, w - 2 * pad, h - y0 - pad - c.get_height())
            fit = P.fit_text_block(title, fsz, box, bold=bold, record=False)
            if fit.complete:
                break
        else:
            fit = P.fit_text_block(title, fsz, box, bold=bold)
        coin, coin_row = c, c.get_height()
        P.blit_lines(surf, fit.lines, fit.size, P.INK, pygame.Rect(pad, box.y, w - 2 * pad, h), fit.line_h, bold, "center")
        x = pad + coin.get_width()
        room = max(10, w - x - pad - int(fsz * 2.2))
        items, isz = _icons_fit(actions, b, icon, room)
        if items:
            P.draw_icon_line(surf, items, isz, (x, h - pad - coin_row // 2), max_width=room)
    surf.blit(coin, coin.get_rect(bottomleft=(pad - 2, h - pad + 3)))
    return surf


def _icons_fit(actions: list, b, size: int, room: int) -> tuple[list, int]:
    """A hall tile's action row at >= 14 px: whole, else in compact symbols, else none (the
    tile's hover card says the action)."""
    compact = P.steps_icons(b.action, compact=True) if not b.stock_kind else actions
    for cand in (actions, compact):
        items, sz = P.fit_icons(cand, size, 14, room)
        if items:
            return items, sz
    return [], size


def _stock_icons(b) -> list[tuple]:
    k, n = b.stock_kind, b.stock_amount
    if k in "CFRW":
        item = ("cube", k, n)
    elif k == "G":
        item = ("gold", n)
    else:
        item = ("vp", n)
    extra = [st for st in b.action if st[0] != "take_stock"]
    return [("text", "+"), item, ("text", "/rd")] + P.steps_icons(tuple(extra))
