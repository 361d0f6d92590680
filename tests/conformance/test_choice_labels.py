"""Issue 17: every choice a player reads is an order from the catalogs / the game's text modules.

Random games of each game, every player count, a few seeds: at every decision, the game's
``label(view, action, lang)`` of each legal action (what the strip, a menu or a tooltip title
shows), in English and Hungarian, must be

- non-empty, with a letter in it;
- free of engine words: no snake_case id, no catalog key, no repr (``Action(kind=...)``,
  ``('place', 3)``, ``None``, ``<... object at ...>``);
- not the log line (``describe``): an order ("Recruit 2"), never a report ("recruits 2");
- in English, no first person ("I reroll") and no third-person verb that the log line uses
  ("Rerolls 2 dice" beside "Anna rerolls 2 dice"; the only form decidable without a dictionary);
- different from every other label of the same decision.

Every shipped game is checked (a new game joins ``SHIPPED``). To see what fails for a game
without running the suite: ``python -m tests.conformance.test_choice_labels GAME [PLAYERS] [SEED]``.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from game.engine.core import CHANCE, TERMINAL
from game.games import all_games

GAMES = all_games()
SHIPPED = ("android", "metro2033", "neuroshima", "rogue_agent", "waterdeep")  # not the test fixtures
SEEDS = (11, 12)
LANGS = ("en", "hu")
MAX_PLIES = 20_000

SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
CATALOG_KEY = re.compile(r"\b[a-z]+\.[a-z][a-z_]*(?:\.[a-z0-9_]+)*\b")
REPR = re.compile(r"\b\w+\(\w+=|object at 0x|^\(|[\[{]'|'[\]}]|\bNone\b|\bTrue\b|\bFalse\b|\bHIDDEN\b|^<.*>$")


def english_person_problem(text: str, log_line: str) -> str | None:
    """An English label in the first person ("I reroll") or the third ("Rerolls 2 dice", when the
    log line uses that very word): decidable only there, so only that is checked."""
    words = text.split()
    first = words[0].strip(":,.").casefold() if words else ""
    if first in ("i", "i'll", "i'm"):
        return "the first person, not an order"
    if first.endswith("s") and not first.endswith(("ss", "us", "is")) and first in log_line.casefold().split():
        return f"a third-person report ({words[0]!r}), not an order"
    return None


def label_problem(label: Any, log_line: str, lang: str = "en") -> str | None:
    """Why ``label`` is not a player's order label, or None when it is one."""
    if not isinstance(label, str) or not label.strip():
        return "empty"
    text = label.strip()
    if not any(ch.isalpha() for ch in text):
        return "no words (an id?)"
    for pattern, what in ((SNAKE, "an id"), (CATALOG_KEY, "a catalog key"), (REPR, "a repr")):
        found = pattern.search(text)
        if found:
            return f"{what} ({found.group(0)!r})"
    if log_line and text.casefold() == log_line.strip().casefold():
        return "the log line (describe), not an order"
    return english_person_problem(text, log_line) if lang == "en" else None


def decision_problems(game: Any, state: Any, lang: str) -> list[str]:
    """The label problems of one decision, in one language."""
    seat = game.current_player(state)
    view = game.player_view(state, seat)
    labels: dict[str, Any] = {}
    out: list[str] = []
    for action in game.legal_actions(state):
        try:
            label = game.label(view, action, lang)
        except Exception as exc:  # a label that cannot be made is a problem, not a crash of the walk
            out.append(f"{action!r}: label raised {type(exc).__name__}: {exc}")
            continue
        try:
            log_line = str(game.describe(view, action, lang))
        except Exception:
            log_line = ""
        why = label_problem(label, log_line, lang)
        if why:
            out.append(f"{action!r}: {why}: {label!r}")
            continue
        key = label.strip().casefold()
        if key in labels and labels[key] != action:
            out.append(f"{action!r}: repeats the label {label!r} of {labels[key]!r}")
        labels.setdefault(key, action)
    return out


