"""ai layer: the computer players and the table solver; they see a seat's view, never Qt (docs/architecture.md)."""
