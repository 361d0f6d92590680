"""The shell: the pygame-ce application, its scenes (menu, setup, table, ...), widgets, renderers
and the contract every game's view fulfils (``game_view``)."""
