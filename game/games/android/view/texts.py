"""Words of the Android table (en / hu). Content names come from the engine's content tables."""

from __future__ import annotations

from typing import Any

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
        "city.earth": "New Angeles (Earth)", "city.moon": "Heinlein (the Moon)", "city.stalk": "The Beanstalk", "ev_ability": "Event ability at {loc}: {n} Time", "ev_only": "only {d} may use it", "ev_once": "the first detective to use it ends it", "decks": "Twilight decks", "deck_left": "{n} cards left; lit: draw one (1 Time)", "event_here": "Event: {e}", "ask_banner": "Dark card: {c} on {who}?", "event_deck": "{n} general events still face down", "obsessed_badge": "obsessed", "time_help": "Time left to {who} this turn (the Time sheet, 0-12)", "events": "Events: {e}",
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
        "city.earth": "New Angeles (Föld)", "city.moon": "Heinlein (Hold)", "city.stalk": "A Babszár", "ev_ability": "Eseményképesség itt: {loc}, {n} idő", "ev_only": "csak {d} használhatja", "ev_once": "az első nyomozó, aki használja, véget vet neki", "decks": "Alkonypaklik", "deck_left": "{n} lap maradt; kivilágítva: húzhatsz (1 idő)", "event_here": "Esemény: {e}", "ask_banner": "Sötét lap: {c}, célpont: {who}?", "event_deck": "{n} általános esemény van még lefordítva", "obsessed_badge": "megszállott", "time_help": "{who} ennyi ideje maradt ebben a körben (időlap, 0-12)", "events": "Események: {e}",
        "hunch.guilty": "Titkos: 15 GYP, ha őt ítélik el.", "hunch.innocent": "Titkos: 5 GYP, ha őt nem ítélik el.", "drawn": "Húzott jelződ: {v}", "npc.lily": "Lily Lockwell riporter: aki ide lép, 1 időt fizet az interjúért, és felfordít egy lefordított bizonyítékot; aztán Lily továbbáll.", "npc.jimmy": "Spicli Jimmy: 1 időért az itt álló nyomozó titokban megnézheti egy gyanúsított összes bizonyítékát; aztán Jimmy továbbáll.", "warrant_help": "A saját parancsával ide a szokásos időért léphet be a nyomozó.", "lead_help": "Helyben követheted (1 idő); utána egy másik {t} helyre kerül.", "first": "kezdőjátékos", "climax": "tetőpont", "day.general_event": "a nap végén: általános esemény", "day.plot_resolution": "a nap végén: a szálak fordulnak", "day.specific_event": "a gyilkosság különleges eseménye", "day.week_start": "új hét kezdődik", "day.close": "az utolsó nap végén: az ügy lezárul", "week_day": "{w}. hét, {k}. nap", "nobody": "senkit sem ítélnek el", "convicted": "elítélik: {s}", "discard.weak": "gyenge akta: a legnagyobb jelzője ({v}) kiesik", "discard.strong": "erős akta: a legkisebb jelzője ({v}) kiesik", "guilt": "bűnösség összesen: {n}", "placements": "{n} szabályos hely", "square": "Térképmező: {g}", "bank.corp": "Bank: {n} vállalati szívesség", "bank.political": "Bank: {n} politikai szívesség", "bank.society": "Bank: {n} társasági szívesség", "bank.street": "Bank: {n} utcai szívesség", "bank.alibi": "Bank: {n} alibi", "bank.hit": "Bank: {n} vérdíj", "bank.dropship": "Bank: {n} űrkompjegy", "bank.baggage": "Bank: {n} poggyászjelző", "confirm": "Mehet", "cancel": "Mégse", "no_events": "még nincs esemény", "no_events_now": "egy sincs érvényben", "obsessed": "megszállott (két sejtés, egy gyanúsított)", "event_on": "érvényben", "event_off": "lejárt", "specific": "A gyilkosság különleges eseménye",
        "specific_hidden": "lefordítva a 2. hétig", "ev.title": "Tedd le a húzott bizonyítékot", "ev.drawn": "Húzott jelződ: {v} (csak te tudod)", "ev.file": "A(z) {f} aktába kerül (a nyom fajtája szerint)", "ev.down": "Lefordítva", "ev.up": "Felfordítva", "ev.down_help": "Az értékét csak te (és aki később megnézi) tudod.", "ev.up_help": "Az értékét mindenki látja.", "ev.only_down": "Lefordítva: az esemény másképp nem engedi.", "ev.only_up": "Felfordítva: másképp nem lehet.", "ev.pick": "Kattints a gyanúsítottra, akire kerül:", "ev.strong": "erős akta: a legkisebb kiesik", "ev.weak": "gyenge akta: a legnagyobb kiesik", "ev.normal": "", "close.title": "Az ügy lezárult", "close.strong": "erős aktából kiesik: {v}", "close.weak": "gyenge aktából kiesik: {v}", "close.hide": "A tábla megtekintése", "close.show": "Az ítélet", "close.col.hunches": "Sejtések", "close.col.tokens": "Jinteki, Haas", "close.col.favors": "Szívességek", "close.col.trauma": "Trauma", "close.col.endings": "Szálak vége", "close.col.plots": "Szálak vége", "close.col.conspiracy": "Összeesküvés", "close.col.extras": "Pénz, emlékek", "close.col.total": "GYP", "tab.case": "Ügy", "tab.detectives": "Nyomozók", "tab.puzzle": "Összeesküvés", "tab.orders": "Utasítások",
    },
}


