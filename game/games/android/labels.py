"""Android's choice words (en / hu): the order a button or a menu entry says for every legal
action - in the imperative, with its cost ("Go to City Hall (1 Time)", "End turn") - and the
tooltip that says what it does. Distinct within one decision, never a log line (the log's
words are in ``text``), no ids. Pure: the rules object's ``label`` and ``choice_tip`` read it.
"""

from __future__ import annotations

from typing import Any

from game.engine.core import HIDDEN
from game.games.android import board
from game.games.android.content import CONTENT, dist
from game.games.android.economy import _plot_card
from game.games.android.effects_text import effect_words
from game.games.android.flow import LOC, _modifier, hand_limit, time_spent
from game.games.android.movement import _jimmy_cost, _may_enter, _move_cost
from game.games.android.payment import _card_cost, _shift_due
from game.games.android.state import AState
from game.games.android.text import (
    FAVOR_NAMES,
    FILE_NAMES,
    T,
    _actor,
    _lang,
    _token_words,
    deck_name,
    filter_words,
    loc_name,
    npc_name,
    outcome_words,
    seat_name,
    sus_name,
)

ORDERS: dict[str, dict[str, str]] = {
    "en": {
        "move": "Go to {loc} ({n} Time)", "move_free": "Go to {loc} (free)", "fly": "Fly to {loc} ({n} Time, a dropship pass)",
        "follow": "Follow up the lead (1 Time)", "draw": "Draw from {deck} (1 Time)",
        "discard": "Discard {card} (1 Time)", "jump": "Get a jump on the case (1 Time)",
        "play": "Play {card} (1 Time, {n} dark)", "play_free": "Play {card} (1 Time)", "ability": "Use {loc}: {e} ({n} Time{pay})",
        "event": "{ev}: {e} ({n} Time)", "plot": "Use your plot card: {e} ({cost})",
        "reading": "Read {sus}'s {file} file (1 Time, Sanity -1)", "break": "Break Directive {n}: {e}",
        "recover": "Recover the memory {mem} (1 Time)", "jimmy": "Ask Jimmy the Snitch ({n} Time)",
        "arm": "Arm {card} ({cond})", "disarm": "Disarm {card}", "end": "End turn",
        "take": "Draw from {deck}", "take_free": "Draw from {deck} (free)", "skip": "Skip the free card",
        "ok": "Talk to Lily Lockwell (1 Time)", "lily_flip": "Turn face up: {sus}, token {i} ({file}, 1 Time)",
        "flip": "Turn face up: {sus}, token {i} ({file})", "peek": "Peek at {sus}, token {i} ({file})",
        "npc_to": "Send {npc} to {loc}", "jimmy_yes": "Pay Jimmy {n} Time", "jimmy_no": "Leave Jimmy alone",
        "look": "Look at the evidence on {sus}", "lead_to": "Move the lead to {loc}",
        "lead": "Move {lead} to {loc}", "evidence": "Use it as evidence", "reveal": "Uncover the conspiracy",
        "dig": "Dig deeper", "keep": "Keep {v}", "place_down": "Put it face down on {sus}",
        "place_up": "Put {v} face up on {sus}", "hit": "Put a hit on {sus}", "nohit": "Place no more hits",
        "alibi": "Give {sus} an alibi", "unalibi": "Withdraw an alibi of {sus}", "warrant": "Place a warrant at {loc}",
        "li_pay": "Pay Mr. Li a street favor", "li_bad": "Take bad baggage from Mr. Li", "favor": "Take a {fav} favor",
        "shift_l": "Shift {who} one space light", "shift_d": "Shift {who} one space dark", "noshift": "Shift nobody",
        "bag_good": "Put good baggage on {who}'s plot", "bag_bad": "Put bad baggage on {who}'s plot",
        "nobag": "Place no baggage", "put": "Place the piece: row {r}, column {c}, turned {deg}°",
        "toss": "Discard the piece", "sac": "Sacrifice {card} ({d} shift)", "paid": "Pay: shift {n} {side}",
        "memory_of": "Look at {who}'s Memory card", "done": "Done with the orders",
        "dark_yes": "Play {card} on {who}", "dark_no": "Hold back", "respond": "Answer with {card} (1 Time, {n} dark)", "respond_free": "Answer with {card} (1 Time)",
        "pass": "Do not answer", "tactic_fight": "Fight back: {o}", "tactic_flee": "Flee: {o}",
        "tactic_talk": "Talk your way out: {o}", "top_order": "Put back, top first: {v}",
        "pay_money": ", $1,000", "pay_npc": ", {npc}'s favor", "pay_fav": ", a {fav} favor", "light": "light",
        "dark": "dark", "always": "always", "ask": "ask me first", "time_cost": "{n} Time", "money_cost": "${n}",
        "fav_cost": "{n} {fav} favor", "lower": "-1", "raise": "+1",
        "lead_of": "the {kind} lead at {loc}",
        "no_time": "Your Time is spent: your turn is over, only End turn remains",
        "here": "You are at {loc}", "directive": "Floyd's Third Directive keeps him out of seedy places ({loc} is seedy)",
        "too_dear": "{loc} costs {n} Time to enter, you have {t} left",
        "too_dear_fly": "A flight to {loc} costs {n} Time, you have {t} left",
        "restricted": " (a restricted place without your warrant)",
        "far": "{loc} is {d} map squares away, your vehicle reaches {r}, and you have no dropship pass",
        "far_stalk": "On the Beanstalk you move one station at a time: {loc} is not the next one",
        "grounded": "{loc} is beyond your vehicle's reach, and dropships are grounded today",
        "break1": "put up to two hits", "break2": "dig deeper twice, then take a favor", "break3": "gain 2 Time",
    },
    "hu": {
        "move": "Menj ide: {loc} ({n} idő)", "move_free": "Menj ide: {loc} (ingyen)", "fly": "Repülj ide: {loc} ({n} idő, egy űrkompjegy)",
        "follow": "Kövesd a nyomot (1 idő)", "draw": "Húzz: {deck} (1 idő)",
        "discard": "Dobd el: {card} (1 idő)", "jump": "Szerezz előnyt az ügyben (1 idő)",
        "play": "Játszd ki: {card} (1 idő, {n} sötét)", "play_free": "Játszd ki: {card} (1 idő)", "ability": "Használd: {loc} – {e} ({n} idő{pay})",
        "event": "{ev}: {e} ({n} idő)", "plot": "Használd a szálkártyádat: {e} ({cost})",
        "reading": "Olvass: {sus}, {file} akta (1 idő, józanság -1)", "break": "Szegd meg {the} {n}. direktívát: {e}",
        "recover": "Nyerd vissza az emléket: {mem} (1 idő)", "jimmy": "Kérdezd a Spiclit ({n} idő)",
        "arm": "Élesítsd: {card} ({cond})", "disarm": "Hatástalanítsd: {card}", "end": "Kör vége",
        "take": "Húzz: {deck}", "take_free": "Húzz: {deck} (ingyen)", "skip": "Hagyd ki az ingyen lapot",
        "ok": "Beszélj Lily Lockwell-lel (1 idő)", "lily_flip": "Fordítsd fel: {sus}, {i}. jelző ({file}, 1 idő)",
        "flip": "Fordítsd fel: {sus}, {i}. jelző ({file})", "peek": "Nézz bele: {sus}, {i}. jelző ({file})",
        "npc_to": "Küldd ide: {npc} – {loc}", "jimmy_yes": "Fizess a Spiclinek {n} időt", "jimmy_no": "Ne kérdezd Jimmyt",
        "look": "Nézd meg a bizonyítékokat: {sus}", "lead_to": "Vidd ide a nyomot: {loc}",
        "lead": "Vidd {lead} ide: {loc}", "evidence": "Használd bizonyítéknak", "reveal": "Leplezd le az összeesküvést",
        "dig": "Áss mélyebbre", "keep": "Tartsd meg: {v}", "place_down": "Tedd lefordítva: {sus}",
        "place_up": "Tedd felfordítva ({v}): {sus}", "hit": "Tűzz ki vérdíjat: {sus}", "nohit": "Ne tűzz ki több vérdíjat",
        "alibi": "Adj alibit: {sus}", "unalibi": "Vond vissza egy alibijét: {sus}", "warrant": "Tégy parancsot ide: {loc}",
        "li_pay": "Fizess Mr. Li-nak egy utcai szívességet", "li_bad": "Fogadj el rossz poggyászt Mr. Li-tól",
        "favor": "Végy egy {fav} szívességet",
        "shift_l": "Told világosabbra: {who}", "shift_d": "Told sötétebbre: {who}", "noshift": "Senkit se tolj el",
        "bag_good": "Tégy jó poggyászt ennek a szálára: {who}", "bag_bad": "Tégy rossz poggyászt ennek a szálára: {who}",
        "nobag": "Ne tégy poggyászt", "put": "Tedd be a darabot: {r}. sor, {c}. oszlop, {deg}°-kal elforgatva",
        "toss": "Dobd el a darabot", "sac": "Áldozd fel: {card} ({d} eltolás)", "paid": "Fizess: {n} eltolás {side}",
        "memory_of": "Nézd meg ennek az emléklapját: {who}", "done": "Kész az utasításokkal",
        "dark_yes": "Játszd ki: {card}, rá: {who}", "dark_no": "Tartsd vissza a lapot", "respond": "Válaszolj ezzel: {card} (1 idő, {n} sötét)", "respond_free": "Válaszolj ezzel: {card} (1 idő)",
        "pass": "Ne válaszolj", "tactic_fight": "Üss vissza: {o}", "tactic_flee": "Menekülj: {o}",
        "tactic_talk": "Beszéld ki magad: {o}", "top_order": "Tedd vissza felülről: {v}",
        "pay_money": ", 1000 $", "pay_npc": ", {npc} szívessége", "pay_fav": ", egy {fav} szívesség", "light": "világos felé",
        "dark": "sötét felé", "always": "mindig", "ask": "előbb kérdezz", "time_cost": "{n} idő", "money_cost": "{n} $",
        "fav_cost": "{n} {fav} szívesség", "lower": "-1", "raise": "+1",
        "lead_of": "a(z) {kind} nyomot ({loc})",
        "no_time": "Elfogyott az időd: véget ért a köröd, csak a Kör vége maradt",
        "here": "Itt állsz: {loc}", "directive": "Floyd harmadik direktívája távol tartja a lepusztult helyektől ({loc} lepusztult)",
        "too_dear": "{loc}: a belépés {n} idő, neked {t} maradt",
        "too_dear_fly": "A repülés ide: {loc} {n} idő, neked {t} maradt",
        "restricted": " (lezárt hely, saját parancsod nincs ott)",
        "far": "{loc} {d} térképmezőnyire van, a járműved {r} mezőnyit ér el, és nincs űrkompjegyed",
        "far_stalk": "A Babszáron állomásról állomásra haladsz: {loc} nem a következő",
        "grounded": "{loc} messzebb van, mint ameddig a járműved elér, és ma nem repülnek az űrkompok",
        "break1": "legfeljebb két vérdíj", "break2": "kétszer áss mélyebbre, aztán végy egy szívességet",
        "break3": "2 idő",
    },
}

