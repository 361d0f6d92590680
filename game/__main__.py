"""Entry point: `python -m game` and the packaged `gameshelf` executable."""

import multiprocessing
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main() -> int:
    multiprocessing.freeze_support()
    from game.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
