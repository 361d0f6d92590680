"""Issue 20's contract: ``python -m game records [--json] [--game G]`` prints the Records
screen's summary; GAMESHELF_HOME chooses the data folder; a bad records file never stops it."""
from __future__ import annotations

import json

from game.cli import main
from game.records import default_store, record_finished
from tests.records.test_store import finished


def test_records_json_and_text(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    assert main(["records", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {}
    record_finished(finished(seats=["human", "ai:easy"], names=["Anna", "Bot"]), duration_s=600)
    record_finished(finished("neuroshima", seed=2, seats=["human", "random"], names=["Anna", "Bot"]))
    assert main(["records", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"waterdeep", "neuroshima"}
    assert data["waterdeep"]["played"] == 1 and data["waterdeep"]["participants"][0]["name"] == "Anna"
    assert main(["records", "--json", "--game", "neuroshima"]) == 0
    assert set(json.loads(capsys.readouterr().out)) == {"neuroshima"}
    assert main(["records", "--lang", "hu"]) == 0
    out = capsys.readouterr().out
    from game.games import get_game

    assert get_game("waterdeep").spec.localized_name("hu") in out and "Játékos" in out and "MI · könnyű" in out
    assert len(default_store().games()) == 2


def test_records_bad_arguments_and_bad_file(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    assert main(["records", "--game", "chess"]) == 2
    assert "unknown game" in capsys.readouterr().err
    (tmp_path / "data").mkdir(parents=True, exist_ok=True)
    (tmp_path / "data" / "records.sqlite3").write_bytes(b"\x00garbage" * 500)
    assert main(["records"]) == 0
    captured = capsys.readouterr()
    assert "set aside" in captured.err and "No finished games" in captured.out
