"""Words for the log, the buttons and the prompt line, in English and Hungarian.

Log lines use only what every seat may know: a kept quest, a chosen combat card or a
scouted danger is never named until it is revealed.
"""

from __future__ import annotations

from game.engine.text import seat_label
from game.games.metro2033.basics import annex_cost
from game.games.metro2033.content import (
    ABILITIES,
    COMBAT,
    DANGERS,
    EQUIPMENT,
    FACTIONS,
    HEROES,
    LAWS,
    QUESTS,
    STATIONS,
    name,
)
from game.games.metro2033.state import State

RES = {
    "en": {"pig": "pig", "mushroom": "mushroom", "ammo": "ammo", "ammo2": "2 ammo"},
    "hu": {"pig": "disznó", "mushroom": "gomba", "ammo": "lőszer", "ammo2": "2 lőszer"},
}
UNIT = {"en": {"army": "army", "hero": "hero"}, "hu": {"army": "sereg", "hero": "hős"}}

ABILITY_WORDS: dict[str, tuple[str, str]] = {  # faction (spec 7.5) and hero (7.6) abilities: en, hu
    "victory9": ("needs only 9 VP to win (the others 10).",
                 "csak 9 GP kell a győzelemhez (a többieknek 10)."),
    "storm_troopers": ("+1 army strength when its army attacks another player's station or hero.",
                       "+1 seregerő, amikor a serege másik játékos állomását vagy hősét támadja."),
    "diplomats": ("+2 votes in every law vote; when a law it voted for takes effect it gains 1 resource.",
                  "+2 szavazat minden törvényszavazáson; ha egy általa támogatott törvény életbe lép, kap 1 erőforrást."),
    "hansa_neighbours": ("each equipment card costs 1 resource only (ammo or mushroom).",
                         "minden felszerelés csak 1 erőforrásba kerül (lőszer vagy gomba)."),
    "arsenal": ("Gather Resources may yield 2 ammo instead of 1 resource.",
                "A gyűjtés 1 tetszőleges erőforrás helyett 2 lőszert is adhat."),
    "hideouts": ("+2 strength defending its own station in Dangers from the dark.",
                 "+2 erő, amikor a saját állomását védi a sötétből jövő veszedelmek ellen."),
    "wanderer": ("Action: take a quest at any station.",
                 "Akció: bármely állomáson húzhat küldetést."),
    "hunt": ("Action: on a non-Hansa station, fight the top danger card; win: its reward, lose: wounded.",
             "Akció: nem Hansa-állomáson megküzd a veszedelempakli felső lapjával; győzelem: jutalom, vereség: sebesülés."),
    "drill": ("Action: army +1 strength for free (not above 6).",
              "Akció: a sereg ingyen +1 erőt kap (legfeljebb 6-ig)."),
    "paths": ("Action: move to any active station, then scout there if it is neutral.",
              "Akció: bármely játékban lévő állomásra lép, és ha az semleges, ott felderít."),
    "radio": ("Action: look at the top 3 danger cards and put them back in any order.",
              "Akció: megnézi a veszedelempakli felső 3 lapját, és tetszőleges sorrendben visszateszi."),
    "smuggler": ("Action: buy equipment or exchange resources here as if at a Hansa station.",
                 "Akció: itt is vásárolhat felszerelést vagy cserélhet, mintha Hansa-állomáson lenne."),
}


def ability_words(ability: str, lang: str) -> str:
    pair = ABILITY_WORDS.get(ability)
    return "" if pair is None else pair[1] if lang == "hu" else pair[0]


def start_bonus_words(faction: str, lang: str) -> str:
    """A faction's start bonus (spec 7.5) in words."""
    b = FACTIONS[faction]["bonus"]
    hu = lang == "hu"
    if b["kind"] == "resources":
        return ", ".join(f"+{b[r]} {res_name(r, lang)}" for r in ("pig", "mushroom", "ammo") if b.get(r))
    if b["kind"] == "army":
        return f"a sereg {b['army']} erővel kezd" if hu else f"army starts at strength {b['army']}"
    what = ("felszerelést" if hu else "equipment cards") if b["kind"] == "equipment" else ("küldetést" if hu else "quest cards")
    return f"húz {b['draw']} {what}, {b['keep']}-et megtart" if hu else f"draw {b['draw']} {what}, keep {b['keep']}"


