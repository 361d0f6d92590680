"""A hand-made mid-game Rogue Agent state for the view tests (built from the engine's
dataclasses, so the view can be tested whatever the rules engine is doing)."""
from __future__ import annotations

from game.engine.core import HIDDEN
from game.games.rogue_agent import content as K
from game.games.rogue_agent.state import Bomb, BombBoard, Criminal, Player, RAState, Turn

# position -> tile, the layout of spec 8.3 (Appendix B)
LAYOUT = {"T1": "ARMORY", "T2": "D6", "T3": "ARCHIVE", "M1": "HOSPITAL", "M2": "D3", "HQ": "HQ",
          "M4": "D2", "M5": "BAZAAR", "B1": "D4", "B2": "MOTOR_POOL", "B3": "D5", "B4": "TERMINAL", "B5": "D1"}


def player(pos: str, **kw) -> Player:
    base = dict(pos=pos, fuel=2, ammo=2, evidence=2, vehicle=0, weapon=0, agent=0, stamina=7, credits=4,
                influence=0, informants=7)
    base.update(kw)
    return Player(**base)


def state(**kw) -> RAState:
    layout = tuple(LAYOUT[p] for p in K.POS_ORDER)
    slots = [(-1, -1)] * len(K.POS_ORDER)
    slots[K.POS_ORDER.index("T2")] = (0, 2)
    slots[K.POS_ORDER.index("M4")] = (1, -1)
    players = (
        player("T1", fuel=3, ammo=1, weapon=2, vehicle=2, agent=4, influence=3, credits=5, informants=6,
               custody=(4,), turned_in=("C01", "C09"), clocks=(("C_HUNTED", 5),)),
        player("T2", stamina=5, influence=7, evidence=6, informants=6),
        player("HQ", influence=1, fuel=8, informants=6),
    )
    criminals = (
        Criminal(num=3, card=HIDDEN, face_up=False, investigators=(0, 2), defeated=False, pos="B4", holder=-1,
                 placed_round=2),
        Criminal(num=4, card="C23", face_up=True, investigators=(), defeated=True, pos=None, holder=0,
                 placed_round=1),
        Criminal(num=5, card="C14", face_up=True, investigators=(), defeated=False, pos="M5", holder=-1,
                 placed_round=2),
        Criminal(num=6, card="C08", face_up=False, investigators=(1,), defeated=False, pos="M5", holder=-1,
                 placed_round=3),
    )
    base = dict(
        num_players=3, mode="agent", rounds=6, round=3, phase="action", director=1, first_player=0, bank=13,
        layout=layout, destroyed=(), slots=tuple(slots), police="B1", players=players, criminals=criminals,
        assassins=("B5",), bombs=(Bomb(id=1, pos="M4", timer=2),),
        bag=("A", "A", "A", "B", "B", "B", "C1", "C2"), deck=(HIDDEN,) * 30, out_pile=(),
        turn=Turn(seat=1, justice=1), stack=(("D", 1, "main"),), roll=(("R", "BLAST"), ("R", "AMPLIFY"), ("R", "AMMO2"), ("G", "BLAST")),
    )
    base.update(kw)
    return RAState(**base)


def bomb_state() -> RAState:
    board = BombBoard(bomb=1, timer=3, cols=((("AMPLIFY", "G"),), (("BLAST", "R"), ("BLAST", "R"))),
                      pool=("R", "G", "G", "K", "K", "K"), to_place=(("AMPLIFY", "K"), ("BLAST", "K")))
    return state(board=board, roll=(("R", "UP_WEAPON"), ("G", "CAR"), ("G", "HEAL"), ("K", "AMPLIFY"),
                                     ("K", "BLAST"), ("K", "CREDIT")))
