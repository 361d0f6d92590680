"""Words of the Android table (en / hu). Content names come from the engine's content tables."""

from __future__ import annotations

from typing import Any

from game.games.android.effects_text import EFFECTS, effect_words
from game.games.android.text import _lang

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "calendar": "Day {d} of {n}", "today": "today", "week": "Week {w}", "suspects": "Suspects",
        "hand": "Your hunches and hand", "hunches": "Your hunches", "guilty": "Guilty: {s}", "innocent": "Innocent: {s}",
        "actions": "Actions", "click_map": "Lit places on the map are legal moves (click one, then again to go).",
        "time": "Time {n}", "twilight": "Twilight {n:+d}", "favors": "Favors {c}/{p}/{so}/{st}",
        "trauma": "Trauma {n}", "cards": "Cards {n}", "plot": "Plot: {p} (good {g}, bad {b})",
        "hits": "hits {n}", "alibis": "alibis {n}", "dead": "dead", "tokens": "{n} evidence",
        "type": "Type: {t}", "quality": "Quality: {q}", "district": "District: {d}", "restricted": "Restricted (3 Time without a warrant)",
        "here": "Here: {who}", "lead_here": "Lead: {k} file", "cost": "{n} Time", "route": "Route: {a} → {b}, {n} Time",
        "fit": "Fit", "over": "Game over", "light_card": "Light card, costs {n} twilight", "dark_card": "Dark card, costs {n} twilight",
        "timing": "Played: {t}", "traits": "Traits: {t}", "unknown_token": "face down", "token_known": "you know: {v}",
        "placed_by": "placed by {who}", "file": "{f} file", "crime": "Scene of the crime", "npc": "{n} stands here",
        "strong": "Strong file: {f}", "weak": "Weak file: {f}", "normal": "Normal file: {f}",
        "warrant": "Warrant of {who}", "puzzle": "Conspiracy puzzle: {n} pieces placed", "more": "more below",
        "armed": "armed", "orders": "Standing orders: {n}", "no_actions": "Waiting for the other detectives.",
        "dropship": "by dropship", "memory": "Memory card",
        "type.civic": "civic", "type.business": "business", "type.nightlife": "nightlife",
        "type.religious": "religious", "type.residential": "residential",
        "quality.ritzy": "ritzy", "quality.normal": "normal", "quality.seedy": "seedy",
        "timing.action": "as an action", "timing.response": "in response", "timing.trigger": "when its trigger happens",
        "you": "you",
        "bag": "baggage {g}+/{b}−", "sanity": "sanity {n}", "money": "${n}", "mood.bad": "bad mood",
        "mood.good": "good mood", "directives": "directives {d}", "recovered": "memories {n}",
        "wrapped": "wrapped up in himself", "ruler": "ruler {n}", "limit": "hand {n}/{m}",
        "favors_long": "Favors: corp {c}, political {p}, society {so}, street {st}",
        "ending": "Ending: {e} ({v} VP)", "tokens_line": "Jinteki {j} · Haas {h} · conspiracy {c} · dropship {d} · warrants {w}",
        "pile.shift": "shift {n}", "pile.favor": "favor {n}", "pile.baggage": "baggage {n}",
        "lines_done": "{n} lines complete", "cell": "Row {r}, column {c}", "cell_legal": "{n} legal ways to place the piece here (click to turn)",
        "centre_piece": "The glued centre piece", "bonus.hit": "a hit", "bonus.move_lead": "move a lead",
        "bonus.dropship": "a dropship pass", "bonus.extra_piece": "another piece", "bonus.none": "no bonus",
        "piece": "{p} piece, bonus: {b}", "links": "{n} links", "reward.favor": "per link: {n} {f} favor",
        "reward.token": "per link: {n} token", "reward.trauma": "per link: trauma {n}",
        "reward.sad_ending": "per link: a sad ending ({n} VP)", "reward.happy_ending": "per link: a happy ending (+{n} VP)",
        "reward.innocent_hunch": "per link: {n} VP for the innocent hunch",
        "orders_help": "Dark cards you play in others' turns, set in advance (secret).",
        "no_dark": "You hold no dark card.", "disarmed": "not armed", "filter.plain": "armed",
        "filter.ask": "armed, ask me first", "armed_if": "armed, {cond}",
        "disarm_btn": "Disarm", "arm.plain": "Arm", "arm.ask": "Ask me",
        "fkind.": "Always", "fkind.t": "Time at least", "fkind.u": "Time at most", "fkind.q": "Place quality",
        "fkind.k": "Place type", "fkind.at": "Place", "fstep.kind": "Kind of condition (click to step)",
        "fstep.value": "Value of the condition (click to step)", "fpick_map": "…or click a place on the map",
        "city.earth": "New Angeles (Earth)", "city.moon": "Heinlein (the Moon)", "city.stalk": "The Beanstalk", "ev_ability": "Event ability at {loc}: {n} Time", "ev_only": "only {d} may use it", "ev_once": "the first detective to use it ends it", "decks": "Twilight decks", "deck_left": "{n} cards left; lit: draw one (1 Time)", "event_here": "Event: {e}", "ask_banner": "Dark card: {c} on {who}?", "event_deck": "{n} general events still face down", "obsessed_badge": "obsessed", "time_help": "Time left to {who} this turn (the Time sheet, 0-12)", "time_over": "All his Time is spent: his turn is over, only ending it remains (not even an action that costs 0 Time).", "events": "Events: {e}",
        "hunch.guilty": "Secret: 15 VP if this suspect is convicted.", "hunch.innocent": "Secret: 5 VP if this suspect is not convicted.", "drawn": "You drew: {v}", "npc.lily": "Lily Lockwell, reporter: a detective who enters here pays 1 Time for an interview and turns one face-down evidence token face up; then she moves on.", "npc.jimmy": "Jimmy the Snitch: for 1 Time a detective here may look at all the evidence on one suspect, in secret; then Jimmy moves on.", "warrant_help": "A detective with his own warrant here enters for the normal Time.", "lead_help": "Follow it up on the spot (1 Time); it moves to another {t} location.", "first": "first player", "climax": "climax", "day.general_event": "end of day: a general event", "day.plot_resolution": "end of day: plots are resolved", "day.specific_event": "the murder's special event", "day.week_start": "a new week starts", "day.close": "end of the last day: the case is closed", "week_day": "Week {w}, day {k}", "nobody": "no one is convicted", "convicted": "convicted: {s}", "discard.weak": "weak file: its highest token ({v}) is discarded", "discard.strong": "strong file: its lowest token ({v}) is discarded", "guilt": "guilt total: {n}", "placements": "{n} legal placements", "square": "Map square {g}", "bank.corp": "Bank: {n} corp favors", "bank.political": "Bank: {n} political favors", "bank.society": "Bank: {n} society favors", "bank.street": "Bank: {n} street favors", "bank.alibi": "Bank: {n} alibis", "bank.hit": "Bank: {n} hits", "bank.dropship": "Bank: {n} dropship passes", "bank.baggage": "Bank: {n} baggage tokens", "confirm": "Confirm", "cancel": "Cancel", "no_events": "no event yet", "no_events_now": "none in effect", "obsessed": "obsessed (both hunches name one suspect)", "event_on": "in effect", "event_off": "over", "specific": "The murder's special event",
        "specific_hidden": "face down until week 2", "ev.title": "Place the evidence you drew", "ev.drawn": "You drew {v} (only you know it)", "ev.file": "It goes into the {f} file (the lead's kind)", "ev.down": "Face down", "ev.up": "Face up", "ev.down_help": "Only you (and who looks later) know its value.", "ev.up_help": "Everyone sees its value.", "ev.only_down": "Face down: the event allows no other way.", "ev.only_up": "Face up: no other way is allowed.", "ev.pick": "Click the suspect it goes on:", "ev.strong": "strong file: his lowest is discarded", "ev.weak": "weak file: his highest is discarded", "ev.normal": "", "close.title": "The case is closed", "close.strong": "strong file drops {v}", "close.weak": "weak file drops {v}", "close.hide": "View the board", "close.show": "Show the verdict", "close.col.hunches": "Hunches", "close.col.tokens": "Jinteki, Haas", "close.col.favors": "Favors", "close.col.trauma": "Trauma", "close.col.endings": "Plot endings", "close.col.plots": "Plot endings", "close.col.conspiracy": "Conspiracy", "close.col.extras": "Money, memories", "close.col.total": "VP", "tab.case": "Case", "tab.detectives": "Detectives", "tab.puzzle": "Conspiracy", "tab.orders": "Orders",
    },
    "hu": {
        "calendar": "{d}. nap / {n}", "today": "ma", "week": "{w}. hét", "suspects": "Gyanúsítottak",
        "hand": "Sejtéseid és lapjaid", "hunches": "A sejtéseid", "guilty": "Bűnös: {s}", "innocent": "Ártatlan: {s}",
        "actions": "Akciók", "click_map": "A térkép kivilágított helyeire léphetsz (kattints, majd újra az induláshoz).",
        "time": "Idő {n}", "twilight": "Alkony {n:+d}", "favors": "Szívesség {c}/{p}/{so}/{st}",
        "trauma": "Trauma {n}", "cards": "Lapok {n}", "plot": "Szál: {p} (jó {g}, rossz {b})",
        "hits": "vérdíj {n}", "alibis": "alibi {n}", "dead": "halott", "tokens": "{n} bizonyíték",
        "type": "Típus: {t}", "quality": "Minőség: {q}", "district": "Kerület: {d}", "restricted": "Korlátozott (parancs nélkül 3 idő)",
        "here": "Itt áll: {who}", "lead_here": "Nyom: {k} akta", "cost": "{n} idő", "route": "Útvonal: {a} → {b}, {n} idő",
        "fit": "Egész", "over": "Vége a játéknak", "light_card": "Világos lap, ára {n} alkony", "dark_card": "Sötét lap, ára {n} alkony",
        "timing": "Kijátszás: {t}", "traits": "Jellemzők: {t}", "unknown_token": "lefordítva", "token_known": "tudod: {v}",
        "placed_by": "letette: {who}", "file": "{f} akta", "crime": "A bűntény helyszíne", "npc": "Itt van: {n}",
        "strong": "Erős akta: {f}", "weak": "Gyenge akta: {f}", "normal": "Közepes akta: {f}",
        "warrant": "{who} parancsa", "puzzle": "Összeesküvés-kirakó: {n} darab a helyén", "more": "lejjebb még",
        "armed": "élesítve", "orders": "Állandó utasítások: {n}", "no_actions": "A többi nyomozóra vársz.",
        "dropship": "űrkomppal", "memory": "Emlékkártya",
        "type.civic": "közösségi", "type.business": "üzleti", "type.nightlife": "éjszakai",
        "type.religious": "vallási", "type.residential": "lakó",
        "quality.ritzy": "előkelő", "quality.normal": "átlagos", "quality.seedy": "lepusztult",
        "timing.action": "akcióként", "timing.response": "válaszként", "timing.trigger": "amikor a kiváltó esemény bekövetkezik",
        "you": "te",
        "bag": "poggyász {g}+/{b}−", "sanity": "épelméjűség {n}", "money": "{n} $", "mood.bad": "rossz kedv",
        "mood.good": "jó kedv", "directives": "direktívák {d}", "recovered": "emlékek {n}",
        "wrapped": "magába zárkózott", "ruler": "vonalzó {n}", "limit": "kéz {n}/{m}",
        "favors_long": "Szívességek: vállalati {c}, politikai {p}, társasági {so}, utcai {st}",
        "ending": "Befejezés: {e} ({v} GYP)", "tokens_line": "Jinteki {j} · Haas {h} · összeesküvés {c} · űrkomp {d} · parancs {w}",
        "pile.shift": "tolás {n}", "pile.favor": "szívesség {n}", "pile.baggage": "poggyász {n}",
        "lines_done": "{n} kész sor", "cell": "{r}. sor, {c}. oszlop", "cell_legal": "{n} szabályos módon teheted ide (kattintás: forgatás)",
        "centre_piece": "A beragasztott középső darab", "bonus.hit": "vérdíj", "bonus.move_lead": "nyom mozgatása",
        "bonus.dropship": "űrkompjegy", "bonus.extra_piece": "újabb darab", "bonus.none": "nincs bónusz",
        "piece": "{p} darab, bónusz: {b}", "links": "{n} kapcsolat", "reward.favor": "kapcsolatonként: {n} {f} szívesség",
        "reward.token": "kapcsolatonként: {n} jelző", "reward.trauma": "kapcsolatonként: trauma {n}",
        "reward.sad_ending": "kapcsolatonként: szomorú befejezés ({n} GYP)", "reward.happy_ending": "kapcsolatonként: boldog befejezés (+{n} GYP)",
        "reward.innocent_hunch": "kapcsolatonként: {n} GYP az ártatlan sejtésért",
        "orders_help": "Sötét lapok mások körére, előre beállítva (titkos).",
        "no_dark": "Nincs sötét lapod.", "disarmed": "nincs élesítve", "filter.plain": "élesítve",
        "filter.ask": "élesítve, előbb kérdezz", "armed_if": "élesítve, {cond}",
        "disarm_btn": "Kikapcsol", "arm.plain": "Élesít", "arm.ask": "Kérdezz",
        "fkind.": "Mindig", "fkind.t": "Legalább ennyi idő", "fkind.u": "Legfeljebb ennyi idő",
        "fkind.q": "A hely minősége", "fkind.k": "A hely típusa", "fkind.at": "Hely",
        "fstep.kind": "A feltétel fajtája (kattintásra lép)", "fstep.value": "A feltétel értéke (kattintásra lép)", "fpick_map": "…vagy kattints egy helyre a térképen",
        "city.earth": "New Angeles (Föld)", "city.moon": "Heinlein (Hold)", "city.stalk": "A Babszár", "ev_ability": "Eseményképesség itt: {loc}, {n} idő", "ev_only": "csak {d} használhatja", "ev_once": "az első nyomozó, aki használja, véget vet neki", "decks": "Alkonypaklik", "deck_left": "{n} lap maradt; kivilágítva: húzhatsz (1 idő)", "event_here": "Esemény: {e}", "ask_banner": "Sötét lap: {c}, célpont: {who}?", "event_deck": "{n} általános esemény van még lefordítva", "obsessed_badge": "megszállott", "time_help": "{who} ennyi ideje maradt ebben a körben (időlap, 0-12)", "time_over": "Minden ideje elfogyott: véget ért a köre, csak a befejezése maradt (0 időbe kerülő akció sem).", "events": "Események: {e}",
        "hunch.guilty": "Titkos: 15 GYP, ha őt ítélik el.", "hunch.innocent": "Titkos: 5 GYP, ha őt nem ítélik el.", "drawn": "Húzott jelződ: {v}", "npc.lily": "Lily Lockwell riporter: aki ide lép, 1 időt fizet az interjúért, és felfordít egy lefordított bizonyítékot; aztán Lily továbbáll.", "npc.jimmy": "Spicli Jimmy: 1 időért az itt álló nyomozó titokban megnézheti egy gyanúsított összes bizonyítékát; aztán Jimmy továbbáll.", "warrant_help": "A saját parancsával ide a szokásos időért léphet be a nyomozó.", "lead_help": "Helyben követheted (1 idő); utána egy másik {t} helyre kerül.", "first": "kezdőjátékos", "climax": "tetőpont", "day.general_event": "a nap végén: általános esemény", "day.plot_resolution": "a nap végén: a szálak fordulnak", "day.specific_event": "a gyilkosság különleges eseménye", "day.week_start": "új hét kezdődik", "day.close": "az utolsó nap végén: az ügy lezárul", "week_day": "{w}. hét, {k}. nap", "nobody": "senkit sem ítélnek el", "convicted": "elítélik: {s}", "discard.weak": "gyenge akta: a legnagyobb jelzője ({v}) kiesik", "discard.strong": "erős akta: a legkisebb jelzője ({v}) kiesik", "guilt": "bűnösség összesen: {n}", "placements": "{n} szabályos hely", "square": "Térképmező: {g}", "bank.corp": "Bank: {n} vállalati szívesség", "bank.political": "Bank: {n} politikai szívesség", "bank.society": "Bank: {n} társasági szívesség", "bank.street": "Bank: {n} utcai szívesség", "bank.alibi": "Bank: {n} alibi", "bank.hit": "Bank: {n} vérdíj", "bank.dropship": "Bank: {n} űrkompjegy", "bank.baggage": "Bank: {n} poggyászjelző", "confirm": "Mehet", "cancel": "Mégse", "no_events": "még nincs esemény", "no_events_now": "egy sincs érvényben", "obsessed": "megszállott (két sejtés, egy gyanúsított)", "event_on": "érvényben", "event_off": "lejárt", "specific": "A gyilkosság különleges eseménye",
        "specific_hidden": "lefordítva a 2. hétig", "ev.title": "Tedd le a húzott bizonyítékot", "ev.drawn": "Húzott jelződ: {v} (csak te tudod)", "ev.file": "A(z) {f} aktába kerül (a nyom fajtája szerint)", "ev.down": "Lefordítva", "ev.up": "Felfordítva", "ev.down_help": "Az értékét csak te (és aki később megnézi) tudod.", "ev.up_help": "Az értékét mindenki látja.", "ev.only_down": "Lefordítva: az esemény másképp nem engedi.", "ev.only_up": "Felfordítva: másképp nem lehet.", "ev.pick": "Kattints a gyanúsítottra, akire kerül:", "ev.strong": "erős akta: a legkisebb kiesik", "ev.weak": "gyenge akta: a legnagyobb kiesik", "ev.normal": "", "close.title": "Az ügy lezárult", "close.strong": "erős aktából kiesik: {v}", "close.weak": "gyenge aktából kiesik: {v}", "close.hide": "A tábla megtekintése", "close.show": "Az ítélet", "close.col.hunches": "Sejtések", "close.col.tokens": "Jinteki, Haas", "close.col.favors": "Szívességek", "close.col.trauma": "Trauma", "close.col.endings": "Szálak vége", "close.col.plots": "Szálak vége", "close.col.conspiracy": "Összeesküvés", "close.col.extras": "Pénz, emlékek", "close.col.total": "GYP", "tab.case": "Ügy", "tab.detectives": "Nyomozók", "tab.puzzle": "Összeesküvés", "tab.orders": "Utasítások",
    },
}


def tr(lang: str, key: str, **fmt: Any) -> str:
    table = WORDS[_lang(lang)]
    return table.get(key, WORDS["en"].get(key, key)).format(**fmt)


__all__ = ["EFFECTS", "WORDS", "effect_words", "tr"]
