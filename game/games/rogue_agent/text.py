"""Rogue Agent words: log lines, button labels, prompts and refusals in English and Hungarian.

Places are named by their tile ("Neon Row"), never by grid coordinates; face-down cards stay
unnamed; a hidden identity token is never named in a shared line.
"""

from __future__ import annotations

import re

from game.engine.core import HIDDEN
from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine import district_pos, tile
from game.games.rogue_agent.state import RAState

T: dict[str, dict[str, str]] = {
    "seat": {"en": "Player {n}", "hu": "{n}. játékos"},
    "end": {"en": "End turn", "hu": "Kör vége"},
    "end.log": {"en": "{who} ends the turn", "hu": "{who} befejezi a körét"},
    "move": {"en": "Patrol to {place}", "hu": "Járőrözz ide: {place}"},
    "move.fuel": {"en": "Patrol to {place} (1 fuel)", "hu": "Járőrözz ide: {place} (1 üzemanyag)"},
    "move.log": {"en": "{who} patrols to {place}", "hu": "{who} járőrözik: {place}"},
    "stop": {"en": "Stop the patrol here", "hu": "Fejezd be itt a járőrözést"},
    "stop.log": {"en": "{who} stops at {place}", "hu": "{who} megáll: {place}"},
    "investigate": {"en": "Investigate criminal {n} (2 evidence)", "hu": "Nyomozz a(z) {n}. bűnöző után (2 bizonyíték)"},
    "investigate.log": {"en": "{who} investigates criminal {n}", "hu": "{who} nyomoz a(z) {n}. bűnöző után"},
    "attack": {"en": "Attack criminal {n}", "hu": "Támadd meg a(z) {n}. bűnözőt"},
    "attack.log": {"en": "{who} attacks criminal {n} at {place}", "hu": "{who} megtámadja a(z) {n}. bűnözőt: {place}"},
    "attack_assassin": {"en": "Attack the assassin", "hu": "Támadd meg a bérgyilkost"},
    "attack_assassin.log": {"en": "{who} attacks an assassin at {place}", "hu": "{who} megtámad egy bérgyilkost: {place}"},
    "arrest": {"en": "Arrest criminal {n}", "hu": "Tartóztasd le a(z) {n}. bűnözőt"},
    "arrest.log": {"en": "{who} arrests criminal {n}", "hu": "{who} letartóztatja a(z) {n}. bűnözőt"},
    "steal": {"en": "Steal from {target}", "hu": "Kobozz el bűnözőket tőle: {target}"},
    "steal.log": {"en": "{who} tries to steal criminals from {target}", "hu": "{who} bűnözőket próbál elkobozni tőle: {target}"},
    "turnin": {"en": "Turn in {k} criminals (+{c} credits)", "hu": "Szolgáltass be {k} bűnözőt (+{c} kredit)"},
    "turnin1": {"en": "Turn in your criminal (+{c} credits)", "hu": "Szolgáltasd be a bűnöződet (+{c} kredit)"},
    "turnin.log": {"en": "{who} turns in {k} criminal(s)", "hu": "{who} beszolgáltat {k} bűnözőt"},  # replay files' text
    "turnin.1.log": {"en": "{who} turns in 1 criminal", "hu": "{who} beszolgáltat 1 bűnözőt"},
    "turnin.n.log": {"en": "{who} turns in {k} criminals", "hu": "{who} beszolgáltat {k} bűnözőt"},
    "search": {"en": "Search {place}", "hu": "Kutasd át: {place}"},
    "search.log": {"en": "{who} searches {place}", "hu": "{who} átkutatja: {place}"},
    "buy": {"en": "Buy {good}", "hu": "Vásárolj: {good}"},
    "buy.log": {"en": "{who} buys {good}", "hu": "{who} vásárol: {good}"},
    "done": {"en": "Finish buying", "hu": "Fejezd be a vásárlást"},
    "done.log": {"en": "{who} finishes shopping", "hu": "{who} befejezi a vásárlást"},
    "defuse": {"en": "Defuse the bomb (timer {t})", "hu": "Hatástalanítsd a bombát (időzítő: {t})"},
    "defuse.log": {"en": "{who} starts defusing the bomb at {place}", "hu": "{who} hatástalanítani kezdi a bombát: {place}"},
    "reinforce": {"en": "Reinforce: place an informant (2 credits)", "hu": "Erősíts: tegyél le egy informátort (2 kredit)"},
    "reinforce.log": {"en": "{who} places an informant at {place}", "hu": "{who} informátort helyez ide: {place}"},
    "screen": {"en": "Screen {target} (4 evidence)", "hu": "Világítsd át: {target} (4 bizonyíték)"},
    "screen.log": {"en": "{who} screens {target}", "hu": "{who} átvilágítja: {target}"},
    "attack_android": {"en": "Attack the android {target}", "hu": "Támadd meg az androidot: {target}"},
    "attack_android.log": {"en": "{who} attacks the android {target}", "hu": "{who} megtámadja az androidot: {target}"},
    "attack_agent": {"en": "Attack the agent {target}", "hu": "Támadd meg az ügynököt: {target}"},
    "attack_agent.log": {"en": "{who} attacks the agent {target}", "hu": "{who} megtámadja az ügynököt: {target}"},
    "attack_location": {"en": "Attack this location", "hu": "Támadd meg ezt a helyszínt"},
    "attack_location.log": {"en": "{who} attacks {place}", "hu": "{who} megtámadja: {place}"},
    "ammo": {"en": "Spend {k} ammo", "hu": "Költs {k} lőszert"},
    "ammo0": {"en": "Spend no ammo", "hu": "Ne költs lőszert"},
    "ammo.log": {"en": "{who} spends {k} ammo", "hu": "{who} {k} lőszert használ el"},
    "ammo.0.log": {"en": "{who} spends no ammo", "hu": "{who} nem használ el lőszert"},
    "fuel": {"en": "Spend {k} fuel", "hu": "Költs {k} üzemanyagot"},
    "fuel0": {"en": "Spend no fuel", "hu": "Ne költs üzemanyagot"},
    "fuel.log": {"en": "{who} spends {k} fuel", "hu": "{who} {k} üzemanyagot használ el"},
    "fuel.0.log": {"en": "{who} spends no fuel", "hu": "{who} nem használ el üzemanyagot"},
    "proceed": {"en": "Go on with the attack", "hu": "Folytasd a támadást"},
    "proceed.log": {"en": "{who} goes on with the attack", "hu": "{who} folytatja a támadást"},
    "colour": {"en": "Roll {colour} dice", "hu": "Dobj {colour} kockákkal"},
    "colour.log": {"en": "{who} picks {colour} dice", "hu": "{who} {colour} kockákat választ"},
    "reroll0": {"en": "Keep the dice", "hu": "Tartsd meg a kockákat"},
    "reroll0.log": {"en": "{who} keeps the dice", "hu": "{who} megtartja a kockákat"},
    "reroll": {"en": "Reroll {dice}", "hu": "Dobd újra: {dice}"},
    "reroll.log": {"en": "{who} rerolls {dice}", "hu": "{who} újradob: {dice}"},
    "amp.cancel": {"en": "Cancel a blast with the amplify", "hu": "Olts ki egy robbanást a fokozással"},
    "amp.cancel.log": {"en": "{who} cancels a blast with an amplify", "hu": "{who} fokozással kiolt egy robbanást"},
    "amp.double": {"en": "Double the {face} with the amplify", "hu": "Duplázd meg a fokozással: {face}"},
    "amp.double.log": {"en": "{who} doubles {face}", "hu": "{who} megduplázza: {face}"},
    "place": {"en": "Put the {colour} {face} in column {col}", "hu": "Tedd a {colour} {face} kockát a(z) {col}. oszlopba"},
    "place.log": {"en": "{who} puts the {colour} {face} in column {col}", "hu": "{who} a(z) {colour} {face} kockát a(z) {col}. oszlopba teszi"},
    "wire": {"en": "Cut another wire", "hu": "Vágj el még egy vezetéket"},
    "wire.log": {"en": "{who} cuts another wire", "hu": "{who} újabb vezetéket vág el"},
    "stopdefuse": {"en": "Stop defusing", "hu": "Hagyd abba"},
    "stopdefuse.log": {"en": "{who} stops defusing", "hu": "{who} abbahagyja a hatástalanítást"},
    "take": {"en": "Take criminal {n}", "hu": "Vedd el a(z) {n}. bűnözőt"},
    "take.log": {"en": "{who} takes criminal {n}", "hu": "{who} elveszi a(z) {n}. bűnözőt"},
    "drop": {"en": "Release criminal {n}", "hu": "Engedd el a(z) {n}. bűnözőt"},
    "drop.log": {"en": "{who} releases criminal {n}", "hu": "{who} elengedi a(z) {n}. bűnözőt"},
    "informant": {"en": "Lose the informant at {place}", "hu": "Veszítsd el az informátort: {place}"},
    "informant.log": {"en": "{who} loses an informant at {place}", "hu": "{who} elveszít egy informátort: {place}"},
    "informant.any": {"en": "Remove {owner}'s informant at {place}{slot}",
                      "hu": "Távolítsd el {owner} informátorát: {place}{slot}"},
    "informant.any.log": {"en": "{who} removes {owner}'s informant at {place}{slot}",
                          "hu": "{who} eltávolítja {owner} informátorát: {place}{slot}"},
    "slot.top": {"en": " (top slot)", "hu": " (felső hely)"},
    "slot.bottom": {"en": " (bottom slot)", "hu": " (alsó hely)"},
    "reveal": {"en": "Reveal a {token} token", "hu": "Fedj fel egy {token} jelzőt"},
    "revealA": {"en": "Reveal an android token", "hu": "Fedj fel egy android jelzőt"},
    "reveal.log": {"en": "{who} reveals an identity token: {token}", "hu": "{who} felfed egy azonosságjelzőt: {token}"},
    "assign": {"en": "Put the {disc} on district {v} ({place})", "hu": "Tedd a(z) {v}. kerületbe ({place}): {disc}"},
    "assign.log": {"en": "{who} puts the {disc} on {place}", "hu": "{who} a(z) {disc} ide teszi: {place}"},
    "assassin": {"en": "Let the assassin at {place} strike next", "hu": "Csapjon le következőként a(z) {place} bérgyilkosa"},
    "assassin.log": {"en": "{who} lets the assassin at {place} strike next", "hu": "{who}: a(z) {place} bérgyilkosa csap le következőként"},
    "bomb": {"en": "Tick the bomb at {place} next", "hu": "Ketyegjen következőként a(z) {place} bombája"},
    "bomb.log": {"en": "{who} lets the bomb at {place} tick next", "hu": "{who}: a(z) {place} bombája ketyeg következőként"},
    "p.assassin_order": {"en": "Which assassin strikes next?", "hu": "Melyik bérgyilkos csapjon le következőként?"},
    "p.bomb_order": {"en": "Which bomb ticks next?", "hu": "Melyik bomba ketyegjen következőként?"},
    # chance
    "tile.log": {"en": "{tile} is laid out", "hu": "Lerakva: {tile}"},
    "police.log": {"en": "The police squad starts at {place}", "hu": "A rendőrosztag innen indul: {place}"},
    "director.log": {"en": "{who} is the operations director", "hu": "{who} a műveletirányító"},
    "token.log": {"en": "{who} receives an identity token", "hu": "{who} kap egy azonosságjelzőt"},
    "disc.log": {"en": "The Data Stream gives {disc}", "hu": "Az Adatfolyamból: {disc}"},
    "d6.log": {"en": "A die rolls {v}", "hu": "Dobás: {v}"},
    "bombd6.log": {"en": "The bomb's timer is set to {v}", "hu": "A bomba időzítője: {v}"},
    "card.log": {"en": "A criminal card is laid face down", "hu": "Egy bűnözőkártya képpel lefelé kerül le"},
    "roll.log": {"en": "Roll: {dice}", "hu": "Dobás: {dice}"},
    "die.log": {"en": "{colour} die: {face}", "hu": "{colour} kocka: {face}"},
    # discs, tokens
    "disc.A": {"en": "assassin", "hu": "bérgyilkos"},
    "disc.B": {"en": "bomb", "hu": "bomba"},
    "disc.C": {"en": "criminal {n}", "hu": "{n}. bűnöző"},
    "token.A": {"en": "android", "hu": "android"},
    "token.H": {"en": "human", "hu": "ember"},
    "all": {"en": "all dice", "hu": "minden kocka"},
    # prompts
    "p.assign": {"en": "Choose the district for the {disc}", "hu": "Válassz kerületet ehhez: {disc}"},
    "p.main": {"en": "Choose an action", "hu": "Válassz akciót"},
    "p.patrol": {"en": "Patrol on, investigate or stop", "hu": "Járőrözz tovább, nyomozz vagy állj meg"},
    "p.gangster": {"en": "Gangsters: {k} stamina at stake; spend ammo?", "hu": "Gengszterek: {k} állóképesség a tét; lőszert használsz?"},
    "p.pre_attack": {"en": "Investigate before the card is revealed?", "hu": "Nyomozol, mielőtt a kártya felfordul?"},
    "p.atk_ammo": {"en": "How much ammo for black dice?", "hu": "Mennyi lőszert használsz fekete kockákra?"},
    "p.fight_ammo": {"en": "How much ammo for black dice?", "hu": "Mennyi lőszert használsz fekete kockákra?"},
    "p.loc_ammo": {"en": "How much ammo for black dice?", "hu": "Mennyi lőszert használsz fekete kockákra?"},
    "p.search_ammo": {"en": "Spend ammo to cancel blasts?", "hu": "Lőszert használsz robbanások kioltására?"},
    "p.white": {"en": "Choose the colour of the white dice", "hu": "Válaszd ki a fehér kockák színét"},
    "p.reroll": {"en": "Reroll some dice?", "hu": "Újradobsz néhány kockát?"},
    "p.amp": {"en": "Use an amplify", "hu": "Használj fel egy fokozást"},
    "p.buy_more": {"en": "Buy more, or finish", "hu": "Vásárolj még, vagy fejezd be"},
    "p.place": {"en": "Place the rolled dice on the bomb board", "hu": "Tedd a dobott kockákat a bombalapra"},
    "p.wire": {"en": "Cut another wire or stop?", "hu": "Újabb vezeték vagy abbahagyod?"},
    "p.steal_fuel": {"en": "How much fuel for green dice?", "hu": "Mennyi üzemanyagot használsz zöld kockákra?"},
    "p.defend_fuel": {"en": "Defend: spend fuel for green dice?", "hu": "Védekezés: üzemanyagot adsz zöld kockákért?"},
    "p.take": {"en": "Take a criminal from custody", "hu": "Vegyél el egy bűnözőt az őrizetből"},
    "p.kill_inf": {"en": "Choose the informant you lose", "hu": "Válaszd ki, melyik informátorodat veszíted el"},
    "p.kill_any": {"en": "Retaliation: remove any one informant in the city (your choice)",
                   "hu": "Megtorlás: távolíts el egy tetszőleges informátort a városból (te választasz)"},
    "p.drop": {"en": "Choose a criminal to release", "hu": "Válassz egy elengedendő bűnözőt"},
    "p.reveal": {"en": "Reveal one of your identity tokens", "hu": "Fedd fel egy azonosságjelződet"},
    "illegal": {"en": "That is not allowed now: {prompt}.", "hu": "Ez most nem megengedett: {prompt}."},
    # results, appended to the last die of a roll
    "r.hits": {"en": "{k} hits", "hu": "{k} találat"},
    "r.hits1": {"en": "1 hit", "hu": "1 találat"},
    "r.defeated": {"en": "criminal {n} is defeated", "hu": "a(z) {n}. bűnöző legyőzve"},
    "r.failed": {"en": "criminal {n} retaliates: {effect}", "hu": "a(z) {n}. bűnöző megtorol: {effect}"},
    "r.assassin": {"en": "the assassin is stopped", "hu": "a bérgyilkos megállítva"},
    "r.assassin_failed": {"en": "the assassin survives", "hu": "a bérgyilkos túléli"},
    "r.defused": {"en": "the bomb is defused", "hu": "a bomba hatástalanítva"},
    "r.exploded": {"en": "a bomb explodes at {place}", "hu": "bomba robban: {place}"},
    "r.left": {"en": "criminal {n} leaves the city", "hu": "a(z) {n}. bűnöző elhagyja a várost"},
    "r.destroyed": {"en": "{place} is destroyed", "hu": "elpusztult: {place}"},
    "r.exposed": {"en": "{who} is exposed as an android", "hu": "{who} androidként lelepleződött"},
    "r.skull": {"en": "{who} is taken to the Hospital", "hu": "{who} kórházba kerül"},
    "r.struck": {"en": "an assassin strikes at {place}", "hu": "bérgyilkos csap le: {place}"},
    "r.struck_who": {"en": "an assassin strikes at {place} ({who} hurt)", "hu": "bérgyilkos csap le: {place} ({who} megsérül)"},
    # the City phase (4.3) and the moves of criminals, assassins and bombs, one line each
    "r.city": {"en": "City phase", "hu": "Város fázis"},
    "r.moved": {"en": "criminal {n} moves to {place}", "hu": "a(z) {n}. bűnöző továbblép: {place}"},
    "r.gone": {"en": "criminal {n} is removed from play at {place}", "hu": "a(z) {n}. bűnöző kikerül a játékból: {place}"},
    "r.fled": {"en": "an assassin flees from {place} to {to}", "hu": "egy bérgyilkos elmenekül innen: {place}, ide: {to}"},
    "r.fled_off": {"en": "an assassin flees from {place} back to the Data Stream",
                   "hu": "egy bérgyilkos elmenekül innen: {place}, vissza az Adatfolyamba"},
    "r.assassin_moved": {"en": "an assassin at {place} moves on to {to}", "hu": "bérgyilkos továbblép innen: {place}, ide: {to}"},
    "r.assassin_off": {"en": "an assassin at {place} leaves the city (back to the Data Stream)",
                       "hu": "bérgyilkos elhagyja a várost innen: {place} (vissza az Adatfolyamba)"},
    "r.strike": {"en": "the assassin at {place} strikes: {what}", "hu": "bérgyilkos csap le: {place} ({what})"},
    "r.loses": {"en": "{who} loses {k} stamina", "hu": "{who} {k} állóképességet veszít"},
    "r.informant_killed": {"en": "{who}'s informant is removed from the game",
                           "hu": "{who} informátora kikerül a játékból"},
    "r.ticked": {"en": "the bomb at {place} ticks: timer {t}", "hu": "bomba ketyeg: {place}, időzítő {t}"},
    "r.blast": {"en": "the bomb at {place} explodes: {what}", "hu": "bomba robban: {place} ({what})"},
    "r.blast_chain": {"en": "{k} bombs at {place} explode: {what}", "hu": "{k} bomba robban: {place} ({what})"},
    "r.nobody_hurt": {"en": "nobody is hurt", "hu": "senki sem sérül"},
    "r.police": {"en": "the police squad moves to {place}", "hu": "a rendőrosztag ide lép: {place}"},
    "r.police_removes": {"en": "the police squad moves to {place} and removes {what}",
                         "hu": "a rendőrosztag ide lép: {place}, és eltávolít: {what}"},
    "r.n_assassins": {"en": "{k} assassins", "hu": "{k} bérgyilkos"},
    "r.n_assassins1": {"en": "an assassin", "hu": "egy bérgyilkos"},
    "r.n_bombs": {"en": "{k} bombs", "hu": "{k} bomba"},
    "r.n_bombs1": {"en": "a bomb", "hu": "egy bomba"},
    "r.and": {"en": " and ", "hu": " és "},
    "r.director": {"en": "{who} is the new operations director", "hu": "{who} az új műveletirányító"},
    # game over, Android mode: every identity shown
    "over.identities": {"en": "Identities", "hu": "Ki volt android?"},
    "over.android": {"en": "{who}: android, exposed", "hu": "{who}: android, lelepleződött"},
    "over.agent": {"en": "{who}: agent", "hu": "{who}: ügynök"},
    "over.tokens": {"en": "{who}: agent (identity tokens: {tokens})", "hu": "{who}: ügynök (azonosságjelzők: {tokens})"},
    "over.hidden_android": {"en": "{who}: agent (identity tokens: {tokens}; an android, never exposed)",
                            "hu": "{who}: ügynök (azonosságjelzők: {tokens}; android, de nem lepleződött le)"},
}


