"""Words on screen: languages (i18n), the game log's sentences, plain-text helpers."""
