"""Metro 2033's choices as a player reads them (issue 17's rule for every choice): each legal
action as a short order in the imperative with its cost ("Recruit 2 (2 ammo, 2 pig)", "Attack
Kurskaya", "End turn"), distinct within its decision and never the log's line, and a tooltip
saying what it does. English and Hungarian.

Costs are the engine's own (``annex_cost``, ``upkeep``, the recruit and market rules), so a
law or a faction ability that changes a price changes the words too. An order names only what
the deciding seat may know (its own combat cards, quests and look-ahead cards).
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.text import seat_label
from game.games.metro2033 import graph
from game.games.metro2033.basics import active, annex_cost, flee_options, hero_speed, min3_candidates
from game.games.metro2033.content import ABILITIES, FACTIONS, HEROES, QUESTS, STATIONS, name
from game.games.metro2033.rounds import upkeep
from game.games.metro2033.state import State
from game.games.metro2033.text import ability_words, card_name, faction_help, res_name, st_name

Order = tuple
Words = Callable[[State, tuple, tuple, str], str]


def _hu(lang: str) -> bool:
    return lang == "hu"


def cost_words(cost: dict[str, int], lang: str) -> str:
    """"1 mushroom + 1 pig"; "free" for nothing to pay."""
    parts = [f"{k} {res_name(r, lang)}" for r, k in cost.items() if k]
    return " + ".join(parts) if parts else ("ingyen" if _hu(lang) else "free")


def _task(s: State) -> tuple:
    return s.stack[-1] if s.stack else ("",)


def _seat(s: State) -> int:
    task = _task(s)
    return task[1] if len(task) > 1 and isinstance(task[1], int) else -1


def _ability(q: str, lang: str) -> str:
    ab = ABILITIES[QUESTS[q]["ability"]]
    return ab.get(lang) or ab["en"]


# ----- the labels ---------------------------------------------------------------------------------
def _l_pick(s: State, t: tuple, a: tuple, lang: str) -> str:  # faction, hero
    return f"Válaszd: {card_name(a[1], lang)}" if _hu(lang) else f"Choose {card_name(a[1], lang)}"


def _l_home(s: State, t: tuple, a: tuple, lang: str) -> str:
    return f"Kezdj itt: {st_name(a[1], lang)}" if _hu(lang) else f"Start at {st_name(a[1], lang)}"


def _l_keep(s: State, t: tuple, a: tuple, lang: str) -> str:
    if t[0] == "upkeep":
        p = s.players[_seat(s)]
        pay = {} if s.law == "martial_law" else {"pig": upkeep(a[1])}
        cost = cost_words(pay, lang)
        if a[1] < p.army:
            return f"Csökkentsd a sereget {a[1]} erőre ({cost})" if _hu(lang) else f"Dismiss down to {a[1]} ({cost})"
        return f"Tartsd meg a {a[1]} erőt ({cost})" if _hu(lang) else f"Keep strength {a[1]} ({cost})"
    return f"Tartsd meg: {card_name(a[1], lang)}" if _hu(lang) else f"Keep {card_name(a[1], lang)}"


def _l_produce(s: State, t: tuple, a: tuple, lang: str) -> str:
    k = t[3] if len(t) > 3 else 1
    return f"Válaszd: {k} {res_name(a[1], lang)}" if _hu(lang) else f"Take {k} {res_name(a[1], lang)}"


def _l_defend(s: State, t: tuple, a: tuple, lang: str) -> str:
    st = st_name(a[1], lang)
    if _hu(lang):
        return f"Védd {'a sereggel' if a[2] == 'army' else 'a hőssel'}: {st}"
    return f"Defend {st} with your {a[2]}"


def _l_vote(s: State, t: tuple, a: tuple, lang: str) -> str:
    if _hu(lang):
        return "Szavazz mellette" if a[1] else "Szavazz ellene"
    return "Vote for" if a[1] else "Vote against"


def _l_recruit(s: State, t: tuple, a: tuple, lang: str) -> str:
    k = a[1]
    if not k:
        return "Ne toborozz" if _hu(lang) else "Recruit nobody"
    cost = {"ammo": k} if s.law == "general_mobilization" else {"ammo": k, "pig": k}
    words = ", ".join(f"{n} {res_name(r, lang)}" for r, n in cost.items())
    return f"Toborozz {k} katonát ({words})" if _hu(lang) else f"Recruit {k} ({words})"


def _l_pass(s: State, t: tuple, a: tuple, lang: str) -> str:
    return "Passzolj" if _hu(lang) else "Pass"


def _l_attack(s: State, t: tuple, a: tuple, lang: str) -> str:
    st = a[1] if len(a) > 1 else s.players[_seat(s)].hero_at
    return f"Támadd meg: {st_name(st, lang)}" if _hu(lang) else f"Attack {st_name(st, lang)}"


def _l_attack_hero(s: State, t: tuple, a: tuple, lang: str) -> str:
    who = seat_label(a[1], lang)
    return f"Támadd meg {who} hősét" if _hu(lang) else f"Attack {who}'s hero"


def _l_gather(s: State, t: tuple, a: tuple, lang: str) -> str:
    what = f"2 {res_name('ammo', lang)}" if a[1] == "ammo2" else f"1 {res_name(a[1], lang)}"
    return f"Gyűjts: {what}" if _hu(lang) else f"Gather {what}"


def _l_quest_use(s: State, t: tuple, a: tuple, lang: str) -> str:
    q = a[1]
    p = s.players[_seat(s)]
    if q in p.done:
        pay = f"1 {res_name('ammo', lang)}"
    else:
        pay = f"eldobod: {card_name(q, lang)}" if _hu(lang) else f"discard {card_name(q, lang)}"
    return f"Használd: {_ability(q, lang)} ({pay})" if _hu(lang) else f"Use {_ability(q, lang)} ({pay})"


def _l_play(s: State, t: tuple, a: tuple, lang: str) -> str:
    return f"Játszd ki: {card_name(a[1], lang)}" if _hu(lang) else f"Play {card_name(a[1], lang)}"


def _l_done(s: State, t: tuple, a: tuple, lang: str) -> str:
    if t[0] == "market":
        return "Hagyd el a piacot" if _hu(lang) else "Leave the market"
    return "Harcolj képesség nélkül" if _hu(lang) else "Fight without an ability"


def _l_unit(s: State, t: tuple, a: tuple, lang: str) -> str:
    if _hu(lang):
        return "Védekezz a sereggel" if a[1] == "army" else "Védekezz a hőssel"
    return f"Defend with your {a[1]}"


def _l_none(s: State, t: tuple, a: tuple, lang: str) -> str:
    if t[0] == "destroy":
        return "Ne semmisíts meg semmit" if _hu(lang) else "Destroy nothing"
    return "Ne vegyél el semmit" if _hu(lang) else "Take nothing"


def _l_destroy(s: State, t: tuple, a: tuple, lang: str) -> str:
    return f"Semmisítsd meg: {card_name(a[1], lang)}" if _hu(lang) else f"Destroy {card_name(a[1], lang)}"


def _l_discard(s: State, t: tuple, a: tuple, lang: str) -> str:
    if t[0] == "strip":
        who = seat_label(t[2], lang)
        # the seat's label stays uninflected: the table replaces it with the player's own name
        return (f"Dobasd el vele: {card_name(a[1], lang)} ({who})" if _hu(lang)
                else f"Make {who} discard {card_name(a[1], lang)}")
    return f"Dobd el: {card_name(a[1], lang)}" if _hu(lang) else f"Discard {card_name(a[1], lang)}"


def _l_take(s: State, t: tuple, a: tuple, lang: str) -> str:
    if t[0] == "any":
        return f"Válaszd: 1 {res_name(a[1], lang)}" if _hu(lang) else f"Take 1 {res_name(a[1], lang)}"
    return f"Vedd el: {card_name(a[1], lang)}" if _hu(lang) else f"Take {card_name(a[1], lang)}"


def _l_flee(s: State, t: tuple, a: tuple, lang: str) -> str:
    return f"Menekülj ide: {st_name(a[1], lang)}" if _hu(lang) else f"Flee to {st_name(a[1], lang)}"


def _l_settle(s: State, t: tuple, a: tuple, lang: str) -> str:
    return f"Foglald el ingyen: {st_name(a[1], lang)}" if _hu(lang) else f"Take {st_name(a[1], lang)} for free"


def _l_move(s: State, t: tuple, a: tuple, lang: str) -> str:
    if a[1] == s.players[_seat(s)].hero_at:
        return f"Maradj itt: {st_name(a[1], lang)}" if _hu(lang) else f"Stay at {st_name(a[1], lang)}"
    return f"Lépj ide: {st_name(a[1], lang)}" if _hu(lang) else f"Move to {st_name(a[1], lang)}"


def _l_end(s: State, t: tuple, a: tuple, lang: str) -> str:
    if t[0] == "hero_move":  # a wounded hero that could use Field Hospital instead
        return "Maradj sebesülten" if _hu(lang) else "Stay wounded"
    return "Kör vége" if _hu(lang) else "End turn"


def _l_market(s: State, t: tuple, a: tuple, lang: str) -> str:
    return "Nyisd meg a Hansa piacot" if _hu(lang) else "Open the Hansa market"


def _l_exchange(s: State, t: tuple, a: tuple, lang: str) -> str:
    k, give, get = a[3], res_name(a[1], lang), res_name(a[2], lang)
    return f"Cserélj: {k} {give} → {k} {get}" if _hu(lang) else f"Exchange {k} {give} for {k} {get}"


def _l_quest(s: State, t: tuple, a: tuple, lang: str) -> str:
    cost = cost_words({"ammo": 1, "mushroom": 1}, lang)
    return f"Húzz küldetést ({cost})" if _hu(lang) else f"Take a quest ({cost})"


def _l_scout(s: State, t: tuple, a: tuple, lang: str) -> str:
    return "Derítsd fel az állomást" if _hu(lang) else "Scout this station"


def _l_duel(s: State, t: tuple, a: tuple, lang: str) -> str:
    return _l_attack_hero(s, t, a, lang)


def _l_hunt(s: State, t: tuple, a: tuple, lang: str) -> str:
    return "Vadássz" if _hu(lang) else "Hunt"


def _l_drill(s: State, t: tuple, a: tuple, lang: str) -> str:
    return "Képezd ki a sereget: +1 erő (ingyen)" if _hu(lang) else "Drill your army: +1 strength (free)"


def _l_paths(s: State, t: tuple, a: tuple, lang: str) -> str:
    st = st_name(a[1], lang)
    return f"Menj a holtak útjain ide: {st}" if _hu(lang) else f"Take the Paths of the Dead to {st}"


def _l_radio(s: State, t: tuple, a: tuple, lang: str) -> str:
    return "Nézd meg a felső 3 veszedelmet" if _hu(lang) else "Look at the top 3 dangers"


def _l_refresh(s: State, t: tuple, a: tuple, lang: str) -> str:
    cost = cost_words({"ammo": 1}, lang)
    return f"Frissítsd a piacot ({cost})" if _hu(lang) else f"Refresh the market ({cost})"


def _l_buy(s: State, t: tuple, a: tuple, lang: str) -> str:
    cost = cost_words({r: 1 for r in a[2].split("+")}, lang)
    return f"Vedd meg: {card_name(a[1], lang)} ({cost})" if _hu(lang) else f"Buy {card_name(a[1], lang)} ({cost})"


def _l_order(s: State, t: tuple, a: tuple, lang: str) -> str:
    cards = ", ".join(card_name(c, lang) for c in a[1:])
    return f"Tedd vissza felülről: {cards}" if _hu(lang) else f"Put back, top first: {cards}"


def _l_complete(s: State, t: tuple, a: tuple, lang: str) -> str:
    return f"Teljesítsd: {card_name(a[1], lang)}" if _hu(lang) else f"Complete {card_name(a[1], lang)}"


def _l_yes(s: State, t: tuple, a: tuple, lang: str) -> str:
    return "Tedd a felderített lapot felülre" if _hu(lang) else "Put your scouted danger on top"


def _l_no(s: State, t: tuple, a: tuple, lang: str) -> str:
    return "Tartsd meg későbbre" if _hu(lang) else "Keep it for later"


def _l_annex(s: State, t: tuple, a: tuple, lang: str) -> str:
    st = st_name(t[2], lang)
    if not a[1]:
        return f"Hagyd semlegesen: {st}" if _hu(lang) else f"Leave {st} neutral"
    cost = cost_words(annex_cost(s, t[1], t[2], t[3]), lang)
    return f"Foglald el: {st} ({cost})" if _hu(lang) else f"Annex {st} ({cost})"


LABELS: dict[str, Words] = {
    "faction": _l_pick, "hero": _l_pick, "home": _l_home, "keep": _l_keep, "produce": _l_produce,
    "defend": _l_defend, "vote": _l_vote, "recruit": _l_recruit, "pass": _l_pass, "attack": _l_attack,
    "attack_hero": _l_attack_hero, "gather": _l_gather, "quest_use": _l_quest_use, "play": _l_play,
    "done": _l_done, "unit": _l_unit, "none": _l_none, "destroy": _l_destroy, "discard": _l_discard,
    "take": _l_take, "flee": _l_flee, "settle": _l_settle, "move": _l_move, "end": _l_end,
    "market": _l_market, "exchange": _l_exchange, "quest": _l_quest, "scout": _l_scout, "duel": _l_duel,
    "hunt": _l_hunt, "drill": _l_drill, "paths": _l_paths, "radio": _l_radio, "refresh": _l_refresh,
    "buy": _l_buy, "order": _l_order, "complete": _l_complete, "yes": _l_yes, "no": _l_no, "annex": _l_annex,
}


def ends_turn(s: State, a: tuple) -> bool:
    """The decision's End turn / Pass: it ends the seat's part of the phase with nothing done
    (the hero's End turn, the army's Pass, recruiting nobody, leaving the market; a wounded
    hero staying put)."""
    kind = _task(s)[0]
    return a in (("end",), ("pass",), ("recruit", 0)) or (a == ("done",) and kind == "market")


def label(s: State, a: tuple, lang: str) -> str:
    """The order a button or a menu entry shows for the legal action ``a``."""
    words = LABELS.get(a[0]) if a else None
    if words is None:
        return " ".join(str(x) for x in a)
    return words(s, _task(s), a, lang)


# ----- the tooltips ---------------------------------------------------------------------------------
TIPS: dict[str, tuple[str, str]] = {
    "faction": ("Your faction for the whole game: its three home stations, start bonus and ability (hover the "
                "card for them).",
                "A pártod az egész játékra: három otthon állomása, kezdő bónusza és képessége (a lapra mutatva látod)."),
    "hero": ("Your hero for the whole game: strength, speed and an action of its own.",
             "A hősöd az egész játékra: ereje, sebessége és saját akciója."),
    "home": ("Your hero starts the game on this home station.", "A hősöd erről az otthon állomásról indul."),
    "keep_card": ("Keep this card; the other goes to the discard pile.", "Ezt a lapot tartod meg; a másik a dobópaklira kerül."),
    "upkeep": ("Armies of 6, 7 and 8 cost 1, 2 and 3 pigs each round; dismissed soldiers cost nothing.",
               "A 6, 7 és 8 erős sereg fordulónként 1, 2 és 3 disznóba kerül; az elbocsátott katonák ingyenesek."),
    "produce": ("This Polis station produces the resource you pick this round.",
                "Ez a Polisz-állomás a választott erőforrást termeli ebben a fordulóban."),
    "defend": ("This station and unit face the revealed danger; lose and the station becomes neutral.",
               "Ez az állomás és egység néz szembe a felfordított veszedelemmel; ha veszítesz, az állomás semleges lesz."),
    "vote": ("Each player's vote weighs as many stations as it holds (Arbat +2); a tie rejects the law.",
             "Minden szavazat annyit ér, ahány állomása van a játékosnak (Arbat +2); döntetlennél a törvény elbukik."),
    "recruit": ("Each soldier raises your army's strength by 1 (at most 8).",
                "Minden katona 1-gyel növeli a sereged erejét (legfeljebb 8-ig)."),
    "pass": ("Your army does nothing this round.", "A sereged nem tesz semmit ebben a fordulóban."),
    "attack": ("Fight for this station: a neutral one sends a danger card (the Polis defends with 7), a held one its "
               "owner's army or hero. Win and you may annex it.",
               "Harc az állomásért: semlegesnél veszedelemkártya jön (a Polisz 7-tel védekezik), birtokoltnál a "
               "birtokos serege vagy hőse. Ha nyersz, elfoglalhatod."),
    "attack_hero": ("Fight that hero with combat cards; win and it is wounded and flees home.",
                    "Harc a hőssel harckártyákkal; ha nyersz, megsebesül és hazamenekül."),
    "gather": ("Your army gathers from the bank instead of fighting.", "A sereged harc helyett gyűjt a bankból."),
    "quest_use": ("Use a quest card's ability: an open quest is discarded for it, a completed one costs 1 ammo.",
                  "Küldetéskártya képességének használata: nyitott küldetést eldobsz érte, a teljesítettért 1 lőszert fizetsz."),
    "play": ("Your card for this fight, shown with the opponent's at once; each adds its bonus against the other's type.",
             "A lapod ehhez a harchoz; egyszerre fordul fel az ellenfélével, mindkettő a másik típusa elleni bónuszát adja."),
    "done_fight": ("Go on to the fight without using a quest ability.", "Harc következik küldetésképesség nélkül."),
    "done_market": ("Leave the market; empty slots are refilled.", "Elhagyod a piacot; az üres helyek feltöltődnek."),
    "unit": ("This unit's strength defends the station; losing costs only the station.",
             "Ennek az egységnek az ereje védi az állomást; a vereség csak az állomásba kerül."),
    "none": ("Leave the loser's equipment as it is.", "A vesztes felszerelése marad, ahogy van."),
    "destroy": ("This equipment card of the beaten hero is discarded.", "A legyőzött hős ezen felszerelése a dobópaklira kerül."),
    "discard": ("This equipment card goes to the discard pile.", "Ez a felszerelés a dobópaklira kerül."),
    "take_card": ("This equipment card becomes your hero's.", "Ez a felszerelés a te hősödé lesz."),
    "take_res": ("Take this resource from the bank.", "Ezt az erőforrást veszed el a bankból."),
    "flee": ("Your wounded hero rests here until its wound ends.", "A sebesült hősöd itt pihen, amíg a sebe be nem gyógyul."),
    "settle": ("With fewer than 3 stations you take a neutral station for free.",
               "3-nál kevesebb állomással ingyen elfoglalsz egy semleges állomást."),
    "move": ("Your hero moves here (speed = stations per turn), then takes one action.",
             "A hősöd ide lép (sebesség = állomás körönként), aztán egy akciót hajt végre."),
    "end": ("Finish your turn without another action.", "Befejezed a körödet további akció nélkül."),
    "market": ("Buy equipment here (1 ammo + 1 mushroom each) or refresh the offer (1 ammo).",
               "Itt felszerelést vehetsz (darabja 1 lőszer + 1 gomba), vagy frissítheted a kínálatot (1 lőszer)."),
    "exchange": ("Trade resources 1 for 1 with the Hansa bank.", "Erőforrások cseréje 1:1 arányban a Hansa bankkal."),
    "quest": ("Draw 2 quest cards and keep 1 secretly; one quest per round.",
              "Húzol 2 küldetéskártyát, egyet titokban megtartasz; fordulónként egy küldetés."),
    "scout": ("Take the top danger card secretly; next round you may put it on top before an attack.",
              "Titokban elveszed a felső veszedelemkártyát; a következő fordulóban egy támadás előtt a pakli tetejére teheted."),
    "hunt": ("Fight the top danger card: win its reward, lose and your hero is wounded.",
             "Megküzdesz a felső veszedelemkártyával: győzelemért jutalom, vereségért sebesülés."),
    "drill": ("Miller trains your army: +1 strength for free (not above 6).",
              "Miller kiképzi a seregedet: +1 erő ingyen (legfeljebb 6-ig)."),
    "paths": ("Khan goes straight to this station and scouts it if it is neutral.",
              "Khan egyenesen ide megy, és ha semleges, felderíti."),
    "radio": ("Anna looks at the top 3 danger cards and puts them back in any order.",
              "Anna megnézi a felső 3 veszedelemkártyát, és tetszőleges sorrendben visszateszi."),
    "refresh": ("The 4 cards of the market go to the discard pile and 4 new ones come; only before buying.",
                "A piac 4 lapja a dobópaklira kerül, és 4 új jön; csak vásárlás előtt."),
    "buy": ("This equipment card becomes your hero's.", "Ez a felszerelés a hősödé lesz."),
    "order": ("The danger cards go back on the deck in this order, the first on top.",
              "A veszedelemkártyák ebben a sorrendben kerülnek vissza, az első legfelülre."),
    "complete": ("Reveal this quest: +1 VP, and its ability stays yours (1 ammo per use).",
                 "Felfeded ezt a küldetést: +1 GP, és a képessége a tiéd marad (használatonként 1 lőszer)."),
    "yes": ("Your scouted danger is the card this attack reveals.", "A felderített veszedelem lesz a támadásban felforduló lap."),
    "no": ("The attack draws from the deck; keep your card for an attack later this round.",
           "A támadás a pakliból húz; a lapodat egy későbbi támadásra tartod meg ebben a fordulóban."),
    "annex_yes": ("The station becomes yours: +1 VP.", "Az állomás a tiéd lesz: +1 GP."),
    "annex_no": ("The station stays neutral and nothing is paid.", "Az állomás semleges marad, nem fizetsz semmit."),
}


def _tip_key(t: tuple, a: tuple) -> str:
    kind = a[0]
    if kind == "keep":
        return "upkeep" if t[0] == "upkeep" else "keep_card"
    if kind == "done":
        return "done_market" if t[0] == "market" else "done_fight"
    if kind == "take":
        return "take_res" if t[0] == "any" else "take_card"
    if kind == "annex":
        return "annex_yes" if a[1] else "annex_no"
    if kind == "duel":
        return "attack_hero"
    return kind


def tip(s: State, a: tuple, lang: str) -> str:
    """What the choice does, for its tooltip (and, for a quest ability, the ability's own text)."""
    if not a:
        return ""
    t = _task(s)
    if a[0] == "quest_use":
        ab = ABILITIES[QUESTS[a[1]]["ability"]]
        own = ab.get(f"help_{lang}") or ab["help_en"]
        pair = TIPS["quest_use"]
        return f"{own}\n{pair[1] if _hu(lang) else pair[0]}"
    if a[0] == "faction":  # the draft: each offered faction's ability, start bonus and homes
        return faction_help(a[1], lang)
    if a[0] == "hero":
        h = HEROES[a[1]]
        line = f"{'Erő' if _hu(lang) else 'Strength'} {h['str']} · {'sebesség' if _hu(lang) else 'speed'} {h['spd']}"
        return f"{line}\n{name({'name': h['ability_name']}, lang)}: {ability_words(h['ability'], lang)}"
    pair = TIPS.get(_tip_key(t, a))
    if pair is None:
        return ""
    text = pair[1] if _hu(lang) else pair[0]
    if a[0] in ("attack", "settle", "move", "flee", "home", "paths") and len(a) > 1 and a[1] in STATIONS:
        info = STATIONS[a[1]]
        if info.res:
            res = res_name(info.res, lang) if info.res != "any" else ("bármely" if _hu(lang) else "any")
            text += ("\nTermel: " if _hu(lang) else "\nProduces: ") + res
    return text


# ----- a refused click on the map ---------------------------------------------------------------------
def _names(ids: list[str], lang: str) -> str:
    return ", ".join(st_name(x, lang) for x in ids)


def _why_army(s: State, seat: int, st: str, lang: str) -> str:
    """Why the army cannot attack ``st`` (spec 3.1, 3.7, the law in force)."""
    hu = _hu(lang)
    p, info, owner = s.players[seat], STATIONS[st], s.owner_map()
    name = st_name(st, lang)
    if info.type == "hansa":
        return f"{name} Hansa-állomás: nem foglalható el" if hu else f"{name} is a Hansa station: it cannot be taken"
    if info.type == "abandoned":
        return f"{name} elhagyott állomás: nem foglalható el" if hu else f"{name} is abandoned: it cannot be taken"
    if owner.get(st) == seat:
        return f"{name} már a tiéd" if hu else f"{name} is already yours"
    if st in owner and s.law == "truce":
        return ("Fegyverszünet: más játékos állomása nem támadható" if hu
                else "Truce: no player may attack another player's station")
    d = graph.distance(st, p.stations, active(s))
    if hu:
        far = f"{d} állomásnyira van a legközelebbi állomásodtól" if d > 0 else "nem a tiéd melletti"
        return (f"{name}: {far}; a sereg csak a saját állomásaid szomszédját támadhatja "
                f"(a semleges Poliszon vagy legfeljebb egy Hansa-alagúton át)")
    far = f"{d} stations from your nearest station" if d > 0 else "not next to a station of yours"
    return (f"{name} is {far}; your army attacks only stations next to yours (through the neutral Polis "
            f"or at most one Hansa tunnel)")


def _why_move(s: State, seat: int, st: str, lang: str) -> str:
    hu = _hu(lang)
    p = s.players[seat]
    speed = hero_speed(p)
    d = graph.distance(p.hero_at, [st], active(s))
    name = st_name(st, lang)
    if d < 0:
        return f"{name} nem érhető el" if hu else f"{name} cannot be reached"
    if hu:
        return f"{name} {d} állomásnyira van; a hősöd {speed} állomást léphet"
    return f"{name} is {d} away; your hero moves {speed} station{'s' if speed != 1 else ''}"


def refusal(s: State, seat: int, st: str, lang: str) -> str:
    """Why a click on station ``st`` does nothing at this decision, with the rule and the numbers
    ("Your hero moves 2 stations; Krasnoselskaya is 4 away")."""
    hu = _hu(lang)
    t = _task(s)
    kind = t[0]
    name = st_name(st, lang)
    act = active(s)
    if act and st not in act and all(p.faction for p in s.players):
        return (f"{name} nincs játékban (egy párt sem választotta a zónáját)" if hu
                else f"{name} is out of play (no faction chose its zone)")
    p = s.players[seat]
    if kind == "army":
        return _why_army(s, seat, st, lang)
    if kind == "hero_move" and p.hero_at:
        return _why_move(s, seat, st, lang)
    if kind == "hero_act" and p.hero_at:
        here = st_name(p.hero_at, lang)
        return (f"A hősöd már lépett; most csak itt cselekedhet: {here}" if hu
                else f"Your hero has moved; it acts only where it stands, at {here}")
    if kind == "hero_home":
        homes = _names([h for h in p.stations], lang)
        return f"A hősöd egy otthon állomásodon kezd: {homes}" if hu else f"Your hero starts on a home station: {homes}"
    if kind == "defend":
        return (f"Csak a saját állomásodat védheted; {name} nem a tiéd" if hu
                else f"You defend one of your own stations; {name} is not yours")
    if kind == "flee":
        where = _names(flee_options(s, seat), lang)
        return (f"A sebesült hős egy általad birtokolt otthon állomásra menekül: {where}" if hu
                else f"A wounded hero flees to a home station you hold: {where}")
    if kind == "min3":
        where = _names(min3_candidates(s, seat)[:6], lang)
        return (f"Ingyen csak semleges állomást foglalhatsz, elsőként a zónádban: {where}" if hu
                else f"The free station must be neutral, in your zone first: {where}")
    if kind == "faction":
        zone = STATIONS[st].zone
        if zone not in FACTIONS:
            return (f"{name} egyik párté sem: kattints egy kivilágított zónára vagy egy lapra" if hu
                    else f"{name} belongs to no faction: click a lit zone or a card")
        fac = card_name(zone, lang)
        if zone not in s.free_factions:
            return f"{fac} már foglalt" if hu else f"{fac} is taken"
        return (f"{fac} most nem választható: csak egy már választott zóna szomszédja jöhet" if hu
                else f"{fac} cannot be chosen now: only a faction next to a zone already chosen")
    return (f"{name}: most nem a térképen döntesz; válassz lent" if hu
            else f"{name}: this decision is not made on the map; choose below")
