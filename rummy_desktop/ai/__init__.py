"""ai layer (see DESIGN.md)."""
