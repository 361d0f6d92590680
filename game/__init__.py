"""Game Shelf: five published board games with every rule enforced."""

__version__ = "0.1.0"
