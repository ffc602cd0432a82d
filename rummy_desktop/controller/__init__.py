"""controller layer: matches, turns, undo, saves, settings, statistics; Qt but no widgets (docs/architecture.md)."""
