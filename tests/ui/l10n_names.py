"""The English content names that must never be drawn on a Hungarian screen: Waterdeep's
buildings, quests, Intrigue cards and Lords, Neuroshima's tiles (each only where its
Hungarian name differs), plus the short English words tile and card faces used to carry."""

from __future__ import annotations

import re

# Words that English faces used to print on tiles and cards (issue 8: "Move", "HQ", "home").
FACE_WORDS = ("HQ", "home", "homeland", "TURRET", "MEDIC", "PLOT", "VP", "Ambassador", "Reward", "Requires")


def english_content_names() -> set[str]:
    from game.games.neuroshima.content import ARMY_NAMES, TILES
    from game.games.waterdeep.content import BASIC, NAME_HU
    from game.games.waterdeep.view.layout import SHORT_NAMES

    names = {en for en, hu in NAME_HU.items() if en != hu}
    for sp in BASIC.values():
        base = re.sub(r" \(.*\)$| \d$", "", sp.name)
        names.add(base)
    names.update(SHORT_NAMES.values())
    for t in TILES.values():
        if t.name_en != t.name_hu:
            names.add(t.name_en)
    names.update(en for en, hu in ARMY_NAMES.values() if en != hu)
    return names


def leaks(strings: set[str] | list[str], names: set[str] | None = None) -> dict[str, list[str]]:
    """English name -> the drawn strings that contain it as a whole word (case-sensitive)."""
    names = english_content_names() | set(FACE_WORDS) if names is None else names
    pattern = re.compile(r"(?<![\w'])(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
                         + r")(?![\w'])")
    out: dict[str, list[str]] = {}
    for s in strings:
        for m in pattern.finditer(s):
            out.setdefault(m.group(1), []).append(s)
    return out
