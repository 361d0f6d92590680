"""Neuroshima tiles drawn as vector hex tiles (flat-top, rules directions 0 N .. 5 NW).

One job: turn (tile id, army, rotation, size, damage, ...) into a cached surface.
Shapes are drawn 3x supersampled and smoothscaled (anti-aliased); text is drawn at the final
resolution so it stays crisp. Edge icons follow the printed tiles:

* melee: short, wide white wedges (one per strength point);
* ranged: long, thin yellow spikes (one per strength point);
* shotgun fan, rocket, gauss rail: orange/cyan special shapes;
* armor: a thick steel bar along the edge;  net: a hatched net trapezoid;
* module link: a cyan chevron pointing out; the module's effect in a cyan pill in the centre;
* initiative: white discs with black numbers; toughness: pips next to the army badge.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import NamedTuple

import pygame

from game.games.neuroshima.content import TILES, TURRETS

from . import theme as T
from .texts import FACE_BREAKS, face
from .theme import darken, lighten

LANG = "en"  # the language of the words on tile faces; the view sets it from ctx.lang before drawing

SS = 3
_CACHE: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_CACHE_MAX = 600
_SHADOWS: dict[int, pygame.Surface] = {}

MIN_TEXT = 14  # look-and-feel: no text below 14 px at 1280x720 (callers pass a floor that scales up)
TEXT_RATIO = 0.33  # a tile carries text only when min_text <= size * TEXT_RATIO; smaller tiles are icon-only


def font(size: int, bold: bool = True) -> pygame.font.Font:
    from game.ui.render.fonts import get_font
    return get_font(max(8, int(size)), bold=bold)


def tile_dim(size: float) -> int:
    """Side of the square surface a tile of circumradius ``size`` is drawn on."""
    return int(size * 2.3) + 4


# ----------------------------------------------------------------- geometry helpers
def _pt(c, angle: float, dist: float, off: float = 0.0):
    ca, sa = math.cos(angle), math.sin(angle)
    return (c[0] + ca * dist - sa * off, c[1] + sa * dist + ca * off)


def _spread(n: int, gap: float) -> list[float]:
    return [(i - (n - 1) / 2) * gap for i in range(n)]


# ----------------------------------------------------------------- edge glyphs
def _glyph_width(kind: str, strength: int, s: float) -> float:
    n = max(1, min(4, strength))
    if kind == "melee":
        return n * 0.23 * s
    if kind in ("ranged", "turret"):
        return n * 0.15 * s
    if kind == "shotgun":
        return 0.3 * s
    return 0.16 * s


def _draw_glyph(surf, kind: str, strength: int, angle: float, c, s: float, off: float) -> None:
    outline = (22, 22, 24)
    lw = max(2, int(s * 0.014))
    n = max(1, min(4, strength))
    if kind == "melee":
        for o in _spread(n, 0.23 * s):
            pts = [_pt(c, angle, 0.83 * s, off + o), _pt(c, angle, 0.57 * s, off + o - 0.11 * s),
                   _pt(c, angle, 0.57 * s, off + o + 0.11 * s)]
            pygame.draw.polygon(surf, T.MELEE_INK, pts)
            pygame.draw.polygon(surf, outline, pts, lw)
    elif kind in ("ranged", "turret"):
        for o in _spread(n, 0.15 * s):
            pts = [_pt(c, angle, 0.85 * s, off + o), _pt(c, angle, 0.38 * s, off + o - 0.065 * s),
                   _pt(c, angle, 0.38 * s, off + o + 0.065 * s)]
            pygame.draw.polygon(surf, T.RANGED_INK, pts)
            pygame.draw.polygon(surf, outline, pts, lw)
    elif kind == "shotgun":
        base = _pt(c, angle, 0.46 * s, off)
        for k in (-1, 0, 1):
            a2 = angle + k * 0.33
            tip = _pt(base, a2, 0.34 * s)
            left = _pt(base, a2, 0.0, -0.03 * s)
            r = _pt(base, a2, 0.0, 0.03 * s)
            pts = [tip, left, r]
            pygame.draw.polygon(surf, T.SPECIAL_INK, pts)
            pygame.draw.polygon(surf, outline, pts, lw)
        for k in (-1, 0, 1):
            pygame.draw.circle(surf, T.SPECIAL_INK, _pt(base, angle + k * 0.33, 0.38 * s), 0.025 * s)
    elif kind == "rocket":
        w = 0.045 * s
        body = [_pt(c, angle, 0.46 * s, off - w), _pt(c, angle, 0.70 * s, off - w),
                _pt(c, angle, 0.82 * s, off), _pt(c, angle, 0.70 * s, off + w), _pt(c, angle, 0.46 * s, off + w)]
        fins = [_pt(c, angle, 0.44 * s, off - 0.1 * s), _pt(c, angle, 0.54 * s, off),
                _pt(c, angle, 0.44 * s, off + 0.1 * s)]
        pygame.draw.polygon(surf, T.SPECIAL_INK, fins)
        pygame.draw.polygon(surf, outline, fins, lw)
        pygame.draw.polygon(surf, T.SPECIAL_INK, body)
        pygame.draw.polygon(surf, outline, body, lw)
        pygame.draw.polygon(surf, (220, 40, 30), [body[1], body[2], body[3]])
    elif kind == "gauss":
        cyan = (130, 220, 255)
        for side in (-1, 1):
            a = _pt(c, angle, 0.42 * s, off + side * 0.05 * s)
            b = _pt(c, angle, 0.82 * s, off + side * 0.05 * s)
            pygame.draw.line(surf, outline, a, b, lw * 4)
            pygame.draw.line(surf, cyan, a, b, lw * 2)
        for d in (0.5, 0.62, 0.74):
            pygame.draw.line(surf, cyan, _pt(c, angle, d * s, off - 0.08 * s), _pt(c, angle, d * s, off + 0.08 * s), lw * 2)
    else:
        pygame.draw.circle(surf, T.MELEE_INK, _pt(c, angle, 0.7 * s, off), 0.06 * s)


def _draw_armor(surf, angle: float, c, s: float) -> None:
    a = _pt(c, angle, 0.77 * s, -0.40 * s)
    b = _pt(c, angle, 0.77 * s, 0.40 * s)
    lw = max(4, int(s * 0.085))
    pygame.draw.line(surf, (18, 20, 22), a, b, lw + max(2, int(s * 0.03)))
    pygame.draw.line(surf, T.ARMOR_INK, a, b, lw)
    pygame.draw.line(surf, lighten(T.ARMOR_INK, 0.6), _pt(c, angle, 0.74 * s, -0.38 * s),
                     _pt(c, angle, 0.74 * s, 0.38 * s), max(1, lw // 4))
    for o in (-0.3, 0.0, 0.3):
        pygame.draw.circle(surf, (60, 64, 70), _pt(c, angle, 0.77 * s, o * s), max(1, lw * 0.22))


def _draw_net(surf, angle: float, c, s: float) -> None:
    outer, inner = 0.82 * s, 0.52 * s
    pts = [_pt(c, angle, outer, -0.3 * s), _pt(c, angle, outer, 0.3 * s),
           _pt(c, angle, inner, 0.13 * s), _pt(c, angle, inner, -0.13 * s)]
    pygame.draw.polygon(surf, (20, 22, 26), pts)
    lw = max(1, int(s * 0.014))
    for k in range(5):
        t = k / 4
        a = _pt(c, angle, outer, (-0.3 + 0.6 * t) * s)
        b = _pt(c, angle, inner, (-0.13 + 0.26 * (1 - t)) * s)
        pygame.draw.line(surf, T.NET_INK, a, b, lw)
    for k in range(4):
        d = inner + (outer - inner) * k / 3
        half = 0.13 * s + (0.3 - 0.13) * s * k / 3
        pygame.draw.line(surf, T.NET_INK, _pt(c, angle, d, -half), _pt(c, angle, d, half), lw)
    pygame.draw.polygon(surf, T.NET_INK, pts, lw * 2)


def _draw_link(surf, angle: float, c, s: float) -> None:
    pts = [_pt(c, angle, 0.82 * s, 0), _pt(c, angle, 0.64 * s, -0.16 * s), _pt(c, angle, 0.64 * s, -0.07 * s),
           _pt(c, angle, 0.72 * s, 0), _pt(c, angle, 0.64 * s, 0.07 * s), _pt(c, angle, 0.64 * s, 0.16 * s)]
    pygame.draw.polygon(surf, T.LINK_INK, pts)
    pygame.draw.polygon(surf, (16, 40, 50), pts, max(2, int(s * 0.014)))


# ----------------------------------------------------------------- ability / instant symbols
def _ability_symbol(surf, ab: str, p, r: float) -> None:
    ink, dark = (250, 250, 250), (20, 20, 24)
    pygame.draw.circle(surf, dark, p, r)
    lw = max(2, int(r * 0.18))
    x, y = p
    if ab == "sharpshooter":
        pygame.draw.circle(surf, ink, p, r * 0.6, lw)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pygame.draw.line(surf, ink, (x + dx * r * 0.3, y + dy * r * 0.3), (x + dx * r * 0.9, y + dy * r * 0.9), lw)
    elif ab == "venom":
        pygame.draw.polygon(surf, T.VENOM, [(x, y - r * 0.8), (x + r * 0.5, y + r * 0.1), (x - r * 0.5, y + r * 0.1)])
        pygame.draw.circle(surf, T.VENOM, (x, y + r * 0.2), r * 0.5)
    elif ab == "spy":
        pygame.draw.ellipse(surf, ink, (x - r * 0.8, y - r * 0.45, r * 1.6, r * 0.9), lw)
        pygame.draw.circle(surf, ink, p, r * 0.25)
    elif ab == "push":
        for k in (-0.35, 0.15):
            pygame.draw.lines(surf, ink, False, [(x + k * r, y - r * 0.5), (x + (k + 0.35) * r, y),
                                                 (x + k * r, y + r * 0.5)], lw)
    elif ab == "mobility":
        pygame.draw.line(surf, ink, (x - r * 0.7, y), (x + r * 0.7, y), lw)
        for sgn in (-1, 1):
            pygame.draw.polygon(surf, ink, [(x + sgn * r * 0.85, y), (x + sgn * r * 0.4, y - r * 0.35),
                                            (x + sgn * r * 0.4, y + r * 0.35)])
    elif ab == "explosion":
        pts = []
        for k in range(16):
            rr = r * (0.85 if k % 2 == 0 else 0.4)
            a = math.pi * 2 * k / 16
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
        pygame.draw.polygon(surf, (255, 170, 40), pts)
    pygame.draw.circle(surf, ink, p, r, max(1, lw // 2))


def _instant_symbol(surf, kind: str, c, r: float, ink) -> None:
    x, y = c
    lw = max(3, int(r * 0.12))
    if kind == "battle":
        pts = []
        for k in range(18):
            rr = r * (1.0 if k % 2 == 0 else 0.5)
            a = math.pi * 2 * k / 18 - math.pi / 2
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
        pygame.draw.polygon(surf, (255, 196, 60), pts)
        pygame.draw.polygon(surf, (40, 20, 10), pts, lw // 2)
        pygame.draw.circle(surf, (220, 60, 30), c, r * 0.35)
    elif kind in ("sniper", "grenade"):
        pygame.draw.circle(surf, ink, c, r * 0.75, lw)
        pygame.draw.circle(surf, (220, 50, 40), c, r * 0.15)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pygame.draw.line(surf, ink, (x + dx * r * 0.35, y + dy * r * 0.35), (x + dx * r, y + dy * r), lw)
    elif kind in ("move", "push_back", "castling"):
        def arrow(y0: float, sgn: int) -> None:
            pygame.draw.line(surf, ink, (x - sgn * r * 0.8, y0), (x + sgn * r * 0.4, y0), lw)
            pygame.draw.polygon(surf, ink, [(x + sgn * r * 0.9, y0), (x + sgn * r * 0.35, y0 - r * 0.35),
                                            (x + sgn * r * 0.35, y0 + r * 0.35)])
        if kind == "move":
            arrow(y, 1)
        elif kind == "push_back":
            arrow(y - r * 0.3, 1)
            arrow(y + r * 0.3, 1)
        else:
            arrow(y - r * 0.35, 1)
            arrow(y + r * 0.35, -1)
    else:  # bombs and air strike
        pygame.draw.circle(surf, (24, 24, 26), (x, y + r * 0.15), r * 0.7)
        pygame.draw.circle(surf, ink, (x, y + r * 0.15), r * 0.7, max(1, lw // 2))
        pygame.draw.line(surf, (255, 190, 60), (x + r * 0.4, y - r * 0.4), (x + r * 0.75, y - r * 0.85), lw)
        if kind == "air_strike":
            pygame.draw.polygon(surf, ink, [(x - r, y - r * 0.9), (x + r * 0.2, y - r * 0.9), (x - r * 0.4, y - r * 0.55)])


# ----------------------------------------------------------------- shadows and bodies
def _shadow(size: float) -> pygame.Surface:
    key = int(size)
    if key not in _SHADOWS:
        dim = tile_dim(size)
        sh = pygame.Surface((dim, dim), pygame.SRCALPHA)
        pygame.draw.polygon(sh, (0, 0, 0, 150), T.flat_corners(dim / 2 + size * 0.04, dim / 2 + size * 0.08, size * 0.95))
        _SHADOWS[key] = pygame.transform.gaussian_blur(sh, max(2, int(size * 0.07)))
    return _SHADOWS[key]


def _body(big, c, s: float, colour, kind: str) -> None:
    corners = T.flat_corners(c[0], c[1], s * 0.95)
    # metallic gradient: a lighter top half, darker bottom half, clipped to the hex
    grad = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    top, bottom = lighten(colour, 0.18), darken(colour, 0.22)
    h = big.get_height()
    for i in range(0, h, 3):
        t = i / h
        pygame.draw.rect(grad, (*T.mix(top, bottom, t), 255), (0, i, big.get_width(), 3))
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), corners)
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(grad, (0, 0))
    # darker inner field where the art would be: makes white icons pop
    inner = T.flat_corners(c[0], c[1], s * 0.80)
    field = darken(colour, 0.42 if kind != "hq" else 0.3)
    pygame.draw.polygon(big, field, inner)
    pygame.draw.polygon(big, darken(colour, 0.6), inner, max(1, int(s * 0.012)))
    pygame.draw.polygon(big, darken(colour, 0.6), corners, max(2, int(s * 0.05)))
    pygame.draw.polygon(big, lighten(colour, 0.45), T.flat_corners(c[0], c[1], s * 0.90), max(1, int(s * 0.012)))


def _text(surf, text: str, size: int, colour, centre, bold: bool = True, shadow: bool = True) -> None:
    img = font(size, bold).render(text, True, colour)
    r = img.get_rect(center=(round(centre[0]), round(centre[1])))
    if shadow:
        sh = font(size, bold).render(text, True, (0, 0, 0))
        sh.set_alpha(170)
        surf.blit(sh, r.move(1, 1))
    surf.blit(img, r)


_VOWELS = set("aeiouyáéíóöőúüű")
_DIGRAPHS = {"sz", "zs", "cs", "gy", "ly", "ny", "ty", "dz", "ch", "sh", "th", "ck", "ph"}


def _syllables(word: str) -> str:
    """Break points of a word without a printed one: before a consonant that starts a syllable
    (consonant + vowel, digraphs kept whole), at least two letters from either end."""
    low = word.lower()
    cuts = []
    for i in range(2, len(word) - 2):
        if low[i] in _VOWELS or low[i + 1] not in _VOWELS or low[i].isalpha() is False:
            continue
        j = i - 1 if low[i - 1:i + 1] in _DIGRAPHS else i
        if j >= 2 and not any(low[k] in _VOWELS for k in range(j, i)) and any(ch in _VOWELS for ch in low[:j]):
            cuts.append(j)
    parts, last = [], 0
    for j in sorted(set(cuts)):
        parts.append(word[last:j])
        last = j
    parts.append(word[last:])
    return "|".join(p for p in parts if p)


def _break_word(word: str, max_w: float, size: int) -> list[str] | None:
    """Split one long word in two at a printed break point (``texts.FACE_BREAKS``), hyphenated."""
    spec = FACE_BREAKS.get(word) or _syllables(word)
    parts = spec.split("|")
    if len(parts) < 2:
        return None
    best = None
    for k in range(1, len(parts)):
        a, b = "".join(parts[:k]) + "-", "".join(parts[k:])
        w = max(font(size).size(a)[0], font(size).size(b)[0])
        if best is None or w < best[0]:
            best = (w, [a, b])
    return best[1] if best else None


def _wrap(text: str, max_w: float, size: int) -> list[str]:
    """Greedy wrap at ``size``; a word wider than a line is hyphenated at its break points."""
    f = font(size)

    def fits(x: str) -> bool:
        return f.size(x)[0] <= max_w

    lines: list[str] = []
    cur = ""
    for word in text.split():
        if cur and fits(cur + " " + word):
            cur += " " + word
            continue
        if cur:
            lines.append(cur)
            cur = ""
        if fits(word):
            cur = word
            continue
        piece = ""
        for part in (FACE_BREAKS.get(word) or _syllables(word)).split("|"):
            if piece and not fits(piece + part + "-"):
                lines.append(piece + "-")
                piece = part
            else:
                piece += part
        cur = piece
    if cur:
        lines.append(cur)
    return lines


def _fit_lines(name: str, max_w: float, size: int, min_size: int, max_lines: int = 3) -> tuple[list[str], int]:
    """One line at the largest size >= min_size that fits, else two balanced lines (split at a
    space, a hyphen or a printed break point of a long word), else a hyphenated wrap at min_size."""
    sz = size
    while sz >= min_size:
        if font(sz).size(name)[0] <= max_w:
            return [name], sz
        sz -= 1
    if max_lines < 2:
        return [name], min_size
    options: list[list[str]] = []
    words = name.replace("-", "- ").split()
    for k in range(1, len(words)):
        options.append([" ".join(words[:k]).replace("- ", "-"), " ".join(words[k:]).replace("- ", "-")])
    if len(words) == 1:
        split = _break_word(name, max_w, min_size)
        if split:
            options.append(split)
    if options:
        lines = min(options, key=lambda ls: max(font(min_size).size(x)[0] for x in ls))
        sz = size
        while sz > min_size and max(font(sz).size(x)[0] for x in lines) > max_w:
            sz -= 1
        if max(font(sz).size(x)[0] for x in lines) <= max_w:
            return lines, sz
    return _wrap(name, max_w, min_size)[:max_lines], min_size


class FaceText(NamedTuple):
    """One line of text on a tile face: what, how big, where, and the width it must stay in."""
    text: str
    size: int
    colour: tuple[int, int, int]
    centre: tuple[float, float]
    max_w: float
    shadow: bool = True


def _pill_words(t, lang: str) -> list[str]:
    """A module's effect pill, from the long words to the shortest catalog words."""
    effs = t.effects[:2]
    long_ = " ".join(face("effect", e, lang, e).format(v=v) for e, v in effs)
    short = " ".join(face("effect_short", e, lang, face("effect", e, lang, e)).format(v=v) for e, v in effs)
    tiny = "".join(face("effect_short", e, lang, face("effect", e, lang, e)).format(v=v) for e, v in effs)
    out = [long_] if len(effs) == 1 else []
    return out + [w for w in (short, tiny) if w not in out]


