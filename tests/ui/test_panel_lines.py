"""Player panels break a long count line between its parts instead of cutting it with "…"."""

from __future__ import annotations

import pygame

from game.ui import style
from game.ui.scenes.table import TableScene, pack_panel_lines
from tests.ui.helpers import make_app, step


def test_pack_breaks_only_between_parts():
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    line = "Fuel 2 · Ammo 5 · Evidence 3 · Informants 6 · Custody 0"
    width = font.size("Fuel 2 · Ammo 5 · Evidence 3")[0]
    packed = pack_panel_lines([line, "short"], font, width)
    assert packed[-1] == "short"
    assert " · ".join(packed[:-1]) == line
    assert all(font.size(p)[0] <= width for p in packed)
    assert len(packed) > 2


def test_a_long_panel_line_is_shown_whole(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    app = make_app()
    app.new_match("waterdeep", 2, ["human", "random"], None, 3, {})
    step(app, 2)
    table = app.scenes.find(TableScene)
    long_line = "Stamina 6 · Influence 2 · 0 credits · Fuel 2 · Ammo 5 · Evidence 3 · Informants 6"
    monkeypatch.setattr(table.view, "panel_lines", lambda vs, seat: [long_line])
    table.refresh(animate=False)
    cut: list[str] = []
    real_fit = style.fit_text

    def spy(s, size, width, bold=False):
        out = real_fit(s, size, width, bold)
        if out != s:
            cut.append(s)
        return out

    monkeypatch.setattr(style, "fit_text", spy)
    step(app, 2)
    assert not [c for c in cut if "·" in c], cut
    assert " · ".join(table.panel_text[0]) == long_line and len(table.panel_text[0]) > 1