def tr(lang: str, key: str, **fmt: Any) -> str:
    table = WORDS[_lang(lang)]
    return table.get(key, WORDS["en"].get(key, key)).format(**fmt)


EFFECTS: dict[str, dict[str, str]] = {
    "en": {
        "bad.self": "you get {n} bad baggage", "bad.target": "{who} gets {n} bad baggage",
        "cancel": "cancels the action that triggered it", "else": "{a}; if that is not possible: {b}",
        "evidence": "draw {n} evidence for the {f} file", "favor": "gain {n} {f} favor",
        "favor.any": "gain {n} favor of any kind", "lose_favor": "{who} loses {n} {f} favor",
        "lose_favor.any": "{who} loses {n} favor of any kind",
        "fight": "a fight: {who} picks a tactic (fight: {a} · flee: {b} · talk: {c})",
        "flip_last": "the last evidence placed turns face up", "follow_here": "follow up the lead here",
        "good": "{n} good baggage on your plot", "good_if_plot": "{n} more good baggage if your plot is {p}",
        "hit": "put {n} hit on a suspect", "keep_best": "draw {n} evidence and keep the best",
        "look_memory": "look at a Memory card", "money.self": "money {n}", "money.target": "{who}: money {n}",
        "move": "move up to {n} map units", "npc_favor": "{n} favor of {p}",
        "peek": "look at {n} face-down evidence", "peek_pile": "look at the top {n} of the evidence pile",
        "peek_suspect": "look at every evidence on {n} suspect", "remove_alibi": "remove {n} alibi",
        "remove_bad": "remove {n} bad baggage", "reveal": "turn {n} face-down evidence face up",
        "sanity": "sanity {n}", "shift.self": "you shift {n} toward the {side}",
        "shift.target": "{who} shifts {n} toward the {side}", "time.self": "{n} Time", "time.target": "{who}: {n} Time",
        "trauma.self": "you get {n} trauma", "trauma.target": "{who} gets {n} trauma",
        "side.light": "light", "side.dark": "dark", "target": "the target",
        "when.action": "as an action (1 Time)", "when.response": "in response, in your own turn",
        "when.turn_start": "when {who} starts a turn", "when.turn_end": "when {who} ends a turn",
        "when.enter_location": "when {who} enters a place", "when.enter_seedy": "when {who} enters a seedy place",
        "when.enter_ritzy": "when {who} enters a ritzy place",
        "when.enter_restricted": "when {who} enters a restricted place",
        "when.enter_type": "when {who} enters a {t} place", "when.follow_up": "when {who} follows up a lead",
        "when.place_evidence": "when {who} places evidence", "when.play_light": "when {who} plays a light card",
        "when.use_ability": "when {who} uses an ability", "when.draw_card": "when {who} draws a card",
        "when.board_beanstalk": "when {who} boards the Beanstalk", "effect": "Effect: {e}", "when": "Played: {w}",
        "traits": "Traits: {t}", "trait.Fight": "Fight", "trait.Family": "Family", "trait.Psychic": "Psychic",
    },
    "hu": {
        "bad.self": "{n} rossz poggyászt kapsz", "bad.target": "{who} {n} rossz poggyászt kap",
        "cancel": "semmissé teszi a kiváltó akciót", "else": "{a}; ha ez nem lehet: {b}",
        "evidence": "húzz {n} bizonyítékot a(z) {f} aktához", "favor": "kapsz {n} {f} szívességet",
        "favor.any": "kapsz {n} tetszőleges szívességet", "lose_favor": "{who} elveszít {n} {f} szívességet",
        "lose_favor.any": "{who} elveszít {n} tetszőleges szívességet",
        "fight": "harc: {who} taktikát választ (harc: {a} · menekülés: {b} · szóváltás: {c})",
        "flip_last": "az utoljára letett bizonyíték felfordul", "follow_here": "kövesd az itteni nyomot",
        "good": "{n} jó poggyász a száladra", "good_if_plot": "még {n} jó poggyász, ha a szálad: {p}",
        "hit": "tegyél {n} vérdíjat egy gyanúsítottra", "keep_best": "húzz {n} bizonyítékot, a legjobbat tartsd meg",
        "look_memory": "megnézhetsz egy emlékkártyát", "money.self": "pénz {n}", "money.target": "{who}: pénz {n}",
        "move": "léphetsz legfeljebb {n} térképegységet", "npc_favor": "{n} szívesség: {p}",
        "peek": "megnézhetsz {n} lefordított bizonyítékot", "peek_pile": "megnézheted a bizonyítékok felső {n} jelzőjét",
        "peek_suspect": "megnézheted {n} gyanúsított összes bizonyítékát", "remove_alibi": "levehetsz {n} alibit",
        "remove_bad": "levehetsz {n} rossz poggyászt", "reveal": "felfordíthatsz {n} lefordított bizonyítékot",
        "sanity": "épelméjűség {n}", "shift.self": "{n} eltolás {side} felé",
        "shift.target": "{who}: {n} eltolás {side} felé", "time.self": "{n} idő", "time.target": "{who}: {n} idő",
        "trauma.self": "{n} traumát kapsz", "trauma.target": "{who} {n} traumát kap",
        "side.light": "a világos", "side.dark": "a sötét", "target": "a célpont",
        "when.action": "akcióként (1 idő)", "when.response": "válaszként, a saját körödben",
        "when.turn_start": "amikor {who} kezdi a körét", "when.turn_end": "amikor {who} befejezi a körét",
        "when.enter_location": "amikor {who} belép egy helyre", "when.enter_seedy": "amikor {who} lepusztult helyre lép",
        "when.enter_ritzy": "amikor {who} előkelő helyre lép", "when.enter_restricted": "amikor {who} korlátozott helyre lép",
        "when.enter_type": "amikor {who} {t} helyre lép", "when.follow_up": "amikor {who} nyomot követ",
        "when.place_evidence": "amikor {who} bizonyítékot tesz le", "when.play_light": "amikor {who} világos lapot játszik ki",
        "when.use_ability": "amikor {who} képességet használ", "when.draw_card": "amikor {who} lapot húz",
        "when.board_beanstalk": "amikor {who} felszáll a Babszárra", "effect": "Hatás: {e}", "when": "Kijátszás: {w}",
        "traits": "Jellemzők: {t}", "trait.Fight": "Harc", "trait.Family": "Család", "trait.Psychic": "Médium",
    },
}


