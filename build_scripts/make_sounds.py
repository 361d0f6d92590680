"""Generate the short, soft sound effects in assets/sounds/ with the standard library only.

Run: python build_scripts/make_sounds.py   (deterministic: fixed seed, 22.05 kHz mono 16-bit)
"""
from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"


def env(t: float, attack: float, decay: float) -> float:
    """Linear attack, exponential decay."""
    return (t / attack if t < attack else math.exp(-(t - attack) / decay)) if attack > 0 else math.exp(-t / decay)


def tone(t: float, freq: float) -> float:
    return math.sin(2 * math.pi * freq * t)


class Noise:
    """Low-passed white noise (one-pole filter): softer than raw noise."""

    def __init__(self, rng: random.Random, smooth: float) -> None:
        self.rng, self.smooth, self.y = rng, smooth, 0.0

    def __call__(self) -> float:
        self.y += (self.rng.uniform(-1, 1) - self.y) * self.smooth
        return self.y


def click_at(t: float, start: float, freq: float, decay: float, noise: float) -> float:
    if t < start:
        return 0.0
    dt = t - start
    return env(dt, 0.001, decay) * (0.6 * tone(dt, freq) + noise)


def dice_roll(rng: random.Random) -> list[float]:
    n = Noise(rng, 0.5)
    hits = sorted(rng.uniform(0.0, 0.55) for _ in range(11))
    freqs = [rng.uniform(900, 1700) for _ in hits]
    out = []
    for i in range(int(RATE * 0.7)):
        t = i / RATE
        nz = n()
        v = sum(click_at(t, h, f, 0.012, nz * 0.8) * (1 - h) for h, f in zip(hits, freqs) if h <= t < h + 0.08)
        out.append(v * 0.5)
    return out


def dice_land(rng: random.Random) -> list[float]:
    n = Noise(rng, 0.35)
    return [0.7 * (click_at(i / RATE, 0, 620, 0.03, n() * 0.7) + 0.5 * click_at(i / RATE, 0.07, 840, 0.018, n() * 0.4))
            for i in range(int(RATE * 0.25))]


def card_flip(rng: random.Random) -> list[float]:
    n = Noise(rng, 0.7)
    return [0.45 * n() * env(i / RATE, 0.01, 0.035) for i in range(int(RATE * 0.18))]


def card_slide(rng: random.Random) -> list[float]:
    n = Noise(rng, 0.25)
    dur = 0.3
    return [0.5 * n() * math.sin(math.pi * i / (RATE * dur)) ** 2 for i in range(int(RATE * dur))]


def place(rng: random.Random) -> list[float]:
    n = Noise(rng, 0.2)
    return [0.8 * env(i / RATE, 0.002, 0.04) * (0.7 * tone(i / RATE, 180) + 0.3 * tone(i / RATE, 360) + 0.4 * n())
            for i in range(int(RATE * 0.25))]


def chime(rng: random.Random) -> list[float]:
    notes = [(0.0, 659.25), (0.12, 987.77)]  # E5, B5: a soft rising fifth
    out = []
    for i in range(int(RATE * 1.1)):
        t = i / RATE
        v = 0.0
        for start, f in notes:
            if t >= start:
                d = t - start
                v += env(d, 0.01, 0.35) * (tone(d, f) + 0.25 * tone(d, 2 * f) + 0.1 * tone(d, 3 * f))
        out.append(0.28 * v)
    return out


def hit(rng: random.Random) -> list[float]:
    n = Noise(rng, 0.4)
    out = []
    for i in range(int(RATE * 0.35)):
        t = i / RATE
        f = 140 * math.exp(-t * 6) + 60
        out.append(0.8 * env(t, 0.003, 0.07) * (0.7 * tone(t, f) + 0.6 * n()))
    return out


def click(rng: random.Random) -> list[float]:
    return [0.5 * env(i / RATE, 0.0005, 0.008) * tone(i / RATE, 1800) for i in range(int(RATE * 0.05))]


EFFECTS: dict[str, Callable[[random.Random], list[float]]] = {
    "dice_roll": dice_roll, "dice_land": dice_land, "card_flip": card_flip, "card_slide": card_slide,
    "place": place, "chime": chime, "hit": hit, "click": click,
}


def write_wav(path: Path, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    gain = min(1.0, 0.7 / peak)  # normalise loud effects down, keep soft ones soft
    fade = int(RATE * 0.005)
    frames = bytearray()
    for i, s in enumerate(samples):
        edge = min(1.0, i / fade, (len(samples) - 1 - i) / fade) if fade else 1.0
        frames += struct.pack("<h", int(max(-1.0, min(1.0, s * gain * edge)) * 32767))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for i, (name, make) in enumerate(EFFECTS.items()):
        path = OUT / f"{name}.wav"
        write_wav(path, make(random.Random(1000 + i)))
        print(f"{path.relative_to(OUT.parents[1])}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
