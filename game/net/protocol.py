"""The network protocol: JSON messages, each with a ``type`` (architecture section 10).

Client to host: ``hello`` (app, protocol, version, code, optional seat/name/game/token),
``take_seat`` (seat, name), ``action`` (ply, action), ``undo`` (ply, to).
Host to client: ``table`` (the game and its seats, before a seat is taken), ``welcome``
(your seat), ``lobby`` (who has joined, before the start), ``sync`` (everything a seat needs to
draw the table now), ``update`` (new steps since, or an undo), ``seats`` (who is connected,
who is played by the AI), ``error`` (a refusal: fatal ones close the connection),
``game_over`` (the result).

No pickle and nothing executed from a message: a message is parsed with the strict JSON reader
(``loads_json``: no NaN, no absurd numbers or nesting) and must be an object with a known
``type``. Seats are 0-based in messages (as in replays); the command line counts from 1.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

from game import __version__
from game.engine.replay import loads_json

APP = "gameshelf"
PROTOCOL = 1
# A client's frames are small (an action, a hello); the host's carry a seat's whole view.
MAX_CLIENT_FRAME = 64 * 1024
MAX_HOST_FRAME = 32 * 1024 * 1024
CLIENT_TYPES = ("hello", "take_seat", "action", "undo")
HOST_TYPES = ("table", "welcome", "lobby", "sync", "update", "seats", "error", "game_over")
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, no 1/I: read aloud without doubt
CODE_LENGTH = 6
MAX_NAME = 24

# error codes; FATAL ones end the connection (a joiner exits 2 with the message)
WRONG_CODE = "wrong_code"
SEAT_TAKEN = "seat_taken"
NO_SEAT = "no_such_seat"
WRONG_GAME = "wrong_game"
WRONG_VERSION = "wrong_version"
NOT_GAMESHELF = "not_gameshelf"
BAD_HELLO = "bad_hello"
FLOOD = "flood"
FATAL = {WRONG_CODE, SEAT_TAKEN, NO_SEAT, WRONG_GAME, WRONG_VERSION, NOT_GAMESHELF, BAD_HELLO, FLOOD}
BAD_JSON = "bad_json"
UNKNOWN_TYPE = "unknown_type"
NOT_YOUR_TURN = "not_your_turn"
ILLEGAL = "illegal"
STALE = "stale"
NO_UNDO = "no_undo"
NOT_STARTED = "not_started"


class ProtocolError(ValueError):
    """A message that cannot be used; ``code`` is one of the error codes above."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: Any) -> str:
    """An invite code as typed ("k7m 2qx") in its canonical form ("K7M2QX")."""
    return "".join(str(text or "").split()).upper().replace("-", "")


def clean_name(text: Any, fallback: str) -> str:
    """A player's name from the network: printable, one line, at most MAX_NAME characters."""
    name = "".join(ch for ch in str(text or "") if ch.isprintable()).strip()[:MAX_NAME]
    return name or fallback


def dumps(msg: dict[str, Any]) -> str:
    return json.dumps(msg, ensure_ascii=False, separators=(",", ":"))


def parse(text: str | bytes, allowed: tuple[str, ...]) -> dict[str, Any]:
    """One received frame as a message, or ProtocolError (bad JSON, no object, unknown type)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError(BAD_JSON, "the message is not UTF-8 text") from None
    try:
        msg = loads_json(text)
    except ValueError as exc:
        raise ProtocolError(BAD_JSON, f"the message is not JSON ({str(exc)[:80]})") from None
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise ProtocolError(BAD_JSON, "a message must be a JSON object with a \"type\"")
    if msg["type"] not in allowed:
        raise ProtocolError(UNKNOWN_TYPE, f"unknown message type {msg['type'][:40]!r}")
    return msg


def error(code: str, message: str, **extra: Any) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message, "fatal": code in FATAL, **extra}


def hello(code: str, seat: int | None = None, name: str | None = None, game: str | None = None,
          token: str | None = None) -> dict[str, Any]:
    msg: dict[str, Any] = {"type": "hello", "app": APP, "protocol": PROTOCOL, "version": __version__,
                           "code": normal_code(code)}
    for key, value in (("seat", seat), ("name", name), ("game", game), ("token", token)):
        if value is not None:
            msg[key] = value
    return msg


def check_hello(msg: dict[str, Any], code: str, game_id: str) -> None:
    """Refuse another program, another protocol or app version, another game, a wrong code."""
    if msg.get("type") != "hello":
        raise ProtocolError(BAD_HELLO, "the first message must be a hello")
    if msg.get("app") != APP:
        raise ProtocolError(NOT_GAMESHELF, "this is a Game Shelf table; the client is another program")
    if msg.get("protocol") != PROTOCOL or msg.get("version") != __version__:
        raise ProtocolError(WRONG_VERSION, f"this table runs Game Shelf {__version__} (protocol {PROTOCOL}); "
                                           f"the client is {str(msg.get('version'))[:20]} "
                                           f"(protocol {str(msg.get('protocol'))[:8]}): both need the same version")
    wanted = msg.get("game")
    if wanted is not None and wanted != game_id:
        raise ProtocolError(WRONG_GAME, f"this table plays {game_id}, not {str(wanted)[:30]}")
    if normal_code(msg.get("code")) != normal_code(code):
        raise ProtocolError(WRONG_CODE, "wrong invite code")


def seat_number(value: Any, players: int) -> int | None:
    """A 0-based seat from a message, or None when it names no seat at all."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise ProtocolError(NO_SEAT, f"there is no seat {str(value)[:10]} at this table (seats 1-{players})")
    return value
