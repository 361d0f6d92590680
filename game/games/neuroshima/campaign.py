"""The Babel 13 campaign "Mission Babel 13" (spec 7.6): five linked scenarios, New York (seat 0)
against Neojungle (seat 1). Pure, JSON-friendly; the shell drives it like this::

    from game.games.neuroshima import campaign
    progress = campaign.new_campaign()                 # a plain dict (JSON-ready)
    while not progress["finished"]:
        options = campaign.scenario_options(progress)  # {"armies": ..., "scenario": "campaign_k", "carry": "<json>"}
        state = game.initial_state(2, options)          # a normal match; play it to the end
        ...
        progress = campaign.advance(progress, state)   # record the result, carry-over, next scenario
    progress["winner"]                                  # 0 (NY), 1 (NJ) or None (draw)

- ``new_campaign() -> dict``: HP 20/20, empty reward pools, scenario 1 next.
- ``scenario_options(progress) -> dict``: options for ``initial_state`` of the next scenario; the
  ``carry`` option holds HQ HP (with the scenario 4 bonus for Neojungle applied), the unused
  rewards, the Moloch survivors, the first player, scenario 2's free turns and the reinforcement side.
- ``carry_over(state) -> dict``: what a finished scenario state passes on (HQ HP, unused rewards,
  surviving Moloch units, damage taken, whether an HQ was destroyed, whether NY got the radio).
- ``advance(progress, state) -> dict``: applies spec 7.2/7.6 (winner = least damage taken, +3 HP,
  tie counts Neojungle as winner for set-up only; HQ destroyed ends the campaign; after scenario 5
  the higher HP wins, equal HP is a draw).
- ``to_json(progress) -> str`` / ``from_json(text) -> dict``: save and load the progress.
"""

from __future__ import annotations

import json
from typing import Any

from .content import PLACEABLE_REWARDS, TILES
from .state import State, hq_hp

NY, NJ = 0, 1
SCENARIO_COUNT = 5


def new_campaign() -> dict[str, Any]:
    return {"scenario": 1, "hp": [20, 20], "rewards": [[], []], "moloch": [], "reinforcement": None,
            "last_winner": None, "last_damage": [0, 0], "history": [], "finished": False, "winner": None}


def scenario_options(progress: dict[str, Any]) -> dict[str, str]:
    if progress["finished"]:
        raise ValueError("the campaign is over")
    k = int(progress["scenario"])
    hp = list(progress["hp"])
    if k == 4:
        hp[NJ] = min(20, hp[NJ] + 4)
    carry: dict[str, Any] = {"hp": hp, "rewards": progress["rewards"], "moloch": progress["moloch"]}
    winner = progress["last_winner"] if progress["last_winner"] is not None else NJ
    if k == 2:
        carry["first"] = winner
        dmg = progress["last_damage"]
        carry["free_turns"] = abs(int(dmg[0]) - int(dmg[1]))
    if k == 5:
        carry["first"] = winner
        carry["reinforcement"] = progress["reinforcement"] if progress["reinforcement"] is not None else NJ
    return {"armies": "new_york,neojungle", "scenario": f"campaign_{k}", "carry": json.dumps(carry, sort_keys=True)}


def carry_over(s: State) -> dict[str, Any]:
    hp = [hq_hp(s, k) for k in (NY, NJ)]
    moloch = sorted(p.name for p in s.board if p is not None and TILES[p.name].army == "moloch")
    rewards = [[t for t in s.pools[k] if t != "radio"] for k in (NY, NJ)]
    return {
        "hp": hp, "hp_start": list(s.hp_start), "damage": [s.hp_start[k] - hp[k] for k in (NY, NJ)],
        "rewards": rewards, "moloch": moloch, "destroyed": [bool(s.eliminated[k]) for k in (NY, NJ)],
        "radio": "radio" in s.pools[NY], "finished": s.phase == "over",
    }