def pill_layout(t, S: float, m: int, lang: str) -> tuple[str, int, int, int]:
    """(text, font size, pill width, pill height) of a module's effect pill at circumradius S.

    The pill grows with its text up to about the hex body's width there (PILL_MAX); the text
    shrinks to the ``m`` px floor, then falls back to the shorter catalog words."""
    h = max(int(S * 0.26), font(m).get_ascent() + 4)
    # as wide as the hex body at the pill's lower edge (flat-top hex: the sides slope at 60 degrees)
    cap = min(S * PILL_MAX, 2 * (0.95 * S - (0.30 * S + h / 2) / math.sqrt(3)))
    words = _pill_words(t, lang)
    text, size = "", m
    for cand in words:
        sz = max(m, int(S * 0.22))
        while sz > m and font(sz).size(cand)[0] + _pill_pad(sz) > cap:
            sz -= 1
        if font(sz).size(cand)[0] + _pill_pad(sz) <= cap:
            text, size = cand, sz
            break
    if not text:  # two effects that fit no line: one above the other
        short = words[-2] if len(words) > 1 else words[-1]
        text = short.replace(" ", "\n", 1) if " " in short else words[-1]
    if "\n" in text:
        lines = text.split("\n")
        tw = max(font(size).size(x)[0] for x in lines)
        h = len(lines) * (font(size).get_ascent() + 2) + 4
        body = 2 * (0.95 * S - (pill_y(S, h, m) + h / 2) / math.sqrt(3))
        return text, size, int(min(max(S * 0.9, tw + _pill_pad(size)), max(body, tw + 2))), h
    w = min(max(int(S * 1.12), font(size).size(text)[0] + _pill_pad(size)), max(int(cap), font(size).size(text)[0] + 2))
    h = max(int(S * 0.26), font(size).get_ascent() + 4)
    return text, size, w, h