# a label's variant (its cost, a count) that logs as its plain form
LOG_KEY = {"move.fuel": "move", "ammo0": "ammo", "fuel0": "fuel", "turnin1": "turnin", "revealA": "reveal"}


def tr(key: str, lang: str, **kw: object) -> str:
    entry = T[key]
    return entry.get(lang, entry["en"]).format(**kw)


def seat_name(seat: int, lang: str) -> str:
    return tr("seat", lang, n=seat + 1)


def place_name(s: RAState, pos: str, lang: str) -> str:
    tid = s.layout[K.POS_ORDER.index(pos)] if pos in K.POS_ORDER else ""
    if not tid:
        return K.POSITION_NAMES[pos][lang if lang in K.LANGS else "en"]
    return K.TILES[tid].name[lang if lang in K.LANGS else "en"]


def disc_name(d: str, lang: str) -> str:
    if d.startswith("C"):
        return tr("disc.C", lang, n=d[1:])
    return tr(f"disc.{d}", lang)


def colour_name(c: str, lang: str) -> str:
    return K.COLOUR_NAMES[c][lang if lang in K.LANGS else "en"]


def face_name(f: str, lang: str) -> str:
    return K.SYMBOL_NAMES[f][lang if lang in K.LANGS else "en"]


def good_name(s: RAState, seat: int, g: int, lang: str) -> str:

    good = tile(s, s.players[seat].pos).goods[g]
    L = lang if lang in K.LANGS else "en"
    what = K.TRACK_NAMES[good.target][L] if good.target in K.TRACK_NAMES else {
        "influence": {"en": "influence", "hu": "befolyás"}, "stamina": {"en": "stamina", "hu": "állóképesség"},
    }[good.target][L]
    cur = {"credits": {"en": "credit", "hu": "kredit"}, "evidence": {"en": "evidence", "hu": "bizonyíték"}}[good.currency][L]
    return f"+{good.amount} {what.lower()} ({good.price} {cur})"


