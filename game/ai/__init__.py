"""Pure AI layer: random, greedy and MCTS bots (chance nodes + determinized ISMCTS)."""

from game.ai.bots import LEVELS, Bot, GreedyBot, MCTSBot, RandomBot, make_bot
from game.ai.budget import Budget
from game.ai.mcts import ISMCTS, SearchConfig

__all__ = ["LEVELS", "Bot", "Budget", "GreedyBot", "ISMCTS", "MCTSBot", "RandomBot", "SearchConfig", "make_bot"]
