"""What a click on a target does, for its tooltip (issue 17): the hexes an air strike or a small
bomb hits and the units wounded there, where a rocket flies and what it hits, whom a Sharpshooter
shoots, what a Medic saves, which unit a Sniper, a Grenade or a Push back aims at.

``target_tip`` gives the words for one legal action, or "" when the action is no target (the
caller then falls back to the plain label). Hexes are named in words, never by coordinates.
"""

from __future__ import annotations

from .content import INSTANT_TEXT, REWARDS, TILES, TURRETS, tile_name
from .hexwords import hex_name
from .state import State
from .targets import instant_immune
from .text import ATTACK_WORDS, _option_info, who


def _en_hu(lang: str, en: str, hu: str) -> str:
    return hu if lang == "hu" else en


def _name(s: State, i: int, lang: str) -> str:
    """"Hammer (inner 2 o'clock, Player 1)": the unit on hex index ``i``, where, and whose."""
    p = s.board[i]
    if p is None:
        return ""
    known = p.name in TILES or p.name in TURRETS or p.name in REWARDS
    name = tile_name(p.name, lang) if known else "?"
    return f"{name} ({hex_name(s, s.lay.hexes[i], lang, short=True)}, {who(p.owner, lang)})"


def _wounded(s: State, hexes: list[int], lang: str) -> str:
    """The units an area strike wounds there (not HQs, not units in a dense forest)."""
    hit = [_name(s, i, lang) for i in hexes
           if s.board[i] is not None and TILES.get(s.board[i].name) is not None
           and TILES[s.board[i].name].kind != "hq" and not instant_immune(s, i)]
    if not hit:
        return _en_hu(lang, "No unit is wounded there.", "Ott egyetlen egység sem sérül.")
    return "\n".join([_en_hu(lang, "1 wound to:", "1 sebzés:")] + [f"· {x}" for x in hit])


def _area(s: State, hexes: list[int], lang: str, instant: str) -> str:
    """The lit hexes hit (named when there are 3; the 7 of an air strike are simply the lit ones),
    the units wounded there, and the tile's rule."""
    if len(hexes) <= 3:  # "; " between names: a Hungarian hex name has a comma ("belső, 2 óra")
        where = "; ".join(hex_name(s, s.lay.hexes[i], lang, short=True) for i in hexes)
        head = _en_hu(lang, f"Hits {len(hexes)} hexes: {where}.", f"{len(hexes)} mezőt ér: {where}.")
    else:
        head = _en_hu(lang, f"Hits the {len(hexes)} lit hexes.", f"A {len(hexes)} kivilágított mezőt éri.")
    rule = INSTANT_TEXT[instant][1 if lang == "hu" else 0]
    return "\n".join((head, _wounded(s, hexes, lang), rule))


def _air_centre(s: State, h: tuple, lang: str) -> str:
    i = s.lay.index.get(h)
    if i is None:
        return ""
    return _area(s, [i] + [j for j in s.lay.nb[i] if j >= 0], lang, "air_strike")


def _small_bomb(s: State, a: tuple, lang: str) -> str:
    hexes = [s.lay.index.get((a[k], a[k + 1])) for k in (1, 3, 5)]
    if any(i is None for i in hexes):
        return ""
    return _area(s, [i for i in hexes if i is not None], lang, "small_bomb")


def _rocket(s: State, a: tuple, lang: str) -> str:
    path = [(a[k], a[k + 1]) for k in range(3, len(a), 2)]
    way = " → ".join(hex_name(s, h, lang, short=True) for h in path)
    end = s.lay.index.get(path[-1]) if path else None
    info = _option_info(s, a)
    head = _en_hu(lang, f"The rocket's path: {way}.", f"A rakéta útja: {way}.")
    if end is None or s.board[end] is None:
        return head + "\n" + _en_hu(lang, "It hits nothing.", "Nem talál el semmit.")
    dmg = _en_hu(lang, f": {info} wounds", f", {info} sebzés") if isinstance(info, int) and info > 0 else ""
    return head + "\n" + _en_hu(lang, f"It hits {_name(s, end, lang)}{dmg}.",
                                f"Eltalálja: {_name(s, end, lang)}{dmg}.")


def _at(s: State, h: tuple, lang: str) -> str:
    i = s.lay.index.get(tuple(h))
    if i is None:
        return ""
    if s.board[i] is not None:
        return _name(s, i, lang)
    f = s.found[i]
    if f is not None and (f.name in TILES or f.name in TURRETS):
        return f"{tile_name(f.name, lang)} ({hex_name(s, s.lay.hexes[i], lang, short=True)}, {who(f.owner, lang)})"
    return hex_name(s, h, lang)


def _sharpshoot(s: State, a: tuple, lang: str) -> str:
    info = _option_info(s, a)
    dmg = _en_hu(lang, f": {info} wounds", f", {info} sebzés") if isinstance(info, int) else ""
    return _en_hu(lang, f"The shot hits {_at(s, a[3:5], lang)}{dmg}.", f"A lövés célpontja: {_at(s, a[3:5], lang)}{dmg}.")


def _medic(s: State, a: tuple, lang: str) -> str:
    info = _option_info(s, a)
    what = ""
    if isinstance(info, tuple) and len(info) == 3:
        src, amount, kind = info
        aw = ATTACK_WORDS.get(kind, (kind, kind))[1 if lang == "hu" else 0]
        if src is not None:
            what = _en_hu(lang, f" ({aw} from {hex_name(s, src, lang, short=True)}, {amount})",
                          f" ({aw} innen: {hex_name(s, src, lang, short=True)}, {amount})")
        else:
            what = f" ({aw}, {amount})"
    return _en_hu(lang, f"The Medic takes the hit on {_at(s, a[3:5], lang)}{what} and is removed.",
                  f"Az Életmentő elnyeli a találatot{what}, amely ezt érné: {_at(s, a[3:5], lang)}; aztán lekerül.")


_ONE_TARGET = {"sniper": "sniper", "grenade": "grenade"}


def target_tip(s: State, a: tuple, lang: str) -> str:
    """What choosing target ``a`` does; "" when ``a`` is no target choice."""
    kind = a[0]
    if kind == "rocket" and len(a) >= 5:
        return _rocket(s, a, lang)
    if kind == "sharpshoot" and len(a) >= 5:
        return _sharpshoot(s, a, lang)
    if kind == "medic" and len(a) >= 5:
        return _medic(s, a, lang)
    if kind == "area" and len(a) == 7:
        return _small_bomb(s, a, lang)
    pd = s.pending
    if kind == "target" and len(a) == 3 and pd:
        if pd[0] == "area" and len(pd) >= 3 and pd[2] == "air":
            return _air_centre(s, (a[1], a[2]), lang)
        if pd[0] in _ONE_TARGET:
            rule = INSTANT_TEXT[_ONE_TARGET[pd[0]]][1 if lang == "hu" else 0]
            return _en_hu(lang, f"Target: {_at(s, a[1:3], lang)}.", f"Célpont: {_at(s, a[1:3], lang)}.") + "\n" + rule
        if pd[0] == "push":
            return _en_hu(lang, f"Pushes {_at(s, a[1:3], lang)} one hex away from your unit.",
                          f"Egy mezővel eltaszítja az egységedtől: {_at(s, a[1:3], lang)}.")
    return ""
