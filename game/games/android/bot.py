"""The Android planner bot (issue 11 "AI"): macro-actions for a whole turn (pure, no pygame).

A plain tree search over Android's branching is far too slow in Python (about 700 decisions a
4-player game). This bot plans a turn as one move instead:

- **Candidate plans.** A plan is "go to place X (cheapest moves, or the dropship when that is
  cheaper), do its main action Y there (follow up the lead, use the location's ability, an
  event or plot action, get a jump on the case; or, where the detective stands, draw or play
  a card), then finish the turn" either by ending it at once or by the greedy rules of thumb.
  The places and their actions are found by looking at what ``legal_actions`` offers with the
  detective put there (with the Time left after the trip), so the list follows the rules.
- **Scoring.** Every plan is played to the end of the turn on a few determinizations of the
  seat's own view (``game.determinize``; the true state is never read), sub-decisions and
  other seats by the cheap rules of ``rules_of_thumb``; the end-of-turn state is scored with the
  expected-VP estimate (``rules_of_thumb.estimate``: the belief over each suspect's conviction
  from what the seat has seen) against the other seats.
- **Execution.** The best plan is followed step by step; it is made again when its next step
  is not legal any more (a card or event changed the map), once its main action is done
  (what it revealed may change the best follow-up), or on a new turn.
- **Search only where it pays.** A decision outside the plan (which suspect gets the drawn
  evidence and face up or down, where a conspiracy piece goes, evidence or puzzle from a lead,
  hits, fights, prompts from standing orders, moving another seat's lead) is a flat look-ahead:
  each option played a few steps on with the cheap rules on a few determinizations and scored
  the same way.

Levels (``AI_LEVELS`` in ``heuristics``) differ in the number of plans, determinizations and
tails; ``budget.seconds`` caps a planning's time, ``budget.iterations`` its simulations.
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass, replace
from typing import Any

from game.ai.bots import Bot
from game.engine.core import CHANCE, TERMINAL
from game.engine.match import sample_outcome
from game.games.android import rules_of_thumb as H
from game.games.android import scoring
from game.games.android.content import CONTENT
from game.games.android.plan import PlanConfig
from game.games.android.state import AState

# act actions that are done where the detective stands (main actions of a plan)
_HERE_KINDS = ("follow", "ability", "event", "plot", "jump")
_SELF_KINDS = ("draw", "play", "reading", "break", "recover", "jimmy")
_SIM_STEPS = 90  # a turn rarely needs 30 steps; this only guards against a loop


@dataclass(frozen=True)
class Plan:
    goal: str  # the place of the main action
    main: tuple | None  # the main action (None: nothing, only the tail)
    tail: str  # "end" or "greedy"
    use: tuple | None = None  # what a followed-up lead is used for: ("evidence",) or ("reveal",)


class PlannerBot(Bot):
    """Plans each turn as one macro-action; see the module docstring."""

    def __init__(self, game: Any, seat: int, num_players: int, seed: int, level: str, config: PlanConfig) -> None:
        super().__init__(game, seat, num_players, seed)
        self.kind = level
        self.config = config
        self.plan: Plan | None = None
        self.plan_turn: tuple[int, int] = (-1, -1)  # (day, turns_taken) the plan belongs to
        self.main_done = False
        self.last_iterations = 0
        # read-only, for the coach: what the last decision weighed, best first (at most two):
        # (action, playouts, mean score: expected VP against the rivals' average). No random draws.
        self.last_weighed_vp: list[tuple[Any, int, float]] = []
        self._plan_scores: list[tuple[Plan, int, float]] = []

    # ----- the decision ---------------------------------------------------------------------------
    def choose(self, view: Any, cancel: threading.Event | None = None) -> Any:
        self.last_weighed_vp = []
        s0 = self._determinized(view)
        legal = list(self.game.legal_actions(s0))
        if len(legal) == 1:
            return legal[0]
        head = s0.queue[0]
        self.last_iterations = 0
        if head[0] == "act" and head[1] == self.seat:
            return self._act(view, s0, legal, cancel)
        return self._outside(view, s0, legal, cancel)

    # ----- own turn: the plan -----------------------------------------------------------------------
    def _act(self, view: AState, s0: AState, legal: list[tuple], cancel: threading.Event | None) -> tuple:
        arms = [a for a in legal if a[0] == "arm" and a[2] == ""]
        if arms:
            return arms[0]  # every dark card stands ready for its trigger (free, secret)
        key = (s0.day, s0.turns_taken)
        if self.plan is not None and self.plan_turn == key and not self.main_done:
            a = _plan_step(s0, self.seat, legal, self.plan, False, self.rng)
            if a is not None and a in legal:
                self._note_step(s0, a)
                return a
        self.plan, self.plan_turn, self.main_done = self._best_plan(view, s0, cancel), key, False
        a = _plan_step(s0, self.seat, legal, self.plan, False, self.rng)
        if a is None or a not in legal:
            a = H.choose(s0, self.seat, legal, self.rng)
        self._note_step(s0, a)
        self.last_weighed_vp = _weighed_plans(self._plan_scores, a)
        return a

    def _note_step(self, s: AState, a: tuple) -> None:
        plan = self.plan
        if plan is None:
            return
        if plan.main is None or _matches(a, plan.main) or (a[0] not in ("move", "fly") and plan.main is not None):
            self.main_done = True  # what follows is planned again with what this step reveals

    def _best_plan(self, view: AState, s0: AState, cancel: threading.Event | None) -> Plan:
        cfg = self.config
        plans = candidate_plans(self.game, s0, self.seat, cfg.plans, cfg.tails)
        self._plan_scores = []
        if len(plans) == 1:
            return plans[0]
        clock = cfg.budget.start(cancel)
        totals = [0.0] * len(plans)
        counts = [0] * len(plans)
        for _d in range(cfg.dets):
            # common random numbers: every plan meets the same deal and the same dice in a round
            s = self.game.determinize(view, self.seat, self.rng)
            seed = self.rng.getrandbits(32)
            for i, plan in enumerate(plans):
                if clock.exhausted() and min(counts) > 0:
                    break
                totals[i] += self._score(self._simulate(s, plan, random.Random(seed)))
                counts[i] += 1
                clock.tick()
        pool = range(len(plans))
        if cfg.refine > 0:
            pool = self._refine(view, plans, totals, counts, clock)
        self.last_iterations = clock.iterations
        rank = lambda i: (totals[i] / counts[i] if counts[i] else -1e9, -i)  # noqa: E731
        best = max(pool, key=rank)
        self._plan_scores = [(plans[i], counts[i], totals[i] / counts[i])
                             for i in sorted(pool, key=rank, reverse=True)[:2] if counts[i]]
        return plans[best]

    def _refine(self, view: AState, plans: list[Plan], totals: list[float], counts: list[int], clock: Any) -> list[int]:
        """The best ``refine`` plans on ``refine_dets`` more deals; the choice is made among them
        (with few deals each, the top of many noisy scores is mostly luck: the winner's curse)."""
        cfg = self.config
        order = sorted(range(len(plans)), key=lambda i: (totals[i] / counts[i] if counts[i] else -1e9, -i))
        top = order[-cfg.refine:]
        for _d in range(cfg.refine_dets):
            if clock.exhausted():
                break
            s = self.game.determinize(view, self.seat, self.rng)
            seed = self.rng.getrandbits(32)
            for i in top:
                totals[i] += self._score(self._simulate(s, plans[i], random.Random(seed)))
                counts[i] += 1
                clock.tick()
        return top

    def _simulate(self, s: AState, plan: Plan, rng: random.Random) -> AState:
        """Play the plan to the end of this seat's turn with the cheap rules for everything else."""
        game, seat = self.game, self.seat
        done = False
        for _ in range(_SIM_STEPS):
            player = game.current_player(s)
            if player == TERMINAL:
                break
            if player == CHANCE:
                s = game.apply(s, sample_outcome(game.chance_outcomes(s), rng))
                continue
            if s.active != seat:
                break
            legal = list(game.legal_actions(s))
            head = s.queue[0]
            a = None
            if head[0] == "act" and head[1] == seat:
                a = _plan_step(s, seat, legal, plan, done, rng)
                if a is None or a not in legal:
                    done = True
                    a = _tail_step(s, seat, legal, plan.tail, rng)
                elif plan.main is None or _matches(a, plan.main):
                    done = True
            if a is None and head[0] == "lead_use" and player == seat and plan.use in legal:
                a = plan.use
            if a is None:
                a = cheap_choice(game, s, player, legal, rng)
            s = game.apply(s, a)
        return s

    def _score(self, s: AState) -> float:
        return score_state(s, self.seat, self.config.opp_weight, self.config.own_view)

    # ----- decisions outside the plan: a flat look-ahead --------------------------------------------------
    def _outside(self, view: AState, s0: AState, legal: list[tuple], cancel: threading.Event | None) -> tuple:
        head = s0.queue[0]
        kind = head[0]
        if kind == "lead_move":
            return _lead_move(s0, self.seat, legal)
        plan = self.plan
        if kind == "lead_use" and plan is not None and plan.use in legal and self.plan_turn == (s0.day, s0.turns_taken):
            return plan.use
        options = legal
        if len(options) > self.config.sub_options:
            first = H.choose(s0, self.seat, legal, self.rng)
            rest = [a for a in legal if a != first]
            self.rng.shuffle(rest)
            options = [first] + rest[: self.config.sub_options - 1]
        clock = self.config.budget.start(cancel)
        totals = [0.0] * len(options)
        counts = [0] * len(options)
        for d in range(self.config.sub_dets):
            s = s0 if d == 0 else self.game.determinize(view, self.seat, self.rng)
            seed = self.rng.getrandbits(32)
            for i, a in enumerate(options):
                if clock.exhausted() and min(counts) > 0:
                    break
                totals[i] += self._score(self._follow_through(self.game.apply(s, a), random.Random(seed)))
                counts[i] += 1
                clock.tick()
        self.last_iterations = clock.iterations
        rank = lambda i: (totals[i] / counts[i] if counts[i] else -1e9, -i)  # noqa: E731
        best = max(range(len(options)), key=rank)
        self.last_weighed_vp = [(options[i], counts[i], totals[i] / counts[i])
                                for i in sorted(range(len(options)), key=rank, reverse=True)[:2] if counts[i]]
        return options[best]

    def _follow_through(self, s: AState, rng: random.Random) -> AState:
        """Play on with the cheap rules until the next turn action (or the turn's end)."""
        game = self.game
        start_active = s.active
        for _ in range(40):
            player = game.current_player(s)
            if player == TERMINAL or s.active != start_active:
                break
            if player == CHANCE:
                s = game.apply(s, sample_outcome(game.chance_outcomes(s), rng))
                continue
            if s.queue[0][0] == "act":
                break
            s = game.apply(s, cheap_choice(game, s, player, list(game.legal_actions(s)), rng))
        return s


# ----- plans -----------------------------------------------------------------------------------------
def _weighed_plans(scores: list[tuple[Plan, int, float]], chosen: tuple) -> list[tuple[Any, int, float]]:
    """The coach's view of a fresh plan: the move taken with its plan's score, and the runner-up
    plan named by its main action (or the end of the turn); nothing when the plan was not scored."""
    if not scores:
        return []
    out: list[tuple[Any, int, float]] = [(chosen, scores[0][1], scores[0][2])]
    if len(scores) > 1:
        plan, n, v = scores[1]
        name = plan.main if plan.main is not None else ("end",) if plan.tail == "end" else None
        if name is not None and name != chosen:
            out.append((name, n, v))
    return out


def _matches(a: tuple, main: tuple) -> bool:
    return a == main or (a[0] == main[0] and a[:2] == main[:2] and a[0] in ("ability", "event", "plot"))


def reachable(s: AState, seat: int) -> dict[str, int]:
    """Places this turn's Time can reach (ordinary moves, restricted entries at 3; a dropship
    flight costs 1 or 3), with their cost."""
    p = s.players[seat]
    ruler = CONTENT.detectives[p.detective].ruler
    out = {loc: d for loc, d in H._steps(p.location, ruler).items() if d <= s.time}
    if p.passes > 0:
        for loc, info in CONTENT.locations.items():
            cost = 3 if info.restricted and loc not in p.warrants else 1
            if cost <= s.time and cost < out.get(loc, 99):
                out[loc] = cost
    return out


def candidate_plans(game: Any, s: AState, seat: int, limit: int, tails: tuple[str, ...]) -> list[Plan]:
    """Plans for the rest of this turn, nearest main actions first, at most ``limit`` of them
    (each with every tail), plus "end the turn now" and "the rules of thumb only"."""
    p = s.players[seat]
    mains: list[tuple[int, str, tuple]] = []
    for loc, cost in sorted(reachable(s, seat).items(), key=lambda kv: (kv[1], kv[0])):
        there = replace(s, time=s.time - cost, players=tuple(
            replace(q, location=loc) if i == seat else q for i, q in enumerate(s.players)))
        kinds = _HERE_KINDS + (_SELF_KINDS if loc == p.location else ())
        seen: set[tuple] = set()
        for a in game.legal_actions(there):
            if a[0] not in kinds:
                continue
            k = a[:2] if a[0] in ("ability", "event", "plot") else a
            if k in seen:
                continue
            seen.add(k)
            mains.append((cost, loc, a))
    mains.sort(key=lambda m: (m[0], 0 if m[2][0] == "follow" else 1))
    plans = [Plan(p.location, None, "end"), Plan(p.location, None, "greedy")]
    for _cost, loc, a in mains[:limit]:
        uses = [("evidence",), ("reveal",)] if a == ("follow",) else [None]
        plans += [Plan(loc, a, t, u) for t in tails for u in uses]
    return plans


def _plan_step(s: AState, seat: int, legal: list[tuple], plan: Plan, done: bool, rng: random.Random) -> tuple | None:
    """The plan's next turn action, or None once its main action is done or impossible."""
    if done or plan.main is None:
        return None
    p = s.players[seat]
    if p.location == plan.goal:
        return next((a for a in legal if _matches(a, plan.main)), None)
    return _step_towards(s, seat, legal, plan.goal)


def _step_towards(s: AState, seat: int, legal: list[tuple], goal: str) -> tuple | None:
    p = s.players[seat]
    ruler = CONTENT.detectives[p.detective].ruler
    here = H._steps(p.location, ruler).get(goal, 99)
    best, best_cost = None, 99
    for a in legal:
        if a[0] == "fly" and a[1] == goal:
            cost = 3 if CONTENT.locations[goal].restricted and goal not in p.warrants else 1
            cost += 0.5  # a pass is worth keeping when the ruler does as well
        elif a[0] == "move":
            step = 3 if CONTENT.locations[a[1]].restricted and a[1] not in p.warrants else 1
            cost = step + H._steps(a[1], ruler).get(goal, 99)
        else:
            continue
        if cost < best_cost:
            best, best_cost = a, cost
    return best if best is not None and best_cost <= max(here, 1) + 0.5 else None


def _tail_step(s: AState, seat: int, legal: list[tuple], tail: str, rng: random.Random) -> tuple:
    if tail == "end" or s.time <= 0:
        return ("end",) if ("end",) in legal else legal[0]
    return H.choose(s, seat, legal, rng)


# ----- cheap rules and the score ---------------------------------------------------------------------------
def cheap_choice(game: Any, s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple:
    """Rules of thumb for a decision inside a simulation; the active seat's evidence goes where
    its expected hunch VP gains most."""
    if len(legal) == 1:
        return legal[0]
    if s.queue[0][0] == "place" and s.active == seat:
        return max(legal, key=lambda a: hunch_value(game.apply(s, a), seat) - (0.01 if a[2] else 0.0))
    return H.choose(s, seat, legal, rng)


def hunch_value(s: AState, seat: int, known: tuple | None = None) -> float:
    """Expected VP of ``seat``'s two hunches (see ``belief``; ``known``: a belief to use instead
    of the seat's own)."""
    p = s.players[seat]
    odds, surv = known if known is not None else belief(s, seat)
    vp = 0.0
    if isinstance(p.guilty, str) and p.guilty in odds:
        vp += 15 * odds[p.guilty]
    if isinstance(p.innocent, str) and p.innocent in odds:
        vp += 5 * max(0.0, surv[p.innocent] - odds[p.innocent])
    return vp


def _lead_move(s: AState, seat: int, legal: list[tuple]) -> tuple:
    """Another seat's lead: far from the other detectives, near this one."""
    me = s.players[seat].location
    others = [q.location for i, q in enumerate(s.players) if i != seat and q.location]
    loc = CONTENT.locations

    def d(a: str, b: str) -> float:
        return ((loc[a].x - loc[b].x) ** 2 + (loc[a].y - loc[b].y) ** 2) ** 0.5

    def worth(a: tuple) -> float:
        to = a[1] if len(a) > 1 else None
        if a[0] != "lead_to" or to not in loc:
            return 0.0
        near_other = min((d(to, o) for o in others), default=0.0)
        return near_other - 0.5 * (d(to, me) if me else 0.0)

    return max(legal, key=worth)


HITS_PER_DAY = 0.55  # hits placed a day in games of the rules-of-thumb bots (6.4 a 12-day game)


def _public_total(sus: Any) -> float:
    """A suspect's guilt as every seat sees it: face-up tokens, the mix's mean for the others."""
    return -5.0 * sus.alibis + sum(H.VAL.get(t.code, 0) if t.face_up else H.MEAN for t in sus.tokens)


def _poisson_at_most(lam: float, k: int) -> float:
    term, total = math.exp(-lam), 0.0
    for i in range(k + 1):
        total += term
        term *= lam / (i + 1)
    return min(1.0, total)


def belief(s: AState, seat: int) -> tuple[dict[str, float], dict[str, float]]:
    """(conviction odds, survival odds) per living suspect from what ``seat`` has seen.

    Conviction: evidence totals as the seat knows them (unknown tokens at the mix's mean) through
    a soft-max whose temperature falls as the close nears (fewer tokens still to come), times the
    chance that the suspect lives to the close. Survival: the hits still to come fall mostly on the
    suspect who looks guiltiest to everybody (players silence the likely murderer), a Poisson
    count against the hits he can still take (a third hit kills)."""
    alive = [x for x in s.suspects if x.alive]
    if not alive:
        return {}, {}
    last = CONTENT.calendars[s.calendar].last_day
    days = max(0.0, last - s.day + 0.5)
    left = days / last
    temp = 1.5 + 3.0 * left
    pub = {x.id: math.exp(min(50.0, _public_total(x) / 1.5)) for x in alive}
    zp = sum(pub.values())
    surv = {x.id: _poisson_at_most(HITS_PER_DAY * days * pub[x.id] / zp, 2 - min(x.hits, 2)) for x in alive}
    weights = {x.id: math.exp(min(50.0, H._known_total(s, x.id, seat) / temp)) * surv[x.id] for x in alive}
    z = sum(weights.values()) + 1.0
    return {sid: w / z for sid, w in weights.items()}, surv


def estimate(s: AState, seat: int, known: tuple | None = None) -> float:
    """Expected final VP of ``seat`` (the planner's version of ``heuristics.estimate``)."""
    p = s.players[seat]
    row = scoring.breakdown(s)[seat]
    if s.over:
        return float(row["total"])
    vp = hunch_value(s, seat, known) + row["total"] - row["hunches"]
    vp += 0.3 * sum(p.favors) + 0.5 * p.passes + 0.3 * len(p.hand)
    if p.plot:
        vp += 1.5 * max(-3, min(3, p.good - p.bad))
    return vp


def score_state(s: AState, seat: int, opp_weight: float, own_view: bool = False) -> float:
    """Expected VP of ``seat`` against the mean of the others. ``own_view``: the others' hunches
    are valued with ``seat``'s belief too (what they know does not change what will happen; with
    their own beliefs, showing them evidence would look like a way to lower their VP)."""
    mine = estimate(s, seat)
    known = belief(s, seat) if own_view else None
    others = [estimate(s, i, known) for i in range(s.num_players) if i != seat]
    return mine - opp_weight * (sum(others) / len(others) if others else 0.0)


def timed(fn: Any, *args: Any) -> tuple[Any, float]:
    """(result, CPU seconds) of one call (for the bench and tests)."""
    t0 = time.process_time()
    out = fn(*args)
    return out, time.process_time() - t0
