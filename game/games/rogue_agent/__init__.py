"""Rogue Agent (Stronghold Games / White Goblin Games, 2014): the game -- its rules engine (pure), the bots' heuristics and the table view."""
