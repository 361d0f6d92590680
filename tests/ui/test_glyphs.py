"""Every character the app may draw exists in the bundled font (no missing-glyph boxes):
both catalogs, every content name and text of both games in both languages, the words on
tile and card faces, the rules references, and log lines of real games.

pygame's freetype module reports a missing glyph as ``None`` in ``get_metrics``; each weight
the app uses (regular, semibold, bold) is checked.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from game.i18n import LANGUAGES, catalog
from game.ui.render import fonts

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "hu")


def _faces() -> tuple[pygame.freetype.Font, ...]:
    """Fresh faces each call: a face cached across tests dies when another test quits pygame."""
    pygame.freetype.init()
    paths = {fonts.font_path(w) for w in ("regular", "semibold", "bold")}
    if None in paths:  # no Source Sans Pro: the app falls back to pygame's own font
        paths = {str(Path(pygame.__file__).parent / pygame.font.get_default_font())}
    return tuple(pygame.freetype.Font(p, 16) for p in sorted(paths))


def missing_glyphs(texts: Iterable[str]) -> dict[str, str]:
    """Character -> one text it occurs in, for every character some bundled weight lacks."""
    out: dict[str, str] = {}
    chars: dict[str, str] = {}
    for t in texts:
        for ch in str(t):
            if ch not in chars and ch not in "\n\r\t":
                chars[ch] = str(t)
    for face in _faces():
        for ch, where in chars.items():
            if ch not in out and face.get_metrics(ch)[0] is None:
                out[ch] = where
    return out


def _report(missing: dict[str, str]) -> str:
    return "; ".join(f"U+{ord(c):04X} {c!r} in {w[:60]!r}" for c, w in missing.items())


def test_the_check_can_fail():
    assert "⚠" in missing_glyphs(["⚠ warning"])  # the sign that used to start refusal lines
    assert not missing_glyphs(["őűŐŰ áéíóöúü — … · → −"])


def test_catalogs_render_in_the_bundled_font():
    texts = [v for lang in LANGUAGES for v in catalog(lang).values()]
    assert len(texts) > 200
    missing = missing_glyphs(texts)
    assert not missing, _report(missing)


def waterdeep_texts() -> list[str]:
    import game.games.waterdeep.cardtext as T
    from game.games.waterdeep import text as WT
    from game.games.waterdeep.content import ALL_QUESTS, BASIC, BUILDINGS, INTRIGUE, LORDS, NAME_HU
    from game.games.waterdeep.view import paint as P

    out: list[str] = [*NAME_HU, *NAME_HU.values(), *P.HU, *P.HU.values()]
    for lang in LANGS:
        out += [T.quest_icon(t, lang) for t in ("Arcana", "Commerce", "Piety", "Skullduggery", "Warfare", "Mandatory")]
        out += [T.cube_letter(c, lang) for c in "CFRW"]
        for q in ALL_QUESTS:
            out += [*T.quest_info(q, lang), WT.local_name(q, lang)]
        for c in INTRIGUE:
            out += T.intrigue_info(c, lang)
        for lo in LORDS:
            out += T.lord_info(lo, lang)
        for b in list(BUILDINGS) + list(BASIC):
            out += T.building_info(b, "Anna", 2, 1, 4, "Béla", lang=lang)
        for key in list(T.PLOT_TEXT) + list(T.SPECIAL_TEXT):
            out.append(T.plot_text(key, lang))
        out += [WT.PROMPTS[k][i] for k in WT.PROMPTS for i in (0, 1)]
    return out


def neuroshima_texts() -> list[str]:
    from game.games.neuroshima import content as C
    from game.games.neuroshima.view import texts as NT
    from game.games.neuroshima.view.info import tile_text

    out: list[str] = [*NT.EN.values(), *NT.HU.values()]
    for table in (NT.FACE_EN, NT.FACE_HU):
        for words in table.values():
            out += words.values()
    for tid, t in C.TILES.items():
        out += [t.name_en, t.name_hu]
        for lang in LANGS:
            title, lines = tile_text(tid, lang)
            out += [title, *lines]
    for army in C.ARMY_NAMES:
        out += [C.army_name(army, lang) for lang in LANGS]
    for pair in C.INSTANT_TEXT.values():
        out += list(pair)
    return out


def test_content_names_and_texts_render_in_the_bundled_font():
    texts = waterdeep_texts() + neuroshima_texts()
    assert len(texts) > 1000
    missing = missing_glyphs(texts)
    assert not missing, _report(missing)


def test_rules_references_render_in_the_bundled_font():
    files = sorted((ROOT / "assets" / "rules").glob("*.md"))
    assert files
    missing = missing_glyphs(p.read_text(encoding="utf-8") for p in files)
    assert not missing, _report(missing)


@pytest.mark.parametrize("game_id", ["waterdeep", "neuroshima"])
def test_log_lines_and_labels_of_random_games_render(game_id):
    """describe() and the button labels of a few random games, in both languages."""
    from game.engine.match import Match
    from game.games import get_game

    game = get_game(game_id)
    texts: list[str] = []
    for seed in range(3):
        m = Match(game, game.spec.min_players, ["random"] * game.spec.min_players, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if m.is_over:
                break
            m.advance()
            if m.is_over:
                break
            before = m.state
            legal = list(m.legal_actions())
            a = rng.choice(legal)
            for lang in LANGS:
                texts.append(game.describe(before, a, lang))
                label = getattr(game, "label", None)
                if label is not None:
                    texts.append(label(before, a, lang))
            m.submit(a)
            log_line = getattr(game, "log_line", None)  # the table's log wording, where the game has one
            for lang in LANGS:
                line = log_line(before, a, m.state, lang) if log_line else None
                if line:
                    texts.append(str(line))
    assert len(texts) > 500
    missing = missing_glyphs(texts)
    assert not missing, _report(missing)
