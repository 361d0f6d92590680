"""Android (Fantasy Flight Games, 2008): the murder-mystery rules engine (view not built yet)."""