def faction_help(faction: str, lang: str) -> str:
    """What a player choosing a faction needs: its ability, start bonus and home stations."""
    f = FACTIONS[faction]
    ability = f"{name({'name': f['ability_name']}, lang)}: {ability_words(f['ability'], lang)}"
    homes = ", ".join(st_name(h, lang) for h in f["homes"])
    if lang == "hu":
        return f"{ability}\nKezdő bónusz: {start_bonus_words(faction, lang)}.\nOtthon állomások: {homes}."
    return f"{ability}\nStart bonus: {start_bonus_words(faction, lang)}.\nHome stations: {homes}."


PROMPTS = {
    "faction": ("Choose a faction: click its card or zone", "Válassz pártot: kattints a lapjára vagy a zónájára"),
    "hero": ("Choose a hero: click its card", "Válassz hőst: kattints a lapjára"),
    "hero_home": ("Place your hero on a lit home station", "Tedd a hősödet egy kivilágított otthon állomásra"),
    "keep_eq": ("Keep one equipment card: click it", "Tarts meg egy felszereléskártyát: kattints rá"),
    "keep_q": ("Keep one quest card: click it", "Tarts meg egy küldetéskártyát: kattints rá"),
    "polis_res": ("Choose what the Polis station produces", "Válaszd ki, mit termel a Polisz-állomás"),
    "defend": ("Dangers from the dark: click the station to defend", "Veszedelmek a sötétből: kattints a védendő állomásra"),
    "vote": ("Vote on the new law", "Szavazz az új törvényről"),
    "upkeep": ("Army upkeep: choose the strength you keep", "Seregfenntartás: válaszd ki a megtartott erőt"),
    "recruit": ("Recruit soldiers", "Toborozz katonákat"),
    "army": ("Army: attack a lit station, or choose", "Sereg: támadj meg egy kivilágított állomást"),
    "use_scout": ("Put your scouted danger on top before the attack?",
                  "Ráteszed a felderített veszedelmet a pakli tetejére a támadás előtt?"),
    "defender": ("Who defends the station?", "Ki védi az állomást?"),
    "card": ("Click your combat card (hidden until both chose)", "Kattints a harckártyádra (rejtve, amíg mindketten választotok)"),
    "annex": ("Annex the station?", "Elfoglalod az állomást?"),
    "any": ("Choose a resource", "Válassz erőforrást"),
    "eq_discard": ("Too much equipment: discard one", "Túl sok felszerelés: dobj el egyet"),
    "flee": ("Wounded hero: click where it flees", "Sebesült hős: kattints, hová menekül"),
    "strip": ("Choose the loser's equipment to discard", "Válaszd ki, melyik felszerelést dobja el a vesztes"),
    "take": ("You may take one equipment card of the loser", "Elvehetsz egy felszerelést a vesztestől"),
    "destroy": ("You may destroy one equipment card of the hero", "Megsemmisítheted a hős egy felszerelését"),
    "min3": ("Under 3 stations: click a lit one, it is yours free", "3-nál kevesebb állomás: kattints egy kivilágítottra, ingyen a tiéd"),
    "hero_move": ("Move your hero: click a lit station", "Lépj a hősöddel: kattints egy kivilágított állomásra"),
    "hero_act": ("Hero action: choose below", "Hős akció: válassz lent"),
    "hero_act_khan": ("Hero action: choose, or click a lit station", "Hős akció: válassz, vagy kattints egy kivilágított állomásra"),
    "market": ("Hansa market: click a card to buy it", "Hansa piac: kattints egy lapra, hogy megvedd"),
    "order": ("Put the danger cards back in an order", "Tedd vissza a veszedelemkártyákat tetszőleges sorrendben"),
    "complete": ("Click the quest to complete", "Kattints a teljesítendő küldetésre"),
    "combat_quest": ("Use a quest ability before the fight?", "Használsz küldetésképességet a harc előtt?"),
}


