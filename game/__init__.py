"""Game Shelf: five published board games with every rule enforced."""

__version__ = "0.2.0"  # 0.2: Neuroshima battle rules and forced steps changed (older saves may not resume)