TIPS: dict[str, dict[str, str]] = {
    "en": {
        "move": "Your detective goes there (1 Time; 3 into a restricted place without your warrant). Entering a ritzy or seedy place draws a free card.",
        "move_free": "A card's free move: your detective goes there for no Time.",
        "fly": "A dropship takes you anywhere, the Beanstalk included; the pass goes back to the NAPD hangar.",
        "follow": "Take the lead here: the player on your right moves it on, then you use it for evidence or for the conspiracy.",
        "draw": "Draw one twilight card into your hand (the hand holds {n}).",
        "discard": "Put this card face up at the bottom of its deck, without its effect.",
        "jump": "Put your marker on the scene of the crime: you become first player tomorrow.",
        "play": "Play this light card now: 1 Time, and your twilight marker shifts dark by its cost (sacrifice cards to change it).",
        "ability": "This place's ability, once a round for each detective.", "event": "An event in effect offers this here: {ev}.",
        "plot": "An action printed on your plot card: good baggage for your plot.",
        "reading": "Caprice's psychic reading: look at every token of that file (once a turn).",
        "break": "Floyd breaks a Directive for good: 1 bad baggage and this reward.",
        "recover": "Raymond recovers a lost memory here: 2 VP and its reward.",
        "jimmy": "Jimmy shows you all the evidence on one suspect, then moves on (once a turn).",
        "arm": "A standing order: this dark card is played by itself on its owner's turn when its moment comes.",
        "disarm": "Cancel this card's standing order.", "end": "Your turn ends; unspent Time is lost.",
        "take": "Take this card into your hand.", "skip": "Take no card.",
        "lily": "Lily's interview: this token turns face up for everyone; then you send Lily on.",
        "flip": "This face-down token turns face up for everyone.", "peek": "Look at this face-down token; only you learn its value.",
        "npc_to": "Where the NPC waits next.", "jimmy_yes": "Jimmy shows you all the evidence on one suspect.",
        "jimmy_no": "Jimmy keeps quiet.", "look": "See the value of every token on this suspect, only you.",
        "lead_to": "The lead goes here (same colour, another district, not next to a detective).",
        "lead": "A puzzle bonus: move this lead.", "evidence": "Draw an evidence token and place it on a suspect.",
        "reveal": "Draw a conspiracy piece from the least valuable pile you may take.",
        "dig": "Move your hero marker up a pile: later reveals draw from richer piles.",
        "keep": "Keep this token to place; the others go back.", "place": "The token goes on this suspect's file.",
        "hit": "A third hit kills the suspect.", "nohit": "No more hits.", "alibi": "An alibi counts -5 at the end.",
        "unalibi": "This suspect loses an alibi.", "warrant": "With your warrant there you enter for 1 Time.",
        "li": "Mr. Li calls in his debt.", "favor": "Gain this favor from the bank.",
        "shift": "Move a twilight marker one space.", "bag": "Baggage counts toward a plot's happy or sad ending.",
        "put": "The piece goes into the puzzle here.", "toss": "The piece leaves the game (its bonus still applies).",
        "sac": "Discard this card: the opposite colour lowers the shift by 1, the same colour raises it by 1.",
        "paid": "Pay the twilight cost as shown.", "memory_of": "See which memory this player holds.",
        "done": "Close the standing orders.", "dark_yes": "Play the dark card on its owner now.",
        "dark_no": "Keep the card for later.", "respond": "Answer with this light card.", "pass": "Answer nothing.",
        "tactic": "The fight's outcome you choose.", "top_order": "The tokens go back on the pile in this order.",
    },
    "hu": {
        "move": "A nyomozód odamegy (1 idő; saját parancs nélkül lezárt helyre 3). Előkelő vagy lepusztult helyre lépve ingyen lapot húzol.",
        "move_free": "Egy lap ingyenes mozgása: a nyomozód idő nélkül odamegy.",
        "fly": "Űrkomppal bárhová eljutsz, a Babszárra is; a jegy visszakerül a rendőrség hangárjába.",
        "follow": "Itt követed a nyomot: a jobb oldali szomszédod továbbviszi, te pedig bizonyítékra vagy az összeesküvésre használod.",
        "draw": "Egy alkonylapot húzol a kezedbe (a kéz legfeljebb {n} lap).",
        "discard": "A lapot hatás nélkül, felfordítva a paklija aljára teszed.",
        "jump": "A jelződet a tetthelyre teszed: holnap te leszel a kezdőjátékos.",
        "play": "Most kijátszod ezt a világos lapot: 1 idő, és az alkonyjelződ az árával sötétebbre tolódik (lapok feláldozásával változtathatsz rajta).",
        "ability": "A hely képessége, nyomozónként fordulónként egyszer.", "event": "Ezt itt egy érvényben lévő esemény kínálja: {ev}.",
        "plot": "A szálkártyádra nyomtatott akció: jó poggyász a szálad számára.",
        "reading": "Caprice látnoki olvasása: megnézed az akta minden jelzőjét (körönként egyszer).",
        "break": "Floyd végleg megszeg egy direktívát: 1 rossz poggyász és ez a jutalom.",
        "recover": "Raymond itt visszanyer egy elveszett emléket: 2 GYP és a jutalma.",
        "jimmy": "Jimmy megmutatja egy gyanúsított összes bizonyítékát, aztán továbbáll (körönként egyszer).",
        "arm": "Állandó utasítás: ez a sötét lap magától kijátszódik a gazdája körében, amikor eljön a pillanata.",
        "disarm": "A lap állandó utasításának törlése.", "end": "Véget ér a köröd; a fel nem használt idő elvész.",
        "take": "Ezt a lapot veszed a kezedbe.", "skip": "Nem veszel lapot.",
        "lily": "Lily interjúja: ez a jelző mindenki előtt felfordul; aztán továbbküldöd Lilyt.",
        "flip": "Ez a lefordított jelző mindenki előtt felfordul.", "peek": "Megnézed ezt a lefordított jelzőt; csak te tudod meg az értékét.",
        "npc_to": "Itt vár legközelebb.", "jimmy_yes": "Jimmy megmutatja egy gyanúsított összes bizonyítékát.",
        "jimmy_no": "Jimmy hallgat.", "look": "Csak te látod e gyanúsított minden jelzőjének értékét.",
        "lead_to": "Ide kerül a nyom (azonos szín, másik kerület, nem nyomozó mellé).",
        "lead": "Kirakó-jutalom: ezt a nyomot mozgatod.", "evidence": "Bizonyítékjelzőt húzol, és egy gyanúsítottra teszed.",
        "reveal": "Összeesküvés-darabot húzol a legkevésbé értékes kupacból, amelyből húzhatsz.",
        "dig": "A hősjelződ egy kupaccal feljebb lép: a későbbi felfedések értékesebb kupacból húznak.",
        "keep": "Ezt a jelzőt tartod meg letételre; a többi visszakerül.", "place": "A jelző e gyanúsított aktájába kerül.",
        "hit": "A harmadik vérdíj megöli a gyanúsítottat.", "nohit": "Több vérdíj nincs.", "alibi": "Egy alibi a végén -5-öt ér.",
        "unalibi": "A gyanúsított elveszít egy alibit.", "warrant": "Saját parancsoddal 1 időért léphetsz be oda.",
        "li": "Mr. Li behajtja a tartozást.", "favor": "Ezt a szívességet kapod a bankból.",
        "shift": "Egy alkonyjelzőt egy mezővel elmozdítasz.", "bag": "A poggyász a szál boldog vagy szomorú vége felé számít.",
        "put": "A darab ide kerül a kirakóban.", "toss": "A darab kikerül a játékból (a jutalma így is jár).",
        "sac": "Eldobod ezt a lapot: az ellentétes szín 1-gyel csökkenti az eltolást, az azonos 1-gyel növeli.",
        "paid": "Az alkonyárat a látott módon fizeted.", "memory_of": "Megnézed, melyik emlék van ennél a játékosnál.",
        "done": "Az állandó utasítások bezárása.", "dark_yes": "Most kijátszod a sötét lapot a gazdájára.",
        "dark_no": "A lapot későbbre tartogatod.", "respond": "Ezzel a világos lappal válaszolsz.", "pass": "Nem válaszolsz.",
        "tactic": "A verekedés általad választott kimenetele.", "top_order": "A jelzők ebben a sorrendben kerülnek vissza a kupacra.",
    },
}
# An event's offer as an order ("Hold a press conference: ..."); the event's own name is a headline,
# not an order, and stays in the log line and the tooltip.
EVENT_ORDERS: dict[str, dict[str, str]] = {
    "GE01": {"en": "Hear Kate's testimony", "hu": "Hallgasd meg Kate vallomását"},
    "GE06": {"en": "Attend the gala", "hu": "Menj el a gálára"},
    "GE10": {"en": "Hold a press conference", "hu": "Tarts sajtótájékoztatót"},
    "GE11": {"en": "Meet Sara at the precinct", "hu": "Találkozz Sarával a kapitányságon"},
    "GE12": {"en": "Patrol with Captain Beckmann", "hu": "Járőrözz Beckmann kapitánnyal"},
    "GE13": {"en": "Show Director Haas around", "hu": "Kísérd körbe Haas igazgatót"},
    "GE14": {"en": "Help Daniel", "hu": "Segíts Danielnek"},
    "GE16": {"en": "Meet Parsons", "hu": "Találkozz Parsonsszal"},
    "ES1": {"en": "Hear the groundskeeper out", "hu": "Hallgasd meg a kertészt"},
}

