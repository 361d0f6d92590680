"""Every decision of real Rogue Agent games, on the real table at 1280x720 (and 1920x1080) in English
and Hungarian:
the prompt and every action button fit the strip side by side (no button over the prompt, none
off the window), nothing the view draws is cut (``textfit.TRUNCATED`` stays empty), and a location's
small menu fits the board."""

from __future__ import annotations

import random

import pytest

from game.engine.match import Match
from game.games.rogue_agent.rules import RogueAgentGame
from game.games.rogue_agent.view import paint as P
from game.ui import style
from game.ui.render import textfit
from tests.ui.helpers import make_app

GAME = RogueAgentGame()


def check_table(table, lang: str) -> list[str]:
    """What does not fit at this decision (empty: all fits)."""
    size = table.size
    r = table.strip
    pad = style.px(16, size)
    x = r.x + pad + 2 * max(6, min(style.px(18, size), r.h // 3)) + style.px(14, size)
    bad = []
    buttons = table.choice_buttons
    if buttons:
        left = min(b.rect.x for b in buttons)
        if left < r.x or max(b.rect.right for b in buttons) > r.right:
            bad.append(f"buttons off the strip: {[b.text for b in buttons]}")
        room = left - pad - x
        for b in buttons:
            if style.font(b.font_size, True).size(b.text)[0] > b.rect.w - 12:
                bad.append(f"label cut: {b.text}")
    else:
        room = r.right - pad - x
    if style.font(style.fs(21, size), True).size(table.prompt)[0] > room:
        bad.append(f"prompt cut: {table.prompt!r} beside {[b.text for b in buttons]}")
    view = table.view
    s = view.state
    for pos in view.L.tiles:
        acts = view.choices.tile_actions(s, pos)
        if len(acts) > 1:
            labels = [view._label(a) for a in acts]
            w = max(style.font(view.L.fs(15)).size(x)[0] for x in labels) + view.L.px(24)
            if w > view.rect.w:
                bad.append(f"menu wider than the board: {labels}")
    return bad


@pytest.mark.parametrize("lang,mode,seed,size", [("en", "agent", 1, (1280, 720)), ("hu", "android", 2, (1280, 720)),
                                                 ("hu", "agent", 3, (1280, 720)), ("en", "android", 4, (1280, 720)),
                                                 ("hu", "android", 5, (1920, 1080))])
def test_every_decisions_prompt_and_buttons_fit_the_strip(lang, mode, seed, size):
    app = make_app(size=size)
    app.settings.lang = lang
    m = Match(GAME, 3, ["human"] * 3, None, {"mode": mode}, seed)
    app.start_match(m)
    table = app.scenes.top
    rng = random.Random(seed)
    textfit.TRUNCATED.clear()
    P.TEXT_LOG = set()
    problems: list[str] = []
    decisions = 0
    try:
        while decisions < 400:
            m.advance()
            if m.is_over:
                break
            cp = m.current_player
            table.viewer = cp  # as after the pass screen
            table.refresh(animate=False)
            if decisions % 3 == 0:
                table.draw(app.screen)
            problems += check_table(table, lang)
            m.submit(rng.choice(m.legal_actions()), cp)
            decisions += 1
        cut = {w for w, _size in P.TEXT_LOG if "…" in w}
    finally:
        P.TEXT_LOG = None
        app.close()
    assert decisions > 40
    assert not problems, problems[:5]
    assert not cut, sorted(cut)[:5]
    assert not textfit.TRUNCATED, sorted(textfit.TRUNCATED)[:5]
