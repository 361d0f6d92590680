"""Android words: log lines, button labels and prompts in English and Hungarian."""

from __future__ import annotations

from typing import Any

from game.engine.core import HIDDEN
from game.games.android import board
from game.games.android.content import CONTENT
from game.games.android.flow import time_spent
from game.games.android.state import AState
from game.games.android.twilight import _legal_ask, filter_parts, split_ask

FILE_NAMES = {"en": {"physical": "physical", "document": "document", "testimony": "testimony"},
              "hu": {"physical": "tárgyi", "document": "okirati", "testimony": "tanúvallomási"}}
FAVOR_NAMES = {"en": {"corp": "corp", "political": "political", "society": "society", "street": "street"},
               "hu": {"corp": "vállalati", "political": "politikai", "society": "társasági", "street": "utcai"}}
QUALITY_NAMES = {"en": {"ritzy": "ritzy", "normal": "normal", "seedy": "seedy"},
                 "hu": {"ritzy": "előkelő", "normal": "átlagos", "seedy": "lepusztult"}}
TYPE_NAMES = {"en": {"business": "business", "civic": "civic", "nightlife": "nightlife", "religious": "religious",
                     "residential": "residential"},
              "hu": {"business": "üzleti", "civic": "közösségi", "nightlife": "éjszakai", "religious": "vallási",
                     "residential": "lakó"}}