def _top(s: RAState) -> tuple:
    return s.stack[-1] if s.stack else ()


def _parts(s: RAState, a: tuple, lang: str) -> tuple[str, dict[str, object]]:
    """The text key and its fields for a player's decision ``a``."""
    top = _top(s)
    seat = top[1] if len(top) > 1 and top[0] == "D" else s.turn.seat
    p = s.players[seat] if 0 <= seat < s.num_players else None
    here = place_name(s, p.pos, lang) if p else ""
    kind = a[0]
    kw: dict[str, object] = {"place": here}
    if kind == "move":
        kw["place"] = place_name(s, a[1], lang)
        fuel = top[2] == "main" and s.turn.patrols > 0 if top else False
        return ("move.fuel" if fuel else "move"), kw
    if kind in ("investigate", "attack", "arrest", "take", "drop"):
        kw["n"] = a[1]
        return kind, kw
    if kind in ("steal", "screen", "attack_android", "attack_agent"):
        kw["target"] = seat_name(a[1], lang)
        return kind, kw
    if kind == "buy":
        kw["good"] = good_name(s, seat, a[1], lang) if p else ""
        return kind, kw
    if kind == "defuse":
        b = next((b for b in s.bombs if b.id == a[1]), None)
        kw["t"] = b.timer if b else "?"
        return kind, kw
    if kind in ("ammo", "fuel"):
        kw["k"] = a[1]
        return (kind + "0" if a[1] == 0 else kind), kw
    if kind == "colour":
        kw["colour"] = colour_name(a[1], lang)
        return kind, kw
    if kind == "reroll":
        if a[1] == 0:
            return "reroll0", kw
        dice = [f"{colour_name(c, lang)} {face_name(f, lang)}" for i, (c, f) in enumerate(s.roll) if a[1] >> i & 1]
        kw["dice"] = ", ".join(dice)
        return kind, kw
    if kind == "amp":
        if a[1] == "cancel":
            return "amp.cancel", kw
        c, f = s.roll[a[1]] if a[1] < len(s.roll) else ("R", "BLAST")
        kw["face"] = f"{colour_name(c, lang)} {face_name(f, lang)}"
        return "amp.double", kw
    if kind == "place":
        kw.update(colour=colour_name(a[2], lang), face=face_name(a[1], lang), col=a[3] + 1)
        return kind, kw
    if kind == "stop":
        return ("stopdefuse" if top and top[2] == "wire" else "stop"), kw
    if kind == "informant" and len(a) > 2:  # any informant in the city (A-16's flag)
        return _any_informant_parts(s, a, lang, kw)
    if kind in ("informant", "assassin", "bomb"):
        kw["place"] = place_name(s, a[1], lang)
        return kind, kw
    if kind == "reveal":
        kw["token"] = tr(f"token.{a[1]}", lang)
        return ("revealA" if a[1] == "A" else kind), kw
    if kind == "assign":
        kw["disc"] = disc_name(s.drawn[0], lang) if s.drawn else ""
        kw["v"] = a[1]

        kw["place"] = place_name(s, district_pos(s, a[1]), lang)
        return kind, kw
    if kind == "turnin":
        crims = [c for c in s.criminals if p and c.num in p.custody]
        kw["k"] = len(p.custody) if p else 0
        kw["c"] = sum(K.CARDS[c.card].reward for c in crims if isinstance(c.card, str) and c.card in K.CARDS)
        return ("turnin1" if kw["k"] == 1 else kind), kw
    return kind, kw


