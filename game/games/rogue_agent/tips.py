"""Rogue Agent words: what a choice does (its tooltip, ``choice_tip``) and what a die's face does in
the roll it belongs to (the dice tray's hover), in English and Hungarian.

The labels themselves (orders with their cost) are in ``text.py``; these say the rule behind them:
what it costs, what it gains, what can go wrong.
"""

from __future__ import annotations

from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine import district_pos, icon_count, tile
from game.games.rogue_agent.state import RAState
from game.games.rogue_agent.text import colour_name, disc_name, face_name, good_name, place_name, seat_name

TIPS: dict[str, dict[str, str]] = {
    "end": {"en": "End your turn; the next player takes theirs (after the last one, the City phase).",
            "hu": "Befejezed a körödet; a következő játékos jön (az utolsó után a Város fázis)."},
    "move": {"en": "Patrol one step to {place}. A patrol goes up to {steps} steps, never onto the same location "
                   "twice; the first patrol of a turn is free, each further one costs 1 fuel.{gang}",
             "hu": "Egy lépés ide: {place}. Egy járőrözés legfeljebb {steps} lépés, egy helyszínre sem kétszer; "
                   "a kör első járőrözése ingyenes, minden további 1 üzemanyag.{gang}"},
    "move.gang": {"en": " Its {n} gangsters cost up to {n} stamina unless the police is there (your Shield, "
                        "informants there and ammo reduce it).",
                  "hu": " A {n} gengszter legfeljebb {n} állóképességbe kerül, hacsak ott nincs a rendőrség "
                        "(a pajzs, az ottani informátoraid és a lőszer csökkenti)."},
    "stop": {"en": "End this patrol here. You may patrol again this turn for 1 fuel.",
             "hu": "Itt véget ér ez a járőrözés. Ebben a körben 1 üzemanyagért újra járőrözhetsz."},
    "investigate": {"en": "Pay 2 evidence to look at criminal {n}'s face-down card; only you see it. Your marker "
                          "decides which reveal effect hits you when you attack it (red: if you had not "
                          "investigated, white: if you had).",
                    "hu": "2 bizonyítékért megnézed a(z) {n}. bűnöző képpel lefelé fekvő kártyáját; csak te látod. "
                          "A jelződ dönti el, melyik leleplezés-hatás sújt, ha megtámadod (piros: ha nem nyomoztál, "
                          "fehér: ha igen)."},
    "attack": {"en": "Justice action: roll 3 red dice, 1 green per Pistol and 1 black per ammo you spend; each "
                     "blast is a hit, an amplify doubles one. Enough hits defeat criminal {n} (+1 influence); "
                     "too few and its retaliation hits you.",
               "hu": "Igazságszolgáltatás: 3 piros kocka, pisztolyonként 1 zöld, elhasznált lőszerenként 1 fekete; "
                     "minden robbanás egy találat, a fokozás megdupláz egyet. Elég találat legyőzi a(z) {n}. "
                     "bűnözőt (+1 befolyás); kevés esetén a megtorlása téged sújt."},
    "attack_assassin": {"en": "Justice action: the dice of an attack; 2 hits stop the assassin (+1 influence). "
                              "Failing outside a safe location costs 2 stamina, 1 less per informant of yours here.",
                        "hu": "Igazságszolgáltatás: a támadás kockái; 2 találat megállítja a bérgyilkost (+1 befolyás). "
                              "Kudarc esetén nem biztonságos helyen 2 állóképességet veszítesz, itteni "
                              "informátoronként 1-gyel kevesebbet."},
    "arrest": {"en": "Justice action: take defeated criminal {n} into your custody. Turned in at HQ it pays its "
                     "reward and scores for its syndicate at the end.",
               "hu": "Igazságszolgáltatás: a legyőzött {n}. bűnöző az őrizetedbe kerül. A Főhadiszálláson "
                     "beszolgáltatva kifizetik a jutalmát, és a végén a szindikátusáért pontot ér."},
    "steal": {"en": "Justice action: spend fuel for up to 3 green dice; {target} may buy the rest. Each of your "
                    "patrol cars that {target}'s do not cancel takes one criminal from their custody.",
              "hu": "Igazságszolgáltatás: üzemanyagért legfeljebb 3 zöld kocka; {target} megveheti a maradékot. "
                    "Minden járőrautód, amelyet az övéi nem oltanak ki, elvesz egy bűnözőt az őrizetéből."},
    "turnin": {"en": "Justice action: hand over all {k} criminals in your custody for {c} credits now; their "
                     "cards score for their syndicates at the end.",
               "hu": "Igazságszolgáltatás: az őrizetedben lévő mind a(z) {k} bűnözőt átadod, most {c} kreditért; "
                     "kártyáik a végén a szindikátusukért pontot érnek."},
    "search": {"en": "Justice action: roll this location's search dice ({dice}) for resources, upgrades, credits "
                     "and healing. Each blast costs 1 stamina unless cancelled: by every informant here (anyone's), "
                     "ammo, an amplify or Armor; none at all in a safe location.",
               "hu": "Igazságszolgáltatás: a helyszín kutatókockáival dobsz ({dice}) erőforrásért, fejlesztésért, "
                     "kreditért és gyógyulásért. Minden robbanás 1 állóképesség, hacsak ki nem oltja egy itteni "
                     "informátor (bárkié), lőszer, fokozás vagy a páncél; biztonságos helyen egyik sem számít."},
    "buy": {"en": "Justice action (more goods in the same action afterwards): {good}.",
            "hu": "Igazságszolgáltatás (utána ugyanebben az akcióban további áru is): {good}."},
    "done": {"en": "Finish this Buy goods action.", "hu": "Befejezed ezt az áruvásárlást."},
    "defuse": {"en": "Justice action: roll the dice and place every blast and amplify on the bomb board; three "
                     "amplifies in a line defuse it (+1 influence). Every new column lowers the timer (now {t}); "
                     "at 0, or a blast in a live circuit at the end, it explodes.",
               "hu": "Igazságszolgáltatás: dobsz, és minden robbanást és fokozást a bombalapra teszel; három fokozás "
                     "egy vonalban hatástalanítja (+1 befolyás). Minden új oszlop csökkenti az időzítőt (most {t}); "
                     "0-nál, vagy ha a végén élő áramkörben robbanás jön, felrobban."},
    "reinforce": {"en": "Pay 2 credits to put an informant on this location's top free slot: 1 point at the end, "
                        "protection here and investigating from afar. Your turn ends.",
                  "hu": "2 kreditért informátort teszel a helyszín legfelső szabad helyére: a végén 1 pont, itt "
                        "védelem, és innen is nyomozhatsz. A köröd véget ér."},
    "screen": {"en": "Pay 4 evidence: {target} must reveal one identity token. If it exposes an android, you gain "
                     "1 influence and they lose 1.",
               "hu": "4 bizonyítékért {target} felfed egy azonosságjelzőt. Ha ez leleplez egy androidot, 1 befolyást "
                     "kapsz, ő 1-et veszít."},
    "attack_android": {"en": "Justice action: the dice of an attack against the android {target}, who may buy "
                             "green dice whose patrol cars cancel your hits; each hit costs them 1 stamina.",
                       "hu": "Igazságszolgáltatás: a támadás kockái {target} android ellen, aki zöld kockákat vehet, "
                             "ezek járőrautói kioltják a találataidat; minden találat 1 állóképesség neki."},
    "attack_agent": {"en": "Underground action: the dice of an attack against the agent {target}, who may buy "
                           "green dice whose patrol cars cancel your hits; each hit costs them 1 stamina.",
                     "hu": "Földalatti akció: a támadás kockái {target} ügynök ellen, aki zöld kockákat vehet, ezek "
                           "járőrautói kioltják a találataidat; minden találat 1 állóképesség neki."},
    "attack_location": {"en": "Underground action: roll the attack dice; the informants here cancel a hit each "
                              "and are removed; 2 hits left destroy the location (its bombs explode, +1 influence).",
                        "hu": "Földalatti akció: a támadás kockái; az itteni informátorok egy-egy találatot kioltanak "
                              "és kikerülnek; 2 megmaradt találat elpusztítja a helyszínt (bombái felrobbannak, "
                              "+1 befolyás)."},
    "ammo.gangster": {"en": "Spend {k} ammo: each cancels 1 stamina of this gangster fight.",
                      "hu": "{k} lőszer: mindegyik 1 állóképességet spórol meg ebben a gengszterharcban."},
    "ammo.dice": {"en": "Spend {k} ammo for {k} black dice (black dice have more amplifies).",
                  "hu": "{k} lőszer {k} fekete kockáért (a fekete kockán több a fokozás)."},
    "ammo.search": {"en": "Spend {k} ammo to cancel {k} blasts of this search.",
                    "hu": "{k} lőszerrel {k} robbanást oltasz ki ebből a kutatásból."},
    "fuel.steal": {"en": "Spend {k} fuel for {k} green dice: each patrol car takes a criminal.",
                   "hu": "{k} üzemanyag {k} zöld kockáért: minden járőrautó elvesz egy bűnözőt."},
    "fuel.defend": {"en": "Spend {k} fuel for {k} green dice: each of your patrol cars cancels one of the "
                          "attacker's.",
                    "hu": "{k} üzemanyag {k} zöld kockáért: minden járőrautód kiolt egyet a támadóéi közül."},
    "proceed": {"en": "Go on to the dice without investigating first.",
                "hu": "Nyomozás nélkül folytatod a kockákkal."},
    "colour": {"en": "These dice are {colour}. A {colour} die shows: {faces}.",
               "hu": "Ezek {colour} kockák. Egy {colour} kocka lapjai: {faces}."},
    "reroll0": {"en": "Keep every die as rolled and resolve them.", "hu": "Minden kockát megtartasz, és érvényesülnek."},
    "reroll": {"en": "Roll these dice again (once; a second time with the Scout).",
               "hu": "Ezeket a kockákat újra dobod (egyszer; felderítővel kétszer)."},
    "amp.cancel": {"en": "The amplify cancels one blast of this search.",
                   "hu": "A fokozás kiolt egy robbanást ebből a kutatásból."},
    "amp.double": {"en": "The amplify doubles this die's gain.", "hu": "A fokozás megduplázza ennek a kockának a nyereségét."},
    "place": {"en": "A new column lowers the timer by 1 (the first one does not); a blast under a blast keeps "
                    "the circuit live, an amplify closes it. Three amplifies in a line defuse the bomb.",
              "hu": "Egy új oszlop 1-gyel csökkenti az időzítőt (az első nem); robbanás robbanás alatt élőn tartja az "
                    "áramkört, a fokozás lezárja. Három fokozás egy vonalban hatástalanítja a bombát."},
    "wire": {"en": "Roll the dice not yet on the board and place them.",
             "hu": "Dobsz a még nem a lapon lévő kockákkal, és leteszed őket."},
    "stopdefuse": {"en": "Stop: the live circuits are tested, then the bomb keeps its lower timer.",
                   "hu": "Abbahagyod: az élő áramkörök próbája után a bomba a csökkentett időzítővel marad."},
    "take": {"en": "Take criminal {n} from the target's custody into yours.",
             "hu": "A(z) {n}. bűnözőt a célpont őrizetéből a tiédbe veszed."},
    "drop": {"en": "Criminal {n} leaves your custody for the Data Stream.",
             "hu": "A(z) {n}. bűnöző az őrizetedből az Adatfolyamba kerül."},
    "informant": {"en": "This informant of yours is removed from the game.",
                  "hu": "Ez az informátorod kikerül a játékból."},
    "informant.any": {"en": "Remove this informant from the game (any player's, your choice); one below it moves up.",
                      "hu": "Ezt az informátort eltávolítod a játékból (bárkiét, te választasz); az alatta lévő feljebb lép."},
    "reveal": {"en": "Turn this identity token face up. A second android token exposes you as an android.",
               "hu": "Ezt az azonosságjelzőt felfordítod. A második android jelző androidként leleplez."},
    "assign": {"en": "The {disc} goes to district {v} ({place}).", "hu": "A(z) {disc} a(z) {v}. kerületbe kerül ({place})."},
    "assassin": {"en": "This assassin activates now; the others after it.",
                 "hu": "Ez a bérgyilkos most aktiválódik, a többi utána."},
    "bomb": {"en": "The bombs here tick now; the others after them.",
             "hu": "Az itteni bombák most ketyegnek, a többiek utánuk."},
}