T = {
    "en": {
        "move": "{who} moves to {loc}", "fly": "{who} takes a dropship to {loc}", "follow": "{who} follows up the lead",
        "draw": "{who} draws a card from {deck}", "discard": "{who} discards {card}", "jump": "{who} gets a jump on the case",
        "ability": "{who} uses {loc}", "event": "{who} uses the event {ev}", "plot": "{who} takes a plot action",
        "reading": "{who}: psychic reading on {sus} ({file})", "break": "{who} breaks Directive {n}",
        "recover": "{who} recovers the memory {mem}", "jimmy": "{who} asks Jimmy the Snitch", "end": "{who} ends the turn",
        "take": "{who} draws from {deck}", "skip": "{who} skips the free card", "flip": "{who} turns a token on {sus} face up",
        "ok": "{who} talks to Lily Lockwell", "npc_to": "{who} sends {npc} to {loc}", "jimmy_yes": "{who} pays Jimmy the Snitch",
        "jimmy_no": "{who} leaves Jimmy alone", "look": "{who} looks at the evidence on {sus}", "lead_to": "{who} moves the lead to {loc}",
        "evidence": "{who} places evidence", "keep": "{who} keeps one token", "place_down": "{who} puts evidence face down on {sus}",
        "place_up": "{who} puts {val} face up on {sus}", "hit": "{who} puts a hit on {sus}", "alibi": "{who} gives {sus} an alibi",
        "unalibi": "An alibi of {sus} is withdrawn", "peek": "{who} peeks at a token on {sus}", "warrant": "{who} places a warrant on {loc}",
        "li_pay": "{who} pays Mr. Li a street favor", "li_bad": "{who} takes bad baggage from Mr. Li",
        "lead": "{who} moves a lead to {loc}", "favor": "{who} gains a {fav} favor",
        "reveal": "{who} uncovers the conspiracy: reveals information", "dig": "{who} digs deeper",
        "shift_l": "{who} light shifts {target}", "shift_d": "{who} dark shifts {target}", "noshift": "{who} shifts nobody",
        "bag_good": "{who} puts good baggage on {target}'s plot", "bag_bad": "{who} puts bad baggage on {target}'s plot",
        "nobag": "{who} places no baggage", "put": "{who} adds the piece to the puzzle (row {r}, column {c})",
        "toss": "{who} discards the piece", "c_piece": "{who} draws a puzzle piece",
        "p_shift_any": "Shift piece: shift a twilight marker by one space", "p_bag_any": "Baggage piece: place a baggage",
        "p_put_piece": "Add the piece to the puzzle, or discard it",
        "play": "{who} plays {card}", "sac": "{who} sacrifices {card}", "paid": "{who} pays the twilight cost",
        "memory_of": "{who} looks at the Memory card of {target}",
        "p_pay": "Pay for {card}: sacrifice cards, or pay", "p_effect_move": "Move for free",
        "p_rm_alibi": "Remove whose alibi?", "p_flip_any": "Turn which token face up?",
        "p_look_memory": "Whose Memory card?", "done": "{who} is done with the orders",
        "p_review": "{who}: your standing orders before this turn", "nohit": "{who} places no more hits", "top_order": "{who} puts the tokens back on the pile",
        "p_top_order": "Put the tokens back on top of the pile in any order",
        "arm": "{who} arms {card}", "arm_if": "{who} arms {card} ({cond})",
        "disarm": "{who} disarms {card}", "arm_ask": "{who} arms {card} (ask me first)",
        "f_": "always", "f_ask": "ask me first", "f_ask_if": "ask me first, {cond}", "f_t": "only if the target has at least {n} Time",
        "f_u": "only if the target has at most {n} Time", "f_at": "only if the target is at {loc}",
        "f_q": "only if the target is at a {q} place", "f_k": "only if the target is at a {q} place",
        "dark_yes": "{who} plays a dark card", "dark_no": "{who} holds back",
        "p_ask": "{who}: play {card} on {target} now?",
        "p_ask_none": "{who}: {card} cannot be played on {target} now (you are asked anyway, so that nobody learns when you can play)",
        "p_ask_hidden": "{who} decides whether to play a dark card on {target}", "respond": "{who} answers with {card}", "pass": "{who} does not answer",
        "tactic_fight": "{who} fights back", "tactic_flee": "{who} flees", "tactic_talk": "{who} talks his way out",
        "p_fight": "A fight! Choose a tactic: fight back, flee or talk", "p_light_window": "Answer with a light card?",
        "c_det": "{who} is dealt a detective", "c_hunch": "{who} is dealt a hunch", "c_plot": "{who} starts the plot {plot}",
        "c_card": "{who} draws a twilight card", "c_specific": "The murder's special event is set aside",
        "c_first": "{who} goes first", "c_memory": "{who} is dealt a Memory card", "c_token": "{who} draws an evidence token",
        "c_event": "Event: {ev}",
        "p_act": "{who}, {t} Time left",
        "p_act_spent": "{who}: your Time is spent, the turn is over - end it", "p_free": "Draw a free card?", "p_lily": "Lily Lockwell: turn a token face up",
        "p_move_npc": "Where does {npc} go?", "p_jimmy_offer": "Pay Jimmy the Snitch 1 Time?", "p_jimmy_look": "Which suspect's evidence?",
        "p_lead_move": "{who}: move the followed-up lead", "p_lead_use": "Use the lead", "p_keep": "Keep which token?",
        "p_place": "Place the evidence ({file} file)", "p_hit": "Put a hit on which suspect?", "p_alibi": "Give whom an alibi?",
        "p_unalibi": "Withdraw whose alibi?", "p_peek": "Peek at which token?", "p_warrant": "Place the warrant where?",
        "p_li_debt": "Mr. Li calls in a debt", "p_any_lead": "Move which lead?", "p_hit_most": "Put a hit on which suspect?",
        "p_favor_any": "Choose a favor", "p_extra_draw": "Draw an extra card", "illegal": "That is not possible now.",
        "lily": "Lily Lockwell", "jimmy_n": "Jimmy the Snitch", "pay_money": " (pay $1,000)", "pay_npc": " (pay {npc})",
        "pay_fav": " (pay {fav})", "light": "light", "dark": "dark",
    },
    "hu": {
        "move": "{who} ide megy: {loc}", "fly": "{who} űrkomppal ide repül: {loc}", "follow": "{who} követi a nyomot",
        "draw": "{who} lapot húz: {deck}", "discard": "{who} eldobja: {card}", "jump": "{who} előnyt szerez az ügyben",
        "ability": "{who} használja: {loc}", "event": "{who} használja az eseményt: {ev}", "plot": "{who} szálakciót hajt végre",
        "reading": "{who}: látnoki olvasás – {sus} ({file})", "break": "{who} megszegi a(z) {n}. direktívát",
        "recover": "{who} visszanyeri az emléket: {mem}", "jimmy": "{who} a Spiclit, Jimmyt kérdezi", "end": "{who} befejezi a körét",
        "take": "{who} húz: {deck}", "skip": "{who} nem kér ingyen lapot", "flip": "{who} felfordít egy jelzőt: {sus}",
        "ok": "{who} beszél Lily Lockwell-lel", "npc_to": "{who} elküldi {npc} ide: {loc}", "jimmy_yes": "{who} fizet a Spiclinek",
        "jimmy_no": "{who} nem kérdezi Jimmyt", "look": "{who} megnézi a bizonyítékokat: {sus}", "lead_to": "{who} ide viszi a nyomot: {loc}",
        "evidence": "{who} bizonyítékot helyez el", "keep": "{who} megtart egy jelzőt", "place_down": "{who} lefordított bizonyítékot tesz: {sus}",
        "place_up": "{who} felfordítva {val} bizonyítékot tesz: {sus}", "hit": "{who} vérdíjat tűz ki: {sus}", "alibi": "{who} alibit ad: {sus}",
        "unalibi": "Visszavonják {sus} egyik alibijét", "peek": "{who} belenéz egy jelzőbe: {sus}", "warrant": "{who} parancsot helyez ide: {loc}",
        "li_pay": "{who} egy utcai szívességgel fizet Mr. Li-nak", "li_bad": "{who} rossz poggyászt kap Mr. Li-tól",
        "lead": "{who} nyomot mozgat ide: {loc}", "favor": "{who} kap egy {fav} szívességet",
        "reveal": "{who} leleplezi az összeesküvést: információt fed fel", "dig": "{who} mélyebbre ás",
        "shift_l": "{who} világos felé tolja: {target}", "shift_d": "{who} sötét felé tolja: {target}", "noshift": "{who} senkit sem tol el",
        "bag_good": "{who} jó poggyászt tesz ennek a szálára: {target}", "bag_bad": "{who} rossz poggyászt tesz ennek a szálára: {target}",
        "nobag": "{who} nem tesz poggyászt", "put": "{who} beilleszti a darabot a kirakóba ({r}. sor, {c}. oszlop)",
        "toss": "{who} eldobja a darabot", "c_piece": "{who} kirakódarabot húz",
        "p_shift_any": "Eltolásdarab: tolj el egy alkonyjelzőt egy mezővel", "p_bag_any": "Poggyászdarab: helyezz el egy poggyászt",
        "p_put_piece": "Illeszd be a darabot a kirakóba, vagy dobd el",
        "play": "{who} kijátssza: {card}", "sac": "{who} feláldozza: {card}", "paid": "{who} kifizeti az alkonyárat",
        "memory_of": "{who} megnézi ennek az emléklapját: {target}",
        "p_pay": "Fizess ezért: {card} – áldozz fel lapokat, vagy fizess", "p_effect_move": "Ingyenes mozgás",
        "p_rm_alibi": "Kinek az alibijét veszed el?", "p_flip_any": "Melyik jelzőt fordítod fel?",
        "p_look_memory": "Kinek az emléklapját nézed meg?", "done": "{who} végzett az utasításokkal",
        "p_review": "{who}: az állandó utasításaid e kör előtt", "nohit": "{who} nem tűz ki több vérdíjat", "top_order": "{who} visszateszi a jelzőket a kupacra",
        "p_top_order": "Tedd vissza a jelzőket a kupac tetejére tetszőleges sorrendben",
        "arm": "{who} élesíti: {card}", "arm_if": "{who} élesíti: {card} ({cond})",
        "f_": "mindig", "f_ask": "előbb kérdezz", "f_ask_if": "előbb kérdezz, {cond}", "f_t": "csak ha a célpontnak legalább {n} ideje van",
        "f_u": "csak ha a célpontnak legfeljebb {n} ideje van", "f_at": "csak ha a célpont itt áll: {loc}",
        "f_q": "csak ha a célpont {q} helyen áll", "f_k": "csak ha a célpont {q} helyen áll",
        "disarm": "{who} hatástalanítja: {card}", "arm_ask": "{who} élesíti: {card} (előbb kérdezzen meg)",
        "dark_yes": "{who} sötét lapot játszik ki", "dark_no": "{who} kivár",
        "p_ask": "{who}: kijátszod most ezt: {card}, rá: {target}?",
        "p_ask_none": "{who}: {card} most nem játszható ki rá: {target} (a kérdés mégis megjelenik, hogy senki ne tudja meg, mikor játszhatsz ki lapot)",
        "p_ask_hidden": "{who} eldönti, kijátszik-e sötét lapot rá: {target}", "respond": "{who} válaszul kijátssza: {card}", "pass": "{who} nem válaszol",
        "tactic_fight": "{who} visszaüt", "tactic_flee": "{who} elmenekül", "tactic_talk": "{who} kibeszéli magát",
        "p_fight": "Verekedés! Válassz taktikát: visszaütés, menekülés vagy beszéd", "p_light_window": "Válaszolsz egy világos lappal?",
        "c_det": "{who} nyomozót kap", "c_hunch": "{who} sejtést kap", "c_plot": "{who} szála: {plot}",
        "c_card": "{who} alkonylapot húz", "c_specific": "A gyilkosság különleges eseményét félreteszik",
        "c_first": "{who} kezd", "c_memory": "{who} emléklapot kap", "c_token": "{who} bizonyítékjelzőt húz",
        "c_event": "Esemény: {ev}",
        "p_act": "{who}, még {t} időd van",
        "p_act_spent": "{who}: elfogyott az időd, véget ért a köröd - fejezd be", "p_free": "Húzol ingyen lapot?", "p_lily": "Lily Lockwell: fordíts fel egy jelzőt",
        "p_move_npc": "Hová menjen {npc}?", "p_jimmy_offer": "Fizetsz 1 időt a Spiclinek?", "p_jimmy_look": "Melyik gyanúsított bizonyítékait?",
        "p_lead_move": "{who}: vidd tovább a követett nyomot", "p_lead_use": "Mire használod a nyomot?", "p_keep": "Melyik jelzőt tartod meg?",
        "p_place": "Helyezd el a bizonyítékot ({file} akta)", "p_hit": "Kire tűzöl ki vérdíjat?", "p_alibi": "Ki kapjon alibit?",
        "p_unalibi": "Kinek az alibijét vonják vissza?", "p_peek": "Melyik jelzőbe nézel bele?", "p_warrant": "Hová kerüljön a parancs?",
        "p_li_debt": "Mr. Li behajtja a tartozást", "p_any_lead": "Melyik nyomot mozgatod?", "p_hit_most": "Kire kerüljön vérdíj?",
        "p_favor_any": "Válassz szívességet", "p_extra_draw": "Húzz egy extra lapot", "illegal": "Ez most nem lehetséges.",
        "lily": "Lily Lockwell", "jimmy_n": "a Spicli, Jimmy", "pay_money": " (1000 $ fizetve)", "pay_npc": " (fizetés: {npc})",
        "pay_fav": " (fizetés: {fav})", "light": "világos", "dark": "sötét",
    },
}


