"""Words for the log and the prompt line, in English and Hungarian."""

from __future__ import annotations

from game.engine.text import seat_label
from game.games.waterdeep import logtext
from game.games.waterdeep.content import BASIC, BUILDINGS, CUBE_NAMES, NAME_HU
from game.games.waterdeep.state import WDState

CUBE_HU = {"C": "pap", "F": "harcos", "R": "tolvaj", "W": "varázsló"}
CUBE_ACC_HU = {"C": "papot", "F": "harcost", "R": "tolvajt", "W": "varázslót"}  # accusative: "1 papot"
TYPE_HU = {
    "Arcana": "Elixír",
    "Commerce": "Kereskedelem",
    "Piety": "Kegyelet",
    "Skullduggery": "Fondorlat",
    "Warfare": "Hadviselés",
}
FAVOR_EN = {"G4": "4 gold", "F2": "2 fighters", "R2": "2 rogues", "W1": "1 wizard", "C1": "1 cleric"}
FAVOR_HU = {"G4": "4 arany", "F2": "2 harcos", "R2": "2 tolvaj", "W1": "1 varázsló", "C1": "1 pap"}


seat_name = seat_label  # the table swaps these labels for the players' names (game.engine.text)


def local_name(name: str, lang: str) -> str:
    """A quest, Intrigue card, Lord or building (by its English name) in ``lang``.

    Actions and states key cards by their English name; only the words shown change."""
    return NAME_HU.get(name, name) if lang == "hu" else name


def space_name(space: str, lang: str) -> str:
    if space in BASIC:
        return BASIC[space].name_hu if lang == "hu" else BASIC[space].name
    if space in BUILDINGS:
        return BUILDINGS[space].name_hu if lang == "hu" else BUILDINGS[space].name
    return space


def describe(s: WDState, a: tuple, lang: str) -> str:
    """The log line of action ``a`` in state ``s``, with what it did (logtext.enrich)."""
    return logtext.enrich(s, tuple(a), lang, _describe(s, tuple(a), lang))


