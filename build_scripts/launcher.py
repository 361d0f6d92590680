"""PyInstaller's entry script: the same as `python -m game` (PyInstaller does not collect
`game.__main__`, so this repeats its three lines)."""

import multiprocessing
import os
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.cli import main

    sys.exit(main())