def _lang(lang: str) -> str:
    return "hu" if lang == "hu" else "en"


def _tr(lang: str, key: str, **kw: Any) -> str:
    return T[_lang(lang)][key].format(**kw)


def seat_name(s: AState, seat: int, lang: str) -> str:
    if not 0 <= seat < len(s.players) or not s.players[seat].detective:
        return ("Játékos " if _lang(lang) == "hu" else "Player ") + str(seat + 1)
    return CONTENT.detectives[s.players[seat].detective].name[_lang(lang)]


def loc_name(lid: str, lang: str) -> str:
    return CONTENT.locations[lid].name[_lang(lang)]


def sus_name(sid: str, lang: str) -> str:
    return CONTENT.suspects[sid].name[_lang(lang)]


def deck_name(key: str, lang: str) -> str:
    det, side = key.split(":")
    name = CONTENT.detectives[det].name[_lang(lang)]
    if _lang(lang) == "hu":
        return f"{name} {_tr(lang, side)} paklija"
    return f"{name}'s {_tr(lang, side)} deck"


def filter_words(f: str, lang: str) -> str:
    """A standing order's filter (8.2.1) in words: "only at City Hall", "always", "ask me
    first, only if the target has at least 3 Time", ..."""
    ask, cond = split_ask(f)
    if ask and cond:
        return _tr(lang, "f_ask_if", cond=filter_words(cond, lang))
    kind, arg = filter_parts(f)
    L = _lang(lang)
    if kind == "at":
        return _tr(lang, "f_at", loc=loc_name(arg, lang))
    if kind in ("q", "k"):
        return _tr(lang, f"f_{kind}", q=(QUALITY_NAMES if kind == "q" else TYPE_NAMES)[L][arg])
    return _tr(lang, f"f_{kind}", n=arg)


