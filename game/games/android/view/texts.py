"""Words of the Android table (en / hu). Content names come from the engine's content tables."""

from __future__ import annotations

from typing import Any

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "calendar": "Day {d} of {n}", "today": "today", "week": "Week {w}", "suspects": "Suspects",
        "hand": "Your hand", "hunches": "Your hunches", "guilty": "Guilty: {s}", "innocent": "Innocent: {s}",
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
    },
    "hu": {
        "calendar": "{d}. nap / {n}", "today": "ma", "week": "{w}. hét", "suspects": "Gyanúsítottak",
        "hand": "A kezed", "hunches": "A sejtéseid", "guilty": "Bűnös: {s}", "innocent": "Ártatlan: {s}",
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
    },
}


def tr(lang: str, key: str, **fmt: Any) -> str:
    table = WORDS["hu" if lang == "hu" else "en"]
    return table.get(key, WORDS["en"].get(key, key)).format(**fmt)