def st_name(sid: str, lang: str) -> str:
    return STATIONS[sid].name.get(lang) or STATIONS[sid].name["en"]


def card_name(cid: str, lang: str) -> str:
    for table in (EQUIPMENT, QUESTS, DANGERS, LAWS, COMBAT, FACTIONS, HEROES):
        if cid in table:
            return name(table[cid], lang)
    return cid


def res_name(r: str, lang: str) -> str:
    return RES["hu" if lang == "hu" else "en"].get(r, r)


def prompt(s: State, lang: str) -> str:
    if not s.stack:
        return "A játék véget ért" if lang == "hu" else "The game is over"
    task = s.stack[-1]
    kind = task[0]
    if kind == "hero_act" and s.players[task[1]].hero == "khan":
        kind = "hero_act_khan"
    if kind == "annex":  # the price, and when it cannot be paid, that too
        cost = annex_cost(s, task[1], task[2], task[3])
        words = " + ".join(f"{k} {res_name(r, lang)}" for r, k in cost.items() if k) or ("ingyen" if lang == "hu" else "free")
        can = all(s.players[task[1]].r(r) >= k for r, k in cost.items())
        if lang == "hu":
            return f"Elfoglalod {words} áráért?" if can else f"Az elfoglalás ára {words}: nincs elég"
        return f"Annex it for {words}?" if can else f"Annexing costs {words}: not enough"
    pair = PROMPTS.get(kind)
    if pair is None:
        return "Húzás" if lang == "hu" else "Drawing"
    return pair[1] if lang == "hu" else pair[0]


def describe(s: State, a: tuple, lang: str) -> str:
    return _words(s, a, lang, short=False)


def log_line(before: State, a: tuple, after: State | None, lang: str) -> str | None:
    """The step in words, then what it changed (fights, stations, wounds, quests, stage, law)."""
    if a and a[0] in ("deal",):
        line = "Harckártyák kiosztva." if lang == "hu" else "Combat cards dealt."
    else:
        line = describe(before, a, lang)
    if after is None:
        return line
    # a capture the action's own words already name is not said again ("takes for free: X")
    parts = [x for x in consequence_parts(before, after, lang) if not _repeats(x, line)]
    if not parts:
        return line
    extra = "; ".join(parts)
    return f"{line.rstrip('.')}. {extra[0].upper()}{extra[1:]}"


def split_round_words(line: str, after: State, lang: str) -> tuple[str, str] | None:
    """``line`` (a ``log_line``) cut around the words of the round ``after`` opens: (the line
    without them, "Round 2: law vote"); None when the line has none."""
    if not after.round:
        return None
    words = round_words(after, lang)
    words = words[0].upper() + words[1:]
    i = line.find(f". {words}")
    if i < 0:
        return None
    rest = line[i + 2 + len(words):]
    head = line[: i + 1]
    if rest.startswith("; ") and len(rest) > 2:  # the step's other consequences stay with it
        head += f" {rest[2].upper()}{rest[3:]}"
    elif rest:
        return None
    return head, words


def _repeats(part: str, line: str) -> bool:
    """A "<who> takes: <station>" part repeating a free capture the action line already names."""
    if "for free" not in line and "ingyen" not in line:
        return False
    for verb in (" takes: ", " megszerzi: "):
        if verb in part:
            return part.split(verb, 1)[1] in line
    return False


def _unit(seat: int, unit: str, lang: str) -> str:
    hu = lang == "hu"
    if unit == "hero":
        return f"{seat_label(seat, lang)} {'hőse' if hu else 'hero'}"
    return f"{seat_label(seat, lang)} {'serege' if hu else 'army'}"