TIP_OF = {"lily": "lily", "ok": "lily", "place": "place", "tactic": "tactic", "li_pay": "li", "li_bad": "li",
          "shift": "shift", "noshift": "shift", "bag": "bag", "nobag": "bag", "flip": "flip"}


def _o(lang: str, key: str, **kw: Any) -> str:
    return ORDERS[_lang(lang)][key].format(**kw)


def _card(cid: Any, lang: str) -> str:
    c = CONTENT.cards.get(cid) if isinstance(cid, str) else None
    return c.name[_lang(lang)] if c is not None else "?"


def _effect(ops: Any, lang: str, s: AState, seat: int) -> str:
    L = _lang(lang)
    return effect_words(tuple(tuple(x) for x in ops), L, seat_name(s, seat, lang), FAVOR_NAMES[L], FILE_NAMES[L],
                        lambda pid: CONTENT.plots[pid].name.get(L, pid) if pid in CONTENT.plots else pid,
                        lambda n: npc_name(n, L))


def _pay(how: str, lang: str) -> str:
    if not how:
        return ""
    if how == "money":
        return _o(lang, "pay_money")
    kind, _, name = how.partition(":")
    if kind == "npc":
        return _o(lang, "pay_npc", npc=npc_name(name, lang))
    return _o(lang, "pay_fav", fav=FAVOR_NAMES[_lang(lang)].get(name, name))