def npc_name(name: str, lang: str) -> str:
    return CONTENT.npc_hu.get(name, name) if _lang(lang) == "hu" else name


def _actor(s: AState) -> int:
    if s.queue and len(s.queue[0]) > 1 and isinstance(s.queue[0][1], int):
        return s.queue[0][1]
    return s.active


def describe(s: AState, a: Any, lang: str) -> str:
    try:
        return _describe(s, a, lang)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return _tr(lang, "illegal") if not isinstance(a, tuple) else str(a[0])


def _describe(s: AState, a: tuple, lang: str) -> str:
    who = seat_name(s, _actor(s), lang)
    k = a[0]
    L = _lang(lang)
    if k in ("move", "fly", "lead_to", "npc_to", "warrant", "lead"):
        loc = loc_name(a[-1], lang)
        npc = T[L]["lily"] if (s.queue and s.queue[0][-1] == "lily") else T[L]["jimmy_n"]
        return _tr(lang, k, who=who, loc=loc, npc=npc)
    if k in ("draw", "take"):
        return _tr(lang, k, who=who, deck=deck_name(a[1], lang))
    if k in ("discard", "play", "disarm", "respond"):
        return _tr(lang, k, who=who, card=CONTENT.cards[a[1]].name[L])
    if k == "arm":
        card = CONTENT.cards[a[1]].name[L]
        if a[2] in ("", "ask"):
            return _tr(lang, "arm_ask" if a[2] else "arm", who=who, card=card)
        return _tr(lang, "arm_if", who=who, card=card, cond=filter_words(a[2], lang))
    if k == "tactic":
        base = _tr(lang, f"tactic_{a[1]}", who=who)
        head = s.queue[0] if s.queue else ("",)
        if head[0] == "fight":  # the target sees every outcome before choosing (FAQ)
            ops = CONTENT.cards[head[2]].ops[0][1][a[1]]
            return f"{base}: {outcome_words(ops, lang)}"
        return base
    if k == "sac":
        return _tr(lang, k, who=who, card=CONTENT.cards[a[2]].name[L])
    if k == "memory_of":
        return _tr(lang, k, who=who, target=seat_name(s, a[1], lang))
    if k == "ability":
        base = _tr(lang, k, who=who, loc=loc_name(s.players[_actor(s)].location, lang))
        return base + _pay_words(a[2], lang)
    if k == "event":
        return _tr(lang, k, who=who, ev=CONTENT.events[a[1]].name[L])
    if k == "reading":
        return _tr(lang, k, who=who, sus=sus_name(a[1], lang), file=FILE_NAMES[L][a[2]])
    if k == "break":
        return _tr(lang, k, who=who, n=a[1])
    if k == "recover":
        return _tr(lang, k, who=who, mem=CONTENT.memories[a[1]]["name"][L])
    if k in ("flip", "look", "hit", "alibi", "unalibi", "peek"):
        return _tr(lang, k, who=who, sus=sus_name(a[1], lang))
    if k == "place":
        if a[2]:
            return _tr(lang, "place_up", who=who, sus=sus_name(a[1], lang), val=_token_words(s.drawn[0], lang))
        return _tr(lang, "place_down", who=who, sus=sus_name(a[1], lang))
    if k == "keep":
        return _tr(lang, k, who=who)
    if k == "favor":
        return _tr(lang, k, who=who, fav=FAVOR_NAMES[L][a[1]])
    if k == "shift":
        return _tr(lang, "shift_l" if a[2] < 0 else "shift_d", who=who, target=seat_name(s, a[1], lang))
    if k == "bag":
        return _tr(lang, f"bag_{a[2]}", who=who, target=seat_name(s, a[1], lang))
    if k == "put":
        return _tr(lang, k, who=who, r=a[1] + 1, c=a[2] + 1)
    if k in ("det", "hunch", "card", "specific", "first", "memory", "token", "event", "piece"):
        return _chance_words(s, a, lang)
    if k == "plot" and isinstance(a[1], str):
        return _chance_words(s, a, lang)
    if k in T[L]:
        return _tr(lang, k, who=who)
    return str(k)