# what a face does in the roll it belongs to (the tray's hover)
FACES: dict[str, dict[str, str]] = {
    "attack.BLAST": {"en": "1 hit.", "hu": "1 találat."},
    "attack.AMPLIFY": {"en": "Doubles one blast: +1 hit (alone it does nothing).",
                       "hu": "Megdupláz egy robbanást: +1 találat (egymagában semmit sem ér)."},
    "attack.other": {"en": "Nothing in an attack.", "hu": "Támadásban nem számít."},
    "defend.CAR": {"en": "Cancels one of the attacker's hits.", "hu": "Kiolt egy találatot a támadóéi közül."},
    "defend.other": {"en": "Only patrol cars count for the defender.", "hu": "A védekezőnek csak a járőrautó számít."},
    "search.BLAST": {"en": "Costs 1 stamina unless cancelled: nothing in a safe location; otherwise 1 per informant "
                           "here (anyone's), per ammo you spend, per amplify used for it, and 1 with Armor.",
                     "hu": "1 állóképesség, hacsak ki nem oltod: biztonságos helyen nem számít; máshol kiolt egyet "
                           "minden itteni informátor (bárkié), elhasznált lőszer, erre fordított fokozás, és a páncél."},
    "search.AMPLIFY": {"en": "Cancels one blast, or doubles another die's gain.",
                       "hu": "Kiolt egy robbanást, vagy megduplázza egy másik kocka nyereségét."},
    "search.CAR": {"en": "Nothing when searching.", "hu": "Kutatáskor nem számít."},
    "search.gain": {"en": "You gain {what}.", "hu": "Nyereség: {what}."},
    "steal.CAR": {"en": "Takes one criminal from the target's custody, unless one of the target's cars cancels it.",
                  "hu": "Elvesz egy bűnözőt a célpont őrizetéből, hacsak a célpont egy autója ki nem oltja."},
    "steal.other": {"en": "Only patrol cars count in a steal.", "hu": "Elkobzáskor csak a járőrautó számít."},
    "defuse.BLAST": {"en": "Goes on the bomb board. A column ending in a blast is a live circuit: at the end it is "
                           "rolled until a blast (the bomb explodes) or an amplify (safe).",
                     "hu": "A bombalapra kerül. A robbanással végződő oszlop élő áramkör: a végén addig dobnak vele, "
                           "amíg robbanás (a bomba felrobban) vagy fokozás (biztonságos) nem jön."},
    "defuse.AMPLIFY": {"en": "Goes on the bomb board: three amplifies in a line defuse the bomb.",
                       "hu": "A bombalapra kerül: három fokozás egy vonalban hatástalanítja a bombát."},
    "defuse.other": {"en": "Back to the pool: rolled again if you cut another wire.",
                     "hu": "Visszakerül a készletbe: újra dobod, ha újabb vezetéket vágsz."},
}