def _token(s: AState, sid: str, i: int, lang: str) -> dict[str, Any]:
    sus = s.suspect(sid)
    file = sus.tokens[i].file if 0 <= i < len(sus.tokens) else ""
    return {"sus": sus_name(sid, lang), "i": i + 1, "file": FILE_NAMES[_lang(lang)].get(file, file)}


def _lead_words(s: AState, lead_id: str, lang: str) -> str:
    lead = next((ld for ld in s.leads if ld.id == lead_id), None)
    if lead is None:
        return "?"
    return _o(lang, "lead_of", kind=FILE_NAMES[_lang(lang)].get(lead.kind, lead.kind), loc=loc_name(lead.location, lang))


def _ability(s: AState, seat: int, a: tuple, lang: str) -> str:
    loc = LOC[s.players[seat].location]
    ab = next((x for x in loc.abilities if x.id == a[1]), None)
    if ab is None:
        return "?"
    return _o(lang, "ability", loc=loc.name[_lang(lang)], e=_effect(ab.effect, lang, s, seat), n=ab.time,
              pay=_pay(a[2], lang))


def _event(s: AState, seat: int, a: tuple, lang: str) -> str:
    from_ev = CONTENT.events[a[1]]
    ab = from_ev.data["ability"]
    p = s.players[seat]
    ops = ab["effect"] if not ab.get("only") or ab["only"] == p.detective else ab.get("others", ())
    order = EVENT_ORDERS.get(a[1], {}).get(_lang(lang)) or from_ev.name[_lang(lang)]
    return _o(lang, "event", ev=order, e=_effect(ops, lang, s, seat), n=ab["time"])


