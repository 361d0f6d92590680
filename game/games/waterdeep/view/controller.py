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
        if task == "bid_pick":
            return ("reveal", a[1])  # the revealed quests are drawn as cards while the pick is pending
        if a[1] in s.cliffwatch:
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


def why_not(s, t: Target, acting: int | None, legal: list[tuple], names: list[str], prompt: str,
            lang: str = "en") -> str:
    """Words for a click on an element that offers no legal action now (English or Hungarian)."""
    hu = lang == "hu"

    def w(en: str, hu_text: str) -> str:
        return hu_text if hu else en

    end = "." if prompt and prompt[-1] not in ".?!" else ""
    not_now = w(f"Not now. {prompt}{end}", f"Most nem. {prompt}{end}")
    if acting is None or not legal:
        if s is not None and not s.stack:
            return w("The game is over.", "A játék véget ért.")
        return w("Please wait: it is not your decision now.", "Várj: most nem te döntesz.")
    task = top_task(s)
    kind = t[0]
    p = s.players[acting]
    if kind == "space":
        sp = t[1]
        if task[0] != "place":
            return not_now
        idx = SPACE_INDEX.get(sp)
        occ = s.occupancy[idx] if idx is not None and idx < len(s.occupancy) else ()
        if sp in HARBOR and task[2] == "reassign":
            return w("Agents cannot be reassigned to Waterdeep Harbor.", "Ügynököt nem lehet Vízmélyvára Kikötőbe áthelyezni.")
        if occ:
            if occ[0] == AMB:
                who = w("the Ambassador", "a Nagykövet")
            elif occ[0] == acting:
                return w("Your agent is already on that space.", "Ezen a helyen már a saját Ügynököd áll.")
            else:
                who = names[occ[0]] if 0 <= occ[0] < len(names) else w("someone", "valaki")
            return w(f"That space is taken by {who}'s agent.", f"Ezt a helyet már elfoglalta: {who}.")
        if sp in HARBOR:
            return w("Waterdeep Harbor needs an Intrigue card you can play.",
                     "Vízmélyvára Kikötőhöz kijátszható Intrikus kártya kell.")
        if sp == "builders_hall":
            return w("You cannot afford any building in Builder's Hall.",
                     "Egyik épületet sem tudod megfizetni az Épület Csarnokban.")
        if sp in ("house_of_wonder", "smugglers_dock"):
            return w(f"{BUILDINGS[sp].name} costs 2 gold to use; you have {p.gold}.",
                     f"{BUILDINGS[sp].name_hu} használata 2 arany; neked {p.gold} van.")
        if sp == "three_pearls":
            return w("The Three Pearls needs 2 adventurers in your tavern to return.",
                     "A Három Gyöngyhöz 2 Kalandort kell visszaadnod a Kocsmádból.")
        if sp == "zoarstar":
            return w("The Zoarstar needs a space with an opponent's agent whose action you could use.",
                     "A Zoarcsillaghoz olyan hely kell, ahol ellenfél Ügynöke áll, és használhatod az akcióját.")
        if sp in BUILDINGS and sp not in {k for k, _o, _st in s.buildings}:
            return w("Buildings in Builder's Hall are not in play yet.", "Az Épület Csarnok épületei még nincsenek játékban.")
        return w("You cannot place an agent there now.", "Oda most nem rakhatsz Ügynököt.")
    if kind == "cliff":
        if task[0] == "place":
            return w("Place an agent at Cliffwatch Inn (or a building that gives a quest) to take a quest.",
                     "Küldetésért rakj Ügynököt a Sziklaszirt Fogadóba (vagy küldetést adó épületre).")
        return not_now
    if kind == "hall":
        if task[0] == "buy_building":
            return w(f"You have {p.gold} gold: not enough for that building.",
                     f"{p.gold} aranyad van: ez nem elég ehhez az épülethez.")
        if task[0] == "place":
            return w("Place an agent on Builder's Hall to buy a building.",
                     "Épület vásárlásához rakj Ügynököt az Épület Csarnokba.")
        return not_now
    if kind == "hquest":
        q = ALL_QUESTS.get(t[1])
        if task[0] in ("place",):
            return w("Quests are completed after you place an agent.", "Küldetést az Ügynök lerakása után teljesíthetsz.")
        if task[0] == "quest_step" and q is not None:
            if any(x in MANDATORY for x in p.quests) and t[1] not in MANDATORY:
                return w("You must complete your Mandatory Quest first.", "Előbb a Kötelező Küldetésedet kell teljesítened.")
            return w("You lack the adventurers or gold for this quest.", "Nincs elég Kalandorod vagy aranyad ehhez a küldetéshez.")
        return not_now
    if kind == "intrigue":
        if task[0] == "place":
            return w("Place an agent at Waterdeep Harbor to play an Intrigue card.",
                     "Intrikus kártya kijátszásához rakj Ügynököt Vízmélyvára Kikötőbe.")
        if task[0] == "play_intrigue":
            return w("That card cannot be played now.", "Ez a kártya most nem játszható ki.")
        return not_now
    return not_now