def _describe(s: WDState, a: tuple, lang: str) -> str:
    hu = lang == "hu"
    kind = a[0]
    if kind == "draw":
        return _describe_draw(s, a, hu)
    if kind == "first":
        return first_text(a[1], lang)
    task = s.stack[-1] if s.stack else ("",)
    seat = task[1] if len(task) > 1 and isinstance(task[1], int) else 0
    who = seat_name(seat, lang)
    if kind == "place":
        agent = (
            ("a Nagykövetet" if hu else "the Ambassador")
            if task[2] == "amb"
            else ("egy ügynököt" if hu else "an agent")
        )
        verb = ("áthelyez" if hu else "reassigns") if task[2] == "reassign" else ("lerak" if hu else "places")
        where = space_name(a[1], lang)
        prep = "to" if task[2] == "reassign" else "on"
        return f"{who} {verb} {agent}: {where}" if hu else f"{who} {verb} {agent} {prep} {where}"
    if kind == "stay":
        return f"{who} ügynöke a kikötőben marad" if hu else f"{who} leaves the agent at Waterdeep Harbor"
    if kind == "stop":
        return f"{who} nem rak le több ügynököt" if hu else f"{who} places no more agents"
    if kind == "complete":
        return f"{who} teljesíti: {local_name(a[1], lang)}" if hu else f"{who} completes the quest {a[1]}"
    if kind == "pass":
        return f"{who} nem teljesít küldetést" if hu else f"{who} completes no quest"
    if kind == "cube":
        n = CUBE_ACC_HU[a[1]] if hu else CUBE_NAMES[a[1]]
        return f"{who} kap 1 {n}" if hu else f"{who} takes 1 {n}"
    if kind == "return":
        n = CUBE_ACC_HU[a[1]] if hu else CUBE_NAMES[a[1]]
        return f"{who} visszatesz 1 {n}" if hu else f"{who} returns 1 {n}"
    if kind == "quest":
        en, hu_verb = QUEST_VERBS.get(task[0], ("chooses the quest", "választja"))
        return f"{who} {hu_verb}: {local_name(a[1], lang)}" if hu else f"{who} {en} {a[1]}"
    if kind == "building":
        en, hu_verb = BUILDING_VERBS.get(task[0], ("chooses the building", "választja"))
        name = space_name(a[1], lang)
        return f"{who} {hu_verb}: {name}" if hu else f"{who} {en} {name}"
    if kind == "intrigue":
        return f"{who} kijátssza: {local_name(a[1], lang)}" if hu else f"{who} plays the Intrigue card {a[1]}"
    if kind == "copy":
        return (
            f"{who} lemásolja: {space_name(a[1], lang)}" if hu else f"{who} uses the action of {space_name(a[1], lang)}"
        )
    if kind == "steal":
        n = CUBE_ACC_HU[a[2]] if hu else CUBE_NAMES[a[2]]
        return (
            f"{who} elvesz 1 {n} tőle: {seat_name(a[1], lang)}"
            if hu
            else f"{who} takes 1 {n} from {seat_name(a[1], lang)}"
        )
    if kind == "recall":
        return (
            f"{who} visszaveszi ügynökét innen: {space_name(a[1], lang)}"
            if hu
            else f"{who} returns the agent from {space_name(a[1], lang)}"
        )
    if kind == "favor":
        return f"{who} választja: {FAVOR_HU[a[1]]}" if hu else f"{who} takes {FAVOR_EN[a[1]]}"
    if kind == "opponent":
        return f"{who} célpontja: {seat_name(a[1], lang)}" if hu else f"{who} chooses {seat_name(a[1], lang)}"
    if kind == "give":
        return f"{who} ad és pontot kap" if hu else f"{who} gives and scores"
    if kind == "decline":
        return f"{who} nem ad" if hu else f"{who} declines"
    if kind == "type":
        return f"{who} típust választ: {TYPE_HU[a[1]]}" if hu else f"{who} names the quest type {a[1]}"
    if kind == "swap":
        n = CUBE_ACC_HU[a[1]] if hu else CUBE_NAMES[a[1]]
        return f"{who} 1 {n} papra cserél" if hu else f"{who} swaps 1 {n} for a cleric"
    if kind == "no_swap":
        return f"{who} nem cserél" if hu else f"{who} does not swap"
    if kind == "no_play":
        return f"{who} nem játszik ki Intrikus kártyát" if hu else f"{who} plays no Intrigue card"
    return f"{who}: {a!r}"


def first_text(seat: int, lang: str) -> str:
    """The random first player (setup step 11): "Player 3 goes first" / "3. játékos kezd"."""
    return f"{seat_name(seat, lang)} kezd" if lang == "hu" else f"{seat_name(seat, lang)} goes first"


def _describe_draw(s: WDState, a: tuple, hu: bool) -> str:
    task = s.stack[-1] if s.stack else ("draw", a[1], "", -1, "")
    deck, dest, seat = task[1], task[2], task[3]
    lang = "hu" if hu else "en"
    if deck == "lord":
        return f"{seat_name(seat, lang)} kap egy Lord kártyát" if hu else f"{seat_name(seat, lang)} is dealt a Lord"
    if deck == "intrigue":
        return (
            f"{seat_name(seat, lang)} húz 1 Intrikus kártyát"
            if hu
            else f"{seat_name(seat, lang)} draws 1 Intrigue card"
        )
    if deck == "building":
        name = BUILDINGS[a[2]].name_hu if hu else BUILDINGS[a[2]].name
        if dest == "play":
            return (
                f"{seat_name(seat, lang)} épülete: {name}"
                if hu
                else f"{seat_name(seat, lang)} gets the building {name}"
            )
        return f"Új épület az Épület Csarnokban: {name}" if hu else f"New building in Builder's Hall: {name}"
    if dest == "cliff":
        return f"Új küldetés a Sziklaszirt Fogadóban: {local_name(a[2], lang)}" if hu else f"New quest at Cliffwatch Inn: {a[2]}"
    if dest in ("reveal", "special"):
        return f"Felfordított küldetés: {local_name(a[2], lang)}" if hu else f"Revealed quest: {a[2]}"
    return (
        f"{seat_name(seat, lang)} küldetést kap: {local_name(a[2], lang)}" if hu else f"{seat_name(seat, lang)} receives the quest {a[2]}"
    )


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


