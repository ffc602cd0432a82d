"""controller layer (see DESIGN.md)."""