def _plot(s: AState, seat: int, a: tuple, lang: str) -> str:
    rule = _plot_card(s.players[seat]).rules[a[1]]
    L = _lang(lang)
    cost = [_o(lang, "time_cost", n=rule.time)]
    if rule.money:
        cost.append(_o(lang, "money_cost", n=f"{rule.money:,}" if L == "en" else rule.money))
    for fav in sorted(set(rule.favors)):
        cost.append(_o(lang, "fav_cost", n=rule.favors.count(fav), fav=FAVOR_NAMES[L].get(fav, fav)))
    return _o(lang, "plot", e=_effect((("good", rule.n),) + tuple(rule.extra), lang, s, seat), cost=", ".join(cost))


def _arm(a: tuple, lang: str) -> str:
    f = a[2]
    cond = _o(lang, "always") if f == "" else _o(lang, "ask") if f == "ask" else filter_words(f, lang)
    return _o(lang, "arm", card=_card(a[1], lang), cond=cond)


def _act_label(s: AState, seat: int, a: tuple, lang: str) -> str | None:
    k = a[0]
    p = s.players[seat]
    if k == "move":
        return _o(lang, "move", loc=loc_name(a[1], lang), n=_move_cost(s, p, a[1]))
    if k == "fly":
        n = board.entry_cost(p, a[1]) if s.opt("dropship_restricted_surcharge") == "on" else 1
        return _o(lang, "fly", loc=loc_name(a[1], lang), n=n)
    if k == "draw":
        return _o(lang, "draw", deck=deck_name(a[1], lang))
    if k == "discard":
        return _o(lang, "discard", card=_card(a[1], lang))
    if k == "play":
        n = _card_cost(p, a[1])
        return _o(lang, "play" if n else "play_free", card=_card(a[1], lang), n=n)
    if k == "ability":
        return _ability(s, seat, a, lang)
    if k == "event":
        return _event(s, seat, a, lang)
    if k == "plot":
        return _plot(s, seat, a, lang)
    if k == "reading":
        return _o(lang, "reading", sus=sus_name(a[1], lang), file=FILE_NAMES[_lang(lang)][a[2]])
    if k == "break":
        return _o(lang, "break", n=a[1], e=_o(lang, f"break{a[1]}"), the="az" if a[1] == 1 else "a")
    if k == "recover":
        return _o(lang, "recover", mem=CONTENT.memories[a[1]]["name"][_lang(lang)])
    if k == "jimmy":
        return _o(lang, "jimmy", n=_jimmy_cost(s))
    if k == "arm":
        return _arm(a, lang)
    if k == "disarm":
        return _o(lang, "disarm", card=_card(a[1], lang))
    if k in ("follow", "jump", "end"):
        return _o(lang, k)
    return None


