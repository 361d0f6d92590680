"""Line breaking: greedy word wrap and hyphenated breaks of over-long words.

The bottom of the text helpers: it needs only a font's ``size()`` (any pygame font), so the
font cache (``fonts``) and the box fitting (``textfit``) both build on it.

- Lines break at spaces (and after a hyphen or slash already in the text).
- A word wider than the box is broken with a hyphen ("Bladesing-" / "ers"), never bare,
  leaving at least two letters on each side, at a syllable boundary where one is near.
"""

from __future__ import annotations

from typing import Protocol

HYPHEN = "-"


class Measures(Protocol):
    """What line breaking needs of a font: the pixel size of a string."""

    def size(self, text: str) -> tuple[int, int]: ...


def _width(font: Measures, s: str) -> int:
    return font.size(s)[0]


def break_word(word: str, font: Measures, width: int, hungarian: bool | None = None) -> list[str]:
    """Pieces of an over-long ``word``, each but the last ending in a hyphen and fitting ``width``.
    ``hungarian`` (None: judged from the word) breaks by Hungarian syllables only."""
    hu = is_hungarian(word) if hungarian is None else hungarian
    strict = hu
    pieces: list[str] = []
    rest = word
    while _width(font, rest) > width and len(rest) > 3:
        cut = _best_cut(rest, font, width, hu, strict)
        if cut <= 0:
            break
        head = rest[:cut]
        if head.endswith("-"):  # a compound's own hyphen: what follows keeps its syllables
            strict = True
        pieces.append(head if head.endswith(("-", "/")) else head + HYPHEN)
        rest = rest[cut:]
    pieces.append(rest)
    return pieces


VOWELS = set("aeiouáéíóöőúüűAEIOUÁÉÍÓÖŐÚÜŰ")
HU_LETTERS = set("áéíóöőúüűÁÉÍÓÖŐÚÜŰ")  # letters only Hungarian text has (of our two languages)
HU_DIGRAPHS = {"cs", "dz", "gy", "ly", "ny", "sz", "ty", "zs"}
DIGRAPHS = HU_DIGRAPHS | {"ch", "ck", "ph", "sh", "th"}


def is_hungarian(text: str) -> bool:
    """Whether ``text`` reads as Hungarian (it has a letter English never uses)."""
    return any(ch in HU_LETTERS for ch in text)


def _syllable_start(word: str, i: int, digraphs: set[str] = DIGRAPHS) -> bool:
    """A plausible break before ``word[i]``: a consonant that starts a syllable (followed by a
    vowel), not the second letter of a digraph ("gy", "sz", in English text also "th"...).
    Hungarian text has no "th": "hálózat-hoz" breaks between t and h."""
    if not (word[i].isalpha() and word[i - 1].isalpha()) or word[i] in VOWELS:
        return False
    if word[i - 1:i + 1].lower() in digraphs:
        return False
    if word[i:i + 2].lower() in digraphs:  # a digraph starting here counts as one consonant
        return word[i + 2:i + 3] in VOWELS
    return word[i + 1:i + 2] in VOWELS


def _best_cut(word: str, font: Measures, width: int, hungarian: bool = False, strict: bool = False) -> int:
    """Where to break ``word``: after an existing hyphen if that fits, else the longest prefix
    (at least 2 letters, leaving at least 3 of a long word) that fits with a hyphen added,
    preferring a syllable boundary ("Sárkányto-rony", "Organi-zation"). ``strict`` (Hungarian
    text, and the part after a compound's hyphen with its suffixes: "Haas-" / "hálózat-hoz")
    takes a syllable boundary whenever one fits, however much room it leaves."""
    for i in range(len(word) - 2, 1, -1):
        if word[i - 1] in "-/" and _width(font, word[:i]) <= width:
            return i
    tail = 3 if len(word) >= 7 else 2
    fitting = [i for i in range(2, len(word) - tail + 1) if _width(font, word[:i] + HYPHEN) <= width]
    if not fitting:
        return 1 if len(word) > 2 else 0  # not even two letters fit: break anyway
    best = fitting[-1]
    nice = [i for i in fitting if _syllable_start(word, i, HU_DIGRAPHS if hungarian else DIGRAPHS)]
    if nice and (strict or nice[-1] >= best - 4):  # a syllable break (that wastes little room)
        return nice[-1]
    return best


def wrap(text: str, font: Measures, width: int) -> list[str]:
    """Greedy word wrap into lines no wider than ``width`` (explicit newlines kept)."""
    width = max(8, int(width))
    hu = is_hungarian(text)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            cand = word if not line else f"{line} {word}"
            if _width(font, cand) <= width:
                line = cand
                continue
            if line:
                lines.append(line)
                line = ""
            if _width(font, word) <= width:
                line = word
                continue
            pieces = break_word(word, font, width, hu)
            lines.extend(pieces[:-1])
            line = pieces[-1]
        lines.append(line)
    return lines