def _pill_pad(size: int) -> int:
    return max(2, int(size * 0.2))


PILL_MAX = 1.42  # a pill is at most this many circumradii wide (and never wider than the hex body there)


def name_floor(t, S: float, m: int, lang: str) -> float:
    """How far below the centre a tile's name may reach: the top of its pill or initiative discs."""
    top = S * 0.30 - disc_size(S, m)[0] * 1.07
    if t.kind == "module" and t.effects:
        h = pill_layout(t, S, m, lang)[3]
        top = min(top, pill_y(S, h, m) - h / 2)
    return top - 1


def disc_size(S: float, m: int) -> tuple[float, float]:
    """(radius, spacing) of the initiative discs: big enough for an ``m`` px digit."""
    r = max(0.14 * S, 0.6 * m)
    return r, max(0.31 * S, 2.15 * r)


def pill_y(S: float, h: float, m: int) -> float:
    """Centre of a pill ``h`` high below the tile's centre: a two-line pill grows downwards."""
    single = max(int(S * 0.26), font(m).get_ascent() + 4)
    return S * 0.30 + max(0.0, (h - single) / 2)
NAME_MAX = 1.58  # a tile name line is at most this many circumradii wide (the hex is 1.55-1.9 wide there)


def face_texts(name: str, army: str | None, S: float, m: int, lang: str) -> list[FaceText]:
    """Every line of text on the face of tile ``name`` at circumradius ``S`` (final pixels,
    centred in a tile_dim(S) square), each with the width it has to stay in."""
    dim = tile_dim(S)
    c1 = (dim / 2, dim / 2)
    ink = (248, 246, 238)
    t = TILES.get(name)
    turret = TURRETS.get(name)
    kind = t.kind if t is not None else ("turret" if turret else "unknown")
    out: list[FaceText] = []

    def fs(k: float) -> int:
        return max(m, int(S * k))

    if S * TEXT_RATIO < m:
        if t is not None and kind == "hq" and int(S * 0.46) >= m:
            out.append(FaceText(T.army_letter(army), int(S * 0.46), ink, (c1[0], c1[1] - S * 0.05), S * 1.2))
        return out
    if t is not None:
        label = t.name_hu if lang == "hu" else t.name_en
        if kind == "hq":
            out.append(FaceText(T.army_letter(army), fs(0.46), ink, (c1[0], c1[1] - S * 0.05), S * 1.2))
            out.append(FaceText(face("mark", "hq", lang), fs(0.17), ink, (c1[0], c1[1] - S * 0.44), S * 0.9))
            eff = t.effects[0][0] if t.effects else ""
            hq_label = face("hq", eff, lang)
            for table in ("hq_short", "hq_tiny"):  # keep clear of the side arrows: shorter words
                if font(fs(0.16)).size(hq_label)[0] > S * 0.9:
                    hq_label = face(table, eff, lang, hq_label)
            out.append(FaceText(hq_label, fs(0.16), T.LINK_INK, (c1[0], c1[1] + S * 0.37), S * 0.9))
        elif kind == "foundation":
            lines, nfs = _fit_lines(label, S * NAME_MAX, fs(0.2), m, max_lines=1)
            out.append(FaceText(lines[0], nfs, ink, (c1[0], c1[1] + S * 0.42), S * NAME_MAX))
        else:
            bp = _pt(c1, math.radians(240), 0.60 * S)
            out.append(FaceText(T.army_letter(army), fs(0.17), ink, bp, S * 0.4, shadow=False))
            lines, nfs = _fit_lines(label, S * NAME_MAX, fs(0.23), m)
            lh = font(nfs).get_linesize() * 0.86
            y0 = c1[1] - (S * (0.06 if len(lines) == 1 else 0.1) if kind != "instant" else -S * 0.34) - lh * (len(lines) - 1) / 2
            if kind in ("soldier", "module"):  # the name stays above the initiative discs / effect pill
                floor = c1[1] + name_floor(t, S, m, lang)
                y0 = min(y0, floor - font(nfs).get_height() / 2 - lh * (len(lines) - 1))
            for k, line in enumerate(lines):
                out.append(FaceText(line, nfs, ink, (c1[0], y0 + k * lh), S * NAME_MAX))
            if kind in ("soldier", "module"):
                for off, v in zip(_spread(len(t.initiative), disc_size(S, m)[1]), t.initiative):
                    out.append(FaceText(str(v), fs(0.25), (12, 12, 14), (c1[0] + off, c1[1] + S * 0.30 + 1), S * 0.28,
                                        shadow=False))
            if kind == "module" and t.effects:
                text, pfs, pw, _ph = pill_layout(t, S, m, lang)
                parts = text.split("\n")
                lh2 = font(pfs).get_ascent() + 2
                for k, part in enumerate(parts):
                    y = c1[1] + pill_y(S, _ph, m) + 1 + (k - (len(parts) - 1) / 2) * lh2
                    out.append(FaceText(part, pfs, (10, 30, 40), (c1[0], y), pw - _pill_pad(pfs) + 2, shadow=False))
    elif turret is not None:
        out.append(FaceText(face("mark", "turret", lang), fs(0.17), ink, (c1[0], c1[1] - S * 0.05), S * NAME_MAX))
        for off, v in zip(_spread(len(turret[2]), 0.29 * S), turret[2]):
            out.append(FaceText(str(v), fs(0.22), (12, 12, 14), (c1[0] + off, c1[1] + S * 0.30 + 1), S * 0.28,
                                shadow=False))
    return out