def decisions(game: Any, players: int, seed: int) -> Iterator[tuple[int, Any]]:
    """(ply, state) of every seat's decision along one random game with default options."""
    rng = random.Random(seed)
    options = {k: o.default for k, o in game.spec.options.items()}
    state = game.initial_state(players, options)
    for ply in range(MAX_PLIES):
        player = game.current_player(state)
        if player == TERMINAL:
            return
        if player == CHANCE:
            outcomes = game.chance_outcomes(state)
            state = game.apply(state, rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
            continue
        yield ply, state
        state = game.apply(state, rng.choice(list(game.legal_actions(state))))


def game_problems(game_id: str, players: int, seed: int, limit: int = 12) -> list[str]:
    game = GAMES[game_id]
    found: list[str] = []
    seen: set[str] = set()
    for ply, state in decisions(game, players, seed):
        for lang in LANGS:
            for p in decision_problems(game, state, lang):
                kind = p.split(": ", 1)[-1][:60]
                if kind in seen:  # one example of each kind of problem is enough to read
                    continue
                seen.add(kind)
                found.append(f"{game_id} {players}p seed {seed} ply {ply} [{lang}] {p}")
                if len(found) >= limit:
                    return found
    return found


def _cases():
    for gid in sorted(g for g in GAMES if g in SHIPPED):
        spec = GAMES[gid].spec
        for n in range(spec.min_players, spec.max_players + 1):
            for seed in SEEDS:
                yield pytest.param(gid, n, seed, id=f"{gid}-{n}p-{seed}")


@pytest.mark.parametrize(("game_id", "players", "seed"), list(_cases()))
def test_every_choice_label_is_an_order_from_the_catalogs(game_id: str, players: int, seed: int) -> None:
    assert hasattr(GAMES[game_id], "label"), f"{game_id} has no label(state, action, lang)"
    problems = game_problems(game_id, players, seed)
    assert not problems, "choice labels a player should not read:\n" + "\n".join(problems)


@pytest.mark.parametrize(("label", "log_line", "bad"), [
    ("Recruit 2 (2 ammo, 2 pig)", "recruits 2", False),
    ("End turn", "Ends the turn", False),
    ("Discard Patrol Car", "Anna discards Patrol Car", False),
    ("Kör vége", "Befejezi a kört", False),
    ("", "x", True),
    ("  ", "x", True),
    ("42", "x", True),
    ("end_turn", "x", True),
    ("Take gold_2", "x", True),
    ("table.end_turn", "x", True),
    ("Action(kind='pass')", "x", True),
    ("('place', 3)", "x", True),
    ("None", "x", True),
    ("ends the turn", "Ends the turn", True),
    ("Rerolls 2 dice", "Anna rerolls 2 dice", True),
    ("I reroll all", "x", True),
    ("Pass", "Anna passes", False),
    ("Focus the attack", "Anna focus", False),
    ("Reroll 2 dice", "Anna rerolls 2 dice", False),
])
def test_the_label_check_tells_an_order_from_engine_words(label: str, log_line: str, bad: bool) -> None:
    assert (label_problem(label, log_line) is not None) == bad


def test_the_walk_finds_a_repeated_label_and_a_log_line() -> None:
    """The decision check itself fails on a label repeated within a decision and on a log line."""

    class Fake:
        def current_player(self, s: Any) -> int:
            return 0

        def player_view(self, s: Any, seat: Any) -> Any:
            return s

        def legal_actions(self, s: Any) -> list[str]:
            return ["a", "b", "c"]

        def label(self, s: Any, a: str, lang: str) -> str:
            return {"a": "Take it", "b": "Take it", "c": "takes c"}[a]

        def describe(self, s: Any, a: str, lang: str) -> str:
            return {"a": "takes a", "b": "takes b", "c": "Takes c"}[a]

    problems = decision_problems(Fake(), None, "en")
    assert any("repeats" in p for p in problems)
    assert any("log line" in p for p in problems)
    assert len(problems) == 2


if __name__ == "__main__":  # python -m tests.conformance.test_choice_labels GAME [PLAYERS] [SEED]
    gid = sys.argv[1]
    spec = GAMES[gid].spec
    counts = [int(sys.argv[2])] if len(sys.argv) > 2 else list(range(spec.min_players, spec.max_players + 1))
    seeds = [int(sys.argv[3])] if len(sys.argv) > 3 else list(SEEDS)
    bad = 0
    for n in counts:
        for seed in seeds:
            for line in game_problems(gid, n, seed, limit=40):
                print(line)
                bad += 1
    print(f"{gid}: {'no problems' if not bad else f'{bad} problems shown'}")
    sys.exit(1 if bad else 0)
