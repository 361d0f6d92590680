"""The strip's words for every legal action: the order on its button (``label``) and its tooltip
(``choice_tip``), in English and Hungarian.

A label is an order in the imperative, never a log line (``text.describe`` is): "Play Sniper",
"Place Cop on the 2 o'clock inner hex", "Shoot the Slicer (inner 2 o'clock)", "Call the air
strike", "End turn". Hexes are named in words (``hexwords``), never by coordinates. Within one
decision no two labels are alike: where two options would read the same (two rocket paths into
one target), the path is added.
"""

from __future__ import annotations

from typing import Any

from .board import DIR_NAMES
from .content import INSTANT_TEXT, REWARDS, TILES, TURRETS, tile_name
from .hexwords import hex_name
from .state import State
from .targettips import target_tip
from .text import DIR_HU, _converted, _option_info, who
from .turn import push_chooser


def _en_hu(lang: str, en: str, hu: str) -> str:
    return hu if lang == "hu" else en


def _tn(name: Any, lang: str) -> str:
    return tile_name(name, lang) if isinstance(name, str) and (name in TILES or name in TURRETS or name in REWARDS) else "?"


def _where(s: State, h: Any, lang: str) -> str:
    """"the 2 o'clock inner hex" (Hungarian: "a 2 órás belső mező")."""
    return hex_name(s, h, lang)


def _unit_at(s: State, h: Any, lang: str) -> str:
    """"Slicer (inner 2 o'clock)": what stands on hex ``h`` and where."""
    i = s.lay.index.get(tuple(h))
    p = s.board[i] if i is not None else None
    if p is not None:
        name = _tn(p.name, lang)
    elif i is not None and s.found[i] is not None:
        name = _tn(s.found[i].name, lang)
    elif i is not None and i in s.lay.wh_index:
        name = _en_hu(lang, "warehouse", "raktár")
    else:
        name = _en_hu(lang, "hex", "mező")
    return f"{name} ({hex_name(s, h, lang, short=True)})"


def _facing(k: int, lang: str) -> str:
    return (DIR_HU if lang == "hu" else DIR_NAMES)[k % 6]


# ----- labels --------------------------------------------------------------------------------
def label(s: State, a: tuple, lang: str) -> str:
    """The button order for action ``a`` of the decision in ``s``."""
    base = _label(s, a, lang)
    if a[0] in ("rocket", "medic") and s.battle:
        twins = [b for b in s.battle[6][3] if b != a and _label(s, b, lang) == base]
        if twins:
            return f"{base} - {_path_words(s, a, lang)}"
    return base


def _path_words(s: State, a: tuple, lang: str) -> str:
    if a[0] == "rocket":
        return " → ".join(hex_name(s, (a[k], a[k + 1]), lang, short=True) for k in range(3, len(a), 2))
    info = _option_info(s, a)
    n = a[5] + 1 if len(a) > 5 else 1
    if info is not None and info[0] is not None:
        return _en_hu(lang, f"hit from {hex_name(s, info[0], lang, short=True)}",
                      f"találat innen: {hex_name(s, info[0], lang, short=True)}")
    return _en_hu(lang, f"hit {n}", f"{n}. találat")


def _label(s: State, a: tuple, lang: str) -> str:
    kind = a[0]
    simple = _SIMPLE.get(kind)
    if simple is not None:
        return simple(s, a, lang)
    if kind in ("hex", "unit", "target"):
        return _board_choice(s, a, lang)
    if kind == "confirm":
        return _confirm(s, lang)
    if kind in _BATTLE:
        return _BATTLE[kind](s, a, lang)
    return _en_hu(lang, "Choose", "Válassz")


def _play(s: State, a: tuple, lang: str) -> str:
    return _en_hu(lang, f"Play {_tn(a[1], lang)}", f"Játszd ki: {_tn(a[1], lang)}")


def _discard(s: State, a: tuple, lang: str) -> str:
    return _en_hu(lang, f"Discard {_tn(a[1], lang)}", f"Dobd el: {_tn(a[1], lang)}")


def _ability(s: State, a: tuple, lang: str) -> str:
    unit = _unit_at(s, (a[2], a[3]), lang)
    if a[1] == "push":
        return _en_hu(lang, f"Push with the {unit}", f"Taszíts ezzel: {unit}")
    if a[1] == "mobility":
        return _en_hu(lang, f"Move the {unit} (Mobility)", f"Mozgasd: {unit} (mozgékonyság)")
    return _en_hu(lang, f"Move the {unit} in the gloomy forest", f"Mozgasd a komor erdőben: {unit}")


def _turret(s: State, a: tuple, lang: str) -> str:
    if s.phase == "turret":
        return _en_hu(lang, f"Place {_tn(a[1], lang)}", f"Rakd le: {_tn(a[1], lang)}")
    tid, i, _rot = s.turrets[a[1]]
    where = hex_name(s, s.lay.hexes[i], lang, short=True)
    return _en_hu(lang, f"Turn the {_tn(tid, lang)} ({where})", f"Forgasd: {_tn(tid, lang)} ({where})")


