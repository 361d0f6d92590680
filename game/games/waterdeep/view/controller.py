"""Clicks to actions: every legal action is mapped to the board element it selects (a space,
a quest at Cliffwatch Inn, a building in the Hall, a card in hand); what has no place on the
board becomes a prompt button. The view only ever returns elements of the legal list.

Derived from the action tuples and the top task of the view state; never re-implements a rule,
except to explain in words why a click did nothing.
"""

from __future__ import annotations

from collections import defaultdict

from game.games.waterdeep.content import ALL_QUESTS, BUILDINGS, HARBOR, MANDATORY, SPACE_INDEX
from game.games.waterdeep.state import AMB

Target = tuple  # ("space", id) / ("cliff", quest) / ("hall", key) / ("bldg", key) / ("hquest", q) / ("intrigue", n)


def top_task(s) -> tuple:
    return s.stack[-1] if getattr(s, "stack", None) else ("",)


def target_of(s, a: tuple, viewer: int | None) -> Target | None:
    """The board element that action ``a`` selects, or None (then it is a prompt button)."""
    kind = a[0]
    task = top_task(s)[0]
    if kind in ("place", "copy", "recall") and len(a) > 1:
        return ("space", a[1])
    if kind == "complete":
        return ("hquest", a[1])
    if kind == "intrigue":
        return ("intrigue", a[1])
    if kind == "quest":
        if task in ("cop_own", "cop_opp"):
            return ("hquest", a[1])
        if task != "bid_pick" and a[1] in s.cliffwatch:
            return ("cliff", a[1])
        return None
    if kind == "building":
        if task == "red_discard":
            return ("bldg", a[1])
        if any(k == a[1] for k, _v in s.hall):
            return ("hall", a[1])
        return None
    return None


class Controller:
    def __init__(self) -> None:
        self.by_target: dict[Target, list[tuple]] = {}
        self.buttons: list[tuple] = []

    def update(self, s, legal: list[tuple], viewer: int | None, visible: set[Target]) -> None:
        """Split ``legal`` into board targets (those drawn now) and prompt buttons."""
        by = defaultdict(list)
        buttons = []
        for a in legal:
            t = target_of(s, tuple(a), viewer) if s is not None else None
            if t is not None and t in visible:
                by[t].append(a)
            else:
                buttons.append(a)
        # one element, several actions (never expected): offer them as buttons too
        for _t, acts in list(by.items()):
            if len(acts) > 1:
                buttons.extend(acts)
        self.by_target = dict(by)
        self.buttons = buttons

    def action_for(self, t: Target) -> tuple | None:
        acts = self.by_target.get(t)
        return acts[0] if acts and len(acts) == 1 else None


def why_not(s, t: Target, acting: int | None, legal: list[tuple], names: list[str], prompt: str) -> str:
    """Words for a click on an element that offers no legal action now."""
    if acting is None or not legal:
        if s is not None and not s.stack:
            return "The game is over."
        return "Please wait: it is not your decision now."
    task = top_task(s)
    kind = t[0]
    p = s.players[acting]
    if kind == "space":
        sp = t[1]
        if task[0] != "place":
            return f"Not now. {prompt}"
        idx = SPACE_INDEX.get(sp)
        occ = s.occupancy[idx] if idx is not None and idx < len(s.occupancy) else ()
        if sp in HARBOR and task[2] == "reassign":
            return "Agents cannot be reassigned to Waterdeep Harbor."
        if occ:
            who = "the Ambassador" if occ[0] == AMB else (names[occ[0]] if 0 <= occ[0] < len(names) else "someone")
            return f"That space is taken by {who}'s agent."
        if sp in HARBOR:
            return "Waterdeep Harbor needs an Intrigue card you can play."
        if sp == "builders_hall":
            return "You cannot afford any building in Builder's Hall."
        if sp in ("house_of_wonder", "smugglers_dock"):
            return f"{BUILDINGS[sp].name} costs 2 gold to use; you have {p.gold}."
        if sp == "three_pearls":
            return "The Three Pearls needs 2 adventurers in your tavern to return."
        if sp == "zoarstar":
            return "The Zoarstar needs a space with an opponent's agent whose action you could use."
        if sp in BUILDINGS and sp not in {k for k, _o, _st in s.buildings}:
            return "Buildings in Builder's Hall are not in play yet."
        return "You cannot place an agent there now."
    if kind == "cliff":
        if task[0] == "place":
            return "Place an agent at Cliffwatch Inn (or a building that gives a quest) to take a quest."
        return f"Not now. {prompt}"
    if kind == "hall":
        if task[0] == "buy_building":
            return f"You have {p.gold} gold: not enough for that building."
        if task[0] == "place":
            return "Place an agent on Builder's Hall to buy a building."
        return f"Not now. {prompt}"
    if kind == "hquest":
        q = ALL_QUESTS.get(t[1])
        if task[0] in ("place",):
            return "Quests are completed after you place an agent."
        if task[0] == "quest_step" and q is not None:
            if any(x in MANDATORY for x in p.quests) and t[1] not in MANDATORY:
                return "You must complete your Mandatory Quest first."
            return "You lack the adventurers or gold for this quest."
        return f"Not now. {prompt}"
    if kind == "intrigue":
        if task[0] == "place":
            return "Place an agent at Waterdeep Harbor to play an Intrigue card."
        if task[0] == "play_intrigue":
            return "That card cannot be played now."
        return f"Not now. {prompt}"
    if kind == "bldg":
        return f"Not now. {prompt}"
    return f"Not now. {prompt}"
