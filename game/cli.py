"""The command line (architecture section 7, a contract: keep it exactly).

Every user mistake (bad arguments, a bad file) ends with exit status 2 and one clear
line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from game import __version__

SUBCOMMANDS = ("list", "selfplay", "replay", "bench", "records", "host", "join", "learn")
NET_SUBCOMMANDS = ("host", "join")  # network play: game/net/cli.py parses and runs them


class UsageError(Exception):
    """A user mistake: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")


def _option_pairs(pairs: Sequence[str] | None) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs or ():
        if "=" not in pair:
            raise UsageError(f"--option needs KEY=VALUE, got {pair!r}")
        key, value = pair.split("=", 1)
        options[key.strip()] = value.strip()  # the game's option spec gives it its type
    return options


def _shipped_games() -> str:
    """What ships, from the registry itself (so --help never claims a game that is not built)."""
    from game.games import REGISTRY

    names = [f"{g.spec.name} (--game\u00a0{gid})" for gid, g in REGISTRY.items()]  # no break inside
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


class _HelpFormatter(argparse.HelpFormatter):
    """Wraps the description like argparse, but never between "--game" and its id."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return super()._fill_text(text, width, indent).replace("\u00a0", " ")


def _gui_parser() -> _Parser:
    p = _Parser(
        prog="gameshelf",
        formatter_class=_HelpFormatter,
        description=f"Game Shelf plays {_shipped_games()} with every rule enforced. "
        f"Subcommands: {', '.join(SUBCOMMANDS)} (see `gameshelf SUBCOMMAND --help`).",
    )
    p.add_argument("--version", action="version", version=f"Game Shelf {__version__}")
    p.add_argument("--game", help="game id: go straight into a match")
    p.add_argument("--players", type=int, help="number of players")
    p.add_argument("--seats", help="comma list: human, random, greedy, ai:easy, ai:normal, ai:hard")
    p.add_argument("--seed", type=int, default=None, help="random seed of the match")
    p.add_argument("--option", action="append", metavar="K=V", help="game option (repeatable)")
    p.add_argument("--lang", choices=("en", "hu"), help="language of the interface")
    p.add_argument("--load", metavar="FILE", help="resume a saved game")
    p.add_argument("--self-test", action="store_true", help="check assets and play a few AI turns headless")
    p.add_argument("--windowed", action="store_true", help=argparse.SUPPRESS)
    return p


def _sub_parser(name: str) -> _Parser:
    p = _Parser(prog=f"gameshelf {name}")
    if name == "selfplay":
        p.add_argument("--game", required=True)
        p.add_argument("--players", type=int, required=True)
        p.add_argument("--seats", required=True)
        p.add_argument("--seed", type=int, default=0)
        p.add_argument("--games", type=int, default=1)
        p.add_argument("--option", action="append", metavar="K=V")
        p.add_argument("--out", metavar="DIR")
        p.add_argument("--states", action="store_true", help="store the true state after every step")
    elif name == "replay":
        p.add_argument("file")
        p.add_argument("--verify", action="store_true")
        p.add_argument("--log", action="store_true", help="print the game's log as the table shows it, one line per entry")
        p.add_argument("--lang", choices=("en", "hu"), default="en", help="language of the --log transcript")
    elif name == "learn":
        p.add_argument("--game", required=True)
        p.add_argument("--headless", action="store_true", help="play the guided script through, print one JSON line")
        p.add_argument("--lang", choices=("en", "hu"), default="en")
    elif name == "records":
        p.add_argument("--json", action="store_true")
        p.add_argument("--game", help="one game id")
        p.add_argument("--lang", choices=("en", "hu"), default="en")
    elif name == "bench":
        p.add_argument("--json", action="store_true")
        p.add_argument("--quick", action="store_true", help="fewer frames and games (for smoke tests)")
        p.add_argument("--only", help="comma list of game ids to bench")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if args and args[0] in NET_SUBCOMMANDS:
            from game.net.cli import run as run_net

            return run_net(args[0], args[1:], _open_window)
        if args and args[0] in SUBCOMMANDS:
            ns = _sub_parser(args[0]).parse_args(args[1:])
            return _run_sub(args[0], ns)
        ns = _gui_parser().parse_args(args)
        return _run_gui(ns)
    except UsageError as exc:
        print(str(exc).splitlines()[0], file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (e.g. `| head`): nothing left to say
        sys.stderr.close()
        return 0


def _run_sub(name: str, ns: argparse.Namespace) -> int:
    if name == "list":
        return cmd_list()
    if name == "selfplay":
        return cmd_selfplay(ns)
    if name == "replay":
        return cmd_replay(ns)
    if name == "records":
        return cmd_records(ns)
    if name == "learn":
        return cmd_learn(ns)
    from game.bench import run_bench

    return run_bench(as_json=ns.json, quick=ns.quick, only=ns.only)


# ----- learn ---------------------------------------------------------------------------
def cmd_learn(ns: argparse.Namespace) -> int:
    """The guided first game: headless, its script played through (one JSON line); else the
    window opens on it."""
    from game.learn.headless import LessonError, lesson_of, run

    try:
        lesson_of(ns.game)
    except KeyError:
        raise UsageError(f"gameshelf learn: no guided game for {ns.game!r}") from None
    if not ns.headless:  # the window, straight into the guided game
        from game.ui.app import run as run_window

        return run_window({"lang": ns.lang, "learn": ns.game})
    try:
        result = run(ns.game, ns.lang)
    except LessonError as exc:
        print(str(exc).splitlines()[0], file=sys.stderr)
        return 1
    print(json.dumps(result))
    return 0


# ----- records -------------------------------------------------------------------------
def cmd_records(ns: argparse.Namespace) -> int:
    """The records summary (the Records screen's figures): text, or JSON with --json."""
    from game.games import REGISTRY
    from game.i18n import tr
    from game.records import default_store, summarize
    from game.records.report import report

    if ns.game and ns.game not in REGISTRY:
        raise UsageError(f"gameshelf records: unknown game {ns.game!r} (known: {', '.join(REGISTRY)})")
    store = default_store()
    if store.notice:
        print(tr("records.moved_aside", ns.lang, name=store.moved_to.name), file=sys.stderr)
    summaries = summarize(store.games(ns.game))
    if ns.json:
        print(json.dumps(summaries, ensure_ascii=False))
        return 0
    names = {gid: g.spec.localized_name(ns.lang) for gid, g in REGISTRY.items()}
    sys.stdout.write(report(summaries, names, lambda k, **f: tr(k, ns.lang, **f)))
    return 0


# ----- list ----------------------------------------------------------------------------
def cmd_list() -> int:
    from game.games import REGISTRY

    out = []
    for gid, g in REGISTRY.items():
        spec = g.spec
        out.append(
            {
                "id": gid,
                "name": spec.name,
                "min_players": spec.min_players,
                "max_players": spec.max_players,
                "options": {k: _option_json(spec, k) for k in spec.options},
            }
        )
    print(json.dumps(out, ensure_ascii=False, indent=2))
    return 0


def _option_json(spec: Any, key: str) -> dict[str, Any]:
    """An option as ``list`` prints it: the contract fields (default, description, choices)
    plus what the setup screen shows: label and help per language, and each value's."""
    from game.i18n import LANGUAGES, tr

    opt = spec.options[key]
    out = opt.to_json()
    label_key, help_key = spec.option_keys(key)
    out["label"] = {lang: tr(label_key, lang) for lang in LANGUAGES}
    out["help"] = {lang: tr(help_key, lang) for lang in LANGUAGES}
    pool = list(opt.choices) if opt.choices is not None else [v.value for v in opt.values]
    values = []
    for value in pool:
        info = opt.value_info(value)
        v_label, v_help = spec.value_keys(key, value)
        fmt = {"name": f"#{info.seat + 1}", "n": info.seat + 1} if info.seat is not None else {}
        fmt.update({f"p{i + 1}": f"#{i + 1}" for i in range(spec.max_players)})
        item: dict[str, Any] = {"value": value, "label": {lang: tr(v_label, lang, **fmt) for lang in LANGUAGES},
                                "help": {lang: tr(v_help, lang, **fmt) for lang in LANGUAGES}}
        if info.colour is not None:
            item["colour"] = "#" + "".join(f"{c:02x}" for c in info.colour)
        if info.hidden:
            item["hidden"] = True
        values.append(item)
    if values:
        out["values"] = values
    return out


# ----- selfplay ------------------------------------------------------------------------
def _lookup_game(game_id: str) -> Any:
    from game.games import get_game

    try:
        return get_game(game_id)
    except KeyError as exc:
        raise UsageError(str(exc.args[0])) from None


def _new_match(game: Any, players: int, seats: str, options: dict[str, Any], seed: int) -> Any:
    from game.engine.match import Match, parse_seats

    try:
        seat_list = parse_seats(seats, players)
        return Match(game, players, seat_list, None, options, seed)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    except Exception as exc:  # an option value the game's set-up trips over: the user's input, not a bug
        raise UsageError(f"cannot set up {game.spec.id} with these options ({type(exc).__name__}: {exc})") from None


def play_out(match: Any, bots: list[Any], on_step: Any = None) -> None:
    """Play a match to the end with bots in every seat."""
    while True:
        for step in match.advance():
            if on_step:
                on_step(step)
        if match.is_over:
            return
        seat = match.current_player
        action = bots[seat].choose(match.view_for(seat))
        step = match.submit(action, seat)
        if on_step:
            on_step(step)


def cmd_selfplay(ns: argparse.Namespace) -> int:
    from game.ai import make_bot

    game = _lookup_game(ns.game)
    options = _option_pairs(ns.option)
    if ns.games < 1:
        raise UsageError("--games must be at least 1")
    if "human" in (ns.seats or "").split(","):
        raise UsageError("selfplay needs machine seats only (random, greedy, ai:easy, ai:normal, ai:hard)")
    out_dir = Path(ns.out) if ns.out else None
    results = []
    wins = [0.0] * ns.players
    for k in range(ns.games):
        seed = ns.seed + k
        match = _new_match(game, ns.players, ns.seats, options, seed)
        bots = [make_bot(kind, game, i, seed * 101 + i, ns.players) for i, kind in enumerate(match.seats)]
        started = time.perf_counter()
        play_out(match, bots)
        seconds = time.perf_counter() - started
        winners = match.winners()
        for w in winners:
            wins[w] += 1 / len(winners)
        results.append(
            {
                "seed": seed,
                "scores": match.scores(),
                "winners": winners,
                "plies": len(match.steps),
                "seconds": round(seconds, 3),
            }
        )
        if out_dir is not None:
            out_dir.mkdir(parents=True, exist_ok=True)
            match.save(out_dir / f"{ns.game}-{seed}.jsonl", with_states=ns.states)
    report = {
        "game": ns.game,
        "players": ns.players,
        "seats": ns.seats.split(","),
        "games": results,
        "wins_by_seat": [round(w, 3) for w in wins],
    }
    print(json.dumps(report))
    return 0


# ----- replay --verify / --log -------------------------------------------------------------
def cmd_replay(ns: argparse.Namespace) -> int:
    if ns.log:
        return cmd_replay_log(ns)
    return cmd_replay_verify(ns)


def cmd_replay_log(ns: argparse.Namespace) -> int:
    """The game's log as the table shows it (round separators, "(only choice)" marks, seat names
    in the chosen language), one line per entry: a transcript players can share."""
    from game.engine.replay import ReplayError
    from game.games import load_match
    from game.i18n import tr
    from game.ui.gamelog import GameLog, round_key
    from game.ui.seatnames import shown_names

    try:
        match = load_match(Path(ns.file))
    except ReplayError as exc:
        print(str(exc).splitlines()[0], file=sys.stderr)
        return 2
    except (RecursionError, MemoryError, OSError, ValueError, KeyError) as exc:
        print(f"{ns.file}: cannot be replayed ({type(exc).__name__})", file=sys.stderr)
        return 2
    lang = ns.lang
    log = GameLog(match.game, lambda line: tr("table.log_only_choice", lang, line=line))
    log.sync(match.states, match.steps, shown_names(match.names, lang), lang)
    lines = [text for _kind, text in log.rows(lambda n: tr(round_key(match.game, lang), lang, n=n))]
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8", errors="replace")
    for line in lines:
        print(line)
    return 0


def cmd_replay_verify(ns: argparse.Namespace) -> int:
    from game.engine.replay import ReplayError, read_replay
    from game.engine.verify import verify_replay
    from game.games import get_game

    try:
        rf = read_replay(Path(ns.file))
        summary = verify_replay(rf, get_game, ns.file)
    except ReplayError as exc:
        print(str(exc).splitlines()[0], file=sys.stderr)
        return 2
    except (RecursionError, MemoryError) as exc:  # the readers refuse these; never a traceback anyway
        print(f"{ns.file}: cannot be replayed ({type(exc).__name__})", file=sys.stderr)
        return 2
    print(json.dumps(summary, ensure_ascii=False))
    return 0


# ----- GUI -----------------------------------------------------------------------------
def _open_window(request: dict[str, Any]) -> int:
    """The window for ``join`` without ``--bot`` (game/net never imports the window's code)."""
    from game.ui.app import run

    return run(request)


def _run_gui(ns: argparse.Namespace) -> int:
    if ns.self_test:
        from game.selftest import run_self_test

        return run_self_test()
    request = _gui_request(ns)
    from game.ui.app import run

    return run(request)


def _gui_request(ns: argparse.Namespace) -> dict[str, Any]:
    """Check the direct-into-match arguments before any window opens."""
    request: dict[str, Any] = {"lang": ns.lang}
    if ns.load:
        from game.engine.replay import ReplayError
        from game.games import load_match

        try:
            load_match(Path(ns.load))
        except ReplayError as exc:
            raise UsageError(str(exc)) from None
        except (RecursionError, MemoryError) as exc:  # the readers refuse these; never a traceback anyway
            raise UsageError(f"{ns.load}: cannot be loaded ({type(exc).__name__})") from None
        request["load"] = ns.load
        return request
    if ns.game is None:
        if ns.players or ns.seats or ns.option:
            raise UsageError("--players, --seats and --option need --game")
        return request
    game = _lookup_game(ns.game)
    players = ns.players or game.spec.min_players
    seats = ns.seats or ",".join(["human"] + ["ai:normal"] * (players - 1))
    options = _option_pairs(ns.option)
    seed = ns.seed if ns.seed is not None else int(time.time()) % 1_000_000
    match = _new_match(game, players, seats, options, seed)
    request.update(
        {"game": ns.game, "players": players, "seats": match.seats, "options": match.options, "seed": seed}
    )
    return request
