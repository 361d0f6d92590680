"""Headless pygame for every test: dummy video/audio drivers and a private user folder,
set before anything imports pygame."""

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "GAMESHELF_HOME" not in os.environ or not os.environ.get("GAMESHELF_TEST_KEEP_HOME"):
    os.environ["GAMESHELF_HOME"] = tempfile.mkdtemp(prefix="gameshelf-tests-")

# Hypothesis: no per-example deadline (a loaded 2-core machine makes timing flaky; speed is
# measured by `bench`, not by tests) and no health check on slow data generation.
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile("gameshelf", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("gameshelf")
