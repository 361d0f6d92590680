"""The strip's words for every legal action: the order on its button (``label``) and its tooltip (``choice_tip``).

A label is an order in the imperative with its cost, without the deciding seat's name
("Place on House of Wonder (2 gold)", "Complete Train Bladesingers (3 fighters, 1 wizard)",
"End turn"); it is never a log line (``text.describe`` is). The tooltip says what the choice
does, in the words of the hover cards (``cardtext``). English and Hungarian.
"""

from __future__ import annotations

from game.games.waterdeep.cardtext import (
    building_info,
    intrigue_text,
    quest_cost,
    quest_reward,
    res_text,
    steps_text,
)
from game.games.waterdeep.content import ALL_QUESTS, BASIC, BUILDINGS, CUBE_NAMES, HARBOR, INTRIGUE
from game.games.waterdeep.legality import cost as building_cost
from game.games.waterdeep.legality import owner_of
from game.games.waterdeep.state import WDState
from game.games.waterdeep.text import FAVOR_EN, first_text
from game.games.waterdeep.words import (
    CUBE_ACC_HU,
    TYPE_HU,
    goods_text,
    local_name,
    place_name,
    seat_name,
    space_name,
)

FAVOR_ACC_HU = {"G4": "4 aranyat", "F2": "2 harcost", "R2": "2 tolvajt", "W1": "1 varázslót", "C1": "1 papot"}
END_TURN = ("End turn", "Forduló vége")


def _task(s: WDState) -> tuple:
    return s.stack[-1] if s.stack else ("",)


def is_end_turn(s: WDState, a: tuple) -> bool:
    """The choice that ends the deciding seat's turn without doing more: no quest after
    placing (or reassigning), or leaving a Harbor agent where it is."""
    task = _task(s)
    return (tuple(a) == ("pass",) and task[0] == "quest_step") or tuple(a) == ("stay",)


# ----- costs ---------------------------------------------------------------------------------


def _steps(space: str) -> tuple:
    if space in BASIC:
        return BASIC[space].action
    if space in BUILDINGS:
        return BUILDINGS[space].action
    return ()


def space_cost(space: str, lang: str) -> str:
    """What using ``space`` costs up front: '2 gold', '2 adventurers', or ''."""
    hu = lang == "hu"
    for step in _steps(space):
        if step[0] == "pay_gold":
            return f"{step[1]} arany" if hu else f"{step[1]} gold"
        if step[0] == "return_any":
            return f"{step[1]} Kalandor" if hu else f"{step[1]} adventurers"
    return ""


def _with_cost(order: str, cost: str) -> str:
    return f"{order} ({cost})" if cost else order


def _verb(verb: str, name: str, hu: bool) -> str:
    """'Place on NAME' / 'Rakj ügynököt: NAME' (Hungarian puts the object after a colon)."""
    return f"{verb}: {name}" if hu else f"{verb} {name}"


def _goods(cubes: tuple, gold: int, lang: str) -> str:
    return res_text(cubes, gold, lang=lang)


# ----- labels ---------------------------------------------------------------------------------


QUEST_VERBS = {
    "take_faceup_quest": ("Take", "Vedd el"),
    "bid_pick": ("Keep", "Tartsd meg"),
    "cop_own": ("Discard", "Dobd el"),
    "cop_opp": ("Discard", "Dobd el"),
}
QUEST_GAIN = {"cop_own": 6, "cop_opp": 3}
BUILDING_VERBS = {
    "buy_building": ("Buy", "Vásárold meg"),
    "free_hall": ("Take for free", "Vedd el ingyen"),  # English: "Take NAME for free"
    "red_discard": ("Discard", "Dobd el"),
    "sample": ("Use", "Használd"),
}


