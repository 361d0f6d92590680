"""Tweens, sequences, parallel groups and an animation queue.

A view derives a list of events from two game states, turns each into an animation
and appends it to an :class:`AnimationQueue`. The queue runs items one after another
(wrap items in :class:`Parallel` to run them together), honours a speed multiplier from
the settings (0 = instant) and can ``skip()`` everything so input is never blocked.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from collections.abc import Sequence as Seq
from typing import Any, Protocol

Easing = Callable[[float], float]
Value = float | tuple[float, ...]


# ---------------------------------------------------------------- easing
def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    "linear": linear, "in_quad": ease_in_quad, "out_quad": ease_out_quad,
    "in_out_quad": ease_in_out_quad, "out_cubic": ease_out_cubic,
    "in_out_cubic": ease_in_out_cubic, "in_out_sine": ease_in_out_sine,
    "out_back": ease_out_back, "out_bounce": ease_out_bounce,
}


def lerp(a: Value, b: Value, t: float) -> Value:
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(a, (tuple, list)):
        return tuple(x + (y - x) * t for x, y in zip(a, b))  # type: ignore[arg-type]
    return a + (b - a) * t  # type: ignore[operator]


# ---------------------------------------------------------------- animations
class Animation(Protocol):
    done: bool

    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds; return the unused remainder (> 0 once finished)."""

    def finish(self) -> None:
        """Jump to the end state now."""


class Tween:
    """Animate one value from ``start`` to ``end``.

    ``target`` may be a dict (``key`` is the dict key), any object (``key`` is the
    attribute name) or a setter callable (``key`` is None). ``start=None`` reads the
    current value when the tween begins, so queued tweens chain naturally.
    """

    def __init__(self, target: Any, key: str | None, start: Value | None, end: Value,
                 duration: float, easing: Easing | str = ease_out_cubic,
                 on_done: Callable[[], None] | None = None) -> None:
        self.target, self.key = target, key
        self.start, self.end = start, end
        self.duration = max(0.0, float(duration))
        self.easing = EASINGS[easing] if isinstance(easing, str) else easing
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False

    def _get(self) -> Value:
        if isinstance(self.target, dict):
            return self.target[self.key]
        if callable(self.target) and self.key is None:
            raise ValueError("a setter-only tween needs an explicit start value")
        return getattr(self.target, self.key)  # type: ignore[arg-type]

    def _set(self, value: Value) -> None:
        if isinstance(self.target, dict):
            self.target[self.key] = value
        elif self.key is None:
            self.target(value)
        else:
            setattr(self.target, self.key, value)

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        if self.start is None:
            self.start = self._get()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            leftover = self.elapsed - self.duration
            self.finish()
            return leftover
        self._set(lerp(self.start, self.end, self.easing(self.elapsed / self.duration)))
        return 0.0

    def finish(self) -> None:
        if self.done:
            return
        self.elapsed = self.duration
        self._set(self.end)
        self.done = True
        if self.on_done:
            self.on_done()


class Wait:
    """Do nothing for ``duration`` seconds (a pause inside a sequence)."""

    def __init__(self, duration: float) -> None:
        self.duration, self.elapsed, self.done = duration, 0.0, False

    def update(self, dt: float) -> float:
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
            return self.elapsed - self.duration
        return 0.0

    def finish(self) -> None:
        self.done = True


class Call:
    """Call a function once (play a sound, commit a state) when reached."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn, self.done = fn, False

    def update(self, dt: float) -> float:
        self.finish()
        return dt

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class Sequence:
    """Run animations one after another; leftover time flows into the next."""

    def __init__(self, *items: Animation) -> None:
        self.items: list[Animation] = list(items)
        self.index = 0
        self.done = not self.items

    def add(self, item: Animation) -> Sequence:
        self.items.append(item)
        self.done = False
        return self

    def update(self, dt: float) -> float:
        while self.index < len(self.items):
            dt = self.items[self.index].update(dt)
            if not self.items[self.index].done:
                return 0.0
            self.index += 1
        self.done = True
        return dt

    def finish(self) -> None:
        for item in self.items[self.index:]:
            item.finish()
        self.index = len(self.items)
        self.done = True


class Parallel:
    """Run animations together; done when all are done."""

    def __init__(self, *items: Animation) -> None:
        self.items: list[Animation] = list(items)
        self.done = not self.items

    def add(self, item: Animation) -> Parallel:
        self.items.append(item)
        self.done = False
        return self

    def update(self, dt: float) -> float:
        leftovers = [item.update(dt) if not item.done else dt for item in self.items]
        self.done = all(item.done for item in self.items)
        return min(leftovers, default=dt) if self.done else 0.0

    def finish(self) -> None:
        for item in self.items:
            item.finish()
        self.done = True


class AnimationQueue:
    """FIFO of animations with a speed multiplier (0 = instant) and ``skip()``."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._items: list[Animation] = []

    @property
    def busy(self) -> bool:
        return bool(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def add(self, *items: Animation) -> None:
        """Queue items; several items given together run in parallel."""
        self._items.append(items[0] if len(items) == 1 else Parallel(*items))
        if self.speed <= 0:
            self.skip()

    def extend(self, items: Seq[Animation]) -> None:
        for item in items:
            self.add(item)

    def update(self, dt: float) -> None:
        if self.speed <= 0:
            self.skip()
            return
        dt *= self.speed
        while self._items:
            dt = self._items[0].update(dt)
            if not self._items[0].done:
                return
            self._items.pop(0)

    def skip(self) -> None:
        """Finish everything now (end states applied, callbacks run in order)."""
        while self._items:
            self._items.pop(0).finish()

    def clear(self) -> None:
        """Drop everything without applying end states."""
        self._items.clear()
