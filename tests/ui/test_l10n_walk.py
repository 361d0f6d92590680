"""Issue 8: on a Hungarian screen every string comes from the catalogs or the localized
content. A fresh interpreter walks every scene and both games' tables (menu, picker, setup,
rules, settings, load, a whole game with hovers, refused clicks, pause, game over, the pass
screen) at 1280x720 and 1920x1080, recording every string pygame renders (tests/ui/l10n_walk.py).
No English content name (Waterdeep buildings, quests, Intrigue cards, Lords; Neuroshima
tiles) nor an English face word may appear, and every character must be in the bundled font.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

from tests.ui.l10n_names import english_content_names, leaks
from tests.ui.test_glyphs import _report, missing_glyphs

ROOT = Path(__file__).resolve().parents[2]


@cache
def drawn(lang: str, sizes: str = "1280x720,1920x1080") -> frozenset[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    home = Path(env.get("GAMESHELF_HOME") or "/tmp") / f"l10n-walk-{lang}"
    home.mkdir(parents=True, exist_ok=True)
    env["GAMESHELF_HOME"] = str(home)
    out = subprocess.run([sys.executable, "-m", "tests.ui.l10n_walk", "--lang", lang, "--sizes", sizes],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr[-3000:]
    return frozenset(json.loads(out.stdout))


def test_the_leak_check_can_fail():
    assert "Cliffwatch Inn" in leaks(["Új küldetés a Cliffwatch Inn-ben"]) or leaks(["Cliffwatch Inn"])
    assert leaks(["Player 1 plays Bidding War"])
    assert leaks(["Officer II"]) and not leaks(["Tiszt II", "New York FSZ", "Licitháború"])
    names = english_content_names()
    assert {"Waterdeep Harbor", "Bidding War", "Mirt the Moneylender", "Move", "Officer II"} <= names


def test_hungarian_screens_show_no_english_content_names():
    seen = drawn("hu")
    assert len(seen) > 1000
    # the walk really saw both tables in Hungarian
    for expected in ("Sziklaszirt Fogadó", "Épület Csarnok", "Csata", "1. játékos"):
        assert any(expected in s for s in seen), expected
    found = leaks(seen)
    assert not found, {k: v[:3] for k, v in found.items()}


def test_every_drawn_character_is_in_the_bundled_font():
    seen = drawn("hu")
    missing = missing_glyphs(seen)
    assert not missing, _report(missing)


def test_english_screens_show_no_hungarian_names():
    """Tooltips and faces in one language both ways: nothing Hungarian on an English screen."""
    from game.games.neuroshima.content import TILES
    from game.games.waterdeep.content import NAME_HU

    seen = drawn("en", "1280x720")
    assert any("Cliffwatch Inn" in s for s in seen) and any("Battle" in s for s in seen)
    hungarian = {v for k, v in NAME_HU.items() if v != k} | {t.name_hu for t in TILES.values() if t.name_hu != t.name_en}
    found = leaks(seen, hungarian)
    assert not found, {k: v[:3] for k, v in found.items()}
    accented = sorted(s for s in seen if any(ch in s for ch in "őűŐŰáéíóöúüÁÉÍÓÖÚÜ"))
    assert not accented, accented[:10]
