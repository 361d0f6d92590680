"""Android (Fantasy Flight Games, 2008): the murder investigation in New Angeles.

- ``rules``: ``AndroidGame``, the pure rules engine (its docstring maps the rule modules).
- ``heuristics``: the AI levels (the turn planner of ``bot``) and the rules of thumb.
- ``view``: ``AndroidView``, the pygame table.
"""
