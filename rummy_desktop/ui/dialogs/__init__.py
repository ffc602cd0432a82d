"""Every dialog of the app (new game, settings, statistics, rules, results, errors...) and the pass screen."""
