"""What the game-over table's columns count (issue 17: a column headed "Jinteki, Haas" needs its
explanation): the lines under the results, one per column shown, in English and Hungarian."""

from __future__ import annotations

from typing import Any

from game.games.android import scoring
from game.games.android.content import CONTENT
from game.games.android.state import AState

R = CONTENT.rules

HEADING = {"en": "What the columns count", "hu": "Mit számolnak az oszlopok"}
LINES = {
    "en": {
        "hunches": "Hunches: {g} VP for a right guilty hunch, {i} for a right innocent one (+{o} when obsessed)",
        "plots": "Plot endings: the VP printed on the ending cards of your plots",
        "tokens": "Jinteki & Haas: {j} VP a Jinteki or Haas-Bioroid token, more with the conspiracy's links",
        "conspiracy": "Conspiracy: {c} VP a conspiracy token, favors as the conspiracy's links value them",
        "trauma": "Trauma: {t} VP a trauma counter",
        "extras": "Extras: Rachel's money ({m} VP per $1,000), Raymond's memories ({r} VP each)",
    },
    "hu": {
        "hunches": "Sejtések: {g} GYP a helyes bűnös, {i} a helyes ártatlan sejtésért (+{o}, ha megszállott)",
        "plots": "Szálak vége: a szálaid befejező lapjaira nyomtatott GYP",
        "tokens": "Jinteki és Haas: {j} GYP egy Jinteki- vagy Haas-Bioroid-jelző, az összeesküvés kapcsolataival több",
        "conspiracy": "Összeesküvés: {c} GYP egy összeesküvés-jelző, a szívességek az összeesküvés kapcsolatai szerint",
        "trauma": "Trauma: {t} GYP traumajelzőnként",
        "extras": "Pénz, emlékek: Rachel pénze ({m} GYP 1000 dolláronként), Raymond emlékei (egyenként {r} GYP)",
    },
}


def over_notes(s: AState, lang: str, columns: Any) -> list[str]:
    """A heading and one line per score column shown (``columns``: the game's ScoreColumns)."""
    L = "hu" if lang == "hu" else "en"
    rows = scoring.breakdown(s)
    token_vp = int(dict(s.options).get("conspiracy_token_vp", R["conspiracy_token_vp"]))
    values = {"g": R["guilty_vp"], "i": R["innocent_vp"], "o": R["obsession_vp"], "j": R["jinteki_vp"],
              "c": token_vp, "t": R["trauma_vp"], "m": R["money_vp_per_1000"], "r": R["memory_vp"]}
    shown = [c.key for c in columns if not (c.hide_if_zero and all(not r.get(c.key) for r in rows))]
    lines = [LINES[L][k].format(**values) for k in shown if k in LINES[L]]
    return [HEADING[L]] + lines if lines else []
