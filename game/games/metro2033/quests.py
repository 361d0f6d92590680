"""Metro 2033 rules: quests and laws (spec 5.8, 5.1.3).

Quest goals and their completion at checkpoints (the checkpoint also runs the minimum-3 stations
rule and the return to stage I), quest abilities (discarding an open quest, or 1 ammo for a
completed one), and the law vote.
"""

from __future__ import annotations

from game.games.metro2033.basics import (
    Task,
    danger_available,
    hero_base_strength,
    min3_candidates,
    options_keep,
    pay,
    push,
    setp,
)
from game.games.metro2033.content import CONST, GOALS, POLIS, QUESTS, STATIONS
from game.games.metro2033.draws import peek_tasks, stage_back
from game.games.metro2033.state import Player, State, replace

EFFECT_ABILITIES = ("A1", "A2", "A3", "A5", "A6", "A7")
ALL_ABILITIES = ("A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9")


def decision_quest_uses(s: State, seat: int, own_turn: tuple[str, ...] = ()) -> list[Task]:
    """The quest abilities the deciding owner may use at this decision (spec 5.8, A19): every
    useful one (quest_ability_timing = every_decision); by the older reading (own_turn) only the
    ones ``own_turn`` names for an action turn, none at upkeep, danger choice, vote or annexing."""
    allowed = ALL_ABILITIES if s.opt("abilities_any_decision") else own_turn
    return [("quest_use", q) for q in usable_quests(s, seat, allowed)] if allowed else []


def usable_quests(s: State, seat: int, allowed: tuple[str, ...]) -> list[str]:
    """Quest cards whose ability may be used now (discard an open one, or 1 ammo for a done one)."""
    p = s.players[seat]
    out = []
    for q, _r in p.quests:
        ab = QUESTS[q]["ability"]
        if ab in allowed and ability_useful(s, seat, ab):
            out.append(q)
    if p.r("ammo") >= 1:
        for q in p.done:
            ab = QUESTS[q]["ability"]
            if q not in p.used and ab in allowed and ability_useful(s, seat, ab):
                out.append(q)
    return sorted(set(out))


def ability_useful(s: State, seat: int, ab: str) -> bool:
    p = s.players[seat]
    if ab in EFFECT_ABILITIES:
        return ab not in p.effects
    if ab == "A8":
        return danger_available(s) and not s.peek
    if ab == "A9":
        return p.wounded == s.round
    return True


def use_quest(s: State, seat: int, q: str, checkpoint: bool = True) -> State:
    """Discard an open quest (or pay 1 ammo for a done one) for its ability; outside a combat
    the goals are checked once the ability has resolved (spec 5.8: after each atomic action)."""
    p = s.players[seat]
    if q in p.done:
        s = pay(s, seat, ammo=1)
        s = setp(s, seat, used=p.used + (q,))
    else:
        s = setp(s, seat, quests=tuple(x for x in p.quests if x[0] != q), waiting=tuple(x for x in p.waiting if x != q))
        s = replace(s, q_discard=tuple(sorted(s.q_discard + (q,))))
    ab = QUESTS[q]["ability"]
    p = s.players[seat]
    if ab in EFFECT_ABILITIES:
        return setp(s, seat, effects=p.effects + (ab,))
    if ab == "A4":
        return push(s, ("any", seat, 1), ("any", seat, 1), *([("checkpoint",)] if checkpoint else []))
    if ab == "A8":
        return push(s, *peek_tasks(s, seat))
    if ab == "A9":
        return setp(s, seat, wounded=0)
    return s


def goal_met(s: State, seat: int, goal: str) -> bool:
    p = s.players[seat]
    g = GOALS[goal]
    if g["kind"] == "event":
        return goal in p.events
    if goal == "G1":
        return len(p.stations) >= g["stations"]
    if goal == "G2":
        return all(x >= g["each"] for x in p.res)
    if goal == "G3":
        return p.army >= g["army"]
    if goal == "G4":
        return bool(p.hero) and hero_base_strength(p) >= g["hero"]
    if goal == "G6":
        return any(st in POLIS for st in p.stations)
    if goal == "G9":
        return len({STATIONS[st].zone for st in p.stations}) >= g["zones"]
    return False


def counts_now(s: State, p: Player, q: str, drawn: int) -> bool:
    """Whether a held quest's goal may complete it now (spec 5.8, revised): once the goal is
    carried out after the draw - a quest kept while its goal already held waits until a checkpoint
    finds the goal unmet. By the older reading (quest_completion = next_round): not in the round
    of the draw, and a goal that still holds then counts."""
    if s.opt("quest_after_draw"):
        return q not in p.waiting
    return drawn < s.round


