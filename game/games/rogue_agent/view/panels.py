"""Rogue Agent table: agent boards (full tracks for the enlarged one, a compact summary for the others), the
influence/round track, and the words of the table's player panels and their hovers."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.games.rogue_agent import content as K
from game.games.rogue_agent.scoring import syndicate_bonus
from game.games.rogue_agent.view import paint as P
from game.games.rogue_agent.view.texts import name as cname
from game.games.rogue_agent.view.texts import t
from game.ui import style

RESOURCES = ("fuel", "ammo", "evidence")
UPGRADES = ("vehicle", "weapon", "agent")


def track_value(p: Any, track: str) -> int:
    return int(getattr(p, track, 0))


def icons_for(track: str) -> list[tuple[str, int]]:
    return [(i, at) for i, tr, at in K.ICONS if tr == track]


def draw_board(surface: pygame.Surface, rect: pygame.Rect, s: Any, seat: int, big: bool, L: Any, lang: str,
               names: list[str], colours: list[P.RGB], shapes: list[str], active: bool, viewer: int | None) -> None:
    p = s.players[seat]
    col = colours[seat % len(colours)]
    fill = style.mix(P.BOARD, col, 0.08)
    style.panel(surface, rect, fill, col if active else style.mix(col, P.BOARD, 0.5), radius=L.px(8),
                shadow_offset=L.px(3) if active else 0, width=3 if active else 1)
    pad = L.px(6)
    fs = L.fs(14)
    hs = L.fs(16)
    # header: badge, name, director / android marks; influence and credits on the right
    y = rect.y + pad
    r = max(7, hs // 2)
    style.draw_badge(surface, (rect.x + pad + r, y + r), r, col, shapes[seat % len(shapes)])
    x = rect.x + pad * 2 + 2 * r
    right = rect.right - pad
    cr = P.text(surface, str(p.credits), fs, P.INK, (right, y + r), "midright", bold=True)
    P.sym(surface, "credit", (cr.x - r, y + r), int(r * 1.6), P.NEON_GOLD)
    inf = P.text(surface, str(p.influence), fs, P.INK, (cr.x - 2 * r - pad, y + r), "midright", bold=True)
    P.sym(surface, "star", (inf.x - r, y + r), int(r * 1.7), (255, 220, 120))
    limit = inf.x - 2 * r - pad - x
    label = names[seat] if seat < len(names) else t("player", lang, n=seat + 1)
    if s.director == seat:  # the director's title, shorter when the whole one does not fit
        font = style.font(hs, True)
        for key in ("director", "director.short"):
            if font.size(label + " · " + t(key, lang))[0] <= limit:
                label += " · " + t(key, lang)
                break
        else:
            P.sym(surface, "star", (rect.right - pad - r, y + 3 * r), int(r * 1.4), P.NEON_CYAN)
    P.text(surface, label, hs, P.INK, (x, y + r), "midleft", bold=True, max_width=max(10, limit))
    y += 2 * r + pad
    if big and s.phase == "action" and getattr(s.turn, "seat", -1) == seat:  # justice (or underground) actions used
        key = "turn.underground" if p.exposed else "turn.justice"
        P.text(surface, t(key, lang, n=s.turn.justice), fs, P.NEON_GOLD, (rect.x + pad, y), bold=True,
               max_width=rect.w - 2 * pad)
        y += style.font(fs).get_linesize()
    if p.exposed:
        P.text(surface, t("exposed", lang), fs, P.NEON_PINK, (rect.x + pad, y), bold=True, max_width=rect.w - 2 * pad)
        y += style.font(fs).get_linesize()
    if big:
        _tracks(surface, pygame.Rect(rect.x + pad, y, rect.w - 2 * pad, rect.bottom - y - pad), p, L, lang)
    else:
        _compact(surface, pygame.Rect(rect.x + pad, y, rect.w - 2 * pad, rect.bottom - y - pad), s, p, L, lang)
    _identity(surface, rect, s, seat, L, lang, viewer)


def _identity(surface: pygame.Surface, rect: pygame.Rect, s: Any, seat: int, L: Any, lang: str,
              viewer: int | None) -> None:
    """Android mode: identity tokens, face down unless revealed or the viewer's own (the view
    state already hides other players' tokens)."""
    p = s.players[seat]
    if s.mode != "android" or not (p.tokens or p.revealed):
        return
    sz = L.px(16)
    x = rect.right - L.px(6) - sz
    y = rect.bottom - L.px(6) - sz
    for tok in list(p.revealed) + list(p.tokens):
        box = pygame.Rect(x, y, sz, sz)
        shown = tok if (tok in p.revealed or seat == viewer) and tok is not HIDDEN else None
        pygame.draw.rect(surface, (30, 34, 46), box, border_radius=3)
        pygame.draw.rect(surface, P.NEON_PINK if shown == "A" else P.NEON_CYAN if shown == "H" else P.INK_FAINT,
                         box, 1, border_radius=3)
        if shown == "A":
            P.sym(surface, "shield_android", box.center, sz - 4, P.NEON_PINK)
        elif shown == "H":
            P.sym(surface, "person", box.center, sz - 4, P.NEON_CYAN)
        x -= sz + 3


