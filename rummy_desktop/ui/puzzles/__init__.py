"""Table puzzles (Manipulation): the window that plays them and the Game menu's entry."""
