"""The table scene's parts (``game.ui.scenes.table.TableScene`` is made of them): layout, seats
and pass-the-screen, player panels, prompt strip, game log, input, undo, replay last, bot turns."""
