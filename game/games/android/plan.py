"""Settings of the Android planner bot's levels (pure; kept apart so that ``heuristics`` can
name the levels without importing the bot)."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.budget import Budget


@dataclass(frozen=True)
class PlanConfig:
    """A level of the planner. ``budget`` comes first, like ``SearchConfig``: tools that
    replace a level's budget (tournament ``--no-time-cap``, the self-test) work on both.
    ``budget.iterations`` caps the simulations of one planning, ``budget.seconds`` its time."""

    budget: Budget
    plans: int = 24  # candidate main actions per planning (nearest first)
    dets: int = 2  # determinizations each plan is played on
    tails: tuple[str, ...] = ("greedy", "end")  # how a plan finishes its turn
    sub_dets: int = 2  # determinizations per option of a decision outside the plan
    sub_options: int = 24  # options looked at (the rest by the rules of thumb)
    opp_weight: float = 0.5  # weight of the other seats' mean estimate in a score
    own_view: bool = False  # value the other seats' hunches with this seat's belief (bot.score_state)
    refine: int = 0  # the best plans so many, scored again on more deals (close calls: ai:hard)
    refine_dets: int = 0  # the extra deals of those plans
