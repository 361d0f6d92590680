"""The log line of every action and the prompt line, in English and Hungarian.

``describe`` is the plain log line (``logtext.enrich`` adds what the action did); the short
orders on the strip's buttons are ``labels``; the names of cards, spaces and seats are ``words``.
"""

from __future__ import annotations

from game.games.waterdeep import logtext
from game.games.waterdeep.content import BUILDINGS, CUBE_NAMES
from game.games.waterdeep.state import WDState
from game.games.waterdeep.words import CUBE_ACC_HU, TYPE_HU, local_name, place_name, seat_name, space_name

FAVOR_EN = {"G4": "4 gold", "F2": "2 fighters", "R2": "2 rogues", "W1": "1 wizard", "C1": "1 cleric"}
FAVOR_HU = {"G4": "4 arany", "F2": "2 harcos", "R2": "2 tolvaj", "W1": "1 varázsló", "C1": "1 pap"}


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
        where = place_name(a[1], lang)
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
            f"{who} lemásolja: {place_name(a[1], lang)}" if hu else f"{who} uses the action of {place_name(a[1], lang)}"
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
            f"{who} visszaveszi ügynökét innen: {place_name(a[1], lang)}"
            if hu
            else f"{who} returns the agent from {place_name(a[1], lang)}"
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
        en = f"Reassign your agent from {place_name(task[3], 'en')} or let it stay"
        hu = f"Helyezd át az ügynöködet innen: {place_name(task[3], 'hu')}, vagy hagyd ott"
    elif task[0] == "place" and task[2] == "extra":  # Accelerate Plans (5.11): 2 agents, one after the other
        more = any(t[:3] == ("place", task[1], "extra") for t in s.stack[:-1])
        en = "Accelerate Plans: place your first of 2 agents" if more else "Accelerate Plans: place your second agent"
        hu = "Tervek felgyorsítása: rakd le az első ügynöködet a 2-ből" if more else "Tervek felgyorsítása: rakd le a második ügynöködet"
    return hu if lang == "hu" else en  # the table names the deciding seat