QUEST_VERBS = {
    "take_faceup_quest": ("takes the quest", "elviszi a küldetést"),
    "bid_pick": ("keeps the quest", "megtartja a küldetést"),
    "cop_own": ("discards the quest", "eldobja a küldetést"),
    "cop_opp": ("discards the quest", "eldobja a küldetést"),
}
BUILDING_VERBS = {
    "buy_building": ("buys", "megvásárolja"),
    "free_hall": ("takes for free", "ingyen megkapja"),
    "red_discard": ("discards", "eldobja"),
    "sample": ("samples the wares of", "kipróbálja"),
}

PROMPTS = {
    "place": ("Place an agent", "Helyezz le egy ügynököt"),
    "quest_step": ("Choose a quest to complete or pass", "Válassz teljesítendő küldetést vagy passzolj"),
    "gain_choice": ("Choose an adventurer to take", "Válassz kalandort"),
    "return_any": ("Choose an adventurer to return", "Válassz visszaadandó kalandort"),
    "take_faceup_quest": ("Choose a quest at Cliffwatch Inn", "Válassz küldetést a Sziklaszirt Fogadóból"),
    "buy_building": ("Choose a building to buy", "Válassz megvásárolandó épületet"),
    "free_hall": ("Choose a free building from Builder's Hall", "Válassz ingyenes épületet"),
    "miracle": ("Swap an adventurer for a cleric?", "Cserélsz egy kalandort papra?"),
    "copy_space": ("Choose an occupied action space to use", "Válassz foglalt akcióhelyet"),
    "sample": ("Choose a Builder's Hall building for Sample Wares", "Válassz épületet az Épület Csarnokból"),
    "play_intrigue": ("Choose an Intrigue card to play", "Válassz kijátszandó Intrikus kártyát"),
    "steal": ("Choose an opponent's adventurer to take", "Válassz elveendő kalandort"),
    "recall": ("Choose one of your agents to return", "Válassz visszaveendő ügynököt"),
    "accelerate": ("Choose your agent at the Harbor to return", "Válaszd ki a kikötői ügynöködet"),
    "bid_pick": ("Bidding War: keep one quest", "Licitháború: tarts meg egy küldetést"),
    "favor": ("Call in a Favor: choose your reward", "Válassz jutalmat"),
    "cop_own": ("Change of Plans: discard one of your quests", "Dobj el egy küldetésedet"),
    "cop_opp": ("Change of Plans: discard a quest for 3 VP or pass", "Eldobsz egy küldetést 3 GYP-ért?"),
    "gift": ("Choose the opponent who gains", "Válaszd ki, melyik ellenfél kap"),
    "red_discard": ("Real Estate Deal: discard one of your buildings", "Dobd el egy épületedet"),
    "may_give": ("Give the requested resources for VP?", "Adod a kért nyersanyagot pontért?"),
    "sa_type": ("Special Assignment: name a quest type", "Nevezz meg egy küldetéstípust"),
    "mandatory_target": ("Choose the opponent for the Mandatory Quest", "Ki kapja a Kötelező Küldetést?"),
}


def prompt(s: WDState, lang: str) -> str:
    if not s.stack:
        return "Játék vége" if lang == "hu" else "Game over"
    task = s.stack[-1]
    if task[0] == "draw":
        return ""
    if task[0] == "choose_first":
        return "Kezdő játékos sorsolása" if lang == "hu" else "Drawing the first player"
    en, hu = PROMPTS.get(task[0], (task[0], task[0]))
    if task[0] == "place" and task[2] == "amb":
        en, hu = "Assign the Ambassador", "Helyezd le a Nagykövetet"
    elif task[0] == "play_intrigue" and len(task) > 2 and task[2] == "may":
        en, hu = "You may play an Intrigue card", "Kijátszhatsz egy Intrikus kártyát"
    elif task[0] == "place" and task[2] == "reassign":
        en, hu = "Reassign your Harbor agent or let it stay", "Helyezd át a kikötői ügynöködet vagy hagyd ott"
    return hu if lang == "hu" else en  # the table names the deciding seat
