"""Setup, the run loop over the task stack, chance draws and decision dispatch."""

from __future__ import annotations

from game.games.waterdeep.content import (
    AGENTS_BY_PLAYERS,
    BUILDING_STACK,
    CUBE_LIMIT,
    INTRIGUE_DECK,
    LORD_DECK,
    QUEST_DECK,
    QUESTS,
    SPACES,
)
from game.games.waterdeep.decisions import DECISIONS, SKIPPED, forced
from game.games.waterdeep.engine import AUTO, enter_play
from game.games.waterdeep.state import Player, WDState, insert_sorted, push, remove_one, replace, upd

DECK_FIELD = {"lord": "lords_unused", "quest": "quest_deck", "intrigue": "intrigue_deck", "building": "building_stack"}
DISCARD_FIELD = {"quest": "quest_discard", "intrigue": "intrigue_discard"}


FIRST_TASK = "choose_first"  # chance task: the first player is drawn at random (setup step 11)
CHANCE_TASKS = ("draw", FIRST_TASK)


def starting_gold(n: int, first: int) -> tuple[int, ...]:
    """Setup step 12: 4, 5, 6, ... gold in turn order from the first player."""
    return tuple(4 + (seat - first) % n for seat in range(n))


def initial_state(
    n: int,
    public_costs: bool = False,
    reward_triggers: bool = False,
    first_player: int | None = None,
    harbor_by_arrival: bool = False,
    accelerate_may_stop: bool = False,
) -> WDState:
    """``first_player``: a seat, or None to draw it at random (a chance step before the gold).
    The two Harbor flags are the earlier readings of A-05 and 5.11, kept as house rules."""
    if first_player is not None and not 0 <= first_player < n:
        raise ValueError(f"first player must be one of the {n} seats, not seat {first_player + 1}")
    gold = starting_gold(n, first_player) if first_player is not None else (0,) * n
    players = tuple(Player(gold=gold[i], pool=AGENTS_BY_PLAYERS[n]) for i in range(n))
    tasks: list[tuple] = [(FIRST_TASK,)] if first_player is None else []
    tasks += [("draw", "lord", "lord", i, "") for i in range(n)]
    tasks += [("draw", "quest", "active", i, "") for i in range(n) for _ in range(2)]
    tasks += [("draw", "quest", "cliff", -1, "")] * 4
    tasks += [("draw", "intrigue", "hand", i, "") for i in range(n) for _ in range(2)]
    tasks += [("draw", "building", "hall", -1, "")] * 3
    tasks.append(("round_start", 1))
    s = WDState(
        num_players=n,
        round=1,
        first_player=-1 if first_player is None else first_player,
        players=players,
        occupancy=tuple(() for _ in SPACES),
        buildings=(),
        hall=(),
        building_stack=BUILDING_STACK,
        cliffwatch=(),
        quest_deck=QUEST_DECK,
        quest_discard=(),
        intrigue_deck=INTRIGUE_DECK,
        intrigue_discard=(),
        lords_unused=LORD_DECK,
        supply=(CUBE_LIMIT,) * 4,
        public_costs=public_costs,
        reward_triggers=reward_triggers,
        harbor_by_arrival=harbor_by_arrival,
        accelerate_may_stop=accelerate_may_stop,
    )
    return push(s, *tasks)


_cache: list = [(None, [])]  # one (state, options) pair, swapped atomically (thread-safe)


def deck_of(s: WDState, kind: str) -> tuple:
    return getattr(s, DECK_FIELD[kind])


def options(s: WDState) -> list[tuple]:
    """Options of the decision on top of the stack (cached for the last state asked)."""
    hit = _cache[0]
    if hit[0] is s:
        return hit[1]
    if not s.stack:
        return []
    task = s.stack[-1]
    entry = DECISIONS.get(task[0])
    opts = entry[0](s, task) if entry else []
    _cache[0] = (s, opts)
    return opts


