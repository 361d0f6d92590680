"""--help and the README say what ships: the registered games, no more."""

from __future__ import annotations

from pathlib import Path

from game.cli import _gui_parser
from game.games import REGISTRY

ROOT = Path(__file__).resolve().parent.parent


def test_help_names_exactly_the_games_that_ship():
    text = _gui_parser().format_help()
    for gid in REGISTRY:
        assert f"--game {gid}" in text
    planned = ("waterdeep", "neuroshima", "metro2033", "rogue_agent", "android")
    for unbuilt in [gid for gid in planned if gid not in REGISTRY]:
        assert unbuilt not in text.lower()


def test_readme_intro_says_what_ships():
    intro = (ROOT / "README.md").read_text(encoding="utf-8").split("## ")[0]
    assert "Five published" not in intro
    for game in REGISTRY.values():
        assert game.spec.name.split(" (")[0].split(" with")[0] in intro
    assert "not built" in intro or len(REGISTRY) >= 5
