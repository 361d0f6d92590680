"""Rogue Agent words: every content name and every log line, label and prompt of random games
exists in both languages, renders in the bundled font, names places in words (no grid codes) and
keeps English content names out of Hungarian lines; the rules reference exists in both languages."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.engine.core import CHANCE, TERMINAL
from game.games.rogue_agent import content as K
from tests.games.rogue_agent.helpers import GAME
from tests.ui.test_glyphs import _report, missing_glyphs

ROOT = Path(__file__).resolve().parents[3]
CODES = re.compile(r"\b(T[123]|M[1245]|B[1-5]|HQ)\b")


def content_texts() -> list[str]:
    out: list[str] = []
    for table in (K.EFFECT_NAMES, K.SYNDICATE_NAMES, K.TRACK_NAMES, K.ICON_NAMES, K.SYMBOL_NAMES, K.COLOUR_NAMES,
                  K.POSITION_NAMES, K.PLAYER_COLOUR_NAMES):
        for names in table.values():
            out += list(names.values())
    for t in K.TILES.values():
        out += list(t.name.values())
    for c in K.CARDS.values():
        out += list(c.name.values())
    return out


def _lines(n: int, mode: str, seed: int) -> dict[str, list[str]]:
    rng = random.Random(seed)
    s = GAME.initial_state(n, {"mode": mode})
    out: dict[str, list[str]] = {"en": [], "hu": []}
    while GAME.current_player(s) != TERMINAL:
        if GAME.current_player(s) == CHANCE:
            oc = GAME.chance_outcomes(s)
            a = rng.choices([o for o, _ in oc], [w for _, w in oc])[0]
        else:
            legal = list(GAME.legal_actions(s))
            pick = [x for x in legal if x[0] != "end"]
            a = rng.choice(pick) if pick and rng.random() < 0.85 else rng.choice(legal)
            for lang in out:
                out[lang] += [GAME.label(s, a, lang), GAME.prompt(s, lang)]
        after = GAME.apply(s, a)
        for lang in out:
            line = GAME.log_line(s, a, after, lang)
            if line:
                out[lang].append(line)
        s = after
    return out


@pytest.fixture(scope="module")
def lines() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {"en": [], "hu": []}
    for n, mode, seed in ((2, "agent", 1), (4, "android", 2), (3, "android", 3)):
        got = _lines(n, mode, seed)
        for lang in out:
            out[lang] += got[lang]
    return out


def test_every_content_name_in_both_languages_renders() -> None:
    texts = content_texts()
    assert len(texts) > 150
    missing = missing_glyphs(texts)
    assert not missing, _report(missing)


def test_log_lines_labels_and_prompts_render(lines) -> None:
    texts = lines["en"] + lines["hu"]
    assert len(texts) > 500
    missing = missing_glyphs(texts)
    assert not missing, _report(missing)


def test_places_are_named_in_words(lines) -> None:
    for lang in ("en", "hu"):
        bad = [t for t in lines[lang] if CODES.search(t)]
        assert not bad, bad[:5]


def test_hungarian_lines_carry_no_english_content_names(lines) -> None:
    english = {t.name["en"] for t in K.TILES.values() if t.name["en"] != t.name["hu"]}
    english |= {v["en"] for v in K.SYMBOL_NAMES.values() if v["en"] != v["hu"]}
    english |= {"Player", "Patrol", "Attack", "Search", "criminal"}
    bad = [t for t in lines["hu"] if any(re.search(rf"\b{re.escape(w)}\b", t) for w in english)]
    assert not bad, bad[:5]


def test_rules_reference_in_both_languages() -> None:
    for lang in ("en", "hu"):
        text = (ROOT / "assets" / "rules" / f"rogue_agent.{lang}.md").read_text(encoding="utf-8")
        assert text.startswith("# Rogue Agent")
        assert "mode=" not in text and "A-1" not in text  # no option keys, no spec ids
        missing = missing_glyphs([text])
        assert not missing, _report(missing)


def test_counts_are_worded_for_a_reader():
    """'Player 3 spends 0 ammo', '3 hit(s)', 'turns in 1 criminal(s)' read like a form."""
    from game.engine.match import Match
    from game.games import get_game
    from game.games.rogue_agent.text import T, tr
    for lang in ("en", "hu"):
        assert "(s)" not in tr("r.hits", lang, k=3) + tr("r.hits1", lang, k=1)
    worded = {k for k in T if k.endswith((".0.log", ".1.log", ".n.log"))}
    assert all("(s)" not in T[k]["en"] for k in worded) and "turnin.n.log" in worded
    m = Match.load(Path(__file__).parent / "replays" / "ra_patrol_seed1_3p.jsonl", get_game)
    assert m.steps[30].action == ("ammo", 0)
    before, after = m.states[30], m.states[31]
    assert GAME.log_line(before, ("ammo", 0), after, "en").startswith("Player 3 spends no ammo")
    assert GAME.log_line(before, ("ammo", 0), after, "hu").startswith("3. játékos nem használ el lőszert")
    assert GAME.describe(before, ("ammo", 0), "en") == "Player 3 spends 0 ammo"  # the replay file's text stays