def _hit(s: State, a: tuple, lang: str) -> str:
    if a[1] == "unit":
        return _en_hu(lang, "Hit the unit", "Az egységet találd el")
    return _en_hu(lang, "Hit the foundation", "Az alaplapkát találd el")


_SIMPLE = {
    "play": _play,
    "discard": _discard,
    "end": lambda s, a, lang: _en_hu(lang, "End turn", "Kör vége"),
    "cancel": lambda s, a, lang: _en_hu(lang, "Cancel", "Mégse"),
    "hq": lambda s, a, lang: _en_hu(lang, f"Place the HQ on {_where(s, a[1:3], lang)}",
                                    f"Rakd ide a főhadiszállást: {_where(s, a[1:3], lang)}"),
    "ally": lambda s, a, lang: _en_hu(lang, f"Choose {_tn(a[1], lang)}", f"Válaszd: {_tn(a[1], lang)}"),
    "ability": _ability,
    "reward": lambda s, a, lang: _en_hu(lang, f"Place {_tn(a[1], lang)}", f"Helyezd el: {_tn(a[1], lang)}"),
    "turret": _turret,
    "rot": lambda s, a, lang: _en_hu(lang, f"Face {_facing(a[1], lang)}", f"Fordítsd: {_facing(a[1], lang)}"),
    "area": lambda s, a, lang: _en_hu(
        lang, "Bomb " + ", ".join(hex_name(s, a[k:k + 2], lang, short=True) for k in (1, 3, 5)),
        "Bombázd: " + ", ".join(hex_name(s, a[k:k + 2], lang, short=True) for k in (1, 3, 5))),
    "hit": _hit,
    "first": lambda s, a, lang: _en_hu(lang, f"{who(a[1], lang)} starts", f"{who(a[1], lang)} kezd"),
    "draw": lambda s, a, lang: _en_hu(lang, f"Draw {_tn(a[2], lang)}", f"Húzd: {_tn(a[2], lang)}"),
}


def _board_choice(s: State, a: tuple, lang: str) -> str:
    """A hex, unit or target choice, worded by the decision it belongs to."""
    h = (a[1], a[2])
    pd = s.pending
    kind = pd[0] if pd else s.phase
    where, unit = _where(s, h, lang), _unit_at(s, h, lang)
    if kind == "push":
        if push_chooser(s) is not None:
            return _en_hu(lang, f"Retreat to {where}", f"Hátrálj ide: {where}")
        if a[0] == "unit":
            return _en_hu(lang, f"Push with the {unit}", f"Taszíts ezzel: {unit}")
        if a[0] == "target":
            return _en_hu(lang, f"Push the {unit}", f"Taszítsd el: {unit}")
        return _en_hu(lang, f"Push it to {where}", f"Taszítsd ide: {where}")
    if kind == "move":
        if a[0] == "unit":
            return _en_hu(lang, f"Move the {unit}", f"Mozgasd: {unit}")
        if len(pd) > 2 and tuple(pd[2]) == h:
            return _en_hu(lang, "Stay and turn", "Maradjon, forduljon")
        return _en_hu(lang, f"Move to {where}", f"Lépj ide: {where}")
    if kind == "castle":
        return _en_hu(lang, f"Swap the {unit}", f"Cseréld: {unit}")
    if kind == "reward":
        return _en_hu(lang, f"Reward the {unit}", f"Jutalmazd: {unit}")
    if kind == "sniper":
        return _en_hu(lang, f"Shoot the {unit}", f"Lőj rá: {unit}")
    if kind == "grenade":
        return _en_hu(lang, f"Throw at the {unit}", f"Dobd rá: {unit}")
    if kind == "area":
        return _en_hu(lang, f"Strike around {where}", f"Célozd ide a légicsapást: {where}")
    if kind == "place":
        name = _tn(pd[1], lang)
        return _en_hu(lang, f"Place {name} on {where}", f"Rakd ide: {name}, {where}")
    return _en_hu(lang, f"Place it on {where}", f"Rakd ide: {where}")


def _confirm(s: State, lang: str) -> str:
    pd = s.pending
    kind = pd[0] if pd else ""
    if kind == "place":
        return _en_hu(lang, f"Place {_tn(pd[1], lang)}", f"Rakd le: {_tn(pd[1], lang)}")
    if kind == "area":
        if pd[2] == "air":
            return _en_hu(lang, "Call the air strike", "Hívd le a légicsapást")
        return _en_hu(lang, "Drop the small bomb", "Dobd le a kisbombát")
    words = {
        "battle": ("Start the battle", "Indítsd a csatát"),
        "move": ("Move it", "Mozgasd"),
        "push": ("Push it", "Taszítsd el"),
        "sniper": ("Shoot", "Lőj"),
        "castle": ("Swap them", "Cseréld meg őket"),
        "grenade": ("Throw the grenade", "Dobd el a gránátot"),
        "reward": ("Place the reward", "Helyezd el a jutalmat"),
    }.get(kind, ("Confirm", "Erősítsd meg"))
    return _en_hu(lang, *words)


