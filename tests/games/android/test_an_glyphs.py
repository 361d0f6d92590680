"""Every Android content name and log line renders in the bundled font (en and hu)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.games.android.content import CONTENT  # noqa: E402
from tests.games.android.anhelp import GAME  # noqa: E402
from tests.games.android.anhelp import walk as _walk  # noqa: E402
from tests.ui.test_glyphs import _report, missing_glyphs  # noqa: E402


def _names() -> list[str]:
    out: list[str] = []
    objs = list(CONTENT.locations.values()) + list(CONTENT.detectives.values()) + list(CONTENT.suspects.values()) + \
        list(CONTENT.cards.values()) + list(CONTENT.plots.values()) + list(CONTENT.events.values()) + \
        list(CONTENT.groups) + [c for p in CONTENT.plots.values() for c in p.cards.values()]
    for o in objs:
        out += list(o.name.values())
    for d in CONTENT.detectives.values():
        out += list(d.title.values())
    for m in CONTENT.memories.values():
        out += list(m["name"].values())
    out += list(CONTENT.npc_hu.values())
    return out


def test_content_names_render():
    missing = missing_glyphs(_names())
    assert not missing, _report(missing)


def test_log_lines_and_prompts_render():
    texts: list[str] = []
    for i, s in enumerate(_walk(21, 5)):
        if i % 2:
            continue
        for lang in ("en", "hu"):
            texts.append(GAME.prompt(s, lang))
            texts += [GAME.describe(s, a, lang) for a in list(GAME.legal_actions(s))[:5]]
            texts += [GAME.describe(s, o, lang) for o, _p in list(GAME.chance_outcomes(s))[:3]]
    missing = missing_glyphs(texts)
    assert not missing, _report(missing)