def _sub_label(s: AState, seat: int, a: tuple, lang: str) -> str | None:
    """Labels of the decisions inside an action (and the answers of other seats)."""
    k = a[0]
    head = s.queue[0] if s.queue else ("",)
    L = _lang(lang)
    if k == "take":
        return _o(lang, "take_free" if head[0] == "free" else "take", deck=deck_name(a[1], lang))
    if k == "move":
        return _o(lang, "move_free", loc=loc_name(a[1], lang))
    if k == "flip":
        return _o(lang, "lily_flip" if head[0] == "lily" else "flip", **_token(s, a[1], a[2], lang))
    if k == "peek":
        return _o(lang, "peek", **_token(s, a[1], a[2], lang))
    if k in ("look", "hit", "alibi", "unalibi"):
        return _o(lang, k, sus=sus_name(a[1], lang))
    if k in ("npc_to", "lead_to", "warrant"):
        npc = T[L]["lily"] if head[-1] == "lily" else T[L]["jimmy_n"]
        return _o(lang, k, loc=loc_name(a[1], lang), npc=npc)
    if k == "lead":
        return _o(lang, "lead", lead=_lead_words(s, a[1], lang), loc=loc_name(a[2], lang))
    if k == "jimmy_yes":
        return _o(lang, k, n=_jimmy_cost(s))
    if k == "keep":
        return _o(lang, k, v=_token_words(a[1], lang))
    if k == "place":
        v = _token_words(s.drawn[0], lang) if s.drawn and s.drawn[0] is not HIDDEN else "?"
        return _o(lang, "place_up" if a[2] else "place_down", v=v, sus=sus_name(a[1], lang))
    if k == "favor":
        return _o(lang, k, fav=FAVOR_NAMES[L][a[1]])
    if k == "shift":
        return _o(lang, "shift_l" if a[2] < 0 else "shift_d", who=seat_name(s, a[1], lang))
    if k == "bag":
        return _o(lang, f"bag_{a[2]}", who=seat_name(s, a[1], lang))
    if k == "put":
        return _o(lang, k, r=a[1] + 1, c=a[2] + 1, deg=90 * a[3])
    if k == "sac":
        dark_card = head[0] == "pay" and len(head) > 5 and head[5] == "dark"
        lower = a[1].endswith(":dark") != dark_card
        return _o(lang, k, card=_card(a[2], lang), d=_o(lang, "lower" if lower else "raise"))
    if k == "paid":
        return _paid(s, head, lang)
    if k == "memory_of":
        return _o(lang, k, who=seat_name(s, a[1], lang))
    if k == "dark_yes":
        return _o(lang, k, card=_card(head[3], lang), who=seat_name(s, head[2], lang))
    if k == "respond":
        n = _card_cost(s.players[seat], a[1])
        return _o(lang, k if n else "respond_free", card=_card(a[1], lang), n=n)
    if k == "tactic":
        ops = CONTENT.cards[head[2]].ops[0][1][a[1]] if head[0] == "fight" else ()
        return _o(lang, f"tactic_{a[1]}", o=outcome_words(ops, lang))
    if k == "top_order":
        return _o(lang, k, v=", ".join(_token_words(c, lang) for c in a[1:]))
    if k in ORDERS[L]:
        return _o(lang, k)
    return None