ATTACKS = ("attack", "attack_assassin", "attack_android", "attack_agent", "attack_location")


def _t(table: dict[str, dict[str, str]], key: str, lang: str, **kw: object) -> str:
    entry = table[key]
    return entry.get(lang, entry["en"]).format(**kw)


def faces_of(colour: str, lang: str) -> str:
    return ", ".join(face_name(f, lang) for f in K.FACES[colour])


def face_tip(roll_kind: str, face: str, lang: str, defender: bool = False) -> str:
    """What ``face`` does in a roll of ``roll_kind`` (the action that rolled; "" when unknown)."""
    if defender:
        return _t(FACES, "defend.CAR" if face == "CAR" else "defend.other", lang)
    if roll_kind in ATTACKS:
        key = f"attack.{face}" if face in ("BLAST", "AMPLIFY") else "attack.other"
        return _t(FACES, key, lang)
    if roll_kind in ("steal", "defuse"):
        key = f"{roll_kind}.{face}" if f"{roll_kind}.{face}" in FACES else f"{roll_kind}.other"
        return _t(FACES, key, lang)
    if face in K.GAINS:
        return _t(FACES, "search.gain", lang, what=face_name(face, lang))
    return _t(FACES, f"search.{face}", lang) if f"search.{face}" in FACES else ""


