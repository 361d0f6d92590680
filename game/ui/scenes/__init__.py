"""The shell's scenes: menu, game picker, setup, campaign, table, pass-the-screen, pause, rules,
game over, settings, load, dialog."""