def _paid(s: AState, head: tuple, lang: str) -> str:
    _k, seat, cid, opp, same, where = head[:6]
    n = _shift_due(s.players[seat], cid, opp, same)
    return _o(lang, "paid", n=n, side=_o(lang, "light" if where == "dark" else "dark"))


def label(s: AState, a: Any, lang: str) -> str:
    """The order a button says for ``a`` (any legal action of the deciding seat)."""
    if not isinstance(a, tuple) or not a:
        return "?"
    seat = _actor(s)
    try:
        head = s.queue[0][0] if s.queue else ""
        words = _act_label(s, seat, a, lang) if head in ("act", "review") else None
        return words or _sub_label(s, seat, a, lang) or _act_label(s, seat, a, lang) or str(a[0])
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return str(a[0])


def choice_tip(s: AState, a: Any, lang: str) -> str:
    """What choosing ``a`` does (the button's tooltip)."""
    if not isinstance(a, tuple) or not a:
        return ""
    tips = TIPS[_lang(lang)]
    head = s.queue[0][0] if s.queue else ""
    key = "lily" if head == "lily" else "move_free" if head == "effect_move" else TIP_OF.get(a[0], a[0])
    if key == "draw":
        return tips[key].format(n=hand_limit(s.players[_actor(s)]))
    if key == "event" and a[1] in CONTENT.events:
        return tips[key].format(ev=CONTENT.events[a[1]].name[_lang(lang)])
    return tips.get(key, "")


