"""Metro 2033 (Hobby World): the rules engine, the bots and the table view.

- ``content``: the data files (map, factions, heroes, decks, constants), validated at load.
- ``graph``: pure map algorithms (hero movement, army reach, zone adjacency).
- ``state``: the immutable state and its JSON.
- the rules, by floor: ``basics`` (state edits, shared queries) < ``draws`` (chance, decks) <
  ``quests`` (goals, checkpoints, abilities, laws) < ``combat`` < ``rounds`` (setup and the
  phases) and ``heroes`` (the hero phase) < ``flow`` (the task loop) < ``rules`` (the Game object).
- ``text``: words for actions, prompts and the log (English and Hungarian).
- the bots: ``plan`` (the plan's move ratings), ``heuristics`` (evaluation, greedy, rollouts,
  ``AI_LEVELS``: three search levels on the shared ISMCTS).
- ``view``: the table view (pygame).
"""
