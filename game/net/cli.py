"""``gameshelf host`` and ``gameshelf join``: network play without a window (architecture 7, 10).

host: runs the table headless; once listening prints one JSON line ``{"url": ..., "code": ...}``
on stdout; exits 0 when the game is over, after writing the replay to ``--out``. ``--resume
FILE`` goes on with a host's autosave (same code, same port unless ``--port`` says otherwise;
the remote players rejoin). Log lines (who joined, what was refused) go to stderr.

join: plays one remote seat. With ``--bot LEVEL`` headless, deciding from what it receives
only; it exits 0 when the game is over. Without ``--bot`` it opens the window at that seat.
``--seat K`` counts seats from 1, as players do. Refused (wrong code, seat taken, another
game or version) or the host unreachable: one line on stderr, exit 2.

Every user mistake ends with exit status 2 and one line, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any, NoReturn

BOT_LEVELS = ("random", "greedy", "ai:easy", "ai:normal", "ai:hard")
GAME_OVER_FLUSH_S = 10.0


class NetUsageError(Exception):
    """A user mistake: one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise NetUsageError(f"{self.prog}: {message}")


def host_parser() -> _Parser:
    p = _Parser(prog="gameshelf host", description="Host a network game without a window.")
    p.add_argument("--game", help="game id")
    p.add_argument("--players", type=int)
    p.add_argument("--seats", help="comma list: remote, random, greedy, ai:easy, ai:normal, ai:hard")
    p.add_argument("--option", action="append", metavar="K=V", help="game option (repeatable)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--port", type=int, default=None, help="port to listen on (0: any free port; default 8765)")
    p.add_argument("--bind", default=None, help="address to listen on (default: every IPv4 address)")
    p.add_argument("--code", default=None, help="invite code (default: a new random one)")
    p.add_argument("--out", metavar="FILE", help="write the replay here when the game is over")
    p.add_argument("--resume", metavar="FILE", help="go on with a network game's autosave")
    return p


def join_parser() -> _Parser:
    p = _Parser(prog="gameshelf join", description="Play one seat of a network game.")
    p.add_argument("url", help="the host's address: ws://HOST:PORT or HOST:PORT")
    p.add_argument("--code", required=True, help="the invite code")
    p.add_argument("--seat", type=int, default=None, help="seat number, from 1 (default: the first free one)")
    p.add_argument("--name", default=None)
    p.add_argument("--bot", choices=BOT_LEVELS, default=None, help="play headless with this bot")
    p.add_argument("--bot-seed", type=int, default=None, help="the bot's random seed (default: the seat number)")
    p.add_argument("--log", metavar="FILE", help="append every received message here, one JSON object a line")
    return p


