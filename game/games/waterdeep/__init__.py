"""Lords of Waterdeep: the rules (``rules.WaterdeepGame``, pure) and the table view (``view``)."""