# ----------------------------------------------------------------- public API
def tile_surface(name: str, army: str | None, rot: int, size: float, dmg: int = 0,
                 min_text: int = MIN_TEXT, badge: str = "") -> pygame.Surface:
    """Cached surface of tile ``name`` (board direction of its front = ``rot``), centred."""
    size = max(8.0, float(size))
    key = ("tile", name, army, rot % 6, round(size, 1), dmg, min_text, badge, LANG)
    img = _CACHE.get(key)
    if img is not None:
        _CACHE.move_to_end(key)
        return img
    img = _render_tile(name, army, rot % 6, size, min_text, badge)
    _CACHE[key] = img
    if len(_CACHE) > _CACHE_MAX:
        _CACHE.popitem(last=False)
    return img


def _render_tile(name: str, army: str | None, rot: int, size: float, min_text: int, badge: str) -> pygame.Surface:
    dim = tile_dim(size)
    out = pygame.Surface((dim, dim), pygame.SRCALPHA)
    out.blit(_shadow(size), (0, 0))
    t = TILES.get(name)
    turret = TURRETS.get(name)
    colour = T.army_colour(army if t is not None else None)
    if turret is not None:
        colour = (92, 96, 100)
    kind = t.kind if t is not None else ("turret" if turret else "unknown")
    big = pygame.Surface((dim * SS, dim * SS), pygame.SRCALPHA)
    c = (dim * SS / 2, dim * SS / 2)
    s = size * SS
    if kind == "foundation":
        _foundation(big, c, s, name, colour)
    else:
        _body(big, c, s, colour, kind)
    # --- edge features (per board direction)
    if t is not None and kind in ("soldier", "module", "hq"):
        per_dir: list[list[tuple[str, int]]] = [[] for _ in range(6)]
        for a in t.attacks:
            per_dir[(a.edge + rot) % 6].append((a.type, a.strength))
        for e in t.armor:
            _draw_armor(big, T.edge_angle((e + rot) % 6), c, s)
        for e in t.nets:
            _draw_net(big, T.edge_angle((e + rot) % 6), c, s)
        if kind != "hq":
            for e in t.links:
                _draw_link(big, T.edge_angle((e + rot) % 6), c, s)
        for d in range(6):
            glyphs = sorted(per_dir[d], key=lambda g: 0 if g[0] != "melee" else 1)
            if not glyphs:
                continue
            widths = [_glyph_width(k, v, s) for k, v in glyphs]
            gap = 0.06 * s
            total = sum(widths) + gap * (len(widths) - 1)
            x = -total / 2
            for (k, v), w in zip(glyphs, widths):
                _draw_glyph(big, k, v, T.edge_angle(d), c, s, x + w / 2)
                x += w + gap
    elif turret is not None:
        for e, v in turret[3]:
            _draw_glyph(big, "ranged", v, T.edge_angle((e + rot) % 6), c, s, 0)
    # --- centre pieces drawn supersampled (discs, pills, symbols)
    cx, cy = c
    if t is not None and kind == "instant":
        _instant_symbol(big, t.instant, (cx, cy - s * 0.12), s * 0.34, (245, 245, 240))
    if t is not None and kind in ("soldier", "module", "hq") or turret is not None:
        init = list(t.initiative) if t is not None else list(turret[2])
        if kind != "hq":
            dr, dgap = disc_size(size, max(1, int(min_text)))
            for off in _spread(len(init), dgap * SS):
                p = (cx + off, cy + 0.30 * s)
                pygame.draw.circle(big, (16, 16, 18), (p[0] + s * 0.01, p[1] + s * 0.015), dr * SS * 1.07)
                pygame.draw.circle(big, (248, 246, 238), p, dr * SS)
                pygame.draw.circle(big, (20, 20, 22), p, dr * SS, max(1, int(s * 0.012)))
        if t is not None and kind == "soldier":
            abil = sorted(t.abilities)
            for k, ab in enumerate(abil[:2]):
                _ability_symbol(big, ab, _pt(c, math.radians(120 if k == 0 else 60), 0.62 * s), 0.11 * s)
        if t is not None and kind == "module" and t.effects:
            _pt_text, _pfs, pw, ph = pill_layout(t, size, max(1, int(min_text)), LANG)
            pill = pygame.Rect(0, 0, pw * SS, ph * SS)
            pill.center = (int(cx), int(cy + pill_y(size, ph, max(1, int(min_text))) * SS))
            pygame.draw.rect(big, T.LINK_INK, pill, border_radius=pill.h // 2)
            pygame.draw.rect(big, (16, 40, 50), pill, max(1, int(s * 0.012)), border_radius=pill.h // 2)
    # army badge
    if t is not None and kind != "foundation":
        bp = _pt(c, math.radians(240), 0.60 * s) if kind != "hq" else (cx, cy - 0.05 * s)
        br = max(0.12 * s, 0.62 * MIN_TEXT * SS) if kind != "hq" else 0.30 * s
        pygame.draw.circle(big, darken(colour, 0.55), bp, br)
        pygame.draw.circle(big, lighten(colour, 0.5), bp, br, max(1, int(s * 0.014)))
        tough = t.toughness if kind != "hq" else 0
        tp = _pt(c, math.radians(300), 0.60 * s)
        for off in (_spread(max(0, tough - 1), 0.1 * s)):
            r = pygame.Rect(0, 0, int(0.08 * s), int(0.1 * s))
            r.center = (int(tp[0] + off), int(tp[1]))
            pygame.draw.rect(big, (236, 70, 60), r, border_radius=int(0.02 * s))
            pygame.draw.rect(big, (30, 10, 10), r, max(1, int(s * 0.01)), border_radius=int(0.02 * s))
    out.blit(pygame.transform.smoothscale(big, (dim, dim)), (0, 0))
    # --- text at final resolution: every size is >= min_text; tiles too small to carry
    # min_text legibly (other seats' thumbnails) are icon-only, their hover text names them
    for ft in face_texts(name, army, size, max(1, int(min_text)), LANG):
        _text(out, ft.text, ft.size, ft.colour, ft.centre, shadow=ft.shadow)
    S = size
    c1 = (dim / 2, dim / 2)

    def fs(k: float) -> int:
        return max(max(1, int(min_text)), int(S * k))

    if badge and S * TEXT_RATIO >= max(1, int(min_text)):
        _text(out, badge, fs(0.16), (255, 230, 120), (c1[0], c1[1] + S * 0.62))
    return out


def _foundation(big, c, s: float, name: str, colour) -> None:
    corners = T.flat_corners(c[0], c[1], s * 0.93)
    base = darken(colour, 0.5)
    pygame.draw.polygon(big, base, corners)
    if name.endswith("mine"):
        r = s * 0.42
        n = 10
        for k in range(n):
            a0 = 2 * math.pi * k / n
            a1 = 2 * math.pi * (k + 1) / n
            col = T.HAZARD_YELLOW if k % 2 == 0 else T.HAZARD_BLACK
            pygame.draw.polygon(big, col, [c, (c[0] + r * math.cos(a0), c[1] + r * math.sin(a0)),
                                           (c[0] + r * math.cos(a1), c[1] + r * math.sin(a1))])
        pygame.draw.circle(big, (40, 40, 40), c, r * 0.45)
        pygame.draw.circle(big, (220, 60, 40), c, r * 0.18)
    else:  # roots
        root = (150, 110, 60)
        for k in range(6):
            a = math.pi / 3 * k + 0.3
            pts = [c]
            for j in range(1, 5):
                pts.append((c[0] + math.cos(a + 0.25 * math.sin(j * 2.1)) * s * 0.18 * j,
                            c[1] + math.sin(a + 0.25 * math.sin(j * 2.1)) * s * 0.18 * j))
            pygame.draw.lines(big, root, False, pts, max(3, int(s * 0.04)))
    pygame.draw.polygon(big, lighten(colour, 0.3), corners, max(2, int(s * 0.03)))
    pygame.draw.polygon(big, T.HAZARD_YELLOW if name.endswith("mine") else lighten(colour, 0.5),
                        T.flat_corners(c[0], c[1], s * 0.86), max(1, int(s * 0.012)))


def back_surface(army: str | None, size: float) -> pygame.Surface:
    """The back of a tile (hidden hands, draw piles): army colour, letter, hazard stripes."""
    size = max(8.0, float(size))
    key = ("back", army, round(size, 1))
    img = _CACHE.get(key)
    if img is not None:
        return img
    dim = tile_dim(size)
    out = pygame.Surface((dim, dim), pygame.SRCALPHA)
    out.blit(_shadow(size), (0, 0))
    big = pygame.Surface((dim * SS, dim * SS), pygame.SRCALPHA)
    c = (dim * SS / 2, dim * SS / 2)
    s = size * SS
    colour = darken(T.army_colour(army), 0.35)
    corners = T.flat_corners(c[0], c[1], s * 0.95)
    pygame.draw.polygon(big, colour, corners)
    stripes = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    step = int(s * 0.18)
    h = big.get_height()
    for x in range(-h, big.get_width(), step * 2):
        pygame.draw.polygon(stripes, (*T.HAZARD_YELLOW, 70), [(x, h), (x + step, h), (x + step + h, 0), (x + h, 0)])
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), T.flat_corners(c[0], c[1], s * 0.95))
    pygame.draw.polygon(mask, (0, 0, 0, 0), T.flat_corners(c[0], c[1], s * 0.62))
    stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(stripes, (0, 0))
    pygame.draw.polygon(big, darken(colour, 0.5), T.flat_corners(c[0], c[1], s * 0.62), max(2, int(s * 0.02)))
    pygame.draw.polygon(big, darken(colour, 0.6), corners, max(2, int(s * 0.05)))
    out.blit(pygame.transform.smoothscale(big, (dim, dim)), (0, 0))
    if int(size * 0.5) >= MIN_TEXT:  # small backs are letter-free: the seat's row names the army
        _text(out, T.army_letter(army), int(size * 0.5), (240, 236, 226), (dim / 2, dim / 2))
    _CACHE[key] = out
    return out