def _any_informant_parts(s: RAState, a: tuple, lang: str, kw: dict[str, object]) -> tuple[str, dict[str, object]]:
    """("informant", pos, slot): whose informant, where, and which slot when both are taken."""
    pos, slot = a[1], int(a[2])
    cell = s.slots[K.POS_ORDER.index(pos)] if pos in K.POS_ORDER else (-1, -1)
    owner = cell[slot] if slot in (0, 1) else -1
    kw["place"] = place_name(s, pos, lang)
    kw["owner"] = seat_name(owner, lang) if owner >= 0 else "?"
    both = cell[0] >= 0 and cell[1] >= 0 and cell[0] != cell[1]
    kw["slot"] = tr("slot.top" if slot == 0 else "slot.bottom", lang) if both else ""
    return "informant.any", kw


def label(s: RAState, a: tuple, lang: str) -> str:
    """The choice as a short order with its cost, distinct within its decision."""
    if not a:
        return ""
    key, kw = _parts(s, a, lang)
    names = [f"{colour_name(c, lang)} {face_name(f, lang)}" for c, f in s.roll]
    twice = {n for n in names if names.count(n) > 1}  # the same face twice in the roll: say which die
    if key == "reroll":
        kw["dice"] = ", ".join(f"{n} #{i + 1}" if n in twice else n for i, n in enumerate(names) if a[1] >> i & 1)
    if key == "amp.double" and a[1] < len(names) and names[a[1]] in twice:
        kw["face"] = f"{names[a[1]]} #{a[1] + 1}"
    if key in T:
        text = tr(key, lang, **kw)
        return hu_articles(text) if lang == "hu" else text
    return describe(s, a, lang)