def advance(s: WDState) -> WDState:
    """Run automatic tasks until a decision, a chance draw or the end."""
    while s.stack:
        task = s.stack[-1]
        kind = task[0]
        handler = AUTO.get(kind)
        if handler is not None:
            s = handler(replace(s, stack=s.stack[:-1]), task)
            continue
        if kind == FIRST_TASK:
            return s
        if kind == "draw":
            if getattr(s, DECK_FIELD[task[1]]):
                return s
            s = _empty_deck(s, task)
            continue
        opts = options(s)
        if opts:
            if not forced(task, opts):
                return s
            s = decide(s, opts[0])  # a single option without information: no question
            continue
        s = replace(s, stack=s.stack[:-1])  # nothing to decide: the step does nothing
        if kind in SKIPPED:
            s = SKIPPED[kind](s, task)
    return s


def _empty_deck(s: WDState, task: tuple) -> WDState:
    deck = task[1]
    if deck in DISCARD_FIELD and getattr(s, DISCARD_FIELD[deck]):
        discard = getattr(s, DISCARD_FIELD[deck])
        return replace(s, **{DECK_FIELD[deck]: tuple(sorted(discard)), DISCARD_FIELD[deck]: ()})
    s = replace(s, stack=s.stack[:-1])
    if task[2] == "special" and s.reveal:  # nothing matched: all revealed quests are discarded
        s = replace(s, quest_discard=tuple(sorted(s.quest_discard + s.reveal)), reveal=())
    return s


def chance_outcomes(s: WDState) -> list[tuple[tuple, float]]:
    if not s.stack:
        return []
    if s.stack[-1][0] == FIRST_TASK:
        return [(("first", seat), 1 / s.num_players) for seat in range(s.num_players)]
    if s.stack[-1][0] != "draw":
        return []
    kind = s.stack[-1][1]
    deck = getattr(s, DECK_FIELD[kind])
    total = len(deck)
    out: list[tuple[tuple, float]] = []
    prev, count = None, 0
    for card in deck:
        if card == prev:
            count += 1
            continue
        if prev is not None:
            out.append((("draw", kind, prev), count / total))
        prev, count = card, 1
    if prev is not None:
        out.append((("draw", kind, prev), count / total))
    return out


def apply_chance(s: WDState, a: tuple) -> WDState:
    task = s.stack[-1]
    if task[0] == FIRST_TASK:
        first = a[1]
        gold = starting_gold(s.num_players, first)
        players = tuple(replace(p, gold=p.gold + gold[i]) for i, p in enumerate(s.players))
        return replace(s, stack=s.stack[:-1], first_player=first, players=players)
    kind, dest, seat, extra = task[1], task[2], task[3], task[4]
    card = a[2]
    field = DECK_FIELD[kind]
    s = replace(s, stack=s.stack[:-1], **{field: remove_one(getattr(s, field), card)})
    if dest == "lord":
        return upd(s, seat, lord=card)
    if dest == "hand":
        return upd(s, seat, intrigue=insert_sorted(s.players[seat].intrigue, card))
    if dest == "active":
        return upd(s, seat, quests=s.players[seat].quests + (card,))
    if dest == "cliff":
        return replace(s, cliffwatch=s.cliffwatch + (card,))
    if dest == "reveal":
        return replace(s, reveal=s.reveal + (card,))
    if dest == "special":
        if QUESTS[card].type == extra:
            s = replace(s, quest_discard=tuple(sorted(s.quest_discard + s.reveal)), reveal=())
            return upd(s, seat, quests=s.players[seat].quests + (card,))
        return push(replace(s, reveal=s.reveal + (card,)), task)
    if dest == "hall":
        return replace(s, hall=s.hall + ((card, 0),))
    if dest == "play":
        return enter_play(s, card, seat)
    raise ValueError(f"unknown draw destination {dest}")


def decide(s: WDState, a: tuple) -> WDState:
    task = s.stack[-1]
    return DECISIONS[task[0]][1](replace(s, stack=s.stack[:-1]), task, a)