def run(name: str, argv: Sequence[str], open_window: Callable[[dict[str, Any]], int] | None = None) -> int:
    """Run ``host`` or ``join``; ``open_window(request)`` opens the app's window for a join
    without ``--bot`` (the shell passes it: this package never imports the window's code)."""
    try:
        if name == "host":
            return run_host(host_parser().parse_args(list(argv)))
        return run_join(join_parser().parse_args(list(argv)), open_window)
    except NetUsageError as exc:
        print(str(exc).splitlines()[0], file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _err(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


# ----- host --------------------------------------------------------------------------------
def _options(pairs: Sequence[str] | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs or ():
        if "=" not in pair:
            raise NetUsageError(f"--option needs KEY=VALUE, got {pair!r}")
        k, v = pair.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def _game(game_id: str) -> Any:
    from game.games import get_game

    try:
        return get_game(game_id)
    except KeyError as exc:
        raise NetUsageError(str(exc.args[0])) from None


def _new_host_match(ns: argparse.Namespace) -> tuple[Any, list[bool]]:
    from game import paths
    from game.engine.match import REMOTE, SEAT_KINDS, Match, parse_seats

    if not (ns.game and ns.players and ns.seats):
        raise NetUsageError("gameshelf host: --game, --players and --seats are needed (or --resume FILE)")
    game = _game(ns.game)
    try:
        seats = parse_seats(ns.seats, ns.players, SEAT_KINDS + (REMOTE,))
    except ValueError as exc:
        raise NetUsageError(str(exc)) from None
    if "human" in seats:
        raise NetUsageError("a headless host has no screen for a human seat: use remote or a machine seat")
    seed = ns.seed if ns.seed is not None else int(time.time() * 1000) % 1_000_000_007
    try:
        match = Match(game, ns.players, seats, None, _options(ns.option), seed,
                      paths.new_autosave_file(game.spec.id))
    except ValueError as exc:
        raise NetUsageError(str(exc)) from None
    except Exception as exc:  # an option value the game's set-up trips over
        raise NetUsageError(f"cannot set up {ns.game} with these options ({type(exc).__name__}: {exc})") from None
    return match, [s == REMOTE for s in seats]


def _resumed_match(ns: argparse.Namespace) -> tuple[Any, list[bool], dict[str, Any]]:
    from game.engine.match import REMOTE, Match
    from game.engine.replay import ReplayError
    from game.games import get_game
    from game.net.store import read_card

    path = Path(ns.resume)
    card = read_card(path)
    if card is None:
        raise NetUsageError(f"{path}: not a network game's autosave (its .net.json card is missing)")
    try:
        match = Match.load(path, get_game, autosave_path=path)
    except ReplayError as exc:
        raise NetUsageError(str(exc).splitlines()[0]) from None
    except (RecursionError, MemoryError) as exc:
        raise NetUsageError(f"{path}: cannot be loaded ({type(exc).__name__})") from None
    remote = [bool(r) for r in card["remote"]][: match.num_players]
    if len(remote) != match.num_players:
        raise NetUsageError(f"{path}: its .net.json card does not fit the save")
    for seat, r in enumerate(remote):
        if r:
            match.seats[seat] = REMOTE
    return match, remote, card


def run_host(ns: argparse.Namespace) -> int:
    from game.net import protocol as P
    from game.net.addresses import local_addresses
    from game.net.host import close_table, open_table, play_until_over
    from game.net.store import write_card

    card: dict[str, Any] = {}
    if ns.resume:
        match, remote, card = _resumed_match(ns)
    else:
        match, remote = _new_host_match(ns)
    code = P.normal_code(ns.code or card.get("code") or P.new_code())
    if not 4 <= len(code) <= 32 or not code.isalnum():
        raise NetUsageError("--code: 4 to 32 letters and digits")
    port = ns.port if ns.port is not None else int(card.get("port") or 8765)
    bind = ns.bind or card.get("bind") or "0.0.0.0"
    out = ns.out or card.get("out")
    try:
        session, server = open_table(match, remote, code, bind, port, bool(ns.resume),
                                     log=lambda line: _err(f"host: {line}"))
    except OSError as exc:
        raise NetUsageError(f"gameshelf host: cannot listen on {bind}:{port} ({exc.strerror or exc})") from None
    port = server.port
    if match.autosave_path is not None:
        write_card(match.autosave_path, code, port, bind, remote, str(Path(out).resolve()) if out else None)
    for ip in local_addresses(bind):
        _err(f"host: listening at ws://{ip}:{port}")
    _err(f"host: autosave {match.autosave_path}")
    shown = local_addresses(bind)[0]  # a LAN address when there is one: what other computers dial
    print(json.dumps({"url": f"ws://{shown}:{port}", "code": code}), flush=True)
    sys.setswitchinterval(0.001)  # the network thread hands over to the game's thread at once
    cpu_start = time.process_time()
    wall_start = time.monotonic()
    try:
        play_until_over(match, session)
        match.play_seconds += time.monotonic() - wall_start
        if out:
            match.save(Path(out))
    finally:
        close_table(session, server, GAME_OVER_FLUSH_S)
    if match.is_over:
        _record(match)
    if os.environ.get("GAMESHELF_NET_STATS"):  # for bench: the CPU the game cost, start-up left out
        decisions = sum(1 for s in match.steps if s.player >= 0)
        _err("host-stats " + json.dumps({"cpu_s": round(time.process_time() - cpu_start, 4),
                                         "decisions": decisions, "plies": len(match.steps)}))
    return 0


def _record(match: Any) -> None:
    """A game hosted to its end is kept in the records like one played in the window."""
    from game.records import record_finished

    try:
        record_finished(match, duration_s=match.play_seconds, mode="network")
    except Exception as exc:  # the records never cost the game's exit status
        _err(f"host: the game was not recorded ({type(exc).__name__}: {exc})")


# ----- join --------------------------------------------------------------------------------
def run_join(ns: argparse.Namespace, open_window: Callable[[dict[str, Any]], int] | None = None) -> int:
    if ns.seat is not None and ns.seat < 1:
        raise NetUsageError("--seat counts from 1")
    if ns.bot is None:
        if open_window is None:
            raise NetUsageError("gameshelf join: without --bot it opens a window, and there is none here")
        return open_window({"join": {"url": ns.url, "code": ns.code,
                                     "seat": None if ns.seat is None else ns.seat - 1, "name": ns.name}})
    log = None
    if ns.log:
        try:
            log = open(ns.log, "a", encoding="utf-8")  # noqa: SIM115 - kept open for the whole game
        except OSError as exc:
            raise NetUsageError(f"--log {ns.log}: {exc.strerror or exc}") from None
    try:
        return _join_headless(ns, log)
    finally:
        if log is not None:
            log.close()


def _join_headless(ns: argparse.Namespace, log: IO[str] | None) -> int:
    from game.ai import make_bot
    from game.games import get_game
    from game.net.client import NetClient
    from game.net.mirror import RemoteMatch

    client = NetClient(ns.url, ns.code, None if ns.seat is None else ns.seat - 1, ns.name)
    client.start()
    mirror: RemoteMatch | None = None
    bot = None
    errors = 0
    welcomed = False
    while True:
        try:
            kind, data = client.inbox.get(timeout=0.2 if mirror is None or not mirror.my_turn() else 0.0)
        except queue.Empty:
            kind, data = "", None
        if kind == "refused":
            _err(f"gameshelf join: refused: {data}")
            return 2
        if kind == "gone":
            _err(f"gameshelf join: {data}")
            return 1 if welcomed else 2
        if kind == "lost":
            _err(f"join: {data}; trying again")
        if kind == "message":
            if log is not None:
                log.write(json.dumps(data, ensure_ascii=False) + "\n")
                log.flush()
            if data["type"] == "welcome":
                welcomed = True
                game = get_game(data["game"])
                if mirror is None:
                    mirror = RemoteMatch(game, data, client.send)
                    seed = ns.bot_seed if ns.bot_seed is not None else mirror.seat
                    bot = make_bot(ns.bot, game, mirror.seat, seed, mirror.num_players)
            elif mirror is not None:
                what = mirror.apply(data)
                errors = errors + 1 if what == "error" else 0
                if errors > 50:
                    _err(f"gameshelf join: the host refuses every move ({data.get('message')})")
                    return 1
                if what == "over":
                    client.close()
                    return 0
            continue
        if mirror is not None and bot is not None and mirror.synced and mirror.my_turn():
            action = bot.choose(mirror.state)
            if action not in mirror.legal:  # a bot must never send what the host refuses
                action = mirror.legal[0]
            mirror.submit(action)
