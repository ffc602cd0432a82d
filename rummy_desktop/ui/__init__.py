"""ui layer: the window and everything drawn, in rooms (docs/architecture.md)."""