def fight_words(f: tuple, lang: str) -> str:
    hu = lang == "hu"
    purpose, att, att_unit, dfn, def_unit, station, danger, sa, sd, result = f
    left = f"{_unit(att, att_unit, lang)} ({sa})"
    if dfn >= 0:
        right = f"{_unit(dfn, def_unit, lang)} ({sd})"
    elif danger:
        right = f"{card_name(danger, lang)} ({sd})"
    else:
        right = f"{st_name(station, lang)} ({sd})"
    if hu:  # who won and who lost, in so many words
        return {1: f"{left} győz {right} ellen", -1: f"{left} veszít {right} ellen",
                0: f"{left} és {right}: döntetlen, semmi sem változik"}[result]
    return {1: f"{left} wins against {right}", -1: f"{left} loses to {right}",
            0: f"{left} and {right} draw: nothing changes"}[result]


def consequence_parts(before: State, after: State, lang: str) -> list[str]:
    hu = lang == "hu"
    parts: list[str] = []
    if after.round != before.round and after.round:
        parts.append(round_words(after, lang))
    if after.fights != before.fights and after.last_fight:
        parts.append(fight_words(after.last_fight, lang))
    if len(before.players) != len(after.players):
        return parts
    for seat, (p, q) in enumerate(zip(before.players, after.players)):
        who = seat_label(seat, lang)
        if not p.stations and q.stations and before.round == 0:  # setup: a faction's home stations
            homes = ", ".join(st_name(st, lang) for st in q.stations)
            side = f" ({card_name(q.faction, lang)})" if q.faction else ""  # a faction chosen at setup has no line of its own
            parts.append(f"{who}{side} {'otthon állomásai' if hu else 'home stations'}: {homes}")
            continue
        if not p.faction:
            continue
        for st in sorted(set(q.stations) - set(p.stations)):
            parts.append(f"{who} {'megszerzi' if hu else 'takes'}: {st_name(st, lang)}")
        for st in sorted(set(p.stations) - set(q.stations)):
            parts.append(f"{who} {'elveszti' if hu else 'loses'}: {st_name(st, lang)}")
        if q.wounded and q.wounded != p.wounded:
            parts.append(f"{who} {'hőse megsebesül' if hu else 'hero is wounded'}")
        for quest in q.done[len(p.done):]:
            parts.append(f"{who} {'teljesíti' if hu else 'completes'}: {card_name(quest, lang)}")
    if after.stage != before.stage:
        parts.append(f"{'szakasz' if hu else 'stage'} {'II' if after.stage == 2 else 'I'}")
    if after.law != before.law:
        if after.law:
            parts.append(f"{'érvényes törvény' if hu else 'law in force'}: {card_name(after.law, lang)}")
        else:
            parts.append("a törvény lejárt" if hu else "the law expired")
    if after.winner >= 0 and before.winner < 0:
        parts.append(f"{seat_label(after.winner, lang)} {'nyert' if hu else 'wins'}")
    return parts


def _who(s: State, lang: str) -> str:
    task = s.stack[-1] if s.stack else ()
    seat = task[1] if len(task) > 1 and isinstance(task[1], int) and task[1] >= 0 else None
    return seat_label(seat, lang) if seat is not None else ""


def _words(s: State, a: tuple, lang: str, short: bool) -> str:
    text = _core(s, a, lang)
    if short:
        return text
    who = _who(s, lang)
    return f"{who}: {text}" if who else text[:1].upper() + text[1:]  # a log line opens with a capital


