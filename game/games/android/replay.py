"""Android state as replay JSON (architecture 8): the full state record, plus plain-English fields
for readers of a replay file.

``to_json`` is ``state.encode`` (every field, so ``from_json`` rebuilds the state exactly) with these
extra, derived fields, which ``from_json`` drops again:

- top level: ``week`` and ``day_of_week`` (``day`` and ``first_player`` are state fields), ``murderer``
  (the suspect the closing computation of 8.14 convicts with the evidence as it stands; ``null`` in
  a player's view that still hides anything, so a view never names him), ``puzzle`` (the
  placed pieces: ``piece``, ``row``, ``col``, ``rotation``);
- each suspect: ``name`` and ``evidence`` (the token values, ``"?hidden"`` for an unseen one);
- each player: ``time`` (Time left; 0 outside his turn), ``vp_tokens`` (Jinteki, Haas, conspiracy),
  ``plots`` (the plot in play and every ending card kept, each with its ``baggage``), ``hunches``
  (``guilty`` and ``innocent`` suspect) and ``hand`` (the card names; the raw (deck, card) pairs
  are in ``hand_cards``). ``detective``, ``location``, ``favors`` and ``trauma`` are state fields.
"""

from __future__ import annotations

from typing import Any

from game.engine.core import HIDDEN
from game.games.android import scoring
from game.games.android.content import CONTENT
from game.games.android.state import AState, Player, decode, encode

HIDDEN_JSON = encode(HIDDEN)
DERIVED = {
    "AState": ("week", "day_of_week", "murderer", "puzzle"),
    "SuspectState": ("name", "evidence"),
    "Player": ("time", "vp_tokens", "plots", "hunches", "hand"),
}
ENDINGS = ("++", "+-", "-+", "--")


def to_json(s: AState) -> dict[str, Any]:
    j = encode(s)
    cal = CONTENT.calendars[s.calendar]
    j["week"] = cal.week_of(s.day)
    j["day_of_week"] = cal.day_of_week(s.day)
    j["murderer"] = None if _has_hidden(j) else scoring.murderer(s)  # a view with secrets never names him
    j["puzzle"] = [{"piece": pid, "row": r, "col": c, "rotation": k} for r, c, pid, k in s.grid]
    for sj, x in zip(j["suspects"], s.suspects, strict=True):
        sj["name"] = CONTENT.suspects[x.id].name["en"]
        sj["evidence"] = [HIDDEN_JSON if t.code is HIDDEN else CONTENT.evidence_value[t.code] for t in x.tokens]
    for i, (pj, p) in enumerate(zip(j["players"], s.players, strict=True)):
        pj["hand_cards"] = pj.pop("hand")
        pj.update(_player_fields(s, i, p))
    return j


def _has_hidden(j: Any) -> bool:
    if j == HIDDEN_JSON:
        return True
    if isinstance(j, dict):
        return any(_has_hidden(v) for v in j.values())
    if isinstance(j, list):
        return any(_has_hidden(v) for v in j)
    return False


def _player_fields(s: AState, seat: int, p: Player) -> dict[str, Any]:
    plots = []
    if p.plot:
        plots.append(_plot(p.plot, p.plot_card, p.good, p.bad))
    plots += [_plot(pid, key, 0, 0) for pid, key in p.endings]
    return {
        "time": s.time if seat == s.active else 0,
        "vp_tokens": {"jinteki": p.jinteki, "haas": p.haas, "conspiracy": p.conspiracy},
        "plots": plots,
        "hunches": {"guilty": encode(p.guilty) or None, "innocent": encode(p.innocent) or None},
        "hand": [HIDDEN_JSON if c is HIDDEN else CONTENT.cards[c].name["en"] for _k, c in p.hand],
    }


def _plot(pid: str, card: str, good: int, bad: int) -> dict[str, Any]:
    plot = CONTENT.plots[pid]
    return {"plot": pid, "name": plot.name["en"], "card": card, "ending": card in ENDINGS,
            "baggage": {"good": good, "bad": bad}}


def from_json(j: Any) -> AState:
    return decode(_strip(j))


def _strip(j: Any) -> Any:
    """The pure state record: derived fields dropped, ``hand_cards`` back to ``hand``."""
    if isinstance(j, list):
        return [_strip(x) for x in j]
    if not isinstance(j, dict):
        return j
    drop = set(DERIVED.get(j.get("_t", ""), ()))
    if "hand_cards" not in j:
        drop.discard("hand")  # a record written before the names were added
    out = {k: _strip(v) for k, v in j.items() if k not in drop and k != "hand_cards"}
    if "hand_cards" in j:
        out["hand"] = _strip(j["hand_cards"])
    return out