def effect_words(ops: Any, lang: str, who: str, favors: dict[str, str], files: dict[str, str],
                 plot_name: Any = None, npc_name: Any = None, fighter: bool = False) -> str:
    """A twilight card's effects (its ``ops``) in words; ``who`` names the target detective."""
    E = EFFECTS[_lang(lang)]
    out = []
    for op in ops:
        k, args = op[0], op[1:]
        tgt = "target" if fighter or "target" in args else "self"
        num = next((a for a in args if isinstance(a, int)), 1)
        if k == "else":
            w = [effect_words((args[0],), lang, who, favors, files, plot_name, npc_name, fighter),
                 effect_words((args[1],), lang, who, favors, files, plot_name, npc_name, fighter)]
            out.append(E["else"].format(a=w[0], b=w[1]))
        elif k == "fight" and args and isinstance(args[0], dict):
            t = {key: effect_words(v, lang, who, favors, files, fighter=True) for key, v in args[0].items()}
            out.append(E["fight"].format(who=who, a=t.get("fight", ""), b=t.get("flee", ""), c=t.get("talk", "")))
        elif k in ("bad", "trauma", "time", "money"):
            n = f"{num:+,}" if k == "money" else (f"{num:+d}" if k == "time" else num)
            out.append(E[f"{k}.{tgt}"].format(n=n, who=who))
        elif k == "shift":
            side = E[f"side.{args[1]}"] if len(args) > 1 and f"side.{args[1]}" in E else ""
            out.append(E[f"shift.{'target' if fighter or args[0] == 'target' else 'self'}"].format(n=num, who=who, side=side))
        elif k in ("favor", "lose_favor"):
            kind = args[0] if args else "any"
            key = f"{k}.any" if kind == "any" else k
            out.append(E[key].format(n=num, f=favors.get(kind, kind), who=who))
        elif k == "evidence":
            out.append(E[k].format(n=num, f=files.get(args[0], args[0])))
        elif k == "good_if_plot":
            out.append(E[k].format(n=1, p=plot_name(args[0]) if plot_name else args[0]))
        elif k == "npc_favor":
            out.append(E[k].format(n=num, p=npc_name(args[0]) if npc_name else args[0]))
        elif k == "sanity":
            out.append(E[k].format(n=f"{num:+d}"))
        elif k in E:
            out.append(E[k].format(n=num, who=who))
        else:
            out.append(k.replace("_", " "))
    return "; ".join(out)