def _core(s: State, a: tuple, lang: str) -> str:  # noqa: C901 - one table of words
    hu = lang == "hu"
    kind = a[0] if a else ""
    task = s.stack[-1] if s.stack else ("",)
    if kind == "first":
        return f"{seat_label(a[1], lang)} kezd" if hu else f"{seat_label(a[1], lang)} goes first"
    if kind == "card":
        return _draw_words(s, task, a, lang)
    if kind == "deal":
        return "harckártyák kiosztva" if hu else "combat cards dealt"
    if kind == "faction":
        return f"{'párt' if hu else 'faction'}: {card_name(a[1], lang)}"
    if kind == "hero":
        return f"{'hős' if hu else 'hero'}: {card_name(a[1], lang)}"
    if kind == "home":
        return f"{'a hős ide áll' if hu else 'hero starts at'}: {st_name(a[1], lang)}"
    if kind == "keep" and task[0] == "upkeep":
        return upkeep_words(a, lang)
    if kind == "keep":
        if task[0] == "keep_q":
            return "megtart egy küldetést" if hu else "keeps one quest"
        return f"{'megtartja' if hu else 'keeps'}: {card_name(a[1], lang)}"
    if kind == "produce":
        return f"{'a Polisz termel' if hu else 'the Polis station produces'}: {res_name(a[1], lang)}"
    if kind == "defend":
        return f"{st_name(a[1], lang)} ({UNIT[lang if hu else 'en'][a[2]]} {'véd' if hu else 'defends'})"
    if kind == "vote":
        return ("mellette szavaz" if a[1] else "ellene szavaz") if hu else ("votes for" if a[1] else "votes against")
    if kind == "recruit":
        return f"{a[1]} {'katonát toboroz' if hu else 'recruited'}" if a[1] else ("nem toboroz" if hu else "recruits nobody")
    if kind == "pass":
        return "passz" if hu else "pass"
    if kind == "attack" and len(a) > 1:
        return f"{'a sereg megtámadja' if hu else 'the army attacks'}: {st_name(a[1], lang)}"
    if kind == "attack":
        return "a hős megtámadja az állomását" if hu else "the hero attacks its station"
    if kind == "attack_hero":
        return f"{'a sereg megtámadja' if hu else 'the army attacks'} {seat_label(a[1], lang)} {'hősét' if hu else 'hero'}"
    if kind == "gather":
        return f"{'gyűjt' if hu else 'gathers'}: {res_name(a[1], lang)}"
    if kind == "quest_use":
        ab = ABILITIES[QUESTS[a[1]]["ability"]]
        return f"{'küldetésképesség' if hu else 'quest ability'}: {ab['hu' if hu else 'en']} ({card_name(a[1], lang)})"
    if kind in ("yes", "no"):
        if kind == "yes":
            return "a felderített veszedelmet a pakli tetejére teszi" if hu else "puts the scouted danger on top"
        return "megtartja a felderített lapot" if hu else "keeps the scouted card"
    if kind == "unit":
        return f"{'védő' if hu else 'defender'}: {UNIT['hu' if hu else 'en'][a[1]]}"
    if kind == "play":
        c = s.combat
        if c is not None and c.revealed:
            return card_name(a[1], lang)
        return "harckártyát választ" if hu else "chooses a combat card"
    if kind == "annex":
        return ("elfoglalja" if a[1] else "semleges marad") if hu else ("annexes it" if a[1] else "leaves it neutral")
    if kind == "take" and task[0] == "any":
        return f"{'kap' if hu else 'takes'}: {res_name(a[1], lang)}"
    if kind == "take":
        return f"{'elveszi' if hu else 'takes'}: {card_name(a[1], lang)}"
    if kind == "none":
        return "semmit" if hu else "nothing"
    if kind == "discard":
        return f"{'eldobja' if hu else 'discards'}: {card_name(a[1], lang)}"
    if kind == "destroy":
        return f"{'megsemmisíti' if hu else 'destroys'}: {card_name(a[1], lang)}"
    if kind == "flee":
        return f"{'a hős ide menekül' if hu else 'the hero flees to'}: {st_name(a[1], lang)}"
    if kind == "settle":
        return f"{'ingyen elfoglalja' if hu else 'takes for free'}: {st_name(a[1], lang)}"
    if kind == "move":
        seat = task[1] if len(task) > 1 and isinstance(task[1], int) and 0 <= task[1] < len(s.players) else None
        if seat is not None and s.players[seat].hero_at == a[1]:  # staying put is no move
            return f"{'a hős helyben marad' if hu else 'hero stays at'}: {st_name(a[1], lang)}"
        return f"{'a hős ide lép' if hu else 'hero moves to'}: {st_name(a[1], lang)}"
    if kind == "end":
        return "kör vége" if hu else "end turn"
    if kind == "market":
        return "Hansa piac" if hu else "Hansa market"
    if kind == "exchange":
        if hu:
            return f"csere: {a[3]} {res_name(a[1], lang)} helyett {a[3]} {res_name(a[2], lang)}"
        return f"exchange {a[3]} {res_name(a[1], lang)} for {a[3]} {res_name(a[2], lang)}"
    if kind == "quest":
        return "küldetést húz" if hu else "takes a quest"
    if kind == "scout":
        return "felderít" if hu else "scouts"
    if kind == "duel":
        return f"{'megtámadja' if hu else 'attacks'} {seat_label(a[1], lang)} {'hősét' if hu else 'hero'}"
    if kind == "hunt":
        return "vadászat" if hu else "hunts"
    if kind == "drill":
        return "spártai kiképzés: sereg +1" if hu else "Spartan Drill: army +1"
    if kind == "paths":
        return f"{'a holtak útjain ide megy' if hu else 'takes the Paths of the Dead to'}: {st_name(a[1], lang)}"
    if kind == "radio":
        return "megnézi a veszedelempakli tetejét" if hu else "looks at the top of the danger deck"
    if kind == "done" and task[0] == "market":
        return "elhagyja a piacot" if hu else "leaves the market"
    if kind == "done":
        return "képesség nélkül harcol" if hu else "fights without a quest ability"
    if kind == "refresh":
        return "piac frissítése (1 lőszer)" if hu else "refresh the market (1 ammo)"
    if kind == "buy":
        cost = " + ".join(f"1 {res_name(r, lang)}" for r in a[2].split("+"))
        return f"{'megveszi' if hu else 'buys'}: {card_name(a[1], lang)} ({cost})"
    if kind == "order":
        return "visszateszi a lapokat" if hu else "puts the cards back"
    if kind == "complete":
        return f"{'teljesíti' if hu else 'completes'}: {card_name(a[1], lang)}"
    return " ".join(str(x) for x in a)