def label(s: WDState, a: tuple, lang: str) -> str:
    """The order on a strip button for action ``a`` (no seat name of the decider; other seats
    are named with ``seat_label`` placeholders the table fills in)."""
    a = tuple(a)
    hu = lang == "hu"
    kind = a[0]
    task = _task(s)
    if kind == "draw":
        return "Húzz" if hu else "Draw"
    if kind == "first":
        return first_text(a[1], lang)
    if kind == "place":
        return _place_label(s, a[1], task, lang)
    if kind == "stay":
        return "Hagyd az ügynököt a kikötőben" if hu else "Leave the agent at the Harbor"
    if kind == "stop":
        return "Ne rakj le több ügynököt" if hu else "Place no more agents"
    if kind == "complete":
        return _with_cost(_verb("Teljesítsd" if hu else "Complete", local_name(a[1], lang), hu), quest_cost(a[1], lang))
    if kind == "pass" and task[0] == "cop_opp":
        return "Tartsd meg a küldetéseidet" if hu else "Keep your quests"
    if kind == "pass":
        return END_TURN[1] if hu else END_TURN[0]
    if kind == "cube":
        return f"Vegyél el 1 {CUBE_ACC_HU[a[1]]}" if hu else f"Take 1 {CUBE_NAMES[a[1]]}"
    if kind == "return":
        return f"Adj vissza 1 {CUBE_ACC_HU[a[1]]}" if hu else f"Return 1 {CUBE_NAMES[a[1]]}"
    if kind == "quest":
        en, hu_verb = QUEST_VERBS.get(task[0], ("Choose", "Válaszd"))
        vp = QUEST_GAIN.get(task[0], 0)
        gain = (f"+{vp} GYP" if hu else f"+{vp} VP") if vp else ""
        return _with_cost(_verb(hu_verb if hu else en, local_name(a[1], lang), hu), gain)
    if kind == "building" and task[0] == "free_hall" and not hu:
        return f"Take {space_name(a[1], lang)} for free"
    if kind == "building":
        en, hu_verb = BUILDING_VERBS.get(task[0], ("Choose", "Válaszd"))
        price = ""
        if task[0] == "buy_building":
            price = f"{building_cost(s, a[1])} arany" if hu else f"{building_cost(s, a[1])} gold"
        return _with_cost(_verb(hu_verb if hu else en, space_name(a[1], lang), hu), price)
    if kind == "intrigue":
        card = INTRIGUE.get(a[1])
        price = ("2 arany" if hu else "2 gold") if card is not None and card.effect == "bribe_agent" else ""
        return _with_cost(_verb("Játszd ki" if hu else "Play", local_name(a[1], lang), hu), price)
    if kind == "copy":
        return _verb("Használd" if hu else "Use", place_name(a[1], lang), hu)
    if kind == "steal":
        other = seat_name(a[1], lang)
        return f"Vegyél el 1 {CUBE_ACC_HU[a[2]]} tőle: {other}" if hu else f"Take 1 {CUBE_NAMES[a[2]]} from {other}"
    if kind == "recall":
        where = place_name(a[1], lang)
        return f"Vedd vissza az ügynöködet innen: {where}" if hu else f"Return your agent from {where}"
    if kind == "favor":
        return f"Vegyél el {FAVOR_ACC_HU[a[1]]}" if hu else f"Take {FAVOR_EN[a[1]]}"
    if kind == "opponent":
        return f"Add neki: {seat_name(a[1], lang)}" if hu else f"Give it to {seat_name(a[1], lang)}"
    if kind == "give" and task[0] == "may_give":
        goods, vp = _goods(task[3], task[4], lang), task[5]
        return f"Add oda: {goods} (+{vp} GYP)" if hu else f"Give {goods} (+{vp} VP)"
    if kind == "give":
        return "Adj" if hu else "Give"
    if kind == "decline":
        return "Ne adj semmit" if hu else "Give nothing"
    if kind == "type":
        return f"Nevezd meg: {TYPE_HU[a[1]]}" if hu else f"Name {a[1]}"
    if kind == "swap":
        return f"Cserélj 1 {CUBE_ACC_HU[a[1]]} papra" if hu else f"Swap 1 {CUBE_NAMES[a[1]]} for a cleric"
    if kind == "no_swap":
        return "Ne cserélj" if hu else "Do not swap"
    if kind == "no_play":
        return "Ne játssz ki kártyát" if hu else "Play no card"
    return " ".join(str(x) for x in a)


def _place_label(s: WDState, space: str, task: tuple, lang: str) -> str:
    hu = lang == "hu"
    where = place_name(space, lang)
    mode = task[2] if len(task) > 2 else "turn"
    if mode == "reassign":
        order = _verb("Helyezd át ide" if hu else "Reassign to", where, hu)
    elif mode == "amb":
        order = _verb("Rakd le a Nagykövetet" if hu else "Send the Ambassador to", where, hu)
    else:
        order = _verb("Rakj ügynököt" if hu else "Place on", where, hu)
    return _with_cost(order, space_cost(space, lang))


# ----- tooltips ---------------------------------------------------------------------------------