# ----- battle decisions ------------------------------------------------------------------------
def _sharpshoot(s: State, a: tuple, lang: str) -> str:
    return _en_hu(lang, f"Shoot the {_unit_at(s, a[3:5], lang)}", f"Lőj rá: {_unit_at(s, a[3:5], lang)}")


def _rocket(s: State, a: tuple, lang: str) -> str:
    end = (a[-2], a[-1])
    info = _option_info(s, a)
    i = s.lay.index.get(end)
    if info == 0 and (i is None or s.board[i] is None):
        return _en_hu(lang, f"Fire the rocket at nothing ({hex_name(s, end, lang, short=True)})",
                      f"Lődd a rakétát a semmibe ({hex_name(s, end, lang, short=True)})")
    return _en_hu(lang, f"Fire the rocket into the {_unit_at(s, end, lang)}",
                  f"Lődd a rakétát ebbe: {_unit_at(s, end, lang)}")


def _medic(s: State, a: tuple, lang: str) -> str:
    return _en_hu(lang, f"Save the {_unit_at(s, a[3:5], lang)}", f"Mentsd meg: {_unit_at(s, a[3:5], lang)}")


def _convert(s: State, a: tuple, lang: str) -> str:
    conv = _converted(s, a, lang)
    if conv:
        return _en_hu(lang, f"Turn {conv}", f"Alakítsd át: {conv}")
    return _en_hu(lang, "Keep its attacks", "Maradjanak a támadásai")


_BATTLE = {
    "sharpshoot": _sharpshoot,
    "rocket": _rocket,
    "medic": _medic,
    "explode": lambda s, a, lang: (_en_hu(lang, "Explode", "Robbanj fel") if a[3]
                                   else _en_hu(lang, "Attack instead", "Inkább támadjon")),
    "convert": _convert,
}


# ----- tooltips ------------------------------------------------------------------------------
def choice_tip(s: State, a: tuple, lang: str) -> str:
    """What choosing ``a`` does, for the button's tooltip."""
    kind = a[0]
    hu = lang == "hu"
    if kind == "end":
        return _en_hu(lang, "End your turn; tiles you did not play stay in your hand.",
                      "Befejezed a körödet; a ki nem játszott lapkák nálad maradnak.")
    if kind == "cancel":
        return _en_hu(lang, "Take back the choices of this action and choose again.",
                      "Visszavonod ennek az akciónak a választásait, és újra választhatsz.")
    if kind == "discard":
        return _en_hu(lang, f"Put {_tn(a[1], lang)} on your discard pile.",
                      f"A(z) {_tn(a[1], lang)} a dobott lapkáid közé kerül.")
    if kind == "play":
        t = TILES.get(a[1])
        if t is not None and t.instant:
            return INSTANT_TEXT[t.instant][1 if hu else 0]
        return _en_hu(lang, f"Put {_tn(a[1], lang)} on an empty hex, then turn it.",
                      f"A(z) {_tn(a[1], lang)} egy üres mezőre kerül, aztán elfordítod.")
    if kind == "reward":
        r = REWARDS.get(a[1])
        return (r[3] if hu else r[2]) if r else ""
    if kind == "confirm" and s.pending and s.pending[0] == "area" and s.pending[2] == "air":
        return _en_hu(lang, "1 wound to every unit in the 7 marked hexes, yours too; HQs and units in dense forest are unharmed.",
                      "1 sebzés a 7 megjelölt mező minden egységének, a tiédnek is; a főhadiszállások és a sűrű erdőben állók épek maradnak.")
    if kind == "confirm" and s.pending and s.pending[0] == "battle":
        return _en_hu(lang, "Every unit fights, by initiative; your turn ends after the battle.",
                      "Minden egység harcol, kezdeményezés szerint; a csata után a köröd véget ér.")
    if kind == "hex" and push_chooser(s) is not None:
        return _en_hu(lang, f"{who(s.turn, lang)} pushes your unit; it goes to this hex.",
                      f"{who(s.turn, lang)} eltaszítja az egységedet; erre a mezőre kerül.")
    if kind == "hit":
        return _en_hu(lang, "A unit stands on a foundation here: choose which of them the hit destroys or wounds.",
                      "Itt egység áll alaplapkán: válaszd ki, melyiket éri a találat.")
    if kind == "rot":
        return _en_hu(lang, "The tile's front points this way.", "A lapka eleje erre néz.")
    if kind == "explode":
        return _en_hu(lang, "1 wound to every unit around it, yours too; it is removed after the phase.",
                      "1 sebzés minden körülötte álló egységnek, a tiédnek is; a fázis után lekerül.")
    return target_tip(s, a, lang) or label(s, a, lang)
