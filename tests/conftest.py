"""Headless pygame for every test: dummy video/audio drivers and a private user folder,
set before anything imports pygame."""

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "GAMESHELF_HOME" not in os.environ or not os.environ.get("GAMESHELF_TEST_KEEP_HOME"):
    os.environ["GAMESHELF_HOME"] = tempfile.mkdtemp(prefix="gameshelf-tests-")
