"""The Gin table: its scene, the items drawn on it and where they go."""
