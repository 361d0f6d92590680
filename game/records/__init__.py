"""Records: every finished game kept in a local SQLite database, its figures and its story."""

from game.records.record import DB_NAME, build_record, default_store, record_finished
from game.records.store import SCHEMA_VERSION, GameRecord, RecordStore, SeatRecord
from game.records.summary import summarize, to_csv

__all__ = ["DB_NAME", "SCHEMA_VERSION", "GameRecord", "RecordStore", "SeatRecord", "build_record", "default_store",
           "record_finished", "summarize", "to_csv"]
