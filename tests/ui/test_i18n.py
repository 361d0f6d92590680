"""Both catalogs have the same keys, every key the code uses exists, Hungarian is real."""

from __future__ import annotations

import re
from pathlib import Path

from game.engine.match import SEAT_KINDS
from game.i18n import catalog, tr
from game.ui.settings import AI_TURNS, ANIM_SPEEDS

ROOT = Path(__file__).resolve().parents[2]
CODE = [p for p in (ROOT / "game" / "ui").rglob("*.py") if "render" not in p.parts] + [
    ROOT / "game" / "games" / "duel" / "view.py"
]


def test_catalogs_have_the_same_keys():
    en, hu = catalog("en"), catalog("hu")
    assert en and hu
    assert set(en) == set(hu), sorted(set(en) ^ set(hu))


def test_every_key_used_in_code_exists():
    en = catalog("en")
    prefixes = {k.split(".")[0] for k in en}
    pattern = re.compile(r"[\"']((?:{})\.[a-z0-9_]+)[\"']".format("|".join(sorted(prefixes))))
    used = set()
    for path in CODE:
        used.update(pattern.findall(path.read_text(encoding="utf-8")))
    assert len(used) > 100
    missing = sorted(k for k in used if k not in en and not k.endswith("_"))  # "x_" + name: checked below
    assert not missing, missing
    for kind in SEAT_KINDS:
        assert "seat." + kind.replace(":", "_") in en
    for speed in ANIM_SPEEDS:
        assert f"settings.anim_{speed}" in en
    for mode in AI_TURNS:
        assert f"settings.ai_{mode}" in en


def test_hungarian_is_hungarian_and_formats():
    hu = catalog("hu")
    joined = " ".join(hu.values())
    assert "ő" in joined and "ű" in joined
    assert tr("table.turn", "hu", name="Anna") == "Anna következik"
    assert tr("table.turn", "en", name="Anna") == "Anna's turn"
    assert tr("no.such.key", "hu") == "no.such.key"