def advance(progress: dict[str, Any], s: State) -> dict[str, Any]:
    if s.phase != "over":
        raise ValueError("the scenario is not finished")
    k = int(progress["scenario"])
    if s.scenario != f"campaign_{k}":
        raise ValueError(f"expected a finished campaign_{k} state, got {s.scenario}")
    c = carry_over(s)
    out = json.loads(json.dumps(progress))
    out["history"].append({"scenario": k, "hp": c["hp"], "damage": c["damage"]})
    hp = list(c["hp"])
    if any(c["destroyed"]):
        alive = [seat for seat in (NY, NJ) if not c["destroyed"][seat]]
        out.update(hp=hp, finished=True, winner=alive[0] if len(alive) == 1 else None)
        return out
    dmg = c["damage"]
    if dmg[NY] < dmg[NJ]:
        winner, strict = NY, True
    elif dmg[NJ] < dmg[NY]:
        winner, strict = NJ, True
    else:
        winner, strict = NJ, False
    if strict and k < SCENARIO_COUNT:
        hp[winner] = min(20, hp[winner] + 3)
    out.update(hp=hp, rewards=c["rewards"], last_winner=winner, last_damage=dmg)
    if k in (2, 4):
        out["moloch"] = c["moloch"]
    if k == 4:
        out["reinforcement"] = NY if c["radio"] else NJ
    if k >= SCENARIO_COUNT:
        out["finished"] = True
        out["winner"] = NY if hp[NY] > hp[NJ] else NJ if hp[NJ] > hp[NY] else None
    else:
        out["scenario"] = k + 1
    return out


def to_json(progress: dict[str, Any]) -> str:
    return json.dumps(progress, sort_keys=True)


def from_json(text: str) -> dict[str, Any]:
    """Read saved progress; ``ValueError`` (one line) for anything this module could not use."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not a campaign save: {exc}") from exc
    except (RecursionError, MemoryError):
        raise ValueError("not a campaign save: nested too deeply or too large") from None
    need = set(new_campaign())
    if not isinstance(data, dict) or not need <= set(data):
        raise ValueError("not a campaign save: missing fields")
    bad = _bad_field(data)
    if bad:
        raise ValueError(f"not a campaign save: field {bad!r} has a wrong value")
    return data


CARRY_FIELDS = ("hp", "rewards", "moloch", "first", "free_turns", "reinforcement")


def check_carry(data: Any) -> dict[str, Any]:
    """The ``carry`` option as ``scenario_options`` writes it, checked (it can also be typed on the
    command line): ``ValueError`` naming the first field a scenario could not start from."""
    if not isinstance(data, dict):
        raise ValueError("option carry must be a JSON object")
    for key, v in data.items():
        ok = {
            "hp": lambda v: isinstance(v, list) and len(v) == 2 and all(_is_int(x, 1, 99) for x in v),
            "rewards": lambda v: isinstance(v, list) and len(v) == 2 and all(
                isinstance(r, list) and all(isinstance(t, str) and t in PLACEABLE_REWARDS for t in r) for r in v),
            "moloch": lambda v: isinstance(v, list) and all(
                isinstance(t, str) and t in TILES and TILES[t].army == "moloch" for t in v),
            "first": lambda v: _is_int(v, NY, NJ),
            "free_turns": lambda v: _is_int(v, 0, 99),
            "reinforcement": lambda v: _is_int(v, NY, NJ),
        }.get(key)
        if ok is None or not ok(v):
            raise ValueError(f"option carry: field {key!r} is unknown or has a wrong value")
    return data


def _is_int(v: Any, lo: int, hi: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def _bad_field(d: dict[str, Any]) -> str | None:
    """The first field of saved progress that ``scenario_options``/``advance`` could not use."""
    def pair(v: Any, lo: int, hi: int) -> bool:
        return isinstance(v, list) and len(v) == 2 and all(_is_int(x, lo, hi) for x in v)

    def names(v: Any, known: Any) -> bool:
        return isinstance(v, list) and all(isinstance(x, str) and x in known for x in v)

    checks = {
        "scenario": _is_int(d["scenario"], 1, SCENARIO_COUNT),
        "hp": pair(d["hp"], 0 if d["finished"] is True else 1, 99),
        "rewards": isinstance(d["rewards"], list) and len(d["rewards"]) == 2
        and all(names(r, PLACEABLE_REWARDS) for r in d["rewards"]),
        "moloch": names(d["moloch"], TILES) and all(TILES[t].army == "moloch" for t in d["moloch"]),
        "reinforcement": d["reinforcement"] is None or _is_int(d["reinforcement"], NY, NJ),
        "last_winner": d["last_winner"] is None or _is_int(d["last_winner"], NY, NJ),
        "last_damage": pair(d["last_damage"], 0, 99),
        "history": isinstance(d["history"], list) and all(
            isinstance(h, dict) and _is_int(h.get("scenario"), 1, SCENARIO_COUNT) and pair(h.get("hp"), 0, 99)
            and pair(h.get("damage"), -100, 100) for h in d["history"]),
        "finished": isinstance(d["finished"], bool),
        "winner": d["winner"] is None or _is_int(d["winner"], NY, NJ),
    }
    return next((k for k, ok in checks.items() if not ok), None)
