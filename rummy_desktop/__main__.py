"""``python -m rummy_desktop``: the same as the ``rummy-desktop`` command."""

from rummy_desktop.app import main

if __name__ == "__main__":
    raise SystemExit(main())