def _chance_words(s: AState, a: tuple, lang: str) -> str:
    L = _lang(lang)
    head = s.queue[0] if s.queue else ("",)
    seat = head[1] if len(head) > 1 and isinstance(head[1], int) else 0
    who = seat_name(s, seat, lang)
    k = a[0]
    if k == "plot":
        return _tr(lang, "c_plot", who=who, plot=CONTENT.plots[a[1]].name[L])
    if k == "first":
        return _tr(lang, "c_first", who=seat_name(s, a[1], lang))
    if k == "event":
        return _tr(lang, "c_event", ev=CONTENT.events[a[1]].name[L])
    return _tr(lang, {"det": "c_det", "hunch": "c_hunch", "card": "c_card", "specific": "c_specific",
                      "memory": "c_memory", "token": "c_token", "piece": "c_piece"}[k], who=who)


def _pay_words(how: str, lang: str) -> str:
    if not how:
        return ""
    if how == "money":
        return _tr(lang, "pay_money")
    kind, _, name = how.partition(":")
    if kind == "npc":
        return _tr(lang, "pay_npc", npc=npc_name(name, lang))
    return _tr(lang, "pay_fav", fav=FAVOR_NAMES[_lang(lang)][name])


def _token_words(code: Any, lang: str) -> str:
    if code is HIDDEN:
        return "?"
    if code == "W":
        return "-5 (tanú)" if _lang(lang) == "hu" else "-5 (witness)"
    if code == "P":
        return "hamis tanúzás" if _lang(lang) == "hu" else "perjury"
    return str(code)