def _squares(units: float) -> str:
    """Map units as map squares (100 a square), to a half: "2½"."""
    halves = round(units / 50)
    return f"{halves // 2}" + ("½" if halves % 2 else "") if halves > 1 else "½"


def refusal(s: AState, seat: int, lid: str, lang: str) -> str:
    """Why the acting detective cannot go to ``lid`` now, with the rule and its numbers ("Jinteki
    costs 3 Time to enter, you have 2 left"); empty when he can."""
    if not 0 <= seat < len(s.players) or lid not in LOC:
        return ""
    p = s.players[seat]
    loc = loc_name(lid, lang)
    if time_spent(s):
        return _o(lang, "no_time")
    if lid == p.location:
        return _o(lang, "here", loc=loc)
    if not _may_enter(p, lid):
        return _o(lang, "directive", loc=loc)
    tag = _o(lang, "restricted") if LOC[lid].restricted and lid not in p.warrants else ""
    if lid in board.ruler_targets(p.location, CONTENT.detectives[p.detective].ruler):
        n = _move_cost(s, p, lid)
        return _o(lang, "too_dear", loc=loc, n=n, t=s.time) + tag if n > s.time else ""
    if p.passes < 1:
        if p.location in board.BEANSTALK and p.location not in CONTENT.gates.values():
            return _o(lang, "far_stalk", loc=loc)
        return _o(lang, "far", loc=loc, d=_squares(dist(LOC[p.location], LOC[lid])),
                  r=_squares(CONTENT.detectives[p.detective].ruler))
    if _modifier(s, "no_dropships"):
        return _o(lang, "grounded", loc=loc)
    n = board.entry_cost(p, lid) if s.opt("dropship_restricted_surcharge") == "on" else 1
    return _o(lang, "too_dear_fly", loc=loc, n=n, t=s.time) + tag if n > s.time else ""
