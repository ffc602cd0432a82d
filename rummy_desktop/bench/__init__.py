"""Benchmarks: the figures of docs/benchmarks.md (``rummy-desktop bench`` or ``python3 -m rummy_desktop.bench.<name>``)."""
