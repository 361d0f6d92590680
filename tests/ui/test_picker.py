"""The game picker shows every game's whole name and whole description (nothing cut with "…")."""

from __future__ import annotations

import pytest

from game.games import REGISTRY
from game.ui.render import textfit
from game.ui.scenes.picker import GamePicker
from tests.ui.helpers import make_app, step


@pytest.mark.parametrize("size", [(1280, 720), (960, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("mode", ["new", "rules"])
def test_picker_cards_hold_whole_names_and_descriptions(lang, size, mode, tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    app = make_app(size=size)
    app.settings.lang = lang
    picker = GamePicker(app, mode=mode)
    app.scenes.push(picker)
    step(app, 2)
    assert [gid for _r, gid in picker.cards] == list(REGISTRY)
    textfit.TRUNCATED.clear()
    step(app, 1)
    assert not textfit.TRUNCATED, textfit.TRUNCATED
    for rect, gid in picker.cards:
        title, desc = picker.card_texts(gid, rect.w)
        assert "".join(title).replace("-", "").replace(" ", "") == \
            REGISTRY[gid].spec.localized_name(lang).replace("-", "").replace(" ", "")
        assert picker.card_height(gid, rect.w) <= rect.h
        assert not any(line.endswith("…") for line in title + desc)
    for button, gid in getattr(picker, "campaign_buttons", []):
        assert picker.card_rect(gid).contains(button.rect)