HU_VOWELS = "aáeéiíoóöőuúüűAÁEÉIÍOÓÖŐUÚÜŰ"
_AZ = re.compile(r"\b([Aa])\(z\) (\S)(\d*)")


def hu_articles(text: str) -> str:
    """A label's "a(z)" as the article its word takes: "az 1. bűnözőt", "a 2. bűnözőt", "az
    Esővárosi Kórház", "a Dokknegyed" (a number reads as a word: 1 egy, 5 öt, 50 ötven start
    with a vowel; 10 tíz does not). Labels only: log lines keep "a(z)", as recorded in replays."""
    def one(m: re.Match[str]) -> str:
        first, digits = m.group(2), m.group(2) + m.group(3)
        vowel = first in HU_VOWELS or (first.isdigit() and (digits == "1" or first == "5"))
        return f"{m.group(1)}{'z' if vowel else ''} {m.group(2)}{m.group(3)}"
    return _AZ.sub(one, text)


def describe(s: RAState, a: tuple, lang: str, worded: bool = False) -> str:
    """The log line of one step (a player's decision or a chance outcome). ``worded`` (the
    table's log): a count of 0 or 1 in words ("spends no fuel"); a replay file's text keeps the
    plain form it has always had ("spends 0 fuel")."""
    if not a:
        return ""
    top = _top(s)
    if top and top[0] == "R":
        return _chance_line(s, top, a, lang)
    seat = top[1] if top and top[0] == "D" else s.turn.seat
    key, kw = _parts(s, a, lang)
    kw["who"] = seat_name(seat, lang)
    key = LOG_KEY.get(key, key)
    if worded and isinstance(kw.get("k"), int):  # "spends no fuel", "turns in 1 criminal", "... 2 criminals"
        form = f"{key}.{kw['k'] if kw['k'] in (0, 1) else 'n'}.log"
        if form in T:
            return tr(form, lang, **kw)
    if key + ".log" in T:
        return tr(key + ".log", lang, **kw)
    return f"{kw['who']}: {label(s, a, lang)}"