def label(s: AState, a: Any, lang: str) -> str:
    """Button words for the deciding seat (may show what only it knows)."""
    if isinstance(a, tuple) and a and a[0] == "top_order":
        return ("Sorrend (felül elöl): " if _lang(lang) == "hu" else "Order (top first): ") + \
            ", ".join(_token_words(c, lang) for c in a[1:])
    if isinstance(a, tuple) and a and a[0] == "keep":
        return ("Megtartom: " if _lang(lang) == "hu" else "Keep ") + _token_words(a[1], lang)
    if isinstance(a, tuple) and a and a[0] == "place" and s.drawn:
        up = "felfordítva" if _lang(lang) == "hu" else "face up"
        down = "lefordítva" if _lang(lang) == "hu" else "face down"
        return f"{_token_words(s.drawn[0], lang)} → {sus_name(a[1], lang)} ({up if a[2] else down})"
    words = describe(s, a, lang)
    who = seat_name(s, _actor(s), lang)
    if words.startswith(who + " ") and len(words) > len(who) + 1:  # the button needs no name
        rest = words[len(who) + 1:]
        return rest[:1].upper() + rest[1:]
    return words


def prompt(s: AState, lang: str) -> str:
    if s.over or not s.queue:
        return ""
    head = s.queue[0]
    key = f"p_{head[0]}"
    if head[0] == "act" and time_spent(s):
        key = "p_act_spent"  # spec 4.2: only ending the turn remains
    L = _lang(lang)
    if key not in T[L]:
        return ""
    who = seat_name(s, head[1], lang) if len(head) > 1 and isinstance(head[1], int) else ""
    npc = T[L]["lily"] if head[-1] == "lily" else T[L]["jimmy_n"]
    file = FILE_NAMES[L].get(head[2], "") if len(head) > 2 and isinstance(head[2], str) else ""
    card = CONTENT.cards[head[2]].name[L] if head[0] == "pay" else ""
    target = ""
    if head[0] == "ask":
        target = seat_name(s, head[2], lang)
        if head[3] not in CONTENT.cards:  # another seat's question: its card is secret
            key = "p_ask_hidden"
        else:
            card = CONTENT.cards[head[3]].name[L]
            if ("dark_yes",) not in _legal_ask(s, head):
                key = "p_ask_none"  # asked so that a prompt reveals nothing (ask_me_always_prompts)
    return _tr(lang, key, who=who, t=s.time, npc=npc, file=file, card=card, target=target)


