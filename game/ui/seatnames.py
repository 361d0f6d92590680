"""Seat names as players read them: a name still at its default ("Player 2", "2. játékos")
follows the language shown; a name a player typed stays as typed."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.match import default_names
from game.i18n import LANGUAGES, tr


def is_default_name(name: str, seat: int) -> bool:
    """Whether ``name`` is seat ``seat``'s default name in any language."""
    name = name.strip()
    return any(name in (tr("setup.default_name", lang, n=seat + 1), default_names(seat + 1, lang)[seat])
               for lang in LANGUAGES)


def shown_names(names: Sequence[str], lang: str) -> list[str]:
    """``names`` with every default name in ``lang``."""
    return [tr("setup.default_name", lang, n=i + 1) if is_default_name(str(n), i) else str(n)
            for i, n in enumerate(names)]
