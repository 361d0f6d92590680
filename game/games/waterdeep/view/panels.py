"""Per-player public counts (the table's player panels) and the acting viewer's hand strip."""

from __future__ import annotations

import pygame

import game.games.waterdeep.cardtext as T
import game.games.waterdeep.view.cards as C
import game.games.waterdeep.view.paint as P
from game.engine.core import HIDDEN
from game.games.waterdeep.cardtext import lord_bonus
from game.games.waterdeep.content import ALL_QUESTS, MANDATORY, SPACE_INDEX
from game.games.waterdeep.view.layout import Layout, hand_layout

CUBE_WORD = {"C": "Cleric", "F": "Fighter", "R": "Rogue", "W": "Wizard"}


def agents_on_board(s, seat: int) -> int:
    return sum(1 for occ in s.occupancy for code in occ if code == seat)


def panel_lines(s, seat: int, lang: str = "en") -> list[str]:
    if s is None or not 0 <= seat < len(s.players):
        return []
    hu = lang == "hu"
    p = s.players[seat]
    c = p.cubes
    on_board = agents_on_board(s, seat)
    total = p.pool + on_board
    mand = any(q in MANDATORY for q in p.quests)
    if hu:
        lines = [
            f"{p.vp} GYP · {p.gold} arany · ügynök {p.pool}/{total}",
            f"Kocsma: P{c[0]} H{c[1]} T{c[2]} V{c[3]}" + (" · kezdő" if s.first_player == seat else ""),
            f"Küldetés {len(p.quests)} ({len(p.completed)} kész)" + (" · KÖTELEZŐ" if mand else "")
            + f" · Intrika {len(p.intrigue)}",
        ]
    else:
        lines = [
            f"{p.vp} VP · {p.gold} gold · agents {p.pool} of {total} in pool",
            f"Tavern: C{c[0]} F{c[1]} R{c[2]} W{c[3]}" + (" · 1st player" if s.first_player == seat else ""),
            f"Quests {len(p.quests)} ({len(p.completed)} done)" + (" · MANDATORY" if mand else "")
            + f" · Intrigue {len(p.intrigue)}",
        ]
    if p.lieutenant:
        lines.append("Nála a Hadnagy" if hu else "Has the Lieutenant")
    if s.ambassador == "held" and s.ambassador_holder == seat:
        lines.append("Nála a Nagykövet" if hu else "Holds the Ambassador")
    if p.plots:
        lines.append(f"Konspirációs hatások: {len(p.plots)}" if hu else f"Plot quests in effect: {len(p.plots)}")
    if p.lord is not HIDDEN and p.lord and not s.stack:
        lines.append(f"Lord: {T.card_name(p.lord, lang)}")
    return lines


def _quest_line(q: str, lang: str) -> str:
    qq = ALL_QUESTS.get(q)
    if qq is None:
        return f"• {q}"
    hu = lang == "hu"
    kind = ("Kötelező" if hu else "Mandatory") if qq.mandatory else (T.TYPE_HU.get(qq.type, qq.type) if hu else qq.type)
    if qq.plot:
        kind += " · " + ("Konspirációs" if hu else "Plot")
    need = T.quest_cost(q, lang)
    rew = T.quest_reward(q, lang)
    if rew == "—" and qq.special:
        rew = "konspirációs hatás" if hu else "plot effect"
    indent = "\u00a0" * 4  # a no-break space survives the tooltip's word wrap
    return f"• {T.card_name(q, lang)} ({kind})\n{indent}{'kell' if hu else 'needs'}: {need} → {rew}"


