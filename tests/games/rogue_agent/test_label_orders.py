"""Issue 17: every Rogue Agent choice reads as an order in the imperative, in Hungarian as in
English ("Vásárolj: +2 üzemanyag (1 kredit)", "Tartsd meg a kockákat", "Dobj újra minden
kockát"), never a noun ("Vásárlás: ...", "A kockák megtartása") nor the first person
("Mindet újradobom", "Abbahagyom"), like the other games' Hungarian labels.

The walk takes every decision of random games, agents only (2 players) and with androids (4
players), and reads each legal action's label. Hungarian: the first word (after "Ne") is a
verb in the imperative; its ending says so (-j, -d and the assimilated -zz, -ss, -ts, -sd, or
the third person's -jon/-jen/-jön), and neither of the first two words (before a colon) names
the deed (-ás/-és, -ása/-ése: a place name ending in -d must not pass "Dokknegyed
átkutatása"; the object may be a noun, "a piros robbanás kockát"). The one exception is the shell's "Kör vége" (End turn).
English: the first word is no third-person report ("Rerolls") and no "I"."""

from __future__ import annotations

import random
import re

import pytest

from game.engine.core import CHANCE, TERMINAL
from game.games.rogue_agent.view.texts import t
from tests.games.rogue_agent.helpers import GAME

HU_IMPERATIVE = re.compile(r"(j|d|zz|ss|ts|sz|jon|jen|jön)$")
HU_SHELL = {"Kör vége"}
HU_NOUN = re.compile(r"(ás|és|ása|ése)$")  # a deed named, not ordered: "átkutatása", "Vásárlás"


def hu_problem(label: str) -> str | None:
    words = label.split()
    if label in HU_SHELL or not words:
        return None
    verb = words[1] if words[0] == "Ne" and len(words) > 1 else words[0]
    verb = verb.rstrip(":,")
    if not HU_IMPERATIVE.search(verb):
        return f"{verb!r} is no imperative"
    head = re.split(r"[:(]", label)[0].split()[:2]  # the object may be a noun: "+1 befolyás", "robbanás"
    nouns = [w for w in head if HU_NOUN.search(w)]
    return f"{nouns[0]!r} names the deed" if nouns else None


def en_problem(label: str) -> str | None:
    first = label.split()[0].rstrip(":,") if label.split() else ""
    if first == "I":
        return "first person"
    if first.endswith("s") and not first.endswith("ss"):
        return f"{first!r} reads as a report"
    return None


def labels_of_random_games(players: int, mode: str, seed: int) -> set[tuple[str, str]]:
    rng = random.Random(seed)
    options = {k: o.default for k, o in GAME.spec.options.items()} | {"mode": mode}
    s = GAME.initial_state(players, options)
    out: set[tuple[str, str]] = set()
    for _ in range(20_000):
        seat = GAME.current_player(s)
        if seat == TERMINAL:
            break
        if seat == CHANCE:
            outcomes = GAME.chance_outcomes(s)
            s = GAME.apply(s, rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
            continue
        view = GAME.player_view(s, seat)
        for a in GAME.legal_actions(s):
            out |= {(lang, GAME.label(view, a, lang)) for lang in ("en", "hu")}
        s = GAME.apply(s, rng.choice(list(GAME.legal_actions(s))))
    return out


@pytest.mark.parametrize(("players", "mode", "seed"), [(2, "agent", 3), (4, "android", 4), (3, "android", 5)])
def test_every_label_is_an_order_in_the_imperative(players: int, mode: str, seed: int) -> None:
    bad = []
    for lang, label in sorted(labels_of_random_games(players, mode, seed)):
        why = (hu_problem if lang == "hu" else en_problem)(label)
        if why:
            bad.append(f"[{lang}] {label}: {why}")
    assert not bad, "\n".join(bad[:40])


def test_the_tray_buttons_are_orders_too() -> None:
    for lang, check in (("hu", hu_problem), ("en", en_problem)):
        for label in (t("reroll.all", lang), t("tray.reroll", lang, n=2)):
            assert check(label) is None, label


@pytest.mark.parametrize(("label", "bad"), [
    ("Vásárolj: +2 üzemanyag (1 kredit)", False), ("Tartsd meg a kockákat", False),
    ("Ne költs lőszert", False), ("Járőrözz ide: Dokknegyed", False), ("Kör vége", False),
    ("Csapjon le következőként a Dokknegyed bérgyilkosa", False), ("Szolgáltass be 2 bűnözőt", False),
    ("Vásárlás: +2 üzemanyag (1 kredit)", True), ("A kockák megtartása", True),
    ("Mindet újradobom", True), ("Abbahagyom", True), ("Lőszer nélkül", True), ("Dokknegyed átkutatása", True),
])
def test_the_hungarian_check_tells_an_order_from_a_noun(label: str, bad: bool) -> None:
    assert (hu_problem(label) is not None) == bad


def test_the_hungarian_articles_follow_the_word() -> None:
    from game.games.rogue_agent.text import hu_articles
    assert hu_articles("Támadd meg a(z) 1. bűnözőt") == "Támadd meg az 1. bűnözőt"
    assert hu_articles("Támadd meg a(z) 2. bűnözőt") == "Támadd meg a 2. bűnözőt"
    assert hu_articles("Csapjon le a(z) Esővárosi Kórház bérgyilkosa") == "Csapjon le az Esővárosi Kórház bérgyilkosa"
    assert hu_articles("Tedd a(z) 5. kerületbe") == "Tedd az 5. kerületbe"
    assert hu_articles("Tedd a(z) 10. kerületbe") == "Tedd a 10. kerületbe"