def choice_tip(s: WDState, a: tuple, lang: str) -> str:
    """What choosing ``a`` does, for the strip button's tooltip."""
    a = tuple(a)
    hu = lang == "hu"
    kind = a[0]
    task = _task(s)

    def w(en: str, hu_text: str) -> str:
        return hu_text if hu else en

    if kind == "place":
        return _place_tip(s, a[1], task, lang)
    if kind == "stay":
        return w("Your agent stays on its Harbor space until the end of the round.",
                 "Az ügynököd a kör végéig a kikötői helyén marad.")
    if kind == "stop":
        return w("House rule: Accelerate Plans ends here; no more agents are assigned.",
                 "Házi szabály: a Tervek felgyorsítása itt véget ér, több ügynököt nem raksz le.")
    if kind == "complete":
        return w(f"Pay {quest_cost(a[1], lang)}; gain {quest_reward(a[1], lang)}.",
                 f"Fizess: {quest_cost(a[1], lang)}; kapsz: {quest_reward(a[1], lang)}.")
    if kind == "pass" and task[0] == "cop_opp":
        return w("Discard nothing; you score no VP.", "Nem dobsz el semmit, nem kapsz GYP-t.")
    if kind == "pass":
        return w("End your turn without completing a quest.", "Befejezed a fordulódat, küldetés teljesítése nélkül.")
    if kind == "cube":
        return w(f"Take 1 {CUBE_NAMES[a[1]]} from the supply into your tavern.",
                 f"Kapsz 1 {CUBE_ACC_HU[a[1]]} a készletből a Kocsmádba.")
    if kind == "return":
        return w(f"Put 1 {CUBE_NAMES[a[1]]} from your tavern back into the supply.",
                 f"Visszateszel 1 {CUBE_ACC_HU[a[1]]} a Kocsmádból a készletbe.")
    if kind == "quest":
        return _quest_tip(a[1], task, lang)
    if kind == "building":
        return _building_tip(s, a[1], task, lang)
    if kind == "intrigue":
        return intrigue_text(a[1], lang)
    if kind == "copy":
        what = steps_text(_steps(a[1]), lang=lang)
        return w(f"Use the action of {place_name(a[1], lang)} as if your agent were there: {what}",
                 f"{place_name(a[1], lang)}: az akcióját használod, mintha ott állna az ügynököd: {what}")
    if kind == "steal":
        other = seat_name(a[1], lang)
        return w(f"Move 1 {CUBE_NAMES[a[2]]} from {other}'s tavern to yours.",
                 f"1 {CUBE_ACC_HU[a[2]]} átteszel {other} Kocsmájából a sajátodba.")
    if kind == "recall":
        return w(f"Your agent leaves {place_name(a[1], lang)} and goes back to your pool.",
                 f"Az ügynököd elhagyja ezt a helyet ({place_name(a[1], lang)}), és visszakerül a készletedbe.")
    if kind == "favor":
        return w(f"Take {FAVOR_EN[a[1]]} from the supply.", f"Kapsz {FAVOR_ACC_HU[a[1]]} a készletből.")
    if kind == "opponent":
        return _opponent_tip(a[1], task, lang)
    if kind == "give" and task[0] == "may_give":
        goods, to = _goods(task[3], task[4], lang), seat_name(task[2], lang)
        return w(f"Give {goods} to {to} and score {task[5]} VP.", f"Odaadsz ennyit: {goods} neki: {to}, és kapsz {task[5]} GYP-t.")
    if kind == "decline":
        return w("Keep what you have; you score nothing.", "Megtartod, amid van; nem kapsz pontot.")
    if kind == "type":
        t = TYPE_HU[a[1]] if hu else a[1]
        return w(f"Reveal quests until one of type {t} appears; you keep it, the others are discarded.",
                 f"Addig fordítasz fel küldetéseket, amíg {t} küldetés nem jön; azt megtartod, a többit eldobod.")
    if kind == "swap":
        return w(f"Return 1 {CUBE_NAMES[a[1]]} to the supply and take 1 cleric instead.",
                 f"Visszaadsz 1 {CUBE_ACC_HU[a[1]]}, és kapsz helyette 1 papot.")
    if kind == "no_swap":
        return w("Keep your adventurers as they are.", "A Kalandoraid maradnak.")
    if kind == "no_play":
        return w("Keep your Intrigue cards for later.", "Az Intrikus kártyáidat későbbre tartod.")
    if kind == "first":
        return first_text(a[1], lang)
    return label(s, a, lang)