def panel_hover(s, seat: int, name: str, names, viewer: int | None, lang: str = "en") -> tuple[str, str] | None:
    """Everything public about ``seat`` for the tooltip over its player panel: gold, VP, tavern,
    agents, active quests (public in Lords of Waterdeep), completed quests, plot effects,
    buildings; the Intrigue hand as a count and the Lord hidden, unless the state (a
    player_view) shows them, i.e. they are the viewer's own or the game is over."""
    if s is None or not 0 <= seat < len(s.players):
        return None
    hu = lang == "hu"
    p = s.players[seat]
    c = p.cubes
    total = p.pool + agents_on_board(s, seat)
    lines = [
        (f"{p.vp} GYP · {p.gold} arany · Ügynök: {p.pool}/{total} a készletben" if hu
         else f"{p.vp} VP · {p.gold} gold · agents: {p.pool} of {total} in pool"),
        ("Kocsma: " if hu else "Tavern: ") + (T.res_text(c, lang=lang) or ("üres" if hu else "empty")),
    ]
    extra = []
    if s.first_player == seat:
        extra.append("Kezdő játékos" if hu else "First player")
    if p.lieutenant:
        extra.append("Hadnagy" if hu else "Lieutenant")
    if s.ambassador == "held" and s.ambassador_holder == seat:
        extra.append("Nagykövet" if hu else "Ambassador")
    if extra:
        lines.append(" · ".join(extra))
    known = [x for x in p.intrigue if x is not HIDDEN]
    if known and len(known) == len(p.intrigue):
        lines.append((f"Intrikus kártyák ({len(p.intrigue)}): " if hu else f"Intrigue cards ({len(p.intrigue)}): ")
                     + ", ".join(T.card_name(x, lang) for x in known))
    else:
        lines.append(f"Intrikus kártyák: {len(p.intrigue)} (rejtett)" if hu
                     else f"Intrigue cards: {len(p.intrigue)} (hidden)")
    if p.lord and p.lord is not HIDDEN:
        own = seat == viewer and bool(s.stack)
        lines.append(f"Lord: {T.card_name(p.lord, lang)}" + ((" (a tiéd, titkos)" if hu else " (yours, secret)") if own else "")
                     + " — " + T.lord_text(p.lord, lang))
    else:
        lines.append("Lord: rejtett" if hu else "Lord: hidden")
    lines.append("")
    if p.quests:
        lines.append(f"Aktív küldetések ({len(p.quests)}):" if hu else f"Active quests ({len(p.quests)}):")
        lines.extend(_quest_line(q, lang) for q in p.quests)
    else:
        lines.append("Nincs aktív küldetés." if hu else "No active quests.")
    if p.completed:
        lines.append((f"Teljesítve ({len(p.completed)}): " if hu else f"Completed ({len(p.completed)}): ")
                     + ", ".join(T.card_name(q, lang) for q in p.completed))
    if p.plots:
        lines.append("Konspirációs hatások:" if hu else "Plot quests in effect:")
        for key in p.plots:
            src = next((q for q in p.completed if q in ALL_QUESTS and ALL_QUESTS[q].special == key), "")
            src = T.card_name(src, lang) if src else ""
            lines.append(f"• {src + ': ' if src else ''}{T.plot_text(key, lang)}")
    owned = [k for k, o, _st in s.buildings if o == seat]
    if owned:
        lines.append((f"Épületek ({len(owned)}): " if hu else f"Buildings ({len(owned)}): ")
                     + ", ".join(T.building_title(k, lang) for k in owned))
    else:
        lines.append("Nincs épülete." if hu else "No buildings.")
    title = f"{name} — {'részletek' if hu else 'details'}"
    return title, "\n".join(lines)


def viewer_of(s, acting: int | None, last: int | None) -> int | None:
    """Whose hand this view state shows: the acting seat, else the one seat whose Lord is not
    hidden (a player_view hides the others'), else the previous viewer."""
    if s is None:
        return None
    if acting is not None:
        return acting
    known = [i for i, p in enumerate(s.players) if p.lord is not HIDDEN and p.lord]
    if len(known) == 1:
        return known[0]
    if last is not None and 0 <= last < len(s.players) and s.players[last].lord is not HIDDEN:
        return last
    return None


