"""The short order on a strip button for every legal action (``label``), in English and Hungarian.

A label is an order without the deciding seat's name ("Complete no quest", "Take 1 fighter");
``text.describe`` stays the log line.
"""

from __future__ import annotations

from game.games.waterdeep.content import CUBE_NAMES
from game.games.waterdeep.state import WDState
from game.games.waterdeep.text import FAVOR_EN, FAVOR_HU, first_text
from game.games.waterdeep.words import CUBE_ACC_HU, TYPE_HU, local_name, seat_name, space_name

LABEL_MAX = 39  # a prompt-strip button: short, never the seat's name


def _fit(text: str) -> str:
    return text if len(text) <= LABEL_MAX else text[: LABEL_MAX - 1].rstrip() + "…"


def _verb(verb: str, name: str, hu: bool) -> str:
    """'Place on NAME' / 'Lerakás: NAME', or NAME alone when that is too long for a button."""
    full = f"{verb}: {name}" if hu else f"{verb} {name}"
    return full if len(full) <= LABEL_MAX else name


QUEST_LABELS = {
    "take_faceup_quest": ("Take", "Elvétel"),
    "bid_pick": ("Keep", "Megtartás"),
    "cop_own": ("Discard", "Eldobás"),
    "cop_opp": ("Discard", "Eldobás"),
}
BUILDING_LABELS = {
    "buy_building": ("Buy", "Vásárlás"),
    "free_hall": ("Take", "Ingyen"),
    "red_discard": ("Discard", "Eldobás"),
    "sample": ("Use", "Használat"),
}


def label(s: WDState, a: tuple, lang: str) -> str:
    """A short button label for action ``a`` (under 40 characters, without the deciding
    seat's name): "Complete no quest", "Take 1 fighter". describe() stays the log line."""
    return _fit(_label(s, tuple(a), lang == "hu", lang))


def _label(s: WDState, a: tuple, hu: bool, lang: str) -> str:
    kind = a[0]
    task = s.stack[-1] if s.stack else ("",)
    if kind == "draw":
        return "Húzás" if hu else "Draw"
    if kind == "first":
        return first_text(a[1], lang)
    if kind == "place":
        where = space_name(a[1], lang)
        mode = task[2] if len(task) > 2 else "turn"
        if mode == "reassign":
            return _verb("Áthelyezés" if hu else "Reassign to", where, hu)
        if mode == "amb":
            return _verb("Nagykövet" if hu else "Ambassador to", where, hu)
        return _verb("Lerakás" if hu else "Place on", where, hu)
    if kind == "stay":
        return "Maradjon a kikötőben" if hu else "Stay at the Harbor"
    if kind == "stop":
        return "Nincs több lerakás" if hu else "Place no more agents"
    if kind == "complete":
        return _verb("Teljesítés" if hu else "Complete", local_name(a[1], lang), hu)
    if kind == "pass" and task[0] == "cop_opp":
        return "Megtartom a küldetéseimet" if hu else "Keep my quests"
    if kind == "pass":
        return "Ne teljesíts küldetést" if hu else "Complete no quest"
    if kind == "cube":
        return f"Vegyél 1 {CUBE_ACC_HU[a[1]]}" if hu else f"Take 1 {CUBE_NAMES[a[1]]}"
    if kind == "return":
        return f"Adj vissza 1 {CUBE_ACC_HU[a[1]]}" if hu else f"Return 1 {CUBE_NAMES[a[1]]}"
    if kind == "quest":
        en, hu_word = QUEST_LABELS.get(task[0], ("Choose", "Választás"))
        return _verb(hu_word if hu else en, local_name(a[1], lang), hu)
    if kind == "building":
        en, hu_word = BUILDING_LABELS.get(task[0], ("Choose", "Választás"))
        name = space_name(a[1], lang)
        return _verb(hu_word if hu else en, name, hu)
    if kind == "intrigue":
        return _verb("Kijátszás" if hu else "Play", local_name(a[1], lang), hu)
    if kind == "copy":
        return _verb("Használat" if hu else "Use", space_name(a[1], lang), hu)
    if kind == "steal":
        other = seat_name(a[1], lang)
        return f"1 {CUBE_ACC_HU[a[2]]} tőle: {other}" if hu else f"1 {CUBE_NAMES[a[2]]} from {other}"
    if kind == "recall":
        return _verb("Visszavétel" if hu else "Recall from", space_name(a[1], lang), hu)
    if kind == "favor":
        return FAVOR_HU[a[1]] if hu else f"Take {FAVOR_EN[a[1]]}"
    if kind == "opponent":
        return seat_name(a[1], lang)
    if kind == "give":
        return "Adok, pontért" if hu else "Give and score"
    if kind == "decline":
        return "Nem adok" if hu else "Decline"
    if kind == "type":
        return TYPE_HU[a[1]] if hu else a[1]
    if kind == "swap":
        return f"1 {CUBE_ACC_HU[a[1]]} papra" if hu else f"Swap 1 {CUBE_NAMES[a[1]]} for a cleric"
    if kind == "no_swap":
        return "Nem cserélek" if hu else "Do not swap"
    if kind == "no_play":
        return "Nem játszok ki kártyát" if hu else "Play no card"
    return " ".join(str(x) for x in a)