def _chance_line(s: RAState, top: tuple, a: tuple, lang: str) -> str:
    kind = a[0]
    if kind == "tile":
        return tr("tile.log", lang, tile=K.TILES[a[2]].name[lang if lang in K.LANGS else "en"])
    if kind == "d6":
        if top[1] == "police":

            return tr("police.log", lang, place=place_name(s, district_pos(s, a[1]), lang))
        if len(top) > 2 and top[2] == "bomb":
            return tr("bombd6.log", lang, v=a[1])
        return tr("d6.log", lang, v=a[1])
    if kind == "director":
        return tr("director.log", lang, who=seat_name(a[1], lang))
    if kind == "token":
        return tr("token.log", lang, who=seat_name(a[1], lang))
    if kind == "disc":
        return tr("disc.log", lang, disc=disc_name(a[1], lang))
    if kind == "card":
        return tr("card.log", lang)
    if kind == "die":
        return tr("die.log", lang, colour=colour_name(a[1], lang).capitalize(), face=face_name(a[2], lang))
    return str(a)


def log_line(before: RAState, a: tuple, after: RAState, lang: str) -> str | None:
    """The game log: decisions in words, each roll's result after its last die; face-down deals,
    token deals and layout steps left out. What the City phase does follows on lines of their
    own (``\n``): every criminal's step, assassin strike, the police squad, every bomb tick and
    the new director."""
    top = _top(before)
    if top and top[0] == "R" and a and a[0] in ("token", "card", "tile"):
        return None
    events, city = _split_city(before, step_story(before, after))
    line = _step_line(before, a, after, lang, _results(after, events, lang))
    if not city:
        return line
    block = [_capital(x) for x in _results(after, city, lang)]
    return "\n".join(([line] if line else []) + block)


