"""Neuroshima Hex with Babel 13 (game id ``neuroshima``).

- ``game.games.neuroshima.rules.NeuroshimaGame``: the rules object.
- ``game.games.neuroshima.heuristics``: evaluate / rollout_action / greedy_action (also ``NeuroshimaGame.heuristics``).
- ``game.games.neuroshima.campaign``: the five-scenario Babel 13 campaign.
- ``game.games.neuroshima.text``: tile_info, edge_features, battle_log_lines.
"""
