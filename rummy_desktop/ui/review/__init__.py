"""The review of a finished round or game: the person's turns beside the best play."""