def _tracks(surface: pygame.Surface, area: pygame.Rect, p: Any, L: Any, lang: str) -> None:
    rows = list(RESOURCES) + list(UPGRADES) + ["stamina"]
    foot = style.font(L.fs(14)).get_linesize() + L.px(4)
    row_h = max(12, min(L.px(30), (area.h - foot) // len(rows)))
    label_w = row_h + L.px(4)
    y = area.y
    for tr in rows:
        cells_w = area.w - label_w
        if tr == "stamina":
            n, val, start = K.STAMINA_MAX + 1, p.stamina, None
            P.sym(surface, "heal", (area.x + row_h // 2, y + row_h // 2), int(row_h * 0.8), (240, 110, 110))
        else:
            spec = K.TRACKS[tr]
            n, val = int(spec["max"]) + 1, track_value(p, tr)
            start = int(spec["start"]) if spec["kind"] == "resource" else None
            P.sym(surface, P.TRACK_SYMBOL[tr], (area.x + row_h // 2, y + row_h // 2), int(row_h * 0.8), P.INK_SOFT)
        cw = cells_w / n
        icons = {at: i for i, at in icons_for(tr)} if tr in UPGRADES else {}
        for v in range(n):
            c = pygame.Rect(int(area.x + label_w + v * cw), y + 1, max(2, int(cw) - 2), row_h - 2)
            base = (40, 46, 62)
            if start is not None and v == start:
                base = (40, 70, 130)  # the blue start space
            if tr == "stamina" and v == 0:
                base = (70, 30, 30)
            pygame.draw.rect(surface, base, c, border_radius=3)
            if tr == "stamina" and v == 0:
                P.sym(surface, "skull", c.center, int(min(c.w, c.h) * 0.8), (230, 230, 230))
            elif tr == "stamina" and v == K.HEART:
                P.sym(surface, "heart", c.center, int(min(c.w, c.h) * 0.7), (220, 90, 100))
            elif v in icons:
                lit = val >= v
                P.sym(surface, P.ICON_SYMBOL.get(icons[v], "upgrade"), c.center, int(min(c.w, c.h) * 0.8),
                      (255, 220, 120) if lit else (90, 96, 112))
            if v == val:
                pygame.draw.rect(surface, (250, 250, 250), c, 2, border_radius=3)
                if not (v in icons or (tr == "stamina" and v in (0, K.HEART))):
                    P.text(surface, str(v), 14, (250, 250, 250), c.center, "center", bold=True)
        y += row_h
    # footer: informants left, custody, turned in, clocks
    x = area.x
    sz = L.fs(14)
    P.sym(surface, "person", (x + sz // 2, y + sz // 2 + 2), sz, P.INK_SOFT)
    r = P.text(surface, str(p.informants), L.fs(14), P.INK, (x + sz + 2, y + 2))
    x = r.right + L.px(10)
    for num in p.custody:
        P.criminal_disc(surface, (x + sz // 2, y + sz // 2 + 2), sz // 2, num, True)
        x += sz + 2
    x += L.px(6)
    for synd, count in _turned_in_groups(p):
        colour = P.SYND_COLOURS.get(K.SYNDICATES[synd].get("colour", ""), (200, 200, 200))
        box = pygame.Rect(x, y + 2, sz, sz)
        pygame.draw.rect(surface, colour, box, border_radius=3)
        P.text(surface, str(count), 14, style.ink_on(colour), box.center, "center", bold=True)
        x += sz + 3
    if p.turned_in:  # the syndicate bonus these score now

        bonus = syndicate_bonus(tuple(c for c in p.turned_in if c in K.CARDS))
        x = P.text(surface, f"= {bonus}", L.fs(14), P.NEON_GOLD, (x + 2, y + 2), bold=True).right + L.px(6)
    for _code, _num in p.clocks:
        P.sym(surface, "clock", (x + sz // 2, y + sz // 2 + 2), sz, (255, 200, 120))
        x += sz + 2


def custody_cards(s: Any, p: Any) -> list[str]:
    """The cards of the criminals in this agent's custody that the shown state names."""
    out = []
    for num in p.custody:
        c = next((c for c in s.criminals if c.num == num), None)
        if c is not None and isinstance(c.card, str) and c.card in K.CARDS:
            out.append(c.card)
    return out


def syndicate_lines(s: Any, p: Any, lang: str) -> list[str]:
    """Turned-in criminals grouped by syndicate with the bonus they score now, and what turning
    in the custody would make of it (wild criminals join the biggest group, spec section 5)."""

    lines = []
    groups: dict[str, list[str]] = {}
    for cid in p.turned_in:
        if cid in K.CARDS:
            groups.setdefault(K.CARDS[cid].syndicate, []).append(cname(K.CARDS[cid].name, lang))
    if groups:
        parts = [f"{cname(K.SYNDICATE_NAMES[k], lang)} ×{len(v)} ({', '.join(v)})" for k, v in sorted(groups.items())]
        lines.append(t("turned_in", lang) + ": " + "; ".join(parts))
    now = syndicate_bonus(tuple(c for c in p.turned_in if c in K.CARDS))
    lines.append(t("synd.now", lang, n=now))
    held = custody_cards(s, p)
    if held:
        names = ", ".join(f"{cname(K.CARDS[c].name, lang)} ({cname(K.SYNDICATE_NAMES[K.CARDS[c].syndicate], lang)})"
                          for c in held)
        after = syndicate_bonus(tuple(c for c in p.turned_in if c in K.CARDS) + tuple(held))
        lines.append(t("synd.custody", lang, names=names, a=now, b=after))
    return lines


def _turned_in_groups(p: Any) -> list[tuple[str, int]]:
    counts: dict[str, int] = {}
    for cid in p.turned_in:
        if cid in K.CARDS:
            counts[K.CARDS[cid].syndicate] = counts.get(K.CARDS[cid].syndicate, 0) + 1
    return sorted(counts.items())


def _compact(surface: pygame.Surface, area: pygame.Rect, s: Any, p: Any, L: Any, lang: str) -> None:
    """Symbol and number pairs in rows: stamina, resources, upgrades, informants, custody."""
    sz = L.fs(14) + L.px(2)
    items = [("heal", p.stamina, (240, 110, 110)), ("fuel", p.fuel, P.INK_SOFT), ("ammo", p.ammo, P.INK_SOFT),
             ("evidence", p.evidence, P.INK_SOFT), ("car", p.vehicle, P.INK_SOFT), ("pistol", p.weapon, P.INK_SOFT),
             ("agent", p.agent, P.INK_SOFT), ("person", p.informants, P.INK_SOFT)]
    cell = sz + style.font(L.fs(14), True).size("00")[0] + L.px(8)
    per_row = max(1, area.w // cell)
    for i, (name, value, ink) in enumerate(items):
        r, c = divmod(i, per_row)
        x, y = area.x + c * cell, area.y + r * (sz + L.px(4))
        if y + sz > area.bottom:
            break
        P.sym(surface, name, (x + sz // 2, y + sz // 2), sz, ink)
        P.text(surface, str(value), L.fs(14), P.INK, (x + sz + 2, y + sz // 2), "midleft", bold=True)
    rows = (len(items) + per_row - 1) // per_row
    y = area.y + rows * (sz + L.px(4))
    x = area.x
    if y + sz <= area.bottom:
        for num in p.custody:
            P.criminal_disc(surface, (x + sz // 2, y + sz // 2), sz // 2, num, True)
            x += sz + 2
        for synd, count in _turned_in_groups(p):
            colour = P.SYND_COLOURS.get(K.SYNDICATES[synd].get("colour", ""), (200, 200, 200))
            box = pygame.Rect(x, y, sz, sz)
            pygame.draw.rect(surface, colour, box, border_radius=3)
            P.text(surface, str(count), 14, style.ink_on(colour), box.center, "center", bold=True)
            x += sz + 3
        if p.turned_in:  # the syndicate bonus these score now

            bonus = syndicate_bonus(tuple(c for c in p.turned_in if c in K.CARDS))
            x = P.text(surface, f"= {bonus}", L.fs(14), P.NEON_GOLD, (x + 2, y + sz // 2), "midleft",
                       bold=True).right + L.px(6)
        for _code, _num in p.clocks:
            P.sym(surface, "clock", (x + sz // 2, y + sz // 2), sz, (255, 200, 120))
            x += sz + 2


# ------------------------------------------------------------------ influence track
def track_cells(rect: pygame.Rect, label_w: int) -> list[pygame.Rect]:
    n = 51
    w = (rect.w - label_w) / n
    return [pygame.Rect(int(rect.x + label_w + i * w), rect.y + 2, max(2, int(w) - 1), rect.h - 4) for i in range(n)]


def draw_track(surface: pygame.Surface, rect: pygame.Rect, s: Any, L: Any, lang: str, colours: list[P.RGB],
               shapes: list[str]) -> tuple[pygame.Rect, list[pygame.Rect]]:
    style.panel(surface, rect, (26, 30, 44), (60, 70, 96), radius=L.px(6))
    fs = L.fs(15)
    label = t("round", lang, r=max(1, s.round), n=s.rounds) if s.round else t("round.setup", lang)
    phase = t(f"phase.{s.phase}", lang)
    lw = max(style.font(fs, True).size(label)[0], style.font(L.fs(14)).size(phase)[0]) + L.px(14)
    two = rect.h >= style.font(fs, True).get_linesize() + style.font(L.fs(14)).get_linesize()
    if two:
        P.text(surface, label, fs, P.INK, (rect.x + L.px(8), rect.y + 1), bold=True)
        P.text(surface, phase, L.fs(14), P.INK_SOFT, (rect.x + L.px(8), rect.bottom - 1), "bottomleft")
    else:
        both = f"{label} · {phase}"
        lw = style.font(fs, True).size(both)[0] + L.px(14)
        P.text(surface, both, fs, P.INK, (rect.x + L.px(8), rect.centery), "midleft", bold=True)
    label_rect = pygame.Rect(rect.x, rect.y, lw, rect.h)
    cells = track_cells(rect, lw)
    for i, c in enumerate(cells):
        base = (44, 50, 70) if i % 5 else (70, 78, 104)
        pygame.draw.rect(surface, base, c, border_radius=2)
    stacks: dict[int, int] = {}
    for seat, p in enumerate(s.players):
        v = max(0, min(50, p.influence))
        k = stacks.get(v, 0)
        stacks[v] = k + 1
        c = cells[v]
        rr = max(6, min(c.h // 2, c.w, L.px(9)))  # may overlap the neighbouring spaces: readable first
        x = max(cells[0].x + rr, min(cells[-1].right - rr, c.centerx))  # never over the label
        style.draw_badge(surface, (x, c.centery - k * (rr // 2)), rr, colours[seat % len(colours)],
                         shapes[seat % len(shapes)], show_shape=rr >= 6)
    if 0 < s.round < len(cells):  # the red round marker: a bar under its space, over any agent marker
        c = cells[s.round]
        bar = pygame.Rect(c.x - 1, c.bottom - max(3, c.h // 6), c.w + 2, max(3, c.h // 6))
        pygame.draw.rect(surface, (230, 40, 40), bar, border_radius=2)
        pygame.draw.polygon(surface, (230, 40, 40), [(c.centerx, bar.y - max(4, c.h // 5)), (bar.x, bar.y),
                                                     (bar.right, bar.y)])
    return label_rect, cells


# ------------------------------------------------------------------ words
def panel_lines(s: Any, seat: int, lang: str) -> list[str]:
    if s is None or not 0 <= seat < len(s.players):
        return []
    p = s.players[seat]
    return t("panel.lines", lang, st=p.stamina, inf=p.influence, cr=p.credits, f=p.fuel, a=p.ammo, e=p.evidence,
             i=p.informants, c=len(p.custody), t=len(p.turned_in)).split("\n")


def panel_hover(s: Any, seat: int, lang: str, names: list[str], viewer: int | None) -> tuple[str, str]:
    p = s.players[seat]
    lines = panel_lines(s, seat, lang)
    ups = []
    for tr in UPGRADES:
        icons = ", ".join(f"{cname(K.ICON_NAMES[i], lang)} ({t('active' if getattr(p, tr) >= at else 'inactive', lang)})"
                          for i, at in icons_for(tr))
        ups.append(f"{cname(K.TRACK_NAMES[tr], lang)} {getattr(p, tr)}: {icons}")
    lines.append(t("upgrades", lang) + ": " + "; ".join(ups))
    if p.custody:
        lines.append(t("custody", lang) + ": " + ", ".join(f"#{n}" for n in p.custody))
    lines += syndicate_lines(s, p, lang)
    if p.clocks:
        lines.append(t("clocks", lang) + ": " + "; ".join(cname(K.EFFECT_NAMES.get(c), lang) for c, _n in p.clocks))
    if s.mode == "android" and seat == viewer and p.tokens and all(x is not HIDDEN for x in p.tokens):
        toks = ", ".join(t("identity.android" if x == "A" else "identity.human", lang) for x in p.tokens if x is not HIDDEN)
        lines.append(t("identity.mine", lang, tokens=toks))
    elif s.mode == "android" and p.tokens:
        lines.append(t("identity", lang) + ": " + t("identity.hidden", lang, n=len(p.tokens)))
    name = names[seat] if seat < len(names) else t("player", lang, n=seat + 1)
    return name, "\n".join(lines)
