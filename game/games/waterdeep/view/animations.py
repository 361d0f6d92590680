"""What moved between two view states, animated with the shared tween AnimationQueue:
agents flying to their spaces, adventurer/gold gains rising from the player, cards drawn into
hands, the score markers sliding along the track and a banner for a completed quest.
All durations are 150-400 ms, scaled by the animation-speed setting (0 = instant)."""

from __future__ import annotations

from collections import Counter

import pygame

import game.games.waterdeep.view.cards as C
import game.games.waterdeep.view.paint as P
from game.engine.core import HIDDEN
from game.games.waterdeep.content import SPACE_INDEX, SPACES
from game.games.waterdeep.view.layout import Layout
from game.ui.render.tween import AnimationQueue, Call, Parallel, Sequence, Tween, Wait


class Animator:
    def __init__(self, speed: float = 1.0) -> None:
        self.queue = AnimationQueue(speed)
        self.sprites: list[dict] = []  # {"img", "pos", "alpha", "scale"}
        self.hidden: Counter = Counter()  # (space, code) -> count hidden until a flight lands
        self.vp: list[float] = []
        self.sounds: list[str] = []  # effects the last diff asks for (the view plays them)

    @property
    def busy(self) -> bool:
        return self.queue.busy

    def skip(self) -> None:
        self.queue.skip()
        self.sprites.clear()
        self.hidden.clear()

    def update(self, dt: float, speed: float) -> None:
        self.queue.speed = speed
        self.queue.update(dt)

    def jump(self, s) -> None:
        self.queue.clear()
        self.sprites.clear()
        self.hidden.clear()
        self.vp = [float(p.vp) for p in s.players] if s is not None else []

    # ------------------------------------------------------------------------------------------
    def _sprite(self, img: pygame.Surface, pos, alpha: float = 255.0, scale: float = 1.0) -> dict:
        sp = {"img": img, "pos": pos, "alpha": alpha, "scale": scale}
        self.sprites.append(sp)
        return sp

    def _drop(self, sp: dict):
        def f() -> None:
            if sp in self.sprites:
                self.sprites.remove(sp)
        return f

    def diff(self, prev, cur, L: Layout, colours, shapes, names, viewer: int | None, seat_anchor) -> None:
        """Queue the animations for prev -> cur. ``seat_anchor(seat)`` is where a seat's pieces
        come from and go to (the edge towards its player panel)."""
        if prev is None or cur is None or len(prev.players) != len(cur.players):
            self.jump(cur)
            return
        if len(self.vp) != len(cur.players):
            self.vp = [float(p.vp) for p in prev.players]
        flights, gains, cards, ends = [], [], [], []
        landing: dict[int, tuple[int, int]] = {}
        # 1. agents: new occupants fly in (from a space they left, else from the pool)
        left: dict[int, list[tuple[int, int]]] = {}
        for sp, idx in SPACE_INDEX.items():
            a = Counter(prev.occupancy[idx]) if idx < len(prev.occupancy) else Counter()
            b = Counter(cur.occupancy[idx]) if idx < len(cur.occupancy) else Counter()
            for code, n in (a - b).items():
                if sp in L.slots:
                    left.setdefault(code, []).extend([L.slots[sp][:2]] * n)
        for sp, idx in SPACE_INDEX.items():
            a = Counter(prev.occupancy[idx]) if idx < len(prev.occupancy) else Counter()
            b = Counter(cur.occupancy[idx]) if idx < len(cur.occupancy) else Counter()
            for code, n in (b - a).items():
                if sp not in L.slots:
                    continue
                cx, cy, r = L.slots[sp]
                j = len(cur.occupancy[idx]) - 1
                dest = (cx + j * int(r * 1.1), cy - j * int(r * 0.4))
                for _ in range(n):
                    src = left[code].pop() if left.get(code) else seat_anchor(code if 0 <= code < len(cur.players) else 0)
                    img = P.ambassador_icon(int(r * 0.9)) if code >= len(colours) else P.agent_icon(colours[code], shapes[code], int(r * 0.9))
                    spr = self._sprite(img, src)
                    key = (sp, code)
                    self.hidden[key] += 1
                    landing[code] = dest

                    def land(spr=spr, key=key) -> None:
                        self._drop(spr)()
                        self.hidden[key] -= 1
                        if self.hidden[key] <= 0:
                            del self.hidden[key]
                    flights.append(_PosTween(spr, src, dest, 0.32, land))
        # 2. adventurers and gold: "+2 F" rising from where the player's agent landed
        f = L.fs(16)
        for seat, (p0, p1) in enumerate(zip(prev.players, cur.players, strict=False)):
            items = []
            for k, (x0, x1) in zip("CFRW", zip(p0.cubes, p1.cubes, strict=False), strict=False):
                if x1 != x0:
                    items.append(("text", f"{x1 - x0:+d}"))
                    items.append(("cube", k, 1))
            if p1.gold != p0.gold:
                items += [("text", f"{p1.gold - p0.gold:+d}"), ("gold", 0)]
            if not items:
                continue
            w = P.icon_line_width(items, f) + L.px(12)
            img = pygame.Surface((w, int(f * 1.6)), pygame.SRCALPHA)
            pygame.draw.rect(img, (*P.PARCH_LIGHT, 235), img.get_rect(), border_radius=L.px(8))
            pygame.draw.rect(img, (*P.GOLD_DARK, 255), img.get_rect(), 1, border_radius=L.px(8))
            P.draw_icon_line(img, items, f, (L.px(6), img.get_height() // 2))
            start = landing.get(seat, seat_anchor(seat))
            start = (start[0], start[1] - L.px(10))
            spr = self._sprite(img, start, 0.0)
            end = (start[0], start[1] - L.px(34))
            gains.append(Sequence(Parallel(_PosTween(spr, start, end, 0.4, None), Tween(spr, "alpha", 0.0, 255.0, 0.15)),
                                  Wait(0.25), Tween(spr, "alpha", 255.0, 0.0, 0.2, on_done=self._drop(spr))))
        # 3. cards drawn: intrigue / quests into hands
        deck_pos = L.decks.midleft
        for seat, (p0, p1) in enumerate(zip(prev.players, cur.players, strict=False)):
            new_i = len(p1.intrigue) - len(p0.intrigue)
            new_q = [q for q in p1.quests if q not in p0.quests]
            dest = L.hand.center if seat == viewer else seat_anchor(seat)
            size = (L.px(46), L.px(64))
            for k in range(max(0, new_i)):
                img = C.card_back("intrigue", size)
                spr = self._sprite(img, deck_pos, 0.0)
                cards.append(Sequence(Wait(0.06 * k), Call(lambda spr=spr: spr.__setitem__("alpha", 255.0)),
                                      _PosTween(spr, deck_pos, dest, 0.35, self._drop(spr))))
            for k, q in enumerate(new_q):
                src = deck_pos
                if q in prev.cliffwatch:
                    i = prev.cliffwatch.index(q)
                    if i < len(L.cliff_cards):
                        src = L.cliff_cards[i].center
                img = C.card_back("quest", size)
                spr = self._sprite(img, src, 0.0)
                cards.append(Sequence(Wait(0.06 * k), Call(lambda spr=spr: spr.__setitem__("alpha", 255.0)),
                                      _PosTween(spr, src, dest, 0.35, self._drop(spr))))
        # 4. score markers slide
        vp_to = [float(p.vp) for p in cur.players]
        if vp_to != self.vp:
            start_vp = list(self.vp)
            ends.append(_ListTween(self.vp, start_vp, vp_to, 0.4))
        # 5. a completed quest: a banner with the card
        for seat, (p0, p1) in enumerate(zip(prev.players, cur.players, strict=False)):
            done = [q for q in p1.completed if q not in p0.completed]
            for q in done[:1]:
                cw, ch = L.px(190), L.px(130)
                img = pygame.Surface((cw + L.px(20), ch + L.px(44)), pygame.SRCALPHA)
                pygame.draw.rect(img, (*P.WOOD_DARK, 220), img.get_rect(), border_radius=L.px(10))
                pygame.draw.rect(img, (*P.GOLD, 255), img.get_rect(), 2, border_radius=L.px(10))
                P.blit(img, f"{names[seat]} {P.w('completes')}", L.fs(16), P.GOLD_LIGHT, (img.get_width() // 2, L.px(6)), "midtop",
                       bold=True, max_width=img.get_width() - L.px(12))
                img.blit(C.quest_face(q, (cw, ch), L.fs(16)), (L.px(10), L.px(34)))
                c = L.board.center
                spr = self._sprite(img, c, 0.0, 0.6)
                ends.append(Sequence(Parallel(Tween(spr, "alpha", 0.0, 255.0, 0.2), Tween(spr, "scale", 0.6, 1.0, 0.3, "out_back")),
                                     Wait(0.5), Tween(spr, "alpha", 255.0, 0.0, 0.25, on_done=self._drop(spr))))
        self.sounds = (["place"] if flights else []) + (["card_slide"] if cards else []) + \
            (["chime"] if any(len(p1.completed) > len(p0.completed) for p0, p1 in zip(prev.players, cur.players, strict=False)) else [])
        if not (flights or gains or cards or ends):
            return
        if flights:
            self.queue.add(*flights)
        if gains or cards or ends:
            self.queue.add(*(gains + cards + ends))

    def draw(self, surface: pygame.Surface) -> None:
        for sp in list(self.sprites):
            a = int(max(0, min(255, sp["alpha"])))
            if a <= 0:
                continue
            img = sp["img"]
            if sp.get("scale", 1.0) != 1.0:
                k = max(0.05, sp["scale"])
                img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * k)), max(1, int(img.get_height() * k))))
            if a < 255:
                img = img.copy()
                img.set_alpha(a)
            surface.blit(img, img.get_rect(center=(int(sp["pos"][0]), int(sp["pos"][1]))))


class _PosTween(Tween):
    """Moves sprite["pos"] from a to b."""

    def __init__(self, spr: dict, a, b, duration: float, on_done) -> None:
        super().__init__(spr, "pos", tuple(map(float, a)), tuple(map(float, b)), duration, "out_cubic", on_done)


class _ListTween(Tween):
    """Tweens a list of floats in place (the score markers)."""

    def __init__(self, target: list, a: list, b: list, duration: float) -> None:
        self.lst = target
        super().__init__(self._set_list, None, tuple(a), tuple(b), duration, "in_out_quad")

    def _set_list(self, v) -> None:
        self.lst[:] = list(v)


_ = (SPACES, HIDDEN)