def _draw_words(s: State, task: tuple, a: tuple, lang: str) -> str:
    hu = lang == "hu"
    kind = task[0]
    if kind == "draw_eq" and len(task) > 2 and task[2] == "market":
        return f"{'a Hansa piacra kerül' if hu else 'to the Hansa market'}: {card_name(a[1], lang)}"
    if kind == "draw_eq":
        return f"{'felszerelés' if hu else 'equipment'}: {card_name(a[1], lang)}"
    if kind == "draw_q":
        return "küldetéskártya húzva" if hu else "a quest card is drawn"
    if kind == "draw_law":
        return f"{'új törvény' if hu else 'new law'}: {card_name(a[1], lang)}"
    if kind == "draw_danger" and task[1] in ("combat", "event"):
        d = DANGERS[a[1]]
        return f"{'veszedelem' if hu else 'danger'}: {card_name(a[1], lang)} ({d['str']})"
    return "veszedelemkártya húzva" if hu else "a danger card is drawn"


def upkeep_words(a: tuple, lang: str) -> str:
    return f"{'megtartott erő' if lang == 'hu' else 'keeps strength'} {a[1]}"


def round_words(s: State, lang: str) -> str:
    """What the round track brings this round ("Round 3: dangers from the dark")."""
    from game.games.metro2033.content import track_space

    hu = lang == "hu"
    space = track_space(s.round)
    if "res" in space:
        what = " + ".join(res_name(r, lang) for r in space["res"])
        what = f"{'termelés' if hu else 'production'}: {what}" + ((" (dupla)" if hu else " (doubled)") if space.get("double") else "")
    elif space.get("event") == "danger":
        what = "veszedelmek a sötétből" if hu else "dangers from the dark"
    else:
        what = "törvényszavazás" if hu else "law vote"
    return f"{s.round}. {'forduló' if hu else 'round'}: {what}" if hu else f"round {s.round}: {what}"
