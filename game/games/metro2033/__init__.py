"""Metro 2033 (Hobby World): the rules engine (no view yet).

- ``content``: the data files (map, factions, heroes, decks, constants), validated at load.
- ``graph``: pure map algorithms (hero movement, army reach, zone adjacency).
- ``state``: the immutable state; ``rules``: the Game object and the decision flow.
- ``heuristics``: ``evaluate``, ``greedy_action``, ``rollout_action``, ``AI_LEVELS``.
"""