def why_illegal(s: AState, a: Any) -> str:
    """The IllegalAction message (English, for logs and tests): the rule that refuses ``a``."""
    base = T["en"]["illegal"]
    if not isinstance(a, tuple) or not a or not s.queue:
        return base
    head = s.queue[0]
    if head[0] != "act":
        return f"{base} ({a[0]!r} does not answer this decision: {head[0]})"
    reason = _act_reason(s, head[1], a)
    return f"{base[:-1]}: {reason}." if reason else base


def _act_reason(s: AState, seat: int, a: tuple) -> str:
    p = s.players[seat]
    loc = CONTENT.locations.get(p.location)
    kind = a[0]
    if kind == "ability" and loc is not None:
        ab = next((x for x in loc.abilities if len(a) > 1 and x.id == a[1]), None)
        if ab is None:
            return f"{a[1] if len(a) > 1 else '?'} is not an ability of {loc.name['en']}"
        if loc.id in p.used:
            return f"{loc.name['en']}'s ability already used this round"
        if ab.time > s.time:
            return f"it needs {ab.time} Time, {s.time} left"
        return "its cost cannot be paid"
    if kind in ("move", "fly") and len(a) > 1:
        if a[1] not in CONTENT.locations:
            return f"{a[1]!r} is not a location"
        cost = board.entry_cost(p, a[1])
        if kind == "move" and a[1] not in board.ruler_targets(p.location, CONTENT.detectives[p.detective].ruler):
            return f"{CONTENT.locations[a[1]].name['en']} is out of reach of one move"
        if cost > s.time:
            return f"entering {CONTENT.locations[a[1]].name['en']} costs {cost} Time, {s.time} left"
        return ""
    if kind in ("follow", "draw", "discard", "jump", "play") and s.time < 1:
        return "no Time left"
    if kind == "follow":
        return "there is no lead here"
    if kind == "draw":
        return "the hand is full or that deck is empty"
    if kind == "jump":
        return "only at the scene of the crime, and not when your own marker is already there"
    return ""


OUTCOME = {
    "en": {"trauma": "{n} trauma", "time": "{n} Time", "bad": "{n} bad baggage", "money": "${n}",
           "lose_favor": "lose a favor", "else": "{a}, or else {b}"},
    "hu": {"trauma": "{n} trauma", "time": "{n} idő", "bad": "{n} rossz poggyász", "money": "{n} $",
           "lose_favor": "egy szívesség elvesztése", "else": "{a}, ha nem megy: {b}"},
}


def outcome_words(ops: Any, lang: str) -> str:
    L = _lang(lang)
    out = []
    for op in ops:
        k = op[0]
        if k == "else":
            out.append(OUTCOME[L]["else"].format(a=outcome_words((op[1],), lang), b=outcome_words((op[2],), lang)))
        elif k in ("trauma", "bad"):
            out.append(OUTCOME[L][k].format(n=f"+{op[1]}"))
        elif k in ("time", "money"):
            out.append(OUTCOME[L][k].format(n=op[1]))
        else:
            out.append(OUTCOME[L].get(k, k))
    return ", ".join(out)
