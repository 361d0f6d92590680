"""Network play: a host beside the Match and clients that are seats fed by messages (no pygame)."""
