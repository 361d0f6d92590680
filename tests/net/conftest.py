"""Network tests start hosts and joiners as processes: whatever a test leaves running (it failed
half-way) is ended after it, so no host waits forever for a seat."""

from __future__ import annotations

import pytest

from tests.net.nethelp import STARTED


@pytest.fixture(autouse=True)
def _end_left_processes():
    yield
    while STARTED:
        proc = STARTED.pop()
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