def hand_items(L: Layout, s, viewer: int | None) -> list[tuple[tuple, pygame.Rect]]:
    """[(element, rect)] in drawing order: ("lord", name), ("intrigue", name, i), ("hquest", q)."""
    if s is None or viewer is None:
        return []
    p = s.players[viewer]
    show_lord = bool(p.lord) and p.lord is not HIDDEN
    lay = hand_layout(L, len(p.intrigue), len(p.quests), show_lord)
    out: list[tuple[tuple, pygame.Rect]] = []
    if show_lord:
        out.append((("lord", p.lord), lay["lord"][0]))
    for i, (name, r) in enumerate(zip(p.intrigue, lay["intrigue"], strict=False)):
        out.append((("intrigue", name if name is not HIDDEN else HIDDEN, i), r))
    for q, r in zip(p.quests, lay["quests"], strict=False):
        out.append((("hquest", q), r))
    return out


def draw_final(surface: pygame.Surface, L: Layout, s, names, colours, shapes) -> None:
    """Game over: every Lord revealed, with its bonus, under its player's name."""
    h = L.hand.inflate(-L.px(8), -L.px(8))
    n = len(s.players)
    ch = h.h - L.px(24)
    cw = min(int(ch * 0.98), (h.w - (n - 1) * L.px(10)) // max(1, n))
    x = h.x
    for seat, p in enumerate(s.players):
        nb = sum(1 for _k, o, _st in s.buildings if o == seat)
        tok = P.agent_icon(colours[seat], shapes[seat], L.px(8))
        surface.blit(tok, tok.get_rect(midleft=(x, h.y + L.px(9))))
        bonus = lord_bonus(p.lord, p.completed, nb) if p.lord and p.lord is not HIDDEN else 0
        P.blit(surface, f"{names[seat]} · {p.vp} {'GYP' if P.LANG == 'hu' else 'VP'}", L.fs(14), (236, 220, 188), (x + tok.get_width() + L.px(2), h.y + L.px(9)),
               "midleft", bold=True, max_width=cw - tok.get_width())
        r = pygame.Rect(x, h.y + L.px(20), cw, ch)
        if p.lord and p.lord is not HIDDEN:
            P.note(p.lord)
            img = C.lord_face(p.lord, r.size, L.fs(14), bonus, f"{P.w('Lord bonus')} +{bonus}")
            P.shadowed(surface, img, r, L.px(6), L.px(3), L.px(4), 100)
        x += cw + L.px(10)


def draw_hand(surface: pygame.Surface, L: Layout, s, viewer: int | None, items, legal_targets: set,
              hover_idx: int | None, completable: set[str], names=(), colours=(), shapes=()) -> None:
    fsz = L.fs(14)
    h = L.hand
    if s is not None and not s.stack and names:
        draw_final(surface, L, s, names, colours, shapes)
        return
    if viewer is None:
        P.blit(surface, "Hands are hidden while other players decide.", L.fs(16), (226, 210, 180),
               h.center, "center")
        return
    p = s.players[viewer]
    lab = L.fs(14)
    col = (236, 220, 188)
    # group labels
    groups: dict[str, pygame.Rect] = {}
    for el, r in items:
        k = el[0]
        groups[k] = groups[k].union(r) if k in groups else pygame.Rect(r)
    ly = h.y + L.px(3)
    if "lord" in groups:
        P.blit(surface, "Your Lord (secret)", lab, col, (groups["lord"].x, ly), max_width=groups["lord"].w + L.px(40))
    if "intrigue" in groups:
        P.blit(surface, f"{P.w('Intrigue')} ({len(p.intrigue)})", lab, col, (groups["intrigue"].x, ly), bold=True,
               max_width=max(L.px(60), groups["intrigue"].w + L.px(8)))
    qx = groups["hquest"].x if "hquest" in groups else (groups["intrigue"].right + L.px(20) if "intrigue" in groups
                                                      else (groups["lord"].right + L.px(20) if "lord" in groups else h.x + L.px(6)))
    mand = any(q in MANDATORY for q in p.quests)
    qlabel = f"{P.w('Active quests')} ({len(p.quests)}) · {P.w('completed')} {len(p.completed)}" + (f" · {P.w('Mandatory first!')}" if mand else "")
    P.blit(surface, qlabel, lab, col, (qx, ly), bold=True, max_width=max(L.px(80), h.right - qx - L.px(6)))
    if not p.quests:
        P.blit(surface, "No active quests — take one at Cliffwatch Inn.", lab, (200, 184, 150),
               (qx, h.y + h.h // 2), "midleft")
    if not p.intrigue and "intrigue" not in groups:
        pass
    for i, (el, r) in enumerate(items):
        if i == hover_idx:
            continue
        _draw_card(surface, L, s, viewer, el, r, fsz, legal_targets, completable, False)


def _draw_card(surface, L, s, viewer, el, r: pygame.Rect, fsz: int, legal_targets: set, completable: set[str],
               lifted: bool) -> None:
    k = el[0]
    hot = _target(el) in legal_targets
    P.note(el[1] if el[1] is not HIDDEN else "")
    if k == "lord":
        p = s.players[viewer]
        n_b = sum(1 for _k, o, _st in s.buildings if o == viewer)
        img = C.lord_face(el[1], r.size, fsz, lord_bonus(el[1], p.completed, n_b), "")
    elif k == "intrigue":
        img = C.card_back("intrigue", r.size) if el[1] is HIDDEN else C.intrigue_face(el[1], r.size, fsz, hot)
    else:
        img = C.quest_face(el[1], r.size, fsz, hot or el[1] in completable)
    if hot:
        g = P.glow_rect(r.size, L.px(6), P.GLOW, L.px(8))
        surface.blit(g, g.get_rect(center=r.center))
    P.shadowed(surface, img, r, L.px(6), L.px(6) if lifted else L.px(3), L.px(6) if lifted else L.px(4),
               140 if lifted else 100)
    if k == "hquest" and el[1] in completable and not hot:
        # a green tick: this quest could be completed now
        k = L.px(7)
        x, y = r.right - L.px(6) - 2 * k, r.y + L.px(6)
        pts = [(x, y + k), (x + k * 0.8, y + k * 1.8), (x + 2 * k, y)]
        pygame.draw.circle(surface, (236, 244, 226), (int(x + k), int(y + k)), int(k * 1.5))
        pygame.draw.lines(surface, (40, 120, 60), False, pts, max(2, L.px(3)))


def draw_hover_card(surface, L, s, viewer, el, r: pygame.Rect, legal_targets: set, completable: set[str]) -> pygame.Rect:
    """The hovered hand card, lifted and enlarged so it reads easily: wider, and as tall as
    its whole text needs (an Intrigue card's full effect, never cut)."""
    fsz = L.fs(15)
    w, h = int(max(r.w * 1.15, min(r.w * 1.5, L.px(170)))), int(r.h * 1.35)
    if el[0] == "intrigue" and el[1] is not HIDDEN:
        h = max(h, C.intrigue_height(el[1], w, fsz, P.LANG))
    big = pygame.Rect(0, 0, w, min(h, L.rect.h))
    big.midbottom = (r.centerx, r.bottom - L.px(4))
    big.clamp_ip(L.rect)
    _draw_card(surface, L, s, viewer, el, big, fsz, legal_targets, completable, True)
    return big


def _target(el: tuple) -> tuple:
    if el[0] == "intrigue":
        return ("intrigue", el[1])
    if el[0] == "hquest":
        return ("hquest", el[1])
    return el


def completable_quests(s, seat: int | None) -> set[str]:
    if s is None or seat is None:
        return set()
    p = s.players[seat]
    mand = any(q in MANDATORY for q in p.quests)
    out = set()
    for q in p.quests:
        qq = ALL_QUESTS.get(q)
        if qq is None or (mand and q not in MANDATORY):
            continue
        if p.gold >= qq.req_gold and all(a >= b for a, b in zip(p.cubes, qq.req, strict=False)):
            out.add(q)
    return out


_ = SPACE_INDEX
