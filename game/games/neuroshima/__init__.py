"""Neuroshima Hex with Babel 13 (game id ``neuroshima``). Pure rules; only ``view/`` may import pygame.

- ``game.games.neuroshima.rules.NeuroshimaGame``: the rules object (``NeuroshimaGame.heuristics``).
- ``game.games.neuroshima.heuristics``: the AI face ``game/ai`` reads (``evaluate``, ``rollout_action``,
  ``greedy_action``, ``AI_LEVELS``, ``BOTS``); ``value`` holds the board values, ``planner`` ai:hard.
- ``game.games.neuroshima.campaign``: ``new_campaign``, ``scenario_options``, ``carry_over``, ``advance``,
  ``to_json``, ``from_json`` (the five-scenario Babel 13 campaign).
- ``game.games.neuroshima.text``: ``tile_info``, ``edge_features``, ``battle_log_lines``, ``describe``, ``prompt``.
- ``game.games.neuroshima.bench``: rules throughput.

Modules: content (armies, validated at import), board (geometry, terrain, scenarios), state,
derive (nets, links, homeland, effective stats), ops (entry effects, removals, full board),
battle, targets, turn (flow), decisions (legal actions and their effects), text (words),
loglines (the table log), value and planner (AI), campaign; ``view/`` is the table.
"""
