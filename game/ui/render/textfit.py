"""Fitting text into boxes: shrink-to-fit within a size floor, ellipsis, log summaries.

Every game's view draws names and card texts into small boxes. Lines break as
``linebreak.wrap`` breaks them (re-exported here with its helpers). The rules of this module:

- ``fit_block`` picks the largest font size, from ``max_size`` down to ``min_size`` (the
  14 px floor of the look-and-feel guide at 1280x720), at which the whole text fits the box;
  only when even ``min_size`` does not fit does it cut, and then it says so (``complete``).

``TRUNCATED`` collects texts that had to be cut (tests assert names never land there).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .fonts import get_font
from .linebreak import DIGRAPHS, HYPHEN, VOWELS, break_word, wrap

__all__ = [
    "DIGRAPHS", "ELLIPSIS", "HYPHEN", "MIN_SIZE", "TRUNCATED", "VOWELS", "Fit", "break_word", "ellipsize",
    "fit_block", "fits_one_line", "joined", "line_pitch", "newest_whole", "wrap",
]

MIN_SIZE = 14
ELLIPSIS = "…"
TRUNCATED: set[str] = set()


def _width(font: pygame.font.Font, s: str) -> int:
    return font.size(s)[0]


def ellipsize(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` cut with an ellipsis so that it fits ``width`` (recorded in ``TRUNCATED``)."""
    if _width(font, text) <= width:
        return text
    s = text
    while s and _width(font, s.rstrip() + ELLIPSIS) > width:
        s = s[:-1]
    return s.rstrip() + ELLIPSIS if s else ""


@dataclass
class Fit:
    """The result of fitting: the chosen size, the lines, their pitch, and whether all of
    the text is in ``lines`` (False: the last line was cut with an ellipsis)."""

    size: int
    lines: list[str]
    line_h: int
    complete: bool

    @property
    def height(self) -> int:
        return self.line_h * len(self.lines)


def line_pitch(size: int, bold: bool = False, line_gap: float = 1.0) -> int:
    return max(1, int(get_font(size, bold).get_linesize() * line_gap))


def fit_block(text: str, width: int, height: int, max_size: int, min_size: int = MIN_SIZE,
              bold: bool = False, line_gap: float = 1.0, max_lines: int | None = None, record: bool = True) -> Fit:
    """The largest size in [min_size, max_size] at which ``text`` wraps into ``width`` x
    ``height`` (and at most ``max_lines`` lines); at ``min_size`` as many lines as fit,
    the last one ellipsized, when nothing fits (recorded in ``TRUNCATED`` unless ``record``
    is False: a caller trying layouts records only the one it draws)."""
    max_size = max(int(max_size), int(min_size))
    words = text.replace("\n", " ").split(" ")
    for whole_words in (True, False):  # a smaller size that keeps every word whole wins over a hyphen
        for size in range(max_size, int(min_size) - 1, -1):
            font = get_font(size, bold)
            if whole_words and any(_width(font, wd) > width for wd in words):
                continue
            lines = wrap(text, font, width)
            pitch = line_pitch(size, bold, line_gap)
            if (max_lines is None or len(lines) <= max_lines) and len(lines) * pitch <= max(height, pitch):
                return Fit(size, lines, pitch, True)
    size = int(min_size)
    font = get_font(size, bold)
    lines = wrap(text, font, width)
    pitch = line_pitch(size, bold, line_gap)
    room = max(1, height // pitch)
    if max_lines is not None:
        room = min(room, max_lines)
    if len(lines) <= room:
        return Fit(size, lines, pitch, True)
    if record:
        TRUNCATED.add(text)
    kept = lines[:room]
    kept[-1] = ellipsize(kept[-1].rstrip(HYPHEN) + " " + lines[room], font, width)
    return Fit(size, kept, pitch, False)


def fits_one_line(text: str, width: int, max_size: int, min_size: int = MIN_SIZE, bold: bool = False) -> int | None:
    """The largest size at which ``text`` fits one line of ``width``; None if not even ``min_size``."""
    for size in range(int(max_size), int(min_size) - 1, -1):
        if _width(get_font(size, bold), text) <= width:
            return size
    return None


def joined(lines: list[str]) -> str:
    """Lines put back into one text (a line ending in an inserted hyphen joins the next)."""
    out = ""
    for ln in lines:
        if not out:
            out = ln
        elif out.endswith(HYPHEN):
            out = out[:-1] + ln
        else:
            out += " " + ln
    return out


def newest_whole(entries: list[str], font: pygame.font.Font, width: int, room: int) -> tuple[list[list[str]], int]:
    """The newest ``entries`` that fit ``room`` lines of ``width`` when each is wrapped whole.

    Returns the kept entries (oldest first, each as its wrapped lines) and how many earlier
    entries were left out. A log summary shows a reader every line it shows in full (no
    ellipsis) and names how many older ones it dropped. One line of ``room`` is reserved for
    that count whenever something is left out; an entry taller than ``room`` alone is still
    shown whole when it is the newest (its lines are never cut)."""
    room = max(1, int(room))
    wrapped = [wrap(e, font, width) for e in entries]
    total = sum(len(w) for w in wrapped)
    if total <= room:
        return wrapped, 0
    kept: list[list[str]] = []
    used = 0
    for lines in reversed(wrapped):
        if kept and used + len(lines) > room - 1:
            break
        kept.append(lines)
        used += len(lines)
    kept.reverse()
    return kept, len(entries) - len(kept)
