"""The shell's scenes: menu, picker, setup, table, pass-the-screen, pause, rules, game over,
settings, load, dialog."""
