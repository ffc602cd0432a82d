"""The Manipulation Rummy table: its scene and what it draws around melds."""