def wound_marker(n: int, size: float) -> pygame.Surface:
    key = ("wound", n, round(size, 1))
    img = _CACHE.get(key)
    if img is not None:
        return img
    r = max(10, int(size * 0.17))
    dim = r * 2 + 4
    big = pygame.Surface((dim * SS, dim * SS), pygame.SRCALPHA)
    c = (dim * SS / 2, dim * SS / 2)
    pygame.draw.circle(big, (0, 0, 0, 140), (c[0] + SS, c[1] + SS * 1.5), r * SS)
    pygame.draw.circle(big, (110, 10, 14), c, r * SS)
    pygame.draw.circle(big, T.WOUND, c, r * SS * 0.84)
    out = pygame.transform.smoothscale(big, (dim, dim))
    _text(out, str(n), max(MIN_TEXT, int(r * 1.3)), (255, 255, 255), (dim / 2, dim / 2), shadow=False)
    _CACHE[key] = out
    return out


def venom_marker(size: float) -> pygame.Surface:
    key = ("venom", round(size, 1))
    img = _CACHE.get(key)
    if img is not None:
        return img
    r = max(6, int(size * 0.14))
    dim = r * 2 + 4
    big = pygame.Surface((dim * SS, dim * SS), pygame.SRCALPHA)
    c = (dim * SS / 2, dim * SS / 2)
    pygame.draw.circle(big, (10, 40, 10), c, r * SS)
    _ability_symbol(big, "venom", c, r * SS * 0.9)
    out = pygame.transform.smoothscale(big, (dim, dim))
    _CACHE[key] = out
    return out


def net_overlay(size: float) -> pygame.Surface:
    """Grey veil with a net pattern over a netted unit."""
    key = ("netted", round(size, 1))
    img = _CACHE.get(key)
    if img is not None:
        return img
    dim = tile_dim(size)
    big = pygame.Surface((dim * 2, dim * 2), pygame.SRCALPHA)
    c = (dim, dim)
    s = size * 2
    pygame.draw.polygon(big, (20, 20, 24, 120), T.flat_corners(c[0], c[1], s * 0.95))
    layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    step = max(6, int(s * 0.16))
    for x in range(-dim * 2, dim * 4, step):
        pygame.draw.line(layer, (235, 235, 235, 150), (x, 0), (x + dim * 2, dim * 2), max(1, int(s * 0.012)))
        pygame.draw.line(layer, (235, 235, 235, 150), (x, dim * 2), (x + dim * 2, 0), max(1, int(s * 0.012)))
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), T.flat_corners(c[0], c[1], s * 0.93))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(layer, (0, 0))
    out = pygame.transform.smoothscale(big, (dim, dim))
    _CACHE[key] = out
    return out


def clear_cache() -> None:
    _CACHE.clear()
    _SHADOWS.clear()