def completable(s: State, seat: int) -> dict[str, list[str]]:
    p = s.players[seat]
    done_goals = {QUESTS[q]["goal"] for q in p.done}
    out: dict[str, list[str]] = {}
    for q, r in p.quests:
        goal = QUESTS[q]["goal"]
        if counts_now(s, p, q, r) and goal not in done_goals and goal_met(s, seat, goal):
            out.setdefault(goal, []).append(q)
    return out


def complete_quest(s: State, seat: int, q: str) -> State:
    p = s.players[seat]
    quests = tuple(x for x in p.quests if x[0] != q)
    return setp(s, seat, quests=quests, done=p.done + (q,), waiting=tuple(x for x in p.waiting if x != q))


def _stop_waiting(s: State) -> State:
    """A waiting quest whose goal a checkpoint finds unmet counts from now on (spec 5.8)."""
    for seat, p in enumerate(s.players):
        if p.waiting:
            held = tuple(q for q in p.waiting if goal_met(s, seat, QUESTS[q]["goal"]))
            if held != p.waiting:
                s = setp(s, seat, waiting=held)
    return s


def _checkpoint(s: State, task: Task) -> State:
    if s.phase == "over":
        return s
    for seat in s.order():
        if len(s.players[seat].stations) < CONST["min_stations"] and min3_candidates(s, seat):
            return push(s, ("min3", seat), ("checkpoint",))
    if s.stage == 2 and all(p.vp() < CONST["stage2_vp"] for p in s.players):
        return push(stage_back(s), ("checkpoint",))
    for seat in s.order():
        for goal, qs in sorted(completable(s, seat).items()):
            if len(qs) > 1:
                return push(s, ("complete", seat, goal), ("checkpoint",))
            s = complete_quest(s, seat, qs[0])
    for seat in range(s.n):
        if s.players[seat].events:
            s = setp(s, seat, events=())
    return _stop_waiting(s)


def _o_complete(s: State, task: Task) -> list[Task]:
    qs = completable(s, task[1]).get(task[2], [])
    return [("complete", q) for q in qs]


def _d_complete(s: State, task: Task, a: Task) -> State:
    return complete_quest(s, task[1], a[1])


def _d_keep_q(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    rest = list(s.offer)
    rest.remove(a[1])
    p = s.players[seat]
    s = setp(s, seat, quests=p.quests + ((a[1], s.round),))
    if s.opt("quest_after_draw") and goal_met(s, seat, QUESTS[a[1]]["goal"]):
        s = setp(s, seat, waiting=p.waiting + (a[1],))  # already true at the draw (spec 5.8)
    return replace(s, offer=(), offer_owner=-1, q_discard=tuple(sorted(s.q_discard + tuple(rest))))


def _o_vote(s: State, task: Task) -> list[Task]:
    if not s.law_new:
        return []
    return [("vote", True), ("vote", False), *decision_quest_uses(s, task[1])]


def _d_vote(s: State, task: Task, a: Task) -> State:
    if a[0] == "quest_use":
        return use_quest(push(s, task), task[1], a[1])
    return replace(s, votes=s.votes + (1 if a[1] else -1,))


def _law_resolve(s: State, task: Task) -> State:
    if not s.law_new:
        return replace(s, votes=())
    votes = {seat: v for seat, v in zip(s.order(), s.votes)}
    weight = {seat: len(p.stations) + (2 if p.faction == "arbat" else 0) for seat, p in enumerate(s.players)}
    yes = sum(weight[k] for k, v in votes.items() if v > 0)
    no = sum(weight[k] for k, v in votes.items() if v < 0)
    new = s.law_new
    s = replace(s, votes=(), law_new="")
    if yes > no:
        under = s.law_under + ((s.law,) if s.law else ())
        s = replace(s, law=new, law_round=s.round, law_under=under)
        tasks = [("any", seat, 1) for seat in s.order() if s.players[seat].faction == "arbat" and votes[seat] > 0]
        return push(s, *tasks)
    return replace(s, law_under=s.law_under + (new,))


# the flow's dispatch (automatic tasks)
AUTO = {
    "checkpoint": _checkpoint,
    "law_resolve": _law_resolve,
}


# the flow's dispatch (what is legal at each decision)
OPTIONS = {
    "keep_q": options_keep,
    "vote": _o_vote,
    "complete": _o_complete,
}


# the flow's dispatch (applying a decision)
DECIDE = {
    "keep_q": _d_keep_q,
    "vote": _d_vote,
    "complete": _d_complete,
}
