"""The shared words of the Waterdeep log, prompts and labels: names of cards, spaces and seats, cube words.

Both the log lines (``text``) and their enrichment (``logtext``) name things the same way; the
names live here, below both, so neither imports the other's helpers back (issue 21).
Actions and states key cards by their English name; only the words shown change with ``lang``.
"""

from __future__ import annotations

from game.engine.text import seat_label
from game.games.waterdeep.content import BASIC, BUILDINGS, CUBE_NAMES, CUBES, HARBOR, NAME_HU

CUBE_HU = {"C": "pap", "F": "harcos", "R": "tolvaj", "W": "varázsló"}
CUBE_ACC_HU = {"C": "papot", "F": "harcost", "R": "tolvajt", "W": "varázslót"}  # accusative: "1 papot"
CUBE_NOUN_HU = {"C": "papja", "F": "harcosa", "R": "tolvaja", "W": "varázslója"}  # "nincs papja"
TYPE_HU = {
    "Arcana": "Elixír",
    "Commerce": "Kereskedelem",
    "Piety": "Kegyelet",
    "Skullduggery": "Fondorlat",
    "Warfare": "Hadviselés",
}

seat_name = seat_label  # the table swaps these labels for the players' names (game.engine.text)


def local_name(name: str, lang: str) -> str:
    """A quest, Intrigue card, Lord or building (by its English name) in ``lang``."""
    return NAME_HU.get(name, name) if lang == "hu" else name


def space_name(space: str, lang: str) -> str:
    """An action space by its building's name (a basic building's or an advanced one's)."""
    if space in BASIC:
        return BASIC[space].name_hu if lang == "hu" else BASIC[space].name
    if space in BUILDINGS:
        return BUILDINGS[space].name_hu if lang == "hu" else BUILDINGS[space].name
    return space


def place_name(space: str, lang: str) -> str:
    """An action space as a place to choose: the three Harbor spaces by number ('Harbor space 2'
    / '2. kikötői hely'), any other by its building's name."""
    if space in HARBOR:
        n = HARBOR.index(space) + 1
        return f"{n}. kikötői hely" if lang == "hu" else f"Harbor space {n}"
    return space_name(space, lang)


def join(names: list[str], lang: str) -> str:
    """'A, B and C' / 'A, B és C'."""
    if len(names) <= 1:
        return "".join(names)
    word = " és " if lang == "hu" else " and "
    return ", ".join(names[:-1]) + word + names[-1]


def cube_text(cube: str, n: int, lang: str) -> str:
    """'2 fighters' / '2 harcost' (Hungarian: accusative, singular after a number)."""
    if lang == "hu":
        return f"{n} {CUBE_ACC_HU[cube]}"
    word = CUBE_NAMES[cube]
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def goods_text(cubes: tuple, gold: int, lang: str) -> str:
    """Adventurers and gold as one phrase: '2 fighters and 4 gold' / '2 harcost és 4 aranyat'."""
    parts = [cube_text(c, cubes[i], lang) for i, c in enumerate(CUBES) if cubes[i]]
    if gold:
        parts.append(f"{gold} aranyat" if lang == "hu" else f"{gold} gold")
    return join(parts, lang)


def vp_text(n: int, lang: str) -> str:
    """'3 VP' / '3 GYP-t' (accusative, as the log's verbs need it)."""
    return f"{n} GYP-t" if lang == "hu" else f"{n} VP"