def choice_tip(s: RAState, a: tuple, lang: str) -> str:
    """What the choice ``a`` does, for its tooltip (every legal action has one)."""
    top = s.stack[-1] if s.stack else ()
    decision = top[2] if len(top) > 2 and top[0] == "D" else ""
    seat = top[1] if len(top) > 1 and top[0] == "D" else s.turn.seat
    p = s.players[seat] if 0 <= seat < s.num_players else None
    kind = a[0] if a else ""
    kw: dict[str, object] = {}
    if kind == "move":
        steps = 3 if p is not None and icon_count(p, "engine") else 2
        gang = tile(s, a[1]).gangsters if s.police != a[1] and a[1] not in s.destroyed else 0
        kw.update(place=place_name(s, a[1], lang), steps=steps,
                  gang=_t(TIPS, "move.gang", lang, n=gang) if gang else "")
    elif kind in ("investigate", "attack", "arrest", "take", "drop"):
        kw["n"] = a[1]
    elif kind in ("steal", "screen", "attack_android", "attack_agent"):
        kw["target"] = seat_name(a[1], lang)
    elif kind == "turnin" and p is not None:
        crims = [c for c in s.criminals if c.num in p.custody]
        kw.update(k=len(crims), c=sum(K.CARDS[c.card].reward for c in crims if c.card in K.CARDS))
    elif kind == "search" and p is not None:
        kw["dice"] = _search_dice(s, p.pos, lang)
    elif kind == "buy" and p is not None:
        kw["good"] = good_name(s, seat, a[1], lang)
    elif kind == "defuse":
        b = next((b for b in s.bombs if b.id == a[1]), None)
        kw["t"] = b.timer if b else "?"
    elif kind in ("ammo", "fuel"):
        kw["k"] = a[1]
        kind = {"gangster": "ammo.gangster", "search_ammo": "ammo.search", "steal_fuel": "fuel.steal",
                "defend_fuel": "fuel.defend"}.get(decision, "ammo.dice")
    elif kind == "colour":
        kw.update(colour=colour_name(a[1], lang), faces=faces_of(a[1], lang))
    elif kind == "reroll":
        kind = "reroll0" if a[1] == 0 else "reroll"
    elif kind == "amp":
        kind = "amp.cancel" if a[1] == "cancel" else "amp.double"
    elif kind == "stop" and decision == "wire":
        kind = "stopdefuse"
    elif kind == "informant" and len(a) > 2:
        kind = "informant.any"
    elif kind == "assign":
        kw.update(disc=disc_name(s.drawn[0], lang) if s.drawn else "", v=a[1],
                  place=place_name(s, district_pos(s, a[1]), lang))
    return _t(TIPS, kind, lang, **kw) if kind in TIPS else ""


def _search_dice(s: RAState, pos: str, lang: str) -> str:
    white = {"en": "{n} of a colour you choose", "hu": "{n} általad választott színű"}
    parts = []
    for colour, n in tile(s, pos).search:
        if colour == "W":
            parts.append(white.get(lang, white["en"]).format(n=n))
        else:
            parts.append(f"{n} {colour_name(colour, lang)}")
    return " + ".join(parts)