def step_story(before: RAState, after: RAState) -> tuple[tuple, ...]:
    """What happened in one step: the entries of ``after.story`` newer than ``before``'s, unnumbered."""
    seen = before.story[-1][0] if before.story else -1
    return tuple(e[1:] for e in after.story if e[0] > seen)


def _split_city(before: RAState, events: tuple) -> tuple[tuple, tuple]:
    """The step's own results, and the City phase's (from its marker on, or all of them when the
    step is a decision taken inside the City phase)."""
    if before.phase == "city":
        return (), events
    for i, ev in enumerate(events):
        if ev and ev[0] == "city":
            return events[:i], events[i:]
    return events, ()


def story_line(s: RAState, entries: tuple, i: int, lang: str) -> str:
    """The log's words for the story entry ``entries[i]`` alone ("" for an entry with no words of
    its own, such as an explosion's losses, which its explosion's line names)."""
    ev = entries[i]
    if ev[0] == "blast":
        return ""
    words = _results(s, (ev,) + tuple(e for e in entries[i + 1:] if e[0] == "blast"), lang)
    return _capital(words[0]) if words else ""


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _step_line(before: RAState, a: tuple, after: RAState, lang: str, extra: list[str]) -> str | None:
    top = _top(before)
    if top and top[0] == "R" and a and a[0] == "die":
        nxt = after.stack[-1] if after.stack else ()
        if not extra and nxt[:2] in (("R", "die"), ("R", "redie")):
            return None  # a die in the middle of a roll: the roll's last die carries the line
        line = tr("roll.log", lang, dice=_dice(after.roll, lang))
        if after.roll2:
            line += " / " + _dice(after.roll2, lang)
    else:
        line = describe(before, a, lang, worded=True)
    return f"{line} — {'; '.join(extra)}" if extra else line


def _dice(roll: tuple, lang: str) -> str:
    return ", ".join(f"{colour_name(c, lang)} {face_name(f, lang)}" for c, f in roll)


def _results(after: RAState, events: tuple, lang: str) -> list[str]:
    """What a step decided, in words, from its ``events``."""
    out: list[str] = []
    for i, ev in enumerate(events):
        kind = ev[0]
        moved = _move_result(after, ev, lang)
        if moved:
            out.append(moved)
            continue
        if kind == "hits":
            out.append(tr("r.hits1" if ev[1] == 1 else "r.hits", lang, k=ev[1]))
        elif kind == "defeated":
            out.append(tr("r.defeated", lang, n=ev[1]))
        elif kind == "retaliation" and ev[2]:
            out.append(tr("r.failed", lang, n=ev[1], effect=K.EFFECT_NAMES[ev[2]][_l(lang)]))
        elif kind == "assassin":
            out.append(tr("r.assassin" if ev[1] else "r.assassin_failed", lang))
        elif kind == "exploded":
            blast = next((e for e in events[i:] if e[0] == "blast" and e[1] == ev[1]), None)
            out.append(_blast(after, ev[1], blast, lang))
        elif kind == "defused":
            out.append(tr("r.defused", lang))
        elif kind == "destroyed":
            out.append(tr("r.destroyed", lang, place=place_name(after, ev[1], lang)))
        elif kind == "exposed":
            out.append(tr("r.exposed", lang, who=seat_name(ev[1], lang)))
        elif kind == "skull":
            out.append(tr("r.skull", lang, who=seat_name(ev[1], lang)))
        elif kind == "left":
            out.append(tr("r.left", lang, n=ev[1]))
        elif kind in ("struck", "strike"):
            out.append(_strike(after, ev, lang))
    return out


