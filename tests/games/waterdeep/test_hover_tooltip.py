"""Issue 8: the table's tooltip for a hovered Waterdeep hand card goes beside the enlarged
card instead of covering it (1280x720 and 1920x1080)."""
from __future__ import annotations

import pygame
import pytest

from game.ui.settings import Settings, save_settings
from tests.ui.helpers import make_app, run_until, step


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_hand_card_tooltip_does_not_cover_the_enlarged_card(size, tmp_path, monkeypatch):
    from game.ui.scenes import table as table_mod

    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="fast"))
    drawn: list[pygame.Rect] = []
    real = table_mod.draw_tooltip

    def spy(surface, text, pos, size_, title=None, max_width=None, avoid=None):
        rect = real(surface, text, pos, size_, title=title, max_width=max_width, avoid=avoid)
        drawn.append(rect)
        return rect

    monkeypatch.setattr(table_mod, "draw_tooltip", spy)
    app = make_app(size=size)
    app.new_match("waterdeep", 3, ["human", "random", "random"], None, 5, {})
    t = app.scenes.top
    # the bots think in their own process, in wall-clock time: run_until waits for them
    run_until(app, lambda: t.match.current_player == 0 and not t.view.busy and t.view.hand, max_frames=80, dt=1 / 60)
    assert t.view.hand, "the viewer holds no card to hover"
    checked = 0
    for _el, r in t.view.hand:
        pos = (r.x + min(12, r.w // 3), r.centery)
        app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        drawn.clear()
        step(app, 2)
        card = t.view.hover_avoid(pos)
        if card is None or not drawn:
            continue
        checked += 1
        assert not drawn[-1].colliderect(card), (drawn[-1], card)
    assert checked