def _place_tip(s: WDState, space: str, task: tuple, lang: str) -> str:
    hu = lang == "hu"
    mode = task[2] if len(task) > 2 else "turn"
    what = steps_text(_steps(space), lang=lang)
    if space in HARBOR:
        n = HARBOR.index(space) + 1
        order = ("a kör végén az ügynököket helyszám szerint helyezik át (1., 2., 3.)" if hu else
                 "at the end of the round agents are reassigned by space number (1, 2, 3)")
        if s.harbor_by_arrival:
            order = ("a kör végén az ügynököket érkezési sorrendben helyezik át" if hu else
                     "at the end of the round agents are reassigned in arrival order")
        what = (f"{n}. kikötői hely: játssz ki 1 Intrikus kártyát; {order}." if hu else
                f"Harbor space {n}: play 1 Intrigue card; {order}.")
    owner = owner_of(s, space) if space in BUILDINGS else -1
    seat = task[1] if len(task) > 1 and isinstance(task[1], int) else -1
    extra = ""
    if owner >= 0 and owner != seat:
        benefit = steps_text(BUILDINGS[space].owner, lang=lang).rstrip(".")
        extra = (f"\nA tulajdonos ({seat_name(owner, lang)}) kapja: {benefit}." if hu else
                 f"\nIts owner ({seat_name(owner, lang)}) gets: {benefit}.")
    if mode == "reassign":
        head = "Az ügynököd a kikötőből ide költözik. " if hu else "Your Harbor agent moves here. "
    elif mode == "amb":
        head = "A Nagykövet ide kerül. " if hu else "The Ambassador goes here. "
    else:
        head = ""
    return head + what + extra


def _quest_tip(name: str, task: tuple, lang: str) -> str:
    hu = lang == "hu"
    body = (f"Feltétel: {quest_cost(name, lang)}; jutalom: {quest_reward(name, lang)}." if hu else
            f"Requires {quest_cost(name, lang)}; reward {quest_reward(name, lang)}.")
    q = ALL_QUESTS.get(name)
    head = {
        "take_faceup_quest": ("Take this quest into your active quests. ", "Ez a küldetés az aktív küldetéseid közé kerül. "),
        "bid_pick": ("Keep this quest; the others go on to the next player. ", "Megtartod ezt a küldetést; a többi a következő játékosé. "),
        "cop_own": ("Discard this quest and score 6 VP. ", "Eldobod ezt a küldetést, és 6 GYP-t kapsz. "),
        "cop_opp": ("Discard this quest and score 3 VP. ", "Eldobod ezt a küldetést, és 3 GYP-t kapsz. "),
    }.get(task[0], ("", ""))
    return (head[1] if hu else head[0]) + (body if q is not None else "")


def _building_tip(s: WDState, key: str, task: tuple, lang: str) -> str:
    hu = lang == "hu"
    vp = next((t for k, t in s.hall if k == key), 0)
    _title, info = building_info(key, vp_tokens=vp or None, cost=building_cost(s, key), lang=lang)
    head = {
        "buy_building": ("Pay its price; it is yours at once and you score the VP tokens on it. ",
                         "Kifizeted az árát; azonnal a tiéd, és megkapod a rajta lévő GYP jelzőket. "),
        "free_hall": ("It comes into play under your control for free; you score the VP tokens on it. ",
                      "Ingyen a tiéd lesz, és megkapod a rajta lévő GYP jelzőket. "),
        "red_discard": ("Discard this building: it leaves the game. ", "Eldobod ezt az épületet: kikerül a játékból. "),
        "sample": ("Place an agent from your pool on it and use its action (no owner benefit). ",
                   "Egy ügynököt teszel rá a készletedből, és használod az akcióját (tulajdonosi jutalék nélkül). "),
    }.get(task[0], ("", ""))
    return (head[1] if hu else head[0]) + info.replace("\n", " · ")


def _opponent_tip(seat: int, task: tuple, lang: str) -> str:
    hu = lang == "hu"
    who = seat_name(seat, lang)
    if task[0] == "gift":
        goods = goods_text(task[2], task[3], lang)
        return f"{who} kap {goods}." if hu else f"{who} takes {goods}."
    if task[0] == "mandatory_target":
        card = local_name(task[2], lang)
        return (f"{who} kapja Kötelező Küldetésként ({card}); amíg nem teljesíti, más küldetést nem teljesíthet." if hu
                else f"{who} gets {card} as a Mandatory Quest and must complete it before any other quest.")
    return who
