"""Rogue Agent (Stronghold Games / White Goblin Games, 2014): rules engine (pure)."""
