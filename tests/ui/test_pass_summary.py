"""The pass screen's "Since your last turn" summary: every line a player reads is whole.

Rogue Agent's log lines ("Player 1 lets the assassin at Skyline strike next — an assassin
strikes at Skyline; ...") are wider than the summary box; they must wrap, not end in "…".
When more lines happened than fit, the newest whole lines stay and a line says how many
earlier ones are in the game log.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.match import Match
from game.games import get_game
from game.ui import style
from game.ui.render import textfit
from game.ui.scenes.passscreen import PassScreen
from tests.ui.helpers import make_app, step

SIZES = [(1280, 720), (1920, 1080)]


def _rogue_table(lang: str, size: tuple[int, int]):
    """A 2-human Rogue Agent table after 200 random plies (long assassin and roll lines)."""
    app = make_app(size=size)
    app.settings.lang = lang
    match = Match(get_game("rogue_agent"), 2, ["human", "human"], seed=3)
    rng = random.Random(3)
    for _ in range(200):
        match.advance()
        if match.is_over:
            break
        match.submit(rng.choice(match.legal_actions()), match.current_player)
        match.advance()
    app.start_match(match)
    step(app, 1)
    table = app.scenes.find(type(app.scenes.scenes[1]))
    return app, table


def _drawn_texts(monkeypatch, screen: PassScreen) -> list[tuple[str, pygame.Rect]]:
    """Every text the summary draws, with its rectangle."""
    seen: list[tuple[str, pygame.Rect]] = []
    real = style.blit_text

    def spy(surface, s, size, colour, pos, anchor="topleft", bold=False, max_width=None):
        rect = real(surface, s, size, colour, pos, anchor, bold, max_width)
        seen.append((style.fit_text(s, size, max_width, bold) if max_width else s, rect))
        return rect

    monkeypatch.setattr(style, "blit_text", spy)
    screen.draw_content(pygame.Surface(screen.size))
    return seen


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("size", SIZES)
def test_long_log_lines_wrap_whole_newest_kept_and_earlier_counted(monkeypatch, lang, size):
    app, table = _rogue_table(lang, size)
    # one entry per line: a step told on several lines (the City phase) is several entries
    entries = [part for x in table.log_lines if x for part in x.split("\n") if part.strip()]
    entries.append(max(entries, key=len))  # the newest entry is one that wraps
    font = style.font(style.fs(16, size))
    screen = PassScreen(app, table, 0)
    screen.layout(size)
    screen.summary = entries  # more than fits, many wider than the box
    assert any(font.size(e)[0] > screen._summary_width() for e in entries), "the test needs over-wide lines"
    textfit.TRUNCATED.clear()
    f, kept, earlier = screen.summary_layout()
    assert earlier > 0 and kept, "too many lines for the box: some must be left out"
    assert earlier + len(kept) == len(entries)
    # the newest entries, each complete (joined back from its wrapped lines) and in order (an entry
    # the game words on several lines, Rogue's City phase, keeps its line breaks as lines)
    assert [textfit.joined(lines) for lines in kept] == [e.replace("\n", " ") for e in entries[-len(kept):]]
    assert any(len(lines) > 1 for lines in kept), "a long line wraps onto a second line"
    texts = _drawn_texts(monkeypatch, screen)
    drawn = [s for s, _ in texts]
    assert not any("…" in s for s in drawn), [s for s in drawn if "…" in s]
    assert screen.t("pass.earlier", n=earlier) in drawn
    assert str(earlier) in screen.t("pass.earlier", n=earlier)
    box_right = (size[0] + screen._summary_width()) // 2 + style.px(2, size)
    assert all(r.right <= box_right for _, r in texts[1:]), "every summary line inside the box"
    assert all(r.bottom <= size[1] for _, r in texts), "nothing below the window"
    assert not textfit.TRUNCATED


@pytest.mark.parametrize("size", SIZES)
def test_short_summary_shows_everything_without_an_earlier_line(monkeypatch, size):
    app, table = _rogue_table("en", size)
    screen = PassScreen(app, table, 0)
    screen.layout(size)
    screen.summary = ["Roll: black credits, black amplify, green 2 fuel, green 2 fuel", "Player 2 ends the turn"]
    f, kept, earlier = screen.summary_layout()
    assert earlier == 0 and [textfit.joined(k) for k in kept] == screen.summary
    drawn = [s for s, _ in _drawn_texts(monkeypatch, screen)]
    assert not any(s.startswith("+") for s in drawn)


def test_newest_whole_keeps_newest_and_reserves_a_line_for_the_count():
    pygame.font.init()
    font = style.font(16)
    width = font.size("word " * 6)[0]
    entries = [f"entry {i}" + " word" * 10 for i in range(6)]  # 2+ lines each
    kept, earlier = textfit.newest_whole(entries, font, width, room=7)
    assert earlier == 6 - len(kept) and earlier > 0
    assert sum(len(k) for k in kept) <= 6, "one line of room stays for the count"
    assert [textfit.joined(k) for k in kept] == entries[-len(kept):]
    everything, none_left = textfit.newest_whole(entries[:1], font, width, room=7)
    assert none_left == 0 and len(everything) == 1
