"""The shared text fitting: breaks at spaces, hyphenates words that must break, shrinks to
the 14 px floor before cutting, and reports what it had to cut."""

from __future__ import annotations

import pygame
import pytest

from game.ui import style
from game.ui.render import textfit
from game.ui.render.fonts import get_font, wrap_text


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def test_wrap_breaks_at_spaces_only_when_words_fit():
    f = get_font(14, True)
    width = f.size("Defend the Tower")[0] + 2
    lines = textfit.wrap("Defend the Tower of Luck and more", f, width)
    assert all(f.size(ln)[0] <= width for ln in lines)
    assert " ".join(lines) == "Defend the Tower of Luck and more"
    assert lines[0] == "Defend the Tower"


def test_an_over_long_word_breaks_with_a_hyphen():
    f = get_font(14, True)
    width = f.size("Bladesing")[0]
    lines = textfit.wrap("Hire Bladesingers now", f, width)
    broken = [ln for ln in lines if ln.endswith("-")]
    assert broken, lines  # the word was broken, and visibly so
    assert all(f.size(ln)[0] <= width for ln in lines)
    assert all(len(ln.rstrip("-")) >= 2 for ln in lines)
    assert textfit.joined(lines) == "Hire Bladesingers now"
    # the older helpers use the same rule
    assert wrap_text("Hire Bladesingers now", f, width) == lines
    assert style.wrap("Hire Bladesingers now", 14, width, bold=True) == lines


def test_existing_hyphen_is_the_preferred_break():
    f = get_font(14)
    width = f.size("Half-Elf")[0] + 1
    lines = textfit.wrap("Half-Elf-Warriors", f, width)
    assert lines[0] == "Half-Elf-" or lines[0] == "Half-"


def test_fit_block_shrinks_before_cutting():
    text = "Each opponent returns 1 fighter to the supply. For each that cannot, you take 2 gold."
    big = get_font(20)
    width = 160
    need_20 = len(textfit.wrap(text, big, width)) * textfit.line_pitch(20)
    fit = textfit.fit_block(text, width, need_20 - 1, 20)
    assert fit.complete and fit.size < 20
    assert fit.height <= need_20 - 1
    assert textfit.joined(fit.lines) == text


def test_fit_block_never_goes_below_the_floor_and_says_when_it_cuts():
    textfit.TRUNCATED.clear()
    text = "A very long card text " * 10
    fit = textfit.fit_block(text, 120, 40, 18)
    assert fit.size == textfit.MIN_SIZE
    assert not fit.complete
    assert fit.lines[-1].endswith("…")
    assert fit.height <= 40
    assert text in textfit.TRUNCATED


def test_fits_one_line():
    f14 = get_font(14, True)
    w = f14.size("Castle Waterdeep")[0]
    assert textfit.fits_one_line("Castle Waterdeep", w, 18, bold=True) == 14
    assert textfit.fits_one_line("Castle Waterdeep", w - 5, 18, bold=True) is None


def test_a_word_breaks_at_a_syllable_and_never_inside_a_digraph():
    f = get_font(14, True)
    assert textfit.wrap("Sárkánytorony", f, f.size("Sárkánytor-")[0]) == ["Sárkányto-", "rony"]
    for width_word in ("Szörn", "Szörny", "Szörnyű", "Szörnyűs", "Szörnyűség"):
        lines = textfit.wrap("Szörnyűségesség", f, f.size(width_word + "-")[0])
        for a, b in zip(lines, lines[1:], strict=False):
            assert (a[-2:-1] + b[:1]).lower() not in textfit.DIGRAPHS, lines
        assert textfit.joined(lines) == "Szörnyűségesség"


def test_hungarian_suffixes_stay_with_their_stem_after_a_compound_hyphen():
    """Issue 17: "Haas-hálóza-thoz" split "-hoz" from its stem the way Hungarian forbids. The part
    after a compound's hyphen, with its suffixes, stays whole or breaks only at a syllable
    boundary (há-ló-zat-hoz); Hungarian has no "th" digraph."""
    f = get_font(16)
    text = "Csatlakozik a Haas-hálózathoz és a Jinteki-hálózathoz"
    allowed = {"hálózathoz": [""], "háló-": ["zathoz", "zat-"], "hálózat-": ["hoz"], "zat-": ["hoz"]}
    checked = 0
    for width in range(f.size("zat-")[0] + 2, f.size(text)[0], 2):
        lines = textfit.wrap(text, f, width)
        assert "".join(lines).replace("-", "").replace(" ", "") == text.replace("-", "").replace(" ", ""), lines
        for ln, nxt in zip(lines, lines[1:] + [""]):
            word = ln.split(" ")[-1]
            if word in ("háló-", "hálózat-", "zat-"):
                assert nxt.split(" ")[0] in allowed[word], (width, lines)
                checked += 1
            assert not word.endswith(("za-", "hálóz-", "hálózath-")), (width, lines)
    assert checked > 0


def test_english_keeps_its_digraphs_when_it_breaks():
    f = get_font(16)
    width = f.size("Brother")[0] + f.size("-")[0] + 1
    assert textfit.wrap("Brotherhood", f, width)[0] == "Brother-"