def _move_result(s: RAState, ev: tuple, lang: str) -> str:
    """The City phase's moves and ticks (also a card's slip or tick in a turn), or ""."""
    kind = ev[0]
    if kind == "city":
        return tr("r.city", lang)
    if kind == "moved":
        return tr("r.moved", lang, n=ev[1], place=place_name(s, ev[3], lang))
    if kind == "gone":
        return tr("r.gone", lang, n=ev[1], place=place_name(s, ev[2], lang))
    if kind == "fled":
        if not ev[2]:
            return tr("r.fled_off", lang, place=place_name(s, ev[1], lang))
        return tr("r.fled", lang, place=place_name(s, ev[1], lang), to=place_name(s, ev[2], lang))
    if kind == "assassin_moved":
        if not ev[2]:
            return tr("r.assassin_off", lang, place=place_name(s, ev[1], lang))
        return tr("r.assassin_moved", lang, place=place_name(s, ev[1], lang), to=place_name(s, ev[2], lang))
    if kind == "ticked":
        return tr("r.ticked", lang, place=place_name(s, ev[1], lang), t=ev[2])
    if kind == "police":
        what = [tr(key + ("1" if k == 1 else ""), lang, k=k)
                for key, k in (("r.n_assassins", ev[3]), ("r.n_bombs", ev[4])) if k]
        if not what:
            return tr("r.police", lang, place=place_name(s, ev[2], lang))
        return tr("r.police_removes", lang, place=place_name(s, ev[2], lang), what=tr("r.and", lang).join(what))
    if kind == "director":
        return tr("r.director", lang, who=seat_name(ev[1], lang))
    return ""


def _losses(losses: tuple, lang: str) -> list[str]:
    """ "Player 2 loses 4 stamina", one per seat in the order they were hit (a chain adds up)."""
    total: dict[int, int] = {}
    for seat, k in losses:
        total[seat] = total.get(seat, 0) + k
    return [tr("r.loses", lang, who=seat_name(seat, lang), k=k) for seat, k in total.items()]


def _strike(s: RAState, ev: tuple, lang: str) -> str:
    """("strike", place, (seat, stamina lost) each, whose informant went or -1): the words. The
    events' shorter ("struck", place, seats hit) names who was hurt without the amounts."""
    place = place_name(s, ev[1], lang)
    if ev[0] == "struck":
        who = [seat_name(k, lang) for k in ev[2] if k >= 0]
        return tr("r.struck_who" if who else "r.struck", lang, who=", ".join(who), place=place)
    what = _losses(ev[2], lang)
    if ev[3] >= 0:
        what.append(tr("r.informant_killed", lang, who=seat_name(ev[3], lang)))
    return tr("r.strike", lang, place=place, what=", ".join(what))


def _blast(s: RAState, pos: str, blast: tuple | None, lang: str) -> str:
    place = place_name(s, pos, lang)
    if blast is None:
        return tr("r.exploded", lang, place=place)
    what = ", ".join(_losses(blast[2], lang)) or tr("r.nobody_hurt", lang)
    if blast[3] > 1:
        return tr("r.blast_chain", lang, k=blast[3], place=place, what=what)
    return tr("r.blast", lang, place=place, what=what)


def _l(lang: str) -> str:
    return lang if lang in K.LANGS else "en"


def prompt(s: RAState, lang: str) -> str:
    top = _top(s)
    if not top or top[0] != "D":
        return ""
    seat, kind = top[1], top[2]
    who = seat_name(seat, lang)
    if kind == "assign":
        return tr("p.assign", lang, disc=disc_name(s.drawn[0], lang) if s.drawn else "")
    if kind == "gangster":
        return tr("p.gangster", lang, k=top[3])
    key = f"p.{kind}"
    return tr(key, lang, who=who) if key in T else ""


def why_illegal(s: RAState, a: object, lang: str) -> str:
    return tr("illegal", lang, prompt=prompt(s, lang) or "-")


def card_name(card: object, lang: str) -> str:
    if card is HIDDEN or not isinstance(card, str):
        return "?"
    return K.CARDS[card.lstrip("?")].name[lang if lang in K.LANGS else "en"]


def over_notes(s: RAState, lang: str) -> list[str]:
    """Android mode's game over: who was an android. Exposed players, and every other player's
    identity tokens turned up (tokens removed face down at the android limit stay unknown)."""
    if s.mode != "android":
        return []
    lines = [tr("over.identities", lang)]
    for seat, p in enumerate(s.players):
        who = seat_name(seat, lang)
        tokens = [x for x in (*p.revealed, *p.tokens) if x in ("A", "H")]
        if p.exposed:
            lines.append(tr("over.android", lang, who=who))
        elif not tokens:
            lines.append(tr("over.agent", lang, who=who))
        else:
            words = ", ".join(tr(f"token.{x}", lang) for x in sorted(tokens))
            key = "over.hidden_android" if tokens.count("A") >= 2 else "over.tokens"
            lines.append(tr(key, lang, who=who, tokens=words))
    return lines
